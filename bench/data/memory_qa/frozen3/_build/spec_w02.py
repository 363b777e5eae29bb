WS = "g02-claw-stack-ko-univ-library"
LAYOUT = "claw-stack"
LANGS = ["ko", "en"]
DESC = "한빛대학교 중앙도서관 시스템 사서용 claw-stack 메모리: 대출 규정, 운영시간, 전자자원(EZproxy), ILS 이전(KOLAS→Alma), 시험기간 열람실, 담당자. 대부분 한국어, Alma 이전 컨설턴트 세션 등 일부 영어."
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md

- 한빛대 중앙도서관 시스템팀 보조 에이전트.
- 시작할 때 MEMORY.md → memory-map.md 순서로 읽기.
- 세션 기록: `tasks/sessions/YYYY-MM-DD-<주제>.md`
- 이용자 개인정보(학번+이름)는 절대 메모리에 적지 말 것.
- English is fine for vendor (Ex Libris) threads.
"""
FILES["MEMORY.md"] = """
# MEMORY — 한빛대 중앙도서관

_갱신: 2026-11-20_

## 기본
- 평일 운영: 09:00–23:00
- 주말: 토 10:00–17:00, 일 휴관
- 통합시스템: Alma (2026년 6월 20일 전환), 검색은 Primo VE
- Director: Prof. Seo Dong-hoon
- grad students: 20 books, 30 days

## 포인터
- 대출 규정 → docs/domain/loans.md
- 전자자원/프록시 → docs/domain/eresources.md
- 시설/출력 → docs/domain/facilities.md
- 담당자 → docs/references/people.md

## 메모
- 학기 시작 주에는 대출 데스크 2명 추가 배치
"""
FILES["memory-map.md"] = """
# memory-map
- 대출/연체 → docs/domain/loans.md
- 운영시간 → docs/domain/hours.md, MEMORY.md
- 전자자원 → docs/domain/eresources.md
- 시설 → docs/domain/facilities.md
- 시스템 → docs/references/systems.md
- 사람 → docs/references/people.md
- 목록 규칙 → docs/patterns/cataloging.md
- 시험기간 → docs/risks/exam-period.md
"""
FILES["docs/domain/loans.md"] = """
---
title: 대출 규정
keywords: [대출, 연체, loan period, overdue, 반납]
created: 2025-02-17
last_used: 2026-03-05
---
# 대출 규정

| 구분 | 권수 / 기간 |
|---|---|
| 학부생 | 10권 / 14일 |
| 대학원생 | 20권 / 30일 |
| 교직원 | 30권 / 60일 |

- 연장: 1회, 7일 (예약 걸린 책 제외)
- 연체료: 1일 1권당 100원
- 분실 시 동일본 변상 원칙
"""
FILES["docs/domain/hours.md"] = """
---
title: 운영시간
keywords: [hours, 운영, 개관]
created: 2025-02-17
last_used: 2025-09-02
---
# 운영시간 (학기 중)

- 평일 운영: 09:00–22:00
- 방학 중 평일: 09:00–18:00
- 대출 데스크 마감: 운영 종료 30분 전
"""
FILES["docs/domain/eresources.md"] = """
---
title: 전자자원 / 원격접속
keywords: [EZproxy, 원격접속, database, e-journal]
created: 2025-03-10
last_used: 2026-02-11
---
# 전자자원

- EZproxy: proxy.hanbit.ac.kr:2048 (교외 접속)
- 인증: 포털 SSO (학번/교번)
- 주요 DB: Scopus, RISS, DBpia, KISS
- 동시접속 제한: DBpia 10명
- 해지 예정 DB는 12월 운영위원회에서 결정
"""
FILES["docs/domain/facilities.md"] = """
---
title: 시설 / 출력
keywords: [printing, 출력, study room, 스터디룸]
created: 2025-03-02
last_used: 2026-04-08
---
# 시설

- 흑백 출력: 장당 50원 / 컬러 300원 (중앙도서관 1층)
- 의학도서관 분관 흑백 출력 장당 60원
- 그룹스터디룸 예약: 최대 3시간, 하루 1회
- 노트북 대여: 4시간, 학생증 필수
"""
FILES["docs/references/systems.md"] = """
---
title: 시스템
keywords: [ILS, KOLAS, Alma, server, 서버]
created: 2025-02-20
last_used: 2026-01-15
---
# 시스템

- 통합도서관시스템: KOLAS III (자체 서버, 전산원 IDC)
- Z39.50 서버: 210 포트
- 자가대출기: 3대 (1층 2, 3층 1)
- 출입게이트: 학생증 RFID
"""
FILES["docs/references/people.md"] = """
---
title: 담당자
keywords: [people, 사서, 담당]
created: 2025-02-17
last_used: 2026-05-30
---
# 담당자

