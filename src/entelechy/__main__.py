"""`python -m entelechy` runs the command line."""

from entelechy.surfaces.cli.app import main

main()
