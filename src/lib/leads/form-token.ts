import 'server-only';
import { env } from '@/env';
import { checkFormToken, DEVELOPMENT_TOKEN_SECRET, issueFormToken, type TokenCheck } from '@/domain/edge/form-token';

/** Production requires SESSION_SECRET (src/env.ts); a development run without one signs with this. */
const secret = () => env().SESSION_SECRET ?? DEVELOPMENT_TOKEN_SECRET;

/** A signed, time-stamped token for a form rendered now (src/domain/edge/form-token.mjs). */
export const newFormToken = (): string => issueFormToken(secret());

export const verifyFormToken = (token: unknown, now = Date.now()): TokenCheck => checkFormToken(token, secret(), now);
