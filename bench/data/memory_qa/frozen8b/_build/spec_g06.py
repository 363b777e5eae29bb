WS = "g06-openclaw-ko-language-school"
LAYOUT = "openclaw"
LANGS = ["ko", "ja", "en"]
DESC = "부산 해운대 '바다말 어학원' 원장의 OpenClaw 워크스페이스: 일본어(JLPT)·영어 반 시간표, 수강료, 강사, 교재, 2호점 준비, 온라인 수업. 대부분 한국어, 일본인 강사 메모는 일본어, 원어민 강사 관련 몇 줄은 영어."
FILES = {
"AGENTS.md": """
# AGENTS.md
- 세션 시작: SOUL.md, USER.md, MEMORY.md, 그리고 오늘/어제 memory/YYYY-MM-DD.md 읽기
- 하루 기록은 memory/YYYY-MM-DD.md, 장기 정리는 MEMORY.md 와 memory/projects/
- 학생 개인정보(전화번호, 성적)는 쓰지 않기
""",
"SOUL.md": """
짧고 친절하게. 원장님한테는 한국어, 사토 선생님 관련은 일본어 메모 그대로 둬도 됨.
""",
"USER.md": """
# USER
- 이름: 한지우 원장 (바다말 어학원, 해운대)
- 일본어 가능(N1), 영어는 중급
- 아침 9시 전엔 연락 X
""",
"IDENTITY.md": """
name: 바다말 비서
emoji: 🌊
""",
"TOOLS.md": """
# TOOLS
- 수강생 관리: 구글 시트 "바다말_수강생"
- online_class_platform: Zoom (Pro 계정, 원장님 명의)
- Updated: 2025-09-01
- 문자: 카카오 알림톡
""",
"HEARTBEAT.md": """
# HEARTBEAT
- 매주 월: 이번 주 결석 많은 반 체크
- 시험 2주 전: JLPT 반 모의고사 공지
""",
"MEMORY.md": """
# MEMORY

- 학원: 바다말 어학원, 부산 해운대구 (1호점). 일본어 + 영어
- 일본어: JLPT N3 / N2 / N1 반, 회화반. 강사 사토 유키(佐藤由紀) 선생님, 박서연 선생님
- 영어: 비즈니스 영어반 (직장인 저녁), 초등 영어
- 반 정원 최대 8명
- 수강료·시간표 → memory/projects/classes.md
- 2호점 → memory/projects/campus2.md
- 교재: 일본어 초급은 『みんなの日本語』(민나노 니홍고)
- Saturday intensive (JLPT) 10:00–13:00, Sato teaches
""",
"memory/projects/classes.md": """
# 반 / 시간표 / 수강료

| 반 | 요일 | 시간 | 월 수강료 |
|---|---|---|---|
| JLPT N3 | 월·수 | 19:00–20:30 | 16만원 |
| JLPT N2 | 화·목 | 19:00–20:30 | 18만원 |
| 일본어 회화 | 금 | 19:00–21:00 | 18만원 |
| 비즈니스 영어 | 월·수 | 20:00–21:30 | 22만원 |

- 비즈니스 영어 강사: Tom Baker
- 레벨테스트: 매달 첫째 주 토요일
""",
"memory/projects/campus2.md": """
# 2호점

- 2025-12 메모: second campus will be in Seomyeon (서면), near exit 7
- 예산 1억 2천 (인테리어 포함)
- 오픈 목표 2027-03
""",
"memory/projects/online.md": """
# 온라인 수업
- online_class_platform: Google Meet (학원 Workspace 계정으로 통합)
- Updated: 2026-10-15
- 녹화본은 2주 보관 후 삭제
""",
"memory/2026-02-23.md": """
# 2026-02-23

- 사토 선생님: 初級の教科書を『できる日本語』に切り替えます（3月開講クラスから）
- 새 학기 등록 31명
""",
"memory/2026-05-11.md": """
# 2026-05-11

- Tom Baker leaving end of May (moving back to Leeds). Business English now taught by Sarah Kim from June.
- 비즈니스 영어 수강료는 그대로 220,000원/월
""",
"memory/2026-08-30.md": """
# 2026-08-30

- 2호점 위치 센텀시티로 확정 (서면 매물 계약 불발)
- 토요일 수업은 9월부터 더 이상 안 함 — 강사 번아웃, 주말은 쉬기로
- 레벨테스트 분기마다로 변경 (3·6·9·12월 첫째 주 토)
- Sarah 쌤 비즈니스 영어반 잘 하고 있음, 재등록률 90%
""",
"memory/2026-10-15.md": """
# 2026-10-15

- 佐藤先生メモ：N2クラスは11月から19時半開始に変更（会社員の生徒が間に合わないため）
- 줌 → 구글 미트 이전 완료
- 定員：1クラス最大10名まで（教室の机を入れ替えたので）
""",
"memory/2026-11-24.md": """
# 2026-11-24

- 회화반 수강료 12월부터 월 20万ウォン으로 인상 (사토 선생님 공지문은 일본어로)
- JLPT 本試験は12月6日（日）。N2 모의고사 11/29
- JLPT 시험일 12월 6일 일요일 — 전날 오후 특강
""",
}
Q = [
 ("ko", "N2반 지금 몇 시에 시작해?", ["memory/2026-10-15.md::19時半開始"], "ja"),
 ("en", "What's the monthly fee for the Japanese conversation class from December?", ["memory/2026-11-24.md::20万ウォン"], "ko"),
 ("ko", "한 반에 최대 몇 명까지 받아?", ["memory/2026-10-15.md::最大10名"], "ja"),
 ("ko", "일본어 초급반 교재 뭐 써?", ["memory/2026-02-23.md::できる日本語"], "ja"),
 ("ko", "비즈니스 영어 누가 가르쳐?", ["memory/2026-05-11.md::Sarah Kim"], "en"),
 ("en", "Do we still run the Saturday JLPT intensive?", ["memory/2026-08-30.md::토요일 수업"], "ko"),
 ("ja", "2号店はどこに出す予定？", ["memory/2026-08-30.md::센텀시티"], "ko"),
 ("ko", "레벨테스트 얼마나 자주 봐?", ["memory/2026-08-30.md::분기마다"], "ko"),
 ("en", "Which platform do we use for online classes?", ["memory/projects/online.md::online_class_platform"], "ko"),
 ("ja", "JLPTの試験日はいつ？", ["memory/2026-11-24.md::12月6日", "memory/2026-11-24.md::12월 6일"], "ja"),
 ("en", "How much is business English per month?", ["memory/projects/classes.md::비즈니스 영어 |", "memory/2026-05-11.md::220,000원"], "ko"),
 ("ko", "N3반 시간이랑 수강료?", ["memory/projects/classes.md::JLPT N3"], "ko"),
 ("en", "How long do we keep recordings of online classes?", ["memory/projects/online.md::녹화본"], "ko"),
 ("ja", "2号店の予算はいくら？", ["memory/projects/campus2.md::예산"], "ko"),
 ("en", "When should the JLPT mock exam notice go out?", ["HEARTBEAT.md::모의고사 공지"], "ko"),
]
P = [
 ("conflict", "N2 class start time", "memory/projects/classes.md::JLPT N2", "memory/2026-10-15.md::19時半開始", "b", "time", "ko-ja", "table row 화·목 19:00 vs Japanese daily note '11月から19時半開始に変更'"),
 ("conflict", "회화반 수강료", "memory/2026-11-24.md::20万ウォン", "memory/projects/classes.md::일본어 회화", "a", "price", "ko-ja", "18만원 vs '월 20万ウォン으로 인상' (Korean vs Japanese numeral + currency word)"),
 ("conflict", "Max class size", "MEMORY.md::정원 최대 8명", "memory/2026-10-15.md::最大10名", "b", "number", "ko-ja", "반 정원 최대 8명 vs 1クラス最大10名まで"),
 ("conflict", "Beginner textbook", "memory/2026-02-23.md::できる日本語", "MEMORY.md::みんなの日本語", "a", "vendor", "ja-ko", "『みんなの日本語』 vs 『できる日本語』に切り替え"),
 ("conflict", "Business English teacher", "memory/projects/classes.md::Tom Baker", "memory/2026-05-11.md::Sarah Kim", "b", "person", "en-ko", "'강사: Tom Baker' vs 'taught by Sarah Kim from June'"),
 ("conflict", "Saturday intensive", "memory/2026-08-30.md::토요일 수업", "MEMORY.md::Saturday intensive", "a", "policy", "en-ko", "English 'Saturday intensive 10:00–13:00' vs '토요일 수업은 9월부터 더 이상 안 함'"),
 ("conflict", "Second campus location", "memory/projects/campus2.md::Seomyeon", "memory/2026-08-30.md::센텀시티", "b", "place", "en-ko", "'will be in Seomyeon (서면)' vs '센텀시티로 확정'"),
 ("conflict", "Level test frequency", "memory/2026-08-30.md::분기마다", "memory/projects/classes.md::레벨테스트", "a", "frequency", "ko", "매달 첫째 주 토요일 vs 분기마다로 변경"),
 ("conflict", "Online class platform", "TOOLS.md::online_class_platform", "memory/projects/online.md::online_class_platform", "b", "vendor", "ko-en", "same key online_class_platform Zoom vs Google Meet; recency only from 'Updated:' lines (2025-09-01 vs 2026-10-15)"),
 ("agree", "Business English fee", "memory/projects/classes.md::비즈니스 영어 |", "memory/2026-05-11.md::220,000원", None, "price", "ko", "22만원 vs 220,000원/월"),
 ("agree", "JLPT exam date", "memory/2026-11-24.md::12月6日", "memory/2026-11-24.md::12월 6일", None, "date", "ko-ja", "12月6日（日） vs 12월 6일 일요일"),
 ("agree", "Online platform migration", "memory/projects/online.md::online_class_platform", "memory/2026-10-15.md::구글 미트", None, "vendor", "ko-en", "Google Meet vs 줌 → 구글 미트 이전 완료"),
 ("agree", "Japanese teacher name", "MEMORY.md::사토 유키", "SOUL.md::사토 선생님", None, "person", "ko-ja", "사토 유키(佐藤由紀) vs 사토 선생님"),
 ("agree", "Business English teacher", "memory/2026-05-11.md::Sarah Kim", "memory/2026-08-30.md::Sarah 쌤", None, "person", "en-ko", "'taught by Sarah Kim from June' vs 'Sarah 쌤 비즈니스 영어반 잘 하고 있음'"),
 ("unrelated", "Start time of different classes", "memory/projects/classes.md::JLPT N3", "memory/2026-10-15.md::19時半開始", None, "time", "ko-ja", "N3 19:00 vs N2 19時半"),
 ("unrelated", "Fees of different classes", "memory/projects/classes.md::비즈니스 영어 |", "memory/2026-11-24.md::20万ウォン", None, "price", "ko-ja", "business English 22만원 vs conversation 20万ウォン"),
 ("unrelated", "Teachers of different classes", "MEMORY.md::사토 유키", "memory/2026-05-11.md::Sarah Kim", None, "person", "ko-en", "Japanese teachers vs business English teacher"),
 ("unrelated", "Weekly tasks vs test schedule", "HEARTBEAT.md::결석", "memory/2026-08-30.md::분기마다", None, "frequency", "ko", "weekly absence check vs quarterly level test"),
]
