/**
 * How a search engine shows a page (issue 31: SEO fields with a snippet preview): about 60
 * characters of its title and 160 of its description, cut at a word with an ellipsis beyond.
 */
export const SNIPPET_TITLE_MAX = 60;
export const SNIPPET_DESCRIPTION_MAX = 160;

export type SnippetLine = { shown: string; length: number; over: boolean };

export function snippetLine(text: string, max: number): SnippetLine {
  const clean = text.replace(/\s+/g, ' ').trim();
  const length = [...clean].length;
  if (length <= max) return { shown: clean, length, over: false };
  const cut = [...clean].slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return { shown: `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`, length, over: true };
}
