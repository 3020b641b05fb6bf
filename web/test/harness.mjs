// What the browser tests share: the repository, Chromium and its flags,
// the window, the checks and their count, the page's server, and waits
// on the page.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";
// Headless Chromium without a GPU draws WebGL with SwiftShader; the
// network flags keep it from calling out of a closed machine.
export const flags = ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--disable-quic",
  "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
export const VIEW = { width: 1400, height: 900 };

export let failures = 0;
export const fail = (msg) => { failures++; console.error("FAIL: " + msg); };
export const ok = (msg) => console.log("ok   " + msg);
export const check = (cond, msg, detail = "") => (cond ? ok(msg) : fail(msg + (detail ? " — " + detail : "")));

// The server (make test-web builds tools/webserve as dist/bin/webserve)
// prints its address on its first line; it serves dist/web, or dir.
export const serve = (dir = "dist/web") => new Promise((resolve, reject) => {
  const srv = spawn(process.env.WEBSERVE || "dist/bin/webserve", ["-dir", dir, "-addr", "127.0.0.1:0"],
    { cwd: repo, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  srv.stdout.on("data", (d) => {
    out += d;
    const nl = out.indexOf("\n");
    if (nl >= 0) resolve({ srv, url: out.slice(0, nl).trim() });
  });
  srv.on("exit", (code) => reject(new Error("webserve exited: " + code)));
});

// waitFirstFrame waits for the loader's mark of the first frame drawn,
// or its error text.
export const waitFirstFrame = async (page, timeout = 120000) => {
  await page.waitForFunction(() => window.estafette && (window.estafette.firstFrame || window.estafette.error), null, { timeout, polling: 100 });
  return page.evaluate(() => ({ ...window.estafette.timings, error: window.estafette.error || "" }));
};

export const frames = (page, n) => page.evaluate((n) => new Promise((res) => {
  const step = () => (n-- <= 0 ? res() : requestAnimationFrame(step));
  step();
}), n);

export const stored = (page, prefix) => page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).sort(), prefix);
