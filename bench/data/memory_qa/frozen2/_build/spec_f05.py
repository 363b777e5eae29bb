W = "f05-claude-code-biotech"
META = {"layout": "claude-code", "langs": ["en", "zh"],
        "description": "Claude Code auto-memory for a biotech startup's sequencing pipeline repo (Nextflow on AWS Batch, Benchling LIMS); a Suzhou wet-lab note written in Chinese, names in Hanzi."}
R = "project_release_2026q4.md"
SZ = "project_suzhou_lab.md"
Q = [
 ("en", "Which human reference assembly do new runs align against?", [(R, "Switched default reference to T2T-CHM13v2.0")], "en"),
 ("en", "What aligner do we use for short-read DNA now?", [("project_aligner_switch.md", "We don't use bwa-mem2 anymore")], "en"),
 ("en", "What fraction of bases must be Q30 or better for a lane to pass?", [(SZ, "Q30 合格线从 80% 提高到 85%")], "zh"),
 ("en", "Which AWS region do pipeline jobs run in?", [(R, "All compute moved from us-east-1 to eu-central-1")], "en"),
 ("en", "Who administers Benchling?", [("project_lims.md", "Benchling admin since Aug 2026")], "en"),
 ("en", "What sequencer is the Suzhou lab running?", [(SZ, "苏州实验室测序仪")], "zh"),
 ("en", "Which S3 bucket should raw FASTQ files land in?", [(R, "Raw FASTQ bucket: s3://cellvane-raw-eu/")], "en"),
 ("zh", "接头污染多少以上要重新修剪？", [(SZ, "接头含量超过 5%"), ("project_qc_thresholds.md", ">5% adapter content")], "zh"),
 ("en", "Where do pipeline results get written?", [("reference_buckets.md", "Results bucket")], "en"),
 ("zh", "苏州湿实验室的负责人是谁？什么时候开同步会？", [(SZ, "湿实验室负责人"), ("reference_contacts.md", "Wet-lab lead Suzhou")], "zh"),
 ("en", "Can I install tools with conda in a pipeline process?", [("feedback_pipeline_style.md", "never conda"), ("MEMORY.md", "no conda, containers only")], "en"),
 ("en", "What duplication rate gets a sample flagged?", [("project_qc_thresholds.md", "duplication rate above 30%")], "en"),
 ("en", "Can I mention a sample name in a commit message?", [("feedback_commits.md", "Never put sample IDs")], "en"),
 ("en", "Who should I talk to before touching a TRIAL- project?", [("reference_contacts.md", "Clinical trial data manager")], "en"),
]
P = [
 ("conflict", "Which reference genome do we align human samples to?", ("project_reference_genome.md", "All human samples are aligned to GRCh38"), (R, "Switched default reference to T2T-CHM13v2.0"), "b", "version", "en", "'All human samples … GRCh38' (updated 2025-11) vs 'switched default reference to T2T-CHM13v2.0'"),
 ("conflict", "Which short-read aligner is the default?", ("feedback_pipeline_style.md", "Aligner: bwa-mem2"), ("project_aligner_switch.md", "We don't use bwa-mem2 anymore"), "b", "tool", "en", "key line 'Aligner: bwa-mem2' vs 'We don't use bwa-mem2 anymore; minimap2 -ax sr' (negation)"),
 ("conflict", "What is the lane Q30 pass threshold?", ("project_qc_thresholds.md", "Q30 pass threshold: 80%"), (SZ, "Q30 合格线从 80% 提高到 85%"), "b", "threshold", "en-zh", "English 'Q30 pass threshold: 80%' vs Chinese '从 80% 提高到 85%'"),
 ("conflict", "Which AWS region runs the pipeline?", ("project_compute.md", "AWS Batch in us-east-1"), (R, "All compute moved from us-east-1 to eu-central-1"), "b", "region", "en", "'AWS Batch in us-east-1' vs 'moved from us-east-1 to eu-central-1 (Frankfurt)'"),
 ("conflict", "Who is the LIMS (Benchling) admin?", ("reference_contacts.md", "LIMS admin: Jordan Pike"), ("project_lims.md", "Benchling admin since Aug 2026"), "b", "person", "en-zh", "'LIMS admin: Jordan Pike' vs 'Benchling admin since Aug 2026: 周晓婷 (Zhou Xiaoting) — Jordan left'"),
 ("conflict", "Which sequencer produces the Suzhou runs?", ("user_role.md", "Suzhou runs come off the NovaSeq 6000"), (SZ, "苏州实验室测序仪"), "b", "instrument", "en-zh", "English user note 'NovaSeq 6000' vs Chinese 'NovaSeq X Plus（… 替换了 NovaSeq 6000）'"),
 ("conflict", "Which bucket holds raw FASTQ?", (R, "Raw FASTQ bucket: s3://cellvane-raw-eu/"), ("reference_buckets.md", "Raw FASTQ bucket: s3://cellvane-raw-us/"), "a", "path", "en", "identical key, -eu vs -us; recency only from metadata.updated (2026-11-18 vs 2025-12-09)"),
 ("agree", "When are samples re-trimmed for adapters?", ("project_qc_thresholds.md", ">5% adapter content"), (SZ, "接头含量超过 5%"), None, "threshold", "en-zh", "same fastp re-trim rule in English and Chinese"),
 ("agree", "Are conda environments allowed in the pipeline?", ("feedback_pipeline_style.md", "never conda"), ("MEMORY.md", "no conda, containers only"), None, "rule", "en", "feedback body vs index hook"),
 ("agree", "Who leads the Suzhou wet lab?", ("reference_contacts.md", "Wet-lab lead Suzhou"), (SZ, "湿实验室负责人"), None, "person", "en-zh", "'Wet-lab lead Suzhou: 陈静' vs Chinese '负责人：陈静（Chen Jing）'"),
 ("unrelated", "Which S3 buckets does the pipeline use?", (R, "Raw FASTQ bucket: s3://cellvane-raw-eu/"), ("reference_buckets.md", "Results bucket"), None, "path", "en", "raw-data bucket vs results bucket"),
 ("unrelated", "Who are our admins and owners?", ("project_lims.md", "Benchling admin since Aug 2026"), ("reference_contacts.md", "AWS account owner"), None, "person", "en", "Benchling admin vs AWS account owner"),
 ("unrelated", "What QC percentages do we check?", ("project_qc_thresholds.md", "Q30 pass threshold: 80%"), ("project_qc_thresholds.md", "duplication rate above 30%"), None, "threshold", "en", "Q30 base quality vs duplication rate, both contain '30'"),
 ("unrelated", "Which aligner settings do we use?", ("project_aligner_switch.md", "We don't use bwa-mem2 anymore"), ("project_aligner_switch.md", "Long reads (ONT) unchanged"), None, "tool", "en", "short-read vs long-read aligner presets"),
]
