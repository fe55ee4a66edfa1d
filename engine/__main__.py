import sys

from engine.faces.cli import main

sys.exit(main())
