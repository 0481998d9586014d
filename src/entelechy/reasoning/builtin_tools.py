"""Tools every mind has, declared as entry points the way a third party declares its own."""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable

from entelechy.reasoning.tools import tool

MAX_EXPONENT = 1000
MAX_MAGNITUDE = 10**100
_BINARY: dict[type[ast.operator], Callable[[float, float], float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
_UNARY: dict[type[ast.unaryop], Callable[[float], float]] = {
    ast.UAdd: operator.pos,
    ast.USub: operator.neg,
}


async def calculate(expression: str) -> str:
    """Evaluate an arithmetic expression with + - * / // % ** and parentheses."""
    try:
        tree = ast.parse(expression.replace("^", "**").replace("×", "*"), mode="eval")
    except SyntaxError as error:
        raise ValueError(f"not an arithmetic expression: {expression!r}") from error
    value = _evaluate(tree.body)
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


def _evaluate(node: ast.expr) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return _bounded(node.value)
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
        return _UNARY[type(node.op)](_evaluate(node.operand))
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        left, right = _evaluate(node.left), _evaluate(node.right)
        if isinstance(node.op, ast.Pow) and abs(right) > MAX_EXPONENT:
            raise ValueError("the exponent is too large")
        return _bounded(_BINARY[type(node.op)](left, right))
    raise ValueError(f"only numbers and arithmetic are allowed, not {ast.unparse(node)!r}")


def _bounded(value: float) -> float:
    if abs(value) > MAX_MAGNITUDE:
        raise ValueError("the number is too large")
    return value


CALCULATE = tool(calculate)
"""Declared as the entry point `calculate` of `entelechy.tools`."""
