// The N-Queens classroom page. Every search runs in worker.js on the
// toolkit's own solvers (WebAssembly): one worker records a race's steps,
// which this file replays at the pace the class wants and draws on
// canvases, and each racer is timed in a worker of its own, without
// recording or drawing. No library, no build step: plain browser
// JavaScript, Chromium and Firefox.
"use strict";

// ---- constants -----------------------------------------------------------

// The solvers' colours (cmd/internal/solvercolor, whose test checks that
// the two lists agree and that every colour has 3:1 contrast on white and
// stays apart for colour-blind readers); each series also has its own
// dash pattern and marker, so colour is never the only cue.
const SERIES = [
  { color: "#0072B2", dash: [], width: 5, marker: "circle" },
  { color: "#9C6C48", dash: [14, 7], width: 4, marker: "square" },
  { color: "#009E73", dash: [4, 5], width: 4, marker: "triangle" },
  { color: "#CC79A7", dash: [18, 6, 4, 6], width: 4, marker: "diamond" },
  { color: "#0090F0", dash: [2, 3], width: 4, marker: "cross" },
  { color: "#000000", dash: [10, 4], width: 3, marker: "plus" },
  { color: "#D55E00", dash: [], width: 2.5, marker: "star" },
];
const HIT = "#D55E00"; // attacked queens and their lines, on a white casing
const MOVED = "#0072B2"; // what the last step moved
const INK = "#111111";
const PAPER = "#ffffff";
const LIGHT_SQ = "#f1ece2", DARK_SQ = "#d9cfba"; // the board's squares
const KIND = { START: 0, MOVE: 1, SWAP: 2, RESTART: 3, DONE: 4 };
const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 1000, Infinity];
const RACE_DEFAULT = ["fullboard", "linearboard", "qs1"];
const SCALE_DEFAULT = ["fullboard", "linearboard", "qs1-classic", "qs1"];
const STATUS_TEXT = {
  solved: "solved", no_solution: "no solution exists", limit_reached: "limit reached",
  canceled: "canceled", invalid: "INVALID placement",
};
// How the page times a racer (package trace, timing.go, says the same).
const TIMING = { readings: 9, clockSteps: 100, capS: 3, runLimitS: 10 };
const MAX_N = 2 ** 53; // what the parser is asked for before the view's own limit

const $ = (id) => document.getElementById(id);

// clock is the browser's clock as this page gets it: the step of
// performance.now in ns (5-20 µs when the page is cross-origin isolated,
// 100 µs to 1 ms when not), and whether it is coarse (over 20 µs).
const clock = (() => {
  let step = Infinity;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    let t1 = performance.now();
    for (let k = 0; t1 === t0 && k < 1e7; k++) t1 = performance.now();
    if (t1 > t0) step = Math.min(step, t1 - t0);
  }
  const ns = Number.isFinite(step) ? Math.round(step * 1e6) : 1e6;
  return { ns, coarse: ns > 20000, isolated: !!window.crossOriginIsolated };
})();
// oneThread: the browser says it has one processor, so the timing workers
// share it with the page's drawing.
const oneThread = !(navigator.hardwareConcurrency >= 2);
const reducedMotion = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };

const params = new URLSearchParams(location.search);
let opts = null; // the address's parameters, checked: see readParams
let solvers = []; // from the registry: {name, summary, step_name, measure, max_n, restarts, race_max_n, race_why}
let currentView = "race";

// ---- numbers as people read them ------------------------------------------

function fmtInt(v) { return Math.round(v).toLocaleString("en-US"); }
function plural(k, word) { return fmtInt(k) + " " + (k === 1 ? word.replace(/s$/, "") : word); }
// fmtTime writes ns with three significant digits, and never a digit
// finer than res, the least difference the measurement can tell (the
// clock's step over the runs of a reading): a time the clock cannot
// resolve at all reads "under" its step.
function fmtTime(ns, res = 0) {
  if (!(ns > 0)) return "0 ns";
  const sig = (q) => Math.floor(Math.log10(q) + 1e-9) - 2; // the third significant digit
  const floor = res > 0 ? Math.ceil(Math.log10(res) - 1e-9) : 0;
  let e = Math.max(sig(ns), floor, 0);
  const q = Math.round(ns / 10 ** e) * 10 ** e;
  if (q === 0) return "under " + fmtTime(10 ** e);
  e = Math.max(e, sig(q));
  const [f, u] = q >= 1e9 ? [1e9, "s"] : q >= 1e6 ? [1e6, "ms"] : q >= 1e3 ? [1e3, "µs"] : [1, "ns"];
  return (q / f).toFixed(Math.max(0, Math.round(Math.log10(f)) - e)) + " " + u;
}
// roundTime is the value fmtTime shows, in ns.
function roundTime(ns, res = 0) {
  const floor = res > 0 ? Math.ceil(Math.log10(res) - 1e-9) : 0;
  const e = Math.max(Math.floor(Math.log10(ns) + 1e-9) - 2, floor, 0);
  return Math.round(ns / 10 ** e) * 10 ** e;
}
function fmtRatio(r) { return (r >= 10 ? r.toFixed(0) : r.toFixed(1)) + "×"; }
function fmtN(n) {
  if (n >= 1e6 && n % 1e6 === 0) return n / 1e6 + "M";
  if (n >= 1e3 && n % 1e3 === 0) return n / 1e3 + "k";
  return fmtInt(n);
}
// fmtDecade names a power of ten of nanoseconds: 1 µs, 10 ms, 1 s.
function fmtDecade(ns) {
  for (const [f, u] of [[1e9, "s"], [1e6, "ms"], [1e3, "µs"], [1, "ns"]]) {
    if (ns >= f * 0.999) return String(Math.round(ns / f)) + " " + u;
  }
  return String(ns) + " ns";
}
function setStatus(text, error) {
  const s = $("status");
  s.textContent = text;
  s.classList.toggle("error", !!error);
}
function speedLabel(v) { return v === Infinity ? "all at once" : v + " / s"; }
function fillSpeeds(sel, value) {
  for (const v of SPEEDS) sel.add(new Option(speedLabel(v), String(v)));
  sel.value = String(SPEEDS.includes(value) ? value : 10);
}
function parseSpeed(s) {
  if (s === "max" || s === "Infinity") return Infinity;
  const v = Number(s);
  return SPEEDS.includes(v) ? v : 10;
}
function setParams(entries) {
  const u = new URLSearchParams();
  for (const [k, v] of entries) if (v !== undefined && v !== null && v !== "") u.set(k, v);
  history.replaceState(null, "", "?" + u.toString().replace(/%2C/g, ","));
}
// fitBox sizes a text box to its whole value (at least min characters).
function fitBox(input, min) { input.size = Math.max(min, String(input.value).length + 1); }

// ---- engines: workers running the WebAssembly ------------------------------

let wasmModule = null; // compiled once, handed to every worker
const engines = new Set(); // the workers alive, each with what it does

// compileWasm compiles nqueens.wasm once for every worker (a server that
// does not say application/wasm: from the bytes).
async function compileWasm() {
  try {
    return await WebAssembly.compileStreaming(fetch("nqueens.wasm"));
  } catch (e) {
    const bytes = await (await fetch("nqueens.wasm")).arrayBuffer();
    return WebAssembly.compile(bytes);
  }
}

// Engine is one worker running the solvers: start streams a search's
// messages to a handler, call answers one question, end terminates the
// worker and whatever it computes (the work of a view that is left).
class Engine {
  constructor(what) {
    this.what = what;
    this.next = 1;
    this.handlers = new Map();
    this.calls = new Map();
    this.worker = new Worker("worker.js");
    this.ready = new Promise((resolve, reject) => {
      this.worker.onerror = (e) => reject(new Error(e.message || "the worker failed to start"));
      this.worker.onmessage = (ev) => {
        const m = ev.data;
        if (m.type === "ready") { resolve(m.solvers); return; }
        if (m.type === "error") { reject(new Error(m.message)); return; }
        if (m.type === "reply") {
          const c = this.calls.get(m.id);
          if (c) { this.calls.delete(m.id); c(m.result); }
          return;
        }
        const h = this.handlers.get(m.id);
        if (h) {
          if (m.type === "done") this.handlers.delete(m.id);
          h(m);
        }
      };
    });
    this.worker.postMessage({ cmd: "init", module: wasmModule });
    engines.add(this);
  }
  start(msg, handler) {
    const id = this.next++;
    this.handlers.set(id, handler);
    this.worker.postMessage({ ...msg, id });
    return id;
  }
  call(msg) {
    const id = this.next++;
    return new Promise((resolve) => {
      this.calls.set(id, resolve);
      this.worker.postMessage({ ...msg, id });
    });
  }
  end() {
    if (!engines.has(this)) return;
    engines.delete(this);
    this.worker.terminate();
    this.handlers.clear();
    for (const c of this.calls.values()) c({ error: "ended" });
    this.calls.clear();
  }
}

let util = null; // the engine for quick questions: it lives with the page

// working lists what the workers compute now, besides the quick
// questions (for the tests, and for the status line).
function working() { return Array.from(engines).filter((e) => e !== util).map((e) => e.what); }
window.nqWorking = working;

// ---- traces: the records of package trace, replayed ----------------------

class Trace {
  constructor(n, lanes = 0) {
    this.n = n;
    this.lanes = lanes; // qs1 from 2^16: the start is solved lane by lane
    this.buf = new Int32Array(1024);
    this.len = 0; // records received, in int32s
    this.reset();
    this.outcome = null;
  }
  reset() {
    this.pos = 0;
    this.p = new Int32Array(this.n).fill(-1);
    this.empty = this.n; // columns without a queen: a start phase still placing them
    this.step = 0; this.restarts = 0; this.h = null; this.kind = null;
    this.records = 0;
    this.lane = 0; // lanes started (qs1 from 2^16)
    this.changed = [];
    this.chart = []; // step, heuristic, step, heuristic, ...
  }
  push(data) {
    if (this.len + data.length > this.buf.length) {
      let size = this.buf.length;
      while (size < this.len + data.length) size *= 2;
      const b = new Int32Array(size);
      b.set(this.buf.subarray(0, this.len));
      this.buf = b;
    }
    this.buf.set(data, this.len);
    this.len += data.length;
  }
  // placing is a start phase filling the board one queen at a time (qs1
  // below 2^16): not charted, as its 0 would read as a solution.
  placing() { return this.empty > 0 && this.step === 0 && this.lanes === 0; }
  available() { return this.pos < this.len; }
  ended() { return this.outcome !== null && !this.available(); }
  nextKind() { return this.available() ? this.buf[this.pos] : null; }
  // idle reports whether the next record changes nothing that shows: no
  // column, the same step and heuristic (the final record, or qs1's start
  // after its lanes, which placed every queen already).
  idle() {
    const b = this.buf, i = this.pos;
    return this.available() && b[i] !== KIND.RESTART && b[i + 4] === 0 && b[i + 1] === this.step && b[i + 3] === this.h;
  }
  applyOne() {
    const b = this.buf, i = this.pos;
    const kind = b[i], k = b[i + 4];
    this.step = b[i + 1]; this.restarts = b[i + 2]; this.h = b[i + 3];
    for (let j = 0; j < k; j++) {
      const c = b[i + 5 + 2 * j], r = b[i + 6 + 2 * j];
      if (this.p[c] < 0 && r >= 0) this.empty--; else if (this.p[c] >= 0 && r < 0) this.empty++;
      this.p[c] = r;
      this.changed.push(c);
    }
    this.pos = i + 5 + 2 * k;
    this.kind = kind;
    this.records++;
    if (this.lanes && kind === KIND.START && k > 0) this.lane = Math.min(this.lanes, this.lane + 1);
    if (!this.placing()) this.chart.push(this.step, this.h);
    return kind;
  }
  // advance makes one visible step: one record, a restart together with
  // the new start that follows it, and any record after it that changes
  // nothing.
  advance() {
    if (!this.available()) return false;
    this.changed = [];
    const kind = this.applyOne();
    this.stepKind = kind;
    if (kind === KIND.RESTART && this.nextKind() === KIND.START) this.applyOne();
    while (this.idle()) this.applyOne();
    return true;
  }
}

