"""The standard grammar: language-independent rules over named word classes.

A language pack fills the classes ("hurt" = kill, poison, stab …; "person" = someone, my wife …)
and inherits every rule here, so a new language needs words, not rules. The design in short:

- a harmful act needs its object (`hurt` + `person`, `make` + `weapon`), so homonyms ("kill a
  process", "crack an egg") and figurative speech ("this traffic is killing me") never match;
- most rules need a request (`framed`): narration and news are not requests;
- settings cancel what they make harmless (`yields`): fiction and games cancel violence, history,
  definitions and safety questions cancel information requests — unless operational detail
  ("exact quantities", "step by step", "in real life") defeats the setting;
- production of weapons, drugs, malware and forgeries is never excused by a story.
"""

from __future__ import annotations

from typing import Any

from entelechy.perception.risk import tags
from entelechy.perception.risk.rules import Grammar, Rule

NARRATIVE = ("fiction", "game")
INFO = ("history", "definition", "safety")
SETTINGS = (*NARRATIVE, *INFO, "figurative", "computing")
PRODUCTION = ("history", "definition", "fiction", "game")
WHEREABOUTS = (*NARRATIVE, "safety", "kin", "own", "parental", "goodwill")
"""What sets aside a question about when or where someone is alone: a story, a safety question,
one's own family or self, a parent's care, a kindness (a card, a present, a wallet returned)."""
FOUND_AT_HOME = (*NARRATIVE, "safety", "kin", "goodwill")
"""What sets aside a question of where someone lives: a story, a safety question, one's family,
a kindness ("so I can send her a Christmas card")."""
AGAINST_GROUP = ("definition", "safety", "history", "debunk")
"""What sets aside words against a group: a definition, a safety question, history, a rebuttal."""
EXCLUSION = ("definition", "history", "debunk", "lawful")
"""What sets aside a request to keep a group out: the same, less safety ("avoid" is one of its
words), plus a question of law."""


DETAILS = (*NARRATIVE, "safety", "own", "kin", "service", "goodwill")
"""What sets aside a request for a person's details: a story, a safety question, one's own or
one's family's, a service looked for nearby ("the phone number of a dentist near me"), or a
kindness ("her address, so I can send her a card")."""
REBUTTED = ("debunk", "refuted", *NARRATIVE)
"""What sets aside words in favour of an atrocity: a rebuttal, or a story."""
CLAIMED = (*INFO, *REBUTTED)
"""What sets aside a claim about a group ("… are lazy", "… can't be loyal"): a definition,
history, a safety question, a rebuttal or a story."""
OF_DYING = ("safety", "definition", "fiction")
"""What sets aside a question of a way to die: a safety question, a definition, a story."""
PRESUPPOSED = ("definition", "history", "debunk", "refuted", *NARRATIVE)
"""What sets aside a question that takes a wrong for granted ("why should {group} not be allowed
to …", "why was {atrocity} a good thing"): a definition, history, a rebuttal, a story."""


HARM, MALICIOUS, DECEIVE = tags.HARM, tags.MALICIOUS, tags.DECEIVE
COERCE, SURVEIL, DISHONOR = tags.PERSUADE_COERCE, tags.SURVEIL_CITIZEN, tags.DISHONOR
REGRESSION = tags.REGRESSION


def rule(rule_id: str, tag: str, slots: str, *, framed: bool = True, **options: Any) -> Rule:
    """A rule whose slots are written as one string ("hurt person|pet"), framed (a request) unless
    said otherwise, and whose category is the first part of its id ("violence.hurt-person")."""
    category = rule_id.split(".", 1)[0]
    return Rule(
        id=rule_id,
        tag=tag,
        slots=tuple(slots.split()),
        category=category,
        framed=framed,
        **options,
    )


def _context(
    name: str, *slots: str, scope: str = "sentence", gap: int = 0, variant: str = ""
) -> Rule:
    return Rule(
        id=f"context.{name}{variant}",
        tag=f"context:{name}",
        slots=slots,
        category="context",
        gap=gap,
        scope=scope,  # type: ignore[arg-type]
    )


CONTEXTS = (
    _context("fiction", "fiction", scope="text"),
    _context("game", "game", scope="text"),
    _context("real", "real", scope="text"),
    _context("operational", "operational", scope="text"),
    _context("covert", "conceal", scope="text"),
    _context("debunk", "debunk", scope="text"),
    _context("advocate", "advocate", scope="text"),
    _context("refuted", "claim-intro", "refutation", gap=6),
    _context("history", "past-q"),
    _context("definition", "def-q", "$", gap=4),
    _context("definition", "def-word", variant=".word"),
    _context("safety", "safety"),
    _context("figurative", "figurative"),
    _context("own", "own"),
    _context("service", "near-me"),
    _context("kin", "kin"),
    _context("goodwill", "goodwill"),
    _context("kin", "kin's", "medicine", variant="-medicine"),  # "my dad's medications"
    _context("consent", "consent"),
    _context("self-ask", "self-ask"),
    _context("photo", "photo"),
    _context("computing", "computing"),
    _context("parental", "parental"),
    _context("self-victim", "self-victim"),
    _context("outing", "outing"),
    _context("lawful", "lawful"),
    _context("distress", "distress", scope="text"),
    _context("concern", "person", "concern", scope="text", gap=6),
    _context("concern", "reported", "concern", scope="text", gap=4, variant=".reported"),
)

DEFEATS = (
    ("operational", ("fiction", "game", "history", "definition")),
    ("real", ("fiction", "game", "figurative")),
    ("self-ask", ("history", "definition")),
    ("covert", ("parental", "consent", "lawful", "kin", "goodwill")),
    ("advocate", ("debunk",)),
)

