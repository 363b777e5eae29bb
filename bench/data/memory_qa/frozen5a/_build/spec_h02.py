WS = "h02-claw-stack-ko-brewery"
LAYOUT = "claw-stack"
LANGS = ["ko", "en"]
DESC = "강릉 크래프트 브루어리 '파도양조 (Pado Brewing)' 운영 에이전트의 claw-stack 메모리: 레시피/ABV, 발효조, 몰트·홉 공급사, 케그 납품가, 유통사, 주세, 탭룸. 대부분 한국어, 미국인 공동대표가 쓴 영어 세션 일부."
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md

파도양조 운영 보조 에이전트.
- 시작할 때 MEMORY.md → memory-map.md 순서로 읽기
- 세션 기록: tasks/sessions/YYYY-MM-DD-주제.md (영어/한국어 아무거나)
- 주세 관련 숫자는 반드시 국세청 홈택스 화면으로 재확인
"""
FILES["MEMORY.md"] = """
# MEMORY — 파도양조

- 위치: 강릉시 교동, 1층 양조장 + 2층 탭룸
- 공동대표: 정유나 / Mark Ellison (영어로 메모함)
- 주력: 경포 IPA, 안목 라거, 솔향 세종
- 주세 신고 매월 10일까지 (홈택스)

## 파일
- 레시피/ABV → docs/domain/recipes.md
- 설비 → docs/domain/equipment.md
- 가격 → docs/domain/pricing.md
- 공급사 → docs/references/suppliers.md
- 사람 → docs/references/people.md
- 유통 → docs/references/distribution.md
- QC → docs/patterns/qc.md
"""
FILES["memory-map.md"] = """
# memory-map
- domain: recipes / equipment / pricing
- references: suppliers / people / distribution
- risks: tax.md (주세, 면허)
- patterns: qc.md, canning.md
- notes/유통-2026.md ← 2026 유통 변경 메모
"""
FILES["docs/domain/recipes.md"] = """
---
title: 레시피 / ABV
keywords: [IPA, 라거, 세종, ABV, recipe, 도수]
created: 2025-03-02
last_used: 2025-11-10
---
# 레시피 요약

| 맥주 | ABV | IBU | 비고 |
|---|---|---|---|
| 경포 IPA | 6.5% | 58 | 시트라+모자익 드라이호핑 |
| 안목 라거 | 4.8% | 22 | 6주 라거링 |
| 솔향 세종 | 5.9% | 25 | 솔잎 부재료 |

- 경포 IPA 배치 사이즈 10bbl
"""
FILES["docs/domain/equipment.md"] = """
---
title: 설비
keywords: [발효조, FV, BBT, 글리콜, brewhouse]
created: 2025-03-02
last_used: 2025-12-04
---
# 설비

- 브루하우스 10bbl 2-vessel
- 발효조(FV) 8기, 각 10bbl
- 브라이트탱크(BBT) 3기
- 글리콜 칠러 설정 -2°C
"""
FILES["docs/domain/pricing.md"] = """
---
title: 가격
keywords: [케그, 납품가, keg, wholesale, 보증금]
created: 2025-04-15
last_used: 2025-10-01
---
# 납품 가격 (부가세 별도)

- 20L 케그 납품가 16만원 (경포 IPA 기준)
- 30L 케그 납품가 22만원
- 케그 보증금 5만원, 반납 시 환불
- 캔 355ml 4캔팩 출고가 14,000원
"""
FILES["docs/references/suppliers.md"] = """
---
title: 공급사
keywords: [몰트, 홉, malt, hops, 효모, 캔]
created: 2025-03-05
last_used: 2025-09-18
---
# 공급사

- 베이스 몰트: Weyermann 필스너 몰트 (수입: 비어케이)
- 홉: Yakima Chief 계약분, 연 1회 정산
- 효모: 자체 배양 (US-05 계열)
- 캔 충전은 모바일 캐닝 업체 '캔투고' 불러서 함 (월 2회)
"""
FILES["docs/references/people.md"] = """
---
title: 사람
keywords: [헤드브루어, 탭룸, 매니저, staff]
created: 2025-03-02
last_used: 2025-08-22
---
# 사람

- 헤드브루어: 최민준
- 탭룸 매니저: 윤하은
- 회계: 외부 세무사 (강릉 바른세무)
"""
FILES["docs/references/distribution.md"] = """
---
title: 유통
keywords: [distributor, 유통사, 도매]
created: 2025-03-10
last_used: 2025-09-12
---
# 유통

