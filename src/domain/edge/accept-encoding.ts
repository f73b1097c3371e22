/**
 * Whether a browser takes a content coding (`br`, `gzip`), as its Accept-Encoding says: named, and
 * not refused with `q=0`. Read by the page cache and the build files' Brotli (src/server).
 */
export function acceptsEncoding(acceptEncoding: string | string[] | undefined, coding: 'br' | 'gzip'): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name?.trim() !== coding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
