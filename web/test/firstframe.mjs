// The page's first frame against an empty Ebiten page's (issue 25): the
// empty window of tools/emptywindow built for the browser with the
// same Go and Ebiten, served gzipped the same way, its first frame marked
// as the loader marks the table's (the first drawing into the canvas's
// own framebuffer, then the next animation frame). Both are opened in the
// same Chromium, cold (a new context: nothing cached) and warm (a reload:
// the HTTP cache and Chromium's cache of compiled WebAssembly), and the
// medians' ratios are printed: a measure to report, not a check that
// fails (a loaded machine would fail it). `node web/test/firstframe.mjs`
// runs it alone; FIRSTFRAME_RUNS sets the runs of each (3).
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

import { VIEW, chromiumPath, check, flags, repo, serve, waitFirstFrame } from "./harness.mjs";

const emptyDir = path.join(repo, "dist", "web-empty");

// The empty page: wasm_exec.js, the empty window's wasm and its gzip,
// and a page that runs it and marks its first frame.
const buildEmpty = () => {
  mkdirSync(emptyDir, { recursive: true });
  const wasm = path.join(emptyDir, "empty.wasm");
  execFileSync("go", ["build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./tools/emptywindow"],
    { cwd: repo, env: { ...process.env, GOOS: "js", GOARCH: "wasm" }, stdio: "inherit" });
  const goroot = execFileSync("go", ["env", "GOROOT"], { cwd: repo }).toString().trim();
  copyFileSync(path.join(goroot, "lib", "wasm", "wasm_exec.js"), path.join(emptyDir, "wasm_exec.js"));
  writeFileSync(wasm + ".gz", zlib.gzipSync(readFileSync(wasm), { level: 9 }));
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
WebAssembly.instantiateStreaming(fetch("empty.wasm"), go.importObject).then((r) => go.run(r.instance))
  .catch((e) => { window.estafette.error = String(e); });
</script></body></html>
`);
  return readFileSync(wasm).length;
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// firstFrames opens url runs times, cold then warm each time, and returns
// the first frames in milliseconds after navigation.
async function firstFrames(browser, url, runs) {
  const cold = [], warm = [], parts = [], encodings = new Set();
  for (let i = 0; i < runs; i++) {
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
      await page.goto(url);
      const c = await waitFirstFrame(page);
      loadingCold = false;
      await page.reload();
      const w = await waitFirstFrame(page);
      if (c.error || w.error) throw new Error(url + ": " + (c.error || w.error));
      cold.push(c.firstFrame);
      warm.push(w.firstFrame);
      if (c.compiled) parts.push([c.downloaded, c.compiled, c.firstFrame].map(Math.round).join("/"));
    } finally {
      await context.close();
    }
  }
  return { cold: median(cold), warm: median(warm), encodings: [...encodings], all: { cold: cold.map(Math.round), warm: warm.map(Math.round), ...(parts.length ? { "downloaded/compiled/drawn": parts } : {}) } };
}

// firstFrameRatio measures both pages in browser; the table's page is at
// url.
export async function firstFrameRatio(browser, url) {
  const bytes = buildEmpty();
  const { srv, url: emptyURL } = await serve(emptyDir);
  try {
    const runs = Number(process.env.FIRSTFRAME_RUNS) || 3;
    const table = await firstFrames(browser, url, runs);
    const empty = await firstFrames(browser, emptyURL, runs);
    const r = { cold: table.cold / empty.cold, warm: table.warm / empty.warm };
    console.log(`     first frame, median of ${runs}: table cold ${Math.round(table.cold)} ms, warm ${Math.round(table.warm)} ms; ` +
      `empty Ebiten page (${(bytes / 1e6).toFixed(1)} MB wasm) cold ${Math.round(empty.cold)} ms, warm ${Math.round(empty.warm)} ms; ` +
      `ratio cold ${r.cold.toFixed(2)}×, warm ${r.warm.toFixed(2)}× (goal ≤ 1.5×) ${JSON.stringify({ table: table.all, empty: empty.all })}`);
    check(table.cold > 0 && empty.cold > 0, "the table's first frame and an empty Ebiten page's are measured in the same Chromium");
    const br = existsSync(path.join(repo, "dist", "web", "estafette.wasm.br"));
    check(table.encodings.join() === (br ? "br" : "gzip"), `the wasm comes ${br ? "Brotli" : "gzip"}-compressed to a browser that accepts it`, table.encodings.join());
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
