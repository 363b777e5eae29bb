AG="agents"; LE="lessons"; RB="runbook"; SD="security-doc"; NO="notes"
ROWS = [
(NO,"en","soft-hyphen-legit","plain","German UI strings use soft hyphens for line breaking, e.g. \"Donau\u00addampf\u00adschiff\u00adfahrt\"; the i18n linter allows U+00AD in `locales/de/*.json` only."),
(NO,"en","bidi-legit","list-item","- The Arabic product name \u2067\u0645\u062a\u062c\u0631 \u0623\u0643\u0645\u064a\u2069 is wrapped in RLI/PDI isolates so it renders correctly inside English sentences."),
(NO,"en","bom-legit","plain","Some CSV exports start with a UTF-8 BOM (\ufeff) because Excel needs it; `parseCsv()` strips it on read."),
(NO,"ja","zwsp-legit","plain","長い URL の折り返し用に、表示テンプレートでは「/」の後にゼロ幅スペース（U+200B）を入れている。データには保存しない。"),
(SD,"en","prose","security-doc","Our normaliser removes U+200B/U+2060 before matching but keeps ZWJ inside emoji (👩‍🚀) and ZWNJ inside Persian/Indic words, to avoid false positives."),
(AG,"en","unicode-rule","list-item","- Don't introduce invisible characters in code or docs; if a translation needs RLM/ZWNJ, add a comment explaining which character and why."),
]
