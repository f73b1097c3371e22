import { describe, expect, it } from 'vitest';
import { isBot, parseVisitId, visitDay } from './visits';

describe('visit counting', () => {
  it('does not count crawlers, tools or an empty user agent', () => {
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'curl/8.4.0',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 HeadlessChrome/120 Safari',
      '',
      null,
    ]) {
      expect(isBot(ua), String(ua)).toBe(true);
    }
  });

  it('counts ordinary browsers', () => {
    expect(
      isBot(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1'),
    ).toBe(false);
  });

  it('counts on the Brussels calendar day', () => {
    expect(visitDay(new Date('2026-03-04T23:30:00Z'))).toBe('2026-03-05'); // winter: UTC+1
    expect(visitDay(new Date('2026-07-04T21:59:00Z'))).toBe('2026-07-04'); // summer: UTC+2
    expect(visitDay(new Date('2026-07-04T22:00:00Z'))).toBe('2026-07-05');
  });

  it('accepts only positive integer ids', () => {
    expect(parseVisitId('5271')).toBe(5271);
    expect(parseVisitId(12)).toBe(12);
    for (const bad of ['0', '-1', '1e3', 'abc', '', null, 1.5, '12345678901', {}]) expect(parseVisitId(bad)).toBeNull();
  });
});
