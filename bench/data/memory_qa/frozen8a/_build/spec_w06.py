WS = "w06-openclaw-ko-rc-airfield"
LAYOUT = "openclaw"
LANGS = ["ko", "en", "zh"]
DESC = "경기 시흥/안산 지역 RC 모형비행 동호회 총무의 OpenClaw 워크스페이스: 비행장 위치·비행시간, 회비, 고도 제한, 임원, 대회 일정, 초보 교육. 대부분 한국어, 영어 메모 일부, 중국 동포 회원이 중국어로 적은 데일리 노트."
FILES = {
"AGENTS.md": """
# AGENTS.md
- 세션 시작: SOUL.md, USER.md, MEMORY.md, 오늘/어제 memory/ 파일 읽기
- 하루 기록은 memory/YYYY-MM-DD.md 에 append
- 회원 개인정보(전화번호)는 MEMORY.md 에 쓰지 말 것
""",
"SOUL.md": """
# SOUL
짧고 친절하게. 안전 규칙은 타협하지 않는다. 반말 OK.
""",
"IDENTITY.md": """
# IDENTITY
name: 활주로봇 🛩️
role: 시흥 RC 비행클럽 총무 비서
""",
"USER.md": """
# USER
- 정민재, 클럽 총무 (40대, 회사원, 주말에 비행)
- 기체: 3D 에어로 (Extra 330), 글라이더 1대
- 중국어 조금 함. 회원 리우(刘) 씨가 중국어로 메모 남김
""",
"TOOLS.md": """
# TOOLS
- 밴드 공지: 클럽 밴드 앱 (총무 권한)
- 날씨: 기상청 단기예보 + Windy
- 회비 장부: 구글 시트 `회비_2026`
""",
"HEARTBEAT.md": """
# HEARTBEAT
- 토요일 06:30 풍속 확인 → 8m/s 넘으면 밴드에 비행 자제 공지
- 매월 1일 회비 미납자 목록
""",
"MEMORY.md": """
# MEMORY — 시흥 RC 비행클럽
Updated: 2025-08-30

## 비행장
- 위치: 시화호 북측 갈대습지 옆 공터 (시흥시 정왕동)
- 비행 시간: 평일 09:00–18:00, 주말 08:00–18:00
- 고도 제한 150m
- 활주로 남쪽(공단 방향) 비행 금지
- 가솔린/글로우 엔진 기체 허용 (소음 규정 지킬 것)
- 출입문 비번
  gate_code: 4172

## 클럽
- 회장: 박준형, 안전담당: 이도현
- 연회비 12만원 (1월 납부)
- 신입 가입비 3만원
- 단톡방: 카카오톡 오픈채팅
- 초보 교육: 일요일 09:00, 버디박스 사용
- 잔디 깎기: 2주에 한 번 (회원 당번제)

## 대회
- 가을 친선대회 2026-10-18 (토) — 3D / 글라이더 부문
""",
"memory/projects/autumn-meet.md": """
# 가을 친선대회
- 부문: 3D, 글라이더, 초보 정밀착륙
- 참가비 2만원, 점심 포함
- 심판: 안산클럽에서 2명 지원
""",
"memory/projects/field-move.md": """
# 비행장 이전 건
- 시흥시에서 2026년 말까지 정왕동 부지 반환 요청 (공원 조성)
- 후보지: 대부도 북동쪽 농지 (안산시), 임대료 연 300만원
""",
"memory/2026-01-11.md": """
# 2026-01-11
- 정기총회. 회장 윤태식 선출 (박준형 → 고문).
- 안전담당 이도현 유임.
- 단톡방을 네이버 밴드로 옮기기로 함. 카톡 오픈채팅은 공지만 남기고 닫음.
- 연회비 12만원 그대로
""",
"memory/2026-04-19.md": """
# 2026-04-19
- 민원(정왕동 아파트) 때문에 평일 비행은 10:00부터.
- 주말은 08:00 그대로.
- 잔디: 4–9월은 매주 깎기, 당번표 밴드에 올림
""",
"memory/2026-06-07.md": """
# 2026-06-07
- 刘: 周日新手培训改到上午10点开始，9点太早，很多人来不了。还是用教练机+对传。
- 刘: 新会员入会费还是三万韩元
""",
"memory/2026-08-23.md": """
# 2026-08-23
- Ops note (English for the ACA inspector): max altitude at our field is now 120 m AGL after the airspace review (Siheung heliport corridor).
- South side of runway still no-fly.
- gas/glow engines: we no longer allow them at the field from Sept — electric only. Noise + fuel spill complaint.
""",
"memory/2026-09-28.md": """
# 2026-09-28
- 가을 친선대회 날짜 변경: 10/25 (토)로 일주일 미룸 (18일 비 예보 + 안산클럽 일정)
- 참가비 2만원 그대로
gate_code: 5903
""",
"memory/2026-11-08.md": """
# 2026-11-08
- Membership fee for 2027 approved at the board call: ₩150,000/yr (field rent at Daebudo). New-member joining fee unchanged.
- 이전 확정: 2027년 3월부터 대부도(Daebudo) 북동쪽 부지로 이사. 정왕동은 2월까지.
""",
"memory/2026-11-29.md": """
# 2026-11-29
- 밴드 공지 올림: 2027 연회비 15만원, 1월 중 납부
- 토요일 풍속 8m/s 기준 유지
- 刘: 周日新手培训冬天暂停，三月在大部岛新场地恢复
""",
}
Q = [
("en", "From what time can members fly on weekdays?", ["memory/2026-04-19.md|평일 비행은 10:00부터"], "ko"),
("ko", "비행장 고도 제한 지금 몇 m야?", ["memory/2026-08-23.md|120 m AGL"], "en"),
("en", "Who is the club president?", ["memory/2026-01-11.md|회장 윤태식"], "ko"),
("zh", "2027年的年费是多少？", ["memory/2026-11-08.md|₩150,000/yr", "memory/2026-11-29.md|2027 연회비 15만원"], "en"),
("ko", "일요일 초보 교육 몇 시에 시작해?", ["memory/2026-06-07.md|上午10点"], "zh"),
("en", "Are gas or glow planes still allowed at the field?", ["memory/2026-08-23.md|no longer allow"], "en"),
("ko", "가을 대회 언제야?", ["memory/2026-09-28.md|10/25 (토)"], "ko"),
("en", "What's the code for the field gate?", ["memory/2026-09-28.md|gate_code: 5903"], "en"),
("en", "Where is the group chat now?", ["memory/2026-01-11.md|네이버 밴드"], "ko"),
("ko", "여름에 잔디 얼마나 자주 깎아?", ["memory/2026-04-19.md|매주 깎기"], "ko"),
("en", "Where will the club fly from next spring?", ["memory/2026-11-08.md|대부도(Daebudo)"], "ko"),
("zh", "新会员入会费多少？", ["MEMORY.md|신입 가입비 3만원", "memory/2026-06-07.md|三万韩元"], "ko"),
("en", "What's the entry fee for the autumn meet?", ["memory/projects/autumn-meet.md|참가비 2만원", "memory/2026-09-28.md|참가비 2만원 그대로"], "ko"),
("ko", "풍속 몇 m/s 넘으면 비행 자제 공지해?", ["HEARTBEAT.md|8m/s", "memory/2026-11-29.md|8m/s 기준"], "ko"),
("zh", "冬天周日还有新手培训吗？", ["memory/2026-11-29.md|冬天暂停"], "zh"),
("en", "How much rent will the new field cost per year?", ["memory/projects/field-move.md|임대료 연 300만원"], "ko"),
("en", "Who is the safety officer?", ["memory/2026-01-11.md|안전담당 이도현 유임"], "ko"),
]
P = [
("conflict", "Weekday flying start", "MEMORY.md|비행 시간: 평일 09:00", "memory/2026-04-19.md|평일 비행은 10:00부터", "b", "time", "ko", "09:00 in MEMORY vs '평일 비행은 10:00부터'"),
("conflict", "Altitude limit", "memory/2026-08-23.md|120 m AGL", "MEMORY.md|고도 제한 150m", "a", "number", "en-ko", "English '120 m AGL' vs 고도 제한 150m"),
("conflict", "Club president", "MEMORY.md|회장: 박준형", "memory/2026-01-11.md|회장 윤태식", "b", "person", "ko", "박준형 vs 윤태식 선출"),
("conflict", "Annual fee", "memory/2026-11-08.md|₩150,000/yr", "MEMORY.md|연회비 12만원", "a", "price", "en-ko", "₩150,000/yr vs 12만원 (Korean numeral)"),
("conflict", "Beginner training start", "MEMORY.md|초보 교육: 일요일 09:00", "memory/2026-06-07.md|上午10点", "b", "time", "zh-ko", "Korean 일요일 09:00 vs Chinese '改到上午10点'"),
("conflict", "Gas/glow engines", "memory/2026-08-23.md|no longer allow", "MEMORY.md|가솔린/글로우 엔진 기체 허용", "a", "policy", "en-ko", "'we no longer allow them' vs 허용"),
("conflict", "Autumn meet date", "MEMORY.md|가을 친선대회 2026-10-18", "memory/2026-09-28.md|10/25 (토)", "b", "date", "ko", "2026-10-18 vs 10/25로 미룸"),
("conflict", "Gate code", "memory/2026-09-28.md|gate_code: 5903", "MEMORY.md|gate_code: 4172", "a", "number", "ko", "same key: value; recency from file-name date vs MEMORY 'Updated: 2025-08-30'"),
("conflict", "Group chat platform", "MEMORY.md|카카오톡 오픈채팅", "memory/2026-01-11.md|네이버 밴드", "b", "vendor", "ko", "KakaoTalk open chat vs moved to Naver Band"),
("conflict", "Mowing frequency", "memory/2026-04-19.md|매주 깎기", "MEMORY.md|2주에 한 번", "a", "frequency", "ko", "4–9월 매주 vs 2주에 한 번"),
("conflict", "Field location", "MEMORY.md|위치: 시화호 북측", "memory/2026-11-08.md|대부도(Daebudo)", "b", "place", "ko", "정왕동 field vs move to 대부도(Daebudo)"),
("agree", "2027 fee", "memory/2026-11-08.md|₩150,000/yr", "memory/2026-11-29.md|2027 연회비 15만원", "", "price", "en-ko", "₩150,000 vs 15만원"),
("agree", "Joining fee", "MEMORY.md|신입 가입비 3만원", "memory/2026-06-07.md|三万韩元", "", "price", "zh-ko", "3만원 vs 三万韩元"),
("agree", "No-fly south side", "MEMORY.md|활주로 남쪽", "memory/2026-08-23.md|South side of runway", "", "policy", "en-ko", "same restriction restated in English"),
("agree", "Wind threshold", "HEARTBEAT.md|8m/s", "memory/2026-11-29.md|8m/s 기준", "", "number", "ko", "same threshold"),
("agree", "Meet entry fee", "memory/projects/autumn-meet.md|참가비 2만원", "memory/2026-09-28.md|참가비 2만원 그대로", "", "price", "ko", "same fee restated"),
("unrelated", "Autumn meet entry fee vs joining fee", "memory/2026-09-28.md|참가비 2만원 그대로", "MEMORY.md|신입 가입비 3만원", "", "price", "ko", "event entry fee vs new-member joining fee"),
("unrelated", "Field rent vs membership fee", "memory/projects/field-move.md|임대료 연 300만원", "memory/2026-11-08.md|₩150,000/yr", "", "price", "en-ko", "field rent paid by the club, not the member fee"),
("unrelated", "Weekday vs weekend hours", "memory/2026-04-19.md|주말은 08:00 그대로", "memory/2026-04-19.md|평일 비행은 10:00부터", "", "time", "ko", "weekend slot, different subject"),
("unrelated", "President vs former president adviser", "memory/2026-01-11.md|안전담당 이도현 유임", "memory/2026-01-11.md|회장 윤태식", "", "person", "ko", "safety officer vs president, different role"),
]
