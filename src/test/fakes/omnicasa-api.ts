import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakePhoto } from './fake-photo';
import { omnicasaOffice, type FakeOmnicasaItem } from './omnicasa-office';

/**
 * A fake of Omnicasa's JSON service for the tests (issue 30), answering in the shapes its public
 * clients read and checking what it is sent: `GET /1.12/OmnicasaService.svc/{Method}Json?json=…`
 * with the customer's name and password inside the JSON; `{"{Method}JsonResult": {Code, Message,
 * Success, Value}}` with a refusal as `Success: false` (HTTP 200); lists paged by the 1-based
 * inclusive `Limit1`/`Limit2` (`From`/`To` echo them, unclamped) with `RowsCount`; `Status` as a
 * comma-joined string; `ChangeSince` as "Y-m-d H:i:s"; texts in the call's `LanguageId`;
 * `GetDeletedPropertyIDs` as a list of ids; `ContactOnMe` answering true. Photos are JPEGs.
 * `mode` makes it fail as a real service can: down (500, not JSON), an empty office, or pages that
 * do not add up to the count.
 */
type OmnicasaMode = 'ok' | 'down' | 'empty' | 'short';

export type FakeOmnicasa = {
  /** The service's address, as OMNICASA_URL. */
  url: string;
  properties: FakeOmnicasaItem[];
  projects: FakeOmnicasaItem[];
  deletedProperties: number[];
  deletedProjects: number[];
  mode: OmnicasaMode;
  delayMs: number;
  /** The leads it filed (`ContactOnMe`), in order. */
  contacts: Record<string, unknown>[];
  /** Every call: its method and its parameters (the credentials left out). */
  calls: { method: string; params: Record<string, unknown> }[];
  close: () => Promise<void>;
};

export const FAKE_OMNICASA_CUSTOMER = { customerName: 'agency-web', customerPassword: 'omni pass 2026' };

export const fakeOmnicasaSettings = (fake: FakeOmnicasa) => ({ url: fake.url, ...FAKE_OMNICASA_CUSTOMER });

const SERVICE = '/1.12/OmnicasaService.svc/';

export async function startFakeOmnicasa(port = 0): Promise<FakeOmnicasa> {
  const fake: FakeOmnicasa = {
    url: '',
    properties: [],
    projects: [],
    deletedProperties: [],
    deletedProjects: [],
    mode: 'ok',
    delayMs: 0,
    contacts: [],
    calls: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function list(items: FakeOmnicasaItem[], params: Record<string, unknown>) {
    const language = Number(params.LanguageId ?? 1) as 1 | 2 | 3;
    const statuses =
      typeof params.Status === 'string' && params.Status ? params.Status.split(',').map(Number) : undefined;
    const since = typeof params.ChangeSince === 'string' ? params.ChangeSince : undefined;
    const found = (fake.mode === 'empty' ? [] : items)
      .filter((i) => !statuses || statuses.includes(Number(i.fields.Status)))
      .filter((i) => !since || String(i.fields.LastChangedDate ?? '') >= since)
      .sort((a, b) => Number(a.fields.ID) - Number(b.fields.ID));
    const from = Number(params.Limit1 ?? 1);
    const to = Number(params.Limit2 ?? found.length);
    const page = found.slice(Math.max(from - 1, 0), to).map((i) => ({ ...i.fields, ...(i.texts[language] ?? {}) }));
    return { From: from, To: to, RowsCount: fake.mode === 'short' ? found.length + 3 : found.length, Items: page };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const send = (status: number, type: string, body: string | Buffer) => {
        response.writeHead(status, { 'content-type': type });
        response.end(body);
      };
      const photo = /^\/pictures\/\d+\/([0-9a-f]+)\.jpg$/.exec(url.pathname);
      if (request.method === 'GET' && photo) return send(200, 'image/jpeg', await fakePhoto(1200, photo[1]!));
      const method = url.pathname.startsWith(SERVICE)
        ? /^(\w+)Json$/.exec(url.pathname.slice(SERVICE.length))?.[1]
        : null;
      if (!method || request.method !== 'GET') return send(404, 'text/html', '<h1>Endpoint not found.</h1>');
      const answer = (value: unknown, success = true, code = 0, message = '') =>
        send(
          200,
          'application/json; charset=utf-8',
          JSON.stringify({ [`${method}JsonResult`]: { Code: code, Message: message, Success: success, Value: value } }),
        );
      let params: Record<string, unknown>;
      try {
        params = JSON.parse(url.searchParams.get('json') ?? '') as Record<string, unknown>;
      } catch {
        return answer(null, false, 600, 'Error');
      }
      const { CustomerName, CustomerPassword, ...rest } = params;
      fake.calls.push({ method, params: rest });
      if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
      if (fake.mode === 'down') return send(500, 'text/html', '<h1>Request Error</h1>');
      if (
        CustomerName !== FAKE_OMNICASA_CUSTOMER.customerName ||
        CustomerPassword !== FAKE_OMNICASA_CUSTOMER.customerPassword
      )
        return answer(null, false, 600, 'Error');
      switch (method) {
        case 'ValidateCustomer':
          return answer(true);
        case 'GetPropertyList':
          return answer(list(fake.properties, rest));
        case 'GetProjectList':
          return answer(list(fake.projects, rest));
        case 'GetDeletedPropertyIDs':
          return answer(fake.deletedProperties);
        case 'GetDeletedProjectIDs':
          return answer(fake.deletedProjects);
        case 'ContactOnMe':
          if (typeof rest.Name !== 'string' || typeof rest.Email !== 'string' || !rest.Name || !rest.Email)
            return answer(false, false, 600, 'Name and Email are required');
          fake.contacts.push(rest);
          return answer(true);
        default:
          return answer(null, false, 600, `Unknown method ${method}`);
      }
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SERVICE.slice(0, -1)}`;
  const office = omnicasaOffice(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  fake.properties = office.properties;
  fake.projects = office.projects;
  return fake;
}
