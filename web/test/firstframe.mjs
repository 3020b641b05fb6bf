// The page's first frame against an empty Ebiten page's (issue 25): the
// empty window of tools/emptywindow built for the browser with the
// same Go and Ebiten, served compressed the same way (Brotli, with make
// web's settings, when the table's page has its .br), its first frame marked
// as the loader marks the table's (the first drawing into the canvas's
// own framebuffer, then the next animation frame). Both are opened in the
// same Chromium, cold (a new context: nothing cached) and warm (a reload:
// the HTTP cache and Chromium's cache of compiled WebAssembly), and the
// medians' ratios are printed: a measure to report, not a check that
// fails (a loaded machine would fail it). `node web/test/firstframe.mjs`
// runs it alone; FIRSTFRAME_RUNS sets the runs of each (5).
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

import { VIEW, chromiumPath, check, flags, repo, serve, waitFirstFrame } from "./harness.mjs";

export const emptyDir = path.join(repo, "dist", "web-empty");

// The empty page: wasm_exec.js, the empty window's wasm, its gzip and Brotli,
// and a page that runs it and marks its first frame.
export const buildEmpty = () => {
  mkdirSync(emptyDir, { recursive: true });
  const wasm = path.join(emptyDir, "empty.wasm");
  execFileSync("go", ["build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./tools/emptywindow"],
    { cwd: repo, env: { ...process.env, GOOS: "js", GOARCH: "wasm" }, stdio: "inherit" });
  const goroot = execFileSync("go", ["env", "GOROOT"], { cwd: repo }).toString().trim();
  copyFileSync(path.join(goroot, "lib", "wasm", "wasm_exec.js"), path.join(emptyDir, "wasm_exec.js"));
  writeFileSync(wasm + ".gz", zlib.gzipSync(readFileSync(wasm), { level: 9 }));
  brotliLike(wasm);
  writeFileSync(path.join(emptyDir, "index.html"), `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>empty</title>
<style>html, body { margin: 0; width: 100%; height: 100%; overflow: hidden; }</style></head>
<body><script src="wasm_exec.js"></script><script>
"use strict";
window.estafette = { timings: {} };
const getContext = HTMLCanvasElement.prototype.getContext;
HTMLCanvasElement.prototype.getContext = function (type, attrs) {
  const gl = getContext.call(this, type, attrs);
  if (gl && type === "webgl2" && !gl.watched) {
    gl.watched = true;
    let screen = true, seen = false;
    const bind = gl.bindFramebuffer, draw = gl.drawElements;
    gl.bindFramebuffer = function (t, fb) { screen = fb == null; return bind.call(this, t, fb); };
    gl.drawElements = function (...a) {
      const r = draw.apply(this, a);
      if (!seen && screen) {
        seen = true;
        requestAnimationFrame(() => { window.estafette.firstFrame = window.estafette.timings.firstFrame = performance.now(); });
      }
      return r;
    };
  }
  return gl;
};
const go = new Go();
go.argv = ["empty", "-frames", "10"];
WebAssembly.instantiateStreaming(fetch("empty.wasm"), go.importObject)
  .then((r) => { window.estafette.timings.compiled = performance.now(); go.run(r.instance); })
  .catch((e) => { window.estafette.error = String(e); });
</script></body></html>
`);
  return readFileSync(wasm).length;
};

// brotliLike gives the empty page's wasm a Brotli copy when the table's
// has one, made as make web makes it: a browser unpacks a Brotli file
// more slowly than a gzip one (50 ms more for the table's with a 16 MB
// window), so a page served gzipped beside one served Brotli would not
// be measured alike. Brotli at its best takes a while: the copy is made
// again only when the wasm or the settings changed.
const brotliLike = (wasm) => {
  const br = wasm + ".br", of = wasm + ".brotli-of";
  if (!existsSync(path.join(repo, "dist", "web", "estafette.wasm.br"))) {
    rmSync(br, { force: true });
    return;
  }
  const flags = (process.env.WEB_BROTLI || "-q 11 -w 22").trim();
  const stamp = flags + "\n" + createHash("sha256").update(readFileSync(wasm)).digest("hex");
  if (existsSync(br) && existsSync(of) && readFileSync(of, "utf8") === stamp) return;
  execFileSync("brotli", ["-f", ...flags.split(/\s+/), "-o", br, wasm], { stdio: "inherit" });
  writeFileSync(of, stamp);
};

// quiet waits until the machine has been nearly idle for a while (most
// of its processors' time idle over 0.3 s, read from /proc/stat; 1.5 s
// where there is none), 5 s at most. A page leaves work behind its
// first frame — the service worker copying the program, Chromium
// optimizing the code that ran — and a cold load started on top of it
// measures what came before: the table's cold first frame took 0.4 s
// longer in half of the runs, right after its own warm load, where the
// empty page leaves little behind. A player opens the page, or reloads
// it, on a quiet machine.
export const quiet = async () => {
  const idle = () => {
    const f = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: f[3] + (f[4] || 0), all: f.reduce((a, b) => a + b, 0) };
  };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  if (!existsSync("/proc/stat")) return sleep(1500);
  const end = Date.now() + 5000;
  let before = idle();
  while (Date.now() < end) {
    await sleep(300);
    const now = idle();
    const share = (now.idle - before.idle) / Math.max(1, now.all - before.all);
    before = now;
    if (share >= 0.85) return;
  }
};

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// firstFrames opens url once more in the browser, cold then warm, and
// adds its first frames, in milliseconds after navigation, to into.
async function firstFrames(browser, url, into) {
  const { cold, warm, parts, encodings } = into;
  const context = await browser.newContext({ viewport: VIEW, locale: "en-GB" });
  try {
    const page = await context.newPage();
    // Only the cold load tells how the server sends the wasm: a reload
    // is answered by the service worker's copy, or by the HTTP cache
    // after a 304 whose headers say nothing of the encoding (the
    // clean-clone CI failed on those, reading "br,none").
    let loadingCold = true;
    page.on("response", async (r) => {
      if (loadingCold && r.url().endsWith(".wasm") && !r.fromServiceWorker()) encodings.add((await r.allHeaders())["content-encoding"] || "none");
    });
    await quiet();
    await page.goto(url);
    const c = await waitFirstFrame(page);
    loadingCold = false;
    await quiet();
    await page.reload();
    const w = await waitFirstFrame(page);
    if (c.error || w.error) throw new Error(url + ": " + (c.error || w.error));
    cold.push(c.firstFrame);
    warm.push(w.firstFrame);
    parts.push([c.compiled, c.firstFrame].map(Math.round).join("/"));
  } finally {
    await context.close();
  }
}

