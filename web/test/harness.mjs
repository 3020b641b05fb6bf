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

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// touchScreen drives a page's fingers through Chromium's DevTools
// protocol, in CSS pixels. Each event carries the time the finger did
// it, as a real screen stamps its touches: a busy page (a loaded
// machine, SwiftShader drawing a frame) takes each event late, and the
// protocol waits for it, so that unstamped, a 50 ms tap could reach the
// page 0.5 s long and be taken for a long press (the table judges a
// gesture by its events' own times, game/window/touch.go).
//   tap([x, y], hold): down, hold ms (50), up; then the game's frames.
//   gesture(from, to, steps): fingers (one or two) down at from, moved
//     to to in steps 16 ms apart, each given two frames, then up.
//   send(type, points, at): one event, at a time in seconds (now).
export async function touchScreen(context, page, settle = 6) {
  const cdp = await context.newCDPSession(page);
  let clock = 0;
  const send = (type, pts, at = Date.now() / 1000) => {
    clock = Math.max(at, clock);
    return cdp.send("Input.dispatchTouchEvent", { type, timestamp: clock,
      touchPoints: pts.map(([x, y], i) => ({ x, y, id: i + 1, radiusX: 4, radiusY: 4, force: 1 })) });
  };
  const tap = async ([x, y], hold = 50) => {
    await send("touchStart", [[x, y]]);
    const t0 = clock;
    await sleep(hold);
    await send("touchEnd", [], t0 + hold / 1000);
    await frames(page, settle);
  };
  const gesture = async (from, to, steps = 8) => {
    await send("touchStart", from);
    const t0 = clock;
    for (let i = 1; i <= steps; i++) {
      await send("touchMove", from.map(([x, y], k) => [x + (to[k][0] - x) * i / steps, y + (to[k][1] - y) * i / steps]), t0 + i * 0.016);
      await frames(page, 2);
    }
    await send("touchEnd", [], t0 + (steps + 1) * 0.016);
    await frames(page, settle);
  };
  return { send, tap, gesture };
}
