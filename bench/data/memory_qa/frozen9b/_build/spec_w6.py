WS = "g06-openclaw-lighthouse-trust"
LAYOUT = "openclaw"
LANGS = ["en", "zh", "ko"]
DESC = "OpenClaw workspace of the volunteer manager at the Cape Morrow Lighthouse Trust (Cornwall): tower tours and prices, Fresnel lens restoration, heartbeat checks, volunteers, and an exchange with the Homigot lighthouse museum in Korea; the volunteer coordinator writes some notes in Chinese, the exchange page is Korean."
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md

- Session start: read SOUL.md, USER.md, MEMORY.md, then today's + yesterday's memory/YYYY-MM-DD.md
- Write daily notes to memory/YYYY-MM-DD.md. Project pages in memory/projects/
- Don't email donors without Helen's OK
"""
FILES["SOUL.md"] = """
# SOUL

Calm, practical, a bit dry. Heritage first, visitors second, admin third.
"""
FILES["IDENTITY.md"] = """
# IDENTITY

- Name: Keeper
- Emoji: 🗼
"""
FILES["USER.md"] = """
# USER

- Helen Treloar, volunteer manager & trustee. Lives in Penzance.
- Prefers bullet answers, £ amounts with pence.
- Works Mon/Wed/Fri at the light.
"""
FILES["TOOLS.md"] = """
# TOOLS
Updated: 2025-06-02

- booking_system: Ticketsolve
- volunteer rota: Google Sheet "rota-2025"
- email: trust gmail, label `visitors`
"""
FILES["HEARTBEAT.md"] = """
# HEARTBEAT

- check lantern-room humidity log every morning
- remind front desk: last tour 3:30pm
- if wind > 50 mph: cancel gallery access, post on Facebook
"""
FILES["MEMORY.md"] = """
# MEMORY

- Cape Morrow Lighthouse Trust, est. 1998. Light automated 1991, tower open Apr–Oct + Dec weekends.
- Dogs allowed on the grounds on a lead
- Sister light: Homigot (Pohang, KR), exchange since 2024
- Engine room: max 12 people
- Café closes 16:30 (run by the Pengelly family, not us)
- Dalian Laotieshan lighthouse contact: 王海 (email only)
- ⚠ Never let visitors touch the lens — oils etch the glass
"""
FILES["memory/projects/tours.md"] = """
# Tower tours
Updated: 2025-08-30

- Adult tower tour: £8
- Child tower tour: £4
- Last tour 16:00
- Max group size in lantern room: 8
- bookings: see memory/projects/bookings.md
"""
FILES["memory/projects/bookings.md"] = """
# Bookings
Updated: 2026-10-19

- booking_system: Bookwhen
- school groups book by email, not online
- refunds: up to 48h before, minus £1 fee
"""
FILES["memory/projects/lens-restoration.md"] = """
# First-order Fresnel lens restoration

- Fresnel lens work: Trinity House workshop, Harwich
- 1904 Chance Brothers lens, 16 panels, 2 cracked
- grant: Heritage Fund £48k (awarded 2025-11)
"""
FILES["memory/projects/sister-light.md"] = """
# 자매 등대 — 호미곶

- 호미곶 = Homigot, 포항
- 호미곶 등대박물관 교류 담당: 김태희 학예사
- 교류 방문: 2026년 10월, 호미곶 → 우리 (학예사 2명)
- 자료 교환: 사진 아카이브, 영문 번역은 우리 쪽
"""
FILES["memory/2025-09-14.md"] = """
# 2025-09-14

- end-of-season count: 6,112 visitors
- lens survey booked with Trinity House for Nov
"""
FILES["memory/2026-04-08.md"] = """
# 2026-04-08（林悦记）

- 最后一场导览从16:00提前到15:30，志愿者不够
- 灯室每批最多6人（消防检查后）
- 周六志愿者班需要 4 人
"""
FILES["memory/2026-08-22.md"] = """
# 2026-08-22

