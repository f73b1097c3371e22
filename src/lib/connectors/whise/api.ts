import 'server-only';
import { WHISE_LANGUAGES } from '@/domain/connectors/whise-codes';
import type { WhiseEstate } from '@/domain/connectors/whise-estate';
import { callJson, ConnectorCallFailed } from '../http';

/**
 * Whise's API (api.whise.eu, docs/connectors.md): two tokens (the marketplace user's, then the
 * agency's client token used as Bearer), every read a POST with a JSON body, lists paged by
 * `Page: {Limit, Offset}` and answered as `{estates, totalCount}` (Whise leaves the list out when
 * it is empty). An answer with `isValidRequest: false` is a refusal; `validationErrors` on an
 * accepted request are passed on as warnings (Whise then answers a default page: paging would be
 * wrong, so the caller checks the count).
 */
export type WhiseSettings = {
  url: string;
  username: string;
  password: string;
  clientId: number;
  officeId?: number;
};

const PAGE_SIZE = 100;
/** The office's whole list: more is an answer gone wrong, not a catalogue. */
const MAX_ESTATES = 20_000;

type Envelope = {
  token?: unknown;
  estates?: unknown;
  totalCount?: unknown;
  isValidRequest?: unknown;
  validationErrors?: { message?: unknown; code?: unknown }[];
  Message?: unknown;
  ExceptionMessage?: unknown;
  MessageDetail?: unknown;
};

function refusal(path: string, status: number, body: Envelope | null): ConnectorCallFailed {
  const text = [body?.ExceptionMessage ?? body?.Message, body?.MessageDetail].filter((x) => typeof x === 'string');
  return new ConnectorCallFailed(
    `POST ${path}: Whise answered ${status}${status === 401 ? ' (user name, password or client id refused)' : ''}${text.length ? `: ${text.join(' ')}` : ''}`,
    status,
  );
}

export function whiseClient(settings: WhiseSettings) {
  const base = settings.url.replace(/\/+$/, '');
  let clientToken: string | null = null;
  const warnings: string[] = [];

  async function post(path: string, body: unknown, bearer?: string): Promise<Envelope> {
    const { status, json } = await callJson(`${base}/${path}`, {
      method: 'POST',
      body,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    const envelope = (json && typeof json === 'object' ? json : null) as Envelope | null;
    if (status >= 400 || !envelope) throw refusal(path, status, envelope);
    const errors = (envelope.validationErrors ?? []).map((e) => `${String(e.code ?? '')}: ${String(e.message ?? '')}`);
    if (envelope.isValidRequest === false)
      throw new ConnectorCallFailed(`POST ${path}: Whise refused the request (${errors.join('; ')})`);
    warnings.push(...errors.map((e) => `${path}: ${e}`));
    return envelope;
  }

  async function token(): Promise<string> {
    if (clientToken) return clientToken;
    const user = await post('token', { Username: settings.username, Password: settings.password });
    if (typeof user.token !== 'string') throw new ConnectorCallFailed('POST token: Whise gave no token');
    const client = await post(
      'v1/admin/clients/token',
      { ClientId: settings.clientId, ...(settings.officeId ? { OfficeId: settings.officeId } : {}) },
      user.token,
    );
    if (typeof client.token !== 'string')
      throw new ConnectorCallFailed('POST v1/admin/clients/token: Whise gave no token');
    clientToken = client.token;
    return clientToken;
  }

  /** A call with the client token; an expired token is asked again once. */
  async function authorized(path: string, body: unknown): Promise<Envelope> {
    try {
      return await post(path, body, await token());
    } catch (error) {
      if (!(error instanceof ConnectorCallFailed) || error.status !== 401) throw error;
      clientToken = null;
      return post(path, body, await token());
    }
  }

  /**
   * Every estate the filter finds in one language, page by page in a stable order. Throws when a
   * page fails or the pages do not add up to Whise's own count: a partial list is never taken for
   * the whole office.
   */
  async function estatesIn(languageId: string, filter: Record<string, unknown>): Promise<WhiseEstate[]> {
    const estates: WhiseEstate[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await authorized('v1/estates/list', {
        Filter: { ...filter, LanguageId: languageId, ShowDetails: true },
        Sort: [{ Field: 'id', Ascending: true }],
        Page: { Limit: PAGE_SIZE, Offset: offset },
      });
      const list = page.estates === undefined ? [] : page.estates;
      const total = Number(page.totalCount ?? 0);
      if (!Array.isArray(list) || !Number.isInteger(total) || total < 0)
        throw new ConnectorCallFailed('POST v1/estates/list: the answer is not a list of estates');
      estates.push(...(list.filter((e) => e && typeof e === 'object') as WhiseEstate[]));
      if (estates.length > MAX_ESTATES) throw new ConnectorCallFailed(`Whise listed more than ${MAX_ESTATES} estates`);
      if (list.length < PAGE_SIZE || estates.length >= total) {
        if (estates.length !== total)
          throw new ConnectorCallFailed(
            `Whise counted ${total} estates but its pages held ${estates.length}: the list is incomplete`,
          );
        return estates;
      }
    }
  }

  return {
    warnings,
    /** A lead as a contact (matched on its e-mail address by Whise): the contact's id when Whise gives one. */
    async upsertContact(contact: Record<string, unknown>): Promise<string | null> {
      const answer = (await authorized('v1/contacts/upsert', contact)) as Envelope & { contactId?: unknown };
      return answer.contactId === undefined || answer.contactId === null ? null : String(answer.contactId);
    },
    /**
     * Each estate once, its texts gathered from one request per language (nl-BE, fr-BE, en-GB).
     * `since`: only those changed since then (Whise's `UpdateDateTimeRange.Min`, its local time),
     * offline, archived and deleted ones too, so that the site withdraws them. Without: the whole
     * office as it is online now (active and online), for the full comparison.
     */
    async estates(since?: string): Promise<WhiseEstate[]> {
      const filter = since
        ? { StatusIds: [1, 5, 6], DisplayStatusIds: [1, 2, 3, 4, 5], UpdateDateTimeRange: { Min: since } }
        : { StatusIds: [1], DisplayStatusIds: [2, 3, 4, 5] };
      const byId = new Map<number, WhiseEstate>();
      for (const languageId of Object.values(WHISE_LANGUAGES)) {
        for (const estate of await estatesIn(languageId, filter)) {
          const id = Number(estate.id);
          const known = byId.get(id);
          if (!known) byId.set(id, { ...estate });
          else
            for (const key of ['shortDescription', 'longDescription', 'sms'] as const)
              known[key] = [...asList(known[key]), ...asList(estate[key])];
        }
      }
      return [...byId.values()];
    },
  };
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
