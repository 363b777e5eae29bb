WID = "g06-openclaw-letterpress-archive"
LAYOUT = "openclaw"
LANGS = ["ko", "en", "zh", "ja"]
DESC = "파주 활판 아카이브(Paju Letterpress Archive) 운영자의 OpenClaw 워크스페이스: 활자 컬렉션 보관, 활자 주조(서울·타이베이 주조소), 체험 클래스, 연구자 열람, 인쇄기 정비. 한국어 위주, 영어 메모 일부, 타이베이 주조소 관련 중국어(번체/간체) 메모."

FILES = {}
FILES["SOUL.md"] = """
# SOUL.md
- 조용하고 꼼꼼한 아카이브 조수. 답은 짧게.
- 활자 수량은 추측하지 말 것 — 모르면 모른다고.
"""
FILES["IDENTITY.md"] = """
# IDENTITY.md
- Name: 조판이 (Jopan)
- Creature: 납 활자 한 벌
- Emoji: 🅰️
"""
FILES["USER.md"] = """
# USER.md
- 한도윤 — 파주 활판 아카이브 대표, 인쇄공 출신. 한국어 편함, 영어 메일 가능.
- 타이베이 주조소와는 중국어로 연락 (번역 필요시 도와줄 것)
- 아침 9시 전엔 메시지 보내지 말 것
"""
FILES["AGENTS.md"] = """
# AGENTS.md
- 매 세션: USER.md, MEMORY.md, 오늘/어제 memory/ 일지 읽기
- 결정이 바뀌면 일지에 날짜와 함께 적고 MEMORY.md도 고칠 것
- memory/projects/*.md 는 오래된 내용 있을 수 있음
"""
FILES["TOOLS.md"] = """
# TOOLS.md
- 예약: 네이버 예약 (클래스), Google Calendar (연구자 열람)
- 습도계: SwitchBot, 활자실 센서 이름 `typeroom-1`
- 메일: Fastmail
"""
FILES["HEARTBEAT.md"] = """
# HEARTBEAT.md
- typeroom-1 습도 확인, 목표치 벗어나면 알림
- 내일 클래스 예약 인원 확인
"""
FILES["MEMORY.md"] = """
# MEMORY.md — long-term (curated)

## 아카이브
- 파주출판도시 회동길, 1층 인쇄실 + 2층 활자실
- 소장: 한글 활자 약 38만 자, 한자 활자 약 12만 자, 목활자 일부
- Hanja sorts still cast by Lianxing (Taipei) — no Korean foundry does them anymore

## 클래스
- 체험 클래스 정원 8명
- class fee ₩40,000/person from Nov 2026 (adult)
- 어린이 클래스 2만원, 보호자 동반
- 클래스는 일요일 오전 10시로 옮김 (2026-10부터)

## 연구자 열람
- 사전 예약제, 장갑 필수
"""
FILES["memory/projects/type-collection.md"] = """
# 활자 컬렉션
Updated: 2025-08-14

- 활자 케이스 보관: 파주 2창고 (본관 옆)
- 종이 재고: 본관 1층 창고 (케이스와 따로)
type_room_rh: 55%
type_room_temp: 20C
- 연구자 열람: 수요일만, 10:00–16:00
- 뉴스레터: 월간, 매달 첫째 주
"""
FILES["memory/projects/classes.md"] = """
# Classes (체험 클래스)

- 체험 클래스 1인 3만5천원 (성인)
- 매주 토요일 오후 2시, 2시간
- max 8 people per class (4 presses)
- 어린이 클래스 1인 2만원
"""
FILES["memory/projects/foundry.md"] = """
# 주조 / 铸字

- 한글 활자 재주조: 台北 聯興鑄字行 (Lianxing) — 한글 모형 보관 중
- 汉字活字：也由聯興铸造，每磅 NT$900
- Heidelberg Windmill 정비: 매년 3월, 김정수 기사
- 교정기(proof press) 정비: 자체
- 仮名活字は大阪の浪速活字製作所に注文、納期4週間
"""
FILES["memory/2025-09-03.md"] = """
# 2025-09-03
- 聯興 보내준 한글 10pt 세트 도착. 상태 좋음
- 뉴스레터 9월호 발송
"""
FILES["memory/2026-02-19.md"] = """
# 2026-02-19
- 습도 문제: 활자 표면 산화 보임 → 목표 낮춤
type_room_rh: 48%
- 제습기 2대째 주문
"""
FILES["memory/2026-07-08.md"] = """
# 2026-07-08
- Hangul recasting moved to Daejin Type Foundry in Seoul (shipping to Taipei too slow/expensive). 聯興 keeps the hanzi work.
- Windmill 정비 업체 바뀜: 이제 한성인쇄기계 (김 기사님 은퇴)
- 뉴스레터는 격월로 (쓸 거리 부족)
"""
FILES["memory/2026-10-22.md"] = """
# 2026-10-22
- 聯興来信：从十一月起汉字活字每磅 NT$1,050（铅价上涨）
- 클래스 일요일 오전 10시로 변경 — 토요일은 대관 수요 많음
- class fee going up to 40k won from November
"""
FILES["memory/2026-11-27.md"] = """
# 2026-11-27
- 활자 케이스 전부 일산 창고로 이전 완료 (파주 2창고 계약 종료)
- 일산 창고 온습도 센서 설치 예정
- 聯興 还在做汉字，下批 12 月中
- 가나 활자 납기 6주로 늘어남 (浪速 쪽 인력 부족) — 12월 인쇄물은 재고로
"""
FILES["memory/2026-12-02.md"] = """
# 2026-12-02
- We no longer limit researcher visits to Wednesdays — Wed and Fri now, same hours
- 어린이 클래스 가격은 그대로
- 정원 8명 유지 (압인기 4대)
"""

