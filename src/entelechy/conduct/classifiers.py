"""Which risk classifier replies and evaluations use: one choice, in one place.

`risk_classifier(spec)` loads `module:attribute` (from the argument, else
ENTELECHY_RISK_CLASSIFIER): a `RiskClassifier`, or a factory called with `judge=<Model or None>`
that returns one. Without a spec it is the built-in classifier: the language packs' grammar with
the learned layer beside it, plus the model judge when one is given. `grammar_risk_classifier`
is the grammar alone, for an operator who wants every flag explained by a rule (docs/risk.md).
"""

from __future__ import annotations

import importlib
import os
from typing import Any

from entelechy.errors import ConfigurationError
from entelechy.models.protocol import Model
from entelechy.perception.risk.judge import LayeredRiskClassifier, ModelJudge
from entelechy.perception.risk.learned.classifier import combined_classifier, shipped_learned
from entelechy.perception.risk.registry import OnFirstUse, default_classifier
from entelechy.perception.risk.types import RiskClassifier

CLASSIFIER_ENV = "ENTELECHY_RISK_CLASSIFIER"


def default_risk_classifier(judge: Model | None = None) -> RiskClassifier:
    """The grammar with the learned layer beside it (both made ready when first used), and the
    model judge when `judge` is a model."""
    return _judged(OnFirstUse(combined_classifier), judge)


learned_risk_classifier = default_risk_classifier
"""The name the default had while the learned layer was opt-in (a spec naming it still works)."""


def grammar_risk_classifier(judge: Model | None = None) -> RiskClassifier:
    """The grammar alone (every flag explained by a rule), and the model judge when `judge` is a
    model: `ENTELECHY_RISK_CLASSIFIER=entelechy.conduct.classifiers:grammar_risk_classifier`."""
    return _judged(OnFirstUse(default_classifier), judge)


def _judged(classifier: RiskClassifier, judge: Model | None) -> RiskClassifier:
    if judge is None:
        return classifier
    return LayeredRiskClassifier(classifier, ModelJudge(judge))


def default_layers() -> dict[str, RiskClassifier]:
    """Each built-in layer on its own, and the two combined, to measure what each contributes."""
    return {
        "grammar": default_classifier(),
        "learned": shipped_learned(),
        "grammar+learned": combined_classifier(),
    }


def risk_classifier(spec: str | None = None, judge: Model | None = None) -> RiskClassifier:
    chosen = spec or os.environ.get(CLASSIFIER_ENV)
    if not chosen:
        return default_risk_classifier(judge)
    found = _load(chosen)
    if hasattr(found, "classify"):
        if judge is not None:
            raise ConfigurationError(f"{chosen} is a classifier, not a factory taking a judge.")
        return _checked(found, chosen)
    if callable(found):
        return _checked(found(judge=judge), chosen)
    raise ConfigurationError(f"{chosen} is neither a risk classifier nor a factory of one.")


def _load(spec: str) -> Any:
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise ConfigurationError(
            f"{spec!r} is not a classifier spec.", hint="Write it as module.path:attribute."
        )
    try:
        module = importlib.import_module(module_name)
        return getattr(module, attribute)
    except (ImportError, AttributeError) as error:
        raise ConfigurationError(f"cannot load the risk classifier {spec!r}: {error}.") from error


def _checked(found: Any, spec: str) -> RiskClassifier:
    if found is None or not hasattr(found, "classify"):
        raise ConfigurationError(f"{spec} did not give a risk classifier.")
    classifier: RiskClassifier = found
    return classifier
