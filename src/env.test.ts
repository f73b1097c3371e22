import { describe, expect, it, vi } from 'vitest';
import { currentSettings, giveSettings, parseEnv } from './env';

const SMTP_URL = 'smtps://site:secret@smtp.agency.example:465';

describe('environment', () => {
  it('has working defaults on this machine, and no content folder named: the product names no agency (issue 43)', () => {
    const settings = parseEnv({ NODE_ENV: 'development' });
    expect(settings).toMatchObject({
      PORT: 3000,
      DATA_DIR: '.data',
      SITE_URL: 'http://localhost:3000',
      SYNC_EVERY: '15m',
    });
    expect(settings.CONTENT_DIR).toBeUndefined();
  });

  it('checks SYNC_EVERY once, where the settings are read: 30s to 7d', () => {
    expect(parseEnv({ NODE_ENV: 'development', SYNC_EVERY: '30s' }).SYNC_EVERY).toBe('30s');
    expect(() => parseEnv({ NODE_ENV: 'development', SYNC_EVERY: '10s' })).toThrow(
      /SYNC_EVERY: expected a duration of 30s to 7d, such as 30s, 15m, 1h, 1d/,
    );
    expect(() => parseEnv({ NODE_ENV: 'development', SYNC_EVERY: 'often' })).toThrow(/SYNC_EVERY/);
  });

  it('without SITE_URL, links and redirects go to this machine on the port the site listens on (issue 33)', () => {
    expect(parseEnv({ NODE_ENV: 'development', PORT: '3900' }).SITE_URL).toBe('http://localhost:3900');
    expect(parseEnv({ NODE_ENV: 'development', PORT: '3900', SITE_URL: 'http://localhost:80' }).SITE_URL).toBe(
      'http://localhost:80',
    );
  });

  it('treats empty variables as unset and trims the slash of SITE_URL', () => {
    expect(
      parseEnv({ NODE_ENV: 'test', DATABASE_URL: '', SITE_URL: 'https://www.agency.example/', MAIL_TO_FILES: '1' }),
    ).toMatchObject({
      DATABASE_URL: undefined,
      SITE_URL: 'https://www.agency.example',
    });
  });

  it('names the software of the general leads when several are set, and only one that is set (issue 42)', () => {
    const two = {
      NODE_ENV: 'test' as const,
      OMNICASA_CUSTOMER_NAME: 'web',
      OMNICASA_CUSTOMER_PASSWORD: 'pw',
      SWEEPBRIGHT_CLIENT_ID: 'id',
      SWEEPBRIGHT_CLIENT_SECRET: 'a-secret-of-16-characters',
    };
    expect(() => parseEnv(two)).toThrow(
      /LEADS_TO: is required with several agency software packages \(sweepbright, omnicasa\)/,
    );
    expect(parseEnv({ ...two, LEADS_TO: 'omnicasa' }).LEADS_TO).toBe('omnicasa');
    expect(() => parseEnv({ ...two, LEADS_TO: 'whise' })).toThrow(/LEADS_TO: names whise, which is not configured/);
  });

  it('takes an agency software all or nothing: a user name without its password is named at start (issue 30)', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', OMNICASA_CUSTOMER_NAME: 'web' })).toThrow(
      /OMNICASA_CUSTOMER_PASSWORD: Omnicasa needs both OMNICASA_CUSTOMER_NAME and OMNICASA_CUSTOMER_PASSWORD/,
    );
    expect(() => parseEnv({ NODE_ENV: 'test', SWEEPBRIGHT_CLIENT_SECRET: 'x'.repeat(20) })).toThrow(
      /SWEEPBRIGHT_CLIENT_ID: SweepBright needs both/,
    );
    expect(() => parseEnv({ NODE_ENV: 'test', WHISE_USERNAME: 'api' })).toThrow(
      /WHISE_PASSWORD: is required with WHISE_USERNAME and WHISE_CLIENT_ID/,
    );
    expect(
      parseEnv({ NODE_ENV: 'test', OMNICASA_CUSTOMER_NAME: 'web', OMNICASA_CUSTOMER_PASSWORD: 'secret' }),
    ).toMatchObject({ OMNICASA_URL: 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc' });
  });

  it('names every wrong variable', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'test', PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' }),
    ).toThrow(
      /PORT: [^\n]+\n {2}DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n {2}SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
  });

  it('refuses a public site without SMTP_URL unless MAIL_TO_FILES=1 says files are meant (issue 32)', () => {
    const site: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      SITE_URL: 'https://www.agency.example',
    };
    expect(() => parseEnv(site)).toThrow(
      /SMTP_URL: is required for a public site \(an https:\/\/ SITE_URL\): its mail would only be written to files in DATA_DIR\/mail\/\. Set SMTP_URL, or MAIL_TO_FILES=1/,
    );
    expect(parseEnv({ ...site, MAIL_TO_FILES: '1' }).MAIL_TO_FILES).toBe(true);
    expect(parseEnv({ ...site, SMTP_URL }).SMTP_URL).toBe(SMTP_URL);
    // This machine, and the build (which sends nothing), need no mail server.
    expect(parseEnv({ ...site, SITE_URL: 'http://localhost:3100' }).MAIL_TO_FILES).toBe(false);
    expect(parseEnv({ ...site, SITE_URL: 'https://localhost:3100' }).SMTP_URL).toBeUndefined();
    expect(() => parseEnv({ ...site, MAIL_TO_FILES: 'yes' })).toThrow(/MAIL_TO_FILES/);
  });

  it('takes LOG_FORMAT json or text and ALERT_EMAIL as an address (issue 32)', () => {
    expect(parseEnv({ NODE_ENV: 'test', LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => parseEnv({ NODE_ENV: 'test', LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(parseEnv({ NODE_ENV: 'test', ALERT_EMAIL: 'it@agency.example' }).ALERT_EMAIL).toBe('it@agency.example');
    expect(() => parseEnv({ NODE_ENV: 'test', ALERT_EMAIL: 'it' })).toThrow(/ALERT_EMAIL: must be an e-mail address/);
  });

  it('refuses an http: SITE_URL in production, except on this machine (issue 17)', () => {
    const secret = 'x'.repeat(32);
    expect(() =>
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, SITE_URL: 'http://www.agency.example' }),
    ).toThrow(/SITE_URL: must start with https:\/\/ in production/);
    expect(
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, SITE_URL: 'https://www.agency.example', SMTP_URL })
        .SITE_URL,
    ).toBe('https://www.agency.example');
    expect(
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: secret, SITE_URL: 'http://localhost:3100' }).SITE_URL,
    ).toBe('http://localhost:3100');
    expect(parseEnv({ NODE_ENV: 'development', SITE_URL: 'http://www.agency.example' }).SITE_URL).toBe(
      'http://www.agency.example',
    );
  });

  it('requires a session secret of 32 characters in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
    expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).SESSION_SECRET).toHaveLength(32);
  });

  it('gives the site’s process its settings, and only fills where the environment is silent when asked', () => {
    // A setting the environment is silent on (vitest puts back what it was afterwards).
    vi.stubEnv('CHROME_PATH', undefined);
    giveSettings({ CHROME_PATH: '/first' }, { fill: true });
    giveSettings({ CHROME_PATH: '/second' }, { fill: true });
    expect(currentSettings().CHROME_PATH).toBe('/first');
    giveSettings({ CHROME_PATH: '/third' });
    expect(currentSettings().CHROME_PATH).toBe('/third');
    vi.unstubAllEnvs();
  });
});
