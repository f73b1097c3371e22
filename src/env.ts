import { z } from 'zod';
import { parseEvery } from './domain/feed/sync-rules';
import { isPublicSite } from './domain/ops/installation';

/**
 * The only reader of process.env (see docs/architecture.md). Parsed once, fails fast with
 * the variable named, so a wrong deployment stops at start-up rather than at first use.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('.data'),
    /** The agency's settings and menu pages (site.json with its brand files, pages/), published to an empty database. Default: the neutral starter (examples/starter). */
    CONTENT_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** Port of the embedded PostgreSQL (without DATABASE_URL); the next free one when taken. */
    PGPORT: z.coerce.number().int().min(1).max(65535).default(54320),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /** Mail as .eml files in DATA_DIR/mail/ although the site is public (a staging server): without it, a public site needs SMTP_URL. */
    MAIL_TO_FILES: z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
    /** Receives a daily summary of what kept failing (mail, leads to the agency software, files, connector runs). */
    ALERT_EMAIL: z.email('must be an e-mail address').optional(),
    /** Log lines: one JSON object each (production's default) or plain text (development's). */
    LOG_FORMAT: z.enum(['json', 'text']).optional(),
    /** The site's public address, for every link and redirect; without it, http://localhost:PORT. */
    SITE_URL: z.url().optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    CHROME_PATH: z.string().optional(),
    /** Enables POST /api/import (the agency software's property feed) for whoever holds it. */
    IMPORT_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    /** The agency's feed, pulled by `npm start` on a schedule (an http(s) address or a file; `{ids}` for the ids a notify names). */
    SYNC_URL: z.string().min(1).optional(),
    /** How often SYNC_URL is read: 30s, 15m, 1h, 1d. */
    SYNC_EVERY: z
      .string()
      .default('15m')
      .refine((every) => parseEvery(every) !== null, 'expected a duration of 30s to 7d, such as 30s, 15m, 1h, 1d'),
    /** How many reverse proxies in front of the site append to X-Forwarded-For (0: none, the socket's address counts). */
    TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
    /** Lets the feed's photos and documents, and the map's tiles, come from private or local addresses (an agency server on its own network; tests). */
    IMPORT_ALLOW_PRIVATE: z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
    /**
     * S3-compatible object storage for photos, documents and uploads, shared by several servers
     * (decision 017); the data folder without S3_BUCKET. S3_ENDPOINT for a server other than AWS.
     */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
      )
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `endpoint/bucket/key` addresses (1) or `bucket.endpoint/key` (0); unset: 1 with S3_ENDPOINT, else 0. */
    S3_FORCE_PATH_STYLE: z
      .enum(['0', '1'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '1')),
    /** A benchmark's server: its reference page (app/bench-reference) answers; never on a production start. */
    BENCH_REFERENCE: z
      .enum(['0', '1'])
      .default('0')
      .transform((v) => v === '1'),
    /** Whise (issue 30, docs/connectors.md): the marketplace user, its password and the agency's client id. */
    WHISE_USERNAME: z.string().min(1).optional(),
    WHISE_PASSWORD: z.string().min(1).optional(),
    WHISE_CLIENT_ID: z.coerce.number().int().positive('a number Whise gives the agency').optional(),
    /** One office of the client only (optional). */
    WHISE_OFFICE_ID: z.coerce.number().int().positive().optional(),
    WHISE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.whise.eu'),
    /** SweepBright (issue 30): the website API's client id and secret (the secret also signs its webhook). */
    SWEEPBRIGHT_CLIENT_ID: z.string().min(1).optional(),
    SWEEPBRIGHT_CLIENT_SECRET: z.string().min(16, 'SweepBright gives a secret of 16 characters or more').optional(),
    SWEEPBRIGHT_API_URL: z.url({ protocol: /^https?$/ }).default('https://website.sweepbright.com/api'),
    /**
     * Omnicasa (issue 30): the customer name and password of the agency's website in Omnicasa's JSON
     * service; the office (optional: one office only) and the website's id for its leads (optional).
     */
    OMNICASA_CUSTOMER_NAME: z.string().min(1).optional(),
    OMNICASA_CUSTOMER_PASSWORD: z.string().min(1).optional(),
    OMNICASA_OFFICE_ID: z.coerce.number().int().positive().optional(),
    OMNICASA_SITE_ID: z.coerce.number().int().positive().optional(),
    OMNICASA_URL: z.url({ protocol: /^https?$/ }).default('https://newapi.omnicasa.com/1.12/OmnicasaService.svc'),
    /** The software that gets the general leads when several are configured (a listing's lead goes to its own). */
    LEADS_TO: z.enum(['whise', 'sweepbright', 'omnicasa']).optional(),
    /** A PostgreSQL server on which data tests create their own databases (CI). */
    TEST_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.NODE_ENV === 'production' && !value.SESSION_SECRET && !isBuildPhase()) {
      // Build time (NEXT_PHASE set) has no secrets; serving without one is refused.
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    // HSTS is sent and the session cookie is Secure in production: an http: address would break
    // both. Only a run on this machine (localhost) may use http.
    if (value.NODE_ENV === 'production' && !isBuildPhase() && value.SITE_URL && isPlainHttpElsewhere(value.SITE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: 'must start with https:// in production (http:// only for localhost)',
      });
    }
    // The build stores nothing, has no secrets and reads no agency software.
    if (isBuildPhase()) return;
    const mail = mailRefusal(value);
    if (mail) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: mail });
    // A connector is all or nothing: a user name without its password or client id would
    // otherwise keep the catalogue silently still.
    const whise = ['WHISE_USERNAME', 'WHISE_PASSWORD', 'WHISE_CLIENT_ID'] as const;
    if (whise.some((name) => value[name] !== undefined))
      for (const name of whise)
        if (value[name] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required with ${whise.filter((n) => n !== name).join(' and ')}`,
          });
    if ((value.SWEEPBRIGHT_CLIENT_ID === undefined) !== (value.SWEEPBRIGHT_CLIENT_SECRET === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [value.SWEEPBRIGHT_CLIENT_ID === undefined ? 'SWEEPBRIGHT_CLIENT_ID' : 'SWEEPBRIGHT_CLIENT_SECRET'],
        message: 'SweepBright needs both SWEEPBRIGHT_CLIENT_ID and SWEEPBRIGHT_CLIENT_SECRET',
      });
    if ((value.OMNICASA_CUSTOMER_NAME === undefined) !== (value.OMNICASA_CUSTOMER_PASSWORD === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [value.OMNICASA_CUSTOMER_NAME === undefined ? 'OMNICASA_CUSTOMER_NAME' : 'OMNICASA_CUSTOMER_PASSWORD'],
        message: 'Omnicasa needs both OMNICASA_CUSTOMER_NAME and OMNICASA_CUSTOMER_PASSWORD',
      });
    // A general lead goes to one software, the one the agency names, never to every one (issue 42).
    const connected = [
      value.WHISE_USERNAME !== undefined && 'whise',
      value.SWEEPBRIGHT_CLIENT_ID !== undefined && 'sweepbright',
      value.OMNICASA_CUSTOMER_NAME !== undefined && 'omnicasa',
    ].filter((c): c is string => typeof c === 'string');
    if (value.LEADS_TO && !connected.includes(value.LEADS_TO))
      ctx.addIssue({ code: 'custom', path: ['LEADS_TO'], message: `names ${value.LEADS_TO}, which is not configured` });
    else if (!value.LEADS_TO && connected.length > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['LEADS_TO'],
        message: `is required with several agency software packages (${connected.join(', ')}): the one that gets the leads that are about no listing of theirs`,
      });
    // Object storage is all or nothing: a bucket without its keys fails at start, and an endpoint or
    // keys without a bucket are not quietly ignored (the site would store to its own disk).
    if (value.S3_BUCKET) {
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' });
      }
    } else if (value.S3_ENDPOINT || value.S3_ACCESS_KEY_ID || value.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required when S3_ENDPOINT or the S3 keys are set',
      });
    }
  });

/**
 * A public site (an https:// SITE_URL of another host) sends its mail: without SMTP_URL it would
 * write every lead's mail to files nobody reads (issue 32). MAIL_TO_FILES=1 says that is meant.
 */
export function mailRefusal(value: { SITE_URL?: string; SMTP_URL?: string; MAIL_TO_FILES: boolean }): string | null {
  if (value.SMTP_URL || value.MAIL_TO_FILES || !value.SITE_URL || !isPublicSite(value.SITE_URL)) return null;
  return 'is required for a public site (an https:// SITE_URL): its mail would only be written to files in DATA_DIR/mail/. Set SMTP_URL, or MAIL_TO_FILES=1 if that is what you want (a staging server)';
}

function isPlainHttpElsewhere(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  return url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export type Env = z.infer<typeof schema> & { SITE_URL: string };

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v]));
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(emptyToUndefined(source));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const siteUrl = result.data.SITE_URL ?? `http://localhost:${result.data.PORT}`;
  return { ...result.data, SITE_URL: siteUrl.replace(/\/+$/, '') };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The settings as they stand now, read afresh and without the production checks a running site
 * makes (the build phase's): for the site's start and the commands, before the process's settings
 * are complete (src/server/site.ts gives the site its database and SESSION_SECRET).
 */
export function currentSettings(): Env {
  return parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
}

/**
 * Settings the site's start gives its own process before Next.js loads (the database's address,
 * the production mode, the build's configuration): `fill` only where the environment is silent.
 */
export function giveSettings(values: Record<string, string>, options: { fill?: boolean } = {}): void {
  for (const [name, value] of Object.entries(values))
    if (!options.fill || process.env[name] === undefined) process.env[name] = value;
}

/** True while `next build` runs: no database, no secrets. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
