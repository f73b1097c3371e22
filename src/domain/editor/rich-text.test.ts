import { describe, expect, it } from 'vitest';
import { isRichText, linkHref, textToHtml } from './rich-text';

describe('rich texts of the content (issue 31)', () => {
  it('are the texts the site renders as HTML, and only those', () => {
    expect(isRichText(['params', 'content'])).toBe(true);
    expect(isRichText(['params', 'modules', 3, 'description'])).toBe(true);
    expect(isRichText(['params', 'modules', 0, 'description2'])).toBe(true);
    expect(isRichText(['footer', 'columns', 1, 'fullText'])).toBe(true);
    expect(isRichText(['banner', 'description'])).toBe(true);
    // A page's description is its meta description, the popup's a line of text.
    expect(isRichText(['params', 'description'])).toBe(false);
    expect(isRichText(['params', 'seo', 'description'])).toBe(false);
    expect(isRichText(['popup', 'description'])).toBe(false);
  });

  it('opens plain text as paragraphs with its line breaks, HTML as it is', () => {
    expect(textToHtml('Eerste regel\ntweede regel\n\nNieuwe alinea')).toBe(
      '<p>Eerste regel<br>tweede regel</p><p>Nieuwe alinea</p>',
    );
    expect(textToHtml('A < B & "C"')).toBe('<p>A &lt; B &amp; &quot;C&quot;</p>');
    expect(textToHtml('<p>Al <strong>HTML</strong></p>')).toBe('<p>Al <strong>HTML</strong></p>');
    expect(textToHtml('')).toBe('');
  });

  it('takes the link addresses staff type, and refuses what the sanitizer would drop', () => {
    expect(linkHref(' /nl/contact/ ')).toBe('/nl/contact/');
    expect(linkHref('https://www.vlaanderen.be/epc')).toBe('https://www.vlaanderen.be/epc');
    expect(linkHref('www.vlaanderen.be')).toBe('https://www.vlaanderen.be');
    expect(linkHref('vlaanderen.be/epc?x=1')).toBe('https://vlaanderen.be/epc?x=1');
    expect(linkHref('info@agency.example')).toBe('mailto:info@agency.example');
    expect(linkHref('mailto:info@agency.example')).toBe('mailto:info@agency.example');
    expect(linkHref('09 123 45 67')).toBe('tel:091234567');
    expect(linkHref('+32 9 123 45 67')).toBe('tel:+3291234567');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('//evil.example/x')).toBeNull();
    expect(linkHref('data:text/html,x')).toBeNull();
    expect(linkHref('twee woorden')).toBeNull();
    expect(linkHref('')).toBeNull();
  });
});
