// drive.mjs loads the classroom page in Firefox (Debian's firefox-esr)
// over WebDriver BiDi with puppeteer-core, which downloads no browser,
// and prints what each page ended with, as JSON, for TestFirefox.
//
//   NQUEENS_NODE_MODULES=DIR node drive.mjs FIREFOX URL...
//
// DIR is the node_modules holding puppeteer-core (npm install
// puppeteer-core, as .ci/run does into ~/.cache/nqueens-firefox).
// Each URL is loaded in a new tab and waited on until the page's view is
// done (a race's panes all ended, a scale run done, a file read); the
// result lists, per URL, the panes' solver, state and placement, the
// scale chart's series and the status line.
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(path.join(process.env.NQUEENS_NODE_MODULES || "node_modules", "x.js"));
const puppeteer = require("puppeteer-core");

const [firefox, ...urls] = process.argv.slice(2);
const browser = await puppeteer.launch({
  browser: "firefox", executablePath: firefox, headless: true,
  protocol: "webDriverBiDi", timeout: 60000,
  extraPrefsFirefox: { "browser.shell.checkDefaultBrowser": false },
});
const out = [];
try {
  for (const url of urls) {
    const page = await browser.newPage();
    page.setDefaultTimeout(60000);
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(url);
    await page.waitForFunction(() => window.nqReady > 0);
    const q = new URL(url).searchParams;
    if (q.get("view") === "scale" && q.get("autorun") !== "1") {
      // The import of a compare file whose times read 0.
      await page.evaluate((text) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], "zeros.ndjson"));
        document.getElementById("scale-chart").dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
      }, q.get("file") || "");
      await page.waitForFunction(() => document.getElementById("scale-figure").dataset.state === "done");
    } else if (q.get("view") === "scale") {
      await page.waitForFunction(() => document.getElementById("scale-figure").dataset.state === "done");
    } else {
      await page.waitForFunction(() => document.querySelectorAll(".pane[data-state]").length === document.querySelectorAll(".pane").length);
    }
    out.push(await page.evaluate(() => ({
      url: location.href,
      panes: Array.from(document.querySelectorAll(".pane")).map((e) => ({ solver: e.dataset.solver, state: e.dataset.state, placement: e.dataset.placement })),
      series: document.getElementById("scale-figure").dataset.series || "",
      clamped: document.getElementById("scale-figure").dataset.clamped || "",
      status: document.getElementById("status").textContent,
      overflow: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      userAgent: navigator.userAgent,
    })));
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(out));
