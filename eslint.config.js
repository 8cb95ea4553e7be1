import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'crypto',
  'http',
  'https',
  'net',
  'child_process',
  'url',
];

/** The process boundaries of docs/architecture.md, enforced. */
const boundaries = {
  shared: {
    patterns: [
      { group: nodeBuiltins, message: 'shared/ is pure: no Node built-ins.' },
      { group: ['electron', 'electron/*'], message: 'shared/ is pure: no Electron.' },
      { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'shared/ is pure: no React.' },
      {
        group: ['**/main/**', '**/renderer/**', '@main', '@main/*'],
        message: 'shared/ imports only shared/.',
      },
    ],
  },
  renderer: {
    patterns: [
      {
        group: ['**/main/**', '**/main', '@main', '@main/*'],
        message: 'renderer/ must not import from main/ (use window.terminal).',
      },
      { group: nodeBuiltins, message: 'renderer/ runs sandboxed: no Node built-ins.' },
      { group: ['electron', 'electron/*'], message: 'renderer/ must not import electron.' },
    ],
  },
  mainServices: {
    patterns: [
      {
        group: ['electron', 'electron/*'],
        message: 'Only main/app and main/preload import electron (rule 7).',
      },
      { group: ['**/renderer/**'], message: 'main/ must not import renderer code.' },
      {
        group: ['**/dev-host/**', '**/dev-host', '@main/dev-host/*'],
        message: 'The development host is never part of the app.',
      },
    ],
  },
};

/** A folder of main as an import, relative (climbing, with a trailing slash) or by alias. */
const mainFolder = (folder) => `^((\\.\\./)+|@main/)${folder}/`;

/** What each layer of main may not import, and why. */
const mainLayers = [
  {
    files: ['main/services/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    forbid: [
      {
        regex: mainFolder('paper-venue'),
        message: 'Services talk to any venue through main/venue; main/terminal starts the paper venue.',
      },
      { regex: mainFolder('ipc'), message: 'Services are registered on the IPC router by main/terminal.' },
    ],
  },
  {
    files: ['main/venue/**/*.ts'],
    forbid: [{ regex: mainFolder('services'), message: 'The venue client knows nothing of the services.' }],
  },
  {
    files: ['main/paper-venue/**/*.ts'],
    forbid: [
      {
        regex: mainFolder('venue'),
        message: "The paper venue is a venue of its own: it never uses the terminal's venue client.",
      },
    ],
  },
  {
    files: ['main/ipc/**/*.ts'],
    forbid: [
      { regex: mainFolder('venue'), message: 'IPC carries payloads; errors say how they cross (toPayload).' },
    ],
  },
];

const domGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'HTMLElement',
];

export default tseslint.config(
  {
    ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='parseFloat']",
          message: 'Money is decimal: use decimal.js, never parseFloat.',
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', boundaries.shared],
      'no-restricted-globals': ['error', ...domGlobals, 'process', 'Buffer', 'require'],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', boundaries.renderer],
    },
  },
  {
    files: ['main/**/*.ts'],
    ignores: ['main/app/**', 'main/preload/**', 'main/dev-host/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', boundaries.mainServices] },
  },
  // The layers inside main: the composition root (main/terminal) wires them; none reaches up or across.
  ...mainLayers.map(({ files, ignores = [], forbid }) => ({
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...boundaries.mainServices.patterns, ...forbid] }],
    },
  })),
  {
    files: ['main/dev-host/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', { patterns: boundaries.mainServices.patterns.slice(0, 2) }] },
  },
  {
    files: ['main/app/**/*.ts', 'main/preload/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: boundaries.mainServices.patterns.slice(1) }] },
  },
  {
    files: [
      'main/app/**/*.ts',
      'main/preload/**/*.ts',
      'e2e/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      '*.config.{ts,js}',
      'vite.aliases.ts',
      'bench/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
