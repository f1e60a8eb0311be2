#!/usr/bin/env node
if (Number(process.versions.node.split('.')[0]) < 22) {
  process.stderr.write(`cloud-agent: error: this is Node ${process.versions.node} (${process.execPath}); cloud-agent needs Node 22 or later: install it, or put it first on PATH\n`);
  process.exit(2);
}
const { commandLine } = await import('./index.js');
await commandLine();
