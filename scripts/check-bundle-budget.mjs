// The home page's initial JavaScript, measured on the production build (apps/web/dist) from
// Vite's manifest: the entry chunk, the chunks it imports statically, and the home route's
// chunk with its static imports (the router loads it before the first render). CSS is reported
// beside it, not counted. Fails above the budget with what it measured; part of `npm test`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Budget for the home page's initial JavaScript, gzip, in kB: issue 9's 180 kB. The shell keeps
 * to it by loading what the first screen does not show on demand (decision 0038): the endpoint
 * contracts with zod (lib/contracts.ts), dialogs, the side menu, notifications, the analysis
 * polling, and the texts of lazily loaded features (their texts.ts). 178.1 kB on 2026-11-28 (decision 0023).
 */
export const BUDGET_KB = 180;

const dist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`bundle budget: no ${manifestPath}; run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// kB of 1000 bytes, as Vite prints them.
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;

/** A chunk and everything it imports statically, as manifest keys. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The home route's chunk: keyed by its source, or (when a lazy chunk imports from it too) by its
// chunk name, as a dynamic entry.
const homeKey = Object.keys(manifest).find(
  (key) =>
    /src\/app\/routes\/home\.tsx$/.test(key) ||
    (manifest[key].name === 'home' && manifest[key].isDynamicEntry),
);
if (!entryKey || !homeKey) {
  console.error('bundle budget: entry or home route chunk not found in the manifest.');
  process.exit(1);
}
const initial = closure(homeKey, closure(entryKey));
const rows = [...initial].map((key) => ({ file: manifest[key].file, kb: gzipKb(manifest[key].file) }));
const totalKb = rows.reduce((sum, row) => sum + row.kb, 0);
const cssKb = [...initial]
  .flatMap((key) => manifest[key].css ?? [])
  .reduce((sum, file) => sum + gzipKb(file), 0);

const lazy = Object.values(manifest)
  .filter(
    (chunk) => chunk.file.endsWith('.js') && ![...initial].some((key) => manifest[key].file === chunk.file),
  )
  .map((chunk) => ({ file: chunk.file, kb: gzipKb(chunk.file) }))
  .sort((a, b) => b.kb - a.kb)
  .slice(0, 5);

const kb = (value) => `${value.toFixed(1)} kB`;
console.log(`home page initial JavaScript: ${kb(totalKb)} gzip (budget ${BUDGET_KB} kB)`);
for (const row of rows.sort((a, b) => b.kb - a.kb)) console.log(`  ${kb(row.kb).padStart(9)}  ${row.file}`);
console.log(`  CSS, not counted: ${kb(cssKb)} gzip`);
console.log(`largest lazy chunks: ${lazy.map((row) => `${row.file} ${kb(row.kb)}`).join(', ')}`);
const maps = Object.values(manifest).filter((chunk) => existsSync(path.join(dist, `${chunk.file}.map`)));
if (maps.length > 0) {
  console.error(`bundle budget: the production build has source maps (${maps[0].file}.map); turn them off.`);
  process.exit(1);
}
if (totalKb > BUDGET_KB) {
  console.error(
    `bundle budget: the home page's initial JavaScript is ${kb(totalKb)} gzip, over the budget of ${BUDGET_KB} kB. ` +
      'Load what the first screen does not need with import() (a route, a dialog, a library), or raise the budget in a reviewed change.',
  );
  process.exit(1);
}
