// Replayer of awechec pages. AWECHEC holds the layout and the games (see
// render.WriteHTML); the board is the SVG written by render.WriteSVG, whose
// dynamic layer this script redraws with the same symbols and layout.
// A page without AWECHEC (the web page of package web) hands the same
// object (render.PageData) to AwechecReplayer.load when it has a game.
(function () {
  'use strict';
  let DATA = null, L = null, GAMES = [];
  // The games come one script element each (render.PageWriter). Their
  // texts (labels, notes, status lines) are numbers in one table that each
  // game extends with its new texts, in page order.
  const TEXTS = [];
  function load(data) {
    DATA = data;
    L = data.layout;
    GAMES = data.games;
    TEXTS.length = 0;
    for (const G of GAMES) for (const x of G.strs) TEXTS.push(x);
  }
  const text = (v) => (typeof v === 'number' ? TEXTS[v] : v);
  const HOLES = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const holes = (h) => (typeof h === 'string' ? Array.from(h, (c) => HOLES.indexOf(c)) : h);
  // The steps come delta-encoded (render.PageWriter.appendSteps): carry
  // the state fields forward, pad the dots back to 49 and look the texts
  // up. A game is decoded when it is first shown.
  const STATE = ['k', 'b', 't', 'h', 's', 'at', 'd', 'n', 'st'];
  function decode(G) {
    if (G.decoded) return;
    let prev = {};
    G.steps = G.steps.map((w) => {
      const st = {};
      for (const k of STATE) st[k] = k in w ? w[k] : prev[k];
      prev = st;
      const s = Object.assign({ o: -1 }, w, st);
      s.h = holes(st.h);
      s.st = text(st.st);
      s.l = text(w.l);
      if ('x' in w) s.x = text(w.x);
      s.d = (st.d || '').padEnd(49, '.');
      return s;
    });
    G.decoded = true;
  }
  // words returns the page's words in the language of game G.
  const words = (G) => DATA.text[G.lang] || DATA.text.en;
  const SVGNS = 'http://www.w3.org/2000/svg';
  const $ = (id) => document.getElementById(id);
  let game = 0;
  let cur = 0;
  // the game's move tree (movetree.js), the line chosen at a fork (0: the
  // line's own next move), the chessboard turned round (the key f)
  let tree = null, pick = 0, flipped = false;

  function squareName(i) { return 'abcdefgh'[i % 8] + String(Math.floor(i / 8) + 1); }
  function parseSquare(s) {
    if (!s || s.length !== 2) return -1;
    const f = s.charCodeAt(0) - 97, r = s.charCodeAt(1) - 49;
    if (f < 0 || f > 7 || r < 0 || r > 7) return -1;
    return r * 8 + f;
  }
  // fenSquares expands a FEN placement field into 64 squares (a1 = 0).
  function fenSquares(board) {
    const sq = new Array(64).fill('');
    let rank = 7, file = 0;
    for (const c of board || '') {
      if (c === '/') { rank--; file = 0; }
      else if (c >= '1' && c <= '8') file += Number(c);
      else { if (rank >= 0 && file < 8) sq[rank * 8 + file] = c; file++; }
    }
    return sq;
  }
  // a board turned round (flipped) shows Black's side at the bottom: the
  // squares and the dots between them go round the board's centre
  function squareXY(i) { if (flipped) i = 63 - i; return [L.boardX + (i % 8) * L.square, L.boardY + (7 - Math.floor(i / 8)) * L.square]; }
  function dotXY(i) { if (flipped) i = 48 - i; return [L.boardX + (i % 7 + 1) * L.square, L.boardY + (Math.floor(i / 7) + 1) * L.square]; }

  // placements mirrors Layout.placements in render/layout.go.
  function placements(s) {
    const out = [];
    const sq = L.square;
    const squareUse = (name, symbol, layer) => {
      const i = parseSquare(name);
      if (i < 0) return;
      const [x, y] = squareXY(i);
      out.push({ layer, symbol, x, y, w: sq, h: sq, attr: [] });
    };
    if (s.f) { squareUse(s.f, 'mark-move', 'marks'); squareUse(s.to, 'mark-move', 'marks'); }
    if (s.c) squareUse(s.c, 'mark-check', 'marks');
    if (s.z) squareUse(s.z, 'mark-null', 'marks');
    if (s.o >= 0 && s.o < 12) {
      const c = L.holes[s.o], r = L.holeR + 6;
      out.push({ layer: 'marks', symbol: 'mark-hole', x: c[0] - r, y: c[1] - r, w: 2 * r, h: 2 * r, attr: [] });
    }
    fenSquares(s.b).forEach((p, i) => {
      if (!p) return;
      const [x, y] = squareXY(i);
      const off = (sq - L.pieceSize) / 2;
      const colour = p === p.toUpperCase() ? 'w' : 'b';
      out.push({ layer: 'pieces', symbol: 'p-' + colour + p.toUpperCase(), x: x + off, y: y + off, w: L.pieceSize, h: L.pieceSize,
        attr: [['data-sq', squareName(i)], ['data-p', p]] });
    });
    for (let i = 0; i < s.d.length && i < 49; i++) {
      const c = s.d[i];
      if (c !== 'W' && c !== 'B') continue;
      const [x, y] = dotXY(i);
      if (i === s.n) {
        const r = L.coneH * 0.75;
        out.push({ layer: 'cones', symbol: 'mark-next', x: x - r, y: y - r, w: 2 * r, h: 2 * r, attr: [] });
      }
      out.push({ layer: 'cones', symbol: 'cone-' + c, x: x - L.coneW / 2, y: y - L.coneH * 0.62, w: L.coneW, h: L.coneH,
        attr: [['data-dot', String(i)], ['data-c', c]] });
    }
    return out;
  }

  function clear(el) { while (el.firstChild) el.removeChild(el.firstChild); }

  // draw redraws the board's dynamic layer for step s.
  function draw(s) {
    for (const id of ['marks', 'pieces', 'cones']) clear($(id));
    for (const u of placements(s)) {
      const el = document.createElementNS(SVGNS, 'use');
      el.setAttribute('href', '#' + u.symbol);
      el.setAttribute('x', String(u.x));
      el.setAttribute('y', String(u.y));
      el.setAttribute('width', String(u.w));
      el.setAttribute('height', String(u.h));
      for (const [k, v] of u.attr) el.setAttribute(k, v);
      $(u.layer).appendChild(el);
    }
    for (const t of $('counts').querySelectorAll('[data-hole]')) {
      const i = Number(t.getAttribute('data-hole'));
      t.textContent = s.h && s.h.length === 12 ? String(s.h[i]) : '';
    }
    for (const t of $('counts').querySelectorAll('[data-store]')) {
      t.textContent = String(s.s[Number(t.getAttribute('data-store'))]);
    }
    coordinates();
    $('status').textContent = s.st;
    $('caption').textContent = s.l;
    // the board's text alternative: the position in words
    const board = $('board');
    board.setAttribute('role', 'img');
    board.setAttribute('aria-label', describe(s));
  }

  // describe says the position of step s in words, for screen readers:
  // each side's pieces on their squares, the seeds of the Awélé holes
  // and of the stores, in the page's words of the game.
  function describe(s) {
    const G = GAMES[game], W = words(G);
    const colon = (a, b) => (W.tagLine || '%s: %s').replace('%s', () => a).replace('%s', () => b);
    const parts = [W['board.position'] + ' · ' + s.l];
    if (G.variant !== 'Awele') {
      const names = (W['board.pieces'] || '').split(',');
      const side = { w: [], b: [] };
      for (const u of $('pieces').querySelectorAll('use[data-sq]')) {
        const p = u.getAttribute('data-p') || '';
        const name = names['KQRBNP'.indexOf(p.toUpperCase())] || p;
        (p === p.toUpperCase() ? side.w : side.b).push(name + ' ' + u.getAttribute('data-sq'));
      }
      parts.push(colon(W['board.white'], side.w.join(', ') || W['board.empty']));
      parts.push(colon(W['board.black'], side.b.join(', ') || W['board.empty']));
    }
    // the seeds as drawn (draw has written them)
    const holes = Array.from($('counts').querySelectorAll('[data-hole]'), (t) => t.textContent);
    if (G.variant !== 'Standard' && holes.length === 12 && holes[0] !== '') {
      parts.push(colon(W['board.holes'], holes.join(', ')));
      parts.push(colon(W['board.stores'], Array.from($('counts').querySelectorAll('[data-store]'), (t) => t.textContent).join(', ')));
    }
    return parts.join('. ');
  }

  function steps() { return GAMES[game].steps; }

  // go shows step i of the current game; every control ends here.
  function go(i) {
    const n = steps().length;
    cur = Math.max(0, Math.min(n - 1, i));
    pick = 0;
    const s = steps()[cur];
    draw(s);
    // the place in the line shown (a variation's own moves counted, not
    // the other lines')
    const line = AwechecTree.line(tree, cur);
    $('counter').textContent = line.indexOf(cur) + ' / ' + (line.length - 1);
    $('label').textContent = s.l;
    // said to a screen reader: the move only, not the whole panel
    $('announce').textContent = s.l;
    $('note').textContent = s.x || '';
    const comments = $('comments');
    clear(comments);
    for (const c of s.cm || []) {
      const p = document.createElement('p');
      p.textContent = c;
      comments.appendChild(p);
    }
    const diags = $('stepdiags');
    clear(diags);
    for (const d of s.dg || []) {
      const li = document.createElement('li');
      li.textContent = d;
      diags.appendChild(li);
    }
    graphCursor();
    showPosition(s);
    AwechecTree.close();
    if (window.AwechecReplayer && AwechecReplayer.onstep) AwechecReplayer.onstep(cur);
    $('first').disabled = $('prev').disabled = cur === 0;
    $('last').disabled = $('next').disabled = !tree.kids[cur].length;
    for (const b of $('moves').querySelectorAll('button')) {
      const on = Number(b.getAttribute('data-step')) === cur;
      b.classList.toggle('current', on);
      b.classList.remove('pick');
    }
    scrollMoves();
  }

  // scrollMoves scrolls the move list (only it, never the page) to the
  // move shown, at the next frame: the button's place is read from the
  // layout, which a read right after the changes of go would make the
  // browser compute again at every step (a key held, the self-test's
  // walk), where it is drawn once a frame.
  let scrollQueued = false;
  function scrollMoves() {
    if (scrollQueued) return;
    scrollQueued = true;
    requestAnimationFrame(() => {
      scrollQueued = false;
      const list = $('moves');
      const b = list.querySelector('button.current');
      if (!b) return;
      const top = b.offsetTop - list.offsetTop;
      if (top < list.scrollTop) list.scrollTop = top - 4;
      else if (top + b.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + b.offsetHeight - list.clientHeight + 4;
    });
  }

  // step moves forward (d > 0: the next move of the line chosen at a
  // fork) or back (d < 0) by |d| moves.
  function step(d) {
    let i = cur;
    for (let k = 0; k < Math.abs(d); k++) i = d > 0 ? AwechecTree.next(tree, i, k ? 0 : pick) : Math.max(0, tree.parent[i]);
    go(i);
  }
  // choose picks the line to follow at a fork (d: 1 the next one, -1 the
  // one before), marks its first move and says it.
  function choose(d) {
    const k = tree.kids[cur];
    if (k.length < 2) return false;
    pick = (pick + d + k.length) % k.length;
    for (const b of $('moves').querySelectorAll('button.pick')) b.classList.remove('pick');
    const b = $('moves').querySelector('button[data-step="' + k[pick] + '"]');
    if (b) b.classList.add('pick');
    $('announce').textContent = steps()[k[pick]].l;
    return true;
  }
  // end goes to the last move of the line shown.
  function end() { go(AwechecTree.lineEnd(tree, cur)); }

  function sectionOf(s, W) {
    if (s.k === 'chess') return W.chess;
    // the catalogue's number verb: %d, or %#d in English (i18n.typeset)
    if (s.ag) return W.awele.replace(/%#?d/, String(s.ag));
    return '';
  }

  // moveButton is the button of step s (index i) in the move list: a
  // click shows it, a right click (or the menu key) opens its menu.
  function moveButton(s, i) {
    const b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('data-step', String(i));
    const dot = s.l.indexOf(' · ');
    b.textContent = dot >= 0 ? s.l.slice(dot + 3) : s.l;
    if (s.k === 'failed') b.classList.add('failed');
    else if (s.k !== 'chess') b.classList.add('awele');
    if (s.dg) b.classList.add('has-diag');
    b.addEventListener('click', () => go(i));
    b.addEventListener('contextmenu', (e) => { e.preventDefault(); go(i); openMenu(b); });
    return b;
  }

  // --- the position as text, the board turned round, the move's menu ---

  // awelePosition is the Awélé position of step s in the AweleFEN tag's
  // form (holes A..F then a..f, the two stores, the side to move), '' when
  // the record does not say it.
  function awelePosition(s) {
    if (!s.h || s.h.length !== 12 || !s.at) return '';
    return s.h.concat(s.s).join('-') + '-' + s.at;
  }
  const fenOf = (s) => (s.b ? s.b + ' ' + (s.fx || s.t || 'w') : '');
  // showPosition writes the FEN and the Awélé position of step s under
  // the board; a part the game has not is hidden.
  function showPosition(s) {
    if (!$('fen')) return;
    const fen = GAMES[game].variant === 'Awele' ? '' : fenOf(s);
    const aw = GAMES[game].variant === 'Standard' ? '' : awelePosition(s);
    $('fen').value = fen;
    $('fen-row').hidden = !fen;
    $('awele-pos').value = aw;
    $('awele-row').hidden = !aw;
  }
  // copy puts the text of input box in the clipboard and says so.
  async function copy(box) {
    const W = words(GAMES[game]);
    try {
      await navigator.clipboard.writeText(box.value);
    } catch (e) {
      // no clipboard here (a page opened from the disk): the text is
      // selected, for Ctrl+C
      box.focus();
      box.select();
      return;
    }
    $('announce').textContent = W['tree.copied'];
  }
  // flip turns the chessboard round (or back): pieces, marks, dots and
  // the coordinates.
  function flip() {
    flipped = !flipped;
    $('flip').setAttribute('aria-pressed', String(flipped));
    draw(steps()[cur]);
  }
  // coordinates writes the chessboard's coordinates for its side shown
  // (a board swapped in by the web page comes unturned).
  function coordinates() {
    const board = $('chessboard');
    if (!board || board.getAttribute('data-flipped') === String(flipped)) return;
    const was = board.getAttribute('data-flipped') === 'true';
    if (was !== flipped) {
      for (const t of board.querySelectorAll('text')) {
        const c = t.textContent;
        if (/^[a-h]$/.test(c)) t.textContent = String.fromCharCode(201 - c.charCodeAt(0)); // a <-> h
        else if (/^[1-8]$/.test(c)) t.textContent = String(9 - Number(c));
      }
    }
    board.setAttribute('data-flipped', String(flipped));
  }
  // openMenu opens the menu of the move shown, beside at (its button in
  // the list, or the menu button): copy its FEN or Awélé position, and on
  // a page that edits the text (AwechecReplayer.edit) promote its
  // variation or delete the moves from it.
  function openMenu(at) {
    const W = words(GAMES[game]);
    at = at || $('movemenu');
    const items = [];
    if (!$('fen-row').hidden) items.push({ label: W['tree.copyFEN'], run: () => copy($('fen')) });
    if (!$('awele-row').hidden) items.push({ label: W['tree.copyAwele'], run: () => copy($('awele-pos')) });
    const edit = window.AwechecReplayer && AwechecReplayer.edit;
    if (edit) {
      const i = cur, path = labels(i);
      items.push({ label: W['tree.promote'], run: tree.depth[i] > 0 ? () => edit('promote', i, path) : null });
      items.push({ label: W['tree.delete'], run: i > 0 ? () => edit('delete', i, labels(tree.parent[i])) : null });
    }
    if (!items.length) return;
    AwechecTree.menu(at, items);
  }
  // labels are the labels of the moves from the start to step i: a
  // move's place in the tree, kept when the text is rewritten.
  function labels(i) {
    const out = [];
    for (let j = i; j > 0; j = tree.parent[j]) out.push(steps()[j].l);
    return out.reverse();
  }
  // find returns the step reached by the moves labelled path (labels), -1
  // when there is none.
  function find(path) {
    let i = 0;
    for (const l of path) {
      const k = tree.kids[i].find((c) => steps()[c].l === l);
      if (k === undefined) return -1;
      i = k;
    }
    return i;
  }
  // relabel writes the words of the controls added to the replayer
  // (turn the board, the move's menu, the position's copy buttons) in the
  // game's language.
  function relabel(W) {
    if (!$('flip')) return;
    $('flip').setAttribute('aria-label', W['tree.flip']);
    $('flip').title = W['keys.flip'];
    $('movemenu').setAttribute('aria-label', W['tree.menu']);
    $('movemenu').title = W['keys.menu'];
    $('fen-name').textContent = W['tree.fen'];
    $('awele-name').textContent = W['tree.awele'];
    $('copy-fen').textContent = $('copy-awele').textContent = W['tree.copy'];
    $('copy-fen').setAttribute('aria-label', W['tree.copyFEN']);
    $('copy-awele').setAttribute('aria-label', W['tree.copyAwele']);
  }

  // selectGame shows game g from its first step.
  function selectGame(g) {
    game = Math.max(0, Math.min(GAMES.length - 1, g));
    const G = GAMES[game];
    decode(G);
    const W = words(G);
    document.documentElement.lang = G.lang;
    // A standalone Awélé record has no chessboard and no powers: the
    // Awélé board alone; a game of standard chess has no Awélé board and
    // no powers: the chessboard alone.
    for (const id of ['chessboard', 'dots']) $(id).style.display = G.variant === 'Awele' ? 'none' : '';
    for (const id of ['awele-board', 'counts', 'dot-grid']) $(id).style.display = G.variant === 'Standard' ? 'none' : '';
    $('title').textContent = G.title;
    $('tags').textContent = G.tags.map((t) => {
      const [label, value] = [W['tag.' + t[0]] || t[0], t[1]];
      return (W.tagLine || '%s: %s').replace('%s', () => label).replace('%s', () => value);
    }).join(' · ');
    for (const b of document.querySelectorAll('#games button')) {
      b.setAttribute('aria-current', String(Number(b.getAttribute('data-game')) === game));
    }
    const moves = $('moves');
    clear(moves);
    tree = AwechecTree.build(G.steps);
    AwechecTree.render(moves, tree, (i) => moveButton(G.steps[i], i), (i) => sectionOf(G.steps[i], W));
    relabel(W);
    const all = $('alldiags');
    clear(all);
    if (G.diags && G.diags.length) {
      const h = document.createElement('h3');
      h.textContent = W.diags;
      all.appendChild(h);
      const ul = document.createElement('ul');
      ul.className = 'diags';
      for (const d of G.diags) {
        const li = document.createElement('li');
        li.textContent = d;
        ul.appendChild(li);
      }
      all.appendChild(ul);
    }
    drawGraph();
    go(0);
  }

  // The evaluation graph under the board: the [%eval] of each step's
  // comments (awechec analyse and lichess write it; pawns for White, at
  // most 10, a mate at the edge), one point per step, the marked moves on
  // it; a click goes to the nearest move.
  const EVAL = /\[%eval\s+(#-?\d+|-?\d+(?:\.\d+)?)\]/;
  const GW = 400, GH = 60;
  // The page's template holds the graph; a page built from the replayer's
  // parts without it (the web page) gets it under its board here.
  if (!$('evalgraph') && $('board')) {
    const g = document.createElementNS(SVGNS, 'svg');
    g.id = 'evalgraph';
    g.setAttribute('viewBox', '0 0 ' + GW + ' ' + GH);
    g.setAttribute('preserveAspectRatio', 'none');
    g.style.display = 'none';
    $('board').appendChild(g);
  }
  function evalOf(s) {
    for (const c of s.cm || []) {
      const m = EVAL.exec(c);
      if (!m) continue;
      if (m[1][0] === '#') return m[1][1] === '-' ? -10 : 10;
      return Math.max(-10, Math.min(10, parseFloat(m[1])));
    }
    return null;
  }
  function svgEl(parent, name, attrs) {
    const el = document.createElementNS(SVGNS, name);
    for (const k in attrs) el.setAttribute(k, String(attrs[k]));
    parent.appendChild(el);
    return el;
  }
  const gx = (i) => i / Math.max(1, steps().length - 1) * GW;
  const gy = (v) => GH / 2 - v / 10 * (GH / 2 - 3);
  function drawGraph() {
    const svg = $('evalgraph');
    if (!svg) return;
    clear(svg);
    const pts = [];
    steps().forEach((s, i) => { const v = evalOf(s); if (v !== null) pts.push([i, v]); });
    svg.style.display = pts.length ? '' : 'none';
    if (!pts.length) return;
    svgEl(svg, 'rect', { x: 0, y: 0, width: GW, height: GH, class: 'eg-back' });
    const area = 'M' + gx(pts[0][0]) + ',' + GH / 2 + pts.map((p) => 'L' + gx(p[0]).toFixed(1) + ',' + gy(p[1]).toFixed(1)).join('') +
      'L' + gx(pts[pts.length - 1][0]) + ',' + GH / 2 + 'Z';
    svgEl(svg, 'path', { d: area, class: 'eg-area' });
    svgEl(svg, 'line', { x1: 0, y1: GH / 2, x2: GW, y2: GH / 2, class: 'eg-mid' });
    svgEl(svg, 'polyline', { points: pts.map((p) => gx(p[0]).toFixed(1) + ',' + gy(p[1]).toFixed(1)).join(' '), class: 'eg-line' });
    for (const [i, v] of pts) {
      const mk = steps()[i].mk;
      if (!mk) continue;
      const c = svgEl(svg, 'circle', { cx: gx(i).toFixed(1), cy: gy(v).toFixed(1), r: 3, class: 'eg-mark eg-' + ({ '?!': 'inaccuracy', '?': 'mistake', '??': 'blunder' }[mk] || 'good'), 'data-step': i });
      svgEl(c, 'title', {}).textContent = steps()[i].l + ' ' + mk;
    }
    svgEl(svg, 'line', { id: 'eg-cursor', x1: 0, y1: 0, x2: 0, y2: GH, class: 'eg-cursor' });
  }
  if ($('evalgraph')) $('evalgraph').addEventListener('click', (e) => {
    const r = $('evalgraph').getBoundingClientRect();
    const i = Math.round((e.clientX - r.left) / r.width * Math.max(1, steps().length - 1));
    go(i);
  });
  function graphCursor() {
    const c = document.getElementById('eg-cursor');
    if (!c) return;
    c.setAttribute('x1', gx(cur).toFixed(1));
    c.setAttribute('x2', gx(cur).toFixed(1));
  }

  $('first').addEventListener('click', () => go(0));
  $('prev').addEventListener('click', () => step(-1));
  $('next').addEventListener('click', () => step(1));
  $('last').addEventListener('click', end);
  if ($('flip')) {
    $('flip').addEventListener('click', flip);
    $('movemenu').addEventListener('click', (e) => { e.stopPropagation(); openMenu(); });
    $('copy-fen').addEventListener('click', () => copy($('fen')));
    $('copy-awele').addEventListener('click', () => copy($('awele-pos')));
  }
  for (const b of document.querySelectorAll('#games button')) {
    b.addEventListener('click', () => selectGame(Number(b.getAttribute('data-game'))));
  }
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !GAMES.length) return;
    // keys typed into a text field are the field's
    const t = e.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    switch (e.key) {
      case 'ArrowRight': if (e.shiftKey) go(AwechecTree.enter(tree, cur, pick)); else step(1); break;
      case 'ArrowLeft': if (e.shiftKey) go(AwechecTree.leave(tree, cur)); else step(-1); break;
      case 'ArrowDown': if (!choose(1)) return; break;
      case 'ArrowUp': if (!choose(-1)) return; break;
      case 'Home': go(0); break;
      case 'End': end(); break;
      case 'n': mistake(1); break;
      case 'p': mistake(-1); break;
      case 'f': flip(); break;
      case 'ContextMenu': openMenu(); break;
      case '?': shortcuts(); break;
      default: return;
    }
    e.preventDefault();
  });

  // mistake goes to the next (dir 1) or previous (-1) marked mistake: a
  // move written with ?, ?? or ?!, a move with a diagnostic, a move the
  // replay refused.
  function mistake(dir) {
    const all = steps();
    const marked = (s) => s.dg || s.k === 'failed' || /(\?\?|\?!|[^!?]\?)$/.test((s.l || '').trim());
    // along the line shown
    const ln = AwechecTree.line(tree, cur);
    for (let k = ln.indexOf(cur) + dir; k >= 0 && k < ln.length; k += dir) {
      if (marked(all[ln[k]])) return go(ln[k]);
    }
  }
  // shortcuts shows or hides the list of the keys (the key ?).
  function shortcuts() {
    let box = $('shortcuts');
    if (box) { box.hidden = !box.hidden; return; }
    const W = words(GAMES[game]);
    box = document.createElement('div');
    box.id = 'shortcuts';
    box.setAttribute('role', 'note');
    const h = document.createElement('h3');
    h.textContent = W['keys.title'];
    box.appendChild(h);
    const ul = document.createElement('ul');
    const lines = ['first', 'prev', 'next', 'last'].map((id) => $(id).title).concat([W['keys.tree'], W['keys.flip'], W['keys.menu'], W['keys.mistakes'], W['keys.help']]);
    for (const l of lines) {
      const li = document.createElement('li');
      li.textContent = l;
      ul.appendChild(li);
    }
    box.appendChild(ul);
    $('panel').insertBefore(box, $('panel').firstChild);
  }

  // readBack reads the position shown from the drawn board itself.
  function readBack() {
    const sq = new Array(64).fill('');
    for (const u of $('pieces').querySelectorAll('use[data-sq]')) {
      const i = parseSquare(u.getAttribute('data-sq'));
      if (i >= 0) sq[i] = u.getAttribute('data-p');
    }
    const ranks = [];
    for (let r = 7; r >= 0; r--) {
      let row = '', empty = 0;
      for (let f = 0; f < 8; f++) {
        const p = sq[r * 8 + f];
        if (!p) { empty++; continue; }
        if (empty) { row += empty; empty = 0; }
        row += p;
      }
      if (empty) row += empty;
      ranks.push(row);
    }
    const holes = Array.from($('counts').querySelectorAll('[data-hole]'), (t) => t.textContent || '-').join(',');
    const stores = Array.from($('counts').querySelectorAll('[data-store]'), (t) => t.textContent).join(',');
    const dots = new Array(49).fill('.');
    for (const u of $('cones').querySelectorAll('use[data-dot]')) dots[Number(u.getAttribute('data-dot'))] = u.getAttribute('data-c');
    return 'board=' + ranks.join('/') + ' holes=' + holes + ' stores=' + stores + ' dots=' + dots.join('');
  }

  function key(k, shift) { document.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey: !!shift, bubbles: true })); }

  // selftest steps through every game with the controls and the keys and
  // writes what the board shows at each step into <pre id="selftest">.
  function selftest() {
    const out = [];
    const rec = (how) => {
      const s = steps()[cur];
      out.push('game=' + game + ' step=' + cur + ' how=' + how + ' kind=' + s.k + ' ply=' + (s.p || 0) +
        ' ag=' + (s.ag || 0) + ' am=' + (s.am || 0) + ' ' + readBack() + ' label=' + $('label').textContent);
      // the page's words
      if (how === 'select') {
        const sections = Array.from($('moves').querySelectorAll('li.section'), (x) => x.textContent);
        // the parts of the board shown (none of their groups hidden)
        const shown = ['chessboard', 'dot-grid', 'awele-board', 'counts'].filter((id) => {
          for (let el = $(id); el && el.style; el = el.parentNode) if (el.style.display === 'none') return false;
          return true;
        });
        out.push('ui game=' + game + ' lang=' + document.documentElement.lang + ' shown=' + shown.join(',') + ' status=' + $('status').textContent +
          ' note=' + $('note').textContent + ' sections=' + sections.join('|'));
      }
    };
    for (let g = 0; g < GAMES.length; g++) {
      const b = document.querySelector('#games button[data-game="' + g + '"]');
      if (b) b.click(); else selectGame(g);
      rec('select');
      const n = AwechecTree.line(tree, 0).length; // the main line
      for (let i = 1; i < n; i++) {
        if (i % 2) { $('next').click(); rec('button'); }
        else { key('ArrowRight'); rec('ArrowRight'); }
      }
      key('ArrowRight'); rec('ArrowRight-at-end');
      key('Home'); rec('Home');
      key('End'); rec('End');
      key('ArrowLeft'); rec('ArrowLeft');
      step(-1); rec('step-back');
      // every variation, reached with the keys: its fork, down to its
      // line, right into it, then right to its end; and from the move it
      // is an alternative to, Shift+right into the first variation and
      // Shift+left out again
      for (let v = 1; v < steps().length; v++) {
        if (!AwechecTree.varStart(tree, v)) continue;
        const p = tree.parent[v], k = tree.kids[p].indexOf(v);
        go(p);
        for (let j = 0; j < k; j++) key('ArrowDown');
        key('ArrowRight'); rec('fork');
        while (tree.kids[cur].length) { key('ArrowRight'); rec('line'); }
        if (k !== 1) continue;
        go(tree.kids[p][0]);
        key('ArrowRight', true); rec('enter');
        key('ArrowLeft', true); rec('leave');
      }
    }
    out.push('done');
    const pre = $('selftest');
    pre.textContent = out.join('\n');
    pre.hidden = false;
    return pre.textContent;
  }

  // The web page's handle on the replayer: load shows game g of the data
  // of render.PageData; go shows a step of it; onstep, when set, is told
  // each step shown.
  window.AwechecReplayer = {
    load(data, g) { load(data); selectGame(g || 0); },
    go(i) { go(i); },
    steps() { return GAMES.length ? steps() : []; },
    // the moves from the start to step i, and the step they reach (-1:
    // none), to find a move again in a rewritten text
    path(i) { return labels(i); },
    find(path) { return find(path); },
    // edit, when set (the web page), is called by the move's menu with
    // an operation ('promote', 'delete'), the step and the path of the
    // step to show once the text is rewritten
    edit: null,
    current() { return { game, step: cur }; },
    selftest,
    // show draws a position that is not a step of the game shown (a
    // variation's, as entry.js enters it): a step as render.Step writes it
    show(s) { draw(Object.assign({ o: -1, d: '' }, s, { d: (s.d || '').padEnd(49, '.') })); },
    onstep: null,
  };
  if (typeof AWECHEC !== 'undefined') {
    load(AWECHEC);
    selectGame(0);
    if (location.hash === '#selftest') selftest();
  }
})();
