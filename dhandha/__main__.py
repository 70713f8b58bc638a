from dhandha.cli import main

raise SystemExit(main())
