// The page's files beyond the dialog's basics: a file refused, a file
// dropped, and the page offline once opened (browser.mjs runs them).
import { readFileSync } from "node:fs";
import path from "node:path";
import { VIEW, check, repo, serve, stored, waitFirstFrame } from "./harness.mjs";

// brokenAndDropped: a scenario from the computer that the program cannot
// open is refused on a page with a way back and the Files button, and is
// not left in the storage; a scenario too large is refused before it is
// stored; a scenario dropped on the page is played.
export async function brokenAndDropped(page, url) {
  await page.goto(url);
  await waitFirstFrame(page);
  await page.click("#files-button");
  const dialog = page.locator("dialog#files");
  const said = [];
  const onDialog = (d) => { said.push(d.message()); d.dismiss(); };
  page.on("dialog", onDialog);
  const picker = dialog.locator("span.picker", { hasText: "Play a file" }).locator("input");
  await picker.setInputFiles({ name: "huge.toml", mimeType: "text/plain", buffer: Buffer.alloc((1 << 20) + 10, "#") });
  for (let i = 0; i < 20 && !said.length; i++) await page.waitForTimeout(100);
  check(/huge\.toml is too large \(1\.0 MB\)/.test(said.join(" ")) && (await stored(page, "estafette/scenarios/huge")).length === 0,
    "a scenario over 1 MB is refused by the dialog, with its size, and not stored", said.join(" "));
  page.off("dialog", onDialog);
  await picker.setInputFiles({ name: "broken.toml", mimeType: "text/plain", buffer: Buffer.from('title = "Broken"\n[[armies]\n') });
  await page.waitForSelector("#error", { state: "visible", timeout: 20000 }).catch(() => {});
  const text = await page.locator("#error").textContent();
  check(/broken\.toml/.test(text) && /not kept in this browser/.test(text) && (await stored(page, "estafette/scenarios/broken")).length === 0,
    "a scenario that cannot be opened is named on the error page and taken out of the storage", text);
  check(await page.locator("#error-back").isVisible() && await page.locator("#files-button").isVisible(),
    "the error page has a way back and the Files button");
  await page.click("#error-back");
  const back = await waitFirstFrame(page);
  check(!back.error, "the way back opens the table", back.error);
  const marathon = readFileSync(path.join(repo, "scenarios", "marathon.toml"), "utf8");
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], "dropped.toml", { type: "text/plain" }));
    document.querySelector("canvas").dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, marathon);
  await page.waitForURL((u) => u.search.includes("play="), { timeout: 10000 }).catch(() => {});
  const t = await waitFirstFrame(page);
  const game = await page.evaluate(() => window.estafette.table && window.estafette.table.game());
  check(!t.error && game && /\ntitle = "Marathon/.test(game.text) && (await stored(page, "estafette/scenarios/dropped")).length === 1,
    "a scenario dropped on the page is kept and played", t.error || "");
}

// offline: once the page has been opened, its service worker keeps it:
// with the site gone (its server stopped), a reload opens the table, and
// so does the address with a question.
export async function offline(browser) {
  const { srv, url } = await serve();
  const context = await browser.newContext({ viewport: VIEW, locale: "en-GB" });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const t = await waitFirstFrame(page);
    const kept = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      for (let i = 0; i < 600; i++) {
        const names = await caches.keys();
        const c = names.length ? await caches.open(names[0]) : null;
        const keys = c ? (await c.keys()).map((r) => new URL(r.url).pathname) : [];
        if (keys.some((k) => k.endsWith("/estafette.wasm")) && keys.length >= 9) return { names, keys };
        await new Promise((r) => setTimeout(r, 100));
      }
      return { names: await caches.keys(), keys: [] };
    });
    check(!t.error && kept.keys.length >= 9 && /^estafette-/.test(kept.names[0] || ""), "the service worker keeps the page and its program",
      JSON.stringify(kept));
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]').href)).json());
    check(manifest.name === "Estafette" && manifest.icons.length === 2, "the page names its web app manifest, with its icons", JSON.stringify(manifest).slice(0, 200));
    srv.kill();
    await new Promise((r) => srv.once("exit", r));
    await page.reload();
    const t2 = await waitFirstFrame(page);
    check(!t2.error && (await page.evaluate(() => window.estafette.firstFrame > 0)), "with the site gone, a reload opens the table from the cache", t2.error);
    await page.goto(url + "?lang=fr");
    const t3 = await waitFirstFrame(page);
    check(!t3.error && (await page.evaluate(() => document.documentElement.lang)) === "fr", "offline, the address's questions (?lang=fr) are the page's own", t3.error);
  } finally {
    srv.kill();
    await context.close();
  }
}