distributor: 한결주류
- 서울 권역 유통사: 브루원 (별도 계약)
- 정산: 월말 마감, 익월 15일 입금
"""
FILES["docs/risks/tax.md"] = """
---
title: 주세 / 면허
keywords: [주세, liquor tax, 면허, 국세청]
created: 2025-03-20
last_used: 2026-06-30
---
# 주세

- 종량세: 맥주 L당 세율은 매년 4월 고시 확인
- 면허: 소규모 맥주 제조 면허 (강릉세무서)
"""
FILES["docs/patterns/qc.md"] = """
---
title: QC
keywords: [QC, 분석, 미생물, 샘플, lab]
created: 2025-05-01
last_used: 2025-07-07
---
# QC

- 외부 분석 (미생물 + ABV): 분기마다 한 번, 강원대 식품분석실
- 배치마다 비중/pH 기록 (Brewfather)
- DO 측정: 캔 충전 후 3캔 샘플
"""
FILES["notes/유통-2026.md"] = """
# 유통 메모 2026
Updated: 2026-10-02

distributor: 바다상사
- 한결주류와 계약 9월 말 종료, 강원 권역은 바다상사로
- 서울은 계속 브루원
- 정산 조건은 동일: 월말 마감, 익월 15일 입금
"""
FILES["tasks/lessons.md"] = """
# lessons
- 2025-07: 드라이호핑 후 3일 넘기면 풀내 — 2일 컷
- 2026-02: keg deposit is ₩50,000 — always put it on the invoice separately
- 2026-05: 캔 DO 높게 나오면 CO2 퍼지 시간부터 의심
"""
FILES["tasks/todo.md"] = """
# todo
- [ ] recipes.md ABV 업데이트 (경포 IPA v4)
- [ ] pricing.md 케그 가격 업데이트
- [ ] people.md 헤드브루어 변경 반영
"""
FILES["tasks/sessions/2026-04-14-malt.md"] = """
# Session 2026-04-14 (Mark)

- switched base malt to Best Malz Pilsen — Weyermann lead times were 10+ weeks
- importer stays the same for now
- taproom mgr: Yoon Ha-eun, she wants a POS export every Monday
"""
FILES["tasks/sessions/2026-09-03-canning.md"] = """
# Session 2026-09-03 (Mark)

- We no longer use a mobile canner — own Cask ACS canning line is live since Sep 1
- first run: 2,400 cans Gyeongpo IPA, DO ok ✅
- Gyeongpo IPA is now 6.2% ABV on the label (v4 recipe)
"""
FILES["tasks/sessions/2026-10-15-경포IPA-v4.md"] = """
# 2026-10-15 경포 IPA v4

- 경포 IPA 레시피 v4 확정: ABV 6.2%로 낮춤, IBU 55
- 안목 라거는 그대로 4.8%
- 헤드브루어 최민준 → R&D로 이동, Head brewer is now Sarah Lim (10/20부)
"""
FILES["tasks/sessions/2026-11-05-pricing.md"] = """
# Session 2026-11-05 (Mark)

- 20L keg wholesale now ₩172,000 (IPA), effective Nov 15, distributors notified
- 30L unchanged
- QC: 외부 분석 이제 월 1회로 변경 (강원대, 매월 첫째 주)
"""
FILES["tasks/sessions/2026-11-26-탭룸.md"] = """
# 2026-11-26 탭룸 / 설비

- 탭룸 월요일도 오픈, 11:30 시작 ~ 22:00 (12월부터)
- FV 12기 — 4기 증설 11월 설치 완료, 전부 10bbl
- 사무실 근무시간은 09:00~18:00 그대로
- 주소 영문 표기: Gyo-dong, Gangneung (수출 서류용)
"""
FILES["docs/patterns/taproom.md"] = """
---
title: 탭룸 운영
keywords: [taproom, 영업시간, hours, 탭]
created: 2025-03-15
last_used: 2025-10-30
---
# 탭룸

