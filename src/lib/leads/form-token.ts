import 'server-only';
import { checkFormToken, issueFormToken, type TokenCheck } from '@/domain/forms/form-token';
import { env } from '@/env';

/** Production requires SESSION_SECRET (src/env.ts); a development run without one signs with this. */
const secret = () => env().SESSION_SECRET ?? 'vitrine-development-form-token-secret';

/** A signed, time-stamped token for a form rendered now (src/domain/forms/form-token.ts). */
export const newFormToken = (): string => issueFormToken(secret());

export const verifyFormToken = (token: unknown, now = Date.now()): TokenCheck => checkFormToken(token, secret(), now);
