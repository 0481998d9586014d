"""The examples of docs/reasoning.md run."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[2] / "docs" / "reasoning.md"
BLOCKS = re.findall(r"```python\n(.*?)```", PAGE.read_text(), flags=re.S)


def test_the_page_has_examples() -> None:
    assert len(BLOCKS) >= 2


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: b.splitlines()[-1][:40])
def test_examples_run(block: str, tmp_path: Path) -> None:
    exec(compile(block, str(PAGE), "exec"), {"HOME": str(tmp_path), "__name__": "docs"})
