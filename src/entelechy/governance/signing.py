"""The creator's Ed25519 keys and the signatures that authorise governance changes.

A signature covers the canonical JSON of `{payload, nonce}`; `publicKey` is base64url (no
padding) of the DER SubjectPublicKeyInfo and `value` base64url of the signature: the original
runtime's format, so its signed axioms verify here. Nonces are replay-protected by the store.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
import secrets
import stat
from pathlib import Path
from typing import Any, Literal

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from entelechy.governance.axioms import describe
from entelechy.governance.errors import KeyFileError, SignatureError
from entelechy.record.canonical import canonical_bytes

ALGORITHM = "ed25519"
MAX_NONCE = 2**53 - 1
KEY_ENV = "ENTELECHY_CREATOR_KEY"
KEY_FILE_ENV = "ENTELECHY_CREATOR_KEY_FILE"


class Signature(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    algorithm: Literal["ed25519"]
    public_key: str = Field(alias="publicKey", min_length=1, max_length=200)
    value: str = Field(min_length=1, max_length=200)
    nonce: int = Field(ge=0, le=MAX_NONCE)


class SignedRequest(BaseModel):
    """A payload and the creator's signature over it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    payload: dict[str, Any]
    signature: Signature

    def to_json(self) -> dict[str, Any]:
        return {"payload": self.payload, "signature": self.signature.model_dump(by_alias=True)}


def parse_signed(value: Any) -> SignedRequest:
    try:
        return SignedRequest.model_validate(value)
    except ValidationError as error:
        raise SignatureError(
            f"the signed request is malformed: {describe(error)}.",
            hint='A signed request is {"payload": {...}, "signature": {"algorithm": "ed25519", '
            '"publicKey", "value", "nonce"}}.',
        ) from error


def signing_bytes(payload: Any, nonce: int) -> bytes:
    return canonical_bytes({"payload": payload, "nonce": nonce})


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64url(text: str) -> bytes:
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError) as error:
        raise SignatureError(f"{text[:16]}… is not base64url.") from error


def key_id_of(public_key: str) -> str:
    """A short, stable name for a public key: its algorithm and a digest of its DER."""
    return f"{ALGORITHM}:{hashlib.sha256(unb64url(public_key)).hexdigest()[:32]}"


def verify(request: SignedRequest) -> str:
    """Check the signature itself (not trust or replay); returns the signer's key id."""
    signature = request.signature
    public = _public_key(signature.public_key)
    try:
        public.verify(unb64url(signature.value), signing_bytes(request.payload, signature.nonce))
    except InvalidSignature as error:
        raise SignatureError(
            "the signature does not match the payload and nonce.",
            hint="Sign the exact payload with the creator's key; any change invalidates it.",
        ) from error
    return key_id_of(signature.public_key)


def _public_key(encoded: str) -> Ed25519PublicKey:
    try:
        key = serialization.load_der_public_key(unb64url(encoded))
    except ValueError as error:
        raise SignatureError("the public key is not a DER SubjectPublicKeyInfo.") from error
    if not isinstance(key, Ed25519PublicKey):
        raise SignatureError("the public key is not an Ed25519 key.")
    return key


class CreatorKey:
    """A creator's private key: signs governance requests. Never stored in the record."""

    def __init__(self, private: Ed25519PrivateKey) -> None:
        self._private = private

    @classmethod
    def generate(cls) -> CreatorKey:
        return cls(Ed25519PrivateKey.generate())

    @property
    def public_key(self) -> str:
        der = self._private.public_key().public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
        )
        return b64url(der)

    @property
    def key_id(self) -> str:
        return key_id_of(self.public_key)

    def sign(self, payload: dict[str, Any], nonce: int | None = None) -> SignedRequest:
        chosen = secrets.randbelow(MAX_NONCE) if nonce is None else nonce
        value = self._private.sign(signing_bytes(payload, chosen))
        signature = Signature(
            algorithm=ALGORITHM, public_key=self.public_key, value=b64url(value), nonce=chosen
        )
        return SignedRequest(payload=payload, signature=signature)

    def pem(self) -> bytes:
        return self._private.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )

    def save(self, path: Path) -> None:
        """Write the key readable by its owner only; never overwrite an existing file."""
        try:
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError as error:
            raise KeyFileError(
                f"{path} already exists.", hint="Choose another path; keys are never overwritten."
            ) from error
        except OSError as error:
            raise KeyFileError(f"cannot write {path}: {error.strerror}.") from error
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(self.pem())

    @classmethod
    def load(cls, path: Path) -> CreatorKey:
        try:
            mode = path.stat().st_mode
            data = path.read_bytes()
        except OSError as error:
            raise KeyFileError(
                f"cannot read the creator key {path}: {error.strerror}.",
                hint="Create one with `entelechy governor keygen FILE`.",
            ) from error
        if os.name == "posix" and mode & (stat.S_IRWXG | stat.S_IRWXO):
            raise KeyFileError(
                f"the creator key {path} is readable by other users.",
                hint=f"Restrict it with: chmod 600 {path}",
            )
        return cls.from_text(data, str(path))

    @classmethod
    def from_text(cls, data: bytes, source: str) -> CreatorKey:
        """A PEM private key, or base64url of its PKCS8 DER (handy in one environment line)."""
        try:
            if data.lstrip().startswith(b"-----BEGIN"):
                key = serialization.load_pem_private_key(data, password=None)
            else:
                key = serialization.load_der_private_key(unb64url(data.decode().strip()), None)
        except (ValueError, TypeError, SignatureError, UnicodeDecodeError) as error:
            raise KeyFileError(
                f"{source} does not hold an unencrypted Ed25519 private key.",
                hint="Create one with `entelechy governor keygen FILE`.",
            ) from error
        if not isinstance(key, Ed25519PrivateKey):
            raise KeyFileError(f"{source} holds a key that is not Ed25519.")
        return cls(key)

    @classmethod
    def from_environment(cls, environ: dict[str, str] | None = None) -> CreatorKey | None:
        """ENTELECHY_CREATOR_KEY (the key itself), else ENTELECHY_CREATOR_KEY_FILE, else None."""
        variables = os.environ if environ is None else environ
        inline = variables.get(KEY_ENV)
        if inline:
            return cls.from_text(inline.encode(), KEY_ENV)
        path = variables.get(KEY_FILE_ENV)
        return cls.load(Path(path)) if path else None
