// The classroom's Web Worker: it runs the toolkit's solvers (nqueens.wasm,
// built from the module's source with GOOS=js GOARCH=wasm) off the page's
// thread, so the page stays responsive while a search computes ahead.
// Messages in: {id, cmd: "race"|"backtracking"|"scale"|"squares"|"cancel", ...}.
// Messages out: {id, type: "records"|"done"|"point"|"result", ...}; first
// {type: "ready", solvers} once the WebAssembly runs, or {type: "error"}.
"use strict";
importScripts("wasm_exec.js");

let ready = null;

async function load() {
  const go = new Go();
  const wasmReady = new Promise((resolve) => { self.nqueensReady = resolve; });
  let inst;
  const resp = fetch("nqueens.wasm");
  try {
    inst = (await WebAssembly.instantiateStreaming(resp, go.importObject)).instance;
  } catch (e) {
    // A server that does not say application/wasm: compile from the bytes.
    const bytes = await (await fetch("nqueens.wasm")).arrayBuffer();
    inst = (await WebAssembly.instantiate(bytes, go.importObject)).instance;
  }
  go.run(inst);
  await wasmReady;
  return self.nqueens;
}

function records(id) {
  return (u8) => {
    const data = new Int32Array(u8.buffer, u8.byteOffset, u8.byteLength >> 2);
    postMessage({ id, type: "records", data }, [u8.buffer]);
  };
}

function done(id) {
  return (text) => postMessage({ id, type: "done", outcome: JSON.parse(text) });
}

self.onmessage = async (ev) => {
  const m = ev.data;
  let nq;
  try {
    nq = await ready;
  } catch (e) {
    return;
  }
  switch (m.cmd) {
    case "race":
      nq.race(m.id, m.solver, m.n, m.seed, records(m.id), done(m.id));
      break;
    case "backtracking":
      nq.backtracking(m.id, m.n, records(m.id), done(m.id));
      break;
    case "scale":
      nq.scale(m.id, m.solvers.join(","), m.budgetMs,
        (text) => postMessage({ id: m.id, type: "point", point: JSON.parse(text) }), done(m.id));
      break;
    case "squares":
      postMessage({ id: m.id, type: "result", result: JSON.parse(nq.squares(m.n)) });
      break;
    case "cancel":
      nq.cancel(m.id);
      break;
  }
};

ready = load();
ready.then(
  (nq) => postMessage({ type: "ready", solvers: JSON.parse(nq.solvers()) }),
  (e) => postMessage({ type: "error", message: String(e && e.message || e) }),
);
