"""Reasoning strategies: composable ways for the mind to think before it replies.

A strategy is an async callable `(request, model) -> ReasoningResult`. Wrap one in another
(`self_consistency(chain_of_thought(), k=5)`, `reflexion(step_back())`), or name one with a spec
string (`"self-consistency:k=5/cot"`). Every model call and every step is traced; the reply
pipeline records the trace as events linked to the reply.
"""

from entelechy.reasoning.base import AnyStrategy, Strategy, ask, note, think
from entelechy.reasoning.budget import budgeted
from entelechy.reasoning.chain_of_thought import chain_of_thought
from entelechy.reasoning.parsing import Score
from entelechy.reasoning.passthrough import passthrough
from entelechy.reasoning.react import react
from entelechy.reasoning.reflexion import reflexion
from entelechy.reasoning.review import ApproveAll, ToolDecision, ToolReviewer
from entelechy.reasoning.self_consistency import self_consistency
from entelechy.reasoning.self_refine import self_refine
from entelechy.reasoning.session import Session
from entelechy.reasoning.spec import (
    StrategyChoice,
    StrategySpecError,
    parse_strategy,
    resolve_strategy,
)
from entelechy.reasoning.step_back import step_back
from entelechy.reasoning.tools import Tool, register_tool, registered_tools, tool
from entelechy.reasoning.tree_of_thoughts import Scorer, model_scorer, tree_of_thoughts
from entelechy.reasoning.types import ModelCallRecord, ReasoningFailed, ReasoningResult, Step
from entelechy.reasoning.voting import Vote, Voter, longest, majority

__all__ = [
    "AnyStrategy",
    "ApproveAll",
    "ModelCallRecord",
    "ReasoningFailed",
    "ReasoningResult",
    "Score",
    "Scorer",
    "Session",
    "Step",
    "Strategy",
    "StrategyChoice",
    "StrategySpecError",
    "Tool",
    "ToolDecision",
    "ToolReviewer",
    "Vote",
    "Voter",
    "ask",
    "budgeted",
    "chain_of_thought",
    "longest",
    "majority",
    "model_scorer",
    "note",
    "parse_strategy",
    "passthrough",
    "react",
    "reflexion",
    "register_tool",
    "registered_tools",
    "resolve_strategy",
    "self_consistency",
    "self_refine",
    "step_back",
    "think",
    "tool",
    "tree_of_thoughts",
]
