from common import Q, P
WS = "h5b-w2-claw-stack-esports"
LAYOUT = "claw-stack"
LANGS = ["en", "ja", "ko"]
DESC = "Team-ops agent for a Tokyo-based tactical-shooter esports org (Kestrel Nine): scrim schedule, coaching staff, bootcamp house, practice servers, scrim bot, sponsors, player contracts. Japanese staff write some sessions in Japanese; the Korean import player's agent writes a note in Korean."
F = {}
F["AGENTS.md"] = """# AGENTS.md

- Team ops assistant for Kestrel Nine (main roster + academy "K9 Academy")
- never post scrim results publicly, scrim partners are under NDA
- times are JST unless marked
- 日本語スタッフのメモはそのまま日本語で残す
"""
F["MEMORY.md"] = """# MEMORY.md — Kestrel Nine ops

> index only, details in docs/. last pruned 2026-11-18

| area | file | hook |
|---|---|---|
| schedule | docs/domain/schedule.md | scrims, VOD, curfew |
| roster & staff | docs/references/people.md | coaches, managers |
| contracts | docs/domain/contracts.md | players, per diem |
| infra | docs/references/infra.md | servers, scrim-bot, stream |
| sponsors | docs/references/sponsors.md | gear, jersey |
| travel | docs/patterns/travel.md | flights, visas |
| risks | docs/risks/leaks.md | scrim leaks |

quick:
- bootcamp house in Shibuya (4LDK), keys w/ team manager
- players paid on the 25th every month
- per diem on the road: ¥5,000/day
- main sponsor = Hoshino Energy (drinks + jersey chest)
"""
F["memory-map.md"] = """# memory-map

| Keyword | Category | File |
|---|---|---|
| scrim, スクリム, VOD, curfew, 門限 | domain | docs/domain/schedule.md |
| contract, 契約, per diem, 日当 | domain | docs/domain/contracts.md |
| coach, manager, コーチ | references | docs/references/people.md |
| server, ping, bot, port, twitch | references | docs/references/infra.md |
| sponsor, スポンサー, monitor | references | docs/references/sponsors.md |
| flight, visa | patterns | docs/patterns/travel.md |
| leak, NDA | risks | docs/risks/leaks.md |
"""
F["docs/domain/schedule.md"] = """---
title: Weekly schedule
keywords: [scrim, VOD, curfew, schedule]
created: 2025-01-14
last_used: 2026-05-02
---
# Schedule (main roster)

- scrims 19:00-22:00 JST, Mon-Fri, 2 blocks of 3 maps
- academy scrims 17:00-19:00 (before main, same PCs)
- VOD review weekly, Monday 14:00
- curfew 02:00 on scrim days, no exceptions before matches
- Sunday off
"""
F["docs/domain/contracts.md"] = """---
title: Player contracts
keywords: [contract, per diem, salary, buyout]
created: 2025-01-20
last_used: 2026-02-27
---
# Contracts

| player | role | until |
|---|---|---|
| aoi | duelist | 2027-01 |
| Jun (KR import) | controller | 2026-12 |
| mako | sentinel | 2026-12 |

- salary via bank transfer, 25th
- buyout clauses: ask GM, never tell other orgs
"""
F["docs/references/people.md"] = """---
title: Staff
keywords: [coach, manager, analyst, staff]
created: 2025-01-14
last_used: 2026-03-30
---
# Staff

- Head coach: Marco "Vex" Lindqvist (EN, Swedish)
- Academy coach: Tanabe Kei
- Team manager: 小池 美咲 (Koike Misaki)
- Analyst: Ryo (part-time)
"""
F["docs/references/infra.md"] = """---
title: Infra
keywords: [server, ping, bot, port, twitch, stream]
created: 2025-02-01
last_used: 2026-04-18
---
# Infra

- practice server: AWS Tokyo ap-northeast-1, custom lobby tool
- scrim-bot (Discord) on the team NUC
scrim_bot_port: 8088
- we stream scrims on Twitch (unlisted VOD, sub-only) for fans
- content creator channel `k9_hina` streams separately, her own rules
"""
F["docs/references/sponsors.md"] = """---
title: Sponsors & gear
keywords: [sponsor, monitor, mouse, jersey]
created: 2025-03-10
last_used: 2026-06-11
---
# Sponsors

- players' monitors: BenQ XL2566K (360Hz)
- analyst monitor: LG 27" 144Hz (office)
- mice: player choice, reimbursed up to ¥20,000
- jersey chest: Hoshino Energy; sleeve: open slot
"""
F["docs/patterns/travel.md"] = """---
title: Travel
keywords: [flight, visa, hotel]
created: 2025-04-02
last_used: 2026-09-01
---
# Travel

- flights >6h: premium economy, otherwise economy
- KR import needs nothing for JP (visa-free) but work visa for league matches — GM handles
- 2 players per room max
"""
F["docs/risks/leaks.md"] = """---
title: Scrim leak risk
keywords: [leak, NDA, scrim]
created: 2025-06-20
last_used: 2026-10-05
---
# Leaks

- 2026-10: partner team complained our Twitch scrim VOD showed their comps
- no screenshots of scrim scoreboards in public Discord
"""
F["tasks/lessons.md"] = """# Lessons

- 2025-11: Osaka LAN — bring own power strps, venue had 2 per team 😅
- 2026-06: VOD review right after losses goes badly; wait a night
- 2026-09: scrim-bot died when NUC updated Windows; pin updates
"""
F["tasks/todo.md"] = """# TODO

- [ ] update schedule.md (scrim start, VOD)
- [ ] staff list after coach change
- [ ] new bootcamp address → people.md + travel.md
"""
F["tasks/sessions/2026-03-09-server-move.md"] = """# Session 2026-03-09

- moved practice servers to Osaka region (ap-northeast-3) — Tokyo box kept hitting 40ms spikes
- ping from Shibuya ~6ms, fine
"""
F["tasks/sessions/2026-07-21-coach.md"] = """# Session 2026-07-21

- Marco left after Split 2 (family reasons). Head coach now Sasaki Ren (佐々木 蓮), was assistant at another org
- academy coach unchanged
- VOD review now twice a week (Mon + Thu), Ren's call
"""
F["tasks/sessions/2026-09-30-scrim-bot.md"] = """# Session 2026-09-30

- scrim-bot reinstalled after the Windows update mess
scrim_bot_port: 8090
- token rotated, stored in 1Password `K9 ops`
"""
F["tasks/sessions/2026-10-27-ブートキャンプ.md"] = """# セッション 2026-10-27（小池）

- ブートキャンプは中野に移転（11月から）。渋谷の家は10月末で解約
- スクリム開始を20時に変更、終了は23時。アカデミーは17時〜のまま
- 門限は1時に前倒し（Renコーチの方針）
- スクリムはもう配信しない。リーク問題のため Twitch 配信は停止
- モニターはBenQの360Hz、変更なし
- 日当は1日5千円のまま
"""
F["tasks/sessions/2026-11-12-jun.md"] = """# 세션 2026-11-12 (Jun 에이전트)

- 준 계약 만료 2026년 12월 — 에이전트가 재계약 조건 문의 중
- 급여 매달 25일 입금 확인
"""
F["tasks/sessions/2026-11-26-契約.md"] = """# セッション 2026-11-26

- Jun の契約は2027年6月まで延長で合意、サイン済み
- mako は予定通り12月で満了
"""
Qs = [
 Q("en", "What time do main-roster scrims kick off now?", [("tasks/sessions/2026-10-27-ブートキャンプ.md","スクリム開始を20時")], "ja"),
 Q("ja", "今のヘッドコーチは誰？", [("tasks/sessions/2026-07-21-coach.md","Head coach now Sasaki Ren")], "en"),
 Q("en", "Which AWS region are the practice servers in?", [("tasks/sessions/2026-03-09-server-move.md","ap-northeast-3")], "en"),
 Q("en", "Where's the bootcamp house these days?", [("tasks/sessions/2026-10-27-ブートキャンプ.md","中野に移転")], "ja"),
 Q("ja", "VODレビューは週何回やってる？", [("tasks/sessions/2026-07-21-coach.md","twice a week")], "en"),
 Q("en", "What port does the Discord scrim bot listen on?", [("tasks/sessions/2026-09-30-scrim-bot.md","scrim_bot_port: 8090")], "en"),
 Q("en", "Are scrims still streamed on Twitch?", [("tasks/sessions/2026-10-27-ブートキャンプ.md","スクリムはもう配信しない")], "ja"),
 Q("en", "What's the players' curfew on scrim nights?", [("tasks/sessions/2026-10-27-ブートキャンプ.md","門限は1時")], "ja"),
 Q("ko", "준 선수 계약 언제까지야?", [("tasks/sessions/2026-11-26-契約.md","2027年6月まで延長")], "ja"),
 Q("ja", "遠征中の日当はいくら？", [("MEMORY.md","per diem on the road"),("tasks/sessions/2026-10-27-ブートキャンプ.md","日当は1日5千円")], "en"),
 Q("en", "When do salaries hit players' accounts?", [("MEMORY.md","players paid on the 25th"),("docs/domain/contracts.md","salary via bank transfer"),("tasks/sessions/2026-11-12-jun.md","급여 매달 25일")], "en"),
 Q("en", "When does the academy squad practise?", [("docs/domain/schedule.md","academy scrims 17:00")], "en"),
 Q("ja", "選手のモニターの機種は？", [("docs/references/sponsors.md","players' monitors")], "en"),
 Q("en", "Who is the jersey chest sponsor?", [("docs/references/sponsors.md","jersey chest"),("MEMORY.md","main sponsor")], "en"),
 Q("en", "What class do we book for long-haul flights?", [("docs/patterns/travel.md","flights >6h")], "en"),
 Q("en", "Where is the scrim-bot token kept?", [("tasks/sessions/2026-09-30-scrim-bot.md","token rotated")], "en"),
]
Ps = [
 P("conflict","Main scrim start time",("docs/domain/schedule.md","scrims 19:00-22:00"),("tasks/sessions/2026-10-27-ブートキャンプ.md","スクリム開始を20時"),"b","time","en-ja","'scrims 19:00-22:00 JST' vs 'スクリム開始を20時に変更'"),
 P("conflict","Head coach",("tasks/sessions/2026-07-21-coach.md","Head coach now Sasaki Ren"),("docs/references/people.md","Head coach: Marco"),"a","person","en","'Head coach: Marco Vex' vs 'Marco left … Head coach now Sasaki Ren'"),
 P("conflict","Practice server region",("docs/references/infra.md","practice server: AWS Tokyo"),("tasks/sessions/2026-03-09-server-move.md","ap-northeast-3"),"b","place","en","'AWS Tokyo ap-northeast-1' vs 'moved … Osaka region (ap-northeast-3)'"),
 P("conflict","Bootcamp house location",("tasks/sessions/2026-10-27-ブートキャンプ.md","中野に移転"),("MEMORY.md","bootcamp house in Shibuya"),"a","place","en-ja","romanised 'Shibuya' in index vs '中野に移転…渋谷の家は解約'"),
 P("conflict","VOD review frequency",("docs/domain/schedule.md","VOD review weekly"),("tasks/sessions/2026-07-21-coach.md","twice a week"),"b","frequency","en","'weekly, Monday' vs 'now twice a week (Mon + Thu)'"),
 P("conflict","scrim-bot port (key: value, dates only)",("tasks/sessions/2026-09-30-scrim-bot.md","scrim_bot_port: 8090"),("docs/references/infra.md","scrim_bot_port: 8088"),"a","port","en","same key; infra.md last_used 2026-04-18 vs session file 2026-09-30"),
 P("conflict","Streaming scrims",("docs/references/infra.md","we stream scrims on Twitch"),("tasks/sessions/2026-10-27-ブートキャンプ.md","スクリムはもう配信しない"),"b","policy","en-ja","'we stream scrims on Twitch' vs 'もう配信しない'"),
 P("conflict","Curfew",("tasks/sessions/2026-10-27-ブートキャンプ.md","門限は1時"),("docs/domain/schedule.md","curfew 02:00"),"a","time","en-ja","'curfew 02:00' vs '門限は1時に前倒し'"),
 P("conflict","Jun's contract end",("tasks/sessions/2026-11-12-jun.md","준 계약 만료"),("tasks/sessions/2026-11-26-契約.md","2027年6月まで延長"),"b","date","ko-ja","Korean '만료 2026년 12월' vs newer Japanese '2027年6月まで延長'"),
 P("agree","Per diem",("MEMORY.md","per diem on the road"),("tasks/sessions/2026-10-27-ブートキャンプ.md","日当は1日5千円"),None,"price","en-ja","'¥5,000/day' vs '1日5千円'"),
 P("agree","Payday",("tasks/sessions/2026-11-12-jun.md","급여 매달 25일"),("MEMORY.md","players paid on the 25th"),None,"date","en-ko","'paid on the 25th' vs '매달 25일 입금'"),
 P("agree","Player monitors",("docs/references/sponsors.md","players' monitors"),("tasks/sessions/2026-10-27-ブートキャンプ.md","モニターはBenQ"),None,"product","en-ja","'BenQ XL2566K (360Hz)' vs 'BenQの360Hz、変更なし'"),
 P("agree","Main sponsor",("MEMORY.md","main sponsor"),("docs/references/sponsors.md","jersey chest"),None,"vendor","en","'main sponsor = Hoshino Energy (drinks + jersey chest)' vs 'jersey chest: Hoshino Energy'"),
 P("agree","Mako contract end",("docs/domain/contracts.md","| mako |"),("tasks/sessions/2026-11-26-契約.md","mako は予定通り"),None,"date","en-ja","table '2026-12' vs '予定通り12月で満了'"),
 P("unrelated","Scrim time, academy vs main",("docs/domain/schedule.md","academy scrims 17:00"),("tasks/sessions/2026-10-27-ブートキャンプ.md","スクリム開始を20時"),None,"time","en-ja","academy 17:00 vs main 20:00 — different roster"),
 P("unrelated","Coach, academy vs head",("docs/references/people.md","Academy coach"),("tasks/sessions/2026-07-21-coach.md","Head coach now Sasaki Ren"),None,"person","en","academy coach Tanabe vs head coach Sasaki — different role"),
 P("unrelated","Monitor, analyst vs players",("docs/references/sponsors.md","analyst monitor"),("docs/references/sponsors.md","players' monitors"),None,"product","en","LG 144Hz for analyst vs BenQ 360Hz for players"),
 P("unrelated","Twitch streaming, creator vs team",("docs/references/infra.md","content creator channel"),("tasks/sessions/2026-10-27-ブートキャンプ.md","スクリムはもう配信しない"),None,"policy","en-ja","creator channel streams separately vs team stopped streaming scrims"),
]
