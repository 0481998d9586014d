"""Canonical JSON: the one byte form of a value wherever it is hashed or signed.

Keys sorted (by UTF-16 code units, as JavaScript sorts them), no whitespace, UTF-8, and numbers
written the way JavaScript prints them (`1`, not `1.0`; `1e+21`; `1e-7`). Matching JavaScript
exactly is what lets us verify hash chains and signatures written by the original runtime.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from json.encoder import encode_basestring
from typing import Any

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


class CanonicalJSONError(ValueError):
    """The value has no canonical JSON form (NaN, infinity, a non-string key, an object)."""


def canonical_json(value: Any) -> str:
    """Serialize `value` canonically; raises `CanonicalJSONError` for unsupported values."""
    if _plain(value):
        return _PLAIN(value)
    parts: list[str] = []
    _write(value, parts)
    return "".join(parts)


_PLAIN = json.JSONEncoder(
    ensure_ascii=False, separators=(",", ":"), sort_keys=True, allow_nan=False
).encode
"""The C encoder: byte for byte the canonical form for `_plain` values, several times faster."""


def _plain(value: Any) -> bool:
    """Whether `value` holds only what the C encoder writes exactly as JavaScript would: dicts
    with ASCII keys (so sorting agrees with UTF-16 order), lists, tuples, strings without lone
    surrogates, ints, booleans, None and the floats both print alike — no subclasses."""
    kind = type(value)
    if kind is str:
        return value.isascii() or not _LONE_SURROGATE.search(value)
    if kind is float:
        return _plain_float(value)
    if kind is dict:
        for key, item in value.items():
            if type(key) is not str or not key.isascii() or not _plain(item):
                return False
        return True
    if kind is list or kind is tuple:
        return all(map(_plain, value))
    return kind is int or kind is bool or value is None


def _plain_float(value: float) -> bool:
    """Non-integral floats from 1e-4 up to 1e16: Python's repr and JavaScript's toString both
    write them as the shortest round-tripping decimal, without an exponent."""
    magnitude = abs(value)
    return 1e-4 <= magnitude < 1e16 and not value.is_integer()


def canonical_bytes(value: Any) -> bytes:
    return canonical_json(value).encode("utf-8")


def _write(value: Any, out: list[str]) -> None:
    kind = type(value)
    if kind is str:
        out.append(_string(value))
    elif kind is dict:
        _write_object(value, out)
    elif value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif isinstance(value, str):
        out.append(_string(value))
    elif isinstance(value, int):
        out.append(str(value))
    elif isinstance(value, float):
        out.append(js_number(value))
    elif isinstance(value, Mapping):
        _write_object(value, out)
    elif isinstance(value, Sequence) and not isinstance(value, bytes | bytearray):
        _write_array(value, out)
    else:
        raise CanonicalJSONError(f"{type(value).__name__} has no canonical JSON form")


def _write_object(value: Mapping[Any, Any], out: list[str]) -> None:
    for key in value:
        if not isinstance(key, str):
            raise CanonicalJSONError(f"object keys must be strings, got {type(key).__name__}")
    out.append("{")
    ascii_keys = "".join(value).isascii()
    for index, key in enumerate(sorted(value) if ascii_keys else sorted(value, key=_utf16_order)):
        if index:
            out.append(",")
        out.append(_string(key))
        out.append(":")
        _write(value[key], out)
    out.append("}")


def _write_array(value: Sequence[Any], out: list[str]) -> None:
    out.append("[")
    for index, item in enumerate(value):
        if index:
            out.append(",")
        _write(item, out)
    out.append("]")


def _utf16_order(key: str) -> bytes:
    return key.encode("utf-16-be", "surrogatepass")


def _string(text: str) -> str:
    encoded: str = encode_basestring(text)
    if not text.isascii() and _LONE_SURROGATE.search(encoded):
        encoded = _LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", encoded)
    return encoded


def js_number(number: float) -> str:
    """Format a float exactly as ECMAScript's Number::toString does."""
    if math.isnan(number) or math.isinf(number):
        raise CanonicalJSONError("NaN and infinity have no JSON form")
    if number == 0:
        return "0"
    if number < 0:
        return "-" + js_number(-number)
    digits, point = _shortest_digits(number)
    return _place_point(digits, point)


def _shortest_digits(number: float) -> tuple[str, int]:
    """Shortest round-trip digits `s` and `n` such that number = 0.s × 10^n."""
    mantissa, _, exponent = repr(number).partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0")
    leading_zeros = len(whole + fraction) - len(digits)
    point = len(whole) - leading_zeros + (int(exponent) if exponent else 0)
    return digits.rstrip("0") or "0", point


def _place_point(digits: str, n: int) -> str:
    k = len(digits)
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * (-n) + digits
    exponent = n - 1
    sign = "+" if exponent >= 0 else "-"
    mantissa = digits if k == 1 else digits[0] + "." + digits[1:]
    return f"{mantissa}e{sign}{abs(exponent)}"
