WS = "h7a-w05-hermes-fishfarm"
LAYOUT = "hermes"
LANGS = ["en", "ko", "ja"]
DESC = "Hermes agent for the ops manager of a land-based olive-flounder (넙치/광어, ヒラメ) farm on Jeju: tanks, water quality, feed, vets, harvest and the Japanese buyer. English memory with Korean staff notes and Japanese buyer lines."
def SK(name, desc, ver):
    return f"---\nname: {name}\ndescription: {desc}\nversion: {ver}\n---\n"
FILES = {
"SOUL.md": """# SOUL
You are Hermes, the farm's quiet ops helper. Fish welfare first, paperwork second. Ask before changing any dosing.
""",
"config.yaml": """model:
  provider: openrouter
  default: anthropic/claude-sonnet-4
memory:
  memory_enabled: true
  user_profile_enabled: true
  memory_char_limit: 2200
  user_char_limit: 1375
""",
"cron/jobs.json": """{
  "jobs": [
    {"id": "do-check", "schedule": "0 */4 * * *", "skill": "water-check", "deliver": "telegram"},
    {"id": "feed-report", "schedule": "0 19 * * *", "prompt": "summarise today's feed per tank block", "deliver": "telegram"}
  ]
}
""",
"memories/MEMORY.md": """Farm: Haenam Blue Aqua, Gujwa-eup, Jeju. 48 tanks, blocks A–D. Species: olive flounder (광어).
§
Feed supplier: Suhyup Feed, EP pellets 5 mm for grow-out.
§
2026-04-11: feed supplier changed — 이제 사료는 CJ Feed&Care 에서 받음 (Suhyup 가격 인상).
§
Vet: Dr. Oh Hyerin, Jeju Fish Health Center, visits every 2 weeks.
§
2026-09-02: vet visits now weekly, all year (after the Aug die-off), Dr. Oh still.
§
Japanese buyer: 福岡の丸福水産, contact 森さん. Ships live fish by air from Jeju.
§
Harvest size target: 1.2 kg.
§
2026-10-30: 丸福水産 wants 1.0 kg fish now (restaurant demand), harvest target lowered.
§
2026-06-20: grow-out tanks fed three times a day now (07:00/12:00/17:00) — CJ pellets are smaller.
§
Block D is the quarantine block — never move fish out without vet OK.
§
""",
"memories/USER.md": """Name: Minji Kang. Ops manager. Timezone Asia/Seoul.
§
Writes in English, staff notes come in Korean; reply in English unless quoting staff.
§
Prefers numbers first: DO, temp, mortality.
§
""",
"skills/farm/water-check/SKILL.md": SK("water-check", "Read DO/temp sensors and alert on thresholds", "2.1.0") + """# Water check

Updated: 2026-08-20
- DO alarm threshold: below 5.0 mg/L (raised from 4.5 after the Aug die-off)
- Temp alarm above 25°C
- Sensor gateway: http://10.20.0.5:8086 (InfluxDB)
- Block D (quarantine) is checked separately, alarm at 5.5 mg/L
- Temp alarm for Block D: above 23°C
""",
"skills/farm/feeding/SKILL.md": SK("feeding", "Daily feed plan per block", "1.4.0") + """# Feeding

Updated: 2025-06-01
- grow-out feeding: twice a day, 08:00 and 16:00
- feed rate ~1% body weight/day in summer
- stop feeding 24 h before harvest
""",
"skills/farm/harvest-ship/SKILL.md": SK("harvest-ship", "Harvest, pack and ship live flounder to Fukuoka", "1.2.0") + """# Harvest & ship

Updated: 2025-11-12
- flight: Jeju → Fukuoka via Busan, Asiana Cargo, Tuesdays
- packing: 8 fish per box, oxygenated bags, 8°C
- 出荷前24時間は餌止め（森さんの要望）
- price: ¥2,300 per kg FOB Jeju
""",
"skills/farm/staff-roster/SKILL.md": SK("staff-roster", "Night shift rota", "1.0.1") + """# Night shift

Updated: 2025-03-10
- night shift: 2 people, 22:00–06:00
- night lead: 박태수 (Park Taesu)
- Block A pump room key is on the red hook
""",
"skills/notes/weekly-report/SKILL.md": SK("weekly-report", "Weekly report to the owner", "1.0.0") + """# Weekly report

- send to the owner every Friday 17:00
- include mortality per block, feed used (kg), sales (KRW)
- flag any tank where DO dipped under 4.5 mg/L (that's the alarm level)
""",
"projects/tank-renovation/AGENTS.md": """# tank-renovation
Block C relining project. Contractor: 한라수조 (Halla Tank). Budget 4,800만원.
2026-07-01: 공사 끝남. Block C 재입식 완료.
Next: Block A pump replacement in 2027, estimate 1,200만원.
""",
"projects/tank-renovation/notes.md": """# notes (Korean from site lead)
- 2026-03-15: Block C 라이닝 예산 4,800만원 확정
- 2026-05-20: 한라수조 → 공정 60%
""",
"projects/sales/2026-11-18.md": """# 2026-11-18 (丸福水産 call)
- 森さん: 12月から毎週火曜ではなく、隔週火曜に出荷してほしい → OK した
- 単価は1kgあたり2,500円に改定（12月出荷分から）
- 一箱8尾のまま
""",
"projects/sales/2026-11-27.md": """# 2026-11-27 (직원 메모)
- 마루후쿠 담당 모리 씨 11월 말로 정년퇴직 → 12월부터 후임은 야마다 씨 (山田さん), 메일은 그대로 sales@ 주소
""",
"projects/sales/2026-08-05.md": """# 2026-08-05 staff
- 야간 근무 책임자: 이제 고은비 (Ko Eunbi). 박태수 씨는 주간으로 옮김
- 야간 2명 그대로
- DO 알람 4.5에서 5.0으로 올림 — 8월 폐사 때문
""",
}
Q = [
("en", "Who's our feed supplier now?", [("memories/MEMORY.md", "CJ Feed&Care")], "ko"),
("en", "How often does the fish doctor come by?", [("memories/MEMORY.md", "vet visits now weekly")], "en"),
("ja", "出荷サイズは今何キロ？", [("memories/MEMORY.md", "1.0 kg fish now")], "en"),
("en", "At what dissolved oxygen level does the alarm fire?", [("skills/farm/water-check/SKILL.md", "DO alarm threshold"), ("projects/sales/2026-08-05.md", "5.0으로")], "en"),
("en", "How often do live-fish shipments go out to Fukuoka now?", [("projects/sales/2026-11-18.md", "隔週火曜")], "ja"),
("ko", "마루후쿠 수산 kg당 단가 얼마야?", [("projects/sales/2026-11-18.md", "2,500円")], "ja"),
("en", "Who leads the night shift?", [("projects/sales/2026-08-05.md", "고은비")], "ko"),
("en", "How many fish go in one shipping box?", [("skills/farm/harvest-ship/SKILL.md", "8 fish per box"), ("projects/sales/2026-11-18.md", "一箱8尾")], "en"),
("ko", "출하 전 며칠 굶겨?", [("skills/farm/feeding/SKILL.md", "stop feeding 24 h"), ("skills/farm/harvest-ship/SKILL.md", "餌止め")], "en"),
("en", "Is the Block C relining finished?", [("projects/tank-renovation/AGENTS.md", "공사 끝남")], "ko"),
("en", "What was the Block C relining budget?", [("projects/tank-renovation/AGENTS.md", "Budget 4,800만원"), ("projects/tank-renovation/notes.md", "예산 4,800만원")], "en"),
("en", "At what oxygen reading do we get pinged for the isolation tanks?", [("skills/farm/water-check/SKILL.md", "Block D (quarantine)")], "en"),
("ko", "야간 근무 몇 명이야?", [("skills/farm/staff-roster/SKILL.md", "night shift: 2 people"), ("projects/sales/2026-08-05.md", "야간 2명")], "en"),
("en", "How many times a day do we feed the grow-out tanks?", [("memories/MEMORY.md", "three times a day")], "en"),
("en", "When does the owner's weekly summary have to go out?", [("skills/notes/weekly-report/SKILL.md", "every Friday")], "en"),
("en", "Where do the sensor readings live?", [("skills/farm/water-check/SKILL.md", "Sensor gateway")], "en"),
("ja", "丸福水産の窓口って今は誰？", [("projects/sales/2026-11-27.md", "야마다")], "ko"),
]
P = [
("conflict", "Feed supplier", ("memories/MEMORY.md", "Feed supplier: Suhyup"), ("memories/MEMORY.md", "CJ Feed&Care"), "b", "vendor", "en-ko", "'Suhyup Feed' vs dated entry '이제 사료는 CJ Feed&Care'"),
("conflict", "Vet visit frequency", ("memories/MEMORY.md", "vet visits now weekly"), ("memories/MEMORY.md", "visits every 2 weeks"), "a", "frequency", "en", "'every 2 weeks' vs 'now weekly'"),
("conflict", "Harvest size target", ("memories/MEMORY.md", "Harvest size target"), ("memories/MEMORY.md", "1.0 kg fish now"), "b", "size", "en-ja", "1.2 kg vs 2026-10-30 entry '丸福水産 wants 1.0 kg'"),
("conflict", "Shipping frequency to Fukuoka", ("projects/sales/2026-11-18.md", "隔週火曜"), ("skills/farm/harvest-ship/SKILL.md", "flight: Jeju"), "a", "frequency", "en-ja", "'Tuesdays' (weekly) vs '毎週火曜ではなく、隔週火曜'"),
("conflict", "Price per kg", ("projects/sales/2026-11-18.md", "2,500円"), ("skills/farm/harvest-ship/SKILL.md", "price: ¥2,300"), "a", "price", "en-ja", "'¥2,300 per kg' vs '1kgあたり2,500円に改定' (symbol vs 円)"),
("conflict", "Night shift lead", ("projects/sales/2026-08-05.md", "고은비"), ("skills/farm/staff-roster/SKILL.md", "night lead"), "a", "person", "en-ko", "'night lead: 박태수' vs Korean '이제 고은비'"),
("conflict", "DO alarm threshold", ("skills/notes/weekly-report/SKILL.md", "under 4.5 mg/L"), ("skills/farm/water-check/SKILL.md", "DO alarm threshold"), "b", "threshold", "en", "weekly-report skill 'alarm level 4.5' vs water-check 'below 5.0 (raised from 4.5)', Updated 2026-08-20"),
("conflict", "Grow-out feeding times", ("memories/MEMORY.md", "three times a day"), ("skills/farm/feeding/SKILL.md", "twice a day"), "a", "frequency", "en", "'twice a day, 08:00 and 16:00' (Updated 2025-06) vs 2026-06-20 'three times a day'"),
("conflict", "Block C relining status", ("projects/tank-renovation/notes.md", "공정 60%"), ("projects/tank-renovation/AGENTS.md", "공사 끝남"), "b", "status", "ko", "'공정 60%' vs '공사 끝남'"),
("conflict", "Buyer contact at Marufuku", ("memories/MEMORY.md", "Japanese buyer"), ("projects/sales/2026-11-27.md", "야마다"), "b", "person", "ko-ja", "'contact 森さん' vs Korean '모리 씨 정년퇴직 → 후임은 야마다 씨 (山田さん)'"),
("agree", "Fish per box", ("skills/farm/harvest-ship/SKILL.md", "8 fish per box"), ("projects/sales/2026-11-18.md", "一箱8尾"), None, "count", "en-ja", "8 fish per box vs 一箱8尾のまま"),
("agree", "Fasting before harvest", ("skills/farm/feeding/SKILL.md", "stop feeding 24 h"), ("skills/farm/harvest-ship/SKILL.md", "餌止め"), None, "duration", "en-ja", "24 h vs 出荷前24時間は餌止め"),
("agree", "Night shift headcount", ("skills/farm/staff-roster/SKILL.md", "night shift: 2 people"), ("projects/sales/2026-08-05.md", "야간 2명"), None, "count", "en-ko", "2 people vs 야간 2명 그대로"),
("agree", "Block C budget", ("projects/tank-renovation/AGENTS.md", "Budget 4,800만원"), ("projects/tank-renovation/notes.md", "예산 4,800만원"), None, "price", "en-ko", "same budget in English and Korean lines"),
("agree", "DO alarm 5.0", ("skills/farm/water-check/SKILL.md", "DO alarm threshold"), ("projects/sales/2026-08-05.md", "5.0으로"), None, "threshold", "en-ko", "'below 5.0 mg/L (raised from 4.5)' vs '4.5에서 5.0으로 올림'"),
("unrelated", "DO alarm grow-out vs quarantine", ("skills/farm/water-check/SKILL.md", "DO alarm threshold"), ("skills/farm/water-check/SKILL.md", "Block D (quarantine)"), None, "threshold", "en", "5.0 for grow-out vs 5.5 for Block D"),
("unrelated", "Temperature alarms", ("skills/farm/water-check/SKILL.md", "Temp alarm above 25"), ("skills/farm/water-check/SKILL.md", "Temp alarm for Block D"), None, "threshold", "en", "25°C general vs 23°C Block D"),
("unrelated", "Report schedules", ("skills/notes/weekly-report/SKILL.md", "every Friday"), ("cron/jobs.json", "feed-report"), None, "schedule", "en", "weekly owner report vs daily feed report"),
("unrelated", "Project budgets", ("projects/tank-renovation/AGENTS.md", "Budget 4,800만원"), ("projects/tank-renovation/AGENTS.md", "1,200만원"), None, "price", "en-ko", "Block C relining vs Block A pump"),
]
