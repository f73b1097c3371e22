import type { FieldMetadata } from '@conform-to/react';

/**
 * A Conform field under the element id the page has always used (`email`, `new-password`, …:
 * links, tests and password managers know them), its error line under `errorId`. `kept` is the
 * value the server's last reply gives back: React resets a form after its action, and the reset
 * restores each field's default value, which Conform's own does not follow.
 */
export function fieldWithId<T>(
  meta: FieldMetadata<T>,
  id: string,
  { errorId = `${id}-error`, kept }: { errorId?: string; kept?: unknown } = {},
): FieldMetadata<T> {
  return new Proxy(meta, {
    get: (target, key, receiver) => {
      if (key === 'id') return id;
      if (key === 'errorId') return errorId;
      if (key === 'initialValue' && kept !== undefined) return kept;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
