// The N-Queens classroom page. Every search runs in worker.js on the
// toolkit's own solvers (WebAssembly); this file replays their traces at
// the pace the class wants and draws boards and charts on canvases. No
// library, no build step: plain browser JavaScript, Chromium and Firefox.
"use strict";

// ---- constants -----------------------------------------------------------

// Okabe-Ito colours, safe for colour-blind readers; each series also has
// its own dash pattern and marker, so colour is never the only cue. The
// chart of nqueens compare takes the same colours from
// cmd/internal/solvercolor, whose test checks that the two lists agree.
const SERIES = [
  { color: "#0072B2", dash: [], width: 6, marker: "circle" },
  { color: "#E69F00", dash: [16, 8], width: 4, marker: "square" },
  { color: "#009E73", dash: [4, 6], width: 4, marker: "triangle" },
  { color: "#CC79A7", dash: [20, 6, 4, 6], width: 4, marker: "diamond" },
  { color: "#56B4E9", dash: [2, 3], width: 4, marker: "cross" },
  { color: "#000000", dash: [10, 4], width: 3, marker: "plus" },
  { color: "#D55E00", dash: [], width: 2, marker: "star" },
];
const HIT = "#D55E00";
const INK = "#111111";
const KIND = { START: 0, MOVE: 1, SWAP: 2, RESTART: 3, DONE: 4 };
const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 1000, Infinity];
const RACE_DEFAULT = ["fullboard", "linearboard", "qs1"];
const SCALE_DEFAULT = ["fullboard", "linearboard", "qs1-classic", "qs1"];
const STATUS_TEXT = {
  solved: "solved", no_solution: "no solution exists", limit_reached: "limit reached",
  canceled: "canceled", invalid: "INVALID placement",
};

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
// clockNote says what the clock means for the times on the page.
function clockNote() {
  if (!clock.coarse) return "";
  return ` This browser's clock steps by ${fmtTime(clock.ns)} here (the page was served without cross-origin isolation; see the README): runs are timed in batches lasting fifty steps or more, and a single run under ${fmtTime(clock.ns)} is shown as such.`;
}
const params = new URLSearchParams(location.search);
let opts = null; // the address's parameters, checked: see readParams
let solvers = []; // from the registry: {name, summary, step_name, measure, max_n, restarts}
let currentView = "race";

function fmtInt(v) { return Math.round(v).toLocaleString("en-US"); }
function plural(k, word) { return fmtInt(k) + " " + (k === 1 ? word.replace(/s$/, "") : word); }
function fmtTime(ns) {
  const units = [[1e9, "s"], [1e6, "ms"], [1e3, "µs"], [1, "ns"]];
  for (const [f, u] of units) {
    if (ns >= f || f === 1) {
      const v = ns / f;
      return (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2)) + " " + u;
    }
  }
}
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

// ---- the engine: a worker running the WebAssembly ------------------------

const engine = {
  worker: null, next: 1, handlers: new Map(),
  start(msg, handler) {
    const id = this.next++;
    this.handlers.set(id, handler);
    this.worker.postMessage({ ...msg, id });
    return id;
  },
  cancel(id) {
    if (id && this.handlers.delete(id)) this.worker.postMessage({ cmd: "cancel", id });
  },
};

function startEngine() {
  return new Promise((resolve, reject) => {
    engine.worker = new Worker("worker.js");
    engine.worker.onerror = (e) => reject(new Error(e.message || "the worker failed to start"));
    engine.worker.onmessage = (ev) => {
      const m = ev.data;
      if (m.type === "ready") { resolve(m.solvers); return; }
      if (m.type === "error") { reject(new Error(m.message)); return; }
      const h = engine.handlers.get(m.id);
      if (h) {
        if (m.type === "done" || m.type === "result") engine.handlers.delete(m.id);
        h(m);
      }
    };
  });
}

// ---- traces: the records of package trace, replayed ----------------------

