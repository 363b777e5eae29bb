WID = "g04-claude-code-luthier-school"
LAYOUT = "claude-code"
LANGS = ["en", "ko"]
DESC = "Claude Code auto memory for the web app of Harlow Fen School of Violin Making (enrolment, fees, tonewood stock, varnish-room booking; Django). Mostly English; co-maintainer Seo Ji-won (former student from Seoul) writes some memories in Korean."

def fm(name, desc, typ, created, updated):
    return f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\nmetadata:\n  created: {created}\n  updated: {updated}\n---\n"

FILES = {}
FILES["MEMORY.md"] = """
# Memory index
- [User role](user_role.md) — Rob, school bursar + part-time dev
- [Co-maintainer](user_jiwon.md) — 서지원, 한국어 메모
- [Deploy](project_deploy.md) — where the app runs (older)
- [Hosting move](project_hosting_move.md) — 2026-10 move off Render
- [Database](project_database.md) — Postgres since 2026-06
- [Python version](project_python.md) — 3.12 업그레이드
- [Fees](project_fees.md) — term fees, deposits
- [Varnish room](project_varnish_room.md) — booking rules
- [Tonewood](reference_tonewood.md) — suppliers, who approves orders
- [Ports](reference_ports.md) — local/staging ports
- [Formatting](feedback_formatting.md) — ruff, not black
- [Commits](feedback_commits.md)
- [Tests (ko)](feedback_tests_ko.md)
- [Backups](reference_backups.md)
"""
FILES["user_role.md"] = fm("User role", "who Rob is", "user", "2025-03-04", "2025-03-04") + """
Rob Kettering — bursar at Harlow Fen School of Violin Making (Cambridge). Writes Python on Fridays.
Prefers short answers, asks about fees a lot. Not a frontend person.
"""
FILES["user_jiwon.md"] = fm("Co-maintainer", "서지원 정보", "user", "2025-09-12", "2026-02-01") + """
서지원 — 2024년 졸업생, 서울 출신, 지금은 원격으로 앱 유지보수 (화/목).
한국어 메모 선호. 한국 학생 입학 문의도 지원이 답장.
"""
FILES["project_deploy.md"] = fm("Deploy", "where the app is deployed", "project", "2025-03-10", "2025-11-20") + """
- App runs on Render (web service + cron job), region Frankfurt
- Deploy = push to `main`, Render auto-deploys
- static files via WhiteNoise
"""
FILES["project_hosting_move.md"] = fm("Hosting move", "moved off Render", "project", "2026-10-08", "2026-10-21") + """
- 2026-10-21: moved to a Hetzner VPS (CX32, Falkenstein), docker compose + Caddy. Render service deleted.
- Deploy now = `make deploy` (ssh + compose pull); no auto-deploy on push
**Why:** Render bill doubled after the image-upload feature.
"""
FILES["project_database.md"] = fm("Database", "which DB", "project", "2025-03-10", "2026-06-15") + """
- Was SQLite until spring 2026.
- 2026-06-15: moved to Postgres 16 (same VPS later; on Render managed PG until Oct)
- nightly `pg_dump` → see reference_backups.md
"""
FILES["project_python.md"] = fm("Python version", "파이썬 버전", "project", "2025-03-10", "2026-09-02") + """
- 처음엔 Python 3.11 (Render 기본값)
- 2026-09-02: Python 3.12로 올림. `.python-version` 과 Dockerfile 둘 다 수정함
- Django 5.1 유지
"""
FILES["project_fees.md"] = fm("Fees", "term fees and deposits", "project", "2025-04-01", "2026-07-30") + """
| Fee | Amount |
|---|---|
| Term fee (home students) | £4,150 from Sept 2026 intake |
| Term fee (international) | £5,400 |
| Acceptance deposit | £500, non-refundable |

- earlier notes said term fee £3,900 — that was the 2025/26 rate
- Korean students pay the international rate (지원 확인)
"""
FILES["project_varnish_room.md"] = fm("Varnish room", "booking rules for the UV varnish room", "project", "2025-05-02", "2025-05-02") + """
- Varnish room booked in 2h slots, max 2 slots per student per week
- UV cabinet bookings are separate (1 per instrument per day)
- bench bookings: whole day, no slots
"""
FILES["reference_tonewood.md"] = fm("Tonewood", "wood suppliers, approvals", "reference", "2025-04-18", "2025-12-01") + """
- Spruce (tops): Alpine Tonewood GmbH, Mittenwald
- Maple (backs/ribs): Bosnian maple via Balkan Woods Ltd
- wood orders over £300 approved by Ms. Fenwick (workshop master)
- stock table: `inventory_woodbatch`
"""
FILES["reference_ports.md"] = fm("Ports", "local and staging ports", "reference", "2025-03-10", "2025-06-30") + """
dev_server_port: 8000
staging_port: 8081
mailhog_port: 8025
"""
FILES["reference_backups.md"] = fm("Backups", "backup schedule", "reference", "2026-06-15", "2026-10-21") + """
- `pg_dump` nightly at 02:00 UK time, kept 30 days, copied to Hetzner Storage Box
- restore drill once per term
"""
FILES["feedback_formatting.md"] = fm("Formatting", "code formatting rules", "feedback", "2025-03-12", "2026-04-09") + """
We no longer use black — ruff format only (2026-04). Don't add black to pre-commit.
**Why:** one tool, faster CI. Rob was annoyed when black came back in a PR 🙃
(old note: "format with black, line length 100")
"""
FILES["feedback_commits.md"] = fm("Commits", "commit style", "feedback", "2025-03-12", "2025-03-12") + """
- conventional-ish prefixes: fix:, feat:, chore:
- never commit `.env` or the student CSV exports
"""
FILES["feedback_tests_ko.md"] = fm("Tests", "테스트 관련 피드백", "feedback", "2026-02-01", "2026-11-19") + """
- 테스트는 `pytest -q`, DB 테스트는 Postgres 컨테이너로 (SQLite 안 씀)
- 로컬 개발 서버 포트 8010으로 바꿈 (8000은 지원 PC에서 다른 앱이 씀) → dev_server_port: 8010
- 바니시 룸 예약 단위가 90분으로 바뀜 (2026-11, 워크숍 요청) — 테스트 픽스처도 수정함
- 목재 주문 승인은 이제 Tom Ashby 담당 (Fenwick 선생님 은퇴)
- 가문비나무(앞판)는 이제 Ciresa (Val di Fiemme)에서 주문 — Alpine Tonewood 납기 너무 김
- 매일 새벽 2시 백업 확인함
"""

