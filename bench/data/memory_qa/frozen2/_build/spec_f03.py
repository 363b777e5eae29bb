W = "f03-three-layer-newsroom"
META = {"layout": "3-layer", "langs": ["en", "zh"],
        "description": "Night desk of a digital newsroom's Asia section (The Meridian Ledger): house style, stringers in Chengdu/Taipei, CMS migration, wires, newsletter schedule; some daily notes and lessons in Chinese."}
L = "tasks/lessons.md"
Q = [
 ("en", "What time does the morning briefing email go out?", [("memory/2026-09-30.md", "from 06:30 to 06:00 ET"), ("memory/2026-11-27.md", "Morning briefing still 06:00 ET")], "en"),
 ("en", "Which CMS are stories published through now?", [("memory/2026-11-11.md", "Arc XP migration complete"), ("MEMORY.md", "CMS: Arc XP")], "en"),
 ("en", "Who files for us from Chengdu?", [("memory/2026-07-22.md", "刘芳（Liu Fang）")], "zh"),
 ("en", "Do we put a comma before 'and' in lists?", [(L, "no longer use the Oxford comma")], "en"),
 ("en", "Which news agencies will we be taking copy from in December?", [("memory/2026-11-27.md", "Reuters + AP")], "en"),
 ("en", "When is the daily editorial meeting?", [("memory/2026-11-27.md", "Editorial meeting: 09:45")], "en"),
 ("en", "What's the maximum length for an explainer?", [("memory/2026-04-07.md", "Explainers capped at 900 words")], "en"),
 ("zh", "我们在台北的记者是谁？", [("memory/desks.md", "Taipei correspondent")], "en"),
 ("en", "How should 成都 be spelled in English copy?", [("memory/style.md", "Place names: Chengdu"), (L, "成都一律拼作 Chengdu")], "en"),
 ("en", "When does the evening edition newsletter send?", [("memory/schedule.md", "Evening edition newsletter"), ("memory/2026-09-30.md", "Evening edition stays at 18:00")], "en"),
 ("zh", "台湾部会发的禁发新闻稿，按哪个时区解禁？", [("memory/cms.md", "Embargoed Taiwan ministry releases")], "en"),
 ("en", "Who signs off on a correction once a story is live?", [("memory/desks.md", "approved by the standards editor")], "en"),
 ("en", "When is the Getty photo contract up for renewal?", [("memory/sources.md", "Getty contract renews")], "en"),
 ("en", "Is there a cap on breaking-news notifications overnight?", [("memory/cms.md", "max 3 per night"), ("memory/2026-11-11.md", "Push alert limit still 3")], "en"),
]
P = [
 ("conflict", "When does the morning briefing newsletter send?", ("memory/schedule.md", "Morning briefing newsletter goes out 06:30"), ("memory/2026-09-30.md", "from 06:30 to 06:00 ET"), "b", "schedule", "en", "topic '06:30 ET' vs daily log 'moved … from 06:30 to 06:00 ET'"),
 ("conflict", "Which CMS do we publish through?", ("memory/cms.md", "We publish through WordPress VIP"), ("memory/2026-11-11.md", "Arc XP migration complete"), "b", "system", "en", "topic names WordPress VIP vs log 'Arc XP migration complete; WordPress VIP decommissioned'"),
 ("conflict", "Who is the Chengdu stringer?", ("memory/desks.md", "Chengdu stringer: 王磊"), ("memory/2026-07-22.md", "刘芳（Liu Fang）"), "b", "person", "en-zh", "English topic line with Hanzi name 王磊 vs Chinese log '换成了刘芳（Liu Fang）'"),
 ("conflict", "Do we use the Oxford comma?", ("memory/style.md", "Oxford comma: yes"), (L, "no longer use the Oxford comma"), "b", "rule", "en", "'Oxford comma: yes, always' vs lesson 'We no longer use the Oxford comma' (negation)"),
 ("conflict", "Which wire services do we subscribe to?", ("memory/sources.md", "Wire: Reuters + AFP"), ("memory/2026-11-27.md", "Reuters + AP"), "b", "vendor", "en", "'Reuters + AFP' vs 'not renewing … Reuters + AP' from December"),
 ("conflict", "What time is the daily editorial meeting?", ("memory/2026-11-27.md", "Editorial meeting: 09:45"), ("memory/schedule.md", "Editorial meeting: 10:15"), "a", "schedule", "en", "identical key, 09:45 vs 10:15; recency only from file date (log 2026-11-27 vs topic updated 2026-02-10)"),
 ("conflict", "How long may an explainer be?", ("memory/style.md", "Explainers: max 1,200 words"), ("memory/2026-04-07.md", "Explainers capped at 900 words"), "b", "limit", "en", "'max 1,200 words' vs 'capped at 900 words now'"),
 ("agree", "How is 成都 romanised?", ("memory/style.md", "Place names: Chengdu"), (L, "成都一律拼作 Chengdu"), None, "spelling", "en-zh", "English style rule vs Chinese lesson, same spelling"),
 ("agree", "Which CMS are we on?", ("memory/2026-11-11.md", "Arc XP migration complete"), ("MEMORY.md", "CMS: Arc XP"), None, "system", "en", "log sentence vs index 'CMS: Arc XP (since 2026-11)'"),
 ("agree", "What time zone do CMS scheduled posts use?", ("memory/cms.md", "Scheduled posts: set time in UTC"), (L, "CMS scheduled time is UTC"), None, "time zone", "en", "rule restated as lesson"),
 ("agree", "When does the morning briefing send?", ("memory/2026-09-30.md", "from 06:30 to 06:00 ET"), ("memory/2026-11-27.md", "Morning briefing still 06:00 ET"), None, "schedule", "en", "change note and later 'still 06:00' agree"),
 ("unrelated", "Who are our Asia correspondents?", ("memory/desks.md", "Taipei correspondent"), ("memory/2026-07-22.md", "刘芳（Liu Fang）"), None, "person", "en-zh", "Taipei correspondent vs Chengdu stringer"),
 ("unrelated", "When do the newsletters send?", ("memory/2026-09-30.md", "from 06:30 to 06:00 ET"), ("memory/schedule.md", "Evening edition newsletter"), None, "schedule", "en", "morning briefing vs evening edition send times"),
 ("unrelated", "When do our agency contracts end?", ("memory/sources.md", "Getty contract renews"), ("memory/2026-11-27.md", "AFP contract ended"), None, "date", "en", "'contract' dates for Getty photos vs AFP wire"),
]
