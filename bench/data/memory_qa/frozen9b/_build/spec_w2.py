WS = "g02-claw-stack-ko-ferry-lostfound"
LAYOUT = "claw-stack"
LANGS = ["ko", "en"]
DESC = "인천 연안여객터미널 유실물센터 업무 보조 에이전트의 claw-stack 메모리: 보관 기간, 택배 발송비, 경찰 인계, 귀중품, 선사 연락처. 대부분 한국어, 외국인 승객 관련 세션과 교훈 일부는 영어."
FILES = {}
FILES["MEMORY.md"] = """
# MEMORY.md — 연안여객터미널 유실물센터

> 인덱스만. 상세는 docs/.

| 영역 | 파일 | 메모 |
|---|---|---|
| 보관 기간 / 인계 | docs/domain/retention.md | 경찰 인계, 폐기 |
| 요금 | docs/domain/fees.md | 택배, 보관료 |
| 접수 절차 | docs/patterns/intake.md | 태그, 사진 |
| 귀중품 | docs/risks/valuables.md | 현금, 여권 |
| 연락처 | docs/references/contacts.md | 선사, 경찰 |
| 시스템 | docs/references/systems.md | lost112, 시트 |

## 핵심
- 운영시간 06:30–21:00 (연중무휴)
- 일반 물품 보관 2주, 그 뒤 파출소 인계
- 터미널 매표소 05:40–19:30 (우리랑 다름!)
- 센터 전화 032-555-0192
"""
FILES["AGENTS.md"] = """
# AGENTS.md

- 먼저 MEMORY.md, 그 다음 해당 docs 파일
- 세션 기록: tasks/sessions/YYYY-MM-DD-주제.md
- foreign passengers: answer in English, keep notes in English if the case is in English
- 금액은 원 단위, 쉼표 표기
"""
FILES["docs/domain/retention.md"] = """
---
title: 보관 기간과 인계
keywords: [보관, 인계, 경찰, 폐기, retention]
created: 2025-03-04
last_used: 2026-02-17
---
# 보관 / 인계

- 일반 물품 보관 기간: 30일 후 경찰서 인계
- 인계: 중부경찰서 생활질서계 (매주 목요일 오전)
- 우산·비닐봉지 등 저가품: 7일 후 폐기 (사진 남김)
- 음식물: 당일 폐기
"""
FILES["docs/domain/fees.md"] = """
---
title: 요금
keywords: [택배, 발송비, 보관료, EMS]
created: 2025-03-04
last_used: 2025-10-20
---
# 요금

- 택배 발송비: 착불, 기본 4,000원 (박스 포함)
- 국제 발송(EMS): 실비 + 수수료 1만원
- 보관료_대형: 1일 2,000원 (자전거, 캐리어 대형)
- 보관료_소형: 1일 500원
- 30일 이내 찾아가면 보관료 면제
"""
FILES["docs/patterns/intake.md"] = """
---
title: 접수 절차
keywords: [접수, 태그, 사진, 보관료]
created: 2025-04-01
last_used: 2026-11-12
---
# 접수

1. 습득 장소(선박명/대합실) + 시간 기록
2. 노란 태그에 번호, 사진 2장
3. 귀중품이면 바로 금고 (valuables.md)
- 보관료_대형: 1일 3,000원
- 캐리어는 잠금 확인 후 선반 C
"""
FILES["docs/risks/valuables.md"] = """
---
title: 귀중품
keywords: [현금, 여권, 금고, 2인 확인]
created: 2025-03-10
last_used: 2026-01-08
---
# 귀중품

- 현금 10만원 이상은 금고 보관 + 2인 확인 서명
- 여권·신분증은 금고, 장부에 별도 기재
- 휴대폰: 전원 끄지 말고 충전해 둠 (주인 연락 올 수 있음)
"""
FILES["docs/references/contacts.md"] = """
---
title: Contacts / 연락처
keywords: [선사, 경찰, police, 연락처]
created: 2025-03-04
last_used: 2026-04-30
---
# 연락처

- 덕적도 노선 선사: 대부해운, 담당 이과장 (010-5550-2231)
- 백령도 노선 선사: 하모니해운, 담당 최대리 (010-5550-7710)
- Police liaison: Sgt. Kim Do-hyun, Jungbu station, 032-555-0110
- 터미널 시설팀: 내선 214
"""
FILES["docs/references/systems.md"] = """
---
title: 시스템
keywords: [lost112, 구글시트, 장부]
created: 2025-03-04
last_used: 2026-06-01
---
# 시스템

- 습득물은 lost112에 당일 등록 (경찰청)
- 내부 장부: 구글시트 `유실물_2026`, 탭은 월별
- 재고 점검: 매주 월요일 오전, 선반 A–D
"""
FILES["tasks/lessons.md"] = """
# Lessons / 교훈

- 2025-09-02 Passports: call the embassy only after 48 hours unclaimed
- 2025-11-20 IDs and passports → safe, never the shelf
- 2026-05-06 캐리어 열 때는 반드시 2명 + CCTV 아래
- 2026-08-14 Log every found item in LOST112 the same day, even cheap ones
"""
FILES["tasks/todo.md"] = """
# TODO

- [ ] 안내문 교체: 마감 20시
- [ ] 택배비 5,000원 반영해서 홈페이지 수정 요청
- [x] 선반 D 라벨 (2026-10-02)
"""
FILES["tasks/sessions/2025-08-12-태풍.md"] = """
# 2025-08-12 태풍 결항

- 결항으로 대합실 유실물 폭증, 하루 41건
- 임시 보관: 2층 회의실
- 선사별 분류 후 대부해운 쪽은 이과장이 직접 가져감
"""
FILES["tasks/sessions/2026-03-09-foreign-passengers.md"] = """
# 2026-03-09 foreign passengers, new hours

- the office now closes at 20:00 — last Deokjeok ferry moved earlier
- opening time unchanged
- Chinese tour group lost 3 bags; all returned same day
- two passports found → safe, embassy called next morning
"""
FILES["tasks/sessions/2026-09-24-인계변경.md"] = """
# 2026-09-24 인계처 변경, 요금

- 이제 더 이상 중부경찰서로 인계하지 않는다 → 2026-07부터 연안파출소가 받음
- 경찰 담당자 김도현 경사 → 박서연 경위로 변경 (연안파출소)
- 택배 기본 발송비 5천원으로 인상 (박스값)
- 2인 확인 기준: 현금 5만원 이상으로 낮춤
"""
FILES["tasks/sessions/2026-11-28-주간.md"] = """
# 2026-11-28 주간

- 보관 기간 이제 14일로 단축 (창고 부족, 센터장 결정)
- 재고 점검 격주로 변경 (월요일 그대로)
- 여권은 24시간 지나면 대사관에 연락 (외교부 권고)
- 자전거 2대 장기보관 중 — 보관료 안내함
"""
S = "tasks/sessions/"; W = S+"2026-11-28-주간.md"; I = S+"2026-09-24-인계변경.md"; F = S+"2026-03-09-foreign-passengers.md"
Q = [
 ("en", "How many days do we keep an ordinary found item before it goes to the police?", [(W, "14일로 단축"), ("MEMORY.md", "보관 2주")], "ko"),
 ("ko", "습득물 보관은 며칠까지 해요?", [(W, "14일로 단축"), ("MEMORY.md", "보관 2주")], "ko"),
 ("en", "What does it cost to courier a lost item back to its owner?", [(I, "5천원"), ("tasks/todo.md", "택배비")], "ko"),
 ("ko", "센터 문 몇 시에 닫아요?", [(F, "closes at 20:00"), ("tasks/todo.md", "마감 20시")], "en"),
 ("en", "Which police office takes the unclaimed items now?", [(I, "더 이상 중부경찰서"), ("MEMORY.md", "보관 2주")], "ko"),
 ("en", "Who is our contact at the police?", [(I, "박서연")], "ko"),
 ("ko", "대형 물건 하루 보관료 얼마 받죠?", [("docs/patterns/intake.md", "보관료_대형")], "ko"),
 ("en", "Above what amount of cash do two people have to sign?", [(I, "2인 확인 기준")], "ko"),
 ("ko", "여권 주웠으면 대사관에 언제 연락해요?", [(W, "24시간")], "ko"),
 ("en", "How often do we do the shelf inventory check?", [(W, "격주")], "ko"),
 ("en", "What's the fee for sending something abroad by EMS?", [("docs/domain/fees.md", "국제 발송(EMS)")], "ko"),
 ("ko", "백령도 배 선사 담당자 누구예요?", [("docs/references/contacts.md", "백령도")], "ko"),
 ("en", "Where do we register found items online and by when?", [("docs/references/systems.md", "lost112에 당일"), ("tasks/lessons.md", "LOST112")], "ko"),
 ("en", "When does the ticket counter open and close (not our office)?", [("MEMORY.md", "매표소")], "ko"),
 ("ko", "우산 같은 싼 물건은 언제 버려요?", [("docs/domain/retention.md", "우산")], "ko"),
]
P = [
 ("conflict", "보관 기간", ("docs/domain/retention.md", "30일 후"), (W, "14일로 단축"), "b", "duration", "ko", "'30일 후 경찰서 인계' vs newer '이제 14일로 단축'"),
 ("conflict", "택배 발송비", (I, "5천원"), ("docs/domain/fees.md", "택배 발송비"), "a", "price", "ko", "'5천원으로 인상' vs '기본 4,000원' (Korean numeral vs digits)"),
 ("conflict", "Office closing time", ("MEMORY.md", "운영시간"), (F, "closes at 20:00"), "b", "time", "en-ko", "'운영시간 06:30–21:00' vs English session 'now closes at 20:00'"),
 ("conflict", "Where unclaimed items are handed over", (I, "더 이상 중부경찰서"), ("docs/domain/retention.md", "인계: 중부경찰서"), "a", "place", "ko", "negation '더 이상 중부경찰서로 인계하지 않는다 → 연안파출소' vs topic '중부경찰서'"),
 ("conflict", "Police liaison person", ("docs/references/contacts.md", "Police liaison"), (I, "박서연"), "b", "person", "en-ko", "English 'Sgt. Kim Do-hyun' vs Korean '김도현 경사 → 박서연 경위로 변경'"),
 ("conflict", "Large-item daily storage fee", ("docs/patterns/intake.md", "보관료_대형"), ("docs/domain/fees.md", "보관료_대형"), "a", "price", "ko", "same key 보관료_대형 3,000원 vs 2,000원; recency only from frontmatter last_used (2026-11-12 vs 2025-10-20)"),
 ("conflict", "Two-person cash check threshold", ("docs/risks/valuables.md", "10만원"), (I, "2인 확인 기준"), "b", "amount", "ko", "'10만원 이상' vs '5만원 이상으로 낮춤'"),
 ("conflict", "When to call the embassy about a passport", (W, "24시간"), ("tasks/lessons.md", "48 hours"), "a", "duration", "en-ko", "Korean '24시간 지나면' vs older English lesson '48 hours'"),
 ("conflict", "Inventory check frequency", ("docs/references/systems.md", "재고 점검"), (W, "격주"), "b", "frequency", "ko", "'매주 월요일' vs '격주로 변경'"),
 ("agree", "Courier fee", ("tasks/todo.md", "택배비"), (I, "5천원"), None, "price", "ko", "'5,000원' vs '5천원'"),
 ("agree", "Closing time 20:00", (F, "closes at 20:00"), ("tasks/todo.md", "마감 20시"), None, "time", "en-ko", "'closes at 20:00' vs '마감 20시'"),
 ("agree", "Retention two weeks", ("MEMORY.md", "보관 2주"), (W, "14일로 단축"), None, "duration", "ko", "'2주' vs '14일'"),
 ("agree", "Same-day LOST112 logging", ("tasks/lessons.md", "LOST112"), ("docs/references/systems.md", "lost112에 당일"), None, "policy", "en-ko", "English lesson vs Korean topic line, same rule"),
 ("agree", "Passports go in the safe", ("docs/risks/valuables.md", "여권·신분증"), ("tasks/lessons.md", "IDs and passports"), None, "place", "en-ko", "'여권·신분증은 금고' vs 'IDs and passports → safe'"),
 ("unrelated", "Shipping fee, domestic vs abroad", ("docs/domain/fees.md", "국제 발송(EMS)"), (I, "5천원"), None, "price", "ko", "EMS 수수료 1만원 vs domestic courier 5천원"),
 ("unrelated", "Opening hours, other counter", ("MEMORY.md", "매표소"), (F, "closes at 20:00"), None, "time", "en-ko", "ticket counter 05:40–19:30 vs lost-and-found closing 20:00"),
 ("unrelated", "Storage fee, small vs large", ("docs/domain/fees.md", "보관료_소형"), ("docs/patterns/intake.md", "보관료_대형"), None, "price", "ko", "small 500원 vs large 3,000원"),
 ("unrelated", "Ferry operator contact, other route", ("docs/references/contacts.md", "덕적도"), ("docs/references/contacts.md", "백령도"), None, "person", "ko", "덕적도 route 이과장 vs 백령도 route 최대리"),
]
