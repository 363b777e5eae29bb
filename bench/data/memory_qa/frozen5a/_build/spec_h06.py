WS = "h06-openclaw-ko-kindergarten"
LAYOUT = "openclaw"
LANGS = ["ko", "en"]
DESC = "수원 사립 유치원(해바라기유치원) 원장의 OpenClaw 워크스페이스: 등·하원 시간, 통학버스, 반별 정원·담임, 원비·특성화 활동비, 안전훈련, 낮잠, 소풍. 대부분 한국어, 원어민 영어 교사(Chloe)가 쓴 일지는 영어."
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md
- 세션 시작: SOUL.md, USER.md, MEMORY.md, 오늘/어제 memory/YYYY-MM-DD.md 읽기
- 반/버스/원비/안전 같은 주제는 memory/projects/*.md
- 학부모 개인정보(전화번호, 주소)는 메모리에 쓰지 않는다
"""
FILES["SOUL.md"] = """
# SOUL
차분하고 짧게. 학부모 공지 초안은 존댓말, 원장님과는 편하게.
"""
FILES["IDENTITY.md"] = """
# IDENTITY
- name: 해바라기 비서 🌻
- emoji: 🌻
"""
FILES["USER.md"] = """
# USER
- 김은정 원장님. 해바라기유치원 (수원 영통구 매탄동)
- 아침 7시 반에 원에 도착, 카톡 선호
- 영어 교사 Chloe가 가끔 이 워크스페이스에 직접 메모 남김 (영어)
"""
FILES["TOOLS.md"] = """
# TOOLS
- 알림장/공지: 키즈노트(Kids Note)
- 원비 수납: 아이행복카드 + 계좌이체
- 버스 위치: 업체 앱 (늘푸른교통 '차량알리미')
- 문서: 구글 드라이브 '해바라기_2026'
"""
FILES["HEARTBEAT.md"] = """
# HEARTBEAT
- 오늘 결석/투약 의뢰 확인
- 버스 지연 알림
- 이번 주 행사 / 훈련 일정
"""
FILES["MEMORY.md"] = """
# MEMORY

- 해바라기유치원, 3개 반: 달님반(만 3세), 별님반(만 4세), 해님반(만 5세)
- 등원 08:40~09:20
- 하원 16:00 (종일반 19:00까지)
- 원비 납부일 매월 25일
- 통학버스 2대, 아침 2회차 운행
- 학부모 상담 주간: 11월 셋째 주
- 세부 내용은 memory/projects/ 참고
"""
FILES["memory/projects/bus.md"] = """
# 통학버스

- 통학버스: 한빛관광 (2대, 25인승)
- 1호차 매탄/원천, 2호차 영통/망포
- 동승 보호자: 교사 순번제
"""
FILES["memory/projects/classes.md"] = """
# 반 / 담임 / 정원

| 반 | 연령 | 정원 | 담임 |
|---|---|---|---|
| 달님반 | 만 3세 | 15명 | 박소영 |
| 별님반 | 만 4세 | 20명 | 최지현 |
| 해님반 | 만 5세 | 22명 | 이수아 |

- 영어 수업 주 2회 (화/목), 원어민 Chloe
- 낮잠 시간 13:00~14:00, 해님반 포함 전 반
"""
FILES["memory/projects/fees.md"] = """
# 원비 / 활동비

- 특성화 활동비 월 4만 5천원 (영어, 체육, 미술)
- 급식비 월 7만원
- 현장학습비는 회당 따로 공지
"""
FILES["memory/projects/safety.md"] = """
# 안전

fire_drill: 매월 둘째 주 수요일 10:00
earthquake_drill: 분기 1회
- 소방 점검: 연 2회 (3월, 9월)
- 투약 의뢰서 없으면 약 안 먹임
"""
FILES["memory/projects/events.md"] = """
# 행사

- 가을 소풍: 광교호수공원 (10월 둘째 주)
- 재롱잔치 12월 셋째 주 토요일
"""
FILES["memory/2025-11-18.md"] = """
# 2025-11-18
- parent conferences: 3rd week of Nov, 15 min slots (Chloe joins for English feedback)
- 버스 1호차 에어컨 수리
"""
FILES["memory/2026-08-27.md"] = """
# 2026-08-27
- 버스 업체 늘푸른교통으로 변경 (9/1부터, 한빛관광 계약 만료)
- two buses still, same routes
- drop-off window now 08:30–09:10 (new bus loop gets in earlier)
"""
FILES["memory/2026-09-15.md"] = """
# 2026-09-15 (Chloe)
- English now three times a week — Mon/Wed/Fri, 30 min per class
- Sun class homeroom is now Ms. Jung Hye-rin (Sua on maternity leave till Aug 2027)
- parent app = Kidsnote, I post English songs there on Fridays
"""
FILES["memory/2026-10-02.md"] = """
# 2026-10-02
- 해님반(만 5세)은 더 이상 낮잠 안 잠 → 조용한 놀이/책 읽기로 대체
- 가을 소풍 장소 변경: 광교호수공원 공사 → field trip goes to Hwaseong Haenggung instead (10/16)
- 달님반 정원 18명으로 증원 (교육청 승인 10/1)
"""
FILES["memory/2026-10-20.md"] = """
# 2026-10-20
- 소방서 권고로 훈련 날짜 조정
fire_drill: 매월 셋째 주 금요일 10:30
- earthquake drill stays quarterly
"""
FILES["memory/2026-11-24.md"] = """
# 2026-11-24
- Enrichment fee goes up to fifty thousand won a month starting this December (parents notified by Kidsnote)
- 급식비는 그대로
- tuition due on the 25th each month — 12월도 동일
- pick-up at 4 pm unchanged, 종일반 7시까지
"""

QUESTIONS = [
 ("en", "What time does morning drop-off start and end now?", [("memory/2026-08-27.md", "drop-off window now")], "en"),
 ("ko", "통학버스 지금 어느 업체야?", [("memory/2026-08-27.md", "늘푸른교통으로 변경"), ("TOOLS.md", "늘푸른교통")], "ko"),
 ("ko", "이번 달부터 특성화 활동비 얼마 받아?", [("memory/2026-11-24.md", "fifty thousand won")], "en"),
 ("ko", "영어 수업 일주일에 몇 번 해?", [("memory/2026-09-15.md", "three times a week")], "en"),
 ("en", "Does the oldest class still nap after lunch?", [("memory/2026-10-02.md", "더 이상 낮잠")], "ko"),
 ("ko", "소방 훈련 언제 하지?", [("memory/2026-10-20.md", "fire_drill: 매월 셋째 주 금요일")], "ko"),
 ("en", "Who is the homeroom teacher for the five-year-olds right now?", [("memory/2026-09-15.md", "Sun class homeroom")], "en"),
 ("en", "How many kids can the 3-year-old class take now?", [("memory/2026-10-02.md", "달님반 정원 18명")], "ko"),
 ("ko", "가을 소풍 어디로 갔지?", [("memory/2026-10-02.md", "Hwaseong Haenggung")], "en"),
 ("en", "When is tuition due?", [("MEMORY.md", "원비 납부일"), ("memory/2026-11-24.md", "tuition due on the 25th")], "ko"),
 ("en", "What time is pick-up?", [("MEMORY.md", "하원 16:00"), ("memory/2026-11-24.md", "pick-up at 4 pm")], "ko"),
 ("ko", "급식비 한 달에 얼마야?", [("memory/projects/fees.md", "급식비 월 7만원")], "ko"),
 ("en", "How often do we do earthquake drills?", [("memory/projects/safety.md", "earthquake_drill"), ("memory/2026-10-20.md", "earthquake drill stays quarterly")], "ko"),
 ("ko", "학부모 상담 주간 언제야?", [("MEMORY.md", "학부모 상담 주간"), ("memory/2025-11-18.md", "parent conferences")], "ko"),
 ("en", "Which app do parents get notices through?", [("TOOLS.md", "키즈노트(Kids Note)"), ("memory/2026-09-15.md", "parent app = Kidsnote")], "ko"),
 ("en", "Can staff give a child medicine if the parent didn't send the form?", [("memory/projects/safety.md", "투약 의뢰서")], "ko"),
 ("ko", "별님반 정원 몇 명이야?", [("memory/projects/classes.md", "| 별님반 |")], "ko"),
]

PAIRS = [
 ("conflict", "Drop-off window", ("MEMORY.md", "등원 08:40~09:20"), ("memory/2026-08-27.md", "drop-off window now"), "b", "time", "en-ko", "'등원 08:40~09:20' vs 'drop-off window now 08:30–09:10'"),
 ("conflict", "School bus company", ("memory/2026-08-27.md", "늘푸른교통으로 변경"), ("memory/projects/bus.md", "통학버스: 한빛관광"), "a", "vendor", "ko", "daily '늘푸른교통으로 변경' vs project file '한빛관광'"),
 ("conflict", "Enrichment fee", ("memory/projects/fees.md", "특성화 활동비 월 4만 5천원"), ("memory/2026-11-24.md", "fifty thousand won"), "b", "price", "en-ko", "'월 4만 5천원' vs 'fifty thousand won a month' (amount in English words)"),
 ("conflict", "English class frequency", ("memory/2026-09-15.md", "three times a week"), ("memory/projects/classes.md", "영어 수업 주 2회"), "a", "frequency", "en-ko", "'three times a week — Mon/Wed/Fri' vs '주 2회 (화/목)'"),
 ("conflict", "Nap for the 5-year-old class", ("memory/projects/classes.md", "낮잠 시간 13:00~14:00"), ("memory/2026-10-02.md", "더 이상 낮잠"), "b", "policy", "ko", "'해님반 포함 전 반 낮잠' vs negation '해님반은 더 이상 낮잠 안 잠'"),
 ("conflict", "Fire drill schedule", ("memory/2026-10-20.md", "fire_drill: 매월 셋째 주 금요일"), ("memory/projects/safety.md", "fire_drill: 매월 둘째 주 수요일"), "a", "date", "ko", "same key:value; recency only from the daily file-name date 2026-10-20 (project file undated)"),
 ("conflict", "Sun class homeroom teacher", ("memory/projects/classes.md", "| 해님반 |"), ("memory/2026-09-15.md", "Sun class homeroom"), "b", "person", "en-ko", "table row '해님반 … 이수아' vs English 'Sun class homeroom is now Ms. Jung Hye-rin'"),
 ("conflict", "Moon class capacity", ("memory/2026-10-02.md", "달님반 정원 18명"), ("memory/projects/classes.md", "| 달님반 |"), "a", "count", "ko", "'정원 18명으로 증원' vs table row 15명"),
 ("conflict", "Autumn field trip place", ("memory/projects/events.md", "가을 소풍: 광교호수공원"), ("memory/2026-10-02.md", "Hwaseong Haenggung"), "b", "place", "en-ko", "'광교호수공원' vs romanised 'Hwaseong Haenggung'"),
 ("agree", "Tuition due date", ("MEMORY.md", "원비 납부일"), ("memory/2026-11-24.md", "tuition due on the 25th"), None, "date", "en-ko", "'매월 25일' = 'on the 25th each month'"),
 ("agree", "Number of buses", ("MEMORY.md", "통학버스 2대"), ("memory/2026-08-27.md", "two buses still"), None, "count", "en-ko", "'2대' = 'two buses' (number in words)"),
 ("agree", "Parent app", ("TOOLS.md", "키즈노트(Kids Note)"), ("memory/2026-09-15.md", "parent app = Kidsnote"), None, "system", "en-ko", "'키즈노트' = 'Kidsnote'"),
 ("agree", "Pick-up time", ("MEMORY.md", "하원 16:00"), ("memory/2026-11-24.md", "pick-up at 4 pm"), None, "time", "en-ko", "'16:00' = '4 pm'"),
 ("agree", "Parent conference week", ("MEMORY.md", "학부모 상담 주간"), ("memory/2025-11-18.md", "parent conferences"), None, "date", "en-ko", "'11월 셋째 주' = '3rd week of Nov'"),
 ("agree", "Earthquake drill frequency", ("memory/projects/safety.md", "earthquake_drill"), ("memory/2026-10-20.md", "earthquake drill stays quarterly"), None, "frequency", "en-ko", "'분기 1회' = 'quarterly'"),
 ("unrelated", "Moon vs Star class capacity", ("memory/2026-10-02.md", "달님반 정원 18명"), ("memory/projects/classes.md", "| 별님반 |"), None, "count", "ko", "capacity of two different classes"),
 ("unrelated", "Sun vs Moon class teacher", ("memory/2026-09-15.md", "Sun class homeroom"), ("memory/projects/classes.md", "| 달님반 |"), None, "person", "en-ko", "homeroom of different classes"),
 ("unrelated", "Fire drill vs earthquake drill", ("memory/2026-10-20.md", "fire_drill: 매월 셋째 주 금요일"), ("memory/projects/safety.md", "earthquake_drill"), None, "frequency", "ko", "different drills"),
 ("unrelated", "Enrichment fee vs meal fee", ("memory/2026-11-24.md", "fifty thousand won"), ("memory/projects/fees.md", "급식비 월 7만원"), None, "price", "en-ko", "different monthly charges"),
]
