// The import boundaries, all of them (biome.json holds none), checked by `npm run lint` (lint:imports). Tests may
// reach across features to set up a person's data; the code they test may not.
// Each rule is seen to fire: scripts/check-boundaries.ts (npm run lint:boundaries, part of `npm run lint`) writes a
// probe that breaks it, expects the rule's name, and removes the probe. A new rule gets a probe there too.
const notTest = '\\.test\\.tsx?$';

/**
 * The imports between two web features that remain (web-feature-not-feature below), each with why: what many
 * features need lives in web/entities/, a screen made of several features in web/app/. Each entry allows that one
 * file to import that one public file; no other import between features passes.
 */
const featureImports = [
  // Previsão says which incomes found in the history it does not count yet, and where to make them fixed
  // (FoundIncomesNote).
  { from: 'web/features/forecast/forecast-page.tsx', to: 'web/features/recurring/public.ts' },
  // 'Editar Transação' holds the household's part of a shared book's expense: who paid, the division, and the
  // notice that a new amount divides again (TransactionPeople, redivisionNotice).
  {
    from: 'web/features/transactions/edit/edit-transaction-modal.tsx',
    to: 'web/features/household/public.ts',
  },
  // 'Nova transação' offers the same division, sent with the new expense (NewExpenseShare).
  {
    from: 'web/features/transactions/new/new-transaction-dialog.tsx',
    to: 'web/features/household/public.ts',
  },
  // A row of a shared book names who paid it (PeopleLine).
  { from: 'web/features/transactions/list/transaction-list.tsx', to: 'web/features/household/public.ts' },
  // 'Separar da linha do extrato' on a row undoes what an import matched (useUnmatchTransaction).
  { from: 'web/features/transactions/edit/bank-line-notice.tsx', to: 'web/features/import/public.ts' },
  // 'Editar Transação' makes one of a doubled pair an import found later ('Combinar': DuplicateNotice).
  {
    from: 'web/features/transactions/edit/edit-transaction-notices.tsx',
    to: 'web/features/import/public.ts',
  },
  // A bank sync is an import: its card shows what the last run matched (ImportMatches).
  { from: 'web/features/sync/connection-card.tsx', to: 'web/features/import/public.ts' },
  // The same for each past run of a connection (ImportMatches).
  { from: 'web/features/sync/runs-dialog.tsx', to: 'web/features/import/public.ts' },
  // 'Criar regra' from a transaction opens the rules page with the rule filled in (newRuleLink).
  {
    from: 'web/features/transactions/edit/rule-from-transaction-link.tsx',
    to: 'web/features/rules/public.ts',
  },
  // Categorising a row offers to make a rule of it (useCreateRule, rulePhraseOf).
  { from: 'web/features/transactions/list/use-categorise.ts', to: 'web/features/rules/public.ts' },
  // A boleto read in 'Nova transação' and due later is saved as a conta a pagar, a fixed item (useCreateRecurring).
  { from: 'web/features/transactions/capture/use-save-bill.ts', to: 'web/features/recurring/public.ts' },
];
const featureNotFeature =
  'A web feature never imports another: what many features need lives in web/entities/, a screen made of several features in web/app/ (the few imports left are listed in featureImports, each with why).';
