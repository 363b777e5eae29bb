WS = "w04-claude-code-zh-saltworks"
LAYOUT = "claude-code"
LANGS = ["zh", "en", "ko"]
DESC = "Claude Code 自动记忆：福建霞浦一家海盐晒场的运营系统仓库 (yantian-ops：卤水传感器、结晶池收盐、订单、韩国出口)。大部分中文，部分英文 feedback，韩国进口商的信息用韩文。"
FILES = {
"MEMORY.md": """
# Memory index
- [用户角色](user_role.md) — 盐场信息化负责人，后端出身
- [测试方式](feedback_testing.md) — 包管理 & 测试命令
- [代码风格](feedback_style.md) — 注释中文，commit 英文
- [部署](project_deploy.md) — 服务器、数据库
- [卤水与收盐](project_brine.md) — 波美度阈值、采样
- [传感器网关](project_sensors.md) — MQTT
- [价格](project_pricing.md) — 日晒盐/精制盐吨价
- [韩国出口](project_korea_export.md) — 进口商、包装
- [值班](reference_oncall.md) — 谁值班
- [2026-11 收盐季复盘](project_2026-11-harvest.md)
- [2026-09 迁移记录](project_2026-09-migration.md)
- [Links](reference_links.md)
""",
"user_role.md": """
---
name: 用户角色
description: who the user is
type: user
metadata:
  created: 2025-03-02
  updated: 2025-03-02
---
林海涛，霞浦海盐场信息化负责人。后端 (Python/Go) 出身，不熟前端。盐场 12 个结晶池，场长是他叔叔。
""",
"feedback_testing.md": """
---
name: 测试方式
description: package manager and test command for the web dashboard
type: feedback
metadata:
  created: 2025-04-10
  updated: 2025-04-10
---
dashboard 用 pnpm，跑测试 `pnpm test`，不要用 npm。
**Why:** lockfile 是 pnpm-lock.yaml。
""",
"feedback_style.md": """
---
name: 代码风格
description: comments and commits
type: feedback
metadata:
  created: 2025-04-10
  updated: 2026-10-14
---
- 代码注释写中文，commit message 写英文 (Conventional Commits)
- 2026-10-14 update: we no longer use pnpm for the dashboard — moved to npm workspaces, run `npm test`. pnpm-lock.yaml deleted.
""",
"project_deploy.md": """
---
name: 部署
description: where services run
type: project
metadata:
  created: 2025-03-05
  updated: 2025-11-20
---
- 服务器：阿里云 ECS，杭州 (cn-hangzhou)，2 台
- 数据库：PostgreSQL 14 (RDS)
- 部署：GitHub Actions → ssh + docker compose
""",
"project_2026-09-migration.md": """
---
name: 2026-09 迁移记录
description: cloud move in Sept 2026
type: project
metadata:
  created: 2026-09-22
  updated: 2026-09-22
---
- 2026-09-20 迁到腾讯云 广州 (ap-guangzhou)，阿里云杭州的机器 10 月底释放
- DB upgraded to PostgreSQL 16 during the move (pg_upgrade, ~40 min downtime)
- docker compose 方式不变
""",
"project_brine.md": """
---
name: 卤水与收盐
description: brine density thresholds and sampling
type: project
metadata:
  created: 2025-03-08
  updated: 2025-06-30
---
- 卤水浓度到 25 °Bé 就可以引入结晶池
- 人工采样：每天两次（8:00 / 16:00）
- 1 号池是试验池，阈值 24 °Bé，别和生产池混
""",
"project_sensors.md": """
---
name: 传感器网关
description: MQTT broker for brine sensors
type: project
metadata:
  created: 2025-05-01
  updated: 2025-05-01
---
mqtt_host: broker.yantian.local
mqtt_port: 1883
- 每个池一个波美度探头 + 水位计，30 秒上报一次
- staging broker 在 mqtt-stg.yantian.local:1884
""",
"project_pricing.md": """
---
name: 价格
description: price per ton
type: project
metadata:
  created: 2025-03-10
  updated: 2025-12-01
---
| 品类 | 吨价 |
|---|---|
| 日晒盐 (粗盐) | 1,800 元/吨 |
| 精制盐 | 3,200 元/吨 |
- 报价单模板在 templates/quote.xlsx
""",
"project_korea_export.md": """
---
name: 韩国出口
description: Korean importer, packaging, labels
type: project
metadata:
  created: 2025-06-12
  updated: 2025-06-12
---
- 进口商：바다소금유통 (釜山)
- 联系人：김지훈 부장
- 包装：20公斤编织袋，韩文标签
- 每季度一柜
- 日本那边试单的联系人是 田中 (大阪)，不走这个流程
""",
"reference_oncall.md": """
---
name: 值班
description: who is on call for the sensor system
type: reference
metadata:
  created: 2025-05-01
  updated: 2025-05-01
---
传感器告警值班：王磊 (场里电工)，手机在群公告里。
""",
"project_2026-11-harvest.md": """
---
name: 2026-11 收盐季复盘
description: review of autumn harvest season
type: project
metadata:
  created: 2026-11-21
  updated: 2026-11-28
---
- 波美度阈值调到 25.5 °Bé 再引入结晶池，盐粒更白（场长决定）
- sampling now three times a day (07:00 / 12:00 / 17:00) during harvest
- 日晒盐报价改为 ¥2,100/t，从 12 月起
- 精制盐 3,200 元/吨 不变
- 값은 바다소금유통(부산) 쪽에도 통보함
- 담당자 바뀜: 이수진 과장 (김지훈 부장 퇴사)
- 포장은 그대로 20kg 포대
- 值班改成陈静（新来的运维），王磊只管电
- MQTT switched to TLS: 
  mqtt_port: 8883
""",
"reference_links.md": """
---
name: Links
description: dashboards
type: reference
metadata:
  created: 2025-05-01
  updated: 2026-09-22
---
- Grafana: https://grafana.yantian.local (看 1–12 号池波美度曲线)
- 腾讯云控制台：广州区域
""",
}
Q = [
("en", "Which cloud region is the ops system hosted in now?", ["project_2026-09-migration.md|ap-guangzhou"], "zh"),
("zh", "数据库现在是哪个版本的 Postgres？", ["project_2026-09-migration.md|PostgreSQL 16"], "en"),
("en", "At what Baumé reading do we let brine into the crystallizing pans?", ["project_2026-11-harvest.md|25.5 °Bé"], "zh"),
("zh", "收盐季每天采样几次？", ["project_2026-11-harvest.md|three times a day"], "en"),
("en", "What are we quoting per ton for sun-dried salt?", ["project_2026-11-harvest.md|¥2,100/t"], "zh"),
("ko", "한국 수입사 담당자가 누구예요?", ["project_2026-11-harvest.md|이수진 과장"], "ko"),
("zh", "跑前端测试用什么命令？", ["feedback_style.md|npm test"], "en"),
("en", "Which port does the brine sensor broker use?", ["project_2026-11-harvest.md|mqtt_port: 8883"], "en"),
("en", "Who gets paged when a brine sensor alarm fires?", ["project_2026-11-harvest.md|陈静"], "zh"),
("ko", "소금 포장 단위는 몇 kg이에요?", ["project_korea_export.md|20公斤", "project_2026-11-harvest.md|20kg 포대"], "zh"),
("en", "What's the threshold for the experimental pond?", ["project_brine.md|1 号池"], "zh"),
("zh", "精制盐多少钱一吨？", ["project_pricing.md|精制盐 | 3,200", "project_2026-11-harvest.md|精制盐 3,200"], "zh"),
("en", "Where's the staging MQTT broker?", ["project_sensors.md|mqtt-stg"], "zh"),
("en", "What language should code comments be in?", ["feedback_style.md|代码注释写中文"], "zh"),
("ko", "부산 수입사에 가격 변경 알렸어요?", ["project_2026-11-harvest.md|바다소금유통(부산)"], "ko"),
("zh", "多久发一柜去韩国？", ["project_korea_export.md|每季度一柜"], "zh"),
]
P = [
("conflict", "Hosting region", "project_deploy.md|阿里云 ECS", "project_2026-09-migration.md|ap-guangzhou", "b", "place", "zh", "阿里云杭州 vs 迁到腾讯云 广州"),
("conflict", "Postgres version", "project_2026-09-migration.md|PostgreSQL 16", "project_deploy.md|PostgreSQL 14", "a", "version", "en-zh", "English 'upgraded to PostgreSQL 16' vs 'PostgreSQL 14 (RDS)'"),
("conflict", "Brine threshold for production pans", "project_brine.md|25 °Bé 就可以", "project_2026-11-harvest.md|25.5 °Bé", "b", "number", "zh", "25 °Bé vs 调到 25.5 °Bé"),
("conflict", "Sampling frequency", "project_2026-11-harvest.md|three times a day", "project_brine.md|每天两次", "a", "frequency", "en-zh", "'three times a day' vs 每天两次"),
("conflict", "Sun-dried salt price", "project_pricing.md|1,800 元/吨", "project_2026-11-harvest.md|¥2,100/t", "b", "price", "zh", "1,800 元/吨 (table row) vs ¥2,100/t"),
("conflict", "Korean importer contact", "project_2026-11-harvest.md|이수진 과장", "project_korea_export.md|김지훈 부장", "a", "person", "zh-ko", "Korean line '담당자 바뀜: 이수진' vs Chinese-context line 联系人 김지훈"),
("conflict", "Test command / package manager", "feedback_testing.md|pnpm test", "feedback_style.md|npm test", "b", "policy", "en-zh", "'用 pnpm ... 不要用 npm' vs 'we no longer use pnpm ... npm test'"),
("conflict", "MQTT port", "project_2026-11-harvest.md|mqtt_port: 8883", "project_sensors.md|mqtt_port: 1883", "a", "port", "en", "same key: value, recency from metadata.updated 2026-11-28 vs 2025-05-01"),
("conflict", "On-call for sensor alarms", "reference_oncall.md|王磊 (场里电工)", "project_2026-11-harvest.md|陈静", "b", "person", "zh", "王磊 vs 值班改成陈静"),
("agree", "Export bag size", "project_korea_export.md|20公斤", "project_2026-11-harvest.md|20kg 포대", "", "number", "zh-ko", "20公斤编织袋 vs 20kg 포대"),
("agree", "Refined salt price", "project_pricing.md|精制盐 | 3,200", "project_2026-11-harvest.md|精制盐 3,200", "", "price", "zh", "table vs prose, same"),
("agree", "Guangzhou region", "project_2026-09-migration.md|ap-guangzhou", "reference_links.md|广州区域", "", "place", "zh", "same region restated"),
("agree", "Importer name and city", "project_korea_export.md|(釜山)", "project_2026-11-harvest.md|바다소금유통(부산)", "", "place", "zh-ko", "釜山 in Hanzi vs 부산 in Hangul, same importer"),
("agree", "Commit language", "feedback_style.md|commit message 写英文", "MEMORY.md|commit 英文", "", "policy", "zh", "same rule, index shorthand"),
("unrelated", "Prod vs staging broker port", "project_sensors.md|mqtt-stg", "project_2026-11-harvest.md|mqtt_port: 8883", "", "port", "en-zh", "staging broker, different service"),
("unrelated", "Experimental pond threshold", "project_brine.md|1 号池", "project_2026-11-harvest.md|25.5 °Bé", "", "number", "zh", "test pond 24 °Bé, not production"),
("unrelated", "Sun-dried vs refined price", "project_pricing.md|精制盐 | 3,200", "project_2026-11-harvest.md|¥2,100/t", "", "price", "zh", "different product"),
("unrelated", "Korean vs Japanese buyer contact", "project_korea_export.md|田中", "project_2026-11-harvest.md|이수진 과장", "", "person", "zh-ko", "Japanese trial buyer contact, not the Korean importer"),
]