// ---- drawing -------------------------------------------------------------

function fitCanvas(canvas) {
  const r = canvas.getBoundingClientRect();
  const dpr = window.devicePixelRatio || 1;
  const w = Math.max(1, Math.round(r.width * dpr)), h = Math.max(1, Math.round(r.height * dpr));
  if (canvas.width !== w || canvas.height !== h) { canvas.width = w; canvas.height = h; }
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return { ctx, w, h, dpr };
}

// attacks finds the queens of p that share a line with another, and for
// each shared line the first and last queen on it (as render.Analyze
// does), in O(n) with typed arrays, so a board of 10^5 queens is quick.
function attacks(p) {
  const n = p.length;
  const fam = [n, 2 * n, 2 * n].map((size) => ({ count: new Int32Array(size), lo: new Int32Array(size).fill(-1), hi: new Int32Array(size) }));
  const key = (g, c, r) => (g === 0 ? r : g === 1 ? r + c : r - c + n - 1);
  for (let c = 0; c < n; c++) {
    const r = p[c];
    if (r < 0) continue;
    for (let g = 0; g < 3; g++) {
      const f = fam[g], k = key(g, c, r);
      if (f.count[k]++ === 0) f.lo[k] = c;
      f.hi[k] = c;
    }
  }
  const attacked = new Uint8Array(n);
  let count = 0;
  for (let c = 0; c < n; c++) {
    const r = p[c];
    if (r >= 0 && (fam[0].count[r] > 1 || fam[1].count[r + c] > 1 || fam[2].count[r - c + n - 1] > 1)) { attacked[c] = 1; count++; }
  }
  const lines = [];
  for (const f of fam) {
    for (let k = 0; k < f.count.length; k++) if (f.count[k] > 1) lines.push([f.lo[k], p[f.lo[k]], f.hi[k], p[f.hi[k]]]);
  }
  return { attacked, lines, count };
}

function queenPath(ctx, x, y, s) {
  // A crown: five points over a band, drawn in a square of side s at (x, y).
  const pts = [[0.12, 0.34], [0.3, 0.62], [0.34, 0.2], [0.5, 0.56], [0.66, 0.2], [0.7, 0.62], [0.88, 0.34], [0.8, 0.8], [0.2, 0.8]];
  ctx.beginPath();
  ctx.moveTo(x + pts[0][0] * s, y + pts[0][1] * s);
  for (const [px, py] of pts.slice(1)) ctx.lineTo(x + px * s, y + py * s);
  ctx.closePath();
}

// cased strokes the current path in colour over a white casing, so a line
// keeps its contrast on any square (WCAG 2.1 1.4.11: 3:1 with what is
// next to it).
function cased(ctx, color, width, dash = []) {
  ctx.setLineDash([]);
  ctx.strokeStyle = PAPER; ctx.lineWidth = width + 2 * Math.max(1, width * 0.35);
  ctx.stroke();
  ctx.setLineDash(dash);
  ctx.strokeStyle = color; ctx.lineWidth = width;
  ctx.stroke();
  ctx.setLineDash([]);
}

// drawQueens draws the queens of p whose square lies in the rectangle of
// columns c0..c1 and rows r0..r1, cells of side cell from (x0, y0) with
// row r1 at the top: crowns from 14 px, discs below; attacked queens in
// vermillion with a ring, the squares of o.changed framed in blue.
function drawQueens(ctx, p, at, g, o) {
  const { c0, c1, r0, r1, x0, y0, cell, dpr } = g;
  const crowns = cell >= 14 * dpr;
  const xy = (c, r) => [x0 + (c - c0) * cell, y0 + (r1 - r) * cell];
  if (o.changed) {
    const lw = Math.max(2 * dpr, cell * 0.08);
    for (const c of o.changed) {
      const r = p[c];
      if (r < 0 || c < c0 || c > c1 || r < r0 || r > r1) continue;
      const [x, y] = xy(c, r);
      ctx.beginPath(); ctx.rect(x + lw / 2, y + lw / 2, cell - lw, cell - lw);
      cased(ctx, MOVED, lw);
    }
  }
  for (let c = c0; c <= c1; c++) {
    const r = p[c];
    if (r < r0 || r > r1) continue;
    const [x, y] = xy(c, r);
    const hit = at.attacked[c];
    if (!crowns) {
      // A disc filling most of the square, vermillion with a ring when
      // attacked.
      ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, cell * 0.36, 0, 2 * Math.PI);
      ctx.fillStyle = hit ? HIT : INK; ctx.fill();
      if (hit) {
        ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, cell * 0.36 + 2 * dpr, 0, 2 * Math.PI);
        cased(ctx, HIT, 1.5 * dpr);
      }
      continue;
    }
    if (hit) {
      ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, cell * 0.46, 0, 2 * Math.PI);
      ctx.fillStyle = PAPER; ctx.fill();
      ctx.lineWidth = Math.max(1.5 * dpr, cell * 0.07); ctx.strokeStyle = HIT; ctx.stroke();
    }
    queenPath(ctx, x, y, cell);
    ctx.fillStyle = hit ? HIT : INK; ctx.fill();
    ctx.lineWidth = Math.max(1, cell * 0.04); ctx.strokeStyle = PAPER; ctx.stroke();
  }
}

// drawSquares checkers the cells of a grid (plain under 8 px a cell).
function drawSquares(ctx, g) {
  const { c0, c1, r0, r1, x0, y0, cell, dpr } = g;
  const cols = c1 - c0 + 1, rows = r1 - r0 + 1;
  ctx.fillStyle = LIGHT_SQ; ctx.fillRect(x0, y0, cell * cols, cell * rows);
  if (cell < 8 * dpr) return;
  ctx.fillStyle = DARK_SQ;
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      if ((r + c) % 2 === 0) ctx.fillRect(x0 + (c - c0) * cell, y0 + (r1 - r) * cell, cell + 0.5, cell + 0.5);
    }
  }
}

// drawLines draws each line two attacking queens share, between the
// outermost two, dashed in vermillion on a white casing, clipped to the
// grid g; at most 2,000 of them.
function drawLines(ctx, at, g) {
  const { c0, c1, r0, r1, x0, y0, cell, dpr } = g;
  ctx.save();
  ctx.beginPath(); ctx.rect(x0, y0, (c1 - c0 + 1) * cell, (r1 - r0 + 1) * cell); ctx.clip();
  const cx = (c) => x0 + (c - c0 + 0.5) * cell, cy = (r) => y0 + (r1 - r + 0.5) * cell;
  const width = Math.max(1.5 * dpr, cell * 0.1);
  ctx.lineCap = "round";
  let drawn = 0;
  ctx.beginPath();
  for (const [a, ra, b, rb] of at.lines) {
    if (Math.max(a, b) < c0 || Math.min(a, b) > c1 || Math.max(ra, rb) < r0 && Math.min(ra, rb) > r1) continue;
    ctx.moveTo(cx(a), cy(ra)); ctx.lineTo(cx(b), cy(rb));
    if (++drawn >= 2000) break;
  }
  cased(ctx, HIT, width, cell >= 14 * dpr ? [cell * 0.25, cell * 0.15] : []);
  ctx.restore();
}

// labelGrid writes the row numbers (1 at the bottom) and column letters
// of an n <= 26 board at font px (device), every k-th when the cells are
// smaller than the type.
function labelGrid(ctx, n, g, font, margin) {
  const { x0, y0, cell } = g;
  const k = Math.max(1, Math.ceil(font * 1.15 / cell));
  ctx.fillStyle = INK;
  ctx.font = `600 ${font}px system-ui, sans-serif`;
  ctx.textAlign = "center"; ctx.textBaseline = "middle";
  for (let r = 0; r < n; r += k) ctx.fillText(String(r + 1), x0 - margin / 2, y0 + (n - 1 - r + 0.5) * cell);
  ctx.textBaseline = "top";
  for (let c = 0; c < n; c += k) ctx.fillText(String.fromCharCode(97 + c), x0 + (c + 0.5) * cell, y0 + n * cell + font * 0.2);
}

// drawBoard draws placement p (row -1: no queen) with row 0 at the bottom,
// square, centred in the canvas. Squares of 2.5 px or more show every
// queen (crowns from 14 px, discs below), the attacked ones in vermillion
// with a ring and each shared line dashed between the outermost two;
// smaller squares give the block view (drawBlocks): conflicts per block
// and a magnifier around the last move. It returns the attacks it found.
function drawBoard(canvas, p, o = {}) {
  const { ctx, w, h, dpr } = fitCanvas(canvas);
  canvas.setAttribute("role", "img");
  const n = p.length;
  const at = attacks(p);
  const side = Math.min(w, h);
  const labels = n <= 26;
  // Labels of 14 px at least (11 on a phone's boards, under 150 px).
  const font = labels ? Math.round(dpr * Math.min(18, Math.max(side / dpr < 150 ? 11 : 14, side / (n + 2) * 0.55 / dpr))) : 0;
  const margin = labels ? Math.round(font * 1.7) : 2 * dpr;
  const size = side - margin - 2 * dpr;
  const cell = size / n;
  const x0 = Math.round((w - side) / 2) + margin, y0 = Math.round((h - side) / 2) + dpr; // the frame's width inside
  ctx.clearRect(0, 0, w, h);
  canvas.dataset.labelPx = labels ? String(font / dpr) : "";
  const g = { c0: 0, c1: n - 1, r0: 0, r1: n - 1, x0, y0, cell, dpr };
  if (cell < 2.5 * dpr) {
    canvas.dataset.view = "blocks";
    drawBlocks(ctx, p, at, g, o);
  } else {
    canvas.dataset.view = cell >= 14 * dpr ? "crowns" : "discs";
    drawSquares(ctx, g);
    if (o.shadeAttacked) shadeAttacked(ctx, p, g);
    drawLines(ctx, at, g);
    drawQueens(ctx, p, at, g, o);
  }
  ctx.strokeStyle = INK; ctx.lineWidth = 2 * dpr;
  ctx.strokeRect(x0, y0, cell * n, cell * n);
  if (labels) labelGrid(ctx, n, g, font, margin);
  const placed = n - p.reduce((k, r) => k + (r < 0 ? 1 : 0), 0);
  canvas.setAttribute("aria-label", n <= 26
    ? "board: " + (Array.from(p).map((r, c) => (r >= 0 ? String.fromCharCode(97 + c) + (r + 1) : "")).filter(Boolean).join(" ") || "empty")
    : `board of ${fmtInt(n)} columns: ${fmtInt(placed)} queens placed, ${fmtInt(at.count)} attacked`);
  return at;
}

// shadeAttacked dots the empty squares a placed queen attacks (the
// backtracking view: where no queen may go).
function shadeAttacked(ctx, p, g) {
  const { x0, y0, cell } = g, n = p.length;
  ctx.fillStyle = "rgba(0, 114, 178, 0.55)";
  for (let c = 0; c < n; c++) {
    if (p[c] >= 0) continue;
    for (let r = 0; r < n; r++) {
      let hit = false;
      for (let q = 0; q < n && !hit; q++) hit = p[q] >= 0 && (p[q] === r || Math.abs(p[q] - r) === Math.abs(q - c));
      if (hit) {
        ctx.beginPath(); ctx.arc(x0 + (c + 0.5) * cell, y0 + (n - 1 - r + 0.5) * cell, cell * 0.14, 0, 2 * Math.PI); ctx.fill();
      }
    }
  }
}

