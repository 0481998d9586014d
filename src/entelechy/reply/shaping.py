"""Reply shaping: whole sentences, each said once, and only the mind's own turn.

Models loop ("the same paragraph three times"), stop mid-sentence at the token cap, parrot the
question back ("Why should women be allowed to vote?" answered with itself), write the other
side of the conversation ("Tom: …", "User: …") and promise to remember what no record holds. A
`Shaper` takes the reply as it streams and lets a sentence through only once it is complete, not
a repeat of the reply or of the person's question, and not the start of another speaker's turn;
what it lets through is exactly what the reply's final text is, so a streamed reply never has to
be taken back for its shape. Streaming and whole replies use the same code.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import snowballstemmer

from entelechy.memory.terms import STOPWORDS
from entelechy.perception.text import words
from entelechy.reply.perspective import ascribes, misquotes, quote_marks, toggles_quote

_BOUNDARY = re.compile(r"[.!?…]+[\"'”’)\]]*(?=\s)|\n")
_GOES_ON = re.compile(r"^\W*(?:he|she|they|his|her|their)\b", re.IGNORECASE)
"""A sentence opening with whom the one before spoke of ("He scored twice last week.")."""
_TURN = re.compile(r"^\s*(?:\*\*)?([A-Z][\w .'-]{0,30}?)(?:\*\*)?\s*:\s*\S")
GENERIC_SPEAKERS = frozenset({"user", "human", "assistant", "person", "you", "me", "ai", "bot"})
_HEADINGS = frozenset(
    {"note", "example", "tip", "step", "answer", "warning", "summary", "output", "input",
     "result", "reason", "example output", "important", "caution", "solution", "code"}
)  # fmt: skip
_CLOSERS = ".!?…\"'”’)]"
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+|\n+")
_ECHO_WORDS = 4
_STEM = snowballstemmer.stemmer("english")
_ASKING = re.compile(
    r"^\W*(?:how|what|why|where|when|which|who|any|ways?|tips?|ideas?|best|good)\b",
    re.IGNORECASE,
)
"""A message that asks for something ("how do I reset my sleep …", "ways to keep fit …?"), not
whether ("Can I freeze cooked rice?" is answered "You can freeze cooked rice.")."""
_TO_YOU = re.compile(
    r"^\W*you\b(?!(?:'ll|’ll| can| could| should| might| may| must| will| need| would)\b)",
    re.IGNORECASE,
)
"""A sentence saying what the person does or is, not what they may do ("You can …")."""
_ABOUT_ASKING = frozenset(
    _STEM.stemWords(["referring", "asking", "wondering", "trying", "looking", "need", "want"])
)
"""What a reply says the person is doing when it only says their question back ("You're
referring to …", "You are trying to …", "You need to …")."""
_NEEDING = re.compile(r"^\W*you (?:need|want) to\b", re.IGNORECASE)
"""A sentence saying what the person needs to do, which may only be their request said back
("You need to keep a parrot entertained while you're at work.")."""
_LEAD_IN_WORDS = 3
"""The fewest of the request's words a first sentence's lead-in must say, and no other, to be
only the request said back before the answer ("best way to overwinter dahlia tubers, make
sure …")."""
_TAG_WORDS = 3
"""The most words a tag after a comma has, which says nothing a sentence did not ("…, it's a
job.", "…, I suppose.")."""
_FRAMING = frozenset(
    {"to", "if", "when", "for", "before", "after", "while", "once", "as", "in", "on", "during"}
)
"""Words a lead-in that frames the answer opens with ("To overwinter dahlias, lift them …")."""
_SAID_BACK_WORDS = 2
"""The fewest of the request's words a sentence must say of the person, and no other words, to be
only the request said back (a sentence sharing one word with the request may still answer it)."""
_PRAISE = re.compile(
    r"(?:(?:oh|ah|well),?\s+)?(?:what|that'?s|that is|such|quite)?\s*(?:an?\s+)?"
    r"(?!the\b)(?:[\w-]+\s+){1,2}question(?:\s+indeed)?(?:,?\s*(?:my\s+)?(?:dear\s+)?friend)?\s*[.!]*"
    r"|(?:que\s+)?(?:[\w-]+\s+)?pergunta(?:,?\s*(?:meu|minha)\s+(?:caro\s+|cara\s+)?amig[oa])?"
    r"\s*[.!]*",
    re.IGNORECASE,
)
"""A first sentence that only praises the question ("A great question, my friend.", "What a
thought-provoking question!", "Ótima pergunta!"): the embedded model opens most answers so."""
_CONFUSION = re.compile(
    r"^(?:(?:i'?m|i am)\s+sorry|(?:i\s+)?apologi[sz]e|sorry)\s+for\s+(?:any|the)\s+"
    r"(?:confusion|misunderstanding)[.!,;]*\s*(?:but\s+)?",
    re.IGNORECASE,
)
"""An apology for confusion no one spoke of, opening an answer ("I'm sorry for any confusion,
but…"): the embedded model begins many answers so."""
_COMPLAINT = re.compile(
    r"confus|misunderst|\bwrong\b|mistake|not what i|that's not|you didn't|you did not",
    re.IGNORECASE,
)
"""What in the person's message makes an apology due."""
_CONDOLENCE = re.compile(
    r"^(?:(?:i'?m|i am)\s+(?:so\s+|very\s+|truly\s+)?sorry|my\s+(?:deepest\s+)?condolences)"
    r"\s+(?:for|about|on)\s+your\s+loss\b[.!,;]*\s*",
    re.IGNORECASE,
)
"""Condolences ("I'm sorry for your loss."), which the embedded model offers for "hey there" and
"Why do I avoid sugar?"."""
_BEREAVED = re.compile(
    r"\b(?:died|dies|dead|death|passed away|passed on|lost (?:my|our|a|her|his)|loss|funeral"
    r"|grie(?:f|ving|ve)|mourn\w*|miscarr\w*|put down)\b",
    re.IGNORECASE,
)
"""What in the person's message makes condolences due."""
_SYMPATHY = re.compile(
    r"^(?:i'?m|i am)\s+(?:so\s+|very\s+|really\s+|truly\s+)?sorry\s+to\s+hear\b", re.IGNORECASE
)
"""Sympathy ("I'm sorry to hear that you're having a baby."), which the embedded model offers
for good news as for bad."""
_HARDSHIP = re.compile(
    r"\b(?:sick|ill|illness|hurt|injur\w*|broke|broken|lost|fired|laid off|redundan\w*|divorc\w*"
    r"|split up|broke up|cancer|diagnos\w*|pain|stress\w*|anxi\w*|depress\w*|sad|lonely|tired"
    r"|exhausted|struggl\w*|difficult|tough|worr\w*|scared|afraid|fail\w*|reject\w*"
    r"|bad|awful|terrible|upset|unable|no longer|arthritis|surgery|hard time|finding it hard"
    r"|can(?:'t|not| not) \w+ (?:anymore|any more)"
    r"|operation|hospital|accident|ache|aching)\b",
    re.IGNORECASE,
)
"""What in the person's message makes sympathy due (besides a death or a loss)."""
_PROMISE = re.compile(
    r"\b(?:i'?ll|i will|i'?m going to|i am going to)\s+(?:(?:make sure|be sure) (?:to|that i)\s+"
    r"|always\s+|definitely\s+|certainly\s+)?"
    r"(?:remember|keep (?:that|this|it) in mind|make a note)\b"
    r"|^noted[.!]*$",
    re.IGNORECASE,
)
"""A promise to remember ("I'll make sure to remember that you live with your sister njess's
family."): the mind's records say what it remembers, and its acknowledgements are rendered from
them; a model saying it will remember speaks for a record that may not exist, in words of its
own."""
_OFFER = re.compile(
    r"^\W*(?:i'?m|i am|i'?d be|i would be|i'?ll be|i will be)\s+(?:more than\s+|very\s+|so\s+)?"
    r"(?:happy|glad|delighted|pleased)\s+to\s+(?:help|provide|share|give|offer|suggest|assist)\b",
    re.IGNORECASE,
)
"""An offer to help in place of help ("I'm happy to provide you with some affordable options for
your next meal!", and nothing after it): what follows it, if anything, is the answer."""
_OPENING_QUOTES = '"“'
_CLOSING_QUOTES = ('"', "”")
_BARE_MARKER = re.compile(r"(?:\d{1,2}[.)]|\d\ufe0f?\u20e3|[-*•–])")
"""A list item's number or bullet with nothing after it ("1️⃣", "2.", "-"): on a line of its
own, or at the very end, it is what the model wrote before it stopped or moved on."""


@dataclass
class Shaper:
    """Sentences in, shaped sentences out; `text` is everything released so far."""

    speakers: frozenset[str] = frozenset()
    """Lower-cased names of the people and minds in the conversation (their turns are never
    the mind's to write), besides the generic roles."""
    _buffer: str = ""
    _released: list[str] = field(default_factory=list)
    _held: list[str] = field(default_factory=list)
    """Sentences that announce what follows ("Here's some advice:"), released only with it: a
    reply that stops after one promises what it never gives."""
    _seen: set[tuple[str, ...]] = field(default_factory=set)
    _separator: str = ""
    _ended: bool = False
    _misquote_open: bool = False
    """A misquote left out opened a quote it did not close: its rest is left out too."""
    _ascribed: bool = False
    """The last sentence was left out for telling who someone is in words nothing known holds:
    a next one that goes on about them ("He scored twice last week.") is left out too."""
    _asked: frozenset[str] = frozenset()
    """The stems of what the person asked for, when their message asks for something: a
    sentence that only says it back as theirs is left out."""
    apology_due: bool = False
    """The person spoke of a mistake or a misunderstanding: an apology may open the reply."""
    condolences_due: bool = False
    """The person spoke of a death or a loss: the reply may offer condolences."""
    sympathy_due: bool = False
    """The person spoke of something hard: the reply may be sorry to hear it."""
    dropped: list[str] = field(default_factory=list)
    """What was left out, for the record: repeats, invented turns, a cut-off fragment, words
    put in the person's mouth."""
    quotable: tuple[str, ...] | None = None
    """What the person said (`perspective.heard_as_said`): a sentence quoting them with other
    words is left out. None: quotes are not checked (nothing to check them against)."""
    known: tuple[str, ...] | None = None
    """What the person said and the records say of them (`perspective.heard_as_said`): a
    sentence telling them who they are in other words is left out. None: not checked."""
    withheld: Callable[[str], bool] | None = None
    """Whether a sentence must not reach the person at all (a small model's command that
    destroys files, a dose it made up): left out as it streams. None: not checked."""
    open_question: bool = False
    """The reply answers a message no record answers ("best way to learn plumbing while working
    full time", "fun messy play ideas for toddlers"): a sentence that only tells the person what
    is known of them, in none of the message's words, is left out."""
    _heard: frozenset[str] = frozenset()
    _known_stems: tuple[frozenset[str], ...] = ()

    @classmethod
    def for_names(
        cls,
        names: Iterable[str],
        heard: str = "",
        quotable: tuple[str, ...] | None = None,
        known: tuple[str, ...] | None = None,
        withheld: Callable[[str], bool] | None = None,
        *,
        open_question: bool = False,
    ) -> Shaper:
        """A shaper for a conversation between `names`, answering the message `heard`: a
        question of it said back is a repeat. Only a question of four words or more: a
        statement may be quoted on purpose ("repeat this sentence"), and "How are you?" may be
        asked back."""
        names = frozenset(name.lower() for name in names if name)
        shaper = cls(names, quotable=quotable, known=known, withheld=withheld)
        heard_stems = _content_stems(heard)
        if open_question:  # only then is a sentence checked against what is known
            shaper.open_question = True
            shaper._heard = heard_stems
            shaper._known_stems = tuple(_content_stems(item) for item in known or ())
        shaper.apology_due = bool(_COMPLAINT.search(heard))
        shaper.condolences_due = bool(_BEREAVED.search(heard))
        shaper.sympathy_due = shaper.condolences_due or bool(_HARDSHIP.search(heard))
        for sentence in _SENTENCE_END.split(heard):
            key = tuple(words(sentence))
            if sentence.rstrip().endswith("?") and len(key) >= _ECHO_WORDS:
                shaper._seen.add(key)
        if _ASKING.search(heard):
            shaper._asked = heard_stems
        return shaper

    @property
    def text(self) -> str:
        return "".join(self._released)

    @property
    def pending(self) -> str:
        """What was said and not yet released (an unfinished sentence), as the model wrote it."""
        return "".join(self._held) + ("" if self._ended else self._buffer)

    def feed(self, delta: str) -> str:
        """Take a piece of the reply; the text released by it (possibly empty)."""
        if self._ended:
            return ""
        self._buffer += delta
        released = []
        while not self._ended:
            match = _BOUNDARY.search(self._buffer)
            if match is None:
                break
            sentence, self._buffer = self._buffer[: match.end()], self._buffer[match.end() :]
            released.append(self._take(sentence))
            space = len(self._buffer) - len(self._buffer.lstrip())
            gap, self._buffer = self._buffer[:space], self._buffer[space:]
            self._gap(sentence + gap)
        return "".join(released)

    def finish(self, *, cut: bool) -> str:
        """The end of the reply: the last fragment is kept when the model ended it (it is a
        sentence), dropped when the token cap cut it off mid-sentence — unless nothing else was
        said, when it is kept and closed with an ellipsis."""
        fragment, self._buffer = self._buffer.strip(), ""
        if self._ended or not fragment:
            return self._unheld() + self._closing_fence()
        if _BARE_MARKER.fullmatch(fragment):
            self.dropped.append(fragment)
            return self._unheld() + self._closing_fence()
        if cut and fragment[-1] not in _CLOSERS:
            if self._released or self._held:
                self.dropped.append(fragment)
                return self._unheld() + self._closing_fence()
            fragment = fragment.rstrip(",;:-– ") + "…"
        return self._take(fragment) + self._unheld() + self._closing_fence()

    def _unheld(self) -> str:
        """The end of the reply with an announcement still held: what it announced never came,
        so it is left out (for the record)."""
        self.dropped.extend(piece.strip() for piece in self._held)
        self._held.clear()
        return ""

    def _closing_fence(self) -> str:
        """A code block the model opened and never closed is closed, so it renders as code."""
        if self.text.count("```") % 2 == 0:
            return ""
        self._released.append("\n```")
        return "\n```"

    def _take(self, sentence: str) -> str:
        stripped = sentence.strip()
        if not stripped:
            return ""
        if sentence.endswith("\n") and _BARE_MARKER.fullmatch(stripped):
            self.dropped.append(stripped)
            return ""
        if not self._released and _PRAISE.fullmatch(stripped):
            self.dropped.append(stripped)
            return ""
        stripped = self._opened_plainly(stripped)
        if (
            (not self.sympathy_due and _SYMPATHY.match(stripped))
            or _PROMISE.search(stripped)
            or _OFFER.match(stripped)
        ):
            self.dropped.append(stripped)
            return ""
        stripped = self._without_stray_quote(stripped)
        if not stripped:
            return ""
        if self._invented_turn(stripped):
            self._ended = True
            self.dropped.append(stripped)
            return ""
        if (
            self._not_theirs(stripped)
            or self._said_back(stripped)
            or self._beside_the_point(stripped)
            or (self.withheld is not None and self.withheld(stripped))
        ):
            self.dropped.append(stripped)
            return ""
        key = tuple(words(stripped))
        if not key or key in self._seen:
            if key:
                self.dropped.append(stripped)
            return ""
        self._seen.add(key)
        piece = (self._separator if self._released or self._held else "") + stripped
        if stripped.endswith(":"):
            self._held.append(piece)
            return ""
        piece = "".join(self._held) + piece
        self._held.clear()
        self._released.append(piece)
        return piece

    def _not_theirs(self, sentence: str) -> bool:
        """Whether `sentence` puts words in the person's mouth: the rest of a misquote left out,
        a quote of them in words they never said, or who they are in words neither they nor the
        records used."""
        if self._misquote_open:
            self._misquote_open = not toggles_quote(sentence)
            return True
        if self.quotable is not None and misquotes(sentence, self.quotable):
            self._misquote_open = toggles_quote(sentence)
            return True
        if self.known is None:
            return False
        goes_on = self._ascribed and bool(_GOES_ON.match(sentence))
        self._ascribed = goes_on or ascribes(sentence, self.known)
        return self._ascribed

    def _said_back(self, sentence: str) -> bool:
        """Whether `sentence` only says the person's request back, as something of theirs: asked
        "how do I reset my sleep after months of nights", the embedded model answered "You are
        resetting your sleep after months of nights."; asked for ways to keep fit while a broken
        wrist heals, "You're referring to the healing of a broken wrist.". Every word it says
        of them is one of the request's, and at least two are; a tag after a comma says
        nothing more ("You need to treat your hives for varroa mites, it's a job.")."""
        if not self._asked or not (_TO_YOU.match(sentence) or _NEEDING.match(sentence)):
            return False
        head, _, tag = sentence.partition(", ")
        said = _content_stems(head if len(words(tag)) <= _TAG_WORDS else sentence)
        said -= _ABOUT_ASKING
        return len(said) >= _SAID_BACK_WORDS and said <= self._asked

    def _without_lead_in(self, sentence: str) -> str:
        """The reply's first sentence without a lead-in that only says the request back: asked
        "best way to overwinter dahlia tubers", the embedded model answered "best way to
        overwinter dahlia tubers, make sure they are well-drained …". A lead-in that frames
        the answer ("To overwinter dahlias, lift them …") is kept."""
        head, comma, rest = sentence.partition(", ")
        said = _content_stems(head)
        if (
            not comma
            or not self._asked
            or not _FRAMING.isdisjoint(words(head)[:1])
            or len(said) < _LEAD_IN_WORDS
            or not said <= self._asked
            or len(words(rest)) < _LEAD_IN_WORDS
        ):
            return sentence
        self.dropped.append(head)
        return rest[:1].upper() + rest[1:]

    def _beside_the_point(self, sentence: str) -> bool:
        """Whether `sentence`, answering a message no record answers, only tells the person
        what is known of them: asked "best way to learn plumbing while working full time", the
        embedded model answered "You are from sheffield.", and "How should I taper … before a
        half marathon?" "You are allergic to penicillin.", copied from what it had been told of
        them; asked how to keep their fingers warm for harp practice, it opened "You are
        learning the Welsh harp." (a record said back answers nothing the message asked,
        whatever words it shares with it; only what the message itself said may be said back,
        as a confirmation: "You said the leaflet says 240 mg.")."""
        if not (self.open_question and self._heard and _TO_YOU.match(sentence)):
            return False
        said = _content_stems(sentence) - _ABOUT_ASKING
        return (
            bool(said)
            and not said <= self._heard
            and any(said <= known for known in self._known_stems)
        )

    def _gap(self, text: str) -> None:
        """The separator before the next released sentence: a paragraph break, a line break or
        a space, as the model wrote it."""
        breaks = text.count("\n")
        self._separator = "\n\n" if breaks > 1 else "\n" if breaks else " "

    def _without_opening(self, sentence: str, opening: re.Pattern[str]) -> str:
        """`sentence` without the words `opening` matches at its start (left out, for the
        record), capitalised again; "" when nothing else was said."""
        found = opening.match(sentence)
        if found is None:
            return sentence
        self.dropped.append(sentence[: found.end()].strip())
        rest = sentence[found.end() :]
        return rest[:1].upper() + rest[1:]

    def _opened_plainly(self, sentence: str) -> str:
        """`sentence` without what the embedded model opens answers with and nothing called
        for: the request said back, an apology for confusion no one spoke of, condolences for
        no loss."""
        if not self._released and not self._held:
            sentence = self._without_lead_in(sentence)
        if not self._released and not self.apology_due:
            sentence = self._without_opening(sentence, _CONFUSION)
        if not self.condolences_due:
            sentence = self._without_opening(sentence, _CONDOLENCE)
        return sentence

    def _without_stray_quote(self, sentence: str) -> str:
        """`sentence` without a quotation mark that quotes no one: those a reply is wrapped in
        (the embedded model wraps answers in them, `"Tomatoes can get blight…"`), and a
        closing one that nothing the reply said opened; a quotation inside is kept."""
        if self._misquote_open or not sentence:
            return sentence  # a misquote's closing mark ends what is left out with it
        marks = quote_marks(sentence)
        if not self._released and not self._held and sentence[0] in _OPENING_QUOTES:
            inner = sentence[1:].lstrip()
            if inner.endswith(_CLOSING_QUOTES) and marks == 2:
                return inner[:-1].rstrip()  # the whole of a one-sentence reply
            if marks % 2:
                return inner
        if sentence.endswith(_CLOSING_QUOTES) and (quote_marks(self.text) + marks) % 2:
            return sentence[:-1].rstrip()
        return sentence

    def _invented_turn(self, sentence: str) -> bool:
        match = _TURN.match(sentence)
        if match is None:
            return False
        who = match.group(1).strip().lower()
        if who in _HEADINGS:
            return False
        return who in GENERIC_SPEAKERS or who in self.speakers


def _content_stems(text: str) -> frozenset[str]:
    """The stems of the words of `text` that say something (not "the", "you", "how")."""
    return frozenset(_STEM.stemWords([word for word in words(text) if word not in STOPWORDS]))


def shape(text: str, *, cut: bool = False, speakers: Iterable[str] = ()) -> str:
    """A whole reply shaped at once (what streaming it would have released)."""
    shaper = Shaper.for_names(speakers)
    shaper.feed(text)
    shaper.finish(cut=cut)
    return shaper.text


def repeated_sentences(text: str) -> int:
    """How many sentences of `text` repeat an earlier one (for evaluation)."""
    seen: set[tuple[str, ...]] = set()
    repeats = 0
    for part in _SENTENCE_END.split(text):
        key = tuple(words(part))
        if not key:
            continue
        repeats += key in seen
        seen.add(key)
    return repeats