QUESTIONS = [
 ("ko", "활자 케이스 지금 어디 보관해?", [("memory/2026-11-27.md", "일산 창고로 이전")], "ko"),
 ("en", "Where are the type cases stored now?", [("memory/2026-11-27.md", "일산 창고로 이전")], "ko"),
 ("ko", "활자실 습도 목표 몇 %야?", [("memory/2026-02-19.md", "type_room_rh: 48%")], "en"),
 ("en", "Who recasts our Hangul type these days?", [("memory/2026-07-08.md", "Hangul recasting moved")], "en"),
 ("ko", "한자 활자 주조 단가 지금 얼마야?", [("memory/2026-10-22.md", "NT$1,050")], "zh"),
 ("zh", "聯興现在汉字活字每磅多少钱？", [("memory/2026-10-22.md", "NT$1,050")], "zh"),
 ("en", "How much does the adult letterpress class cost per person?", [("MEMORY.md", "class fee ₩40,000"), ("memory/2026-10-22.md", "class fee going up")], "en"),
 ("ko", "체험 클래스 무슨 요일 몇 시에 해?", [("MEMORY.md", "일요일 오전 10시로 옮김"), ("memory/2026-10-22.md", "클래스 일요일 오전 10시로 변경")], "ko"),
 ("en", "Who services the Windmill press now?", [("memory/2026-07-08.md", "한성인쇄기계")], "ko"),
 ("en", "Which days can researchers come to consult the collection?", [("memory/2026-12-02.md", "Wed and Fri now")], "en"),
 ("ko", "뉴스레터 얼마나 자주 보내?", [("memory/2026-07-08.md", "격월로")], "ko"),
 ("en", "How many people fit in one class?", [("MEMORY.md", "정원 8명"), ("memory/projects/classes.md", "max 8 people"), ("memory/2026-12-02.md", "정원 8명 유지")], "ko"),
 ("zh", "汉字活字现在还是聯興铸造吗？", [("MEMORY.md", "Hanja sorts still cast by Lianxing"), ("memory/2026-11-27.md", "聯興 还在做汉字")], "en"),
 ("en", "How much is the kids' class?", [("MEMORY.md", "어린이 클래스 2만원"), ("memory/projects/classes.md", "어린이 클래스 1인 2만원")], "ko"),
 ("en", "How long does the Osaka foundry take to deliver kana sorts now?", [("memory/2026-11-27.md", "가나 활자 납기 6주")], "ko"),
 ("ja", "浪速活字に仮名を頼むと何週間かかる？", [("memory/2026-11-27.md", "가나 활자 납기 6주")], "ko"),
 ("en", "Which sensor measures the type room humidity?", [("TOOLS.md", "typeroom-1")], "en"),
 ("ko", "한자 활자 몇 자 정도 있어?", [("MEMORY.md", "소장: 한글 활자")], "ko"),
]

