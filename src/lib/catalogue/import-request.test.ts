import { describe, expect, it } from 'vitest';
import { demoDatabase } from '@/test/demo-db';
import { importRequest } from './import-request';

const TOKEN = 'import-token-of-the-agency-software';
const auth = 'Bearer import-token-of-the-agency-software';
const demo = demoDatabase();
const feed = [{ id: 9901, goal: 'rent', type: 1, price: 850, address: { zip: '9800', city: 'Deinze' }, texts: { fr: { title: 'Appartement lumineux' } } }];
const send = (body: string, authorization: string | null = auth, length: string | null = null) => importRequest(TOKEN, authorization, length, async () => body, demo.db);

describe('the import endpoint', () => {
  it('refuses a missing or wrong token', async () => {
    expect((await send('[]', null)).status).toBe(401);
    expect((await send('[]', 'Bearer import-token-of-the-agency-softwarX')).status).toBe(401);
  });
  it('refuses a feed that is too large, not JSON or not valid, naming the record and field', async () => {
    expect((await send('[]', auth, String(21 * 1024 * 1024))).status).toBe(413);
    const notJson = await send('[{"id": 1,');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ errors: [expect.stringMatching(/^the feed is not valid JSON/)] });
    const bad = await send(JSON.stringify([{ ...feed[0], address: { zip: 'abc', city: '' } }]));
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: expect.arrayContaining([expect.stringMatching(/^records\[0\] \(id 9901\) address\.zip: /), expect.stringMatching(/^records\[0\] \(id 9901\) address\.city: /)]) });
  });
  it('stores a valid feed and answers what it did', async () => {
    const answer = await send(JSON.stringify(feed));
    expect(answer).toMatchObject({ status: 200, body: { created: [9901], changed: [], unchanged: [] } });
    expect((await send(JSON.stringify(feed))).body).toMatchObject({ unchanged: [9901] });
  });
});
