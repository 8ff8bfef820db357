import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * bulletproof-react's import rules: a feature imports nothing from another feature,
 * shared code (api, components, config, lib, testing) imports no feature and not the app.
 */
const noCrossFeatureImports = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: 'Features do not import each other; compose them in src/app.',
          },
          { regex: '^@/app(/|$)', message: 'Features do not import the app.' },
          { regex: `^\\.\\./\\.\\./(?!${feature}/)[^./]`, message: 'Reach other folders through @/.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'src/lang/compiled', 'src/api/schema.d.ts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/{api,components,config,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/', message: 'Shared code does not import features.' },
            { regex: '^@/app(/|$)', message: 'Shared code does not import the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/testing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/features/', message: 'Test helpers do not import features.' }] },
      ],
    },
  },
  ...noCrossFeatureImports,
  {
    files: ['e2e/**/*.{js,mjs}', '*.config.{js,ts}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
);
