// Lighthouse on pages of the portal, desktop and mobile, performance and accessibility, of this
// checkout and (optionally) a reference commit, in the same run (issue 9: the home page; issue 29:
// the print store and the content pages). See README.md beside this file.
//
//   node bench/lighthouse/benchmark.mjs [--reference=<git ref>|none] [--runs=3]
//     [--path=/ | --paths=/a,/b | --store | --order | --content] [--scalar-only] [--warmup=1]
//     [--port=3310] [--profiles=desktop,mobile] [--reports=<dir>] [--no-build] [--tls]
//
// `--tls` measures this checkout a second time through an HTTPS proxy that speaks HTTP/2
// (tls-proxy.mjs): the portal as deployed behind its TLS-terminating reverse proxy.
//
// Each side is built (`npm run build`) and served by its own portal process (development mode for
// the demo themes, a temporary DATA_DIR, the embedded database) on a port of its own; Lighthouse
// runs against each page of both, interleaved, `runs` times per profile, and the median of each
// figure is printed as one Markdown table per page.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startTlsProxy } from './tls-proxy.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.length > 0 ? value.join('=') : 'true'];
  }),
);
/** The last commit before issue 9 reshaped start-up, unless told otherwise; 'none' measures this checkout only. */
const reference = args.reference ?? '5cf6797';
const runs = Number(args.runs ?? 3);
/** Unrecorded runs per page and profile first: the store's previews are made at their first request. */
const warmups = Number(args.warmup ?? 1);
const basePort = Number(args.port ?? 3310);
const reportsDir = args.reports ? path.resolve(args.reports) : undefined;
const LIGHTHOUSE_VERSION = '12.8.2';
/** Both by default; `--profiles=mobile` for a quicker look at one. */
const PROFILES = (args.profiles ?? 'desktop,mobile').split(',');
/** Debian's Chromium, or its headless shell (what the browser tests drive, decision 0057). */
const chrome =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((candidate) => existsSync(candidate));

/**
 * The content pages (spec 02 section 2.1, packages/shared/src/routes.ts contentRoutes); `{brand}`
 * is the demo site's brand slug, read from the page's start data.
 */
const CONTENT_PAGES = [
  '/wat-wij-doen',
  '/print-uitbesteden',
  '/print-aanbesteden',
  '/secured-printing',
  '/digitaliseren',
  '/werken-bij-{brand}',
  '/werken-bij-{brand}/printoperator',
  '/werken-bij-{brand}/chauffeur',
  '/hoe-doen-wij-dat',
  '/duurzaam',
  '/over-{brand}',
  '/faq',
  '/contact',
  '/{brand}-api',
  '/leveringsvoorwaarden',
  '/cookiebeleid',
  '/privacyverklaring',
];

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

/** Spawns the portal of a checkout on a port, with its data in `dataDir`; resolves once it answers. */
async function spawnPortal(checkout, port, dataDir) {
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
    if (await answers(url)) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGKILL');
  throw new Error(`the portal in ${checkout} did not start on ${port}`);
}