- 탭룸: 수~일 12:00–22:00, 월·화 휴무
- 탭 12개, 게스트 탭 2개
- liquor tax filing due the 10th of every month — 탭룸 매출 포함
"""

QUESTIONS = [
 ("ko", "경포 IPA 지금 도수 몇 도야?", [("tasks/sessions/2026-10-15-경포IPA-v4.md", "ABV 6.2%로 낮춤"), ("tasks/sessions/2026-09-03-canning.md", "now 6.2% ABV")], "ko"),
 ("en", "What base malt are we on right now?", [("tasks/sessions/2026-04-14-malt.md", "Best Malz Pilsen")], "en"),
 ("ko", "20리터 케그 유통사에 얼마에 넘기지?", [("tasks/sessions/2026-11-05-pricing.md", "₩172,000")], "en"),
 ("en", "Who's our distributor for Gangwon now?", [("notes/유통-2026.md", "distributor: 바다상사"), ("notes/유통-2026.md", "강원 권역은 바다상사로")], "ko"),
 ("ko", "캔은 요즘 어떻게 채워? 외부 업체 불러?", [("tasks/sessions/2026-09-03-canning.md", "We no longer use a mobile canner")], "en"),
 ("en", "Who is head brewer these days?", [("tasks/sessions/2026-10-15-경포IPA-v4.md", "Head brewer is now Sarah Lim")], "ko"),
 ("ko", "발효조 지금 몇 개 있어?", [("tasks/sessions/2026-11-26-탭룸.md", "FV 12기")], "ko"),
 ("en", "How often do we send samples for outside lab analysis?", [("tasks/sessions/2026-11-05-pricing.md", "월 1회로 변경")], "ko"),
 ("en", "Is the taproom open on Mondays, and from what time?", [("tasks/sessions/2026-11-26-탭룸.md", "탭룸 월요일도 오픈")], "ko"),
 ("ko", "주세 신고 마감일이 언제지?", [("MEMORY.md", "주세 신고 매월 10일까지"), ("docs/patterns/taproom.md", "liquor tax filing due")], "ko"),
 ("en", "How much is the keg deposit?", [("docs/domain/pricing.md", "케그 보증금 5만원"), ("tasks/lessons.md", "keg deposit is ₩50,000")], "ko"),
 ("ko", "서울 쪽 유통은 누가 해?", [("docs/references/distribution.md", "서울 권역 유통사"), ("notes/유통-2026.md", "서울은 계속 브루원")], "ko"),
 ("en", "What ABV is the Anmok lager?", [("docs/domain/recipes.md", "| 안목 라거 |"), ("tasks/sessions/2026-10-15-경포IPA-v4.md", "안목 라거는 그대로")], "ko"),
 ("en", "How many taps does the taproom have?", [("docs/patterns/taproom.md", "탭 12개")], "ko"),
 ("ko", "드라이호핑 며칠까지 둬도 돼?", [("tasks/lessons.md", "2일 컷")], "ko"),
 ("en", "When does the distributor actually pay us each month?", [("docs/references/distribution.md", "정산: 월말 마감"), ("notes/유통-2026.md", "정산 조건은 동일")], "ko"),
]

PAIRS = [
 ("conflict", "Taproom opening hours", ("tasks/sessions/2026-11-26-탭룸.md", "탭룸 월요일도 오픈"), ("docs/patterns/taproom.md", "탭룸: 수~일"), "a", "hours", "ko", "newer '월요일도 오픈, 11:30 시작' vs topic '수~일 12:00–22:00, 월·화 휴무'"),
 ("conflict", "Base malt", ("docs/references/suppliers.md", "베이스 몰트"), ("tasks/sessions/2026-04-14-malt.md", "Best Malz Pilsen"), "b", "vendor", "en-ko", "Korean topic 'Weyermann 필스너 몰트' vs English session 'switched base malt to Best Malz'"),
 ("conflict", "Gyeongpo IPA ABV", ("docs/domain/recipes.md", "| 경포 IPA |"), ("tasks/sessions/2026-10-15-경포IPA-v4.md", "ABV 6.2%로 낮춤"), "b", "number", "ko", "table row 6.5% vs 'ABV 6.2%로 낮춤'"),
 ("conflict", "20L keg wholesale price", ("tasks/sessions/2026-11-05-pricing.md", "₩172,000"), ("docs/domain/pricing.md", "20L 케그 납품가"), "a", "price", "en-ko", "'₩172,000' vs '16만원' (symbol vs Korean numeral)"),
 ("conflict", "External QC frequency", ("docs/patterns/qc.md", "분기마다 한 번"), ("tasks/sessions/2026-11-05-pricing.md", "월 1회로 변경"), "b", "frequency", "ko", "'분기마다 한 번' vs '이제 월 1회로 변경'"),
 ("conflict", "Gangwon distributor", ("notes/유통-2026.md", "distributor: 바다상사"), ("docs/references/distribution.md", "distributor: 한결주류"), "a", "vendor", "ko", "same key, recency only from 'Updated: 2026-10-02' vs topic last_used 2025-09-12"),
 ("conflict", "Canning method", ("docs/references/suppliers.md", "캔 충전은 모바일 캐닝"), ("tasks/sessions/2026-09-03-canning.md", "We no longer use a mobile canner"), "b", "policy", "en-ko", "Korean 'mobile canner 캔투고 불러서' vs English negation 'We no longer use a mobile canner'"),
 ("conflict", "Head brewer", ("tasks/sessions/2026-10-15-경포IPA-v4.md", "Head brewer is now Sarah Lim"), ("docs/references/people.md", "헤드브루어: 최민준"), "a", "person", "ko-en", "mixed line 'Head brewer is now Sarah Lim' vs '헤드브루어: 최민준'"),
 ("conflict", "Number of fermenters", ("docs/domain/equipment.md", "발효조(FV) 8기"), ("tasks/sessions/2026-11-26-탭룸.md", "FV 12기"), "b", "count", "ko", "'8기' vs 'FV 12기 — 4기 증설'"),
 ("agree", "Gyeongpo IPA ABV v4", ("tasks/sessions/2026-09-03-canning.md", "now 6.2% ABV"), ("tasks/sessions/2026-10-15-경포IPA-v4.md", "ABV 6.2%로 낮춤"), None, "number", "en-ko", "'Gyeongpo IPA is now 6.2%' = '경포 IPA ... ABV 6.2%로'"),
 ("agree", "Address", ("MEMORY.md", "위치: 강릉시 교동"), ("tasks/sessions/2026-11-26-탭룸.md", "Gyo-dong, Gangneung"), None, "place", "ko-en", "Hangul '강릉시 교동' vs romanised 'Gyo-dong, Gangneung'"),
 ("agree", "Liquor tax deadline", ("MEMORY.md", "주세 신고 매월 10일까지"), ("docs/patterns/taproom.md", "liquor tax filing due"), None, "date", "ko-en", "'매월 10일까지' = 'due the 10th of every month'"),
 ("agree", "Keg deposit", ("docs/domain/pricing.md", "케그 보증금 5만원"), ("tasks/lessons.md", "keg deposit is ₩50,000"), None, "price", "ko-en", "'5만원' = '₩50,000'"),
 ("agree", "Taproom manager", ("docs/references/people.md", "탭룸 매니저"), ("tasks/sessions/2026-04-14-malt.md", "taproom mgr: Yoon Ha-eun"), None, "person", "ko-en", "'윤하은' vs romanised 'Yoon Ha-eun'"),
 ("unrelated", "20L vs 30L keg price", ("tasks/sessions/2026-11-05-pricing.md", "₩172,000"), ("docs/domain/pricing.md", "30L 케그 납품가"), None, "price", "en-ko", "different keg size"),
 ("unrelated", "IPA vs lager ABV", ("tasks/sessions/2026-10-15-경포IPA-v4.md", "ABV 6.2%로 낮춤"), ("docs/domain/recipes.md", "| 안목 라거 |"), None, "number", "ko", "ABV of two different beers"),
 ("unrelated", "Fermenters vs bright tanks", ("tasks/sessions/2026-11-26-탭룸.md", "FV 12기"), ("docs/domain/equipment.md", "브라이트탱크(BBT) 3기"), None, "count", "ko", "tank counts of different tank types"),
 ("unrelated", "Taproom hours vs office hours", ("tasks/sessions/2026-11-26-탭룸.md", "탭룸 월요일도 오픈"), ("tasks/sessions/2026-11-26-탭룸.md", "사무실 근무시간"), None, "hours", "ko", "taproom opening hours vs office working hours"),
 ("unrelated", "Gangwon vs Seoul distributor", ("notes/유통-2026.md", "distributor: 바다상사"), ("docs/references/distribution.md", "서울 권역 유통사"), None, "vendor", "ko", "regional distributor vs Seoul distributor"),
]
