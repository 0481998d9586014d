"""Introspection: what the mind can say about itself, computed from its records only.

Every answer is a list of sentences, each with the ids of the records it rests on; what is not
recorded is said to be so ("I have no record of that."), never reasoned about. Replies to
introspective questions are scored against these answers sentence by sentence (`scoring`).
"""