async function answers(url) {
  try {
    return (await fetch(`${url}/api/v3/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * A portal for one side of the comparison. The machine is shared and a portal may be stopped
 * under the benchmark (another session restarting its servers): `ensureUp` starts it again on
 * the same data, so the previews made so far stay.
 */
async function startPortal(checkout, port, work) {
  const dataDir = mkdtempSync(path.join(work, `data-${port}-`));
  const url = `http://127.0.0.1:${port}`;
  let server = await spawnPortal(checkout, port, dataDir);
  return {
    url,
    async ensureUp() {
      if (await answers(url)) return;
      console.warn(`the portal on ${port} stopped; starting it again`);
      server.kill('SIGKILL');
      server = await spawnPortal(checkout, port, dataDir);
    },
    stop: () => server.kill('SIGTERM'),
  };
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/**
 * The store's pages of the demo catalogue: the dashboard, the first category of the sidebar (the
 * listOnTop one), its first collection and that collection's first design, found through the
 * public API so that the paths follow the seed.
 */
async function storePaths(url) {
  const context = await getJson(`${url}/api/v3/print-store`);
  const categoryId = context.categories.find((category) => category.active)?.id;
  const category = await getJson(`${url}/api/v3/print-store/categories/${categoryId}`);
  const collectionId = category.collections[0]?.id;
  const collection = await getJson(
    `${url}/api/v3/print-store/collections/${collectionId}?categoryId=${categoryId}`,
  );
  const productId = collection.products[0]?.id;
  const categoryPath = `/printstore/category/${categoryId}`;
  return [
    '/printstore',
    categoryPath,
    `${categoryPath}/collection/${collectionId}`,
    `${categoryPath}/collection/${collectionId}/${productId}`,
  ];
}

async function contentPaths(url) {
  const html = await (await fetch(`${url}/`)).text();
  const start = JSON.parse(html.match(/<script id="portal-start"[^>]*>(.*?)<\/script>/s)?.[1] ?? '{}');
  const brand = start.site?.brand?.slug;
  if (!brand) throw new Error('no brand slug in the start data of /');
  return CONTENT_PAGES.map((page) => page.replaceAll('{brand}', brand));
}

async function pagesToMeasure(url) {
  const paths = [];
  if (args.store) paths.push(...(await storePaths(url)));
  // The product order screen as a visitor sees it: what printing costs (issue 29's quality bar).
  if (args.order) paths.push('/product-order');
  if (args.content) paths.push(...(await contentPaths(url)));
  if (args.paths) paths.push(...args.paths.split(',').filter(Boolean));
  if (args.path) paths.push(args.path);
  return paths.length > 0 ? paths : ['/'];
}

/**
 * The API page's viewer alone (`--scalar-only`, bench/lighthouse/scalar-only): built with the web
 * app's Vite and the portal's Scalar configuration, served with the portal's OpenAPI document by a
 * plain static server (a process of its own) on `port`. The floor under the API page: what Scalar
 * costs by itself.
 */
async function startScalarOnly(portalUrl, port, work) {
  const outDir = path.join(work, 'scalar-only');
  const vite = await import(
    pathToFileURL(path.join(root, 'apps/web/node_modules/vite/dist/node/index.js')).href
  );
  await vite.build({
    root: path.join(root, 'bench/lighthouse/scalar-only'),
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  const openApiFile = path.join(work, 'openapi.json');
  writeFileSync(openApiFile, await (await fetch(`${portalUrl}/api/v3/openapi.json`)).text());
  const server = spawn(
    process.execPath,
    [path.join(root, 'bench/lighthouse/scalar-only/serve.mjs'), outDir, openApiFile, String(port)],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (
      await fetch(url)
        .then((response) => response.ok)
        .catch(() => false)
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, ensureUp: async () => {}, stop: () => server.kill('SIGTERM') };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again. */
async function lighthouse(bin, portal, pagePath, profile, work, attempts = 3) {
  const url = `${portal.url}${pagePath}`;
  for (let attempt = 1; ; attempt += 1) {
    await portal.ensureUp();
    try {
      return lighthouseOnce(bin, url, profile, work);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`lighthouse failed on ${url} (${profile}), trying again`);
    }
  }
}

let reportCount = 0;

function lighthouseOnce(bin, url, profile, work) {
  const output = path.join(work, `lh-${profile}-${Date.now()}.json`);
  execFileSync(
    bin,
    [
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      // The TLS side's certificate is made for the run (tls-proxy.mjs).
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run${url.startsWith('https:') ? ' --ignore-certificate-errors' : ''}`,
      ...(profile === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const text = readFileSync(output, 'utf8');
  rmSync(output);
  const report = JSON.parse(text);
  if (reportsDir) {
    reportCount += 1;
    const name = `${String(reportCount).padStart(3, '0')}-${profile}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}.json`;
    writeFileSync(path.join(reportsDir, name), text);
  }
  return summarise(report);
}

/** The figures of one report, and what tells why a page is slow or not accessible. */
function summarise(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const items = (id) => report.audits[id]?.details?.items ?? [];
  const lcpElement = items('largest-contentful-paint-element')[0]?.items?.[0]?.node?.snippet;
  const failing = Object.values(report.audits)
    .filter(
      (entry) =>
        report.categories.accessibility.auditRefs.some((ref) => ref.id === entry.id && ref.weight > 0) &&
        entry.score !== null &&
        entry.score < 1,
    )
    .map((entry) => entry.id);
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    requests: items('network-requests').length,
    scripts: items('network-requests').filter((item) => item.resourceType === 'Script').length,
    lcpElement: lcpElement?.slice(0, 120),
    unusedJsKb: Math.round((report.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024),
    imageSavingsKb: Math.round(
      (report.audits['uses-responsive-images']?.details?.overallSavingsBytes ?? 0) / 1024,
    ),
    offscreenImages: items('offscreen-images').length,
    failingA11y: failing,
    // How fast this machine ran Lighthouse's own benchmark just before the page: other work on it
    // shows here (Lighthouse warns below about 1000; a phone's profile slows the CPU 4× on top).
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The machine's 1-minute load average, said beside the figures: other work shows as blocking time. */
const load = () => os.loadavg()[0].toFixed(2);

function printPage(pagePath, sides, results) {
  console.log(`\n### ${pagePath}\n`);
  console.log(
    '| profile | build | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | requests (scripts) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const profile of PROFILES)
    for (const side of sides) {
      const list = results.get(`${pagePath}|${side.name}|${profile}`);
      const m = (key) => median(list.map((result) => result[key]));
      console.log(
        `| ${profile} | ${side.name} | ${m('score')} | ${m('accessibility')} | ${Math.round(m('fcp'))} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${Math.round(m('si'))} | ${m('requests')} (${m('scripts')}) |`,
      );
    }
  console.log('');
  for (const profile of PROFILES)
    for (const side of sides) {
      const list = results.get(`${pagePath}|${side.name}|${profile}`);
      const last = list.at(-1);
      console.log(
        `- ${profile}, ${side.name}: runs ${list.map((result) => result.score).join(', ')} (benchmarkIndex ${list.map((result) => Math.round(result.benchmarkIndex)).join(', ')}); LCP element ${last.lcpElement ?? '–'}; unused JS ${last.unusedJsKb} KiB; oversized images ${last.imageSavingsKb} KiB; offscreen images not lazy ${last.offscreenImages}; accessibility failing ${last.failingA11y.join(', ') || 'none'}`,
      );
    }
}

/** The name under which the viewer-alone page is measured and printed. */
const SCALAR_ONLY = 'Scalar alone (bench/lighthouse/scalar-only)';
let scalarOnlySide;
const sidesOf = (pagePath, sides) => (pagePath === SCALAR_ONLY ? [scalarOnlySide] : sides);
const pathOf = (pagePath) => (pagePath === SCALAR_ONLY ? '/' : pagePath);

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const bin = lighthouseBin();
  let referenceDir;
  const portals = [];
  try {
    if (args.build !== 'false' && !args['no-build']) {
      console.log('building this checkout');
      execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    }
    const sides = [{ name: 'this checkout', portal: await startPortal(root, basePort, work) }];
    portals.push(sides[0].portal);
    if (args.tls) {
      const plain = sides[0].portal;
      const proxy = await startTlsProxy(plain.url, basePort + 3, work);
      portals.push(proxy);
      sides.push({
        name: 'this checkout over HTTPS and HTTP/2',
        portal: { url: proxy.url, ensureUp: () => plain.ensureUp(), stop: proxy.stop },
      });
    }
    if (reference !== 'none') {
      console.log(`building reference ${reference}`);
      referenceDir = prepareReference(work);
      const portal = await startPortal(referenceDir, basePort + 1, work);
      portals.push(portal);
      sides.push({ name: `reference ${reference}`, portal });
    }
    const pages = await pagesToMeasure(sides[0].portal.url);
    if (args['scalar-only']) {
      const portal = await startScalarOnly(sides[0].portal.url, basePort + 2, work);
      portals.push(portal);
      // Measured as a page of its own, on its own server: one side only.
      pages.push(SCALAR_ONLY);
      scalarOnlySide = { name: 'Scalar alone', portal };
    }
    console.log(`pages: ${pages.join(' ')}`);
    const loads = [load()];

    for (const pagePath of pages)
      for (let warmup = 0; warmup < warmups; warmup += 1)
        for (const profile of PROFILES)
          for (const side of sidesOf(pagePath, sides))
            await lighthouse(bin, side.portal, pathOf(pagePath), profile, work);

    const results = new Map();
    for (let run = 0; run < runs; run += 1) {
      for (const pagePath of pages)
        for (const profile of PROFILES)
          for (const side of sidesOf(pagePath, sides)) {
            const key = `${pagePath}|${side.name}|${profile}`;
            results.set(key, [
              ...(results.get(key) ?? []),
              await lighthouse(bin, side.portal, pathOf(pagePath), profile, work),
            ]);
          }
      loads.push(load());
    }

    console.log(
      `\nLighthouse ${LIGHTHOUSE_VERSION}, median of ${runs} runs (simulated throttling), ` +
        `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), 1-minute load average at the start and after each round: ${loads.join(', ')}`,
    );
    for (const pagePath of pages) printPage(pagePath, sidesOf(pagePath, sides), results);
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