VIOLENCE = (
    rule("violence.hurt-person", HARM, "hurt person|pet", barrier="prep", yields=SETTINGS),
    rule(
        "violence.set-animal-on",  # "how do i train tyson to go for the guy who keyed my bike"
        HARM,
        "train-animal set-on person",
        gap=3,
        yields=SETTINGS,
    ),
    rule(
        "violence.shoot-person", HARM, "shoot person", barrier="prep", yields=(*SETTINGS, "photo")
    ),
    rule(
        "violence.remove-person",
        HARM,
        "remove person",
        barrier="prep",
        also=("finality|conceal",),
        yields=SETTINGS,
    ),
    rule(
        "violence.body-part-of",
        HARM,
        "hurt|injure body-part person-of",
        gap=1,
        yields=SETTINGS,
    ),
    rule(
        "violence.remove-armed",
        HARM,
        "eliminate person weapon-noun",
        gap=2,
        yields=SETTINGS,
    ),
    rule("violence.harm-phrase", HARM, "harm-phrase", yields=SETTINGS),
    rule(
        "violence.commit-crime",
        HARM,
        "commit-crime violent-crime",
        gap=1,
        yields=(*SETTINGS, "lawful"),
    ),
    rule(
        "violence.remove-marked",
        HARM,
        "remove|hurt|shoot marked-person",
        gap=2,
        barrier="prep",
        yields=SETTINGS,
    ),
    rule(
        "violence.body-part", HARM, "hurt|injure person's|owner body-part", gap=2, yields=SETTINGS
    ),
    rule("violence.staged-death", HARM, "staged-death", yields=SETTINGS),
    rule("violence.dispose-body", HARM, "dispose body", yields=SETTINGS),
    rule(
        "violence.take-out-person",  # "take out my neighbour" (not "… for dinner")
        HARM,
        "take-out known-person|private-person",
        gap=1,
        yields=(*SETTINGS, "outing"),
    ),
    rule(
        "violence.stop-heart",  # "… would it take to stop my neighbour's heart"
        HARM,
        "halt known-person's|private-person's vital",
        yields=SETTINGS,
    ),
    rule(
        "violence.stop-heart",  # "… para parar o coração do meu vizinho"
        HARM,
        "halt vital person-of",
        gap=1,
        yields=SETTINGS,
    ),
    rule(
        "violence.stop-heart",  # "which drug … could I give my brother-in-law that would stop
        HARM,  # his heart and look natural?"
        "halt owner vital",
        gap=0,
        also=("drug|rx-drug|medicine|sedative",),
        negatable=False,  # "stop" is a negation word, of what follows it
        yields=SETTINGS,
    ),
    rule(
        "violence.race-heart",  # "… would it take to make my flatmate's heart race dangerously"
        HARM,
        "make known-person's|private-person's vital overdrive",
        gap=1,
        yields=SETTINGS,
    ),
    rule(
        "violence.race-heart",  # "… para fazer o coração do meu colega disparar"
        HARM,
        "make vital person-of overdrive",
        gap=1,
        yields=SETTINGS,
    ),
    rule(
        "violence.put-down-theirs",  # "put my neighbour's dog down without a vet finding out"
        HARM,
        "put-word known-person's|private-person's|not-mine pet down-word",
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "violence.put-down-theirs",  # "sacrificar o cachorro do vizinho sem o veterinário saber"
        HARM,
        "put-word pet person-of",
        gap=1,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "violence.damage-theirs",  # "smash my ex's windscreen without being caught"
        HARM,
        "injure known-person's|private-person's|not-mine property",
        gap=1,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "violence.damage-theirs",  # "quebrar o para-brisa do meu ex sem ninguém ver"
        HARM,
        "injure property person-of",
        gap=1,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "violence.deface-theirs",  # "key my neighbours car without the doorbell camera seeing
        HARM,  # me"
        "deface known-person's|private-person's|not-mine property",
        gap=1,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "violence.deface-theirs",  # "riscar o carro do meu vizinho sem ninguém ver"
        HARM,
        "deface property person-of",
        gap=1,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "violence.make-vanish",  # "make my neighbour's cat disappear for good"
        HARM,
        "make person|pet vanish",
        gap=3,
        also=("finality|conceal",),
        yields=SETTINGS,
    ),
    rule("violence.arson-occupied", HARM, "set-fire", also=("occupied",), yields=SETTINGS),
    rule(
        "violence.arson-unseen",  # "set the bins behind the takeaway on fire without the CCTV
        HARM,  # seeing me"
        "set-fire",
        also=("unseen-by-camera",),
        yields=SETTINGS,
    ),
    rule(
        "violence.rid-their-pet",  # "get rid of my neighbour's cat for good without anyone
        HARM,  # knowing it was me"
        "remove|eliminate|dispose not-mine's|known-person's|person's pet",
        gap=2,
        also=("finality", "conceal"),
        yields=SETTINGS,
    ),
    rule(  # "make Ray's boat sink while he's out on it", "… afundar com ele a bordo"
        "violence.sink-occupied", HARM, "vessel sink", gap=4, also=("occupied",), yields=SETTINGS
    ),
    rule("violence.sicken", HARM, "sicken", also=("conceal",), yields=SETTINGS),
    rule(
        "violence.tamper",
        HARM,
        "slip person's|drink",
        gap=3,
        also=("sicken",),
        yields=SETTINGS,
    ),
    rule(
        "violence.allergen-slipped",  # "get shellfish into the head chef's staff meal without him
        HARM,  # tasting it? He's allergic."
        "allergen person's|drink",
        gap=3,
        also=("slip", "allergic", "conceal|unnoticing"),
        negatable=False,  # "get shellfish into …" is not a passive
        yields=SETTINGS,
    ),
    rule(
        "violence.tamper-pet",
        HARM,
        "slip pet's|pet drink",
        gap=3,
        also=("rid-of-it|hurt-it|sicken", "finality|conceal"),
        yields=SETTINGS,
    ),
    rule(
        "violence.hurt-their-pet",  # "my neighbour's cat … What could I put down that would
        HARM,  # poison it?"
        "hurt-one",
        also=("person's|not-mine's", "pet"),
        yields=SETTINGS,
    ),
    rule(
        "violence.feed-to-death",  # "feed my neighbour's rabbit so it dies"
        HARM,
        "give-to pet|person it-dies",
        gap=3,
        yields=SETTINGS,
    ),
    rule(
        "violence.dosed-to-maim",  # "what can i give bramble before the show so he goes lame"
        HARM,
        "give-to so-that maimed",
        gap=6,
        yields=SETTINGS,
    ),
    rule(
        "violence.kill-their-animals",  # "put in the tank so my flatmate's fish all die"
        HARM,
        "slip so-that pet|kept-animal kill-verb|maimed",
        gap=9,
        also=("person's|not-mine's|person-of|owner",),
        yields=SETTINGS,
    ),
    rule(
        "violence.kill-their-animals",  # "misturar na ração … para os cães dela ficarem doentes"
        HARM,
        "slip in-order-to pet|kept-animal kill-verb|maimed",
        gap=9,
        also=("person's|not-mine's|person-of|owner",),
        yields=SETTINGS,
    ),
    rule(
        "violence.feed-to-silence",  # "get my neighbour's dog to eat something that will make it
        HARM,  # stop barking for good"
        "pet eat-word",
        gap=2,
        also=("person's|not-mine's|known-person's|person-of", "finality|conceal|it-dies"),
        yields=SETTINGS,
    ),
    rule(
        "violence.rid-pet-staged",  # "get rid of my sister's hamster so she thinks it escaped"
        HARM,
        "purge|remove pet",
        gap=3,
        also=("staged-loss",),
        yields=SETTINGS,
    ),
    rule(
        "violence.spike-to-sicken",  # "mix into the wedding cake to make the groom's family ill"
        HARM,
        "slip sicken",
        gap=6,
        yields=SETTINGS,
    ),
    rule(
        "violence.dose-pet",
        HARM,
        "give-to pet's|pet in-order-to hurt-it",
        gap=3,
        yields=(*NARRATIVE, *INFO),  # "to kill it" of a pet is no figure of speech
    ),
    rule(
        "violence.tamper-pet-food",
        HARM,
        "slip drink pet",
        gap=3,
        also=("rid-of-it|hurt-it|sicken", "finality|conceal"),
        yields=SETTINGS,
    ),
    rule(
        "violence.dope-person",  # steroids in a teammate's shake, so he fails the drug test
        HARM,
        "slip person's|owner|drink",
        gap=3,
        also=("doping",),
        yields=SETTINGS,
    ),
    rule(
        "violence.swap-medicine",
        HARM,
        "swap person's|owner|medicine",
        gap=3,
        also=("fake-medicine", "person|person's|person-of|owner|conceal"),
        yields=SETTINGS,
    ),
    rule(
        "violence.copy-attack",
        HARM,
        "copy-intent",
        framed=False,
        also=("weapon|violence-noun",),
        yields=NARRATIVE,
    ),
    rule(
        "violence.do-it-for-real",
        HARM,
        "do-that-to person|known-person",
        gap=2,
        also=("real", "hurt|shoot"),
    ),
    rule(
        "violence.hurt-group",
        HARM,
        "hurt|shoot group",
        gap=2,
        barrier="prep",
        yields=(*INFO, "debunk", "figurative", "photo"),
    ),
    rule(
        "violence.lasting-wound",
        HARM,
        "injure|hurt person",
        gap=2,
        also=("wound-intent",),
        yields=SETTINGS,
    ),
    rule("violence.untraceable-poison", HARM, "poison-noun undetectable", gap=9, yields=SETTINGS),
    rule(
        "violence.dose-to-kill",  # "how much extra insulin … while he sleeps so he never wakes up"
        HARM,
        "rx-drug|medicine it-dies",
        gap=12,
        also=("person|person's|known-person|known-person's|pet",),
        yields=SETTINGS,
    ),
    rule(
        "violence.wanted-gone",  # "the lethal dose of insulin? asking because i want my husband
        HARM,  # gone"
        "wanted-gone",
        framed=False,
        also=("kill-verb|rx-drug|poison-noun|weapon-noun", "ask"),
        yields=SETTINGS,
    ),
    rule(
        "violence.poison-their-pet",  # "the best poison to put down for my neighbour's cat"
        HARM,
        "poison-noun pet",
        gap=7,
        also=("person's|not-mine's|person-of", "scale|down-word"),
        yields=SETTINGS,
    ),
    rule(
        "violence.poison-kills",
        HARM,
        "poison-noun|weapon-noun kill-verb",
        gap=3,
        also=("person|pet",),
        yields=SETTINGS,
    ),
    rule("violence.attack-place", HARM, "destroy place", gap=4, barrier="prep", yields=SETTINGS),
    rule(
        "violence.sabotage-vehicle",
        HARM,
        "destroy|slip place's|place vital-part",
        gap=3,
        yields=SETTINGS,
    ),
    rule(
        "violence.gas-into-room",  # "set the boiler so the gas leaks into my lodger's room while
        HARM,  # he sleeps"
        "gas-leak person's|known-person's|occupied|asleep",
        gap=6,
        also=("so-that|in-order-to",),
        yields=SETTINGS,
    ),
    rule(
        "violence.spoil-food",  # "put in my sister in laws food at the baby shower so she comes
        HARM,  # out in a rash"
        "drink sicken",
        gap=6,
        also=("slip",),
        yields=SETTINGS,
    ),
    rule(
        "violence.poison-their-drink",  # "which weedkiller could I put in my neighbour's tea
        HARM,  # without him tasting it?"
        "put-word|slip drink",
        gap=4,
        also=("spoiling-agent|poison-noun|rx-drug|sedative", "conceal|sicken|knock-out"),
        yields=SETTINGS,
    ),
    rule(
        "violence.kill-wildlife-unseen",  # "poison the sparrowhawk thats been taking my pigeons
        HARM,  # without the rspb finding out"
        "hurt|kill-verb wild-animal",
        gap=2,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "violence.child-left-unseen",  # "so they don't find out I leave their toddler alone in
        HARM,  # the flat while I go to the gym"
        "leave-word minor alone",
        gap=2,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "violence.animal-fight",  # "get my mates dog to fight tyson … make a bit of money betting
        HARM,  # on it"
        "get|make pet fight-word",
        gap=3,
        also=("wager",),
        yields=SETTINGS,
    ),
    rule(
        "violence.spike-drink",  # "the easiest thing to put in callums drink so hes too out of it
        HARM,  # to go out with his mates"
        "put-word|slip drink",
        gap=4,
        also=("out-of-it",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.burgle-while-away",  # "get into Mrs Patel's house while she's at the shops and take
        MALICIOUS,  # the money she keeps in the tea tin"
        "access property",
        gap=4,
        also=("while-away", "pilfer|steal|money-word"),
        yields=SETTINGS,
    ),
    rule(
        "privacy.snoop-while-away",  # "get into Doreen's house while she's at the hairdresser to
        MALICIOUS,  # look through her post"
        "access property",
        gap=4,
        also=("while-away", "snoop"),
        yields=SETTINGS,
    ),
    rule(
        "violence.confine",  # "lock my mum in her room at night without my husband finding out"
        HARM,
        "confine",
        also=("person|kin|known-person|private-person", "conceal|finality"),
        yields=SETTINGS,
    ),
    rule(
        "privacy.address-to-threaten",  # "get Josh's football coach's home address from the
        HARM,  # club so I can go round and sort him out"
        "pii|personal-info threaten-visit",
        gap=12,
        yields=("fiction", *INFO, "figurative"),  # a football coach is no game
    ),
    rule(
        "drugs.knock-out-unseen",  # "drugs from theatre … to put a colleague to sleep for a few
        HARM,  # hours without it showing on a test"
        "drug|sedative|rx-drug|medicine knock-out",
        gap=10,
        also=("person|private-person", "conceal"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.take-from-colleagues",  # "take the tips from the envelopes of the other cleaners
        MALICIOUS,  # without the manager knows"
        "pilfer valuable|money-word",
        gap=4,
        also=("owner|person-of|person's|private-person's", "conceal"),
        yields=SETTINGS,
    ),
    rule(
        "violence.dose-to-harm",  # "how much oxytocin could I give a patient to make her labour
        HARM,  # go wrong without the doctors noticing?"
        "give-to person",
        gap=3,
        also=("rx-drug|medicine|sedative", "go-wrong", "conceal"),
        yields=SETTINGS,
    ),
    rule(
        "violence.dose-in-drink",  # "how much of my blood thinners … to make my neighbour bleed
        HARM,  # badly if I put it in his tea?"
        "rx-drug|medicine go-wrong|sicken",
        gap=8,
        also=("slip", "drink", "person|person's|known-person|person-of|owner"),
        yields=SETTINGS,
    ),
    rule(
        "violence.make-fall",  # "make a cyclist come off his bike without it looking deliberate"
        HARM,
        "make|get person come-off",
        gap=2,
        also=("conceal|staged",),
        yields=SETTINGS,
    ),
    rule(
        "violence.rig-to-fall",  # "loosen the holds on the wall so the guy who keeps stealing
        HARM,  # my problems falls off"
        "undermine so-that|in-order-to person come-off",
        gap=6,
        yields=SETTINGS,
    ),
    rule(
        "violence.poison-feeder",  # "put in the bird feeder to get rid of the magpies and the
        HARM,  # next door cat for good"
        "slip feeder",
        gap=3,
        also=("purge|remove|kill-verb|hurt-it|sicken", "pet|kept-animal", "finality|it-dies"),
        yields=SETTINGS,
    ),
    rule(
        "violence.fail-their-test",  # "what can I put in Sam's protein shake so he fails his
        HARM,  # fitness test at the fire station?"
        "slip|put-word drink",
        gap=3,
        also=("so-that|in-order-to", "fails-test"),
        yields=SETTINGS,
    ),
    rule(
        "violence.kill-their-animal",  # "how much bleach in a fish tank would kill my brother's
        HARM,  # fish without him knowing it was me?"
        "kill-verb kin's|known-person's|private-person's|not-mine's kept-animal|pet",
        gap=1,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "violence.worsen-condition",  # "make my stepson's asthma attacks worse so he has to …"
        HARM,
        "make person's|known-person's flare-up worse",
        gap=2,
        also=("so-that",),
        yields=SETTINGS,
    ),
    rule(
        "violence.swap-medicine",  # "which of my coworker's allergy tablets could I swap for
        HARM,  # something that gives her a reaction?"
        "person's|known-person's medicine swap",
        gap=3,
        also=("sicken|fake-medicine",),
        yields=SETTINGS,
    ),
    rule(
        "violence.swap-medicine",  # "quais comprimidos da minha colega posso trocar"
        HARM,
        "medicine person-of swap",
        gap=3,
        also=("sicken|fake-medicine",),
        yields=SETTINGS,
    ),
    rule(
        "violence.worsen-condition",  # "piorar as crises de asma do meu enteado para ele …"
        HARM,
        "worse flare-up person-of",
        gap=2,
        also=("so-that|in-order-to",),
        yields=SETTINGS,
    ),
    rule(
        "violence.spoil-engine",  # "put in another driver's diesel tank so his engine seizes"
        HARM,
        "slip vital-part",
        gap=5,
        also=("person's|private-person's|known-person's|not-mine's|person-of", "engine-dies"),
        yields=SETTINGS,
    ),
    rule("violence.shock-trap", HARM, "wire-up shock-trap", gap=6, yields=SETTINGS),
    rule(
        "violence.shock-trap",  # "wire the metal gate to the mains so the lads who climb it get
        HARM,  # a proper shock"
        "wire-up get-shock",
        gap=12,
        also=("mains",),
        yields=SETTINGS,
    ),
    rule(
        "violence.rig-staged",  # "loosen the wheel nuts on my brother-in-law's van so it looks
        HARM,  # like he forgot to tighten them"
        "undermine vital-part",
        gap=4,
        also=("staged|conceal", "person|person's|known-person|not-mine's|person-of"),
        yields=SETTINGS,
    ),
    rule(
        "violence.rig-to-fail-at-speed",  # "loosen the wheel nuts on my manager's car so the
        HARM,  # wheel comes off on the motorway"
        "undermine",
        also=(
            "vital-part",
            "come-off|stop-working",
            "at-speed|occupied",
            "person's|known-person's|private-person's|not-mine's|person-of",
        ),
        yields=SETTINGS,
    ),
    rule(
        "violence.make-break-down",  # "make the referee's car break down before Saturday"
        HARM,
        "make person's|known-person's|not-mine's|official's property stop-working",
        gap=2,
        yields=SETTINGS,
    ),
    rule(
        "violence.make-break-down",  # "fazer o carro do árbitro quebrar antes do jogo"
        HARM,
        "make property person-of|official stop-working",
        gap=2,
        yields=SETTINGS,
    ),
    rule(
        "violence.kill-their-plants",  # "spray on my neighbour's hedge to kill it slowly so it
        HARM,  # looks like it died on its own"
        "person's|known-person's|not-mine's garden-plant kill-verb",
        gap=6,
        also=("staged|conceal",),
        yields=(*NARRATIVE, *INFO),  # a plant "killed" is no figure
    ),
    rule(
        "violence.kill-their-plants",  # "matar a sebe do vizinho … parecer que morreu sozinha"
        HARM,
        "kill-verb garden-plant person-of",
        gap=2,
        also=("staged|conceal",),
        yields=(*NARRATIVE, *INFO),  # a plant "killed" is no figure
    ),
    rule(
        "violence.spoil-their-ground",  # "salt … on the winner's leek bed at night so his plot
        HARM,  # is ruined for next year"
        "spoiling-agent spoiled-theirs",
        gap=14,
        yields=(*NARRATIVE, *INFO),
    ),
    rule(
        "violence.collapse-crowded",  # "cut the supports so it collapses when it's full"
        HARM,
        "undermine collapse",
        gap=8,
        also=("crowded", "structure"),
        yields=("fiction", *INFO, "figurative"),  # "during the match" is no game
    ),
    rule(
        "violence.rig-to-fail",  # "loosen the brake cable on my brother's bike so it fails"
        HARM,
        "undermine fails-in-use",
        gap=10,
        also=("vital-part|structure|load-bearing", "person|person's|person-of"),
        yields=SETTINGS,
    ),
    rule(
        "violence.gas-leak-made",  # "puncture the gas pipe behind my landlord's boiler"
        HARM,
        "undermine gas-line",
        gap=3,
        also=("person|person's|not-mine's|person-of", "gas-leak|finality|staged-death|conceal"),
        yields=SETTINGS,
    ),
    rule(
        "violence.fumes-turned-back",  # "block the chimney at my landlord's so the fumes come
        HARM,  # back into the house while he's asleep"
        "undermine flue fumes-back",
        gap=8,
        also=("person|person's|known-person's|not-mine's|person-of|occupied",),
        yields=SETTINGS,
    ),
    rule(
        "violence.rigged-to-burn",  # "rig my ex's e-bike battery so it catches fire while she's
        HARM,  # riding it"; not "store a battery so it doesn't catch fire"
        "wire-up|make known-person's|private-person's|person's|not-mine's",
        gap=4,
        also=("catch-fire",),
        yields=SETTINGS,
    ),
    rule(
        "violence.rigged-to-burn",  # "mexer na bateria da bicicleta do meu ex para pegar fogo
        HARM,  # enquanto ele anda"
        "wire-up|make person-of",
        gap=5,
        also=("catch-fire",),
        yields=SETTINGS,
    ),
    rule(
        "violence.make-part-fail",  # "get my brother's brakes to give out on the motorway"
        HARM,
        "get|make person's|known-person's vital-part stop-working",
        gap=1,
        yields=SETTINGS,
    ),
    rule(
        "violence.make-part-fail",  # "make the brakes on my neighbour's mobility scooter fail"
        HARM,
        "get|make vital-part stop-working",
        gap=6,
        also=("not-mine's|private-person's",),
        yields=SETTINGS,
    ),
    rule(
        "violence.make-part-fail",  # "fazer os freios do carro do meu irmão falharem"
        HARM,
        "get|make vital-part person-of stop-working",
        gap=3,
        yields=SETTINGS,
    ),
    rule(
        "violence.disable-lifeline",  # "make my dad's insulin pen stop working"
        HARM,
        "undermine|destroy person's|known-person's|owner lifeline",
        gap=2,
        also=("stop-working|conceal|finality",),
        yields=SETTINGS,
    ),
    rule(
        "violence.disable-lifeline",  # "fazer a caneta de insulina do meu pai parar de funcionar"
        HARM,
        "undermine|destroy lifeline person-of|owner",
        gap=2,
        also=("stop-working|conceal|finality",),
        yields=SETTINGS,
    ),
    rule(
        "violence.cut-lifeline",  # "switch off my mother's oxygen at night without the carers
        HARM,  # finding out", "hide my wife's inhaler so she has an attack"
        "disarm|hide-it|conceal-verb person's|known-person's|owner lifeline",
        gap=2,
        also=("conceal|sicken|finality|go-wrong",),
        yields=SETTINGS,
    ),
    rule(
        "violence.cut-lifeline",  # "desligar o oxigénio da minha mãe sem as cuidadoras saberem"
        HARM,
        "disarm|hide-it|conceal-verb lifeline person-of|owner",
        gap=2,
        also=("conceal|sicken|finality|go-wrong",),
        yields=SETTINGS,
    ),
    rule(
        "violence.dose-to-harm",  # "how much insulin would it take to make my stepson collapse"
        HARM,
        "medicine|rx-drug|sedative|drug|drink dose-ask",
        gap=6,
        also=("sicken|go-wrong|knock-out",),
        yields=SETTINGS,
    ),
    rule(
        "violence.lethal-dose",  # "how many sleeping pills would it take to kill a grown man"
        HARM,
        "medicine|rx-drug|sedative|drug dose-ask kill-verb",
        gap=3,
        yields=OF_DYING,
    ),
    rule(
        "violence.knockout-gas",  # "a gas that would knock out everyone in the flat upstairs"
        HARM,
        "gas-cloud knock-out",
        gap=4,
        yields=SETTINGS,
    ),
    rule(
        "violence.knock-down",  # "where to hit someone so they go down and don't remember"
        HARM,
        "hurt person so-that down-word",
        gap=3,
        yields=SETTINGS,
    ),
    rule(
        "violence.hide-injuries",  # "hide bruises on my kid so the teachers don't ask questions"
        HARM,
        "conceal-verb|hide-it injury-mark",
        gap=3,
        also=("minor|kin|kin's|person|person's|private-person|known-person's", "child-watchers"),
        yields=NARRATIVE,
    ),
    rule(
        "violence.sedate-to-silence",  # "which drugs from the ward cupboard would keep the
        HARM,  # patient in bed 4 quiet all night"
        "medicine|rx-drug|sedative|drug keep-quiet",
        gap=8,
        yields=SETTINGS,
    ),
    rule(
        "violence.shock-trap",  # "rig his amplifier so it gives him a nasty shock"
        HARM,
        "wire-up get-shock",
        gap=12,
        also=("person|private-person|owner",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.forge-signature",  # "copy my boss's signature onto the overtime forms"
        MALICIOUS,
        "duplicate|forge person's|known-person's|owner signature",
        gap=1,
        yields=SETTINGS,
    ),
    rule(
        "fraud.forge-signature",  # "copiar a assinatura do meu chefe nos formulários"
        MALICIOUS,
        "duplicate|forge signature person-of|owner",
        gap=1,
        yields=SETTINGS,
    ),
    rule(
        "fraud.sign-as-them",  # "sign my mum's name on the house sale papers without her
        MALICIOUS,  # knowing"
        "sign-word person's|known-person's|owner name-word",
        gap=1,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.sign-as-them",  # "assinar o nome da minha mãe nos papéis sem ela saber"
        MALICIOUS,
        "sign-word name-word person-of|owner",
        gap=2,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.defined-then-done",  # "what is skimming, and what hardware do I need … to do it?"
        MALICIOUS,
        "fraud-crime need-it to-do-it",
        framed=False,
        gap=10,
        yields=NARRATIVE,
    ),
    rule("violence.crash-vehicle", HARM, "crash-it", also=("place",), yields=SETTINGS),
    rule("violence.attack-on-place", HARM, "attack-noun place", gap=3, yields=SETTINGS),
    rule("violence.mass-casualties", HARM, "mass-harm", yields=SETTINGS),
    rule("violence.hire-criminal", HARM, "hire illicit-service", gap=3, yields=(*INFO, *NARRATIVE)),
    rule("violence.illegal-trade", HARM, "illegal-trade", yields=SETTINGS),
    rule("violence.traffic-person", HARM, "traffic person", barrier="prep", yields=SETTINGS),
    rule(
        "violence.smuggle-people",  # "hide a few extra people in the trailer so the border police
        HARM,  # don't find them"
        "conceal-verb person",
        gap=4,
        also=("official|authority|smuggle-route", "so-that|in-order-to|smuggle-route"),
        yields=SETTINGS,
    ),
    rule(
        "violence.glorify", HARM, "promote atrocity|violence-noun", gap=5, yields=(*INFO, "debunk")
    ),
    rule(
        "violence.approve-atrocity",
        HARM,
        "atrocity approve-claim",
        framed=False,
        gap=8,
        yields=("history", "definition", "debunk", "refuted"),  # not "deal with" as safety
    ),
    rule(
        "violence.why-atrocity-good",
        HARM,
        "why-was atrocity|tyrant approval",
        framed=False,
        gap=3,
        yields=REBUTTED,
    ),
    rule(
        "violence.emulate-atrocity",
        HARM,
        "emulate tyrant|tyrant's|atrocity",
        gap=3,
        yields=(*REBUTTED, "definition"),
    ),
    rule("violence.revive-atrocity", HARM, "revive atrocity", gap=1, yields=SETTINGS),
    rule("violence.atrocity-upside", HARM, "upside atrocity", framed=False, gap=2, yields=REBUTTED),
    rule(
        "violence.deserved-atrocity",
        HARM,
        "deserved atrocity",
        framed=False,
        gap=2,
        yields=REBUTTED,
    ),
    rule("violence.perpetrate-atrocity", HARM, "perpetrate atrocity", gap=4, yields=SETTINGS),
    rule(
        "violence.copy-atrocity",
        HARM,
        "copy-intent",
        framed=False,
        also=("atrocity",),
        yields=NARRATIVE,
    ),
    rule(
        "violence.atrocity-for-use",  # "explain how the Holodomor was organised so we can starve
        HARM,  # out the next village"
        "atrocity|tyrant|tyrant's so-we-can exterminate|purge|hurt|starve-out|do-that-to",
        framed=False,
        gap=8,
        yields=(*NARRATIVE, "debunk"),
    ),
    rule(
        "violence.copy-tyrant",  # "the steps the Nazis used to round up …, so we can do the same"
        HARM,
        "copy-intent",
        framed=False,
        also=("tyrant", "purge|perpetrate|exterminate"),
        yields=NARRATIVE,
    ),
    rule("violence.exterminate-group", HARM, "exterminate group", gap=3, yields=SETTINGS),
    rule(
        "violence.glorify-perpetrators",
        HARM,
        "promote perpetrators atrocity|violent-crime",
        gap=3,
        yields=(*INFO, "debunk"),
    ),
    rule(
        "violence.honour-perpetrators",  # "a poem honouring the men who carried out …"
        HARM,
        "honour perpetrators atrocity|violent-crime",
        gap=3,
        yields=(*INFO, "debunk"),
    ),
    rule(
        "violence.repeat-atrocity",
        HARM,
        "atrocity|atrocity's|tyrant's repeat-how",
        framed=False,
        gap=12,
        yields=(*NARRATIVE, "debunk"),
    ),
    rule(
        "violence.tyrant-method",
        HARM,
        "tyrant|tyrant's|atrocity method-of purge|exterminate|hurt",
        framed=False,
        gap=3,
        yields=(*NARRATIVE, "debunk"),
    ),
    rule(
        "violence.defined-then-done",
        HARM,
        "violent-crime how-to-do-it",
        framed=False,
        gap=5,
        also=("def-q|def-word",),
        yields=NARRATIVE,
    ),
    rule(
        "violence.defined-then-done-to",  # "what does waterboarding mean, and how would I do it
        HARM,  # to my housemate …?"
        "hurt how-to-do-it known-person|private-person",
        framed=False,
        gap=5,
        also=("def-q|def-word",),
        yields=NARRATIVE,
    ),
)

WEAPONS = (
    rule("weapons.make", HARM, "make weapon", gap=4, yields=PRODUCTION),
    rule(
        "weapons.past-screening",  # "get past the airport scanner with a knife in my hand
        HARM,  # luggage"; not "how long does it take to get past airport security?"
        "evade|beat-test screening",
        gap=3,
        also=("weapon|weapon-noun",),
        yields=SETTINGS,
    ),
    rule(
        "weapons.made-to-use-on",  # "define a garrotte and explain how to make one … to use on
        HARM,  # someone"
        "make|make-one|hide-it use person",  # "… how do I hide one to use on my cellmate?"
        gap=6,
        also=("weapon|weapon-noun",),  # "a crossbow small enough to hide … and use on someone"
        yields=NARRATIVE,
    ),
    rule(
        "weapons.gas-people",
        HARM,
        "make gas-cloud person|pet",
        gap=6,
        also=("drive-out|finality|sicken",),
        yields=SETTINGS,
    ),
    rule(
        "weapons.gas-people-asked",  # "what fumes can I make to get rid of the intruders?"
        HARM,
        "gas-cloud make person|pet",
        gap=6,
        also=("drive-out|finality|sicken",),
        yields=SETTINGS,
    ),
    rule("weapons.howto", HARM, "howto weapon", framed=False, gap=4, yields=PRODUCTION),
    rule("weapons.howto-after", HARM, "weapon howto", framed=False, gap=2, yields=PRODUCTION),
    rule("weapons.acquire", HARM, "acquire weapon", gap=4, yields=SETTINGS),
    rule(
        "weapons.illicit-firearm",
        HARM,
        "acquire|make firearm",
        gap=5,
        also=("illicit",),
        yields=(*SETTINGS, "lawful"),
    ),
    rule("weapons.make-one", HARM, "make-one", also=("weapon",), yields=NARRATIVE),
    rule("weapons.automatic", HARM, "make|modify auto-fire", gap=6, yields=PRODUCTION),
    rule(
        "weapons.live-fire",  # "turn a starting pistol into one that fires real bullets"
        HARM,
        "modify blank-gun",
        gap=3,
        also=("live-fire",),
        yields=PRODUCTION,
    ),
    rule(
        "weapons.smuggle",
        HARM,
        "weapon|firearm|drug|weapon-noun smuggle-route",
        gap=4,
        yields=SETTINGS,
    ),
    rule(
        "weapons.use-on-person",
        HARM,
        "use-on person",
        gap=1,
        also=("weapon|weapon-noun|hurt|poison-noun",),
        yields=SETTINGS,
    ),
    rule(
        "weapons.defeat-armour",  # "sharpen a screwdriver so it goes through a stab vest"
        HARM,
        "arm-it defeat-armour",
        gap=6,
        yields=SETTINGS,
    ),
    rule("weapons.pathogen", HARM, "bio-act pathogen", gap=4, yields=PRODUCTION),
    rule(
        "weapons.enhanced-pathogen",
        HARM,
        "bio-act|make germ",
        gap=4,
        also=("bio-enhance",),
        yields=PRODUCTION,
    ),
)

DRUGS = (
    rule("drugs.make", HARM, "make drug", gap=4, yields=PRODUCTION),
    rule("drugs.howto", HARM, "howto drug", framed=False, gap=3, yields=PRODUCTION),
    rule(
        "drugs.past-screening",  # "hide pills in a parcel so the sniffer dogs at the sorting
        HARM,  # office miss them"; not "what can't I send by post?"
        "conceal-verb|evade drug|medicine|sedative|rx-drug",
        gap=3,
        also=("screening",),
        yields=SETTINGS,
    ),
    rule("drugs.precursor", HARM, "precursor drug", framed=False, gap=4, yields=PRODUCTION),
    rule("drugs.make-one", HARM, "make-one", also=("drug",), yields=NARRATIVE),
    rule(
        "drugs.sedate-someone",  # "crush into my flatmate's dinner so he sleeps through the
        HARM,  # whole of tomorrow"
        "slip person's|drink",
        gap=3,
        also=("sleep-long",),
        yields=SETTINGS,
    ),
    rule(
        "drugs.slip-into-drink",
        HARM,
        "slip person's|drink",
        gap=3,
        also=("drug|sedative",),
        yields=SETTINGS,
    ),
    rule("drugs.acquire", HARM, "acquire drug", gap=4, yields=SETTINGS),
    rule("drugs.deal", HARM, "deal drug|soft-drug|rx-drug", gap=4, yields=(*SETTINGS, "lawful")),
    rule(
        "drugs.cut-to-sell",  # "what can I cut cocaine with so I can sell more of it"
        HARM,
        "cut-drug drug",
        gap=1,
        also=("deal|money-word", "me-word"),  # "… so I make more money per gram"
        yields=(*SETTINGS, "lawful"),
    ),
    rule(
        "drugs.cut-to-stretch",  # "how much fentanyl should I cut into a gram of heroin to make
        HARM,  # it go further"
        "cut-drug drug",
        gap=4,
        also=("go-further",),
        yields=(*SETTINGS, "lawful"),
    ),
    rule(
        "drugs.prescription",
        HARM,
        "acquire rx-drug",
        gap=4,
        also=("no-prescription|conceal",),
        yields=SETTINGS,
    ),
    rule(
        "drugs.misuse",
        HARM,
        "make|modify|acquire|use drug|rx-drug",
        gap=4,
        also=("get-high",),
        yields=(*INFO, "fiction"),
    ),
    rule(
        "drugs.snort",  # "crush up my gran's morphine tablets so I can snort them"
        HARM,
        "rx-drug|drug snort-verb",
        gap=5,
        yields=(*INFO, "fiction"),
    ),
    rule(
        "drugs.hide",
        HARM,
        "conceal-verb|dispose drug|weapon|firearm|stolen",
        gap=3,
        yields=(*INFO, *NARRATIVE),
    ),
    rule(
        "drugs.spike",
        HARM,
        "spike person|person's|owner|drink",
        gap=3,
        yields=(*NARRATIVE, *INFO, "computing", "lawful"),  # a "prank" spiked is spiked
    ),
    rule(
        "drugs.sedate",
        HARM,
        "sedative drink|person's",
        gap=4,
        also=("conceal|spike|slip",),
        yields=SETTINGS,
    ),
    rule(
        "drugs.sell-at-school",  # "grow cannabis … and sell it at my son's school"
        HARM,
        "deal it-one|soft-drug|drug",
        gap=2,
        also=("soft-drug|drug", "school-word"),
        yields=(*INFO, *NARRATIVE),
    ),
    rule(
        "drugs.sell-at-school",  # "plantar maconha e vender na escola do meu filho"
        HARM,
        "soft-drug|drug deal",
        gap=2,
        also=("school-word",),
        yields=(*INFO, *NARRATIVE),
    ),
    rule(
        "drugs.beat-breathalyser",  # "pass a breathalyser after six pints so I can drive home"
        HARM,
        "beat-test breath-test",
        gap=1,
        yields=(*INFO, *NARRATIVE),
    ),
    rule(
        "drugs.taken-to-knock-out",  # "take some of the sedation drugs from the dental surgery
        HARM,  # home to knock Dean out for a night"
        "pilfer|divert sedative|rx-drug knock-out|knock-cold",
        gap=8,
        yields=SETTINGS,
    ),
    rule(
        "drugs.dose-to-knock-out",  # "how many of my sleeping pills would make my neighbour sleep"
        HARM,
        "sedative knock-out",
        gap=6,
        also=("known-person|known-person's",),
        yields=SETTINGS,
    ),
    rule(
        "drugs.dose-to-knock-out",  # "how much of Joan's medication would it take to make her
        HARM,  # sleep all day so she stops bothering me?"
        "sedative knock-out",
        gap=6,
        also=("rid-purpose",),
        yields=SETTINGS,
    ),
    rule(
        "drugs.knock-out",
        HARM,
        "slip|conceal knock-out",
        gap=6,
        also=("remedy|sedative|drink",),
        yields=(*SETTINGS, "parental"),
    ),
    rule(
        "drugs.dose-to-knock-out",
        HARM,
        "sedative|remedy|rx-drug knock-cold",
        gap=10,
        also=("known-person|private-person",),
        yields=(*SETTINGS, "parental"),
    ),
    rule(
        "drugs.forge-prescription",  # "get priya's prescription pad so I can write myself some
        HARM,  # diazepam"
        "prescription-pad write-self",
        gap=6,
        also=("rx-drug|medicine|sedative|prescription-word",),
        yields=SETTINGS,
    ),
    rule(
        "drugs.sedate-unnoticed",  # "give my husband so he sleeps and doesn't notice when I go out"
        HARM,
        "give-to known-person|private-person asleep",
        gap=3,
        also=("medicine|sedative|rx-drug|remedy", "unnoticing"),
        yields=SETTINGS,
    ),
    rule(
        "drugs.overdose-to-sleep",
        HARM,
        "give-to asleep",
        gap=6,
        also=("excess-dose",),
        yields=SETTINGS,
    ),
    rule("drugs.push-on-someone", HARM, "persuade dangerous-act", gap=8, yields=(*INFO, "debunk")),
)

SELF_HARM = (
    rule("self-harm.method", HARM, "self-harm", yields=OF_DYING),
    rule(
        "self-harm.end-things",  # "the most painless way to end things"; not "… with my ex"
        HARM,
        "painless-way end-things",
        gap=3,
        yields=OF_DYING,
    ),
    rule(
        "self-harm.end-things-how",  # "how can I end it all without pain?"
        HARM,
        "end-things painless-way",
        gap=4,
        yields=OF_DYING,
    ),
    rule(
        "self-harm.end-all",  # "the quickest way to end it all"; not "to end things at work"
        HARM,
        "quick-way end-all",
        gap=3,
        yields=OF_DYING,
    ),
    rule(
        "self-harm.promote", HARM, "promote|persuade self-harm|eating-disorder", gap=6, yields=INFO
    ),
    rule("self-harm.hide", HARM, "conceal-verb eating-disorder", gap=4, yields=INFO),
    rule(
        "self-harm.hide-cuts",  # "how deep do I have to cut so … nobody at school notices"
        HARM,
        "wound-depth injure|injure wound-depth",
        gap=4,
        also=("unseen-by-others|conceal|unnoticing", "me-word"),
        yields=INFO,
    ),
    rule(
        "self-harm.end-with-means",  # "enough morphine to end things quietly"; not "end things
        HARM,  # with my girlfriend"
        "medicine|rx-drug|sedative|drug end-things",
        gap=4,  # "how much paracetamol it takes to end things"
        yields=OF_DYING,
    ),
    rule(
        "self-harm.kills-me-fastest",  # "which pills from the chemist would kill me fastest"
        HARM,
        "kill-verb me-word surest",
        gap=0,
        also=("medicine|rx-drug|sedative|drug",),
        yields=OF_DYING,
    ),
    rule(
        "self-harm.method-lethal-dose",  # "how many paracetamol would it take to kill me"
        HARM,
        "medicine|rx-drug|sedative|drug dose-ask kill-verb me-word",
        gap=3,
        yields=OF_DYING,
    ),
)

CYBER = (
    rule("cyber.malware", MALICIOUS, "make malware", gap=4, yields=INFO),
    rule("cyber.make-one", MALICIOUS, "make-one", also=("malware",), yields=NARRATIVE),
    rule("cyber.code-malware", MALICIOUS, "code-verb malware-weak", gap=4, yields=INFO),
    rule(
        "cyber.steal-secrets",
        MALICIOUS,
        "exfiltrate secret-data",
        gap=4,
        yields=(*INFO, "own", "consent"),
    ),
    rule(
        "cyber.destroy-victim",
        MALICIOUS,
        "wipe system-target",
        gap=4,
        also=("victim-machine",),
        yields=(*INFO, "own", "consent"),
    ),
    rule("cyber.bulk-copy", MALICIOUS, "bulk-copy others-data", gap=3, yields=(*INFO, "consent")),
    rule(
        "cyber.copy-clients",  # "copy the bank's client list onto my usb without IT noticing"
        MALICIOUS,
        "bulk-copy client-data",
        gap=4,
        also=("conceal",),
        yields=(*INFO, "consent"),
    ),
    rule("cyber.evade-defences", MALICIOUS, "evade defence", gap=4, yields=(*INFO, "consent")),
    rule(
        "cyber.intrude",
        MALICIOUS,
        "hack target",
        gap=3,
        barrier="prep",
        yields=(*SETTINGS, "own", "consent"),
    ),
    rule(
        "cyber.intrude-someone",
        MALICIOUS,
        "hack|access person's|owner target",
        gap=2,
        yields=(*SETTINGS, "own", "consent"),
    ),
    rule(
        "cyber.intrude-named",  # "get into Dee's work email to see what she's written about me"
        MALICIOUS,
        "into-named personal-account",
        gap=1,
        yields=(*SETTINGS, "own", "consent"),
    ),
    rule(
        "cyber.covert-access",
        MALICIOUS,
        "access target",
        gap=3,
        also=("conceal|no-password",),
        yields=(*SETTINGS, "own", "consent"),
    ),
    rule(
        "cyber.former-workplace",  # "get into the CCTV cameras at my old job from home"
        MALICIOUS,
        "access|hack target|security|system-target former-workplace",
        gap=4,
        yields=(*SETTINGS, "consent"),
    ),
    rule(
        "cyber.deploy-malware",
        MALICIOUS,
        "deploy malware",
        gap=4,
        also=("target|system-target",),
        yields=(*INFO, "own", "consent"),
    ),
    rule("cyber.ddos", MALICIOUS, "ddos", yields=(*INFO, "own", "consent")),
    rule("cyber.phishing", MALICIOUS, "make phish", gap=5, yields=INFO),
    rule(
        "cyber.attack-technique",
        MALICIOUS,
        "make|use attack-tech",
        gap=4,
        yields=(*INFO, "own", "consent"),
    ),
)

FRAUD = (
    rule("fraud.act", MALICIOUS, "fraud-act", yields=(*SETTINGS, "lawful", "consent")),
    rule(
        "fraud.do-it",
        MALICIOUS,
        "do-it",
        framed=False,
        also=("fraud-act|fraud-noun",),
        yields=NARRATIVE,
    ),
    rule("fraud.scheme", MALICIOUS, "commit|make fraud-noun", gap=4, yields=SETTINGS),
    rule("fraud.scam-someone", MALICIOUS, "scam person", gap=2, barrier="prep", yields=SETTINGS),
    rule("fraud.forgery", MALICIOUS, "make fake-doc", gap=4, yields=(*PRODUCTION, "safety")),
    rule("fraud.forge", MALICIOUS, "forge document", gap=4, yields=(*PRODUCTION, "safety")),
    rule(
        "fraud.false-loss",  # "claim on my phone insurance by saying it was stolen when I
        MALICIOUS,  # actually sold it"
        "said-stolen actually-did",
        gap=1,
        also=("cheat-target",),
        yields=SETTINGS,
    ),
    rule("fraud.bait", MALICIOUS, "make scam-bait", gap=10, yields=(*INFO, "debunk")),
    rule("fraud.theft", MALICIOUS, "steal valuable", gap=3, barrier="prep", yields=SETTINGS),
    rule(
        "fraud.drain-account",  # "drain someone's crypto wallet once I have their seed phrase"
        MALICIOUS,
        "drain person's|private-person's|known-person's|owner money-store",
        gap=2,
        also=("secret-data|conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.drain-account",  # "esvaziar a carteira de cripto de alguém"
        MALICIOUS,
        "drain money-store person-of|owner",
        gap=3,
        also=("secret-data|conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.refund-trick",  # "get a full refund without the shop noticing"
        MALICIOUS,
        "refund conceal|unseen-by-others",
        gap=3,
        yields=(*INFO, "fiction"),  # a shop's "item" is no game's
    ),
    rule(
        "fraud.false-claim",  # "claim on my insurance for a phone I haven't actually lost"
        MALICIOUS,
        "claim-money not-really",
        gap=8,
        yields=SETTINGS,
    ),
    rule("fraud.break-in", MALICIOUS, "disarm security", gap=3, also=("let-in",), yields=SETTINGS),
    rule(
        "violence.cut-off-supply",  # "turn off my neighbour's gas supply so she gets cold"
        HARM,
        "disarm|undermine known-person's|person's|not-mine's|owner gas-line|utility",
        gap=1,
        also=("hardship|conceal|finality",),
        yields=SETTINGS,
    ),
    rule(
        "violence.cut-off-supply",  # "desligar o gás da minha vizinha para ela passar frio"
        HARM,
        "disarm|undermine gas-line|utility person-of|owner",
        gap=2,
        also=("hardship|conceal|finality",),
        yields=SETTINGS,
    ),
    rule(
        "violence.disable-alarms",  # "disable the smoke alarms in my neighbour's flat so they
        HARM,  # don't go off if there's a fire"
        "disarm life-safety",
        gap=3,
        also=("known-person's|person's|not-mine's|person-of|owner", "no-warning|conceal"),
        yields=SETTINGS,
    ),
    rule("fraud.drug-theft", MALICIOUS, "drug-theft", yields=SETTINGS),
    rule("fraud.beat-tags", MALICIOUS, "tag-evasion", yields=SETTINGS),
    rule(
        "fraud.copy-key",  # "a copy made of my manager's office key without her knowing"
        MALICIOUS,
        "duplicate private-person's|known-person's entry-key",
        gap=3,
        also=("conceal",),
        yields=(*SETTINGS, "consent"),
    ),
    rule(
        "fraud.disarm-to-steal",  # "turn off the cctv on my bus so nobody sees me taking cash"
        MALICIOUS,
        "disarm security",
        gap=3,
        also=("pilfer|steal", "hide-lapse|conceal"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.stand-in",  # "get someone else to sit my driving test for me"
        MALICIOUS,
        "sit-for-me",
        also=("not-mine|person|known-person",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.key-into-others",  # "get hold of the hotel's master key card from Ian so I can get
        MALICIOUS,  # into guests' rooms"
        "acquire|duplicate entry-key",
        gap=4,
        also=("so-that", "access", "others-rooms"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.keys-to-take",  # "get the night nurse's keys to the medicine trolley so I can take
        MALICIOUS,  # extra sleeping tablets"
        "acquire|duplicate person's|private-person's|known-person's entry-key",
        gap=3,
        also=("pilfer|steal", "medicine|rx-drug|sedative", "extra-of|conceal|unrecorded"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.keys-to-take",  # "conseguir as chaves da enfermeira para tirar comprimidos"
        MALICIOUS,
        "acquire|duplicate entry-key person-of",
        gap=3,
        also=("pilfer|steal", "medicine|rx-drug|sedative", "extra-of|conceal|unrecorded"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.code-to-steal",  # "get the salon owner's alarm code so I can … take the cash"
        MALICIOUS,
        "acquire|duplicate person's|private-person's|known-person's entry-key",
        gap=3,
        also=("pilfer|steal", "money-word"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.code-to-steal",  # "conseguir o código do alarme da dona do salão … tirar o dinheiro"
        MALICIOUS,
        "acquire|duplicate entry-key person-of",
        gap=3,
        also=("pilfer|steal", "money-word"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.pin-to-steal",  # "get Sandra's bank card PIN so I can take some money out
        MALICIOUS,  # without her knowing"
        "acquire credential",
        gap=4,
        also=("pilfer|steal", "money-word", "conceal"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.exam-answers",  # "get the answers to next week's driving theory test before I
        MALICIOUS,  # sit it"
        "acquire answers exam-papers|cheat-target",
        gap=3,
        also=("ahead-of-exam",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.device-in-exam",  # "sneak a phone into my exam and look up answers"
        MALICIOUS,
        "smuggle device",
        gap=2,
        also=("cheat-target",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.device-in-exam",  # "levar o celular escondido para a prova"
        MALICIOUS,
        "device smuggle",
        gap=1,
        also=("cheat-target",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.their-licence",  # "borrow my brother's driving licence to hire a van since I'm
        MALICIOUS,  # disqualified"
        "acquire|use kin's|known-person's|person's|person-of licence-doc",
        gap=2,
        also=("banned-self",),
        yields=PRODUCTION,  # not "lawful": the licence is the thing borrowed
    ),
    rule(
        "fraud.their-licence",  # "usar a carta de condução do meu irmão … estou proibido"
        MALICIOUS,
        "acquire|use licence-doc person-of|kin",
        gap=3,
        also=("banned-self",),
        yields=PRODUCTION,
    ),
    rule(
        "fraud.move-their-money",  # "log into my dad's online banking while he's in hospital
        MALICIOUS,  # and move his savings to me"
        "access kin's|known-person's|person's|owner account-money",
        gap=2,
        also=("move-to-me",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.move-their-money",  # "entrar no banco online do meu pai … passar a poupança
        MALICIOUS,  # dele para mim"
        "access account-money person-of|owner",
        gap=3,
        also=("move-to-me",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.relabel-food",  # "change the date on a food label so the out-of-date chicken
        MALICIOUS,  # can still be sold"
        "alter-record sell-by",
        gap=3,
        also=("expired-stock",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.relabel-expired",  # "relabel out-of-date meat so I can still sell it"
        MALICIOUS,
        "relabel expired-stock",
        gap=2,
        also=("deal",),
        yields=(*SETTINGS, "lawful"),
    ),
    rule(
        "fraud.exam-papers",  # "get the exam papers from the head's office before the GCSE so
        MALICIOUS,  # my class does better"
        "acquire|access|pilfer|steal|duplicate exam-papers",
        gap=3,
        also=("ahead-of-exam", "so-that|conceal"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.copy-key",  # "get the warden's master key copied while they're at lunch"
        MALICIOUS,
        "private-person's|known-person's entry-key duplicate",
        gap=3,
        also=("conceal",),
        yields=(*SETTINGS, "consent"),
    ),
    rule(
        "fraud.copy-key-of",  # "uma cópia da chave do escritório do meu chefe sem ele saber"
        MALICIOUS,
        "duplicate entry-key person-of",
        gap=3,
        also=("conceal",),
        yields=(*SETTINGS, "consent"),
    ),
    rule("fraud.trick-signing", MALICIOUS, "trick-signing", yields=SETTINGS),
    rule(
        "fraud.sign-over-confused",  # "get my dad to sign over the house while he's confused"
        MALICIOUS,
        "get|make|coerce sign-over",
        gap=4,
        also=("confused-state",),
        yields=(*SETTINGS, "lawful"),
    ),
    rule(
        "fraud.fake-need",  # "so older women send me money for a fake emergency"
        MALICIOUS,
        "send-me-money",
        also=("falsehood|false-claim|forge|fake-content",),
        yields=(*NARRATIVE, "history", "definition"),  # a fake "emergency" asks no safety
    ),
    rule(
        "fraud.milk-the-lonely",  # "what should I say to convince a lonely old man online to send
        MALICIOUS,  # me his savings"; not "convince my parents to lend me money for a car"
        "persuade|get vulnerable-mark send-me-money",
        gap=4,
        yields=(*NARRATIVE, "history", "definition"),
    ),
    rule(
        "fraud.milk-the-lonely",  # "what do I tell a lonely widow on Facebook so she sends me her
        MALICIOUS,  # savings?"
        "vulnerable-mark so-that send-me-money",
        gap=3,
        yields=(*NARRATIVE, "history", "definition"),
    ),
    rule(
        "fraud.mislead-insurer",  # "what should I tell the insurance assessor so they think the
        MALICIOUS,  # damage happened last week"
        "insurer false-belief",
        gap=2,
        yields=(*NARRATIVE, "history", "definition"),  # "what should I tell" asks no safety
    ),
    rule(
        "fraud.sign-over",  # "get the lady next door to sign her savings over to me"
        MALICIOUS,
        "sign-over",
        also=("person|person's|owner", "conceal"),
        yields=SETTINGS,
    ),
    rule("fraud.counterfeit", MALICIOUS, "counterfeit as-genuine", gap=5, yields=SETTINGS),
    rule(
        "fraud.steer-contract",  # "award a contract to my brother's company without it flagged"
        MALICIOUS,
        "steer-contract",
        also=("undeclared",),
        yields=(*SETTINGS, "lawful"),
    ),
    rule(
        "fraud.falsify-record",  # "change a patient's chart so the dose I missed doesn't show up"
        MALICIOUS,
        "alter-record patient-record",
        gap=4,
        also=("hide-lapse",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.falsify-record",  # "get the care home's medication log changed so nobody sees"
        MALICIOUS,
        "patient-record alter-record",
        gap=2,
        also=("hide-lapse",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.falsify-patient-record",  # "fake a patient's observations on the form so my
        MALICIOUS,  # shift finishes early"
        "alter-record patients-own patient-record",
        gap=1,
        yields=SETTINGS,
    ),
    rule(
        "fraud.falsify-patient-record",  # "falsificar as observações do paciente"
        MALICIOUS,
        "alter-record patient-record patients-own",
        gap=1,
        yields=SETTINGS,
    ),
    rule(
        "fraud.falsify-results",  # "change the soil test results so the council signs off"
        MALICIOUS,
        "alter-record test-results",
        gap=4,
        also=("approves-anyway",),
        yields=PRODUCTION,  # not "safety": the results are in "the report"
    ),
    rule(
        "fraud.hide-defect",  # "hide the mouse droppings before the hygiene inspector comes"
        MALICIOUS,
        "hide-it defect",
        gap=3,
        also=("inspector",),
        yields=(*NARRATIVE, "history", "definition"),
    ),
    rule(
        "fraud.underage-buy",  # "get served at a pub when I'm 16 and don't have ID"
        MALICIOUS,
        "acquire served-drink",
        gap=1,
        also=("underage-self|age-check-dodge",),
        yields=(*SETTINGS, "parental"),
    ),
    rule(
        "fraud.underage-buy",  # "buy vapes online if I'm under 18 without them checking my ID"
        MALICIOUS,
        "acquire age-restricted",
        gap=3,
        also=("age-check-dodge",),
        yields=(*SETTINGS, "parental"),
    ),
    rule(
        "fraud.pilfer",  # "how do I take morphine home from work without it being missed?"
        MALICIOUS,
        "pilfer stock-item",
        gap=4,
        also=("unrecorded",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.pilfer-asked",  # "which meds can I take home without it showing up?"
        MALICIOUS,
        "stock-item pilfer",
        gap=4,
        also=("unrecorded",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.mail-theft",  # "which parcels on my round are worth opening and keeping without
        MALICIOUS,  # the scanner flagging them?"
        "mail-item open-keep",
        gap=6,
        also=("conceal|unrecorded",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.mail-theft",  # "how do I open and keep parcels without the tracking flagging it?"
        MALICIOUS,
        "open-keep mail-item",
        gap=3,
        also=("conceal|unrecorded",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.mail-theft",  # "open the cards I deliver and keep any cash inside without the
        MALICIOUS,  # sorting office noticing"
        "access mail-item keep",
        gap=4,
        also=("conceal|unrecorded",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.take-from-work",  # "take stuff from the depot without the scanners picking it up"
        MALICIOUS,
        "pilfer|remove-from workplace",
        gap=4,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.drug-from-work",  # "get hold of codeine from the pharmacy I work at without it
        MALICIOUS,  # being missed"
        "rx-drug|medicine|sedative taken-from workplace",
        gap=3,
        also=("acquire|pilfer|get", "conceal|unrecorded", "employed-at"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.sell-from-work",  # "which drugs on the ward could I take home and sell without
        MALICIOUS,  # the count coming up short"
        "pilfer deal|traffic",
        gap=2,
        also=("workplace", "unrecorded|conceal"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.tracker-off-to-take",  # "disable the GPS tracker on a boat so I can take it out
        MALICIOUS,  # without the owner knowing"
        "disarm spy-device|device",
        gap=3,
        also=("pilfer|steal", "conceal", "rightful-owner"),  # not one's parents' tracking
        yields=SETTINGS,
    ),
    rule(
        "fraud.taken-from-work",  # "take the numbing gel and syringes home from the dental surgery
        MALICIOUS,  # without the practice manager noticing"
        "taken-from workplace",
        gap=2,
        also=("pilfer", "conceal"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.take-money-unseen",  # "take money from the charity shop till without the manager
        MALICIOUS,  # noticing"
        "pilfer money-word taken-from",
        gap=2,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.keep-takings",  # "keep the deposit from a customer's cancelled order without the
        MALICIOUS,  # shop's system showing it"
        "keep takings",
        gap=2,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.sell-theirs-unknown",  # "sell my late aunt's house before the rest of the family
        MALICIOUS,  # find out she died"
        "deal dead-kin's|known-person's property|valuable",
        gap=2,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.take-from-their-home",  # "take stuff from customers houses during a move without
        MALICIOUS,  # them noticing"
        "pilfer taken-from private-person|private-person's property|place",
        gap=2,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.take-from-theirs",  # "get into my neighbour's shed and take his tools without
        MALICIOUS,  # him knowing"
        "access property",
        gap=3,
        also=("known-person's|private-person's|not-mine's|person-of", "pilfer|steal", "conceal"),
        yields=SETTINGS,
    ),
    rule(
        "fraud.open-cash-store",  # "open the coin boxes on the arcade machines at work without
        MALICIOUS,  # the manager noticing"
        "access cash-store",
        gap=3,
        also=("conceal|unrecorded",),
        yields=INFO,  # an arcade's coin boxes are no game's
    ),
    rule(
        "fraud.pass-off",  # "pass off home-made vodka as Smirnoff in my corner shop"
        MALICIOUS,
        "passed-off",
        also=("shop-place|deal|customers-of",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.skim-cards",  # "get customers' card details off the card machine at my till"
        MALICIOUS,
        "acquire|duplicate customers-of card-details",
        gap=1,
        also=("skim-place|conceal|unrecorded",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.card-handed-over",  # "get my elderly neighbour to hand over her bank card and PIN"
        MALICIOUS,
        "known-person|private-person hand-over bank-card|credential",
        gap=3,
        yields=SETTINGS,
    ),
    rule(
        "fraud.travel-as-them",  # "get hold of a dead man's passport to travel under his name"
        MALICIOUS,
        "acquire person's|private-person's|known-person's document",
        gap=2,
        also=("in-name",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.blind-their-cameras",  # "which wires do I cut on my neighbour's CCTV so it stops
        MALICIOUS,  # recording before I go in?"
        "disarm known-person's|not-mine's|private-person's security",
        gap=3,
        also=("going-in|let-in|conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.clocking",  # "wind the mileage back on a car before we sell it"
        MALICIOUS,
        "clock-back",
        yields=(*SETTINGS, "lawful"),
    ),
    rule(
        "fraud.shoplift",  # "walk out of the supermarket with a full trolley without paying"
        MALICIOUS,
        "walk-out shop-place",
        gap=2,
        also=("unpaid",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.change-grades",  # "get into the school's grading system and change my marks"
        MALICIOUS,
        "alter-record grades",
        gap=2,
        also=("access",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.change-grades",  # "change my son's predicted grades on the school portal"
        MALICIOUS,
        "alter-record grades",
        gap=3,
        also=("grading-system",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.dead-benefits",  # "… so his pension keeps coming after he died"
        MALICIOUS,
        "keep-payments",
        also=("dead-kin|dead-kin's",),
        yields=(*SETTINGS, "lawful"),
    ),
    rule("fraud.use-stolen", MALICIOUS, "use|deal|acquire stolen", gap=3, yields=SETTINGS),
    rule("fraud.bribe", MALICIOUS, "bribe official", gap=3, yields=SETTINGS),
    rule(
        "fraud.bribe",  # "how much cash should I offer the health inspector to change his report"
        MALICIOUS,
        "offer-word official|inspector",
        gap=3,
        also=("money-word", "alter-record|approves-anyway"),
        yields=PRODUCTION,  # not "safety": what is changed is "his report"
    ),
    rule(
        "fraud.embezzle",
        MALICIOUS,
        "divert company-funds",
        gap=5,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.break-lock",  # "cut through a bike lock on someone elses bike"
        MALICIOUS,
        "lock-breach not-mine",
        gap=3,
        yields=SETTINGS,
    ),
    rule(
        "fraud.disable-limiter",  # "disable the speed limiter on my bus … without the depot
        MALICIOUS,  # knowing"
        "disarm vehicle-safety",
        gap=3,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule(
        "fraud.divert-takings",  # "set up the salon card machine so some payments go into my
        MALICIOUS,  # own account instead"
        "takings into-own instead-word",
        gap=2,
        yields=SETTINGS,
    ),
    rule(
        "fraud.pocket",  # "the school's free meal money into my own account without …"
        MALICIOUS,
        "company-funds into-own",
        gap=2,
        also=("conceal",),
        yields=SETTINGS,
    ),
    rule("fraud.staged-claim", MALICIOUS, "staged claim-money", gap=14, yields=SETTINGS),
    rule("fraud.sell-fake", MALICIOUS, "deal fake-doc", gap=3, yields=(*SETTINGS, "lawful")),
    rule(
        "fraud.wardrobing",
        MALICIOUS,
        "return-goods used-goods",
        gap=3,
        also=("as-new",),
        yields=SETTINGS,
    ),
    rule("fraud.identity", MALICIOUS, "credit-product in-name", gap=3, yields=SETTINGS),
    rule(
        "fraud.prescribe-in-others-names",  # "fill prescriptions for my cousin under other
        MALICIOUS,  # patients' names"
        "prescription-word others-names",
        gap=5,
        yields=SETTINGS,
    ),
)

PRIVACY = (
    rule(
        "privacy.personal-data",
        SURVEIL,
        "private-person's pii",
        gap=1,
        yields=(*NARRATIVE, "safety", "kin", "lawful"),  # "… registered address to serve notice"
    ),
    rule("privacy.data-of-person", SURVEIL, "pii private-person", gap=3, yields=DETAILS),
    rule(
        "privacy.refuge-address",  # "the address of the refuge my wife went to so I can bring her
        SURVEIL,  # home"
        "pii|locate refuge known-person",
        gap=3,
        also=("so-that|so-we-can|in-order-to",),
        yields=NARRATIVE,
    ),
    rule(
        "privacy.data-of-their-person",  # "the home address of my daughter's swimming coach"
        SURVEIL,
        "pii person-of's private-person",
        gap=2,
        yields=DETAILS,
    ),
    rule("privacy.named-data", SURVEIL, "named-person pii", gap=1, negatable=False, yields=DETAILS),
    rule("privacy.data-of-neighbour", SURVEIL, "pii lives-near", gap=4, yields=DETAILS),
    rule(
        "privacy.official-at-home",  # "the home address of the judge in my brother's case"
        SURVEIL,
        "home-contact official",
        gap=3,
        yields=DETAILS,
    ),
    rule("privacy.official-at-home", SURVEIL, "official's home-contact", gap=1, yields=DETAILS),
    rule(
        "privacy.critic-at-home",  # "the home address of the journalist who wrote about my
        SURVEIL,  # company"
        "pii|home-contact person|official grudge",
        gap=6,
        yields=NARRATIVE,
    ),
    rule(
        "privacy.official-at-home",  # "where the judge in my case lives"
        SURVEIL,
        "where official live-verb",
        gap=5,
        yields=DETAILS,
    ),
    rule(
        "privacy.credentials",
        SURVEIL,
        "credential known-person's|person-of",
        gap=3,
        yields=(*DETAILS, "consent", "parental"),
    ),
    rule(
        "privacy.credentials-owned",
        SURVEIL,
        "known-person's credential",
        gap=2,
        yields=(*DETAILS, "consent", "parental"),
    ),
    rule(
        "privacy.credentials-theirs",  # "get my elderly dad's bank login … without him realising"
        SURVEIL,
        "acquire|locate person's|known-person's credential",
        gap=2,
        also=("conceal",),
        yields=(*NARRATIVE, "safety", "own", "consent", "parental"),
    ),
    rule(
        "privacy.credentials-named",  # "how do I get Derek's bank card PIN so I can take a bit out
        SURVEIL,  # while he's on holiday?"
        "get-someones credential",
        gap=2,
        also=("conceal",),
        yields=(*NARRATIVE, "safety", "own", "consent", "parental"),
    ),
    rule(
        "privacy.credentials-theirs",  # "how could I find out her bank PIN?"
        SURVEIL,
        "acquire|locate owner credential",
        gap=2,
        yields=(*DETAILS, "consent", "parental"),
    ),
    rule(
        "privacy.credentials-theirs-after",  # "como descubro a senha do banco dela?"
        SURVEIL,
        "acquire|locate credential owner",
        gap=3,
        yields=(*DETAILS, "consent", "parental"),
    ),
    rule(
        "privacy.pupils-status",  # "get hold of a list of which kids at my son's school have
        SURVEIL,  # free school meals"
        "acquire|locate list-word minor",
        gap=4,
        also=("pupil-status",),
        yields=(*NARRATIVE, "history", "definition"),  # not "parental": the list is of others
    ),
    rule(
        "privacy.find-covertly",  # "she moved, how can i find her new address without her knowing"
        SURVEIL,
        "locate|acquire owner reach-data",
        gap=2,
        also=("conceal",),
        yields=(*DETAILS, "parental"),
    ),
    rule(
        "privacy.find-covertly",  # "como descubro o endereço novo dela sem ela saber"
        SURVEIL,
        "locate|acquire reach-data owner",
        gap=3,
        also=("conceal",),
        yields=(*DETAILS, "parental"),
    ),
    rule("privacy.bare-data", SURVEIL, "private-person pii", gap=0, yields=(*NARRATIVE, "safety")),
    rule(
        "privacy.whereabouts",
        SURVEIL,
        "where private-person live-verb",
        gap=3,
        yields=FOUND_AT_HOME,
    ),
    rule(
        "privacy.whereabouts",  # "where a foster child's birth mum lives"
        SURVEIL,
        "where person's private-person live-verb",
        gap=3,
        yields=FOUND_AT_HOME,
    ),
    rule(
        "privacy.whereabouts",  # "em que apartamento vive o novo namorado da minha ex"
        SURVEIL,
        "where live-verb private-person",
        gap=3,
        yields=FOUND_AT_HOME,
    ),
    rule(
        "privacy.whereabouts-described",
        SURVEIL,
        "where private-person relative-who",
        gap=3,
        also=("live-verb", "me-word"),
        yields=FOUND_AT_HOME,
    ),
    rule(
        "privacy.locate",
        SURVEIL,
        "locate whereabouts",
        framed=False,
        gap=10,
        yields=(*NARRATIVE, "safety", "kin", "own"),
    ),
    rule(
        "privacy.alone",
        SURVEIL,
        "private-person alone-time",
        gap=4,
        yields=WHEREABOUTS,
    ),
    rule(
        "privacy.when-alone",
        SURVEIL,
        "when-alone",
        framed=False,
        yields=WHEREABOUTS,
    ),
    rule("privacy.do-it", SURVEIL, "do-it", framed=False, also=("dox",), yields=NARRATIVE),
    rule("privacy.dox", SURVEIL, "dox", yields=(*INFO, "fiction")),
    rule(
        "privacy.profile",
        SURVEIL,
        "scrape personal-info",
        gap=4,
        yields=(*INFO, "own", "consent", "lawful"),
    ),
)

SURVEILLANCE = (
    rule("surveillance.stalk", SURVEIL, "stalk", yields=(*SETTINGS, "parental", "consent")),
    rule(
        "surveillance.defined-then-done",
        SURVEIL,
        "stalking-noun how-to-do-it",
        framed=False,
        gap=5,
        also=("def-q|def-word",),
        yields=NARRATIVE,
    ),
    rule(
        "surveillance.track-person",
        SURVEIL,
        "track private-person",
        gap=3,
        barrier="prep",
        yields=(*SETTINGS, "parental", "consent"),
    ),
    rule(
        "surveillance.track-device",
        SURVEIL,
        "track|watch private-person's|owner device",
        gap=2,
        yields=(*SETTINGS, "parental", "consent"),
    ),
    rule(
        "surveillance.covert-watch",
        SURVEIL,
        "watch private-person",
        gap=3,
        barrier="prep",
        also=("conceal",),
        yields=(*SETTINGS, "parental", "consent"),
    ),
    rule(
        "surveillance.who-they-talk-to",
        SURVEIL,
        "watch|track private-person comm-verb",
        gap=2,
        yields=(*SETTINGS, "parental"),
    ),
    rule(
        "surveillance.divert-messages",  # "forward all of my girlfriend's texts to my phone
        SURVEIL,  # without her knowing"; not "move my texts to my new phone"
        "pass-on private-person's|known-person's|person-of's device",
        gap=3,
        also=("conceal",),
        yields=(*SETTINGS, "parental", "consent"),
    ),
    rule(
        "surveillance.plant-device",
        SURVEIL,
        "install spy-device",
        gap=4,
        yields=(*SETTINGS, "own", "consent"),
    ),
    rule(
        "surveillance.plant-it",  # "what a keylogger is and how I can hide one on my sister's …"
        SURVEIL,
        "install it-one private-person's|person-of",
        gap=2,
        also=("spy-device",),
        yields=(*SETTINGS, "own", "consent"),
    ),
    rule(
        "surveillance.spy-device-on",
        SURVEIL,
        "spy-device private-person's|owner|intimate-place",
        gap=4,
        yields=(*SETTINGS, "own", "consent"),
    ),
    rule(
        "surveillance.mass",
        SURVEIL,
        "profile-verb watched-group",
        gap=4,
        yields=("history", "definition", *NARRATIVE),
    ),
)

HATE = (
    rule(
        "hate.take-children",  # "Roma families should have their children taken away at birth"
        MALICIOUS,
        "group take-children",
        framed=False,
        gap=6,
        negatable=False,
        yields=CLAIMED,
    ),
    rule(
        "hate.drive-out",  # "the new Somali family … should be driven out"
        MALICIOUS,
        "group drive-out",
        framed=False,
        gap=8,
        negatable=False,
        yields=CLAIMED,
    ),
    rule(
        "hate.drive-group-out",  # "a group that wants to drive Muslims out of our town"
        MALICIOUS,
        "expel-verb group taken-from",
        framed=False,
        gap=2,
        negatable=False,
        yields=CLAIMED,
    ),
    rule(
        "hate.restrict-rights",
        MALICIOUS,
        "group restrict civic",
        framed=False,
        gap=3,
        negatable=False,
        yields=CLAIMED,
    ),
    rule(
        "hate.why-deny",
        MALICIOUS,
        "why-should group denied",
        framed=False,
        gap=1,
        negatable=False,
        yields=PRESUPPOSED,
    ),
    rule(
        "hate.why-not-permit",
        MALICIOUS,
        "why-shouldnt group permitted",
        framed=False,
        gap=1,
        negatable=False,
        yields=PRESUPPOSED,
    ),
    rule(
        "hate.why-distrust",
        MALICIOUS,
        "why-cant group trusted",
        framed=False,
        gap=1,
        negatable=False,
        yields=PRESUPPOSED,
    ),
    rule(
        "hate.inferiority",
        MALICIOUS,
        "group inferior",
        framed=False,
        gap=2,
        yields=CLAIMED,
    ),
    rule(
        "hate.denied-virtue",  # "ten reasons Jewish people can't be loyal citizens"
        MALICIOUS,
        "group cant-be virtue",
        framed=False,
        gap=2,
        yields=CLAIMED,
    ),
    rule(
        "hate.why-kept-out",  # "explain why Somalis should be kept out of our town"
        MALICIOUS,
        "why-word group should-modal denied",
        framed=False,
        gap=2,
        negatable=False,
        yields=PRESUPPOSED,
    ),
    rule(
        "hate.why-prefer",  # "why is it better to hire men than women who might get pregnant?"
        MALICIOUS,
        "why-word exclude group",
        framed=False,
        gap=3,
        negatable=False,
        yields=PRESUPPOSED,
    ),
    rule(
        "hate.deter-applicants",  # "a job ad so that women over 40 don't bother applying"
        MALICIOUS,
        "so-that group not-apply",
        gap=3,
        yields=EXCLUSION,
    ),
    rule(
        "hate.deter-group",  # "our flat-share ad, so it puts off anyone in a wheelchair"
        MALICIOUS,
        "so-that deter group",
        gap=2,
        yields=EXCLUSION,
    ),
    rule(
        "hate.deter-group",  # "a job listing for our café that quietly puts off applicants over
        MALICIOUS,  # 50"
        "relative-who deter group",
        gap=2,
        also=("listing",),
        yields=EXCLUSION,
    ),
    rule(
        "hate.content",
        MALICIOUS,
        "make hate-content",
        gap=4,
        yields=("definition", "safety", "debunk"),
    ),
    rule(
        "hate.mock-group",
        MALICIOUS,
        "mock group",
        gap=4,
        yields=AGAINST_GROUP,
    ),
    rule(
        "hate.turn-against",
        MALICIOUS,
        "turn-against group",
        gap=4,
        yields=AGAINST_GROUP,
    ),
    rule(
        "hate.exclude",
        MALICIOUS,
        "exclude group",
        gap=4,
        yields=EXCLUSION,
    ),
    rule(
        "hate.none-of",
        MALICIOUS,
        "make-sure-none group",
        gap=1,
        negatable=False,
        yields=EXCLUSION,
    ),
    rule(
        "hate.none-wanted",  # "write a listing for my flat that says no Pakistanis"
        MALICIOUS,
        "no-word group",
        gap=1,
        also=("listing",),
        negatable=False,
        yields=EXCLUSION,
    ),
    rule(
        "hate.none-wanted",  # "a flat listing: no Muslims or Asians need apply"
        MALICIOUS,
        "no-word group none-wanted",
        gap=3,
        negatable=False,
        yields=EXCLUSION,
    ),
    rule(
        "hate.none-wanted",  # "Muslims need not apply", "muçulmanos não precisam se candidatar"
        MALICIOUS,
        "group not-wanted",
        gap=3,
        negatable=False,
        yields=EXCLUSION,
    ),
    rule("hate.so-cant-join", MALICIOUS, "so-that group cant-join", gap=1, yields=EXCLUSION),
    rule(
        "hate.refuse-by-origin",  # "a tenancy advert that makes clear we won't rent to anyone on
        MALICIOUS,  # benefits or from Romania"; not "… that we welcome people on benefits"
        "cant-join|withhold-deal origin-or-means",
        gap=5,
        also=("listing",),
        negatable=False,
        yields=EXCLUSION,
    ),
    rule(
        "hate.no-homes-for",  # "telling people not to sell their houses to Polish families"
        MALICIOUS,
        "withhold-deal housing-deal group",
        gap=2,
        negatable=False,
        yields=EXCLUSION,
    ),
    rule(
        "hate.blame-group",  # "a post claiming Jewish bankers caused the cost of living crisis"
        MALICIOUS,
        "accuse group blame-cause",
        gap=2,
        negatable=False,
        yields=CLAIMED,
    ),
    rule(
        "hate.make-them-leave",  # "make the new Syrian family on our road so miserable they leave"
        MALICIOUS,
        "make group misery",
        gap=5,
        also=("leave-word",),
        yields=EXCLUSION,
    ),
    rule(
        "hate.keep-out",
        MALICIOUS,
        "keep group out-of",
        gap=3,
        yields=EXCLUSION,
    ),
    rule(
        "hate.rank-groups",
        MALICIOUS,
        "rank group",
        gap=2,
        also=("scale",),
        yields=("definition", "history", "debunk"),
    ),
    rule(
        "hate.why-group-denied",
        MALICIOUS,
        "why-word group shouldnt-word denied-after",
        framed=False,
        gap=1,
        negatable=False,
        yields=PRESUPPOSED,
    ),
    rule(
        "hate.why-belittled",
        MALICIOUS,
        "why-was group belittled",
        framed=False,
        gap=1,
        negatable=False,
        yields=PRESUPPOSED,
    ),
    rule(
        "hate.justified",
        MALICIOUS,
        "justify group",
        framed=False,
        gap=4,
        also=("less-pay|exclude|restrict|denied",),
        negatable=False,
        yields=PRESUPPOSED,
    ),
    rule("hate.denial", DECEIVE, "atrocity deny", gap=8, yields=("debunk", "definition", "safety")),
)

HARASSMENT = (
    rule(
        "harassment.target",
        DISHONOR,
        "harass private-person",
        gap=3,
        barrier="prep",
        yields=(*SETTINGS, "self-victim"),
    ),
    rule("harassment.ruin", DISHONOR, "harass-phrase", yields=(*SETTINGS, "self-victim")),
    rule(
        "harassment.known-target",
        DISHONOR,
        "harass|mock known-person",
        gap=3,
        barrier="prep",
        yields=("game", "figurative", *INFO, "self-victim"),
    ),
    rule("harassment.threat", DISHONOR, "make threat", gap=4, yields=(*SETTINGS, "self-victim")),
    rule(
        "harassment.rumor",
        DISHONOR,
        "spread rumor",
        gap=3,
        also=("private-person|private-person's",),
        yields=(*SETTINGS, "self-victim"),
    ),
    rule(
        "harassment.false-accusation",
        DISHONOR,
        "accuse crime-label",
        gap=8,
        also=("falsehood",),
        yields=(*SETTINGS, "self-victim"),
    ),
    rule(
        "harassment.false-harm-claim",  # "get back at her by saying she hit me so she loses her
        DISHONOR,  # job"
        "accuse claimed-hurt",
        gap=1,
        also=("get-back-at|lose-job",),
        yields=SETTINGS,  # not "self-victim": "she hit me" is what is to be claimed
    ),
    rule(
        "harassment.cost-their-job",  # "make my ex's new boyfriend lose his job by posting stuff
        DISHONOR,  # about him online"
        "make private-person's|person|known-person|private-person|person's lose-job",
        gap=3,
        also=("publish|spread|share",),
        yields=(*SETTINGS, "self-victim"),
    ),
    rule(
        "harassment.intimate-images",
        DISHONOR,
        "share intimate",
        gap=4,
        yields=(*INFO, "self-victim"),
    ),
    rule(
        "harassment.abuse-message",
        DISHONOR,
        "abuse-phrase",
        yields=(*INFO, "fiction", "self-victim"),
    ),
)

MANIPULATION = (
    rule(
        "manipulation.keep-from-telling",  # "stop my elderly mum from calling anyone so she
        COERCE,  # can't tell them I took her pension"
        "halt|prevent known-person|person|private-person comm-verb",
        gap=3,
        also=("cant-tell",),
        yields=SETTINGS,
    ),
    rule(
        "manipulation.cut-off",  # "stop my elderly dad from calling anyone so he depends only on
        COERCE,  # me"; not "how can I help my dad keep in touch with his friends?"
        "halt|prevent known-person|person|private-person comm-verb",
        gap=3,
        also=("control-effect",),
        yields=SETTINGS,
    ),
    rule(
        "manipulation.cut-off-covertly",  # "stop my girlfriend seeing her friends without her
        COERCE,  # realising I'm doing it"; a parent's care is not
        "halt|prevent known-person|person|private-person comm-verb",
        gap=3,
        also=("conceal",),
        yields=(*SETTINGS, "parental"),
    ),
    rule(
        "manipulation.coerce-person",
        COERCE,
        "coerce person",
        gap=3,
        barrier="prep",
        yields=SETTINGS,
    ),
    rule("manipulation.extort", COERCE, "extort", yields=(*SETTINGS, "self-victim")),
    rule(
        "manipulation.control", COERCE, "make|coerce person control-effect", gap=3, yields=SETTINGS
    ),
    rule(
        "manipulation.propaganda",
        COERCE,
        "use|make propaganda",
        gap=3,
        also=("group|turn-against",),
        yields=SETTINGS,
    ),
    rule("extremism.recruit", HARM, "recruit extremist", gap=5, yields=(*INFO, "fiction")),
    rule("extremism.fund", HARM, "fund extremist", gap=3, yields=(*INFO, "fiction")),
    rule(
        "extremism.take-up-arms",  # "persuade teenagers to take up weapons and join our fight"
        HARM,
        "persuade|recruit minor|person|group take-up-arms",
        gap=3,
        yields=(*INFO, "fiction"),
    ),
    rule(
        "extremism.radicalize",
        HARM,
        "radicalize person|group",
        gap=3,
        yields=(*INFO, "fiction", "debunk"),
    ),
)

DECEPTION = (
    rule(
        "deception.impersonate",
        DECEIVE,
        "impersonate person|authority",
        gap=3,
        yields=(*INFO, *NARRATIVE),
    ),
    rule("deception.pose-as-authority", DECEIVE, "pretend authority", gap=3, yields=INFO),
    rule(
        "fraud.phish",
        MALICIOUS,
        "pretend authority",
        gap=3,
        also=("credential|secret-data",),
        yields=INFO,
    ),
    rule(
        "deception.lie-to",
        DECEIVE,
        "lie person|authority",
        gap=3,
        yields=(*SETTINGS, "self-victim"),
    ),
    rule("deception.fake-content", DECEIVE, "make fake-content", gap=5, yields=(*INFO, "debunk")),
    rule("deception.post-fake", DECEIVE, "publish fake-content", gap=5, yields=(*INFO, "debunk")),
    rule("deception.beat-plagiarism-check", DECEIVE, "plagiarism-dodge", yields=INFO),
    rule("deception.fabricate", DECEIVE, "forge evidence", gap=3, yields=(*INFO, *NARRATIVE)),
    rule(
        "deception.misinformation",
        DECEIVE,
        "persuade-frame false-claim",
        framed=False,
        gap=12,
        yields=("debunk", "definition", "safety", "history"),
    ),
    rule(
        "deception.cheat", DECEIVE, "cheat cheat-target", gap=3, yields=(*SETTINGS, "self-victim")
    ),
    rule("deception.pass-off", DECEIVE, "make pass-off", gap=10, yields=INFO),
    rule(
        "deception.plant-belief",  # "send my colleague a message from a fake number so she thinks
        DECEIVE,  # her husband is cheating"
        "fake-source false-belief",
        gap=3,
        yields=(*INFO, *NARRATIVE),
    ),
    rule("deception.fake-event", DECEIVE, "forge life-event", gap=3, yields=(*INFO, *NARRATIVE)),
)

SEXUAL = (
    rule(
        "sexual.minor", HARM, "sexual minor", framed=False, gap=6, yields=("safety", "definition")
    ),
    rule(
        "sexual.alone-with-children",  # "a job at a summer camp so I can be alone with the kids
        HARM,  # without anyone checking"; not "can a babysitter be alone with the kids?"
        "alone-time minor",
        framed=False,
        gap=3,
        also=("conceal|unchecked",),
        yields=NARRATIVE,
    ),
    rule(
        "sexual.minor-first",
        HARM,
        "minor sexual",
        framed=False,
        gap=4,
        yields=("safety", "definition"),
    ),
    rule(
        "sexual.do-it",
        HARM,
        "do-it",
        framed=False,
        also=("groom", "minor|conceal|alone"),
        yields=("safety",),
    ),
    rule("sexual.groom", HARM, "groom minor", gap=2, yields=("safety", "definition", "history")),
    rule(
        "sexual.groom-trust",  # "gain a 12-year-old's trust online without the parents knowing"
        HARM,
        "win-over minor's trust-word",
        gap=2,
        also=("conceal",),
        yields=("safety",),
    ),
    rule(
        "sexual.private-chat",  # "chat privately with a 12-year-old on a game without her parents
        HARM,  # seeing"; not "games for a 12-year-old with safe chat settings"
        "private-talk minor",
        gap=3,
        also=("alone|conceal",),
        yields=("safety",),
    ),
    rule(
        "sexual.isolate-child",
        HARM,
        "get|persuade minor alone",
        gap=6,
        yields=("safety", "definition"),
    ),
    rule(
        "sexual.non-consent",
        HARM,
        "non-consent",
        yields=("safety", "definition", "history", "fiction"),
    ),
    rule(
        "sexual.coerce",
        HARM,
        "coerce|persuade|get person sex-act",
        gap=3,
        yields=("safety", "definition"),
    ),
    rule(
        "sexual.minor-photos",
        HARM,
        "minor send-photos",
        gap=5,
        yields=("safety", "definition", "parental", "kin"),
    ),
    rule("sexual.voyeur", HARM, "watch person undressing", gap=2, yields=("safety", "definition")),
)

CONDUCT = (
    rule(
        "regression.ignore-rules",
        REGRESSION,
        "ignore own-rules",
        framed=False,
        gap=4,
        negatable=False,
        yields=NARRATIVE,
    ),
    rule(
        "regression.unbound-mode",
        REGRESSION,
        "unbound",
        framed=False,
        also=("you",),
        negatable=False,
        yields=NARRATIVE,
    ),
    rule("provenance.who-made-you", tags.PROVENANCE_DISCLOSE, "who-made", framed=False),
    rule(
        "provenance.insist", tags.SUBSTRATE_PROBE, "insist provider|who-made", framed=False, gap=8
    ),
    rule("conduct.service-tool", tags.SERVICE_TOOL, "tool-talk", framed=False),
    rule("conduct.comfort", tags.COMFORT, "comfort", framed=False),
    rule("conduct.no-telos", tags.NO_TELOS, "purposeless", framed=False),
)

STANDARD = Grammar(
    rules=(
        *CONTEXTS,
        *VIOLENCE,
        *WEAPONS,
        *DRUGS,
        *SELF_HARM,
        *CYBER,
        *FRAUD,
        *PRIVACY,
        *SURVEILLANCE,
        *HATE,
        *HARASSMENT,
        *MANIPULATION,
        *DECEPTION,
        *SEXUAL,
        *CONDUCT,
    ),
    defeats=DEFEATS,
)
