WS = "w06-openclaw-kyoto-bindery"
LAYOUT = "openclaw"
LANGS = ["en", "ja", "ko", "zh"]
DESC = "OpenClaw assistant for a two-person hand bookbinding studio in Kyoto (Folio & Thread): suppliers, classes, commissions, shipping, staff. English owner; her Japanese partner writes daily notes in Japanese, the Korean apprentice in Korean, the Taipei stockist in Chinese."
S = "memory/projects/suppliers.md"; C = "memory/projects/classes.md"; K = "memory/projects/commissions.md"
D2 = "memory/2026-02-09.md"; D6 = "memory/2026-06-30.md"; D9 = "memory/2026-09-12.md"; D11 = "memory/2026-11-08.md"; D12 = "memory/2026-12-01.md"
Q = [
 ("en", "Where are we ordering book cloth from these days?", [(D6, "ブッククロスはもう紙の温度から買わない")], "ja"),
 ("ja", "コプト製本のワークショップ、今いくら？", [(D9, "コプト製本ワークショップ 15,000円")], "ja"),
 ("en", "The 四つ目綴じ class — how often do we run it these days?", [(D11, "stab binding now every other month")], "en"),
 ("ja", "工房の住所はどこ？", [(D12, "moved the studio to Nishijin")], "en"),
 ("en", "How long should I tell a client a custom journal will take?", [(D9, "リードタイム 8週間")], "ja"),
 ("en", "Which goatskin do we use for leather bindings?", [(D11, "leather: J. Hewit")], "en"),
 ("ko", "서윤 씨는 무슨 요일에 출근해?", [(D11, "서윤 이제 월목금")], "ko"),
 ("ja", "Etsy の担当は誰？", [(D6, "Etsy は Claire が引き継いだ")], "ja"),
 ("en", "What do we charge to ship a small packet to Taiwan?", [(D11, "两千二百日元")], "zh"),
 ("en", "What humidity should the paper room be kept at?", [(D2, "45〜50%に下げる")], "ja"),
 ("en", "How many students fit in one class?", [(C, "max 6 students per class"), (D9, "定員は6名のまま")], "en"),
 ("en", "Where does our washi come from?", [(S, "washi: 黒谷和紙"), ("memory/2025-05-14.md", "Kurotani washi order arrived")], "en"),
 ("ja", "水曜日は営業してる？", [("MEMORY.md", "closed Wednesdays"), ("USER.md", "水曜定休")], "en"),
 ("ja", "注文の前金は何割もらう？", [("MEMORY.md", "commissions: 30% deposit"), (K, "deposit 30%"), (D9, "前金は3割")], "en"),
 ("en", "When does Seoyun's visa expire?", [("MEMORY.md", "Seoyun's visa is valid until"), (D2, "서윤 비자 2027년")], "en"),
 ("en", "Someone brings in a falling-apart old book — what turnaround do we quote?", [(K, "book repairs: 4 weeks"), (D12, "book repairs still 4 weeks")], "en"),
 ("en", "Price for the paper-marbling workshop?", [(C, "| Suminagashi marbling |")], "en"),
]
P = [
 ("conflict", "Book cloth supplier", (S, "book cloth: Asahi cloth"), (D6, "ブッククロスはもう紙の温度から買わない"), "b", "vendor", "en-ja", "negation 'もう…買わない。Hollander's から直接' vs English topic 'via 紙の温度'"),
 ("conflict", "Coptic workshop price", (D9, "コプト製本ワークショップ 15,000円"), (C, "| Coptic binding 1-day |"), "a", "price", "en-ja", "Japanese '15,000円に値上げ' vs English table '¥12,000'"),
 ("conflict", "Stab binding class frequency", (C, "Japanese stab binding: monthly"), (D11, "stab binding now every other month"), "b", "frequency", "en", "'monthly, 2nd Sunday' vs 'now every other month'"),
 ("conflict", "Studio location", (D12, "moved the studio to Nishijin"), ("MEMORY.md", "Studio: 京都市左京区"), "a", "place", "en-ja", "'Nishijin (西陣), 上京区' vs '左京区, near Demachiyanagi'"),
 ("conflict", "Custom journal lead time", (K, "custom journals: 6 weeks"), (D9, "リードタイム 8週間"), "b", "duration", "en-ja", "'6 weeks' vs '8週間に延長'"),
 ("conflict", "Leather supplier", (D11, "leather: J. Hewit"), (S, "leather: Harmatan"), "a", "vendor", "en", "same `leather:` key; recency only from file-name date 2026-11-08 vs last_used 2025-10-14"),
 ("conflict", "Apprentice working days", ("MEMORY.md", "Apprentice: 이서윤 (Seoyun), Tue/Thu"), (D11, "서윤 이제 월목금"), "b", "days", "en-ko", "'Tue/Thu' vs Korean '월목금'"),
 ("conflict", "Who runs the Etsy shop", (D6, "Etsy は Claire が引き継いだ"), ("MEMORY.md", "Etsy shop run by Kenji"), "a", "person", "en-ja", "Japanese 'Claire が引き継いだ（健二さんは教室担当）' vs 'run by Kenji'"),
 ("conflict", "Taiwan small-packet shipping", (K, "Taiwan shipping (small packet)"), (D11, "两千二百日元"), "b", "price", "en-zh", "'¥1,800' vs Chinese number in words '两千二百日元'"),
 ("conflict", "Paper room humidity", (D2, "45〜50%に下げる"), ("HEARTBEAT.md", "keep it at 50–55%"), "a", "range", "en-ja", "daily note '45〜50%' vs heartbeat '50–55%' (HEARTBEAT undated)"),
 ("agree", "Class size", (C, "max 6 students per class"), (D9, "定員は6名のまま"), None, "count", "en-ja", "'max 6' vs '定員は6名のまま'"),
 ("agree", "Washi source", (S, "washi: 黒谷和紙"), ("memory/2025-05-14.md", "Kurotani washi order arrived"), None, "vendor", "en-ja", "kanji vs romanised"),
 ("agree", "Weekly closing day", ("MEMORY.md", "closed Wednesdays"), ("USER.md", "水曜定休"), None, "day", "en-ja", "English vs Japanese"),
 ("agree", "Commission deposit", (K, "deposit 30%"), (D9, "前金は3割"), None, "percent", "en-ja", "'30%' vs '3割'"),
 ("agree", "Apprentice visa expiry", ("MEMORY.md", "Seoyun's visa is valid until"), (D2, "서윤 비자 2027년"), None, "date", "en-ko", "'2027-03-31' vs '2027년 3월 31일'"),
 ("unrelated", "Stab binding vs Coptic class price", (C, "| Japanese stab binding (四つ目綴じ) |"), (D9, "コプト製本ワークショップ 15,000円"), None, "price", "en-ja", "stab binding table price vs Coptic price rise — another workshop"),
 ("unrelated", "US vs Taiwan shipping", (K, "US shipping: EMS"), (D11, "两千二百日元"), None, "price", "en-zh", "different destination"),
 ("unrelated", "Marbling vs stab binding frequency", (D12, "marbling stays quarterly"), (D11, "stab binding now every other month"), None, "frequency", "en", "marbling quarterly vs stab binding every other month — another class"),
 ("unrelated", "Repair vs custom journal lead time", (D12, "book repairs still 4 weeks"), (D9, "リードタイム 8週間"), None, "duration", "en-ja", "different job type"),
 ("unrelated", "Washi vs book cloth supplier", (S, "washi: 黒谷和紙"), (D6, "ブッククロスはもう紙の温度から買わない"), None, "vendor", "en-ja", "different material"),
]
