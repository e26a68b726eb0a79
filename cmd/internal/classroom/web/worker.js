// The classroom's Web Worker: it runs the toolkit's solvers (nqueens.wasm,
// built from the module's source with GOOS=js GOARCH=wasm) off the page's
// thread. The page starts one worker per job (a race's recording, each
// racer's timing, a backtracking replay, a scale run) and ends it with the
// job, so no work outlives its view; one more answers quick questions
// (the solvers, the address's numbers, solutions per square).
// Messages in: first {cmd: "init", module} (the WebAssembly, compiled once
// by the page; without it the worker fetches it), then {id, cmd, ...}.
// Messages out: {type: "ready", solvers} or {type: "error", message}; then
// {id, type: "records"|"done"|"point"|"info"|"reply", ...}.
"use strict";
importScripts("wasm_exec.js");

let loaded = null;

async function load(module) {
  const go = new Go();
  const wasmReady = new Promise((resolve) => { self.nqueensReady = resolve; });
  let inst;
  if (module instanceof WebAssembly.Module) {
    inst = await WebAssembly.instantiate(module, go.importObject);
  } else {
    const resp = fetch("nqueens.wasm");
    try {
      inst = (await WebAssembly.instantiateStreaming(resp, go.importObject)).instance;
    } catch (e) {
      // A server that does not say application/wasm: compile from the bytes.
      const bytes = await (await fetch("nqueens.wasm")).arrayBuffer();
      inst = (await WebAssembly.instantiate(bytes, go.importObject)).instance;
    }
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

function reply(id, text) {
  postMessage({ id, type: "reply", result: JSON.parse(text) });
}

self.onmessage = async (ev) => {
  const m = ev.data;
  if (m.cmd === "init") {
    loaded = load(m.module);
    loaded.then(
      (nq) => postMessage({ type: "ready", solvers: JSON.parse(nq.solvers()) }),
      (e) => postMessage({ type: "error", message: String(e && e.message || e) }),
    );
    return;
  }
  let nq;
  try {
    nq = await loaded;
  } catch (e) {
    return;
  }
  switch (m.cmd) {
    case "race": {
      // The lanes first: the race's first records may come before race
      // returns.
      postMessage({ id: m.id, type: "info", info: JSON.parse(nq.lanes(m.solver, m.n)) });
      const r = JSON.parse(nq.race(m.id, m.solver, m.n, m.seed, records(m.id), done(m.id)));
      if (r.error) postMessage({ id: m.id, type: "done", outcome: r });
      break;
    }
    case "backtracking":
      nq.backtracking(m.id, m.n, records(m.id), done(m.id));
      break;
    case "scale":
      nq.scale(m.id, m.solvers.join(","), m.budgetMs,
        (text) => postMessage({ id: m.id, type: "point", point: JSON.parse(text) }), done(m.id));
      break;
    case "squares":
      reply(m.id, nq.squares(m.n));
      break;
    case "parseN":
      reply(m.id, nq.parseN(m.text, m.max));
      break;
    case "parseSeed":
      reply(m.id, nq.parseSeed(m.text));
      break;
    case "timer":
      reply(m.id, nq.timer(m.solver, m.n, m.seed));
      break;
    case "timerNext":
      reply(m.id, nq.timerNext());
      nq.timerCollect(); // while the other racers take their turns
      break;
    case "cancel":
      nq.cancel(m.id);
      break;
  }
};
