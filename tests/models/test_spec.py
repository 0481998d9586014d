"""Model spec strings: every valid spec parses and prints back; everything else is a clear error."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.errors import ModelSpecError
from entelechy.models.providers import provider_names
from entelechy.models.spec import ModelSpec, parse_model_spec

NAMED = sorted(provider_names() - {"openai-compatible"})
model_names = st.text(
    alphabet=st.characters(whitelist_categories=("L", "N"), whitelist_characters="-_.:/@"),
    min_size=1,
    max_size=40,
).filter(lambda name: name.strip() == name)
urls = st.builds(
    lambda host, port, path: f"http://{host}:{port}{path}",
    st.sampled_from(["127.0.0.1", "localhost", "example.internal"]),
    st.integers(1, 65535),
    st.sampled_from(["", "/v1", "/api/v1"]),
)
specs = st.one_of(
    st.just(ModelSpec("auto")),
    st.builds(ModelSpec, st.sampled_from(NAMED), st.none()),
    st.builds(ModelSpec, st.sampled_from(NAMED), model_names),
    st.builds(
        lambda model, url: ModelSpec("openai-compatible", model, url),
        model_names.filter(lambda m: "@" not in m),
        urls,
    ),
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("local", ModelSpec("local")),
        ("local:/models/x.gguf", ModelSpec("local", "/models/x.gguf")),
        ("openai:gpt-4o", ModelSpec("openai", "gpt-4o")),
        ("anthropic:claude-sonnet-4-5", ModelSpec("anthropic", "claude-sonnet-4-5")),
        ("gemini:gemini-2.5-flash", ModelSpec("gemini", "gemini-2.5-flash")),
        ("ollama:llama3.2:1b", ModelSpec("ollama", "llama3.2:1b")),
        ("xai:grok-4", ModelSpec("grok", "grok-4")),
        ("  OpenAI:gpt-4o ", ModelSpec("openai", "gpt-4o")),
        (
            "openai-compatible:qwen@http://127.0.0.1:8000/v1",
            ModelSpec("openai-compatible", "qwen", "http://127.0.0.1:8000/v1"),
        ),
        ("scripted:Hello there", ModelSpec("scripted", "Hello there")),
        ("auto", ModelSpec("auto")),
    ],
)
def test_known_specs(text: str, expected: ModelSpec) -> None:
    assert parse_model_spec(text) == expected


@pytest.mark.parametrize(
    "text",
    ["", "   ", "gpt4", "bogus:model", "openai:", "openai-compatible:model", "auto:x"],
)
def test_invalid_specs_say_what_is_valid(text: str) -> None:
    with pytest.raises(ModelSpecError) as caught:
        parse_model_spec(text)
    assert "Use one of" in caught.value.hint or "openai-compatible" in str(caught.value)


@given(specs)
def test_printing_and_parsing_round_trip(spec: ModelSpec) -> None:
    assert parse_model_spec(str(spec)) == spec


@given(st.text(max_size=60))
def test_arbitrary_text_parses_or_raises_our_error(text: str) -> None:
    try:
        parsed = parse_model_spec(text)
    except ModelSpecError:
        return
    assert parsed.provider in provider_names() | {"auto"}
