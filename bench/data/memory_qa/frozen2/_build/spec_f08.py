W = "f08-openclaw-zh-freight"
META = {"layout": "openclaw", "langs": ["zh", "en"],
        "description": "深圳货代公司运营总监的 OpenClaw 工作区：仓库、运价、船公司、客户联系人、中欧班列（成都 / Chengdu → 罗兹 / Łódź）。大部分中文，面向海外客户的几条日记用英文。"}
C = "memory/projects/carriers.md"
Q = [
 ("zh", "我们的仓库现在在哪里？多大？", [("memory/2026-08-04.md", "仓库从东莞长安搬到惠州仲恺"), ("MEMORY.md", "Warehouse: Huizhou")], "zh"),
 ("en", "What's our current all-in price for a 40HQ from Yantian to Rotterdam?", [("memory/2026-11-18.md", "Yantian–Rotterdam 40HQ all-in quote")], "en"),
 ("zh", "美西线现在主要走哪家船公司？", [("memory/2026-10-21.md", "美西线主力改用 ONE")], "zh"),
 ("en", "Who should I email at Brightline about bookings?", [("memory/2026-05-11.md", "new contact is Priyanka Shah")], "en"),
 ("zh", "报关现在是谁在做？", [("memory/2026-11-30.md", "外包给深圳华关报关行")], "zh"),
 ("zh", "仓库早班几点开始？", [("memory/2026-11-18.md", "仓库早班：06:30")], "zh"),
 ("en", "Which weekday does the Chengdu to Łódź train leave?", [("memory/2026-11-30.md", "Chengdu–Łódź rail departures")], "en"),
 ("en", "How do I reach Xiaowen when something is urgent?", [("USER.md", "prefers WeChat"), ("AGENTS.md", "紧急事情用微信")], "zh"),
 ("zh", "盐田港出的柜子，截止时间是星期几几点？", [("MEMORY.md", "盐田截关")], "zh"),
 ("en", "What's the LA rate for a 40-foot high cube out of Yantian?", [("memory/projects/ocean-rates.md", "| 盐田 Yantian → Los Angeles |")], "en"),
 ("zh", "谁管仓库？", [("memory/projects/warehouse.md", "仓库主管"), ("memory/2026-08-04.md", "刘建国 继续当仓库主管")], "zh"),
 ("en", "What payment terms does Cascade Outdoor have?", [("memory/projects/customers.md", "付款条件")], "zh"),
 ("zh", "欧线现在用哪家船公司，保底多少？", [(C, "欧线主力：Maersk"), ("memory/2026-10-21.md", "欧线继续用 Maersk")], "zh"),
 ("en", "Which carrier takes our dangerous-goods bookings to the US West Coast right now?", [("memory/2026-10-21.md", "危险品暂时还是走 COSCO"), (C, "危险品：只有 Maersk 和 COSCO")], "zh"),
]
P = [
 ("conflict", "Where is our warehouse?", ("memory/projects/warehouse.md", "东莞仓库：长安镇"), ("memory/2026-08-04.md", "仓库从东莞长安搬到惠州仲恺"), "b", "location", "zh", "project file '东莞仓库：长安镇，6,000 平方米' vs daily '从东莞长安搬到惠州仲恺 … 9,000 平方米'"),
 ("conflict", "What is the Yantian–Rotterdam 40HQ rate?", ("memory/projects/ocean-rates.md", "| 盐田 Yantian → Rotterdam |"), ("memory/2026-11-18.md", "Yantian–Rotterdam 40HQ all-in quote"), "b", "price", "en-zh", "Chinese rate table row USD 2,850 (更新 2026-03) vs English daily 'now USD 3,400'"),
 ("conflict", "Which carrier is primary for US West Coast?", (C, "美西主力船公司：COSCO"), ("memory/2026-10-21.md", "美西线主力改用 ONE"), "b", "vendor", "zh", "'美西主力船公司：COSCO' vs '主力改用 ONE，COSCO 只做备选'"),
 ("conflict", "Who is our contact at Brightline Home?", ("memory/projects/customers.md", "Brightline Home (UK)"), ("memory/2026-05-11.md", "new contact is Priyanka Shah"), "b", "person", "en-zh", "Chinese customer line '联系人：Oliver Grant' vs English daily 'Oliver Grant has left; the new contact is Priyanka Shah'"),
 ("conflict", "How do we file customs declarations?", ("TOOLS.md", "报关系统"), ("memory/2026-11-30.md", "我们不再自己用易通关报关了"), "b", "process", "zh", "'易通关（EasyClear）自己报' vs '我们不再自己用易通关报关了 … 外包' (negation)"),
 ("conflict", "When does the warehouse morning shift start?", ("memory/2026-11-18.md", "仓库早班：06:30"), ("memory/projects/warehouse.md", "仓库早班：07:00"), "a", "schedule", "zh", "identical key '仓库早班：', 06:30 vs 07:00; recency only from dates (daily 2026-11-18 vs 更新 2026-02-16)"),
 ("conflict", "Which day does the Chengdu–Łódź train depart?", (C, "每周二发车"), ("memory/2026-11-30.md", "Chengdu–Łódź rail departures"), "b", "schedule", "en-zh", "Chinese '成都（Chengdu）→ 罗兹（Łódź），每周二发车' vs English 'move to Fridays from December'; place names in two scripts"),
 ("agree", "How should urgent matters reach Xiaowen?", ("USER.md", "prefers WeChat"), ("AGENTS.md", "紧急事情用微信"), None, "channel", "en-zh", "English preference vs Chinese agent rule, same meaning"),
 ("agree", "Where is the warehouse?", ("memory/2026-08-04.md", "仓库从东莞长安搬到惠州仲恺"), ("MEMORY.md", "Warehouse: Huizhou"), None, "location", "en-zh", "Chinese move note vs English index line 'Huizhou (惠州) Zhongkai, 9,000 m²'"),
 ("agree", "Which carrier do we use for Europe?", (C, "欧线主力：Maersk"), ("memory/2026-10-21.md", "欧线继续用 Maersk"), None, "vendor", "zh", "'欧线主力：Maersk' restated as '继续用 Maersk'"),
 ("unrelated", "What are our Yantian ocean rates?", ("memory/projects/ocean-rates.md", "| 盐田 Yantian → Rotterdam |"), ("memory/projects/ocean-rates.md", "| 盐田 Yantian → Los Angeles |"), None, "price", "en-zh", "same origin and box, different destinations"),
 ("unrelated", "Who are the customer contacts?", ("memory/2026-05-11.md", "new contact is Priyanka Shah"), ("memory/projects/customers.md", "Cascade Outdoor (US)"), None, "person", "en-zh", "Brightline contact vs Cascade contact"),
 ("unrelated", "What are the port cut-off times?", ("MEMORY.md", "盐田截关"), ("MEMORY.md", "蛇口截关"), None, "time", "zh", "cut-offs at two different ports"),
]
