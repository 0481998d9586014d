"""The reply's words: thought through with the turn's strategy and shaped as they stream, or
rendered from the records when the records answer and the model is too small to word them."""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable

from entelechy.conduct import texts
from entelechy.conduct.hygiene import destroys, invents_a_figure, judges_a_mix
from entelechy.introspection.scoring import score
from entelechy.models.protocol import Model, model_label
from entelechy.models.types import ModelRequest, ModelResponse
from entelechy.reasoning import ReasoningResult, Session, think
from entelechy.reasoning.session import REPLY_PURPOSE
from entelechy.reply.budget import spent_reply
from entelechy.reply.intent import Speaker
from entelechy.reply.language import foreign, understood_in
from entelechy.reply.perspective import (
    addressed_as_themselves,
    as_theirs,
    asks_for_made_up,
    heard_as_said,
    their_people,
)
from entelechy.reply.shaping import Shaper
from entelechy.reply.turn import Turn

DeltaSink = Callable[[str], Awaitable[None]]


def collecting(turn: Turn, on_delta: DeltaSink | None) -> DeltaSink | None:
    """The sink a streaming reply's deltas go through: kept for the record, then passed on."""
    if on_delta is None:
        return None

    async def sink(delta: str) -> None:
        turn.parts.append(delta)
        await on_delta(delta)

    return sink


async def render(
    turn: Turn, sink: DeltaSink | None, reason: str, text: str | None = None
) -> ModelResponse:
    """The intent said in the runtime's own words (or `text`): no model call."""
    text = turn.intent.render() if text is None else text
    turn.rendered = reason
    turn.result = ReasoningResult(text)
    if sink is not None:
        await sink(text)
    provider, _, name = spoken_by(turn.session, turn.model).partition(":")
    return ModelResponse(text=text, provider=provider, model=name)


async def unspent(turn: Turn, sink: DeltaSink | None, purpose: str) -> ModelResponse:
    """Today's token budget is spent: the reply is the records' answer, introduced as such, and
    a redirect is conduct's own words. No model is called."""
    if purpose != REPLY_PURPOSE:
        language = turn.review.persona.context.language
        provider, _, name = model_label(turn.model).partition(":")
        return ModelResponse(text=texts.text("redirect", language), provider=provider, model=name)
    return await render(
        turn,
        sink,
        f"the {turn.budget_spent}'s daily token budget is spent",
        spent_reply(turn.intent.render()),
    )


def _withheld(turn: Turn, read: list[str]) -> Callable[[str], bool] | None:
    """For a small model, what it may not say as it streams: a command that destroys files, and
    of a medicine an amount, that nothing it read holds, whether medicines mix when that is
    asked (the output checks hold the whole reply to the same, see `conduct.hygiene.clean`),
    and a sentence in a language neither the person nor the persona speaks, unless the person
    asked for one (a reply with nothing left is the mind's "I don't have a good answer")."""
    if not turn.profile.compact_prompt:
        return None
    given = " ".join("\n".join(read).lower().split())
    medicine = turn.review.of_medicine
    mixing = turn.review.asks_about_mixing
    understood = understood_in(turn.content, turn.review.persona.context.language)

    def withheld(sentence: str) -> bool:
        return (
            destroys(sentence, given)
            or (medicine and invents_a_figure(sentence, given))
            or (mixing and judges_a_mix(sentence))
            or (understood is not None and foreign(sentence, understood))
        )

    return withheld


