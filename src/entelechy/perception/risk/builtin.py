"""Registers the built-in language packs, through the same function a third party uses."""

from entelechy.perception.risk.packs.english import ENGLISH
from entelechy.perception.risk.packs.portuguese import PORTUGUESE
from entelechy.perception.risk.registry import register_pack

register_pack(ENGLISH)
register_pack(PORTUGUESE)
