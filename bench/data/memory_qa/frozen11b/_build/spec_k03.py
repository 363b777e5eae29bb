WS = "k03-three-layer-tidal-site"
LAYOUT = "3-layer"
LANGS = ["en", "zh", "ko"]
DESC = "Operations assistant for the Calder Narrows tidal-energy test site (grid-connected test berths, SCADA, workboats, ROV dives); a Zhoushan developer team writes daily notes in Chinese, a Korean blade supplier's contact lines are in Korean."
FILES = {
"MEMORY.md": """
# MEMORY — Calder Narrows Tidal Test Centre

Index. Topic files in memory/, daily notes memory/YYYY-MM-DD.md. Keep short. Last tidy: 2026-11-30.

## Topics
- memory/berths.md — who is on which berth, fees
- memory/scada.md — historian, ports, links
- memory/marine-ops.md — workboat, dive windows, ROV
- memory/environment.md — licence conditions, hydrophones
- memory/people.md — site staff, developer contacts
- notes/glossary.md — 中英对照术语

## Now
- 4 berths, 2 occupied (B1 Orbis, B4 Haineng HN-300); B2 + B3 free
- acting site mgr: Callum R. (Fiona on leave → Mar 2027)
- berth fee £19.5k/mo since Oct
- ROV dives: slack ±30 min only
""",
"memory/berths.md": """
---
title: Test berths
keywords: [berth, developer, fee, turbine]
created: 2025-01-14
last_used: 2026-04-09
---
# Berths

| Berth | Depth | Developer | Device |
|---|---|---|---|
| B1 | 32 m | Orbis Tidal | O-2 floating |
| B2 | 38 m | 舟山海能 Haineng | HN-300 seabed |
| B3 | 41 m | — | — |
| B4 | 45 m | — | — |

- berth fee: £18,000 per month, incl. grid export up to 2 MW
- export cable per berth: 11 kV
""",
"memory/scada.md": """
---
title: SCADA & data
keywords: [scada, historian, opc ua, port, backup link]
created: 2025-01-20
last_used: 2025-11-03
---
# SCADA

- historian: Ignition on `cn-hist01`
- historian_port: 4840
- backup link: Iridium Certus 200 from the substation roof
- data to developers: nightly SFTP drop, 02:00 UTC
""",
"memory/marine-ops.md": """
---
title: Marine operations
keywords: [workboat, vessel, dive, slack water, ROV]
created: 2025-02-02
last_used: 2026-03-21
---
# Marine ops

- workboat: MV Skua, chartered from Orca Marine (day rate in contract folder)
- ROV / diver ops only at slack water ±45 min
- weather limit: Hs 1.5 m for crew transfer
- harbour: Stromvik pier, pontoon C
""",
"memory/environment.md": """
---
title: Environment & licence
keywords: [licence, hydrophone, mammal, noise]
created: 2025-01-14
last_used: 2026-02-27
---
# Environment

- marine licence ML-2025-0417, renew by 2027-06
- hydrophone sweep: weekly, Tuesdays, 2 drifting units
- mammal observer on board for any piling
""",
"memory/people.md": """
---
title: People
keywords: [site manager, contact, developer]
created: 2025-01-14
last_used: 2026-05-30
---
# People

- Site manager: Fiona Drever
- SCADA engineer: Ewan Sinclair
- Orbis Tidal PM: Hannah Okafor
- 海能现场负责人：陈立群
- Hanbit Ocean (블레이드 공급) 현장 담당: 정수민 과장
""",
"memory/2025-06-11.md": """
# 2025-06-11

- Orbis O-2 back on B1 after bearing swap
- Skua day rate renegotiated, still Orca
- glossary updated with 海能 terms
""",
"memory/2026-05-19.md": """
# 2026-05-19

- Hanbit 담당자 변경 알림 받음 — new site contact is Kang Tae-yang (강태양), 정수민 moved to HQ
- blade inspection booked for June
""",
"memory/2026-07-08.md": """
# 2026-07-08

- export cables re-terminated on all berths: now 33 kV (old 11 kV kit removed)
- historian_port: 4843
- reason: OPC UA over TLS on the new port, 4840 closed on the firewall
""",
"memory/2026-09-02.md": """
# 2026-09-02

- 我们不再使用 Iridium 卫星备份链路，备份改为 Starlink（变电站屋顶）
- 工作船改用 Northlight Marine 的 "Fulmar"，Orca 合同到期不续
- 夜间数据 SFTP 时间不变
""",
"memory/2026-10-14.md": """
# 2026-10-14

- HN-300 已从2号泊位移到4号泊位（更深，流速更大）
- B2 现在空着，等下一家开发商
- berth fee raised to £19,500/month from 1 Oct (board approved)
""",
"memory/2026-11-20.md": """
# 2026-11-20

- licence variation approved: hydrophone sweeps now every other week, still 2 units
- slack window for ROV/diver ops cut to ±30 min after the Oct near-miss
- Fiona on leave until Mar 2027 — acting site manager is Callum Rendall
""",
"memory/2026-12-02.md": """
# 2026-12-02

- Starlink link stable 14 days, no drops
- Orbis asked about B3 for a second device (2027)
- crew transfer limit Hs 1.5 m unchanged
- Chen Liqun still Haineng's lead on site, will handle the B4 ROV dives
""",
"notes/glossary.md": """
# 术语 glossary

- 泊位 = berth
- 平潮 = slack water
- 水听器 = hydrophone
- 블레이드 = blade
""",
"tasks/lessons.md": """
# Lessons

- 2025-09: always cross-check the tide table with the ADCP, the published slack was 20 min off
- 2026-10: near-miss at B4 — diver still down when the flood picked up. Hence shorter slack window.
- 2026-06: 海能的日报用中文写，翻译前别删原文
""",
"tasks/todo.md": """
# TODO

- [ ] update berths.md (HN-300 on B4, new fee)
- [ ] scada.md still says Iridium
- [ ] marine-ops.md: Fulmar contract, slack ±30
""",
}
QUESTIONS = [
 ("en", "Which berth is the Haineng HN-300 on at the moment?", ["memory/2026-10-14.md::HN-300 已从2号泊位移到4号泊位", "MEMORY.md::4 berths, 2 occupied"], "zh"),
 ("zh", "海能的设备现在在几号泊位？", ["memory/2026-10-14.md::HN-300 已从2号泊位移到4号泊位", "MEMORY.md::4 berths, 2 occupied"], "zh"),
 ("en", "What voltage are the berth export cables?", ["memory/2026-07-08.md::now 33 kV"], "en"),
 ("en", "What port does the historian listen on?", ["memory/2026-07-08.md::historian_port"], "en"),
 ("zh", "现在备份通信链路用的是什么？", ["memory/2026-09-02.md::我们不再使用 Iridium"], "zh"),
 ("en", "Which boat do we use for crew transfers now, and from whom?", ["memory/2026-09-02.md::工作船改用"], "zh"),
 ("en", "How long around slack water can divers or the ROV work?", ["memory/2026-11-20.md::slack window for ROV", "MEMORY.md::ROV dives: slack"], "en"),
 ("en", "How often do we do the hydrophone sweep?", ["memory/2026-11-20.md::hydrophone sweeps now every other week"], "en"),
 ("en", "Who's in charge of the site right now?", ["memory/2026-11-20.md::acting site manager is Callum", "MEMORY.md::acting site mgr"], "en"),
 ("ko", "한빛오션 현장 담당자가 누구예요?", ["memory/2026-05-19.md::new site contact is Kang Tae-yang"], "en"),
 ("en", "What does a developer pay per month for a berth?", ["memory/2026-10-14.md::berth fee raised", "MEMORY.md::berth fee £19.5k"], "en"),
 ("zh", "泊位费一个月多少钱？", ["memory/2026-10-14.md::berth fee raised", "MEMORY.md::berth fee £19.5k"], "en"),
 ("en", "What's the wave height limit for transferring crew?", ["memory/marine-ops.md::weather limit", "memory/2026-12-02.md::crew transfer limit"], "en"),
 ("en", "When does our marine licence need renewing?", ["memory/environment.md::marine licence ML-2025-0417"], "en"),
 ("en", "Who is the Haineng person on site?", ["memory/people.md::海能现场负责人", "memory/2026-12-02.md::Chen Liqun still"], "zh"),
 ("zh", "为什么平潮作业窗口缩短了？", ["tasks/lessons.md::near-miss at B4", "memory/2026-11-20.md::slack window for ROV"], "en"),
]
PAIRS = [
 ("conflict", "Berth of HN-300", "memory/berths.md::| B2 |", "memory/2026-10-14.md::HN-300 已从2号泊位移到4号泊位", "b", "place", "en-zh", "table row 'B2 | 舟山海能 | HN-300' vs Chinese daily note '已从2号泊位移到4号泊位'"),
 ("conflict", "Export cable voltage", "memory/2026-07-08.md::now 33 kV", "memory/berths.md::export cable per berth", "a", "number", "en", "'re-terminated ... now 33 kV' vs 'export cable per berth: 11 kV'"),
 ("conflict", "Historian port", "memory/scada.md::historian_port", "memory/2026-07-08.md::historian_port", "b", "port", "en", "same key historian_port 4840 vs 4843; recency from topic last_used 2025-11-03 vs daily file name 2026-07-08"),
 ("conflict", "Backup comms link", "memory/2026-09-02.md::我们不再使用 Iridium", "memory/scada.md::backup link: Iridium", "a", "vendor", "en-zh", "Chinese negation '不再使用 Iridium … 改为 Starlink' vs English 'backup link: Iridium Certus 200'"),
 ("conflict", "Workboat charter", "memory/marine-ops.md::workboat: MV Skua", "memory/2026-09-02.md::工作船改用", "b", "vendor", "en-zh", "'MV Skua from Orca Marine' vs '改用 Northlight Marine 的 Fulmar'"),
 ("conflict", "Slack-water window", "memory/2026-11-20.md::slack window for ROV", "memory/marine-ops.md::slack water ±45", "a", "duration", "en", "'cut to ±30 min' vs 'slack water ±45 min'"),
 ("conflict", "Hydrophone sweep frequency", "memory/environment.md::hydrophone sweep: weekly", "memory/2026-11-20.md::hydrophone sweeps now every other week", "b", "frequency", "en", "'weekly, Tuesdays' vs 'now every other week'"),
 ("conflict", "Berth fee", "memory/2026-10-14.md::berth fee raised", "memory/berths.md::berth fee: £18,000", "a", "price", "en", "'£19,500/month from 1 Oct' vs '£18,000 per month'"),
 ("conflict", "Site manager", "memory/people.md::Site manager: Fiona", "memory/2026-11-20.md::acting site manager is Callum", "b", "person", "en", "'Site manager: Fiona Drever' vs 'Fiona on leave … acting Callum Rendall'"),
 ("conflict", "Hanbit Ocean site contact", "memory/2026-05-19.md::new site contact is Kang Tae-yang", "memory/people.md::Hanbit Ocean", "a", "person", "en-ko", "mixed ko/en daily 'new site contact is Kang Tae-yang (강태양)' vs Korean topic '현장 담당: 정수민 과장'"),
 ("agree", "HN-300 berth", "MEMORY.md::4 berths, 2 occupied", "memory/2026-10-14.md::HN-300 已从2号泊位移到4号泊位", None, "place", "en-zh", "'B4 Haineng HN-300' = '移到4号泊位'"),
 ("agree", "Berth fee", "MEMORY.md::berth fee £19.5k", "memory/2026-10-14.md::berth fee raised", None, "price", "en", "'£19.5k/mo since Oct' = '£19,500/month from 1 Oct'"),
 ("agree", "Slack window", "MEMORY.md::ROV dives: slack", "memory/2026-11-20.md::slack window for ROV", None, "duration", "en", "'slack ±30 min only' = 'cut to ±30 min'"),
 ("agree", "Crew transfer limit", "memory/marine-ops.md::weather limit", "memory/2026-12-02.md::crew transfer limit", None, "number", "en", "'Hs 1.5 m' = 'Hs 1.5 m unchanged'"),
 ("agree", "Haineng site lead", "memory/people.md::海能现场负责人", "memory/2026-12-02.md::Chen Liqun still", None, "person", "en-zh", "'海能现场负责人：陈立群' = 'Chen Liqun still Haineng\'s lead on site' (Hanzi vs pinyin)"),
 ("unrelated", "Occupant of a different berth", "memory/berths.md::| B1 |", "memory/2026-10-14.md::HN-300 已从2号泊位移到4号泊位", None, "place", "en-zh", "B1 Orbis O-2 vs HN-300 on B4"),
 ("unrelated", "Other person's role", "memory/people.md::SCADA engineer", "memory/2026-11-20.md::acting site manager is Callum", None, "person", "en", "SCADA engineer Ewan vs acting site manager Callum"),
 ("agree", "Nightly data drop time", "memory/scada.md::data to developers", "memory/2026-09-02.md::夜间数据 SFTP", None, "time", "en-zh", "'nightly SFTP drop, 02:00 UTC' = '夜间数据 SFTP 时间不变'"),
 ("unrelated", "Contact at a different developer", "memory/people.md::Orbis Tidal PM", "memory/2026-05-19.md::new site contact is Kang Tae-yang", None, "person", "en", "Orbis PM Hannah Okafor vs Hanbit site contact Kang Tae-yang"),
 ("unrelated", "Depth of another berth", "memory/berths.md::| B3 |", "memory/berths.md::| B4 |", None, "number", "en", "B3 41 m vs B4 45 m"),
]
