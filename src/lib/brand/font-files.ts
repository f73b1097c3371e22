import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/env';
import { firstFamily, fontFaceSources } from '@/domain/brand/font-faces';

/** The build's style sheets: Turbopack writes them among its chunks, webpack in a folder of their own. */
const SHEET_FOLDERS = ['static/chunks', 'static/css'];

const state = globalThis as typeof globalThis & { __vitrineFontFiles?: Map<string, string> };

function read(): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of SHEET_FOLDERS) {
    const full = path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', folder);
    let names: string[];
    try {
      names = readdirSync(full).filter((name) => name.endsWith('.css'));
    } catch {
      continue;
    }
    for (const name of names) {
      const sheet = readFileSync(path.join(/*turbopackIgnore: true*/ full, name), 'utf8');
      for (const [family, url] of fontFaceSources(sheet, `/_next/${folder}/${name}`)) files.set(family, url);
    }
  }
  return files;
}

/**
 * The address of a next/font family's file in this build (`fontFamily`: the font's
 * `style.fontFamily`), read from the build's style sheets once per process; undefined in
 * development, whose files live elsewhere, or when the build has none (the page then loads the font
 * when it needs it, without a preload).
 */
export function builtFontFile(fontFamily: string): string | undefined {
  if (env().NODE_ENV !== 'production') return undefined;
  state.__vitrineFontFiles ??= read();
  return state.__vitrineFontFiles.get(firstFamily(fontFamily));
}
