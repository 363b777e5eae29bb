WS = "h6b-w6-openclaw-ko-cemetery-office"
LAYOUT = "openclaw"
LANGS = ["ko", "zh", "en"]
DESC = "시립 추모공원(하늘숲추모공원) 관리사무소의 OpenClaw 워크스페이스: 운영 시간, 관리비, 봉안당·자연장 구역, 납품 업체, 직원. 대부분 한국어, 중국 동포 직원이 중국어로 쓴 메모, 영어 일일 메모 1개."
FILES = {
"AGENTS.md": """# AGENTS.md
- 유족 문의가 우선. 예약 변경은 반드시 전화로 재확인
- 유골함 반입 시 플라스틱 함 허용 (밀봉 확인)
- 일일 메모는 memory/YYYY-MM-DD.md, 중국어 문의는 중국어로 기록해도 됨
""",
"SOUL.md": """차분하고 정중하게. 유족에게는 "고인" 대신 "故 ○○님"으로. 이모지 금지.
""",
"IDENTITY.md": """name: 숲지기
role: 하늘숲추모공원 관리사무소 보조
""",
"USER.md": """# USER
- 주 사용자: 행정팀 오세린 주무관
- 관리소장: 최동석
- 중국어 응대: 김춘화 (조선족, 중국어 메모 작성)
""",
"TOOLS.md": """# TOOLS
Updated: 2026-06-30
booking_system: 이음예약 v2 (웹)
- 문자 발송: 알리고 API, 발신번호 031-xxx-1200
""",
"HEARTBEAT.md": """# HEARTBEAT
- check 성묘 예약 inbox every hour during office hours
- office closes 5 pm from Dec; Mondays closed — reply to late bookings next morning
""",
"MEMORY.md": """# MEMORY — 하늘숲추모공원

- 사무실 운영: 09:00–18:00, 연중무휴
- 관리비 연 6만원 (2026~), 봉안당 기준
- 자연장 C구역 8/1 개장 완료
- 소장: 한미래 (2026-08~)
- 명절(설·추석) 당일은 셔틀 증편, 주차장 B 임시 개방
- 자세한 건 memory/projects/*.md
""",
"memory/projects/fees.md": """# 요금 / 관리비
- 봉안당 관리비: 연 5만원 (5년 선납 시 10% 할인)
- 자연장 관리비: 연 3만원
- 카드·현금 모두 가능 (계좌이체는 3일 이내)
""",
"memory/projects/sections.md": """# 구역 현황
- 봉안당 1관 잔여: 0기 (만장)
- 봉안당 2관 잔여: 1,240기 (2025-04 기준)
- 자연장 C구역: 2026년 상반기 개장 예정
- 자연장 D구역: 2027년 개장 예정
- 벌초 대행: 연 2회 (4월, 9월)
""",
"memory/projects/vendors.md": """# 업체
- 조화 납품: 꽃누리 (월 2회)
- 석물(비석) 업체: 대림석재, 견적 2주
- 셔틀버스: 경기여객 전세
""",
"memory/2025-04-03.md": """# 2025-04-03
- 봄 벌초 대행 접수 마감
booking_system: 종이 장부 + 엑셀
- 2관 잔여 1,240기 확인
""",
"memory/2026-03-19.md": """# 2026-03-19 (金春花)
- 纳骨堂管理费从2026年起每年六万韩元，已经通知中国家属
- 代理除草改为每年三次（增加6月）
- 清明节中国家属来访多，准备中文指示牌
""",
"memory/2026-08-11.md": """# 2026-08-11
- Natural burial section C opened 2026-08-01; section D is next
- new site manager Han Mi-rae started Aug 10 (Choi retired)
- shuttle contract renewed
""",
"memory/2026-11-18.md": """# 2026-11-18
- 조화 납품 업체 → 그린플라워로 변경 (꽃누리 품질 문제)
- 2관 잔여 기수 980
- 추석 셔틀 정산 완료
""",
"memory/2026-11-29.md": """# 2026-11-29
- 12월부터 사무실 17시 마감, 월요일 휴무 (인력 부족)
- 플라스틱 유골함은 더 이상 받지 않음 (12/1부터, 도자기·목재만)
- 跟中国家属说明：塑料骨灰盒不再接收
- 셔틀 업체 → 한빛관광 (경기여객 계약 종료, 11/25부터)
""",
}
A = "memory/2026-11-29.md"; E = "memory/2026-08-11.md"; Z = "memory/2026-03-19.md"; N = "memory/2026-11-18.md"
Q = [
("ko", "사무실 몇 시까지 열어?", [(A, "17시 마감"), ("HEARTBEAT.md", "office closes 5 pm")]),
("zh", "纳骨堂一年的管理费是多少？", [(Z, "六万韩元"), ("MEMORY.md", "관리비 연 6만원")]),
("ko", "자연장 C구역 지금 분양 받아?", [(E, "section C opened"), ("MEMORY.md", "C구역 8/1")]),
("en", "Who supplies the artificial flowers now?", [(N, "그린플라워")]),
("ko", "벌초 대행 1년에 몇 번 해줘?", [(Z, "每年三次")]),
("zh", "塑料骨灰盒还能带进来吗？", [(A, "플라스틱 유골함은"), (A, "塑料骨灰盒不再接收")]),
("ko", "관리소장님 누구셔?", [(E, "Han Mi-rae"), ("MEMORY.md", "소장: 한미래")]),
("en", "How many niches are still free in building 2?", [(N, "잔여 기수 980")]),
("ko", "예약 시스템 뭐 써?", [("TOOLS.md", "booking_system")]),
("ko", "자연장 관리비는 얼마야?", [("memory/projects/fees.md", "자연장 관리비")]),
("en", "when does natural burial section D open", [("memory/projects/sections.md", "D구역")]),
("zh", "墓碑找哪家做？", [("memory/projects/vendors.md", "석물")]),
("ko", "1관에 자리 남았어?", [("memory/projects/sections.md", "1관 잔여")]),
("en", "How should replies to bereaved families sound?", [("SOUL.md", "차분하고")]),
("en", "Which bus company runs the visitor shuttle now?", [(A, "한빛관광")]),
("zh", "节日当天停车怎么安排？", [("MEMORY.md", "주차장 B")]),
("en", "Can families pay by card at the counter?", [("memory/projects/fees.md", "카드·현금")]),
]
P = [
("conflict", "Office hours", ("MEMORY.md", "사무실 운영"), (A, "17시 마감"), "b", "time", "'09:00–18:00, 연중무휴' vs '12월부터 17시 마감, 월요일 휴무'"),
("conflict", "Columbarium annual fee", (Z, "六万韩元"), ("memory/projects/fees.md", "봉안당 관리비"), "a", "price", "Korean '연 5만원' vs Chinese '每年六万韩元' (number and currency in words)"),
("conflict", "Natural burial section C", ("memory/projects/sections.md", "C구역"), (E, "section C opened"), "b", "date", "Korean '개장 예정' vs English 'opened 2026-08-01'"),
("conflict", "Artificial flower vendor", (N, "그린플라워"), ("memory/projects/vendors.md", "조화 납품"), "a", "vendor", "꽃누리 → 그린플라워"),
("conflict", "Grass-cutting service frequency", ("memory/projects/sections.md", "벌초 대행"), (Z, "每年三次"), "b", "frequency", "Korean '연 2회' vs Chinese '改为每年三次'"),
("conflict", "Plastic urns", (A, "플라스틱 유골함은"), ("AGENTS.md", "플라스틱 함 허용"), "a", "policy", "AGENTS rule '플라스틱 함 허용' vs daily note negation '플라스틱 유골함은 더 이상 받지 않음 (12/1부터)'"),
("conflict", "Site manager", ("USER.md", "관리소장"), (E, "Han Mi-rae"), "b", "person", "Korean '최동석' vs English 'new site manager Han Mi-rae (Choi retired)'"),
("conflict", "Free niches in building 2", (N, "잔여 기수 980"), ("memory/projects/sections.md", "2관 잔여"), "a", "number", "'1,240기 (2025-04)' vs '980'"),
("conflict", "Booking system", ("memory/2025-04-03.md", "booking_system"), ("TOOLS.md", "booking_system"), "b", "software", "same key; recency only from file date 2025-04-03 vs 'Updated: 2026-06-30'"),
("agree", "Fee 60k won", (Z, "六万韩元"), ("MEMORY.md", "관리비 연 6만원"), None, "price", "'六万韩元' vs '6만원'"),
("agree", "Site manager Han", ("MEMORY.md", "소장: 한미래"), (E, "Han Mi-rae"), None, "person", "Hangul vs romanised"),
("agree", "Section C open", (E, "section C opened"), ("MEMORY.md", "C구역 8/1"), None, "date", "English vs Korean shorthand"),
("agree", "Office closes 17:00", ("HEARTBEAT.md", "office closes 5 pm"), (A, "17시 마감"), None, "time", "'5 pm' vs '17시'"),
("agree", "No plastic urns", (A, "塑料骨灰盒不再接收"), (A, "플라스틱 유골함은"), None, "policy", "Chinese vs Korean"),
("conflict", "Shuttle operator", (A, "한빛관광"), ("memory/projects/vendors.md", "셔틀버스"), "a", "vendor", "vendors page '경기여객 전세' vs daily '셔틀 업체 → 한빛관광'"),
("unrelated", "Messaging vs booking tools", ("TOOLS.md", "알리고"), ("TOOLS.md", "booking_system"), None, "software", "SMS API vs booking system"),
("unrelated", "Annual fees", ("memory/projects/fees.md", "자연장 관리비"), (Z, "六万韩元"), None, "price", "natural burial vs columbarium"),
("unrelated", "Section openings", ("memory/projects/sections.md", "D구역"), (E, "section C opened"), None, "date", "section D vs C"),
("unrelated", "Vendors", ("memory/projects/vendors.md", "석물"), (N, "그린플라워"), None, "vendor", "headstones vs flowers"),
("unrelated", "Remaining niches", ("memory/projects/sections.md", "1관 잔여"), (N, "잔여 기수 980"), None, "number", "building 1 vs building 2"),
]
