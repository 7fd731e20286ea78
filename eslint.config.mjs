// ESLint: typescript-eslint rules plus the dependency direction of docs/architecture.md (Module doors).
// Backend: platform <- modules <- entry points; a module's domain/ stays pure (no Nest, no ORM).
// Frontend: components/ui and lib <- widgets <- features <- app; features never import each other, nor do widgets.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import architecture from './tools/eslint-architecture.mjs';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * The backend's files the SPA shares, so the site, its server renderer and the e-mails read alike: pure
 * modules importing nothing but each other.
 */
const SHARED_WITH_SPA = [
  'backend/src/platform/format/*.ts',
  'backend/src/platform/i18n/languages.ts',
  'backend/src/modules/catalogue/domain/place-names.ts',
  'backend/src/modules/purchase-costs/domain/purchase-cost-calculation.ts',
  'backend/src/modules/purchase-costs/domain/mortgage.ts',
  'backend/src/modules/purchase-costs/domain/purchase-cost-test-rates.ts',
  'backend/src/modules/site/domain/agency.ts',
];
const BACKEND_OUTSIDE_SHARED = {
  regex: `/backend/(?!${SHARED_WITH_SPA.map((file) => file.slice('backend/'.length).replace(/\*?\.ts$/, '')).join('|')})`,
  message: `The SPA imports only the backend's shared modules (${SHARED_WITH_SPA.join(', ')}).`,
};

/** What command and query handlers, commands, queries and deciders never do. */
const HANDLER_SYNTAX = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Take the time from the injected Clock (platform/time/clock), so tests can move it.',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Take the time from the injected Clock (platform/time/clock), so tests can move it.',
  },
  {
    selector: 'NewExpression[callee.name=/Exception$/]',
    message: 'Throw a DomainError (platform/domain); the error filter maps it to HTTP.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'test-results/**',
      'playwright-report/**',
      'var/**',
      // Generated from the OpenAPI document (npm run gen:api); the contract test keeps them current.
      'frontend/src/lib/api/schema.ts',
      'frontend/src/lib/api/zod.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      'no-console': 'error',
    },
  },
  {
    // Nest resolves constructor parameters from decorator metadata: imports used only there are real imports.
    files: ['backend/**/*.ts'],
    languageOptions: { parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true } },
  },
  {
    files: ['backend/src/platform/**/*.ts'],
    rules: restrict([
      { group: ['**/modules/**'], message: 'platform/ is the kernel: it knows no business module.' },
      {
        group: ['**/app.module', '**/main', '**/worker', '**/cli'],
        message: 'platform/ must not import entry points.',
      },
    ]),
  },
  {
    files: ['backend/src/modules/**/*.ts'],
    plugins: { architecture },
    rules: { 'architecture/no-foreign-module-internals': 'error' },
  },
  {
    files: ['backend/src/modules/**/*.ts'],
    rules: restrict([
      {
        group: ['**/app.module', '**/main', '**/worker', '**/cli'],
        message: 'Modules must not import entry points.',
      },
    ]),
  },
  {
    // Handlers do not know they are called over HTTP, and they take the time from the injected Clock.
    files: ['backend/src/modules/*/{commands,queries}/**/*.{handler,command,query}.ts'],
    rules: {
      ...restrict([
        {
          group: ['**/app.module', '**/main', '**/worker', '**/cli'],
          message: 'Modules must not import entry points.',
        },
        {
          group: ['**/platform/http/api-error'],
          message: 'Handlers throw DomainError (platform/domain); the error filter maps it to HTTP.',
        },
      ]),
      'no-restricted-syntax': ['error', ...HANDLER_SYNTAX],
    },
  },
  {
    files: ['backend/src/modules/*/domain/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...HANDLER_SYNTAX] },
  },
  {
    // Controllers translate HTTP to commands and queries; reading and writing happen in the handlers.
    files: ['backend/src/modules/**/*.controller.ts'],
    rules: restrict([
      {
        group: ['**/app.module', '**/main', '**/worker', '**/cli'],
        message: 'Modules must not import entry points.',
      },
      {
        group: ['@mikro-orm/*', 'pg'],
        message: 'No SQL in controllers: the command or query handler reads and writes.',
      },
    ]),
  },
  {
    files: ['backend/src/modules/*/domain/**/*.ts'],
    rules: restrict([
      {
        group: ['@nestjs/*', '@mikro-orm/*', 'bullmq', 'ioredis', 'pg'],
        message: 'domain/ is pure: no Nest, ORM or I/O.',
      },
      {
        group: ['**/read-models/**', '**/commands/**', '**/queries/**'],
        message: 'domain/ depends on nothing outside it.',
      },
    ]),
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    rules: restrict([BACKEND_OUTSIDE_SHARED]),
  },
  {
    files: ['frontend/src/components/**/*.{ts,tsx}', 'frontend/src/lib/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['**/widgets/**', '**/features/**', '**/app/**'],
        message: 'components/ and lib/ sit below widgets/, features/ and app/.',
      },
      BACKEND_OUTSIDE_SHARED,
    ]),
  },
  {
    files: ['frontend/src/widgets/*/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: {
      'architecture/no-cross-widget-imports': 'error',
      ...restrict([
        { group: ['**/features/**', '**/app/**'], message: 'widgets/ sit below features/ and app/.' },
        BACKEND_OUTSIDE_SHARED,
      ]),
    },
  },
  {
    files: ['frontend/src/features/*/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: {
      'architecture/no-cross-feature-imports': 'error',
      ...restrict([{ group: ['**/app/**'], message: 'features/ sit below app/.' }, BACKEND_OUTSIDE_SHARED]),
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Last, so it holds over the rules of the folders these files sit in.
    files: SHARED_WITH_SPA,
    ignores: ['**/*.spec.ts'],
    rules: restrict([
      { regex: '^[^.]', message: 'Shared with the SPA: it imports only the other shared modules.' },
    ]),
  },
  prettier,
);
