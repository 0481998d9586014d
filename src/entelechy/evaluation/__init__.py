"""Measuring the whole mind: suites of conversations run through `Mind.respond`."""
