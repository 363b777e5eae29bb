W = "f07-openclaw-restaurants"
META = {"layout": "openclaw", "langs": ["en", "ko"],
        "description": "OpenClaw assistant for the owner of a small Korean restaurant group (LA Koreatown, Seoul Seongsu, Irvine opening): suppliers, menu prices, staff, opening dates; Seoul notes written in Korean."}
M = "memory/projects/menu.md"
Q = [
 ("en", "Who supplies fresh produce to the K-town restaurant now?", [("memory/2026-09-17.md", "Switched K-town produce from Melrose")], "en"),
 ("en", "When is the Irvine location soft-opening?", [("memory/2026-11-05.md", "Irvine soft opening pushed")], "en"),
 ("en", "Who manages the Seongsu store?", [("memory/2026-06-29.md", "오준석으로 바뀜")], "ko"),
 ("en", "How much is the galbi-jjim in LA?", [("memory/2026-11-26.md", "raised galbi-jjim to $42")], "en"),
 ("en", "Do we still serve weekend brunch in K-town?", [("memory/2026-04-03.md", "We no longer do brunch")], "en"),
 ("ko", "성수점 쉬는 날이 무슨 요일이야?", [("memory/2026-11-26.md", "성수점 휴무일: 화요일")], "ko"),
 ("en", "How much kimchi do we make each week in LA, and on which day?", [("memory/projects/suppliers.md", "Kimchi is made in-house"), ("memory/2026-11-05.md", "LA 김치는")], "en"),
 ("ko", "성수점 갈비찜 가격 얼마지?", [(M, "갈비찜 (성수)")], "ko"),
 ("en", "How big is the Irvine space?", [("memory/projects/irvine-opening.md", "Irvine lease:")], "en"),
 ("en", "What's the deadline to get a supplier order in?", [("memory/projects/suppliers.md", "Order cut-off")], "en"),
 ("ko", "오준석 점장이랑 주간 회의는 언제야?", [("memory/2026-06-29.md", "주간 영상 회의")], "ko"),
 ("en", "What reservation system does the Seoul store use?", [("TOOLS.md", "Reservations:")], "en"),
 ("en", "Which day does the fish delivery come?", [("memory/projects/suppliers.md", "Fish: Pacific Catch")], "en"),
 ("en", "Does Dana have any food allergies I should remember?", [("USER.md", "Shellfish allergy")], "en"),
]
P = [
 ("conflict", "Who is the K-town produce supplier?", ("memory/projects/suppliers.md", "Produce for K-town: Melrose"), ("memory/2026-09-17.md", "Switched K-town produce from Melrose"), "b", "vendor", "en", "project file 'Melrose Produce Co., Tue/Fri' vs daily 'switched … to Harvest Valley (Mon/Thu)'"),
 ("conflict", "When does Irvine soft-open?", ("memory/projects/irvine-opening.md", "Target soft opening: 2026-11-14"), ("memory/2026-11-05.md", "Irvine soft opening pushed"), "b", "date", "en", "target 2026-11-14 vs 'pushed to 2027-01-09'"),
 ("conflict", "Who is the Seongsu GM?", ("MEMORY.md", "Seongsu GM: Han Yerin"), ("memory/2026-06-29.md", "오준석으로 바뀜"), "b", "person", "en-ko", "English index 'Seongsu GM: Han Yerin (한예린)' vs Korean daily '점장이 한예린에서 오준석으로 바뀜'"),
 ("conflict", "What does galbi-jjim cost at K-town?", (M, "Galbi-jjim (LA): $38"), ("memory/2026-11-26.md", "raised galbi-jjim to $42"), "b", "price", "en", "menu '$38' vs winter note 'raised … to $42'"),
 ("conflict", "Does K-town serve weekend brunch?", (M, "Brunch service Sat/Sun"), ("memory/2026-04-03.md", "We no longer do brunch"), "b", "service", "en", "'Brunch service Sat/Sun 10–14' vs 'We no longer do brunch at K-town' (negation)"),
 ("conflict", "Which day is Seongsu closed?", ("memory/2026-11-26.md", "성수점 휴무일: 화요일"), ("memory/projects/seongsu.md", "성수점 휴무일: 월요일"), "a", "schedule", "ko", "identical Korean key, Tuesday vs Monday; recency only from dates (daily 2026-11-26 vs 최종 수정 2026-02-10)"),
 ("agree", "How is kimchi made for LA?", ("memory/projects/suppliers.md", "Kimchi is made in-house"), ("memory/2026-11-05.md", "LA 김치는"), None, "process", "en-ko", "'made in-house … 200 lb weekly' vs Korean '매주 가게에서 직접 담금 (200파운드)'"),
 ("agree", "Where is the Irvine restaurant?", ("memory/projects/irvine-opening.md", "Irvine lease:"), ("MEMORY.md", "Irvine — Diamond Jamboree"), None, "location", "en", "lease line vs index bullet, same site"),
 ("agree", "When does Harvest Valley deliver?", ("memory/2026-09-17.md", "Switched K-town produce from Melrose"), ("memory/2026-11-26.md", "Harvest Valley deliveries Mon/Thu"), None, "schedule", "en", "switch note and later confirmation, both Mon/Thu"),
 ("unrelated", "What does galbi-jjim cost?", ("memory/2026-11-26.md", "raised galbi-jjim to $42"), (M, "갈비찜 (성수)"), None, "price", "en-ko", "same dish, different restaurants and currencies"),
 ("unrelated", "What are the opening hours?", (M, "Dinner 17:00–22:00 daily"), ("memory/projects/seongsu.md", "영업시간"), None, "hours", "en-ko", "K-town dinner hours vs Seongsu hours"),
 ("unrelated", "Who are our US suppliers?", ("memory/projects/suppliers.md", "Meat: Rocky Mountain Beef"), ("memory/projects/suppliers.md", "Fish: Pacific Catch"), None, "vendor", "en", "meat vs fish supplier"),
 ("unrelated", "Which systems do the two restaurants use?", ("TOOLS.md", "POS: Toast"), ("TOOLS.md", "Reservations:"), None, "system", "en-ko", "POS vs reservations, each with a Korean-named Seoul tool"),
]
