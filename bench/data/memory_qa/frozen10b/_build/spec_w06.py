WS = "w06-openclaw-zh-bathhouse-laundry"
LAYOUT = "openclaw"
LANGS = ["zh", "en", "ko"]
DESC = "台北一家为公共澡堂/温泉会馆洗浴巾浴袍的洗衣厂老板的 OpenClaw 工作区：客户（北投、万华澡堂，釜山汗蒸幕客户）、洗涤参数、价格、供应商、车辆、人员。大部分中文，少量英文和韩文（釜山客户的日记）。"
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md

- 每次开始先读 MEMORY.md + 今天和昨天的 memory/YYYY-MM-DD.md
- 客户价格不要自己报，问老板（阿芳）
- 韩国客户的消息可能是韩文，原文记下来就好
"""
FILES["SOUL.md"] = """
简短、务实。数字一定要写清楚单位（条、件、公斤、新台币）。
"""
FILES["IDENTITY.md"] = """
name: 小泡 (Bubbles)
emoji: 🫧
role: 洗衣厂的排程与客户小助手
"""
FILES["USER.md"] = """
# USER

- 阿芳（陈美芳），老板，55岁，用 LINE 语音多，打字少
- 看不太懂英文合同，要翻成中文摘要
- 儿子 Kevin 管 IT 和韩国客户的 email
"""
FILES["TOOLS.md"] = """
# TOOLS

- 排程表: Google Sheet「收送排程」
- 司机沟通: LINE 群组「收送组」
- 发票: 电子发票平台 (财政部)
- 磅秤: 收货时称重，单位公斤
"""
FILES["HEARTBEAT.md"] = """
# HEARTBEAT

- 每天 05:30 检查今天收送排程有没有缺司机
- 每周一 提醒阿芳对账（北投、万华、釜山）
"""
FILES["MEMORY.md"] = """
# MEMORY — 泡泡洗衣厂（台北 万华）

## 客户
- 北投「汤之乡」温泉会馆：浴巾 + 浴袍，每天 07:00 收货
- 万华「老松澡堂」：毛巾为主，周一三五收
- 釜山 해수랑 찜질방 (海水郎汗蒸幕)：每周 찜질복 2,000 件，海运+空运混合，Kevin 负责

## 价格
- 浴巾 每条 NT$3.5（北投、万华同价）
- 浴袍 每件 NT$12
- 釜山客户 찜질복 每件 US$0.45

## 工厂
- 洗涤温度: 75°C（浴巾，60 分钟）
- 锅炉：柴油锅炉，油商 中联石油，每周二送油
- 厂长：吴建国（管夜班）
- 洗剂：洁霸工业用洗剂，月结
- 送货车：2 台 Toyota Hiace（ABC-1234、ABC-5678）

## 规则
- 收货一定称重拍照
- 沾血或有油漆的毛巾另外装袋，不混洗
"""
FILES["memory/2026-02-17.md"] = """
# 2026-02-17

- 春节后恢复。老松澡堂说今年量会少一点
- Kevin: the Busan client wants invoices in USD, net 30. OK'd by 阿芳
"""
FILES["memory/2026-05-06.md"] = """
# 2026-05-06

- 锅炉换成天然气锅炉了，不再用柴油，中联石油合约 5 月底结束
- 天然气：大台北瓦斯，每月抄表
"""
FILES["memory/2026-07-15.md"] = """
# 2026-07-15

- Detergent: we switched to Ecolab (Turbo line) this week, 洁霸 contract not renewed. Ecolab tech visits monthly
- Ecolab dosing pumps installed on washers 1-4
"""
FILES["memory/2026-08-22.md"] = """
# 2026-08-22

- 吴建国退休了。新厂长 林佩君（原品管），8/22 起
- 夜班改两人
"""
FILES["memory/2026-09-30.md"] = """
# 2026-09-30 (Kevin)

- 해수랑 찜질방 주문량 늘어남: 10월부터 매주 찜질복 2,500벌
- 단가는 그대로 US$0.45/벌
- 부산 쪽 담당자 이지은 매니저, 카톡으로 연락
"""
FILES["memory/2026-10-14.md"] = """
# 2026-10-14

