"""Dream records in and out: export each completed sleep as a YAML file of the specification's
schema, and import such files as sleeps of this mind.

Import validates every file before recording anything, then records all of them in one
transaction, so a bad file imports nothing. A file already imported (same content digest) or
whose dreams this mind already has (its own export) is skipped. Imported dreams go before the
governor as dream writes, like dreamt ones, and become memories when the mind wakes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import Connection

from entelechy.dialogue.identity import MindIdentity
from entelechy.governance.protocol import Governor
from entelechy.governance.verdicts import BehaviorReport, Verdict
from entelechy.record.canonical import canonical_json
from entelechy.record.hashing import sha256_digest
from entelechy.record.ledger import NewEvent
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices
from entelechy.sleep import events as kinds
from entelechy.sleep import queries
from entelechy.sleep.dreamfile import (
    DreamEntry,
    DreamFileError,
    DreamRecord,
    DreamsContent,
    EmptyContent,
    Metadata,
    PhaseEntry,
    SleepSpan,
    Trigger,
    read_record,
    to_yaml,
)
from entelechy.sleep.queries import SleepView


def records(connection: Connection, mind: MindIdentity, persona_id: str) -> list[DreamRecord]:
    """Every completed sleep of the mind as a dream record, oldest first."""
    found = [
        view
        for status in ("completed", "woken")
        for view in queries.sleeps_with_status(connection, mind.id, status)
    ]
    found.sort(key=lambda view: (view.started_at, view.id))
    return [_record(connection, mind.id, persona_id, view) for view in found]


def _record(connection: Connection, mind_id: str, persona_id: str, view: SleepView) -> DreamRecord:
    phases = [
        PhaseEntry.model_validate(
            {
                "phase": phase.phase,
                "started_at": phase.started_at,
                "duration_seconds": phase.duration_seconds,
                "content": phase.content,
            }
        )
        for phase in queries.phases(connection, mind_id, view.id)
    ]
    return DreamRecord(
        mind_id=mind_id,
        persona_id=persona_id,
        sleep=SleepSpan(
            started_at=view.started_at,
            ended_at=view.ended_at or view.started_at,
            duration_minutes=round(view.nominal_seconds / 60, 3),
        ),
        phases=phases,
        metadata=Metadata(
            model=view.model or "unknown",
            trigger=Trigger(kind=view.trigger_kind, reason=view.trigger_reason),
            interactions_considered=view.interactions_considered or 0,
        ),
    )


def write_records(found: list[DreamRecord], directory: Path) -> list[Path]:
    """One file per record, named by the convention (a suffix keeps same-minute sleeps apart)."""
    directory.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for record in found:
        name = record.filename()
        path = directory / name
        count = 1
        while path in written:
            count += 1
            path = directory / name.replace(".yaml", f"-{count}.yaml")
        path.write_text(to_yaml(record), encoding="utf-8")
        written.append(path)
    return written


def read_records(paths: list[Path]) -> list[tuple[Path, DreamRecord]]:
    """Every file (directories: their *.yaml files), all validated before any is used."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(path.glob("*.yaml")) + sorted(path.glob("*.yml")))
        elif path.exists():
            files.append(path)
        else:
            raise DreamFileError(f"{path}: no such file or directory.")
    if not files:
        raise DreamFileError(
            "no dream record files were found.", hint="Give .yaml files or a directory of them."
        )
    found = [(path, read_record(path)) for path in files]
    seen: dict[str, Path] = {}
    for path, record in found:
        for dream in record.dreams():
            if dream.id in seen:
                raise DreamFileError(
                    f"{path}: dream {dream.id} is also in {seen[dream.id]}.",
                    hint="Each dream id may appear in one file only.",
                )
            seen[dream.id] = path
    return found


@dataclass
class ImportReport:
    imported: list[str] = field(default_factory=list)
    """Sleep ids of the records recorded."""
    skipped: list[str] = field(default_factory=list)
    """Files already in this mind."""
    dreams: int = 0
    rejected: int = 0

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


