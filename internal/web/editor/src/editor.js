// The web page's text editor (internal/web, assets/web.js): CodeMirror 6,
// which lays out only the lines in view. A text area holding a
// 500-game archive (1.6 MB) took 0.17 s to show each key on this
// project's machine, quiet; this editor's cost does not grow with the text.
//
// AwechecEditor.create(parent) makes the editor in parent and returns its
// content element (id "text", the focusable text box) with the few
// members of a text area the page and its tests use: value,
// selectionStart, selectionEnd, setSelectionRange, select, readOnly. Its
// cm member holds the rest: marks, scrolling, labels and the edit and
// cursor hooks.
import { EditorState, StateField, StateEffect, Compartment, Annotation } from '@codemirror/state';
import { EditorView, Decoration, keymap, placeholder } from '@codemirror/view';
import { history, historyKeymap, standardKeymap, insertNewline } from '@codemirror/commands';

// the page's own changes (value, setSelectionRange): not the user's edits
const own = Annotation.define();

// setMarks replaces one layer of marks ("diag": the diagnostics' tokens,
// "move": the move shown); marks move with the text until replaced.
const setMarks = StateEffect.define();
function marksField(layer) {
  return StateField.define({
    create: () => Decoration.none,
    update(set, tr) {
      set = set.map(tr.changes);
      for (const e of tr.effects) if (e.is(setMarks) && e.value.layer === layer) set = e.value.set;
      return set;
    },
    provide: (f) => EditorView.decorations.from(f),
  });
}
const diagField = marksField('diag');
const moveField = marksField('move');

const theme = EditorView.theme({
  '&': { height: '100%' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: 'inherit', overflow: 'auto' },
  '.cm-content': { padding: '8px 0', caretColor: 'currentColor' },
  '.cm-line': { padding: '0 8px' },
  '.cm-placeholder': { color: 'inherit', whiteSpace: 'pre-wrap' },
});

function create(parent) {
  const readOnly = new Compartment();
  const hist = new Compartment();
  const hint = new Compartment();
  const attrs = new Compartment();
  const hooks = { edit: null, cursor: null };
  let cache = null; // the text as a string, until it changes
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: '',
      extensions: [
        hist.of(history()),
        // Tab leaves the editor (no indentWithTab): the page is used with
        // the keyboard; Enter writes a new line without indenting
        keymap.of([{ key: 'Enter', run: insertNewline }, ...historyKeymap, ...standardKeymap]),
        readOnly.of(EditorState.readOnly.of(false)),
        hint.of([]),
        attrs.of(EditorView.contentAttributes.of({})),
        // tabindex: the text box is in the Tab order (as an editable
        // element is), said so for checkers (axe: a scrolled region holds
        // a focusable element)
        EditorView.contentAttributes.of({ id: 'text', tabindex: '0', spellcheck: 'false', autocorrect: 'off', autocapitalize: 'off', 'aria-multiline': 'true' }),
        diagField, moveField, theme,
        EditorView.updateListener.of((u) => {
          if (u.docChanged) cache = null;
          const mine = u.transactions.some((tr) => tr.annotation(own));
          if (mine) return;
          if (u.docChanged && hooks.edit) hooks.edit();
          else if (u.selectionSet && hooks.cursor) hooks.cursor();
        }),
      ],
    }),
  });
  const doc = () => view.state.doc;
  const clamp = (i) => Math.max(0, Math.min(doc().length, i | 0));
  const box = view.contentDOM;
  Object.defineProperties(box, {
    value: {
      get() {
        if (cache === null) cache = doc().toString();
        return cache;
      },
      // as a text area's: the cursor at the end, the key history dropped
      set(s) {
        s = String(s);
        // only what differs is replaced: the marks elsewhere stay
        const old = box.value;
        let a = 0, b = 0;
        const n = Math.min(old.length, s.length);
        while (a < n && old.charCodeAt(a) === s.charCodeAt(a)) a++;
        while (b < n - a && old.charCodeAt(old.length - 1 - b) === s.charCodeAt(s.length - 1 - b)) b++;
        view.dispatch({ effects: hist.reconfigure([]), annotations: own.of(true) });
        view.dispatch({ changes: { from: a, to: old.length - b, insert: s.slice(a, s.length - b) }, selection: { anchor: s.length }, annotations: own.of(true) });
        view.dispatch({ effects: hist.reconfigure(history()), annotations: own.of(true) });
        cache = s;
      },
    },
    selectionStart: { get: () => view.state.selection.main.from },
    selectionEnd: { get: () => view.state.selection.main.to },
    setSelectionRange: {
      value(a, b) {
        view.dispatch({ selection: { anchor: clamp(a), head: clamp(b === undefined ? a : b) }, scrollIntoView: true, annotations: own.of(true) });
      },
    },
    select: { value() { view.dispatch({ selection: { anchor: 0, head: doc().length }, annotations: own.of(true) }); } },
    readOnly: {
      get: () => view.state.readOnly,
      set(v) { view.dispatch({ effects: readOnly.reconfigure(EditorState.readOnly.of(!!v)), annotations: own.of(true) }); },
    },
  });
  box.cm = {
    view,
    // on(what, f): f runs after each edit by the user ("edit") or each
    // move of the cursor alone ("cursor")
    on(what, f) { hooks[what] = f; },
    // marks(layer, list) draws [{from, to, cls}] (offsets in the text)
    marks(layer, list) {
      const n = doc().length;
      const ranges = [];
      for (const m of list) {
        const from = clamp(m.from), to = Math.min(n, m.to);
        if (to > from) ranges.push(Decoration.mark({ tagName: 'mark', class: m.cls }).range(from, to));
      }
      view.dispatch({ effects: setMarks.of({ layer, set: Decoration.set(ranges, true) }), annotations: own.of(true) });
    },
    // show scrolls the text so that offset i is in view: at a third of
    // the height when it was out of view ("center"), or only if needed
    show(i, where) {
      view.dispatch({ effects: EditorView.scrollIntoView(clamp(i), { y: where || 'nearest', yMargin: 20 }), annotations: own.of(true) });
    },
    // label names the text box; hint is shown while the text is empty
    label(name, text) {
      view.dispatch({
        effects: [attrs.reconfigure(EditorView.contentAttributes.of({ 'aria-label': name })), hint.reconfigure(placeholder(text))],
        annotations: own.of(true),
      });
    },
    // line returns the 1-based line of offset i
    line: (i) => doc().lineAt(clamp(i)).number,
    lines: () => doc().lines,
    // lineStart returns the offset where 1-based line n begins
    lineStart: (n) => doc().line(Math.max(1, Math.min(doc().lines, n))).from,
    focus() { view.focus(); },
  };
  return box;
}

globalThis.AwechecEditor = { create };