// mix blends two #rrggbb colours, t of the way from a to b.
function mix(a, b, t) {
  const ch = (s, k) => parseInt(s.slice(1 + 2 * k, 3 + 2 * k), 16);
  return `rgb(${[0, 1, 2].map((k) => Math.round(ch(a, k) + (ch(b, k) - ch(a, k)) * t)).join(",")})`;
}

// focusOf is the square the magnifier looks at: the queen the last step
// moved, else the first attacked queen, else the middle of the board.
function focusOf(p, at, changed) {
  for (const c of changed || []) if (p[c] >= 0) return [c, p[c]];
  const c = at.attacked.indexOf(1);
  if (c >= 0) return [c, p[c]];
  const m = p.length >> 1;
  return [m, p[m] >= 0 ? p[m] : m];
}

// drawBlocks is the view of a board too big for its squares: blocks of
// 6 px or more, each shaded by the queens in it (light grey) and, over that,
// by the attacked queens in it (light to strong vermillion), so no pixel
// is darker than mid-grey but a ring; a vermillion ring around each
// attacked queen while there are at most 60; blue rings around what the
// last step moved; and a magnifier (9 x 9 squares, drawn in full) around
// the last move, in the corner farthest from it.
function drawBlocks(ctx, p, at, g, o) {
  const n = p.length, { x0, y0, cell, dpr } = g, size = cell * n;
  // Blocks of 6 px or more, holding four queens or more on average.
  const B = Math.max(1, Math.min(Math.floor(Math.sqrt(n / 4)), Math.floor(size / (6 * dpr))));
  const queens = new Int32Array(B * B), hits = new Int32Array(B * B);
  for (let c = 0; c < n; c++) {
    const r = p[c];
    if (r < 0) continue;
    const k = Math.floor((n - 1 - r) * B / n) * B + Math.floor(c * B / n);
    queens[k]++;
    if (at.attacked[c]) hits[k]++;
  }
  let qmax = 1, hmax = 1;
  for (let k = 0; k < B * B; k++) { qmax = Math.max(qmax, queens[k]); hmax = Math.max(hmax, hits[k]); }
  const blk = size / B;
  ctx.fillStyle = PAPER; ctx.fillRect(x0, y0, size, size);
  for (let k = 0; k < B * B; k++) {
    if (!queens[k]) continue;
    ctx.fillStyle = hits[k] ? mix(PAPER, HIT, 0.3 + 0.4 * Math.log1p(hits[k]) / Math.log1p(hmax))
      : mix(PAPER, "#8c8170", 0.18 + 0.3 * queens[k] / qmax);
    ctx.fillRect(x0 + (k % B) * blk, y0 + Math.floor(k / B) * blk, blk + 0.5, blk + 0.5);
  }
  const at2 = (c, r) => [x0 + (c + 0.5) * cell, y0 + (n - 1 - r + 0.5) * cell];
  if (at.count <= 60) {
    ctx.beginPath();
    for (let c = 0; c < n; c++) {
      if (!at.attacked[c]) continue;
      const [x, y] = at2(c, p[c]);
      ctx.moveTo(x + 5 * dpr, y); ctx.arc(x, y, 5 * dpr, 0, 2 * Math.PI);
    }
    cased(ctx, HIT, 2 * dpr);
  }
  ctx.beginPath();
  for (const c of o.changed || []) {
    if (p[c] < 0) continue;
    const [x, y] = at2(c, p[c]);
    ctx.moveTo(x + 8 * dpr, y); ctx.arc(x, y, 8 * dpr, 0, 2 * Math.PI);
  }
  cased(ctx, MOVED, 3 * dpr);
  magnifier(ctx, p, at, g, focusOf(p, at, o.changed), o);
}

// magnifier draws 9 x 9 squares around focus [c, r] in full (squares,
// queens, shared lines, the last move framed) in an inset of half the
// board, in the corner farthest from focus, tied to it by a thin line,
// and names the columns and rows it shows.
function magnifier(ctx, p, at, g, focus, o) {
  const n = p.length, { x0, y0, cell, dpr } = g, size = cell * n;
  const W = Math.min(9, n), half = W >> 1;
  const c0 = Math.max(0, Math.min(n - W, focus[0] - half)), r0 = Math.max(0, Math.min(n - W, focus[1] - half));
  const [fx, fy] = [x0 + (focus[0] + 0.5) * cell, y0 + (n - 1 - focus[1] + 0.5) * cell];
  const inset = Math.round(size * 0.5), pad = 4 * dpr;
  const left = fx > x0 + size / 2, top = fy > y0 + size / 2;
  const ix = left ? x0 + pad : x0 + size - inset - pad, iy = top ? y0 + pad : y0 + size - inset - pad;
  const fs = Math.round(10 * dpr), band = Math.round(2.4 * fs);
  const mcell = (inset - band) / W;
  // The square looked at, and the tie to the inset.
  ctx.beginPath(); ctx.rect(fx - 6 * dpr, fy - 6 * dpr, 12 * dpr, 12 * dpr);
  ctx.moveTo(fx, fy); ctx.lineTo(ix + (left ? inset : 0), iy + (top ? inset : 0));
  cased(ctx, MOVED, 1 * dpr);
  ctx.fillStyle = PAPER; ctx.fillRect(ix, iy, inset, inset);
  const mg = { c0, c1: c0 + W - 1, r0, r1: r0 + W - 1, x0: ix + (inset - W * mcell) / 2, y0: iy + band, cell: mcell, dpr };
  drawSquares(ctx, mg);
  drawLines(ctx, at, mg);
  drawQueens(ctx, p, at, mg, o);
  ctx.strokeStyle = INK; ctx.lineWidth = 2 * dpr; ctx.strokeRect(ix, iy, inset, inset);
  ctx.fillStyle = INK; ctx.font = `600 ${fs}px system-ui, sans-serif`;
  ctx.textAlign = "center"; ctx.textBaseline = "middle";
  ctx.fillText(`columns ${fmtInt(c0 + 1)}–${fmtInt(c0 + W)}`, ix + inset / 2, iy + band * 0.27, inset - 4 * dpr);
  ctx.fillText(`rows ${fmtInt(r0 + 1)}–${fmtInt(r0 + W)}`, ix + inset / 2, iy + band * 0.7, inset - 4 * dpr);
}

// darkFraction is the share of a canvas's pixels darker than mid-grey
// (luma under 128), for the tests: no board view may be mostly dark.
function darkFraction(canvas) {
  const ctx = canvas.getContext("2d");
  const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  let dark = 0, drawn = 0;
  for (let i = 0; i < d.length; i += 4) {
    if (d[i + 3] < 128) continue; // not drawn: the page's white shows
    drawn++;
    if (0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2] < 128) dark++;
  }
  return drawn ? dark / drawn : 0;
}
window.nqDarkFraction = darkFraction;

// ---- charts ----------------------------------------------------------------

function niceStep(range, target) {
  const raw = range / target;
  const mag = Math.pow(10, Math.floor(Math.log10(raw)));
  for (const m of [1, 2, 5, 10]) if (raw <= m * mag) return m * mag;
  return 10 * mag;
}

function drawMarker(ctx, kind, x, y, s, filled) {
  ctx.beginPath();
  switch (kind) {
    case "square": ctx.rect(x - s, y - s, 2 * s, 2 * s); break;
    case "triangle": ctx.moveTo(x, y - 1.2 * s); ctx.lineTo(x + 1.1 * s, y + 0.8 * s); ctx.lineTo(x - 1.1 * s, y + 0.8 * s); ctx.closePath(); break;
    case "diamond": ctx.moveTo(x, y - 1.3 * s); ctx.lineTo(x + 1.1 * s, y); ctx.lineTo(x, y + 1.3 * s); ctx.lineTo(x - 1.1 * s, y); ctx.closePath(); break;
    case "cross": ctx.moveTo(x - s, y - s); ctx.lineTo(x + s, y + s); ctx.moveTo(x + s, y - s); ctx.lineTo(x - s, y + s); filled = false; break;
    case "star":
      for (let k = 0; k < 10; k++) {
        const a = -Math.PI / 2 + k * Math.PI / 5, rr = k % 2 ? 0.55 * s : 1.35 * s;
        if (k) ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a)); else ctx.moveTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
      }
      ctx.closePath(); break;
    case "plus": ctx.moveTo(x - 1.2 * s, y); ctx.lineTo(x + 1.2 * s, y); ctx.moveTo(x, y - 1.2 * s); ctx.lineTo(x, y + 1.2 * s); filled = false; break;
    default: ctx.arc(x, y, s, 0, 2 * Math.PI);
  }
  if (filled) ctx.fill();
  ctx.stroke();
}

