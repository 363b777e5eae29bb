WS = "g08-openclaw-busan-climbing-gym"
LAYOUT = "openclaw"
LANGS = ["en", "ko", "ja"]
DESC = "OpenClaw personal assistant of a Busan bouldering gym owner (Rockbox Haeundae, second site in Seomyeon planned): prices, hours, staff, route-setting crew, resets, rent; owner writes Korean and English, Japanese co-owner writes some notes in Japanese."
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md

- Read SOUL.md, USER.md, MEMORY.md, then today's + yesterday's memory/YYYY-MM-DD.md.
- Write decisions to memory/YYYY-MM-DD.md the same day; curated facts go to MEMORY.md.
- Projects: memory/projects/*.md
- 회원 개인정보(전화번호)는 메모리에 쓰지 말 것.
"""
FILES["SOUL.md"] = """
# SOUL

Direct, friendly, a bit of climber slang is fine. 한국어로 물으면 한국어로.
日本語で聞かれたら日本語で答える。
"""
FILES["IDENTITY.md"] = """
# IDENTITY
- name: 볼더봇 (Boulderbot)
- emoji: 🧗
"""
FILES["USER.md"] = """
# USER

- Name: 박준영 (Joon), owner of Rockbox Haeundae
- Partner/co-owner: 美咲 (Misaki), from Fukuoka, handles setting + Japanese customers
- Timezone: Asia/Seoul
- Hates long messages before 10am
"""
FILES["TOOLS.md"] = """
# TOOLS

- 예약: 네이버 예약 (클래스/단체)
- POS: 토스플레이스
- Instagram @rockbox.haeundae — 세팅 공지 올리기 전 미사키 확인
- Notion: 회계 시트
"""
FILES["HEARTBEAT.md"] = """
# HEARTBEAT
- 매일 09:30: 오늘 클래스 예약 수 확인
- 매주 월: 매출 요약
"""
FILES["MEMORY.md"] = """
# MEMORY — Rockbox

## Gym
- Rockbox 해운대점, 우동 2층, 벽 5면 (A–E)
- 평일 12:00–23:00
- 주말 10:00–20:00
- 회원 약 420명 (2026-10 기준)
- 매니저: 지수 (Jisoo), 주 5일

## Money
- prices → memory/projects/pricing.md
- 해운대점 월세 380만원 (관리비 별도)

## Setting
- → memory/projects/setting.md

## Seomyeon
- → memory/projects/seomyeon-branch.md
- Climbing Park 광안 opened 2026-10, 3km away — watch prices
"""
FILES["memory/projects/pricing.md"] = """
# Pricing (해운대점)

- 1일권: 22,000원
- 어린이 1일권: 15,000원
- 10회권 19만원 (유효기간 6개월)
- 월 회원권: 12만원
- 신발 대여 무료 (회원), 비회원 3,000원
"""
FILES["memory/projects/setting.md"] = """
# Setting

- 세팅팀: 후쿠오카 Hold Fast 팀, 한 달에 한 번 방문
- 벽 리셋: 매주 한 면씩 (5주 로테이션)
- 그레이드: V-scale 대신 색깔 8단계
- 홀드 세척: 리셋 전날 밤
"""
FILES["memory/projects/seomyeon-branch.md"] = """
# 서면점 (2호점)

- 위치: 서면 전포동, 지하 1층 (천장고 5.2m)
- 오픈 목표: 2027-03
- 월세: 450만원
- 투자: 미사키 40%, 준영 60%
"""
FILES["memory/2025-11-03.md"] = """
# 2025-11-03

- 10-visit pack 190,000 KRW — keep it, sells well
- bookings via Naver Booking are 60% of classes
"""
FILES["memory/2026-05-20.md"] = """
# 2026-05-20

- Jisoo left end of May; new manager is Taeho (태호), starts 6/1
- 에어컨 필터 교체 완료
"""
FILES["memory/2026-09-14.md"] = """
# 2026-09-14

- セッティングは来月から大阪の「Crimp Lab」にお願いすることに（Hold Fastは日程が合わない）
- グレードは8色のまま
- 벽 C 볼트 2개 교체 필요
"""
FILES["memory/2026-11-06.md"] = """
# 2026-11-06

- day pass bumped to 25k won from today, kids unchanged
- 会員もシューズレンタル無料はもうやめた（3,000ウォンに統一）
- 월 회원권 가격 유지
"""
FILES["memory/2026-11-21.md"] = """
# 2026-11-21

- reset every other week now, one wall per round (setter cost)
- 서면점 — 월세: 480만원 (재협상 결과)
- 서면점 인테리어 견적 2곳 더 받기
"""
FILES["memory/2026-11-30.md"] = """
# 2026-11-30

- 평일 오픈 10시로 당김 (오전 회원 요청 많음), 마감은 그대로
- Seomyeon opening slipped to May 2027 (fire permit redo)
- 12월 회원 이벤트: 친구 1일권 50%
"""
Q = [
 ("ko", "1일권 지금 얼마 받고 있어?", [("memory/2026-11-06.md", "day pass bumped")]),
 ("en", "Who does our route setting now?", [("memory/2026-09-14.md", "Crimp Lab")]),
 ("ko", "벽 리셋 주기가 어떻게 돼?", [("memory/2026-11-21.md", "reset every other week")]),
 ("en", "What time do we open on weekdays?", [("memory/2026-11-30.md", "평일 오픈 10시")]),
 ("ko", "지금 매니저 누구야?", [("memory/2026-05-20.md", "new manager is Taeho")]),
 ("en", "Do members still get free shoe rental?", [("memory/2026-11-06.md", "シューズレンタル無料はもうやめた")]),
 ("ja", "西面店はいつオープン予定？", [("memory/2026-11-30.md", "Seomyeon opening slipped")]),
 ("en", "What's the monthly rent for the Seomyeon space?", [("memory/2026-11-21.md", "월세: 480만원")]),
 ("en", "How much is a 10-visit pass?", [("memory/projects/pricing.md", "10회권"), ("memory/2025-11-03.md", "10-visit pack")]),
 ("ja", "難易度って何色で分けてるんだっけ？", [("memory/projects/setting.md", "그레이드"), ("memory/2026-09-14.md", "グレードは8色")]),
 ("en", "How do customers book classes?", [("TOOLS.md", "예약: 네이버"), ("memory/2025-11-03.md", "bookings via Naver")]),
 ("ko", "회원 수 대충 몇 명이야?", [("MEMORY.md", "회원 약 420명")]),
 ("en", "How much is a kids' day pass?", [("memory/projects/pricing.md", "어린이 1일권")]),
 ("ko", "서면점 천장 높이 얼마였지?", [("memory/projects/seomyeon-branch.md", "천장고")]),
 ("en", "What's the December promo?", [("memory/2026-11-30.md", "12월 회원 이벤트")]),
]
P = [
 ("conflict", "Adult day pass price", ("memory/projects/pricing.md", "1일권: 22,000원"), ("memory/2026-11-06.md", "day pass bumped"), "price", "'22,000원' vs '25k won' (shorthand)"),
 ("conflict", "Route-setting crew", ("memory/projects/setting.md", "세팅팀"), ("memory/2026-09-14.md", "Crimp Lab"), "vendor", "Korean 'Fukuoka Hold Fast 팀' vs Japanese note '大阪の「Crimp Lab」にお願いすることに'"),
 ("conflict", "Wall reset cadence", ("memory/projects/setting.md", "벽 리셋"), ("memory/2026-11-21.md", "reset every other week"), "frequency", "'매주 한 면씩' vs 'every other week now'"),
 ("conflict", "Weekday opening time", ("MEMORY.md", "평일 12:00–23:00"), ("memory/2026-11-30.md", "평일 오픈 10시"), "time", "Korean curated 12:00 vs Korean daily note '10시로 당김'"),
 ("conflict", "Gym manager", ("MEMORY.md", "매니저: 지수"), ("memory/2026-05-20.md", "new manager is Taeho"), "person", "Korean MEMORY '지수 (Jisoo)' vs English note 'Jisoo left ... new manager is Taeho'"),
 ("conflict", "Free shoe rental for members", ("memory/projects/pricing.md", "신발 대여 무료"), ("memory/2026-11-06.md", "シューズレンタル無料はもうやめた"), "policy", "Korean '무료 (회원)' vs Japanese negation 'もうやめた（3,000ウォン）'"),
 ("conflict", "Seomyeon opening date", ("memory/projects/seomyeon-branch.md", "오픈 목표"), ("memory/2026-11-30.md", "Seomyeon opening slipped"), "date", "'2027-03' vs 'slipped to May 2027'"),
 ("conflict", "Seomyeon monthly rent", ("memory/projects/seomyeon-branch.md", "월세: 450만원"), ("memory/2026-11-21.md", "월세: 480만원"), "price", "same key '월세' 450만원 vs 480만원; recency only from daily-note file date 2026-11-21 (project file undated)"),
 ("agree", "10-visit pack price", ("memory/projects/pricing.md", "10회권"), ("memory/2025-11-03.md", "10-visit pack"), "price", "'19만원' vs '190,000 KRW'"),
 ("agree", "Grade system", ("memory/projects/setting.md", "그레이드"), ("memory/2026-09-14.md", "グレードは8色"), "count", "Korean '색깔 8단계' vs Japanese '8色のまま'"),
 ("agree", "Booking channel", ("TOOLS.md", "예약: 네이버"), ("memory/2025-11-03.md", "bookings via Naver"), "vendor", "Korean vs English, Naver booking"),
 ("agree", "Monthly membership price kept", ("memory/projects/pricing.md", "월 회원권"), ("memory/2026-11-06.md", "월 회원권 가격 유지"), "price", "'12만원' vs '가격 유지'"),
 ("unrelated", "Kids day pass vs adult day pass", ("memory/projects/pricing.md", "어린이 1일권"), ("memory/2026-11-06.md", "day pass bumped"), "price", "different ticket"),
 ("unrelated", "Haeundae rent vs Seomyeon rent", ("MEMORY.md", "해운대점 월세"), ("memory/2026-11-21.md", "월세: 480만원"), "price", "different site"),
 ("unrelated", "Weekend hours vs weekday opening", ("MEMORY.md", "주말 10:00–20:00"), ("memory/2026-11-30.md", "평일 오픈 10시"), "time", "different days"),
 ("unrelated", "Competitor opening vs our Seomyeon opening", ("MEMORY.md", "Climbing Park 광안"), ("memory/2026-11-30.md", "Seomyeon opening slipped"), "date", "different gym"),
]
