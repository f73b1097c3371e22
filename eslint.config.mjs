import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { arrows } from './eslint/client-boundary.mjs';

const TESTS = ['**/*.test.{ts,tsx}'];

/** domain imports nothing of ours but domain; npm packages yes, but no Next, no React, no I/O. */
const domainPatterns = (outOfFolder) => [
  { group: ['@/*', outOfFolder], message: 'domain imports nothing of ours but domain' },
  {
    group: ['next', 'next/*', 'react', 'react/*', 'react-dom', 'react-dom/*'],
    message: 'domain is pure: no Next, no React',
  },
  { group: ['node:*', '!node:crypto'], message: 'domain is pure: no I/O (node:crypto computes, it may stay)' },
];

/** db imports only db and env; the schema may take the types of domain's detail groups. */
const dbPatterns = (up) => [
  {
    group: [
      '@/*',
      '!@/db',
      '!@/db/*',
      '!@/env',
      '!@/domain',
      '!@/domain/*',
      `${up}*`,
      `!${up}env`,
      `!${up}domain`,
      `!${up}domain/*`,
    ],
    message: 'db imports only db and env',
  },
  { group: ['@/domain/*', `${up}domain/*`], allowTypeImports: true, message: 'db takes only types from domain' },
];

/** Nothing that Next.js runs imports the server in front of it (src/server). */
const SERVER_FROM_INSIDE = {
  group: ['@/server', '@/server/*', '**/server/*'],
  message: 'the site’s server (src/server) runs in front of Next.js: nothing inside imports it',
};

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
  // The arrows of docs/architecture.md. Tests may import what they exercise (a lib test may drive a
  // route handler), except domain tests, which stay as pure as their code.
  {
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/domain/**/*.{ts,mts,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: domainPatterns('../*') }] },
  },
  {
    // A folder of rules inside domain (forms/, feed/) may use its sibling rules one level up.
    files: ['src/domain/*/**/*.{ts,mts,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: domainPatterns('../../*') }] },
  },
  {
    files: ['src/db/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: dbPatterns('../') }] },
  },
  {
    files: ['src/db/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: dbPatterns('../../') }] },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/components', '@/components/*', '**/components/*'], message: 'lib never imports components' },
            { group: ['@/app', '@/app/*', '**/app/*'], message: 'lib never imports app' },
            SERVER_FROM_INSIDE,
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/db', '@/db/*', '**/db/*'], message: 'components never import db' },
            { group: ['@/app', '@/app/*', '**/app/*'], message: 'components never import app (app imports them)' },
            SERVER_FROM_INSIDE,
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/db/*', '!@/db/client', '../**/db/*', '!../**/db/client'],
              message: 'app takes only the database handle (db/client); the schema and the queries stay in lib',
            },
            SERVER_FROM_INSIDE,
          ],
        },
      ],
    },
  },
  {
    // The site's server (the edge and the page cache, in front of Next.js and outside its bundles):
    // it runs only the pure rules of domain, the environment, the log and its own modules, and at
    // its start takes the database and prepares it (one program, issue 43: src/server/site.ts).
    files: ['src/server/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/*',
                '!@/domain',
                '!@/domain/*',
                '!@/env',
                '!@/log',
                '!@/process-bridge',
                '!@/db',
                '@/db/*',
                '!@/db/acquire',
                '!@/lib',
                '@/lib/*',
                '!@/lib/installation',
                '@/lib/installation/*',
                '!@/lib/installation/prepare',
                '../*',
              ],
              message:
                'server imports only domain, env, log, process-bridge, its own folder and, to start, db/acquire and lib/installation/prepare: it runs in front of Next.js',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mts,mjs}'],
    plugins: { arrows },
    rules: { 'arrows/client-boundary': 'error' },
  },
];

export default config;