// drawChart draws series [{style, points: [x, y, x, y, ...], hollow: [i...]}]
// on linear or log axes. Points beyond a pixel column's worth are drawn as
// that column's extent, so long traces stay quick.
function drawChart(canvas, series, o) {
  const { ctx, w, h, dpr } = fitCanvas(canvas);
  ctx.clearRect(0, 0, w, h);
  const fs = 16 * dpr;
  ctx.font = `600 ${fs}px system-ui, sans-serif`;
  const left = (o.left || 4.2) * fs, right = 1.2 * fs, top = 1.0 * fs, bottom = 3.2 * fs;
  const pw = w - left - right, ph = h - top - bottom;
  let { xmin, xmax, ymin, ymax } = o;
  // Log axes need positive, finite, increasing bounds; anything else (a
  // time of 0 read from a file) would make log10 infinite and the tick
  // loops endless: fall back to a decade. At most 40 ticks either way.
  const sane = (lo, hi, log) => (log ? lo > 0 && hi > lo && Number.isFinite(hi) : Number.isFinite(lo) && Number.isFinite(hi) && hi > lo);
  if (!sane(xmin, xmax, o.xlog)) { xmin = o.xlog ? 1 : 0; xmax = o.xlog ? 10 : 1; }
  if (!sane(ymin, ymax, o.ylog)) { ymin = o.ylog ? 1 : 0; ymax = o.ylog ? 10 : 1; }
  const tx = o.xlog ? (v) => left + (Math.log10(v) - Math.log10(xmin)) / (Math.log10(xmax) - Math.log10(xmin)) * pw
    : (v) => left + (v - xmin) / (xmax - xmin) * pw;
  const ty = o.ylog ? (v) => top + ph - (Math.log10(v) - Math.log10(ymin)) / (Math.log10(ymax) - Math.log10(ymin)) * ph
    : (v) => top + ph - (v - ymin) / (ymax - ymin) * ph;
  // Grid and ticks.
  ctx.strokeStyle = "#bbb"; ctx.lineWidth = 1 * dpr; ctx.fillStyle = INK;
  const xt = [], yt = [];
  const ticks = (lo, hi, log, target, out) => {
    if (log) {
      const e0 = Math.ceil(Math.log10(lo) - 1e-9), e1 = Math.floor(Math.log10(hi) + 1e-9);
      const every = Math.max(1, Math.ceil((e1 - e0 + 1) / target));
      for (let e = e0; e <= e1 && out.length < 40; e += every) out.push(Math.pow(10, e));
      if (e1 - e0 < 2) for (const m of [2, 5]) for (let e = e0 - 1; e <= e1; e++) { const v = m * Math.pow(10, e); if (v > lo && v < hi) out.push(v); }
    } else {
      const s = niceStep(hi - lo, target);
      for (let v = Math.ceil(lo / s) * s; v <= hi + 1e-9 && out.length < 40; v += s) out.push(v);
    }
  };
  if (o.xticks) xt.push(...o.xticks.filter((v) => v >= xmin && v <= xmax)); else ticks(xmin, xmax, o.xlog, 8, xt);
  ticks(ymin, ymax, o.ylog, 6, yt);
  ctx.textAlign = "center"; ctx.textBaseline = "top";
  for (const v of xt) {
    const x = tx(v);
    ctx.beginPath(); ctx.moveTo(x, top); ctx.lineTo(x, top + ph); ctx.stroke();
    ctx.fillText(o.xfmt(v), x, top + ph + 0.35 * fs);
  }
  ctx.textAlign = "right"; ctx.textBaseline = "middle";
  for (const v of yt) {
    const y = ty(v);
    ctx.beginPath(); ctx.moveTo(left, y); ctx.lineTo(left + pw, y); ctx.stroke();
    ctx.fillText(o.yfmt(v), left - 0.4 * fs, y);
  }
  ctx.strokeStyle = INK; ctx.lineWidth = 2 * dpr;
  ctx.strokeRect(left, top, pw, ph);
  ctx.textAlign = "center"; ctx.textBaseline = "bottom";
  ctx.fillText(o.xlabel, left + pw / 2, h - 0.1 * fs);
  ctx.save(); ctx.translate(1.1 * fs, top + ph / 2); ctx.rotate(-Math.PI / 2);
  ctx.textBaseline = "middle"; ctx.fillText(o.ylabel, 0, 0); ctx.restore();
  // Series.
  ctx.save();
  ctx.beginPath(); ctx.rect(left - 8 * dpr, top - 8 * dpr, pw + 16 * dpr, ph + 16 * dpr); ctx.clip();
  for (const s of series) {
    const st = s.style, pts = s.points;
    ctx.strokeStyle = st.color; ctx.fillStyle = st.color;
    ctx.lineWidth = st.width * dpr * (o.thin ? 0.6 : 1); ctx.lineJoin = "round";
    ctx.setLineDash(st.dash.map((d) => d * dpr));
    ctx.beginPath();
    let lastPx = null, lo = 0, hi = 0, started = false;
    for (let i = 0; i < pts.length; i += 2) {
      const x = Math.round(tx(pts[i])), y = ty(pts[i + 1]);
      if (x === lastPx) { lo = Math.min(lo, y); hi = Math.max(hi, y); continue; }
      if (lastPx !== null && hi > lo) { ctx.lineTo(lastPx, lo); ctx.lineTo(lastPx, hi); }
      if (!started) { ctx.moveTo(x, y); started = true; } else ctx.lineTo(x, y);
      lastPx = x; lo = hi = y;
    }
    if (lastPx !== null && hi > lo) { ctx.lineTo(lastPx, lo); ctx.lineTo(lastPx, hi); }
    ctx.stroke();
    ctx.setLineDash([]);
    if (o.lastMarker && pts.length >= 2) {
      // Where the solver is now: its marker on the last point, hollow
      // when the run was stopped before an answer.
      ctx.lineWidth = 2.5 * dpr; ctx.strokeStyle = s.stopped ? st.color : INK;
      if (s.stopped) ctx.fillStyle = "#fff";
      drawMarker(ctx, st.marker, tx(pts[pts.length - 2]), ty(pts[pts.length - 1]), 7 * dpr, true);
    }
    if (o.markers) {
      ctx.lineWidth = 2.5 * dpr;
      for (let i = 0; i < pts.length; i += 2) {
        const hollow = s.hollow && s.hollow.includes(i / 2);
        ctx.fillStyle = hollow ? "#fff" : st.color;
        drawMarker(ctx, st.marker, tx(pts[i]), ty(pts[i + 1]), 6 * dpr, true);
      }
    }
  }
  ctx.restore();
}

// drawSwatch draws a series' line style and marker across a small canvas
// (the legend, and each race pane's title).
function drawSwatch(c, style, marker) {
  const { ctx, w, h, dpr } = fitCanvas(c);
  ctx.clearRect(0, 0, w, h);
  ctx.strokeStyle = style.color; ctx.fillStyle = style.color;
  ctx.lineWidth = style.width * dpr * 0.8; ctx.setLineDash(style.dash.map((d) => d * dpr * 0.6));
  ctx.beginPath(); ctx.moveTo(0, h / 2); ctx.lineTo(w, h / 2); ctx.stroke();
  ctx.setLineDash([]); ctx.lineWidth = 2 * dpr;
  if (marker) drawMarker(ctx, style.marker, w / 2, h / 2, 5 * dpr, true);
}

function legend(el, items) {
  el.textContent = "";
  for (const it of items) {
    const span = document.createElement("span");
    const c = document.createElement("canvas");
    span.append(c, " " + it.label);
    el.append(span);
    requestAnimationFrame(() => drawSwatch(c, it.style, it.marker));
  }
}

// ---- the address: every parameter checked in one place --------------------

const VIEWS = ["race", "backtracking", "scale", "squares"];
const BUDGETS = [1, 2, 5, 10, 30];
const SMALL_MAX_N = 10; // backtracking and solutions per square
// PARAMS lists each parameter with the views it is read in; in any other
// view the page names it as ignored, and why.
const PARAMS = {
  view: VIEWS, race: ["race"], n: ["race", "backtracking", "squares"], seed: ["race"],
  speed: ["race", "backtracking"], autoplay: ["race", "backtracking"],
  solvers: ["scale"], budget: ["scale"], autorun: ["scale"],
};
const VIEW_NAMES = { race: "the race", backtracking: "the backtracking view", scale: "the Scale view", squares: "the heat map" };
// ignoredWhy says why parameter k means nothing in view.
function ignoredWhy(k, view) {
  if (k === "seed" && view === "backtracking") return "backtracking tries every placement in order, with no randomness";
  if (k === "seed" && view === "squares") return "the heat map counts every solution, with no randomness";
  if (k === "seed" && view === "scale") return "the Scale view times seeds 1, 2, 3, … itself";
  if (k === "n" && view === "scale") return "the Scale view runs n = 8, 16, 32, … itself";
  if (k === "speed" || k === "autoplay") return `${VIEW_NAMES[view]} replays no steps`;
  return `it goes with ${PARAMS[k].map((v) => VIEW_NAMES[v]).join(" and ")}, not ${VIEW_NAMES[view]}`;
}

// raceLimit is the largest n every racer takes, and the sentence that says
// which solver sets it and why.
function raceLimit(names) {
  let n = Infinity, why = "";
  for (const name of names) {
    const s = solverInfo(name), m = s.race_max_n || Math.min(64, s.max_n);
    if (m < n) { n = m; why = `${name} races up to n = ${fmtInt(m)}` + (s.race_why ? ` (${s.race_why})` : ""); }
  }
  return { n, why };
}

// asTyped quotes what a person typed, and the number it means when they
// differ (1e5 is 100,000).
function asTyped(text, v) {
  const t = String(text).trim();
  return t === String(v) ? fmtInt(v) : `${t} (${fmtInt(v)})`;
}

// checkN reads text as a board size, with the command line's grammar (8,
// 1e5, 100_000, 100,000: cmd/internal/parse, run by the WebAssembly), for a
// view whose largest is lim.n (lim.why says what sets it). It returns the
// n to show, and a note quoting the text when it is not that n.
async function checkN(text, lim, fallback) {
  const r = await util.call({ cmd: "parseN", text: String(text), max: MAX_N });
  if (r.error && /too large/.test(r.error)) return { n: lim.n, note: `n = ${String(text).trim()} is more than ${lim.why}; showing n = ${fmtInt(lim.n)}` };
  if (r.error) return { n: fallback, note: `${r.error}; showing n = ${fmtInt(fallback)}` };
  if (r.n > lim.n) return { n: lim.n, note: `n = ${asTyped(text, r.n)} is more than ${lim.why}; showing n = ${fmtInt(lim.n)}` };
  return { n: r.n, note: null };
}

// checkSeed reads text as the command line reads --seed: any whole number
// from 0 to 2^64 - 1, kept as text (a JavaScript number holds 2^53).
async function checkSeed(text) {
  const r = await util.call({ cmd: "parseSeed", text: String(text) });
  if (r.error) return { seed: "1", note: `seed ${r.error}; showing seed 1` };
  return { seed: r.seed, note: null };
}

// readParams checks every parameter of the address q against what the
// page can show, and returns the values to use with notes naming every
// value it ignores, replaces or picks among, quoting it as typed.
async function readParams(q) {
  const notes = [];
  const get = (k) => {
    const all = q.getAll(k);
    if (all.length > 1) notes.push(`${k} is given ${all.length} times (${all.map((v) => `${k}=${v}`).join(", ")}): the last, ${k}=${all[all.length - 1]}, is used, as the command line takes the last of a flag given twice`);
    return all.length ? all[all.length - 1] : null;
  };
  const flag = (k) => {
    const v = get(k);
    if (v === null || v === "" || v === "0") return false;
    if (v === "1") return true;
    notes.push(`${k}=${v} is not 1 or 0; ${k} is off`);
    return false;
  };
  const o = {};
  let view = get("view");
  if (view === null || view === "") view = "race";
  else if (!VIEWS.includes(view)) { notes.push(`view=${view} is not a view (race, backtracking, scale, squares); showing the race`); view = "race"; }
  if (q.has("race") && view !== "race") { notes.push(`race=${q.get("race")} goes with the race; showing the race, not ${VIEW_NAMES[view]}`); view = "race"; }
  o.view = view;
  for (const k of new Set(q.keys())) {
    if (!PARAMS[k]) notes.push(`${k}=${q.get(k)} is not a parameter of this page; ignored`);
    else if (!PARAMS[k].includes(view)) notes.push(`${k}=${q.getAll(k).join(", ")} is ignored: ${ignoredWhy(k, view)}`);
  }
  const mine = (k) => PARAMS[k].includes(view) && q.has(k);
  // The racers: up to three known solvers.
  o.race = RACE_DEFAULT;
  if (mine("race")) {
    const v = get("race"), asked = v.split(",").map((s) => s.trim()).filter(Boolean);
    const known = [];
    for (const name of asked) {
      if (!solverInfo(name)) notes.push(`race=…${name}… is not a solver (${solvers.map((s) => s.name).join(", ")}); left out`);
      else if (known.includes(name)) notes.push(`race=…${name}… is named twice; it races once`);
      else if (known.length >= 3) notes.push(`the race takes three solvers: ${name} left out`);
      else known.push(name);
    }
    if (known.length) o.race = known;
    else notes.push(`race=${v} names no solver; showing ${RACE_DEFAULT.join(", ")}`);
  }
  // n: what the view and its solvers take.
  const small = view === "backtracking" || view === "squares";
  const lim = small ? { n: SMALL_MAX_N, why: `${VIEW_NAMES[view]} shows (up to n = ${SMALL_MAX_N})` } : raceLimit(o.race);
  const fallback = Math.min(view === "backtracking" ? 6 : 8, lim.n);
  o.n = fallback;
  if (mine("n")) {
    const c = await checkN(get("n"), lim, fallback);
    o.n = c.n;
    if (c.note) notes.push(c.note);
  }
  o.seed = "1";
  if (mine("seed")) {
    const c = await checkSeed(get("seed"));
    o.seed = c.seed;
    if (c.note) notes.push(c.note);
  }
  o.speed = 10;
  if (mine("speed")) {
    const v = get("speed");
    if (v === "max" || v === "Infinity") o.speed = Infinity;
    else if (SPEEDS.includes(Number(v)) && v.trim() !== "") o.speed = Number(v);
    else notes.push(`speed=${v} is not a speed (${SPEEDS.filter(Number.isFinite).join(", ")} or max steps a second); showing 10 a second`);
  }
  o.autoplay = mine("autoplay") && flag("autoplay");
  if (o.autoplay && reducedMotion.matches) {
    notes.push("autoplay=1 is not followed: this browser asks for reduced motion, so nothing moves until you press play (space) or step (→)");
    o.autoplay = false;
  }
  o.autorun = mine("autorun") && flag("autorun");
  o.solvers = SCALE_DEFAULT;
  if (mine("solvers")) {
    const v = get("solvers"), asked = v.split(",").map((s) => s.trim()).filter(Boolean);
    const known = asked.filter((name, i) => solverInfo(name) && asked.indexOf(name) === i);
    for (const name of asked) if (!solverInfo(name)) notes.push(`solvers=…${name}… is not a solver; left out`);
    if (known.length) o.solvers = known;
    else notes.push(`solvers=${v} names no solver; ticking ${SCALE_DEFAULT.join(", ")}`);
  }
  o.budget = 2;
  if (mine("budget")) {
    const v = get("budget");
    if (BUDGETS.includes(Number(v)) && v.trim() !== "") o.budget = Number(v);
    else notes.push(`budget=${v} is not a budget (${BUDGETS.join(", ")} seconds); showing 2 s`);
  }
  o.notes = notes;
  return o;
}

