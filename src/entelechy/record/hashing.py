"""Digests that carry their algorithm, so a stored hash says how to re-derive it."""

from __future__ import annotations

import hashlib
from typing import Any

from entelechy.record.canonical import canonical_bytes

ALGORITHM_PREFIX = "sha256:"
GENESIS = "GENESIS"


def sha256_digest(data: bytes) -> str:
    return ALGORITHM_PREFIX + hashlib.sha256(data).hexdigest()


def digest_of(value: Any) -> str:
    """Digest of a value's canonical JSON."""
    return sha256_digest(canonical_bytes(value))
