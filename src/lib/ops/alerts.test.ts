import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { queueDailyAlert } from './alerts';

describe('the daily summary to ALERT_EMAIL (issue 32)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  const alerts = async () =>
    (
      await handle.db.execute<{ to: string; subject: string; text: string; locale: string }>(
        sql`select "to", subject, text, locale from mail_queue where purpose = 'alert' order by id`,
      )
    ).rows;

  it('sends nothing while nothing keeps failing', async () => {
    await handle.db.execute(sql`
      insert into mail_queue (purpose, locale, "to", subject, text, html, attempts, last_error)
      values ('agency', 'nl', 'office@agency.example', 'Lead', 'x', 'x', 2, 'timeout')`);
    expect(await queueDailyAlert(handle.db, 'it@agency.example')).toBe(false);
    expect(await alerts()).toEqual([]);
  });

  it('sends one summary a day of what kept failing, even when servers ask at the same moment', async () => {
    await handle.db.execute(sql`
      insert into mail_queue (purpose, locale, "to", subject, text, html, attempts, last_error)
      values ('visitor', 'fr', 'visiteur@example.be', 'Merci', 'x', 'x', 4, '550 5.1.1 <visiteur@example.be>: mailbox unavailable')`);
    await handle.db.execute(sql`
      insert into connector_runs (connector, "full", outcome, started_at, error)
      values ('whise', false, 'failed', now() - interval '2 hours', 'HTTP 401 from the token endpoint'),
             ('whise', false, 'failed', now() - interval '30 hours', 'older than a day')`);
    const asked = await Promise.all([0, 1, 2].map(() => queueDailyAlert(handle.db, 'it@agency.example')));
    expect(asked.filter(Boolean)).toHaveLength(1);
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ to: 'it@agency.example', locale: 'nl' });
    expect(alert!.subject).toBe('localhost:3000: wat de voorbije 24 uur bleef mislukken');
    expect(alert!.text).toContain(
      '1 e-mail is na drie of meer pogingen niet vertrokken. Laatste fout: 550 5.1.1 <[e-mail]>: mailbox unavailable',
    );
    expect(alert!.text).toContain(
      '1 synchronisatie met whise is mislukt. Laatste fout: HTTP 401 from the token endpoint',
    );
    expect(alert!.text).not.toContain('visiteur@example.be');
    expect(alert!.text).not.toContain('older than a day');
    // The next day's check, 23 hours later: still within the day of the last summary.
    expect(await queueDailyAlert(handle.db, 'it@agency.example', new Date(Date.now() + 23 * 3_600_000))).toBe(false);
    expect(await queueDailyAlert(handle.db, 'it@agency.example', new Date(Date.now() + 25 * 3_600_000))).toBe(true);
  });
});
