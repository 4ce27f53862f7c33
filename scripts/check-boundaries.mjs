// Import boundaries of ARCHITECTURE.md and STYLE.md, checked on every `npm test`:
// - packages/shared imports no app; the apps do not import each other;
// - a web feature never imports another feature; lib, components and config import no feature or app code;
// - a server repository is used only inside its own feature.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const featureOf = (file, base) => {
  const match = rel(file).match(new RegExp(`^${base}/features/([^/]+)/`));
  return match?.[1];
};

const problems = [];
for (const dir of ['packages/shared/src', 'apps/web/src', 'apps/server/src']) {
  for (const file of sourceFiles(path.join(root, dir))) {
    const from = rel(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) {
        if (
          from.startsWith('packages/shared') &&
          specifier.startsWith('@portal/') &&
          !specifier.startsWith('@portal/shared')
        )
          problems.push(`${from}: shared code imports ${specifier}`);
        continue;
      }
      const to = rel(path.resolve(path.dirname(file), specifier));
      if (from.startsWith('packages/shared') && to.startsWith('apps/'))
        problems.push(`${from}: shared code imports ${to}`);
      if (from.startsWith('apps/web') && to.startsWith('apps/server'))
        problems.push(`${from}: web imports server ${to}`);
      if (from.startsWith('apps/server') && to.startsWith('apps/web'))
        problems.push(`${from}: server imports web ${to}`);

      const webFrom = featureOf(file, 'apps/web/src');
      const webTo = to.match(/^apps\/web\/src\/features\/([^/]+)\//)?.[1];
      if (webFrom && webTo && webFrom !== webTo)
        problems.push(`${from}: feature ${webFrom} imports feature ${webTo} (${to})`);
      if (
        /^apps\/web\/src\/(lib|components|config)\//.test(from) &&
        /^apps\/web\/src\/(features|app)\//.test(to)
      )
        problems.push(`${from}: shared web code imports ${to}`);

      const serverFrom = featureOf(file, 'apps/server/src');
      const serverTo = to.match(/^apps\/server\/src\/features\/([^/]+)\//)?.[1];
      if (serverTo && serverFrom !== serverTo && /\.repository$/.test(to))
        problems.push(`${from}: uses the repository of feature ${serverTo}; go through its service`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
