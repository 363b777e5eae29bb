F = {}
F["AGENTS.md"] = """
# AGENTS.md

Workspace of Tom's assistant at Gale & Thread Sails (sail loft, Busan). Read MEMORY.md + today's/yesterday's memory/ notes.

## What we do
- new sails (cruising Dacron, some laminate), recuts, repairs, winter storage
- We repair kite-surf kites too (small jobs, cash ok)
- 한국어 고객 문의는 한국어로 답장 초안
"""
F["SOUL.md"] = """
Practical, dry humour, no fluff. Quote prices only from memory files. If unsure, ask Tom.
"""
F["IDENTITY.md"] = """
- Name: Bosun 🧵
- Emoji: ⛵
"""
F["USER.md"] = """
# USER

- Tom Ashworth, owner/sailmaker, English; reads Korean slowly, Chinese not at all
- Head cutter: 김민수 (Kim Minsu), lays out every panel
- Prefers bullet summaries at 18:00 KST
"""
F["TOOLS.md"] = """
# TOOLS

Updated: 2026-11-10
- cloth_order_cutoff: Wednesday 12:00 (for Friday delivery)
- plotter: 12m cutting table, Gerber file export from SailPack
- sewing machine service: quarterly (Juki + Pfaff)
"""
F["HEARTBEAT.md"] = """
# HEARTBEAT

Updated: 2025-06-01
- check cloth stock Monday mornings
- cloth_order_cutoff: Thursday 15:00
- remind Tom of storage invoices on the 1st
"""
F["MEMORY.md"] = """
# MEMORY

- Loft at 수영만 요트경기장 B동 2층 (since 2023)
- Loft rent ₩1,800,000/month, paid on the 25th
- storage unit rent ₩300,000/month (sail bags, winter storage)
- Juki service every 6 months (last: 2025-12)
- Dacron: Contender from Oct 2026 (see 2026-10-21)
- 재단 책임: 안지호 (from Nov 2026)
- Laminate (membrane) sails: Dimension-Polyant cloth, ordered per job
"""
F["memory/projects/cloth.md"] = """
# Cloth

- Dacron 主要供应商：宁波海帆纺织（Ningbo），每月一柜
- 层压帆布 laminate: Dimension-Polyant via Hamburg agent
- 帆布库存最低 200 米
"""
F["memory/projects/customers.md"] = """
# Customers & quotes

- mainsail lead time 4 weeks from measurement
- jib / genoa lead time 3 weeks

| item | price |
|---|---|
| 30ft mainsail (Dacron) | ₩3,900,000 |
| 40ft mainsail (Dacron) | ₩5,600,000 |

- 부산요트클럽 회원 10% 할인
"""
F["memory/2025-06-03.md"] = """
# 2025-06-03

- kite repair for a surfer from Songjeong, ₩80,000 cash
- Minsu recut a J/24 jib
"""
F["memory/2026-02-17.md"] = """
# 2026-02-17

- 건물주 연락: 월세 200만원으로 인상 (3월분부터)
- Tom ok'd it, no choice 😤
"""
F["memory/2026-08-09.md"] = """
# 2026-08-09

- We no longer take kite repairs — insurer won't cover them; refer to Songjeong kite shop
- Juki 保养改为每季度一次（经销商新合同）
- rent ₩2,000,000 went out on the 25th ✅
"""
F["memory/2026-10-21.md"] = """
# 2026-10-21

- switched Dacron to Contender (NL) — the Ningbo lot had UV-stabiliser issues, 2 sails came back
- 30ft 主帆 报价 涨到 ₩4,300,000（新布料更贵）
"""
F["memory/2026-11-28.md"] = """
# 2026-11-28

- Minsu left last week; head cutter is now Ahn Jiho
- winter backlog: quoting 7 weeks for mains now
- moved workshop to the Yongho-dong warehouse (용호동) on 11/20 — bigger floor, B동 lease ended
- 원단 최소 재고 300미터로 올림 (Contender 배송이 6주 걸려서)
"""
Q = [
 ("en", "Who supplies our Dacron now?", [("memory/2026-10-21.md","switched Dacron to Contender"),("MEMORY.md","Dacron: Contender")], "en"),
 ("ko", "로프트 월세 지금 얼마야?", [("memory/2026-02-17.md","월세 200만원"),("memory/2026-08-09.md","rent ₩2,000,000")], "ko"),
 ("en", "How often do the sewing machines get serviced?", [("memory/2026-08-09.md","Juki 保养"),("TOOLS.md","sewing machine service")], "zh"),
 ("en", "What lead time should I quote for a new mainsail?", [("memory/2026-11-28.md","quoting 7 weeks")], "en"),
 ("ko", "재단 책임자 누구예요?", [("memory/2026-11-28.md","head cutter is now Ahn Jiho"),("MEMORY.md","재단 책임")], "en"),
 ("en", "Someone wants their kite fixed — do we do that?", [("memory/2026-08-09.md","We no longer take kite repairs")], "en"),
 ("en", "What's the deadline to order cloth each week?", [("TOOLS.md","cloth_order_cutoff")], "en"),
 ("zh", "30尺主帆现在报价多少？", [("memory/2026-10-21.md","30ft 主帆")], "zh"),
 ("ko", "작업장 주소 어디로 옮겼어?", [("memory/2026-11-28.md","moved workshop")], "en"),
 ("en", "How much do we charge for a 40ft Dacron main?", [("memory/projects/customers.md","| 40ft mainsail")], "en"),
 ("en", "Where does laminate cloth come from?", [("MEMORY.md","Laminate (membrane)"),("memory/projects/cloth.md","层压帆布")], "en"),
 ("en", "Lead time on a jib?", [("memory/projects/customers.md","jib / genoa lead time")], "en"),
 ("ko", "창고 보관료 한 달에 얼마?", [("MEMORY.md","storage unit rent")], "en"),
 ("ko", "부산요트클럽 회원 할인 있어?", [("memory/projects/customers.md","부산요트클럽")], "ko"),
 ("zh", "帆布库存最少要多少？", [("memory/2026-11-28.md","원단 최소 재고")], "ko"),
]
P = [
 ("conflict","Dacron supplier",("memory/projects/cloth.md","Dacron 主要供应商"),("memory/2026-10-21.md","switched Dacron to Contender"),"b","vendor","en-zh","Chinese '宁波海帆纺织' vs English 'switched Dacron to Contender (NL)'"),
 ("conflict","Loft rent",("memory/2026-02-17.md","월세 200만원"),("MEMORY.md","Loft rent ₩1,800,000"),"a","price","en-ko","'200만원으로 인상' vs '₩1,800,000/month'"),
 ("conflict","Sewing machine service interval",("MEMORY.md","Juki service every 6 months"),("memory/2026-08-09.md","Juki 保养"),"b","frequency","en-zh","'every 6 months' vs '改为每季度一次'"),
 ("conflict","Mainsail lead time",("memory/2026-11-28.md","quoting 7 weeks"),("memory/projects/customers.md","mainsail lead time 4 weeks"),"a","duration","en","7 weeks vs 4 weeks"),
 ("conflict","Head cutter",("USER.md","Head cutter: 김민수"),("memory/2026-11-28.md","head cutter is now Ahn Jiho"),"b","person","en-ko","'김민수 (Kim Minsu)' vs 'Minsu left; … Ahn Jiho'"),
 ("conflict","Kite repairs",("memory/2026-08-09.md","We no longer take kite repairs"),("AGENTS.md","We repair kite-surf kites too"),"a","policy","en","negation 'We no longer take kite repairs' vs 'We repair kite-surf kites too'"),
 ("conflict","Cloth order cut-off",("HEARTBEAT.md","cloth_order_cutoff"),("TOOLS.md","cloth_order_cutoff"),"b","time","en","same key Thursday 15:00 vs Wednesday 12:00; recency only from 'Updated:' lines (2025-06-01 vs 2026-11-10)"),
 ("conflict","30ft mainsail price",("memory/2026-10-21.md","30ft 主帆"),("memory/projects/customers.md","| 30ft mainsail"),"a","price","en-zh","Chinese daily '涨到 ₩4,300,000' vs English table row ₩3,900,000"),
 ("conflict","Loft location",("memory/2026-11-28.md","moved workshop"),("MEMORY.md","Loft at 수영만"),"a","place","en-ko","'수영만 요트경기장 B동' vs 'moved … Yongho-dong warehouse (용호동)'"),
 ("conflict","Minimum cloth stock",("memory/projects/cloth.md","帆布库存最低"),("memory/2026-11-28.md","원단 최소 재고"),"b","quantity","zh-ko","Chinese '最低 200 米' vs Korean '300미터로 올림'"),
 ("agree","Dacron supplier restated",("MEMORY.md","Dacron: Contender"),("memory/2026-10-21.md","switched Dacron to Contender"),None,"vendor","en","index line vs daily"),
 ("agree","Head cutter restated",("MEMORY.md","재단 책임"),("memory/2026-11-28.md","head cutter is now Ahn Jiho"),None,"person","en-ko","안지호 vs Ahn Jiho"),
 ("agree","Rent restated",("memory/2026-08-09.md","rent ₩2,000,000"),("memory/2026-02-17.md","월세 200만원"),None,"price","en-ko","₩2,000,000 vs 200만원"),
 ("agree","Machine service restated",("TOOLS.md","sewing machine service"),("memory/2026-08-09.md","Juki 保养"),None,"frequency","en-zh","'quarterly' vs '每季度一次'"),
 ("agree","Laminate cloth source",("MEMORY.md","Laminate (membrane)"),("memory/projects/cloth.md","层压帆布"),None,"vendor","en-zh","Dimension-Polyant in both"),
 ("unrelated","Storage unit rent",("MEMORY.md","storage unit rent"),("memory/2026-02-17.md","월세 200만원"),None,"price","en-ko","storage unit, not the loft"),
 ("unrelated","40ft mainsail price",("memory/projects/customers.md","| 40ft mainsail"),("memory/2026-10-21.md","30ft 主帆"),None,"price","en-zh","other sail size"),
 ("unrelated","Jib lead time",("memory/projects/customers.md","jib / genoa lead time"),("memory/2026-11-28.md","quoting 7 weeks"),None,"duration","en","jibs, not mains"),
 ("unrelated","Laminate vs Dacron supplier",("memory/projects/cloth.md","层压帆布"),("memory/2026-10-21.md","switched Dacron to Contender"),None,"vendor","en-zh","laminate cloth, not Dacron"),
]
WS = dict(id="h9a-w6-openclaw-sailloft", layout="openclaw", langs=["en","ko","zh"],
 description="OpenClaw assistant for the owner of a sail loft in Busan (Gale & Thread Sails): cloth suppliers, rent, lead times, prices, staff, machine service; Korean landlord/staff lines and Chinese supplier notes.",
 files=F, questions=Q, pairs=P)