QUESTIONS = [
 ("en", "Where is the school app hosted now?", [("project_hosting_move.md", "moved to a Hetzner VPS")], "en"),
 ("ko", "지금 배포는 어떻게 해? main에 푸시하면 자동으로 돼?", [("project_hosting_move.md", "Deploy now = `make deploy`")], "en"),
 ("en", "Which Python version does the project run on?", [("project_python.md", "Python 3.12로 올림")], "ko"),
 ("en", "What's the term fee for a home student joining this September?", [("project_fees.md", "Term fee (home students)")], "en"),
 ("ko", "국내(영국) 학생 학기 등록금 얼마야?", [("project_fees.md", "Term fee (home students)")], "en"),
 ("en", "How long is a varnish room booking slot?", [("feedback_tests_ko.md", "90분")], "ko"),
 ("en", "Where do we buy spruce for violin tops now?", [("feedback_tests_ko.md", "가문비나무")], "ko"),
 ("ko", "400파운드짜리 목재 주문은 누가 승인해?", [("feedback_tests_ko.md", "목재 주문 승인")], "ko"),
 ("en", "Which database does the app use?", [("project_database.md", "moved to Postgres 16")], "en"),
 ("en", "Should I format with black?", [("feedback_formatting.md", "We no longer use black")], "en"),
 ("en", "What port does the local dev server run on?", [("feedback_tests_ko.md", "dev_server_port: 8010")], "ko"),
 ("ko", "백업은 언제 돌아가고 얼마나 보관해?", [("reference_backups.md", "nightly at 02:00"), ("feedback_tests_ko.md", "매일 새벽 2시")], "en"),
 ("en", "What do Korean applicants pay in fees?", [("project_fees.md", "Korean students pay"), ("project_fees.md", "Term fee (international)")], "en"),
 ("en", "Where does our maple come from?", [("reference_tonewood.md", "Maple (backs/ribs)")], "en"),
 ("ko", "보증금 환불 돼?", [("project_fees.md", "Acceptance deposit")], "en"),
 ("en", "Which days does Ji-won work on the app?", [("user_jiwon.md", "원격으로 앱 유지보수")], "ko"),
]

