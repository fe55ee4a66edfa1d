// Starts `coimbra lsp` (the rule language's server) for .coimbra files, over stdio.
"use strict";

const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const [command, ...args] = vscode.workspace
    .getConfiguration("coimbra")
    .get("server.command", ["coimbra", "lsp"]);
  client = new LanguageClient(
    "coimbra",
    "Coimbra rules",
    { command, args, transport: TransportKind.stdio },
    {
      documentSelector: [{ scheme: "file", language: "coimbra" }],
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.coimbra") },
    }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