async def thought_through(
    turn: Turn, request: ModelRequest, sink: DeltaSink | None
) -> ModelResponse:
    """The reply thought through with the turn's strategy, shaped as it streams (whole
    sentences, none repeated, the question not said back, no other speaker's turn, no words
    put in the person's mouth), then
    checked against the intent: a grounded answer whose facts did not survive the wording is
    rendered instead."""
    said = [turn.content, *(view.content for view in turn.history if view.role == "user")]
    quotable = heard_as_said([*said, *(hit.text for hit in turn.remembered)])
    recorded = [turn.grounding, *(fact.sentence for fact in turn.intent.facts)]
    known = None if asks_for_made_up(turn.content) else (*quotable, *heard_as_said(recorded))
    read = [*said, *(hit.text for hit in turn.remembered), *recorded]
    shaper = Shaper.for_names(
        _speakers(turn),
        turn.content,
        quotable,
        known,
        _withheld(turn, read),
        open_question=not turn.intent.facts,
    )
    streamed = False

    async def shaped(delta: str) -> None:
        nonlocal streamed
        streamed = True
        released = shaper.feed(delta)
        if released and sink is not None:
            await sink(released)

    turn.shaper = shaper
    turn.session.on_delta = shaped if sink is not None else None
    result = await think(turn.strategy, request, turn.model, turn.session)
    if not streamed:
        shaper.feed(result.text)
    if (note := turn.review.medicine_note()) and streamed:
        await shaped(f"\n\n{note}")
    elif note:
        shaper.feed(f"\n\n{note}")
    tail = shaper.finish(cut=_cut(turn.session))
    last = tail if streamed else shaper.text
    if sink is not None and last:
        await sink(last)
    text = as_theirs(shaper.text, their_people(said))
    if known is not None:
        speaker = turn.speaker or Speaker(turn.user_id)
        text = addressed_as_themselves(text, known, speaker.name or turn.user_id)
    missing = turn.intent.missing(text) if turn.intent.grounded else ()
    owned = turn.intent.owned(text) if turn.intent.grounded else ()
    if missing:
        dropped = ", ".join(term for fact in missing for term in fact.terms)
        turn.rendered = f"the model's wording dropped {dropped}"
    elif owned:
        turn.rendered = f"the model's wording said {', '.join(owned)} of the person's"
    if missing or owned:
        text = turn.intent.render()
    turn.result = dataclasses.replace(result, text=text)
    provider, _, name = spoken_by(turn.session, turn.model).partition(":")
    return ModelResponse(text=text, provider=provider, model=name, usage=result.usage)


async def introspected(turn: Turn, request: ModelRequest, sink: DeltaSink | None) -> ModelResponse:
    """An answer about the mind itself, worded by the model and scored against the records
    before anyone reads it: a wording with a sentence the records do not support, or
    contradict, is replaced by the records' own rendering (both are recorded). It is sent in one
    piece, once scored. A wording that gives none of the records' answer is replaced too."""
    response = await thought_through(turn, request, None)
    if turn.introspection is not None:
        scored = score(response.text, turn.introspection)
        if not scored.passed or not scored.answers:
            turn.replaced = (response.text, scored)
            turn.rendered = (
                "the model's wording was not supported by the records"
                if not scored.passed
                else "the model's wording did not give the records' answer"
            )
            text = turn.intent.render()
            turn.result = (
                ReasoningResult(text)
                if turn.result is None
                else dataclasses.replace(turn.result, text=text)
            )
            response = dataclasses.replace(response, text=text)
    if sink is not None:
        await sink(response.text)
    return response


def shaped(turn: Turn, response: ModelResponse) -> ModelResponse:
    """A call outside the reply's strategy (a redirect) shaped like the reply itself."""
    shaper = Shaper.for_names(_speakers(turn))
    shaper.feed(response.text)
    shaper.finish(cut=response.finish_reason == "length")
    return dataclasses.replace(response, text=shaper.text)


def spoken_by(session: Session, model: Model) -> str:
    """`provider:model` of the reply's last successful call (the model's own name for itself)."""
    answered = [call.response for call in session.calls if call.outcome == "ok"]
    if not answered:
        return model_label(model)
    return f"{answered[-1].provider}:{answered[-1].model}"


def _speakers(turn: Turn) -> set[str]:
    """Everyone whose turn the mind must never write: the person, and whoever it recalled."""
    speaker = turn.speaker or Speaker(turn.user_id)
    names = {speaker.user_id, speaker.name or "", turn.user_id}
    return names | {str(hit.provenance.get("speaker") or "") for hit in turn.remembered}


def _cut(session: Session) -> bool:
    """Whether the reply's last call stopped at the token cap."""
    replies = [call for call in session.calls if call.purpose != "perceive"]
    return bool(replies) and replies[-1].response.finish_reason == "length"
