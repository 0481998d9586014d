"""`entelechy eval recall` and the recall evaluation on the development conversations."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from entelechy.evaluation.recall import evidence_ids
from entelechy.memory.conversations import Question
from entelechy.surfaces.cli.app import app

DATASET = Path(__file__).parents[1] / "data" / "memory" / "conversations.json"
runner = CliRunner()


def test_eval_recall_json_reports_the_promised_fields() -> None:
    result = runner.invoke(app, ["eval", "recall", "--dataset", str(DATASET), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert set(report["recall_at_k"]) == {"1", "5", "10"}
    assert report["questions"] >= 70
    assert report["skipped_without_evidence"] >= 1
    assert report["ingest_turns_per_s"] > 0
    assert 0 < report["query_latency_ms"]["p50"] <= report["query_latency_ms"]["p95"]
    values = report["recall_at_k"]
    assert values["1"] <= values["5"] <= values["10"]
    assert values["10"] >= 0.7
    assert "multi-hop" in report["per_category"]


def test_eval_recall_prints_a_table_and_accepts_other_cutoffs() -> None:
    result = runner.invoke(app, ["eval", "recall", "--dataset", str(DATASET), "--k", "3,20"])
    assert result.exit_code == 0, result.output
    assert "recall@3" in result.stdout
    assert "recall@20" in result.stdout
    bad = runner.invoke(app, ["eval", "recall", "--dataset", str(DATASET), "--k", "0,x"])
    assert bad.exit_code != 0


def test_evidence_written_in_one_string_is_split() -> None:
    question = Question("q", "a", ("D1:3; D2:4", "D5:1"), "x")
    assert evidence_ids(question) == {"D1:3", "D2:4", "D5:1"}
