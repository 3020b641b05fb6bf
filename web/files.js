// Estafette's Files dialog, and the tab's identity: the saved games,
// autosaves and scenarios the table and the editor keep in this
// browser's storage (localStorage, under keys "estafette/NAME", each
// value the time it was written in Unix milliseconds, a newline, then
// the text: internal/store's Keyed), with Play, Edit, Download and
// Delete, and files opened from the computer, which are copied into the
// storage and opened.
"use strict";

// The tab's identity, in whose name this tab locks the games it plays
// (session/owner_js.go reads it as window.estafette.tab). The tab's
// sessionStorage keeps it across a reload and when the closed tab is
// reopened, so that the game it played is its own again, never a copy.
// A duplicated tab copies sessionStorage: while the first still runs
// (each page says it is alive under "estafette-tab:ID", every ten seconds,
// and takes that back when it goes), the second takes an identity of its
// own. A page that goes away gives up its locks, so that another tab may
// take its game at once (session/lock_keyed.go).
window.estafette = window.estafette || {};
window.estafette.tab = ((win) => {
  const KEY = "estafette-tab";
  const ALIVE = "estafette-tab:";
  // A background tab's timers may run once a minute only: a page not
  // heard of for longer is gone (it crashed, or the browser ended it).
  const GONE = 90000;
  const hex = () => {
    const b = new Uint8Array(6);
    win.crypto.getRandomValues(b);
    return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  };
  const guard = (f, fallback) => {
    try {
      return f();
    } catch (e) {
      return fallback; // storage blocked: this page's identity lasts as long as it
    }
  };
  const local = guard(() => win.localStorage || null, null);
  const instance = hex();
  let id = guard(() => win.sessionStorage.getItem(KEY), null);
  if (!/^[0-9a-f]{12}$/.test(id || "")) id = null;
  if (id && local) {
    const [who, ms] = String(guard(() => local.getItem(ALIVE + id), "") || "").split(" ");
    if (who && who !== instance && Date.now() - Number(ms) < GONE) id = null; // a live tab has it
  }
  if (!id) id = hex();
  guard(() => win.sessionStorage.setItem(KEY, id));
  const alive = () => guard(() => local && local.setItem(ALIVE + id, instance + " " + Date.now()));
  alive();
  win.setInterval(alive, 10000);
  win.addEventListener("pageshow", (e) => { if (e && e.persisted) alive(); }); // back from the browser's cache
  win.addEventListener("pagehide", () => guard(() => {
    if (!local) return;
    local.removeItem(ALIVE + id);
    for (let i = local.length - 1; i >= 0; i--) {
      const k = local.key(i);
      if (!k || !k.startsWith("estafette/games/") || !k.endsWith(".lock")) continue;
      const v = String(local.getItem(k) || "");
      if (v.slice(v.indexOf("\n") + 1).split(" ")[0] === id) local.removeItem(k);
    }
  }));
  return id;
})(window);

