"""Risk perception: which governance-relevant tags a piece of text carries."""

from entelechy.perception.risk.types import RiskAssessment, RiskClassifier, RiskMatch

__all__ = ["RiskAssessment", "RiskClassifier", "RiskMatch"]
