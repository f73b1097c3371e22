import 'server-only';
import { callJson, ConnectorCallFailed } from '../http';

/**
 * SweepBright's Website API (docs/connectors.md): an OAuth2 client-credentials token, every call
 * with the version in its Accept header; `GET estates/{id}` (404: no longer published, or read too
 * late), `PUT estates/{id}/url` (the listing's address on the site), `POST estates/{id}/contacts`
 * and `POST contacts` (leads).
 */
export type SweepBrightSettings = { url: string; clientId: string; clientSecret: string };

const SWEEPBRIGHT_VERSION = 'application/vnd.sweepbright.v20191206+json';

export function sweepBrightClient(settings: SweepBrightSettings) {
  const base = settings.url.replace(/\/+$/, '');
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const { status, json } = await callJson(`${base}/oauth/token`, {
      method: 'POST',
      headers: { accept: SWEEPBRIGHT_VERSION },
      body: { grant_type: 'client_credentials', client_id: settings.clientId, client_secret: settings.clientSecret },
    });
    const answer = (json ?? {}) as { access_token?: unknown; expires_in?: unknown; error_description?: unknown };
    if (status >= 400 || typeof answer.access_token !== 'string')
      throw new ConnectorCallFailed(
        `POST oauth/token: SweepBright answered ${status}${typeof answer.error_description === 'string' ? `: ${answer.error_description}` : ''}`,
        status,
      );
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
    token = { value: answer.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  async function call(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown) {
    for (let attempt = 0; ; attempt++) {
      const { status, json } = await callJson(`${base}/${path}`, {
        method,
        body,
        headers: { accept: SWEEPBRIGHT_VERSION, authorization: `Bearer ${await accessToken()}` },
      });
      if (status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      return { status, json };
    }
  }

  const failed = (what: string, status: number, json: unknown) => {
    const message = (json as { message?: unknown } | null)?.message;
    return new ConnectorCallFailed(
      `${what}: SweepBright answered ${status}${typeof message === 'string' ? `: ${message}` : ''}`,
      status,
    );
  };

  return {
    /** The estate, or null when SweepBright no longer publishes it (404). */
    async estate(id: string): Promise<Record<string, unknown> | null> {
      const { status, json } = await call('GET', `estates/${encodeURIComponent(id)}`);
      if (status === 404) return null;
      if (status >= 400 || !json || typeof json !== 'object') throw failed(`GET estates/${id}`, status, json);
      return json as Record<string, unknown>;
    },
    async setUrl(id: string, url: string): Promise<void> {
      const { status, json } = await call('PUT', `estates/${encodeURIComponent(id)}/url`, { url });
      if (status >= 400) throw failed(`PUT estates/${id}/url`, status, json);
    },
    /** A lead: about an estate when it is SweepBright's, else a general contact. */
    async contact(estateId: string | undefined, body: Record<string, unknown>): Promise<void> {
      const path = estateId ? `estates/${encodeURIComponent(estateId)}/contacts` : 'contacts';
      const { status, json } = await call('POST', path, body);
      if (status >= 400) throw failed(`POST ${path}`, status, json);
    },
  };
}
