"""ULIDs from an injected clock and random source.

Ids sort by creation time and are reproducible when the clock and the random source are fixed,
which is what makes replays and counterfactual runs exact.
"""

from __future__ import annotations

import random

from entelechy.clock import Clock, SystemClock

_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def encode_ulid(milliseconds: int, randomness: int) -> str:
    """Crockford base32 of 48 bits of time and 80 bits of randomness."""
    if not 0 <= milliseconds < 1 << 48:
        raise ValueError("ULID time component out of range")
    if not 0 <= randomness < 1 << 80:
        raise ValueError("ULID random component out of range")
    value = (milliseconds << 80) | randomness
    chars = []
    for _ in range(26):
        chars.append(_CROCKFORD[value & 31])
        value >>= 5
    return "".join(reversed(chars))


class IdFactory:
    """Makes monotonic ULIDs: within one millisecond the random part increments."""

    def __init__(self, clock: Clock | None = None, rng: random.Random | None = None) -> None:
        self._clock = clock or SystemClock()
        self._rng = rng or random.SystemRandom()
        self._last_ms = -1
        self._last_random = 0

    def new(self, prefix: str = "") -> str:
        ms = int(self._clock.now().timestamp() * 1000)
        if ms <= self._last_ms:
            ms = self._last_ms
            self._last_random = (self._last_random + 1) % (1 << 80)
        else:
            self._last_ms = ms
            self._last_random = self._rng.getrandbits(80)
        return prefix + encode_ulid(ms, self._last_random)
