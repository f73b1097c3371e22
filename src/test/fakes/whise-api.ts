import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakePhoto as photo } from './fake-photo';
import { readBody } from './read-body';
import { whiseOffice, type FakeEstate } from './whise-office';

/**
 * A fake of Whise's API for the tests (issue 30), answering in its documented shapes and checking
 * what it is sent: `POST /token` with the marketplace user's name and password, `POST
 * v1/admin/clients/token` with that token and the client id, `POST v1/estates/list` with the
 * client token, a language, the status filters, the changed-since filter and `Page {Limit,
 * Offset}` (Whise's recorded answers leave the list out when it is empty), `POST
 * v1/contacts/upsert` with a name, an e-mail address and a language (the answer's `contactId` is
 * an assumption: no public client reads it). Its photos are JPEGs at
 * the width in their address. `mode` makes it fail as a real API can: down (500), an empty
 * office, or pages that do not add up to the count.
 */
type WhiseMode = 'ok' | 'down' | 'empty' | 'short';

export type FakeWhise = {
  url: string;
  estates: FakeEstate[];
  mode: WhiseMode;
  /** Each list call waits this long before answering (a slow API). */
  delayMs: number;
  /** The contacts the site sent (`v1/contacts/upsert`), by e-mail address as Whise matches them. */
  contacts: Map<string, Record<string, unknown>>;
  /** Every call, in order: path, authorization, body. */
  calls: { path: string; authorization?: string; body: Record<string, unknown> }[];
  /** The next estates call answers 401 once (an expired token). */
  expireToken: () => void;
  close: () => Promise<void>;
};

export const FAKE_WHISE_USER = {
  username: 'api-user@example.test',
  password: 'correct horse battery',
  clientId: 13066,
};

/** The settings of a site connected to this fake (WHISE_… as `configuredWhise` reads them). */
export const fakeWhiseSettings = (fake: FakeWhise, officeId?: number) => ({
  url: fake.url,
  username: FAKE_WHISE_USER.username,
  password: FAKE_WHISE_USER.password,
  clientId: FAKE_WHISE_USER.clientId,
  officeId,
});

/** "2026-10-02T11:02:17.763" or "2026-10-02 11:02:17": comparable as text once the T is a space. */
const wall = (value: unknown) =>
  String(value ?? '')
    .replace('T', ' ')
    .slice(0, 19);

export async function startFakeWhise(port = 0): Promise<FakeWhise> {
  let userToken = '';
  let clientToken = '';
  let expire = false;
  let serial = 0;
  const fake: FakeWhise = {
    url: '',
    estates: [],
    mode: 'ok',
    delayMs: 0,
    contacts: new Map(),
    calls: [],
    expireToken: () => {
      expire = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      const picture = /^\/public\/storage\d+\/Pictures\/\d+\/(\d+)\/([0-9a-f]+)\.jpg$/.exec(url.pathname);
      if (request.method === 'GET' && picture) {
        const bytes = await photo(Number(picture[1]) || 640, picture[2]!);
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
        response.end(bytes);
        return;
      }
      if (request.method !== 'POST')
        return json(405, { Message: "The requested resource does not support http method 'GET'." });
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      } catch {
        return json(400, { Message: 'The request is invalid.' });
      }
      const authorization = request.headers.authorization;
      fake.calls.push({ path: url.pathname, authorization, body });
      if (fake.mode === 'down') return json(500, { Message: 'An error has occurred.' });
      const denied = () => json(401, { Message: 'Authorization has been denied for this request.' });

      if (url.pathname === '/token') {
        if (body.Username !== FAKE_WHISE_USER.username || body.Password !== FAKE_WHISE_USER.password) return denied();
        userToken = `user.${++serial}`;
        return json(200, { token: userToken });
      }
      if (url.pathname === '/v1/admin/clients/token') {
        if (authorization !== `Bearer ${userToken}` || body.ClientId !== FAKE_WHISE_USER.clientId) return denied();
        clientToken = `client.${++serial}`;
        return json(200, { token: clientToken });
      }
      if (url.pathname === '/v1/estates/list') {
        if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
        if (authorization !== `Bearer ${clientToken}` || expire) {
          expire = false;
          clientToken = '';
          return denied();
        }
        const filter = (body.Filter ?? {}) as Record<string, unknown>;
        const page = (body.Page ?? {}) as { Limit?: number; Offset?: number };
        const language = filter.LanguageId;
        if (typeof language !== 'string' || typeof page.Limit !== 'number' || typeof page.Offset !== 'number')
          return json(200, {
            isValidRequest: false,
            validationErrors: [
              { message: 'LanguageId and Page {Limit, Offset} are required here', code: 'BadRequestFormat' },
            ],
          });
        const statuses = (filter.StatusIds as number[] | undefined) ?? [1];
        const displays = (filter.DisplayStatusIds as number[] | undefined) ?? [2, 3, 4, 5];
        const min = (filter.UpdateDateTimeRange as { Min?: string } | undefined)?.Min;
        const found = (fake.mode === 'empty' ? [] : fake.estates)
          .filter((e) => statuses.includes((e.status as { id: number }).id))
          .filter((e) => displays.includes(e.displayStatusId as number))
          .filter((e) => !min || wall(e.updateDateTime) >= wall(min))
          .sort((a, b) => Number(a.id) - Number(b.id));
        const slice = found.slice(page.Offset, page.Offset + page.Limit).map((e) => {
          const copy: FakeEstate = { ...e };
          for (const key of ['shortDescription', 'longDescription', 'sms'])
            if (Array.isArray(copy[key]))
              copy[key] = (copy[key] as { languageId: string }[]).filter((t) => t.languageId === language);
          if (!filter.ShowDetails) delete copy.details;
          return copy;
        });
        const totalCount = fake.mode === 'short' ? found.length + 3 : found.length;
        return json(200, { ...(slice.length ? { estates: slice } : {}), totalCount, isValidRequest: true });
      }
      if (url.pathname === '/v1/contacts/upsert') {
        if (authorization !== `Bearer ${clientToken}`) return denied();
        const missing = ['Name', 'PrivateEmail', 'LanguageId'].filter((k) => typeof body[k] !== 'string' || !body[k]);
        if (missing.length)
          return json(200, {
            isValidRequest: false,
            validationErrors: missing.map((k) => ({ message: `${k} is required`, code: 'Required' })),
          });
        const email = String(body.PrivateEmail).toLowerCase();
        const contactId = Number(fake.contacts.get(email)?.ContactId ?? 900000 + fake.contacts.size + 1);
        fake.contacts.set(email, { ...body, ContactId: contactId });
        return json(200, { contactId, isValidRequest: true });
      }
      return json(404, { Message: `No HTTP resource was found that matches the request URI '${url.pathname}'.` });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.estates = whiseOffice(fake.url);
  return fake;
}
