"""Reading the scores of introspective replies back, for operators and evaluations."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, select

from entelechy.introspection.schema import introspection_scores
from entelechy.introspection.scoring import VERDICTS


@dataclass(frozen=True)
class ScoreRow:
    """One introspective reply as scored: counts per verdict, warnings, and the counts of the
    model's wording the records' rendering replaced (empty when it replaced none)."""

    id: str
    reply_id: str
    user_id: str | None
    question: str
    counts: dict[str, int]
    warnings: tuple[str, ...]
    withheld: dict[str, int]
    at: str

    @property
    def replaced(self) -> bool:
        return bool(self.withheld)

    def to_json(self) -> dict[str, Any]:
        return {**self.__dict__, "warnings": list(self.warnings), "replaced": self.replaced}


def scores(
    connection: Connection,
    mind_id: str,
    *,
    reply_id: str | None = None,
    warnings_only: bool = False,
    limit: int = 50,
) -> list[ScoreRow]:
    """The latest scores first; of one reply, or only those that raised a warning."""
    table = introspection_scores
    query = select(table).where(table.c.mind_id == mind_id)
    if reply_id is not None:
        query = query.where(table.c.reply_id == reply_id)
    if warnings_only:
        query = query.where(table.c.warnings != "[]")
    query = query.order_by(table.c.at.desc(), table.c.id.desc()).limit(limit)
    return [_row(row) for row in connection.execute(query).mappings()]


def _row(row: Any) -> ScoreRow:
    return ScoreRow(
        id=row["id"],
        reply_id=row["reply_id"],
        user_id=row["user_id"],
        question=row["question"],
        counts={verdict: int(row[verdict]) for verdict in VERDICTS},
        warnings=tuple(json.loads(row["warnings"])),
        withheld=dict((json.loads(row["detail"]).get("replaced") or {}).get("counts", {})),
        at=row["at"],
    )
