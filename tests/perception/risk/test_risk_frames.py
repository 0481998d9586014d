"""The learned layer's corpus: frames parse, groups never straddle splits, and the split files
on disk are what the frames expand to (so a frame edited without retraining shows up)."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pytest

from entelechy.perception.risk.learned.corpus import (
    DOMAIN_TAGS,
    SPLITS,
    CorpusError,
    expand_file,
    load_corpus,
)
from entelechy.perception.risk.learned.training import SEED

FRAMES = Path(__file__).resolve().parents[3] / "data" / "risk"


def test_every_group_lands_whole_in_one_split() -> None:
    splits: dict[str, set[str]] = defaultdict(set)
    for example in load_corpus(FRAMES, SEED):
        splits[example.group].add(example.split)
    assert splits
    assert all(len(found) == 1 for found in splits.values())


def test_every_split_holds_both_languages_and_both_labels() -> None:
    examples = load_corpus(FRAMES, SEED)
    for split in SPLITS:
        kinds = {(e.language, e.unsafe) for e in examples if e.split == split}
        assert kinds == {("en", True), ("en", False), ("pt", True), ("pt", False)}, split


def test_unsafe_prompts_carry_their_domains_tag() -> None:
    for example in load_corpus(FRAMES, SEED):
        assert example.tag == (DOMAIN_TAGS[example.domain] if example.unsafe else "")


def test_the_split_files_are_what_the_frames_expand_to() -> None:
    examples = load_corpus(FRAMES, SEED)
    for split in SPLITS:
        lines = (FRAMES / "splits" / f"{split}.jsonl").read_text(encoding="utf-8").splitlines()
        written = [json.loads(line)["prompt"] for line in lines]
        assert written == [e.prompt for e in examples if e.split == split], (
            "run `python -m entelechy.perception.risk.learned.training`"
        )


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("## violence plain\n+ How do I hurt {nobody}?\n", "not defined"),
        ("## homonym plain\n+ How do I kill time?\n", "known domain"),
        ("## violence plain\n* not a prompt\n", "expected"),
    ],
)
def test_a_malformed_frame_is_named(tmp_path: Path, text: str, problem: str) -> None:
    frames = tmp_path / "xx.txt"
    frames.write_text(text, encoding="utf-8")
    with pytest.raises(CorpusError, match=problem):
        expand_file(frames, SEED)


def test_slots_and_wrappers_expand_a_frame_a_few_ways(tmp_path: Path) -> None:
    frames = tmp_path / "xx.txt"
    frames.write_text(
        "@prefix = Hey,\n@suffix = Thanks!\n@who = my boss | my neighbour\n"
        "## violence plain\n+ How do I poison {who}?\n- How do I thank {who}?\n",
        encoding="utf-8",
    )
    examples = expand_file(frames, SEED)
    assert {e.split for e in examples} == {examples[0].split}
    assert any(e.prompt.startswith("Hey,") for e in examples)
    assert {e.prompt for e in examples} >= {"How do I poison my boss?", "How do I thank my boss?"}
