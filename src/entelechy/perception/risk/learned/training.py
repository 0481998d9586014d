"""Train the learned risk layer: one command, a fixed seed, the same weights file every time.

    python -m entelechy.perception.risk.learned.training

Expands the frames of `data/risk` into labelled prompts (writing the splits to
`data/risk/splits/*.jsonl`), adds the development prompts of `tests/data/risk/dev*.jsonl` to the
training split (their unsafe prompts tagged as the grammar tags them), fits a multinomial
logistic regression on hashed n-grams, calibrates one threshold per tag on the validation split
and writes the model as package data. The test split is measured and printed, never used to fit
or calibrate anything, and only with `--test`. Needs the `dev` extra (scikit-learn); inference
does not.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from entelechy.perception.risk.dataset import load_labelled
from entelechy.perception.risk.learned import model as stored
from entelechy.perception.risk.learned.calibration import calibrate, report, score
from entelechy.perception.risk.learned.classifier import LearnedClassifier
from entelechy.perception.risk.learned.corpus import SPLITS, Example, load_corpus
from entelechy.perception.risk.learned.features import (
    FeatureSpec,
    Vector,
    context_features,
    windows,
)
from entelechy.perception.risk.learned.fitting import fit
from entelechy.perception.risk.registry import default_classifier
from entelechy.perception.risk.tags import BLOCKING_TAGS

SEED = 13
FEATURES = FeatureSpec(classes=True, settings=True)
"""Words, the lexicon classes the grammar's packs found and the settings it recognised: on
validation they beat words alone, or with stems, bigrams, characters or the grammar's findings
(docs/risk.md compares them)."""
REGULARIZATION = 100.0
"""Inverse L2 strength (scikit-learn's C), chosen on the validation split."""
DEVELOPMENT = "dev"
"""The kind of the development prompts added to `train` (not written to the split files)."""
PACKAGE_WEIGHTS = Path(__file__).with_name(stored.WEIGHTS_FILE)


@dataclass(frozen=True)
class Corpus:
    """The examples of each split, the extra development prompts already in `train`."""

    train: list[Example]
    validation: list[Example]
    test: list[Example]


def build_corpus(frames: Path, extra: Sequence[Path], seed: int) -> Corpus:
    examples = load_corpus(frames, seed)
    by_split = {name: [e for e in examples if e.split == name] for name in SPLITS}
    by_split["train"].extend(_development(extra))
    return Corpus(by_split["train"], by_split["validation"], by_split["test"])


def _development(paths: Sequence[Path]) -> list[Example]:
    """Labelled development prompts; an unsafe one takes the grammar's first blocking tag."""
    grammar = default_classifier()
    found: list[Example] = []
    for path in paths:
        for case in load_labelled(path):
            tag = ""
            if case.unsafe:
                given = sorted(set(grammar.classify(case.prompt).tags) & BLOCKING_TAGS)
                if not given:
                    continue
                tag = given[0]
            language = path.stem.rsplit("-", 1)[-1]
            found.append(
                Example(case.prompt, tag, case.category, DEVELOPMENT, language, path.stem, "train")
            )
    return found


def train(corpus: Corpus, spec: FeatureSpec, regularization: float) -> stored.LearnedModel:
    """A model fitted on `corpus.train` and calibrated on `corpus.validation`."""
    labels = (stored.SAFE, *sorted({e.tag for e in corpus.train if e.tag}))
    grammar = default_classifier()
    rows: list[tuple[Vector, str]] = []
    for example in corpus.train:
        context = context_features(grammar.classify(example.prompt), spec)
        rows.extend((window, example.tag) for window in windows(example.prompt, spec, context))
    bias, weights = fit(rows, labels, regularization)
    thresholds = dict.fromkeys(labels[1:], stored.NEVER)
    uncalibrated = stored.LearnedModel(spec, labels, bias, weights, thresholds)
    return calibrate(uncalibrated, score(LearnedClassifier(uncalibrated), corpus.validation))


def write_splits(corpus: Corpus, directory: Path) -> None:
    """Each split as `{"prompt", "expectRefuse", "category", …}` lines, readable by `eval`."""
    directory.mkdir(parents=True, exist_ok=True)
    for name in SPLITS:
        lines = [_line(e) for e in getattr(corpus, name) if e.kind != DEVELOPMENT]
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
    parser.add_argument("--out", type=Path, default=PACKAGE_WEIGHTS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument(
        "--test", action="store_true", help="also measure the held-out test split (report only)"
    )
    args = parser.parse_args(argv)
    extra = args.development
    if extra is None:
        extra = sorted(Path("tests/data/risk").glob("dev*.jsonl"))
    corpus = build_corpus(args.frames, extra, args.seed)
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
