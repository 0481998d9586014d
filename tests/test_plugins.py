"""Plugins by entry points: a distribution installed beside Entelechy adds a model provider that
the CLI's `--model` accepts, with nothing else to configure."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from entelechy import plugins
from entelechy.errors import ConfigurationError

_PLUGIN = """
from entelechy.models.scripted import ScriptedModel


class MineModel(ScriptedModel):
    provider = "mine"


def factory(spec, timeout):
    return MineModel(default=f"Mine says {spec.model}.")
"""


def _install(site: Path, *, value: str = "mine_plugin:factory") -> None:
    """A distribution as pip installs one: its package and its dist-info with entry points."""
    (site / "mine_plugin").mkdir(parents=True)
    (site / "mine_plugin" / "__init__.py").write_text(_PLUGIN)
    info = site / "mine_plugin-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: mine-plugin\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(f"[entelechy.models]\nmine = {value}\n")


def _entelechy(site: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(site), "XDG_DATA_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "entelechy", "--home", str(home), *args],
        check=False,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_an_installed_plugin_provider_answers_from_the_cli(tmp_path: Path) -> None:
    site = tmp_path / "site"
    _install(site)
    done = _entelechy(site, tmp_path / "home", "--model", "mine:x", "ask", "--json", "hello")
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout)
    assert reply["text"] == "Mine says x."
    assert reply["model"].startswith("mine:")


def test_a_broken_plugin_is_named_in_the_error(tmp_path: Path) -> None:
    site = tmp_path / "site"
    _install(site, value="mine_plugin:missing")
    done = _entelechy(site, tmp_path / "home", "--model", "mine:x", "ask", "hello")
    assert done.returncode != 0
    assert "mine-plugin" in done.stderr + done.stdout


def test_the_built_ins_are_declared_as_plugins_are() -> None:
    declared = plugins.declared(plugins.MODELS)
    assert {"local", "scripted", "openai", "anthropic", "gemini"} <= set(declared)
    assert declared["local"].value == "entelechy.models.builtin:local"


def test_a_plugin_that_cannot_load_raises_a_configuration_error() -> None:
    point = plugins.declared(plugins.MODELS)["scripted"]
    broken = type(point)(point.name, "entelechy.models.builtin:nothing_here", point.group)
    with pytest.raises(ConfigurationError) as caught:
        plugins.load(broken)
    assert caught.value.hint
