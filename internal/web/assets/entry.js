// Entering a game on the board (docs/WEB.md): a click (or a tap) on an
// Awélé hole sows it, a click or a drag of a piece moves it, the power's
// owner chooses "jouer" or "coup nul", and buttons beside the move list
// write a comment, a NAG or the result, or start a new game. What may be
// played, and the text it writes, come from the toolkit (web.EntryAt,
// web.Enter, web.NewGameText through awechec.entry): the rules are the Go
// code's, this script draws and asks. It talks to the editor through
// window.awechecEditor (web.js) and to the replayer through
// AwechecReplayer.show (replay.js).
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const ed = window.awechecEditor;
  if (!ed || !$('board')) return;
  const SVGNS = 'http://www.w3.org/2000/svg';

  const UI = {
    fr: {
      region: 'Saisie sur l’échiquier',
      heading: 'Saisir',
      newGame: 'Nouvelle partie…',
      newTitle: 'Nouvelle partie',
      none: 'Commencez une partie (Nouvelle partie…) ou montrez-en une pour la saisir sur l’échiquier.',
      hole: 'Cliquez un trou pour le semer.',
      newAwele: 'Tous les pouvoirs sont joués : une nouvelle partie d’Awélé commence. Cliquez un trou.',
      piece: 'Cliquez une pièce puis sa case (ou faites-la glisser).',
      pieceOrHole: 'Cliquez un trou pour continuer l’Awélé, ou une pièce pour commencer les échecs.',
      check: (mover) => 'Les ' + mover + ' parent l’échec : aucun pouvoir n’est pris.',
      power: (n, owner, mover) => 'Pouvoir ' + n + ' aux ' + owner + ' : les ' + owner + ' décident' + (owner === mover ? '.' : ' si les ' + mover + ' jouent.'),
      play: 'Jouer',
      nul: 'Coup nul',
      playTitle: 'Le pouvoir décide un coup normal : cliquez ensuite la pièce à jouer',
      nulTitle: 'Le pouvoir décide le coup nul (passer son tour)',
      played: 'Cliquez la pièce à jouer.',
      over: { checkmate: 'Échec et mat : la partie est finie.', stalemate: 'Pat : la partie est finie.', 'dead-position': 'Matériel insuffisant : la partie est finie.', errors: 'La partie a des erreurs avant ce coup : corrigez-les d’abord.', variant: 'Cette variante ne se saisit pas sur l’échiquier.', awele: 'La partie d’Awélé est finie.' },
      goesOn: 'La partie continue après ce coup.',
      replace: 'Remplacer la suite',
      variation: 'Ajouter une variante',
      cancel: 'Annuler',
      promo: 'Promotion :',
      pieces: { q: 'Dame', r: 'Tour', b: 'Fou', n: 'Cavalier' },
      white: 'Blancs', black: 'Noirs',
      nags: 'Signes',
      comment: 'Commentaire…',
      commentLabel: 'Commentaire du coup',
      write: 'Écrire',
      result: 'Résultat',
      wrote: (t) => 'Écrit : ' + t,
      holesLabel: 'Semer',
      movesLabel: 'Coup',
      playMove: 'Jouer ce coup',
      language: 'Lettres de la partie',
      event: 'Événement', whiteName: 'Blancs', blackName: 'Noirs',
      start: 'Départ',
      standard: 'Position de départ',
      setup: 'Mise en place (FEN et position d’Awélé)',
      captures: 'Awélé noté par ses prises',
      fen: 'FEN des échecs', aweleFen: 'Position d’Awélé (OGN : 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S)', capturesLabel: 'Prises (comme B3 N2 B2 B2 N2 B5 ...)',
      begin: 'Commencer',
      lang_fr: 'françaises (B, N, C, F, T, D, R)', lang_en: 'anglaises (W, B, N, B, R, Q, K)',
    },
    en: {
      region: 'Entering on the board',
      heading: 'Enter',
      newGame: 'New game…',
      newTitle: 'New game',
      none: 'Start a game (New game…) or show one to enter moves on the board.',
      hole: 'Click a hole to sow it.',
      newAwele: 'Every power is played: a new Awélé game begins. Click a hole.',
      piece: 'Click a piece, then its square (or drag it).',
      pieceOrHole: 'Click a hole to go on with the Awélé, or a piece to begin the chess.',
      check: (mover) => mover + ' answer the check: no power is taken.',
      power: (n, owner, mover) => 'Power ' + n + ' is ' + owner + '’s: ' + owner + ' decide' + (owner === mover ? '.' : ' whether ' + mover + ' play.'),
      play: 'Play',
      nul: 'Null move',
      playTitle: 'The power decides a normal move: then click the piece to play',
      nulTitle: 'The power decides the null move (a pass)',
      played: 'Click the piece to play.',
      over: { checkmate: 'Checkmate: the game is over.', stalemate: 'Stalemate: the game is over.', 'dead-position': 'Insufficient material: the game is over.', errors: 'The game has errors before this move: fix them first.', variant: 'This variant is not entered on the board.', awele: 'The Awélé game is over.' },
      goesOn: 'The game goes on after this move.',
      replace: 'Replace the rest',
      variation: 'Add a variation',
      cancel: 'Cancel',
      promo: 'Promotion:',
      pieces: { q: 'Queen', r: 'Rook', b: 'Bishop', n: 'Knight' },
      white: 'White', black: 'Black',
      nags: 'Signs',
      comment: 'Comment…',
      commentLabel: 'Comment on the move',
      write: 'Write',
      result: 'Result',
      wrote: (t) => 'Written: ' + t,
      holesLabel: 'Sow',
      movesLabel: 'Move',
      playMove: 'Play this move',
      language: 'Letters of the game',
      event: 'Event', whiteName: 'White', blackName: 'Black',
      start: 'Start',
      standard: 'Standard start',
      setup: 'Set-up (FEN and Awélé position)',
      captures: 'Awélé recorded by its captures',
      fen: 'Chess FEN', aweleFen: 'Awélé position (OGN: 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S)', capturesLabel: 'Captures (as W3 B2 W2 W2 B2 W5 ...)',
      begin: 'Start',
      lang_fr: 'French (B, N, C, F, T, D, R)', lang_en: 'English (W, B, N, B, R, Q, K)',
    },
  };
  const T = () => UI[ed.lang()] || UI.en;
  const el = (tag, attrs, text) => {
    const e = document.createElement(tag);
    for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const button = (id, onclick) => {
    const b = el('button', id ? { type: 'button', id } : { type: 'button' });
    b.addEventListener('click', onclick);
    return b;
  };

  // --- the panel beside the move list ------------------------------------

  const panel = el('section', { id: 'entry' });
  const heading = el('h3', { id: 'entry-heading' });
  const sayP = el('p', { id: 'entry-say', 'aria-live': 'polite' });
  const powerBox = el('div', { id: 'entry-power', role: 'group' });
  const powerSay = el('span', { id: 'entry-power-say' });
  const playB = button('entry-play', () => { chosen = 'play'; playB.setAttribute('aria-pressed', 'true'); say(T().played); });
  const nulB = button('entry-null', () => play('null'));
  powerBox.append(powerSay, ' ', playB, ' ', nulB);
  const askBox = el('div', { id: 'entry-ask', role: 'group', 'aria-labelledby': 'entry-ask-say' });
  const askSay = el('span', { id: 'entry-ask-say' });
  const replaceB = button('entry-replace', () => answer('replace'));
  const variationB = button('entry-variation', () => answer('variation'));
  const cancelB = button('entry-cancel', () => answer(null));
  askBox.append(askSay, ' ', replaceB, ' ', variationB, ' ', cancelB);
  const promoBox = el('div', { id: 'entry-promo', role: 'group' });
  // the keyboard's way: the holes as buttons, the moves in a list
  const holesBox = el('div', { id: 'entry-holes', role: 'group' });
  const movesBox = el('div', { id: 'entry-moves' });
  const movesSel = el('select', { id: 'entry-move-list' });
  const movesGo = button('entry-move-play', () => { if (movesSel.value) choose(movesSel.value); });
  movesBox.append(movesSel, ' ', movesGo);
  const notes = el('div', { id: 'entry-notes', role: 'toolbar' });
  const nagBs = ['!', '?', '!!', '??', '!?', '?!'].map((n) => {
    const b = button('', () => annotate('nag:' + n));
    b.textContent = n;
    b.className = 'nag';
    return b;
  });
  const commentB = button('entry-comment-open', () => { commentBox.hidden = !commentBox.hidden; if (!commentBox.hidden) commentIn.focus(); });
  const results = ['1-0', '0-1', '1/2-1/2', '*'].map((r) => {
    const b = button('', () => annotate('result:' + r));
    b.textContent = r === '1/2-1/2' ? '½-½' : r;
    b.className = 'result';
    b.setAttribute('data-result', r);
    return b;
  });
  notes.append(...nagBs, commentB, ...results);
  const commentBox = el('div', { id: 'entry-comment' });
  const commentLabel = el('label', { for: 'entry-comment-text' });
  const commentIn = el('input', { type: 'text', id: 'entry-comment-text' });
  const commentGo = button('entry-comment-write', () => {
    const c = commentIn.value.trim();
    if (!c) return;
    annotate('comment:' + c).then((ok) => { if (ok) { commentIn.value = ''; commentBox.hidden = true; } });
  });
  commentIn.addEventListener('keydown', (e) => { if (e.key === 'Enter') commentGo.click(); });
  commentBox.append(commentLabel, ' ', commentIn, ' ', commentGo);
  commentBox.hidden = true;
  panel.append(heading, sayP, powerBox, askBox, promoBox, holesBox, movesBox, notes, commentBox);
  const movesHeading = $('moves') && $('moves').previousElementSibling;
  $('panel').insertBefore(panel, movesHeading || $('moves'));

  // "Nouvelle partie…" in the toolbar, and its dialog
  const newB = button('entry-new', () => {
    dialog.hidden = !dialog.hidden;
    newB.setAttribute('aria-expanded', String(!dialog.hidden));
    if (!dialog.hidden) $('new-event').focus();
  });
  newB.setAttribute('aria-expanded', 'false');
  newB.setAttribute('aria-controls', 'entry-newgame');
  $('toolbar').insertBefore(newB, $('fmt'));
  const dialog = el('form', { id: 'entry-newgame', role: 'dialog', 'aria-labelledby': 'new-title' });
  dialog.hidden = true;
  dialog.innerHTML = '<h2 id="new-title"></h2>' +
    '<p><label for="new-lang" data-e="language"></label> <select id="new-lang"><option value="fr" data-e="lang_fr"></option><option value="en" data-e="lang_en"></option></select></p>' +
    '<p><label for="new-event" data-e="event"></label> <input id="new-event" type="text"></p>' +
    '<p><label for="new-white" data-e="whiteName"></label> <input id="new-white" type="text"> <label for="new-black" data-e="blackName"></label> <input id="new-black" type="text"></p>' +
    '<fieldset><legend data-e="start"></legend>' +
    '<p><input type="radio" name="new-start" id="new-standard" value="standard" checked> <label for="new-standard" data-e="standard"></label></p>' +
    '<p><input type="radio" name="new-start" id="new-setup" value="setup"> <label for="new-setup" data-e="setup"></label></p>' +
    '<p class="sub"><label for="new-fen" data-e="fen"></label> <input id="new-fen" type="text" spellcheck="false"></p>' +
    '<p class="sub"><label for="new-awele" data-e="aweleFen"></label> <input id="new-awele" type="text" spellcheck="false"></p>' +
    '<p><input type="radio" name="new-start" id="new-captures" value="captures"> <label for="new-captures" data-e="captures"></label></p>' +
    '<p class="sub"><label for="new-captures-text" data-e="capturesLabel"></label> <input id="new-captures-text" type="text" spellcheck="false"></p>' +
    '</fieldset><p id="new-error" role="alert"></p>' +
    '<p><button type="submit" id="new-begin" data-e="begin"></button> <button type="button" id="new-cancel" data-e="cancel"></button></p>';
  $('toolbar').after(dialog);
  $('new-cancel').addEventListener('click', () => { dialog.hidden = true; newB.setAttribute('aria-expanded', 'false'); newB.focus(); });
  for (const id of ['new-fen', 'new-awele']) $(id).addEventListener('input', () => { $('new-setup').checked = true; });
  $('new-captures-text').addEventListener('input', () => { $('new-captures').checked = true; });
  $('new-lang').addEventListener('change', () => { $('new-lang').dataset.chosen = '1'; });
  dialog.addEventListener('submit', (e) => { e.preventDefault(); newGame(); });

  function label() {
    const t = T();
    panel.setAttribute('aria-label', t.region);
    heading.textContent = t.heading;
    newB.textContent = t.newGame;
    playB.textContent = t.play;
    playB.title = t.playTitle;
    nulB.textContent = t.nul;
    nulB.title = t.nulTitle;
    replaceB.textContent = t.replace;
    variationB.textContent = t.variation;
    cancelB.textContent = t.cancel;
    notes.setAttribute('aria-label', t.nags + ', ' + t.result);
    commentB.textContent = t.comment;
    commentLabel.textContent = t.commentLabel;
    commentGo.textContent = t.write;
    holesBox.setAttribute('aria-label', t.holesLabel);
    movesSel.setAttribute('aria-label', t.movesLabel);
    movesGo.textContent = t.playMove;
    $('new-title').textContent = t.newTitle;
    for (const x of dialog.querySelectorAll('[data-e]')) x.textContent = t[x.getAttribute('data-e')];
    // the game's letters follow the page's language until chosen
    if (!$('new-lang').dataset.chosen) $('new-lang').value = ed.lang();
    render();
  }
  new MutationObserver(label).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });

  // --- what may be entered at the point ----------------------------------

  let entry = null; // web.Entry at the point
  let at = null; // the point: { text, game, at }
  let pin = null; // the point after the last move entered: { text, at, step }
  let selected = null; // the square of the piece chosen
  let chosen = null; // the power's choice made with "Jouer"
  let pending = null; // a move waiting for the answer replace / variation
  let asked = 0;

  function say(msg) { sayP.textContent = msg || ''; }

  // point is where to play: after the move entered last while the text
  // and the step shown are those it left, else after the move shown
  function point() {
    const game = ed.game();
    if (!game) return null;
    const text = ed.text();
    if (pin && pin.text === text && (pin.step === null || pin.step === ed.step())) return { text, game, at: pin.at, pinned: true };
    pin = null;
    const p = ed.point();
    return p === null ? null : { text, game, at: p };
  }

  async function refresh() {
    const p = point();
    selected = null;
    chosen = null;
    const n = ++asked;
    panel.dataset.state = 'busy';
    if (!p) { entry = null; at = null; render(); return; }
    let e;
    try {
      e = JSON.parse(await awechec.entry('at', p.text, JSON.stringify({ game: p.game, at: p.at }), ed.lang(), ed.name()));
    } catch (err) {
      if (n === asked) { entry = null; at = null; render(); say(err.message); }
      return;
    }
    if (n !== asked || p.text !== ed.text()) return;
    entry = e;
    at = p;
    // ready: what the panel shows is of the text in the editor
    panel.dataset.state = 'ready';
    // a variation's position, or a new Awélé game's holes: drawn here
    if (e.step && (e.in_variation || e.new_awele)) AwechecReplayer.show(e.step);
    render();
  }

  // asked once the replayer has settled: a game loaded shows its start,
  // then the move at the cursor
  let later = 0;
  ed.onstep = () => {
    clearTimeout(later);
    later = setTimeout(() => {
      if (pin && pin.step === null && pin.text === ed.text() && ed.game()) pin.step = ed.step();
      refresh();
    }, 0);
  };

  const colourName = (c) => (c === 'b' ? T().black : T().white);

  function render() {
    const t = T(), e = entry;
    askBox.hidden = !pending;
    promoBox.hidden = true;
    powerBox.hidden = true;
    holesBox.hidden = movesBox.hidden = true;
    notes.hidden = !e;
    for (const b of [playB]) b.setAttribute('aria-pressed', String(chosen === 'play'));
    if (pending) askSay.textContent = t.goesOn;
    drawLayer();
    if (!e) { say(ed.game() ? '' : t.none); return; }
    if (e.over) { say(t.over[e.over] || e.over); return; }
    const msgs = [];
    if (e.holes && e.moves) msgs.push(t.pieceOrHole);
    else if (e.new_awele) msgs.push(t.newAwele);
    else if (e.holes) msgs.push(t.hole);
    else if (e.moves) msgs.push(t.piece);
    if (e.check && e.moves && e.moves.length) msgs.push(t.check(colourName(sideOf(e))));
    if (e.power) {
      powerBox.hidden = false;
      powerSay.textContent = t.power(e.power.n, colourName(e.power.owner), colourName(e.power.mover));
    }
    say(msgs.join(' '));
    // the keyboard's way
    holesBox.textContent = '';
    for (const h of e.holes || []) {
      const b = button('', () => choose('hole:' + h.hole));
      b.textContent = h.token;
      b.className = 'hole';
      b.setAttribute('data-hole', String(h.hole));
      holesBox.appendChild(b);
    }
    holesBox.hidden = !(e.holes && e.holes.length);
    movesSel.textContent = '';
    for (const m of e.moves || []) movesSel.appendChild(el('option', { value: 'chess:' + m.uci }, m.san));
    movesBox.hidden = !(e.moves && e.moves.length);
  }
  // the side to move of an entry that answers a check: the mover of its moves
  function sideOf(e) {
    const s = e.step;
    return s && s.t === 'b' ? 'b' : 'w';
  }

  // --- the board: holes, pieces, targets ---------------------------------

  function svg() { return $('board').querySelector('svg#awechec-board'); }
  function geometry() {
    const s = svg();
    if (!s) return null;
    const board = s.querySelector('#chessboard rect');
    const holes = Array.from(s.querySelectorAll('#awele-board circle'), (c) => [+c.getAttribute('cx'), +c.getAttribute('cy'), +c.getAttribute('r')]);
    const g = { s, holes };
    if (board) {
      g.x = +board.getAttribute('x');
      g.y = +board.getAttribute('y');
      g.sq = +board.getAttribute('width') / 8;
    }
    return g;
  }
  function toSVG(g, ev) {
    const pt = g.s.createSVGPoint();
    pt.x = ev.clientX;
    pt.y = ev.clientY;
    return pt.matrixTransform(g.s.getScreenCTM().inverse());
  }
  function squareAt(g, p) {
    if (!g.sq) return null;
    const f = Math.floor((p.x - g.x) / g.sq), r = 7 - Math.floor((p.y - g.y) / g.sq);
    if (f < 0 || f > 7 || r < 0 || r > 7) return null;
    return 'abcdefgh'[f] + (r + 1);
  }
  function holeAt(g, p) {
    return g.holes.findIndex((h) => Math.hypot(p.x - h[0], p.y - h[1]) <= h[2] + 4);
  }
  function squareXY(g, name) {
    return [g.x + (name.charCodeAt(0) - 97) * g.sq, g.y + (8 - Number(name[1])) * g.sq];
  }
  const movesFrom = (sq) => (entry && entry.moves || []).filter((m) => m.from === sq);

  // drawLayer marks the holes that may be sown, the piece chosen and its
  // targets, on a layer of the board's own (the replayer redraws the
  // others)
  function drawLayer() {
    const g = geometry();
    if (!g) return;
    let layer = g.s.querySelector('#entry-layer');
    if (!layer) {
      layer = document.createElementNS(SVGNS, 'g');
      layer.id = 'entry-layer';
      layer.setAttribute('pointer-events', 'none');
      g.s.appendChild(layer);
    }
    layer.textContent = '';
    const add = (name, attrs) => {
      const x = document.createElementNS(SVGNS, name);
      for (const k in attrs) x.setAttribute(k, String(attrs[k]));
      layer.appendChild(x);
    };
    if (!entry || pending) return;
    for (const h of entry.holes || []) {
      const c = g.holes[h.hole];
      if (c) add('circle', { cx: c[0], cy: c[1], r: c[2] + 3, class: 'entry-hole', 'data-hole': h.hole });
    }
    if (selected && g.sq) {
      const [x, y] = squareXY(g, selected);
      add('rect', { x, y, width: g.sq, height: g.sq, class: 'entry-sel' });
      const seen = new Set();
      for (const m of movesFrom(selected)) {
        if (seen.has(m.to)) continue;
        seen.add(m.to);
        const [tx, ty] = squareXY(g, m.to);
        add('circle', { cx: tx + g.sq / 2, cy: ty + g.sq / 2, r: g.sq / 5, class: 'entry-target', 'data-sq': m.to });
      }
    }
  }

  let downAt = null; // the square a press began on (a drag)
  $('board').addEventListener('pointerdown', (ev) => {
    const g = geometry();
    if (!g || !entry || pending || entry.over) return;
    const p = toSVG(g, ev);
    const h = holeAt(g, p);
    if (h >= 0 && (entry.holes || []).some((x) => x.hole === h)) {
      ev.preventDefault();
      choose('hole:' + h);
      return;
    }
    const sq = squareAt(g, p);
    if (!sq) return;
    if (selected && movesFrom(selected).some((m) => m.to === sq)) {
      ev.preventDefault();
      move(selected, sq);
      return;
    }
    selected = movesFrom(sq).length ? sq : null;
    downAt = selected;
    if (selected) ev.preventDefault();
    drawLayer();
  });
  $('board').addEventListener('pointerup', (ev) => {
    const from = downAt;
    downAt = null;
    const g = geometry();
    if (!g || !from || !entry) return;
    const sq = squareAt(g, toSVG(g, ev));
    // a piece dragged to a target
    if (sq && sq !== from && movesFrom(from).some((m) => m.to === sq)) move(from, sq);
  });

  // move plays the piece of from to to: a promotion asks its piece
  function move(from, to) {
    const ms = movesFrom(from).filter((m) => m.to === to);
    if (!ms.length) return;
    if (ms.length === 1) { choose('chess:' + ms[0].uci); return; }
    promoBox.textContent = '';
    promoBox.append(el('span', {}, T().promo), ' ');
    for (const m of ms) {
      const b = button('', () => { promoBox.hidden = true; choose('chess:' + m.uci); });
      b.textContent = T().pieces[m.promo] + ' (' + m.san + ')';
      b.setAttribute('data-promo', m.promo);
      promoBox.append(b, ' ');
    }
    promoBox.hidden = false;
    promoBox.querySelector('button').focus();
  }

  // choose plays a move; where the game goes on, it asks first: replace
  // the rest, or add a variation (when the move replaces one of its game)
  function choose(mv) {
    if (!entry || !at) return;
    if (!entry.next) { play(mv); return; }
    pending = mv;
    const kind = mv.startsWith('hole:') ? 'awele' : 'chess';
    variationB.hidden = entry.next !== kind;
    render();
    replaceB.focus();
  }
  function answer(mode) {
    const mv = pending;
    pending = null;
    selected = null;
    render();
    if (mv && mode) play(mv, mode);
  }
  function play(mv, mode) {
    if (!entry || !at) return;
    if (entry.next && !mode) { choose(mv); return; }
    return write(mv, mode || '');
  }
  function annotate(what) { return write(what, ''); }

  async function write(mv, mode) {
    const p = at;
    if (!p || p.text !== ed.text()) return false;
    panel.dataset.state = 'busy';
    let r;
    try {
      r = JSON.parse(await awechec.entry('enter', p.text, JSON.stringify({ game: p.game, at: p.at, move: mv, mode }), ed.lang(), ed.name()));
    } catch (err) {
      say(err.message);
      panel.dataset.state = 'ready';
      return false;
    }
    if (p.text !== ed.text()) return false;
    pin = { text: r.text, at: r.caret, step: null };
    entry = null;
    ed.write(r.text, r.caret);
    say(T().wrote(r.written));
    return true;
  }

  // --- a new game --------------------------------------------------------

  async function newGame() {
    const start = dialog.querySelector('input[name="new-start"]:checked').value;
    const spec = {
      lang: $('new-lang').value,
      event: $('new-event').value, white: $('new-white').value, black: $('new-black').value,
      fen: start === 'setup' ? $('new-fen').value : '',
      awele_fen: start === 'setup' ? $('new-awele').value : '',
      captures: start === 'captures' ? $('new-captures-text').value : '',
    };
    let r;
    try {
      r = JSON.parse(await awechec.entry('new', '', JSON.stringify(spec), ed.lang(), ed.name()));
    } catch (err) {
      $('new-error').textContent = err.message;
      return;
    }
    $('new-error').textContent = '';
    dialog.hidden = true;
    newB.setAttribute('aria-expanded', 'false');
    const old = ed.text().replace(/\s+$/, '');
    const s = (old ? old + '\n\n' : '') + r.text;
    // the cursor at the game's end, before its result: the board shows
    // its last move (its captures), the next move is entered after it
    pin = null;
    ed.write(s, s.lastIndexOf('*'));
  }

  label();
})();