// compiledOnFirstCall opens url cold once more, traced, and counts the
// functions Chromium compiled on their first call before the first
// frame, with their size in bytes. Chromium compiles a WebAssembly
// module's functions lazily, each on the main thread when it first
// runs: most of a page's time between its program's start and its first
// frame, and a count that a busy machine does not change.
export async function compiledOnFirstCall(browser, url) {
  const context = await browser.newContext({ viewport: VIEW, locale: "en-GB", serviceWorkers: "block" });
  try {
    // A mark at the first frame, in the trace: both pages set
    // window.estafette.firstFrame, the loader on the object it finds
    // there, the empty page on the one it puts there.
    await context.addInitScript(() => {
      const watch = (o) => new Proxy(o, {
        set(t, k, v) {
          if (k === "firstFrame" && !t.firstFrame) performance.mark("estafette-first-frame");
          t[k] = v;
          return true;
        },
      });
      let page = watch({});
      Object.defineProperty(window, "estafette", { configurable: true, get: () => page, set: (v) => { page = watch(v); } });
    });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ["v8.wasm", "disabled-by-default-v8.wasm.detailed", "blink.user_timing"] });
    await page.goto(url);
    const t = await waitFirstFrame(page);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    if (t.error) throw new Error(url + ": " + t.error);
    const mark = events.find((e) => e.name === "estafette-first-frame");
    const before = (e) => !mark || e.ts < mark.ts;
    const size = new Map(events.filter((e) => e.name === "wasm.CompileBaseline" && e.args).map((e) => [e.args.funcIndex, e.args.bodySize]));
    const lazy = events.filter((e) => e.name === "wasm.CompileLazy" && e.args && before(e));
    return { functions: lazy.length, bytes: lazy.reduce((n, e) => n + (size.get(e.args.func_index) || 0), 0), marked: !!mark };
  } finally {
    await context.close();
  }
}

const measures = () => ({ cold: [], warm: [], parts: [], encodings: new Set() });

// summary is what the runs of one page measured: the medians, and each run.
const summary = ({ cold, warm, parts, encodings }) => ({
  cold: median(cold), warm: median(warm), encodings: [...encodings],
  all: { cold: cold.map(Math.round), warm: warm.map(Math.round), "compiled/drawn": parts },
});

// firstFrameRatio measures both pages in browser; the table's page is at
// url.
export async function firstFrameRatio(browser, url) {
  const bytes = buildEmpty();
  const { srv, url: emptyURL } = await serve(emptyDir);
  try {
    const runs = Number(process.env.FIRSTFRAME_RUNS) || 5;
    // The pages take turns, so that a machine busier for a while slows
    // both of them, not one.
    const t = measures(), e = measures();
    for (let i = 0; i < runs; i++) {
      await firstFrames(browser, url, t);
      await firstFrames(browser, emptyURL, e);
    }
    const table = summary(t), empty = summary(e);
    const lazy = { table: await compiledOnFirstCall(browser, url), empty: await compiledOnFirstCall(browser, emptyURL) };
    const r = { cold: table.cold / empty.cold, warm: table.warm / empty.warm };
    console.log(`     first frame, median of ${runs}: table cold ${Math.round(table.cold)} ms, warm ${Math.round(table.warm)} ms; ` +
      `empty Ebiten page (${(bytes / 1e6).toFixed(1)} MB wasm, ${empty.encodings.join()} like the table's) cold ${Math.round(empty.cold)} ms, warm ${Math.round(empty.warm)} ms; ` +
      `ratio cold ${r.cold.toFixed(2)}×, warm ${r.warm.toFixed(2)}× (goal ≤ 1.5×) ${JSON.stringify({ table: table.all, empty: empty.all })}`);
    const said = (x) => `${x.functions} (${(x.bytes / 1e6).toFixed(2)} MB of code)${x.marked ? "" : ", to the end of the trace"}`;
    console.log(`     functions compiled on their first call before the first frame: table ${said(lazy.table)}, empty page ${said(lazy.empty)}`);
    check(lazy.table.functions > 0 && lazy.empty.functions > 0, "the functions compiled before each page's first frame are counted");
    check(table.cold > 0 && empty.cold > 0, "the table's first frame and an empty Ebiten page's are measured in the same Chromium");
    const br = existsSync(path.join(repo, "dist", "web", "estafette.wasm.br"));
    check(table.encodings.join() === (br ? "br" : "gzip"), `the wasm comes ${br ? "Brotli" : "gzip"}-compressed to a browser that accepts it`, table.encodings.join());
    check(empty.encodings.join() === table.encodings.join(), "the empty page's wasm comes compressed as the table's", empty.encodings.join());
    return r;
  } finally {
    srv.kill();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { srv, url } = await serve();
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: flags });
  try {
    await firstFrameRatio(browser, url);
  } finally {
    await browser.close();
    srv.kill();
  }
}
