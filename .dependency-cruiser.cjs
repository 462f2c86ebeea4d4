// The import boundaries, checked by `npm run lint` (dependency-cruiser). Each rule was seen to fire once on a probe
// file. Tests may reach across features to set up a person's data; the code they test may not.
const notTest = '\\.test\\.tsx?$';

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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