PAIRS = [
 ("conflict", "Type case storage location", ("memory/projects/type-collection.md", "파주 2창고"), ("memory/2026-11-27.md", "일산 창고로 이전"), "b", "place", "ko", "project file 파주 2창고 vs newer daily '일산 창고로 이전 완료'"),
 ("conflict", "Type room humidity target", ("memory/2026-02-19.md", "type_room_rh: 48%"), ("memory/projects/type-collection.md", "type_room_rh: 55%"), "a", "percent", "en", "same key 55% vs 48%; recency only from the project file's 'Updated: 2025-08-14' vs daily file name 2026-02-19"),
 ("conflict", "Hangul type recasting foundry", ("memory/projects/foundry.md", "한글 활자 재주조"), ("memory/2026-07-08.md", "Hangul recasting moved"), "b", "vendor", "en-ko", "Korean line with 台北 聯興鑄字行 vs English 'moved to Daejin Type Foundry in Seoul'"),
 ("conflict", "Hanzi type price per pound", ("memory/2026-10-22.md", "NT$1,050"), ("memory/projects/foundry.md", "每磅 NT$900"), "a", "price", "zh", "simplified-Chinese daily NT$1,050 vs project NT$900"),
 ("conflict", "Adult class fee", ("memory/projects/classes.md", "3만5천원"), ("MEMORY.md", "class fee ₩40,000"), "b", "price", "en-ko", "Korean numerals 3만5천원 vs '₩40,000/person from Nov 2026'"),
 ("conflict", "Class day and time", ("memory/2026-10-22.md", "클래스 일요일 오전 10시로 변경"), ("memory/projects/classes.md", "매주 토요일 오후 2시"), "a", "schedule", "ko", "토요일 오후 2시 vs 일요일 오전 10시로 변경"),
 ("conflict", "Windmill maintenance contractor", ("memory/projects/foundry.md", "김정수 기사"), ("memory/2026-07-08.md", "한성인쇄기계"), "b", "vendor", "ko", "김정수 기사 vs '정비 업체 바뀜: 한성인쇄기계 (김 기사님 은퇴)'"),
 ("conflict", "Researcher visiting days", ("memory/2026-12-02.md", "Wed and Fri now"), ("memory/projects/type-collection.md", "수요일만"), "a", "schedule", "en-ko", "English negation 'no longer limit ... to Wednesdays' vs Korean 수요일만"),
 ("conflict", "Newsletter frequency", ("memory/projects/type-collection.md", "뉴스레터: 월간"), ("memory/2026-07-08.md", "격월로"), "b", "frequency", "ko", "월간 (monthly) vs 격월 (every other month)"),
 ("conflict", "Class fee: project vs daily note", ("memory/2026-10-22.md", "class fee going up"), ("memory/projects/classes.md", "3만5천원"), "a", "price", "en-ko", "'40k won from November' shorthand vs 3만5천원"),
 ("conflict", "Kana type lead time", ("memory/2026-11-27.md", "가나 활자 납기 6주"), ("memory/projects/foundry.md", "仮名活字は"), "a", "duration", "ko-ja", "Korean daily '납기 6주로 늘어남' vs Japanese project line 納期4週間"),
 ("agree", "Class capacity", ("MEMORY.md", "정원 8명"), ("memory/projects/classes.md", "max 8 people"), None, "count", "en-ko", "정원 8명 vs 'max 8 people per class'"),
 ("agree", "Hanzi still cast in Taipei", ("MEMORY.md", "Hanja sorts still cast by Lianxing"), ("memory/2026-11-27.md", "聯興 还在做汉字"), None, "vendor", "en-zh", "romanised Lianxing vs 聯興, same vendor/work"),
 ("agree", "Adult class fee", ("MEMORY.md", "class fee ₩40,000"), ("memory/2026-10-22.md", "class fee going up"), None, "price", "en", "₩40,000 vs '40k won'"),
 ("agree", "Kids' class fee", ("MEMORY.md", "어린이 클래스 2만원"), ("memory/projects/classes.md", "어린이 클래스 1인 2만원"), None, "price", "ko", "2만원 restated"),
 ("agree", "Class time Sunday", ("MEMORY.md", "일요일 오전 10시로 옮김"), ("memory/2026-10-22.md", "클래스 일요일 오전 10시로 변경"), None, "schedule", "ko", "same change in index and daily"),
 ("unrelated", "Hanzi vendor vs Hangul vendor", ("memory/projects/foundry.md", "汉字活字：也由聯興铸造"), ("memory/2026-07-08.md", "Hangul recasting moved"), None, "vendor", "en-zh", "foundry slot, different script (hanzi stays with 聯興)"),
 ("unrelated", "Paper stock vs type case storage", ("memory/projects/type-collection.md", "종이 재고"), ("memory/2026-11-27.md", "일산 창고로 이전"), None, "place", "ko", "storage slot, paper not type cases"),
 ("unrelated", "Proof press vs Windmill maintenance", ("memory/projects/foundry.md", "교정기(proof press)"), ("memory/2026-07-08.md", "한성인쇄기계"), None, "vendor", "ko", "maintenance slot, different press"),
 ("unrelated", "Kids' vs adult class price", ("memory/2026-12-02.md", "어린이 클래스 가격은 그대로"), ("MEMORY.md", "class fee ₩40,000"), None, "price", "en-ko", "price slot, children's class unchanged"),
]
