import { describe, expect, it } from 'vitest';
import { testDatabase } from '@/test/data/database';
import { feedRequest } from './request';

const TOKEN = 'import-token-of-the-agency-software';
const auth = 'Bearer import-token-of-the-agency-software';
// An empty catalogue: the endpoint's answers are about the feeds sent here.
const handle = testDatabase();
const feed = [
  {
    id: 9901,
    goal: 'rent',
    type: 1,
    price: 850,
    address: { zip: '3000', city: 'Leuven' },
    texts: { fr: { title: 'Appartement lumineux' } },
  },
];
const send = (
  body: string,
  authorization: string | null = auth,
  contentLength: string | null = null,
  partial = false,
) => feedRequest(TOKEN, { authorization, contentLength, partial, read: async () => body }, handle.db);

describe('the import endpoint', () => {
  it('is off without a server token, and refuses a missing or wrong one', async () => {
    expect(
      (
        await feedRequest(
          undefined,
          { authorization: auth, contentLength: null, partial: false, read: async () => '[]' },
          handle.db,
        )
      ).status,
    ).toBe(404);
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
    expect(bad.body).toMatchObject({
      errors: expect.arrayContaining([
        expect.stringMatching(/^records\[0\] \(id 9901\) address\.zip: /),
        expect.stringMatching(/^records\[0\] \(id 9901\) address\.city: /),
      ]),
    });
    expect((await send('{"agents": []}')).status).toBe(422);
  });

  it('stores a valid feed and answers what it did', async () => {
    const answer = await send(JSON.stringify(feed));
    expect(answer).toMatchObject({
      status: 200,
      body: {
        created: [9901],
        changed: [],
        unchanged: [],
        projects: { created: [] },
        owners: { invited: 0 },
        refused: [],
      },
    });
    expect((await send(JSON.stringify(feed))).body).toMatchObject({ unchanged: [9901] });
  });

  it('with a refused record stores nothing, unless asked for the good ones (partial)', async () => {
    const mixed = {
      properties: [
        { ...feed[0], id: 9902 },
        { ...feed[0], id: 9903, type: 999 },
        { ...feed[0], id: 9904, goal: 'lease' },
      ],
    };
    const whole = await send(JSON.stringify(mixed));
    expect(whole.status).toBe(422);
    expect(whole.body).toMatchObject({ errors: [expect.stringMatching(/^properties\[2\] \(id 9904\) goal: /)] });
    const partial = await send(JSON.stringify(mixed), auth, null, true);
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      created: [9902],
      refused: [
        expect.stringMatching(/^properties\[2\] \(id 9904\) goal: /),
        'properties (id 9903) type: unknown property type 999',
      ],
    });
  });
});
