import 'server-only';
import { headers } from 'next/headers';
import { clientAddressOf } from '@/domain/edge/client-address';
import { edgeRuns } from '@/process-bridge';

/**
 * The visitor's address for the current request (server actions, pages): `clientAddressOf`
 * (domain/edge/client-address.ts) over Next's request headers. Route handlers that hold the request
 * call `clientAddressOf(request.headers, edgeRuns())` themselves.
 */
export async function clientAddress(): Promise<string> {
  return clientAddressOf(await headers(), edgeRuns());
}
