// @ts-check
/**
 * Import rules of DESIGN.md "Layers (what may import what)", checked by `npm run lint`
 * (`depcruise`, issue #20 point 3). Every rule is an error: lint fails on any of them.
 *
 *   main.tsx → app → features → store → api → domain → contract
 *   components → theme, i18n          mocks/ → domain, contract
 *
 * - `src/contract` is the bottom: the OpenAPI document (`openapi.yaml`), the types generated
 *   from it (`schema.gen.ts`, `npm run api:types`) and their aliases (`types.ts`). It imports
 *   nothing of src/ (or mocks/); every layer may import it.
 * - `src/domain` (rules the app and mocks/ share) imports only itself and `src/contract`:
 *   nothing of src/api or above, no React, no Redux.
 * - `src/api` imports of src/ only `src/domain`, `src/contract` and `src/env.ts` (never
 *   `src/store`, see below).
 * - mocks/ take from src/ only `src/contract` and `src/domain`.
 * - No import cycle between files, type-only imports included: a cycle made only of types
 *   still ties the two files' layers together (and turns into a runtime cycle the day one
 *   of them becomes a value), so it is refused like any other.
 * - No cycle between feature folders: the features are ranked in {@link FEATURE_TIERS}, and a
 *   feature imports only features of a lower tier (what two features share moves down, into
 *   `src/features/shared`, `src/components` or `src/domain`, or into the feature that owns it).
 * - `src/store` → `src/api`, never back: slices match the api's endpoints (`extraReducers`)
 *   and the store mounts the api's reducer and middleware; the base query reads the token
 *   and language through a structural state type of its own (`src/api/session.ts`) and
 *   signals a refused token with an action of its own (`sessionRejected`) that the auth
 *   slice handles.
 * - `configureStore` is in `src/app/store.ts`, the top; the typed hooks and `RootState` stay
 *   in `src/store`, so that features use them without importing `src/app`.
 */

/**
 * The feature folders (`src/features/<name>`) by tier: a feature imports only features of
 * an earlier tier, never one of its own tier or a later one. A new feature folder goes in
 * the tier after the last one it imports (rule `feature-not-ranked` fails until it does).
 */
const FEATURE_TIERS = [
  // Forms, headers, server errors, list filters (the router hook): what screens share.
  ['shared'],
  ['billing', 'company', 'demo', 'errors', 'notifications', 'preferences'],
  // auth → preferences; jobOpenings → billing (checkout); signUp → billing, company.
  ['auth', 'jobOpenings', 'signUp'],
  // chats → jobOpenings (match breakdown, candidate checkout), billing (unlock payment).
  ['chats'],
  // account → auth, billing, chats, company, signUp.
  ['account'],
];

