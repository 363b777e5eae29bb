W = "f01-claw-stack-harrow-law"
META = {"layout": "claw-stack", "langs": ["en", "ja"],
        "description": "Litigation-support agent for a London/Tokyo law firm (Harrow & Vance LLP): matters, rate card, DMS migration, court cut-offs, people; Tokyo colleagues write some sessions and lines in Japanese."}
S10 = "tasks/sessions/2026-09-15-dms-cutover.md"
S1006 = "tasks/sessions/2026-10-06-tokyo-rates.md"
S1020 = "tasks/sessions/2026-10-20-kestrel-handover.md"
S1124 = "tasks/sessions/2026-11-24-weekly.md"
Q = [
 ("en", "Which document management system are matter files kept in now?", [(S10, "Cut over from iManage to NetDocuments"), ("MEMORY.md", "DMS = NetDocuments")], "en"),
 ("en", "What's the latest time I can e-file at the High Court and still get today's filing date?", [(S1124, "CE-File cut-off is now 16:00")], "en"),
 ("en", "How much do we bill per hour for an associate in the Tokyo office?", [(S1006, "¥42,000に改定")], "ja"),
 ("en", "Who is the partner in charge of the Kestrel arbitration these days?", [(S1020, "now led by Tomás Reyes")], "en"),
 ("en", "Which Word template should a new client letter go on?", [(S1020, "HV-Letter-2026.dotx")], "en"),
 ("en", "How quickly does intake turn around a conflict check?", [(S1124, "Conflict-check SLA: 24 hours.")], "en"),
 ("en", "What's the street address of our Tokyo office?", [(S1124, "虎ノ門ヒルズ")], "ja"),
 ("ja", "東京地裁への書面提出は何時までに届ければいいですか？", [("docs/risks/deadlines.md", "Tokyo District Court filings")], "en"),
 ("en", "After a matter closes, how long do we keep the old iManage archive?", [("docs/references/systems.md", "iManage archive retention")], "en"),
 ("en", "When does the Kestrel v. Orlov hearing take place?", [("MEMORY.md", "hearing window"), (S1020, "Procedural Order No. 4"), ("docs/domain/matters.md", "| HV-KEST-014 |")], "en"),
 ("en", "Is there a ceiling on what Kestrel will pay for the arbitration phase?", [("docs/domain/billing-rates.md", "fee cap of £1.2m"), (S1020, "Fee cap still £1.2m")], "en"),
 ("en", "Who handles fax filings to the courts in Tokyo?", [("docs/references/people.md", "Tokyo PA:")], "en"),
 ("en", "Am I allowed to run a privileged memo through an online translator?", [("docs/risks/privilege.md", "Never upload privileged"), ("tasks/lessons.md", "秘匿特権")], "en"),
 ("ja", "日本語の書面はどのフォントとサイズで作りますか？", [("docs/patterns/drafting.md", "明朝体")], "ja"),
 ("en", "What is a London partner's hourly rate?", [("docs/domain/billing-rates.md", "Partner (London)")], "en"),
]
P = [
 ("conflict", "Which DMS holds matter documents?", ("docs/references/systems.md", "Document management: iManage Work 10"), (S10, "Cut over from iManage to NetDocuments"), "b", "system", "en", "topic file 'iManage Work 10' vs newer session 'cut over from iManage to NetDocuments'"),
 ("conflict", "What is the CE-File same-day cut-off?", ("docs/risks/deadlines.md", "CE-File submissions after 16:30"), (S1124, "CE-File cut-off is now 16:00"), "b", "time", "en", "'after 16:30 ... next business day' vs 'now 16:00 (was 16:30)'"),
 ("conflict", "What is the Tokyo associate hourly rate?", ("docs/domain/billing-rates.md", "| Associate (Tokyo) |"), (S1006, "¥42,000に改定"), "b", "price", "en-ja", "English rate-card table row ¥38,000/h vs Japanese session '¥42,000に改定'"),
 ("conflict", "Who leads the Kestrel v. Orlov arbitration?", ("docs/references/people.md", "lead partner: Miriam Okafor"), (S1020, "now led by Tomás Reyes"), "b", "person", "en", "people list 'lead partner: Miriam Okafor' vs handover 'now led by Tomás Reyes'"),
 ("conflict", "Which letter template do we use?", ("docs/patterns/drafting.md", "HV-Letter-2019.dotx"), (S1020, "no longer use HV-Letter-2019"), "b", "template", "en", "instruction to use 2019 template vs 'we no longer use HV-Letter-2019' (negation + replacement)"),
 ("conflict", "What is the conflict-check turnaround?", (S1124, "Conflict-check SLA: 24 hours."), ("docs/domain/matters.md", "Conflict-check SLA: 48 hours"), "a", "duration", "en", "identical key: value lines, 24h vs 48h; recency only from file dates (session 2026-11-24 vs last_used 2026-03-02)"),
 ("conflict", "Where is the Tokyo office?", ("docs/references/offices.md", "Tokyo office: Marunouchi"), (S1124, "虎ノ門ヒルズ"), "b", "address", "en-ja", "romanised 'Marunouchi 2-7-3 (丸の内)' vs Japanese '虎ノ門ヒルズ森タワー 18F に移転'"),
 ("agree", "Which DMS do we use?", ("MEMORY.md", "DMS = NetDocuments"), (S10, "Cut over from iManage to NetDocuments"), None, "system", "en", "index shorthand 'DMS = NetDocuments' vs session describing the cutover"),
 ("agree", "May privileged documents go into translation tools?", ("docs/risks/privilege.md", "Never upload privileged"), ("tasks/lessons.md", "秘匿特権"), None, "rule", "en-ja", "same prohibition in English topic line and Japanese lesson"),
 ("agree", "What is the Kestrel fee cap?", ("docs/domain/billing-rates.md", "fee cap of £1.2m"), (S1020, "Fee cap still £1.2m"), None, "price", "en", "'fee cap of £1.2m' restated as 'still £1.2m'"),
 ("agree", "What format do matter numbers have?", ("docs/domain/matters.md", "Matter numbers follow"), ("AGENTS.md", "format HV-XXXX-NNN"), None, "format", "en", "template `HV-{client4}-{seq3}` vs placeholder HV-XXXX-NNN"),
 ("agree", "What is the Tokyo partner rate?", ("docs/domain/billing-rates.md", "| Partner (Tokyo) |"), (S1006, "据え置き"), None, "price", "en-ja", "table row ¥85,000/h vs Japanese 'unchanged (¥85,000)'"),
 ("unrelated", "What are partner hourly rates?", ("docs/domain/billing-rates.md", "| Partner (London) |"), ("docs/domain/billing-rates.md", "| Partner (Tokyo) |"), None, "price", "en", "same grade, different offices and currencies"),
 ("unrelated", "What are the court filing cut-offs?", (S1124, "CE-File cut-off is now 16:00"), ("docs/risks/deadlines.md", "Tokyo District Court filings"), None, "time", "en", "cut-off times for two different courts (16:00 London vs 17:00 JST)"),
 ("unrelated", "How long do we retain records?", ("docs/references/systems.md", "iManage archive retention"), ("docs/references/systems.md", "email retention 2 years"), None, "retention", "en", "'retention' for DMS archive (7y) vs email (2y)"),
 ("agree", "Which time-entry system do lawyers use?", ("docs/references/systems.md", "Time entry: Aderant Expert"), (S10, "Time entry still Aderant"), None, "system", "en", "topic line vs session 'still Aderant, unchanged'"),
]
