import 'server-only';
import { headers } from 'next/headers';
import { NONCE_HEADER } from '@/domain/security-headers';

/** This request's CSP nonce, set by src/proxy.ts (undefined for a request it did not see). */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