const anyOf = (names) => `(${names.join('|')})`;

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const featureTierRules = FEATURE_TIERS.map((tier, index) => ({
  name: `feature-tier-${index}`,
  severity: 'error',
  comment:
    `Features of tier ${index} (${tier.join(', ')}) import only features of an earlier tier ` +
    '(FEATURE_TIERS in .dependency-cruiser.cjs): no cycle between feature folders.',
  from: { path: `^src/features/${anyOf(tier)}/` },
  to: {
    path: `^src/features/${anyOf(FEATURE_TIERS.slice(index).flat())}/`,
    pathNot: '^src/features/$1/',
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle between files (type-only imports included): move what both need ' +
        'down a layer, or into the file that owns it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to no file: a typo, a moved file or a missing package.',
      from: {},
      to: { couldNotResolve: true },
    },
    ...featureTierRules,
    {
      name: 'feature-not-ranked',
      severity: 'error',
      comment:
        'A feature folder missing from FEATURE_TIERS in .dependency-cruiser.cjs: add it to ' +
        'the tier after the last feature it imports.',
      from: {
        path: '^src/features/[^/]+/',
        pathNot: `^src/features/${anyOf(FEATURE_TIERS.flat())}/`,
      },
      to: {},
    },
    {
      name: 'entry-not-imported',
      severity: 'error',
      comment: 'src/main.tsx is the entry: nothing imports it.',
      from: {},
      to: { path: '^src/main\\.tsx$' },
    },
    {
      name: 'app-is-the-top',
      severity: 'error',
      comment:
        'src/app (the store, providers, routes, layouts) is composition: only src/main.tsx ' +
        'imports it, never a feature, the store, the api or anything below.',
      from: { path: '^src/', pathNot: ['^src/app/', '^src/main\\.tsx$'] },
      to: { path: '^src/app/' },
    },
    {
      name: 'store-and-api-below-features',
      severity: 'error',
      comment: 'src/store and src/api never import a feature.',
      from: { path: '^src/(store|api)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'api-below-store',
      severity: 'error',
      comment:
        'src/store imports src/api, never the reverse: the api reads client state through ' +
        'its own structural type and signals with its own actions (src/api/session.ts).',
      from: { path: '^src/api/' },
      to: { path: '^src/store/' },
    },
    {
      name: 'no-router-below-features',
      severity: 'error',
      comment:
        'Routing lives in src/app and the features (router hooks: src/features/shared): ' +
        'the store, the api, the domain and the components know no URL.',
      from: { path: '^src/(store|api|domain|components|theme|i18n)/' },
      to: { path: '^node_modules/react-router(-dom)?/' },
    },
    {
      name: 'components-presentational',
      severity: 'error',
      comment:
        'src/components (the design system: props in, events out) import only other ' +
        'components, src/theme, src/i18n and npm packages, and nothing of Redux.',
      from: { path: '^src/components/' },
      to: {
        path: ['^(src|mocks)/', '^node_modules/(react-redux|@reduxjs)/'],
        pathNot: '^src/(components|theme|i18n)/',
      },
    },
    {
      name: 'theme-and-i18n-at-the-bottom',
      severity: 'error',
      comment: 'src/theme and src/i18n import nothing of the app but each other.',
      from: { path: '^src/(theme|i18n)/' },
      to: { path: '^(src|mocks)/', pathNot: '^src/(theme|i18n)/' },
    },
    {
      name: 'contract-is-the-bottom',
      severity: 'error',
      comment:
        'src/contract (the OpenAPI document, the generated schema and its aliases) is the ' +
        'bottom layer: it imports nothing of src/ or mocks/ but itself.',
      from: { path: '^src/contract/' },
      to: { path: '^(src|mocks)/', pathNot: '^src/contract/' },
    },
    {
      name: 'domain-above-contract-only',
      severity: 'error',
      comment:
        'src/domain (rules the app and mocks/ share) imports of src/ only itself and ' +
        'src/contract: never src/api, src/store, a feature or anything else above it.',
      from: { path: '^src/domain/' },
      to: { path: '^(src|mocks)/', pathNot: ['^src/domain/', '^src/contract/'] },
    },
    {
      name: 'domain-pure',
      severity: 'error',
      comment:
        'src/domain is pure rules: no React, no Redux, no i18n, no styling (its callers in ' +
        'the app and in mocks/ bring those).',
      from: { path: '^src/domain/' },
      to: {
        path: '^node_modules/(react|react-dom|react-redux|@reduxjs|react-intl|styled-components)/',
      },
    },
    {
      name: 'api-above-domain-and-contract',
      severity: 'error',
      comment:
        'src/api (RTK Query) imports of src/ only itself, src/domain, src/contract and ' +
        'src/env.ts (the build-time settings): src/store, src/features and src/app are above it.',
      from: { path: '^src/api/' },
      to: { path: '^(src|mocks)/', pathNot: ['^src/(api|domain|contract)/', '^src/env\\.ts$'] },
    },
    {
      name: 'mocks-know-the-contract-only',
      severity: 'error',
      comment:
        'mocks/ (the simulated API) import from src/ only src/contract (the contract types, ' +
        'through mocks/contract.ts) and src/domain.',
      from: { path: '^mocks/' },
      to: { path: '^src/', pathNot: ['^src/contract/', '^src/domain/'] },
    },
    {
      name: 'mocks-only-in-demo-mode',
      severity: 'error',
      comment:
        'The app never imports mocks/ (DESIGN.md "Two runtimes"): only src/main.tsx does, ' +
        'in demo mode, by a dynamic import of mocks/browser.ts (production bundles hold no ' +
        'mock code).',
      from: { path: '^src/', pathNot: '^src/main\\.tsx$' },
      to: { path: '^mocks/' },
    },
    {
      name: 'mocks-entry-browser-only',
      severity: 'error',
      comment: 'Of mocks/, src/main.tsx imports mocks/browser.ts only (the worker, demo mode).',
      from: { path: '^src/main\\.tsx$' },
      to: { path: '^mocks/', pathNot: '^mocks/browser\\.ts$' },
    },
    {
      name: 'mocks-entry-not-static',
      severity: 'error',
      comment: 'src/main.tsx imports mocks/browser.ts only dynamically (demo mode).',
      from: { path: '^src/main\\.tsx$' },
      to: { path: '^mocks/', dynamic: false },
    },
    {
      name: 'demo-feature-only-in-demo-mode',
      severity: 'error',
      comment:
        'src/features/demo (the demo inbox) is demo-mode code: only src/main.tsx imports it, ' +
        'dynamically, beside mocks/browser.ts.',
      from: { path: '^src/', pathNot: ['^src/main\\.tsx$', '^src/features/demo/'] },
      to: { path: '^src/features/demo/' },
    },
    {
      name: 'demo-feature-not-static',
      severity: 'error',
      comment: 'src/main.tsx imports src/features/demo only dynamically (demo mode).',
      from: { path: '^src/main\\.tsx$' },
      to: { path: '^src/features/demo/', dynamic: false },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too (see no-circular above).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
