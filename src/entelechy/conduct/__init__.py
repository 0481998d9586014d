"""Conduct: the governed reply (pre- and post-review, refusals, the redirect ladder, output
checks, the high-stakes verifier) and the evaluation of governance."""
