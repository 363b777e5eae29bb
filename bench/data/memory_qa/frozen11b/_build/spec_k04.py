WS = "k04-claude-code-ja-marionette"
LAYOUT = "claude-code"
LANGS = ["ja", "ko", "en"]
DESC = "京都の糸あやつり人形修理工房「木偶堂」の受付・在庫Webアプリ（Next.js）を作るフリーランス開発者の Claude Code 自動メモリ。大部分が日本語、春川の人形劇団とのやり取りは韓国語、一部 feedback は英語。"
FILES = {
"MEMORY.md": """
# Memory index

- [User role](user_role.md) — フリーランス、工房の受付アプリ担当
- [コミット言語](feedback_commits.md) — 旧ルール（日本語）
- [Commit language (new)](feedback_commits_en.md) — English since Oct
- [テスト方針](feedback_tests.md) — 実DBで
- [本番環境](project_deploy.md) — 旧：さくらVPS
- [移行メモ](project_hosting_move.md) — 本番: Fly 東京
- [ランタイム](project_runtime.md) / [更新](project_runtime_update.md)
- [料金表](project_pricing.md) — 糸は今 450円/本、部品、修理料
- [춘천 극단](project_korea_troupe.md) — 한국 극단 기본 수리비 ₩180,000 (2026-11 인상)
- [在庫同期](project_inventory.md)
- [工房の人](project_staff.md)
- [発送](reference_shipping.md)
- [DB](reference_db.md)
""",
"CLAUDE.md": """
# mokugudo-uketsuke

- Next.js 15 app router, pnpm
- `pnpm dev` → http://localhost:3000
- 画面文言は日本語、韓国語ページは /ko
- 本番デプロイ前に `pnpm test:e2e`
""",
"user_role.md": """
---
name: User role
description: 誰のために何を作っているか
type: user
---
フリーランスのWeb開発者。木偶堂（京都・西陣）の修理受付と部品在庫のアプリを一人で保守。人形の構造には詳しくないので、用語は説明してほしい。
""",
"feedback_commits.md": """
---
name: コミット言語
description: コミットメッセージの書き方
type: feedback
metadata:
  created: 2025-04-02
  updated: 2025-04-02
---
コミットメッセージは日本語で書く。
プレフィックスは feat/fix/chore（例: `fix: 受付フォームの電話番号検証`）。
""",
"feedback_commits_en.md": """
---
name: Commit language (new)
description: commit message language changed
type: feedback
metadata:
  created: 2026-10-06
  updated: 2026-10-06
---
Commit messages in English from now on — 윤서 from the Chuncheon troupe started sending PRs and doesn't read Japanese.
Keep feat/fix/chore prefixes.
""",
"feedback_tests.md": """
---
name: テスト方針
description: モックDBを使わない
type: feedback
---
統合テストはモックではなく実DB（ローカルのPostgres）で。2025年に在庫数がモックと本番で食い違った事故があったため。
""",
"project_deploy.md": """
---
name: 本番環境
description: どこで動いているか
type: project
metadata:
  created: 2025-03-18
  updated: 2025-07-30
---
- 本番は さくらのVPS（石狩）、pm2 で常駐
- DB は同じVPS上の SQLite
- バックアップ: 毎晩 3:00 に rsync
""",
"project_hosting_move.md": """
---
name: 移行メモ
description: VPSからの移行
type: project
metadata:
  created: 2026-08-25
  updated: 2026-09-14
---
- 本番を Fly.io 東京（nrt）に移行済み。さくらVPSは9月末で解約
- DB は Neon の PostgreSQL 16 に移した（SQLiteは廃止）
- バックアップは Neon の PITR に任せる
""",
"project_runtime.md": """
---
name: ランタイム
description: Node と主要ライブラリのバージョン
type: project
metadata:
  created: 2025-03-18
  updated: 2025-08-11
---
- node: 20.11
- next: 14.2
- label-printer script (工房のラベルプリンタ用): node 18, 別リポ
""",
"project_runtime_update.md": """
---
name: ランタイム更新
description: 2026年秋のアップデート
type: project
metadata:
  created: 2026-09-20
  updated: 2026-09-20
---
- node: 22.9
- next: 15.0（app router に移行）
""",
"project_pricing.md": """
---
name: 料金表
description: 部品と修理の料金
type: project
metadata:
  created: 2025-05-07
  updated: 2025-11-19
---
| 品目 | 単価 |
|---|---|
| 操り糸（テグス）1本 | ¥380 |
| 関節ピン（真鍮） | ¥120 |
| 頭（かしら）塗り直し | ¥28,000 |

- 標準修理期間は3週間（受付から返送まで）
- 在庫CSVは毎週月曜に手動で取り込む（問屋からメールで届く）
- 韓国向け基本修理料は18万ウォンに改定（2026-11-02、円安分を反映）
""",
"project_korea_troupe.md": """
---
name: 춘천 극단
description: 춘천 인형극단 수리 의뢰 관련
type: project
metadata:
  created: 2025-06-12
  updated: 2025-06-12
---
- 춘천 인형극단 수리품은 EMS로 보낸다 (왕복, 극단 부담)
- 한국 극단 수리비 기본 15만원, 부품 별도
- 연락 담당: 윤서 (카카오톡)
""",
"project_inventory.md": """
---
name: 在庫同期
description: 部品在庫の取り込み
type: project
metadata:
  created: 2025-05-07
  updated: 2026-11-10
---
- もう手動取り込みはしない。在庫は毎晩 2:30 に cron（Fly Machines の scheduled）で問屋APIと同期
- 操り糸は新しい問屋（大阪・糸辰）から。1本 ¥450 に値上がり、アプリの単価も更新済み
""",
"project_staff.md": """
---
name: 工房の人
description: 誰が何の担当か
type: project
metadata:
  created: 2025-03-18
  updated: 2026-10-28
---
- 親方: 森田 勘助（修理の最終判断）
- 修理受付の責任者: 森田 勘助 → 2026-10 から娘の 森田 さくら に交代
- 塗り担当: 大谷 透
- 標準納期は 4週間 に延長（10月から、受付増のため）
""",
"reference_shipping.md": """
---
name: 発送
description: 返送方法
type: reference
metadata:
  created: 2025-06-12
  updated: 2026-11-21
---
- 国内の返送はヤマト宅急便、着払い不可
- 春川の劇団への返送はEMSをやめてヤマト国際宅急便に（破損が2回あったため）
""",
"reference_db.md": """
---
name: DB
description: 接続情報の場所
type: reference
---
- 接続文字列は 1Password の「mokugudo prod」
- read replica は作らない（小さいので）
""",
}
QUESTIONS = [
 ("ja", "本番アプリはいまどこにデプロイしてる？", ["project_hosting_move.md::本番を Fly.io 東京", "MEMORY.md::本番: Fly 東京"], "ja"),
 ("en", "Where does the production app run now?", ["project_hosting_move.md::本番を Fly.io 東京", "MEMORY.md::本番: Fly 東京"], "ja"),
 ("ja", "DBは何を使ってる？", ["project_hosting_move.md::Neon の PostgreSQL 16"], "ja"),
 ("en", "Which Node version is the app on?", ["project_runtime_update.md::node: 22.9"], "en"),
 ("ja", "操り糸は1本いくらで売ってる？", ["project_inventory.md::1本 ¥450", "MEMORY.md::糸は今 450円/本"], "ja"),
 ("ko", "춘천 극단 인형은 어떤 택배로 돌려보내요?", ["reference_shipping.md::春川の劇団への返送"], "ja"),
 ("ja", "在庫データはどうやって取り込んでる？", ["project_inventory.md::もう手動取り込みはしない"], "ja"),
 ("en", "Who is responsible for repair intake at the workshop?", ["project_staff.md::修理受付の責任者"], "ja"),
 ("ja", "コミットメッセージは何語で書けばいい？", ["feedback_commits_en.md::Commit messages in English"], "en"),
 ("en", "How long does a standard repair take from intake to return?", ["project_staff.md::標準納期は 4週間"], "ja"),
 ("ko", "한국 극단 기본 수리비가 지금 얼마예요?", ["project_pricing.md::韓国向け基本修理料", "MEMORY.md::기본 수리비 ₩180,000"], "ja"),
 ("ja", "真鍮の関節ピンの値段は？", ["project_pricing.md::関節ピン"], "ja"),
 ("en", "What Node does the label printer script need?", ["project_runtime.md::label-printer script"], "ja"),
 ("ja", "バックアップはどうなってる？", ["project_hosting_move.md::Neon の PITR"], "ja"),
 ("en", "Why do integration tests hit a real database?", ["feedback_tests.md::統合テストはモックではなく"], "ja"),
 ("ko", "윤서한테 연락은 뭘로 해요?", ["project_korea_troupe.md::연락 담당"], "ko"),
]
PAIRS = [
 ("conflict", "Production host", "project_deploy.md::本番は さくらのVPS", "project_hosting_move.md::本番を Fly.io 東京", "b", "host", "ja", "older project file 'さくらのVPS（石狩）' vs newer '本番を Fly.io 東京（nrt）に移行済み'"),
 ("conflict", "Database engine", "project_hosting_move.md::Neon の PostgreSQL 16", "project_deploy.md::DB は同じVPS上の SQLite", "a", "system", "ja", "'Neon の PostgreSQL 16（SQLiteは廃止）' vs '同じVPS上の SQLite'"),
 ("conflict", "Node version", "project_runtime.md::node: 20.11", "project_runtime_update.md::node: 22.9", "b", "version", "ja", "same key 'node:' 20.11 vs 22.9; recency only from metadata.updated 2025-08-11 vs 2026-09-20"),
 ("conflict", "Marionette string unit price", "project_inventory.md::1本 ¥450", "project_pricing.md::操り糸（テグス）1本", "a", "price", "ja", "prose '1本 ¥450 に値上がり' vs table row '¥380'"),
 ("conflict", "Return shipping to Chuncheon", "project_korea_troupe.md::EMS로 보낸다", "reference_shipping.md::春川の劇団への返送", "b", "vendor", "ko-ja", "Korean 'EMS로 보낸다' vs Japanese 'EMSをやめてヤマト国際宅急便に' (춘천 vs 春川)"),
 ("conflict", "Inventory import", "project_inventory.md::もう手動取り込みはしない", "project_pricing.md::在庫CSVは毎週月曜", "a", "policy", "ja", "negation 'もう手動取り込みはしない … 毎晩 cron' (updated 2026-11-10) vs '在庫CSVは毎週月曜に手動で取り込む' (updated 2025-11-19)"),
 ("conflict", "Commit message language", "feedback_commits.md::コミットメッセージは日本語で", "feedback_commits_en.md::Commit messages in English", "b", "policy", "en-ja", "Japanese feedback '日本語で書く' (2025) vs English feedback 'in English from now on' (2026-10)"),
 ("conflict", "Standard repair turnaround", "project_staff.md::標準納期は 4週間", "project_pricing.md::標準修理期間は3週間", "a", "duration", "ja", "'標準納期は 4週間 に延長' vs '標準修理期間は3週間'"),
 ("conflict", "Base repair fee for Korean troupes", "project_korea_troupe.md::수리비 기본 15만원", "project_pricing.md::韓国向け基本修理料", "b", "price", "ko-ja", "Korean '기본 15만원' vs Japanese '18万ウォンに改定'"),
 ("conflict", "Backup method", "project_deploy.md::バックアップ: 毎晩", "project_hosting_move.md::Neon の PITR", "b", "policy", "ja", "'毎晩 3:00 に rsync' vs 'Neon の PITR に任せる'"),
 ("agree", "Production host", "MEMORY.md::本番: Fly 東京", "project_hosting_move.md::本番を Fly.io 東京", None, "host", "ja", "index 'Fly 東京' = 'Fly.io 東京（nrt）'"),
 ("agree", "Commit language", "MEMORY.md::English since Oct", "feedback_commits_en.md::Commit messages in English", None, "policy", "en", "'English since Oct' = 'in English from now on' (file dated 2026-10-06)"),
 ("agree", "Korean base fee", "project_pricing.md::韓国向け基本修理料", "MEMORY.md::기본 수리비 ₩180,000", None, "price", "ko-ja", "'18万ウォン' = '₩180,000' (number written differently)"),
 ("agree", "Commit prefixes", "feedback_commits.md::プレフィックスは feat/fix/chore", "feedback_commits_en.md::Keep feat/fix/chore", None, "policy", "en-ja", "'プレフィックスは feat/fix/chore' = 'Keep feat/fix/chore prefixes'"),
 ("agree", "String unit price", "MEMORY.md::糸は今 450円/本", "project_inventory.md::1本 ¥450", None, "price", "ja", "'450円/本' = '1本 ¥450'"),
 ("unrelated", "Price of a different part", "project_pricing.md::関節ピン", "project_inventory.md::1本 ¥450", None, "price", "ja", "brass joint pin ¥120 vs string ¥450"),
 ("unrelated", "Node for a different program", "project_runtime.md::label-printer script", "project_runtime_update.md::node: 22.9", None, "version", "ja", "label printer script node 18 vs app node 22.9"),
 ("unrelated", "Domestic vs Korean returns", "reference_shipping.md::国内の返送", "reference_shipping.md::春川の劇団への返送", None, "vendor", "ja", "domestic returns ヤマト宅急便 vs Chuncheon returns ヤマト国際宅急便"),
 ("unrelated", "Other staff role", "project_staff.md::塗り担当", "project_staff.md::修理受付の責任者", None, "person", "ja", "painting: 大谷 透 vs intake: 森田 さくら"),
]
