WS = "w01-claw-stack-locksmith"
LAYOUT = "claw-stack"
LANGS = ["en", "ko"]
DESC = "Ops agent for a two-van locksmith shop in Vancouver (Kim & Hale Lock Co.): price list, key-blank suppliers, vans, Kantech access-control sites, safe policy; the Korean co-owner writes some sessions in Korean."
S1 = "tasks/sessions/2026-06-12-suppliers.md"
S2 = "tasks/sessions/2026-09-02-servicem8.md"
S3 = "tasks/sessions/2026-10-14-winter-prices.md"
S4 = "tasks/sessions/2026-11-18-safes-van2.md"
PR = "docs/domain/pricing.md"
Q = [
 ("en", "What do we charge now if someone calls us out at 11pm?", [(S3, "after-hours callout goes to $165")], "en"),
 ("en", "Who do we buy key blanks from these days?", [(S1, "키 블랭크 이제 Lockdist 말고 Silca")], "ko"),
 ("ko", "2번 밴 지금 누가 메인으로 타?", [(S4, "van 2 → Priya")], "en"),
 ("en", "Customer wants their safe drilled open at home — can we take it?", [(S4, "We no longer drill safes")], "en"),
 ("en", "What time does the storefront open on a Saturday?", [(S3, "토요일 영업시간 변경")], "ko"),
 ("ko", "출동 배정은 요즘 어떤 앱으로 해?", [(S2, "dispatch_app: ServiceM8")], "en"),
 ("en", "How often do we do the walk-through audits of clients' master key systems?", [("tasks/lessons.md", "twice a year")], "en"),
 ("en", "Which gateway port is the EntraPass controller at the West 6th strata on?", [(S3, "gateway port changed to 3222")], "en"),
 ("en", "Kingsgate Lofts controller — what IP/port?", [("docs/references/access-control.md", "IP 192.168.50.20")], "en"),
 ("ko", "혼다 트랜스폰더 키 깎고 프로그래밍까지 얼마 받아?", [(PR, "transponder key cut + program"), (S3, "one-eighty")], "en"),
 ("en", "A guy with a BMW lost his key, where do we send him?", [("docs/domain/services.md", "Kingsway Auto Keys")], "en"),
 ("en", "When is the van insurance up for renewal?", [("docs/references/vans.md", "renews Aug 12")], "en"),
 ("ko", "금고 열어달라는 손님은 어디로 넘겨?", [(S4, "Kessler Safe Co.")], "en"),
 ("en", "Why were strata management companies refusing to pay our invoices?", [("tasks/lessons.md", "GST/PST")], "ko"),
 ("en", "Can Priya cover the emergency phone by herself?", [("docs/references/staff.md", "apprentice never on call alone"), (S4, "Priya still never alone")], "en"),
 ("en", "How big does a blank order have to be to ship free now?", [(S1, "500불 이상 무료배송")], "ko"),
 ("ko", "마스터키 작업 선금은 몇 퍼센트 받아?", [("MEMORY.md", "deposits: 50%")], "en"),
]
P = [
 ("conflict", "After-hours callout price", (PR, "after-hours callout | $145"), (S3, "after-hours callout goes to $165"), "b", "price", "en", "price-list table row $145 vs newer session '$165 from Nov 1 (was $145)'"),
 ("conflict", "Key blank supplier", (S1, "키 블랭크 이제 Lockdist 말고 Silca"), ("docs/references/suppliers.md", "Key blanks: Ilco via Lockdist"), "a", "vendor", "en-ko", "Korean session 'Silca 직거래로 주문' vs English topic 'Ilco via Lockdist Canada'"),
 ("conflict", "Main tech on Van 2", ("docs/references/vans.md", "| Van 2 | 2019 Transit"), (S4, "van 2 → Priya"), "b", "person", "en", "table row Van 2 = Minjun vs newer session 'van 2 → Priya is main tech now'"),
 ("conflict", "On-site safe drilling policy", (S4, "We no longer drill safes"), ("docs/risks/safes.md", "We drill safes on site only"), "a", "policy", "en", "negation: 'We no longer drill safes on site at all' vs risk doc allowing it with ID"),
 ("conflict", "Saturday opening hours", ("MEMORY.md", "hours: Mon–Fri 8:30–5:30, Sat 9–1"), (S3, "토요일 영업시간 변경"), "b", "time", "en-ko", "MEMORY 'Sat 9–1' vs Korean session '토요일 10시~3시'"),
 ("conflict", "Dispatch app", (S2, "dispatch_app: ServiceM8"), ("docs/references/systems.md", "dispatch_app: Jobber"), "a", "system", "en", "same key `dispatch_app:` with different values; recency only from file-name date 2026-09-02 vs last_used 2025-09-03"),
 ("conflict", "Master key audit frequency", ("docs/patterns/job-intake.md", "quarterly walk-through"), ("tasks/lessons.md", "twice a year"), "b", "frequency", "en", "'quarterly' vs lesson 2026-09 'now do them twice a year'"),
 ("conflict", "Harbourview EntraPass gateway port", (S3, "gateway port changed to 3222"), ("docs/references/access-control.md", "IP 10.20.4.15"), "a", "port", "en", "session 'port changed to 3222' vs topic 'gateway port 3221'"),
 ("conflict", "Invoicing system", ("docs/references/systems.md", "invoicing: Jobber"), (S2, "invoicing: ServiceM8"), "b", "system", "en", "`invoicing:` key Jobber→QBO vs ServiceM8→QBO; recency from dates only"),
 ("agree", "Daytime lockout callout", ("MEMORY.md", "flat $95 callout"), (PR, "daytime lockout callout (Metro Van) | $95"), None, "price", "en", "prose 'flat $95' vs table row $95"),
 ("agree", "Daytime lockout callout unchanged", (PR, "daytime lockout callout (Metro Van) | $95"), (S1, "95불 그대로"), None, "price", "en-ko", "table $95 vs Korean '95불 그대로 유지'"),
 ("agree", "Honda/Toyota transponder price", (PR, "transponder key cut + program"), (S3, "one-eighty"), None, "price", "en", "$180 vs 'one-eighty, unchanged'"),
 ("agree", "Master key product", ("MEMORY.md", "commercial master key → Medeco M3"), ("docs/domain/services.md", "Medeco M3 for new MK systems"), None, "product", "en", "shorthand arrow vs prose"),
 ("agree", "On-call rotation", ("docs/references/staff.md", "rotates weekly between Daniel and Minjun"), (S4, "stays Daniel+Minjun weekly"), None, "frequency", "en", "same rotation restated"),
 ("agree", "Medeco account number", ("docs/references/suppliers.md", "acct K&H-2231"), (S1, "Medeco 계정은 그대로"), None, "account", "en-ko", "English acct K&H-2231 vs Korean '계정은 그대로 (K&H-2231)'"),
 ("unrelated", "Gateway port at two different strata sites", ("docs/references/access-control.md", "IP 192.168.50.20"), (S3, "gateway port changed to 3222"), None, "port", "en", "Kingsgate port 3221 vs Harbourview port change — different site"),
 ("unrelated", "Rekey price on site vs at shop", (PR, "rekey, per cylinder (on site)"), (PR, "rekey, per cylinder (brought to shop)"), None, "price", "en", "same item, different service location"),
 ("unrelated", "Main tech of different vans", ("docs/references/vans.md", "| Van 1 | 2021 Sprinter"), (S4, "van 2 → Priya"), None, "person", "en", "Van 1 Daniel vs Van 2 Priya"),
 ("unrelated", "Daytime vs after-hours callout", ("MEMORY.md", "flat $95 callout"), (S3, "after-hours callout goes to $165"), None, "price", "en", "different callout type"),
]