- 北投汤之乡 要求提早：10/20 起 每天 06:30 收货（他们 07:00 开门前要先备好）
- 万华老松 不变 周一三五
"""
FILES["memory/2026-11-05.md"] = """
# 2026-11-05

洗涤温度: 80°C
- 卫生局抽检建议，浴巾改 80 度、50 分钟。浴袍不变
"""
FILES["memory/2026-11-21.md"] = """
# 2026-11-21

- 浴巾单价调整：2027 年 1 月起 每条新台币四元（北投、万华都通知了）
- 浴袍维持 NT$12
- 司机群组从 LINE 改用 Slack（Kevin 弄的，频道 #pickup），LINE 群组 12 月停用
"""
FILES["memory/2026-12-02.md"] = """
# 2026-12-02 (Kevin)

- bought a third Hiace (plate ABC-9012) for the Beitou early run, so 3 delivery vans now
- Slack #pickup live, drivers all joined
"""
FILES["memory/projects/busan-client.md"] = """
# 釜山客户 해수랑

- 合约到 2027-06-30
- 每周 찜질복 2,500 件（2026-10 起）
- 付款：USD，net 30
- 연락: 이지은 매니저 (카카오톡)
"""
FILES["memory/projects/new-washer.md"] = """
# 新洗衣机采购

