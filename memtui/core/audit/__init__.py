"""The audit: what the agent believes about a topic — statement-level beliefs with evidence,
candidate conflicts, staleness, the session that wrote them and threat findings (headless)."""

from memtui.core.audit.beliefs import AuditResult, Auditor, Belief, Conflict, Source, Threat, audit

__all__ = ["AuditResult", "Auditor", "Belief", "Conflict", "Source", "Threat", "audit"]
