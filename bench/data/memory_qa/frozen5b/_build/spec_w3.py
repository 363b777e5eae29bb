from common import Q, P
WS = "h5b-w3-three-layer-zh-recycling"
LAYOUT = "3-layer"
LANGS = ["zh", "en", "ko"]
DESC = "苏州一家塑料/金属回收厂（绿环再生）的运营助手 3-layer 记忆：分拣线班次、收购价、光选机、环保监测、安全主管、MES、出口韩国瓶片。多数中文，外籍工艺顾问写英文日记，韩国买家邮件摘要为韩文。"
F = {}
F["MEMORY.md"] = """# MEMORY.md — 绿环再生 苏州工厂

> 核心事实 + 指针。细节在 memory/*.md。最近整理 2026-11-22

- 厂区：苏州相城，1号线 PET，2号线 HDPE/PP
- 主要产品：PET 瓶片 (hot-washed flake)，HDPE 颗粒
- safety lead: Liu Fang (刘芳), ext 8012
- 地磅 最大 80 吨
- 光选机 TOMRA AUTOSORT ×2（1号线）
- 月报每月 5 号前发给总部

## Files
- memory/pricing.md — 收购价
- memory/production.md — 班次、线速、洗涤
- memory/compliance.md — 环保、消防
- memory/systems.md — MES、地磅软件
- memory/customers.md — 客户、出口
- memory/people.md — 人
"""
F["memory/pricing.md"] = """---
title: 收购价
keywords: [收购价, PET, 铝罐, price]
created: 2025-01-08
last_used: 2026-04-30
---
# 收购价（到厂价，含税）

- PET 瓶砖收购价 ¥3,200/吨
- 铝罐 11500 元/吨
- HDPE 奶瓶砖 ¥2,600/吨
- 价格每周一早会定
"""
F["memory/production.md"] = """---
title: 生产
keywords: [班次, 线速, 热洗, shift]
created: 2025-01-08
last_used: 2026-03-12
---
# 生产

- 分拣线两班倒 (06:00-14:00, 14:00-22:00)
- 1号线 皮带速度 2.5 m/s
- 2号线 皮带速度 1.8 m/s
- 热洗 85°C，烧碱 1.5%
- 瓶片含水率 ≤ 3%
- 收货时间 08:00–17:00（周日不收）
- 我们接收散装 PET 瓶，也收压缩瓶砖
"""
F["memory/compliance.md"] = """---
title: 环保/消防
keywords: [环保, 废水, 废气, 消防, 检测]
created: 2025-02-14
last_used: 2026-02-20
---
# Compliance

- 废水排放 第三方检测：每月一次
- 废气（造粒车间）检测：每季度一次
- 消防年检：每年 5 月
- 危废（废碱液）交给 苏州清源 处理
"""
F["memory/systems.md"] = """---
title: 系统
keywords: [MES, 地磅, 软件, server]
created: 2025-03-01
last_used: 2025-09-18
---
# Systems

mes_url: https://10.20.0.15:8443
- 地磅软件：称重宝 v4，数据每晚同步到 MES
- 办公网 Wi-Fi 跟车间分开
"""
F["memory/customers.md"] = """---
title: 客户
keywords: [客户, 出口, 韩国, flake buyer]
created: 2025-02-02
last_used: 2026-06-15
---
# Customers

- 浙江某化纤厂：PET 瓶片，月 500 吨
- 出口韩国 大成再生 (대성리사이클)：瓶片 每月 200 吨
- 韩国货走釜山港，CIF
- 付款：国内 月结 30 天，出口 T/T 预付 30%
"""
F["memory/people.md"] = """---
title: 人
keywords: [厂长, 安全, 顾问]
created: 2025-01-08
last_used: 2026-01-30
---
# People

- 厂长：周立新
- 安全主管：王建国
- 工艺顾问：Henrik Maas（荷兰，写英文日记）
- 办公室：8:30–17:30
"""
F["memory/2025-09-18.md"] = """# 2025-09-18

- 光选机保养，TOMRA 工程师来，2 台都换了喷阀
- 地磅校准通过
"""
F["memory/2026-03-12.md"] = """# 2026-03-12 (Henrik)

- optical sorter = Tomra Autosort, both units; recalibrated NIR for gren PET
- moisture max 3 % on outgoing flake, checked 6 lots, ok
"""
F["memory/2026-05-20.md"] = """# 2026-05-20

- 环保局通知：废水第三方检测改为每季度一次（在线监测数据稳定）
- 消防年检过了
"""
F["memory/2026-08-04.md"] = """# 2026-08-04

- 订单多，分拣线改三班倒，夜班 22:00-06:00，8 月 10 日起
- 热洗温度降到八十度，省蒸汽，Henrik 说质量 OK
"""
F["memory/2026-09-15.md"] = """# 2026-09-15

- 王建国 调去南通厂，安全主管换成刘芳
- 不再接收散装瓶，只收压缩瓶砖（散装太占场地，火灾风险）
"""
F["memory/2026-10-29.md"] = """# 2026-10-29

- MES 升级完成，端口换了
mes_url: https://10.20.0.15:9443
- 地磅数据同步正常
"""
F["memory/2026-11-16.md"] = """# 2026-11-16 (Henrik)

- PET bale buy price now CNY 2,850/t (oil price down, virgin PET cheap). Aluminium unchanged ~¥11.5k/t
- gate now open for deliveries 07:00-18:00 Mon-Sat, trucks were queuing at 8
"""
F["memory/2026-11-25.md"] = """# 2026-11-25 — 대성리사이클 메일 요약

- 플레이크 월 300톤으로 증량 합의, 2027년 1월 선적분부터
- 선적항 부산 그대로, 결제조건 변경 없음
"""
F["tasks/lessons.md"] = """# Lessons

- 2025-12: 绿色 PET 混进透明料 → 光选机 NIR 要按季节重新校准
- 2026-07: 夏天散装瓶堆场自燃险情一次 → 堆场温度每天巡检
"""
F["tasks/todo.md"] = """# TODO

- [ ] production.md 改班次/热洗温度
- [ ] pricing.md 更新 PET
- [ ] customers.md 韩国量
"""
Qs = [
 Q("zh", "分拣线现在是几班倒？", [("memory/2026-08-04.md","改三班倒")], "zh"),
 Q("en", "What are we paying per tonne for PET bales right now?", [("memory/2026-11-16.md","PET bale buy price")], "en"),
 Q("zh", "废水第三方检测多久做一次？", [("memory/2026-05-20.md","改为每季度一次")], "zh"),
 Q("en", "Who's the site safety lead?", [("memory/2026-09-15.md","安全主管换成刘芳"),("MEMORY.md","safety lead")], "en"),
 Q("en", "Will we take loose, unbaled bottles at the gate?", [("memory/2026-09-15.md","不再接收散装瓶")], "zh"),
 Q("zh", "MES 的地址和端口是多少？", [("memory/2026-10-29.md","mes_url")], "en"),
 Q("ko", "대성리사이클에 한 달에 몇 톤 보내기로 했지?", [("memory/2026-11-25.md","월 300톤")], "ko"),
 Q("zh", "几点开始可以送货进厂？", [("memory/2026-11-16.md","gate now open for deliveries")], "en"),
 Q("en", "What temperature is the hot wash set to?", [("memory/2026-08-04.md","热洗温度降到八十度")], "zh"),
 Q("en", "What's the heaviest truck the weighbridge can take?", [("MEMORY.md","地磅 最大")], "zh"),
 Q("zh", "出货瓶片的水分上限是多少？", [("memory/production.md","瓶片含水率"),("memory/2026-03-12.md","moisture max")], "zh"),
 Q("en", "How fast does the HDPE line belt run?", [("memory/production.md","2号线 皮带速度")], "zh"),
 Q("zh", "铝罐收多少钱一吨？", [("memory/pricing.md","铝罐 11500"),("memory/2026-11-16.md","Aluminium unchanged")], "zh"),
 Q("en", "Who takes away our spent caustic waste?", [("memory/compliance.md","危废")], "zh"),
 Q("en", "Which port do the Korea flake shipments go through?", [("memory/customers.md","韩国货走釜山港"),("memory/2026-11-25.md","선적항 부산")], "zh"),
 Q("zh", "绿色 PET 混料那次之后学到什么？", [("tasks/lessons.md","NIR 要按季节")], "zh"),
]
Ps = [
 P("conflict","Sorting line shifts",("memory/production.md","分拣线两班倒"),("memory/2026-08-04.md","改三班倒"),"b","frequency","zh","topic '两班倒' vs daily '改三班倒，夜班 22:00-06:00'"),
 P("conflict","PET bale buy price",("memory/2026-11-16.md","PET bale buy price"),("memory/pricing.md","PET 瓶砖收购价"),"a","price","en-zh","'CNY 2,850/t' vs '¥3,200/吨'"),
 P("conflict","Wastewater test frequency",("memory/compliance.md","废水排放 第三方检测"),("memory/2026-05-20.md","改为每季度一次"),"b","frequency","zh","'每月一次' vs '改为每季度一次'"),
 P("conflict","Safety lead",("memory/2026-09-15.md","安全主管换成刘芳"),("memory/people.md","安全主管：王建国"),"a","person","zh","'安全主管：王建国' vs '王建国调去南通厂，安全主管换成刘芳'"),
 P("conflict","Accepting loose bottles",("memory/production.md","我们接收散装 PET 瓶"),("memory/2026-09-15.md","不再接收散装瓶"),"b","policy","zh","'我们接收散装 PET 瓶' vs '不再接收散装瓶'"),
 P("conflict","MES URL (key: value, dates only)",("memory/2026-10-29.md","mes_url"),("memory/systems.md","mes_url"),"a","port","en","same key `mes_url`; systems.md last_used 2025-09-18 (:8443) vs daily 2026-10-29 (:9443)"),
 P("conflict","Korea flake monthly volume",("memory/customers.md","出口韩国"),("memory/2026-11-25.md","월 300톤"),"b","number","zh-ko","Chinese '每月 200 吨' vs Korean '월 300톤으로 증량 합의'"),
 P("conflict","Delivery receiving hours",("memory/2026-11-16.md","gate now open for deliveries"),("memory/production.md","收货时间"),"a","time","en-zh","'收货时间 08:00–17:00' vs 'gate now open 07:00-18:00'"),
 P("conflict","Hot wash temperature",("memory/production.md","热洗 85°C"),("memory/2026-08-04.md","热洗温度降到八十度"),"b","number","zh","'85°C' vs '降到八十度' (number in words)"),
 P("agree","Optical sorter model",("MEMORY.md","光选机 TOMRA"),("memory/2026-03-12.md","optical sorter = Tomra"),None,"product","en-zh","'TOMRA AUTOSORT ×2' vs 'Tomra Autosort, both units'"),
 P("agree","Flake moisture limit",("memory/2026-03-12.md","moisture max"),("memory/production.md","瓶片含水率"),None,"number","en-zh","'moisture max 3 %' vs '含水率 ≤ 3%'"),
 P("agree","Aluminium can price",("memory/pricing.md","铝罐 11500"),("memory/2026-11-16.md","Aluminium unchanged"),None,"price","en-zh","'11500 元/吨' vs '~¥11.5k/t'"),
 P("agree","Safety lead restated",("MEMORY.md","safety lead"),("memory/2026-09-15.md","安全主管换成刘芳"),None,"person","en-zh","'Liu Fang (刘芳)' vs '换成刘芳'"),
 P("agree","Korea shipping port",("memory/2026-11-25.md","선적항 부산"),("memory/customers.md","韩国货走釜山港"),None,"place","zh-ko","'선적항 부산 그대로' vs '韩国货走釜山港'"),
 P("unrelated","Belt speed, other line",("memory/production.md","1号线 皮带速度"),("memory/production.md","2号线 皮带速度"),None,"number","zh","line 1 2.5 m/s vs line 2 1.8 m/s"),
 P("unrelated","Test frequency, exhaust vs wastewater",("memory/compliance.md","废气（造粒车间）"),("memory/2026-05-20.md","改为每季度一次"),None,"frequency","zh","exhaust gas quarterly vs wastewater now quarterly — different emission"),
 P("unrelated","Buy price, HDPE vs PET",("memory/pricing.md","HDPE 奶瓶砖"),("memory/2026-11-16.md","PET bale buy price"),None,"price","en-zh","HDPE ¥2,600/吨 vs PET CNY 2,850/t"),
 P("unrelated","Hours, office vs gate",("memory/people.md","办公室"),("memory/2026-11-16.md","gate now open for deliveries"),None,"time","en-zh","office 8:30–17:30 vs delivery gate 07:00-18:00"),
]
