WS = "g06-openclaw-ko-translation"
LAYOUT = "openclaw"
LANGS = ["ko", "zh", "en"]
DESC = "OpenClaw 에이전트 — 서울 번역회사 '말결번역'의 PM 보조: 단가표, CAT 툴, 번역가 풀, 중국(선전) 고객사, 영문 고객 계약, 공증 번역. 대부분 한국어, 중국 고객 메모는 중국어, 계약 요약은 영어."
FILES = {
"SOUL.md": """
말결번역 PM 보조. 짧게, 한국어로. 고객 원문(중국어/영어) 메모는 번역하지 말고 그대로 둔다.
""",
"IDENTITY.md": """
- name: 결이
- emoji: 🪶
- role: PM assistant @ 말결번역
""",
"USER.md": """
# USER
- 서지안, 대표 겸 수석 PM. 중국어 가능, 존댓말 선호
- 견적 승인은 서지안만. 오후 3시 이후 전화 선호
""",
"AGENTS.md": """
# AGENTS
- 매 세션: MEMORY.md → 최근 memory/YYYY-MM-DD.md 2개 읽기
- 단가 바뀌면 memory/projects/rates.md 도 같이 고칠 것
- 고객 개인 연락처는 적지 말 것 (회사 대표메일만)
""",
"TOOLS.md": """
# TOOLS
- CAT: memoQ server `mq.malgyeol.kr:2705`
- TB(용어집) 이름: "MG-Main"
- QA: Xbench 3.0
- 송장: 더존 Smart A
""",
"HEARTBEAT.md": """
# HEARTBEAT
- 매주 월요일 09:00: 이번 주 납기 목록 정리해서 서지안에게
- 매일 17:00: 미배정 건 확인
""",
"MEMORY.md": """
# MEMORY
- 회사: 말결번역 (서울 마포구 합정동), 직원 6 + 프리랜서 풀
- 주력: 한↔영, 한↔중, 공증번역
- 한→영 단가: 단어당 130원
- 중→한 단가: 원문 글자당 60원
- 표준 납기: 3영업일 (5,000단어 이하)
- 선전 고객사: 华拓电子(화탁전자), 담당 왕레이(王磊)
- 공증번역은 서초동 법무사무소 제휴 (공증 1건 3만원)
- 청구: 매월 말일 일괄 발행
""",
"memory/projects/rates.md": """
# 단가표 (2026)
| 언어쌍 | 단위 | 단가 |
|---|---|---|
| 한→영 | 단어 | 130원 |
| 영→한 | 단어 | 110원 |
| 중→한 | 글자 | 60원 |
| 한→중 | 글자 | 65원 |
- 급행(24h) +50%
- US clients billed in USD: EN→KO USD 0.09/word
""",
"memory/projects/huatuo.md": """
# 华拓电子 (深圳)
- 产品手册 韩文本地化，每月约 40,000 字
- 审校周期：客户审校 5 个工作日
- 联系人：王磊（采购部）
- 付款：月结 60 天，人民币转账
""",
"memory/projects/translators.md": """
# 번역가 풀
- 중국어 번역가 8명 (상주 2 + 프리 6)
- 영어 번역가 11명
- 의료 전문: 한세윤 (한→영), 법률: 문도경
""",
"memory/projects/us-clients.md": """
# US / EN clients (contract summary)
- Standard turnaround: 3 business days for jobs up to 5,000 words
- Invoices go out on the last day of each month, net 30
- Main account: Brightline Health (Boston), EN→KO patient leaflets
""",
"memory/2025-06-30.md": """
# 2025-06-30
- Huatuo 첫 PO 수령, 月结 60天 조건 합의
- 공증 제휴 법무사무소 서초동으로 확정
""",
"memory/2026-03-16.md": """
# 2026-03-16
- CAT 툴 이전: 더 이상 memoQ 안 씀 → Phrase TMS로 전면 이전 (4/1부)
- TB도 Phrase 로 옮김, 이름은 MG-Main 유지
""",
"memory/2026-09-08.md": """
# 2026-09-08
- 한→영 단가 단어당 150원으로 인상 (9월 신규 견적부터)
- 영→한 110원은 동결
- 청구서 발행일 매월 25일로 변경 (회계사 요청)
""",
"memory/2026-11-10.md": """
# 2026-11-10
- 华拓电子 联系人换成 李静（王磊调岗）
- 客户审校周期缩短为 3 个工作日
- 중국어 번역가 10명으로 늘림 (프리 2명 추가)
""",
"memory/2026-11-29.md": """
# 2026-11-29
- 납기 점검 리포트: 매주 → 격주 월요일로 (서지안: 물량 줄어서)
- 사무실 이전 완료: 합정동 → 성수동 (11/28 이사 끝, 주소 공지함)
- 공증 1건 30,000원 그대로
""",
}
Q = [
("ko", "한영 번역 단어당 지금 얼마 받아?", [("memory/2026-09-08.md", "150원")], "ko"),
("en", "What do we charge per source character for Chinese into Korean?", [("MEMORY.md", "중→한 단가"), ("memory/projects/rates.md", "| 중→한 |")], "ko"),
("ko", "영한은 단어당 얼마?", [("memory/projects/rates.md", "| 영→한 |"), ("memory/2026-09-08.md", "110원은 동결")], "ko"),
("ko", "지금 CAT 툴 뭐 써?", [("memory/2026-03-16.md", "Phrase TMS")], "ko"),
("zh", "华拓现在的联系人是谁？", [("memory/2026-11-10.md", "李静")], "zh"),
("ko", "화탁 쪽 고객 검수 며칠 걸려?", [("memory/2026-11-10.md", "3 个工作日")], "zh"),
("en", "How many Chinese translators do we have in the pool?", [("memory/2026-11-10.md", "10명")], "ko"),
("ko", "청구서는 매달 며칠에 발행해?", [("memory/2026-09-08.md", "25일")], "ko"),
("en", "How often does the deadline report go out to Jian now?", [("memory/2026-11-29.md", "격주")], "ko"),
("zh", "公司办公室在哪里？", [("memory/2026-11-29.md", "성수동")], "ko"),
("en", "How much do we charge per notarised translation?", [("memory/2026-11-29.md", "30,000원"), ("MEMORY.md", "3만원")], "ko"),
("ko", "화탁 결제 조건이 어떻게 돼?", [("memory/projects/huatuo.md", "月结 60 天"), ("memory/2025-06-30.md", "月结 60天")], "zh"),
("en", "How much extra for a 24-hour rush job?", [("memory/projects/rates.md", "급행")], "ko"),
("ko", "미국 고객 영한 단가 달러로 얼마?", [("memory/projects/rates.md", "USD 0.09")], "en"),
("en", "Who handles medical KO→EN work?", [("memory/projects/translators.md", "의료 전문")], "ko"),
]
P = [
("conflict", "한→영 단어 단가", ("MEMORY.md", "한→영 단가"), ("memory/2026-09-08.md", "150원"), "b", "price", "ko", "MEMORY 130원 vs 9월 노트 150원으로 인상"),
("conflict", "한→영 단가 (단가표)", ("memory/2026-09-08.md", "150원"), ("memory/projects/rates.md", "| 한→영 |"), "a", "price", "ko", "table row 130원 vs note 150원"),
("conflict", "CAT tool", ("TOOLS.md", "CAT: memoQ server"), ("memory/2026-03-16.md", "Phrase TMS"), "b", "system", "en-ko", "TOOLS memoQ vs '더 이상 memoQ 안 씀 → Phrase'"),
("conflict", "华拓 联系人", ("memory/2026-11-10.md", "李静"), ("memory/projects/huatuo.md", "联系人：王磊"), "a", "person", "zh", "王磊 vs 换成 李静"),
("conflict", "华拓 contact in MEMORY", ("MEMORY.md", "선전 고객사"), ("memory/2026-11-10.md", "李静"), "b", "person", "zh-ko", "Korean MEMORY line '담당 왕레이(王磊)' (Hangul transliteration) vs Chinese note '联系人换成 李静'"),
("conflict", "客户审校周期", ("memory/projects/huatuo.md", "审校周期"), ("memory/2026-11-10.md", "3 个工作日"), "b", "number", "zh", "5 个工作日 vs 缩短为 3 个工作日"),
("conflict", "중국어 번역가 수", ("memory/2026-11-10.md", "10명"), ("memory/projects/translators.md", "중국어 번역가 8명"), "a", "number", "ko", "8명 vs 10명으로"),
("conflict", "청구서 발행일", ("MEMORY.md", "청구: 매월 말일"), ("memory/2026-09-08.md", "25일"), "b", "date", "ko", "매월 말일 vs 매월 25일"),
("conflict", "납기 점검 주기", ("memory/2026-11-29.md", "격주"), ("HEARTBEAT.md", "매주 월요일 09:00"), "a", "frequency", "ko", "매주 vs 격주"),
("conflict", "사무실 위치", ("MEMORY.md", "합정동"), ("memory/2026-11-29.md", "성수동"), "b", "place", "ko", "합정동 vs 성수동 이전"),
("agree", "공증 수수료", ("MEMORY.md", "3만원"), ("memory/2026-11-29.md", "30,000원"), None, "price", "ko", "3만원 vs 30,000원"),
("agree", "영→한 단가", ("memory/projects/rates.md", "| 영→한 |"), ("memory/2026-09-08.md", "110원은 동결"), None, "price", "ko", "110원 restated as 동결"),
("agree", "Huatuo payment terms", ("memory/projects/huatuo.md", "月结 60 天"), ("memory/2025-06-30.md", "月结 60天"), None, "policy", "zh-ko", "zh topic vs ko note with zh term"),
("agree", "중→한 단가", ("MEMORY.md", "중→한 단가"), ("memory/projects/rates.md", "| 중→한 |"), None, "price", "ko", "글자당 60원 restated in table"),
("agree", "TB name kept", ("TOOLS.md", "TB(용어집)"), ("memory/2026-03-16.md", "MG-Main 유지"), None, "system", "ko", "termbase name MG-Main unchanged"),
("conflict", "Invoice date (English contract summary)", ("memory/2026-09-08.md", "25일"), ("memory/projects/us-clients.md", "Invoices go out on the last day"), "a", "date", "en-ko", "English 'last day of each month' vs Korean '매월 25일로 변경'"),
("agree", "Standard turnaround", ("memory/projects/us-clients.md", "Standard turnaround"), ("MEMORY.md", "표준 납기"), None, "number", "en-ko", "3 business days up to 5,000 words vs 3영업일 (5,000단어 이하)"),
("unrelated", "다른 언어쌍 단가", ("memory/projects/rates.md", "| 한→중 |"), ("memory/2026-09-08.md", "150원"), None, "price", "ko", "한→중 65원 vs 한→영 changed"),
("unrelated", "USD rate vs KRW rate", ("memory/projects/rates.md", "USD 0.09"), ("memory/projects/rates.md", "| 영→한 |"), None, "price", "en-ko", "US clients' USD rate vs domestic KRW rate, same direction"),
("unrelated", "다른 언어 번역가 수", ("memory/projects/translators.md", "영어 번역가 11명"), ("memory/2026-11-10.md", "10명"), None, "number", "ko", "English pool vs Chinese pool"),
("unrelated", "daily vs weekly heartbeat", ("HEARTBEAT.md", "매일 17:00"), ("memory/2026-11-29.md", "격주"), None, "frequency", "ko", "미배정 확인 daily vs deadline report"),
]
