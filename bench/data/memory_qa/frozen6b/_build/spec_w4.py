WS = "h6b-w4-claude-code-radio-station"
LAYOUT = "claude-code"
LANGS = ["en", "ja"]
DESC = "Claude Code auto memory for the automation repo of a community FM station in Sendai (Radio Tsubame 79.4): playout (Rivendell), Icecast stream, transmitter, programme clock, ad rates; the Japanese staff write some memory lines in Japanese."
def FM(name, desc, typ, c, u):
    return f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\nmetadata:\n  created: {c}\n  updated: {u}\n---\n"
FILES = {
"MEMORY.md": """# Memory index

- [User role](user_role.md) — station's only full-time engineer, writes Python + bash
- [Commit style](feedback_commit_style.md) — Japanese summary line OK, English body
- [Testing](feedback_testing.md) — how to test playout scripts
- [Playout](project_playout.md) — Rivendell host, carts; now Rivendell 4.2 (see migration)
- [Streaming](project_streaming.md) — Icecast, mounts, stream 96k AAC
- [Transmitter](project_transmitter.md) — site, power, STL
- [Programme clock](project_schedule.md) — news, traffic, relay
- [Ad rates](project_ads_billing.md) — CM料金
- [Ad rates 2025](project_ads_2025.md) — old card
- [Migration 2026](project_migration_2026.md) — studio-a rebuild
- [Incident 2026-10-09](project_incident_2026_10_09.md) — TX site move
- [Update 2026-11-24](project_update_2026_11_24.md) — misc changes
- [Contacts](reference_contacts.md) — people
- [JASRAC](reference_jasrac.md) — 楽曲報告
""",
"CLAUDE.md": """# Radio Tsubame automation

- Python 3.12, `uv run`, scripts in `bin/`
- stream URL for checks: https://stream.tsubame.example:8443/live
- 送信所（泉ヶ岳）の監視は `tx-izumi.lan` のSNMP
- never restart `rdairplay` during a live show (check `bin/onair-status`)
""",
"user_role.md": FM("User role", "who the user is", "user", "2025-04-02", "2025-04-02") + """Only full-time engineer at the station. Comfortable with Python/bash, not with C++. Prefers short answers.
""",
"feedback_commit_style.md": FM("Commit style", "how to write commits", "feedback", "2025-04-10", "2026-02-03") + """Summary line may be Japanese (e.g. `送信所監視: 閾値修正`), body in English, no emoji.
**Why:** the volunteers read `git log` on the studio PC.
""",
"feedback_testing.md": FM("Testing", "how to test playout scripts", "feedback", "2025-05-01", "2026-01-12") + """Test cart imports against the staging Rivendell VM `rd-stg`, never the on-air box.
""",
"project_playout.md": FM("Playout", "playout host and version", "project", "2025-04-02", "2025-09-15") + """- Playout: Rivendell 3.6 on `studio-a` (Ubuntu 20.04)
- carts 010000–019999 = music, 050000+ = CM
- log generation nightly at 23:30 via `rdlogmanager`
""",
"project_streaming.md": FM("Streaming", "Icecast and stream settings", "project", "2025-04-02", "2026-03-30") + """- Icecast listens on 8000, mount `/live`
- codec AAC 64 kbps stereo
- Metadata API (now-playing) on port 8081
""",
"project_transmitter.md": FM("Transmitter", "TX site and power", "project", "2025-04-02", "2026-01-22") + """- 送信所：青葉山（あおばやま）の市有地、STLは5.8GHz
- Power: 20 W ERP
- generator test 1st Sunday of month
""",
"project_schedule.md": FM("Programme clock", "news, traffic, relay, clock", "project", "2025-04-02", "2026-04-18") + """- Local news: every hour on the hour, 07–19
- Traffic & weather: every 30 min during 07–09
- Night automation hands off to the Sendai community relay 01:00–05:00
- music usage report to JASRAC due the 10th of each month
""",
"project_ads_billing.md": FM("Ad rates", "CM rates card", "project", "2025-07-01", "2026-10-20") + """ad_rate_30s: ¥3,500
ad_rate_60s: ¥6,000
invoices from freee, net 30
""",
"project_ads_2025.md": FM("Ad rates 2025", "old CM rates card", "project", "2025-01-10", "2025-07-01") + """ad_rate_30s: ¥3,000
- card valid for FY2025 sponsors
""",
"project_migration_2026.md": FM("Migration 2026", "studio-a rebuild", "project", "2026-03-02", "2026-03-20") + """- moved playout to Rivendell 4.2 on new `studio-a` (Debian 12) on 2026-03-18; old 3.6 box kept cold as `studio-a-old`
- carts re-imported, numbering unchanged
""",
"project_incident_2026_10_09.md": FM("Incident 2026-10-09", "TX site move", "project", "2026-10-09", "2026-10-09") + """- Aobayama lease ended → transmitter moved to the Izumigatake site (泉ヶ岳) on 2026-10-09, 3 h off air
- STL re-aimed, link margin OK
""",
"project_update_2026_11_24.md": FM("Update 2026-11-24", "misc changes", "project", "2026-11-24", "2026-11-24") + """- Icecast now on port 8443 (TLS); 8000 closed on the firewall
- 配信ビットレートを96kbpsに上げた（AAC）
- TX power 40 W since September (MIC licence amended)
- chief engineer → Aya Fujisaki from November (Morita-san retired)
- local news cut to every two hours (budget), still 07–19
- 深夜のリレー放送はもう使わない。自局で24時間運用
- 発電機テストは第1日曜→第3日曜に変更（ボランティアの都合）
""",
"reference_contacts.md": FM("Contacts", "people", "reference", "2025-04-02", "2026-02-01") + """- Station manager: Yuki Sato (佐藤)
- Chief engineer: Kenji Morita (森田)
- News desk: 大川さん
""",
"reference_jasrac.md": FM("JASRAC", "music reporting", "reference", "2025-06-01", "2026-05-01") + """- JASRACへの利用報告は毎月10日締め、全曲報告
- 報告ファイルは `reports/jasrac/YYYYMM.csv`
""",
}
U = "project_update_2026_11_24.md"
Q = [
("en", "Which Rivendell version is on air?", [("project_migration_2026.md", "Rivendell 4.2"), ("MEMORY.md", "now Rivendell 4.2")]),
("ja", "配信サーバーのポートは何番？", [("project_update_2026_11_24.md", "port 8443"), ("CLAUDE.md", ":8443")]),
("en", "what bitrate does the stream run at", [("project_update_2026_11_24.md", "96kbps"), ("MEMORY.md", "96k AAC")]),
("en", "Where is the transmitter located now?", [("project_incident_2026_10_09.md", "Izumigatake"), ("CLAUDE.md", "泉ヶ岳")]),
("ja", "送信出力はいま何ワット？", [("project_update_2026_11_24.md", "TX power 40 W")]),
("en", "Who is our chief engineer?", [("project_update_2026_11_24.md", "Aya Fujisaki")]),
("ja", "ローカルニュースは何時間おき？", [("project_update_2026_11_24.md", "every two hours")]),
("en", "Do we still hand the overnight hours to the relay?", [("project_update_2026_11_24.md", "リレー放送はもう使わない")]),
("ja", "30秒CMはいくら？", [("project_ads_billing.md", "ad_rate_30s")]),
("en", "price of a 60-second spot?", [("project_ads_billing.md", "ad_rate_60s")]),
("en", "what port is the now-playing API on", [("project_streaming.md", "Metadata API")]),
("ja", "JASRACの報告締め日はいつ？", [("reference_jasrac.md", "毎月10日"), ("project_schedule.md", "JASRAC due")]),
("en", "Who is the station manager?", [("reference_contacts.md", "Station manager")]),
("en", "Can I write the commit summary in Japanese?", [("feedback_commit_style.md", "Summary line")]),
("en", "When is the monthly generator test?", [(U, "発電機テスト")]),
("ja", "ステージングのRivendellはどのマシン？", [("feedback_testing.md", "rd-stg")]),
("ja", "交通情報はどのくらいの頻度で流す？", [("project_schedule.md", "Traffic & weather")]),
]
P = [
("conflict", "Playout version", ("project_playout.md", "Rivendell 3.6"), ("project_migration_2026.md", "Rivendell 4.2"), "b", "version", "'Rivendell 3.6' vs 'moved playout to Rivendell 4.2'"),
("conflict", "Icecast port", (U, "port 8443"), ("project_streaming.md", "Icecast listens on 8000"), "a", "port", "8000 vs 'now on port 8443; 8000 closed'"),
("conflict", "Stream bitrate", ("project_streaming.md", "AAC 64 kbps"), (U, "96kbps"), "b", "number", "English '64 kbps' vs Japanese '96kbpsに上げた'"),
("conflict", "Transmitter site", ("project_incident_2026_10_09.md", "Izumigatake"), ("project_transmitter.md", "送信所"), "a", "place", "Japanese '青葉山' vs English 'moved to the Izumigatake site' (romanised vs native)"),
("conflict", "Transmitter power", ("project_transmitter.md", "Power: 20 W"), (U, "TX power 40 W"), "b", "number", "20 W ERP vs 40 W since September"),
("conflict", "Chief engineer", (U, "Aya Fujisaki"), ("reference_contacts.md", "Chief engineer"), "a", "person", "Kenji Morita vs 'chief engineer → Aya Fujisaki'"),
("conflict", "Local news frequency", ("project_schedule.md", "Local news"), (U, "every two hours"), "b", "frequency", "'every hour on the hour' vs 'every two hours'"),
("conflict", "Overnight relay", (U, "リレー放送はもう使わない"), ("project_schedule.md", "Night automation"), "a", "policy", "English relay handoff vs Japanese negation 'もう使わない'"),
("conflict", "30s ad rate", ("project_ads_2025.md", "ad_rate_30s"), ("project_ads_billing.md", "ad_rate_30s"), "b", "price", "same key; recency only from metadata.updated 2025-07-01 vs 2026-10-20"),
("agree", "Rivendell 4.2", ("MEMORY.md", "now Rivendell 4.2"), ("project_migration_2026.md", "Rivendell 4.2"), None, "version", "index hook vs topic"),
("agree", "Stream port 8443", (U, "port 8443"), ("CLAUDE.md", ":8443"), None, "port", "prose vs URL"),
("agree", "96k", ("MEMORY.md", "96k AAC"), (U, "96kbps"), None, "number", "'96k' vs '96kbps' in Japanese line"),
("agree", "Izumigatake TX site", ("project_incident_2026_10_09.md", "Izumigatake"), ("CLAUDE.md", "泉ヶ岳"), None, "place", "romanised English vs Japanese script"),
("agree", "JASRAC deadline", ("project_schedule.md", "JASRAC due"), ("reference_jasrac.md", "毎月10日"), None, "date", "English vs Japanese"),
("conflict", "Generator test day", (U, "発電機テスト"), ("project_transmitter.md", "generator test"), "a", "date", "English '1st Sunday of month' vs Japanese '第1日曜→第3日曜に変更'"),
("unrelated", "Rivendell hosts", ("feedback_testing.md", "rd-stg"), ("project_migration_2026.md", "Rivendell 4.2"), None, "host", "staging VM vs on-air studio-a"),
("unrelated", "Ports", ("project_streaming.md", "Metadata API"), (U, "port 8443"), None, "port", "now-playing API vs Icecast"),
("unrelated", "People", ("reference_contacts.md", "Station manager"), (U, "Aya Fujisaki"), None, "person", "station manager vs chief engineer"),
("unrelated", "Segment frequency", ("project_schedule.md", "Traffic & weather"), (U, "every two hours"), None, "frequency", "traffic vs news"),
("unrelated", "Ad rates", ("project_ads_billing.md", "ad_rate_60s"), ("project_ads_billing.md", "ad_rate_30s"), None, "price", "60s vs 30s spot"),
]
