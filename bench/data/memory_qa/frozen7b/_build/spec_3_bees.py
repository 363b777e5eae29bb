WS = "h7b-w3-three-layer-zh-beekeeping"
LAYOUT = "3-layer"
LANGS = ["zh", "en", "ko"]
DESC = "云南罗平一个养蜂合作社（花海蜂业合作社）的三层记忆：蜂场、蜂群数量、收购价、检测机构、出口客户（香港/首尔）、转场日程。大部分中文，出口相关几条英文，韩国进口商的一篇日记夹韩文。"
FILES = {
"MEMORY.md": """
# 花海蜂业合作社 · 记忆
社员 46 户，理事长 = 杨春华。我负责收购、检测和出口单据。

## 速查
- 油菜蜜收购价：每公斤 34 元（2026 春）
- 检测：送 谱尼测试（昆明）
- 出口：香港 Golden Comb Trading；首尔 꿀나라 무역（试单）
- 转场：4 月底去 丽江
- 详细见 memory/*.md，日记在 memory/YYYY-MM-DD.md
""",
"memory/apiaries.md": """
---
created: 2025-01-12
last_used: 2025-10-30
---
# 蜂场
| 蜂场 | 位置 | 群数 | 负责人 |
|---|---|---|---|
| 一号场 | 罗平 板桥镇 | 420 | 李德明 |
| 二号场 | 罗平 九龙 | 310 | 王秀英 |
| 三号场 | 师宗 五龙 | 180 | 赵强 |
- 蜂种：中华蜜蜂 + 意蜂 混养
- 转场：每年 4 月底 去 丽江 高山
""",
"memory/pricing.md": """
---
created: 2025-02-01
last_used: 2025-12-15
---
# 收购价
- 油菜蜜：每公斤 30 元
- 百花蜜：每公斤 45 元
- 蜂王浆：每公斤 420 元
- 含水量高于 20% 的一律不收
- 现金结算，每月 5 号
""",
"memory/testing.md": """
---
created: 2025-03-03
last_used: 2025-09-09
---
# 检测
- 送检机构：华测检测（昆明）
- 项目：含水量、蔗糖、氯霉素、硝基呋喃
- 每批出口前必检，费用 1,800 元/批
- 报告出具 5 个工作日
""",
"memory/export.md": """
---
created: 2025-04-10
last_used: 2026-06-01
---
# Export
- HK buyer: Golden Comb Trading, contact Ms. Fung, FOB Kunming
- incoterm for HK: FOB
- drums: 300 kg steel drums, food-grade lining
- min order HK: 2 tonnes
- Seoul importer (trial): 꿀나라 무역, contact 김하늘
""",
"memory/people.md": """
---
created: 2025-01-12
last_used: 2026-01-20
---
# 人
- 理事长：杨春华
- 会计：周丽，手机 139-0871-2290
- 运输：找 张师傅 的货车，到丽江 2,500 元/趟
- 兽医（蜂病）：县畜牧站 段医生
""",
"memory/2025-10-28.md": """
# 2025-10-28
- 一号场 清点 420 群，越冬准备
- 百花蜜 收购价 45 元/公斤 不变
- 周丽 提醒：结算日还是 5 号
""",
"memory/2026-03-18.md": """
# 2026-03-18
- 油菜蜜今年收购价定为 34 元/公斤（理事会通过）
- 检测机构换成 谱尼测试（昆明），华测 排期太慢
- 二号场 负责人 改为 王志刚（王秀英 退休）
""",
"memory/2026-05-02.md": """
# 2026-05-02
- 转场改去 大理 剑川（丽江 去年 农药事故），4 月底 出发 → 实际 5/6 出发
- 张师傅 运费涨到 2,800 元/趟
- 中蜂 意蜂 还是混养
""",
"memory/2026-08-21.md": """
# 2026-08-21
- HK: Golden Comb now wants CIF Hong Kong instead of FOB (we pay freight + insurance)
- testing fee per batch now 2,200 CNY at Pony (谱尼)
- min order for HK stays 2 t
""",
"memory/2026-10-09.md": """
# 2026-10-09 首尔 客户
- 꿀나라 무역 담당자 변경: 김하늘 → 이준호 (메일 june@kkulnara.kr)
- 韩方 要求 每桶 280 kg 不要 300 kg（叉车限制）
- 첫 정식 주문 5톤 확정
""",
"memory/2026-11-26.md": """
# 2026-11-26
- 三号场 群数 今天清点：240 群（分蜂 + 新买 40 群）
- 结算 改为 每月 10 号，不再 现金，一律 银行转账
- 蜂王浆 收购价 不变
""",
"notes/links.md": """
# links
- 谱尼测试 昆明 下单页（内部书签）
- 海关 出口蜂蜜 备案 清单
- Golden Comb PO template (xlsx in shared drive)
""",
"tasks/lessons.md": """
# lessons
- 含水量 >20% 一律拒收，不讲情面
- 运到丽江前先问清楚当地 喷药 时间
- moisture above 20 percent = reject, no exceptions (told Ms. Fung too)
- 钢桶 衬里 必须 食品级，否则 韩国 通关 卡住
""",
"tasks/todo.md": """
# todo
- [ ] pricing.md 更新 油菜蜜 价格
- [ ] export.md: incoterm + 首尔 联系人
- [ ] 三号场 群数 更新 apiaries.md
""",
}
M = "memory/"
QUESTIONS = [
("zh", "今年油菜蜜收购价多少？", [(M+"2026-03-18.md", "34 元/公斤"), ("MEMORY.md", "每公斤 34 元")], "zh"),
("en", "Which lab do we send honey samples to now?", [(M+"2026-03-18.md", "谱尼测试（昆明），华测"), ("MEMORY.md", "送 谱尼测试")], "zh"),
("zh", "二号场现在谁负责？", [(M+"2026-03-18.md", "王志刚")], "zh"),
("en", "Where are the hives trucked to for the summer move this year?", [(M+"2026-05-02.md", "大理 剑川")], "zh"),
("zh", "张师傅拉一趟多少钱？", [(M+"2026-05-02.md", "2,800 元/趟")], "zh"),
("zh", "给香港客户报价用什么贸易术语？", [(M+"2026-08-21.md", "CIF Hong Kong")], "en"),
("zh", "每批检测费多少？", [(M+"2026-08-21.md", "2,200 CNY")], "en"),
("en", "Who's our contact at the Seoul importer now?", [(M+"2026-10-09.md", "이준호")], "ko"),
("ko", "꿀나라 무역에 보내는 드럼통은 몇 kg짜리?", [(M+"2026-10-09.md", "280 kg")], "zh"),
("zh", "三号场现在有多少群？", [(M+"2026-11-26.md", "240 群")], "zh"),
("en", "When and how are members paid for honey?", [(M+"2026-11-26.md", "每月 10 号")], "zh"),
("en", "What's the moisture cut-off for accepting honey?", [("tasks/lessons.md", "含水量 >20%"), ("tasks/lessons.md", "moisture above 20 percent"), ("memory/pricing.md", "含水量高于 20%")], "zh"),
("zh", "香港最小起订量？", [("memory/export.md", "min order HK"), (M+"2026-08-21.md", "min order for HK")], "en"),
("en", "How much is royal jelly bought at?", [("memory/pricing.md", "蜂王浆：每公斤 420")], "zh"),
("ko", "첫 정식 주문 물량은?", [(M+"2026-10-09.md", "5톤")], "ko"),
("zh", "会计电话多少？", [("memory/people.md", "会计：周丽")], "zh"),
]
PAIRS = [
("conflict", "油菜蜜收购价", ("memory/pricing.md", "油菜蜜：每公斤 30"), (M+"2026-03-18.md", "34 元/公斤"), "b", "price", "zh", "pricing '每公斤 30 元' vs 日记 '今年定为 34 元/公斤'"),
("conflict", "送检机构", (M+"2026-03-18.md", "谱尼测试（昆明），华测"), ("memory/testing.md", "华测检测"), "a", "vendor", "zh", "华测检测 vs '换成 谱尼测试'"),
("conflict", "二号场负责人", ("memory/apiaries.md", "| 二号场 |"), (M+"2026-03-18.md", "王志刚"), "b", "person", "zh", "table row 王秀英 vs '改为 王志刚（王秀英 退休）'"),
("conflict", "转场目的地", (M+"2026-05-02.md", "大理 剑川"), ("memory/apiaries.md", "转场：每年 4 月底"), "a", "place", "zh", "'4 月底 去 丽江' vs '改去 大理 剑川 ... 5/6 出发'"),
("conflict", "HK incoterm", ("memory/export.md", "incoterm for HK: FOB"), (M+"2026-08-21.md", "CIF Hong Kong"), "b", "terms", "en", "'incoterm for HK: FOB' vs 'now wants CIF Hong Kong instead of FOB'"),
("conflict", "检测费", (M+"2026-08-21.md", "2,200 CNY"), ("memory/testing.md", "1,800 元/批"), "a", "price", "en-zh", "'1,800 元/批' vs English '2,200 CNY at Pony (谱尼)'"),
("conflict", "Seoul importer contact", ("memory/export.md", "Seoul importer"), (M+"2026-10-09.md", "이준호"), "b", "person", "en-ko", "English 'contact 김하늘' vs Korean '김하늘 → 이준호'"),
("conflict", "桶规格 drum size", (M+"2026-10-09.md", "280 kg"), ("memory/export.md", "drums: 300 kg"), "a", "quantity", "en-zh", "English '300 kg steel drums' vs Chinese '每桶 280 kg 不要 300 kg'"),
("conflict", "结算方式", ("memory/pricing.md", "现金结算"), (M+"2026-11-26.md", "每月 10 号"), "b", "policy", "zh", "'现金结算，每月 5 号' vs '改为 每月 10 号，不再 现金' (negation + date)"),
("conflict", "三号场群数", (M+"2026-11-26.md", "240 群"), ("memory/apiaries.md", "| 三号场 |"), "a", "count", "zh", "table 180 vs daily note '240 群'"),
("conflict", "运费", ("memory/people.md", "2,500 元/趟"), (M+"2026-05-02.md", "2,800 元/趟"), "b", "price", "zh", "'到丽江 2,500 元/趟' vs '涨到 2,800 元/趟'"),
("conflict", "转场 (MEMORY vs note)", ("MEMORY.md", "转场：4 月底去 丽江"), (M+"2026-05-02.md", "大理 剑川"), "b", "place", "zh", "index shorthand '4 月底去 丽江' vs dated note '改去 大理 剑川'"),
("conflict", "Seoul order status", (M+"2026-10-09.md", "5톤"), ("MEMORY.md", "首尔 꿀나라 무역（试单）"), "a", "status", "zh-ko", "Chinese index '（试单）' trial only vs Korean '첫 정식 주문 5톤 확정'"),
("agree", "Moisture rule zh/en", ("tasks/lessons.md", "含水量 >20%"), ("tasks/lessons.md", "moisture above 20 percent"), None, "threshold", "en-zh", "'>20%' vs 'above 20 percent'"),
("agree", "Moisture rule pricing vs lesson", ("memory/pricing.md", "含水量高于 20%"), ("tasks/lessons.md", "moisture above 20 percent"), None, "threshold", "en-zh", "Chinese rule vs English lesson"),
("agree", "HK min order", ("memory/export.md", "min order HK"), (M+"2026-08-21.md", "min order for HK"), None, "quantity", "en", "'2 tonnes' vs '2 t'"),
("agree", "一号场群数", ("memory/apiaries.md", "| 一号场 |"), (M+"2025-10-28.md", "420 群"), None, "count", "zh", "table 420 vs 日记 清点 420 群"),
("agree", "百花蜜价格", ("memory/pricing.md", "百花蜜：每公斤 45"), (M+"2025-10-28.md", "百花蜜 收购价 45"), None, "price", "zh", "'每公斤 45 元' vs '45 元/公斤 不变'"),
("agree", "混养", ("memory/apiaries.md", "蜂种"), (M+"2026-05-02.md", "混养"), None, "species", "zh", "中华蜜蜂 + 意蜂 混养 restated"),
("unrelated", "一号场 vs 三号场 群数", ("memory/apiaries.md", "| 一号场 |"), (M+"2026-11-26.md", "240 群"), None, "count", "zh", "different apiary"),
("unrelated", "royal jelly vs rapeseed price", ("memory/pricing.md", "蜂王浆：每公斤 420"), (M+"2026-03-18.md", "34 元/公斤"), None, "price", "zh", "different product"),
("unrelated", "HK vs Seoul contact", ("memory/export.md", "HK buyer"), (M+"2026-10-09.md", "이준호"), None, "person", "en-ko", "different customer"),
("unrelated", "Truck fee vs testing fee", (M+"2026-05-02.md", "2,800 元/趟"), (M+"2026-08-21.md", "2,200 CNY"), None, "price", "en-zh", "different cost item"),
]