PAIRS = [
 ("conflict", "Hosting", ("project_deploy.md", "App runs on Render"), ("project_hosting_move.md", "moved to a Hetzner VPS"), "b", "host", "en", "older deploy memory Render vs newer 'moved to a Hetzner VPS ... Render service deleted'"),
 ("conflict", "Deploy trigger", ("project_hosting_move.md", "Deploy now = `make deploy`"), ("project_deploy.md", "Deploy = push to `main`"), "a", "process", "en", "manual make deploy, no auto-deploy vs push-to-main auto-deploy"),
 ("conflict", "Python version", ("project_python.md", "처음엔 Python 3.11"), ("project_python.md", "Python 3.12로 올림"), "b", "version", "ko", "same Korean file: 'at first 3.11' vs dated '3.12로 올림'"),
 ("conflict", "Home term fee", ("project_fees.md", "Term fee (home students)"), ("project_fees.md", "earlier notes said term fee £3,900"), "a", "price", "en", "table row £4,150 vs prose mention of old £3,900 rate"),
 ("conflict", "Varnish room slot length", ("project_varnish_room.md", "Varnish room booked in 2h slots"), ("feedback_tests_ko.md", "90분"), "b", "duration", "en-ko", "English '2h slots' vs Korean '예약 단위가 90분으로'"),
 ("conflict", "Spruce supplier", ("feedback_tests_ko.md", "가문비나무"), ("reference_tonewood.md", "Spruce (tops)"), "a", "vendor", "en-ko", "Korean 가문비나무 → Ciresa vs English 'Spruce: Alpine Tonewood'"),
 ("conflict", "Wood order approver", ("reference_tonewood.md", "approved by Ms. Fenwick"), ("feedback_tests_ko.md", "목재 주문 승인"), "b", "person", "en-ko", "English 'approved by Ms. Fenwick' vs Korean '이제 Tom Ashby 담당 (Fenwick 은퇴)'"),
 ("conflict", "Local dev server port", ("feedback_tests_ko.md", "dev_server_port: 8010"), ("reference_ports.md", "dev_server_port: 8000"), "a", "port", "en", "same key 8000 vs 8010; recency only from metadata.updated 2025-06-30 vs 2026-11-19"),
 ("conflict", "Formatter", ("feedback_formatting.md", "old note: \"format with black"), ("feedback_formatting.md", "We no longer use black"), "b", "tool", "en", "quoted old note 'format with black' vs 'we no longer use black — ruff format only'"),
 ("conflict", "Database engine", ("project_database.md", "moved to Postgres 16"), ("project_database.md", "Was SQLite until"), "a", "system", "en", "Postgres 16 since 2026-06 vs 'Was SQLite until spring 2026'"),
 ("agree", "Backup time", ("reference_backups.md", "nightly at 02:00"), ("feedback_tests_ko.md", "매일 새벽 2시"), None, "time", "en-ko", "'nightly at 02:00' vs '매일 새벽 2시'"),
 ("agree", "Tests use Postgres", ("project_database.md", "moved to Postgres 16"), ("feedback_tests_ko.md", "Postgres 컨테이너"), None, "system", "en-ko", "Postgres in prod and in tests (SQLite 안 씀)"),
 ("agree", "Korean students fee", ("project_fees.md", "Korean students pay"), ("project_fees.md", "Term fee (international)"), None, "price", "en", "Korean students = international rate £5,400"),
 ("agree", "Formatter in index", ("MEMORY.md", "ruff, not black"), ("feedback_formatting.md", "We no longer use black"), None, "tool", "en", "index shorthand 'ruff, not black'"),
 ("agree", "Python in index", ("MEMORY.md", "3.12 업그레이드"), ("project_python.md", "Python 3.12로 올림"), None, "version", "ko", "index 3.12 업그레이드 vs file"),
 ("unrelated", "International vs home fee", ("project_fees.md", "Term fee (international)"), ("project_fees.md", "earlier notes said term fee £3,900"), None, "price", "en", "term fee slot, different student category"),
 ("unrelated", "Staging port vs dev port", ("reference_ports.md", "staging_port"), ("feedback_tests_ko.md", "dev_server_port: 8010"), None, "port", "en", "port key for staging, not dev"),
 ("unrelated", "Maple vs spruce supplier", ("reference_tonewood.md", "Maple (backs/ribs)"), ("feedback_tests_ko.md", "가문비나무"), None, "vendor", "en-ko", "supplier slot, different wood"),
 ("unrelated", "UV cabinet vs varnish room", ("project_varnish_room.md", "UV cabinet bookings"), ("feedback_tests_ko.md", "90분"), None, "duration", "en-ko", "booking rule for UV cabinet, not the varnish room"),
]
