"""The code in docs/risk.md runs as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[3] / "docs" / "risk.md"
BLOCKS = re.findall(r"```python\n(.*?)```", PAGE.read_text(), flags=re.S)


def test_the_page_has_examples() -> None:
    assert len(BLOCKS) >= 3


@pytest.mark.parametrize("block", BLOCKS, ids=lambda block: block.splitlines()[0][:40])
def test_example_runs(block: str) -> None:
    exec(compile(block, str(PAGE), "exec"), {"__name__": "docs"})