- 관장: 서동훈 교수
- 시스템 담당: 권민재
- 상호대차(ILL) 담당: 윤하늘 사서
- 전자자원 담당: 배수현
- 전산원 연락: 내선 3321
"""
FILES["docs/patterns/cataloging.md"] = """
---
title: 목록 규칙
keywords: [cataloging, KORMARC, 목록]
created: 2025-04-01
last_used: 2026-02-27
---
# 목록 규칙

- KORMARC 통합서지용, 분류는 KDC 6판
- 외서는 DDC 23 병기
- 신착도서는 목록 후 3일 이내 서가 배치
"""
FILES["docs/risks/exam-period.md"] = """
---
title: 시험기간 운영
keywords: [exam, 시험기간, 열람실, 24시간]
created: 2025-04-10
last_used: 2025-12-12
---
# 시험기간

- 시험기간 제1열람실 24시간 개방 (야간 경비 1명)
- 제2열람실: 시험기간에도 09:00–24:00
- 좌석배정 시스템 자리비움 2시간 → 자동 반납
"""
FILES["tasks/lessons.md"] = """
# Lessons

- 2025-11: 좌석배정 키오스크 재부팅은 반드시 08:30 전에.
- 2026-08-19: EZproxy now listens on 443 only — 2048 closed by 전산원 firewall change
- 2026-09-05: 학기 첫 주 예약도서 알림 문자 지연 → SMS 발송량 한도 확인
"""
FILES["tasks/todo.md"] = """
# TODO

- [ ] DBpia 동시접속 20명으로 증설 견적
- [ ] 자가대출기 3층 교체
- [x] Alma 사용자 교육 (6월)
- [ ] Primo VE 검색 화면 한글 라벨 검수
"""
FILES["tasks/sessions/2025-03-04-semester.md"] = """
# 2025-03-04 개강 주

- 대출 데스크 대기 최대 15분
- group rooms bookable up to three hours once a day — 안내문 다시 붙임
- 자가대출기 1대 고장, 업체 방문 3/6
"""
FILES["tasks/sessions/2026-06-22-ils-migration.md"] = """
# 2026-06-22 ILS migration (with Ex Libris consultant)

- ILS cut over to Alma (Ex Libris) on 2026-06-20; KOLAS kept read-only until 2026-12-31
- patron load: 18,412 records, 37 rejected (missing email)
- Primo VE live same day; old OPAC redirects to Primo
- fulfillment rules copied 1:1 from KOLAS for now
"""
FILES["tasks/sessions/2026-09-01-fall-semester.md"] = """
# 2026-09-01 2학기 시작

- 학부생 대출기간 21일로 연장 (권수는 그대로, 도서관운영위 8/28 의결)
- 연체료 더 이상 받지 않음 — 대신 연체일수만큼 대출정지
- ILL 담당 변경 → 정예린 사서 (윤하늘 사서는 학술정보팀으로)
- Alma 대출규칙 위 내용으로 수정 완료
"""
FILES["tasks/sessions/2026-11-24-exam-prep.md"] = """
# 2026-11-24 exam prep

