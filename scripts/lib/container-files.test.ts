import { readFileSync } from 'node:fs';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The container recipe (issue 32): this machine cannot pull base images, so the image is not built
 * here; its file is linted and its promises checked, and the standalone server it copies is started
 * and tested by scripts/ci/standalone.ts.
 */
const dockerfile = readFileSync('Dockerfile', 'utf8');
const lines = dockerfile.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
const stages = dockerfile.split(/^FROM /m).slice(1);
const last = stages.at(-1)!;

describe('Dockerfile', () => {
  it('passes the Dockerfile linter without a problem', () => {
    expect(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds in one stage and runs the standalone server in another, as an unprivileged user', () => {
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/npm ci[\s\S]*npm run build && npm run standalone/);
    expect(last).toMatch(/COPY --from=build --chown=node:node \/src\/\.next\/standalone \.\//);
    expect(last).toMatch(/^USER node$/m);
    expect(last).toMatch(/^CMD \["node", "server\.js"\]$/m);
    expect(last).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    expect(last).toMatch(/postgresql-client/);
    // No PostgreSQL server inside: DATABASE_URL is required (scripts/standalone/prepare.ts).
    expect(lines.join('\n')).not.toMatch(/embedded|apt-get install[^\n]*\bpostgresql\b(?!-client)/);
  });

  it('leaves installed packages, builds, data folders and secrets out of the build context', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const entry of ['node_modules', '.next', '.data', '.data-*', '.env', '.git']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  type Service = {
    image?: string;
    build?: string;
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }>;
    healthcheck?: unknown;
  };
  const compose = parse(readFileSync('compose.yaml', 'utf8')) as { services: Record<string, Service> };

  it('runs the site with PostgreSQL 15 and an S3-compatible store', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['bucket', 'db', 'site', 'storage']);
    expect(compose.services.db!.image).toMatch(/^postgres:15/);
    expect(compose.services.db!.healthcheck).toBeDefined();
    const site = compose.services.site!;
    expect(site.build).toBe('.');
    expect(site.environment).toMatchObject({
      DATABASE_URL: expect.stringMatching(/^postgres:\/\/vitrine:\$\{POSTGRES_PASSWORD\}@db:5432\/vitrine$/),
      S3_BUCKET: 'vitrine-files',
      S3_ENDPOINT: 'http://storage:9000',
      TRUSTED_PROXIES: '1',
    });
    expect(site.depends_on).toEqual({
      db: { condition: 'service_healthy' },
      bucket: { condition: 'service_completed_successfully' },
    });
  });

  it('asks for its passwords instead of shipping one', () => {
    const text = readFileSync('compose.yaml', 'utf8');
    expect(text).toMatch(/POSTGRES_PASSWORD:\?/);
    expect(text).toMatch(/S3_SECRET_ACCESS_KEY:\?/);
  });
});
