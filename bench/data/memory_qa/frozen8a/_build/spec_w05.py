WS = "w05-hermes-observatory"
LAYOUT = "hermes"
LANGS = ["en", "ja", "ko"]
DESC = "Hermes agent for the manager of a public observatory in Tasmania (Kestrel Hill Observatory): public nights, tickets, dome/camera, weather rules, Japanese tour groups, a Korean volunteer astronomer. MEMORY/USER entries § separated; skills carry versions and dates; some entries and notes in Japanese and Korean."
MEM = [
"Kestrel Hill Observatory (KHO), public site near Cygnet, Tasmania. Main scope: 0.5 m RC on a Paramount mount, 5 m dome. Visitor centre seats 40.",
"Public nights: every Friday 20:00, bookings via Humanitix.",
"Adult ticket for public night $15 AUD, concession $10, kids under 12 free.",
"Imaging camera on the 0.5 m: ZWO ASI6200MM.",
"Weather rule: cancel public night if forecast cloud cover > 60% at 19:00 (BOM + Clear Outside).",
"Observing coordinator: Rhys Penhall (volunteer lead).",
"Sky-quality (SQM) report runs 06:00 daily and posts to #kho-ops.",
"2026-03-02: camera swapped — the ASI6200 went to the school outreach kit; the 0.5 m now runs a QHY600M.",
"2026-06-18: adult public-night ticket now eighteen dollars (board decision); concession still $10.",
"2026-08-09: 一般公開日は金曜から土曜に変更。開始は 20:00 のまま。",
"2026-09-12: 관측 코디네이터 김하늘 (Kim Ha-neul) 님이 맡음. Rhys stepped back to Tuesdays only.",
"2026-11-03: cloud cutoff tightened — cancel if forecast cloud > 40% at 19:00.",
]
USR = [
"Claire Hadley, observatory manager (paid, 0.6 FTE). Physics teacher background.",
"Prefers short answers, AUD, 24h times, AEDT.",
"Doesn't want the agent to email ticket holders without asking first.",
"Speaks some Japanese; reads Korean only with a translator.",
]
FILES = {
"SOUL.md": """
You are the ops assistant for Kestrel Hill Observatory. Calm, short, practical. Always check the weather rule before confirming a public night.
""",
"config.yaml": """
model:
  default: anthropic/claude-sonnet-4
memory:
  memory_enabled: true
  user_profile_enabled: true
  memory_char_limit: 2200
timezone: Australia/Hobart
""",
"cron/jobs.json": """
{
  "jobs": [
    {
      "id": "sqm-report",
      "prompt": "Run the sqm-report skill and post to #kho-ops",
      "schedule": "30 7 * * *",
      "updated_at": "2026-10-30T09:12:00+11:00"
    },
    {
      "id": "weather-check",
      "prompt": "Check cloud forecast for tonight's public night",
      "schedule": "0 16 * * 6",
      "updated_at": "2026-08-09T10:00:00+10:00"
    }
  ]
}
""",
"memories/MEMORY.md": "\n§\n".join(MEM),
"memories/USER.md": "\n§\n".join(USR),
"skills/observatory/dome-open/SKILL.md": """
---
name: dome-open
description: Open the dome and slave it to the mount
version: 1.2.0
updated: 2025-07-01
---
# Open the dome
dome_controller: ScopeDome USB card
dome_api_port: 8001
- check wind < 35 km/h on the Davis station
- open shutter, then `slave on` in the driver
""",
"skills/observatory/public-night/SKILL.md": """
---
name: public-night
description: Checklist for running a public observing night
version: 2.0.1
updated: 2025-11-15
---
# Public night checklist
- 17:00 weather check (rule in MEMORY)
- tickets: adult $15, concession $10, under-12 free
- open visitor centre 19:30, talk 20:00, scope line 20:45
- guides point out constellations with the green laser pointer
""",
"skills/observatory/mirror-care/SKILL.md": """
---
name: mirror-care
description: Cleaning the 0.5 m primary
version: 1.0.0
updated: 2025-04-20
---
# Mirror care
- CO2 snow clean of the primary once a year, in June (longest nights off-season? no — winter maintenance week)
- full wash only if snow clean doesn't recover contrast
""",
"skills/observatory/dome-v2/SKILL.md": """
---
name: dome-open-v2
description: Dome open after the controller upgrade (replaces dome-open)
version: 2.0.0
updated: 2026-10-02
---
# Open the dome (new controller)
dome_controller: ScopeDome LAN box
dome_api_port: 8010
- wind limit unchanged: under 35 km/h
""",
"skills/outreach/japan-tours/SKILL.md": """
---
name: japan-tours
description: 日本からの団体ツアー対応
version: 1.1.0
updated: 2026-02-10
---
# 日本人団体ツアー
- 集合場所：ビジターセンター前の駐車場、19:15
- 通訳：ミホ（ホバート在住）、1回 A$120
- ツアーではグリーンレーザーで星座を案内する
- 望遠鏡の待ち時間は1人2分まで
""",
"skills/outreach/school-visits/SKILL.md": """
---
name: school-visits
description: Daytime school visits with solar scopes
version: 1.0.2
updated: 2026-05-05
---
# School visits
- solar scope (Lunt 60) + ASI6200 outreach kit on the laptop
- max 30 students per session, ticket $6 per student
""",
"skills/data/sqm-report/SKILL.md": """
---
name: sqm-report
description: Build the nightly sky quality summary
version: 1.3.0
updated: 2026-10-30
---
# SQM report
- read SQM-LU log, median mag/arcsec² between astronomical twilights
- post to #kho-ops; flag if median < 21.0
""",
"projects/kho-site/AGENTS.md": """
# kho-site
Static site for the observatory (Astro). Deploy: Netlify. Public-night times and prices live in src/data/events.json — keep in sync with MEMORY.
""",
"projects/kho-site/README.md": """
# kho-site
`npm run dev`, `npm run build`. Netlify site: kestrelhill-obs.
""",
"projects/kho-site/notes/2026-10-05.md": """
# 2026-10-05 site update
- events.json: public night = Saturday 20:00 ✅
- price shown as A$18 adult / A$10 concession
""",
"projects/kho-site/notes/2026-11-21.md": """
# 2026-11-21 (김하늘 메모)
- 투어 중 레이저 포인터는 이제 사용하지 않음 — 공항 접근 경로 때문에 CASA 권고. 대신 밝은 별 위주로 설명.
- 일본 단체 집합 장소: 비지터센터 앞 주차장, 19:15 (변동 없음)
- 주 경통 반사경 청소는 앞으로 반년에 한 번 (6월, 12월)
""",
}
Q = [
("en", "Which night of the week are public nights held now?", ["memories/MEMORY.md|土曜に変更", "projects/kho-site/notes/2026-10-05.md|Saturday 20:00"], "ja"),
("ja", "一般公開の大人チケットはいくら？", ["memories/MEMORY.md|eighteen dollars", "projects/kho-site/notes/2026-10-05.md|A$18"], "en"),
("en", "What camera is on the big scope at the moment?", ["memories/MEMORY.md|QHY600M"], "en"),
("en", "At what forecast cloud percentage do we call off a public night?", ["memories/MEMORY.md|> 40%"], "en"),
("ja", "観測コーディネーターは誰？", ["memories/MEMORY.md|김하늘"], "ko"),
("en", "What time does the SQM summary job run?", ["cron/jobs.json|30 7 * * *"], "en"),
("en", "Which API port does the dome controller use?", ["skills/observatory/dome-v2/SKILL.md|dome_api_port: 8010"], "en"),
("en", "Do guides still use a laser pointer on tours?", ["projects/kho-site/notes/2026-11-21.md|레이저 포인터"], "ko"),
("ko", "반사경 청소 주기가 어떻게 돼요?", ["projects/kho-site/notes/2026-11-21.md|반년에 한 번"], "ko"),
("ko", "일본 단체 손님은 어디서 몇 시에 모여요?", ["skills/outreach/japan-tours/SKILL.md|集合場所", "projects/kho-site/notes/2026-11-21.md|일본 단체 집합"], "ja"),
("en", "What's the concession price?", ["memories/MEMORY.md|concession still $10", "projects/kho-site/notes/2026-10-05.md|A$10 concession"], "en"),
("en", "What's the wind limit for opening the dome?", ["skills/observatory/dome-open/SKILL.md|wind < 35", "skills/observatory/dome-v2/SKILL.md|under 35 km/h"], "en"),
("en", "How much does the Japanese interpreter charge?", ["skills/outreach/japan-tours/SKILL.md|A$120"], "ja"),
("ja", "学校見学は一回何人まで？", ["skills/outreach/school-visits/SKILL.md|max 30 students"], "en"),
("en", "Can the agent email ticket holders directly?", ["memories/USER.md|email ticket holders"], "en"),
]
P = [
("conflict", "Public night weekday", "memories/MEMORY.md|every Friday 20:00", "memories/MEMORY.md|土曜に変更", "b", "date", "en-ja", "'every Friday' vs dated Japanese entry '金曜から土曜に変更'"),
("conflict", "Adult ticket price", "memories/MEMORY.md|eighteen dollars", "memories/MEMORY.md|Adult ticket for public night $15", "a", "price", "en", "number in words 'eighteen dollars' vs $15 AUD"),
("conflict", "Adult ticket price in skill", "skills/observatory/public-night/SKILL.md|tickets: adult $15", "projects/kho-site/notes/2026-10-05.md|A$18", "b", "price", "en", "$15 in skill (updated 2025-11) vs A$18 in dated site note"),
("conflict", "Imaging camera", "memories/MEMORY.md|QHY600M", "memories/MEMORY.md|ZWO ASI6200MM", "a", "device", "en", "swapped to QHY600M vs ASI6200MM"),
("conflict", "Cloud cutoff", "memories/MEMORY.md|> 60%", "memories/MEMORY.md|> 40%", "b", "number", "en", "60% vs tightened 40%"),
("conflict", "Observing coordinator", "memories/MEMORY.md|김하늘", "memories/MEMORY.md|Rhys Penhall (volunteer lead)", "a", "person", "en-ko", "Korean '김하늘 님이 맡음' vs 'Rhys Penhall'"),
("conflict", "SQM report time", "memories/MEMORY.md|runs 06:00 daily", "cron/jobs.json|30 7 * * *", "b", "time", "en", "06:00 vs cron '30 7 * * *' updated 2026-10-30"),
("conflict", "Dome API port", "skills/observatory/dome-v2/SKILL.md|dome_api_port: 8010", "skills/observatory/dome-open/SKILL.md|dome_api_port: 8001", "a", "port", "en", "same key: value, recency only from skill 'updated' dates"),
("conflict", "Laser pointer on tours", "skills/outreach/japan-tours/SKILL.md|グリーンレーザー", "projects/kho-site/notes/2026-11-21.md|레이저 포인터", "b", "policy", "ko-ja", "Japanese 'グリーンレーザーで案内' vs Korean '이제 사용하지 않음'"),
("conflict", "Mirror cleaning frequency", "projects/kho-site/notes/2026-11-21.md|반년에 한 번", "skills/observatory/mirror-care/SKILL.md|once a year", "a", "frequency", "en-ko", "반년에 한 번 vs once a year"),
("agree", "Japanese group meeting point", "skills/outreach/japan-tours/SKILL.md|集合場所", "projects/kho-site/notes/2026-11-21.md|일본 단체 집합", "", "place", "ko-ja", "same place and time in ja and ko"),
("agree", "Public night is Saturday", "memories/MEMORY.md|土曜に変更", "projects/kho-site/notes/2026-10-05.md|Saturday 20:00", "", "date", "en-ja", "土曜 20:00 vs Saturday 20:00"),
("agree", "Adult ticket A$18", "memories/MEMORY.md|eighteen dollars", "projects/kho-site/notes/2026-10-05.md|A$18", "", "price", "en", "words vs A$18"),
("agree", "Wind limit", "skills/observatory/dome-open/SKILL.md|wind < 35", "skills/observatory/dome-v2/SKILL.md|under 35 km/h", "", "number", "en", "< 35 km/h vs under 35 km/h"),
("agree", "Concession price", "memories/MEMORY.md|concession still $10", "projects/kho-site/notes/2026-10-05.md|A$10 concession", "", "price", "en", "'concession still $10' vs A$10"),
("unrelated", "Outreach kit camera vs main scope camera", "skills/outreach/school-visits/SKILL.md|ASI6200 outreach kit", "memories/MEMORY.md|QHY600M", "", "device", "en", "outreach kit, different instrument"),
("unrelated", "School ticket vs public night ticket", "skills/outreach/school-visits/SKILL.md|$6 per student", "memories/MEMORY.md|eighteen dollars", "", "price", "en", "school visit ticket, different event"),
("unrelated", "Weather-check cron vs SQM cron", "cron/jobs.json|0 16 * * 6", "cron/jobs.json|30 7 * * *", "", "time", "en", "different job"),
("unrelated", "Interpreter fee vs ticket", "skills/outreach/japan-tours/SKILL.md|A$120", "projects/kho-site/notes/2026-10-05.md|A$18", "", "price", "en-ja", "interpreter fee, not admission"),
]
