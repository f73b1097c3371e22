import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_TRACES } from './traces';

/** Every file under `dir` whose name ends with one of `endings`. */
function filesUnder(dir: string, endings: string[]): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The demo is an example the product never names (issues 29 and 43): no message of any language
 * carries the demo agency's name, region, towns, postcode or phone. (The code may name Belgian
 * towns, Ghent among them: its place names and their tests do.)
 */
describe('the product names no trace of the demo agency', () => {
  it('in its messages', () => {
    for (const file of filesUnder('messages', ['.json'])) {
      const text = readFileSync(file, 'utf8');
      for (const trace of DEMO_TRACES) expect(trace.test(text), `${file}: ${trace}`).toBe(false);
    }
  });
});
