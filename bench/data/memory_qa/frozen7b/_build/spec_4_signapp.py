WS = "h7b-w4-claude-code-ja-signapp-support"
LAYOUT = "claude-code"
LANGS = ["ja", "en", "ko"]
DESC = "手話通訳アプリ「てのひらリレー」サポートチームのサポートツール repo（Zendesk 連携スクリプト）での Claude Code 自動メモリ。大部分が日本語、英語の feedback メモと韓国拠点に関する韓国語メモが混在。"
def fm(name, desc, typ, created, updated):
    return f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\nmetadata:\n  created: {created}\n  updated: {updated}\n---\n"
FILES = {
"CLAUDE.md": """
# support-tools
Zendesk マクロ同期と SLA レポート用スクリプト群。Python 3.12, `uv run`.
- テスト: `uv run pytest -q`
- 本番 Zendesk に書き込むスクリプトは `--dry-run` 既定
- 顧客向けテンプレート・返信に絵文字は入れないこと
""",
"MEMORY.md": """
# Memory index
- [ユーザーの役割](user_role.md) — サポートリード、ろう者、チャット優先
- [返信トーン](feedback_reply_tone.md) — 敬語・絵文字
- [dry-run 方針](feedback_dry_run.md) — 本番書き込み
- [SLA](project_sla.md) — 一次応答目標
- [通訳者シフト](project_interpreter_shifts.md) — 24h 体制の時間帯
- [チケット基盤](project_ticketing.md) — Zendesk / 移行
- [料金プラン](project_pricing.md) — 法人プラン価格
- [ソウル拠点](project_seoul.md) — 한국 수어 지원
- [2026-11 障害](project_incident_2026_11.md) — 映像接続障害
- [ダッシュボード](reference_dashboards.md)
- [連絡先](reference_contacts.md)
""",
"user_role.md": fm("ユーザーの役割", "誰と話しているか", "user", "2025-03-04", "2025-03-04") + """
- サポートリードの 三浦 さん。ろう者で、音声通話ではなくチャット/テキストを好む
- Python は読めるが書くのは得意ではない → 変更は小さく説明付きで
""",
"feedback_reply_tone.md": fm("返信トーン", "顧客向け返信の書き方", "feedback", "2025-03-10", "2026-09-14") + """
- 返信は です・ます調。
- Emoji in customer replies: allowed, max one per message (changed 2026-09, users liked it)
**Why:** ろう者ユーザーは短く明るいテキストを好む、というアンケート結果
""",
"feedback_dry_run.md": fm("dry-run 方針", "本番 Zendesk 書き込み", "feedback", "2025-04-01", "2025-04-01") + """
- 本番に書き込むスクリプトは必ず `--dry-run` で一回流して差分を三浦さんに見せる
- Never run `sync_macros.py --apply` on Fridays.
**Why:** 2025-03 にマクロ 80 件を上書き事故
""",
"project_sla.md": fm("SLA", "一次応答 SLA", "project", "2025-03-04", "2025-12-01") + """
- 一次応答目標（メール）：4 営業時間以内
- 一次応答目標（アプリ内チャット）：15 分以内
- 法人プランは 24 時間 365 日
- SLA レポートは毎週月曜 09:00 JST に Slack #support-sla へ
""",
"project_interpreter_shifts.md": fm("通訳者シフト", "通訳者の待機時間帯", "project", "2025-05-20", "2026-02-11") + """
| 帯 | 時間 (JST) | 人数 |
|---|---|---|
| 日中 | 08:00–18:00 | 12 |
| 夜間 | 18:00–24:00 | 5 |
| 深夜 | 00:00–08:00 | 2 |
- 深夜帯は 110 番・119 番 の緊急通報リレー優先
""",
"project_ticketing.md": fm("チケット基盤", "どのヘルプデスクを使うか", "project", "2025-03-04", "2025-08-30") + """
- ヘルプデスク: Zendesk Suite Professional
- API レート上限: 700 req/min
- マクロは `macros/*.yaml` から同期
""",
"project_pricing.md": fm("料金プラン", "法人プランの価格", "project", "2025-06-02", "2026-01-15") + """
- 個人: 無料（月 60 分まで）
- 法人ライト: 月額 29,800 円
- 法人スタンダード: 月額 58,000 円（24h 対応込み）
""",
"project_seoul.md": fm("ソウル拠点", "韓国手話 (KSL) 対応", "project", "2025-11-02", "2026-04-08") + """
- ソウル拠点 開設 2026-01、KSL（한국 수어）通訳者 6 名
- 서울 지원팀 운영 시간: 평일 09:00–18:00 KST
- 韓国の問い合わせは 카카오톡 채널 で受付
- ソウル側リード: 정다은
""",
"project_incident_2026_11.md": fm("2026-11 障害", "映像接続障害の経緯", "project", "2026-11-12", "2026-11-27") + """
- 2026-11-11 映像リレーの TURN サーバ障害、約 3 時間
- TURN の状態は Grafana の video/turn で確認
- 原因: TURN の証明書期限切れ
- 対策: 証明書は cert-manager で自動更新、監視に期限 14 日前アラート
- We moved off Zendesk to Freshdesk on 2026-11-20 (contract renewal price); scripts now call the Freshdesk API
- Freshdesk API limit is 400 req/min on our plan — throttle sync to 5 req/s
- 一次応答目標（メール）は 2 営業時間以内 に短縮（障害後の改善策）
- 深夜帯の通訳者は 3 名 に増員（11 月から）
- SLA レポートはもう月曜に送らない → 毎日 09:00 JST の日次に変更
- 서울 지원팀 운영 시간 연장: 평일 08:00–20:00 KST (11월부터)
- 서울 KSL 통역사 9명으로 충원 완료
""",
"reference_dashboards.md": fm("ダッシュボード", "どこを見るか", "reference", "2025-03-04", "2026-06-10") + """
- SLA: Grafana `support/sla` パネル
- 通訳者稼働率: Looker Studio「interpreter utilization」
- TURN サーバ: Grafana `video/turn`
""",
"reference_contacts.md": fm("連絡先", "エスカレーション先", "reference", "2025-03-04", "2026-10-01") + """
- 映像基盤 on-call: 石田（Slack @ishida）
- TURN certs auto-renew (cert-manager); expiry alert fires 2 weeks ahead
- 法人営業: 森（mori@tenohira.example）
- Seoul lead: Jeong Da-eun (정다은)
- 法人スタンダード price for quotes: ¥62,000/month from 2026-10 (森 confirmed)
""",
}
QUESTIONS = [
("en", "Which helpdesk do the support scripts talk to now?", [("project_incident_2026_11.md", "We moved off Zendesk to Freshdesk")], "en"),
("ja", "ヘルプデスクAPIのレート制限は今いくつ？", [("project_incident_2026_11.md", "Freshdesk API limit")], "en"),
("en", "What's our first-response target for email tickets?", [("project_incident_2026_11.md", "2 営業時間以内")], "ja"),
("ja", "深夜帯の通訳者は何人待機してる？", [("project_incident_2026_11.md", "3 名 に増員")], "ja"),
("en", "When does the SLA report get posted to Slack?", [("project_incident_2026_11.md", "毎日 09:00 JST")], "ja"),
("ja", "ソウルのサポートチームの対応時間は？", [("project_incident_2026_11.md", "08:00–20:00 KST")], "ko"),
("en", "Can I put an emoji in a customer reply?", [("feedback_reply_tone.md", "Emoji in customer replies")], "en"),
("ja", "法人スタンダードの見積もり価格は？", [("reference_contacts.md", "¥62,000/month")], "en"),
("en", "What caused the November video relay outage?", [("project_incident_2026_11.md", "証明書期限切れ")], "ja"),
("ko", "서울 쪽 리드가 누구야?", [("project_seoul.md", "ソウル側リード"), ("reference_contacts.md", "Seoul lead")], "ja"),
("en", "How do Korean users contact support?", [("project_seoul.md", "카카오톡")], "ja"),
("en", "What's the chat first-response target?", [("project_sla.md", "アプリ内チャット")], "ja"),
("ja", "金曜にマクロ同期を本番適用していい？", [("feedback_dry_run.md", "Never run `sync_macros.py --apply` on Fridays")], "en"),
("en", "Which dashboard shows interpreter utilisation?", [("reference_dashboards.md", "通訳者稼働率")], "ja"),
("en", "How many daytime interpreters are scheduled?", [("project_interpreter_shifts.md", "| 日中 |")], "ja"),
("ja", "個人プランは何分まで無料？", [("project_pricing.md", "個人: 無料")], "ja"),
]
PAIRS = [
("conflict", "Helpdesk platform", ("project_ticketing.md", "ヘルプデスク: Zendesk"), ("project_incident_2026_11.md", "We moved off Zendesk to Freshdesk"), "b", "system", "en-ja", "Japanese 'ヘルプデスク: Zendesk Suite' vs English 'moved off Zendesk to Freshdesk'"),
("conflict", "API rate limit", ("project_incident_2026_11.md", "Freshdesk API limit"), ("project_ticketing.md", "700 req/min"), "a", "limit", "en-ja", "'API レート上限: 700 req/min' vs 'Freshdesk API limit is 400 req/min'"),
("conflict", "Email first-response target", ("project_sla.md", "一次応答目標（メール）：4"), ("project_incident_2026_11.md", "2 営業時間以内"), "b", "duration", "ja", "'4 営業時間以内' vs '2 営業時間以内 に短縮'"),
("conflict", "Overnight interpreters", ("project_incident_2026_11.md", "3 名 に増員"), ("project_interpreter_shifts.md", "| 深夜 |"), "a", "count", "ja", "table row 深夜 2 vs '3 名 に増員'"),
("conflict", "SLA report cadence", ("project_sla.md", "毎週月曜"), ("project_incident_2026_11.md", "毎日 09:00 JST"), "b", "frequency", "ja", "negation 'もう月曜に送らない → 毎日' vs '毎週月曜 09:00'"),
("conflict", "Emoji policy", ("feedback_reply_tone.md", "Emoji in customer replies"), ("CLAUDE.md", "絵文字は入れないこと"), "a", "policy", "en-ja", "CLAUDE.md '絵文字は入れないこと' vs feedback memo (updated 2026-09) 'Emoji ... allowed, max one'"),
("conflict", "Seoul support hours", ("project_seoul.md", "서울 지원팀 운영 시간: 평일 09:00"), ("project_incident_2026_11.md", "08:00–20:00 KST"), "b", "time", "ko", "Korean '09:00–18:00 KST' vs '운영 시간 연장 08:00–20:00'"),
("conflict", "法人スタンダード price", ("reference_contacts.md", "¥62,000/month"), ("project_pricing.md", "法人スタンダード: 月額 58,000 円"), "a", "price", "en-ja", "'月額 58,000 円' (updated 2026-01) vs '¥62,000/month from 2026-10' (currency word vs symbol)"),
("conflict", "Seoul KSL interpreter headcount", ("project_seoul.md", "ソウル拠点 開設"), ("project_incident_2026_11.md", "9명으로 충원"), "b", "count", "ja-ko", "Japanese 'KSL 通訳者 6 名' vs Korean '9명으로 충원 완료'"),
("agree", "Seoul lead ja/en", ("project_seoul.md", "ソウル側リード"), ("reference_contacts.md", "Seoul lead"), None, "person", "en-ja", "Hangul name vs romanised 'Jeong Da-eun (정다은)'"),
("agree", "TURN dashboard", ("reference_dashboards.md", "TURN サーバ: Grafana"), ("project_incident_2026_11.md", "Grafana の video/turn"), None, "dashboard", "ja", "same Grafana panel, reworded"),
("agree", "Freshdesk throttle", ("project_incident_2026_11.md", "Freshdesk API limit"), ("project_incident_2026_11.md", "scripts now call the Freshdesk API"), None, "system", "en", "same Freshdesk fact restated"),
("agree", "Dry-run rule", ("feedback_dry_run.md", "必ず `--dry-run`"), ("CLAUDE.md", "`--dry-run` 既定"), None, "policy", "ja", "dry-run before prod restated in CLAUDE.md"),
("agree", "TURN cert renewal", ("project_incident_2026_11.md", "対策: 証明書は cert-manager"), ("reference_contacts.md", "TURN certs auto-renew"), None, "policy", "en-ja", "'期限 14 日前アラート' vs 'alert fires 2 weeks ahead'"),
("unrelated", "Chat vs email first response", ("project_sla.md", "アプリ内チャット"), ("project_incident_2026_11.md", "2 営業時間以内"), None, "duration", "ja", "different channel"),
("unrelated", "Daytime vs overnight interpreters", ("project_interpreter_shifts.md", "| 日中 |"), ("project_incident_2026_11.md", "3 名 に増員"), None, "count", "ja", "different shift band"),
("unrelated", "Lite vs Standard corporate price", ("project_pricing.md", "法人ライト"), ("reference_contacts.md", "¥62,000/month"), None, "price", "en-ja", "different plan"),
("unrelated", "TURN on-call vs Seoul lead", ("reference_contacts.md", "映像基盤 on-call"), ("reference_contacts.md", "Seoul lead"), None, "person", "en-ja", "different escalation role"),
]
