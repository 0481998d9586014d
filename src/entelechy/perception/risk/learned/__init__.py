"""The learned risk layer: a small logistic model over hashed words, beside the grammar.

It is trained on the project's own corpus of contrast pairs (`data/risk`), ships as package data
(`weights.json.gz`, named by its SHA-256) and runs in pure Python, so every install has it.
"""
