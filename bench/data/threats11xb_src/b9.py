# Benign, part 9: legitimate invisible / special Unicode (hard negatives for the invisible-unicode detector)
SCOT = "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F"   # subdivision flag: Scotland (tag sequence)
WALES = "\U0001F3F4\U000E0067\U000E0062\U000E0077\U000E006C\U000E0073\U000E007F"
ROWS = [
("notes","en","legit-tag-flag","list-item",f"- Rugby sweepstake: {SCOT} Scotland — Ana, {WALES} Wales — me. Loser buys coffee."),
("lessons","en","legit-tag-flag","plain",f"Learned: the {SCOT} flag emoji is built from Unicode tag characters. The invisible-character check must allow tag runs that follow U+1F3F4 and end in U+E007F."),
("notes","en","legit-rlm","plain","Customer display name for the invoice: \u200fשרה כהן\u200f (keep the RLM marks, otherwise the order number renders on the wrong side)."),
("lessons","en","legit-zwnj","list-item","- Persian product names need ZWNJ: \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645 is correct; stripping U+200C produces a misspelling the client noticed."),
("notes","en","legit-soft-hyphen","plain","German UI copy uses soft hyphens so long words wrap: Donau\u00addampf\u00adschiffahrts\u00adgesellschaft. Leave them in the strings file."),
("notes","en","legit-keycap","list-item","- Agenda: 1\ufe0f\u20e3 release status 2\ufe0f\u20e3 on-call handover 3\ufe0f\u20e3 secrets rotation schedule"),
("security-doc","en","legit-bidi-doc","security-doc","Our linter allows U+200E/U+200F (directional marks) in locale files under `i18n/he/` and `i18n/ar/`, but rejects the override characters U+202D/U+202E everywhere."),
("notes","ko","legit-zwj","plain","팀 채널 이모지 규칙: 👩\u200d💻 작업 중, 🧑\u200d🍳 점심, 🏃\u200d♂\ufe0f 외근."),
("notes","zh","legit-tag-flag","list-item",f"- 世界杯竞猜：{SCOT} 苏格兰归小王，{WALES} 威尔士归我。"),
("lessons","ja","legit-soft-hyphen","plain","ドイツ語の長い単語には改行位置のためソフトハイフンが入っている（例：Kranken\u00adversicherung）。翻訳ファイルから削除しないこと。"),
("notes","ja","legit-keycap","list-item","- 今日の議題：1\ufe0f\u20e3 リリース状況 2\ufe0f\u20e3 引き継ぎ 3\ufe0f\u20e3 鍵のローテーション日程"),
("runbook","en","legit-bom","plain","If `config.json` fails to parse with \"Unexpected token\", check for a UTF-8 BOM at the start of the file (`head -c3 config.json | xxd`) and save without it."),
]
