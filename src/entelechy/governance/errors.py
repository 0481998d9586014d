"""What can go wrong in governance, each error saying what to do about it."""

from __future__ import annotations

from entelechy.errors import ConfigurationError, EntelechyError


class GovernanceError(EntelechyError):
    """A governance request could not be carried out."""


class RulePackError(ConfigurationError):
    """A rule pack is malformed or cites something that does not exist."""


class AxiomError(GovernanceError):
    """An axiom is malformed, already exists, or may not be changed."""


class SignatureError(GovernanceError):
    """A creator signature is missing, malformed, invalid, from an unknown key, or replayed."""


class KeyFileError(ConfigurationError):
    """A creator key file or variable cannot be read or is unsafe to use."""


class LifecycleError(GovernanceError):
    """A lifecycle change is not allowed from the mind's current state."""


class MindTerminatedError(GovernanceError):
    """The mind has been terminated by its creator: it neither replies nor sleeps."""


class InductionError(GovernanceError):
    """A dream-induction ticket cannot be created, consumed or cancelled as asked."""


class GovernorUnavailableError(GovernanceError):
    """The governor could not be reached or answered wrongly; nothing unreviewed goes out."""


class StoreImportError(GovernanceError):
    """A store written by another runtime does not verify or cannot be read."""
