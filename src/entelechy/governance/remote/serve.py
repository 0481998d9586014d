"""Running the governor server (uvicorn) on a store."""

from __future__ import annotations

import socket
from collections.abc import Callable

from entelechy.errors import MissingExtraError
from entelechy.governance.local import LocalGovernor
from entelechy.governance.remote.server import create_app
from entelechy.record.services import RecordServices

try:
    import uvicorn
except ImportError as error:  # pragma: no cover - depends on the installation
    raise MissingExtraError("The governor server", "governor") from error


class GovernorServer:
    """A uvicorn server around a local governor; `stop()` asks it to finish."""

    def __init__(self, host: str, port: int, token: str) -> None:
        self._host = host
        self._port = port
        self._token = token
        self._server: uvicorn.Server | None = None

    async def serve(self, services: RecordServices, on_ready: Callable[[int], None]) -> None:
        """Serve the governor of `services`' store until stopped (the caller closes it)."""
        governor = await LocalGovernor.open(services)
        config = uvicorn.Config(
            create_app(governor, self._token),
            host=self._host,
            port=self._port,
            log_level="warning",
            lifespan="off",
        )
        self._server = uvicorn.Server(config)
        listening = listen(self._host, self._port)
        on_ready(listening.getsockname()[1])
        await self._server.serve(sockets=[listening])

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True


def listen(host: str, port: int) -> socket.socket:
    """Bind and listen before serving, so the port is known (port 0 picks a free one) and
    early connections wait in the backlog instead of being refused."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # Naming the protocol lets asyncio set TCP_NODELAY on each accepted connection (it checks
    # `proto`): without it a response written in two pieces waits ~40 ms for a delayed ACK on
    # every keep-alive request.
    listening = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listening.bind((host, port))
    listening.listen(128)
    return listening
