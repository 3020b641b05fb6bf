// Estafette's loader: downloads and compiles the WebAssembly program with
// a progress bar, starts it with a command line read from the page's
// address, hides the bar when the table has drawn its first frame, and
// says in words when the browser cannot run it, or when the program
// fails at any point before its first frame: never an endless "Setting
// up the board…". It leaves the browser its own keys (browserKey), and
// starts without the page's storage when the browser refuses it.
//
// The address: index.html (the tutorial, or the game left unfinished),
// ?play=NAME (a saved game or scenario of the page's storage),
// ?edit=NAME or ?edit (the editor), &lang=fr|en (else the browser's),
// &ai=ARMY[:LEVEL] once per army the computer commands; ?join=CODE
// &seat=ARMY|watch joins a shared game of the host that served the page.
"use strict";

(() => {
  const page = (window.estafette = window.estafette || {});
  const root = document.documentElement;
  const params = new URLSearchParams(location.search);
  const wanted = (params.get("lang") || navigator.language || "en").toLowerCase();
  const lang = wanted.startsWith("fr") ? "fr" : "en";
  root.lang = lang;
  page.lang = lang;
  page.version = root.dataset.version;
  page.timings = { start: 0 };

  const texts = {
    en: {
      noStorage: "This browser keeps no data for this page (site data is blocked): you can play, but games will not be kept. Download the game to keep it.",
      full: "The browser's storage for this page is full: games will not be kept until some space is freed. Download this game, and delete old ones in Files.",
      download: "Download this game",
      dismiss: "OK",
      crashed: "Estafette stopped before the board was drawn:",
      downloading: "Downloading the table… %s",
      compiling: "Preparing the table…",
      starting: "Setting up the board…",
      noWasm: "This browser cannot run Estafette: it has no WebAssembly. Try a recent Firefox, Chrome, Edge or Safari, or the desktop download.",
      noWebGL: "This browser cannot draw the table: WebGL 2 is turned off or missing (check the browser's hardware acceleration setting), or try the desktop download.",
      fetchFailed: "The table could not be downloaded (%s). Check the connection and reload the page.",
      compileFailed: "This browser could not start Estafette's WebAssembly program.",
      stopped: "Estafette stopped. Reload the page to start again; your game was autosaved after its last move.",
      failed: "Estafette could not open what was asked:",
      back: "Back to the tutorial",
      dropped: "%s was not kept in this browser.",
    },
    fr: {
      noStorage: "Ce navigateur ne garde aucune donnée pour cette page (données de site bloquées) : vous pouvez jouer, mais les parties ne seront pas gardées. Téléchargez la partie pour la garder.",
      full: "Le stockage du navigateur pour cette page est plein : les parties ne seront plus gardées tant que de la place n'aura pas été libérée. Téléchargez cette partie, et supprimez-en d'anciennes dans Fichiers.",
      download: "Télécharger cette partie",
      dismiss: "OK",
      crashed: "Estafette s'est arrêté avant d'avoir dessiné le plateau :",
      downloading: "Téléchargement de la table… %s",
      compiling: "Préparation de la table…",
      starting: "Mise en place du plateau…",
      noWasm: "Ce navigateur ne peut pas lancer Estafette : il n'a pas WebAssembly. Essayez un Firefox, Chrome, Edge ou Safari récent, ou la version à télécharger.",
      noWebGL: "Ce navigateur ne peut pas dessiner la table : WebGL 2 est désactivé ou absent (vérifiez l'accélération matérielle du navigateur), ou essayez la version à télécharger.",
      fetchFailed: "La table n'a pas pu être téléchargée (%s). Vérifiez la connexion et rechargez la page.",
      compileFailed: "Ce navigateur n'a pas pu lancer le programme WebAssembly d'Estafette.",
      stopped: "Estafette s'est arrêté. Rechargez la page pour recommencer ; la partie a été sauvegardée après son dernier coup.",
      failed: "Estafette n'a pas pu ouvrir ce qui était demandé :",
      back: "Retour au tutoriel",
      dropped: "%s n'a pas été gardé dans ce navigateur.",
    },
  }[lang];
  page.texts = texts;

  // The page's storage. Where the browser refuses it (site data
  // blocked), merely reading window.localStorage throws, in JavaScript,
  // where the program's guard cannot catch it (syscall/js reads a
  // property with no try), and the program dies before its first frame:
  // the page starts instead with a storage of its own in memory, which
  // the program and the Files dialog use as the real one, and says once
  // that games will not be kept.
  const memoryStorage = () => {
    const m = new Map();
    return {
      get length() { return m.size; },
      key: (i) => [...m.keys()][i] ?? null,
      getItem: (k) => (m.has(String(k)) ? m.get(String(k)) : null),
      setItem: (k, v) => { m.set(String(k), String(v)); },
      removeItem: (k) => { m.delete(String(k)); },
      clear: () => m.clear(),
    };
  };
  try {
    const s = window.localStorage;
    if (!s) throw new Error("no localStorage");
    s.getItem("estafette/");
  } catch (e) {
    page.storageBlocked = String((e && e.message) || e);
    try {
      Object.defineProperty(window, "localStorage", { value: memoryStorage(), configurable: true, enumerable: true });
    } catch (e2) {
      // Not replaceable: the program fails, and says so (failure below).
    }
  }

  // A full storage: the program hears of it (setItem throws, which its
  // guard turns into an error on the status line), and the page says it
  // too, once, where it stays until dismissed.
  try {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      try {
        return setItem.call(this, key, value);
      } catch (e) {
        if (String(key).startsWith("estafette/") && e && e.name === "QuotaExceededError") notice(texts.full);
        throw e;
      }
    };
  } catch (e) {
    // No Storage to watch: the program's own error stands.
  }

  // The browser's keys: those the game does not use go to the browser,
  // before Ebiten's handlers on the canvas take every key (they cancel
  // its default action): F5 and Ctrl+R reload, Ctrl+L and F6 the address
  // bar, Ctrl+T, Ctrl+W, Ctrl+N and Ctrl+Tab the tabs and windows, Ctrl
  // with +, − and 0 the browser's zoom (the board's text follows it),
  // Tab and Shift+Tab move the focus out of the canvas, Alt with the
  // arrows the history. The game keeps Ctrl with Z, Y, S, O, E, M and F,
  // Ctrl+A (a field's text selected whole in the editor; a canvas has no
  // text for the browser to select), F1, and every key without Ctrl or
  // Alt but Tab and the F keys. Ctrl+Q is the browser's too: in a page
  // there is nothing to quit but the tab.
  const gameCtrl = new Set(["z", "y", "s", "o", "e", "m", "f", "a"]);
  const browserKey = (e) => {
    const k = e.key || "";
    // AltGr, which some systems report as Ctrl+Alt, types characters.
    if (e.getModifierState && e.getModifierState("AltGraph")) return false;
    // The modifiers themselves are the game's: it must know Ctrl held.
    if (["Control", "Meta", "Shift", "Alt", "AltGraph"].includes(k)) return false;
    if (/^F([2-9]|1[0-2])$/.test(k)) return true;
    if (e.altKey) return true;
    if (e.ctrlKey || e.metaKey) return !gameCtrl.has(k.length === 1 ? k.toLowerCase() : "");
    return k === "Tab";
  };
  page.browserKey = browserKey;
  for (const type of ["keydown", "keyup"]) {
    window.addEventListener(type, (e) => {
      if (e.target instanceof HTMLCanvasElement && browserKey(e)) e.stopImmediatePropagation();
    }, true);
  }

  const $ = (id) => document.getElementById(id);
  const status = (s) => { $("status").textContent = s; };
  const progress = (f) => { $("bar").firstElementChild.style.width = Math.round(f * 100) + "%"; };

  // The output of the program (its panics too) is kept, to show it when
  // it stops.
  let output = "";
  const showError = (text, detail) => {
    $("loading").style.display = "none";
    $("error").style.display = "flex";
    $("error-text").textContent = text;
    if (detail) {
      $("error-detail").hidden = false;
      $("error-detail").textContent = detail;
    }
    page.error = text + (detail ? "\n" + detail : "");
    // A way back: the bare page (the tutorial, or the game autosaved),
    // and the Files dialog, which works without the program.
    const back = $("error-back");
    back.textContent = texts.back;
    back.hidden = !["play", "edit", "ai"].some((k) => params.has(k));
    back.onclick = () => { location.href = location.pathname + (params.has("lang") ? "?lang=" + lang : ""); };
    document.body.classList.add("failed");
    if (window.estafetteFiles) window.estafetteFiles.ready();
  };
  // A file just brought from the computer (files.js) that the program
  // cannot open does not stay in the storage, where it would be listed
  // for ever: it is taken out again, and the page says so.
  page.failed = (text) => {
    // What the page already said stands (no WebGL 2: the program then
    // fails too, for that reason, and the file was not at fault).
    if (page.error) return;
    const name = params.get("play") || params.get("edit");
    try {
      if (name && window.estafetteFiles && sessionStorage.getItem(window.estafetteFiles.IMPORTED) === name) {
        sessionStorage.removeItem(window.estafetteFiles.IMPORTED);
        localStorage.removeItem("estafette/" + name);
        text = text.trimEnd() + "\n" + texts.dropped.replace("%s", name);
      }
    } catch (e) {
      // No storage to clean: the message stands.
    }
    showError(texts.failed, text);
  };

  // Whatever throws before the first frame (the program's start, a
  // handler of the page) ends the loading with its message on the page.
  let running = null; // the Go program, once started
  const failure = (what) => {
    if (page.firstFrame && !(running && running.exited)) return;
    if (page.error) return;
    const tail = output.trim().split("\n").slice(-12).join("\n");
    showError(page.firstFrame ? texts.stopped : texts.crashed, [String(what || ""), tail].filter(Boolean).join("\n"));
  };
  window.addEventListener("error", (e) => failure(e.error ? (e.error.stack || e.error.message || e.error) : e.message));
  window.addEventListener("unhandledrejection", (e) => failure(e.reason && (e.reason.stack || e.reason.message || e.reason)));

  // The first frame: the first drawing into the canvas's own framebuffer
  // (the game draws offscreen images first), then the next animation
  // frame, when the browser shows it.
  const firstFrame = () => {
    page.timings.firstFrame = performance.now();
    page.firstFrame = page.timings.firstFrame;
    if (typeof page.afterFirstFrame === "function") {
      page.afterFirstFrame();
      page.timings.collecting = performance.now();
    }
    $("loading").style.display = "none";
    if (window.estafetteFiles) window.estafetteFiles.ready();
    // The page offline (sw.js): registered once the table is drawn, so
    // that the worker's copy of the program does not slow the first
    // frame. Where site data is blocked there is no worker: the page
    // works online as before.
    try {
      if (navigator.serviceWorker) navigator.serviceWorker.register("sw.js").catch(() => {});
    } catch (e) {
      // No worker: nothing is kept for offline.
    }
    try {
      // The file brought from the computer opened: it is the player's now.
      if (window.estafetteFiles) sessionStorage.removeItem(window.estafetteFiles.IMPORTED);
    } catch (e) {
      // No session storage: nothing was marked.
    }
    if (page.storageBlocked) notice(texts.noStorage);
  };

  // notice says, over the table, that games will not be kept (each
  // reason once), with a button to download the game on the table.
  const said = new Set();
  const notice = (what) => {
    if (said.has(what)) return;
    said.add(what);
    page.notice = what;
    const box = $("notice");
    const text = document.createElement("span");
    text.textContent = what;
    const dl = document.createElement("button");
    dl.type = "button";
    dl.textContent = texts.download;
    dl.addEventListener("click", () => {
      const g = page.table && page.table.game();
      if (!g) return;
      const url = URL.createObjectURL(new Blob([g.text], { type: "text/plain;charset=utf-8" }));
      const a = Object.assign(document.createElement("a"), { href: url, download: g.name });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    });
    const ok = document.createElement("button");
    ok.type = "button";
    ok.textContent = texts.dismiss;
    ok.addEventListener("click", () => { box.hidden = true; });
    box.replaceChildren(text, dl, ok);
    box.hidden = false;
  };
  const watchFirstFrame = (gl) => {
    let screen = true, seen = false;
    const bind = gl.bindFramebuffer, draw = gl.drawElements;
    gl.bindFramebuffer = function (target, fb) {
      screen = fb == null; // Ebiten binds the screen with undefined, which WebGL reads as null
      return bind.call(this, target, fb);
    };
    gl.drawElements = function (...args) {
      const r = draw.apply(this, args);
      if (!seen && screen) {
        seen = true;
        requestAnimationFrame(firstFrame);
      }
      return r;
    };
  };
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, attrs) {
    const ctx = getContext.call(this, type, attrs);
    // The game's own request tells whether WebGL 2 works: no context,
    // and the page says why rather than the program's failure.
    if (!ctx && type === "webgl2" && !page.error) showError(texts.noWebGL);
    if (ctx && type === "webgl2" && !ctx.estafetteWatched) {
      ctx.estafetteWatched = true;
      watchFirstFrame(ctx);
    }
    return ctx;
  };

  const argv = () => {
    const args = ["estafette"];
    if (params.has("join")) {
      // A game hosted by the program that served this page (docs/network.md).
      args.push("join", location.origin, params.get("join"), "--seat", params.get("seat") || "");
      return args;
    }
    if (params.has("play")) args.push("play", params.get("play"));
    else if (params.has("edit")) {
      args.push("edit");
      if (params.get("edit")) args.push(params.get("edit"));
    }
    // --ai, as on the command line: a demo link for a club night.
    if (!params.has("edit")) for (const a of params.getAll("ai")) args.push("--ai", a);
    return args;
  };

  // A download that shows its progress: the browser may receive the
  // precompressed file, so the total is the size make web wrote in the
  // page, not the Content-Length.
  const fetchWithProgress = async (url) => {
    const resp = await fetch(url);
    if (!resp.ok) throw new Error(resp.status + " " + resp.statusText);
    const total = Number(root.dataset.wasmBytes) || 0;
    if (!resp.body || !total) return resp;
    let got = 0, last = -Infinity;
    const reader = resp.body.getReader();
    const counted = new ReadableStream({
      async pull(ctl) {
        const { done, value } = await reader.read();
        if (done) {
          page.timings.downloaded = performance.now();
          progress(1);
          $("bar").classList.add("busy");
          status(texts.compiling);
          ctl.close();
          return;
        }
        got += value.byteLength;
        ctl.enqueue(value);
        // The bar and its text change at most every 50 ms: a change per
        // chunk (hundreds of them) kept the page busy while the
        // compiler waited for bytes.
        const now = performance.now();
        if (now - last < 50) return;
        last = now;
        progress(Math.min(got / total, 1));
        status(texts.downloading.replace("%s", (got / 1048576).toFixed(1) + " / " + (total / 1048576).toFixed(1) + " MB"));
      },
    });
    return new Response(counted, { headers: { "Content-Type": "application/wasm" } });
  };

  const start = async () => {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      showError(texts.noWasm);
      return;
    }
    const fs = globalThis.fs;
    const write = fs.writeSync.bind(fs);
    fs.writeSync = (fd, buf) => {
      output = (output + new TextDecoder().decode(buf)).slice(-4000);
      return write(fd, buf);
    };
    const go = new Go();
    go.argv = argv();
    // No garbage collection until the first frame is on screen (the
    // program sets it back then, main_js.go): in a page Go collects on
    // the one thread that also draws, and its first frame's allocations
    // cost several collections. The limit bounds the heap meanwhile.
    go.env = { LANG: lang === "fr" ? "fr_FR.UTF-8" : "en_GB.UTF-8", GOGC: "off", GOMEMLIMIT: "512MiB" };
    // The address was read: a reload opens the page bare, which offers
    // the game autosaved since instead of the file as it was.
    page.opened = params.has("edit") ? "edit" : "play"; // what a file dropped on the page opens in (files.js)
    if (params.has("play") || params.has("edit")) {
      history.replaceState(null, "", location.pathname + (params.has("lang") ? "?lang=" + lang : ""));
    }
    status(texts.downloading.replace("%s", ""));
    // No WebGL context is made to check for WebGL 2 before the game asks
    // for its own (getContext above): a browser's first context takes a
    // while to set up (0.3 s in software GL), and made here it held up
    // the download and its compilation on a busy machine (the first
    // frame 0.13 s later, on a two-core machine).
    const download = fetchWithProgress("estafette.wasm");
    const compiled = download.then((resp) => WebAssembly.instantiateStreaming(resp, go.importObject).catch(async (e) => {
      // A server that does not say application/wasm: compile the bytes.
      if (!(e instanceof TypeError)) throw e;
      const again = await fetch("estafette.wasm");
      return WebAssembly.instantiate(await again.arrayBuffer(), go.importObject);
    }));
    compiled.catch(() => {}); // reported below, after the download's own failure
    try {
      await download;
    } catch (e) {
      showError(texts.fetchFailed.replace("%s", e.message));
      return;
    }
    let inst;
    try {
      inst = await compiled;
    } catch (e) {
      showError(texts.compileFailed, String(e));
      return;
    }
    page.timings.compiled = performance.now();
    $("bar").classList.add("busy");
    status(texts.starting);
    go.exit = (code) => {
      page.exitCode = code;
      if (code !== 0 && !page.error) showError(texts.stopped, output.trim().split("\n").slice(-12).join("\n"));
    };
    running = go;
    go.run(inst.instance).catch(failure);
  };
  start().catch(failure);
})();
