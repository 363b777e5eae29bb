WS = "g05-hermes-organ-workshop"
LAYOUT = "hermes"
LANGS = ["en", "ko"]
DESC = "Hermes agent home of a small tracker-organ building workshop (Aldridge Organ Works, Vermont): § memory entries, user profile, skills (pipe metal, humidity, temperament, quotes), cron, and project notes for a Seoul chapel organ (Op. 42, Korean notes) and a church restoration."
FILES = {}
FILES["SOUL.md"] = """
You are the workshop assistant of Aldridge Organ Works. Be brief. Quote numbers with units.
Korean project notes stay in Korean; answer Martin in English.
"""
FILES["config.yaml"] = """
model: hermes-4-70b
memory:
  memory_char_limit: 2200
  user_char_limit: 1375
timezone: America/New_York
"""
FILES["cron/jobs.json"] = """
{
  "jobs": [
    {"name": "humidity-report", "schedule": "0 7 * * *", "prompt": "Run the humidity-check skill; alert if RH outside 50 ± 5%"},
    {"name": "pipe-metal-stock", "schedule": "0 8 1 * *", "prompt": "Check pipe metal stock against open opus list"}
  ]
}
"""
FILES["memories/MEMORY.md"] = """Workshop: Aldridge Organ Works, Brattleboro VT. Mechanical-action (tracker) organs only.
§
Pipe metal: 75% tin sheets from Laukhuff, cast in-house for small pipes.
§
2026-09-04: we no longer buy pipe metal from Laukhuff (they stopped casting) — Killinger supplies it since Sept.
§
2026-10-30: shop RH target now 50% (new white oak stock is drier).
§
Seoul op.42 tuning: Kellner temperament.
§
Seoul op.42: 2 manuals + pedal, 18 stops, for a chapel in Mapo-gu.
§
2026-07-12: house pitch for new instruments now a'=442 Hz (was 440).
§
Voicer for op.42: Hannah Lee.
§
Op.42 ships by sea container from Boston, ~5 weeks door to door.
§
2026-10-15: per-stop estimate raised to forty-two thousand dollars for new trackers.
§
2026-11-02: humidity report moved to Mondays only; daily was noise.
§
St Brendan's (Keene) restoration: reinstall 2026-12-14. Voicing there: Martin himself."""
FILES["memories/USER.md"] = """Martin Aldridge, owner & head builder. Prefers short answers, inches for wood, mm for pipes.
§
Bookkeeping by his wife Carol; invoices go through her."""
FILES["skills/workshop/pipe-metal-order/SKILL.md"] = """
---
name: pipe-metal-order
description: Order sheet pipe metal for an opus
version: 1.1.0
---
# Pipe metal order

- order from Killinger (Freiberg am Neckar), email orders@ only
- specify tin % and thickness in mm per rank
- lead time ~8 weeks, ship by air freight for < 200 kg
"""
FILES["skills/workshop/humidity-check/SKILL.md"] = """
---
name: humidity-check
description: Read shop hygrometers and report
version: 1.0.2
---
# Humidity check

- read 3 hygrometers (voicing room, wood shop, assembly hall)
- target RH 45% ±5 in all rooms
- log to sheet `rh-log`; if wood shop > 60% run dehumidifier 2
"""
FILES["skills/tuning/temperament/SKILL.md"] = """
---
name: temperament
description: Set temperament and pitch for a new instrument
version: 1.0.0
---
# Temperament

- house pitch: a' = 440 Hz at 18°C
- lay the bearings on the Principal 4'
- check thirds C–E, G–B against the chosen table
"""
FILES["skills/clients/quote/SKILL.md"] = """
---
name: quote
description: Rough quote for a new organ
version: 1.0.1
---
# Quote

- Per-stop estimate for new tracker organs: $38,000
- add case design flat fee $25k
- shipping overseas quoted separately
"""
FILES["projects/seoul-chapel-op42/AGENTS.md"] = """
# Op.42 서울 마포 채플

- 규모: 2단 수동건반 + 페달, 18스톱
- 설치일: 2027년 3월 첫째 주 (교회 측 요청)
- 현지 연락: 최은정 집사 (시설 담당)
- 보스턴에서 해상 컨테이너, 약 35일 소요
"""
FILES["projects/seoul-chapel-op42/notes/2026-05-20.md"] = """
# 2026-05-20 화상회의 (서울)

- Op.42 조율법: Kellner 대신 Vallotti로 변경 (오르가니스트 요청)
- 피치 442Hz 그대로 OK
- 보이싱 담당: 이한나 → 박준호 (한나씨 육아휴직)
"""
FILES["projects/seoul-chapel-op42/notes/2026-11-18.md"] = """
# 2026-11-18 Seoul call

- Seoul install pushed to mid-April 2027 — chapel floor work late
- labour_rate: $95/h (on-site, Seoul)
- apprentice_rate: $40/h
- 최은정 집사 says power on site is 220 V, need transformer for blower
"""
FILES["projects/st-brendan-restoration/notes/2025-10-02.md"] = """
# 2025-10-02 St Brendan's survey

- labour_rate: $85/h
- church RH at St Brendan's runs 35% in winter — humidifier needed before reinstall
- 1894 Hook & Hastings, 14 stops, leathers shot
"""
M = "memories/MEMORY.md"; K = "projects/seoul-chapel-op42/"; N1 = K+"notes/2026-05-20.md"; N2 = K+"notes/2026-11-18.md"; SB = "projects/st-brendan-restoration/notes/2025-10-02.md"
Q = [
 ("en", "Who supplies our pipe metal now?", [(M, "we no longer buy pipe metal"), ("skills/workshop/pipe-metal-order/SKILL.md", "order from Killinger")], "en"),
 ("en", "What relative humidity should the shop be kept at?", [(M, "shop RH target now 50%")], "en"),
 ("ko", "서울 채플 오르간 설치 언제예요?", [(N2, "Seoul install pushed")], "en"),
 ("en", "Which temperament is the Seoul organ getting?", [(N1, "Vallotti")], "ko"),
 ("en", "What pitch do we tune new instruments to?", [(M, "a'=442 Hz"), (N1, "피치 442Hz")], "en"),
 ("en", "Who is voicing Op. 42?", [(N1, "박준호")], "ko"),
 ("en", "What's the hourly labour rate for on-site work?", [(N2, "labour_rate")], "en"),
 ("en", "How many days do we ship on the boat to Korea?", [(M, "~5 weeks door to door"), (K+"AGENTS.md", "약 35일")], "en"),
 ("ko", "새 오르간 스톱당 견적 얼마로 잡아요?", [(M, "forty-two thousand")], "en"),
 ("en", "How often does the humidity report run?", [(M, "Mondays only")], "en"),
 ("ko", "Op.42는 건반 몇 단, 스톱 몇 개예요?", [(K+"AGENTS.md", "2단 수동건반"), (M, "2 manuals + pedal")], "ko"),
 ("en", "Who is our on-site contact at the Seoul chapel?", [(K+"AGENTS.md", "현지 연락")], "ko"),
 ("en", "When does St Brendan's organ go back in?", [(M, "reinstall 2026-12-14")], "en"),
 ("en", "What's the lead time on a pipe metal order?", [("skills/workshop/pipe-metal-order/SKILL.md", "lead time")], "en"),
 ("en", "Who handles invoices?", [("memories/USER.md", "Bookkeeping by his wife Carol")], "en"),
]
P = [
 ("conflict", "Pipe metal supplier", (M, "Pipe metal: 75% tin"), (M, "we no longer buy pipe metal"), "b", "vendor", "en", "§ entry 'from Laukhuff' vs dated entry 'we no longer buy from Laukhuff — Killinger'"),
 ("conflict", "Shop RH target", (M, "shop RH target now 50%"), ("skills/workshop/humidity-check/SKILL.md", "target RH 45%"), "a", "percentage", "en", "memory entry '50%' vs skill 'target RH 45%'"),
 ("conflict", "Seoul install date", (K+"AGENTS.md", "설치일"), (N2, "Seoul install pushed"), "b", "date", "en-ko", "Korean '2027년 3월 첫째 주' vs English note 'pushed to mid-April 2027'"),
 ("conflict", "Op.42 temperament", (N1, "Vallotti"), (M, "Seoul op.42 tuning"), "a", "method", "en-ko", "English § 'Kellner' vs Korean 'Kellner 대신 Vallotti로 변경'"),
 ("conflict", "House pitch", ("skills/tuning/temperament/SKILL.md", "house pitch"), (M, "a'=442 Hz"), "b", "frequency_hz", "en", "skill 'a' = 440 Hz' vs entry 'now a'=442 Hz (was 440)'"),
 ("conflict", "On-site labour rate", (N2, "labour_rate"), (SB, "labour_rate"), "a", "price", "en", "same key labour_rate $95/h vs $85/h; recency only from file-name dates"),
 ("conflict", "Op.42 voicer", (M, "Voicer for op.42"), (N1, "박준호"), "b", "person", "en-ko", "'Hannah Lee' vs Korean '이한나 → 박준호'"),
 ("conflict", "Humidity report schedule", (M, "Mondays only"), ("cron/jobs.json", "humidity-report"), "a", "frequency", "en", "cron job line daily '0 7 * * *' vs § entry 'moved to Mondays only'"),
 ("conflict", "Per-stop estimate", ("skills/clients/quote/SKILL.md", "Per-stop estimate"), (M, "forty-two thousand"), "b", "price", "en", "'$38,000' vs 'forty-two thousand dollars' (number in words)"),
 ("agree", "Op.42 size", (M, "2 manuals + pedal"), (K+"AGENTS.md", "2단 수동건반"), None, "size", "en-ko", "'2 manuals + pedal, 18 stops' vs '2단 수동건반 + 페달, 18스톱'"),
 ("agree", "RH 50%", ("cron/jobs.json", "alert if RH"), (M, "shop RH target now 50%"), None, "percentage", "en", "'50 ± 5%' vs 'now 50%'"),
 ("agree", "Pitch 442", (N1, "피치 442Hz"), (M, "a'=442 Hz"), None, "frequency_hz", "en-ko", "'442Hz' vs 'a'=442 Hz'"),
 ("agree", "Sea shipping time", (M, "~5 weeks door to door"), (K+"AGENTS.md", "약 35일"), None, "duration", "en-ko", "'~5 weeks' vs '약 35일'"),
 ("agree", "Killinger supplies pipe metal", ("skills/workshop/pipe-metal-order/SKILL.md", "order from Killinger"), (M, "we no longer buy pipe metal"), None, "vendor", "en", "skill 'order from Killinger' vs memory entry 'Killinger supplies it'"),
 ("unrelated", "Hourly rate, apprentice vs labour", (N2, "apprentice_rate"), (N2, "labour_rate"), None, "price", "en", "apprentice $40/h vs labour $95/h"),
 ("unrelated", "Install date, other project", (M, "reinstall 2026-12-14"), (N2, "Seoul install pushed"), None, "date", "en", "St Brendan's reinstall vs Seoul install"),
 ("unrelated", "Voicer, other organ", (M, "Voicing there: Martin"), (N1, "박준호"), None, "person", "en-ko", "St Brendan voicing Martin vs Op.42 voicer 박준호"),
 ("unrelated", "RH, church vs shop", (SB, "church RH"), (M, "shop RH target now 50%"), None, "percentage", "en", "St Brendan's church 35% in winter vs shop target 50%"),
]
