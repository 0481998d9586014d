"""Episodic and consolidated memories: what happened, what sleep made of it, and recall of both."""
