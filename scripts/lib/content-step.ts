import { loadContent } from '../../src/lib/content/load';

/** Validates content/ and stops with the file, the field and the reason (issue 2). */
export function checkContent(): void {
  const { pages } = loadContent();
  console.log(`content: site settings and ${pages.length} pages are valid`);
}