// showNotes puts the notes about the address (or a control) on the page.
function showNotes(notes) {
  const el = $("notes");
  el.textContent = "";
  for (const n of notes) {
    const li = document.createElement("li");
    li.textContent = n;
    el.append(li);
  }
}

// ---- Race ----------------------------------------------------------------

// race is the race on the page: its panes (one per racer: the replay of
// its recorded trace, and its timing), the worker recording them, and a
// generation that a restart increases, so that an older race's late
// messages are dropped.
const race = { panes: [], playing: false, speed: 10, carry: 0, last: 0, dirty: true, n: 8, seed: "1", names: [], gen: 0, recorder: null };

function solverInfo(name) { return solvers.find((s) => s.name === name); }
// styleFor is a solver's colour, dash and marker in every view: its place
// in the registry's list.
function styleFor(name) {
  const i = solvers.findIndex((s) => s.name === name);
  return SERIES[(i < 0 ? solvers.length : i) % SERIES.length];
}

function raceSetup() {
  const names = opts.race;
  for (let i = 0; i < 3; i++) {
    const sel = $("race-s" + i);
    if (i > 0) sel.add(new Option("(none)", ""));
    for (const s of solvers) sel.add(new Option(s.name, s.name));
    sel.value = names[i] || "";
    sel.onchange = () => raceRestart();
  }
  $("race-n").value = String(opts.view === "race" ? opts.n : Math.min(8, raceLimit(names).n));
  $("race-seed").value = opts.seed;
  fitBox($("race-n"), 4); fitBox($("race-seed"), 4);
  fillSpeeds($("race-speed"), opts.speed);
  race.speed = parseSpeed($("race-speed").value);
  for (const id of ["race-n", "race-seed"]) {
    $(id).addEventListener("input", () => fitBox($(id), 4));
    $(id).onchange = () => raceRestart();
  }
  $("race-speed").onchange = () => { race.speed = parseSpeed($("race-speed").value); raceURL(); };
  $("race-new").onclick = raceNewSeed;
  $("race-play").onclick = racePlayPause;
  $("race-step").onclick = raceStep;
  new ResizeObserver(() => { race.dirty = true; for (const p of race.panes) p.drawnRecords = -1; }).observe($("view-race"));
}

function raceURL() {
  if (currentView !== "race") return;
  setParams([["race", race.names.join(",")], ["n", race.n], ["seed", race.seed],
    ["speed", race.speed === Infinity ? "max" : race.speed], ["autoplay", race.playing ? 1 : ""]]);
}

function raceNewSeed() {
  let s;
  try { s = (BigInt($("race-seed").value.trim()) + 1n) % (1n << 64n); } catch (e) { s = 1n; }
  $("race-seed").value = String(s);
  fitBox($("race-seed"), 4);
  raceRestart();
}

// raceStop ends the race's work: its recording and its timings.
function raceStop() {
  if (race.recorder) race.recorder.end();
  race.recorder = null;
  for (const p of race.panes) if (p.timer) p.timer.end();
}

// raceComplete reports whether the race has nothing left to compute.
function raceComplete() {
  return race.panes.length > 0 && race.panes.every((p) => p.trace.outcome && p.timingDone);
}

// raceRestart starts the race the controls show, checking n and the seed
// as the address is checked (readParams) and naming a value it changes;
// notes, when given, are the address's.
async function raceRestart(notes) {
  const gen = ++race.gen;
  race.started = true;
  raceStop();
  let names = [0, 1, 2].map((i) => $("race-s" + i).value).filter(Boolean);
  const dup = names.filter((name, i) => names.indexOf(name) !== i);
  names = names.filter((name, i) => names.indexOf(name) === i);
  if (!names.length) { $("race-s0").value = RACE_DEFAULT[0]; names = [RACE_DEFAULT[0]]; }
  const lim = raceLimit(names);
  const cn = await checkN($("race-n").value, lim, Math.min(race.n || 8, lim.n));
  const cs = await checkSeed($("race-seed").value);
  if (gen !== race.gen) return;
  race.names = names;
  $("race-n").value = String(cn.n); fitBox($("race-n"), 4);
  $("race-seed").value = cs.seed; fitBox($("race-seed"), 4);
  showNotes(notes || [cn.note, cs.note, ...dup.map((d) => `${d} is chosen twice; it races once`)].filter(Boolean));
  race.n = cn.n; race.seed = cs.seed; race.carry = 0; race.playing = false;
  const box = $("race-panes");
  box.textContent = "";
  box.style.setProperty("--racers", String(names.length));
  race.recorder = new Engine("recording the race");
  race.panes = names.map((name) => racePane(box, name, gen));
  legend($("race-legend"), race.panes.map((p) => ({ label: p.name, style: p.style, marker: true })));
  const dl = $("race-summaries");
  dl.textContent = "";
  for (const p of race.panes) {
    const dt = document.createElement("dt"), dd = document.createElement("dd");
    dt.textContent = p.name; dd.textContent = p.info.summary;
    dl.append(dt, dd);
  }
  race.dirty = true;
  raceURL();
  raceTime(gen);
}

// racePane builds a racer's pane and starts recording its race.
function racePane(box, name, gen) {
  const info = solverInfo(name);
  const el = document.createElement("div");
  el.className = "pane"; el.dataset.solver = name;
  el.innerHTML = `<h2><canvas class="swatch" aria-hidden="true"></canvas><span></span></h2><p class="summary"></p>
    <div class="board"><canvas></canvas></div><p class="stats"></p><p class="outcome"></p><p class="time"></p>`;
  el.querySelector("h2 span").textContent = name;
  el.querySelector(".summary").textContent = info.summary;
  box.append(el);
  const pane = { name, info, el, trace: new Trace(race.n), style: styleFor(name), drawnRecords: -1, timing: null, timingDone: false };
  requestAnimationFrame(() => drawSwatch(el.querySelector(".swatch"), pane.style, true));
  pane.id = race.recorder.start({ cmd: "race", solver: name, n: race.n, seed: race.seed }, (m) => {
    if (gen !== race.gen) return;
    if (m.type === "info") pane.trace.lanes = m.info.lanes || 0;
    else if (m.type === "records") pane.trace.push(m.data);
    else if (m.type === "done") {
      if (m.outcome.error) { setStatus(name + ": " + m.outcome.error, true); pane.trace.outcome = { status: "canceled" }; } else pane.trace.outcome = m.outcome;
      if (race.panes.every((p) => p.trace.outcome) && race.recorder) { race.recorder.end(); race.recorder = null; }
    }
    race.dirty = true;
  });
  return pane;
}

// raceTime times every racer, each in a worker of its own (package
// trace's Timer: the same solver, n, seed and step cap, no recording),
// one reading at a time in turns, A B C A B C, so that no two readings
// overlap. Each worker ends with its timing.
async function raceTime(gen) {
  const panes = race.panes;
  await Promise.all(panes.map(async (p) => {
    p.timer = new Engine(`timing ${p.name}`);
    let r;
    try {
      await p.timer.ready;
      r = await p.timer.call({ cmd: "timer", solver: p.name, n: race.n, seed: race.seed });
    } catch (e) {
      r = { error: e.message };
    }
    if (r.error) { p.timingError = r.error; p.timingDone = true; p.timer.end(); }
  }));
  let left = panes.filter((p) => !p.timingDone);
  while (left.length && gen === race.gen) {
    for (const p of left.slice()) {
      const r = await p.timer.call({ cmd: "timerNext" });
      if (gen !== race.gen) return;
      if (r.error) p.timingError = r.error; else p.timing = r.timing;
      if (r.error || r.done) { p.timingDone = true; p.timer.end(); left = left.filter((x) => x !== p); }
      race.dirty = true;
    }
  }
}

function racePlayPause() {
  if (!race.playing && race.panes.every((p) => p.trace.ended())) {
    for (const p of race.panes) { p.trace.reset(); p.drawnRecords = -1; }
  }
  race.playing = !race.playing;
  race.last = performance.now(); race.carry = 0;
  raceURL();
  raceDraw();
}

function raceStep() {
  race.playing = false;
  for (const p of race.panes) p.trace.advance();
  raceURL();
  raceDraw(); // now, not at the next frame: what a key did is on the page when it returns
}

function raceTick(now) {
  if (race.playing) {
    const dt = Math.min(now - race.last, 250);
    race.carry += race.speed === Infinity ? Infinity : dt * race.speed / 1000;
    const k = race.carry === Infinity ? Infinity : Math.floor(race.carry);
    if (k > 0) {
      race.carry = k === Infinity ? 0 : race.carry - k;
      for (const p of race.panes) {
        for (let j = 0; j < k && p.trace.advance(); j++);
      }
      race.dirty = true;
    }
    if (race.panes.every((p) => p.trace.ended())) { race.playing = false; race.dirty = true; raceURL(); }
  }
  race.last = now;
  if (race.dirty) raceDraw();
}

// timingWords says how a racer was timed, under its time.
function timingWords(g) {
  const runs = g.batch > 1 ? `${fmtInt(g.batch)}\u00a0runs` : "1\u00a0run";
  const k = g.readings_ns.length;
  switch (g.capped) {
    case "time_limit": return `1 run, stopped at the page's ${TIMING.runLimitS} s`;
    case "status": return `1 run, stopped at the page's ${fmtInt(200000)} steps`;
    case "cap": return k > 1 ? `${k}\u00a0×\u00a0${runs} (${TIMING.capS} s of timing)` : `1 reading of ${runs}, the page's ${TIMING.capS} s of timing`;
  }
  // The bold time is their median (the caveat says so); at 1024 px a
  // pane holds about 45 characters of this line, and "median of" made 50.
  return `${k}\u00a0×\u00a0${runs}`;
}

// fmtRange writes two times with one unit when they share it: 36–38 µs.
function fmtRange(a, b, res) {
  const fa = fmtTime(a, res), fb = fmtTime(b, res);
  const ua = fa.split(" ").pop(), ub = fb.split(" ").pop();
  return ua === ub && !fa.startsWith("under") ? `${fa.slice(0, -ua.length - 1)}–${fb}` : `${fa}–${fb}`;
}

