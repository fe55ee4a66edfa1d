// Tokenizes rule files with VS Code's own TextMate engine (vscode-textmate, Oniguruma)
// and prints, as JSON, every token left without a scope of its own or given an error
// scope: `node test/grammar.js FILE...` (run by tests/test_editor_grammar.py).
"use strict";

const fs = require("fs");
const path = require("path");
const textmate = require("vscode-textmate");
const oniguruma = require("vscode-oniguruma");

const wasm = fs.readFileSync(path.join(path.dirname(require.resolve("vscode-oniguruma")), "onig.wasm"));
const onigLib = oniguruma.loadWASM(wasm.buffer).then(() => ({
  createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
  createOnigString: (s) => new oniguruma.OnigString(s),
}));
const registry = new textmate.Registry({
  onigLib,
  loadGrammar: async () => textmate.parseRawGrammar(
    fs.readFileSync(path.join(__dirname, "..", "syntaxes", "coimbra.tmLanguage.json"), "utf8"),
    "coimbra.tmLanguage.json"),
});

registry.loadGrammar("source.coimbra").then((grammar) => {
  const problems = [];
  let tokens = 0;
  for (const file of process.argv.slice(2)) {
    let state = textmate.INITIAL;
    fs.readFileSync(file, "utf8").split("\n").forEach((line, i) => {
      const result = grammar.tokenizeLine(line, state);
      for (const t of result.tokens) {
        const text = line.slice(t.startIndex, t.endIndex);
        tokens += 1;
        const own = t.scopes.filter((s) => s !== "source.coimbra");
        if ((text.trim() && own.length === 0) || own.some((s) => s.startsWith("invalid"))) {
          problems.push({ file, line: i + 1, text, scopes: t.scopes });
        }
      }
      state = result.ruleStack;
    });
  }
  console.log(JSON.stringify({ tokens, problems }));
});
