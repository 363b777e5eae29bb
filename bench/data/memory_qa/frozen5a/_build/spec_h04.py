WS = "h04-claude-code-zh-drone"
LAYOUT = "claude-code"
LANGS = ["zh", "en", "ko"]
DESC = "深圳无人机测绘公司（云测 Yunce Survey）处理管线仓库的 Claude Code 自动记忆：重建引擎、GPU 集群、端口、交付格式、报价、釜山港韩国客户项目。大部分中文，少量英文，釜山项目笔记部分韩文。"
FILES = {}
FILES["MEMORY.md"] = """
# Memory index

- [用户角色](user_role.md) — 管线负责人，偏好中文回答
- [提交规范](feedback_commits.md) — pre-commit / 提交信息
- [测试](feedback_tests.md) — 用真实小样本数据
- [语言](feedback_language.md) — 代码注释英文，对话中文
- [管线](project_pipeline.md) — 重建引擎、Python 版本、交付
- [引擎切换](project_engine_switch.md) — 2026-09 换引擎
- [集群](project_cluster.md) — GPU 节点
- [端口](reference_ports.md) — tileserver / minio
- [GSD 目标](reference_gsd.md) — 分辨率
- [GSD 2026](project_gsd_2026.md) — 新目标
- [报价](project_pricing.md) — 每平方公里价格
- [釜山项目](project_busan.md) — 부산항만공사
- [外业](reference_field.md) — 飞行规则、GCP
- [存储](reference_storage.md) — buckets
"""
FILES["user_role.md"] = """
---
name: 用户角色
description: 谁在用这个仓库
type: user
metadata:
  created: 2025-04-02
  updated: 2025-04-02
---
用户是云测的管线负责人（办公室在深圳南山），写 Python，熟悉 GDAL，不熟 CUDA。回答用中文。
"""
FILES["feedback_commits.md"] = """
---
name: 提交规范
description: commit / pre-commit 约定
type: feedback
metadata:
  created: 2025-04-10
  updated: 2025-05-20
---
- commit 前跑 pre-commit，包括 ruff 和 mypy
- 提交信息用英文祈使句
"""
FILES["feedback_tests.md"] = """
---
name: 测试
description: 测试数据
type: feedback
metadata:
  created: 2025-05-02
  updated: 2026-10-28
---
- 集成测试用 `tests/data/mini_survey/`（42 张照片），不要 mock 重建引擎
- 不再在 pre-commit 里跑 mypy，改到 CI 里跑（太慢，用户 2026-10-28 说的）
"""
FILES["feedback_language.md"] = """
---
name: 语言
description: 注释与对话语言
type: feedback
metadata:
  created: 2025-04-02
  updated: 2025-04-02
---
代码注释和 docstring 用英文；和用户对话用中文；釜山客户相关文档可以韩文。
"""
FILES["project_pipeline.md"] = """
---
name: 管线
description: 重建引擎、Python、交付格式
type: project
metadata:
  created: 2025-04-02
  updated: 2025-11-15
---
- 重建引擎：Pix4Dmatic（命令行批处理，许可证 3 个）
- Python 3.10，依赖用 uv 管理
- 交付格式：正射 GeoTIFF + 点云 LAS 1.2
- 原始照片放 yunce-raw 桶，按项目编号分目录
"""
FILES["project_engine_switch.md"] = """
---
name: 引擎切换
description: 2026-09 reconstruction engine change
type: project
metadata:
  created: 2026-09-08
  updated: 2026-09-22
---
- engine moved to OpenDroneMap (ODM 3.5) on the GPU nodes; Pix4Dmatic licences not renewed
- 升级到 Python 3.12（ODM 绑定需要），CI 镜像已更新
- 点云交付改为 LAZ 1.4（釜山客户要求，其他客户也统一）
"""
FILES["project_cluster.md"] = """
---
name: 集群
description: GPU 渲染集群
type: project
metadata:
  created: 2025-06-01
  updated: 2026-11-19
---
- 2025：渲染集群 4 台 A10（阿里云 gn7i）
- 2026-11：集群扩到 8 台 L4，A10 全部退掉
- 队列：Celery + Redis
"""
FILES["reference_ports.md"] = """
---
name: 端口
description: 本地/集群服务端口
type: reference
metadata:
  created: 2025-06-01
  updated: 2025-08-01
---
- tileserver 端口 8081
- minio API 9000
- minio console 8081 → 见 2026 变更
- flower（Celery 监控）5555
"""
FILES["reference_gsd.md"] = """
---
name: GSD 目标
description: 地面分辨率默认值
type: reference
metadata:
  created: 2025-05-10
  updated: 2025-06-12
---
gsd_target_cm: 3
- 立面巡检（facade inspection）另算：facade_gsd_cm: 1
"""
FILES["project_gsd_2026.md"] = """
---
name: GSD 2026
description: new default GSD for mapping jobs
type: project
metadata:
  created: 2026-10-03
  updated: 2026-10-03
---
gsd_target_cm: 2
- 原因：釜山港和两个深圳客户都要求 2cm；飞行高度相应降低
- tile server now on :8090 (8081 is taken by the minio console since the upgrade)
"""
FILES["project_pricing.md"] = """
---
name: 报价
description: 航测报价
type: project
metadata:
  created: 2025-05-15
  updated: 2026-11-24
---
- 2025 报价：航测 ¥3,800/km²（含 GCP 布设）
- survey quote now RMB 4,200 per sq km (from 2026-12, GCP included)
- 立面巡检按天：¥6,500/天
"""
FILES["project_busan.md"] = """
---
name: 釜山项目
description: 부산항만공사 신항 측량
type: project
metadata:
  created: 2026-03-11
  updated: 2026-11-30
---
- 부산 신항 2-4단계 측량, 총 12km², 분기마다 재촬영
- 담당자: 부산항만공사 김도윤 과장 (2026-03)
- 釜山新港 共 12 平方公里，交付 LAZ + GeoTIFF
- 2026-11：釜山项目对接人换成 이서연 대리（김도윤 调岗到物流处）
- 납품 기한: 촬영 후 10영업일 (계약서 기준)
- 深圳这边项目经理：陈思远
- 2026-11-30 电话确认：釜山交付期限改为拍摄后 7 个工作日（对方加急，合同补充协议已签）
"""
FILES["reference_field.md"] = """
---
name: 外业
description: field ops rules
type: reference
metadata:
  created: 2025-04-20
  updated: 2026-07-01
---
- 单架次最长 35 分钟（M3E 电池）
- max 35 min per flight incl. reserve — land at 25%
- GCP 每平方公里至少 5 个
- 釜山项目每季度重飞一次，提前两周申请空域
- need ≥5 GCPs per km², RTK-surveyed
"""
FILES["reference_storage.md"] = """
---
name: 存储
description: buckets
type: reference
metadata:
  created: 2025-04-02
  updated: 2025-09-09
---
- raw photos: bucket `yunce-raw` (OSS, cn-shenzhen)
- outputs: `yunce-deliver`, signed URL 7 天
"""

