"""Credentials in URLs never reach a message, an event or the store."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from entelechy.credentials import MASK, without_credentials
from entelechy.errors import ModelError
from entelechy.models.spec import parse_model_spec
from entelechy.surfaces.cli.app import app


def test_user_info_and_credential_parameters_are_masked() -> None:
    text = "cannot reach http://admin:pw0rd@host:8080/v1?api_key=abc123&model=x&token=t0k"
    masked = without_credentials(text)
    assert "pw0rd" not in masked
    assert "abc123" not in masked
    assert "t0k" not in masked
    assert "model=x" in masked
    assert f"http://{MASK}@host:8080/v1" in masked
    assert without_credentials("no url here, key words only") == "no url here, key words only"


@given(
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789", min_size=6, max_size=20),
    st.sampled_from(["api_key", "token", "password", "secret", "access_token"]),
)
def test_a_secret_in_a_url_never_survives_an_error(secret: str, name: str) -> None:
    error = ModelError(f"cannot reach https://u:{secret}@h/v1?{name}={secret}", provider="x")
    assert secret not in str(error)


def test_a_spec_prints_its_base_url_without_credentials() -> None:
    spec = parse_model_spec("openai-compatible:m@http://admin:pw0rd@127.0.0.1:9/v1?key=abc123")
    assert "pw0rd" not in str(spec)
    assert "abc123" not in str(spec)


def test_a_failed_call_to_a_url_with_credentials_leaves_none_in_the_store(tmp_path: Path) -> None:
    spec = "openai-compatible:m@http://admin:hunter2pw@127.0.0.1:9/v1?api_key=SECRETKEY123"
    result = CliRunner().invoke(app, ["--home", str(tmp_path), "--model", spec, "ask", "hello"])
    assert result.exit_code == 1
    assert "hunter2pw" not in result.output
    assert "SECRETKEY123" not in result.output
    for stored in tmp_path.iterdir():
        data = stored.read_bytes()
        assert b"hunter2pw" not in data
        assert b"SECRETKEY123" not in data
