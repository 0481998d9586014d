"""`python -m entelechy` runs the command line."""

from entelechy.surfaces.cli.launch import main

main()