// drawTime writes a racer's time in its pane once its replay has ended
// (no pane shows a result its replay has not reached): the median of
// the readings, their range, how it was timed, and its ratio to the
// fastest racer shown.
function drawTime(p, fastest) {
  const el = p.el, line = el.querySelector(".time");
  const g = p.timing;
  if (p.timingError) { line.textContent = "not timed: " + p.timingError; return; }
  if (!p.timingDone || !p.trace.ended()) {
    delete el.dataset.timeNs;
    const k = g ? (g.readings_ns || []).length : 0;
    // Past nine, readings go on while they spread (a busy machine).
    line.textContent = p.timingDone ? "timed: shown when the replay ends" :
      k <= TIMING.readings ? `timing: ${k} of ${TIMING.readings} readings…` : `timing: ${k} readings, more while they spread…`;
    return;
  }
  if (!g || !(g.median_ns > 0)) { delete el.dataset.timeNs; line.textContent = "not timed"; return; }
  const res = Math.max(g.resolution_ns, 1);
  const shown = roundTime(g.median_ns, res);
  el.dataset.timeNs = String(shown);
  el.dataset.timeQ1Ns = String(roundTime(g.q1_ns, res));
  el.dataset.timeQ3Ns = String(roundTime(g.q3_ns, res));
  el.dataset.timeResolutionNs = String(res);
  line.textContent = "";
  const b = document.createElement("b");
  b.textContent = (g.time_limit ? "over " : "") + fmtTime(g.median_ns, res);
  const rel = document.createElement("span");
  rel.className = "ratio";
  rel.textContent = fastest && fastest !== p ? ` · ${fmtRatio(g.median_ns / fastest.timing.median_ns)}\u00a0${fastest.name}` : race.panes.length > 1 ? " · fastest" : "";
  const how = document.createElement("span");
  how.className = "how";
  // The middle half is kept whole (no space in it breaks): a narrow pane
  // breaks the line before it, never inside a time.
  const range = g.readings_ns.length > 2 ? ", " + `middle half ${fmtRange(g.q1_ns, g.q3_ns, res)}`.replace(/ /g, "\u00a0") : "";
  how.textContent = timingWords(g) + range;
  line.append(b, rel, how);
}

function raceDraw() {
  race.dirty = false;
  for (const p of race.panes) if (p.trace.records === 0 && p.trace.available()) p.trace.advance(); // the start
  $("race-play").textContent = race.playing ? "pause" : race.panes.length && race.panes.every((p) => p.trace.ended()) ? "replay" : "play";
  let xmax = 10, ymax = 4;
  const timed = race.panes.filter((p) => p.timingDone && p.timing && !p.timingError && p.trace.ended());
  const fastest = timed.length > 1 ? timed.reduce((a, b) => (b.timing.median_ns < a.timing.median_ns ? b : a)) : null;
  for (const p of race.panes) {
    const t = p.trace, el = p.el;
    if (t.records !== p.drawnRecords && t.records > 0) {
      const moved = t.stepKind === KIND.MOVE || t.stepKind === KIND.SWAP;
      const at = drawBoard(el.querySelector("canvas:not(.swatch)"), t.p, { changed: moved ? t.changed : [] });
      if (!window.nqFirstFrame) window.nqFirstFrame = performance.now();
      p.drawnRecords = t.records;
      el.dataset.placement = race.n <= 2000 ? Array.from(t.p).join(",") : "";
      el.dataset.attacked = race.n <= 2000 ? Array.from(at.attacked).map((a, c) => (a ? c : -1)).filter((c) => c >= 0).join(",") : String(at.count);
      el.dataset.step = String(t.step);
      el.dataset.records = String(t.records);
      drawStats(p);
    } else if (t.records === 0 && p.drawnRecords !== 0) {
      drawBoard(el.querySelector("canvas:not(.swatch)"), new Int32Array(race.n).fill(-1));
      p.drawnRecords = 0;
      el.querySelector(".stats").textContent = t.outcome ? "" : "computing its first step…";
    }
    drawOutcome(p);
    drawTime(p, fastest);
    if (t.chart.length) {
      xmax = Math.max(xmax, t.step);
      for (let i = 1; i < t.chart.length; i += 2) ymax = Math.max(ymax, t.chart[i]);
    }
  }
  const stopped = (t) => t.ended() && !["solved", "no_solution"].includes(t.outcome.status);
  drawChart($("race-chart"), race.panes.map((p) => ({ style: p.style, points: p.trace.chart, stopped: stopped(p.trace) })), {
    xmin: 0, xmax: xmax, ymin: 0, ymax: ymax * 1.05, xlabel: "steps", ylabel: "its measure", lastMarker: true,
    xfmt: fmtInt, yfmt: fmtInt,
  });
  $("view-race").dataset.working = working().join("; ");
}

// drawStats writes where a racer's replay is: its steps, restarts and
// heuristic; the queens placed in a start phase; the lane of qs1's start
// from 2^16.
function drawStats(p) {
  const t = p.trace, stats = p.el.querySelector(".stats");
  stats.textContent = "";
  const add = (label, v) => {
    const item = document.createElement("span"), b = document.createElement("b");
    b.textContent = fmtInt(v);
    // A number keeps its word on its line (a phone's narrow pane wraps
    // between the items, and within a long label, never after the number).
    item.append(b, "\u00a0" + (v === 1 ? label.replace(/s$/, "") : label));
    stats.append(item, " ");
  };
  if (t.placing()) {
    const item = document.createElement("span");
    item.textContent = `placing queens: ${fmtInt(race.n - t.empty)} of ${fmtInt(race.n)}`;
    stats.append(item);
    return;
  }
  if (t.lanes && !(t.ended() && t.outcome.status === "solved")) {
    const item = document.createElement("span");
    item.textContent = `lane ${t.lane} of ${t.lanes} (${fmtInt(Math.floor(race.n / t.lanes))} queens each):`;
    stats.append(item, " ");
  }
  add(p.info.step_name, t.step);
  if (p.info.restarts || t.restarts > 0) add("restarts", t.restarts);
  add(p.info.measure || "conflicts", t.h);
}

// drawOutcome says how a racer ended, once its replay reaches the end; or
// that the worker is still computing ahead of the replay.
function drawOutcome(p) {
  const t = p.trace, el = p.el, out = el.querySelector(".outcome");
  if (t.ended()) {
    const o = t.outcome;
    el.dataset.state = o.status;
    if (o.placement && race.n <= 2000) el.dataset.final = o.placement.join(",");
    let text = STATUS_TEXT[o.status] || o.status;
    if (o.status === "solved") text += o.verified ? " ✓ verified" : "";
    if (o.status === "limit_reached") text = `stopped at ${fmtInt(o.steps || 200000)} steps, the page's limit for a racer, without a solution`;
    if (o.status === "canceled") text = "stopped before an answer";
    out.textContent = text;
    return;
  }
  delete el.dataset.state;
  out.textContent = t.outcome || t.available() ? "" : `computing ahead: ${plural(t.step, p.info.step_name)} so far…`;
}

// raceCaveat says, in view, how the times were taken, and what in this
// browser makes them less exact.
function raceCaveat() {
  let text = `Times: each racer repeated in a worker of its own, without recording or drawing, after a warm-up; the median of ${TIMING.readings}+ readings of ${TIMING.clockSteps}+ clock steps. WebAssembly is slower than the command line: compare the racers with each other.`;
  if (clock.coarse) text += ` This browser's clock steps by ${fmtTime(clock.ns)} (the page is served without cross-origin isolation), so readings last ${fmtTime(clock.ns * TIMING.clockSteps)} or more.`;
  if (oneThread) text += " This browser gives the page one processor: the timing shares it with the drawing, so times may run long.";
  $("race-caveat").textContent = text;
}
// ---- Backtracking --------------------------------------------------------

// bt is the backtracking view: its trace, replayed, and the worker
// recording it (ended with the view).
const bt = { trace: null, engine: null, gen: 0, playing: false, speed: 10, carry: 0, n: 6, found: 0, dirty: true, drawn: -1, placements: 0, takebacks: 0 };

function btSetup() {
  for (let n = 1; n <= 10; n++) $("bt-n").add(new Option(String(n), String(n)));
  $("bt-n").value = String(opts.view === "backtracking" ? opts.n : 6);
  fillSpeeds($("bt-speed"), opts.speed);
  bt.speed = parseSpeed($("bt-speed").value);
  $("bt-n").onchange = btRestart;
  $("bt-speed").onchange = () => { bt.speed = parseSpeed($("bt-speed").value); btURL(); };
  $("bt-play").onclick = btPlayPause;
  $("bt-step").onclick = btStep;
  new ResizeObserver(() => { bt.dirty = true; bt.drawn = -1; }).observe($("bt-pane"));
}

function btURL() {
  if (currentView !== "backtracking") return;
  setParams([["view", "backtracking"], ["n", bt.n], ["speed", bt.speed === Infinity ? "max" : bt.speed], ["autoplay", bt.playing ? 1 : ""]]);
}

// btStop ends the recording of the backtracking search.
function btStop() {
  if (bt.engine) bt.engine.end();
  bt.engine = null;
}

function btRestart() {
  const gen = ++bt.gen;
  btStop();
  bt.n = Number($("bt-n").value);
  bt.trace = new Trace(bt.n);
  btRewind();
  const t = bt.trace;
  bt.total = null;
  const n = bt.n;
  util.call({ cmd: "squares", n }).then((r) => { if (bt.gen === gen && !r.error) { bt.total = r.total; bt.dirty = true; } });
  bt.engine = new Engine("recording the backtracking search");
  bt.engine.start({ cmd: "backtracking", n: bt.n }, (m) => {
    if (gen !== bt.gen) return;
    if (m.type === "records") t.push(m.data);
    else if (m.type === "done") {
      t.outcome = m.outcome.error ? { status: "canceled" } : m.outcome;
      btStop();
    }
    bt.dirty = true;
  });
  btURL();
}

function btRewind() {
  bt.trace.reset();
  bt.found = 0; bt.placements = 0; bt.takebacks = 0; bt.drawn = -1; bt.carry = 0;
  $("bt-found").textContent = "";
  bt.dirty = true;
}

function btAdvance() {
  const t = bt.trace;
  if (!t.available()) return false;
  const before = t.h;
  t.changed = [];
  t.applyOne();
  if (t.kind === KIND.MOVE) {
    if (t.h > before) bt.placements++; else bt.takebacks++;
    if (t.h === bt.n && t.h > before) {
      bt.found++;
      const li = document.createElement("li");
      li.textContent = Array.from(t.p).join(" ");
      $("bt-found").append(li);
      li.scrollIntoView({ block: "nearest" });
    }
  }
  return true;
}

function btPlayPause() {
  if (!bt.playing && bt.trace.ended()) btRewind();
  bt.playing = !bt.playing;
  bt.carry = 0;
  btURL();
  btDraw();
}

function btStep() { bt.playing = false; btAdvance(); btURL(); btDraw(); }

function btTick(dt) {
  if (bt.playing) {
    if (bt.speed === Infinity) { while (btAdvance()); } else {
      bt.carry += Math.min(dt, 250) * bt.speed / 1000;
      for (; bt.carry >= 1 && btAdvance(); bt.carry--);
      if (bt.carry >= 1) bt.carry = 0;
    }
    if (bt.trace.ended()) bt.playing = false;
    bt.dirty = true;
  }
  if (bt.dirty) btDraw();
}

