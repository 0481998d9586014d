"""Fitting the sparse softmax model with scikit-learn (training only; inference never needs it)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression

from entelechy.perception.risk.learned.features import Vector

PRECISION = 4
"""Decimals kept per weight: the file stays small and its bytes reproducible."""
ABSENT = -50.0
"""The bias of a label no training row carries."""
PRUNE = 1e-3
"""Buckets whose every weight is smaller than this are dropped."""
TOLERANCE = 1e-10
ITERATIONS = 20_000
"""How near the optimum the solver goes: to the optimum itself, which is unique (the loss is
strictly convex), not to wherever a looser tolerance stops it, which depends on the CPU's
floating point (at 1e-6 two machines' weights differed by 0.02, far beyond their rounding)."""


def fit(
    rows: Sequence[tuple[Vector, str]], labels: Sequence[str], regularization: float
) -> tuple[tuple[float, ...], dict[int, tuple[float, ...]]]:
    """Bias and per-bucket weights (one per label, in `labels` order) of an L2 logistic model."""
    buckets = sorted({bucket for vector, _ in rows for bucket in vector})
    column = {bucket: index for index, bucket in enumerate(buckets)}
    data, indices, pointers = [], [], [0]
    for vector, _ in rows:
        for bucket, value in sorted(vector.items()):
            indices.append(column[bucket])
            data.append(value)
        pointers.append(len(indices))
    matrix = csr_matrix((data, indices, pointers), shape=(len(rows), len(buckets)))
    targets = [labels.index(label) for _, label in rows]
    solver = LogisticRegression(C=regularization, max_iter=ITERATIONS, tol=TOLERANCE)
    solver.fit(matrix, targets)
    present = list(solver.classes_)
    if len(present) < 3:
        raise ValueError("the rows carry fewer than three labels: nothing to fit a softmax on.")
    # A label no row carries (a rare tag left out of one part of the training split while
    # thresholds are set) is never predicted: no weight, and a bias no text overcomes.
    coefficients = numpy.zeros((len(labels), len(buckets)))
    intercepts = numpy.full(len(labels), ABSENT)
    for position, index in enumerate(present):
        coefficients[index] = solver.coef_[position]
        intercepts[index] = solver.intercept_[position]
    bias = tuple(round(float(value), PRECISION) for value in intercepts)
    weights: dict[int, tuple[float, ...]] = {}
    for index, bucket in enumerate(buckets):
        row = tuple(round(float(value), PRECISION) for value in coefficients[:, index])
        if max(abs(value) for value in row) >= PRUNE:
            weights[bucket] = row
    return bias, weights
