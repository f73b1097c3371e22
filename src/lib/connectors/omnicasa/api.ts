import 'server-only';
import { OMNICASA_LANGUAGES, type OmnicasaLocale } from '@/domain/connectors/omnicasa-codes';
import type { OmnicasaItem, OmnicasaItems } from '@/domain/connectors/omnicasa-property';
import { callJson, ConnectorCallFailed } from '../http';

/**
 * Omnicasa's JSON service (`…/OmnicasaService.svc`, docs/connectors.md): every call a GET of
 * `{Method}Json` whose parameters, the customer's name and password among them, are one JSON object
 * in the `json` query parameter; lists given in arrays are sent comma-joined, moments as
 * "Y-m-d H:i:s". The answer is `{"{Method}JsonResult": {Code, Message, Success, Value}}`, with a
 * failure in the body (`Success: false`) whatever the HTTP status. Lists are paged by a 1-based,
 * inclusive row range (`Limit1`, `Limit2`) and answered as `Value: {Items, RowsCount, From, To}`.
 * The address holds the password: no message here ever names more than the method.
 */
export type OmnicasaSettings = {
  url: string;
  customerName: string;
  customerPassword: string;
  officeId?: number;
  siteId?: number;
};

const PAGE_SIZE = 50;
/** The office's whole list: more is an answer gone wrong, not a catalogue. */
const MAX_ITEMS = 20_000;

type Result = { Code?: unknown; Message?: unknown; Success?: unknown; Value?: unknown };

export function omnicasaClient(settings: OmnicasaSettings) {
  const base = settings.url.replace(/\/+$/, '');

  async function call(method: string, params: Record<string, unknown>): Promise<unknown> {
    const json = JSON.stringify({
      CustomerName: settings.customerName,
      CustomerPassword: settings.customerPassword,
      ...(settings.officeId ? { OfficeID: settings.officeId } : {}),
      ...params,
    });
    const { status, json: body } = await callJson(`${base}/${method}Json?json=${encodeURIComponent(json)}`);
    const result = (
      body && typeof body === 'object' ? (body as Record<string, unknown>)[`${method}JsonResult`] : null
    ) as Result | unknown[] | null | undefined;
    if (Array.isArray(result)) return result;
    if (!result || typeof result !== 'object')
      throw new ConnectorCallFailed(`GET ${method}: Omnicasa answered ${status} without a result`, status);
    if (result.Success !== true) {
      const why = [result.Code, result.Message].filter((x) => x !== undefined && x !== '').join(' ');
      throw new ConnectorCallFailed(
        `GET ${method}: Omnicasa refused the call${why ? ` (${why})` : ''}${status === 200 ? '' : `, status ${status}`}: is the customer name or password wrong?`,
        status,
      );
    }
    return result.Value;
  }

  /**
   * Every item of a list, page by page. Throws when a page is not a list or the pages do not add up
   * to Omnicasa's own count: a partial list is never taken for the whole office.
   */
  async function list(method: string, params: Record<string, unknown>): Promise<OmnicasaItem[]> {
    const items: OmnicasaItem[] = [];
    for (let from = 1; ; from += PAGE_SIZE) {
      const value = (await call(method, { ...params, Limit1: from, Limit2: from + PAGE_SIZE - 1 })) as {
        Items?: unknown;
        RowsCount?: unknown;
      } | null;
      const page = value?.Items ?? [];
      const total = Number(value?.RowsCount ?? 0);
      if (!Array.isArray(page) || !Number.isInteger(total) || total < 0)
        throw new ConnectorCallFailed(`GET ${method}: the answer is not a list`);
      items.push(...(page.filter((i) => i && typeof i === 'object') as OmnicasaItem[]));
      if (items.length > MAX_ITEMS) throw new ConnectorCallFailed(`Omnicasa listed more than ${MAX_ITEMS} items`);
      if (page.length < PAGE_SIZE || items.length >= total) {
        if (items.length !== total)
          throw new ConnectorCallFailed(
            `GET ${method}: Omnicasa counted ${total} but its pages held ${items.length}: the list is incomplete`,
          );
        return items;
      }
    }
  }

  /** A list in each of the site's languages, gathered per id: the same listing's items side by side. */
  async function inEveryLanguage(method: string, params: Record<string, unknown>): Promise<OmnicasaItems[]> {
    const byId = new Map<string, OmnicasaItems>();
    for (const [locale, languageId] of Object.entries(OMNICASA_LANGUAGES) as [OmnicasaLocale, number][]) {
      for (const item of await list(method, { ...params, LanguageId: languageId, DescriptionLanguageId: languageId })) {
        const id = String(item.ID);
        byId.set(id, { ...byId.get(id), [locale]: item });
      }
    }
    return [...byId.values()];
  }

  /** Ids from `GetDeleted…IDs`: a bare list, or `Value` as a list or `{Items}`, of ids or `{ID}`. */
  async function ids(method: string): Promise<number[]> {
    const value = (await call(method, {})) as unknown;
    const raw = Array.isArray(value)
      ? value
      : Array.isArray((value as { Items?: unknown } | null)?.Items)
        ? (value as { Items: unknown[] }).Items
        : null;
    if (!raw) throw new ConnectorCallFailed(`GET ${method}: the answer is not a list of ids`);
    return raw
      .map((x) => Number(typeof x === 'object' && x !== null ? (x as { ID?: unknown }).ID : x))
      .filter((n) => Number.isSafeInteger(n) && n > 0);
  }

  return {
    /**
     * The properties in nl, fr and en. `since` ("Y-m-d H:i:s", Omnicasa's clock): those changed since
     * then, whatever their status (sold, cancelled or inactive ones too, so that the site follows).
     * Without: every property the office shows (active, sold, rented, references).
     */
    properties: (since: string | undefined, statuses: number[]) =>
      inEveryLanguage('GetPropertyList', { Status: statuses.join(','), ...(since ? { ChangeSince: since } : {}) }),
    /** The office's projects in nl, fr and en (Omnicasa's project list has no changed-since filter). */
    projects: () => inEveryLanguage('GetProjectList', {}),
    deletedPropertyIds: () => ids('GetDeletedPropertyIDs'),
    deletedProjectIds: () => ids('GetDeletedProjectIDs'),
    /** A lead handed to Omnicasa (`ContactOnMe`); it answers true when it filed it. */
    async contactOnMe(contact: Record<string, unknown>): Promise<void> {
      const value = await call('ContactOnMe', contact);
      if (value !== true) throw new ConnectorCallFailed('GET ContactOnMe: Omnicasa did not file the contact');
    },
  };
}
