import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
// The maintained fork of eslint-plugin-jsx-a11y: same rules, and a peer range that includes ESLint 10.
import jsxA11y from 'eslint-plugin-jsx-a11y-x';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'api/db/migrations/', 'test-results/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Typed linting: the rules below need the types of the whole program (tsconfig.json).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A promise nobody awaits loses its error: an unhandled rejection ends the process.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Plain JavaScript (this file, the service worker, the dependency rules) is outside tsconfig.json: no types to lint with.
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The React apps (the storefront and the back office): the rules of hooks (with the React Compiler's checks) and accessible markup.
    files: ['{admin,client}/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['{admin,client}/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    // docs/decisions/023-javascript-floor.md: react-router's Link and NavLink bring framework mode's
    // prefetching into the entry every page loads (2.9 KB gzip); the shop's own do what we use.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: 'Use client/components/link/Link: the same links without framework mode.',
            },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use client/components/link/Link: the same links without framework mode.',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools and tests talk to a person through the console.
    files: ['scripts/**', 'build/**', 'test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
