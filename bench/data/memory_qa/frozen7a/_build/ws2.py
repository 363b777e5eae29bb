WS = "h7a-w02-claw-stack-ko-scaffold"
LAYOUT = "claw-stack"
LANGS = ["ko", "en", "ja"]
DESC = "인천 비계(시스템 비계) 임대업체 '한빛비계'의 claw-stack 메모리: 임대 단가, 야적장, 트럭/배차, 안전점검, 거래처. 대부분 한국어, 해외 현장(오사카) 관련 몇 줄은 일본어, 일부 영어 세션."
FM = lambda t, k, c, l: f"---\ntitle: {t}\nkeywords: [{k}]\ncreated: {c}\nlast_used: {l}\n---\n"
FILES = {
"AGENTS.md": """# AGENTS
한빛비계 사무실 보조 에이전트. MEMORY.md → docs/ → 최신 tasks/sessions/ 순서로 읽기.
단가는 항상 VAT 별도로 말할 것.
""",
"MEMORY.md": """# MEMORY — 한빛비계 (Hanbit Scaffold)
인천 서구 본사. 주제별 문서는 docs/, 작업 기록은 tasks/sessions/.

- 임대 단가 → docs/domain/pricing.md
- 야적장/재고 → docs/domain/yards.md
- 배차/트럭 → docs/references/fleet.md
- 거래처/담당자 → docs/references/contacts.md
- 안전 점검 → docs/risks/inspection.md
- 시스템 (ERP 등) → docs/references/systems.md

## 요약
- 대표: 김도윤
- 본사 야적장: 인천 서구 가좌동
- 최소 임대기간 1개월
""",
"memory-map.md": """# memory-map
domain = 영업/운영 규칙, references = 사람/장비/시스템, risks = 사고나기 쉬운 것.
""",
"docs/domain/pricing.md": FM("임대 단가", "단가, 수직재, 수평재, 발판, rental rate", "2025-01-20", "2025-08-11") + """# 임대 단가 (VAT 별도)

| 품목 | 단가 | 단위 |
|---|---|---|
| 수직재 1.8m | 월 450원 | 개 |
| 발판 (강판) 1.8m | 월 700원 | 개 |
| 안전난간 | 월 300원 | 개 |

- 설치/해체 인건비: ㎡당 6,500원
- 운반비: 5톤 1회 15만원 (인천·부천)
""",
"docs/domain/yards.md": FM("야적장", "yard, 재고, 가좌동, 김포", "2025-01-20", "2025-10-02") + """# 야적장

- 본사 야적장: 인천 서구 가좌동, 약 3,000평
- 제2 야적장: 김포 대곶면 — 발판/난간 위주
- 야적장 운영시간: 07:00–17:00 (토요일 오전만)
- 김포 야적장 운영시간: 08:00–17:00, 토요일 휴무
""",
"docs/references/fleet.md": FM("배차/차량", "트럭, 배차, 5톤, 크레인", "2025-02-14", "2025-09-09") + """# 차량

- 5톤 카고 크레인 3대 (인천 80사 xxxx 등)
- 11톤 윙바디 1대 — 장거리용
- 배차 담당: 이준호 과장
- 주유 카드: SK에너지 법인카드
""",
"docs/references/contacts.md": FM("거래처", "건설사, 담당자, 현장소장", "2025-02-14", "2025-12-20") + """# 거래처

- 대성건설 송도 현장 — 현장소장 박민재, 결제 60일
- 미래종합건설 청라 현장 — 결제 30일
- 오사카 현장 (大阪・此花区) — 現地担当: 田中さん, 支払い 月末締め翌月末
""",
"docs/references/systems.md": FM("시스템", "ERP, 재고관리, 세금계산서", "2025-03-03", "2025-06-30") + """# 시스템

erp: 이카운트 ERP
tax_invoice: 홈택스 직접 발행
재고 바코드 스캐너 2대 (가좌동)
""",
"docs/risks/inspection.md": FM("안전 점검", "점검, 출고 검사, 녹, 변형", "2025-03-03", "2025-11-14") + """# 안전 점검

- 출고 전 육안 점검 필수 (변형, 용접 균열, 녹)
- 반납 자재 정밀점검 주기: 분기마다 1회
- 휜 수직재는 절대 재출고 금지 → 폐기장으로
- 점검 책임자: 최서연 대리
""",
"tasks/lessons.md": """# lessons
- 2025-06-02: 휘어진 수직재 재출고해서 현장 클레임. 변형 자재는 무조건 폐기.
- 2025-10-21: 세금계산서 품목명에 '시스템비계' 정확히 쓰기 — 건설사 반려됨
- 2026-04-09: 크레인 트럭 아웃트리거 받침 항상 실을 것
""",
"tasks/todo.md": """# todo
- [ ] pricing.md 단가표 업데이트
- [ ] 김포 야적장 CCTV 견적
""",
"tasks/sessions/2025-09-09-fleet.md": """# 2025-09-09
- 5톤 크레인 차량 총 세 대, 정비 완료
- 5톤 운반비 1회 150,000원 유지 (인천·부천)
""",
"tasks/sessions/2026-03-02-price-update.md": """# 2026-03-02 단가 인상
- 수직재 1.8m 월 단가 450원 → 520원 (3월 계약분부터)
- 발판 단가는 동결 ✅
""",
"tasks/sessions/2026-05-18-erp.md": """# 2026-05-18 ERP
erp: 더존 Smart A
- 이카운트 데이터 이관 완료, 이카운트 해지
- 세금계산서도 이제 더존에서 바로 발행, 홈택스에서 직접 안 함
""",
"tasks/sessions/2026-06-25-osaka.md": """# 2026-06-25 大阪現場
- 田中さんから連絡: 支払い条件を月末締め翌々月末に変更したいとのこと → 了承
- 足場の返却は7月末
""",
"tasks/sessions/2026-08-04-staff.md": """# 2026-08-04 Staff changes
- dispatch is now handled by Ms. Han Yuna (한유나); Lee Junho moved to the Gimpo yard as yard manager
- Choi Seoyeon still owns inspections
""",
"tasks/sessions/2026-09-30-yard.md": """# 2026-09-30
- 본사 야적장 토요일 운영 더 이상 안 함 — 평일 07:00–17:00만
- 김포는 변동 없음
""",
"tasks/sessions/2026-11-03-inspection.md": """# 2026-11-03 inspection
- after the Songdo claim we now do the detailed check of returned material every month, not quarterly
- transport: 5-ton trip raised to ₩170,000 (Incheon/Bucheon) from Nov
""",
}
Q = [
("ko", "수직재 1.8m 한 달 빌리면 얼마 받아?", [("tasks/sessions/2026-03-02-price-update.md", "450원 → 520원")], "ko"),
("en", "Which ERP are we on now?", [("tasks/sessions/2026-05-18-erp.md", "erp: 더존")], "ko"),
("ko", "배차는 지금 누구한테 물어봐야 돼?", [("tasks/sessions/2026-08-04-staff.md", "dispatch is now handled")], "en"),
("en", "Is the Gajwa-dong yard open on Saturdays?", [("tasks/sessions/2026-09-30-yard.md", "토요일 운영 더 이상")], "ko"),
("ko", "반납된 자재 정밀점검은 얼마나 자주 해?", [("tasks/sessions/2026-11-03-inspection.md", "every month, not quarterly")], "en"),
("ko", "5톤 트럭 한 번 운반비 지금 얼마야?", [("tasks/sessions/2026-11-03-inspection.md", "₩170,000")], "en"),
("en", "What are the payment terms for the Osaka site?", [("tasks/sessions/2026-06-25-osaka.md", "翌々月末")], "ja"),
("ko", "발판 단가 올랐어?", [("tasks/sessions/2026-03-02-price-update.md", "발판 단가는 동결")], "ko"),
("en", "How many 5-ton crane trucks do we run?", [("docs/references/fleet.md", "5톤 카고 크레인 3대"), ("tasks/sessions/2025-09-09-fleet.md", "세 대")], "ko"),
("en", "Who is responsible for safety inspections?", [("docs/risks/inspection.md", "점검 책임자"), ("tasks/sessions/2026-08-04-staff.md", "Choi Seoyeon")], "ko"),
("en", "What do we do with a bent standard that comes back?", [("docs/risks/inspection.md", "휜 수직재"), ("tasks/lessons.md", "변형 자재는 무조건 폐기")], "ko"),
("ko", "김포 야적장 몇 시에 열어?", [("docs/domain/yards.md", "김포 야적장 운영시간")], "ko"),
("en", "Where do we issue tax invoices from now?", [("tasks/sessions/2026-05-18-erp.md", "세금계산서도")], "ko"),
("en", "What's Lee Junho doing now?", [("tasks/sessions/2026-08-04-staff.md", "dispatch is now handled")], "en"),
("ko", "청라 현장 결제 조건?", [("docs/references/contacts.md", "청라")], "ko"),
("en", "How big is the main yard?", [("docs/domain/yards.md", "3,000평")], "ko"),
("ja", "税金計算書（tax invoice）の品目名で気をつけることは？", [("tasks/lessons.md", "'시스템비계'")], "ko"),
]
P = [
("conflict", "Monthly rate for 1.8m standard", ("docs/domain/pricing.md", "| 수직재 1.8m"), ("tasks/sessions/2026-03-02-price-update.md", "450원 → 520원"), "b", "price", "ko", "table row 월 450원 vs session 450원 → 520원"),
("conflict", "Which ERP", ("tasks/sessions/2026-05-18-erp.md", "erp: 더존"), ("docs/references/systems.md", "erp: 이카운트"), "a", "system", "ko", "erp: 이카운트 vs erp: 더존 Smart A — same key, newer only by session file date"),
("conflict", "Who handles dispatch", ("docs/references/fleet.md", "배차 담당"), ("tasks/sessions/2026-08-04-staff.md", "dispatch is now handled"), "b", "person", "en-ko", "Korean '배차 담당: 이준호 과장' vs English 'dispatch is now handled by Ms. Han Yuna'"),
("conflict", "Main yard Saturday hours", ("tasks/sessions/2026-09-30-yard.md", "토요일 운영 더 이상"), ("docs/domain/yards.md", "야적장 운영시간: 07:00"), "a", "hours", "ko", "'토요일 오전만' vs '토요일 운영 더 이상 안 함'"),
("conflict", "Returned-material detailed check frequency", ("docs/risks/inspection.md", "분기마다"), ("tasks/sessions/2026-11-03-inspection.md", "every month, not quarterly"), "b", "frequency", "en-ko", "'분기마다 1회' vs 'every month, not quarterly'"),
("conflict", "5-ton transport fee", ("tasks/sessions/2026-11-03-inspection.md", "₩170,000"), ("docs/domain/pricing.md", "운반비: 5톤"), "a", "price", "en-ko", "'5톤 1회 15만원' vs '₩170,000' (만원 vs symbol)"),
("conflict", "Osaka payment terms", ("docs/references/contacts.md", "오사카 현장"), ("tasks/sessions/2026-06-25-osaka.md", "翌々月末"), "b", "terms", "ko-ja", "ko/ja mixed contacts line '月末締め翌月末' vs Japanese session '翌々月末に変更'"),
("conflict", "How are tax invoices issued", ("docs/references/systems.md", "tax_invoice:"), ("tasks/sessions/2026-05-18-erp.md", "세금계산서도"), "b", "process", "ko", "'tax_invoice: 홈택스 직접 발행' vs '홈택스에서 직접 안 함' (negation)"),
("conflict", "Transport fee old vs new (ko session vs en session)", ("tasks/sessions/2025-09-09-fleet.md", "150,000원 유지"), ("tasks/sessions/2026-11-03-inspection.md", "₩170,000"), "b", "price", "en-ko", "older Korean '150,000원 유지' vs newer English '₩170,000'"),
("agree", "Number of 5-ton cranes", ("docs/references/fleet.md", "5톤 카고 크레인 3대"), ("tasks/sessions/2025-09-09-fleet.md", "세 대"), None, "count", "ko", "3대 vs 세 대 (numeral vs native Korean word)"),
("agree", "Inspection owner", ("docs/risks/inspection.md", "점검 책임자"), ("tasks/sessions/2026-08-04-staff.md", "Choi Seoyeon"), None, "person", "en-ko", "최서연 대리 vs Choi Seoyeon still owns inspections"),
("agree", "Bent standards are scrapped", ("docs/risks/inspection.md", "휜 수직재"), ("tasks/lessons.md", "변형 자재는 무조건 폐기"), None, "policy", "ko", "rule vs lesson, other words"),
("agree", "Transport fee 15만원 = 150,000원", ("docs/domain/pricing.md", "운반비: 5톤"), ("tasks/sessions/2025-09-09-fleet.md", "150,000원 유지"), None, "price", "ko", "15만원 vs 150,000원"),
("agree", "Gimpo yard hours unchanged", ("docs/domain/yards.md", "김포 야적장 운영시간"), ("tasks/sessions/2026-09-30-yard.md", "김포는 변동 없음"), None, "hours", "ko", "hours line vs 'no change' note"),
("unrelated", "Payment terms of two sites", ("docs/references/contacts.md", "대성건설"), ("docs/references/contacts.md", "청라"), None, "terms", "ko", "Songdo 60 days vs Cheongna 30 days"),
("unrelated", "Yard hours of two yards", ("docs/domain/yards.md", "야적장 운영시간: 07:00"), ("docs/domain/yards.md", "김포 야적장 운영시간"), None, "hours", "ko", "main yard vs Gimpo yard"),
("unrelated", "Rental prices of different items", ("docs/domain/pricing.md", "| 발판"), ("docs/domain/pricing.md", "| 안전난간"), None, "price", "ko", "deck plank vs guard rail rate"),
("unrelated", "Which yard", ("docs/domain/yards.md", "본사 야적장: 인천"), ("docs/domain/yards.md", "제2 야적장"), None, "place", "ko", "HQ yard vs second yard"),
]
