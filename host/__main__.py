"""`python -m wispy`: the same as the `wispy` command."""

from wispy.cli import main
import sys

sys.exit(main())