- we no longer allow dogs past the gate — fulmars nesting on the cliff path, ranger asked
- lantern room humidity only needs checking twice a week now (new dehumidifier in)
"""
FILES["memory/2026-11-27.md"] = """
# 2026-11-27

- tower tour now £9.50 for adults from 1 Jan (trustees agreed)
- lens contract moved to Stroud Optical — Trinity quote too slow
- new sign 'No dogs beyond this gate' ordered 🐕🚫
"""
FILES["memory/2026-11-30.md"] = """
# 2026-11-30

- Homigot exchange contact is now Seo Ji-won (Kim Tae-hee retired in Oct)
- 호미곶交流访问推迟到2027年5月（对方预算）— 林悦
- 成人塔楼票明年起 9.50 英镑，海报要改
- Stroud Optical collect the lens panels 8 Dec
"""
D = "memory/"; T = D+"projects/tours.md"; L = D+"projects/lens-restoration.md"; SL = D+"projects/sister-light.md"
Q = [
 ("en", "How much is an adult ticket for the tower tour going to be?", [(D+"2026-11-27.md", "tower tour now £9.50"), (D+"2026-11-30.md", "成人塔楼票")], "en"),
 ("zh", "成人塔楼导览票多少钱？", [(D+"2026-11-27.md", "tower tour now £9.50"), (D+"2026-11-30.md", "成人塔楼票")], "zh"),
 ("en", "What time is the last tower tour?", [(D+"2026-04-08.md", "最后一场导览"), ("HEARTBEAT.md", "last tour 3:30pm")], "zh"),
 ("en", "Can visitors bring their dog?", [(D+"2026-08-22.md", "we no longer allow dogs"), (D+"2026-11-27.md", "No dogs beyond")], "en"),
 ("ko", "호미곶 쪽 교류 담당자가 지금 누구예요?", [(D+"2026-11-30.md", "Seo Ji-won")], "en"),
 ("en", "Who's restoring the Fresnel lens now?", [(D+"2026-11-27.md", "Stroud Optical —"), (D+"2026-11-30.md", "Stroud Optical collect")], "en"),
 ("en", "Which system do we take tour bookings in?", [("memory/projects/bookings.md", "booking_system")], "en"),
 ("ko", "호미곶 교류 방문은 언제로 잡혀 있어요?", [(D+"2026-11-30.md", "推迟到2027年5月")], "zh"),
 ("en", "How often should someone check the lantern room humidity?", [(D+"2026-08-22.md", "twice a week")], "en"),
 ("en", "How many people can go up into the lantern room at once?", [(D+"2026-04-08.md", "灯室每批最多6人")], "zh"),
 ("zh", "发动机房一次最多几个人？", [("MEMORY.md", "Engine room")], "en"),
 ("en", "How big was the grant for the lens?", [(L, "Heritage Fund")], "en"),
 ("en", "How many volunteers do we need on a Saturday shift?", [(D+"2026-04-08.md", "周六志愿者班")], "zh"),
 ("en", "What do we do when the wind is very strong?", [("HEARTBEAT.md", "wind > 50 mph")], "en"),
 ("zh", "我们的韩国姐妹灯塔在哪里？", [("MEMORY.md", "Sister light"), (SL, "호미곶 = Homigot")], "en"),
]
P = [
 ("conflict", "Adult tower tour price", (T, "Adult tower tour"), (D+"2026-11-27.md", "tower tour now £9.50"), "b", "price", "en", "topic '£8' vs daily 'now £9.50 for adults from 1 Jan'"),
 ("conflict", "Last tour time", (D+"2026-04-08.md", "最后一场导览"), (T, "Last tour 16:00"), "a", "time", "en-zh", "Chinese '从16:00提前到15:30' vs English topic 'Last tour 16:00'"),
 ("conflict", "Dogs on site", ("MEMORY.md", "Dogs allowed"), (D+"2026-08-22.md", "we no longer allow dogs"), "b", "policy", "en", "'Dogs allowed on a lead' vs negation 'we no longer allow dogs past the gate'"),
 ("conflict", "Homigot exchange contact", (D+"2026-11-30.md", "Seo Ji-won"), (SL, "교류 담당"), "a", "person", "en-ko", "Korean '김태희 학예사' vs English 'now Seo Ji-won (Kim Tae-hee retired)'"),
 ("conflict", "Lens restoration contractor", (L, "Fresnel lens work"), (D+"2026-11-27.md", "Stroud Optical —"), "b", "vendor", "en", "'Trinity House workshop, Harwich' vs 'moved to Stroud Optical'"),
 ("conflict", "Booking system", ("memory/projects/bookings.md", "booking_system"), ("TOOLS.md", "booking_system"), "a", "system", "en", "same key booking_system Bookwhen vs Ticketsolve; recency only from 'Updated:' lines (2026-10-19 vs 2025-06-02)"),
 ("conflict", "Homigot visit date", (SL, "교류 방문"), (D+"2026-11-30.md", "推迟到2027年5月"), "b", "date", "zh-ko", "Korean '2026년 10월' vs Chinese '推迟到2027年5月'"),
 ("conflict", "Lantern-room humidity check frequency", (D+"2026-08-22.md", "twice a week"), ("HEARTBEAT.md", "every morning"), "a", "frequency", "en", "'every morning' vs 'only twice a week now'"),
 ("conflict", "Lantern room group size", (T, "Max group size"), (D+"2026-04-08.md", "灯室每批最多6人"), "b", "count", "en-zh", "English 'max 8' vs Chinese '每批最多6人（消防检查后）'"),
 ("agree", "Adult price £9.50", (D+"2026-11-30.md", "成人塔楼票"), (D+"2026-11-27.md", "tower tour now £9.50"), None, "price", "en-zh", "'9.50 英镑' vs '£9.50'"),
 ("agree", "No dogs", (D+"2026-11-27.md", "No dogs beyond"), (D+"2026-08-22.md", "we no longer allow dogs"), None, "policy", "en", "sign ordered vs policy line"),
 ("agree", "Sister light location", ("MEMORY.md", "Sister light"), (SL, "호미곶 = Homigot"), None, "place", "en-ko", "'Homigot (Pohang, KR)' vs '호미곶 = Homigot, 포항'"),
 ("agree", "Last tour 15:30", ("HEARTBEAT.md", "last tour 3:30pm"), (D+"2026-04-08.md", "最后一场导览"), None, "time", "en-zh", "'3:30pm' vs '15:30'"),
 ("agree", "Stroud Optical has the lens", (D+"2026-11-30.md", "Stroud Optical collect"), (D+"2026-11-27.md", "Stroud Optical —"), None, "vendor", "en", "collection date vs contract moved, same contractor"),
 ("unrelated", "Tour price, child vs adult", (T, "Child tower tour"), (D+"2026-11-27.md", "tower tour now £9.50"), None, "price", "en", "child £4 vs adult £9.50"),
 ("unrelated", "Closing time, café vs tours", ("MEMORY.md", "Café closes"), ("HEARTBEAT.md", "last tour 3:30pm"), None, "time", "en", "café 16:30 vs last tour 15:30"),
 ("unrelated", "Lighthouse contact, China vs Korea", ("MEMORY.md", "Dalian"), (D+"2026-11-30.md", "Seo Ji-won"), None, "person", "en-zh", "Laotieshan contact 王海 vs Homigot contact Seo Ji-won"),
 ("unrelated", "Group size, engine room vs lantern room", ("MEMORY.md", "Engine room"), (D+"2026-04-08.md", "灯室每批最多6人"), None, "count", "en-zh", "engine room 12 vs lantern room 6"),
]
