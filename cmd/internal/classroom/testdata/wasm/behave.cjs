// behave.cjs runs the committed WebAssembly in Node.js as the page's
// worker does and prints what it answers, one JSON line a case, for
// TestWasmBehaves to hold against the same calls made natively.
//
// node behave.cjs WASM WASM_EXEC_JS CASES_JSON
//
// CASES_JSON is [{"call": "race", "name": "qs1", "n": 8, "seed": 1},
// {"call": "backtracking", "n": 5}, {"call": "squares", "n": 6},
// {"call": "solvers"}]. A line is {"records": SHA-256 of the trace
// records' bytes, "done": the JSON the call ended with}.
"use strict";
const fs = require("fs");
const crypto = require("crypto");
const [wasmPath, execPath, casesPath] = process.argv.slice(2);

globalThis.require = require;
globalThis.fs = fs;
globalThis.TextEncoder = require("util").TextEncoder;
globalThis.TextDecoder = require("util").TextDecoder;
globalThis.performance ??= require("perf_hooks").performance;
globalThis.crypto ??= crypto.webcrypto;
require(require("path").resolve(execPath));

const cases = JSON.parse(fs.readFileSync(casesPath, "utf8"));

function run(c, id) {
  return new Promise((resolve) => {
    const hash = crypto.createHash("sha256");
    const onRecords = (bytes) => hash.update(Buffer.from(bytes));
    const onDone = (text) => resolve({ records: hash.digest("hex"), done: text });
    const q = globalThis.nqueens;
    switch (c.call) {
      case "race":
        q.race(id, c.name, c.n, String(c.seed), onRecords, onDone); // the seed as text, as the page sends it
        break;
      case "backtracking":
        q.backtracking(id, c.n, onRecords, onDone);
        break;
      case "squares":
        resolve({ records: hash.digest("hex"), done: q.squares(c.n) });
        break;
      case "solvers":
        resolve({ records: hash.digest("hex"), done: q.solvers() });
        break;
      default:
        resolve({ records: "", done: JSON.stringify({ error: "unknown call " + c.call }) });
    }
  });
}

globalThis.nqueensReady = async () => {
  for (let i = 0; i < cases.length; i++) {
    fs.writeSync(1, JSON.stringify(await run(cases[i], i + 1)) + "\n");
  }
  process.exit(0);
};

const go = new Go();
WebAssembly.instantiate(fs.readFileSync(wasmPath), go.importObject).then((r) => go.run(r.instance));
