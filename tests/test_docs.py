"""Documentation that cannot rot: the CLI reference, the settings, the code examples."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from entelechy.evaluation.transcript import transcript
from entelechy.surfaces.cli.reference import render

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"


def test_cli_reference_is_current() -> None:
    assert (DOCS / "cli.md").read_text() == render(), (
        "docs/cli.md is stale: run `python -m entelechy.surfaces.cli.reference > docs/cli.md`"
    )


def test_every_environment_variable_is_documented() -> None:
    source = "\n".join(path.read_text() for path in (ROOT / "src").rglob("*.py"))
    quoted = r"[\"']((?:ENTELECHY_[A-Z_]+)|(?:[A-Z]+_(?:API_KEY|BASE_URL|HOST)))[\"']"
    variables = set(re.findall(quoted, source))
    documented = (DOCS / "configuration.md").read_text()
    missing = sorted(v for v in variables if f"`{v}`" not in documented)
    assert not missing, f"document these in docs/configuration.md: {missing}"


def _python_blocks(path: Path) -> list[str]:
    return re.findall(r"```python\n(.*?)```", path.read_text(), flags=re.S)


@pytest.mark.parametrize(
    "block", _python_blocks(DOCS / "python.md"), ids=lambda b: b.splitlines()[0][:40]
)
def test_python_examples_run(block: str, tmp_path: Path) -> None:
    exec(compile(block, "docs/python.md", "exec"), {"HOME": str(tmp_path), "__name__": "docs"})


async def test_the_introspection_transcript_is_current() -> None:
    page = (DOCS / "introspection.md").read_text()
    shown = page.split("<!-- transcript -->\n", 1)[1].split("<!-- /transcript -->", 1)[0]
    assert shown == await transcript(), (
        "docs/introspection.md is stale: paste `python -m entelechy.evaluation.transcript` "
        "between its transcript markers"
    )
