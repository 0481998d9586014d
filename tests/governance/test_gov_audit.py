"""The audit ledger: the original runtime's store imports and verifies; tampering is found at
the exact record; exports reproduce the original bytes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from sqlalchemy import Connection, text

from entelechy.governance.audit import record_hash
from entelechy.governance.errors import StoreImportError
from entelechy.governance.ledger import export, show, verify_audit
from entelechy.governance.local import LocalGovernor
from entelechy.governance.teleologyhi import read_log, read_store
from entelechy.governance.verdicts import BehaviorReport
from entelechy.record.replay import replay_check
from entelechy.record.services import RecordServices

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "teleologyhi-store-sample"
LOG = SAMPLE / "audit-log-head.ndjson"
CHAIN = "teleologyhi:01KWT4478961D3VTRCSM3NCE81"


def test_the_sample_chain_and_signatures_verify_as_read() -> None:
    contents = read_store(SAMPLE)
    (log,) = contents.logs
    assert len(log.records) == 13
    assert log.chain_id == CHAIN
    assert not log.torn_line_dropped
    assert sorted(a.axiom.id for a in contents.axioms) == ["ax.cynic.candor", "ax.ethic.no-malice"]
    assert contents.skipped == [str(SAMPLE / "README.md")]


async def test_importing_the_sample_keeps_it_verifiable_and_exportable(
    services: RecordServices, governor: LocalGovernor
) -> None:
    report = await governor.import_teleologyhi(SAMPLE)
    (chain,) = report.chains
    assert (chain.chain_id, chain.records, chain.added) == (CHAIN, 13, 13)
    assert {a.axiom_id for a in report.axioms if a.added} == {
        "ax.cynic.candor",
        "ax.ethic.no-malice",
    }
    audit = await services.store.read(verify_audit)
    assert audit.ok
    assert audit.axioms_verified == 2
    assert next(c for c in audit.chains if c.chain_id == CHAIN).records == 13
    lines = await services.store.read(lambda c: list(export(c, CHAIN)))
    assert "\n".join(lines) + "\n" == LOG.read_text()
    assert {a.id for a in await governor.axioms()} >= {"ax.cynic.candor", "ax.ethic.no-malice"}
    assert "ax.ethic.no-malice" in governor.conscience.axioms
    replayed = await replay_check(services.store, services.projections, "governance")
    assert replayed.identical, replayed.differences


async def test_reimporting_adds_only_what_is_new(
    services: RecordServices, governor: LocalGovernor, tmp_path: Path
) -> None:
    head = tmp_path / "log.ndjson"
    head.write_text("".join(LOG.read_text().splitlines(keepends=True)[:5]))
    first = await governor.import_teleologyhi(head)
    assert first.chains[0].added == 5
    second = await governor.import_teleologyhi(SAMPLE)
    assert second.chains[0].added == 8
    assert all(not a.added for a in (await governor.import_teleologyhi(SAMPLE)).axioms)
    rows = await services.store.read(lambda c: show(c, chain_id=CHAIN, limit=100))
    assert [row.seq for row in rows] == list(range(1, 14))


def test_a_torn_last_line_is_dropped() -> None:
    data = LOG.read_bytes()
    torn = data + b'{"ts":"2026-07-05T21:49:36.9'
    log = read_log(torn, "log")
    assert log.torn_line_dropped
    assert len(log.records) == 13


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (
            lambda lines: lines[:3] + lines[4:],
            "line 4 (auditId 01KWT4478ETVCD4KYHNYX34HNB): prevHash",
        ),
        (
            lambda lines: [lines[0].replace('"meta"', '"primary"'), *lines[1:]],
            "line 1 (auditId 01KWT4478961D3VTRCSM3NCE81): thisHash does not match",
        ),
        (lambda lines: [lines[0], "not json", *lines[1:]], "line 2 is not a JSON object"),
        (lambda lines: [lines[0], '{"ts": 1}', *lines[1:]], "line 2 has fields ['ts']"),
    ],
)
def test_a_damaged_log_is_refused_at_the_line(change: object, reason: str) -> None:
    lines = LOG.read_text().splitlines()
    damaged = "\n".join(change(lines)) + "\n"  # type: ignore[operator]
    with pytest.raises(StoreImportError) as raised:
        read_log(damaged.encode(), "log")
    assert reason in str(raised.value)


async def test_an_altered_axiom_is_refused_and_nothing_is_imported(
    services: RecordServices, governor: LocalGovernor, tmp_path: Path
) -> None:
    store = tmp_path / "store"
    shutil.copytree(SAMPLE, store)
    candor = store / "ax.cynic.candor.json"
    document = json.loads(candor.read_text())
    document["axiom"]["statement"] = "Mislead when it is comfortable."
    candor.write_text(json.dumps(document))
    with pytest.raises(StoreImportError, match=r"signature of axiom 'ax.cynic.candor' does not"):
        await governor.import_teleologyhi(store)
    rows = await services.store.read(lambda c: show(c, chain_id=CHAIN))
    assert rows == []


def _without_triggers(connection: Connection) -> None:
    if connection.dialect.name == "sqlite":
        connection.execute(text("DROP TRIGGER audit_records_append_only_update"))
    else:
        connection.execute(
            text("ALTER TABLE audit_records DISABLE TRIGGER audit_records_append_only")
        )


async def test_a_tampered_row_is_found_at_the_exact_record(
    services: RecordServices, governor: LocalGovernor
) -> None:
    await governor.import_teleologyhi(SAMPLE)
    for _ in range(3):
        await governor.review(BehaviorReport(mind_id="mnd_a", action_kind="user-response"))
    rows = await services.store.read(lambda c: show(c, mind_id="mnd_a", limit=100))
    second = rows[1]

    def tamper(connection: Connection) -> None:
        _without_triggers(connection)
        connection.execute(
            text("UPDATE audit_records SET data = :data WHERE chain_id = 'mnd_a' AND seq = 2"),
            {"data": json.dumps({**second.record.data, "riskTags": ["forged"]})},
        )
        connection.execute(
            text(f"UPDATE audit_records SET kind = 'forged' WHERE chain_id = '{CHAIN}' AND seq = 7")
        )

    await services.store.write(tamper)
    report = await services.store.read(verify_audit)
    assert not report.ok
    broken = {c.chain_id: c.broken for c in report.chains if c.broken}
    assert broken["mnd_a"].seq == 2  # type: ignore[union-attr]
    assert broken["mnd_a"].audit_id == second.record.audit_id  # type: ignore[union-attr]
    assert "thisHash does not match" in broken["mnd_a"].reason  # type: ignore[union-attr]
    assert broken[CHAIN].seq == 7  # type: ignore[union-attr]


async def test_a_rehashed_forgery_is_caught_against_the_ledger(
    services: RecordServices, governor: LocalGovernor
) -> None:
    """Rewriting a record and recomputing its hash (the last one, so no link breaks) still
    disagrees with the ledger event the record was projected from."""
    await governor.review(BehaviorReport(mind_id="mnd_b", action_kind="user-response"))
    (row,) = await services.store.read(lambda c: show(c, mind_id="mnd_b"))
    forged = {**row.record.data, "verdict": {**row.record.data["verdict"], "kind": "hard-refuse"}}
    new_hash = record_hash(
        row.record.ts, row.record.kind, row.record.audit_id, forged, row.record.prev_hash
    )

    def tamper(connection: Connection) -> None:
        _without_triggers(connection)
        connection.execute(
            text(
                "UPDATE audit_records SET data = :data, this_hash = :hash WHERE chain_id = 'mnd_b'"
            ),
            {"data": json.dumps(forged), "hash": new_hash},
        )

    await services.store.write(tamper)
    report = await services.store.read(verify_audit)
    (chain,) = [c for c in report.chains if c.chain_id == "mnd_b"]
    assert chain.broken is not None
    assert chain.broken.reason == "the record differs from the ledger event it was made from"