class Trace {
  constructor(n) {
    this.n = n;
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
  placing() { return this.empty > 0 && this.step === 0; }
  available() { return this.pos < this.len; }
  ended() { return this.outcome !== null && !this.available(); }
  nextKind() { return this.available() ? this.buf[this.pos] : null; }
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
    // A start phase still filling the board (step 0, columns empty, as
    // qs1 places its queens) is not charted: its 0 would read as a
    // solution. A search that empties columns as it goes (backtrack,
    // counting unplaced queens) is charted from its first step.
    if (!this.placing()) this.chart.push(this.step, this.h);
    return kind;
  }
  // advance makes one visible step: one record, a restart together with
  // the new start that follows it, and the final record together with the
  // step before it when that changes nothing.
  advance() {
    if (!this.available()) return false;
    this.changed = [];
    const kind = this.applyOne();
    this.stepKind = kind;
    if (kind === KIND.RESTART && this.nextKind() === KIND.START) this.applyOne();
    while (this.nextKind() === KIND.DONE && this.buf[this.pos + 4] === 0) this.applyOne();
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
// each shared line the first and last queen on it (as render.analyze).
function attacks(p) {
  const n = p.length;
  const lines = [];
  const groups = [new Map(), new Map(), new Map()];
  for (let c = 0; c < n; c++) {
    const r = p[c];
    if (r < 0) continue;
    const keys = [r, r + c, r - c];
    for (let g = 0; g < 3; g++) {
      const m = groups[g];
      const s = m.get(keys[g]);
      if (s) { s.count++; s.hi = c; } else m.set(keys[g], { count: 1, lo: c, hi: c });
    }
  }
  const attacked = new Array(n).fill(false);
  for (const m of groups) {
    for (const s of m.values()) {
      if (s.count < 2) continue;
      lines.push([s.lo, p[s.lo], s.hi, p[s.hi]]);
    }
  }
  for (let c = 0; c < n; c++) {
    const r = p[c];
    if (r < 0) continue;
    attacked[c] = groups[0].get(r).count > 1 || groups[1].get(r + c).count > 1 || groups[2].get(r - c).count > 1;
  }
  return { attacked, lines };
}

function queenPath(ctx, x, y, s) {
  // A crown: five points over a band, drawn in a square of side s at (x, y).
  const pts = [[0.12, 0.34], [0.3, 0.62], [0.34, 0.2], [0.5, 0.56], [0.66, 0.2], [0.7, 0.62], [0.88, 0.34], [0.8, 0.8], [0.2, 0.8]];
  ctx.beginPath();
  ctx.moveTo(x + pts[0][0] * s, y + pts[0][1] * s);
  for (const [px, py] of pts.slice(1)) ctx.lineTo(x + px * s, y + py * s);
  ctx.closePath();
}

// drawBoard draws placement p (row -1: no queen) with row 0 at the bottom,
// the attacked queens in vermillion with a ring, and each line two
// attacking queens share drawn between the outermost ones. It returns the
// attacks it found.
function drawBoard(canvas, p, opts = {}) {
  const { ctx, w, h, dpr } = fitCanvas(canvas);
  canvas.setAttribute("role", "img");
  const n = p.length;
  canvas.setAttribute("aria-label", n <= 26
    ? "board: " + (Array.from(p).map((r, c) => (r >= 0 ? String.fromCharCode(97 + c) + (r + 1) : "")).filter(Boolean).join(" ") || "empty")
    : `board of ${fmtInt(n)} columns: ${fmtInt(p.filter((r) => r >= 0).length)} queens placed`);
  const labels = n <= 26;
  const fontPx = Math.round(Math.min(18 * dpr, w / (n + 2) * 0.55));
  const margin = labels ? Math.round(fontPx * 1.6) : 2 * dpr;
  const size = Math.min(w - margin - 2 * dpr, h - margin - 2 * dpr);
  const cell = size / n;
  const x0 = margin, y0 = 0;
  // Three ways to draw, by the size of a square: a crown on a checkered
  // board; a disc (squares under 14 px, the board plain under 8 px); and
  // under 5 px a density view, a dark square of at least 2 px per queen,
  // attacked queens as large vermillion rings on top so they stay visible
  // at any n.
  const dense = cell < 5 * dpr, small = cell < 14 * dpr;
  ctx.clearRect(0, 0, w, h);
  if (cell < 8 * dpr) {
    ctx.fillStyle = "#ece6d9"; ctx.fillRect(x0, y0, cell * n, cell * n);
  } else {
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        ctx.fillStyle = (r + c) % 2 === 1 ? "#ece6d9" : "#cfc4ad";
        ctx.fillRect(x0 + c * cell, y0 + (n - 1 - r) * cell, cell + 0.5, cell + 0.5);
      }
    }
  }
  ctx.strokeStyle = INK; ctx.lineWidth = 2 * dpr;
  ctx.strokeRect(x0, y0, cell * n, cell * n);
  if (labels) {
    ctx.fillStyle = INK;
    ctx.font = `600 ${fontPx}px system-ui, sans-serif`;
    ctx.textAlign = "center"; ctx.textBaseline = "middle";
    for (let r = 0; r < n; r++) ctx.fillText(String(r + 1), margin / 2, y0 + (n - 1 - r + 0.5) * cell);
    ctx.textBaseline = "top";
    for (let c = 0; c < n; c++) ctx.fillText(String.fromCharCode(97 + c), x0 + (c + 0.5) * cell, y0 + n * cell + fontPx * 0.25);
  }
  if (opts.shadeAttacked) {
    // The empty squares a placed queen attacks: where no queen may go.
    ctx.fillStyle = "rgba(0, 114, 178, 0.30)";
    for (let c = 0; c < n; c++) {
      if (p[c] >= 0) continue;
      for (let r = 0; r < n; r++) {
        let hit = false;
        for (let q = 0; q < n && !hit; q++) hit = p[q] >= 0 && (p[q] === r || Math.abs(p[q] - r) === Math.abs(q - c));
        if (hit) {
          const x = x0 + c * cell, y = y0 + (n - 1 - r) * cell;
          ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, cell * 0.14, 0, 2 * Math.PI); ctx.fill();
        }
      }
    }
  }
  const at = attacks(p);
  const cx = (c) => x0 + (c + 0.5) * cell, cy = (r) => y0 + (n - 1 - r + 0.5) * cell;
  // Squares that just changed: a blue frame, so a class sees what moved.
  if (opts.changed && !dense) {
    ctx.strokeStyle = "#0072B2"; ctx.lineWidth = Math.max(2 * dpr, cell * 0.08);
    for (const c of opts.changed) {
      if (p[c] >= 0) ctx.strokeRect(x0 + c * cell + ctx.lineWidth / 2, y0 + (n - 1 - p[c]) * cell + ctx.lineWidth / 2, cell - ctx.lineWidth, cell - ctx.lineWidth);
    }
  }
  ctx.strokeStyle = HIT; ctx.globalAlpha = 0.85; ctx.lineCap = "round";
  ctx.lineWidth = Math.max(2 * dpr, cell * 0.12);
  ctx.setLineDash(small ? [] : [cell * 0.25, cell * 0.15]);
  for (const [c1, r1, c2, r2] of at.lines.slice(0, 2000)) {
    ctx.beginPath(); ctx.moveTo(cx(c1), cy(r1)); ctx.lineTo(cx(c2), cy(r2)); ctx.stroke();
  }
  ctx.setLineDash([]); ctx.globalAlpha = 1;
  if (dense) {
    const q = Math.max(2 * dpr, Math.round(cell));
    ctx.fillStyle = INK;
    for (let c = 0; c < n; c++) if (p[c] >= 0) ctx.fillRect(Math.floor(x0 + c * cell), Math.floor(y0 + (n - 1 - p[c]) * cell), q, q);
    ctx.lineWidth = 2 * dpr; ctx.strokeStyle = HIT; ctx.fillStyle = HIT;
    for (let c = 0; c < n; c++) {
      if (!at.attacked[c]) continue;
      ctx.beginPath(); ctx.arc(cx(c), cy(p[c]), 5 * dpr, 0, 2 * Math.PI); ctx.stroke();
      ctx.beginPath(); ctx.arc(cx(c), cy(p[c]), 2 * dpr, 0, 2 * Math.PI); ctx.fill();
    }
    return at;
  }
  for (let c = 0; c < n; c++) {
    const r = p[c];
    if (r < 0) continue;
    const x = x0 + c * cell, y = y0 + (n - 1 - r) * cell;
    if (small) {
      // A disc filling most of the square: visible at 4 px, vermillion
      // with a white gap and a ring when attacked.
      ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, cell * 0.42, 0, 2 * Math.PI);
      ctx.fillStyle = at.attacked[c] ? HIT : INK; ctx.fill();
      if (at.attacked[c]) {
        ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, cell * 0.42 + 2 * dpr, 0, 2 * Math.PI);
        ctx.lineWidth = 1.5 * dpr; ctx.strokeStyle = HIT; ctx.stroke();
      }
      continue;
    }
    if (at.attacked[c]) {
      ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, cell * 0.46, 0, 2 * Math.PI);
      ctx.fillStyle = "#fff"; ctx.fill();
      ctx.lineWidth = Math.max(1.5 * dpr, cell * 0.07); ctx.strokeStyle = HIT; ctx.stroke();
    }
    queenPath(ctx, x, y, cell);
    ctx.fillStyle = at.attacked[c] ? HIT : INK; ctx.fill();
    ctx.lineWidth = Math.max(1, cell * 0.04); ctx.strokeStyle = "#fff"; ctx.stroke();
  }
  return at;
}

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

