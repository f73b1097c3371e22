/**
 * `next/headers`, `next/navigation` and `next/server` for the code that runs outside Next.js's
 * bundles (scripts/lib/site-bundle.mjs): outside a request, where Next.js's own functions throw as
 * these do.
 */
const outside = (name: string) => (): never => {
  throw new Error(`${name} outside a request`);
};

export const headers = outside('headers');
export const cookies = outside('cookies');
export const draftMode = outside('draftMode');
export const redirect = outside('redirect');
export const forbidden = outside('forbidden');
export const notFound = outside('notFound');
export class NextResponse extends Response {}
