"""Arithmetic asked plainly ("What is 17 × 23?", "What is 12 times 12?", "Quanto é 12 vezes
12?"), computed with the usual precedence and never left to a model: operators as symbols or in
words, English or Portuguese; only numbers and the four operations and powers are evaluated."""

from __future__ import annotations

import ast
import operator
import re
from collections.abc import Callable

_WORD_OPERATORS = {
    "multiplied by": "*",
    "divided by": "/",
    "to the power of": "^",
    "times": "*",
    "plus": "+",
    "minus": "-",
    "multiplicado por": "*",
    "dividido por": "/",
    "vezes": "*",
    "mais": "+",
    "menos": "-",
}
"""Operators said in words, in English and Portuguese ("12 times 12", "7 vezes 8")."""
_SAID_OPERATOR = re.compile(
    r"\b(?:" + "|".join(re.escape(word) for word in _WORD_OPERATORS) + r")\b", re.IGNORECASE
)
_ARITHMETIC = re.compile(
    r"^\s*(?:what(?:'s| is)|calculate|compute|how much is|quanto (?:é|e|dá|da)|calcule)\s+"
    r"((?:[\d\s.+\-*/×x÷()^]|" + _SAID_OPERATOR.pattern + r")+?)\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_OPERATORS: dict[type[ast.operator], Callable[[float, float], float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}
_MAX_EXPONENT = 64


def computed(text: str) -> tuple[str, str] | None:
    """The sum `text` asks for, as written and its value shown ("12 times 12", "144"), or None
    when it asks for none."""
    match = _ARITHMETIC.match(text)
    if match is None:
        return None
    written = " ".join(match.group(1).split())
    symbols = _SAID_OPERATOR.sub(lambda said: _WORD_OPERATORS[said[0].lower()], written)
    if not re.search(r"\d\s*[-+*/×x÷^]\s*\d", symbols):
        return None
    expression = symbols.replace("×", "*").replace("x", "*").replace("÷", "/").replace("^", "**")
    try:
        value = _evaluate(ast.parse(expression, mode="eval").body)
    except (SyntaxError, ZeroDivisionError, OverflowError, ValueError):
        return None
    shown = f"{value:g}" if isinstance(value, float) and not value.is_integer() else f"{value:.0f}"
    return written, shown


def _evaluate(node: ast.expr) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        return float(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_evaluate(node.operand)
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        left, right = _evaluate(node.left), _evaluate(node.right)
        if isinstance(node.op, ast.Pow) and abs(right) > _MAX_EXPONENT:
            raise ValueError("exponent too large")
        return _OPERATORS[type(node.op)](left, right)
    raise ValueError("not arithmetic")
