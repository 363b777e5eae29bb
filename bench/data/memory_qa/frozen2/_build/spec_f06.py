W = "f06-claude-code-ja-oss"
META = {"layout": "claude-code", "langs": ["ja", "en"],
        "description": "日本の住所パーサ（Rust, jusho-rs）を保守する個人 OSS メンテナの Claude Code 自動メモリ。大部分が日本語、一部英語の feedback/project メモ。"}
V1 = "project_v1_blockers.md"
Q = [
 ("ja", "今の MSRV はいくつ？", [("project_release_plan.md", "MSRV を 1.78 に引き上げ"), ("project_ci.md", "現在 1.78 で固定")], "ja"),
 ("en", "Which postal-code file does the importer read now?", [("project_postal_data.md", "utf_ken_all.csv")], "ja"),
 ("ja", "v1.0 はいつ出る予定？", [(V1, "2027-02 に延期")], "ja"),
 ("ja", "issue の振り分けは今だれがやってる？", [("feedback_review_style.md", "Triage rotation is now owned by")], "en"),
 ("en", "What macOS runner does CI use?", [(V1, "macos-14（arm64）へ移行済み")], "ja"),
 ("ja", "このクレートのライセンスは？", [(V1, "ライセンス: MIT OR Apache-2.0")], "ja"),
 ("ja", "CHANGELOG は何語で書く？", [("feedback_release_notes.md", "The CHANGELOG is written in English"), ("MEMORY.md", "CHANGELOG は英語")], "en"),
 ("ja", "事業所の郵便番号データはどのくらいの頻度で更新する？", [("project_postal_data.md", "JIGYOSYO.CSV")], "ja"),
 ("en", "Who can publish jusho-cli to crates.io?", [("reference_crates_io.md", "`jusho-cli` owner")], "ja"),
 ("ja", "WASM パッケージのサイズ上限は？", [("project_wasm.md", "Bundle size budget")], "en"),
 ("ja", "GitHub Sponsors で月いくら入ってる？", [("reference_sponsors.md", "GitHub Sponsors: 月 $340")], "ja"),
 ("en", "What language should I reply to Makoto in?", [("user_profile.md", "prefers replies in Japanese"), ("feedback_review_style.md", "返答は日本語")], "en"),
 ("ja", "郵便番号データの週次チェックはいつ走る？", [("project_ci.md", "毎週月曜 03:00 JST")], "ja"),
 ("en", "How long is the crates.io API token valid for?", [("reference_crates_io.md", "有効期限 90 日")], "ja"),
]
P = [
 ("conflict", "What is the crate's MSRV?", ("project_msrv.md", "MSRV は Rust 1.70"), ("project_release_plan.md", "MSRV を 1.78 に引き上げ"), "b", "version", "ja", "'MSRV は Rust 1.70' (updated 2025-10) vs 'MSRV を 1.78 に引き上げ（v0.10 から）'"),
 ("conflict", "Which Japan Post data file feeds the parser?", ("project_wasm.md", "embeds KEN_ALL.csv (Shift_JIS)"), ("project_postal_data.md", "KEN_ALL.csv（Shift_JIS）はもう使わない"), "b", "data source", "en-ja", "English 'embeds KEN_ALL.csv (Shift_JIS)' vs Japanese 'もう使わない … utf_ken_all.csv に切替' (negation)"),
 ("conflict", "When will v1.0 be released?", ("project_release_plan.md", "v1.0 リリース予定: 2026-12-15"), (V1, "2027-02 に延期"), "b", "date", "ja", "planned 2026-12-15 vs '2027-02 に延期'"),
 ("conflict", "Who does issue triage?", ("project_maintainers.md", "Triage 担当: @hiroto-s"), ("feedback_review_style.md", "Triage rotation is now owned by"), "b", "person", "en-ja", "Japanese 'Triage 担当: @hiroto-s（佐々木 浩人）' vs English 'now owned by @mei-lin (林 美玲); Hiroto stepped back'"),
 ("conflict", "Which macOS runner does CI use?", ("project_ci.md", "macOS ランナー: macos-13"), (V1, "macos-14（arm64）へ移行済み"), "b", "runner", "ja", "key line 'macOS ランナー: macos-13 (x86_64)' vs '… macos-14（arm64）へ移行済み、macos-13 は廃止'"),
 ("conflict", "What license is jusho-rs under?", (V1, "ライセンス: MIT OR Apache-2.0"), ("project_license.md", "ライセンス: MIT"), "a", "license", "ja", "identical key 'ライセンス:', dual vs MIT only; recency only from metadata.updated (2026-11-25 vs 2025-08-17)"),
 ("agree", "What language is the CHANGELOG in?", ("feedback_release_notes.md", "The CHANGELOG is written in English"), ("MEMORY.md", "CHANGELOG は英語"), None, "language", "en-ja", "English feedback line vs Japanese index hook"),
 ("agree", "What Rust version does the MSRV CI job pin?", ("project_release_plan.md", "MSRV を 1.78 に引き上げ"), ("project_ci.md", "現在 1.78 で固定"), None, "version", "ja", "release plan and CI file agree on 1.78"),
 ("agree", "How should replies and code comments be written?", ("user_profile.md", "prefers replies in Japanese"), ("feedback_review_style.md", "返答は日本語"), None, "language", "en-ja", "same preference in English and Japanese"),
 ("unrelated", "Which CI runners do we use?", ("project_ci.md", "Linux ランナー: ubuntu-22.04"), (V1, "macos-14（arm64）へ移行済み"), None, "runner", "ja", "Linux runner vs macOS runner"),
 ("unrelated", "Who owns our crates on crates.io?", ("reference_crates_io.md", "`jusho-core` owner"), ("reference_crates_io.md", "`jusho-cli` owner"), None, "owner", "en", "owners of two different crates"),
 ("unrelated", "How often is postal data refreshed?", ("project_postal_data.md", "月次で取り込む"), ("project_postal_data.md", "JIGYOSYO.CSV"), None, "schedule", "ja", "monthly residential data vs twice-yearly business codes"),
]
