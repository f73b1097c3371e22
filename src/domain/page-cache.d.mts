export const FRESH_SECONDS: number;
export const PUBLIC_CACHE_CONTROL: string;
export const PRIVATE_CACHE_CONTROL: string;
export const PAGE_HEADER: string;
export const NONCE_REQUEST_HEADER: string;
export const CACHE_STATUS_HEADER: string;
export const PAGE_GENERATION: unique symbol;
export function pageRequest(request: {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}): boolean;
export function dropInternalHeaders(headers: Record<string, string | string[] | undefined>): string[];
export function storable(status: number, headers: Record<string, unknown>, body: Buffer): boolean;
export function freshNonce(): string;
export function swapAll(body: Buffer, from: string, to: string): Buffer;
