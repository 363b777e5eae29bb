WS = "h6b-w3-three-layer-zh-bakery-kitchen"
LAYOUT = "3-layer"
LANGS = ["zh", "en"]
DESC = "上海连锁面包店（麦穗烘焙）中央厨房的三层记忆：配方参数、生产排班、供应商、冷链、配送、人员。大部分中文，一位外部顾问用英文写了冷链文件和一篇日记。"
FM = lambda t, k, c, u: f"---\ntitle: {t}\nkeywords: [{k}]\ncreated: {c}\nlast_used: {u}\n---\n"
M = "memory/"
FILES = {
"MEMORY.md": """# MEMORY — 麦穗中央厨房

> 索引，细节见 memory/*.md。< 5k 字符。更新于 2026-11-28

- 配方参数 → memory/recipes.md
- 排班/开工 → memory/production.md
- 供应商/价格 → memory/suppliers.md
- 冷链 (EN) → memory/cold-chain.md
- 配送/车次 → memory/delivery.md
- 人员 → memory/staff.md

## 最近变动
- 欧包粉 → Viron T65（中粮只做包子粉）
- 早班 3:00 开工（虹桥新店）
- 品控：王浩
- 退货面包直接报废
""",
M+"recipes.md": FM("配方标准", "配方, 醒发, 温度, 可颂, 欧包", "2025-01-15", "2026-03-02") + """# 配方参数

- 可颂醒发：28°C，湿度75%，90分钟
- 欧包醒发：32°C，湿度80%，60分钟
- 吐司烤温 上火170/下火200，35分钟
""",
M+"production.md": FM("生产排班", "排班, 开工, 早班, 夜班, shift", "2025-01-15", "2026-05-10") + """# 生产

- 早班开工 03:30，夜班 14:00–22:30
- 每周一深度清洁，停产2小时
- 新品试做只在周三下午
""",
M+"suppliers.md": FM("供应商", "面粉, 黄油, 奶油, 价格, supplier", "2025-01-15", "2026-01-20") + """# 供应商

- 欧包面粉：中粮 T65 国产替代
- 包子/馒头粉：中粮 雪花粉
- 黄油：总统牌 25kg 箱 ¥1,450
- 奶油：铁塔 1L×12 ¥980/箱
""",
M+"cold-chain.md": FM("Cold chain", "cold chain, cold room, temperature, carrier, 冷链", "2025-02-03", "2025-11-30") + """# Cold chain (written by consultant M. Ortiz)

- Cold-chain carrier: SF Cold Chain (顺丰冷运), contract renews each April
- Cold room temp log: twice daily (08:00 / 20:00)
- Freezer −18°C or colder, chiller 0–4°C
""",
M+"delivery.md": FM("配送", "配送, 车次, 门店, 首车, 退货", "2025-01-15", "2025-06-30") + """# 配送

first_truck: 05:10
pudong_first_truck: 04:50
- 门店退货面包每晚回收，做面包糠
- 静安线 6 家店，浦东线 9 家店
""",
M+"staff.md": FM("人员", "人员, 主管, 品控, 生产, QA", "2025-01-15", "2026-02-14") + """# 人员

- 品控主管：刘婷
- 生产主管：赵强
- 过敏原标签：品控签字后才能上线
- 夜班组长：孙悦
""",
M+"2025-09-18.md": """# 2025-09-18
- 静安线改路线，避开延安高架
first_truck: 05:40
- 司机反馈新路线更稳
""",
M+"2026-04-07.md": """# 2026-04-07
- 冷链换成了京东冷链，顺丰不再续约（价格+准点率）
- 京东对接人：物流部 小周
""",
M+"2026-08-21.md": """# 2026-08-21 (Ortiz, EN)
- switched European bread flour to Minoterie Viron T65 via a Shanghai importer; COFCO kept for buns only
- QA lead is now Wang Hao (Liu Ting moved to R&D)
- metal detector test pieces: Fe 1.5 / non-Fe 2.0 / SS 2.5 mm
""",
M+"2026-11-12.md": """# 2026-11-12
- 可颂醒发温度下调到26度（黄油出油），时间延长到100分钟
- 冷库温度改为每四小时记录一次（审核要求）
- 不再回收退货面包做面包糠（食安要求），直接报废
""",
M+"2026-11-28.md": """# 2026-11-28
- 早班提前到凌晨三点开工（新增虹桥两家店）
- 总统黄油涨到每箱1580元，下月起
- 深度清洁改到每周二（周一订单太多）
- 圣诞树桩蛋糕预订开始 🎄
""",
"notes/links.md": """# links
- 京东冷链后台: https://coldchain.example.cn/portal
- 配方库 (飞书): 烘焙/配方/2026
""",
"tasks/lessons.md": """# Lessons / 教训
- 金属探测每班开工前用测试块过一遍，漏测=整批隔离
- cold room log q4h, missing entry = audit finding
- 黄油涨价先通知门店调价，别等月底
""",
"tasks/todo.md": """# TODO
- [ ] 黄油预算按 ¥1,580/箱 重算
- [ ] 京东冷链 月结对账
- [ ] cold-chain.md 过期了，改承运商
""",
}
Q = [
("zh", "可颂现在醒发温度是多少？", [(M+"2026-11-12.md", "可颂醒发温度下调")]),
("en", "Which mill supplies the flour for our European loaves now?", [(M+"2026-08-21.md", "Minoterie Viron"), ("MEMORY.md", "欧包粉 → Viron")]),
("en", "what time does the early shift start these days", [(M+"2026-11-28.md", "凌晨三点"), ("MEMORY.md", "早班 3:00")]),
("zh", "冷链运输现在用哪家？", [(M+"2026-04-07.md", "京东冷链，顺丰")]),
("zh", "品控现在谁管？", [(M+"2026-08-21.md", "Wang Hao"), ("MEMORY.md", "品控：王浩")]),
("en", "How often do we need to record the cold room temperature?", [(M+"2026-11-12.md", "每四小时"), ("tasks/lessons.md", "q4h")]),
("zh", "门店退回来的面包还拿去做面包糠吗", [(M+"2026-11-12.md", "不再回收"), ("MEMORY.md", "直接报废")]),
("en", "What are we paying per case of President butter?", [(M+"2026-11-28.md", "1580元"), ("tasks/todo.md", "¥1,580")]),
("zh", "静安线第一辆车几点出发？", [(M+"2025-09-18.md", "first_truck")]),
("zh", "欧包醒发参数？", [(M+"recipes.md", "欧包醒发")]),
("en", "when does the first Pudong truck leave", [(M+"delivery.md", "pudong_first_truck")]),
("zh", "铁塔奶油一箱多少钱", [(M+"suppliers.md", "铁塔")]),
("ko", "생산 주임 누구야?", [(M+"staff.md", "生产主管")]),
("en", "What are the metal detector test piece sizes?", [(M+"2026-08-21.md", "metal detector")]),
("en", "Which day do we do the deep clean now?", [(M+"2026-11-28.md", "深度清洁改到每周二")]),
("ko", "신제품 시험 생산은 무슨 요일에 해?", [(M+"production.md", "新品试做")]),
("zh", "过敏原标签上线前要谁签字？", [(M+"staff.md", "过敏原标签")]),
]
P = [
("conflict", "Croissant proof temperature", (M+"2026-11-12.md", "可颂醒发温度下调"), (M+"recipes.md", "可颂醒发"), "a", "temperature", "'28°C' vs '下调到26度'"),
("conflict", "European bread flour supplier", (M+"suppliers.md", "欧包面粉"), (M+"2026-08-21.md", "Minoterie Viron"), "b", "vendor", "Chinese '中粮 T65' vs English 'switched to Minoterie Viron T65'"),
("conflict", "Early shift start", (M+"production.md", "早班开工 03:30"), (M+"2026-11-28.md", "凌晨三点"), "b", "time", "'03:30' vs '凌晨三点' (numeral in words)"),
("conflict", "Cold-chain carrier", (M+"2026-04-07.md", "京东冷链，顺丰"), (M+"cold-chain.md", "Cold-chain carrier"), "a", "vendor", "English 'SF Cold Chain' vs Chinese '换成了京东冷链，顺丰不再续约'"),
("conflict", "QA lead", (M+"staff.md", "品控主管"), (M+"2026-08-21.md", "Wang Hao"), "b", "person", "'刘婷' vs 'QA lead is now Wang Hao' (pinyin vs Hanzi)"),
("conflict", "Cold room logging frequency", (M+"2026-11-12.md", "每四小时"), (M+"cold-chain.md", "twice daily"), "a", "frequency", "English 'twice daily' vs Chinese '每四小时'"),
("conflict", "Returned bread → breadcrumbs", (M+"delivery.md", "做面包糠"), (M+"2026-11-12.md", "不再回收"), "b", "policy", "negation '不再回收…直接报废'"),
("conflict", "President butter price", (M+"2026-11-28.md", "1580元"), (M+"suppliers.md", "总统牌"), "a", "price", "'¥1,450' vs '每箱1580元'"),
("conflict", "First truck time", (M+"delivery.md", "first_truck: 05:10"), (M+"2025-09-18.md", "first_truck"), "b", "time", "same key; recency only from last_used 2025-06-30 vs file date 2025-09-18"),
("agree", "Viron flour", ("MEMORY.md", "欧包粉 → Viron"), (M+"2026-08-21.md", "Minoterie Viron"), None, "vendor", "Chinese shorthand vs English"),
("agree", "3 am start", (M+"2026-11-28.md", "凌晨三点"), ("MEMORY.md", "早班 3:00"), None, "time", "'凌晨三点' vs '3:00'"),
("agree", "Butter 1580", ("tasks/todo.md", "¥1,580"), (M+"2026-11-28.md", "1580元"), None, "price", "'¥1,580/箱' vs '每箱1580元'"),
("agree", "QA Wang Hao", (M+"2026-08-21.md", "Wang Hao"), ("MEMORY.md", "品控：王浩"), None, "person", "pinyin vs Hanzi"),
("agree", "cold room every 4h", ("tasks/lessons.md", "q4h"), (M+"2026-11-12.md", "每四小时"), None, "frequency", "'q4h' vs '每四小时'"),
("conflict", "Deep-clean day", (M+"2026-11-28.md", "深度清洁改到每周二"), (M+"production.md", "每周一深度清洁"), "a", "day", "'每周一深度清洁' vs daily note '改到每周二'"),
("unrelated", "Weekday slots", (M+"production.md", "新品试做"), (M+"2026-11-28.md", "深度清洁改到每周二"), None, "day", "product trials vs deep clean"),
("unrelated", "Proof settings", (M+"recipes.md", "欧包醒发"), (M+"2026-11-12.md", "可颂醒发温度下调"), None, "temperature", "European bread vs croissant"),
("unrelated", "First truck per line", (M+"delivery.md", "pudong_first_truck"), (M+"2025-09-18.md", "first_truck"), None, "time", "Pudong vs Jing'an line"),
("unrelated", "Dairy prices", (M+"suppliers.md", "铁塔"), (M+"2026-11-28.md", "1580元"), None, "price", "cream vs butter"),
("unrelated", "Leads", (M+"staff.md", "生产主管"), (M+"2026-08-21.md", "Wang Hao"), None, "person", "production lead vs QA lead"),
]
