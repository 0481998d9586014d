"""The instructions each technique adds to a request, and the helpers that add them.

Instructions go after the mind's own system prompt, so persona and grounding stay first; follow-up
turns (critiques, observations) are appended as messages, so the conversation stays intact.
They are short and literal on purpose: small models follow short, literal instructions best.
"""

from __future__ import annotations

from collections.abc import Sequence

from entelechy.models.types import ChatMessage, ModelRequest

CHAIN_OF_THOUGHT = (
    "Before you answer, work the question out step by step. Write 'REASONING:' followed by your "
    "steps, then a last line 'ANSWER:' followed by only the answer you would give the person."
)
CRITIQUE = (
    "Check your reply above for mistakes, gaps and anything unclear. If it is good as it is, "
    "write 'VERDICT: ACCEPT'. Otherwise write 'VERDICT: REVISE' and, on the next line, "
    "'ISSUE:' followed by what must change."
)
FEEDBACK = (
    "List what would make your reply above better: at most three short bullet points, each "
    "starting with '- '. If nothing needs to change, write 'No changes.'"
)
STEP_BACK = (
    "Do not answer yet. First name the general principle or concept this question depends on. "
    "Write one line: 'PRINCIPLE:' followed by the principle."
)
SCORE = (
    "Rate how correct and helpful the candidate reply is for the question, from 0 (useless) to "
    "10 (excellent). Write only 'SCORE:' followed by the number."
)
BRANCH_ANGLES = (
    "Answer in the most direct way.",
    "Answer by reasoning from first principles.",
    "Answer by working through a concrete example first.",
    "Answer by first considering what could go wrong or be misunderstood.",
    "Answer from the point of view of the person asking.",
    "Answer by comparing two or three possible approaches.",
)
REACT = (
    "You can use tools. Work in turns. In each turn write 'Thought:' with what you think next, "
    "then either 'Action: tool_name[arguments]' to use one tool (arguments as JSON, or plain "
    "text for a tool with one argument) and stop there, or 'Answer:' followed by your final "
    "answer. After an Action you will be given its 'Observation:'. Tools:"
)
REACT_NATIVE = "You can call the tools you are given; call them when they help, then answer."
REACT_FINISH = (
    "You have used all your turns. Write 'Answer:' followed by your best final answer now."
)


def with_instruction(request: ModelRequest, instruction: str) -> ModelRequest:
    """The request with `instruction` appended to its system prompt."""
    system = f"{request.system}\n\n{instruction}" if request.system else instruction
    return request.model_copy(update={"system": system})


def follow_up(request: ModelRequest, *messages: ChatMessage) -> ModelRequest:
    """The request with `messages` added after the conversation."""
    return request.model_copy(update={"messages": (*request.messages, *messages)})


def critique_turn(request: ModelRequest, draft: str, instruction: str) -> ModelRequest:
    """Ask the model to look back at `draft`, its own reply, under `instruction`."""
    return follow_up(
        request,
        ChatMessage(role="assistant", content=draft),
        ChatMessage(role="user", content=instruction),
    )


def revision(request: ModelRequest, draft: str, issues: Sequence[str]) -> ModelRequest:
    """The original request, told what a previous attempt got wrong."""
    listed = "\n".join(f"- {issue}" for issue in issues)
    return with_instruction(
        request,
        f"A previous reply of yours was:\n{draft}\n\nIt had these problems:\n{listed}\n"
        "Write a better reply that fixes them. Give only the new reply.",
    )


def question_of(request: ModelRequest) -> str:
    """The person's last message: what the reasoning is about."""
    for message in reversed(request.messages):
        if message.role == "user":
            return message.content
    return ""


def scoring(request: ModelRequest, candidate: str) -> ModelRequest:
    """A standalone request asking for a score of `candidate` as a reply to the question."""
    return ModelRequest(
        system=SCORE,
        messages=(
            ChatMessage(
                role="user",
                content=f"Question:\n{question_of(request)}\n\nCandidate reply:\n{candidate}",
            ),
        ),
        max_output_tokens=16,
        temperature=0.0,
    )


def synthesis(request: ModelRequest, candidates: Sequence[str]) -> ModelRequest:
    """Ask for one answer built from the best candidates."""
    listed = "\n\n".join(f"Candidate {n}:\n{text}" for n, text in enumerate(candidates, 1))
    return with_instruction(
        request,
        f"Here are the most promising candidate replies:\n\n{listed}\n\n"
        "Combine their strengths into one reply. Give only the reply.",
    )


def with_principle(request: ModelRequest, principle: str) -> ModelRequest:
    return with_instruction(
        request, f"A principle that bears on this question: {principle}\nUse it in your answer."
    )