function legend(el, items) {
  el.textContent = "";
  for (const it of items) {
    const span = document.createElement("span");
    const c = document.createElement("canvas");
    span.append(c, " " + it.label);
    el.append(span);
    requestAnimationFrame(() => {
      const { ctx, w, h, dpr } = fitCanvas(c);
      ctx.strokeStyle = it.style.color; ctx.fillStyle = it.style.color;
      ctx.lineWidth = it.style.width * dpr * 0.8; ctx.setLineDash(it.style.dash.map((d) => d * dpr * 0.6));
      ctx.beginPath(); ctx.moveTo(0, h / 2); ctx.lineTo(w, h / 2); ctx.stroke();
      ctx.setLineDash([]); ctx.lineWidth = 2 * dpr;
      if (it.marker) drawMarker(ctx, it.style.marker, w / 2, h / 2, 5 * dpr, true);
    });
  }
}

// ---- the address: every parameter checked in one place --------------------

const VIEWS = ["race", "backtracking", "scale", "squares"];
const BUDGETS = [1, 2, 5, 10, 30];
const SMALL_MAX_N = 10; // backtracking and solutions per square

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

// checkN reads text as a board size for a view whose largest is max (why
// names what sets it). It returns the n to show, and a note when text is
// not that n (null when it is).
function checkN(text, max, why, fallback) {
  const t = String(text).trim();
  if (!/^\d+$/.test(t)) return { n: fallback, note: `n=${t} is not a board size; showing n = ${fallback}` };
  const v = Number(t);
  if (v < 1) return { n: 1, note: `n=${t} is below 1; showing n = 1` };
  if (v > max) return { n: max, note: `n=${fmtInt(v)} is more than ${why}; showing n = ${fmtInt(max)}` };
  return { n: v, note: null };
}

