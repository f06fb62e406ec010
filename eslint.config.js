import { readdirSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/*
 * Rooms the linter keeps (restricted import zones, as import/no-restricted-paths draws them): each
 * zone names the files it holds (`target`, path prefixes from the repository root, minus `except`)
 * and what they may not import (`from`: path prefixes, resolved from relative imports, or package
 * names). Dynamic `import()` counts too: a lazy-loaded page is still a dependency.
 */
const SDKS = ['@aws-sdk/', '@aws-lambda-powertools/parameters', 'stripe', 'jose'];
const TESTS = ['.test.ts', '.test.tsx'];
const FEATURES = readdirSync(resolve(ROOT, 'frontend/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ZONES = [
  {
    target: ['lambdas/src/domain/'],
    exceptSuffixes: TESTS,
    from: [
      'lambdas/src/adapters/',
      'lambdas/src/composition/',
      'lambdas/src/local/',
      'lambdas/src/evaluation/',
      ...SDKS,
      'node:fs',
      'fs',
    ],
    message: 'domain/ holds the rules and the ports they need: no adapter, SDK, stripe, jose or node:fs.',
  },
  {
    target: ['lambdas/src/'],
    except: ['lambdas/src/adapters/', 'lambdas/src/composition/'],
    exceptSuffixes: TESTS,
    from: SDKS,
    message: 'Vendor SDKs live in adapters/ (built in composition/): go through a port.',
  },
  {
    target: [
      'lambdas/src/composition/',
      'lambdas/src/handlers/',
      'lambdas/src/http/',
      'lambdas/src/eventbridge/',
    ],
    except: ['lambdas/src/composition/local.ts'],
    exceptSuffixes: TESTS,
    from: ['lambdas/src/local/'],
    message:
      'local/ holds the local stack’s stand-ins: only the local composition root (composition/local.ts) builds them.',
  },
  {
    target: ['lambdas/src/handlers/http/', 'lambdas/src/handlers/consumers/'],
    exceptSuffixes: TESTS,
    from: ['lambdas/src/handlers/'],
    message: 'One handler never imports another: share through domain/, http/ or composition/.',
  },
  ...FEATURES.map((feature) => ({
    target: [`frontend/src/features/${feature}/`],
    from: ['frontend/src/features/'],
    allow: [`frontend/src/features/${feature}/`],
    message:
      'A feature imports no other feature: move what both need to lib/ or components/, or compose them in app/.',
  })),
  {
    // The router in app/ composes the features; the layout around every page imports none.
    target: ['frontend/src/lib/', 'frontend/src/components/', 'frontend/src/app/layout/'],
    from: ['frontend/src/features/'],
    message: 'lib/, components/ and the layout serve every feature and import none.',
  },
];

const repoPath = (absolute) => relative(ROOT, absolute).split(sep).join('/');
const underAny = (path, prefixes) => prefixes.some((prefix) => path === prefix || path.startsWith(prefix));
const isPackageRule = (rule) => !rule.includes('/') || rule.startsWith('@') || rule.startsWith('node:');
const namesPackage = (specifier, rule) =>
  rule.endsWith('/') ? specifier.startsWith(rule) : specifier === rule || specifier.startsWith(`${rule}/`);

const rooms = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps each folder to the imports its room allows (zones in eslint.config.js).' },
    schema: [{ type: 'object', additionalProperties: true }],
  },
  create(context) {
    const file = repoPath(context.filename);
    const zones = (context.options[0]?.zones ?? []).filter(
      (zone) =>
        underAny(file, zone.target) &&
        !underAny(file, zone.except ?? []) &&
        !(zone.exceptSuffixes ?? []).some((suffix) => file.endsWith(suffix)),
    );
    if (zones.length === 0) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = specifier.startsWith('.')
        ? repoPath(resolve(dirname(context.filename), specifier))
        : undefined;
      for (const zone of zones) {
        const crossed = zone.from.find((rule) =>
          target === undefined
            ? isPackageRule(rule) && namesPackage(specifier, rule)
            : !isPackageRule(rule) &&
              underAny(`${target}/`, [rule]) &&
              !underAny(`${target}/`, zone.allow ?? []),
        );
        if (crossed) {
          context.report({ node: source, message: `'${specifier}' crosses a room: ${zone.message}` });
          return;
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'frontend/build-ssr/**',
      '**/cdk.out/**',
      '.lane/**',
      'coverage/**',
      'screenshots/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A "${…}" in a plain string reaches the person as written ("how much (in ${m.unit})").
      'no-template-curly-in-string': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['lambdas/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    plugins: { lane: { rules: { rooms } } },
    rules: { 'lane/rooms': ['error', { zones: ZONES }] },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
