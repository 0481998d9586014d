"""The house as drawn in docs/architecture.md is the house in the tree and in the import
contract: every part exists, every part is drawn, and the floors are in the contract's order."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "entelechy"
_ROW = re.compile(r"^\| (\d+) \| (.+?) \| .+ \|$")


def _drawn() -> list[list[str]]:
    """The parts of each floor, top first, as `name/` or `name.py`."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    floors = []
    for line in text.splitlines():
        row = _ROW.match(line)
        if row:
            floors.append(re.findall(r"`([^`]+)`", row.group(2)))
    return floors


def _tree() -> set[str]:
    parts = {f"{path.name}/" for path in PACKAGE.iterdir() if (path / "__init__.py").exists()}
    parts |= {path.name for path in PACKAGE.glob("*.py") if path.name != "__init__.py"}
    return parts


def _contract() -> list[list[str]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    (contract,) = config["tool"]["importlinter"]["contracts"]
    return [re.split(r"\s*[|:]\s*", layer) for layer in contract["layers"]]


def _module(part: str) -> str:
    return part.removesuffix("/").removesuffix(".py")


def test_every_part_drawn_exists_and_every_part_is_drawn() -> None:
    drawn = {part for floor in _drawn() for part in floor}
    assert drawn == _tree()


def test_the_floors_are_the_import_contracts_layers() -> None:
    drawn = [[_module(part) for part in floor] for floor in _drawn()]
    assert drawn == _contract()
