import 'server-only';
import { readAtMost } from '@/lib/security/read-at-most';

/**
 * A call to an agency software's API (issue 30): its answer is untrusted, so it is read with a
 * deadline and a size limit, and must be JSON. The address is the agency's own setting
 * (WHISE_API_URL…), so a local address is allowed: the tests' fake answers on this machine.
 */
export class ConnectorCallFailed extends Error {
  constructor(
    message: string,
    /** The HTTP status, when the API answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  maxBytes?: number;
};

const MB = 1024 * 1024;

async function readCapped(response: Response, maxBytes: number, what: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  const bytes = declared > maxBytes ? null : await readAtMost(response.body, maxBytes);
  if (!bytes || bytes.length > maxBytes)
    throw new ConnectorCallFailed(`${what}: the answer is larger than ${maxBytes / MB} MB`);
  return bytes.toString('utf8');
}

/** Calls `url` and answers its JSON; a network error, a time-out, a non-JSON or oversized answer throws. */
export async function callJson(url: string, options: CallOptions = {}): Promise<{ status: number; json: unknown }> {
  const what = `${options.method ?? 'GET'} ${new URL(url).pathname}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'no answer';
    throw new ConnectorCallFailed(`${what}: ${reason} (${error instanceof Error ? error.message : String(error)})`);
  }
  const text = await readCapped(response, options.maxBytes ?? 50 * MB, what);
  if (!text.trim()) return { status: response.status, json: null };
  try {
    return { status: response.status, json: JSON.parse(text) as unknown };
  } catch {
    throw new ConnectorCallFailed(`${what}: the answer is not JSON (status ${response.status})`, response.status);
  }
}
