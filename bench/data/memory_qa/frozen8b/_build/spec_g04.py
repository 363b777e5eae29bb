WS = "g04-claude-code-hearing-clinic"
LAYOUT = "claude-code"
LANGS = ["en", "ko"]
DESC = "Claude Code auto memory for the booking & fitting-log app of a Korean hearing-aid clinic chain (소리담 보청기센터: 강남/분당/일산). Mostly English project/feedback memos; the Seoul product owner's notes and some feedback are in Korean."
FILES = {
"MEMORY.md": """
# Memory index

- [User role](user_role.md) — backend dev, Python strong, new to Korean health-data rules
- [Testing](feedback_testing.md) — real Postgres in tests
- [Commits](feedback_commits.md) — message style
- [코드 리뷰](feedback_review.md) — PR 크기, 리뷰어
- [Hosting 2025](project_hosting.md) — where api/web ran originally
- [Hosting 2026](project_hosting_2026.md) — Seoul region move
- [Scheduling rules](project_scheduling.md) — slot lengths per visit type
- [Reminders](project_reminders.md) — SMS reminders
- [가격표](project_pricing.md) — 검사비, 배터리
- [Audiograms](project_audiograms.md) — where PDFs live
- [Runtime](reference_runtime.md) — node/python/pg versions
- [Integrations](reference_integrations.md) — NOAH bridge, ports
- [지점](reference_branches.md) — 지점별 정보
- [노쇼 대책](project_noshow.md) — 리마인더 시점
""",
"user_role.md": """
---
name: User role
description: who I'm working with
type: user
metadata:
  created: 2025-05-06
  updated: 2025-05-06
---
Backend dev (Python/FastAPI), works from Busan remotely. Product owner is 김소연 (Seoul).
Frontend PRs get reviewed by the outside agency Pixelbay.
""",
"feedback_testing.md": """
---
name: Testing
description: how to test
type: feedback
metadata:
  created: 2025-05-10
  updated: 2026-02-03
---
- integration tests hit a real Postgres in docker, never sqlite
- Why: a sqlite-only test hid a timezone bug in appointment times (KST vs UTC)
""",
"feedback_commits.md": """
---
name: Commits
description: commit message rules
type: feedback
metadata:
  created: 2025-05-10
  updated: 2026-09-18
---
- Conventional Commits, English subject line
- no Co-Authored-By trailer
""",
"feedback_review.md": """
---
name: 코드 리뷰
description: PR 규칙
type: feedback
metadata:
  created: 2025-07-01
  updated: 2026-11-12
---
- PR은 400줄 이하로 쪼개기
- 리뷰어: 백엔드 = 정하늘, 프론트 = 김소연 (2026-11부터 프론트 리뷰는 외주 업체 말고 소연님이 직접)
""",
"project_hosting.md": """
---
name: Hosting 2025
description: original hosting
type: project
metadata:
  created: 2025-05-06
  updated: 2025-08-20
---
- api (FastAPI) → Render, oregon region, 2 instances
- web (Next.js) → Vercel
- staging DB → Render Postgres
- prod DB → Render Postgres (oregon), daily snapshots
""",
"project_hosting_2026.md": """
---
name: Hosting 2026
description: Seoul move
type: project
metadata:
  created: 2026-10-02
  updated: 2026-10-21
---
- api moved off Render to AWS ECS Fargate in ap-northeast-2 (Seoul) on 2026-10-21 — 개인정보보호법 때문에 국내 리전 필수
- prod DB: RDS Postgres, Seoul
- web stays on Vercel
""",
"project_scheduling.md": """
---
name: Scheduling rules
description: slot lengths
type: project
metadata:
  created: 2025-05-20
  updated: 2025-11-30
---
- hearing test (청력검사): 60 min slot
- hearing-aid fitting: 30 min slot
- follow-up / cleaning: 15 min
- online booking closes 2 hours before slot
- hearing test fee shown at booking: 3만원
""",
"project_reminders.md": """
---
name: Reminders
description: appointment SMS
type: project
metadata:
  created: 2025-06-11
  updated: 2026-07-09
---
- reminder SMS sent 24h before the appointment
- SMS vendor: Twilio (alphanumeric sender "SORIDAM")
- 2026-07 업데이트: 문자 발송 업체 알리고(Aligo)로 교체 — 국내 발신번호 등록 문제
""",
"project_pricing.md": """
---
name: 가격표
description: 앱에 표시되는 가격
type: project
metadata:
  created: 2025-06-20
  updated: 2026-11-04
---
- 청력검사 비용: 35,000원 (2026-11 인상)
- 보청기 배터리 1팩(6개): 6,000원
- 귀 본 뜨기(이어몰드) 2만원
""",
"project_audiograms.md": """
---
name: Audiograms
description: audiogram storage
type: project
metadata:
  created: 2025-06-02
  updated: 2026-08-30
---
- We no longer upload audiogram PDFs to S3; since Aug 2026 they are written only to the EMR (의무기록) via its API.
- fitting logs still go to our Postgres
""",
"reference_runtime.md": """
---
name: Runtime
description: versions
type: reference
metadata:
  created: 2025-05-06
  updated: 2026-10-21
---
- python: 3.12
- node: 20 LTS
- postgres: 16 (RDS, upgraded during the Seoul move)
""",
"reference_integrations.md": """
---
name: Integrations
description: external systems
type: reference
metadata:
  created: 2025-05-30
  updated: 2025-09-14
---
- NOAH bridge (fitting software) on clinic PCs listens on port 7001
- audiometer export agent port 7002
- audiogram PDFs uploaded to S3 bucket `soridam-audiograms` (ap-northeast-2)
- postgres: 15
""",
"reference_branches.md": """
---
name: 지점
description: 지점별 정보
type: reference
metadata:
  created: 2025-05-06
  updated: 2026-06-15
---
- 강남점: 평일 9:30–18:30, 토 10–14
- 분당점: 평일 10:00–19:00, 토 휴무
- 일산점: 평일 9:30–18:30
- 보청기 피팅 예약 슬롯 45분으로 변경 (2026-06, 소연님 요청 — 30분은 너무 빠듯)
- battery pack price in app: ₩6,000 (6 cells)
- 귀 본(이어몰드) 제작비 20,000원 — 전 지점 동일
""",
"project_noshow.md": """
---
name: 노쇼 대책
description: 리마인더 시점 변경
type: project
metadata:
  created: 2026-11-20
  updated: 2026-11-20
---
- 노쇼 줄이려고 리마인더 문자 48시간 전 발송으로 변경 (11/20부터, 강남점 요청)
- 노쇼 2회면 온라인 예약 제한 — 아직 논의 중
""",
}
Q = [
 ("en", "Where does the API run in production now?", ["project_hosting_2026.md::api moved off Render"], "en"),
 ("ko", "보청기 피팅 예약은 몇 분 단위로 잡혀?", ["reference_branches.md::피팅 예약 슬롯 45분"], "ko"),
 ("en", "How much is a hearing test at the clinic?", ["project_pricing.md::청력검사 비용"], "ko"),
 ("ko", "문자 알림은 어느 업체로 보내?", ["project_reminders.md::알리고"], "ko"),
 ("en", "How far ahead of an appointment does the reminder text go out?", ["project_noshow.md::48시간 전"], "ko"),
 ("en", "Which Postgres major version are we on?", ["reference_runtime.md::postgres: 16"], "en"),
 ("ko", "청력도 PDF 지금 어디에 저장돼?", ["project_audiograms.md::no longer upload"], "en"),
 ("en", "What port does the NOAH bridge listen on?", ["reference_integrations.md::NOAH bridge"], "en"),
 ("en", "How much is a pack of hearing-aid batteries?", ["project_pricing.md::배터리 1팩", "reference_branches.md::battery pack price"], "ko"),
 ("ko", "분당점 토요일에 열어?", ["reference_branches.md::분당점"], "ko"),
 ("en", "Who reviews frontend PRs these days?", ["feedback_review.md::리뷰어"], "ko"),
 ("en", "How long is a hearing test slot?", ["project_scheduling.md::hearing test ("], "en"),
 ("ko", "테스트에서 sqlite 써도 돼?", ["feedback_testing.md::never sqlite"], "en"),
 ("en", "How much do we charge for taking an ear impression?", ["project_pricing.md::이어몰드"], "ko"),
 ("en", "Until when before the slot can patients book online?", ["project_scheduling.md::online booking closes"], "en"),
]
P = [
 ("conflict", "Where the API is hosted", "project_hosting.md::api (FastAPI)", "project_hosting_2026.md::api moved off Render", "b", "place", "en", "Render oregon vs 'moved off Render to AWS ECS … Seoul'"),
 ("conflict", "Fitting slot length", "reference_branches.md::피팅 예약 슬롯 45분", "project_scheduling.md::hearing-aid fitting", "a", "number", "en-ko", "'fitting: 30 min slot' vs Korean '45분으로 변경' buried in the branch file (updated 2026-06 > 2025-11)"),
 ("conflict", "Hearing test fee", "project_pricing.md::청력검사 비용", "project_scheduling.md::3만원", "a", "price", "en-ko", "'fee shown at booking: 3만원' vs '35,000원 (2026-11 인상)' — Korean numeral vs digits"),
 ("conflict", "SMS vendor", "project_reminders.md::SMS vendor", "project_reminders.md::알리고", "b", "vendor", "en-ko", "Twilio vs '알리고(Aligo)로 교체' in the same file, later update line"),
 ("conflict", "Reminder lead time", "project_reminders.md::24h before", "project_noshow.md::48시간 전", "b", "time", "en-ko", "'24h before' vs newer memo '48시간 전 발송으로 변경'"),
 ("conflict", "Postgres version", "reference_integrations.md::postgres: 15", "reference_runtime.md::postgres: 16", "b", "version", "en", "same key 'postgres:' 15 vs 16; recency only from metadata.updated (2025-09 vs 2026-10)"),
 ("conflict", "Audiogram PDF storage", "project_audiograms.md::no longer upload", "reference_integrations.md::soridam-audiograms", "a", "policy", "en", "'uploaded to S3 bucket' vs 'We no longer upload audiogram PDFs to S3'"),
 ("conflict", "Production database", "project_hosting_2026.md::prod DB", "project_hosting.md::prod DB", "a", "place", "en", "Render Postgres (oregon) vs RDS Postgres, Seoul"),
 ("conflict", "Frontend reviewer", "feedback_review.md::리뷰어", "user_role.md::Pixelbay", "a", "person", "en-ko", "'reviewed by the outside agency Pixelbay' vs '2026-11부터 … 외주 업체 말고 소연님이 직접'"),
 ("agree", "Battery pack price", "project_pricing.md::배터리 1팩", "reference_branches.md::battery pack price", None, "price", "en-ko", "6,000원 vs ₩6,000 (6 cells)"),
 ("agree", "Prod DB on RDS", "project_hosting_2026.md::prod DB", "reference_runtime.md::Seoul move", None, "place", "en", "'prod DB: RDS Postgres, Seoul' vs 'postgres: 16 (RDS, upgraded during the Seoul move)'"),
 ("agree", "Web hosting", "project_hosting.md::web (Next.js)", "project_hosting_2026.md::web stays on Vercel", None, "place", "en", "Vercel vs 'web stays on Vercel'"),
 ("agree", "Testing against real Postgres", "MEMORY.md::[Testing]", "feedback_testing.md::never sqlite", None, "policy", "en", "index shorthand 'real Postgres in tests' vs full rule"),
 ("agree", "Ear impression price", "project_pricing.md::이어몰드", "reference_branches.md::이어몰드", None, "price", "ko", "2만원 vs 20,000원"),
 ("unrelated", "Slot lengths of different visit types", "project_scheduling.md::hearing test (", "reference_branches.md::피팅 예약 슬롯 45분", None, "number", "en-ko", "hearing test 60 min vs fitting 45분"),
 ("unrelated", "Ports of two clinic-PC agents", "reference_integrations.md::NOAH bridge", "reference_integrations.md::audiometer export", None, "port", "en", "NOAH 7001 vs audiometer 7002"),
 ("unrelated", "Opening hours of two branches", "reference_branches.md::분당점", "reference_branches.md::강남점", None, "time", "ko", "분당 10:00–19:00 vs 강남 9:30–18:30"),
 ("unrelated", "Prices of different items", "project_pricing.md::이어몰드", "project_pricing.md::청력검사 비용", None, "price", "ko", "ear impression 2만원 vs hearing test 35,000원"),
 ("unrelated", "Staging vs prod database", "project_hosting.md::staging DB", "project_hosting_2026.md::prod DB", None, "place", "en", "staging DB on Render vs prod DB on RDS Seoul"),
]
