import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      '.data-*/**',
      'drizzle/**',
      'public/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    rules: {
      // Arrows point one way (architecture.md): domain imports nothing of ours but domain.
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/*', '../*', 'next', 'next/*', 'react', 'node:*'] }],
    },
  },
  {
    // A folder of rules inside domain (forms/, feed/) may use its sibling rules one level up.
    files: ['src/domain/*/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/*', '../../*', 'next', 'next/*', 'react', 'node:*'] }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/db/*', '**/db/*'], message: 'components never import db' }] },
      ],
    },
  },
];

export default config;
