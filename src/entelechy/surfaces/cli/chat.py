"""`entelechy chat` (the REPL) and `entelechy ask` (one message, one reply)."""

from __future__ import annotations

import asyncio
import contextlib
import sys
import threading
from collections.abc import Callable
from typing import Annotated

import typer

from entelechy.errors import EntelechyError
from entelechy.mind import DEFAULT_USER, Mind
from entelechy.reply.types import Reply, ReplyDelta
from entelechy.reply.validation import InputError
from entelechy.surfaces.cli.context import (
    console,
    errors,
    escape,
    fail,
    options,
    print_json,
    printable,
    run,
)
from entelechy.surfaces.cli.review import show_final, show_interrupted

HELP = """Commands:
  /help            this list
  /history [N]     the last N messages of this conversation (default 20)
  /model [SPEC]    show the model, or switch to another (e.g. /model local)
  /reasoning [SPEC] show the reasoning strategy, or switch (e.g. /reasoning cot)
  /new             start a new conversation
  /exit            leave (Ctrl-D works too)
Ctrl-C while the mind is replying stops the reply; the conversation is kept."""

UserOption = Annotated[str, typer.Option("--user", help="Whose conversation this is.")]
NewOption = Annotated[bool, typer.Option("--new", help="Start a new conversation.")]
ReasoningOption = Annotated[
    str | None,
    typer.Option(
        "--reasoning",
        envvar="ENTELECHY_REASONING",
        help="Reasoning strategy, e.g. cot, self-consistency:k=5, react (default: passthrough).",
    ),
]


def chat(
    ctx: typer.Context,
    user: UserOption = DEFAULT_USER,
    new: NewOption = False,
    reasoning: ReasoningOption = None,
) -> None:
    """Talk with the mind; replies stream as they are written."""
    settings = options(ctx)
    with asyncio.Runner() as runner:
        try:
            mind = runner.run(settings.open_mind(reasoning=reasoning))
        except EntelechyError as error:
            fail(error)
        try:
            if new:
                mind.new_conversation(user)
            Repl(mind, runner, user, settings.store_location, fresh=new).loop()
        finally:
            runner.run(mind.close())


