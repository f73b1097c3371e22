/** Seeded pseudo-random numbers so that every run draws exactly the same pictures. */

export interface Rng {
  /** Uniform number in [0, 1). */
  next(): number;
  /** Uniform number in [min, max). */
  range(min: number, max: number): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast, good enough for illustration jitter. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return function nextMulberry(): number {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to derive a seed from a scene name. */
function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function createRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === 'string' ? seedFromString(seed) : seed);
  function range(min: number, max: number): number {
    return min + (max - min) * next();
  }
  function int(min: number, max: number): number {
    return Math.floor(range(min, max + 1));
  }
  function chance(p: number): boolean {
    return next() < p;
  }
  function pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }
  return { next, range, int, chance, pick };
}