// checkSeed reads text as a seed: a whole number up to 2^53 - 1, the
// largest a JavaScript number holds exactly.
function checkSeed(text) {
  const t = String(text).trim();
  if (!/^\d+$/.test(t)) return { seed: 1, note: `seed=${t} is not a whole number; showing seed 1` };
  if (Number(t) > Number.MAX_SAFE_INTEGER) return { seed: Number.MAX_SAFE_INTEGER, note: `seed=${t} is more than the page takes (${Number.MAX_SAFE_INTEGER}; the command line takes any); showing seed ${Number.MAX_SAFE_INTEGER}` };
  return { seed: Number(t), note: null };
}

// readParams checks every parameter of the address q against what the
// page can show, and returns the values to use with notes, one per bad
// value, naming it and what is shown instead.
function readParams(q) {
  const notes = [];
  const o = {};
  const flag = (k) => {
    const v = q.get(k);
    if (v === null || v === "" || v === "0") return false;
    if (v === "1") return true;
    notes.push(`${k}=${v} is not 1 or 0; ${k} is off`);
    return false;
  };
  let view = q.get("view");
  if (view === null || view === "") view = "race";
  else if (!VIEWS.includes(view)) { notes.push(`view=${view} is not a view (race, backtracking, scale, squares); showing the race`); view = "race"; }
  if (q.has("race") && view !== "race") { notes.push(`race=${q.get("race")} goes with the race; showing the race, not ${view}`); view = "race"; }
  o.view = view;
  // The racers: up to three known solvers.
  o.race = RACE_DEFAULT;
  if (q.has("race")) {
    const asked = q.get("race").split(",").map((s) => s.trim()).filter(Boolean);
    const known = [];
    for (const name of asked) {
      if (!solverInfo(name)) notes.push(`race=…${name}… is not a solver (${solvers.map((s) => s.name).join(", ")})`);
      else if (known.length >= 3) notes.push(`the race takes three solvers: ${name} left out`);
      else if (!known.includes(name)) known.push(name);
    }
    if (known.length) o.race = known;
    else notes.push(`race=${q.get("race")} names no solver; showing ${RACE_DEFAULT.join(", ")}`);
  }
  // n: what the view and its solvers take.
  const small = view === "backtracking" || view === "squares";
  const lim = small ? { n: SMALL_MAX_N, why: `the ${view === "squares" ? "heat map" : "backtracking view"} shows (up to n = ${SMALL_MAX_N})` } : raceLimit(o.race);
  const fallback = Math.min(view === "backtracking" ? 6 : 8, lim.n);
  o.n = fallback;
  if (q.has("n")) {
    const c = checkN(q.get("n"), lim.n, lim.why, fallback);
    o.n = c.n;
    if (c.note) notes.push(c.note);
  }
  o.seed = 1;
  if (q.has("seed")) {
    const c = checkSeed(q.get("seed"));
    o.seed = c.seed;
    if (c.note) notes.push(c.note);
  }
  o.speed = 10;
  if (q.has("speed")) {
    const v = q.get("speed");
    if (v === "max" || v === "Infinity") o.speed = Infinity;
    else if (SPEEDS.includes(Number(v)) && v.trim() !== "") o.speed = Number(v);
    else notes.push(`speed=${v} is not a speed (${SPEEDS.filter(Number.isFinite).join(", ")} or max steps a second); showing 10 a second`);
  }
  o.autoplay = flag("autoplay");
  o.autorun = flag("autorun");
  o.solvers = SCALE_DEFAULT;
  if (q.has("solvers")) {
    const asked = q.get("solvers").split(",").map((s) => s.trim()).filter(Boolean);
    const known = asked.filter((name) => solverInfo(name));
    for (const name of asked) if (!solverInfo(name)) notes.push(`solvers=…${name}… is not a solver; left out`);
    o.solvers = known;
  }
  o.budget = 2;
  if (q.has("budget")) {
    const v = q.get("budget");
    if (BUDGETS.includes(Number(v)) && v.trim() !== "") o.budget = Number(v);
    else notes.push(`budget=${v} is not a budget (${BUDGETS.join(", ")} seconds); showing 2 s`);
  }
  const known = ["view", "race", "n", "seed", "speed", "autoplay", "autorun", "solvers", "budget"];
  for (const k of q.keys()) if (!known.includes(k)) notes.push(`${k} is not a parameter of this page; ignored`);
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

const race = { panes: [], playing: false, speed: 10, carry: 0, last: 0, dirty: true, n: 8, seed: 1, names: [] };

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
  $("race-n").value = opts.view === "race" ? opts.n : Math.min(8, raceLimit(names).n);
  $("race-seed").value = opts.seed;
  fillSpeeds($("race-speed"), opts.speed);
  race.speed = parseSpeed($("race-speed").value);
  $("race-n").onchange = () => raceRestart();
  $("race-seed").onchange = () => raceRestart();
  $("race-speed").onchange = () => { race.speed = parseSpeed($("race-speed").value); raceURL(); };
  $("race-new").onclick = raceNewSeed;
  $("race-play").onclick = racePlayPause;
  $("race-step").onclick = raceStep;
}

