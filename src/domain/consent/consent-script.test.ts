import { describe, expect, it } from 'vitest';
import { CONSENT_SCRIPT, CONSENT_SCRIPT_HASH } from './consent-script';

/** Runs the script against a stand-in page and returns what it wrote on <html>. */
function run(cookie: string, pathname = '/nl/', search = ''): string | undefined {
  const documentElement = { dataset: {} as Record<string, string> };
  new Function('document', 'location', CONSENT_SCRIPT)({ documentElement, cookie }, { pathname, search });
  return documentElement.dataset.consent;
}

describe('the consent script', () => {
  it('is allowed by the hash the CSP names', async () => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(CONSENT_SCRIPT)));
    expect(CONSENT_SCRIPT_HASH).toBe(`'sha256-${btoa(String.fromCharCode(...digest))}'`);
  });

  it('asks when there is no stored choice, or one that is not ours', () => {
    expect(run('')).toBe('ask');
    expect(run('theme=dark')).toBe('ask');
    expect(run('xconsent=set.functional')).toBe('ask');
    expect(run('consent=settled')).toBe('ask');
    expect(run('consent=unset.functional')).toBe('ask');
  });

  it('knows a stored choice wherever the cookie sits', () => {
    expect(run('consent=set.functional')).toBe('set');
    expect(run('a=1; consent=set.functional.analytical; b=2')).toBe('set');
    expect(run('a=1;consent=set')).toBe('set');
  });

  it('marks an owner who logged in on this browser, and no one else', () => {
    const owner = (cookie: string) => {
      const documentElement = { dataset: {} as Record<string, string> };
      new Function('document', 'location', CONSENT_SCRIPT)(
        { documentElement, cookie },
        { pathname: '/nl/', search: '' },
      );
      return 'owner' in documentElement.dataset;
    };
    expect(owner('owner=1')).toBe(true);
    expect(owner('consent=set.functional; owner=1; x=2')).toBe(true);
    expect(owner('')).toBe(false);
    expect(owner('owner=0')).toBe(false);
    expect(owner('xowner=1')).toBe(false);
    expect(owner('owner=10')).toBe(false);
  });

  it('shows nothing on a preview address, in the path or the query, whatever was chosen', () => {
    expect(run('', '/nl/preview-page/')).toBe('preview');
    expect(run('consent=set.functional', '/nl/', '?mode=Preview')).toBe('preview');
  });
});
