// awechecWorker is the code of the page's Web Workers (web.js: workers),
// written in a worker after the toolchain's wasm_exec.js: it runs the
// WebAssembly module the page compiled and answers the page's calls of
// its functions (globalThis.awechec: check, replay, run, link), so that
// checking a record or running a command never holds the page.
// Messages from the page: {module} once, then {id, fn, args}; answers:
// {ready: true} once, then {id, value} or {id, error}.
function awechecWorker() {
  'use strict';
  let api = null;
  const waiting = [];
  async function answer(m) {
    try {
      const value = await api[m.fn].apply(null, m.args);
      self.postMessage({ id: m.id, value });
    } catch (e) {
      self.postMessage({ id: m.id, error: String((e && e.message) || e) });
    }
  }
  self.awechecReady = () => {
    api = self.awechec;
    self.postMessage({ ready: true });
    for (const m of waiting.splice(0)) answer(m);
  };
  self.onmessage = async (e) => {
    const m = e.data;
    if (m.module) {
      const go = new Go();
      try {
        const instance = await WebAssembly.instantiate(m.module, go.importObject);
        go.run(instance);
      } catch (err) {
        self.postMessage({ failed: String((err && err.message) || err) });
      }
      return;
    }
    if (!api) waiting.push(m);
    else answer(m);
  };
}
