WS = "h6b-w5-hermes-ja-balloon-station"
LAYOUT = "hermes"
LANGS = ["ja", "en", "ko"]
DESC = "Hermes agent for a remote upper-air (weather balloon) station on an island (八重根高層気象観測所): launch times, sondes, gas, balloons, BUFR upload, ozonesonde project, people. Mostly Japanese; a KMA visiting scientist writes Korean notes; skills partly in English."
D = "\n§\n"
def SK(name, desc, ver, upd=None):
    s = f"---\nname: {name}\ndescription: {desc}\nversion: {ver}\n"
    if upd: s += f"metadata:\n  updated: {upd}\n"
    return s + "---\n"
FILES = {
"SOUL.md": """あなたは八重根高層気象観測所の当直補佐エージェント。短く、数字は必ず単位付きで答える。
安全（水素・高圧ガス）に関わる手順は省略しない。
""",
"config.yaml": """model: hermes-4-70b
memory:
  memory_char_limit: 2200
  user_char_limit: 1375
station:
  wmo_id: "47xxx"
  gts_upload: sftp://gts.jma.example:22/incoming/bufr
  ntp: ntp.nict.jp:123
""",
"cron/jobs.json": """{
  "jobs": [
    {
      "id": "launch-reminder",
      "schedule": "15 8,20 * * * (Asia/Tokyo)",
      "prompt": "放球15分前リマインド"
    },
    {
      "id": "helium-check",
      "schedule": "0 9 * * 1",
      "prompt": "weekly gas stock check"
    }
  ]
}
""",
"memories/MEMORY.md": D.join([
"八重根高層気象観測所。放球は屋外の放球場、悪天時は放球庫から。",
"2026-09-01から定時放球を08:15/20:15 JSTに前倒し（WMO同期、15分早く）",
"sonde: iMS-100 (Meisei) since July 2026, RS41 stock used up",
"2026-10: ヘリウム→水素に切替。ヘリウムはもう発注しない（在庫は予備2本のみ）",
"2026-06 BUFR送信はFTPからSFTP(22番)に移行。FTPは閉鎖済み",
"observation chief = Higa-san from Nov 2026",
"KMA比較観測は第2火曜に変更（2026-11、先方の都合）",
"QCで迷ったら qc-check skill を先に走らせる",
]),
"memories/USER.md": D.join([
"ユーザー: 観測所の当直員。返事は日本語、専門用語は英語のままでよい",
"観測主任: 上原 (Uehara)",
"電源・発電機担当: 金城さん",
]),
"skills/launch/radiosonde-launch/SKILL.md": SK("radiosonde-launch", "Routine radiosonde launch checklist", "2.1.0") + """# Radiosonde launch

- 定時放球: 08:30 / 20:30 JST
- Sonde: Vaisala RS41-SGP
- ground check 30 min before launch in the GC box
- balloon: Totex TA-600 (600 g), free lift 1.6 kg
- record surface obs at release
""",
"skills/launch/helium-stock/SKILL.md": SK("helium-stock", "Gas stock and ordering", "1.0.2") + """# ガス在庫

- ヘリウムボンベ 週1回 発注（月曜、那覇の岩谷経由）
- 残圧 5 MPa 以下は空扱い
""",
"skills/data/bufr-upload/SKILL.md": SK("bufr-upload", "Send TEMP BUFR to GTS", "1.3.0") + """# BUFR upload

- GTS upload via FTP to jma-gts.example:21, passive mode
- file name `A_IUSJ...`, send within 20 min after burst
""",
"skills/data/qc-check/SKILL.md": SK("qc-check", "Ascent QC before upload", "1.2.0", "2026-08-04") + """# QC

min_burst_height: 20 km
max_missing_levels: 3
- 再放球判断は主任に電話
""",
"projects/ozone/AGENTS.md": """# Ozonesonde project
- Ozonesonde: weekly, Wednesdays
- ozone launch 13:30 JST, ECC sonde prep starts 3 days before
- ozone flights use TA-1200 balloons
""",
"projects/ozone/notes/2025-12-02.md": """# 2025-12-02
- QC閾値の見直し案
min_burst_height: 25 km
- 採用は保留
""",
"projects/ozone/notes/2026-10-30.md": """# 2026-10-30
- オゾンゾンデは隔週水曜に変更（ECCセンサーの予算）
- 次回 11/11、その次 11/25
""",
"projects/ops/notes/2026-07-15.md": """# 2026-07-15 (박지훈, KMA 파견)
- 존데를 Meisei iMS-100으로 교체 (RS41 예산 문제)
- 한국 기상청 비교 관측: 매월 첫째 주 화요일
- 수소 발생기 견학 완료
""",
"projects/ops/notes/2026-11-27.md": """# 2026-11-27
- 冬季（11/20〜）は風が強いので気球を TA-800 に変更
- 観測主任が比嘉さんに交代（上原さんは本庁へ）
- since Oct we fill with hydrogen only, helium kept as backup
""",
}
M = "memories/MEMORY.md"; O = "projects/ops/notes/2026-11-27.md"; K = "projects/ops/notes/2026-07-15.md"
Q = [
("ja", "定時放球は何時？", [(M, "08:15/20:15"), ("cron/jobs.json", "15 8,20")]),
("en", "Which radiosonde model are we flying now?", [(K, "iMS-100"), (M, "sonde: iMS-100")]),
("ko", "헬륨 아직 주문해?", [(M, "ヘリウムはもう発注しない"), (O, "hydrogen only")]),
("ja", "冬の気球は何グラムのを使う？", [(O, "TA-800")]),
("en", "How do we push BUFR to the GTS these days?", [(M, "SFTP(22番)"), ("config.yaml", "gts_upload")]),
("ko", "관측 주임 지금 누구야?", [(O, "比嘉さん"), (M, "Higa-san")]),
("en", "How often does the ozonesonde go up?", [("projects/ozone/notes/2026-10-30.md", "隔週水曜")]),
("ja", "KMAとの比較観測は毎月いつ？", [(M, "第2火曜")]),
("en", "minimum burst height for an ascent to pass QC?", [("skills/data/qc-check/SKILL.md", "min_burst_height")]),
("ja", "オゾンゾンデの放球時刻は？", [("projects/ozone/AGENTS.md", "13:30 JST")]),
("en", "what balloon do ozone flights use", [("projects/ozone/AGENTS.md", "TA-1200")]),
("ja", "発電機のことは誰に聞けばいい？", [("memories/USER.md", "金城")]),
("en", "Which NTP server does the station sync to?", [("config.yaml", "ntp:")]),
("ja", "エージェントの返事は何語で？", [("memories/USER.md", "返事は日本語")]),
("ko", "지상 점검(GC)은 풍선 띄우기 몇 분 전에 해?", [("skills/launch/radiosonde-launch/SKILL.md", "ground check")]),
]
R = "skills/launch/radiosonde-launch/SKILL.md"
P = [
("conflict", "Routine launch times", (R, "定時放球"), (M, "08:15/20:15"), "b", "time", "skill '08:30 / 20:30' vs memory entry '08:15/20:15に前倒し'"),
("conflict", "Radiosonde model", (K, "iMS-100"), (R, "Vaisala RS41"), "a", "vendor", "English skill 'Vaisala RS41-SGP' vs Korean note 'Meisei iMS-100으로 교체'"),
("conflict", "Helium ordering", ("skills/launch/helium-stock/SKILL.md", "週1回"), (M, "ヘリウムはもう発注しない"), "b", "policy", "'週1回 発注' vs negation 'もう発注しない'"),
("conflict", "Balloon size (winter)", (O, "TA-800"), (R, "TA-600"), "a", "equipment", "English 'TA-600 (600 g)' vs Japanese 'TA-800 に変更'"),
("conflict", "BUFR upload transport", ("skills/data/bufr-upload/SKILL.md", "FTP to jma-gts"), (M, "SFTP(22番)"), "b", "port", "FTP :21 vs SFTP 22番"),
("conflict", "Observation chief", (O, "比嘉さん"), ("memories/USER.md", "観測主任"), "a", "person", "上原 vs 比嘉さんに交代"),
("conflict", "Ozonesonde frequency", ("projects/ozone/AGENTS.md", "weekly, Wednesdays"), ("projects/ozone/notes/2026-10-30.md", "隔週水曜"), "b", "frequency", "English 'weekly' vs Japanese '隔週水曜'"),
("conflict", "KMA comparison day", (M, "第2火曜"), (K, "첫째 주 화요일"), "a", "date", "Korean '매월 첫째 주 화요일' vs Japanese '第2火曜に変更'"),
("conflict", "Min burst height", ("projects/ozone/notes/2025-12-02.md", "min_burst_height"), ("skills/data/qc-check/SKILL.md", "min_burst_height"), "b", "number", "same key; recency only via file date 2025-12-02 vs skill metadata.updated 2026-08-04"),
("agree", "08:15 launches", (M, "08:15/20:15"), ("cron/jobs.json", "15 8,20"), None, "time", "prose vs cron expression"),
("agree", "iMS-100", ("memories/MEMORY.md", "sonde: iMS-100"), (K, "iMS-100"), None, "vendor", "English vs Korean"),
("agree", "Hydrogen only", (O, "hydrogen only"), (M, "ヘリウムはもう発注しない"), None, "policy", "English vs Japanese"),
("agree", "SFTP 22", ("config.yaml", "gts_upload"), (M, "SFTP(22番)"), None, "port", "URL vs prose"),
("agree", "Higa chief", (M, "Higa-san"), (O, "比嘉さん"), None, "person", "romanised vs Japanese name"),
("unrelated", "Launch times", ("projects/ozone/AGENTS.md", "13:30 JST"), (M, "08:15/20:15"), None, "time", "ozone launch vs routine launches"),
("unrelated", "Balloons", ("projects/ozone/AGENTS.md", "TA-1200"), (O, "TA-800"), None, "equipment", "ozone balloon vs routine winter balloon"),
("unrelated", "People", ("memories/USER.md", "金城"), (O, "比嘉さん"), None, "person", "generator contact vs observation chief"),
("unrelated", "Endpoints", ("config.yaml", "ntp:"), ("config.yaml", "gts_upload"), None, "port", "NTP vs GTS upload"),
]