- 候选: Electrolux W5300N vs Girbau HS-6057
- 预算 NT$1,800,000
- 阿芳倾向 Girbau，维修商在新北
"""

M = "MEMORY.md"; D02 = "memory/2026-02-17.md"; D05 = "memory/2026-05-06.md"; D07 = "memory/2026-07-15.md"
D08 = "memory/2026-08-22.md"; D09 = "memory/2026-09-30.md"; D10 = "memory/2026-10-14.md"
D1105 = "memory/2026-11-05.md"; D1121 = "memory/2026-11-21.md"; BC = "memory/projects/busan-client.md"; NW = "memory/projects/new-washer.md"

Q = [
 ("zh", "北投那边现在几点去收货？", [(D10, "每天 06:30 收货")], "zh"),
 ("en", "How many jjimjil uniforms does the Busan spa send us each week?", [(D09, "2,500벌"), (BC, "每周 찜질복 2,500")], "ko"),
 ("zh", "明年浴巾一条多少钱？", [(D1121, "新台币四元")], "zh"),
 ("en", "What temperature do we wash bath towels at?", [(D1105, "洗涤温度: 80")], "zh"),
 ("zh", "锅炉还烧柴油吗？", [(D05, "不再用柴油")], "zh"),
 ("en", "Which detergent supplier are we on?", [(D07, "we switched to Ecolab")], "en"),
 ("en", "Who's the plant manager now?", [(D08, "新厂长 林佩君")], "zh"),
 ("zh", "司机群组现在用什么？", [(D1121, "改用 Slack")], "zh"),
 ("ko", "부산 고객 찜질복 단가 얼마야?", [(D09, "단가는 그대로"), (M, "찜질복 每件 US$0.45")], "ko"),
 ("zh", "釜山客户的联系人是谁？", [(D09, "이지은 매니저, 카톡"), (BC, "연락: 이지은")], "ko"),
 ("en", "How much do we charge per bathrobe?", [(M, "浴袍 每件 NT$12"), (D1121, "浴袍维持")], "zh"),
 ("zh", "万华老松哪几天收货？", [(M, "万华「老松澡堂」"), (D10, "万华老松 不变")], "zh"),
 ("en", "When does the Busan contract end?", [(BC, "合约到")], "zh"),
 ("en", "What's the budget for the new washer?", [(NW, "预算")], "zh"),
 ("zh", "天然气找哪家？", [(D05, "大台北瓦斯")], "zh"),
 ("en", "Busan invoices — which currency and terms?", [(D02, "invoices in USD"), (BC, "付款：USD")], "en"),
]
P = [
 ("conflict", "Beitou pickup time", (M, "北投「汤之乡」"), (D10, "每天 06:30 收货"), "b", "time", "zh", "MEMORY '每天 07:00 收货' vs daily '10/20 起 每天 06:30'"),
 ("conflict", "Busan weekly volume", (D09, "2,500벌"), (M, "釜山 해수랑"), "a", "number", "ko-zh", "Chinese '每周 찜질복 2,000 件' vs Korean daily '매주 찜질복 2,500벌'"),
 ("conflict", "Towel unit price", (M, "浴巾 每条 NT$3.5"), (D1121, "新台币四元"), "b", "price", "zh", "'NT$3.5' vs words '新台币四元'"),
 ("conflict", "Towel wash temperature", (D1105, "洗涤温度: 80"), (M, "洗涤温度: 75"), "a", "number", "zh", "same key: value 75°C vs 80°C; recency only from daily file date"),
 ("conflict", "Boiler fuel", (M, "锅炉：柴油锅炉"), (D05, "不再用柴油"), "b", "policy", "zh", "'柴油锅炉' vs negation '不再用柴油'"),
 ("conflict", "Detergent vendor", (D07, "we switched to Ecolab"), (M, "洗剂：洁霸"), "a", "vendor", "en-zh", "Chinese '洁霸工业用洗剂' vs English 'switched to Ecolab'"),
 ("conflict", "Plant manager", (M, "厂长：吴建国"), (D08, "新厂长 林佩君"), "b", "person", "zh", "'吴建国' vs '新厂长 林佩君'"),
 ("conflict", "Driver chat tool", (D1121, "改用 Slack"), ("TOOLS.md", "司机沟通"), "a", "system", "zh", "TOOLS 'LINE 群组' vs daily '从 LINE 改用 Slack'"),
 ("conflict", "Number of delivery vans", (M, "送货车"), ("memory/2026-12-02.md", "third Hiace"), "b", "number", "en-zh", "'送货车：2 台 Toyota Hiace' vs English 'bought a third Hiace ... 3 delivery vans now'"),
 ("agree", "Busan price per piece unchanged", (M, "찜질복 每件 US$0.45"), (D09, "단가는 그대로"), None, "price", "ko-zh", "'每件 US$0.45' vs Korean 'US$0.45/벌 그대로'"),
 ("agree", "Busan weekly 2,500", (D09, "2,500벌"), (BC, "每周 찜질복 2,500"), None, "number", "ko-zh", "Korean '2,500벌' vs Chinese '2,500 件（2026-10 起）'"),
 ("agree", "Busan contact", (D09, "이지은 매니저, 카톡"), (BC, "연락: 이지은"), None, "person", "ko", "'카톡' vs '카카오톡'"),
 ("agree", "Busan payment terms", (D02, "invoices in USD"), (BC, "付款：USD"), None, "terms", "en-zh", "'USD, net 30' English vs Chinese"),
 ("agree", "Driver chat on Slack", (D1121, "改用 Slack"), ("memory/2026-12-02.md", "Slack #pickup live"), None, "system", "en-zh", "Chinese '改用 Slack（频道 #pickup）' vs English 'Slack #pickup live'"),
 ("agree", "Bathrobe price stays", (M, "浴袍 每件 NT$12"), (D1121, "浴袍维持"), None, "price", "zh", "MEMORY vs daily '维持'"),
 ("unrelated", "Monthly visits of two vendors", (D05, "大台北瓦斯"), (D07, "Ecolab tech visits monthly"), None, "frequency", "en-zh", "gas meter reading monthly vs detergent tech visit monthly"),
 ("unrelated", "Pickup days of two bathhouses", (D10, "万华老松 不变"), (D10, "每天 06:30 收货"), None, "schedule", "zh", "Wanhua Mon/Wed/Fri vs Beitou daily — different clients"),
 ("unrelated", "Towel vs robe price", (M, "浴巾 每条 NT$3.5"), (M, "浴袍 每件 NT$12"), None, "price", "zh", "different items"),
 ("unrelated", "Contract end dates", (BC, "合约到"), (D05, "中联石油合约"), None, "date", "zh", "Busan client contract end vs diesel supplier contract end"),
]
