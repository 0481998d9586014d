"""A belief's page and `why`: everything it rests on, read from records only.

The arithmetic of the latest version, the evidence for and against grouped by source family with
each item's derivation and roots (the words of cited messages included), the families' track
records in the belief's domain, alternatives, contradictions, supersessions and the whole version
history. Nothing is inferred here that is not stored.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, select

from entelechy.beliefs import queries
from entelechy.errors import NotFoundError
from entelechy.record.schema import events


@dataclass(frozen=True)
class BeliefPage:
    belief: queries.BeliefRow
    evidence: list[queries.EvidenceRow]
    versions: list[queries.VersionRow]
    links: list[queries.LinkRow]
    related: dict[str, str]
    quotes: dict[str, str]
    tracks: dict[str, tuple[int, int]] = field(default_factory=dict)

    def by_family(self, polarity: str) -> dict[str, list[queries.EvidenceRow]]:
        grouped: dict[str, list[queries.EvidenceRow]] = {}
        for row in self.evidence:
            if row.polarity == polarity:
                grouped.setdefault(row.family, []).append(row)
        return grouped

    @property
    def arithmetic(self) -> dict[str, Any]:
        return self.versions[-1].breakdown if self.versions else {}

    def to_json(self) -> dict[str, Any]:
        return {
            "belief": self.belief.to_json(),
            "arithmetic": self.arithmetic,
            "evidence": {
                side: {family: [r.to_json() for r in rows] for family, rows in groups.items()}
                for side, groups in (
                    ("for", self.by_family("for")),
                    ("against", self.by_family("against")),
                )
            },
            "links": [link.__dict__ for link in self.links],
            "related": self.related,
            "quotes": self.quotes,
            "track_records": {f: {"correct": c, "wrong": w} for f, (c, w) in self.tracks.items()},
            "versions": [
                {k: v for k, v in version.__dict__.items() if k != "breakdown"}
                for version in self.versions
            ],
        }


def page(connection: Connection, mind_id: str, belief_id: str) -> BeliefPage:
    row = queries.belief(connection, mind_id, belief_id)
    if row is None:
        raise NotFoundError(
            f"there is no belief {belief_id!r} in this mind.",
            hint="`entelechy beliefs list` shows belief ids (they start with bel_).",
        )
    evidence_rows = queries.evidence_of(connection, belief_id)
    links = queries.links_of(connection, mind_id, belief_id)
    related = {}
    for link in links:
        other = link.to_id if link.from_id == belief_id else link.from_id
        found = queries.belief(connection, mind_id, other)
        if found is not None:
            related[other] = found.proposition
    roots = sorted({root for e in evidence_rows for root in e.root_event_ids})
    tracks = {
        family: queries.track_record(connection, mind_id, family, row.domain)
        for family in sorted({e.family for e in evidence_rows})
    }
    return BeliefPage(
        row,
        evidence_rows,
        queries.versions_of(connection, mind_id, belief_id),
        links,
        related,
        _quotes(connection, mind_id, roots),
        tracks,
    )


def _quotes(connection: Connection, mind_id: str, event_ids: list[str]) -> dict[str, str]:
    """The words of the messages that root events recorded."""
    if not event_ids:
        return {}
    rows = connection.execute(
        select(events.c.id, events.c.payload).where(
            events.c.mind_id == mind_id, events.c.id.in_(event_ids)
        )
    )
    quotes = {}
    for event_id, payload in rows:
        content = json.loads(payload).get("content")
        if isinstance(content, str):
            quotes[event_id] = content
    return quotes


def why(found: BeliefPage) -> str:
    """A plain-text explanation of a belief, every sentence backed by a stored row."""
    b = found.belief
    lines = [
        f"{b.id}: {b.proposition}",
        f"status {b.status}, confidence {b.confidence:.3f} (version {b.version}); "
        f"kind {b.kind} (prior {b.prior}), scope {b.scope}, observed {b.observed_at}",
    ]
    if b.valid_until:
        lines.append(
            f"held from {b.valid_from or b.observed_at} until {b.valid_until}; "
            f"superseded by {b.superseded_by}"
        )
    lines.extend(_arithmetic_lines(found.arithmetic))
    for side in ("for", "against"):
        groups = found.by_family(side)
        lines.append(f"evidence {side}: {'none' if not groups else ''}".rstrip())
        for family, rows in groups.items():
            correct, wrong = found.tracks.get(family, (0, 0))
            lines.append(f"  family {family} (track record here: {correct} right, {wrong} wrong)")
            lines.extend(_evidence_line(row, found.quotes) for row in rows)
    for link in found.links:
        other = link.to_id if link.from_id == b.id else link.from_id
        lines.append(f"{link.kind}: {other} {found.related.get(other, '')}".rstrip())
    lines.append("history:")
    lines.extend(
        f"  v{v.version} {v.at} {v.status} {v.confidence:.3f} — {v.reason}" for v in found.versions
    )
    return "\n".join(lines)


def _arithmetic_lines(arithmetic: dict[str, Any]) -> list[str]:
    if not arithmetic:
        return ["no evaluation recorded yet"]
    line = (
        f"confidence = clamp(sigmoid(logit({arithmetic['prior']}) + {arithmetic['slope']} × "
        f"({arithmetic['support']} × {arithmetic['diversity']} − {arithmetic['opposition']})))"
        f" = clamp({arithmetic['raw']}) = {arithmetic['confidence']}"
    )
    result = [line]
    if arithmetic.get("pinned"):
        result.append(f"pinned {arithmetic['pinned']} by an operator")
    for family in arithmetic["families"]:
        result.append(
            f"  {family['polarity']} {family['family']}: weight {family['weight']} "
            f"({family['basis']}; counted {len(family['counted'])}, "
            f"ignored {len(family['ignored'])} derived)"
        )
    return result


def _evidence_line(row: queries.EvidenceRow, quotes: dict[str, str]) -> str:
    said = "; ".join(f'"{quotes[root]}"' for root in row.root_event_ids if root in quotes)
    state = f" RETRACTED {row.retracted}" if row.retracted else ""
    memories = f" memories {', '.join(row.root_memory_ids)}" if row.root_memory_ids else ""
    return (
        f"    {row.id} {row.derivation}, strength {row.strength}, credibility {row.credibility} "
        f"(base {row.base_credibility} × track {row.track_factor}) from {row.source}"
        f"{memories}{' ' + said if said else ''}{state}"
    )
