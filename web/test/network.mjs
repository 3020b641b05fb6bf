// A shared game in headless Chromium (make test-web, docs/network.md):
// `estafette serve` (dist/bin/estafette, which make test-web builds)
// hosts the tutorial from its lobby, the computer playing the
// Boeotians. A tablet (touch emulation) opens the game's page, taps
// "Play" for the Athenians and plays the whole game by finger, tapping
// the panel's buttons (taps of 50 ms); mid-game the page is reloaded
// and takes its seat back; a phone watches. At the end the tablet's and
// the phone's records are the host's, line for line.
//
// WEB_SCREENSHOT=DIR/x.png also writes, mid-game, the tablet's table and
// the phone's view beside it (web-joined.png, web-watch.png).
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { chromiumPath, check, failures, flags, frames, repo, touchScreen, waitFirstFrame } from "./harness.mjs";

const TABLET = { width: 1180, height: 820 }; // held sideways: the panel beside the board
const PHONE = { width: 390, height: 844 };

// serve starts `estafette serve` on a fresh directory; it resolves with
// its address.
const serve = () => new Promise((resolve, reject) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "estafette-serve-"));
  const srv = spawn(process.env.ESTAFETTE || "dist/bin/estafette",
    ["serve", "--dir", dir, "--addr", "127.0.0.1:0", "--pace", "50ms", "--web", "dist/web"],
    { cwd: repo, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  srv.stdout.on("data", (d) => {
    out += d;
    const m = out.match(/listening on (\S+)/);
    if (m) resolve({ srv, addr: m[1] });
  });
  srv.on("exit", (code) => reject(new Error("estafette serve exited: " + code)));
});

// newGame starts the tutorial from the lobby, the computer at easy.
async function newGame(addr) {
  const r = await fetch(`http://${addr}/new`, {
    method: "POST", redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "scenario=builtin%3Atutorial&seats=easy",
  });
  const m = (r.headers.get("location") || "").match(/code=([0-9A-Z]+)/);
  if (!m) throw new Error("the lobby answered " + r.status);
  return m[1];
}

// progress reads the game's page: how many actions, whether it is over.
async function progress(addr, code) {
  const html = await (await fetch(`http://${addr}/join?code=${code}`)).text();
  const m = html.match(/data-actions="(\d+)" data-over="(\w+)"/);
  return m ? { actions: Number(m[1]), over: m[2] === "true" } : { actions: -1, over: false };
}

const locate = (page, place) => page.evaluate((p) => window.estafette.table && window.estafette.table.locate(p), place);
const record = (page) => page.evaluate(() => {
  const g = window.estafette.table && window.estafette.table.game();
  if (!g) return null;
  const i = g.text.indexOf("#=== record ===");
  return g.text.slice(i >= 0 ? i : g.text.lastIndexOf("\n#"));
});

// settings keeps the table from asking "end the phase with nothing
// done?": this player ends every phase on purpose.
const settings = () => {
  localStorage.setItem("estafette/settings.json", Date.now() + "\n" + JSON.stringify({ no_empty_end_question: true }));
};

async function main() {
  const { srv, addr } = await serve();
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: flags });
  try {
    const code = await newGame(addr);
    console.log(`     the lobby started game ${code} on ${addr}`);

    // The tablet opens the game's page and taps Play for the Athenians.
    const tablet = await browser.newContext({ viewport: TABLET, hasTouch: true, isMobile: true, locale: "en-GB" });
    await tablet.addInitScript(settings);
    const page = await tablet.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`http://${addr}/join?code=${code}`);
    const play = page.locator("a.b.main").first();
    check(await play.count() === 1 && (await play.textContent()).includes("Athènes"),
      "net: the game's page offers the Athenians' free seat", await page.content());
    const qr = await page.locator(".qr svg").count();
    check(qr === 1, "net: the game's page shows its QR code for the next device");
    await play.tap();
    const t = await waitFirstFrame(page);
    check(!t.error, "net: the tablet opens the shared table", t.error);

    // The phone watches.
    const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2, locale: "fr-FR" });
    const watch = await phone.newPage();
    await watch.goto(`http://${addr}/play/?join=${code}&seat=watch&lang=fr`);
    const w = await waitFirstFrame(watch);
    check(!w.error, "net: the phone opens the game to watch", w.error);

    let { tap } = await touchScreen(tablet, page, 3);
    await tap([15, TABLET.height / 2]); // beside the briefing's box: closes it
    const deadline = Date.now() + 240000;
    let taps = 0, reloaded = false, lastActions = -1, stuck = Date.now(), shot = false;
    while (Date.now() < deadline) {
      const p = await progress(addr, code);
      if (p.over) break;
      if (p.actions !== lastActions) { lastActions = p.actions; stuck = Date.now(); }
      if (!shot && p.actions >= 30 && process.env.WEB_SCREENSHOT) {
        // Mid-game, as a player and the club would see it.
        const dir = path.dirname(process.env.WEB_SCREENSHOT);
        await frames(watch, 10);
        writeFileSync(path.join(dir, "web-joined.png"), await page.screenshot());
        writeFileSync(path.join(dir, "web-watch.png"), await watch.screenshot());
        console.log("     screenshots: web-joined.png, web-watch.png in " + dir);
        shot = true;
      }
      if (Date.now() - stuck > 60000) break;
      if (!reloaded && p.actions >= 60) {
        // Mid-game the page reloads: it takes its seat back by its token.
        await page.reload();
        const r = await waitFirstFrame(page);
        check(!r.error, "net: a reloaded page opens the game again", r.error);
        ({ tap } = await touchScreen(tablet, page, 3));
        reloaded = true;
        await frames(page, 10);
        continue;
      }
      let at = null;
      for (const id of ["panel:roll", "panel:pass", "panel:end"]) {
        at = await locate(page, id);
        if (at) break;
      }
      if (at) {
        await tap(at);
        taps++;
      } else {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const end = await progress(addr, code);
    check(end.over, `net: the whole game is played through the host (${end.actions} actions, ${taps} taps)`, JSON.stringify(end));
    check(reloaded, "net: the page was reloaded mid-game and went on");
    await frames(page, 20);
    await frames(watch, 20);
    const mine = await record(page), seen = await record(watch);
    check(mine && mine.split("\n").length > 50 && mine === seen, "net: the phone watching has the tablet's record, line for line",
      `${(mine || "").length} and ${(seen || "").length} characters`);
    check(errors.length === 0, "net: no error in the tablet's console", errors.join("\n"));
  } finally {
    await browser.close();
    srv.kill();
  }
  if (failures > 0) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
