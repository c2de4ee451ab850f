// The move tree of the replayer (replay.js): the steps of a game's main
// line and of its variations (render.TreeSteps: a step's parent is the step
// before it, or its "pa" for the first move of a variation), their list
// drawn as a tree (variations indented under the move they are an
// alternative to), the moves in it (next, back, into and out of a
// variation) and the menu of a move. It knows nothing of the board:
// replay.js asks it and shows the steps.
(function () {
  'use strict';

  // build returns the tree of a game's steps: each step's parent (-1 for
  // the start), children (the line's next move first, then the
  // variations in the order written) and depth (0 on the main line).
  function build(steps) {
    const n = steps.length;
    const parent = new Array(n), kids = [], depth = new Array(n).fill(0);
    for (let i = 0; i < n; i++) kids.push([]);
    for (let i = 0; i < n; i++) {
      const p = i === 0 ? -1 : ('pa' in steps[i] ? steps[i].pa : i - 1);
      parent[i] = p;
      if (p < 0 || p >= i) continue;
      kids[p].push(i);
      depth[i] = depth[p] + (kids[p].length > 1 ? 1 : 0);
    }
    return { parent, kids, depth };
  }

  // next is the move after i on the line chosen at a fork (pick: 0 the
  // line's own next move, 1... its variations); i at the end of its line.
  function next(t, i, pick) {
    const k = t.kids[i];
    if (!k.length) return i;
    return k[Math.max(0, Math.min(k.length - 1, pick || 0))];
  }
  // lineEnd is the last move of the line through i (its own next moves).
  function lineEnd(t, i) {
    while (t.kids[i].length) i = t.kids[i][0];
    return i;
  }
  // varStart tells whether i is the first move of a variation.
  function varStart(t, i) {
    const p = t.parent[i];
    return p >= 0 && t.kids[p][0] !== i;
  }
  // enter goes into a variation: on a move that has variations
  // (alternatives to it), the first of them; else at a fork, the line
  // chosen (pick) or the first variation; else nowhere (i).
  function enter(t, i, pick) {
    const p = t.parent[i];
    if (p >= 0 && t.kids[p][0] === i && t.kids[p].length > 1) return t.kids[p][1];
    if (t.kids[i].length > 1) return t.kids[i][pick > 0 ? pick : 1];
    return i;
  }
  // leave goes out of the variation i is in, to the move it is an
  // alternative to; i itself on the main line.
  function leave(t, i) {
    let j = i;
    while (j > 0 && !varStart(t, j)) j = t.parent[j];
    if (j <= 0) return i;
    return t.kids[t.parent[j]][0];
  }
  // line is the moves of the line through i, from the start to its end:
  // the steps a reader walks with the arrows.
  function line(t, i) {
    const up = [];
    for (let j = i; j >= 0; j = t.parent[j]) up.push(j);
    up.reverse();
    for (let j = i; t.kids[j].length;) { j = t.kids[j][0]; up.push(j); }
    return up;
  }

  // render writes the move list into ol: the main line's moves inline, a
  // section's title before its first move (section(i): its name, '' for
  // none), and after a move its alternatives, each variation an indented
  // block of its own. button(i) makes the button of step i.
  function render(ol, t, button, section) {
    const put = (list, first, depth) => {
      let sec = '';
      for (let i = first; i >= 0; i = t.kids[i].length ? t.kids[i][0] : -1) {
        const s = depth === 0 && section ? section(i) : '';
        if (s && s !== sec) {
          sec = s;
          const h = document.createElement('li');
          h.className = 'section';
          h.textContent = s;
          list.appendChild(h);
        }
        const li = document.createElement('li');
        li.appendChild(button(i));
        list.appendChild(li);
        list.appendChild(document.createTextNode(' '));
        const p = t.parent[i];
        if (p < 0 || t.kids[p][0] !== i) continue;
        for (const v of t.kids[p].slice(1)) {
          const vli = document.createElement('li');
          vli.className = 'variation';
          vli.style.setProperty('--depth', String(t.depth[v]));
          const vol = document.createElement('ol');
          vol.className = 'line';
          put(vol, v, depth + 1);
          vli.appendChild(vol);
          list.appendChild(vli);
        }
      }
    };
    put(ol, 0, 0);
  }

  // menu opens the menu of a move beside button at: items are
  // {label, run} (run absent: shown disabled). The keys: up and down go
  // through it, Enter runs, Escape closes; a click elsewhere closes it.
  function menu(at, items) {
    close();
    const box = document.createElement('div');
    box.id = 'movemenu-box';
    box.setAttribute('role', 'menu');
    const buttons = items.map((it) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('role', 'menuitem');
      b.textContent = it.label;
      if (!it.run) b.disabled = true;
      else b.addEventListener('click', () => { close(); at.focus(); it.run(); });
      box.appendChild(b);
      return b;
    });
    box.addEventListener('keydown', (e) => {
      const live = buttons.filter((b) => !b.disabled);
      const k = live.indexOf(document.activeElement);
      if (e.key === 'Escape' || e.key === 'Tab') { close(); at.focus(); }
      else if (e.key === 'ArrowDown') live[(k + 1) % live.length].focus();
      else if (e.key === 'ArrowUp') live[(k - 1 + live.length) % live.length].focus();
      else return;
      e.preventDefault();
      e.stopPropagation();
    });
    at.insertAdjacentElement('afterend', box);
    const first = buttons.find((b) => !b.disabled);
    if (first) first.focus();
    setTimeout(() => document.addEventListener('click', outside), 0);
  }
  function outside(e) {
    const box = document.getElementById('movemenu-box');
    if (box && !box.contains(e.target)) close();
  }
  function close() {
    const box = document.getElementById('movemenu-box');
    if (box) box.remove();
    document.removeEventListener('click', outside);
  }

  window.AwechecTree = { build, next, lineEnd, varStart, enter, leave, line, render, menu, close };
})();