function raceURL() {
  if (currentView !== "race") return;
  setParams([["race", race.names.join(",")], ["n", race.n], ["seed", race.seed],
    ["speed", race.speed === Infinity ? "max" : race.speed], ["autoplay", race.playing ? 1 : ""]]);
}

function raceNewSeed() {
  $("race-seed").value = String((Number($("race-seed").value) || 0) + 1);
  raceRestart();
}

// raceRestart starts the race the controls show, checking n and the seed
// as the address is checked (readParams) and naming a value it changes;
// notes, when given, are the address's.
function raceRestart(notes) {
  race.started = true;
  for (const p of race.panes) engine.cancel(p.id);
  race.panes = [];
  race.names = [0, 1, 2].map((i) => $("race-s" + i).value).filter(Boolean);
  if (!race.names.length) { $("race-s0").value = RACE_DEFAULT[0]; race.names = [RACE_DEFAULT[0]]; }
  const lim = raceLimit(race.names);
  const cn = checkN($("race-n").value, lim.n, lim.why, Math.min(race.n || 8, lim.n));
  const n = cn.n;
  $("race-n").value = n; $("race-n").max = lim.n;
  const cs = checkSeed($("race-seed").value);
  const seed = cs.seed;
  $("race-seed").value = seed;
  showNotes(notes || [cn.note, cs.note].filter(Boolean));
  race.n = n; race.seed = seed; race.carry = 0;
  const box = $("race-panes");
  box.textContent = "";
  race.names.forEach((name, i) => {
    const info = solverInfo(name);
    const el = document.createElement("div");
    el.className = "pane"; el.dataset.solver = name;
    el.innerHTML = `<h2><span class="swatch"></span><span></span></h2><p class="summary"></p><canvas></canvas>
      <p class="stats"></p><p class="outcome"></p>`;
    el.querySelector(".swatch").style.background = styleFor(name).color;
    el.querySelector("h2 span:last-child").textContent = name;
    el.querySelector(".summary").textContent = info.summary;
    el.title = name + ": " + info.summary;
    box.append(el);
    const pane = { name, info, el, trace: new Trace(n), style: styleFor(name), drawnRecords: -1 };
    pane.id = engine.start({ cmd: "race", solver: name, n, seed }, (m) => {
      if (m.type === "records") pane.trace.push(m.data);
      else if (m.type === "done") {
        if (m.outcome.error) { setStatus(name + ": " + m.outcome.error, true); pane.trace.outcome = { status: "canceled" }; } else pane.trace.outcome = m.outcome;
      }
      race.dirty = true;
    });
    race.panes.push(pane);
  });
  legend($("race-legend"), race.panes.map((p) => ({ label: p.name + " (" + (p.info.measure || "conflicts") + ")", style: p.style, marker: true })));
  race.dirty = true;
  raceURL();
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
    let k = race.carry === Infinity ? Infinity : Math.floor(race.carry);
    if (k > 0) {
      race.carry -= k === Infinity ? 0 : k;
      if (race.carry === Infinity) race.carry = 0;
      for (const p of race.panes) {
        if (k === Infinity) { while (p.trace.advance()); } else {
          for (let j = 0; j < k && p.trace.advance(); j++);
        }
      }
      race.dirty = true;
    }
    if (race.panes.every((p) => p.trace.ended())) { race.playing = false; race.dirty = true; }
  }
  race.last = now;
  if (race.dirty) raceDraw();
}