const exactly = (file) => `^${file.replace(/[.]/g, '\\.')}$`;
const importedFeatures = [...new Set(featureImports.map((i) => i.to))];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycles: every module stands on the ones below it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-not-server',
      comment: 'The web app never imports server/: what both sides need lives in common/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-web',
      comment: 'The server never imports web/: what both sides need lives in common/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'common-stands-alone',
      comment: 'common/ is shared by the web app and the server and imports neither.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(web|server|e2e|scripts)/' },
    },
    {
      name: 'source-not-test-data',
      comment:
        'Test data and generators (server/test/, common/test/) are read by tests, the bench and the seed, never by the app.',
      severity: 'error',
      from: {
        path: '^(server|web|common)/',
        pathNot: [notTest, '^server/test/', '^server/trust/', '^common/test/'],
      },
      to: { path: '^(server|common)/test/' },
    },
    {
      name: 'feature-through-public-file',
      comment:
        "A feature uses another feature only through that feature's public file (public.ts), never its service, repository or inner files.",
      severity: 'error',
      from: { path: '^(server|web)/features/([^/]+)/', pathNot: [notTest, '^server/features/shared/'] },
      to: {
        path: '^(server|web)/features/([^/]+)/',
        pathNot: [
          '^$1/features/$2/',
          '^(server|web)/features/[^/]+/public\\.tsx?$',
          // Not a feature: what several features use.
          '^server/features/shared/',
        ],
      },
    },
    {
      name: 'shared-below-features',
      comment: 'server/features/shared/ holds what several features use; it never imports a feature.',
      severity: 'error',
      from: { path: '^server/features/shared/', pathNot: notTest },
      to: { path: '^server/features/', pathNot: '^server/features/shared/' },
    },
    {
      name: 'ledger-internals',
      comment:
        'Transaction rows and their month totals are written only through server/features/ledger/ledger.ts, which keeps them in step.',
      severity: 'error',
      from: { pathNot: '^server/features/ledger/' },
      to: { path: '^server/features/ledger/(month-totals|transaction-rows)\\.ts$' },
    },
    {
      name: 'repository-not-http',
      comment:
        'A repository holds SQL only: it never imports server/http/ (errors, the signed-in user); the service does.',
      severity: 'error',
      from: { path: '^server/features/[^/]+/repository\\.ts$' },
      to: { path: '^server/http/' },
    },
    {
      name: 'web-feature-not-app',
      comment:
        'A feature never imports web/app/ (the router, the shell): what both need lives in web/lib/ or web/components/.',
      severity: 'error',
      from: { path: '^web/features/' },
      to: { path: '^web/app/' },
    },
    {
      name: 'component-not-feature',
      comment:
        'Shared components never import a feature: pass what they need as props, or move the shared piece to web/lib/.',
      severity: 'error',
      from: { path: '^web/components/' },
      to: { path: '^web/features/' },
    },
    {
      name: 'books-not-auth',
      comment:
        "Sign-in and books meet one way: sign-up makes the personal book through books' public file, and books never imports auth (the opaque tokens both make live in server/features/shared/).",
      severity: 'error',
      from: { path: '^server/features/books/', pathNot: notTest },
      to: { path: '^server/features/auth/' },
    },
    // The server's layers, each importing only those below it: config.ts, auth-user.ts, threads/, db/ and mail/ at
    // the bottom; http/ (the kernel every feature's routes stand on) above them; features/shared/, then the
    // features; backup/ (whole installations, offline) beside http/ on db/; jobs/, then app.ts, main.ts and
    // cluster.ts on top. server/test/ and server/trust/ are the tests' helpers: no source file imports them.
    {
      name: 'server-low-layers-below-http',
      comment:
        "config.ts, auth-user.ts, threads/, db/, mail/ and storage/ (where comprovantes' bytes are kept) never import http/, a feature, a job, backup/, the app or the tests' helpers: an error they throw is their own or is handed in by their caller (threads/thread-pool.ts's busy()).",
      severity: 'error',
      from: { path: '^server/((config|auth-user)\\.ts$|(threads|db|mail|storage)/)', pathNot: notTest },
      to: { path: '^server/((app|main|cluster)\\.ts$|(http|features|jobs|backup|test|trust)/)' },
    },
    {
      name: 'http-below-features',
      comment:
        "server/http/ (the kernel) never imports a feature, a job, backup/, the app or the tests' helpers: what it needs from a feature is declared in http/ and the feature conforms (http/deps.ts's TokenSigner), or the feature adds it (AppDeps.sync).",
      severity: 'error',
      from: { path: '^server/http/', pathNot: notTest },
      to: { path: '^server/((app|main|cluster)\\.ts$|(features|jobs|backup|test|trust)/)' },
    },
    {
      name: 'backup-below-features',
      comment:
        "server/backup/ (backups and restores of whole installations) stands on db/, storage/ and config.ts: it never imports http/, a feature, a job, the app or the tests' helpers.",
      severity: 'error',
      from: { path: '^server/backup/', pathNot: notTest },
      to: { path: '^server/((app|main|cluster)\\.ts$|(http|features|jobs|test|trust)/)' },
    },
    {
      name: 'features-below-jobs',
      comment:
        "A feature never imports a job, the app (app.ts, main.ts, cluster.ts) or the tests' helpers (server/test/, server/trust/): those stand on the features.",
      severity: 'error',
      from: { path: '^server/features/', pathNot: notTest },
      to: { path: '^server/((app|main|cluster)\\.ts$|(jobs|test|trust)/)' },
    },
    {
      name: 'jobs-below-app',
      comment:
        "A job never imports the app (app.ts, main.ts, cluster.ts) or the tests' helpers: main.ts starts the jobs.",
      severity: 'error',
      from: { path: '^server/jobs/', pathNot: notTest },
      to: { path: '^server/((app|main|cluster)\\.ts$|(test|trust)/)' },
    },
    {
      name: 'transactions-not-household',
      comment:
        'One way between the two: the household uses the transactions (rows as the API answers them); the transactions import nothing of the household, whose division of an expense is handed in where the routes are wired (transactions/expense-shares.ts).',
      severity: 'error',
      from: { path: '^server/features/transactions/', pathNot: notTest },
      to: { path: '^server/features/household/' },
    },
    {
      name: 'matching-entered-once',
      comment:
        "The import asks the matcher in one place, its step \"match\" (import/pipeline/match.ts: planMatches, whose plan writes the matches last), besides the preview's hints and an import's undo; bank sync reaches it only through the import's pipeline.",
      severity: 'error',
      from: {
        path: '^server/features/(import|sync)/',
        pathNot: [notTest, '^server/features/import/(pipeline/match|hints|undo-import)\\.ts$'],
      },
      to: { path: '^server/features/matching/' },
    },
    {
      name: 'web-feature-not-feature',
      comment: featureNotFeature,
      severity: 'error',
      from: { path: '^web/features/([^/]+)/', pathNot: notTest },
      to: { path: '^web/features/', pathNot: ['^web/features/$1/', ...importedFeatures.map(exactly)] },
    },
    // The public files featureImports names: only the files listed there may import them from another feature.
    ...importedFeatures.map((to) => ({
      name: 'web-feature-not-feature',
      comment: featureNotFeature,
      severity: 'error',
      from: {
        path: '^web/features/([^/]+)/',
        pathNot: [notTest, ...featureImports.filter((i) => i.to === to).map((i) => exactly(i.from))],
      },
      to: { path: exactly(to), pathNot: '^web/features/$1/' },
    })),
    {
      name: 'web-entity-below-features',
      comment:
        'web/entities/ holds what many features need (accounts, books, categories, undo...); it never imports a feature or web/app/.',
      severity: 'error',
      from: { path: '^web/entities/' },
      to: { path: '^web/(features|app)/' },
    },
    {
      name: 'web-lib-components-below-entities',
      comment:
        'web/lib/ and web/components/ stand below web/entities/ and the features: they never import either (pass what they need as props).',
      severity: 'error',
      from: { path: '^web/(lib|components)/' },
      to: { path: '^web/(entities|features)/' },
    },
    {
      name: 'web-lib-not-components',
      comment:
        'web/lib/ stands below web/components/ (components use lib, never the other way): a hook of lib that shows something takes it from lib (useToast is web/lib/toast.ts).',
      severity: 'error',
      from: { path: '^web/lib/' },
      to: { path: '^web/components/' },
    },
    {
      name: 'web-pwa-not-components',
      comment:
        "web/pwa/ (the service worker's registration) stands below web/components/: the notices it drives are a component (web/components/pwa-notices.tsx).",
      severity: 'error',
      from: { path: '^web/pwa/' },
      to: { path: '^web/components/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
