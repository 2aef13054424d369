#!/usr/bin/env node
// Puts a Content-Security-Policy into a finished build's index.html (Trunk's post_build hook,
// before gen-sw.mjs). Scripts run only from this site's own files and from the page's inline
// scripts whose exact SHA-256 is listed here — Trunk's loader among them, whose text names this
// build's hashed files, so the list is made now. No 'unsafe-inline' for scripts: an injected
// <script> or onerror= attribute does not run.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('usage: csp.mjs <build folder> (or run as a Trunk hook)');
const file = join(dir, 'index.html');
let html = readFileSync(file, 'utf8').replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, '');

// First, one more edit of the page: no preload of the WebAssembly. WebKit (Safari) never hands a
// preloaded file to the loader's fetch and downloads it a second time (measured in WebKitGTK,
// with and without an integrity hash, with and without its type); without the preload every
// engine fetches it once, as soon as the loader runs.
html = html.replace(/<link\b(?=[^>]*\brel="?preload"?)(?=[^>]*_bg\.wasm)[^>]*>/g, '');
// Nor of the second app's JavaScript snippets (the camera's): the first app never imports them,
// and the second imports them itself.
html = html.replace(/<link\b(?=[^>]*\brel="?modulepreload"?)(?=[^>]*snippets\/)[^>]*>/g, '');

// And the loader asks for the WebAssembly only once the page's plain first view has been
// painted (a frame, then a task): that paint is the largest one, and no download competes with
// it. Measured with Lighthouse: without this wait, most runs counted the largest paint as
// waiting for the WebAssembly (about 2.3 s instead of 1.1 s on simulated slow 4G).
const loader = 'const wasm = await init(';
if (!html.includes(loader) && !html.includes('/* which app */')) throw new Error('csp.mjs: Trunk\'s loader has changed; look at the first-paint wait');
const wait = 'await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));';
if (!html.includes(wait)) html = html.replace(loader, `${wait}\n${loader}`);

// A Trunk worker's files (`<bin>.js`, `<bin>_bg.wasm`) under this build's content hash.
function hashed(bin) {
  const js = readdirSync(dir).find((f) => new RegExp(`^${bin}(-[0-9a-f]{16})?\\.js$`).test(f));
  if (!js) throw new Error(`csp.mjs: the build has no ${bin}.js`);
  let base = js.slice(0, -3);
  if (base === bin) {
    const sum = createHash('sha256').update(readFileSync(join(dir, `${bin}.js`))).update(readFileSync(join(dir, `${bin}_bg.wasm`)));
    base = `${bin}-${sum.digest('hex').slice(0, 16)}`;
    renameSync(join(dir, `${bin}.js`), join(dir, `${base}.js`));
    renameSync(join(dir, `${bin}_bg.wasm`), join(dir, `${base}_bg.wasm`));
  }
  if (!existsSync(join(dir, `${base}_bg.wasm`))) throw new Error(`csp.mjs: ${base}_bg.wasm is missing`);
  return base;
}
// Sidibaba lives in a second WebAssembly, the whole app with that game's screens, rules and
// Leader (Trunk builds it as `sesame-full`): the first screen does not wait for it. The page
// loads it instead of the first one when its address asks for it (`?app=full`, set by the first
// app when Sidibaba opens, and kept from then on), and for a table of phones' addresses (also
// when the address changes to one, as an invitation typed into it). Its files get this build's
// content hash in their names, as Trunk gives the others, so no cache ever mixes two builds.
// The QR reader (`sesame-scan`), fetched by the second app when its camera opens on a browser
// that reads no QR code itself: the loader tells it the hashed name.
// (The crash-test build, `make build-crash`, is the first app alone: its page loads only that.)
const choose = '/* which app */';
if (!html.includes(choose) && process.env.SESAME_FIRST_APP_ALONE !== '1') {
  const fullBase = hashed('sesame-full');
  const scanBase = hashed('sesame-scan');
  html = html.replace(loader, `${choose} globalThis.sesameScan = "./${scanBase}";\nconst table = /^#(i=|a=|\\/invite\\/)/;\n`
    + `const full = new URLSearchParams(location.search).get("app") === "full" || table.test(location.hash);\n`
    + `if (!full) onhashchange = () => table.test(location.hash) && location.reload();\n`
    // If it cannot be had (offline before the service worker kept it), the first app at Home.
    + `const wasm = full ? await import("./${fullBase}.js").then((app) => app.default({ module_or_path: "./${fullBase}_bg.wasm" }))`
    + `.catch(() => new Promise(() => location.replace(location.pathname + "#/"))) : await init(`);
}

// The plain first view is written in English; for a player whose language is German or French
// (chosen before, or the browser's), a small script right after it puts in that language's
// words before anything is painted. The words come from this build's messages.json, so they
// are the app's own: when the app takes over, nothing changes on screen.
const bootWords = ['AppName', 'Home', 'Language', 'Tagline', 'NewGame', 'LearnToPlay', 'Rules', 'GameThousand', 'GameAliBabaBlurb',
  'GameThousandBlurb', 'GameSidibabaBlurb', 'PlayersRange', 'ContinueTitle'];
const rows = JSON.parse(readFileSync(join(dir, 'messages.json'), 'utf8'));
const words = Object.fromEntries(['de', 'fr'].map((lang, i) => [lang, Object.fromEntries(bootWords.map((key) => {
  const row = rows.find((r) => r[0] === key);
  if (!row) throw new Error(`csp.mjs: no message ${key} for the first view`);
  return [key, row[2 + i]];
}))]));
const bootScript = `(function(){var T=${JSON.stringify(words)},l;try{l=localStorage.getItem("sesame.lang")}catch(e){}`
  + `l=l||(navigator.language||"").split(/[-_]/)[0].toLowerCase();var d=T[l],b=document.getElementById("boot");if(!d||!b)return;`
  + `document.documentElement.lang=l;b.querySelectorAll("[data-m]").forEach(function(e){e.textContent=d[e.dataset.m].replace("{min}",e.dataset.min).replace("{max}",e.dataset.max)});`
  + `b.querySelectorAll("[data-m-label]").forEach(function(e){e.setAttribute("aria-label",e.dataset.mLabel.split(" ").map(function(k){return d[k]}).join(" — "))});`
  + `b.querySelector("select").value=l})()`;
const slot = /<script data-boot-lang[^>]*>[\s\S]*?<\/script>/;
if (!slot.test(html)) throw new Error('csp.mjs: index.html has no <script data-boot-lang> for the first view\'s words');
// (The attribute stays: the script is made again, not added twice, if this runs again.)
html = html.replace(slot, `<script data-boot-lang>${bootScript}</script>`);

const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);

const policy = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets the page compile its WebAssembly; it allows no JavaScript eval.
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
  // Inline styles stay allowed (the sprite and the drawn tables use style attributes).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
// Trunk minifies the page: the charset may have lost its quotes.
const charset = /<meta charset="?utf-8"?>/i;
if (!charset.test(html)) { console.error(html.slice(0, 400)); throw new Error("index.html has no <meta charset=utf-8> to put the policy after"); }
html = html.replace(charset, (m) => `${m}${meta}`);
writeFileSync(file, html);
console.log(`csp.mjs: ${hashes.length} inline script(s) allowed by hash`);