QUESTIONS = [
 ("zh", "现在用哪个重建引擎？", [("project_engine_switch.md", "engine moved to OpenDroneMap")], "en"),
 ("en", "How many GPU nodes does the cluster have now?", [("project_cluster.md", "集群扩到 8 台 L4")], "zh"),
 ("en", "Which Python version is the pipeline on?", [("project_engine_switch.md", "升级到 Python 3.12")], "zh"),
 ("zh", "tileserver 现在跑在哪个端口？", [("project_gsd_2026.md", "tile server now on :8090")], "en"),
 ("ko", "부산 프로젝트 지금 연락 담당자 누구야?", [("project_busan.md", "对接人换成 이서연")], "zh"),
 ("en", "What's the default GSD target for mapping jobs?", [("project_gsd_2026.md", "gsd_target_cm: 2")], "en"),
 ("zh", "mypy 还在 pre-commit 里跑吗？", [("feedback_tests.md", "不再在 pre-commit 里跑 mypy")], "zh"),
 ("en", "What point cloud format do we deliver?", [("project_engine_switch.md", "点云交付改为 LAZ 1.4")], "zh"),
 ("zh", "航测每平方公里现在报多少钱？", [("project_pricing.md", "survey quote now RMB 4,200")], "en"),
 ("en", "How long can a single flight last?", [("reference_field.md", "单架次最长 35 分钟"), ("reference_field.md", "max 35 min per flight")], "zh"),
 ("ko", "부산 신항 측량 면적이 얼마나 돼?", [("project_busan.md", "총 12km²"), ("project_busan.md", "共 12 平方公里")], "ko"),
 ("en", "How many ground control points per square km?", [("reference_field.md", "GCP 每平方公里至少 5 个"), ("reference_field.md", "≥5 GCPs per km²")], "zh"),
 ("zh", "原始照片存哪个桶？", [("reference_storage.md", "raw photos: bucket"), ("project_pipeline.md", "原始照片放 yunce-raw 桶")], "en"),
 ("en", "What do we charge per day for facade inspections?", [("project_pricing.md", "¥6,500/天")], "zh"),
 ("zh", "釜山那边多久重飞一次？", [("reference_field.md", "每季度重飞一次"), ("project_busan.md", "분기마다 재촬영")], "zh"),
 ("zh", "集成测试该用哪份数据？", [("feedback_tests.md", "mini_survey")], "zh"),
 ("zh", "电池剩多少必须降落？", [("reference_field.md", "land at 25%")], "en"),
 ("ko", "부산 성과물 납품은 촬영 후 며칠 안에 해야 돼?", [("project_busan.md", "交付期限改为拍摄后 7 个工作日")], "zh"),
 ("en", "How long are delivery download links valid?", [("reference_storage.md", "signed URL 7 天")], "en"),
]

