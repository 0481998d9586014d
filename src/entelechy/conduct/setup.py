"""Putting a mind under governance when it opens: its governor, persona and conduct."""

from __future__ import annotations

from entelechy.conduct.classifiers import risk_classifier
from entelechy.conduct.settings import ConductSettings
from entelechy.conduct.turn import Conduct
from entelechy.governance.factory import open_governor
from entelechy.governance.protocol import Governor
from entelechy.perception.risk.types import RiskClassifier
from entelechy.persona.birth import BirthSpec
from entelechy.persona.persona import load_persona
from entelechy.runtime import Runtime


async def govern(
    runtime: Runtime,
    mind_id: str,
    persona_name: str,
    *,
    governor: Governor | None = None,
    classifier: RiskClassifier | None = None,
    settings: ConductSettings | None = None,
    birth: BirthSpec | None = None,
) -> tuple[Conduct, bool]:
    """The mind's conduct, and whether the mind owns (and must close) its governor."""
    owned = governor is None
    chosen = governor if governor is not None else await open_governor(runtime)
    try:
        persona = await load_persona(runtime, mind_id, persona_name, birth)
    except BaseException:
        if owned:
            await chosen.close()
        raise
    perceiving = classifier if classifier is not None else risk_classifier()
    conduct = Conduct(mind_id, chosen, settings or ConductSettings(), persona, perceiving)
    return conduct, owned
