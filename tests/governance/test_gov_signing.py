"""Creator keys and signatures: the original runtime's signed axioms verify byte for byte."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from entelechy.governance.axioms import AxiomDraft
from entelechy.governance.errors import KeyFileError, SignatureError
from entelechy.governance.signing import (
    CreatorKey,
    SignedRequest,
    b64url,
    key_id_of,
    parse_signed,
    verify,
)

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "teleologyhi-store-sample"


@pytest.mark.parametrize("name", ["ax.ethic.no-malice.json", "ax.cynic.candor.json"])
def test_the_original_runtimes_axiom_signatures_verify(name: str) -> None:
    document = json.loads((SAMPLE / name).read_text())
    draft = AxiomDraft.model_validate(
        {key: document["axiom"][key] for key in AxiomDraft.model_fields if key in document["axiom"]}
    )
    request = SignedRequest(payload=draft.signed_payload(), signature=document["signature"])
    assert verify(request) == key_id_of(document["signature"]["publicKey"])


def test_a_changed_payload_or_nonce_fails() -> None:
    key = CreatorKey.generate()
    request = key.sign({"action": "lifecycle.set", "status": "active"}, nonce=7)
    assert verify(request) == key.key_id
    changed = SignedRequest(
        payload={**request.payload, "status": "terminated"}, signature=request.signature
    )
    with pytest.raises(SignatureError, match="does not match"):
        verify(changed)
    renonced = SignedRequest(
        payload=request.payload, signature=request.signature.model_copy(update={"nonce": 8})
    )
    with pytest.raises(SignatureError, match="does not match"):
        verify(renonced)


def test_another_keys_signature_fails() -> None:
    request = CreatorKey.generate().sign({"a": 1}, nonce=1)
    forged = request.signature.model_copy(update={"public_key": CreatorKey.generate().public_key})
    with pytest.raises(SignatureError):
        verify(SignedRequest(payload=request.payload, signature=forged))


@pytest.mark.parametrize(
    ("signature", "reason"),
    [
        ({"algorithm": "rsa", "publicKey": "x", "value": "y", "nonce": 1}, "signature.algorithm"),
        ({"algorithm": "ed25519", "publicKey": "x", "value": "y", "nonce": -1}, "signature.nonce"),
        (
            {"algorithm": "ed25519", "publicKey": "x", "value": "y"},
            "signature.nonce: Field required",
        ),
    ],
)
def test_malformed_signatures_are_rejected_with_the_reason(
    signature: dict[str, object], reason: str
) -> None:
    with pytest.raises(SignatureError, match=reason):
        parse_signed({"payload": {}, "signature": signature})


def test_a_public_key_that_is_not_ed25519_der_is_rejected() -> None:
    request = parse_signed(
        {
            "payload": {},
            "signature": {
                "algorithm": "ed25519",
                "publicKey": b64url(b"junk"),
                "value": "AA",
                "nonce": 1,
            },
        }
    )
    with pytest.raises(SignatureError, match="not a DER SubjectPublicKeyInfo"):
        verify(request)


def test_keys_are_saved_owner_only_and_never_overwritten(tmp_path: Path) -> None:
    key = CreatorKey.generate()
    path = tmp_path / "creator.pem"
    key.save(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert CreatorKey.load(path).public_key == key.public_key
    with pytest.raises(KeyFileError, match="already exists"):
        CreatorKey.generate().save(path)


def test_a_key_readable_by_others_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "creator.pem"
    CreatorKey.generate().save(path)
    os.chmod(path, 0o644)
    with pytest.raises(KeyFileError) as raised:
        CreatorKey.load(path)
    assert "chmod 600" in raised.value.hint


def test_keys_load_from_the_environment(tmp_path: Path) -> None:
    key = CreatorKey.generate()
    path = tmp_path / "creator.pem"
    key.save(path)
    assert CreatorKey.from_environment({}) is None
    from_file = CreatorKey.from_environment({"ENTELECHY_CREATOR_KEY_FILE": str(path)})
    assert from_file is not None
    assert from_file.key_id == key.key_id
    inline = CreatorKey.from_environment({"ENTELECHY_CREATOR_KEY": key.pem().decode()})
    assert inline is not None
    assert inline.key_id == key.key_id
    with pytest.raises(KeyFileError, match="does not hold an unencrypted Ed25519"):
        CreatorKey.from_environment({"ENTELECHY_CREATOR_KEY": "not a key"})


@settings(max_examples=25)
@given(
    st.dictionaries(
        st.text(max_size=5),
        st.one_of(
            st.integers(-(2**53), 2**53),
            st.floats(allow_nan=False, allow_infinity=False),
            st.text(max_size=10),
        ),
        max_size=5,
    ),
    st.integers(0, 2**53 - 1),
)
def test_whatever_is_signed_verifies(payload: dict[str, object], nonce: int) -> None:
    key = CreatorKey.generate()
    assert verify(key.sign(payload, nonce=nonce)) == key.key_id
