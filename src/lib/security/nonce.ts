import 'server-only';
import { headers } from 'next/headers';
import { NONCE_HEADER, PAGE_URL_HEADER } from '@/domain/edge/security-headers';

/** This request's CSP nonce, set by src/proxy.ts (undefined for a request it did not see). */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}

/**
 * The address of this page as the visitor asked for it (path and query), set by src/proxy.ts: the
 * permalink of a form's action state, so the form posts there without JavaScript (action="" is
 * not valid HTML). Undefined for a request the proxy did not see (React then writes action="").
 */
export async function requestPageUrl(): Promise<string | undefined> {
  const url = (await headers()).get(PAGE_URL_HEADER);
  return url && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
}
