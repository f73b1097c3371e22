import type { FieldMetadata } from '@conform-to/react';

/**
 * A Conform field under the element id the page has always used (`email`, `new-password`, …:
 * links, tests and password managers know them), its error line under `errorId`.
 */
export function fieldWithId<T>(meta: FieldMetadata<T>, id: string, errorId = `${id}-error`): FieldMetadata<T> {
  return new Proxy(meta, {
    get: (target, key, receiver) =>
      key === 'id' ? id : key === 'errorId' ? errorId : (Reflect.get(target, key, receiver) as unknown),
  });
}
