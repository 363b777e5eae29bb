WS = "g06-claude-code-ship-chandler"
LAYOUT = "claude-code"
LANGS = ["en", "zh"]
DESC = "Claude Code auto-memory for a Singapore ship chandler's order portal repo (provisions, fresh water, launch-boat delivery to anchorages): cut-offs, launch contractor, price list, warehouse, payments, stack; warehouse staff notes in Chinese."
def fm(name, desc, typ, created, updated):
    return f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\nmetadata:\n  created: {created}\n  updated: {updated}\n---\n"
FILES = {}
FILES["CLAUDE.md"] = """
# CLAUDE.md — anchorline-portal

- Next.js app (`web/`) + Fastify API (`api/`) + worker (`jobs/`)
- Prices live in `api/src/pricing/*.yaml`, never hardcode in components
- Run `pnpm -r test && pnpm -r lint` before claiming done
- Vessel IMO numbers are fine in fixtures; crew names are not
- 仓库同事看不懂英文报错，面向仓库的提示用中文
"""
FILES["MEMORY.md"] = """
# Memory index

- [User](user_role.md) — solo dev + part-time ops
- [Payments rule](feedback_payments.md) — COD / PayNow / LC
- [Commit style](feedback_commits.md) — conventional commits
- [Delivery](project_delivery.md) — cut-offs, launches, anchorages
- [Warehouse](project_warehouse.md) — 仓库地址、装货
- [Stack](project_stack.md) — Node/Postgres/hosting
- [Session 2026-09-08](project_session_2026-09-08.md) — launch contractor switch
- [Session 2026-10-05](project_session_2026-10-05.md) — warehouse move, COD stop
- [Session 2026-11-20](project_session_2026-11-20.md) — new cut-off, water price
- [Price list](reference_pricing.md) — per-unit prices
- [People](reference_people.md) — ops, finance
- [TradeNet](reference_tradenet.md) — customs permits
"""
FILES["user_role.md"] = fm("User", "who I work with", "user", "2025-02-10", "2025-02-10") + """
- Solo full-stack dev for Anchorline Marine Supplies; also covers ops on Sundays.
- Prefers short diffs and explicit SQL over ORM magic.
"""
FILES["feedback_payments.md"] = fm("Payments rule", "accepted payment methods", "feedback", "2025-03-01", "2025-11-14") + """
- We accept cash on delivery for small vessels (tugs, bunker barges) under S$2,000.
- Everyone else: PayNow corporate or LC via agent.
- **Why:** agents pay late; small boats pay the launch crew directly.
- 发票上另加 9% 消费税（GST）
"""
FILES["feedback_commits.md"] = fm("Commit style", "commit message rules", "feedback", "2025-02-10", "2026-02-01") + """
- Conventional commits (`feat:`, `fix:`), scope = app name.
- No emoji in commit subjects.
"""
FILES["project_delivery.md"] = fm("Delivery", "cut-offs, launch boats, anchorages", "project", "2025-02-12", "2026-08-30") + """
- Order cut-off for next-day boat delivery: 15:00 SGT
- Urgent same-day: order by 09:00, surcharge S$180
- Launch boats: Marina Launch Services (West Coast Pier)
- Max launch load: 8 tonnes per trip
- Anchorages served: Western, Eastern, Changi General Purpose
- ops manager: 黄嘉慧 (Wong Ka Wai)
"""
FILES["project_warehouse.md"] = fm("Warehouse", "warehouse address & loading", "project", "2025-02-12", "2026-03-30") + """
- 仓库：裕廊 Pioneer Road 12号，冷库两间
- 装货时间：每天 06:00–10:00
- Office: 10 Anson Road #18-02
"""
FILES["project_stack.md"] = fm("Stack", "runtime & infra", "project", "2025-02-10", "2026-05-04") + """
- Runtime: Node 18 LTS, pnpm 8
- DB: Postgres 15 (Neon, ap-southeast-1)
- Hosting: Fly.io sin region
"""
FILES["project_session_2026-09-08.md"] = fm("Session 2026-09-08", "launch contractor switch", "project", "2026-09-08", "2026-09-08") + """
- switched launch contractor to Penguin Launches, still from West Coast Pier (Marina Launch raised rates 30%)
- 每条驳船最多装八吨，跟以前一样
- delivery-slot API now returns the contractor name
"""
FILES["project_session_2026-10-05.md"] = fm("Session 2026-10-05", "warehouse move, COD", "project", "2026-10-05", "2026-10-05") + """
- warehouse moved to Tuas South Ave 3 (Jurong lease ended 30 Sep); pick-list hedaer updated
- 不再接受货到付款（10月起），一律 PayNow 或信用证
- removed COD option from checkout
- 财务是 Priya，LC 单据都交给她
"""
FILES["project_session_2026-11-20.md"] = fm("Session 2026-11-20", "cut-off and water price", "project", "2026-11-20", "2026-11-20") + """
- 次日送船截单时间改为 14:00（驳船公司调整班次）
- 淡水每吨新币5.20元，12月1日起
- bumped runtime to Node 22 — 18 is EOL, CI green
- 食品类加价 12% 不变
"""
FILES["reference_pricing.md"] = fm("Price list", "unit prices (SGD, before GST)", "reference", "2025-02-15", "2026-06-01") + """
| item | price |
|---|---|
| Fresh water (per tonne) | S$4.80 |
| Lube oil drum (209 L) | S$1,150 |
| Provisions markup | 12% |

- GST 9% added at invoice
"""
FILES["reference_people.md"] = fm("People", "ops & finance contacts", "reference", "2025-02-12", "2026-01-08") + """
- ops manager: Tan Wei Ming
- Finance: Priya Nair (invoices, LC docs)
- 仓库主管：林国强
"""
FILES["reference_tradenet.md"] = fm("TradeNet", "customs permits", "reference", "2025-04-02", "2026-02-20") + """
- Permits via TradeNet declaring agent, ship stores = "in-transit" permit
- 消费税 9% 不适用于转运船用物料
- API creds in Fly secrets `TRADENET_*`
"""
Q = [
 ("en", "What's the latest I can place an order and still get it to the ship tomorrow?", [("project_session_2026-11-20.md", "次日送船截单时间")]),
 ("zh", "现在用哪家驳船公司送货？", [("project_session_2026-09-08.md", "switched launch contractor")]),
 ("en", "How much is a tonne of fresh water from December?", [("project_session_2026-11-20.md", "淡水每吨")]),
 ("en", "Which Node version does the app run on?", [("project_session_2026-11-20.md", "bumped runtime to Node 22")]),
 ("zh", "仓库现在在哪？", [("project_session_2026-10-05.md", "warehouse moved to Tuas")]),
 ("en", "Can a tug captain still pay cash on delivery?", [("project_session_2026-10-05.md", "不再接受货到付款"), ("project_session_2026-10-05.md", "removed COD option"), ("MEMORY.md", "COD stop")]),
 ("en", "Who is the ops manager?", [("project_delivery.md", "ops manager: 黄嘉慧")]),
 ("zh", "一趟船最多能送几吨货？", [("project_delivery.md", "Max launch load"), ("project_session_2026-09-08.md", "每条驳船最多装八吨")]),
 ("en", "What markup do we put on provisions?", [("reference_pricing.md", "Provisions markup"), ("project_session_2026-11-20.md", "食品类加价")]),
 ("zh", "加急当天送要几点前下单，加多少钱？", [("project_delivery.md", "Urgent same-day")]),
 ("en", "Who runs the warehouse floor?", [("reference_people.md", "仓库主管")]),
 ("en", "Which anchorages do we deliver to?", [("project_delivery.md", "Anchorages served")]),
 ("zh", "财务找谁？", [("reference_people.md", "Finance: Priya"), ("project_session_2026-10-05.md", "财务是 Priya")]),
 ("en", "What hours is loading at the warehouse?", [("project_warehouse.md", "装货时间")]),
 ("zh", "润滑油一桶多少钱？", [("reference_pricing.md", "Lube oil drum")]),
]
P = [
 ("conflict", "Next-day delivery order cut-off", ("project_delivery.md", "Order cut-off for next-day"), ("project_session_2026-11-20.md", "次日送船截单时间"), "time", "English 15:00 SGT vs Chinese session '改为 14:00'"),
 ("conflict", "Launch boat contractor", ("project_delivery.md", "Launch boats: Marina"), ("project_session_2026-09-08.md", "switched launch contractor"), "vendor", "Marina Launch Services vs 'switched ... to Penguin Launches'"),
 ("conflict", "Fresh water price per tonne", ("reference_pricing.md", "Fresh water (per tonne)"), ("project_session_2026-11-20.md", "淡水每吨"), "price", "table row S$4.80 vs Chinese '新币5.20元' (currency in words)"),
 ("conflict", "Node runtime version", ("project_stack.md", "Runtime: Node 18"), ("project_session_2026-11-20.md", "bumped runtime to Node 22"), "version", "Node 18 LTS vs bumped to Node 22"),
 ("conflict", "Warehouse location", ("project_warehouse.md", "仓库：裕廊"), ("project_session_2026-10-05.md", "warehouse moved to Tuas"), "place", "Chinese '裕廊 Pioneer Road' (Jurong in Hanzi) vs English 'moved to Tuas South Ave 3 (Jurong lease ended)'"),
 ("conflict", "Cash on delivery", ("feedback_payments.md", "We accept cash on delivery"), ("project_session_2026-10-05.md", "不再接受货到付款"), "policy", "English accept-COD rule vs Chinese negation '不再接受货到付款'"),
 ("conflict", "Ops manager", ("reference_people.md", "ops manager: Tan"), ("project_delivery.md", "ops manager: 黄嘉慧"), "person", "same key 'ops manager'; recency only from metadata.updated 2026-01-08 vs 2026-08-30"),
 ("agree", "Max load per launch", ("project_delivery.md", "Max launch load"), ("project_session_2026-09-08.md", "每条驳船最多装八吨"), "number", "'8 tonnes' vs '八吨'"),
 ("agree", "Provisions markup", ("reference_pricing.md", "Provisions markup"), ("project_session_2026-11-20.md", "食品类加价"), "number", "table row 12% vs Chinese '12% 不变'"),
 ("agree", "Finance contact", ("reference_people.md", "Finance: Priya"), ("project_session_2026-10-05.md", "财务是 Priya"), "person", "English 'Finance: Priya Nair' vs Chinese '财务是 Priya'"),
 ("agree", "GST rate", ("reference_pricing.md", "GST 9%"), ("feedback_payments.md", "发票上另加 9%"), "number", "'GST 9% added at invoice' vs Chinese '另加 9% 消费税（GST）'"),
 ("unrelated", "Lube oil price vs fresh water price", ("reference_pricing.md", "Lube oil drum"), ("project_session_2026-11-20.md", "淡水每吨"), "price", "different item"),
 ("unrelated", "Same-day urgent cut-off vs next-day cut-off", ("project_delivery.md", "Urgent same-day"), ("project_session_2026-11-20.md", "次日送船截单时间"), "time", "different service level"),
 ("unrelated", "Office address vs warehouse address", ("project_warehouse.md", "Office: 10 Anson"), ("project_session_2026-10-05.md", "warehouse moved to Tuas"), "place", "different site"),
 ("unrelated", "GST on in-transit ship stores vs GST on normal invoices", ("reference_tradenet.md", "消费税 9% 不适用"), ("reference_pricing.md", "GST 9% added"), "number", "same 9% GST wording, different subject (transshipment permit exemption vs local invoices)"),
 ("unrelated", "Postgres version vs Node version", ("project_stack.md", "DB: Postgres 15"), ("project_session_2026-11-20.md", "bumped runtime to Node 22"), "version", "different component"),
]
