"""Fitting the sparse softmax model with scikit-learn (training only; inference never needs it)."""

from __future__ import annotations

from collections.abc import Sequence

from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression

from entelechy.perception.risk.learned.features import Vector

PRECISION = 4
"""Decimals kept per weight: the file stays small and its bytes reproducible."""
PRUNE = 1e-3
"""Buckets whose every weight is smaller than this are dropped."""


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
    solver = LogisticRegression(C=regularization, max_iter=2000, tol=1e-6)
    solver.fit(matrix, targets)
    order = [list(solver.classes_).index(index) for index in range(len(labels))]
    coefficients = solver.coef_[order]
    bias = tuple(round(float(solver.intercept_[i]), PRECISION) for i in order)
    weights: dict[int, tuple[float, ...]] = {}
    for index, bucket in enumerate(buckets):
        row = tuple(round(float(value), PRECISION) for value in coefficients[:, index])
        if max(abs(value) for value in row) >= PRUNE:
            weights[bucket] = row
    return bias, weights
