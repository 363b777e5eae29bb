WS = "w02-claw-stack-ko-wildlife"
LAYOUT = "claw-stack"
LANGS = ["ko", "en", "ja"]
DESC = "공주의 도 지정 야생동물구조센터 claw-stack 메모리: 신고 전화, 입원장, 먹이 발주, 방사지, 수의사, 후원. 대부분 한국어, 도청 담당자와 쓴 세션 하나는 영어, 일본인 자원봉사 수의사의 일본어 메모 몇 줄."
H = "tasks/sessions/2026-07-01-hotline.md"
R = "tasks/sessions/2026-09-10-release.md"
V = "tasks/sessions/2026-10-02-vet.md"
N = "tasks/sessions/2026-11-20-winter.md"
F = "tasks/sessions/2025-09-04-feeding.md"
Q = [
 ("ko", "밤 11시에 신고 들어오면 센터가 직접 받아?", [(H, "24시간 운영")], "ko"),
 ("en", "Where do we release rehabbed eagle-owls now?", [(R, "Eagle-owl releases moved to")], "en"),
 ("ko", "냉동 마우스 어디서 시켜?", [(V, "RodentPro Korea")], "en"),
 ("en", "Who is the lead vet at the centre right now?", [(V, "책임수의사 = 오하나")], "ko"),
 ("en", "Someone found a baby water deer alone in a field — do we go pick it up right away?", [("tasks/lessons.md", "더 이상 새끼 고라니를")], "ko"),
 ("ko", "작은 새 인큐베이터 온도 몇 도로 맞춰?", [(N, "incubator_songbird: 30°C")], "ko"),
 ("en", "How many hospital cages do we have in total?", [(H, "total now 36 cages")], "en"),
 ("ja", "フライトケージの長さは今何メートル？", [(N, "30m로 확장")], "ko"),
 ("ko", "동물 한 마리 1년 후원하면 얼마야?", [(R, "₩50,000/yr")], "en"),
 ("en", "How often do we run orientation for new volunteers?", [(N, "격월")], "ko"),
 ("en", "How often is the staff bite/infection safety training?", [("docs/patterns/volunteers.md", "직원 안전교육(교상/감염)"), (N, "직원 안전교육은 그대로")], "ko"),
 ("en", "What do we do with a bird we think has avian flu?", [("MEMORY.md", "AI(조류인플루엔자) 의심 개체"), ("docs/risks/zoonoses.md", "AI 의심 개체는 격리실 B로"), (R, "suspected HPAI")], "ko"),
 ("en", "Minimum weight before a kestrel can be released?", [("docs/domain/species.md", "방사 최소 체중 180g"), (V, "チョウゲンボウは180グラム")], "ko"),
 ("ko", "황조롱이 방사 전에 비행 테스트 몇 번 해야 돼?", [("tasks/lessons.md", "비행테스트 3회")], "ko"),
 ("en", "Who's our contact at the Gongju city hall?", [("docs/references/contacts.md", "공주시청 담당")], "ko"),
 ("ko", "너구리 밥은 하루 몇 번 줘?", [("docs/domain/feeding.md", "너구리: 하루 2번"), (V, "하루 두 번 급여")], "ko"),
]
P = [
 ("conflict", "Rescue hotline hours", ("MEMORY.md", "구조 신고 전화 09:00~18:00"), (H, "24시간 운영"), "b", "time", "ko", "MEMORY '09:00~18:00' vs newer session '7월부터 24시간 운영'"),
 ("conflict", "Eagle-owl release site", (R, "Eagle-owl releases moved to"), ("docs/references/release-sites.md", "| 수리부엉이 | 계룡산"), "a", "place", "en-ko", "English session 'moved to 대청호 east shore' vs Korean table row '계룡산 북쪽 능선'"),
 ("conflict", "Frozen feeder-rodent supplier", ("docs/domain/feeding.md", "대전 '한빛사료'에서 주문"), (V, "RodentPro Korea"), "b", "vendor", "en-ko", "topic '한빛사료, 월 2회' vs session 'now from RodentPro Korea, every week'"),
 ("conflict", "Lead veterinarian", (V, "책임수의사 = 오하나"), ("docs/references/contacts.md", "진료 책임 수의사: 박지훈"), "a", "person", "ko", "session '박지훈 퇴사, 책임수의사 = 오하나' vs contacts"),
 ("conflict", "Orphaned water-deer fawn policy", ("docs/patterns/intake.md", "신고 즉시 구조해 온다"), ("tasks/lessons.md", "더 이상 새끼 고라니를"), "b", "policy", "ko", "negation '더 이상 … 바로 데려오지 않는다' vs intake '즉시 구조'"),
 ("conflict", "Songbird incubator setting", (N, "incubator_songbird: 30°C"), ("docs/references/equipment.md", "incubator_songbird: 32°C"), "a", "temperature", "ko", "same key, different value; recency only from file-name date 2026-11-20 vs last_used 2025-10-21"),
 ("conflict", "Number of hospital cages", ("MEMORY.md", "입원장 24칸"), (H, "total now 36 cages"), "b", "count", "en-ko", "'입원장 24칸' vs English 'total now 36 cages'"),
 ("conflict", "Flight cage length", (N, "30m로 확장"), (F, "フライトケージは20m"), "a", "length", "ko-ja", "Korean '30m로 확장 완료' vs older Japanese note 'フライトケージは20m'"),
 ("conflict", "Sponsor-an-animal price", ("MEMORY.md", "1종 1년 후원: 3만원"), (R, "₩50,000/yr"), "b", "price", "en-ko", "Korean numeral '3만원' vs '₩50,000/yr'"),
 ("conflict", "Volunteer orientation frequency", (N, "격월"), ("docs/patterns/volunteers.md", "매월 첫째 토요일"), "a", "frequency", "ko", "'매월' vs '이제 격월'"),
 ("agree", "Eagle-owl protected status", ("MEMORY.md", "천연기념물 324-2호"), ("docs/domain/species.md", "Natural Monument 324-2"), None, "id", "en-ko", "Korean 천연기념물 324-2호 vs English 'Natural Monument 324-2'"),
 ("agree", "Kestrel release weight", ("docs/domain/species.md", "방사 최소 체중 180g"), (V, "チョウゲンボウは180グラム"), None, "weight", "ko-ja", "'180g' vs '180グラム以上で放鳥'"),
 ("agree", "Avian flu protocol", ("docs/risks/zoonoses.md", "AI 의심 개체는 격리실 B로"), (R, "suspected HPAI"), None, "policy", "en-ko", "Korean protocol vs English shorthand"),
 ("agree", "Raccoon-dog feeding frequency", ("docs/domain/feeding.md", "너구리: 하루 2번"), (V, "하루 두 번 급여"), None, "frequency", "ko", "'하루 2번' vs '하루 두 번'"),
 ("agree", "Staff safety training frequency", ("docs/patterns/volunteers.md", "직원 안전교육(교상/감염)"), (N, "직원 안전교육은 그대로"), None, "frequency", "ko", "monthly restated as '그대로 매월'"),
 ("unrelated", "Release site of a different species", ("docs/references/release-sites.md", "| 황조롱이 |"), (R, "Eagle-owl releases moved to"), None, "place", "en-ko", "kestrel site vs eagle-owl move"),
 ("unrelated", "Incubator for reptiles vs songbirds", ("docs/references/equipment.md", "incubator_reptile"), (N, "incubator_songbird: 30°C"), None, "temperature", "ko", "different incubator"),
 ("unrelated", "City vs province contact", ("docs/references/contacts.md", "공주시청 담당"), ("docs/references/contacts.md", "충남도청 담당"), None, "person", "ko", "two different offices"),
 ("unrelated", "Feeding frequency of raptors vs raccoon dogs", ("docs/domain/feeding.md", "맹금류: 하루 1번"), (V, "하루 두 번 급여"), None, "frequency", "ko", "raptors once a day vs raccoon dogs twice — different animals")
]