function raceDraw() {
  race.dirty = false;
  for (const p of race.panes) if (p.trace.records === 0 && p.trace.available()) p.trace.advance(); // the start
  $("race-play").textContent = race.playing ? "pause" : race.panes.length && race.panes.every((p) => p.trace.ended()) ? "replay" : "play";
  let xmax = 10, ymax = 4;
  for (const p of race.panes) {
    const t = p.trace, el = p.el;
    if (t.records !== p.drawnRecords && t.records > 0) {
      const moved = t.stepKind === KIND.MOVE || t.stepKind === KIND.SWAP;
      const at = drawBoard(el.querySelector("canvas"), t.p, { changed: moved ? t.changed : [] });
      if (!window.nqFirstFrame) window.nqFirstFrame = performance.now();
      p.drawnRecords = t.records;
      el.dataset.placement = Array.from(t.p).join(",");
      el.dataset.attacked = at.attacked.map((a, c) => (a ? c : -1)).filter((c) => c >= 0).join(",");
      el.dataset.step = String(t.step);
      el.dataset.records = String(t.records);
      const measure = p.info.measure || "conflicts";
      const stats = el.querySelector(".stats");
      stats.innerHTML = "";
      const add = (label, v) => {
        const item = document.createElement("span"), b = document.createElement("b");
        b.textContent = fmtInt(v);
        item.append(b, " " + (v === 1 ? label.replace(/s$/, "") : label));
        stats.append(item, " ");
      };
      if (t.placing()) {
        // A start phase placing queens (qs1): no swap yet, nothing to count.
        const item = document.createElement("span");
        item.textContent = `placing queens: ${fmtInt(race.n - t.empty)} of ${fmtInt(race.n)}`;
        stats.append(item);
      } else {
        add(p.info.step_name, t.step);
        if (p.info.restarts || t.restarts > 0) add("restarts", t.restarts);
        add(measure, t.h);
      }
    } else if (t.records === 0 && p.drawnRecords !== 0) {
      drawBoard(el.querySelector("canvas"), new Int32Array(race.n).fill(-1));
      p.drawnRecords = 0;
    }
    const out = el.querySelector(".outcome");
    if (t.ended()) {
      const o = t.outcome;
      el.dataset.state = o.status;
      if (o.placement) el.dataset.final = o.placement.join(",");
      let text = STATUS_TEXT[o.status] || o.status;
      if (o.status === "solved") text += o.verified ? " ✓ verified" : "";
      if (o.status === "limit_reached") text = `stopped at ${fmtInt(o.steps || 200000)} steps, the page's limit for a racer, without a solution`;
      if (o.status === "canceled") text = "stopped before an answer";
      if (o.elapsed_ns !== undefined) text += " · " + (o.elapsed_ns < clock.ns ? "under " + fmtTime(clock.ns) + " (the clock's step)" : fmtTime(o.elapsed_ns));
      out.textContent = text;
      out.title = "the search took " + (o.elapsed_ns < clock.ns ? "less than the clock's step, " + fmtTime(clock.ns) : fmtTime(o.elapsed_ns || 0)) + ", in this browser, recording every step included";
    } else {
      delete el.dataset.state;
      out.textContent = t.outcome ? "" : t.available() ? "" : "computing…";
    }
    if (t.chart.length) {
      xmax = Math.max(xmax, t.step);
      for (let i = 1; i < t.chart.length; i += 2) ymax = Math.max(ymax, t.chart[i]);
    }
  }
  const stopped = (t) => t.ended() && !["solved", "no_solution"].includes(t.outcome.status);
  drawChart($("race-chart"), race.panes.map((p) => ({ style: p.style, points: p.trace.chart, stopped: stopped(p.trace) })), {
    xmin: 0, xmax: xmax, ymin: 0, ymax: ymax * 1.05, xlabel: "steps", ylabel: "heuristic", lastMarker: true,
    xfmt: fmtInt, yfmt: fmtInt,
  });
}

