export type StoredGzip = { gzip: Buffer; at: Map<string, number[]> };
export function gzipWithHoles(body: Buffer, holes: string[]): Promise<StoredGzip | null>;
export function refill(stored: StoredGzip, swaps: Map<string, string>, body: Buffer): Buffer;
