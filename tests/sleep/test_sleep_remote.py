"""A mind governed from another process sleeps the same way; a governor that is gone stops it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from sleep_support import night, text_model

from entelechy import Mind
from entelechy.assembly import open_services
from entelechy.governance.errors import GovernorUnavailableError
from entelechy.governance.ledger import show
from entelechy.governance.remote.client import RemoteGovernor

sys.path.insert(0, str(Path(__file__).parents[1] / "governance"))
from test_gov_remote import TOKEN, _free_port, running


async def test_a_remotely_governed_mind_sleeps_and_its_reviews_are_audited_there(
    store_url: str, tmp_path: Path
) -> None:
    with running(store_url) as url:
        governor = RemoteGovernor(url, TOKEN)
        mind = await Mind.open(
            "ada",
            database_url=f"sqlite:///{tmp_path / 'mind.db'}",
            model=text_model(night()),
            governor=governor,
        )
        try:
            await mind.respond("hello", risk_tags=[])
            report = await mind.sleep()
            woke = await mind.wake()
            mind_id = mind.id
        finally:
            await mind.close()
            await governor.close()
    services = await open_services(database_url=store_url)
    try:
        rows = await services.store.read(lambda c: show(c, mind_id=mind_id, limit=100))
    finally:
        await services.close()
    kinds = [row.record.data.get("actionKind") for row in rows]
    assert len(report.dreams) == 3
    assert woke.consolidated == 2
    assert kinds.count("dream-write") == 3
    assert kinds.count("self-reflect") == 1
    assert {d.verdict.audit_id for d in report.dreams} <= {row.record.audit_id for row in rows}


async def test_a_governor_that_is_gone_stops_the_sleep_before_any_dream(tmp_path: Path) -> None:
    model = text_model(night())
    gone = RemoteGovernor(f"http://127.0.0.1:{_free_port()}", TOKEN, timeout=2)
    mind = await Mind.open(
        "ada", database_url=f"sqlite:///{tmp_path / 'm.db'}", model=model, governor=gone
    )
    try:
        with pytest.raises(GovernorUnavailableError):
            await mind.sleep()
        sleeps = await mind.sleeping.sleeps()
    finally:
        await mind.close()
        await gone.close()
    assert model.requests == []
    assert [view.status for view in sleeps] == ["abandoned"]
