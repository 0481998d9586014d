"""The MCP tools and resources in-process: what each answers, what each refuses to whom, and how
errors read."""

from __future__ import annotations

import importlib
import sys

import pytest
from mcp.shared.exceptions import MCPError
from mcp_support import Connect, failure, payload

from entelechy.access.tokens import OPERATOR, Principal
from entelechy.errors import MissingExtraError
from entelechy.surfaces.minds import OpenMinds
from entelechy.text_limits import MAX_TEXT_CHARS

ANA = Principal("user", "ana")
TOOLS = {
    "respond",
    "recall",
    "sleep",
    "wake",
    "list_axioms",
    "list_minds",
    "beliefs",
    "why",
    "verify",
}


async def test_the_tools_are_listed_with_typed_inputs(connect: Connect) -> None:
    async with connect(OPERATOR) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(tools) == TOOLS
    message = tools["respond"].input_schema["properties"]["message"]
    assert message["minLength"] == 1
    assert message["maxLength"] == MAX_TEXT_CHARS
    assert tools["respond"].input_schema["required"] == ["message"]
    assert tools["recall"].input_schema["properties"]["limit"]["maximum"] == 100
    assert tools["sleep"].description.startswith("Operator only.")


async def test_the_operator_talks_recalls_and_looks_after_the_mind(connect: Connect) -> None:
    async with connect(OPERATOR) as client:
        reply = payload(await client.call_tool("respond", {"message": "I live in Lisbon."}))
        assert reply["text"]
        assert reply["kind"] == "ok"
        assert reply["id"].startswith("msg_")
        hits = payload(await client.call_tool("recall", {"query": "Lisbon"}))["hits"]
        assert any("Lisbon" in hit["text"] for hit in hits)
        (belief,) = payload(await client.call_tool("beliefs", {}))["beliefs"]
        why = payload(await client.call_tool("why", {"belief_id": belief["id"]}))
        assert "lives in Lisbon" in why["why"]
        assert payload(await client.call_tool("verify", {}))["ok"] is True
        slept = payload(await client.call_tool("sleep", {}))
        assert slept["sleep_id"].startswith("slp_")
        assert "consolidated" in payload(await client.call_tool("wake", {}))
        assert payload(await client.call_tool("list_axioms", {}))["axioms"]
        (listed,) = payload(await client.call_tool("list_minds", {}))["minds"]
        assert listed["name"] == "default"
        assert listed["messages"] == 2


async def test_a_person_speaks_and_reads_only_as_themselves(connect: Connect) -> None:
    async with connect(Principal("user", "bob")) as bob:
        await bob.call_tool("respond", {"message": "My favourite colour is teal."})
    async with connect(ANA) as ana:
        await ana.call_tool("respond", {"message": "I live in Lisbon."})
        hits = payload(await ana.call_tool("recall", {"query": "colour teal Lisbon"}))["hits"]
        assert hits
        assert all("teal" not in hit["text"] for hit in hits)
        refused = failure(await ana.call_tool("recall", {"query": "teal", "user": "bob"}))
        assert "speaks for user ana" in refused
        assert "cannot speak as 'bob'" in failure(
            await ana.call_tool("respond", {"message": "hi", "user": "bob"})
        )
        beliefs = payload(await ana.call_tool("beliefs", {}))["beliefs"]
        assert [row["proposition"] for row in beliefs] == ["ana lives in Lisbon"]
        assert payload(await ana.call_tool("list_minds", {}))["minds"] == [{"name": "default"}]


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [("sleep", {}), ("wake", {}), ("verify", {}), ("list_axioms", {})],
)
async def test_operator_tools_refuse_a_person(connect: Connect, tool: str, arguments: dict) -> None:  # type: ignore[type-arg]
    async with connect(ANA) as client:
        text = failure(await client.call_tool(tool, arguments))
    assert f"{tool} is for the operator" in text
    assert "entelechy tokens create --operator" in text


async def test_errors_say_what_happened_and_what_to_do(connect: Connect) -> None:
    async with connect(OPERATOR) as client:
        unknown_mind = failure(await client.call_tool("respond", {"message": "hi", "mind": "zed"}))
        assert "no mind called 'zed'" in unknown_mind
        assert "Hint:" in unknown_mind
        unknown_belief = failure(await client.call_tool("why", {"belief_id": "bel_nope"}))
        assert "no belief 'bel_nope'" in unknown_belief
        assert "Hint:" in unknown_belief
        assert "at least 1 character" in failure(await client.call_tool("respond", {"message": ""}))
        assert "at most 100000 characters" in failure(
            await client.call_tool("respond", {"message": "x" * (MAX_TEXT_CHARS + 1)})
        )
        assert "greater than or equal to 1" in failure(
            await client.call_tool("recall", {"query": "x", "limit": 0})
        )


async def test_a_model_failure_is_a_tool_error(
    minds: OpenMinds, connect: Connect, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    (await minds.get(None)).use_model("openai:gpt-4o")
    async with connect(OPERATOR) as client:
        text = failure(await client.call_tool("respond", {"message": "hello"}))
    assert "[openai]" in text
    assert "sk-test" not in text


async def test_resources_show_the_persona_and_a_belief_as_its_reader_may_see_it(
    connect: Connect,
) -> None:
    async with connect(OPERATOR) as operator:
        await operator.call_tool("respond", {"message": "I live in Lisbon.", "user": "ana"})
        (belief,) = payload(await operator.call_tool("beliefs", {}))["beliefs"]
        templates = (await operator.list_resource_templates()).resource_templates
        assert {t.uri_template for t in templates} == {
            "entelechy://minds/{mind}/persona",
            "entelechy://minds/{mind}/beliefs/{belief_id}",
        }
        persona = await operator.read_resource("entelechy://minds/default/persona")
        assert '"birth"' in persona.contents[0].text  # type: ignore[union-attr]
        uri = f"entelechy://minds/default/beliefs/{belief['id']}"
        page = await operator.read_resource(uri)
        assert "Lisbon" in page.contents[0].text  # type: ignore[union-attr]
    async with connect(Principal("user", "bob")) as bob:
        with pytest.raises(MCPError, match="this person may see"):
            await bob.read_resource(uri)


def test_without_the_extra_the_server_names_the_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "mcp", None)
    for name in [name for name in sys.modules if name.startswith("entelechy.surfaces.mcp")]:
        monkeypatch.delitem(sys.modules, name)
    with pytest.raises(MissingExtraError, match=r'pip install "entelechy\[mcp\]"'):
        importlib.import_module("entelechy.surfaces.mcp.server")
