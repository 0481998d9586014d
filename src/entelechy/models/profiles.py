"""Model profiles: how the mind prompts and decodes a model of a given size.

A 135M-parameter model cannot follow a long persona prompt: it repeats the prompt back (file
names included), invents other speakers and rambles until the token cap. The compact profile
gives it a short prompt with no internals, a repetition penalty, stop sequences at invented
turns, a reply budget fit to what was said, and renders answers that can come from the record
without asking it at all. Larger models keep the full persona prompt and word grounded answers
themselves (the runtime checks that the facts survive). The profile follows from the model spec
and can be set explicitly (`ENTELECHY_MODEL_PROFILE`, `ReplySettings.profile`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from entelechy.errors import ConfigurationError
from entelechy.models.protocol import Model

ProfileName = Literal["compact", "full"]
PROFILE_NAMES: tuple[ProfileName, ...] = ("compact", "full")
TURN_STOPS = ("\nUser:", "\nuser:", "\nHuman:", "\nPerson:", "\nYou:", "<|im_start|>", "<|im_end|>")
"""Where a small model starts writing the other side of the conversation."""
_SMALL = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*([mb])\b", re.IGNORECASE)
_SMALL_LIMIT_B = 3.0
"""Models of at most this many billion parameters (named in their id) are compact."""


@dataclass(frozen=True)
class ModelProfile:
    """Prompt and decoding choices for one class of model."""

    name: ProfileName
    compact_prompt: bool
    """A short prompt with no model names, file names, axioms or rules."""
    render_grounded: bool
    """Answers that can come from the record are rendered, not worded by the model."""
    repetition_penalty: float | None = None
    temperature: float | None = None
    stop: tuple[str, ...] = ()
    budgets: Mapping[str, int] = field(default_factory=dict)
    """Output tokens by the message's intent (statement, question, request, …); absent: the
    reply settings' cap."""
    recall_limit: int | None = None
    """At most this many recalled memories in the prompt (None: the reply settings')."""
    history_messages: int | None = None
    """At most this many messages of the conversation in the prompt, the new one included
    (None: the reply settings' window). A small model mixes older turns into its answer."""

    def budget(self, intent: str, cap: int | None) -> int | None:
        """The output token budget for a message of `intent`, never above `cap`."""
        chosen = self.budgets.get(intent, self.budgets.get("other"))
        if chosen is None:
            return cap
        return chosen if cap is None else min(chosen, cap)


COMPACT = ModelProfile(
    name="compact",
    compact_prompt=True,
    render_grounded=True,
    repetition_penalty=1.3,
    temperature=0.3,
    stop=TURN_STOPS,
    budgets={
        "greeting": 40,
        "statement": 60,
        "correction": 60,
        "question": 110,
        "introspection": 110,
        "request": 180,
        "other": 90,
    },
    recall_limit=2,
    history_messages=3,
)
FULL = ModelProfile(name="full", compact_prompt=False, render_grounded=False)
PROFILES: dict[str, ModelProfile] = {"compact": COMPACT, "full": FULL}


def profile_named(name: str) -> ModelProfile:
    try:
        return PROFILES[name]
    except KeyError:
        raise ConfigurationError(
            f"unknown model profile {name!r}.",
            hint=f"Choose from: {', '.join(PROFILE_NAMES)} (or leave it unset to follow the "
            "model).",
        ) from None


def choose_profile(model: Model, override: str | None = None) -> ModelProfile:
    """The profile for `model`: `override`, else ENTELECHY_MODEL_PROFILE, else by the model.

    The embedded provider and models whose id names a size of at most 3B parameters
    ("qwen2.5:1.5b", "llama3.2:1b", "SmolLM2-360M") are compact; the rest are full.
    """
    chosen = override or os.environ.get("ENTELECHY_MODEL_PROFILE")
    if chosen:
        return profile_named(chosen)
    if model.provider == "local" or _small(model.model_id):
        return COMPACT
    return FULL


def _small(model_id: str) -> bool:
    for number, unit in _SMALL.findall(model_id):
        billions = float(number) / (1000 if unit.lower() == "m" else 1)
        if billions <= _SMALL_LIMIT_B:
            return True
    return False
