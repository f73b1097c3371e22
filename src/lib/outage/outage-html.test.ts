import { describe, expect, it } from 'vitest';
import { outageHtml, outageLocale } from './outage-html';

describe('the outage page', () => {
  it('speaks the language of the address asked for', () => {
    expect(outageLocale('/fr/a-vendre/')).toBe('fr');
    expect(outageLocale('/en/')).toBe('en');
    expect(outageLocale('/de/zu-verkaufen/')).toBe('de');
    expect(outageLocale('/xx/')).toBe('nl');
    expect(outageLocale('/')).toBe('nl');
    expect(outageHtml('fr')).toContain('<html lang="fr">');
    expect(outageHtml('fr')).toContain('Momentanément indisponible');
    expect(outageHtml('nl')).toContain('Even niet beschikbaar');
    expect(outageHtml('de')).toContain('<html lang="de">');
    expect(outageHtml('de')).toContain('Vorübergehend nicht verfügbar');
  });
  it('carries no script and never indexes', () => {
    expect(outageHtml('en')).not.toMatch(/<script/i);
    expect(outageHtml('en')).toContain('<meta name="robots" content="noindex">');
  });
});

describe('the outage page under the content security policy', () => {
  it('carries the request nonce on its only style element', () => {
    expect(outageHtml('nl', 'abc123')).toContain('<style nonce="abc123">');
  });
});