function btDraw() {
  bt.dirty = false;
  const t = bt.trace, pane = $("bt-pane");
  if (t.records === 0 && t.available()) btAdvance(); // the empty board
  $("bt-play").textContent = bt.playing ? "pause" : t.ended() ? "replay" : "play";
  if (t.records !== bt.drawn) {
    drawBoard($("bt-board"), t.p, { changed: t.changed.filter((c) => t.p[c] >= 0), shadeAttacked: true });
    bt.drawn = t.records;
    pane.dataset.placement = Array.from(t.p).join(",");
    pane.dataset.solutions = String(bt.found);
  }
  const of = bt.total === null ? "" : ` of ${fmtInt(bt.total)}`;
  $("bt-counts").textContent = `${plural(bt.placements, "placements")} · ${plural(bt.takebacks, "take-backs")} · ${fmtInt(bt.found)}${of} solutions found`;
  let last = "";
  if (t.kind === KIND.MOVE && t.changed.length) {
    const c = t.changed[0], sq = String.fromCharCode(97 + c);
    last = t.p[c] >= 0 ? `placed a queen on ${sq}${t.p[c] + 1}` : `took back the queen of column ${sq}`;
    if (t.h === bt.n && t.p[c] >= 0) last = `solution ${bt.found}: ${Array.from(t.p).map((r, i) => String.fromCharCode(97 + i) + (r + 1)).join(" ")}`;
  }
  if (t.ended()) {
    pane.dataset.state = t.outcome.status;
    last = t.outcome.status === "canceled" ? "stopped" : `every placement tried: ${plural(t.outcome.solutions || 0, "solutions")} for n = ${bt.n}`;
  } else delete pane.dataset.state;
  $("bt-last").textContent = last || "\u00a0";
}

// ---- Scale ---------------------------------------------------------------

// scale is the Scale view: the series drawn (from a run here or a compare
// file), and the worker of a run (ended with the view).
const scale = { engine: null, gen: 0, series: new Map(), source: "", file: null, stops: new Map() };

// STOP_WORDS say why a solver's curve ends (trace.Stop*).
const STOP_WORDS = {
  unsolved: "a run did not solve it within the budget",
  budget: "the next size would pass the budget",
  max_n: "it takes no larger n",
  memory: "the next size needs more than the page's 512 MiB",
};

function scaleSetup() {
  const want = opts.solvers;
  const box = $("scale-solvers");
  box.textContent = "";
  for (const s of solvers) {
    const l = document.createElement("label");
    const cb = document.createElement("input");
    cb.type = "checkbox"; cb.value = s.name; cb.checked = want.includes(s.name);
    const sw = document.createElement("canvas");
    sw.className = "swatch"; sw.setAttribute("aria-hidden", "true");
    l.append(cb, sw, s.name);
    box.append(l, " ");
    requestAnimationFrame(() => drawSwatch(sw, styleFor(s.name), true));
  }
  for (const b of BUDGETS) $("scale-budget").add(new Option(b + " s", String(b)));
  $("scale-budget").value = String(opts.budget);
  $("scale-run").onclick = scaleRun;
  box.addEventListener("change", () => { scaleURL(); if (!scale.series.size) scaleDraw(); });
  $("scale-budget").addEventListener("change", scaleURL);
  $("scale-file").onchange = () => { const f = $("scale-file").files[0]; if (f) scaleReadFile(f); };
  const view = $("view-scale"), drop = $("scale-drop");
  view.addEventListener("dragover", (e) => { e.preventDefault(); drop.classList.add("over"); });
  view.addEventListener("dragleave", () => drop.classList.remove("over"));
  view.addEventListener("drop", (e) => {
    e.preventDefault(); e.stopPropagation(); drop.classList.remove("over");
    const f = e.dataTransfer && e.dataTransfer.files[0];
    if (f) scaleReadFile(f);
  });
  new ResizeObserver(() => { if (currentView === "scale") scaleDraw(); }).observe($("scale-chart"));
  // A file dropped anywhere else would make the browser leave the page
  // to show it: take it to the Scale view instead.
  document.addEventListener("dragover", (e) => e.preventDefault());
  document.addEventListener("drop", (e) => {
    e.preventDefault();
    const f = e.dataTransfer && e.dataTransfer.files[0];
    if (f && currentView !== "scale") { showView("scale"); scaleReadFile(f); }
  });
}

function scaleChecked() { return Array.from($("scale-solvers").querySelectorAll("input:checked")).map((c) => c.value); }

function scaleURL() {
  if (currentView !== "scale") return;
  setParams([["view", "scale"], ["solvers", scaleChecked().join(",")], ["budget", $("scale-budget").value]]);
}

// scaleStop ends a run under way, saying so when why is given.
function scaleStop(why) {
  if (!scale.engine) return;
  scale.engine.end();
  scale.engine = null;
  scale.gen++;
  $("scale-run").textContent = "run";
  const fig = $("scale-figure");
  if (why) { fig.dataset.state = "stopped"; scale.stoppedWhy = why; scaleDraw(); }
}

function scaleRun() {
  scaleStop();
  const gen = ++scale.gen;
  const names = scaleChecked();
  if (!names.length) { setStatus("scale: tick at least one solver", true); return; }
  scale.series = new Map(names.map((n) => [n, []]));
  scale.stops = new Map();
  scale.source = "run";
  const fig = $("scale-figure");
  fig.dataset.source = "run"; delete fig.dataset.state;
  scale.stoppedWhy = "";
  const budget = Number($("scale-budget").value);
  let caption = `Measured here, in this browser: each solver at n = 8, 16, 32, … while its time stays within ${budget} s (hollow marker: a run stopped at the limit, or one run shorter than the clock's step). WebAssembly runs slower than the native commands; the shape is what matters.`;
  if (clock.coarse) caption += ` This browser's clock steps by ${fmtTime(clock.ns)} here (the page was served without cross-origin isolation): runs are timed in batches lasting fifty steps or more, so the run takes longer, but the curve reaches as far.`;
  $("scale-caption").textContent = caption;
  $("scale-run").textContent = "running…";
  scale.engine = new Engine("running Scale");
  scale.engine.start({ cmd: "scale", solvers: names, budgetMs: budget * 1000 }, (m) => {
    if (gen !== scale.gen) return;
    if (m.type === "point") {
      scale.series.get(m.point.solver).push(m.point);
      if (m.point.stop) scale.stops.set(m.point.solver, m.point);
      scaleDraw();
    }
    if (m.type === "done") {
      scale.engine.end(); scale.engine = null;
      $("scale-run").textContent = "run";
      if (m.outcome.error) setStatus("scale: " + m.outcome.error, true);
      fig.dataset.state = "done";
      scaleDraw();
    }
  });
  scaleURL();
  scaleDraw();
}

// scaleStops says where and why each solver's curve ended.
function scaleStopsText() {
  return Array.from(scale.stops.values()).map((p) => `${p.solver} stops at n = ${fmtInt(p.n)}: ${STOP_WORDS[p.stop] || p.stop}`).join("; ");
}

function median(xs) {
  const s = xs.slice().sort((a, b) => a - b), m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

// parseCompare reads the NDJSON of `nqueens compare --json`: one trial per
// line with solver, n, elapsed_ns and status. It returns the median time
// per solver and n over the trials that answered correctly.
function parseCompare(text) {
  const groups = new Map();
  let trials = 0;
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    let t;
    try { t = JSON.parse(line); } catch (e) { throw new Error(`line ${i + 1} is not JSON: ${e.message}`); }
    if (typeof t !== "object" || t === null || typeof t.solver !== "string" || !(t.n >= 1) || typeof t.status !== "string") {
      throw new Error(`line ${i + 1} is not a trial of nqueens compare --json (it needs solver, n and status)`);
    }
    trials++;
    const key = t.solver + "\u0000" + t.n;
    if (!groups.has(key)) groups.set(key, { solver: t.solver, n: t.n, times: [], trials: 0, statuses: new Set() });
    const g = groups.get(key);
    g.trials++;
    const ok = t.status === "solved" || t.status === "no solution" || t.status === "no_solution";
    if (ok && typeof t.elapsed_ns === "number" && t.elapsed_ns >= 0) g.times.push(t.elapsed_ns); else g.statuses.add(ok ? "no time" : t.status);
  });
  if (!trials) throw new Error("no trials in the file");
  const series = new Map();
  for (const g of groups.values()) {
    if (!series.has(g.solver)) series.set(g.solver, []);
    series.get(g.solver).push({
      solver: g.solver, n: g.n, runs: g.times.length, trials: g.trials,
      ns_per_run: g.times.length ? median(g.times) : null,
      status: g.times.length ? "solved" : Array.from(g.statuses).join(", "),
    });
  }
  for (const pts of series.values()) pts.sort((a, b) => a.n - b.n);
  return { series, trials };
}

function scaleReadFile(file) {
  file.text().then((text) => {
    scaleStop();
    scale.stops = new Map();
    scale.stoppedWhy = "";
    const fig = $("scale-figure");
    try {
      const { series, trials } = parseCompare(text);
      scale.series = series;
      scale.source = "file";
      for (const cb of $("scale-solvers").querySelectorAll("input")) cb.checked = series.has(cb.value);
      fig.dataset.source = "file:" + file.name;
      fig.dataset.state = "done";
      $("scale-caption").textContent = `From ${file.name}: ${plural(trials, "trials")} of nqueens compare, the median time of the correct answers per solver and n, on the machine that ran them.`;
      setStatus(`read ${plural(trials, "trials")} from ${file.name}`);
    } catch (e) {
      fig.dataset.state = "error";
      setStatus(`${file.name}: ${e.message}`, true);
    }
    scaleDraw();
  });
}

// belowClock reports whether a scale point's time is below what the clock
// could tell: 0 or missing, or one run shorter than the clock's step.
function belowClock(p) {
  return !(p.ns_per_run > 0) || p.clock_ns > 0 && p.batch === 1 && p.ns_per_run < p.clock_ns;
}

function scaleDraw() {
  const fig = $("scale-figure");
  const entries = Array.from(scale.series.entries());
  let xmin = Infinity, xmax = 0, ymin = Infinity, ymax = 0;
  const data = {};
  for (const [, pts] of entries) {
    for (const p of pts) {
      if (p.ns_per_run === null) continue;
      xmin = Math.min(xmin, p.n); xmax = Math.max(xmax, p.n);
      if (p.ns_per_run > 0) { ymin = Math.min(ymin, p.ns_per_run); ymax = Math.max(ymax, p.ns_per_run); }
    }
  }
  if (!(ymax > 0)) { ymin = 1e3; ymax = 1e6; }
  // A time of 0 (a file's run under its clock's step) has no place on a
  // log axis: it is drawn hollow at the floor, a decade under the least
  // time, and the caption says so.
  const floor = Math.pow(10, Math.floor(Math.log10(ymin)) - 1);
  let clamped = 0;
  const series = entries.map(([name, pts]) => {
    const ok = pts.filter((p) => p.ns_per_run !== null);
    data[name] = ok.map((p) => [p.n, p.ns_per_run]);
    const at = ok.map((p) => (p.ns_per_run > 0 ? p.ns_per_run : (clamped++, floor)));
    return {
      style: styleFor(name), points: ok.flatMap((p, j) => [p.n, at[j]]),
      hollow: ok.map((p, j) => (p.status !== "solved" || belowClock(p) ? j : -1)).filter((j) => j >= 0),
    };
  });
  fig.dataset.series = JSON.stringify(data);
  fig.dataset.clamped = String(clamped);
  const note = $("scale-note");
  const zeros = clamped ? `${plural(clamped, "points")} read 0 ns (runs faster than the clock that timed them can tell): drawn hollow at ${fmtDecade(floor)}, the foot of the axis, not at their true time.` : "";
  note.textContent = [zeros, scaleStopsText(), scale.stoppedWhy].filter(Boolean).join(" ");
  fig.dataset.stops = JSON.stringify(Object.fromEntries(Array.from(scale.stops.values()).map((p) => [p.solver, { n: p.n, stop: p.stop }])));
  if (clamped) ymin = floor;
  const ns = Array.from(new Set(entries.flatMap(([, pts]) => pts.map((p) => p.n)))).sort((a, b) => a - b);
  let xticks = null;
  if (xmax > 0) {
    // The axis spans the sizes measured, a little wider, with a tick at
    // each (every other one, and so on, when there are many).
    const room = Math.max(2, Math.floor($("scale-chart").getBoundingClientRect().width / 80));
    const every = Math.ceil(ns.length / Math.min(8, room));
    xticks = ns.filter((n, i) => i % every === 0);
    xmin = xmin / 1.4; xmax = xmax * 1.4;
  } else { xmin = 8; xmax = 1e6; }
  const lo = (v) => Math.pow(10, Math.floor(Math.log10(v))), hi = (v) => Math.pow(10, Math.ceil(Math.log10(v) - 1e-9));
  ymin = lo(ymin); ymax = Math.max(hi(ymax), ymin * 10);
  drawChart($("scale-chart"), series, {
    xlog: true, ylog: true, xmin, xmax, ymin, ymax, xticks, markers: true, thin: true, left: 6,
    xlabel: "n (queens), log scale", ylabel: "time to solve, log scale", xfmt: fmtN, yfmt: fmtDecade,
  });
  // Before a run, the legend names the ticked solvers: it keeps its place
  // when the points arrive (no layout shift).
  const named = entries.length ? entries.map(([name]) => name) : scaleChecked();
  legend($("scale-legend"), named.map((name) => ({ label: name, style: styleFor(name), marker: true })));
  // The table: one row per n, one column per solver.
  const table = $("scale-table");
  table.textContent = "";
  const head = table.insertRow();
  for (const h of ["n", ...entries.map(([name]) => name)]) {
    const th = document.createElement("th"); th.textContent = h; head.append(th);
  }
  for (const n of ns) {
    const row = table.insertRow();
    row.insertCell().textContent = fmtInt(n);
    for (const [, pts] of entries) {
      const p = pts.find((q) => q.n === n);
      let text = "";
      if (p) {
        const word = (st) => st.split(", ").map((w) => STATUS_TEXT[w] || w.replace(/_/g, " ")).join(", ");
        if (p.ns_per_run === null) text = word(p.status);
        else if (!(p.ns_per_run > 0)) text = "0 ns (under the clock's step)";
        else text = (belowClock(p) ? "under " + fmtTime(p.clock_ns) : fmtTime(p.ns_per_run, p.clock_ns > 0 ? p.clock_ns / Math.max(1, p.batch) : 0)) + (p.status === "solved" ? "" : " (" + word(p.status) + ")");
      }
      row.insertCell().textContent = text;
    }
  }
}

