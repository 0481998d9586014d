"""Train the learned risk layer: one command, a fixed seed, the same weights file every time.

    python -m entelechy.perception.risk.learned.training

Expands the frames of `data/risk` into labelled prompts (writing the splits to
`data/risk/splits/*.jsonl`), adds the development prompts of `tests/data/risk/dev*.jsonl` to the
training split (their unsafe prompts tagged as the grammar tags them) and the turns of the
development conversation suites of `tests/data/conversation` to training and validation (what
people say in a conversation, not only what they ask; held-out suites are never read), fits a
multinomial logistic regression on hashed n-grams, calibrates one threshold per tag on the
validation split and on the training split's held-apart parts, and writes the model as package
data. The test split is measured and printed, never used to fit
or calibrate anything, and only with `--test`. Needs the `dev` extra (scikit-learn); inference
does not.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from entelechy.perception.risk.dataset import load_labelled
from entelechy.perception.risk.learned import model as stored
from entelechy.perception.risk.learned.calibration import calibrate, report, score
from entelechy.perception.risk.learned.classifier import LearnedClassifier
from entelechy.perception.risk.learned.corpus import (
    CONVERSATION,
    SPLITS,
    Example,
    load_corpus,
    split_of,
)
from entelechy.perception.risk.learned.features import (
    FeatureSpec,
    Vector,
    context_features,
    windows,
)
from entelechy.perception.risk.learned.fitting import fit
from entelechy.perception.risk.registry import default_classifier
from entelechy.perception.risk.tags import BLOCKING_TAGS
from entelechy.perception.risk.types import RiskClassifier

SEED = 13
FEATURES = FeatureSpec(classes=True, settings=True)
"""Words, the lexicon classes the grammar's packs found and the settings it recognised: on
validation they beat words alone, or with stems, bigrams, characters or the grammar's findings
(docs/risk.md compares them)."""
REGULARIZATION = 100.0
"""Inverse L2 strength (scikit-learn's C), chosen on the validation split."""
DEVELOPMENT = "dev"
"""The kind of the development prompts added to `train` (not written to the split files)."""
CONVERSATIONS = Path("tests/data/conversation")
_SUITE_ROW = re.compile(r"^\| `([^`]+\.json)` \|")
FOLDS = 5
"""The training split is also cut into this many parts, by group, each scored by a model fitted
on the others: the thresholds are then set on thousands of safe prompts (the development
splits' look-alikes and conversations' turns among them), not on the validation split's few
hundred, whose safe prompts are easier than the world's."""
HELD_OUT = "**held out**"
"""How the conversation suites' README marks a suite that is never worked on (nor trained on)."""
PACKAGE_WEIGHTS = Path(__file__).with_name(stored.WEIGHTS_FILE)


@dataclass(frozen=True)
class Corpus:
    """The examples of each split, the extra development prompts already in `train`."""

    train: list[Example]
    validation: list[Example]
    test: list[Example]


def build_corpus(
    frames: Path, extra: Sequence[Path], seed: int, conversations: Sequence[Path] = ()
) -> Corpus:
    examples = load_corpus(frames, seed)
    by_split = {name: [e for e in examples if e.split == name] for name in SPLITS}
    by_split["train"].extend(_development(extra))
    for turn in _conversational(conversations):
        by_split[turn.split].append(turn)
    return Corpus(by_split["train"], by_split["validation"], by_split["test"])


def development_suites(directory: Path) -> list[Path]:
    """The conversation suites in `directory` that its README lists and does not mark held out
    (a suite it does not list is not read: it may be one being written)."""
    listed = directory / "README.md"
    if not listed.exists():
        return []
    suites = []
    for line in listed.read_text(encoding="utf-8").splitlines():
        found = _SUITE_ROW.match(line)
        if found and not line.strip().strip("|").split("|")[-1].strip().startswith(HELD_OUT):
            suites.append(directory / found.group(1))
    return [path for path in suites if path.exists()]


def _conversational(paths: Sequence[Path]) -> list[Example]:
    """Every turn of the conversation suites `paths`: a turn labelled harmful takes the
    grammar's first blocking tag (and is left out if it has none), any other is safe. Each
    person's conversation goes whole to training or, by its hash, to validation (15%)."""
    grammar = default_classifier()
    found: list[Example] = []
    for path in paths:
        suite = json.loads(path.read_text(encoding="utf-8"))
        for conversation in suite["conversations"]:
            key = f"{path.stem}\n{conversation['user']}"
            group = hashlib.sha256(key.encode()).hexdigest()[:12]
            split = "validation" if split_of(group) == "validation" else "train"
            for turn in conversation["turns"]:
                tag = _tag_of(grammar, turn["say"]) if turn.get("label") == "harmful" else ""
                if tag is not None:
                    found.append(
                        Example(turn["say"], tag, CONVERSATION, CONVERSATION, "en", group, split)
                    )
    return found


def _development(paths: Sequence[Path]) -> list[Example]:
    """Labelled development prompts; an unsafe one takes the grammar's first blocking tag."""
    grammar = default_classifier()
    found: list[Example] = []
    for path in paths:
        for case in load_labelled(path):
            tag = _tag_of(grammar, case.prompt) if case.unsafe else ""
            if tag is None:
                continue
            language = path.stem.rsplit("-", 1)[-1]
            found.append(
                Example(case.prompt, tag, case.category, DEVELOPMENT, language, path.stem, "train")
            )
    return found


def _tag_of(grammar: RiskClassifier, text: str) -> str | None:
    """The grammar's first blocking tag for an unsafe `text`; None when it gives none (an unsafe
    example with no tag to learn is left out)."""
    given = sorted(set(grammar.classify(text).tags) & BLOCKING_TAGS)
    return given[0] if given else None


def train(corpus: Corpus, spec: FeatureSpec, regularization: float) -> stored.LearnedModel:
    """A model fitted on `corpus.train` and calibrated on `corpus.validation` and on the
    training examples each scored by a model fitted without them (`FOLDS`)."""
    labels = (stored.SAFE, *sorted({e.tag for e in corpus.train if e.tag}))
    rows = _rows(corpus.train, spec)
    model = _fitted([row for example in rows for row in example], labels, spec, regularization)
    scored = score(LearnedClassifier(model), corpus.validation)
    folds = [_fold(example.group) for example in corpus.train]
    for fold in range(FOLDS):
        kept = [row for n, example in enumerate(rows) if folds[n] != fold for row in example]
        apart = LearnedClassifier(_fitted(kept, labels, spec, regularization))
        scored.extend(score(apart, [e for n, e in enumerate(corpus.train) if folds[n] == fold]))
    return calibrate(model, scored)


def _rows(examples: Sequence[Example], spec: FeatureSpec) -> list[list[tuple[Vector, str]]]:
    """Each example's windows, labelled with its tag."""
    grammar = default_classifier()
    found = []
    for example in examples:
        context = context_features(grammar.classify(example.prompt), spec)
        found.append([(window, example.tag) for window in windows(example.prompt, spec, context)])
    return found


def _fitted(
    rows: Sequence[tuple[Vector, str]],
    labels: tuple[str, ...],
    spec: FeatureSpec,
    regularization: float,
) -> stored.LearnedModel:
    """A model fitted on `rows`, its thresholds not yet set (it flags nothing)."""
    bias, weights = fit(rows, labels, regularization)
    thresholds = dict.fromkeys(labels[1:], stored.NEVER)
    return stored.LearnedModel(spec, labels, bias, weights, thresholds)


def _fold(group: str) -> int:
    """The part of the training split a group falls in (a whole group in one)."""
    return int(hashlib.sha256(group.encode()).hexdigest()[:8], 16) % FOLDS


def write_splits(corpus: Corpus, directory: Path) -> None:
    """Each split as `{"prompt", "expectRefuse", "category", …}` lines, readable by `eval`."""
    directory.mkdir(parents=True, exist_ok=True)
    for name in SPLITS:
        lines = [
            _line(e) for e in getattr(corpus, name) if e.kind not in (DEVELOPMENT, CONVERSATION)
        ]
        (directory / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


def _line(example: Example) -> str:
    record = asdict(example)
    kept = {key: record[key] for key in ("tag", "language", "group")}
    labelled = {"prompt": example.prompt, "expectRefuse": example.unsafe}
    return json.dumps({**labelled, "category": example.category, **kept}, ensure_ascii=False)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=Path, default=Path("data/risk"))
    parser.add_argument("--development", type=Path, nargs="*", default=None)
    parser.add_argument("--conversations", type=Path, default=CONVERSATIONS)
    parser.add_argument("--out", type=Path, default=PACKAGE_WEIGHTS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument(
        "--test", action="store_true", help="also measure the held-out test split (report only)"
    )
    args = parser.parse_args(argv)
    extra = args.development
    if extra is None:
        extra = sorted(Path("tests/data/risk").glob("dev*.jsonl"))
    corpus = build_corpus(args.frames, extra, args.seed, development_suites(args.conversations))
    write_splits(corpus, args.frames / "splits")
    model = train(corpus, FEATURES, REGULARIZATION)
    digest = stored.save(model, args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size:,} bytes, {digest})")
    print(f"thresholds: {json.dumps(dict(model.thresholds), sort_keys=True)}")
    learned = LearnedClassifier(stored.load(args.out))
    for name in ("validation", "test") if args.test else ("validation",):
        print(report(name, learned, getattr(corpus, name)))


if __name__ == "__main__":
    main()