PAIRS = [
 ("conflict", "Reconstruction engine", ("project_pipeline.md", "重建引擎：Pix4Dmatic"), ("project_engine_switch.md", "engine moved to OpenDroneMap"), "b", "software", "en-zh", "Chinese '重建引擎：Pix4Dmatic' vs English 'engine moved to OpenDroneMap'"),
 ("conflict", "GPU cluster size", ("project_cluster.md", "集群扩到 8 台 L4"), ("project_cluster.md", "渲染集群 4 台 A10"), "a", "count", "zh", "same file: '2026-11：扩到 8 台 L4' vs '2025：4 台 A10'"),
 ("conflict", "Python version", ("project_pipeline.md", "Python 3.10"), ("project_engine_switch.md", "升级到 Python 3.12"), "b", "version", "zh", "'Python 3.10' vs '升级到 Python 3.12'"),
 ("conflict", "Tile server port", ("project_gsd_2026.md", "tile server now on :8090"), ("reference_ports.md", "tileserver 端口 8081"), "a", "port", "en-zh", "'now on :8090' vs 'tileserver 端口 8081'"),
 ("conflict", "Busan client contact", ("project_busan.md", "담당자: 부산항만공사 김도윤"), ("project_busan.md", "对接人换成 이서연"), "b", "person", "ko-zh", "Korean '담당자 김도윤 과장' vs Chinese '对接人换成 이서연'"),
 ("conflict", "Default GSD target", ("project_gsd_2026.md", "gsd_target_cm: 2"), ("reference_gsd.md", "gsd_target_cm: 3"), "a", "number", "en", "same key:value; recency only from metadata created/updated 2026-10-03 vs 2025-06-12"),
 ("conflict", "mypy in pre-commit", ("feedback_commits.md", "包括 ruff 和 mypy"), ("feedback_tests.md", "不再在 pre-commit 里跑 mypy"), "b", "policy", "zh", "'pre-commit 包括 mypy' vs negation '不再在 pre-commit 里跑 mypy'"),
 ("conflict", "Point cloud delivery format", ("project_engine_switch.md", "点云交付改为 LAZ 1.4"), ("project_pipeline.md", "交付格式：正射 GeoTIFF"), "a", "format", "zh", "'LAZ 1.4' vs 'LAS 1.2'"),
 ("conflict", "Survey price per km²", ("project_pricing.md", "2025 报价"), ("project_pricing.md", "survey quote now RMB 4,200"), "b", "price", "en-zh", "'¥3,800/km²' vs 'RMB 4,200 per sq km' (symbol vs currency word)"),
 ("agree", "Busan re-survey cadence", ("project_busan.md", "분기마다 재촬영"), ("reference_field.md", "每季度重飞一次"), None, "frequency", "ko-zh", "'분기마다 재촬영' = '每季度重飞一次'"),
 ("conflict", "Busan delivery deadline", ("project_busan.md", "交付期限改为拍摄后 7 个工作日"), ("project_busan.md", "납품 기한"), "a", "duration", "ko-zh", "Chinese '改为拍摄后 7 个工作日' vs Korean '촬영 후 10영업일'"),
 ("agree", "Max flight time", ("reference_field.md", "单架次最长 35 分钟"), ("reference_field.md", "max 35 min per flight"), None, "duration", "en-zh", "'35 分钟' = '35 min'"),
 ("agree", "Busan survey area", ("project_busan.md", "총 12km²"), ("project_busan.md", "共 12 平方公里"), None, "area", "ko-zh", "'12km²' = '12 平方公里'"),
 ("agree", "Raw photo bucket", ("reference_storage.md", "raw photos: bucket"), ("project_pipeline.md", "原始照片放 yunce-raw 桶"), None, "storage", "en-zh", "same bucket in English/Chinese"),
 ("agree", "GCP density", ("reference_field.md", "GCP 每平方公里至少 5 个"), ("reference_field.md", "≥5 GCPs per km²"), None, "number", "en-zh", "'至少 5 个' = '≥5'"),
 ("unrelated", "Tile server vs minio console port", ("project_gsd_2026.md", "tile server now on :8090"), ("reference_ports.md", "minio API 9000"), None, "port", "en-zh", "different services"),
 ("unrelated", "Busan contact vs Shenzhen PM", ("project_busan.md", "对接人换成 이서연"), ("project_busan.md", "深圳这边项目经理"), None, "person", "zh", "client contact vs internal PM"),
 ("unrelated", "Mapping GSD vs facade GSD", ("project_gsd_2026.md", "gsd_target_cm: 2"), ("reference_gsd.md", "facade_gsd_cm: 1"), None, "number", "en", "mapping vs facade inspection resolution"),
 ("unrelated", "Survey per-km² price vs facade day rate", ("project_pricing.md", "survey quote now RMB 4,200"), ("project_pricing.md", "¥6,500/天"), None, "price", "en-zh", "different services"),
]
