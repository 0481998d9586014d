"""Which governor a mind answers to: the one given, else a remote one named by
ENTELECHY_GOVERNOR_URL (with ENTELECHY_GOVERNOR_TOKEN), else a local one on the mind's store."""

from __future__ import annotations

import os

from entelechy.errors import ConfigurationError
from entelechy.governance.local import LocalGovernor
from entelechy.governance.protocol import Governor
from entelechy.record.services import RecordServices

URL_ENV = "ENTELECHY_GOVERNOR_URL"
TOKEN_ENV = "ENTELECHY_GOVERNOR_TOKEN"


async def open_governor(services: RecordServices) -> Governor:
    url = os.environ.get(URL_ENV)
    if not url:
        return await LocalGovernor.open(services)
    token = os.environ.get(TOKEN_ENV)
    if not token:
        raise ConfigurationError(
            f"{URL_ENV} is set but {TOKEN_ENV} is not.",
            hint="Set the token the governor server was started with.",
        )
    # Imported only here: its HTTP client is slow to import and a local governor never needs it.
    from entelechy.governance.remote.client import RemoteGovernor  # noqa: PLC0415

    return RemoteGovernor(url, token)
