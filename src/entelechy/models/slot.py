"""The model a mind speaks through: chosen by spec or given, resolved when first needed, and
swapped without losing the current one when the new one cannot be used."""

from __future__ import annotations

from entelechy.errors import ConfigurationError
from entelechy.models.protocol import Model, close_model
from entelechy.models.registry import resolve_model
from entelechy.models.spec import ModelSpec

ModelChoice = Model | ModelSpec | str | None


class ModelSlot:
    """Holds the mind's current model and closes the ones it built from specs."""

    def __init__(self, choice: ModelChoice = None) -> None:
        self._choice = checked(choice)
        self._model: Model | None = choice if isinstance(choice, Model) else None
        self._built: list[Model] = []

    @property
    def model(self) -> Model:
        """The current model (resolved from its spec on first use)."""
        if self._model is None:
            choice = self._choice
            self._model = resolve_model(choice if not isinstance(choice, Model) else None)
            self._built.append(self._model)
        return self._model

    def use(self, choice: ModelChoice) -> Model:
        """Make `choice` current; a spec that cannot be resolved raises and changes nothing."""
        chosen = checked(choice)
        if isinstance(chosen, Model):
            resolved = chosen
        else:
            resolved = resolve_model(chosen)
            self._built.append(resolved)
        self._choice, self._model = chosen, resolved
        return resolved

    async def close(self) -> None:
        """Release the connections of every model built here (given ones are the caller's)."""
        for model in self._built:
            await close_model(model)


def checked(model: ModelChoice) -> ModelChoice:
    if model is None or isinstance(model, str | ModelSpec | Model):
        return model
    raise ConfigurationError(
        f"{type(model).__name__} is not a model.",
        hint="Pass a spec string such as 'local', a ModelSpec, or an object with async "
        "generate() and stream() and provider, model_id and capabilities attributes.",
    )
