WS = "h7a-w03-three-layer-zh-tea"
LAYOUT = "3-layer"
LANGS = ["zh", "en"]
DESC = "武夷山一家茶园自有加工厂（岩雀茶业）的三层记忆：鲜叶收购价、焙火/烘干工艺、设备、质检、出口客户（英国买家用英文）。大部分中文，出口相关日记用英文。"
FM = lambda t, k, c, l: f"---\ntitle: {t}\nkeywords: [{k}]\ncreated: {c}\nlast_used: {l}\n---\n"
FILES = {
"MEMORY.md": """# MEMORY — 岩雀茶业 加工厂

索引。主题文件在 memory/，日记 memory/YYYY-MM-DD.md，教训 tasks/lessons.md。

- [鲜叶收购](memory/leaf-buying.md) — 收购价、茶农、过磅
- [工艺](memory/processing.md) — 做青、焙火、烘干温度
- [设备](memory/equipment.md) — 烘干机、揉捻机、维保
- [质检](memory/qc.md) — 农残、水分、送检机构
- [出口](memory/export.md) — UK buyer, 运输、付款
- [人员](memory/people.md)

厂长：陈国平。厂址：武夷山市星村镇。
""",
"memory/leaf-buying.md": FM("鲜叶收购", "鲜叶, 收购价, 茶农, leaf price", "2025-03-10", "2025-05-20") + """# 鲜叶收购

| 品种 | 收购价 | 备注 |
|---|---|---|
| 肉桂 | 每斤 38 元 | 春茶头采 |
| 水仙 | 每斤 26 元 | |

- 过磅时间：每天 16:00 开始，18:30 截止
- 合作茶农：星村镇 41 户
""",
"memory/processing.md": FM("加工工艺", "做青, 焙火, 烘干, roasting, 温度", "2025-03-10", "2025-10-08") + """# 工艺

- 肉桂焙火：两次焙火，第一次 120°C，间隔 20 天
- 足火烘干温度：85°C
- 做青总时长 10–12 小时，看天气
- 水仙只焙一次火
""",
"memory/equipment.md": FM("设备", "烘干机, 揉捻机, 维保, dryer", "2025-04-01", "2025-09-15") + """# 设备

- 烘干机：6CH-16 链板式，2 台
- 揉捻机：6CR-55，4 台
- 设备维保：每季度一次，厂家 闽茶机械
- 备用发电机 50 kW
""",
"memory/qc.md": FM("质检", "农残, 水分, 送检, SGS, 检测", "2025-04-01", "2025-08-30") + """# 质检

- 出厂水分 ≤ 6.5%
- 农残送检机构：福建省茶叶质检站
- 每批出口茶都送检
- 内销批次抽检，每 5 批抽 1 批
""",
"memory/export.md": FM("出口", "export, UK, buyer, FOB, Incoterms", "2025-05-12", "2025-11-02") + """# 出口

- UK buyer: Hollis & Grey Tea Co. (Bristol), contact Martin Hollis
- 出口贸易条款：FOB 厦门
- 付款：30% 预付，70% 见提单副本
- 德国客户 Teehaus Lindner 用 CIF 汉堡，别搞混
""",
"memory/people.md": FM("人员", "厂长, 焙火师傅, 质检员", "2025-03-10", "2025-12-01") + """# 人员

- 厂长 陈国平
- 焙火师傅：黄师傅（黄德明）
- 质检员：林小雨
- 出口跟单：Amy 周
""",
"memory/2025-05-20.md": """# 2025-05-20
- 春茶收完，肉桂鲜叶 38元/斤 结算完
- 烘干机两台都正常
""",
"memory/2025-11-02.md": """# 2025-11-02
- Martin (Hollis & Grey) visited, liked the 2025 Rougui alot
- shipping via Xiamen, FOB as usual
- our moisture spec ≤6.5% was fine for their lab
""",
"memory/2026-03-28.md": """# 2026-03-28
- 今年肉桂鲜叶收购价定为每斤 45 元（去年 38）
- 过磅截止时间提前到 18:00，茶农同意
""",
"memory/2026-06-15.md": """# 2026-06-15
- Hollis & Grey moved to CIF Felixstowe from this season — we book the freight now, no more FOB
- payment now 50% deposit, 50% against B/L copy
""",
"memory/2026-08-09.md": """# 2026-08-09
- 新增第三台烘干机（6CH-20），现在共三台
- 足火温度调到 90°C，黄师傅说今年叶子厚
""",
"memory/2026-10-20.md": """# 2026-10-20
- 农残改送 SGS 厦门实验室，不再送省质检站（出报告太慢）
- 设备维保改成每两个月一次，闽茶机械同意
""",
"memory/2026-11-25.md": """# 2026-11-25
- QC: Lin Xiaoyu left; new QC is 郑佳 (Zheng Jia) from Dec
- Rougui roast: first roast now 115°C after Huang's tests, gap still 20 days
""",
"tasks/lessons.md": """# lessons
- 2025-06-11: 焙火后没回潮就装箱 → 返潮，出厂前一定测水分
- 2025-09-02: German order shipped with FOB paperwork by mistake — Lindner is CIF Hamburg, check before docs
- 2026-04-03: 雨天鲜叶要单独过磅记录
""",
"tasks/todo.md": """# todo
- [ ] 更新 processing.md 焙火温度
- [ ] 新质检员培训
- [ ] Hollis & Grey 2027 合同
""",
"notes/links.md": """# links
- 闽茶机械 售后 400 电话见合同
- SGS Xiamen portal (login in 1Password)
""",
}
Q = [
("en", "What are we paying farmers for Rougui fresh leaf this year?", [("memory/2026-03-28.md", "每斤 45 元")], "zh"),
("zh", "英国那个客户现在用什么贸易条款？", [("memory/2026-06-15.md", "CIF Felixstowe")], "en"),
("zh", "Hollis & Grey 付款比例现在是多少？", [("memory/2026-06-15.md", "50% deposit")], "en"),
("en", "How many dryers does the plant have?", [("memory/2026-08-09.md", "共三台")], "zh"),
("en", "Final drying temperature?", [("memory/2026-08-09.md", "90°C")], "zh"),
("en", "Which lab does our pesticide residue testing now?", [("memory/2026-10-20.md", "SGS 厦门")], "zh"),
("zh", "设备多久保养一次？", [("memory/2026-10-20.md", "每两个月")], "zh"),
("zh", "现在谁负责质检？", [("memory/2026-11-25.md", "new QC is")], "en"),
("zh", "肉桂第一次焙火多少度？", [("memory/2026-11-25.md", "first roast now 115°C")], "en"),
("en", "When does the leaf weighing close in the evening?", [("memory/2026-03-28.md", "18:00")], "zh"),
("en", "What's the moisture limit before tea leaves the plant?", [("memory/qc.md", "出厂水分"), ("memory/2025-11-02.md", "moisture spec")], "zh"),
("en", "What Incoterm does the German customer use?", [("memory/export.md", "Teehaus Lindner"), ("tasks/lessons.md", "Lindner is CIF Hamburg")], "zh"),
("en", "Who is our roast master?", [("memory/people.md", "黄师傅（")], "zh"),
("zh", "水仙焙几次火？", [("memory/processing.md", "水仙只焙一次火")], "zh"),
("en", "What do we pay for Shuixian leaf?", [("memory/leaf-buying.md", "| 水仙")], "zh"),
("en", "How often are domestic batches sampled for QC?", [("memory/qc.md", "内销批次")], "zh"),
]
P = [
("conflict", "Rougui fresh-leaf price", ("memory/leaf-buying.md", "| 肉桂"), ("memory/2026-03-28.md", "每斤 45 元"), "b", "price", "zh", "table row 每斤 38 元 vs newer daily 每斤 45 元"),
("conflict", "Hollis & Grey Incoterm", ("memory/2026-06-15.md", "CIF Felixstowe"), ("memory/export.md", "出口贸易条款"), "a", "terms", "en-zh", "English 'moved to CIF Felixstowe, no more FOB' vs Chinese 'FOB 厦门'"),
("conflict", "Export payment split", ("memory/export.md", "付款：30%"), ("memory/2026-06-15.md", "50% deposit"), "b", "terms", "en-zh", "'30% 预付，70% 见提单' vs '50% deposit, 50% against B/L'"),
("conflict", "Number of dryers", ("memory/2026-08-09.md", "共三台"), ("memory/equipment.md", "烘干机：6CH-16"), "a", "count", "zh", "'2 台' vs '现在共三台'"),
("conflict", "Final drying temperature", ("memory/processing.md", "足火烘干温度"), ("memory/2026-08-09.md", "90°C"), "b", "temperature", "zh", "85°C vs 调到 90°C"),
("conflict", "Residue testing lab", ("memory/2026-10-20.md", "SGS 厦门"), ("memory/qc.md", "农残送检机构"), "a", "vendor", "zh", "'福建省茶叶质检站' vs '改送 SGS，不再送省质检站' (不再)"),
("conflict", "Maintenance frequency", ("memory/2026-10-20.md", "每两个月"), ("memory/equipment.md", "设备维保"), "a", "frequency", "zh", "每季度一次 vs 每两个月一次"),
("conflict", "QC officer", ("memory/2026-11-25.md", "new QC is"), ("memory/people.md", "质检员："), "a", "person", "en-zh", "Chinese '质检员：林小雨' vs English 'Lin Xiaoyu left; new QC is 郑佳'"),
("conflict", "Rougui first-roast temperature", ("memory/processing.md", "肉桂焙火"), ("memory/2026-11-25.md", "first roast now 115°C"), "b", "temperature", "en-zh", "'第一次 120°C' vs 'first roast now 115°C'"),
("conflict", "Weighing cut-off", ("memory/2026-03-28.md", "18:00"), ("memory/leaf-buying.md", "过磅时间"), "a", "time", "zh", "'18:30 截止' vs '提前到 18:00'"),
("agree", "Moisture spec", ("memory/qc.md", "出厂水分"), ("memory/2025-11-02.md", "moisture spec"), None, "spec", "en-zh", "≤ 6.5% in Chinese and English"),
("agree", "Lindner Incoterm", ("memory/export.md", "Teehaus Lindner"), ("tasks/lessons.md", "Lindner is CIF Hamburg"), None, "terms", "en-zh", "CIF 汉堡 vs CIF Hamburg"),
("agree", "2025 Rougui leaf price", ("memory/leaf-buying.md", "| 肉桂"), ("memory/2025-05-20.md", "38元/斤"), None, "price", "zh", "每斤 38 元 vs 38元/斤 (same season)"),
("agree", "Moisture check before packing", ("tasks/lessons.md", "出厂前一定测水分"), ("memory/qc.md", "出厂水分"), None, "policy", "zh", "lesson vs spec line"),
("agree", "Export port in 2025", ("memory/export.md", "出口贸易条款"), ("memory/2025-11-02.md", "FOB as usual"), None, "terms", "en-zh", "FOB 厦门 vs 'shipping via Xiamen, FOB as usual' (both 2025)"),
("unrelated", "Incoterms of two buyers", ("memory/2026-06-15.md", "CIF Felixstowe"), ("memory/export.md", "Teehaus Lindner"), None, "terms", "en-zh", "UK buyer vs German buyer"),
("unrelated", "Leaf price of two cultivars", ("memory/leaf-buying.md", "| 肉桂"), ("memory/leaf-buying.md", "| 水仙"), None, "price", "zh", "Rougui vs Shuixian"),
("unrelated", "Roast count", ("memory/processing.md", "肉桂焙火"), ("memory/processing.md", "水仙只焙一次火"), None, "process", "zh", "Rougui two roasts vs Shuixian one"),
("unrelated", "QC sampling export vs domestic", ("memory/qc.md", "每批出口茶"), ("memory/qc.md", "内销批次"), None, "frequency", "zh", "every export batch vs 1 in 5 domestic"),
]
