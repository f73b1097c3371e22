import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToParagraphs, htmlToText } from './html-text';

describe('htmlToText', () => {
  it('removes tags and keeps words apart at block boundaries', () => {
    expect(htmlToText('<p>Ruime woning</p><p>met tuin</p>')).toBe('Ruime woning met tuin');
    expect(htmlToText('Lijn 1<br>Lijn 2<br/>Lijn 3')).toBe('Lijn 1 Lijn 2 Lijn 3');
    expect(htmlToText('<ul><li>a</li><li>b</li></ul>')).toBe('a b');
  });

  it('does not split words at inline tags', () => {
    expect(htmlToText('<strong>Zon</strong>nig terras <a href="/x">hier</a>')).toBe('Zonnig terras hier');
  });

  it('drops comments, scripts and styles entirely', () => {
    expect(htmlToText('a<!-- hidden -->b<script>alert(1)</script> c<style>p{}</style>')).toBe('ab c');
  });

  it('collapses whitespace, including no-break spaces', () => {
    expect(htmlToText('  a \n\t b&nbsp;&nbsp;c  ')).toBe('a b c');
  });

  it('leaves a lone < that is not a tag', () => {
    expect(htmlToText('prijs < 300.000')).toBe('prijs < 300.000');
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities', () => {
    expect(decodeEntities('caf&eacute; &amp; cr&egrave;me')).toBe('café & crème');
    expect(decodeEntities('&#233;t&#xE9; 120 m&sup2; &euro; 5')).toBe('été 120 m² € 5');
  });

  it('leaves unknown or invalid entities as they are', () => {
    expect(decodeEntities('&unknown; &#0; &#xD800; & alone')).toBe('&unknown; &#0; &#xD800; & alone');
  });

  it('decodes once only (no double decoding)', () => {
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
  });
});

describe('htmlToParagraphs', () => {
  it('keeps line breaks and paragraphs, decodes entities, drops tags', () => {
    expect(
      htmlToParagraphs(
        '<p class="tmcep">Bel appartement.<br />Hall d&#39;entr&eacute;e,\n cuisine &eacute;quip&eacute;e.</p><p><span>Jardin  sud.</span></p>',
      ),
    ).toBe("Bel appartement.\nHall d'entrée, cuisine équipée.\n\nJardin sud.");
  });

  it('puts each list item on a line of its own', () => {
    expect(htmlToParagraphs('Rooms:<ul><li>kitchen</li><li>living</li></ul>Garden')).toBe(
      'Rooms:\n\n• kitchen\n• living\n\nGarden',
    );
  });

  it('keeps the line breaks of a text without tags, and drops scripts and comments', () => {
    expect(htmlToParagraphs('Line one\r\nLine two\r\n')).toBe('Line one\nLine two');
    expect(htmlToParagraphs('<p>A<!-- note --></p><script>alert(1)</script><p>B</p>')).toBe('A\n\nB');
  });
});
