import { describe, expect, it } from 'vitest';
import { SNIPPET_DESCRIPTION_MAX, SNIPPET_TITLE_MAX, snippetLine } from './seo-snippet';

describe('the search snippet of a page (issue 31)', () => {
  it('shows a title up to 60 characters as it is, counted in characters', () => {
    expect(snippetLine('Huizen te koop in het Meetjesland', SNIPPET_TITLE_MAX)).toEqual({
      shown: 'Huizen te koop in het Meetjesland',
      length: 33,
      over: false,
    });
    expect(snippetLine('é'.repeat(60), SNIPPET_TITLE_MAX).over).toBe(false);
    expect(snippetLine('  twee   spaties  ', 60).shown).toBe('twee spaties');
  });

  it('cuts a longer one at a word, with an ellipsis, and says it is too long', () => {
    const long = 'Ontdek ons volledige aanbod van woningen, appartementen en bouwgronden in de hele regio';
    const line = snippetLine(long, SNIPPET_TITLE_MAX);
    expect(line.over).toBe(true);
    expect(line.length).toBe(87);
    expect(line.shown).toBe('Ontdek ons volledige aanbod van woningen, appartementen en…');
    expect([...line.shown].length).toBeLessThanOrEqual(SNIPPET_TITLE_MAX);
    const description = snippetLine('a'.repeat(200), SNIPPET_DESCRIPTION_MAX);
    expect(description.shown).toBe(`${'a'.repeat(159)}…`);
  });
});
