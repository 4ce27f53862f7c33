/**
 * Import boundaries of the portal: ARCHITECTURE.md ("Imports go one way") and STYLE.md (habit 9).
 * dependency-cruiser checks them in `npm run lint`, so `npm test` fails on a breach. On its own:
 *
 *   npx depcruise apps packages e2e --output-type err-long
 *
 * Each breach is printed as `error <rule name>: <importing file> → <imported file>` with the
 * rule's comment below it: find the rule by its name here.
 *
 * How to read a rule: a dependency from a file matching `from` to a file matching `to` is an
 * error. `path` and `pathNot` are regular expressions on paths from the repository root
 * (`apps/server/src/features/mail/mail.service.ts`, `node_modules/react/index.js`). In `to`,
 * `$1` is what the first (...) group in `from.path` matched, so "features/$1/" means "the same
 * feature as the importing file". Rules name folders and file-name roles (.routes.ts,
 * .service.ts, ...), never single files, except the two exceptions the architecture names
 * (app.ts, db/schema.ts), so they keep working when features are added or moved.
 *
 * `import type` counts like any other import: a type couples two files as much as a value does.
 * No rule needs an exception for it today; a rule that allows type-only imports will say so.
 */

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---- packages/shared: used by both apps, so it depends on neither ----
    {
      name: 'shared-imports-no-app',
      comment:
        'packages/shared is imported by the apps, never the reverse: it must not import apps/* or e2e/. ' +
        'Move what both sides need into packages/shared instead.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'shared-imports-no-node-builtins',
      comment:
        'packages/shared also runs in the browser: no Node built-ins (node:fs, path, crypto, ...). ' +
        'Keep Node-only code in apps/server.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-imports-no-server-or-ui-library',
      comment:
        'packages/shared holds schemas, constants and pure rules: no database (Drizzle, pg, PGlite), ' +
        'no Fastify and no React (nor react-* libraries). Code that needs them belongs in apps/server or apps/web.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: {
        path: '(^|/)node_modules/(drizzle-orm|drizzle-kit|pg|@electric-sql/pglite|fastify|fastify-[^/]+|@fastify/[^/]+|react|react-dom|react-[^/]+|@types/react|@types/react-dom)/',
      },
    },

    // ---- the apps and the browser tests ----
    {
      name: 'web-imports-no-server',
      comment:
        'apps/web talks to the server over HTTP only: it imports nothing from apps/server. ' +
        'Payload schemas and endpoint contracts are in packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-imports-no-web',
      comment:
        'apps/server does not import apps/web code (it only serves the built files from apps/web/dist). ' +
        'Share code through packages/shared.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'e2e-tests-from-the-outside',
      comment:
        'Browser tests drive the built app from the outside: they may import packages/shared and the ' +
        "server's test helpers (apps/server/test/, e.g. the SMTP sink), but no app source.",
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^apps/', pathNot: '^apps/server/test/' },
    },

    // ---- server, within a feature: routes -> service -> repository -> tables ----
    {
      name: 'server-routes-go-through-a-service',
      comment:
        'A *.routes.ts file is HTTP only: it calls a service, never a repository or tables directly. ' +
        'Add a service function that does the query through the repository.',
      severity: 'error',
      from: { path: '^apps/server/src/.+\\.routes\\.ts$' },
      to: { path: '\\.(repository|tables)\\.ts$' },
    },
    {
      name: 'server-service-imports-no-routes',
      comment:
        'Services hold the rules and know nothing of HTTP: a *.service.ts does not import *.routes.ts. ' +
        'Move what both need into the service or a small helper file.',
      severity: 'error',
      from: { path: '^apps/server/src/.+\\.service\\.ts$' },
      to: { path: '\\.routes\\.ts$' },
    },
    {
      name: 'server-repository-imports-no-service-or-routes',
      comment:
        'A *.repository.ts only runs queries: it is called by services and imports no service or routes. ' +
        'Decisions belong in the service that calls it.',
      severity: 'error',
      from: { path: '^apps/server/src/.+\\.repository\\.ts$' },
      to: { path: '\\.(service|routes)\\.ts$' },
    },
    {
      name: 'server-tables-are-the-bottom-layer',
      comment:
        'A *.tables.ts describes tables for Drizzle and is the bottom layer: it imports no repository, ' +
        'service or routes (other tables, for foreign keys, are fine).',
      severity: 'error',
      from: { path: '^apps/server/src/.+\\.tables\\.ts$' },
      to: { path: '\\.(repository|service|routes)\\.ts$' },
    },

    // ---- server, across features: another feature is used through its service ----
    {
      name: 'server-feature-uses-other-features-through-their-service',
      comment:
        "A feature may import another feature's service (its type and factory), never its repository, " +
        "routes or module. Ask that feature's service, or let app.ts wire the two together.",
      severity: 'error',
      from: { path: '^apps/server/src/features/([^/]+)/' },
      to: {
        path: '^apps/server/src/features/[^/]+/.+\\.(repository|routes|module)\\.ts$',
        pathNot: '^apps/server/src/features/$1/',
      },
    },
    {
      name: 'server-other-features-tables-only-for-foreign-keys',
      comment:
        "Only a *.tables.ts may import another feature's *.tables.ts (for a foreign key). Any other file " +
        "reads another feature's data through that feature's service. Tests (*.test.ts) are exempt: an API " +
        'test may look at the rows a request left in any table.',
      severity: 'error',
      from: {
        path: '^apps/server/src/features/([^/]+)/',
        pathNot: '\\.(tables|test)\\.ts$',
      },
      to: {
        path: '^apps/server/src/features/[^/]+/.+\\.tables\\.ts$',
        pathNot: '^apps/server/src/features/$1/',
      },
    },
    {
      name: 'server-only-app-ts-composes-modules',
      comment:
        'apps/server/src/app.ts is the composition root: it is the only file outside a feature that ' +
        'imports *.module.ts files. Tests build the app through apps/server/test/test-app.ts.',
      severity: 'error',
      from: { path: '^apps/server/', pathNot: '^apps/server/src/(app\\.ts$|features/)' },
      to: { path: '^apps/server/src/features/.+\\.module\\.ts$' },
    },
    {
      name: 'server-platform-knows-no-features',
      comment:
        'platform/, lib/, config/ and db/ serve every feature and import none, not even a type: a ' +
        'feature hands them what they need (see the declaration merging in platform/routes.ts). ' +
        "The one exception is db/schema.ts, which lists every feature's tables for Drizzle.",
      severity: 'error',
      from: {
        path: '^apps/server/src/(platform|lib|config|db)/',
        pathNot: '^apps/server/src/db/schema\\.ts$',
      },
      to: { path: '^apps/server/src/features/' },
    },

    // ---- web ----
    {
      name: 'web-features-are-independent',
      comment:
        'A web feature (apps/web/src/features/<name>/) never imports another feature: route and ' +
        'shell files in src/app compose them. Move what both need to src/components, src/lib or ' +
        'packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-features-import-no-app',
      comment:
        'src/app (router, providers, shell) imports the features, not the reverse. If a feature needs ' +
        'something from src/app, move it to src/lib or src/config.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-code-imports-no-feature-or-app',
      comment:
        'The shared folders of apps/web/src (lib, components, config and any other folder except app, ' +
        'features and testing) are used by features, so they import no feature and nothing from src/app.',
      severity: 'error',
      from: { path: '^apps/web/src/(?!app/|features/|testing/)[^/]+/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },

    // ---- everywhere ----
    {
      name: 'no-circular',
      comment:
        'No import cycles, type-only ones included. A runtime cycle lets a module see another before it ' +
        'has run (undefined at import time); a type-only cycle is erased at build time but still ties two ' +
        'files together so neither can be understood or moved alone. Move what both need into a third file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'This import cannot be resolved to a file or package: a typo in the path, a file that was moved, ' +
        'or a package that is not installed (add it to the package.json of the workspace that uses it).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-orphans',
      comment:
        'This file imports nothing and nothing imports it: dead code, or code not wired in yet. ' +
        'Delete it or import it where it is used.',
      severity: 'error',
      from: {
        orphan: true,
        // Type declarations and tool configuration files are read by tools, not imported.
        pathNot: ['\\.d\\.ts$', '(^|/)[^/]+\\.config\\.[cm]?[jt]s$'],
      },
      to: {},
    },
  ],
  options: {
    // Never walk into installed or generated folders (mirrors .gitignore); imports of packages are
    // still recorded (the shared rules need them), just not followed into the package.
    doNotFollow: {
      path: '(^|/)(node_modules|dist|data|\\.data-[^/]*|coverage|test-results|playwright-report|ci-reports)/',
    },
    // Results per file are kept in node_modules/.cache/dependency-cruiser and reused while the
    // file's content (and this configuration) is unchanged: a second run takes about a second.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    // See `import type` too: the rules count type-only imports.
    tsPreCompilationDeps: true,
    // No tsconfig `paths` are used: `@portal/shared/x` resolves through the npm workspace link
    // (node_modules/@portal/shared -> packages/shared) and the package's `exports` ("./*": "./src/*.ts"),
    // as TypeScript and Vite resolve it. If `paths` are ever added, point `tsConfig.fileName` at them.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
