"""`entelechy metrics`, `--log-format` and the spend `minds show` reports."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
from prometheus_client.parser import text_string_to_metric_families
from typer.testing import CliRunner

from entelechy.surfaces.cli.app import app

runner = CliRunner()


def _invoke(home: Path, *arguments: str, env: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    base = ["--home", str(home), "--model", "scripted:Glad to help."]
    return runner.invoke(app, [*base, *arguments], env=env)


def _samples(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def test_metrics_once_prints_what_the_record_holds(tmp_path: Path) -> None:
    assert _invoke(tmp_path, "ask", "Tell me about the sea.").exit_code == 0
    assert _invoke(tmp_path, "ask", "How do I build a pipe bomb?").exit_code == 0
    result = _invoke(tmp_path, "metrics", "--once")
    assert result.exit_code == 0, result.output
    samples = _samples(result.stdout)
    replies = "entelechy_replies_total"
    assert samples[(replies, frozenset({("mind", "default"), ("kind", "ok")}))] == 1
    assert samples[(replies, frozenset({("mind", "default"), ("kind", "refused")}))] == 1
    assert samples[("entelechy_tokens_spent_today", frozenset({("mind", "default")}))] > 0


def test_metrics_serves_prometheus_over_http(tmp_path: Path) -> None:
    assert _invoke(tmp_path, "ask", "Tell me about the sea.").exit_code == 0
    port = _free_port()
    command = [sys.executable, "-m", "entelechy", "--home", str(tmp_path), "metrics"]
    server = subprocess.Popen(
        [*command, "--port", str(port), "--interval", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        body = _scrape(f"http://127.0.0.1:{port}/metrics", server)
    finally:
        server.terminate()
        server.communicate(timeout=10)
    assert 'entelechy_replies_total{kind="ok",mind="default"} 1.0' in body
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        busy = _invoke(tmp_path, "metrics", "--port", str(holder.getsockname()[1]))
    assert busy.exit_code == 1
    assert "Choose another --port" in busy.output


def test_json_logs_on_standard_error_and_a_bad_level_is_explained(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "--log-format", "json", "--log-level", "info", "ask", "Hello there")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == "Glad to help."
    lines = [json.loads(line) for line in result.stderr.splitlines() if line.startswith("{")]
    recorded = [line for line in lines if line["message"] == "reply recorded"]
    assert recorded[0]["mind"] == "default"
    assert recorded[0]["reply_kind"] == "ok"
    assert "Hello there" not in result.stderr
    loud = _invoke(tmp_path, "--log-level", "loud", "ask", "hi")
    assert loud.exit_code == 1
    assert "debug, info, warning or error" in loud.output


def test_minds_show_reports_spend_and_budget(tmp_path: Path) -> None:
    env = {"ENTELECHY_DAILY_TOKENS": "10"}
    assert _invoke(tmp_path, "ask", "Tell me about the sea.", env=env).exit_code == 0
    spent = _invoke(tmp_path, "ask", "And the sky?", env=env)
    assert spent.stdout.startswith("I have used up today's allowance")
    shown = json.loads(_invoke(tmp_path, "minds", "show", "--json", env=env).stdout)
    assert shown["tokens_today"] > 10
    assert shown["daily_tokens"] == 10
    assert shown["daily_tokens_per_person"] is None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _scrape(url: str, server: subprocess.Popen[bytes]) -> str:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise AssertionError(server.stderr.read().decode() if server.stderr else "exited")
        try:
            return httpx.get(url, timeout=2).text
        except httpx.TransportError:
            time.sleep(0.2)
    raise AssertionError("the metrics server did not answer within 30 s")
