WS = "w03-three-layer-zh-planetarium"
LAYOUT = "3-layer"
LANGS = ["zh", "en", "ko"]
DESC = "杭州一家天文馆（滨江天文馆）运营助理的三层记忆：球幕放映系统、节目、票价、屋顶天文台观测夜、人员。大部分中文，澳洲节目制作人 Owen 的日记用英文，韩国旅行社对接人留韩文备注。"
D3 = "memory/2026-03-07.md"; D6 = "memory/2026-06-22.md"; D9 = "memory/2026-09-30.md"; D11 = "memory/2026-11-26.md"; D12 = "memory/2026-12-03.md"
Q = [
 ("zh", "球幕现在跑的是哪个版本的 Digistar？", [(D9, "Digistar 7")], "zh"),
 ("en", "How much is a full-price adult ticket for the dome now?", [(D6, "adult dome ticket now CNY 80")], "en"),
 ("zh", "公众观测夜多久办一次？", [(D11, "观测夜改为每两周一次")], "zh"),
 ("zh", "屋顶天文台的主镜现在是什么型号？", [(D6, "main scope swapped to PlaneWave")], "en"),
 ("en", "Who is in charge of show direction/programming at the moment?", [(D9, "节目编导由 Owen Price 接手")], "zh"),
 ("en", "What IP is the dome projection server on?", [(D9, "dome_ip: 10.8.2.20")], "zh"),
 ("en", "Can visitors take photos inside the dome theatre?", [(D11, "球幕厅内不再允许拍照")], "zh"),
 ("ko", "한국 단체 관광객 단체권 지금 1인당 얼마예요?", [(D11, "오십 위안")], "ko"),
 ("en", "Which weekday is the planetarium closed?", [(D12, "每周二闭馆")], "zh"),
 ("en", "How big is the dome?", [("MEMORY.md", "球幕直径 23 米"), (D6, "23 m dome")], "zh"),
 ("zh", "儿童要买票吗？", [("memory/tickets.md", "儿童（1.2米以下）"), (D3, "kids under 1.2m free")], "zh"),
 ("en", "How many people can sign up for one stargazing night?", [("memory/observatory.md", "每场限 30 人"), (D11, "观测夜名额还是30人")], "zh"),
 ("en", "How early must we announce a cancelled observing night?", [("MEMORY.md", "提前 3 小时发通知"), ("tasks/lessons.md", "至少提前 3 小时")], "zh"),
 ("zh", "日全食直播是哪天？", [("memory/shows.md", "2027年8月2日日全食"), (D6, "total solar eclipse stream")], "zh"),
 ("en", "What IP does the Zeiss star projector have?", [("memory/projector.md", "starball_ip")], "zh"),
 ("zh", "Digistar 维保合同什么时候续？", [("memory/vendors.md", "每年 3 月续")], "zh"),
 ("en", "What do we need to do before a Digistar software upgrade?", [("tasks/lessons.md", "先备份节目库")], "zh"),
]
P = [
 ("conflict", "Dome projection system version", ("memory/projector.md", "Digistar 6"), (D9, "Digistar 7"), "b", "version", "zh", "topic 'Digistar 6，软件版本 6.22' vs daily '升级完成：Digistar 7（7.1.4）'"),
 ("conflict", "Adult dome ticket price", (D6, "adult dome ticket now CNY 80"), ("memory/tickets.md", "| 成人 | 60元 |"), "a", "price", "en-zh", "English 'CNY 80' vs Chinese table row '60元'"),
 ("conflict", "Public observing night frequency", ("memory/observatory.md", "公众观测夜：每周六晚"), (D11, "观测夜改为每两周一次"), "b", "frequency", "zh", "'每周六' vs '每两周一次（隔周六）'"),
 ("conflict", "Main telescope", (D6, "main scope swapped to PlaneWave"), ("memory/observatory.md", "主镜：Meade"), "a", "equipment", "en-zh", "English 'swapped to PlaneWave CDK20' vs Chinese 'Meade 16寸'"),
 ("conflict", "Show director", ("memory/staff.md", "节目编导：刘婧"), (D9, "节目编导由 Owen Price 接手"), "b", "person", "zh", "staff list vs daily handover to Owen Price"),
 ("conflict", "Dome server IP", (D9, "dome_ip: 10.8.2.20"), ("memory/projector.md", "dome_ip: 10.8.1.20"), "a", "ip", "zh", "same `dome_ip:` key; recency only from file date 2026-09-30 vs last_used 2025-11-03"),
 ("conflict", "Photography in the dome", ("memory/tickets.md", "馆内允许拍照"), (D11, "球幕厅内不再允许拍照"), "b", "policy", "zh", "negation '不再允许拍照' vs '允许拍照（不开闪光灯）'"),
 ("conflict", "Group ticket price", (D11, "오십 위안"), ("memory/tickets.md", "每人45元"), "a", "price", "zh-ko", "Korean '1인당 오십 위안' (number in words) vs Chinese table '每人45元'"),
 ("conflict", "Weekly closing day", ("MEMORY.md", "每周一闭馆"), (D12, "每周二闭馆"), "b", "day", "zh", "MEMORY 'Monday closed' vs newer daily '从本周（12 月 1 日）起 … 每周二闭馆'"),
 ("agree", "Dome diameter", ("MEMORY.md", "球幕直径 23 米"), (D6, "23 m dome"), None, "size", "en-zh", "'球幕直径 23 米' vs '23 m dome'"),
 ("agree", "Children free", ("memory/tickets.md", "儿童（1.2米以下）"), (D3, "kids under 1.2m free"), None, "price", "en-zh", "table row 免费 vs 'kids under 1.2m free'"),
 ("agree", "Observing night capacity", ("memory/observatory.md", "每场限 30 人"), (D11, "观测夜名额还是30人"), None, "count", "zh", "'每场限 30 人' vs '还是30人/场'"),
 ("agree", "Eclipse date", ("memory/shows.md", "2027年8月2日日全食"), (D6, "total solar eclipse stream"), None, "date", "en-zh", "'2027年8月2日' vs 'Aug 2, 2027'"),
 ("agree", "Opening hours", ("MEMORY.md", "开馆时间 9:00–17:00"), (D6, "opening hours unchanged"), None, "time", "en-zh", "'9:00–17:00' vs '9am–5pm'"),
 ("agree", "Cancellation notice lead time", ("MEMORY.md", "提前 3 小时发通知"), ("tasks/lessons.md", "至少提前 3 小时"), None, "duration", "zh", "rule vs lesson, same 3 hours"),
 ("unrelated", "Student vs adult ticket price", ("memory/tickets.md", "| 学生（凭证） | 30元 |"), (D6, "adult dome ticket now CNY 80"), None, "price", "en-zh", "different ticket type"),
 ("unrelated", "Star projector IP vs dome server IP", ("memory/projector.md", "starball_ip"), (D9, "dome_ip: 10.8.2.20"), None, "ip", "zh", "different device"),
 ("unrelated", "Observing-night host vs show director", ("memory/observatory.md", "观测夜主持：孙浩"), (D9, "节目编导由 Owen Price 接手"), None, "person", "zh", "different role"),
 ("unrelated", "Lecture frequency vs observing-night frequency", ("memory/shows.md", "科普讲座：每周日下午"), (D11, "观测夜改为每两周一次"), None, "frequency", "zh", "different event"),
 ("unrelated", "Solar telescope vs main telescope", ("memory/observatory.md", "太阳望远镜：Lunt"), (D6, "main scope swapped to PlaneWave"), None, "equipment", "en-zh", "different instrument"),
]