def ask(
    ctx: typer.Context,
    text: Annotated[str, typer.Argument(help="The message; '-' reads it from standard input.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    user: UserOption = DEFAULT_USER,
    new: NewOption = False,
    reasoning: ReasoningOption = None,
) -> None:
    """Send one message and print the reply."""
    message = _standard_input() if text == "-" else text
    settings = options(ctx)

    async def work() -> Reply:
        mind = await settings.open_mind(reasoning=reasoning)
        try:
            if new:
                mind.new_conversation(user)
            await _prepared(mind)
            if as_json:
                return await mind.respond(message, user_id=user, channel="cli")
            return await stream_to_console(mind, message, user, prefix=False)
        finally:
            await mind.close()

    reply = run(work())
    if as_json:
        print_json(reply.to_json())


def _standard_input() -> str:
    """The message on standard input, which must be UTF-8 (a clear error says where not)."""
    data = sys.stdin.buffer.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        fail(
            InputError(
                f"standard input is not UTF-8: byte 0x{data[error.start]:02x} at offset "
                f"{error.start} cannot be read.",
                hint="Convert the text to UTF-8 (e.g. iconv -t UTF-8) and send it again.",
            )
        )


class Repl:
    """The read-reply loop; one event loop (the runner) for the whole session."""

    def __init__(
        self, mind: Mind, runner: asyncio.Runner, user: str, store: str = "", *, fresh: bool = False
    ) -> None:
        self._mind = mind
        self._runner = runner
        self._user = user
        self._store = store
        self._fresh = fresh
        """A new conversation was asked for: the last one's messages are not continued."""

    def loop(self) -> None:
        self._banner()
        self._prepare_while_typing()
        while True:
            try:
                line = console.input("[bold green]you[/] › ").strip()
            except (EOFError, KeyboardInterrupt):
                console.print()
                return
            if not line:
                continue
            if line.startswith("/"):
                if not self._command(line):
                    return
                continue
            self._reply(line)

    def _prepare_while_typing(self) -> None:
        """Load the model and compile the risk grammar in a thread of their own while the
        person writes the first message (the event loop runs only during a reply), so that
        the first reply is as quick as the rest. A failure is left for that reply to report."""

        def prepare() -> None:
            asyncio.run(_prepared(self._mind))

        threading.Thread(target=prepare, name="entelechy-prepare", daemon=True).start()

    def _banner(self) -> None:
        history = (
            []
            if self._fresh
            else self._runner.run(self._mind.history(user_id=self._user, limit=1000))
        )
        console.print(f"[bold]{escape(self._mind.identity.persona)}[/] (mind {self._mind.name!r})")
        try:
            console.print(f"[dim]model: {escape(self._mind.model_label)}[/]")
        except EntelechyError as error:
            _warn(error)
        if self._store:
            console.print(f"[dim]store: {escape(self._store)}[/]")
        if history:
            console.print(f"[dim]continuing a conversation of {len(history)} messages[/]")
        console.print("[dim]/help for commands, /exit to leave[/]")
        opener = self._runner.run(self._mind.opener(self._user))
        if opener:
            console.print(f"[bold cyan]{escape(self._mind.identity.persona)}[/] › {escape(opener)}")

    def _reply(self, text: str) -> None:
        try:
            self._runner.run(stream_to_console(self._mind, text, self._user, prefix=True))
        except KeyboardInterrupt:
            console.print("\n[dim](reply stopped; the conversation is kept)[/]")
        except EntelechyError as error:
            console.print()
            _warn(error)

    def _command(self, line: str) -> bool:
        name, _, argument = line.partition(" ")
        argument = argument.strip()
        if name in ("/exit", "/quit"):
            return False
        if name == "/help":
            console.print(HELP, markup=False)
        elif name == "/history":
            self._history(argument)
        elif name == "/model":
            self._model(argument)
        elif name == "/reasoning":
            self._reasoning(argument)
        elif name == "/new":
            self._mind.new_conversation(self._user)
            console.print("[dim]new conversation[/]")
        else:
            console.print(f"Unknown command {escape(name)}; /help lists the commands.")
        return True

    def _history(self, argument: str) -> None:
        limit = int(argument) if argument.isdigit() else 20
        messages = self._runner.run(self._mind.history(user_id=self._user, limit=limit))
        if not messages:
            console.print("[dim]no messages yet in this conversation[/]")
        for message in messages:
            who = "you" if message.role == "user" else self._mind.identity.persona
            note = " [dim](stopped)[/]" if message.status == "cancelled" else ""
            console.print(f"[bold]{escape(who)}[/] › {escape(message.content)}{note}")

    def _model(self, argument: str) -> None:
        self._switch("model", argument, self._mind.use_model, lambda: self._mind.model_label)

    def _reasoning(self, argument: str) -> None:
        self._switch("reasoning", argument, self._mind.use_reasoning, lambda: self._mind.reasoning)

    def _switch(
        self, what: str, argument: str, use: Callable[[str], object], current: Callable[[], str]
    ) -> None:
        """Show a setting of the mind, or change it first when given a new value; a change
        that fails keeps the setting as it was, and says so."""
        try:
            if argument:
                use(argument)
            console.print(f"{what}: {escape(current())}")
        except EntelechyError as error:
            _warn(error)
            with contextlib.suppress(EntelechyError):
                console.print(f"[dim]{what} unchanged: {escape(current())}[/]")


async def _prepared(mind: Mind) -> None:
    """Prepare `mind` if it can be: whatever fails here fails again in the reply, which records
    the message first and then reports it."""
    with contextlib.suppress(Exception):
        await mind.prepare()


async def stream_to_console(mind: Mind, text: str, user: str, *, prefix: bool) -> Reply:
    if prefix:
        console.print(f"[bold cyan]{escape(mind.identity.persona)}[/] › ", end="")
    streamed: list[str] = []
    try:
        async for event in mind.stream(text, user_id=user, channel="cli"):
            if isinstance(event, ReplyDelta):
                streamed.append(event.text)
                console.file.write(printable(event.text))
                console.file.flush()
            else:
                if streamed:
                    console.print()
                show_final(event, "".join(streamed))
                return event
    except EntelechyError:
        show_interrupted("".join(streamed))
        raise
    raise AssertionError("the stream ended without a reply")  # pragma: no cover


def _warn(error: EntelechyError) -> None:
    errors.print(f"[bold red]Error:[/] {escape(str(error))}")
