import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The arrows of docs/architecture.md, kept by eslint.config.mjs: each rule is run on a small
 * snippet that breaks it, so a rule cannot silently stop working.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const ARROW_RULES = new Set(['no-restricted-imports', 'arrows/client-boundary']);

/** The arrow problems ESLint reports for `code` as if it were the file `file` (relative to the project). */
async function arrows(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId && ARROW_RULES.has(m.ruleId))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const expectReported = async (file: string, code: string, rule: string) =>
  expect(
    (await arrows(file, code)).map((problem) => problem.split(':')[0]),
    `${file}: ${code}`,
  ).toContain(rule);
const expectClean = async (file: string, code: string) =>
  expect(await arrows(file, code), `${file}: ${code}`).toEqual([]);

describe('domain imports nothing of ours but domain', () => {
  it('reports lib, app, components, db, env, Next, React and I/O', async () => {
    for (const source of ['@/lib/content/load', '../lib/content/load', '@/env', 'next/server', 'react', 'node:fs'])
      await expectReported(
        'src/domain/example.ts',
        `import { x } from '${source}';\nexport { x };`,
        'no-restricted-imports',
      );
    await expectReported(
      'src/domain/feed/example.ts',
      `import { x } from '../../db/schema';\nexport { x };`,
      'no-restricted-imports',
    );
  });

  it('lets domain use domain, npm packages and node:crypto', async () => {
    await expectClean(
      'src/domain/example.ts',
      `import { x } from './money';\nimport { z } from 'zod';\nimport { createHash } from 'node:crypto';\nexport { x, z, createHash };`,
    );
    await expectClean('src/domain/feed/example.ts', `import { x } from '../text';\nexport { x };`);
  });
});

describe('db imports only db and env', () => {
  it('reports lib, app, components and values from domain', async () => {
    for (const source of [
      '@/lib/content/load',
      '../lib/content/load',
      '@/components/layout/icons',
      '@/app/admin/actions',
      '../domain/text',
    ])
      await expectReported(
        'src/db/example.ts',
        `import { x } from '${source}';\nexport { x };`,
        'no-restricted-imports',
      );
    await expectReported(
      'src/db/embedded/example.ts',
      `import { x } from '../../lib/content/load';\nexport { x };`,
      'no-restricted-imports',
    );
  });

  it('lets db use db, env and the types of domain', async () => {
    await expectClean(
      'src/db/example.ts',
      `import { x } from './open';\nimport { env } from '../env';\nimport type { Flags } from '../domain/property-details';\nexport type { Flags };\nexport { x, env };`,
    );
    await expectClean(
      'src/db/embedded/example.ts',
      `import { x } from '../open';\nimport { y } from './alive';\nexport { x, y };`,
    );
  });
});

describe('lib never imports components or app', () => {
  it('reports them by alias and by relative path', async () => {
    for (const source of [
      '@/components/layout/icons',
      '../../components/layout/icons',
      '@/app/admin/actions',
      '../../app/admin/actions',
    ])
      await expectReported(
        'src/lib/content/example.ts',
        `import { x } from '${source}';\nexport { x };`,
        'no-restricted-imports',
      );
  });
});

describe('components never import db or app', () => {
  it('reports them', async () => {
    for (const source of ['@/db/client', '../../db/schema', '@/app/admin/actions'])
      await expectReported(
        'src/components/layout/example.tsx',
        `import { x } from '${source}';\nexport { x };`,
        'no-restricted-imports',
      );
  });

  it('lets a server component read the lib facades', async () => {
    await expectClean('src/components/layout/example.tsx', `import { x } from '@/lib/content/load';\nexport { x };`);
  });
});

describe('app takes only the database handle from db', () => {
  it('reports the schema, allows the client', async () => {
    await expectReported(
      'src/app/example/route.ts',
      `import { x } from '@/db/schema';\nexport { x };`,
      'no-restricted-imports',
    );
    await expectClean('src/app/example/route.ts', `import { getDb } from '@/db/client';\nexport { getDb };`);
  });
});

describe('client components never import lib, app, db or env', () => {
  const fixture = `src/components/arrows-fixture-${process.pid}`;

  beforeAll(() => {
    mkdirSync(path.join(root, fixture));
    writeFileSync(path.join(root, fixture, 'leads-to-lib.ts'), `export type { Site } from './reaches-lib';\n`);
    writeFileSync(
      path.join(root, fixture, 'reaches-lib.ts'),
      `export type { Content as Site } from '@/lib/content/load';\n`,
    );
    writeFileSync(path.join(root, fixture, 'harmless.ts'), `export { formatPrice } from '@/domain/property/money';\n`);
  });
  afterAll(() => rmSync(path.join(root, fixture), { recursive: true, force: true }));

  it('reports each of them, types included, by alias and by relative path', async () => {
    for (const source of [
      '@/lib/content/load',
      '@/app/admin/actions',
      '@/db/schema',
      '@/env',
      '../../lib/content/load',
    ])
      await expectReported(
        `${fixture}/example.tsx`,
        `'use client';\nimport type { X } from '${source}';\nexport type { X };`,
        'arrows/client-boundary',
      );
  });

  it('reports next-intl in a client component outside the owner portal (decision 035)', async () => {
    for (const source of ['next-intl', 'next-intl/navigation', 'use-intl'])
      await expectReported(
        `${fixture}/example.tsx`,
        `'use client';\nimport { useTranslations } from '${source}';\nexport { useTranslations };`,
        'arrows/client-boundary',
      );
    await expectClean(
      'src/components/portal/example.tsx',
      `'use client';\nimport { useTranslations } from 'next-intl';\nexport { useTranslations };`,
    );
    await expectClean(
      `${fixture}/example.tsx`,
      `import { getTranslations } from 'next-intl/server';\nexport { getTranslations };`,
    );
  });

  it('reports a module of ours that leads there, however far', async () => {
    await expectReported(
      `${fixture}/example.tsx`,
      `'use client';\nimport type { Site } from './leads-to-lib';\nexport type { Site };`,
      'arrows/client-boundary',
    );
  });

  it('leaves server components and harmless imports alone', async () => {
    await expectClean(
      `${fixture}/example.tsx`,
      `'use client';\nimport { formatPrice } from './harmless';\nexport { formatPrice };`,
    );
    await expectClean(`${fixture}/example.tsx`, `import type { Site } from './leads-to-lib';\nexport type { Site };`);
  });
});
