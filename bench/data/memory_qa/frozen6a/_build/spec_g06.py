WS = "g06-openclaw-ko-bookmobile"
LAYOUT = "openclaw"
LANGS = ["ko", "en", "zh"]
DESC = "군립도서관 이동도서관(북모빌) 담당 사서의 OpenClaw 워크스페이스: 순회 정류장·요일, 차량 정비, 대출 규칙, 다문화 장서(중국어 도서), 자원봉사자. 대부분 한국어, 차량/시스템 메모 일부 영어, 중국어 도서 담당 자원봉사자 메모는 중국어."
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md
- 매 세션: SOUL.md, USER.md, MEMORY.md, 오늘/어제 memory/YYYY-MM-DD.md 읽기
- 결정사항은 그날 daily 파일에 남기고, 굳어지면 MEMORY.md로 올리기
- 이용자 개인정보(이름+연락처)는 절대 메모리에 쓰지 말 것
"""
FILES["SOUL.md"] = """
# SOUL
짧고 정확하게. 정류장·시간은 항상 표로. 모르면 모른다고.
"""
FILES["IDENTITY.md"] = """
# IDENTITY
- name: 책바퀴
- emoji: 🚐📚
"""
FILES["USER.md"] = """
# USER
- 한지민 사서 (이동도서관 담당, 2024~)
- 운전은 주무관 오태식 님, 본인은 운전 안 함
- 평일 08:30 출근, 화요일은 본관 회의
"""
FILES["TOOLS.md"] = """
# TOOLS
- 대출 시스템: KOLAS-III 단말 (노트북 + LTE 라우터)
- LTE router admin: http://192.168.8.1 (pw in the library vault)
- 차량: 현대 카운티 개조 북모빌, 경유
- bookmobile_wifi_ssid: BOOKBUS-2G
"""
FILES["HEARTBEAT.md"] = """
# HEARTBEAT
- 매주 금요일 16:00: 다음 주 순회표 확인, 날씨 특보 있으면 알림
- 매월 1일: 차량 정기점검 일정 리마인드
"""
FILES["MEMORY.md"] = """
# MEMORY

## 순회 (기본)
| 요일 | 정류장 | 시간 |
|---|---|---|
| 월 | 솔뫼리 마을회관 | 10:00–12:00 |
| 수 | 청계초등학교 | 13:30–15:30 |
| 목 | 은행나무 요양원 | 10:30–11:30 |
| 금 | 하천면 보건지소 앞 | 14:00–16:00 |

## 규칙
- 1인 5권, 대출기간 3주 (다음 방문 때 반납)
- 연체료 없음, 대신 연체 중엔 추가 대출 불가
- 비 오는 날도 운행, 대설·한파 특보 시만 휴행

## 장서
- 차량 적재 약 2,800권, 매달 둘째 주에 1/3 교체
- 중국어 그림책 코너: 자원봉사자 왕리(王丽) 님이 선정

