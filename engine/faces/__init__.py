"""What people and programs use: the `coimbra` command, terminal view, card gallery, map
drawing, web table."""
