"""A belief as the mind says it to someone: about the person asking, or one of their people, in
the second person ("you teach…", "your son Pedro is 7"); about anyone else as its proposition."""

from __future__ import annotations

import re

from entelechy.beliefs.propositions import render, to_you, yours
from entelechy.beliefs.queries import BeliefRow


def said_to(row: BeliefRow, user_id: str | None) -> str:
    if user_id is None:
        return row.proposition
    if row.subject == user_id:
        return to_you(row.predicate, row.object, row.polarity, tense=row.tense)
    if row.subject.startswith(f"{user_id}'s "):
        whose = "your " + _as_worded(row, row.subject.removeprefix(f"{user_id}'s "))
        return render(whose, row.predicate, yours(row.object), row.polarity, tense=row.tense)
    return row.proposition


def said_to_teller(row: BeliefRow, user_id: str) -> str:
    """A belief `user_id` may see (one about them, or one they told), said to them: about them
    as `said_to` says it, about anyone else with their first person in the second."""
    worded = said_to(row, user_id)
    return told_back(row) if worded == row.proposition else worded


def told_back(row: BeliefRow) -> str:
    """A belief about someone else, said back to the person who told it, their first person
    in the second: "Tom lives with me in Rome" → "Tom lives with you in Rome"."""
    if yours(row.object) == row.object:
        return row.proposition
    phrase = render("", row.predicate, "", row.polarity, tense=row.tense)
    worded, found, _ = row.proposition.partition(f" {phrase} ")
    if not found:
        return row.proposition
    return render(worded, row.predicate, yours(row.object), row.polarity, tense=row.tense)


def _as_worded(row: BeliefRow, relation: str) -> str:
    """`relation` ("sister ana", from the belief's key) as its proposition words it ("sister
    Ana"): a name keeps the capitals the person gave it."""
    worded = row.proposition
    apart = r"[\s,]+"  # "my only son, Dmitri, is …": the commas are no part of who
    said = re.compile("'s " + apart.join(map(re.escape, relation.split())) + r"(?!\w)", re.I)
    found = said.search(worded)
    if found is None or len(worded.lower()) != len(worded):
        return relation
    return " ".join(found.group(0).removeprefix("'s ").replace(",", " ").split())
