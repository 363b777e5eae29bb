from common import Q, P
WS = "h5b-w6-openclaw-ko-carrental"
LAYOUT = "openclaw"
LANGS = ["ko", "en", "zh"]
DESC = "OpenClaw 에이전트 — 제주공항 렌터카 지점(한라렌터카 제주공항점) 운영 메모리: 보험/자차 요금, 공항 셔틀, 영업시간, EV 반납 규칙, 지점장, 차량 대수, 예약 API, 세차 외주. 대부분 한국어, 영어 일일노트 일부, 중국인 고객 담당 직원의 중국어 메모."
F = {}
F["AGENTS.md"] = """# AGENTS.md

- 세션 시작 시 MEMORY.md + 최근 3일 memory/ 읽기
- 새 사실은 memory/YYYY-MM-DD.md 에 적고, 주 1회 MEMORY.md로 정리
- 고객 면허번호/카드번호 저장 금지
"""
F["SOUL.md"] = """짧고 정확하게. 요금 말할 땐 항상 부가세 포함 여부까지.
중국어 고객 문의는 중국어로 답한다.
"""
F["IDENTITY.md"] = """- name: 한라봇
- emoji: 🚗
- vibe: 바쁜 카운터 옆 조용한 동료
"""
F["USER.md"] = """# USER
- 이름: 오세린 (공항점 카운터 팀장)
- 선호: 한국어, 표로 정리
- 中文客人由 小林（林小雨）负责，她也用这个助手
"""
F["TOOLS.md"] = """# TOOLS
Updated: 2025-08-14

reservation_api_port: 7443
- 예약 시스템: 렌카파트너 ERP (웹)
- 차량 관제: 카링크 GPS
"""
F["HEARTBEAT.md"] = """# HEARTBEAT
- 매일 08:00 오늘 반납 예정 EV 목록
- 매주 월 세차 외주 정산 확인
"""
F["MEMORY.md"] = """# MEMORY.md — 한라렌터카 제주공항점

## 기본
- 영업 07:00–22:00 (연중무휴)
- 공항 ↔ 차고지 셔틀 10분 간격, 1번 게이트 5번 구역
- 제주항 셔틀은 30분 간격 (항만점 공용)
- 지점장: 강태호
- 서귀포점 지점장: 문지혜
- 보유 차량 240대 (EV 60대)

## 요금/보험
- 완전자차 1일 2만5천원 (일반 차량)
- EV 완전자차 1일 3만원
- 사고 면책금 50만원 (완전자차 미가입 시)
- 카시트 무료 대여 (예약당 1개)

## 규칙
- 만 21세 이상, 면허 취득 1년 이상
- EV는 80% 이상 충전 반납, 미달 시 1만원
- 중국 면허로는 대여 불가 (국제면허 인정 안 됨)
- 세차 외주: 제일세차 (하루 2회 수거)
- 서귀포점 영업 08:00–20:00
"""
F["memory/projects/ev-fleet.md"] = """# EV fleet notes

- 아이오닉5 35대, EV6 25대
- 충전기: 차고지 급속 8기
- 충전카드: 차량마다 글러브박스에 1장 (분실 시 2만원)
"""
F["memory/2026-02-11.md"] = """# 2026-02-11

- 알리페이 결제 가능 (카운터 단말 업데이트 완료)
- 설 연휴 대비 셔틀 기사 1명 추가
"""
F["memory/2026-05-06.md"] = """# 2026-05-06

- 支付宝可以用，微信支付还不行
- 中国驾照在韩国不能租车，客人要先确认 — 很多人不知道
"""
F["memory/2026-07-19.md"] = """# 2026-07-19

- 면책금 인하: 자기부담금 30만원으로 (본사 공지, 8월 1일 예약분부터)
- 성수기 셔틀 증차 검토
"""
F["memory/2026-09-09.md"] = """# 2026-09-09

- ERP 업데이트, 예약 API 포트 변경됨
reservation_api_port: 7543
- 카링크 연동 재설정 완료
"""
F["memory/2026-10-05.md"] = """# 2026-10-05

- 강태호 지점장님 본사 발령. 새 지점장 윤미래 (10/5부터)
- 셔틀 15분마다로 변경 — 기사 2명 퇴사, 충원 전까지
"""
F["memory/2026-10-24.md"] = """# 2026-10-24 (EN note, HQ audit)

- full CDW now ₩28,000/day for regular cars (HQ price update); EV CDW stays 30k
- We no longer charge the EV under-80% fee — HQ dropped the rule after complaints
- drivers 21+ with 1y licence, unchanged
"""
F["memory/2026-11-13.md"] = """# 2026-11-13（林小雨）

- 营业时间改为 06:30–23:00，早班飞机客人多
- 洗车外包换成 蓝海洗车，제일세차 合同到11月底
"""
F["memory/2026-11-28.md"] = """# 2026-11-28

- 11월 신차 입고 끝: fleet now 260 cars (EV 70)
- child seat still free, one per booking
"""
Qs = [
 Q("ko", "일반 차량 완전자차 하루 얼마 받아?", [("memory/2026-10-24.md","full CDW now")], "en"),
 Q("en", "How often does the airport shuttle bus run right now?", [("memory/2026-10-05.md","셔틀 15분마다")], "ko"),
 Q("zh", "机场店现在几点开门几点关门？", [("memory/2026-11-13.md","营业时间改为")], "zh"),
 Q("ko", "EV 충전 80% 안 채워오면 아직 돈 받아?", [("memory/2026-10-24.md","no longer charge the EV")], "en"),
 Q("en", "Who is the branch manager at the airport branch now?", [("memory/2026-10-05.md","새 지점장 윤미래")], "ko"),
 Q("ko", "지금 공항점 차 몇 대 있어?", [("memory/2026-11-28.md","fleet now 260")], "en"),
 Q("en", "Which port does the reservation API use?", [("memory/2026-09-09.md","reservation_api_port: 7543")], "en"),
 Q("ko", "세차는 어디 업체에 맡겨?", [("memory/2026-11-13.md","蓝海洗车")], "zh"),
 Q("en", "What's the customer's deductible if they skip full coverage?", [("memory/2026-07-19.md","자기부담금 30만원")], "ko"),
 Q("zh", "中国客人可以用支付宝付款吗？", [("memory/2026-05-06.md","支付宝可以用"),("memory/2026-02-11.md","알리페이 결제 가능")], "zh"),
 Q("en", "Do we charge for a child car seat?", [("MEMORY.md","카시트 무료"),("memory/2026-11-28.md","child seat still free")], "ko"),
 Q("zh", "租车年龄有什么要求？", [("MEMORY.md","만 21세 이상"),("memory/2026-10-24.md","drivers 21+")], "ko"),
 Q("ko", "중국 면허 가진 손님한테 차 빌려줘도 돼?", [("MEMORY.md","중국 면허로는"),("memory/2026-05-06.md","中国驾照")], "ko"),
 Q("en", "What does full coverage cost per day on an electric car?", [("MEMORY.md","EV 완전자차 1일"),("memory/2026-10-24.md","full CDW now")], "ko"),
 Q("en", "What hours is the Seogwipo branch open?", [("MEMORY.md","서귀포점 영업")], "ko"),
 Q("ko", "제주항 셔틀 배차 간격은?", [("MEMORY.md","제주항 셔틀")], "ko"),
]
Ps = [
 P("conflict","Full CDW daily price (regular cars)",("MEMORY.md","완전자차 1일 2만5천원"),("memory/2026-10-24.md","full CDW now"),"b","price","en-ko","'1일 2만5천원' vs '₩28,000/day'"),
 P("conflict","Airport shuttle interval",("memory/2026-10-05.md","셔틀 15분마다"),("MEMORY.md","공항 ↔ 차고지 셔틀"),"a","frequency","ko","'10분 간격' vs '15분마다로 변경'"),
 P("conflict","Airport branch opening hours",("MEMORY.md","영업 07:00–22:00"),("memory/2026-11-13.md","营业时间改为"),"b","time","zh-ko","Korean '영업 07:00–22:00' vs Chinese '营业时间改为 06:30–23:00'"),
 P("conflict","EV under-charge fee",("memory/2026-10-24.md","no longer charge the EV"),("MEMORY.md","EV는 80% 이상"),"a","policy","en-ko","'미달 시 1만원' vs 'We no longer charge the EV under-80% fee'"),
 P("conflict","Branch manager",("MEMORY.md","지점장: 강태호"),("memory/2026-10-05.md","새 지점장 윤미래"),"b","person","ko","'지점장: 강태호' vs '본사 발령. 새 지점장 윤미래'"),
 P("conflict","Fleet size",("memory/2026-11-28.md","fleet now 260"),("MEMORY.md","보유 차량 240대"),"a","number","en-ko","'240대 (EV 60대)' vs 'fleet now 260 cars (EV 70)'"),
 P("conflict","Reservation API port (key: value, dates only)",("TOOLS.md","reservation_api_port: 7443"),("memory/2026-09-09.md","reservation_api_port: 7543"),"b","port","en","same key; TOOLS.md 'Updated: 2025-08-14' vs daily file 2026-09-09"),
 P("conflict","Car wash vendor",("memory/2026-11-13.md","蓝海洗车"),("MEMORY.md","세차 외주: 제일세차"),"a","vendor","zh-ko","Korean '세차 외주: 제일세차' vs Chinese '洗车外包换成 蓝海洗车'"),
 P("conflict","Accident deductible",("MEMORY.md","사고 면책금 50만원"),("memory/2026-07-19.md","자기부담금 30만원"),"b","price","ko","'면책금 50만원' vs '자기부담금 30만원으로 인하' (different word for the same thing)"),
 P("agree","Alipay accepted",("memory/2026-02-11.md","알리페이 결제 가능"),("memory/2026-05-06.md","支付宝可以用"),None,"policy","zh-ko","'알리페이 결제 가능' vs '支付宝可以用'"),
 P("agree","Child seat free",("MEMORY.md","카시트 무료"),("memory/2026-11-28.md","child seat still free"),None,"price","en-ko","'카시트 무료 대여 (예약당 1개)' vs 'child seat still free, one per booking'"),
 P("agree","Minimum driver age",("memory/2026-10-24.md","drivers 21+"),("MEMORY.md","만 21세 이상"),None,"number","en-ko","'만 21세 이상, 면허 1년 이상' vs 'drivers 21+ with 1y licence'"),
 P("agree","Chinese licence not accepted",("MEMORY.md","중국 면허로는"),("memory/2026-05-06.md","中国驾照"),None,"policy","zh-ko","'중국 면허로는 대여 불가' vs '中国驾照在韩国不能租车'"),
 P("agree","EV CDW price",("MEMORY.md","EV 완전자차 1일"),("memory/2026-10-24.md","full CDW now"),None,"price","en-ko","'EV 완전자차 1일 3만원' vs 'EV CDW stays 30k'"),
 P("unrelated","Shuttle interval, port vs airport",("MEMORY.md","제주항 셔틀"),("memory/2026-10-05.md","셔틀 15분마다"),None,"frequency","ko","Jeju port shuttle 30분 vs airport shuttle 15분"),
 P("unrelated","Opening hours, other branch",("MEMORY.md","서귀포점 영업"),("memory/2026-11-13.md","营业时间改为"),None,"time","zh-ko","Seogwipo 08:00–20:00 vs airport 06:30–23:00"),
 P("unrelated","Branch manager, other branch",("MEMORY.md","서귀포점 지점장"),("memory/2026-10-05.md","새 지점장 윤미래"),None,"person","ko","Seogwipo 문지혜 vs airport 윤미래"),
 P("unrelated","CDW, EV vs regular",("MEMORY.md","EV 완전자차 1일"),("MEMORY.md","완전자차 1일 2만5천원"),None,"price","ko","EV CDW 3만원 vs regular-car CDW 2만5천원 — different car class"),
]
