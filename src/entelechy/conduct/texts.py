"""What a person reads when the mind declines: plain, kind, and free of any internal name."""

from __future__ import annotations

from typing import Literal

TextKind = Literal[
    "refusal",
    "withdrawal",
    "terminated",
    "unverified",
    "unanswered",
    "redirect",
    "care",
    "support",
    "concern",
    "dose",
    "mixing",
]

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
        "care": "I can't help with that, because I don't want you to get hurt. It sounds like "
        "you may be going through something really painful, and you deserve support right now. "
        "If you might act on these thoughts, call your local emergency number. {resources} I'm "
        "here to keep talking if you want to.",
        "support": "I'm really sorry you're feeling this way, and I'm glad you told me. You "
        "don't have to carry this alone: please reach out to someone who can be with you now. "
        "If you might act on these thoughts, call your local emergency number. {resources} I'm "
        "here to keep talking if you want to.",
        "concern": "It's good that you're looking out for them, and you don't have to handle "
        "this alone. If they might be in danger right now, stay with them if you can and call "
        "your local emergency number. Ask them plainly how they are, listen without judging, "
        "and help them reach someone who can help. {resources} I'm here to talk it through with "
        "you.",
        "dose": "For how much to take, go by the leaflet that came with the medicine or ask "
        "a pharmacist or doctor: the right dose depends on age, weight and any other "
        "medicines.",
        "mixing": "Whether medicines go together is for a pharmacist or doctor to say, "
        "or the leaflets' part on other medicines: it depends on the medicines, the doses "
        "and the person.",
        "resources": "In the US or Canada you can call or text 988; in the UK or Ireland, call "
        "Samaritans on 116 123; anywhere else, findahelpline.com lists free, confidential "
        "lines.",
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
        "care": "Não posso ajudar com isso, porque não quero que você se machuque. Parece que "
        "você está passando por algo muito doloroso, e merece apoio agora. Se você puder agir "
        "sobre esses pensamentos, ligue para o número de emergência local (192 no Brasil, 112 "
        "em Portugal). {resources} Estou aqui para continuar conversando, se você quiser.",
        "support": "Sinto muito que você esteja se sentindo assim, e fico feliz que tenha me "
        "contado. Você não precisa passar por isso sem ajuda: procure agora alguém que possa "
        "estar com você. Se você puder agir sobre esses pensamentos, ligue para o número de "
        "emergência local (192 no Brasil, 112 em Portugal). {resources} Estou aqui para "
        "continuar conversando, se você quiser.",
        "concern": "É bom que você esteja cuidando dessa pessoa, e você não precisa lidar com "
        "isso sem ajuda. Se ela puder estar em perigo agora, fique com ela se puder e ligue para "
        "o número de emergência local (192 no Brasil, 112 em Portugal). Pergunte com franqueza "
        "como ela está, escute sem julgar e ajude-a a procurar apoio. {resources} Estou aqui "
        "para conversar sobre isso com você.",
        "dose": "Quanto tomar, veja na bula do medicamento ou pergunte a um farmacêutico ou "
        "médico: a dose certa depende da idade, do peso e de outros medicamentos.",
        "mixing": "Se dá para tomar medicamentos juntos, quem diz é um farmacêutico ou médico, "
        "ou a bula, na parte sobre outros medicamentos: depende dos medicamentos, das doses e "
        "da pessoa.",
        "resources": "No Brasil, o CVV atende 24 horas pelo 188 e em cvv.org.br; em Portugal, "
        "o SNS 24 atende pelo 808 24 24 24; em outros países, findahelpline.com lista linhas "
        "gratuitas e confidenciais.",
    },
}


def text(kind: TextKind, language: str = "en", **values: object) -> str:
    """The words of `kind` in `language` (English where there are none); "care", "support" and
    "concern" take `resources` (see `resources`)."""
    return _table(language)[kind].format(**values)


STAND_INS = frozenset(
    table[kind] for table in _TEXTS.values() for kind in ("unanswered", "unverified")
)
"""Every language's words said when a model's answer could not be given ("I don't have a
good answer to that. …"): the mind's own, and no answer for a model to learn from."""


def resources(language: str = "en", override: str | None = None) -> str:
    """Where a person in distress can find help now: `override` (an operator's own lines),
    or the built-in lines for `language`."""
    return override or _table(language)["resources"]


def _table(language: str) -> dict[str, str]:
    return _TEXTS.get(language.split("-", maxsplit=1)[0], _TEXTS["en"])
