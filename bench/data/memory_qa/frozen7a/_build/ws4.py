WS = "h7a-w04-claude-code-ja-parking"
LAYOUT = "claude-code"
LANGS = ["ja", "en"]
DESC = "市役所 駐車対策課の違反処理システム（chusha-api, Python/FastAPI）を保守する委託エンジニアの Claude Code 自動メモリ。大部分が日本語、ベンダーとのやり取り関連は英語。"
def FM(name, desc, typ, created, updated):
    return f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\nmetadata:\n  created: {created}\n  updated: {updated}\n---\n"
FILES = {
"CLAUDE.md": """# chusha-api
駐車違反（放置違反金）処理の API。FastAPI + PostgreSQL。
- テスト: `make test`
- 本番デプロイは課の承認後のみ
- Prod release: Thursdays after 18:00, every week
- commits: add `Co-Authored-By: Claude` trailer
- commit messages in Japanese (staff read the log)
- never mock Postgres in integration tests
- dashboards: Grafana on port 3000, intranet only
""",
"project_ordinance.md": FM("条例・決裁", "条例, 決裁, 課長", "project", "2025-05-20", "2025-05-20") + """課長は 石井 健。料金・条例関連はすべて課長決裁。
条例改正があれば fines テーブルのマスタを更新する。
""",
"MEMORY.md": """# Memory index

- [ユーザー](user_role.md) — 委託エンジニア、課のシステム担当
- [コミット規約](feedback_commits.md) — メッセージは日本語
- [テスト方針](feedback_tests.md) — DB はモックしない
- [違反金・納付](project_fines.md) — 金額、納付期限
- [ハンディ端末](project_handhelds.md) — 巡回員の端末、OS
- [インフラ](project_infra.md) — サーバ、Python、DB
- [本番リリース](project_release.md) — リリース枠
- [決済連携](project_payments.md) — コンビニ/PayPay
- [担当者](reference_people.md)
- [ダッシュボード](reference_dashboards.md)
- [ベンダー窓口](reference_vendor.md) — Handheld vendor (English)
""",
"user_role.md": FM("ユーザー", "自分の役割", "user", "2025-02-03", "2025-02-03") + """委託のバックエンドエンジニア。駐車対策課のシステム担当は山口さん。
Python は長いが、フロントは触らない。
""",
"feedback_commits.md": FM("コミット規約", "コミットメッセージ", "feedback", "2025-02-10", "2026-07-01") + """コミットメッセージは日本語で書く。
**Why:** 課の職員もログを読むため。
Co-Authored-By トレーラーはもう付けない（2026-07 から課の方針で禁止）。
""",
"feedback_tests.md": FM("テスト方針", "テスト, DB", "feedback", "2025-02-10", "2025-09-12") + """結合テストで DB をモックしない。docker の postgres を使う。
**Why:** 2025-09 にモックでは通ったマイグレーションが本番で失敗した。
""",
"project_fines.md": FM("違反金・納付", "放置違反金, 納付期限, amount", "project", "2025-03-01", "2025-06-20") + """| 区分 | 放置違反金 |
|---|---|
| 普通車・駐停車禁止 | 15,000円 |
| 普通車・駐車禁止 | 10,000円 |
| 二輪車・駐車禁止 | 6,000円 |

- 仮納付期限: 告知から 30 日
- 督促状: 期限後 20 日で自動送付
""",
"project_handhelds.md": FM("ハンディ端末", "巡回, 端末, Android, handheld", "project", "2025-03-01", "2025-10-05") + """巡回員のハンディ端末は 42 台。Android 11 のまま。
アプリの最低対応バージョンは v3.2。
写真は 3 枚必須（車両前・ナンバー・標識）。
""",
"project_infra.md": FM("インフラ", "サーバ, Python, PostgreSQL, port", "project", "2025-02-03", "2025-08-01") + """- 本番: 庁内 VM `chusha-prod01`、Python 3.10
- DB: PostgreSQL 13、ポート 5433
- ステージング DB: PostgreSQL 13、ポート 5434
- バックアップ: 毎晩 02:00
""",
"project_release.md": FM("本番リリース", "リリース, 承認, 曜日", "project", "2025-04-10", "2026-09-30") + """本番リリースは毎週木曜 18:00 以降だったが、2026-10 から隔週水曜 17:30 に変更。
承認者は山口さん（不在時は課長）。
""",
"project_payments.md": FM("決済連携", "コンビニ, PayPay, 決済手数料", "project", "2025-05-15", "2025-05-15") + """納付方法: 金融機関窓口、コンビニ（3社）。
PayPay 請求書払いには対応していない。
コンビニ収納代行: ウェルネット。
""",
"project_2026_changes.md": FM("2026年度の変更まとめ", "2026, 変更, migration", "project", "2026-04-01", "2026-11-27") + """- 2026-04: PayPay 請求書払いに対応開始（手数料は課負担）
- 2026-06: Python 3.12 に上げた（chusha-prod01）
- 2026-09: 仮納付期限を告知から 45 日に延長（条例改正）
- 2026-11: 端末を Android 14 の新機種 60 台に入れ替え完了
""",
"reference_people.md": FM("担当者", "連絡先, 課長, 担当", "reference", "2025-02-03", "2026-05-12") + """- システム担当: 山口 恵（やまぐち めぐみ）
- 課長: 2026-04 から 小川 誠（前任は 石井 健）
- 巡回員リーダー: 佐藤
""",
"reference_dashboards.md": FM("ダッシュボード", "Grafana, 監視", "reference", "2025-03-20", "2025-03-20") + """Grafana: http://grafana.chusha.local:3000 （庁内のみ）
アラートは Teams の #chusha-alert
""",
"reference_vendor.md": FM("Handheld vendor", "vendor, support, handheld, SLA", "reference", "2025-06-01", "2026-08-20") + """Handheld vendor: Kitewing Devices (Singapore). Support in English only.
Support hours: 09:00–18:00 SGT, which is 10:00–19:00 JST.
Since Aug 2026 the DB port for prod is 5432 again — the vendor's sync job could not be configured for 5433.
Minimum app version: v4.0 (v3.x blocked from Sept 2026).
Handheld app requires 3 photos per ticket (front, plate, sign).
""",
}
Q = [
("ja", "仮納付の期限って告知から何日？", [("project_2026_changes.md", "45 日")], "ja"),
("en", "What Python does prod run?", [("project_2026_changes.md", "Python 3.12")], "ja"),
("ja", "本番 DB のポート番号は？", [("reference_vendor.md", "5432 again")], "en"),
("ja", "今、本番リリースはいつやる？", [("project_release.md", "隔週水曜 17:30")], "ja"),
("en", "Can people pay fines with PayPay?", [("project_2026_changes.md", "PayPay 請求書払いに対応開始")], "ja"),
("en", "How many handheld devices do the wardens carry now, and what OS?", [("project_2026_changes.md", "Android 14")], "ja"),
("ja", "コミットに Co-Authored-By を付ける？", [("feedback_commits.md", "Co-Authored-By")], "ja"),
("en", "Who is the section chief?", [("reference_people.md", "課長: 2026-04")], "ja"),
("en", "What's the fine for a car parked in a no-parking zone?", [("project_fines.md", "普通車・駐車禁止")], "ja"),
("en", "What time can I call the handheld vendor, Japan time?", [("reference_vendor.md", "Support hours")], "en"),
("ja", "違反1件につき写真は何枚？", [("project_handhelds.md", "写真は 3 枚必須"), ("reference_vendor.md", "3 photos per ticket")], "ja"),
("en", "Should integration tests mock the database?", [("feedback_tests.md", "DB をモックしない")], "ja"),
("ja", "ステージングの DB ポートは？", [("project_infra.md", "ステージング DB")], "ja"),
("en", "When do reminder letters go out?", [("project_fines.md", "督促状")], "ja"),
("en", "What's the minimum handheld app version we support?", [("reference_vendor.md", "Minimum app version")], "en"),
("en", "Who approves a prod release?", [("project_release.md", "承認者")], "ja"),
("ja", "Grafana の URL は？", [("reference_dashboards.md", "Grafana:")], "en"),
]
P = [
("conflict", "Provisional payment deadline", ("project_fines.md", "仮納付期限"), ("project_2026_changes.md", "45 日"), "b", "duration", "ja", "'告知から 30 日' vs '45 日に延長'"),
("conflict", "Prod Python version", ("project_2026_changes.md", "Python 3.12"), ("project_infra.md", "本番: 庁内 VM"), "a", "version", "ja", "Python 3.10 vs 3.12 に上げた"),
("conflict", "Prod DB port", ("project_infra.md", "DB: PostgreSQL 13、ポート 5433"), ("reference_vendor.md", "5432 again"), "b", "port", "en-ja", "Japanese 'ポート 5433' vs English 'DB port for prod is 5432 again'"),
("conflict", "PayPay support", ("project_2026_changes.md", "PayPay 請求書払いに対応開始"), ("project_payments.md", "PayPay 請求書払いには対応していない"), "a", "policy", "ja", "'対応していない' vs '対応開始' (negation flipped)"),
("conflict", "Handheld count and OS", ("project_handhelds.md", "42 台"), ("project_2026_changes.md", "Android 14"), "b", "device", "ja", "'42 台、Android 11 のまま' vs '新機種 60 台 Android 14'"),
("conflict", "Section chief", ("project_ordinance.md", "課長は 石井"), ("reference_people.md", "課長: 2026-04"), "b", "person", "ja", "'課長は 石井 健' vs '2026-04 から 小川 誠（前任は 石井 健）'"),
("conflict", "Prod release window", ("project_release.md", "隔週水曜 17:30"), ("CLAUDE.md", "Prod release: Thursdays"), "a", "schedule", "en-ja", "English 'Thursdays after 18:00, every week' vs Japanese '隔週水曜 17:30 に変更'"),
("conflict", "Co-Authored-By trailer", ("CLAUDE.md", "Co-Authored-By: Claude"), ("feedback_commits.md", "Co-Authored-By"), "b", "policy", "en-ja", "'add trailer' vs 'もう付けない'"),
("conflict", "Minimum handheld app version", ("reference_vendor.md", "Minimum app version"), ("project_handhelds.md", "最低対応バージョン"), "a", "version", "en-ja", "'v3.2' (ja) vs 'v4.0 (v3.x blocked)' (en); recency from updated dates"),
("agree", "Photos per ticket", ("project_handhelds.md", "写真は 3 枚必須"), ("reference_vendor.md", "3 photos per ticket"), None, "count", "en-ja", "3 枚 vs 3 photos"),
("agree", "Grafana location", ("reference_dashboards.md", "Grafana:"), ("CLAUDE.md", "Grafana on port 3000"), None, "url", "en-ja", "URL with :3000 vs 'Grafana on port 3000, intranet only'"),
("agree", "No DB mocks", ("feedback_tests.md", "DB をモックしない"), ("CLAUDE.md", "never mock Postgres"), None, "policy", "en-ja", "モックしない vs never mock Postgres"),
("agree", "Commit message language", ("feedback_commits.md", "コミットメッセージは日本語"), ("CLAUDE.md", "commit messages in Japanese"), None, "policy", "en-ja", "日本語で書く vs commit messages in Japanese"),
("agree", "System contact", ("user_role.md", "システム担当は山口さん"), ("reference_people.md", "システム担当: 山口"), None, "person", "ja", "山口さん vs 山口 恵（やまぐち めぐみ）"),
("unrelated", "Fines by violation type", ("project_fines.md", "駐停車禁止"), ("project_fines.md", "普通車・駐車禁止"), None, "price", "ja", "no-stopping vs no-parking fine"),
("unrelated", "Fines by vehicle", ("project_fines.md", "二輪車"), ("project_fines.md", "普通車・駐車禁止"), None, "price", "ja", "motorcycle vs car"),
("unrelated", "DB ports prod vs staging", ("project_infra.md", "ステージング DB"), ("reference_vendor.md", "5432 again"), None, "port", "en-ja", "staging 5434 vs prod 5432"),
("unrelated", "Roles", ("reference_people.md", "巡回員リーダー"), ("reference_people.md", "システム担当: 山口"), None, "person", "ja", "warden lead vs system contact"),
]
