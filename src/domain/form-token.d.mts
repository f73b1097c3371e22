export const FORM_TOKEN_MAX_AGE_MS: number;
export const DEVELOPMENT_TOKEN_SECRET: string;
export function issueFormToken(secret: string, now?: number): string;
export type TokenCheck = { ok: true; issuedAt: number } | { ok: false; reason: 'forged' | 'expired' };
export function checkFormToken(token: unknown, secret: string, now?: number): TokenCheck;
export function formTokensIn(page: Buffer, secret: string): string[];
