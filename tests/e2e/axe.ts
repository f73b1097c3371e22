import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, the level the site promises. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The axe that AxeBuilder injects (its own dependency), read once per worker.
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type AxeScope = {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Parts left out (CSS selectors), each with its reason where it is used. */
  exclude?: string[];
  /** The rules' tags; 'every rule' runs all of axe's rules, best practices included. */
  tags?: string[] | 'every rule';
  /** Rules switched on or off beyond the tags. */
  rules?: Record<string, { enabled: boolean }>;
};

export type Violation = { id: string; targets: string[] };

/**
 * axe in the page itself. AxeBuilder.analyze() evaluates axe's 550 kB source on every call and
 * then opens a blank page in which it evaluates it once more to merge the results (its
 * runPartial/finishRun path): 2 to 4 s a check on two cores, against under one here. axe is
 * evaluated once per document (a state of the same page, like a form after sending, reuses it)
 * and run in place. A page holding frames goes through AxeBuilder, which checks inside them too.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<Violation[]> {
  const tags = scope.tags ?? WCAG;
  const options: axe.RunOptions = {
    resultTypes: ['violations'],
    ...(tags === 'every rule' ? {} : { runOnly: { type: 'tag', values: tags } }),
    ...(scope.rules ? { rules: scope.rules } : {}),
  };
  const exclude = scope.exclude ?? [];
  if (page.frames().length > 1) {
    // options() replaces every option set before it, withTags() included: options first.
    let builder = new AxeBuilder({ page }).options(options);
    if (tags !== 'every rule') builder = builder.withTags(tags);
    for (const selector of exclude) builder = builder.exclude(selector);
    if (scope.include) builder = builder.include(scope.include);
    const { violations } = await builder.analyze();
    return violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ options, include, exclude }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const context = { include: include ? [include] : [document], exclude };
      const { violations } = await inPage.run(context as axe.ElementContext, { ...options, iframes: false });
      return violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { options, include: scope.include, exclude },
  );
}

/** The page as it is has no violation; the message names each rule and its elements. */
export async function expectNoViolations(page: Page, label: string, scope: AxeScope = {}): Promise<void> {
  const found = (await axeViolations(page, scope)).map((v) => `${v.id}: ${v.targets.join(', ')}`);
  expect(found, label).toEqual([]);
}
