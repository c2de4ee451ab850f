// build.js bundles src/editor.js with the CodeMirror packages pinned by
// package-lock.json into ../assets/editor.js, the script the page carries
// (the page stays one offline file), headed by the licence of each
// package bundled. Run `npm ci` then `node build.js [out]`;
// TestEditorBundleReproducible (internal/web) builds it again and
// compares the bytes.
'use strict';
const fs = require('fs');
const path = require('path');
const esbuild = require('esbuild');

const out = process.argv[2] || path.join(__dirname, '..', 'assets', 'editor.js');
const r = esbuild.buildSync({
  entryPoints: [path.join(__dirname, 'src', 'editor.js')],
  absWorkingDir: __dirname,
  bundle: true, minify: true, format: 'iife', target: 'es2020', charset: 'utf8',
  legalComments: 'none', metafile: true, write: false, logLevel: 'warning',
});
// the packages bundled, from the files esbuild read
const pkgs = new Set();
for (const f of Object.keys(r.metafile.inputs)) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(f);
  if (m) pkgs.add(m[1]);
}
const byText = new Map();
for (const p of [...pkgs].sort()) {
  const dir = path.join(__dirname, 'node_modules', p);
  const version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  const file = fs.readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
  const text = fs.readFileSync(path.join(dir, file), 'utf8').trim();
  if (!byText.has(text)) byText.set(text, []);
  byText.get(text).push(p + ' ' + version);
}
let head = '/* The web page\'s text editor (internal/web/editor: node build.js), bundled by esbuild ' +
  require('esbuild/package.json').version + ' from:\n';
for (const [text, names] of byText) head += '\n' + names.join(', ') + ':\n\n' + text.replace(/\*\//g, '* /') + '\n';
head += '*/\n';
fs.writeFileSync(out, head + r.outputFiles[0].text);
