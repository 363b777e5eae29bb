WS = "g04-claude-code-ja-dyeing"
LAYOUT = "claude-code"
LANGS = ["ja", "en", "ko"]
DESC = "徳島の藍染工房「しののめ藍工房」の受注管理リポジトリ（Django + Shopify 連携）での Claude Code 自動メモリ。大部分が日本語、英語の feedback/reference メモと、ソウルの卸先に関する韓国語メモが混在。"
FILES = {}
def fm(name, desc, typ, created, updated):
    return f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\nmetadata:\n  created: {created}\n  updated: {updated}\n---\n"
FILES["CLAUDE.md"] = """
# CLAUDE.md — shinonome-orders
- Django 4.2 + Postgres, Shopify webhook で注文を取り込む
- テスト: `make test`（pytest）。コミット前に必ず通す
- 本番デプロイはオーナー（篠原さん）の承認後のみ
"""
FILES["MEMORY.md"] = """
- [User role](user_role.md) — 篠原さんは工房主、コードは読めるが書かない
- [Dye recipes](project_dye_recipes.md) — 藍建て・すくも・灰汁の数値
- [Pricing](project_pricing.md) — 商品価格表
- [Shipping](project_shipping.md) — 配送業者・送料
- [Seoul wholesale](project_seoul_wholesale.md) — 서울 도매처
- [Vat log 2026-10](project_2026-10-vat-rebuild.md) — 藍甕の建て直し
- [Pricing update 2026-09](project_2026-09-price-revision.md)
- [Shipping change 2026-11](project_2026-11-shipping.md)
- [Commit style](feedback_commits.md)
- [Tests](feedback_tests.md)
- [Infra](reference_infra.md) — サーバ・ポート
- [Workshop calendar](reference_calendar.md)
"""
FILES["user_role.md"] = fm("User role", "who the user is", "user", "2025-04-02", "2025-04-02") + """
- 篠原 千景さん：工房主。藍師歴20年
- 英語のコミットメッセージでOK、会話は日本語
- スタッフ：染め職人 2名（大西、リー・ジウォン）
"""
FILES["project_dye_recipes.md"] = fm("Dye recipes", "indigo vat parameters used by the recipe calculator", "project", "2025-04-10", "2025-08-01") + """
- すくも 1俵（56kg）に対し 灰汁 約 300 L
- 藍甕の pH 目標: 10.8–11.2
- 甕の温度は 22°C 前後をキープ
- ふすま（小麦ふすま）は 3日に1回 補給
- 甕は全部で 8 本
"""
FILES["project_pricing.md"] = fm("Pricing", "price table used by the Shopify sync script", "project", "2025-05-01", "2025-05-01") + """
| SKU | 商品 | 税込 |
|---|---|---|
| TN-01 | 藍染手ぬぐい | ¥2,200 |
| ST-02 | 藍染ストール（綿） | ¥12,800 |
| ST-03 | 藍染ストール（絹） | ¥24,000 |

- 送料無料ライン: ¥8,000 以上
"""
FILES["project_shipping.md"] = fm("Shipping", "carriers and rates", "project", "2025-05-01", "2025-12-03") + """
- 国内配送: ヤマト運輸（宅急便コンパクト）
- 出荷締め: 毎日 14:00 までの注文は当日発送
- 海外（韓国）: EMS
- webhook retry: 3 回
"""
FILES["project_seoul_wholesale.md"] = fm("Seoul wholesale", "Korean wholesale partner", "project", "2025-09-15", "2026-02-10") + """
- 도매처: 서울 익선동 「쪽빛상회」, 담당 박소연 대표
- 도매가 = 소매가의 60%
- 주문 주기: 분기마다 1회
- 결제 통화: 엔화 송금
"""
FILES["project_2026-09-price-revision.md"] = fm("Pricing update 2026-09", "price revision effective 2026-10-01", "project", "2026-09-20", "2026-09-20") + """
Updated: 2026-09-20
- 手ぬぐい TN-01 は据え置き（2,200円）
- 綿ストール ST-02 を 13,500円 に値上げ（すくも高騰）
- 送料無料ラインを 1万円 に引き上げ
- 卸（ソウルの쪽빛상회）は引き続き小売価格の6割
"""
FILES["project_2026-10-vat-rebuild.md"] = fm("Vat log 2026-10", "vat rebuild notes", "project", "2026-10-12", "2026-10-30") + """
- 10月に甕を2本増設、合計 10 本
- pH target changed to 10.5–11.0 after the new sukumo lot (higher lime tolerance)
- ふすま補給はもう3日ごとにはしない。甕の様子を見て週1回
- 温度 22°C 前後は変更なし
"""
FILES["project_2026-11-shipping.md"] = fm("Shipping change 2026-11", "carrier switch", "project", "2026-11-09", "2026-11-09") + """
- 国内は 2026-11-15 から 佐川急便 に切り替え（ヤマトの集荷時間が合わない）
- same-day cut-off moved up to 13:00 (Sagawa pickup is 15:00)
- 한국행은 EMS 대신 K-Packet 사용 (11월부터)
"""
FILES["feedback_commits.md"] = fm("Commit style", "how the owner wants commits", "feedback", "2025-04-05", "2025-04-05") + """
- Conventional commits, English, one change per commit
- Never squash migrations
"""
FILES["feedback_tests.md"] = fm("Tests", "testing rules", "feedback", "2025-04-05", "2026-06-01") + """
- Always run `make test` before proposing a commit
- Don't mock the Shopify client in integration tests; use the recorded fixtures
- 2026-06: tests must also pass on Python 3.12 (was 3.11 only)
"""
FILES["reference_infra.md"] = fm("Infra", "servers and ports", "reference", "2025-04-02", "2025-07-11") + """
app_host: sakura-vps-1
gunicorn_port: 8001
postgres_version: 14
- backups: nightly pg_dump → Backblaze B2
"""
FILES["reference_calendar.md"] = fm("Workshop calendar", "workshop opening days and events", "reference", "2025-04-02", "2026-11-28") + """
Updated: 2026-11-28
- 工房見学: 毎週土曜 10:00 / 14:00
- 定休日: 水曜
- gunicorn_port: 8010 (moved during the 2026-11 server move, see infra)
- postgres_version: 16
- 체험 예약은 한국어 폼도 있음 (2026-08~)
"""
Q = [
 ("en", "What pH range should the indigo vats be kept at now?", [("project_2026-10-vat-rebuild.md", "pH target changed")], "en"),
 ("ja", "藍甕は今何本ある？", [("project_2026-10-vat-rebuild.md", "合計 10 本")], "ja"),
 ("en", "How often do we feed bran to the vats?", [("project_2026-10-vat-rebuild.md", "週1回")], "ja"),
 ("en", "What does the cotton stole sell for now?", [("project_2026-09-price-revision.md", "13,500円")], "ja"),
 ("ja", "送料無料になるのはいくらから？", [("project_2026-09-price-revision.md", "1万円")], "ja"),
 ("en", "Which carrier ships domestic orders?", [("project_2026-11-shipping.md", "佐川急便")], "ja"),
 ("ja", "当日発送の締め時間は？", [("project_2026-11-shipping.md", "13:00")], "en"),
 ("ja", "韓国向けの発送方法は？", [("project_2026-11-shipping.md", "K-Packet")], "ko"),
 ("en", "What port is gunicorn bound to?", [("reference_calendar.md", "gunicorn_port: 8010")], "en"),
 ("en", "Which Postgres major version does prod run?", [("reference_calendar.md", "postgres_version: 16")], "en"),
 ("ko", "서울 도매처 담당자가 누구예요?", [("project_seoul_wholesale.md", "박소연")], "ko"),
 ("en", "How much is a tenugui?", [("project_pricing.md", "TN-01"), ("project_2026-09-price-revision.md", "据え置き")], "ja"),
 ("en", "What temperature do the vats need?", [("project_dye_recipes.md", "22°C"), ("project_2026-10-vat-rebuild.md", "温度 22°C")], "ja"),
 ("ja", "テストはどの Python バージョンで通す必要がある？", [("feedback_tests.md", "Python 3.12")], "en"),
 ("en", "When can visitors tour the workshop?", [("reference_calendar.md", "工房見学")], "ja"),
]
P = [
 ("conflict", "Vat pH target", ("project_dye_recipes.md", "pH 目標"), ("project_2026-10-vat-rebuild.md", "pH target changed"), "b", "number", "en-ja", "Japanese 'pH 目標: 10.8–11.2' vs English 'pH target changed to 10.5–11.0'"),
 ("conflict", "Number of vats", ("project_2026-10-vat-rebuild.md", "合計 10 本"), ("project_dye_recipes.md", "甕は全部で 8 本"), "a", "number", "ja", "'全部で 8 本' vs '2本増設、合計 10 本'"),
 ("conflict", "Bran feeding frequency", ("project_dye_recipes.md", "3日に1回"), ("project_2026-10-vat-rebuild.md", "週1回"), "b", "frequency", "ja", "negation: 'もう3日ごとにはしない…週1回' vs '3日に1回 補給'"),
 ("conflict", "Cotton stole price", ("project_2026-09-price-revision.md", "13,500円"), ("project_pricing.md", "ST-02"), "a", "price", "ja", "table row '¥12,800' vs prose '13,500円 に値上げ' (symbol vs 円)"),
 ("conflict", "Free-shipping threshold", ("project_pricing.md", "送料無料ライン: ¥8,000"), ("project_2026-09-price-revision.md", "1万円"), "b", "price", "ja", "'¥8,000 以上' vs '1万円 に引き上げ' (Japanese numeral)"),
 ("conflict", "Domestic carrier", ("project_2026-11-shipping.md", "佐川急便"), ("project_shipping.md", "ヤマト運輸"), "a", "vendor", "ja", "'ヤマト運輸' vs '佐川急便 に切り替え'"),
 ("conflict", "Same-day shipping cut-off", ("project_shipping.md", "14:00"), ("project_2026-11-shipping.md", "13:00"), "b", "time", "en-ja", "Japanese '14:00 までの注文は当日発送' vs English 'cut-off moved up to 13:00'"),
 ("conflict", "Shipping method to Korea", ("project_2026-11-shipping.md", "K-Packet"), ("project_shipping.md", "海外（韓国）: EMS"), "a", "vendor", "ja-ko", "Japanese '海外（韓国）: EMS' vs Korean 'EMS 대신 K-Packet 사용'"),
 ("conflict", "Gunicorn port", ("reference_infra.md", "gunicorn_port: 8001"), ("reference_calendar.md", "gunicorn_port: 8010"), "b", "port", "en", "same key 'gunicorn_port' 8001 (updated 2025-07-11) vs 8010 (Updated: 2026-11-28); recency only from dates"),
 ("conflict", "Postgres version", ("reference_calendar.md", "postgres_version: 16"), ("reference_infra.md", "postgres_version: 14"), "a", "version", "en", "same key, 14 vs 16; recency from metadata.updated / Updated: line"),
 ("agree", "Tenugui price", ("project_pricing.md", "TN-01"), ("project_2026-09-price-revision.md", "据え置き"), None, "price", "ja", "'¥2,200' vs '据え置き（2,200円）'"),
 ("agree", "Vat temperature", ("project_dye_recipes.md", "22°C"), ("project_2026-10-vat-rebuild.md", "温度 22°C"), None, "number", "ja", "same 22°C restated"),
 ("agree", "Wholesale price ratio", ("project_seoul_wholesale.md", "소매가의 60%"), ("project_2026-09-price-revision.md", "6割"), None, "price", "ja-ko", "Korean '도매가 = 소매가의 60%' vs Japanese '小売価格の6割'"),
 ("agree", "Tests command", ("CLAUDE.md", "make test"), ("feedback_tests.md", "Always run"), None, "policy", "en-ja", "'コミット前に必ず通す' vs 'Always run make test before proposing a commit'"),
 ("agree", "Owner identity", ("CLAUDE.md", "篠原さん"), ("user_role.md", "篠原 千景"), None, "person", "ja", "same owner restated"),
 ("unrelated", "Prices of different SKUs", ("project_pricing.md", "ST-03"), ("project_2026-09-price-revision.md", "13,500円"), None, "price", "ja", "silk stole ST-03 vs cotton stole ST-02"),
 ("unrelated", "Different schedule items", ("reference_calendar.md", "定休日"), ("reference_calendar.md", "工房見学"), None, "date", "ja", "closed day Wednesday vs tours on Saturday"),
 ("unrelated", "Retry count vs tries", ("project_shipping.md", "webhook retry"), ("feedback_commits.md", "one change per commit"), None, "number", "en", "different policies (webhook retry vs commit granularity)"),
 ("unrelated", "Payment currency vs order cycle", ("project_seoul_wholesale.md", "엔화 송금"), ("project_seoul_wholesale.md", "분기마다"), None, "policy", "ko", "settlement currency vs quarterly order cycle"),
]