async def import_records(
    services: RecordServices,
    mind: MindIdentity,
    governor: Governor,
    persona_id: str,
    found: list[tuple[Path, DreamRecord]],
) -> ImportReport:
    report = ImportReport()
    fresh = await services.store.read(lambda c: _fresh(c, mind.id, found, report))
    verdicts: dict[str, Verdict] = {}
    for _, record in fresh:
        for dream in record.dreams():
            verdicts[dream.id] = await governor.review(
                BehaviorReport(
                    mind_id=mind.id,
                    persona_id=persona_id,
                    action_kind="dream-write",
                    payload={"narrative": dream.narrative, "value": dream.teleological_value},
                    subject_id=dream.id,
                    annotations={"source": "import"},
                )
            )

    def work(tx: Transaction) -> None:
        for path, record in _fresh(tx.connection, mind.id, fresh, ImportReport()):
            sleep_id = services.ids.new("slp_")
            _record_import(tx, sleep_id, path, record, verdicts=verdicts, report=report)
            report.imported.append(sleep_id)

    await services.recorder.transaction(mind.id, work)
    return report


def _digest(record: DreamRecord) -> str:
    return sha256_digest(canonical_json(record.model_dump(mode="json")).encode())


def _fresh(
    connection: Connection,
    mind_id: str,
    found: list[tuple[Path, DreamRecord]],
    report: ImportReport,
) -> list[tuple[Path, DreamRecord]]:
    fresh = []
    for path, record in found:
        ids = [dream.id for dream in record.dreams()]
        known = queries.has_digest(connection, mind_id, _digest(record))
        if known or (ids and queries.dream_ids_exist(connection, mind_id, ids)):
            report.skipped.append(str(path))
        else:
            fresh.append((path, record))
    return fresh


def _record_import(
    tx: Transaction,
    sleep_id: str,
    path: Path,
    record: DreamRecord,
    *,
    verdicts: dict[str, Verdict],
    report: ImportReport,
) -> None:
    trigger = record.metadata.trigger
    started = tx.append(
        NewEvent(
            kinds.SLEEP_STARTED,
            {
                "sleep_id": sleep_id,
                "started_at": record.sleep.started_at,
                "trigger": {"kind": trigger.kind, "reason": trigger.reason},
                "nominal_seconds": record.sleep.duration_minutes * 60,
                "window": {"since": None, "until": record.sleep.started_at},
                "induction": None,
                "origin": {
                    "file": path.name,
                    "mind_id": record.mind_id,
                    "persona_id": record.persona_id,
                },
            },
            actor=kinds.SLEEP_ACTOR,
        )
    )

    def caused(kind: str, payload: dict[str, Any]) -> None:
        tx.append(
            NewEvent(
                kind,
                payload,
                actor=kinds.SLEEP_ACTOR,
                causation_id=started.id,
                correlation_id=started.id,
            )
        )

    kept: list[DreamEntry] = []
    for entry in record.phases:
        content = entry.content
        if isinstance(content, DreamsContent):
            dreams = [d for d in content.dreams if not verdicts[d.id].blocks]
            kept.extend(dreams)
            content = DreamsContent(dreams=dreams) if dreams else EmptyContent()
        caused(kinds.SLEEP_PHASE_RECORDED, _phase(sleep_id, entry, content.model_dump(mode="json")))
    for ordinal, dream in enumerate(kept, start=1):
        verdict = verdicts[dream.id]
        caused(
            kinds.DREAM_RECORDED,
            {
                "dream_id": dream.id,
                "sleep_id": sleep_id,
                "ordinal": ordinal,
                "narrative": dream.narrative,
                "teleological_value": dream.teleological_value,
                "clamped": False,
                "induced": dream.induced,
                "induced_by": dream.induced_by,
                "induction_id": None,
                "review": {"kind": verdict.kind, "audit_id": verdict.audit_id},
            },
        )
    rejected = len(record.dreams()) - len(kept)
    caused(
        kinds.SLEEP_COMPLETED,
        {
            "sleep_id": sleep_id,
            "ended_at": record.sleep.ended_at,
            "model": record.metadata.model,
            "interactions_considered": record.metadata.interactions_considered,
            "episode_ids": [],
            "message_ids": [],
            "user_id": None,
            "tokens": {"in": 0, "out": 0},
            "dreams": len(kept),
            "dreams_rejected": rejected,
            "elapsed_ms": 0.0,
            "source": "imported",
            "source_digest": _digest(record),
        },
    )
    report.dreams += len(kept)
    report.rejected += rejected


def _phase(sleep_id: str, entry: PhaseEntry, content: dict[str, Any]) -> dict[str, Any]:
    return {
        "sleep_id": sleep_id,
        "phase": entry.phase,
        "started_at": entry.started_at,
        "duration_seconds": entry.duration_seconds,
        "content": content,
        "outcome": "empty" if content["kind"] == "empty" else "ok",
        "error": None,
        "model_call_ids": [],
        "tokens": {"in": 0, "out": 0},
        "budget": None,
        "elapsed_ms": 0.0,
    }
