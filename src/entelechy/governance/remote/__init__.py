"""The governor over HTTP: a server around a local governor, and a client with its interface."""