window.estafetteFiles = (() => {
  const PREFIX = "estafette/";
  // The program's own limits (internal/safefile): a saved game, and a
  // scenario (MaxScenario, also the editor's), so that a file too large
  // is refused here, with its size, not after the page reloads.
  const MAX_SAVE = 3 << 20;
  const MAX_SCENARIO = 1 << 20;
  // The document imported last, kept for this tab: if the program cannot
  // open it, the loader takes it out of the storage again (loader.js).
  const IMPORTED = "estafette-imported";
  const lang = (new URLSearchParams(location.search).get("lang") || navigator.language || "en").toLowerCase().startsWith("fr") ? "fr" : "en";
  const T = {
    en: {
      files: "Files", close: "Close", title: "Games and scenarios in this browser",
      thisGame: "The game on the table", download: "Download", play: "Play", edit: "Edit", del: "Delete",
      open: "From this computer", playFile: "Play a file… (.estafette, .toml)", editFile: "Edit a scenario… (.toml)",
      newScenario: "New scenario", tutorial: "Tutorial",
      saves: "Saved games (Ctrl+S)", autosaves: "Your games (each in its own file, kept after every move)",
      turn: "turn %d, %s to play", over: "turn %d, over", computer: "%s: computer", people: "two people", scenarios: "Scenarios (the editor's Ctrl+S)", other: "Other",
      copy: "a copy (the game was open in another tab)",
      under: "saved %s", underCopy: "a copy made %s", folded: "%d more files of this game below",
      none: "Nothing yet.",
      note: "They stay in this browser, for this site only. Download them to keep a copy, or to open them in the desktop program.",
      confirmDelete: "Delete %s from this browser?",
      notGame: "%s is neither a saved game (.estafette) nor a scenario (.toml).",
      tooLarge: "%s is too large (%n): a saved game may have 3 MB, a scenario 1 MB.",
      size: "%s in this browser, of the about 5 MB that browsers keep for a site.",
      full: "The browser's storage is full: download and delete old games first.",
      onlyToml: "The editor opens scenarios (.toml); %s is a saved game.",
      noStorage: "This browser keeps no data for this page (site data is blocked), so it cannot open a file: allow site data for this page, or use the desktop program.",
      notKept: "This browser keeps no data for this page: what is listed here goes when the page closes.",
    },
    fr: {
      files: "Fichiers", close: "Fermer", title: "Parties et scénarios dans ce navigateur",
      thisGame: "La partie sur la table", download: "Télécharger", play: "Jouer", edit: "Éditer", del: "Supprimer",
      open: "Depuis cet ordinateur", playFile: "Jouer un fichier… (.estafette, .toml)", editFile: "Éditer un scénario… (.toml)",
      newScenario: "Nouveau scénario", tutorial: "Tutoriel",
      saves: "Parties sauvegardées (Ctrl+S)", autosaves: "Vos parties (chacune dans son fichier, gardée après chaque coup)",
      turn: "tour %d, %s joue", over: "tour %d, terminée", computer: "%s : ordinateur", people: "à deux", scenarios: "Scénarios (Ctrl+S de l'éditeur)", other: "Autres",
      copy: "une copie (la partie était ouverte dans un autre onglet)",
      under: "sauvegardée le %s", underCopy: "copie faite le %s", folded: "%d autres fichiers de cette partie dessous",
      none: "Rien pour l'instant.",
      note: "Ils restent dans ce navigateur, pour ce site seulement. Téléchargez-les pour en garder une copie, ou pour les ouvrir dans la version à télécharger.",
      confirmDelete: "Supprimer %s de ce navigateur ?",
      notGame: "%s n'est ni une partie sauvegardée (.estafette) ni un scénario (.toml).",
      tooLarge: "%s est trop grand (%n) : une partie sauvegardée peut faire 3 Mo, un scénario 1 Mo.",
      size: "%s dans ce navigateur, sur les 5 Mo environ que les navigateurs gardent pour un site.",
      full: "Le stockage du navigateur est plein : téléchargez puis supprimez d'anciennes parties.",
      onlyToml: "L'éditeur ouvre des scénarios (.toml) ; %s est une partie sauvegardée.",
      noStorage: "Ce navigateur ne garde aucune donnée pour cette page (données de site bloquées) : il ne peut pas ouvrir de fichier. Autorisez les données de site pour cette page, ou utilisez la version à télécharger.",
      notKept: "Ce navigateur ne garde aucune donnée pour cette page : ce qui est listé ici disparaît avec la page.",
    },
  }[lang];

  const el = (tag, props = {}, ...kids) => {
    const e = Object.assign(document.createElement(tag), props);
    for (const k of kids) e.append(k);
    return e;
  };
  const base = (name) => name.split("/").pop();
  // size writes a number of bytes as a reader counts them.
  const size = (n) => (n < 1024 ? n + " B" : n < 1 << 20 ? Math.round(n / 1024) + " KB" : (n / 1048576).toFixed(1) + " MB")
    .replace(/B$/, lang === "fr" ? "o" : "B").replace(".", lang === "fr" ? "," : ".");
  const utf8 = new TextEncoder();

  // The page's storage, or null where the browser refuses it: reading
  // window.localStorage throws where site data is blocked (the loader
  // then puts a storage in memory in its place, and says so).
  const storage = () => {
    try {
      return window.localStorage || null;
    } catch (e) {
      return null;
    }
  };
  // kept reports that what is stored outlives the page.
  const kept = () => !(window.estafette && window.estafette.storageBlocked) && storage() !== null;

  // The documents in the storage: name, time, text.
  const list = () => {
    const out = [];
    const localStorage = storage();
    for (let i = 0; localStorage && i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key || !key.startsWith(PREFIX) || key.endsWith(".lock")) continue; // a tab's lock on a game, not a document
      const v = localStorage.getItem(key) || "";
      const nl = v.indexOf("\n");
      const ms = nl > 0 ? Number(v.slice(0, nl)) : NaN;
      const text = isNaN(ms) ? v : v.slice(nl + 1);
      out.push({ name: key.slice(PREFIX.length), at: isNaN(ms) ? null : new Date(ms), text, bytes: utf8.encode(text).length });
    }
    return out.sort((a, b) => (b.at || 0) - (a.at || 0));
  };

  // What a game file's header says (session/header.go, docs/games.md):
  // its title, where it stands and who commands each army, read from its
  // first lines as the program's own list reads them; "" for a file
  // without them (a scenario, a save of an earlier version).
  const describe = (text) => {
    const head = {};
    for (const line of text.slice(0, 8192).split("\n").slice(1)) {
      const m = /^# (scenario|players|game-[a-z-]+): (.*)$/.exec(line.replace(/\r$/, ""));
      if (!m) break;
      head[m[1]] = m[2].trim();
    }
    if (!head["game-title"]) return "";
    const armies = {};
    for (const a of (head["game-armies"] || "").split("|")) {
      const i = a.indexOf("=");
      if (i > 0) armies[a.slice(0, i)] = a.slice(i + 1);
    }
    const st = {};
    for (const f of (head["game-state"] || "").split(/\s+/)) {
      const i = f.indexOf("=");
      if (i > 0) st[f.slice(0, i)] = f.slice(i + 1);
    }
    const parts = [head["game-title"]];
    if (st.over === "1") parts.push(T.over.replace("%d", st.turn));
    else if (st.turn) parts.push(T.turn.replace("%d", st.turn).replace("%s", armies[st.army] || st.army));
    const cpu = (head.players || "").split(/\s+/).filter((p) => p.includes("=") && !p.endsWith("=human"))
      .map((p) => { const [a, lv] = p.split("="); return T.computer.replace("%s", armies[a] || a) + " (" + lv.replace(/^ai:/, "") + ")"; });
    parts.push(cpu.length ? cpu.join(", ") : T.people);
    if (head["game-copy-of"]) parts.push(T.copy);
    return parts.join(" · ");
  };

  // gameOf is a game file's identity and the game it is a copy of, read
  // from its header (# game-id, # game-copy-of).
  const gameOf = (text) => {
    const out = {};
    for (const line of text.slice(0, 8192).split("\n").slice(1)) {
      const m = /^# (game-id|game-copy-of): (\S+)/.exec(line.replace(/\r$/, ""));
      if (m) out[m[1]] = m[2];
      else if (!line.startsWith("# ")) break;
    }
    return out;
  };

  // fold makes one row per game of the games and saved games (docs/
  // games.md "The list", as session.Groups does): a game's autosave
  // heads it, its Ctrl+S saves and the copies other tabs made of it fold
  // under it, newest first; a save whose game is gone is a row of its
  // own. Each row is {doc, under: [docs]}.
  const fold = (autos, saves) => {
    const rows = [], byID = {};
    for (const d of autos) {
      const g = gameOf(d.text);
      if (g["game-copy-of"]) continue;
      const row = { doc: d, under: [] };
      rows.push(row);
      if (g["game-id"]) byID[g["game-id"]] = row;
    }
    for (const d of [...autos, ...saves]) {
      const g = gameOf(d.text);
      const home = g["game-copy-of"] ? byID[g["game-copy-of"]] : (d.name.startsWith("saves/") && byID[g["game-id"]]);
      if (home) home.under.push(d);
      else if (g["game-copy-of"] || d.name.startsWith("saves/")) rows.push({ doc: d, under: [] });
    }
    for (const r of rows) r.under.sort((a, b) => (b.at || 0) - (a.at || 0));
    return rows.sort((a, b) => (b.doc.at || 0) - (a.doc.at || 0));
  };
  window.estafette.filesFold = fold; // for the page's tests (web/test/fold.mjs)

  const isSave = (text) => /^\uFEFF?# Estafette saved game/.test(text) || /\n#=== record ===\r?\n/.test(text);

  const download = (name, text) => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const a = el("a", { href: url, download: base(name) });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  };

  const go = (verb, name) => {
    const q = new URLSearchParams();
    q.set(verb, name || "");
    if (new URLSearchParams(location.search).has("lang")) q.set("lang", lang);
    location.search = q.toString();
  };

  // A file from the computer is copied into the storage under a name of
  // its own (never over another document), then opened.
  const importFile = async (file, verb) => {
    const tooLarge = () => alert(T.tooLarge.replace("%s", file.name).replace("%n", size(file.size)));
    if (file.size > MAX_SAVE) return tooLarge();
    const text = await file.text();
    const save = isSave(text);
    if (!save && file.size > MAX_SCENARIO) return tooLarge();
    if (!save && !/\.toml$/i.test(file.name)) return alert(T.notGame.replace("%s", file.name));
    if (save && verb === "edit") return alert(T.onlyToml.replace("%s", file.name));
    const dir = save ? "saves/" : "scenarios/";
    const clean = file.name.replace(/[\\/\u0000-\u001f]/g, "_");
    const dot = clean.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, save ? ".estafette" : ".toml"];
    // The file is opened by a reload of the page, from the storage: a
    // storage in memory would forget it first.
    const localStorage = storage();
    if (!kept()) return alert(T.noStorage);
    let name = dir + stem + ext;
    try {
      for (let i = 2; localStorage.getItem(PREFIX + name) !== null; i++) name = dir + stem + "-" + i + ext;
      localStorage.setItem(PREFIX + name, Date.now() + "\n" + text);
    } catch (e) {
      return alert(T.full);
    }
    try {
      sessionStorage.setItem(IMPORTED, name);
    } catch (e) {
      // No session storage: a file that fails to open stays listed.
    }
    go(verb, name);
  };

  const button = (label, onclick) => el("button", { type: "button", textContent: label, onclick });

  // A file picker is a button, which Tab reaches and Enter presses (a
  // label around a hidden input is reached by neither), and its input,
  // hidden.
  const picker = (label, accept, verb) => {
    const input = el("input", { type: "file", accept, tabIndex: -1 });
    input.addEventListener("change", () => input.files[0] && importFile(input.files[0], verb));
    return el("span", { className: "picker" }, button(label, () => input.click()), input);
  };

  const section = (title, docs, dialog, folded) => {
    const rows = (folded || docs.map((doc) => ({ doc, under: [] }))).flatMap((f) => [f.doc, ...f.under].map((d, i) => {
      const acts = el("td", { className: "acts" });
      if (/\.(estafette|toml)$/i.test(d.name)) acts.append(button(T.play, () => go("play", d.name)));
      if (/\.toml$/i.test(d.name)) acts.append(button(T.edit, () => go("edit", d.name)));
      acts.append(button(T.download, () => download(d.name, d.text)));
      acts.append(button(T.del, () => {
        if (confirm(T.confirmDelete.replace("%s", d.name))) {
          const s = storage();
          if (s) s.removeItem(PREFIX + d.name);
          render(dialog);
        }
      }));
      let what = describe(d.text);
      if (i > 0) {
        // A file folded under its game: what it is, and when.
        what = (gameOf(d.text)["game-copy-of"] ? T.underCopy : T.under).replace("%s", d.at ? d.at.toLocaleString() : "");
      } else if (f.under.length) {
        what += " · " + T.folded.replace("%d", f.under.length);
      }
      const label = what ? el("td", { title: d.name }, el("div", { textContent: what }), el("small", { textContent: base(d.name) }))
        : el("td", { textContent: base(d.name), title: d.name });
      return el("tr", { className: i > 0 ? "under" : "" }, label,
        el("td", { className: "when", textContent: d.at ? d.at.toLocaleString() : "" }),
        el("td", { className: "size", textContent: size(d.bytes) }), acts);
    }));
    return [el("h3", { textContent: title }), rows.length ? el("table", {}, ...rows) : el("p", { className: "note", textContent: T.none })];
  };

  const render = (dialog) => {
    const docs = list();
    const saves = docs.filter((d) => d.name.startsWith("saves/"));
    const autos = docs.filter((d) => d.name.startsWith("games/") || /^autosave/.test(d.name));
    const scens = docs.filter((d) => d.name.startsWith("scenarios/"));
    const other = docs.filter((d) => !saves.includes(d) && !autos.includes(d) && !scens.includes(d));
    const body = el("div", { className: "body" });
    const table = window.estafette && window.estafette.table;
    if (table) {
      body.append(el("h3", { textContent: T.thisGame }), el("div", { className: "row" }, button(T.download, () => {
        const g = table.game();
        if (g) download(g.name, g.text);
      })));
    }
    body.append(el("h3", { textContent: T.open }), el("div", { className: "row" },
      picker(T.playFile, ".estafette,.toml,text/plain", "play"), picker(T.editFile, ".toml", "edit"),
      button(T.newScenario, () => go("edit", "")), button(T.tutorial, () => { location.search = ""; })));
    // One row per game: its saves and copies under it (fold); the saves
    // of games no longer kept make the Saved games section.
    const games = fold(autos, saves);
    const alone = games.filter((r) => r.doc.name.startsWith("saves/"));
    body.append(...section(T.autosaves, autos, dialog, games.filter((r) => !alone.includes(r))),
      ...section(T.saves, alone.map((r) => r.doc), dialog), ...section(T.scenarios, scens, dialog));
    if (other.length) body.append(...section(T.other, other, dialog));
    body.append(el("p", { className: "note", textContent: kept() ? T.note : T.notKept }));
    if (docs.length) body.append(el("p", { className: "note", textContent: T.size.replace("%s", size(docs.reduce((n, d) => n + d.bytes, 0))) }));
    dialog.replaceChildren(el("header", {}, el("h2", { textContent: T.title }), button(T.close, () => dialog.close())), body);
  };

  const open = () => {
    const dialog = document.getElementById("files");
    render(dialog);
    dialog.showModal();
  };

  const btn = document.getElementById("files-button");
  btn.textContent = T.files;
  btn.title = T.title;
  btn.addEventListener("click", open);
  // The game keeps the keyboard: the dialog gives it back when closed.
  document.getElementById("files").addEventListener("close", () => {
    const canvas = document.querySelector("canvas");
    if (canvas) canvas.focus();
  });
  // A file dropped on the page is kept and opened as "Play a file…"
  // would, or in the editor where the page is the editor's. It is caught
  // before the canvas's own handler (the program's dropped files), so
  // that a file is stored under its own name, never over the table.
  window.addEventListener("dragover", (e) => {
    if (e.dataTransfer && Array.from(e.dataTransfer.types || []).includes("Files")) e.preventDefault();
  });
  window.addEventListener("drop", (e) => {
    const file = e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0];
    if (!file) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    const editing = window.estafette && window.estafette.opened === "edit" && /\.toml$/i.test(file.name);
    importFile(file, editing ? "edit" : "play");
  }, true);
  return { ready: () => { btn.style.display = "block"; }, open, list, describe, IMPORTED };
})();
