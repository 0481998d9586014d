"""Strategy spec strings, for configuration and the command line.

`name[:key=value,…][/inner…]`: `self-consistency:k=5/cot` is self-consistency over five
chain-of-thought samples; `reflexion:max_cycles=2/step-back`; `react:tools=calculate,max_steps=4`;
`budget=N` on any part caps the tokens of that part. `ENTELECHY_REASONING` holds the default.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from entelechy.errors import ConfigurationError
from entelechy.reasoning.base import AnyStrategy, Strategy
from entelechy.reasoning.budget import budgeted
from entelechy.reasoning.chain_of_thought import chain_of_thought
from entelechy.reasoning.passthrough import passthrough
from entelechy.reasoning.react import react
from entelechy.reasoning.reflexion import reflexion
from entelechy.reasoning.self_consistency import self_consistency
from entelechy.reasoning.self_refine import self_refine
from entelechy.reasoning.step_back import step_back
from entelechy.reasoning.tools import registered_tools
from entelechy.reasoning.tree_of_thoughts import tree_of_thoughts
from entelechy.reasoning.voting import VOTERS

ENVIRONMENT_VARIABLE = "ENTELECHY_REASONING"
DEFAULT_SPEC = "passthrough"
StrategyChoice = AnyStrategy | str | None
Parameters = dict[str, str]
Builder = Callable[[Parameters, AnyStrategy | None], Strategy]


class StrategySpecError(ConfigurationError):
    """A reasoning spec string does not describe a strategy."""


def _take_int(parameters: Parameters, key: str, default: int) -> int:
    value = parameters.pop(key, None)
    if value is None:
        return default
    try:
        return int(value)
    except ValueError:
        raise StrategySpecError(
            f"{key} must be a whole number, not {value!r}.", hint=f"For example {key}=3."
        ) from None


def _leaf(name: str, inner: AnyStrategy | None) -> None:
    if inner is not None:
        raise StrategySpecError(
            f"{name} does not wrap another strategy.",
            hint="Only self-consistency, reflexion, self-refine and step-back take '/inner'.",
        )


def _passthrough(parameters: Parameters, inner: AnyStrategy | None) -> Strategy:
    _leaf("passthrough", inner)
    return passthrough()


def _chain_of_thought(parameters: Parameters, inner: AnyStrategy | None) -> Strategy:
    _leaf("cot", inner)
    return chain_of_thought()


def _self_consistency(parameters: Parameters, inner: AnyStrategy | None) -> Strategy:
    k = _take_int(parameters, "k", 3)
    voter = parameters.pop("voter", "majority")
    if voter not in VOTERS:
        raise StrategySpecError(
            f"unknown voter {voter!r}.", hint=f"Choose one of: {', '.join(VOTERS)}."
        )
    return self_consistency(inner, k=k, voter=VOTERS[voter])


def _reflexion(parameters: Parameters, inner: AnyStrategy | None) -> Strategy:
    return reflexion(inner, max_cycles=_take_int(parameters, "max_cycles", 2))


def _self_refine(parameters: Parameters, inner: AnyStrategy | None) -> Strategy:
    return self_refine(inner, rounds=_take_int(parameters, "rounds", 1))


def _react(parameters: Parameters, inner: AnyStrategy | None) -> Strategy:
    _leaf("react", inner)
    available = registered_tools()
    names = parameters.pop("tools", "+".join(available))
    chosen = [name for name in names.split("+") if name and name != "none"]
    unknown = [name for name in chosen if name not in available]
    if unknown:
        raise StrategySpecError(
            f"unknown tool {unknown[0]!r}.",
            hint=f"Registered tools: {', '.join(available) or 'none'}.",
        )
    tools = {name: available[name] for name in chosen}
    return react(tools, max_steps=_take_int(parameters, "max_steps", 5))


def _tree_of_thoughts(parameters: Parameters, inner: AnyStrategy | None) -> Strategy:
    _leaf("tot", inner)
    branches = _take_int(parameters, "branches", 3)
    return tree_of_thoughts(branches, top_k=_take_int(parameters, "top_k", 1))


def _step_back(parameters: Parameters, inner: AnyStrategy | None) -> Strategy:
    return step_back(inner)


BUILDERS: dict[str, Builder] = {
    "passthrough": _passthrough,
    "cot": _chain_of_thought,
    "chain-of-thought": _chain_of_thought,
    "self-consistency": _self_consistency,
    "reflexion": _reflexion,
    "self-refine": _self_refine,
    "react": _react,
    "tot": _tree_of_thoughts,
    "tree-of-thoughts": _tree_of_thoughts,
    "step-back": _step_back,
}
_NAMES_HINT = (
    "Known strategies: passthrough, cot, self-consistency, reflexion, self-refine, react, tot, "
    "step-back; e.g. 'self-consistency:k=5/cot'. See docs/reasoning.md."
)


def parse_strategy(text: str) -> Strategy:
    """Build the strategy a spec string describes; `StrategySpecError` says what is wrong."""
    if not isinstance(text, str) or not text.strip():
        raise StrategySpecError("the reasoning spec is empty.", hint=_NAMES_HINT)
    *wrappers, innermost = text.split("/")
    strategy = _part(innermost, None)
    for part in reversed(wrappers):
        strategy = _part(part, strategy)
    return strategy


def _part(part: str, inner: Strategy | None) -> Strategy:
    head, _, rest = part.strip().partition(":")
    name = head.strip().lower().replace("_", "-")
    builder = BUILDERS.get(name)
    if builder is None:
        raise StrategySpecError(f"unknown reasoning strategy {head.strip()!r}.", hint=_NAMES_HINT)
    parameters = _parameters(rest)
    budget = _take_int(parameters, "budget", 0) if "budget" in parameters else None
    strategy = builder(parameters, inner)
    if parameters:
        raise StrategySpecError(
            f"{name} has no parameter {next(iter(parameters))!r}.", hint=_NAMES_HINT
        )
    return strategy if budget is None else budgeted(strategy, budget)


def _parameters(text: str) -> Parameters:
    parameters: Parameters = {}
    for item in filter(None, (piece.strip() for piece in text.split(","))):
        key, equals, value = item.partition("=")
        if not equals or not key.strip() or not value.strip():
            raise StrategySpecError(
                f"{item!r} is not a key=value parameter.", hint="For example k=5."
            )
        parameters[key.strip().lower().replace("-", "_")] = value.strip()
    return parameters


def resolve_strategy(choice: StrategyChoice = None) -> AnyStrategy:
    """A strategy, a spec string, or None for ENTELECHY_REASONING and then passthrough."""
    if choice is None:
        choice = os.environ.get(ENVIRONMENT_VARIABLE) or DEFAULT_SPEC
    if isinstance(choice, str):
        return parse_strategy(choice)
    if not callable(choice):
        raise StrategySpecError(
            f"a reasoning strategy must be a strategy or a spec, not {type(choice).__name__}.",
            hint=_NAMES_HINT,
        )
    return choice


def spec_label(strategy: AnyStrategy) -> str:
    """How a strategy is named in the record: its spec, or the function's name."""
    if isinstance(strategy, Strategy):
        return strategy.spec
    return f"custom:{getattr(strategy, '__qualname__', type(strategy).__name__)}"
