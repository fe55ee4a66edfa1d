"""The rule-language server (`coimbra lsp`): diagnostics, hover, completion, definitions,
references, symbols, rename, code actions and formatting for `.coimbra` files, over the
Language Server Protocol (pygls, the `editor` extra). docs/EDITOR.md says what each does.

`names` reads the words of a file (tolerant of any text), `rule_view` the rule set a file
belongs to (with unsaved buffers), `words` the language's vocabulary and its docs,
`server` answers the editor.
"""
