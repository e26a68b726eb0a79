// drive.mjs runs a plan of page tasks in Firefox (Debian's firefox-esr)
// over WebDriver BiDi with puppeteer-core, which downloads no browser, and
// prints what each task's evaluations returned, as JSON, for TestFirefox.
// The tasks are the ones TestBrowser runs in Chromium (plan_test.go).
//
//   NQUEENS_NODE_MODULES=DIR node drive.mjs FIREFOX PLAN.json
//
// DIR is the node_modules holding puppeteer-core (npm install
// puppeteer-core, as .ci/run does into ~/.cache/nqueens-firefox). PLAN is
// a list of tasks {name, url, size: [w, h], reduced, ops}; each op is one
// of {wait: expr} (poll until true), {eval: expr} (awaited; its value is
// kept), {size: [w, h]}, {key: name}, {inject: file} (a script run in the
// page) or {shot: file} (a screenshot). Tasks with reduced set run in a
// second Firefox whose preferences ask for reduced motion (WebDriver BiDi
// cannot emulate the media feature). The output lists, per task, its
// name, the evaluations' values and the error that stopped it, if any.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import path from "node:path";

const require = createRequire(path.join(process.env.NQUEENS_NODE_MODULES || "node_modules", "x.js"));
const puppeteer = require("puppeteer-core");

const [firefox, planFile] = process.argv.slice(2);
const plan = JSON.parse(readFileSync(planFile, "utf8"));


function launch(reduced) {
  const prefs = { "browser.shell.checkDefaultBrowser": false };
  if (reduced) prefs["ui.prefersReducedMotion"] = 1;
  return puppeteer.launch({
    browser: "firefox", executablePath: firefox, headless: true,
    protocol: "webDriverBiDi", timeout: 60000, extraPrefsFirefox: prefs,
  });
}

async function run(browser, task) {
  const out = { name: task.name, evals: [], error: "", seconds: 0 };
  const start = Date.now();
  const page = await browser.newPage();
  try {
    page.setDefaultTimeout(90000);
    await page.setViewport({ width: task.size[0], height: task.size[1] });
    await page.goto(task.url);
    for (const op of task.ops) {
      if (op.wait) await page.waitForFunction(op.wait, { polling: 50 });
      else if (op.eval) out.evals.push(await page.evaluate(`(async () => (${op.eval}))()`));
      else if (op.size) await page.setViewport({ width: op.size[0], height: op.size[1] });
      else if (op.key) await page.keyboard.press(op.key);
      else if (op.inject) await page.evaluate(readFileSync(op.inject, "utf8") + "\n;true");
      else if (op.shot) await page.screenshot({ path: op.shot });
    }
  } catch (e) {
    out.error = String(e && e.message || e);
  } finally {
    await page.close();
  }
  out.seconds = (Date.now() - start) / 1000;
  return out;
}

const results = [];
for (const reduced of [false, true]) {
  const tasks = plan.filter((t) => !!t.reduced === reduced);
  if (!tasks.length) continue;
  const browser = await launch(reduced);
  try {
    for (const task of tasks) results.push(await run(browser, task));
    results.push({ name: "(user agent)", evals: [await (await browser.newPage()).evaluate(() => navigator.userAgent)], error: "" });
  } finally {
    await browser.close();
  }
}
console.log(JSON.stringify(results));