// ---- Solutions per square ------------------------------------------------

const VIRIDIS = ["#440154", "#482878", "#3e4989", "#31688e", "#26828e", "#1f9e89", "#35b779", "#6ece58", "#b5de2b", "#fde725"];
function viridis(t) {
  t = Math.max(0, Math.min(1, t)) * (VIRIDIS.length - 1);
  const i = Math.min(Math.floor(t), VIRIDIS.length - 2), f = t - i;
  const a = VIRIDIS[i], b = VIRIDIS[i + 1];
  const ch = (s, k) => parseInt(s.slice(1 + 2 * k, 3 + 2 * k), 16);
  const mix = [0, 1, 2].map((k) => Math.round(ch(a, k) + (ch(b, k) - ch(a, k)) * f));
  return { css: `rgb(${mix.join(",")})`, dark: 0.2126 * mix[0] + 0.7152 * mix[1] + 0.0722 * mix[2] < 140 };
}

const sq = { gen: 0, counts: null, total: 0, n: 8 };

function squaresSetup() {
  for (let n = 1; n <= 10; n++) $("sq-n").add(new Option(String(n), String(n)));
  $("sq-n").value = String(opts.view === "squares" ? opts.n : 8);
  $("sq-n").onchange = squaresLoad;
  new ResizeObserver(() => { if (currentView === "squares") squaresDraw(); }).observe($("sq-heat"));
}

function squaresLoad() {
  const gen = ++sq.gen;
  sq.n = Number($("sq-n").value);
  const view = $("view-squares");
  delete view.dataset.state;
  if (currentView === "squares") setParams([["view", "squares"], ["n", sq.n]]);
  util.call({ cmd: "squares", n: sq.n }).then((r) => {
    if (gen !== sq.gen) return;
    if (r.error) { setStatus(r.error, true); return; }
    sq.counts = r.counts; sq.total = r.total;
    view.dataset.counts = JSON.stringify(r.counts);
    view.dataset.state = "solved";
    squaresDraw();
  });
}

function squaresDraw() {
  const c = sq.counts;
  if (!c) return;
  const n = c.length;
  const canvas = $("sq-heat");
  const { ctx, w, h, dpr } = fitCanvas(canvas);
  ctx.clearRect(0, 0, w, h);
  const fs = 18 * dpr, margin = 2 * fs;
  const cell = Math.min(w - margin, h - margin) / n;
  let min = Infinity, max = -Infinity;
  for (const row of c) for (const v of row) { min = Math.min(min, v); max = Math.max(max, v); }
  ctx.textAlign = "center"; ctx.textBaseline = "middle";
  const digits = String(max).length;
  const numPx = Math.min(cell * 0.42, cell * 1.6 / Math.max(digits, 1));
  for (let r = 0; r < n; r++) {
    for (let col = 0; col < n; col++) {
      const v = c[r][col], col2 = viridis(max > min ? (v - min) / (max - min) : 0.5);
      const x = margin + col * cell, y = (n - 1 - r) * cell;
      ctx.fillStyle = col2.css; ctx.fillRect(x, y, cell + 0.5, cell + 0.5);
      ctx.fillStyle = col2.dark ? "#fff" : "#000";
      ctx.font = `700 ${numPx}px system-ui, sans-serif`;
      ctx.fillText(String(v), x + cell / 2, y + cell / 2);
    }
  }
  ctx.strokeStyle = INK; ctx.lineWidth = 2 * dpr; ctx.strokeRect(margin, 0, n * cell, n * cell);
  ctx.fillStyle = INK; ctx.font = `600 ${fs}px system-ui, sans-serif`;
  for (let r = 0; r < n; r++) ctx.fillText(String(r + 1), margin / 2, (n - 1 - r + 0.5) * cell);
  for (let col = 0; col < n; col++) ctx.fillText(String.fromCharCode(97 + col), margin + (col + 0.5) * cell, n * cell + fs * 0.9);
  $("sq-total").textContent = `n = ${n}: ${plural(sq.total, "solutions")}`;
  $("sq-note").textContent = sq.total
    ? `Each square shows how many of the ${fmtInt(sq.total)} solutions put a queen there. Every row and every column adds up to ${fmtInt(sq.total)}: a solution has exactly one queen in each. The board's symmetries make the picture symmetric.`
    : `No solution for n = ${n}: every square is 0.`;
  $("sq-min").textContent = fmtInt(min); $("sq-max").textContent = fmtInt(max);
  const bar = fitCanvas($("sq-bar"));
  for (let x = 0; x < bar.w; x++) { bar.ctx.fillStyle = viridis(x / (bar.w - 1)).css; bar.ctx.fillRect(x, 0, 1, bar.h); }
}

// ---- views, keys, start --------------------------------------------------

// leaveView ends the work of the view being left (no work outlives its
// view): an unfinished race or backtracking search starts again when its
// view comes back; a Scale run keeps the points it has and says it
// stopped.
function leaveView(name) {
  if (name === "race" && race.started && !raceComplete()) { raceStop(); race.started = false; race.playing = false; }
  if (name === "backtracking" && bt.engine) { btStop(); bt.trace = null; bt.playing = false; }
  if (name === "scale" && scale.engine) scaleStop("The run stopped when you left the Scale view: these are the points it had; run again for the rest.");
}

function showView(name) {
  if (currentView !== name) leaveView(currentView);
  currentView = name;
  document.documentElement.dataset.view = name;
  for (const v of VIEWS) $("view-" + v).hidden = v !== name;
  for (const a of document.querySelectorAll("nav a")) {
    if (a.dataset.view === name) a.setAttribute("aria-current", "page"); else a.removeAttribute("aria-current");
  }
  if (name === "race") { if (!race.started) raceRestart(); else raceURL(); race.dirty = true; }
  if (name === "backtracking") { if (!bt.trace) btRestart(); else btURL(); bt.dirty = true; }
  if (name === "scale") { scaleURL(); scaleDraw(); }
  if (name === "squares") { if (!sq.counts) squaresLoad(); else { setParams([["view", "squares"], ["n", sq.n]]); squaresDraw(); } }
}

// A focused button would also take space as a click of its own: the
// page's keys win, so space always plays or pauses.
document.addEventListener("keyup", (e) => {
  if (e.key === " " && e.target && e.target.tagName === "BUTTON" && (currentView === "race" || currentView === "backtracking")) e.preventDefault();
});

// typing is the number box being typed in (from its first input to its
// change or blur): the page's keys then belong to the box.
let typing = null;
const numberBox = (t) => t && t.tagName === "INPUT" && t.inputMode === "numeric";
document.addEventListener("input", (e) => { if (numberBox(e.target)) typing = e.target; });
document.addEventListener("change", (e) => { if (e.target === typing) typing = null; });
document.addEventListener("focusout", (e) => { if (e.target === typing) typing = null; });

// The page's keys work wherever focus is (a list, a button, a number box
// not being typed in): a list does not also take the arrow, a button not
// also the space.
document.addEventListener("keydown", (e) => {
  const t = e.target;
  if (e.ctrlKey || e.metaKey || e.altKey || e.repeat && e.key === " ") return;
  if (t && (t === typing || t.tagName === "TEXTAREA" || t.tagName === "INPUT" && !numberBox(t) && t.type !== "checkbox")) return;
  if (e.key === " " || e.key === "ArrowRight" || e.key === "r" || e.key === "R") {
    if (currentView === "race") {
      if (e.key === " ") racePlayPause(); else if (e.key === "ArrowRight") raceStep(); else raceNewSeed();
    } else if (currentView === "backtracking") {
      if (e.key === " ") btPlayPause(); else if (e.key === "ArrowRight") btStep(); else btRestart();
    } else return;
    e.preventDefault();
  }
});

let lastFrame = performance.now();
function frame(now) {
  const dt = now - lastFrame;
  lastFrame = now;
  requestAnimationFrame(frame); // first: a frame that throws does not stop the page
  if (currentView === "race") raceTick(now); else race.last = now;
  if (currentView === "backtracking" && bt.trace) btTick(dt);
}

async function main() {
  for (const a of document.querySelectorAll("nav a")) {
    a.addEventListener("click", (e) => { e.preventDefault(); showView(a.dataset.view); });
  }
  try {
    if (location.protocol === "file:") throw new Error("browsers run no workers from files: serve this folder, such as with python3 -m http.server, or run nqueens classroom");
    wasmModule = await compileWasm();
    util = new Engine("answering the page's questions");
    solvers = await util.ready;
  } catch (e) {
    setStatus("could not start the solvers: " + e.message, true);
    return;
  }
  const ready = performance.now();
  setStatus(`solvers ready in ${fmtTime(ready * 1e6)}` + (clock.coarse ? ` · coarse clock (${fmtTime(clock.ns)} steps): each time is of batches of runs` : ""));
  opts = await readParams(params);
  raceSetup(); btSetup(); scaleSetup(); squaresSetup();
  raceCaveat();
  if (reducedMotion.matches) document.body.dataset.reducedMotion = "1";
  const view = opts.view;
  if (view === "race") await raceRestart(opts.notes);
  showView(view);
  showNotes(opts.notes);
  if (opts.autoplay && view === "race") racePlayPause();
  if (opts.autoplay && view === "backtracking") btPlayPause();
  if (view === "scale" && opts.autorun) scaleRun();
  requestAnimationFrame(frame);
  window.nqReady = ready; // for tests: the solvers are ready and the controls answer
}

main();