// ---- Backtracking --------------------------------------------------------

const bt = { trace: null, id: 0, playing: false, speed: 10, carry: 0, n: 6, found: 0, dirty: true, drawn: -1, placements: 0, takebacks: 0 };

function btSetup() {
  for (let n = 1; n <= 10; n++) $("bt-n").add(new Option(String(n), String(n)));
  $("bt-n").value = String(opts.view === "backtracking" ? opts.n : 6);
  fillSpeeds($("bt-speed"), opts.speed);
  bt.speed = parseSpeed($("bt-speed").value);
  $("bt-n").onchange = btRestart;
  $("bt-speed").onchange = () => { bt.speed = parseSpeed($("bt-speed").value); btURL(); };
  $("bt-play").onclick = btPlayPause;
  $("bt-step").onclick = btStep;
}

function btURL() {
  if (currentView !== "backtracking") return;
  setParams([["view", "backtracking"], ["n", bt.n], ["speed", bt.speed === Infinity ? "max" : bt.speed], ["autoplay", bt.playing ? 1 : ""]]);
}

function btRestart() {
  engine.cancel(bt.id);
  bt.n = Number($("bt-n").value);
  bt.trace = new Trace(bt.n);
  btRewind();
  const t = bt.trace;
  bt.total = null;
  const n = bt.n;
  engine.start({ cmd: "squares", n }, (m) => { if (bt.n === n && !m.result.error) { bt.total = m.result.total; bt.dirty = true; } });
  bt.id = engine.start({ cmd: "backtracking", n: bt.n }, (m) => {
    if (m.type === "records") t.push(m.data);
    else if (m.type === "done") t.outcome = m.outcome.error ? { status: "canceled" } : m.outcome;
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

const scale = { id: 0, series: new Map(), source: "", file: null };

function scaleSetup() {
  const want = opts.solvers;
  const box = $("scale-solvers");
  box.textContent = "";
  for (const s of solvers) {
    const l = document.createElement("label");
    const cb = document.createElement("input");
    cb.type = "checkbox"; cb.value = s.name; cb.checked = want.includes(s.name);
    l.append(cb, " " + s.name);
    box.append(l, " ");
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
  window.addEventListener("resize", () => { if (currentView === "scale") scaleDraw(); });
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

function scaleRun() {
  engine.cancel(scale.id);
  const names = scaleChecked();
  if (!names.length) { setStatus("scale: tick at least one solver", true); return; }
  scale.series = new Map(names.map((n) => [n, []]));
  scale.source = "run";
  const fig = $("scale-figure");
  fig.dataset.source = "run"; delete fig.dataset.state;
  const budget = Number($("scale-budget").value);
  $("scale-caption").textContent = `Measured here, in this browser: each solver at n = 8, 16, 32, … while its time stays within ${budget} s (hollow marker: a run stopped at the limit, or one run shorter than the clock's step). WebAssembly runs slower than the native commands; the shape is what matters.` + clockNote();
  $("scale-run").textContent = "running…";
  scale.id = engine.start({ cmd: "scale", solvers: names, budgetMs: budget * 1000 }, (m) => {
    if (m.type === "point") { scale.series.get(m.point.solver).push(m.point); scaleDraw(); }
    if (m.type === "done") {
      $("scale-run").textContent = "run";
      if (m.outcome.error) setStatus("scale: " + m.outcome.error, true);
      fig.dataset.state = "done";
      scaleDraw();
    }
  });
  scaleURL();
  scaleDraw();
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
    engine.cancel(scale.id);
    $("scale-run").textContent = "run";
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
  note.textContent = clamped ? `${plural(clamped, "points")} read 0 ns (runs faster than the clock that timed them can tell): drawn hollow at ${fmtDecade(floor)}, the foot of the axis, not at their true time.` : "";
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
        else text = (belowClock(p) ? "under " + fmtTime(p.clock_ns) : fmtTime(p.ns_per_run)) + (p.status === "solved" ? "" : " (" + word(p.status) + ")");
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

const sq = { id: 0, counts: null, total: 0, n: 8 };

function squaresSetup() {
  for (let n = 1; n <= 10; n++) $("sq-n").add(new Option(String(n), String(n)));
  $("sq-n").value = String(opts.view === "squares" ? opts.n : 8);
  $("sq-n").onchange = squaresLoad;
  window.addEventListener("resize", () => { if (currentView === "squares") squaresDraw(); });
}

function squaresLoad() {
  engine.cancel(sq.id);
  sq.n = Number($("sq-n").value);
  const view = $("view-squares");
  delete view.dataset.state;
  if (currentView === "squares") setParams([["view", "squares"], ["n", sq.n]]);
  sq.id = engine.start({ cmd: "squares", n: sq.n }, (m) => {
    const r = m.result;
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

function showView(name) {
  currentView = name;
  for (const v of ["race", "backtracking", "scale", "squares"]) $("view-" + v).hidden = v !== name;
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
document.addEventListener("input", (e) => { if (e.target.type === "number") typing = e.target; });
document.addEventListener("change", (e) => { if (e.target === typing) typing = null; });
document.addEventListener("focusout", (e) => { if (e.target === typing) typing = null; });

// The page's keys work wherever focus is (a list, a button, a number box
// not being typed in): a list does not also take the arrow, a button not
// also the space.
document.addEventListener("keydown", (e) => {
  const t = e.target;
  if (e.ctrlKey || e.metaKey || e.altKey || e.repeat && e.key === " ") return;
  if (t && (t === typing || t.tagName === "TEXTAREA" || t.tagName === "INPUT" && t.type !== "number" && t.type !== "checkbox")) return;
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
  if (currentView === "race") raceTick(now); else race.last = now;
  if (currentView === "backtracking" && bt.trace) btTick(dt);
  requestAnimationFrame(frame);
}

async function main() {
  for (const a of document.querySelectorAll("nav a")) {
    a.addEventListener("click", (e) => { e.preventDefault(); showView(a.dataset.view); });
  }
  try {
    solvers = await startEngine();
  } catch (e) {
    const why = location.protocol === "file:"
      ? "browsers run no workers from files: serve this folder, such as with python3 -m http.server, or run nqueens classroom"
      : e.message;
    setStatus("could not start the solvers: " + why, true);
    return;
  }
  window.nqReady = performance.now();
  setStatus(`solvers ready in ${fmtTime(window.nqReady * 1e6)}` + (clock.coarse ? ` · coarse clock (${fmtTime(clock.ns)} steps): times are of batches of runs` : ""));
  opts = readParams(params);
  raceSetup(); btSetup(); scaleSetup(); squaresSetup();
  window.addEventListener("resize", () => { race.dirty = true; bt.dirty = true; bt.drawn = -1; for (const p of race.panes) p.drawnRecords = -1; });
  const view = opts.view;
  if (view === "race") raceRestart(opts.notes);
  showView(view);
  showNotes(opts.notes);
  if (opts.autoplay && view === "race") racePlayPause();
  if (opts.autoplay && view === "backtracking") btPlayPause();
  if (view === "scale" && opts.autorun) scaleRun();
  requestAnimationFrame(frame);
}

main();
