// Lighthouse on the home page, desktop and mobile, of this checkout next to a reference commit,
// in the same run (issue 9, start-up without a waterfall). See README.md beside this file.
//
//   node bench/lighthouse/benchmark.mjs [--reference=<git ref>] [--runs=3] [--path=/]
//
// Each side is built (`npm run build`) and served by its own portal process (development mode for
// the demo themes, a temporary DATA_DIR, the embedded database) on a port of its own; Lighthouse
// runs against both, interleaved, `runs` times per profile, and the median of each figure is printed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
/** The last commit before issue 9 reshaped start-up, unless told otherwise. */
const reference = args.reference ?? '5cf6797';
const runs = Number(args.runs ?? 3);
const pagePath = args.path ?? '/';
const LIGHTHOUSE_VERSION = '12.8.2';
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lighthouse is a measuring tool, not a dependency of the product: installed once into a cache. */
function lighthouseBin() {
  const dir = path.join(os.homedir(), '.cache', 'portal-bench', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const bin = path.join(dir, 'node_modules', '.bin', 'lighthouse');
  if (!existsSync(bin)) {
    mkdirSync(dir, { recursive: true });
    console.log(`installing lighthouse ${LIGHTHOUSE_VERSION} into ${dir}`);
    execFileSync('npm', ['install', '--no-save', '--prefix', dir, `lighthouse@${LIGHTHOUSE_VERSION}`], {
      stdio: 'inherit',
    });
  }
  return bin;
}

/** A checkout of the reference commit beside this one, installed and built. */
function prepareReference(work) {
  const dir = path.join(work, 'reference');
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', dir, reference], { stdio: 'inherit' });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

async function startPortal(checkout, port, work) {
  const dataDir = mkdtempSync(path.join(work, `data-${port}-`));
  // The embedded database and the outbox: whatever this shell points at is not for a benchmark.
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...environment } = process.env;
  const server = spawn(
    path.join(checkout, 'node_modules', 'node', 'bin', 'node'),
    ['--import', 'tsx', 'src/server.ts'],
    {
      cwd: path.join(checkout, 'apps', 'server'),
      env: {
        ...environment,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        MALLOC_ARENA_MAX: '2',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/v3/health`)).ok) return { url, stop: () => server.kill('SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGKILL');
  throw new Error(`the portal in ${checkout} did not start on ${port}`);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again. */
function lighthouse(bin, url, profile, work, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(bin, url, profile, work);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`lighthouse failed on ${url} (${profile}), trying again`);
    }
  }
}

function lighthouseOnce(bin, url, profile, work) {
  const output = path.join(work, `lh-${profile}-${Date.now()}.json`);
  execFileSync(
    bin,
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run`,
      ...(profile === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    requests: report.audits['network-requests']?.details?.items?.length ?? Number.NaN,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const bin = lighthouseBin();
  let referenceDir;
  const portals = [];
  try {
    console.log(`building this checkout and reference ${reference}`);
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    referenceDir = prepareReference(work);
    const sides = [
      { name: 'this checkout', portal: await startPortal(root, 3310, work) },
      { name: `reference ${reference}`, portal: await startPortal(referenceDir, 3311, work) },
    ];
    portals.push(...sides.map((side) => side.portal));
    const results = new Map();
    for (let run = 0; run < runs; run += 1)
      for (const profile of ['desktop', 'mobile'])
        for (const side of sides) {
          const key = `${side.name}|${profile}`;
          results.set(key, [
            ...(results.get(key) ?? []),
            lighthouse(bin, `${side.portal.url}${pagePath}`, profile, work),
          ]);
        }

    console.log(
      `\nLighthouse ${LIGHTHOUSE_VERSION}, ${pagePath}, median of ${runs} runs (simulated throttling)`,
    );
    console.log(
      '| profile | build | performance | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | requests |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const profile of ['desktop', 'mobile'])
      for (const side of sides) {
        const list = results.get(`${side.name}|${profile}`);
        const m = (key) => median(list.map((result) => result[key]));
        console.log(
          `| ${profile} | ${side.name} | ${m('score')} | ${Math.round(m('fcp'))} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${Math.round(m('si'))} | ${m('requests')} |`,
        );
      }
    console.log(`\nall runs: ${JSON.stringify(Object.fromEntries(results))}`);
  } finally {
    for (const portal of portals) portal.stop();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (referenceDir) execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', referenceDir]);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
