// The awechec web page (package web): an editor for game records that
// checks them with the toolkit compiled to WebAssembly (cmd/awechec-wasm,
// globalThis.awechec), runs fmt, convert, annotate and export on them,
// replays the game under the cursor with render's replayer
// (AwechecReplayer) and carries a record in the URL fragment (#agn=...).
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);

  // UI holds every word of the page, French and English, in one place.
  // The diagnostics' messages and the summary come from the toolkit's
  // catalogue (package i18n), in the language passed to every call.
  const UI = {
    fr: {
      heading: 'Awechec — vérifier, convertir et rejouer une partie',
      open: 'Ouvrir…',
      fmt: 'Mettre au propre',
      fmtTitle: 'Forme canonique (awechec fmt)',
      convert: 'Convertir en…',
      lang_fr: 'français', lang_en: 'anglais', lang_de: 'allemand', lang_es: 'espagnol', lang_it: 'italien', lang_nl: 'néerlandais',
      annotate: 'Annoter',
      annotateTitle: 'Écrire dans la partie ce que le rejeu sait : la couleur des pouvoirs, les prises, les échecs, la file des pouvoirs (awechec annotate)',
      undo: 'Annuler',
      save: 'Enregistrer .agn',
      exportPGN: 'Exporter PGN',
      exportJSON: 'Exporter JSON',
      exportOGN: 'Exporter OGN',
      copyLink: 'Copier le lien',
      placeholder: 'Collez une partie ici, ouvrez un fichier ou déposez-le sur la page.',
      drop: 'Déposez le fichier ici',
      footer: 'awechec, hors ligne : rien ne quitte cette page.',
      loading: 'Chargement du vérificateur…',
      loadFailed: 'Le vérificateur n’a pas pu démarrer : ',
      empty: 'Aucune partie dans le texte.',
      where: (line, col, game) => 'Ligne ' + line + ', colonne ' + col + (game ? ' · partie ' + game : ''),
      at: (line, col) => 'ligne ' + line + (col ? ', colonne ' + col : ''),
      severity: { error: 'erreur', warning: 'avertissement', note: 'note' },
      colon: ' : ',
      failed: 'La commande a échoué :',
      linkCopied: 'Lien copié : collez-le dans un message ou un forum.',
      linkReady: 'Voici le lien de la partie (copiez-le) :',
      local: (url) => 'Cette page est ouverte depuis votre ordinateur : son adresse ne marche que sur cet ordinateur. « Copier le lien » donne l’adresse de la page publiée, ' + url + ', avec la partie et le coup montré : ce lien s’ouvre partout.',
      linkCopiedPublished: 'Lien vers la page publiée copié : collez-le dans un message ou un forum, il s’ouvre partout.',
      linkReadyPublished: 'Voici le lien de la partie sur la page publiée (copiez-le) :',
      badLink: 'Ce lien est coupé ou abîmé.',
      tooBig: (n) => 'Ce lien contient plus de ' + n.toLocaleString('fr-FR') + ' octets de texte.',
      pasted: 'texte collé',
      linked: 'partie du lien',
      readFile: (name) => 'Fichier ouvert : ' + name,
      cp1252: (name) => name + ' n’est pas en UTF-8 : lu comme Windows-1252.',
      noReplay: 'Pas de rejeu pour cette partie : ',
      downloaded: (name) => 'Enregistré : ' + name,
      unchanged: 'Rien à changer : le texte est déjà ainsi.',
      before: 'Sur le texte d’avant la commande :',
      fix: (t) => 'Corriger : écrire ' + t,
      fixTitle: 'Appliquer cette correction au texte (awechec fix)',
    },
    en: {
      heading: 'Awechec — check, convert and replay a game',
      open: 'Open…',
      fmt: 'Tidy up',
      fmtTitle: 'Canonical form (awechec fmt)',
      convert: 'Convert to…',
      lang_fr: 'French', lang_en: 'English', lang_de: 'German', lang_es: 'Spanish', lang_it: 'Italian', lang_nl: 'Dutch',
      annotate: 'Annotate',
      annotateTitle: 'Write in what the replay knows: power colours, captures, checks, queues (awechec annotate)',
      undo: 'Undo',
      save: 'Save .agn',
      exportPGN: 'Export PGN',
      exportJSON: 'Export JSON',
      exportOGN: 'Export OGN',
      copyLink: 'Copy link',
      placeholder: 'Paste a game here, open a file or drop one on the page.',
      drop: 'Drop the file here',
      footer: 'awechec, offline: nothing leaves this page.',
      loading: 'Loading the checker…',
      loadFailed: 'The checker could not start: ',
      empty: 'No game in the text.',
      where: (line, col, game) => 'Line ' + line + ', column ' + col + (game ? ' · game ' + game : ''),
      at: (line, col) => 'line ' + line + (col ? ', column ' + col : ''),
      severity: { error: 'error', warning: 'warning', note: 'note' },
      colon: ': ',
      failed: 'The command failed:',
      linkCopied: 'Link copied: paste it into a message or a forum.',
      linkReady: 'Here is the game’s link (copy it):',
      local: (url) => 'This page is opened from your computer: its address works only on this computer. “Copy link” gives the address of the published page, ' + url + ', with the game and the move shown: that link opens anywhere.',
      linkCopiedPublished: 'Link to the published page copied: paste it into a message or a forum, it opens anywhere.',
      linkReadyPublished: 'Here is the game’s link on the published page (copy it):',
      badLink: 'This link is cut or altered.',
      tooBig: (n) => 'This link holds more than ' + n + ' bytes of text.',
      pasted: 'pasted text',
      linked: 'linked game',
      readFile: (name) => 'File opened: ' + name,
      cp1252: (name) => name + ' is not UTF-8: read as Windows-1252.',
      noReplay: 'No replay for this game: ',
      downloaded: (name) => 'Saved: ' + name,
      unchanged: 'Nothing to change: the text is already so.',
      before: 'About the text before the command:',
      fix: (t) => 'Fix: write ' + t,
      fixTitle: 'Apply this fix to the text (awechec fix)',
    },
  };

  // the words of the workers' progress (added to UI)
  Object.assign(UI.fr, {
    busy: (what, secs) => what + ' en cours…' + (secs ? ' ' + secs + ' s' : ''),
    running: 'Commande',
    exporting: 'Export',
    cancel: 'Arrêter',
    cancelled: 'Commande arrêtée : le texte n’a pas changé.',
    draftFull: 'Le navigateur n’a plus de place pour garder ce texte : enregistrez-le (Enregistrer .agn).',
    askLink: 'Vous avez modifié le texte de l’éditeur. Ouvrir le lien à sa place ? Votre texte restera à un « Annuler » près.',
    askOpen: 'Ouvrir le lien',
    askKeep: 'Garder mon texte',
    editorLabel: 'Texte de la partie (AGN)',
  });
  Object.assign(UI.en, {
    busy: (what, secs) => what + ' running…' + (secs ? ' ' + secs + ' s' : ''),
    running: 'Command',
    exporting: 'Export',
    cancel: 'Stop',
    cancelled: 'Command stopped: the text has not changed.',
    draftFull: 'The browser has no room left to keep this text: save it (Save .agn).',
    askLink: 'You have edited the editor’s text. Open the link instead? Your text will be one “Undo” away.',
    askOpen: 'Open the link',
    askKeep: 'Keep my text',
    editorLabel: 'Text of the game (AGN)',
  });

  const REPLAYER_WORDS = JSON.parse($('replayer-words').textContent);
  const MAX_TEXT = 4 << 20; // web.MaxLinkText: the most a link unpacks to
  // web.PublishedURL: a page opened from the disk copies links to it
  const PUBLISHED = document.body.getAttribute('data-published');
  const LOCAL = location.protocol === 'file:';
  // the editor (assets/editor.js: CodeMirror 6, which lays out only the
  // lines in view): text is its text box, with a text area's value and
  // selection; cm the rest (marks, scrolling, hooks)
  const text = AwechecEditor.create($('editor'));
  const cm = text.cm;
  let lang = pickLang();
  let T = UI[lang];
  let ready = false;
  let fileName = 'partie';
  // sourceName is what the diagnostics call the text: the file opened,
  // else (null) T.pasted or T.linked
  let sourceName = null;
  let fromLink = false;
  const textName = () => sourceName || (fromLink ? T.linked : T.pasted);
  let checked = null; // the last web.CheckResult, for checkedText
  let checkedText = null;
  let shownGame = 0; // the game the replayer shows (from 1), 0: none
  let shownText = null;
  let shownLang = null;
  let currentDiag = null;
  let sources = []; // where each step of the game shown stands: [line, col, len]
  let stepShown = -1;
  let generation = 0;
  const undoStack = [];
  const timing = { start: performance.now() };
  window.awechecTiming = timing;

  function pickLang() {
    try {
      const saved = localStorage.getItem('awechec-lang');
      if (saved === 'fr' || saved === 'en') return saved;
    } catch (e) { /* no storage on this page */ }
    return /^fr\b/i.test(navigator.language || '') ? 'fr' : 'en';
  }

  // label writes the page's words in the current language.
  function label() {
    document.documentElement.lang = lang;
    for (const el of document.querySelectorAll('[data-t]')) el.textContent = T[el.getAttribute('data-t')];
    for (const el of document.querySelectorAll('[data-title]')) el.title = T[el.getAttribute('data-title')];
    cm.label(T.editorLabel, T.placeholder);
    $('local').textContent = T.local(PUBLISHED);
    $('local').hidden = !LOCAL;
    $('convert').setAttribute('aria-label', T.convert);
    for (const b of document.querySelectorAll('#langs button')) b.setAttribute('aria-pressed', String(b.getAttribute('data-lang') === lang));
    // the replayer's own words are render's (render.ReplayerWords)
    const R = REPLAYER_WORDS[lang];
    for (const [id, k] of [['first', 'PageStart'], ['prev', 'PageBack'], ['next', 'PageFwd'], ['last', 'PageEnd']]) {
      $(id).title = R[k + 'Key'];
      $(id).setAttribute('aria-label', R[k]);
    }
    const h3 = document.querySelector('#panel h3');
    if (h3) h3.textContent = R.PageMoves;
    // before any game, the start board in the page's language
    if (!shownGame) {
      if (!startBoards.fr) startBoards = { fr: $('board').innerHTML, en: $('board-en').innerHTML };
      $('board').innerHTML = startBoards[lang];
    }
  }
  let startBoards = {};

  function setLang(l) {
    if (!UI[l] || l === lang) return;
    lang = l;
    T = UI[l];
    try { localStorage.setItem('awechec-lang', l); } catch (e) { /* ignore */ }
    label();
    // checked and replayed again in l (shownLang), the replayer staying
    // at its step
    checkedText = null;
    invalidate();
  }

  // say shows a message above the diagnostics. The lines of a
  // diagnostic's excerpt (` 11 | ...` and the caret's `    | ^^^`) are
  // kept whole in a block of their own that scrolls sideways, so the caret
  // stays under its token; the other lines wrap.
  const EXCERPT = /^ *\d* \|( |$)/;
  function say(msg, isError) {
    const m = $('message');
    while (m.firstChild) m.removeChild(m.firstChild);
    m.hidden = !msg;
    m.classList.toggle('error', !!isError);
    if (!msg) return;
    const lines = msg.split('\n');
    let block = null;
    lines.forEach((l, i) => {
      const nl = i < lines.length - 1 ? '\n' : '';
      if (!EXCERPT.test(l)) {
        block = null;
        m.appendChild(document.createTextNode(l + nl));
        return;
      }
      if (!block) {
        block = document.createElement('span');
        block.className = 'excerpt';
        m.appendChild(block);
      }
      block.textContent += l + nl;
    });
  }

  // --- the text, its lines and the cursor --------------------------------

  // lineStarts returns the offsets where the lines of s begin; those of
  // the last text asked are kept (a key in an archive asked them of the
  // same text several times).
  let startsOf = { s: '', starts: [0] };
  function lineStarts(s) {
    if (s === startsOf.s) return startsOf.starts;
    const out = [0];
    for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) out.push(i + 1);
    startsOf = { s, starts: out };
    return out;
  }
  // index returns the offset in s of 1-based line and byte column col
  // (the diagnostics count columns in bytes of UTF-8).
  function index(s, starts, line, col) {
    if (line < 1) return 0;
    if (line > starts.length) return s.length;
    let i = starts[line - 1];
    let bytes = 1;
    while (bytes < col && i < s.length && s[i] !== '\n') {
      const c = s.codePointAt(i);
      bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
      i += c >= 0x10000 ? 2 : 1;
    }
    return i;
  }
  // cursorLine returns the cursor's line and column, the column counted
  // as the diagnostics count it (bytes of UTF-8, from 1), so that the
  // line under the editor and a diagnostic clicked say the same place.
  function cursorLine() {
    const p = text.selectionStart;
    const line = cm.line(p);
    return { line, col: utf8Len(text.value.slice(cm.lineStart(line), p)) + 1 };
  }
  function utf8Len(x) {
    let n = 0;
    for (let i = 0; i < x.length; i++) {
      const c = x.charCodeAt(i);
      if (c < 0x80) n++;
      else if (c < 0x800) n += 2;
      else if (c >= 0xd800 && c < 0xdc00 && i + 1 < x.length) { n += 4; i++; } else n += 3;
    }
    return n;
  }
  function gameAt(line) {
    if (!checked || !checked.games.length) return 0;
    let g = checked.games[0].index;
    for (const x of checked.games) if (x.start <= line) g = x.index;
    return g;
  }

  // drawMarks underlines each diagnostic's token of the text checked
  // (the editor draws the lines in view only, and moves the marks with
  // the text as it is edited, until the next check draws them again).
  function drawMarks() {
    const s = text.value;
    if (!checked || checkedText !== s) return;
    const starts = lineStarts(s);
    const marks = [];
    for (const g of checked.games) for (const d of g.diagnostics) {
      if (d.line < 1) continue;
      const a = index(s, starts, d.line, Math.max(d.col, 1));
      let b = index(s, starts, d.line, Math.max(d.col, 1) + Math.max(d.len, 1));
      if (b <= a) b = Math.min(s.length, a + 1);
      marks.push({ from: a, to: b, cls: d.severity + (d === currentDiag ? ' current' : '') });
    }
    cm.marks('diag', marks);
  }
  // drawMove marks the move the replayer shows.
  function drawMove() {
    const s = text.value;
    const m = stepShown >= 0 && shownText === s ? sources[stepShown] : null;
    if (!m || m[0] < 1) { cm.marks('move', []); return; }
    const starts = lineStarts(s);
    const a = index(s, starts, m[0], m[1]);
    cm.marks('move', [{ from: a, to: Math.max(a + 1, index(s, starts, m[0], m[1] + Math.max(m[2], 1))), cls: 'move' }]);
  }

  // --- checking and replaying --------------------------------------------

  let timer = 0;
  function schedule(delay) {
    clearTimeout(timer);
    timer = setTimeout(update, delay);
  }

  // update runs updateNow, one at a time: an edit made while a check runs
  // is checked once it is done (the newest text, not each one between).
  // A new text or language (a link, a command, the switch) drops what the
  // running one finds (invalidate).
  let updating = false, updateAgain = false;
  let firstText = null; // the text of the page's first check
  function invalidate() {
    generation++;
    schedule(0);
  }
  async function update() {
    if (!ready) return;
    if (updating) { updateAgain = true; return; }
    updating = true;
    try { await updateNow(); } finally {
      updating = false;
      if (updateAgain) { updateAgain = false; schedule(0); }
    }
  }

  // updateNow checks the text when it changed and replays the game under the
  // cursor when it is another one.
  async function updateNow() {
    const gen = ++generation;
    const s = text.value;
    if (checkedText !== s) {
      let res;
      const t0 = performance.now();
      try {
        res = JSON.parse(await awechec.check(s, lang, textName()));
      } catch (e) {
        say(T.failed + '\n' + e.message, true);
        return;
      }
      if (gen !== generation) return;
      checked = res;
      checkedText = s;
      currentDiag = null;
      const t1 = performance.now();
      showDiagnostics();
      drawMarks();
      if (!timing.firstCheck) {
        timing.firstCheck = performance.now();
        firstText = s;
      } else if (!workers.replay && s !== firstText) {
        // the replay worker starts with the first check of another text
        // (an edit, a link opened in the page; not the same text checked
        // again in another language), when checks and replays begin to
        // compete: a page only read (a link opened, its game stepped
        // through, the language switched) never needs it, and
        // each worker runs the Go program's start-up and holds its own
        // memory; started beside the check worker it slowed the first
        // check on a busy machine. Until it is ready, its calls go to the
        // check worker.
        timing.replayStarted = performance.now();
        startWorker('replay').ready.then(() => { workers.replay.up = true; timing.replayReady = performance.now(); }, (e) => say(T.loadFailed + e.message, true));
      }
      timing.checked = performance.now();
      // the last check's times (ms): in the worker (the text sent, checked,
      // its answer read), then shown (the list and the marks)
      timing.checkWorker = t1 - t0;
      timing.checkShown = timing.checked - t1;
    }
    await replayUnderCursor(gen);
  }

  const REPLAY_PAUSE = 700; // ms
  async function replayUnderCursor(gen) {
    const { line, col } = cursorLine();
    const g = gameAt(line);
    $('where').textContent = T.where(line, col, checked && checked.games.length > 1 ? g : 0);
    if (!g || (g === shownGame && shownText === checkedText && shownLang === lang)) return;
    // the game being typed in is replayed again once the typing pauses:
    // loading the replayer after each key held the next key
    const pause = typedAt + REPLAY_PAUSE - performance.now();
    if (g === shownGame && shownLang === lang && pause > 0) { schedule(pause); return; }
    const s = checkedText;
    // the same game in another language stays at its step
    const keep = g === shownGame && s === shownText ? stepShown : -1;
    try {
      const r = JSON.parse(await awechec.replay(s, g, lang, textName()));
      if (gen !== generation) return;
      $('board').innerHTML = r.board;
      sources = r.at;
      stepShown = -1;
      shownGame = g;
      shownText = s;
      shownLang = lang;
      AwechecReplayer.load(r.data, 0);
      if (editPath) {
        const j = AwechecReplayer.find(editPath);
        editPath = null;
        AwechecReplayer.go(Math.max(j, 0));
      } else if (linkAt !== null) {
        // a link opened: the move it names
        const at = linkAt;
        linkAt = null;
        AwechecReplayer.go(stepOf(at));
      } else if (keep >= 0) AwechecReplayer.go(keep);
      else if (currentDiag) goToDiag(currentDiag);
      else followCursor();
    } catch (e) {
      say(T.noReplay + e.message, true);
    }
  }

  function showDiagnostics() {
    const ul = $('diagnostics');
    while (ul.firstChild) ul.removeChild(ul.firstChild);
    const sum = $('summary');
    const r = checked;
    const n = r.games.length;
    if (!n) {
      sum.textContent = text.value.trim() ? T.empty : '';
      sum.className = '';
    } else {
      sum.textContent = r.summary;
      sum.className = r.valid === n ? 'ok' : 'bad';
    }
    if (r.read_error) say(r.read_error, true);
    for (const g of r.games) for (const d of g.diagnostics) {
      const li = document.createElement('li');
      li.className = d.severity;
      const b = document.createElement('button');
      b.type = 'button';
      const head = document.createElement('div');
      head.className = 'head';
      head.textContent = (d.line > 0 ? T.at(d.line, d.col) + ' · ' : '') + (T.severity[d.severity] || d.severity) + T.colon;
      const msg = document.createElement('strong');
      msg.textContent = d.message;
      head.appendChild(msg);
      const code = document.createElement('span');
      code.className = 'code';
      code.textContent = ' [' + d.code + ']';
      head.appendChild(code);
      b.appendChild(head);
      const caret = d.text.split('\n').slice(1).join('\n');
      if (caret) {
        const pre = document.createElement('pre');
        pre.textContent = caret;
        b.appendChild(pre);
      }
      b.addEventListener('click', () => selectDiag(d, b));
      li.appendChild(b);
      if (d.fix) li.appendChild(fixButton(d.fix));
      ul.appendChild(li);
    }
  }

  // fixButton makes the button that applies a diagnostic's fix (the
  // one replacement its hint names, which awechec fix applies): the
  // bytes [offset, end) of the text become text; undo takes it back.
  function fixButton(f) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'fix';
    b.textContent = T.fix(f.text.trim());
    b.title = T.fixTitle;
    b.addEventListener('click', () => {
      const s = text.value;
      setText(s.slice(0, byteIndex(s, f.offset)) + f.text + s.slice(byteIndex(s, f.end)));
    });
    return b;
  }
  // byteIndex returns the index in s of byte offset off of its UTF-8.
  function byteIndex(s, off) {
    let i = 0, bytes = 0;
    while (bytes < off && i < s.length) {
      const c = s.codePointAt(i);
      bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
      i += c >= 0x10000 ? 2 : 1;
    }
    return i;
  }

  // selectDiag puts the cursor on a diagnostic's token and the replayer on
  // its move.
  function selectDiag(d, button) {
    currentDiag = d;
    for (const x of document.querySelectorAll('#diagnostics button.current')) x.classList.remove('current');
    if (button) button.classList.add('current');
    const s = text.value;
    if (d.line > 0) {
      const starts = lineStarts(s);
      const a = index(s, starts, d.line, Math.max(d.col, 1));
      const b = index(s, starts, d.line, Math.max(d.col, 1) + Math.max(d.len, 1));
      // on a touch screen the editor is not focused: that would open the
      // keyboard over the page; the token is marked
      if (!matchMedia('(pointer: coarse)').matches) text.focus({ preventScroll: true });
      text.setSelectionRange(a, Math.max(a, b));
      cm.show(a, 'center');
    }
    drawMarks();
    schedule(0);
    goToDiag(d);
  }

  function goToDiag(d) {
    const steps = AwechecReplayer.steps();
    if (!steps.length) return;
    let at = -1;
    if (d.ply) at = steps.findIndex((s) => s.k === 'chess' && s.p === d.ply);
    if (at < 0 && d.awele_game && d.awele_ply) at = steps.findIndex((s) => s.ag === d.awele_game && s.am === d.awele_ply);
    if (at < 0 && (d.ply || d.awele_game)) at = steps.length - 1; // the replay stopped before it
    if (at >= 0) {
      fromText = true; // selectDiag has put the text on the token
      try { AwechecReplayer.go(at); } finally { fromText = false; }
    }
  }

  // followCursor shows in the replayer the move the cursor is on (the last
  // move written at or before it).
  function followCursor() {
    if (shownText !== text.value || !sources.length) return;
    const { line, col } = cursorLine();
    const bcol = col; // in bytes, as the sources count
    // the move written last before it, in the main line or a variation
    let at = -1, best = null;
    sources.forEach((p, i) => {
      if (p[0] > 0 && (p[0] < line || (p[0] === line && p[1] <= bcol)) && (!best || p[0] > best[0] || (p[0] === best[0] && p[1] > best[1]))) { at = i; best = p; }
    });
    if (at < 0) at = 0;
    if (at !== stepShown) {
      fromText = true; // the text is where the user is: it does not scroll
      try { AwechecReplayer.go(at); } finally { fromText = false; }
    }
  }
  let fromText = false;
  // The move tree's menu rewrites the game (web.Edit: promote a
  // variation, delete from a move) in canonical AGN; the replayer then
  // shows the move again, found by its path from the start (editPath).
  let editPath = null;
  AwechecReplayer.edit = async (op, i, path) => {
    const at = sources[i];
    if (!at || !at[0] || shownText !== text.value) return;
    const g = checked && checked.games.find((x) => x.index === shownGame);
    try {
      const out = await awechec.edit(text.value, shownGame, at[3], op, lang);
      editPath = path;
      setText(out);
      // the cursor on the game's first line: the same game is replayed
      if (g) text.setSelectionRange(lineStarts(out)[g.start - 1] || 0, lineStarts(out)[g.start - 1] || 0);
    } catch (e) {
      say(e.message, true);
    }
  };
  AwechecReplayer.onstep = (i) => {
    if (i === stepShown) return;
    stepShown = i;
    if (!fromText) showStepInText();
    drawMove();
    followAddress();
    if (editor.onstep) editor.onstep(i);
  };

  // editor is the hook of entering a game on the board (entry.js): the
  // text, the game and the move shown, and writing a move into the text.
  const editor = {
    text: () => text.value,
    lang: () => lang,
    name: () => textName(),
    ready: () => ready,
    // the game shown (from 1) when it is the text's, else 0
    game: () => (shownText === text.value ? shownGame : 0),
    step: () => stepShown,
    // point is where the move shown ends in the text (a UTF-16 index),
    // -1 for the start of the game
    point() {
      if (shownText !== text.value) return null;
      const s = text.value, starts = lineStarts(s);
      for (let i = stepShown; i > 0; i--) {
        const m = sources[i];
        if (m && m[0] > 0) return index(s, starts, m[0], m[1] + m[2]);
      }
      return -1;
    },
    // write puts s in the editor (one Annuler away) with the cursor at
    // caret, checked and replayed at once
    write(s, caret) {
      typedAt = 0;
      setText(s);
      text.setSelectionRange(caret, caret);
    },
    say,
    onstep: null,
  };
  window.awechecEditor = editor;
  // showStepInText scrolls the editor to the move the replayer shows when
  // it is out of view (the replayer stepped with its keys or buttons), so
  // the mark on it can be seen; the cursor stays where it was.
  function showStepInText() {
    const m = shownText === text.value ? sources[stepShown] : null;
    if (!m || m[0] < 1) return;
    cm.show(index(text.value, lineStarts(text.value), m[0], m[1]));
  }

  // --- commands ----------------------------------------------------------

  function setText(s, keepUndo) {
    if (keepUndo !== false && s !== text.value) {
      undoStack.push(text.value);
      $('undo').disabled = false;
    }
    text.value = s;
    keepDraft();
    invalidate();
  }

  // run runs a command in the job worker, showing that it runs (busy)
  // and letting the user stop it.
  async function run(args) {
    const done = busy(args[0]);
    try {
      return await awechec.run(args.concat(['-']), text.value, lang, textName());
    } catch (e) {
      if (e instanceof Cancelled) return { code: 2, stdout: '', stderr: '', cancelled: true };
      return { code: 2, stdout: '', stderr: e.message };
    } finally {
      done();
    }
  }

  // rewrite runs a command whose output replaces the text (fmt, convert,
  // annotate); what it says on standard error is shown.
  async function rewrite(args) {
    if (!ready) return;
    // the text stays as it is while the command runs on it
    text.readOnly = true;
    let r;
    try { r = await run(args); } finally { text.readOnly = false; }
    if (r.cancelled) { say(T.cancelled, false); return; }
    if (r.code === 2 || (!r.stdout && text.value.trim())) {
      say(T.failed + '\n' + r.stderr, true);
      return;
    }
    // a button that changes nothing says so, or it seems not to work
    // what it said of the text it rewrote names that text's lines, not
    // the new text's (whose own diagnostics are listed below)
    const same = r.stdout === text.value;
    say((same ? T.unchanged + '\n' : '') + (r.stderr.trim() ? (same ? '' : T.before + '\n') + r.stderr : ''), false);
    setText(r.stdout);
  }

  function download(name, data, type) {
    const url = URL.createObjectURL(new Blob([data], { type }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    say(T.downloaded(name), false);
  }

  async function exportAs(to, ext, type) {
    if (!ready) return;
    const r = await run(['export', '--to', to]);
    if (r.cancelled) { say(T.cancelled, false); return; }
    if (r.code === 2 || !r.stdout) {
      say(T.failed + '\n' + r.stderr, true);
      return;
    }
    download(fileName + '.' + ext, r.stdout, type);
    // the download is said first: what export says of the text follows
    if (r.stderr.trim()) say(T.downloaded(fileName + '.' + ext) + '\n' + r.stderr, false);
  }

  // busy shows, from a fifth of a second on, that a command runs: its
  // name, a moving bar, the seconds spent and a button to stop it. It
  // returns the function that hides it.
  function busy(cmd) {
    const box = $('busy');
    const t0 = performance.now();
    const show = () => {
      const secs = Math.floor((performance.now() - t0) / 1000);
      $('busy-what').textContent = T.busy(T[BUSY[cmd] || 'running'], secs);
      box.hidden = false;
    };
    const shown = setTimeout(show, 200);
    const tick = setInterval(() => { if (!box.hidden) show(); }, 1000);
    return () => { clearTimeout(shown); clearInterval(tick); box.hidden = true; };
  }
  const BUSY = { fmt: 'fmt', annotate: 'annotate', convert: 'convert', export: 'exporting' };

  // --- links -------------------------------------------------------------

  function b64url(bytes) {
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function unb64url(s) {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  }
  // readAll reads a stream of bytes whole, up to limit bytes.
  async function readAll(stream, limit) {
    const reader = stream.getReader();
    const parts = [];
    let n = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      n += value.length;
      if (n > limit) { reader.cancel(); throw new RangeError(T.tooBig(limit)); }
      parts.push(value);
    }
    const out = new Uint8Array(n);
    let at = 0;
    for (const p of parts) { out.set(p, at); at += p.length; }
    return out;
  }
  // encodeLink is web.EncodeLink: raw DEFLATE, then unpadded base64url.
  async function encodeLink(s) {
    const z = await readAll(new Blob([new TextEncoder().encode(s)]).stream().pipeThrough(new CompressionStream('deflate-raw')), Infinity);
    return '#agn=' + b64url(z);
  }
  // decodeLink is web.DecodeLink.
  async function decodeLink(hash) {
    const enc = hash.slice(hash.indexOf('#agn=') + 5).split(/[&#]/)[0];
    const z = unb64url(enc);
    const bytes = await readAll(new Blob([z]).stream().pipeThrough(new DecompressionStream('deflate-raw')), MAX_TEXT);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  }

  // the text of the game under the cursor (the whole text when there is
  // no game in it)
  function gameText() {
    const s = text.value;
    const g = checked && checkedText === s ? checked.games.find((x) => x.index === gameAt(cursorLine().line)) : null;
    if (!g) return s;
    const starts = lineStarts(s);
    return s.slice(starts[g.start - 1] || 0, g.end < starts.length ? starts[g.end] : s.length);
  }

  // The move shown travels after the game, as web.StepParam writes it:
  // ply=K after chess half-move K, awele=A.M after move M of Awélé game A,
  // step=I for another step of the replayer, nothing for the start.
  function paramOf(i) {
    const steps = AwechecReplayer.steps();
    if (i <= 0 || i >= steps.length) return '';
    const s = steps[i];
    // a move of a variation is named by its step (its ply is its line's)
    const first = (f) => steps.findIndex(f) === i;
    if (s.k === 'chess' && s.p > 0 && first((x) => x.k === 'chess' && x.p === s.p)) return 'ply=' + s.p;
    if (s.k === 'awele' && s.ag > 0 && s.am > 0 && first((x) => x.k === 'awele' && x.ag === s.ag && x.am === s.am)) return 'awele=' + s.ag + '.' + s.am;
    return 'step=' + i;
  }
  // stepOf is the step a parameter names; a move past the replay (it
  // stopped before) is its last step.
  function stepOf(at) {
    const steps = AwechecReplayer.steps();
    let m, i = 0;
    if ((m = /^ply=(\d+)$/.exec(at))) i = steps.findIndex((s) => s.k === 'chess' && s.p === +m[1]);
    else if ((m = /^awele=(\d+)\.(\d+)$/.exec(at))) i = steps.findIndex((s) => s.k === 'awele' && s.ag === +m[1] && s.am === +m[2]);
    else if ((m = /^step=(\d+)$/.exec(at))) i = Math.min(+m[1], steps.length - 1);
    return i < 0 ? steps.length - 1 : i;
  }
  // splitHash parts an address's fragment into the game (#agn=...) and
  // the move (ply=12, or '').
  function splitHash(h) {
    const i = h.indexOf('&');
    return i < 0 ? { agn: h, at: '' } : { agn: h.slice(0, i), at: h.slice(i + 1) };
  }

  // The address follows the replayer: the game shown and its move, put in
  // place with history.replaceState (stepping makes no history entry; a
  // link opened does, and Back and Forward go through those).
  let linkAt = null; // the move of the link being opened, until its replay is shown
  let linked = { text: null, agn: '' }; // a link's text and its fragment, reused while the text is so
  let addressHash = null; // the fragment the page last wrote or opened
  // linkRead settles once the link the page was opened at is decoded and
  // put in the text (or the user is asked whether it replaces an edited
  // draft, or there is none): the first check waits for it, so that a
  // page opened at a link checks the link's game first, and the replay
  // worker, which starts with the check of another text, is not started
  // for it when the module happened to be ready before the link was read.
  let linkReadDone;
  const linkRead = new Promise((resolve) => { linkReadDone = resolve; });
  let addressTimer = 0;
  // While the user types, the address waits for a pause of a second:
  // each key changes the game, whose link is made again.
  let typedAt = 0;
  function followAddress() {
    clearTimeout(addressTimer);
    addressTimer = setTimeout(writeAddress, Math.max(150, typedAt + 1000 - performance.now()));
  }
  // currentHash is the fragment of the game shown at the move shown: the
  // link opened while its text is unchanged and its first game shown (a
  // link may carry several games: the page opens on the first), else the
  // game under the cursor.
  async function currentHash() {
    const s = text.value;
    if (linked.text !== s || shownGame > 1) {
      const g = gameText();
      if (linked.text !== g) linked = { text: g, agn: await encodeLink(g) };
    }
    const at = shownText === s ? paramOf(stepShown) : '';
    return linked.agn + (at ? '&' + at : '');
  }
  async function writeAddress() {
    if (!ready || !text.value.trim() || linkAt !== null) return;
    const h = await currentHash();
    if (h === location.hash) return;
    addressHash = h;
    history.replaceState(history.state, '', h);
  }

  async function copyLink() {
    clearTimeout(addressTimer);
    const h = await currentHash();
    addressHash = h;
    history.replaceState(history.state, '', h);
    // a page opened from the disk: its address works on this computer
    // only, the published page's everywhere
    const url = LOCAL ? PUBLISHED + h : location.href;
    const box = $('link');
    box.value = url;
    box.hidden = false;
    try {
      await navigator.clipboard.writeText(url);
      say(LOCAL ? T.linkCopiedPublished : T.linkCopied, false);
    } catch (e) {
      say(LOCAL ? T.linkReadyPublished : T.linkReady, false);
      box.focus();
      box.select();
    }
  }

  window.awechecLink = { encode: encodeLink, decode: decodeLink, param: paramOf, step: stepOf };

  // openLink shows the game of the address's fragment at its move
  // (readLink): when the page opens, and when a link is opened in it
  // (hashchange; Back and Forward). The fragment the page wrote itself is
  // not opened again. Once the page's own link is read, its first check
  // may start (linkRead).
  async function openLink() {
    try {
      return await readLink();
    } finally {
      linkReadDone();
    }
  }
  async function readLink() {
    const h = location.hash;
    if (!h.startsWith('#agn=')) return false;
    if (h === addressHash) return true;
    addressHash = h;
    const { agn, at } = splitHash(h);
    try {
      const s = await decodeLink(agn);
      linked = { text: s, agn };
      if (s === text.value && shownText === s && AwechecReplayer.steps().length) {
        // the same game: only the move changes
        AwechecReplayer.go(stepOf(at));
        return true;
      }
      // a text the user edited is not replaced unasked (and is checked
      // while the user answers)
      if (s !== text.value && edited()) {
        linkReadDone();
        if (!(await askOpen())) {
          addressHash = null;
          followAddress();
          return true;
        }
      }
      linkAt = at;
      fileName = 'partie';
      sourceName = null;
      fromLink = true;
      checkedText = null;
      // the edited text it replaces stays one Annuler away
      if (edited()) undoStack.push(text.value);
      else undoStack.length = 0;
      $('undo').disabled = !undoStack.length;
      text.value = s;
      opened(s);
      text.setSelectionRange(0, 0);
      shownGame = 0;
      invalidate();
    } catch (e) {
      say(e instanceof RangeError ? e.message : T.badLink, true);
    }
    return true;
  }

  // --- the draft ---------------------------------------------------------

  // The text is kept in the browser (localStorage) as it is typed: a
  // reload, a closed tab or a link opened never loses it. The page opens
  // on the draft (at the address's move when the address is the one it
  // wrote for it); a link opened over an edited text asks first.
  const DRAFT = 'awechec-draft';
  let pristine = ''; // the text as opened (a link, a file): not an edit
  let draftTimer = 0;
  let draftFull = false;
  const edited = () => text.value.trim() !== '' && text.value !== pristine;
  function opened(s) {
    pristine = s;
    saveDraft();
  }
  function keepDraft() {
    clearTimeout(draftTimer);
    draftTimer = setTimeout(saveDraft, 300);
  }
  function saveDraft() {
    clearTimeout(draftTimer);
    draftTimer = 0;
    try {
      localStorage.setItem(DRAFT, JSON.stringify({
        text: text.value, pristine: text.value === pristine, hash: addressHash || '',
        name: sourceName, file: fileName, link: fromLink,
      }));
      draftFull = false;
    } catch (e) {
      // the browser's storage is full (a text of several megabytes)
      if (!draftFull) say(T.draftFull, true);
      draftFull = true;
    }
  }
  function restoreDraft() {
    let d = null;
    try { d = JSON.parse(localStorage.getItem(DRAFT)); } catch (e) { /* none */ }
    if (!d || typeof d.text !== 'string' || !d.text) return;
    text.value = d.text;
    pristine = d.pristine ? d.text : '';
    sourceName = d.name || null;
    fileName = d.file || 'partie';
    fromLink = !!d.link;
    const h = location.hash;
    if (h.startsWith('#agn=') && h === d.hash) {
      // the address the page wrote for this text: its move is shown
      addressHash = h;
      linkAt = splitHash(h).at;
    }
  }
  // askOpen asks whether to open a link over the edited text; it answers
  // true to open it.
  function askOpen() {
    const box = $('ask');
    box.hidden = false;
    $('ask-open').focus();
    return new Promise((resolve) => {
      const answer = (yes) => () => {
        box.hidden = true;
        $('ask-open').onclick = $('ask-keep').onclick = null;
        resolve(yes);
      };
      $('ask-open').onclick = answer(true);
      $('ask-keep').onclick = answer(false);
    });
  }

  // --- files -------------------------------------------------------------

  async function readFile(f) {
    if (!f) return;
    const bytes = new Uint8Array(await f.arrayBuffer());
    let s;
    let note = T.readFile(f.name);
    if (bytes[0] === 0xff && bytes[1] === 0xfe) s = new TextDecoder('utf-16le').decode(bytes);
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) s = new TextDecoder('utf-16be').decode(bytes);
    else {
      try { s = new TextDecoder('utf-8', { fatal: true }).decode(bytes); }
      catch (e) { s = new TextDecoder('windows-1252').decode(bytes); note = T.cp1252(f.name); }
    }
    fileName = f.name.replace(/\.[^.]*$/, '') || 'partie';
    sourceName = f.name;
    checkedText = null;
    setText(s);
    opened(s);
    text.setSelectionRange(0, 0);
    say(note, false);
  }

  // --- wiring ------------------------------------------------------------

  // a pause in the typing checks the text again: a longer pause for a long
  // text (an archive takes seconds to check, and the page waits meanwhile)
  // typing: what a command or a file said is of an earlier text
  // (the check runs in a worker and reads again only the game edited: a
  // short pause whatever the text's length)
  function typed() {
    keepDraft();
    say('');
    linkAt = null;
    typedAt = performance.now();
    if (addressTimer) followAddress();
    schedule(120);
  }
  // the user's edits, as the editor reports them; a script that sets the
  // text says so with an input event, as with a text area
  cm.on('edit', typed);
  text.addEventListener('input', (e) => { if (!e.isTrusted) typed(); });
  // a click or a move of the cursor by the keys: the replayer follows
  const moved = () => { schedule(50); followCursor(); };
  cm.on('cursor', moved);
  text.addEventListener('click', moved);
  $('fmt').addEventListener('click', () => rewrite(['fmt']));
  $('annotate').addEventListener('click', () => rewrite(['annotate']));
  $('convert').addEventListener('change', (e) => {
    const to = e.target.value;
    e.target.value = '';
    if (to) rewrite(['convert', '--to', to]);
  });
  $('undo').addEventListener('click', () => {
    if (!undoStack.length) return;
    setText(undoStack.pop(), false);
    $('undo').disabled = !undoStack.length;
  });
  $('save').addEventListener('click', () => download(fileName + '.agn', text.value, 'text/plain;charset=utf-8'));
  $('export-pgn').addEventListener('click', () => exportAs('pgn', 'pgn', 'application/vnd.chess-pgn;charset=utf-8'));
  $('export-json').addEventListener('click', () => exportAs('json', 'json', 'application/json'));
  $('export-ogn').addEventListener('click', () => exportAs('ogn', 'ogn', 'text/plain;charset=utf-8'));
  $('copy-link').addEventListener('click', copyLink);
  $('cancel').addEventListener('click', cancelJob);
  $('file').addEventListener('change', (e) => { readFile(e.target.files[0]); e.target.value = ''; });
  for (const b of document.querySelectorAll('#langs button')) b.addEventListener('click', () => setLang(b.getAttribute('data-lang')));
  window.addEventListener('hashchange', openLink);
  // a tab closed or put away: the draft is written at once
  window.addEventListener('pagehide', () => { if (draftTimer) saveDraft(); });
  document.addEventListener('visibilitychange', () => { if (document.hidden && draftTimer) saveDraft(); });
  window.addEventListener('popstate', openLink);
  let dragging = 0;
  document.addEventListener('dragenter', (e) => { e.preventDefault(); dragging++; $('drop').hidden = false; });
  document.addEventListener('dragleave', () => { if (--dragging <= 0) { dragging = 0; $('drop').hidden = true; } });
  document.addEventListener('dragover', (e) => e.preventDefault());
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    dragging = 0;
    $('drop').hidden = true;
    if (e.dataTransfer.files.length) readFile(e.dataTransfer.files[0]);
    else if (e.dataTransfer.getData('text/plain')) {
      sourceName = null;
      fromLink = false;
      setText(e.dataTransfer.getData('text/plain'));
    }
  });

  // --- workers -----------------------------------------------------------

  // The toolkit runs in Web Workers (assets/worker.js), never on the
  // page's thread: a check of a whole archive or a long command does not
  // hold the editor. One worker checks, and only checks: the check after
  // a key never waits behind a replay. Another replays, enters moves,
  // edits the tree and makes links (the check worker does, until it has
  // started with the first check of an edited text); a third runs the
  // commands (fmt, convert, annotate, export), and is stopped when the
  // user cancels one.
  // All run the module the page compiled once.
  let wasmModule = null;
  const workers = { check: null, replay: null, job: null };
  let callId = 0;
  function startWorker(kind) {
    const src = new Blob([$('wasm-exec').textContent, '\n(', awechecWorker.toString(), ')();\n'], { type: 'text/javascript' });
    const url = URL.createObjectURL(src);
    const w = { worker: new Worker(url), calls: new Map() };
    URL.revokeObjectURL(url);
    w.ready = new Promise((resolve, reject) => {
      w.worker.onmessage = (e) => {
        const m = e.data;
        if (m.ready) return resolve();
        if (m.failed) return reject(new Error(m.failed));
        const c = w.calls.get(m.id);
        if (!c) return;
        w.calls.delete(m.id);
        if ('error' in m) c.reject(new Error(m.error));
        else c.resolve(m.value);
      };
      w.worker.onerror = (e) => reject(new Error(e.message));
    });
    w.worker.postMessage({ module: wasmModule });
    workers[kind] = w;
    return w;
  }
  // call runs fn of the toolkit (check: the check worker; run: the job
  // worker; replay, link, entry, edit: the replay worker) with args and
  // returns its answer.
  function call(fn, args) {
    let kind = fn === 'run' ? 'job' : fn === 'check' ? 'check' : 'replay';
    if (kind === 'replay' && !(workers.replay && workers.replay.up)) kind = 'check';
    const w = workers[kind] || startWorker(kind);
    return new Promise((resolve, reject) => {
      const id = ++callId;
      w.calls.set(id, { resolve, reject });
      w.worker.postMessage({ id, fn, args });
    });
  }
  // cancelJob stops the job worker: the command it runs ends with a
  // Cancelled error; the next command starts a new worker.
  function cancelJob() {
    const w = workers.job;
    if (!w) return;
    workers.job = null;
    w.worker.terminate();
    for (const c of w.calls.values()) c.reject(new Cancelled());
  }
  class Cancelled extends Error {}
  // the page's awechec: the toolkit's functions, each run in a worker
  window.awechec = new Proxy({}, { get: (_, fn) => (...args) => call(fn, args) });

  // boot unpacks the WebAssembly module written into the page (gzip, then
  // base64), compiles it as it unpacks, and starts the check worker with it.
  async function boot() {
    const b64 = $('wasm').textContent.trim();
    const z = Uint8Array.fromBase64 ? Uint8Array.fromBase64(b64) : unb64url(b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
    timing.decoded = performance.now(); // the base64 read
    const wasm = new Response(new Blob([z]).stream().pipeThrough(new DecompressionStream('gzip')), { headers: { 'Content-Type': 'application/wasm' } });
    wasmModule = await WebAssembly.compileStreaming(wasm);
    timing.compiled = performance.now();
    await startWorker('check').ready;
    timing.ready = performance.now();
  }

  label();
  $('summary').textContent = T.loading;
  restoreDraft();
  openLink();
  Promise.all([boot(), linkRead]).then(() => {
    ready = true;
    $('summary').textContent = '';
    schedule(0);
  }, (e) => {
    $('summary').textContent = T.loadFailed + e.message;
    $('summary').className = 'bad';
  });
})();
