// One lint for the whole repository, with type information from each workspace's tsconfig.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('web/src/features', import.meta.url));

// What a browser test may not write itself: web/e2e/steps.ts reaches each screen (visit, follow,
// arrived, reload, back, forward) and waits for that screen's own sign and for hydration, where a raw
// navigation, a click by selector or a sleep raced the busy 2-core CI machine.
const STEPS = 'web/e2e/steps.ts reaches a screen and waits for its own sign and for hydration: visit, follow, arrived, reload, back or forward.';
const rawNavigation = [
  {
    selector: 'CallExpression[callee.property.name=/^(goto|reload|goBack|goForward|waitForURL|waitForNavigation|waitForLoadState)$/]',
    message: STEPS,
  },
  { selector: "CallExpression[callee.property.name='waitForEvent'][arguments.0.value=/^(load|domcontentloaded|framenavigated)$/]", message: STEPS },
  // page.click(selector); a locator's click takes no selector.
  { selector: "CallExpression[callee.property.name='click'][arguments.0.type=/^(Literal|TemplateLiteral)$/]", message: `Click a locator. ${STEPS}` },
];
const sleep = {
  selector: "CallExpression[callee.property.name='waitForTimeout']",
  message: 'A fixed sleep is too short on a busy machine and too long on an idle one: wait for what the screen shows.',
};

export default tseslint.config(
  { ignores: ['**/dist/', '**/dist-ssr/', '**/node_modules/', '.tap/', 'bench/'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Numbers and booleans read naturally in messages; objects and undefined are the mistakes.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `return next()` in a function that returns nothing, and a void arrow in a handler, are idioms;
      // a void call used as a value is the bug.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true }],
      // `let x;` set once after a closure that reads it (the hot path handed to the server) is not a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // The input rules match control characters on purpose.
      'no-control-regex': 'off',
      // With noUncheckedIndexedAccess, `rows[0]!` after a length check is how TypeScript is told.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `const { secret, ...rest } = x` is how a field is left out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins and hooks are async by contract (that is how a plugin says it is done);
      // promises left unhandled are caught by no-floating-promises and no-misused-promises instead.
      '@typescript-eslint/require-await': 'off',
      // React Router's loaders redirect by throwing the Response it builds.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // React ignores what an event handler returns; ours catch their own errors and show them.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-floating-promises': [
        'error',
        // tap runs a subtest whether or not its promise is awaited, and reports its failures itself.
        { allowForKnownSafePromises: [{ from: 'package', name: 'PromiseWithSubtest', package: '@tapjs/core' }] },
      ],
    },
  },
  {
    // Tests read answers whose shape they then assert: an `any` body is the point, not a leak.
    files: ['**/test/**', 'web/e2e/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Boundaries, as bulletproof-react keeps them (its import/no-restricted-paths, written here with
  // core patterns: the resolver that plugin needs has native builds this registry does not carry).
  ...features.map((feature) => ({
    // Features do not import each other: what two need moves down to components/ or lib/, or the
    // app layer passes it in.
    files: [`web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${features.filter((f) => f !== feature).join('|')})(/|$)`,
              message: 'Features do not import each other: move what both need to components/ or lib/, or pass it in from app/.',
            },
          ],
        },
      ],
    },
  })),
  // The web's shared folders sit under the features and the app layer, never above them.
  {
    files: ['web/src/lib/**', 'web/src/components/**', 'web/src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message: 'lib/, components/ and config/ are shared: they import no feature and not the app layer (pass what they need in).',
            },
          ],
        },
      ],
    },
  },
  // A domain's tables (upstream/src/<domain>/tables.ts) are the data layer under every domain: they
  // import drizzle, the shared contract, other domains' tables (foreign keys) and db/columns.ts, nothing
  // of a domain's logic, so the folder cycle check can leave them out (.dependency-cruiser-folders.cjs).
  {
    files: ['upstream/src/*/tables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!drizzle-orm(/|$)|@academy/shared/|\\./tables\\.ts$|\\.\\./[a-z-]+/tables\\.ts$|\\.\\./db/columns\\.ts$)',
              message: 'A tables file imports only drizzle, @academy/shared, other tables files and db/columns.ts.',
            },
          ],
        },
      ],
    },
  },
  // shared/ is the contract all three import: it imports none of them, only zod, Node, pino and fastify's
  // types; server/, which only the two servers import, also ioredis for the Redis they share and
  // OpenTelemetry for the traces they send (server/tracing.ts).
  ...[
    { files: ['shared/src/**'], ignores: ['shared/src/server/**'], also: '' },
    { files: ['shared/src/server/**'], also: '|ioredis$|prom-client$|@opentelemetry/|@fastify/otel$' },
  ].map(({ also, ...scope }) => ({
    ...scope,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!\\.\\.?/|node:|zod$|zod/|pino$|fastify$${also}|@academy/shared/)|^(\\.\\./)+(upstream|bff|web|scripts)/`,
              message: `shared/ imports only zod, pino, Node and fastify types${also && ' (and here ioredis, prom-client, OpenTelemetry)'}.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // A BFF deployed in front of a remote upstream installs none of its packages: only server.ts
    // loads the built-in upstream, and only when UPSTREAM_URL is unset.
    files: ['bff/src/**'],
    ignores: ['bff/src/server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@academy/upstream(/|$)|^(\\.\\./)+upstream/src/', message: 'The BFF imports only shared/.' }] },
      ],
    },
  },
  {
    // screen-watch.test.ts tests the watch itself, on bare pages it serves that have none of the shop's signs.
    files: ['web/e2e/**/*.ts'],
    ignores: ['web/e2e/steps.ts', 'web/e2e/screen-watch.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...rawNavigation, sleep] },
  },
  prettier,
);