- The 1st reading room is no longer open 24h in exam weeks; it closes at 02:00 (night guard budget cut)
- B&W printing now ₩70 a page at the central library (color unchanged)
- 좌석배정 자리비움 시간 2시간 유지
- 기말 시험기간: 12/8–12/19
"""
Q = [
 ("ko", "학부생은 책을 며칠 동안 빌릴 수 있어?", [("tasks/sessions/2026-09-01-fall-semester.md", "학부생 대출기간 21일")]),
 ("en", "Which library system are we running for circulation these days?", [("tasks/sessions/2026-06-22-ils-migration.md", "ILS cut over to Alma"), ("MEMORY.md", "통합시스템: Alma")]),
 ("ko", "교외에서 원격접속할 때 프록시 포트 몇 번이야?", [("tasks/lessons.md", "EZproxy now listens on 443")]),
 ("en", "Do students still pay a fine for late returns?", [("tasks/sessions/2026-09-01-fall-semester.md", "연체료 더 이상")]),
 ("ko", "시험기간에 제1열람실 밤새 열어?", [("tasks/sessions/2026-11-24-exam-prep.md", "no longer open 24h")]),
 ("en", "Who handles interlibrary loan requests now?", [("tasks/sessions/2026-09-01-fall-semester.md", "ILL 담당 변경")]),
 ("ko", "중앙도서관 흑백 프린트 한 장에 얼마?", [("tasks/sessions/2026-11-24-exam-prep.md", "B&W printing now")]),
 ("en", "What time does the library close on weekdays during the semester?", [("MEMORY.md", "평일 운영")]),
 ("en", "How many books can a grad student borrow and for how long?", [("docs/domain/loans.md", "| 대학원생 |"), ("MEMORY.md", "grad students: 20 books")]),
 ("ko", "스터디룸 몇 시간까지 예약돼?", [("docs/domain/facilities.md", "그룹스터디룸 예약"), ("tasks/sessions/2025-03-04-semester.md", "group rooms bookable")]),
 ("en", "Until when can staff still look things up in the old KOLAS?", [("tasks/sessions/2026-06-22-ils-migration.md", "ILS cut over to Alma")]),
 ("en", "When are final exams this term?", [("tasks/sessions/2026-11-24-exam-prep.md", "기말 시험기간")]),
 ("ko", "이용자 데이터 이관할 때 몇 건이 거부됐지?", [("tasks/sessions/2026-06-22-ils-migration.md", "patron load")]),
 ("en", "Which classification scheme do we use for Korean books?", [("docs/patterns/cataloging.md", "KORMARC 통합서지용")]),
 ("ko", "seat kiosk 재부팅 언제 해야 한다고 했지?", [("tasks/lessons.md", "좌석배정 키오스크 재부팅")]),
]
P = [
 ("conflict", "Undergraduate loan period", ("docs/domain/loans.md", "| 학부생 |"), ("tasks/sessions/2026-09-01-fall-semester.md", "학부생 대출기간 21일"), "number", "table row '10권 / 14일' vs session '21일로 연장 (권수는 그대로)'"),
 ("conflict", "Which ILS runs the library?", ("docs/references/systems.md", "통합도서관시스템: KOLAS"), ("tasks/sessions/2026-06-22-ils-migration.md", "ILS cut over to Alma"), "system", "Korean topic line KOLAS III vs English migration session 'cut over to Alma'"),
 ("conflict", "EZproxy port", ("docs/domain/eresources.md", "EZproxy: proxy.hanbit.ac.kr:2048"), ("tasks/lessons.md", "EZproxy now listens on 443"), "port", "host:2048 in Korean doc vs dated English lesson '443 only — 2048 closed'"),
 ("conflict", "Overdue fines", ("docs/domain/loans.md", "연체료: 1일"), ("tasks/sessions/2026-09-01-fall-semester.md", "연체료 더 이상"), "policy", "100원/day/book vs negation '더 이상 받지 않음'"),
 ("conflict", "Is reading room 1 open 24h during exams?", ("docs/risks/exam-period.md", "시험기간 제1열람실 24시간"), ("tasks/sessions/2026-11-24-exam-prep.md", "no longer open 24h"), "policy", "Korean '24시간 개방' vs English 'no longer open 24h ... closes at 02:00'"),
 ("conflict", "Interlibrary loan contact", ("docs/references/people.md", "상호대차(ILL) 담당"), ("tasks/sessions/2026-09-01-fall-semester.md", "ILL 담당 변경"), "person", "윤하늘 vs 정예린 (handover)"),
 ("conflict", "Central library B&W printing price", ("docs/domain/facilities.md", "흑백 출력: 장당 50원"), ("tasks/sessions/2026-11-24-exam-prep.md", "B&W printing now"), "price", "'장당 50원' vs '₩70 a page' (symbol vs 원)"),
 ("conflict", "Weekday closing time", ("docs/domain/hours.md", "평일 운영: 09:00–22:00"), ("MEMORY.md", "평일 운영: 09:00–23:00"), "time", "same key '평일 운영' 22:00 vs 23:00; recency only from last_used 2025-09-02 vs '갱신: 2026-11-20'"),
 ("agree", "Current ILS", ("MEMORY.md", "통합시스템: Alma"), ("tasks/sessions/2026-06-22-ils-migration.md", "ILS cut over to Alma"), "system", "Korean '2026년 6월 20일 전환' vs English '2026-06-20' date format"),
 ("agree", "Graduate student loan allowance", ("docs/domain/loans.md", "| 대학원생 |"), ("MEMORY.md", "grad students: 20 books"), "number", "'20권 / 30일' vs '20 books, 30 days'"),
 ("agree", "Group study room booking limit", ("docs/domain/facilities.md", "그룹스터디룸 예약"), ("tasks/sessions/2025-03-04-semester.md", "group rooms bookable"), "duration", "'최대 3시간, 하루 1회' vs 'up to three hours once a day'"),
 ("agree", "Library director", ("docs/references/people.md", "관장: 서동훈"), ("MEMORY.md", "Director: Prof. Seo"), "person", "Hangul vs romanised name"),
 ("unrelated", "Staff loan period vs undergrad loan period", ("docs/domain/loans.md", "| 교직원 |"), ("tasks/sessions/2026-09-01-fall-semester.md", "학부생 대출기간 21일"), "number", "different patron group"),
 ("unrelated", "Z39.50 port vs EZproxy port", ("docs/references/systems.md", "Z39.50 서버"), ("tasks/lessons.md", "EZproxy now listens on 443"), "port", "different service"),
 ("unrelated", "Reading room 2 vs reading room 1 exam hours", ("docs/risks/exam-period.md", "제2열람실"), ("tasks/sessions/2026-11-24-exam-prep.md", "no longer open 24h"), "time", "different room"),
 ("unrelated", "Medical branch printing vs central printing", ("docs/domain/facilities.md", "의학도서관 분관"), ("tasks/sessions/2026-11-24-exam-prep.md", "B&W printing now"), "price", "different branch library"),
]
