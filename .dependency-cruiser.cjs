// The import rules of the house (docs/architecture.md, decision 065), checked by `npm run check`.
// Paths are relative to the folder depcruise runs in: the repository root, or the fixture tree of
// scripts/house-rules/house-rules.test.ts, which proves that each rule fails on a deliberate violation.

// The one file through which other code uses a server module (decision 064).
const MODULE_SURFACE = '^apps/server/src/modules/[^/]+/surface\\.ts$';
// The one file that loads demo content, by dynamic import(), for the seed commands (decision 064).
const DEMO_LOADER = '^apps/server/src/demo-content\\.ts$';

const TEST_FILE = '\\.test\\.tsx?$';
const SERVER_TEST = '^apps/server/test/';
// The composition root, and the route plugins it registers (a module's HTTP face; auth keeps Google's apart).
const APP = '^apps/server/src/app\\.ts$';
const MODULE_ROUTES = '^apps/server/src/modules/[^/]+/(google/)?routes\\.ts$';

const rules = [
  {
    name: 'domain-imports-no-app',
    comment: 'packages/domain is shared by server and web; it never depends on either.',
    from: { path: '^packages/domain/' },
    to: { path: '^apps/' },
  },
  {
    name: 'web-imports-no-server',
    comment:
      'The web app reaches the server over /api or through the load context, never by import, not even of types.',
    from: { path: '^apps/web/' },
    to: { path: '^apps/server/' },
  },
  {
    name: 'server-imports-no-web',
    comment:
      'The server loads the web build at run time by its file path (src/web/pages.ts); its source imports no web file.',
    from: { path: '^apps/server/src/' },
    to: { path: '^apps/web/' },
  },
  {
    name: 'feature-imports-no-other-feature',
    comment:
      'A web feature never imports another feature, not even its api/ calls: what two features share moves to components/ or lib/ (a call two features make: lib/api/, decision 063).',
    from: { path: '^apps/web/app/features/([^/]+)/' },
    to: { path: '^apps/web/app/features/', pathNot: '^apps/web/app/features/$1/' },
  },
  {
    name: 'shared-web-imports-no-feature',
    comment:
      'components/, lib/, i18n/ and session/ sit below the features: imports flow shared → features → routes.',
    from: { path: '^apps/web/app/(components|lib|i18n|session)/' },
    to: { path: '^apps/web/app/(features|routes)/' },
  },
  {
    name: 'module-only-through-surface',
    comment:
      "Another module uses a server module only through the module's surface.ts, never its repository or helpers.",
    from: { path: '^apps/server/src/modules/([^/]+)/' },
    to: { path: '^apps/server/src/modules/', pathNot: ['^apps/server/src/modules/$1/', MODULE_SURFACE] },
  },
  {
    name: 'module-only-through-surface',
    comment:
      'Code outside the modules (http/, db/, jobs/, web/, mail/, e2e, bench) uses a module only through its surface.ts. Tests may reach inside to arrange and inspect what they test.',
    from: {
      path: '^(apps/server|e2e|bench)/',
      pathNot: ['^apps/server/src/modules/', APP, SERVER_TEST, TEST_FILE],
    },
    to: { path: '^apps/server/src/modules/', pathNot: MODULE_SURFACE },
  },
  {
    name: 'module-only-through-surface',
    comment:
      "app.ts wires the server together: it registers each module's routes and uses nothing else inside it.",
    from: { path: APP },
    to: { path: '^apps/server/src/modules/', pathNot: [MODULE_SURFACE, MODULE_ROUTES] },
  },
  {
    name: 'demo-only-from-seed-commands',
    comment:
      'Demo content (seed data, picture generators) is reached only through src/demo-content.ts, so SEED=none never loads it.',
    from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/demo/', DEMO_LOADER, TEST_FILE] },
    to: { path: '^apps/server/src/demo/' },
  },
  {
    name: 'demo-only-from-seed-commands',
    comment: 'src/demo-content.ts loads demo content lazily, only when a seed command asks for it.',
    from: { path: DEMO_LOADER },
    to: { path: '^apps/server/src/demo/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
  },
];

module.exports = {
  forbidden: rules.map((rule) => ({ severity: 'error', ...rule })),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|\\.react-router|data)/|^scripts/house-rules/fixtures/' },
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with; swc parses TypeScript instead,
    // and keeps type-only imports (the web app may not even borrow the server's types).
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