## 기타
- 차량 정기점검: 분기마다, 읍내 대성카센터
- 예산 담당: 도서관 운영팀 장혜원 주무관
"""
FILES["memory/projects/stops-2026.md"] = """
# 2026 정류장 개편 (draft → 확정 2026-03-02)
- 솔뫼리 마을회관: 월요일 → 화요일로 변경 (월요일 경로당 행사 겹침)
- 새 정류장 추가: 금요일 11:00 햇살아파트 관리동 앞
- 청계초 정류장 시간 13:30–15:30 유지
"""
FILES["memory/projects/vehicle.md"] = """
# Vehicle notes
- Fuel card: NH농협 카드, monthly cap 40만원
- tyres: winter tyres fitted every 11월 말
- next inspection due 2026-12-15
- diesel heater for winter stops, works since 2025-12 repair
"""
FILES["memory/2025-11-24.md"] = """
# 2025-11-24
- 겨울 타이어 교체 완료 (대성카센터)
- 요양원 어르신들 큰글자책 요청 많음 → 큰글자책 40권 추가 구매 요청
- 大字本请求已经转给采购组了 (왕리 님 메모)
"""
FILES["memory/2026-02-09.md"] = """
# 2026-02-09
- 이용자 설문 결과 반영: 대출 권수 1인 7권으로 늘림 (3월부터)
- 대출기간은 3주 그대로
- 한파 특보 기준 휴행은 유지
"""
FILES["memory/2026-05-14.md"] = """
# 2026-05-14
- vehicle inspection moved to every month (old engine, 정비소 권고)
- garage switched too: 대성카센터 closed down, now Hacheon Motors (하천모터스)
- Fuel card cap raised to 50만원/month
"""
FILES["memory/2026-07-21.md"] = """
# 2026-07-21
- 中文绘本角：王丽老师下个月回国，从9月起由 陈静 负责选书
- 중국어 그림책 예산 분기당 30만원 유지
- 요양원 방문 시간 10:30–11:30 그대로
"""
FILES["memory/2026-09-07.md"] = """
# 2026-09-07
- 장서 교체 주기 변경: 이제 매달이 아니라 두 달에 한 번 (인력 부족)
- 적재량은 2,800권 정도 그대로 — 약 이천팔백 권
- Wi-Fi SSID renamed: bookmobile_wifi_ssid: BOOKBUS-5G (new router)
"""
FILES["memory/2026-10-19.md"] = """
# 2026-10-19
- 비 오는 날 운행 정책 바뀜: 호우주의보 이상이면 이제 운행하지 않음 (9월 침수 사고 후)
- 예산 담당 교체: 장혜원 주무관 → 민경호 주무관 (10월 인사)
- 연체자도 이제 1권까지는 추가 대출 허용
"""
FILES["memory/2026-11-28.md"] = """
# 2026-11-28
- 12월 순회표 확정, 화요일 솔뫼리 10:00–12:00 정상 운행
- 햇살아파트 금요일 11시 이용자 꾸준히 늘어 평균 25명
- winter tyres on since 2026-11-26
"""
Q = [
 ("ko", "솔뫼리 마을회관은 무슨 요일에 가?", [("memory/projects/stops-2026.md", "월요일 → 화요일"), ("memory/2026-11-28.md", "화요일 솔뫼리")], "ko"),
 ("en", "How many books can one borrower take out now?", [("memory/2026-02-09.md", "7권")], "ko"),
 ("ko", "차량 정기점검 얼마나 자주 해?", [("memory/2026-05-14.md", "every month")], "en"),
 ("en", "Which garage services the bookmobile?", [("memory/2026-05-14.md", "하천모터스")], "en"),
 ("ko", "주유카드 한도 얼마야?", [("memory/2026-05-14.md", "50만원")], "en"),
 ("ko", "중국어 그림책은 누가 고르고 있어?", [("memory/2026-07-21.md", "陈静")], "zh"),
 ("en", "How often do we rotate the collection on the bus?", [("memory/2026-09-07.md", "두 달에 한 번")], "ko"),
 ("ko", "북모빌 와이파이 이름 뭐였지?", [("memory/2026-09-07.md", "BOOKBUS-5G")], "en"),
 ("en", "Do we still run the bus when it's pouring?", [("memory/2026-10-19.md", "호우주의보")], "ko"),
 ("en", "Who handles the bookmobile budget?", [("memory/2026-10-19.md", "민경호")], "ko"),
 ("en", "Can someone with an overdue book borrow more?", [("memory/2026-10-19.md", "1권까지는")], "ko"),
 ("en", "How long is the loan period?", [("MEMORY.md", "대출기간 3주"), ("memory/2026-02-09.md", "대출기간은 3주")], "ko"),
 ("en", "Roughly how many books does the van carry?", [("MEMORY.md", "차량 적재"), ("memory/2026-09-07.md", "적재량은")], "ko"),
 ("zh", "中文绘本每个季度有多少预算？", [("memory/2026-07-21.md", "30만원")], "ko"),
 ("ko", "햇살아파트 정류장은 언제야?", [("memory/projects/stops-2026.md", "햇살아파트")], "ko"),
 ("en", "When was the winter tyre swap this year?", [("memory/2026-11-28.md", "winter tyres on since")], "en"),
]
P = [
 ("conflict", "Solmoe-ri stop weekday", ("MEMORY.md", "| 월 | 솔뫼리"), ("memory/projects/stops-2026.md", "월요일 → 화요일"), "b", "date", "ko", "MEMORY table row '월 | 솔뫼리 마을회관' vs project note '월요일 → 화요일로 변경'"),
 ("conflict", "Books per borrower", ("memory/2026-02-09.md", "7권"), ("MEMORY.md", "1인 5권"), "a", "number", "ko", "'1인 5권' vs '1인 7권으로 늘림'"),
 ("conflict", "Vehicle inspection frequency", ("MEMORY.md", "차량 정기점검: 분기마다"), ("memory/2026-05-14.md", "every month"), "b", "frequency", "en-ko", "Korean '분기마다' vs English 'moved to every month'"),
 ("conflict", "Garage", ("memory/2026-05-14.md", "하천모터스"), ("MEMORY.md", "대성카센터"), "a", "vendor", "en-ko", "Korean '읍내 대성카센터' vs English '대성카센터 closed down, now Hacheon Motors (하천모터스)' (romanised + Hangul)"),
 ("conflict", "Fuel card monthly cap", ("memory/projects/vehicle.md", "monthly cap 40만원"), ("memory/2026-05-14.md", "50만원/month"), "b", "price", "en", "'monthly cap 40만원' vs 'cap raised to 50만원/month'"),
 ("conflict", "Chinese picture-book curator", ("memory/2026-07-21.md", "陈静"), ("MEMORY.md", "王丽"), "a", "person", "zh-ko", "Korean '자원봉사자 왕리(王丽) 님이 선정' vs Chinese '从9月起由 陈静 负责选书'"),
 ("conflict", "Collection rotation frequency", ("MEMORY.md", "1/3 교체"), ("memory/2026-09-07.md", "두 달에 한 번"), "b", "frequency", "ko", "'매달 둘째 주에 1/3 교체' vs '이제 매달이 아니라 두 달에 한 번'"),
 ("conflict", "Wi-Fi SSID", ("memory/2026-09-07.md", "BOOKBUS-5G"), ("TOOLS.md", "bookmobile_wifi_ssid: BOOKBUS-2G"), "a", "name", "en", "same key 'bookmobile_wifi_ssid' BOOKBUS-2G in TOOLS.md vs BOOKBUS-5G in 2026-09-07 note; recency only from file date"),
 ("conflict", "Running in heavy rain", ("MEMORY.md", "비 오는 날도 운행"), ("memory/2026-10-19.md", "호우주의보"), "b", "policy", "ko", "negation: '비 오는 날도 운행' vs '호우주의보 이상이면 이제 운행하지 않음'"),
 ("conflict", "Budget contact", ("memory/2026-10-19.md", "민경호"), ("MEMORY.md", "예산 담당"), "a", "person", "ko", "'장혜원 주무관' vs '→ 민경호 주무관 (10월 인사)'"),
 ("conflict", "Borrowing while overdue", ("MEMORY.md", "연체 중엔 추가 대출 불가"), ("memory/2026-10-19.md", "1권까지는"), "b", "policy", "ko", "'연체 중엔 추가 대출 불가' vs '연체자도 이제 1권까지는 추가 대출 허용'"),
 ("agree", "Loan period", ("MEMORY.md", "대출기간 3주"), ("memory/2026-02-09.md", "대출기간은 3주"), None, "number", "ko", "same 3 weeks"),
 ("agree", "Van capacity", ("MEMORY.md", "차량 적재"), ("memory/2026-09-07.md", "적재량은"), None, "number", "ko", "'약 2,800권' vs '2,800권 정도 — 약 이천팔백 권'"),
 ("agree", "Care-home visit time", ("MEMORY.md", "| 목 | 은행나무"), ("memory/2026-07-21.md", "요양원 방문 시간"), None, "time", "ko", "'10:30–11:30' table row vs prose"),
 ("agree", "Large-print request forwarded", ("memory/2025-11-24.md", "큰글자책 40권"), ("memory/2025-11-24.md", "大字本请求"), None, "status", "zh-ko", "Korean purchase request vs Chinese '大字本请求已经转给采购组'"),
 ("agree", "Solmoe-ri Tuesday slot", ("memory/projects/stops-2026.md", "월요일 → 화요일"), ("memory/2026-11-28.md", "화요일 솔뫼리"), None, "date", "ko", "both place Solmoe-ri on Tuesday"),
 ("agree", "Winter tyres late November", ("memory/projects/vehicle.md", "winter tyres fitted"), ("memory/2026-11-28.md", "winter tyres on since"), None, "date", "en-ko", "'every 11월 말' vs 'on since 2026-11-26'"),
 ("unrelated", "Different stops, different times", ("memory/projects/stops-2026.md", "청계초"), ("memory/projects/stops-2026.md", "햇살아파트"), None, "time", "ko", "Cheonggye elementary 13:30 vs Haetsal apartments 11:00"),
 ("unrelated", "Different monthly money caps", ("memory/projects/vehicle.md", "monthly cap 40만원"), ("memory/2026-07-21.md", "30만원"), None, "price", "en-ko", "fuel card cap vs Chinese picture-book budget"),
 ("unrelated", "Different Friday stops", ("MEMORY.md", "| 금 |"), ("memory/projects/stops-2026.md", "햇살아파트"), None, "place", "ko", "Friday 14:00 health post vs new Friday 11:00 apartment stop (added, not replaced)"),
 ("unrelated", "Router admin vs SSID", ("TOOLS.md", "LTE router admin"), ("memory/2026-09-07.md", "BOOKBUS-5G"), None, "name", "en", "router admin URL vs Wi-Fi network name"),
]
