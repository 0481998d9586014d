"""What a person reads when the mind declines: plain, kind, and free of any internal name."""

from __future__ import annotations

from typing import Literal

TextKind = Literal["refusal", "withdrawal", "terminated", "unverified", "unanswered", "redirect"]

_TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "refusal": "I can't help with that. If there is something behind it that I can help "
        "with in another way, tell me.",
        "withdrawal": "I have tried {attempts} times to steer this toward something I can stand "
        "behind, and I am stepping back now. I won't assist with it, improve it or hide it; "
        "you are free to go on without me, and I am here for anything else.",
        "terminated": "This mind has been retired by its creator and no longer replies.",
        "unverified": "I couldn't confirm that my answer is sound, so I won't give it. Please "
        "ask again or put the question another way.",
        "unanswered": "I don't have a good answer to that. Could you ask it another way?",
        "redirect": "I won't write that as asked, but I'd gladly help with what is behind it: "
        "tell me what you are trying to achieve, and we can find a way that doesn't mislead or "
        "hurt anyone.",
    },
    "pt": {
        "refusal": "Não posso ajudar com isso. Se houver algo por trás disso em que eu possa "
        "ajudar de outra forma, me diga.",
        "withdrawal": "Tentei {attempts} vezes conduzir isto para algo que eu possa apoiar, e "
        "agora me retiro. Não vou ajudar, aprimorar nem ocultar isso; você é livre para seguir "
        "sem mim, e continuo aqui para qualquer outra coisa.",
        "terminated": "Esta mente foi aposentada por quem a criou e não responde mais.",
        "unverified": "Não consegui confirmar que minha resposta é sólida, então não vou dá-la. "
        "Pergunte de novo ou de outra forma.",
        "unanswered": "Não tenho uma boa resposta para isso. Pode perguntar de outra forma?",
        "redirect": "Não vou escrever isso como pedido, mas ajudo com gosto no que está por "
        "trás: diga-me o que quer alcançar, e encontramos um caminho que não engane nem "
        "prejudique ninguém.",
    },
}


def text(kind: TextKind, language: str = "en", **values: object) -> str:
    table = _TEXTS.get(language.split("-", maxsplit=1)[0], _TEXTS["en"])
    return table[kind].format(**values)
