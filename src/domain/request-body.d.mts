export const FORM_BODY_LIMIT: number;
export function refuseBody(
  request: {
    method?: string;
    url?: string;
    origin?: string;
    host?: string;
    contentLength?: string;
    contentType?: string;
  },
  siteUrl: string,
): { status: 400 } | { status: 403 } | { status: 413; locale: string } | null;
export function localeOf(url: string | undefined): 'nl' | 'fr' | 'en';
export function multipartWatcher(
  contentType: string | undefined,
): { push(chunk: Buffer): void; complete(): boolean } | null;
