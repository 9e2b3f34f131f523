/**
 * The arrows of ARCHITECTURE.md as rules: `npm run lint` fails on an import against them.
 * docs/decisions/008-boundaries.md says why each is there. Paths are relative to the repository.
 *
 *   client → shared        server → client, shared        api → shared        build → shared
 *   admin → shared (the back office's app; nothing but scripts and tests imports it)
 *   shared → shared only   shared/node → shared (both Node services import it; the browser never)
 *   main.ts → api, server  scripts, test → anything
 *   inside api/: a domain reaches another only through its public face, service.ts and schema.ts,
 *   or the order's pure leaves (api/order/model/: money, codes, messages, the record type)
 *   no import cycles in api/, client/, server/ or shared/ (type-only imports aside)
 */

/** Top-level code folders (and main.ts) other than the ones a rule allows. */
const outside = (...allowed) => {
  const all = ['admin', 'api', 'build', 'client', 'scripts', 'server', 'shared', 'test'];
  const others = all.filter((folder) => !allowed.includes(folder));
  return [`^(${others.join('|')})/`, '^main\\.ts$'];
};

// A unit test beside its code may set up whatever it tests with (test/ is free anyway).
const TESTS = '\\.test\\.tsx?$';

// The order's pure leaves, which any domain may import (docs/decisions/041).
const ORDER_LEAVES = '^api/order/model/';

/** The rule that `folder/` (its unit tests aside) imports only itself, `allowed` and packages. */
const importsOnly = (name, comment, folder, ...allowed) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^${folder}/`, pathNot: TESTS },
  to: { path: outside(folder, ...allowed) },
});

module.exports = {
  forbidden: [
    importsOnly(
      'client-imports-shared-only',
      'The browser app knows only the contract (shared/); it talks to the api over HTTP.',
      'client',
      'shared',
    ),
    importsOnly(
      'server-imports-client-and-shared-only',
      'The storefront renders the client and speaks the contract; the api is behind HTTP.',
      'server',
      'client',
      'shared',
    ),
    importsOnly(
      'api-imports-shared-only',
      'The back-end must be testable and deployable alone: it never imports the storefront.',
      'api',
      'shared',
    ),
    importsOnly(
      'build-imports-shared-only',
      'The build bundles the client by path; what it shares with the seed lives in shared/.',
      'build',
      'shared',
    ),
    importsOnly(
      'admin-imports-shared-only',
      'The back office app (docs/decisions/046) knows only the contract; the storefront never loads it, nor it the storefront.',
      'admin',
      'shared',
    ),
    importsOnly('shared-imports-shared-only', 'shared/ is imported by all of them, so it imports none of them.', 'shared'),
    {
      name: 'shared-node-stays-in-node',
      comment:
        'shared/node/ is for the two Node services (request log, health, envelope answers, config): ' +
        'it pulls in Express and pino, so neither the client nor the rest of shared/ may import it.',
      severity: 'error',
      from: { path: '^(client|shared)/', pathNot: ['^shared/node/', TESTS] },
      to: { path: '^shared/node/' },
    },
    {
      name: 'browser-code-without-node-builtins',
      comment: 'client/ and shared/ (but shared/node) run in the browser: no node: modules there.',
      severity: 'error',
      from: { path: '^(admin|client|shared)/', pathNot: ['^shared/node/', TESTS] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'only-main-starts-both',
      comment: 'main.ts starts the api and the storefront; nothing imports it, and it imports only them.',
      severity: 'error',
      from: { path: '^main\\.ts$' },
      to: { path: outside('api', 'server', 'shared') },
    },
    {
      name: 'nobody-imports-main',
      severity: 'error',
      from: { pathNot: '^(scripts|test)/' },
      to: { path: '^main\\.ts$' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles: when two modules need each other, one is wrong about what it owns. Move what ' +
        'both need into a leaf, or let one react to the other (STYLE.md). Type-only imports are ' +
        'erased at build time, so a cycle through them alone is allowed.',
      severity: 'error',
      from: { path: '^(admin|api|client|server|shared)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'api-domain-public-face',
      comment:
        'An api domain calls another through its service.ts (rules, and what it lends others) and ' +
        'reads its tables through schema.ts; its queries and helpers are its own. db/, http/ and ' +
        'providers/ are plumbing every domain uses. The order lends its pure leaves too (model/): ' +
        'the notices, the payment and the receipts need its money and record type, and the order ' +
        'calls them, so they may not reach its service.ts (docs/decisions/041).',
      severity: 'error',
      from: { path: '^api/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^api/[^/]+/',
        pathNot: ['^api/$1/', '^api/(db|http|providers)/', '^api/[^/]+/(service|schema)\\.ts$', ORDER_LEAVES],
      },
    },
    {
      name: 'order-leaves-stay-leaves',
      comment:
        'api/order/model/ may be imported by any domain because it imports nothing of the api at run ' +
        'time but its own leaves (types are free): a leaf that called a service would bring the knot back.',
      severity: 'error',
      from: { path: ORDER_LEAVES, pathNot: TESTS },
      to: { path: '^api/', pathNot: ORDER_LEAVES, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|node_modules)/' },
    // Type-only imports are dependencies too: a type from the api in the client is a crossing.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
