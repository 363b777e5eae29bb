WS = "w04-claude-code-ja-sake-fields"
LAYOUT = "claude-code"
LANGS = ["ja", "en"]
DESC = "兵庫の酒蔵（白鷺酒造）が酒米・山田錦の田んぼの水位センサーを集める tanbo-log リポジトリの Claude Code 自動メモリ。大半が日本語、2026 年以降の feedback/project メモは英語混じり。"
U = "project_sensor_update_2026.md"; H = "project_harvest_2026.md"; B = "project_brewing_notes.md"
Q = [
 ("ja", "LoRaWAN のネットワークサーバーは今どこ？TTN のまま？", [(U, "TTN はもう使わない")], "ja"),
 ("en", "Which Postgres major version is production on?", [(U, "Postgres 16")], "ja"),
 ("en", "At what water depth does the Tojo paddy alert fire?", [(H, "Tojo alert threshold now 5 cm")], "en"),
 ("ja", "東条の田んぼは今だれが見てる？", [(H, "Tojo fields now managed by Kenji Morita")], "en"),
 ("en", "What date was the Tojo harvest moved to this year?", [(H, "10月12日に延期")], "ja"),
 ("ja", "本番サーバーはどのマシン？", [(U, "deploy_host: tanbo-srv01")], "ja"),
 ("ja", "水位はどの単位で DB に入れる？", [("feedback_units_2026.md", "Store water level in cm now")], "en"),
 ("ja", "センサーの送信間隔は？", [(U, "uplink interval: every half hour")], "en"),
 ("en", "How many hectares is the Tojo field now?", [(H, "Tojo is 4.1 ha")], "en"),
 ("en", "What language should commit messages be in?", [("feedback_commit_english.md", "Commit messages in English from now on")], "en"),
 ("en", "Which weather station do we pull temperature from?", [("reference_jma_api.md", "アメダス「三木」観測所"), (B, "Miki AMeDAS station")], "ja"),
 ("en", "Who's the toji?", [("reference_contacts.md", "杜氏：山本 誠"), (B, "toji = Makoto Yamamoto")], "ja"),
 ("ja", "吉川は何ヘクタール？", [("project_fields.md", "吉川（三木市）：1.5ha")], "ja"),
 ("en", "At what level does the Yokawa paddy alert go off?", [("project_water_schedule.md", "吉川：水位 2cm 以下")], "ja"),
 ("en", "Can I mock the database in integration tests?", [("feedback_testing.md", "モック禁止")], "ja"),
 ("ja", "Grafana のバージョンは？", [(U, "Grafana は 10.4"), ("project_deploy.md", "Grafana v10.4")], "ja"),
 ("en", "How often do we fetch weather data?", [("reference_jma_api.md", "アメダスは1時間ごとに取得")], "ja"),
]
P = [
 ("conflict", "LoRaWAN network server", ("project_sensors.md", "TTN（The Things Network）経由"), (U, "TTN はもう使わない"), "b", "system", "ja", "negation 'TTN はもう使わない。ChirpStack' vs 'TTN 経由でデータを受け取る'"),
 ("conflict", "Postgres version", (U, "Postgres 16"), ("project_deploy.md", "PostgreSQL 14"), "a", "version", "ja", "'Postgres 16 に上げた' vs 'PostgreSQL 14'; newer by metadata.updated"),
 ("conflict", "Tojo water-level alert threshold", ("project_water_schedule.md", "東条：水位 3cm 以下"), (H, "Tojo alert threshold now 5 cm"), "b", "number", "en-ja", "Japanese '3cm 以下でアラート' vs English 'now 5 cm'"),
 ("conflict", "Tojo field manager", (H, "Tojo fields now managed by Kenji Morita"), ("reference_contacts.md", "東条の圃場担当：藤井"), "a", "person", "en-ja", "romanised 'Kenji Morita' vs '藤井 健一'"),
 ("conflict", "Tojo harvest date", ("project_fields.md", "2026 稲刈り予定 10/5"), (H, "10月12日に延期"), "b", "date", "ja", "'10/5' vs '10月12日に延期（台風）'"),
 ("conflict", "Production host", (U, "deploy_host: tanbo-srv01"), ("project_deploy.md", "deploy_host: tanbo-pi"), "a", "host", "ja", "same `deploy_host:` key; recency only from metadata.updated 2026-09-02 vs 2025-06-30"),
 ("conflict", "Water level storage unit", ("feedback_units.md", "水位は mm で保存"), ("feedback_units_2026.md", "Store water level in cm now"), "b", "unit", "en-ja", "'mm で保存' vs 'cm now, not mm'"),
 ("conflict", "Sensor uplink interval", (U, "uplink interval: every half hour"), ("project_sensors.md", "センサーは10分ごとに送信"), "a", "frequency", "en-ja", "'every half hour' in words vs '10分ごと'"),
 ("conflict", "Tojo field area", ("project_fields.md", "東条（兵庫県加東市）：3.2ha"), (H, "Tojo is 4.1 ha"), "b", "area", "en-ja", "'3.2ha' vs '4.1 ha after buying the Ōno plot (大野)'"),
 ("conflict", "Commit message language", ("feedback_commit_english.md", "Commit messages in English from now on"), ("feedback_commit_style.md", "コミットメッセージは日本語で"), "a", "policy", "en-ja", "'English from now on' vs '日本語で書く'"),
 ("agree", "Toku-A district", ("project_fields.md", "東条は特A地区"), (B, "Tojo is a Toku-A district"), None, "status", "en-ja", "native vs romanised 特A / Toku-A"),
 ("agree", "Weather station", ("reference_jma_api.md", "アメダス「三木」観測所"), (B, "Miki AMeDAS station"), None, "source", "en-ja", "三木 vs Miki"),
 ("agree", "Toji name", ("reference_contacts.md", "杜氏：山本 誠"), (B, "toji = Makoto Yamamoto"), None, "person", "en-ja", "kanji name vs romanised given-family order"),
 ("agree", "Mid-season drainage", ("project_water_schedule.md", "中干し：7月上旬"), (H, "mid-season drainage was early July"), None, "date", "en-ja", "'7月上旬、約10日間' vs 'early July, ~10 days'"),
 ("agree", "Grafana version unchanged", (U, "Grafana は 10.4"), ("project_deploy.md", "Grafana v10.4"), None, "version", "en-ja", "'10.4 のまま' vs 'Grafana v10.4'"),
 ("unrelated", "Alert threshold of a different field", ("project_water_schedule.md", "吉川：水位 2cm 以下"), (H, "Tojo alert threshold now 5 cm"), None, "number", "en-ja", "Yokawa 2cm vs Tojo 5 cm"),
 ("unrelated", "Area of a different field", ("project_fields.md", "吉川（三木市）：1.5ha"), (H, "Tojo is 4.1 ha"), None, "area", "en-ja", "Yokawa vs Tojo"),
 ("unrelated", "Field manager of a different field", ("reference_contacts.md", "吉川の圃場担当"), (H, "Tojo fields now managed by Kenji Morita"), None, "person", "en-ja", "Yokawa manager vs Tojo manager"),
 ("unrelated", "Weather fetch vs sensor uplink interval", ("reference_jma_api.md", "アメダスは1時間ごとに取得"), (U, "uplink interval: every half hour"), None, "frequency", "en-ja", "different data source"),
 ("unrelated", "Grafana vs Postgres version", ("project_deploy.md", "Grafana v10.4"), (U, "Postgres 16"), None, "version", "en-ja", "different software"),
]
