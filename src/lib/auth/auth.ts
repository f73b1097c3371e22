import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { getDb } from '@/db/client';
import { authAccount, authSession, authUser, authVerification } from '@/db/schema';
import { env } from '@/env';
import { PASSWORD_LENGTH } from '@/domain/access/portal-forms';
import { sendPasswordResetMail } from './reset-mail';
import { endLoginPause } from './login-state';
import { sessionSecret } from './secret';

const SESSION_DAYS = 7;
export const MIN_PASSWORD_LENGTH = PASSWORD_LENGTH.min;

function create() {
  return betterAuth({
    appName: 'Vitrine',
    baseURL: env().SITE_URL,
    secret: sessionSecret(),
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: { user: authUser, session: authSession, account: authAccount, verification: authVerification },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true, // owners are created by the agency, never by visitors
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: PASSWORD_LENGTH.max,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => sendPasswordResetMail(user.email, token),
      // A new password ends the account's sign-in pause (issue 43: the forgot-password way back in).
      onPasswordReset: async ({ user }) => endLoginPause(user.email),
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Sign-in attempts are limited by our own per-address and per-account lock-out (login.ts);
    // better-auth's in-memory limiter would not be shared between servers.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'vitrine',
      useSecureCookies: env().NODE_ENV === 'production' && env().SITE_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    plugins: [nextCookies()],
  });
}

type Auth = ReturnType<typeof create>;
const holder = globalThis as typeof globalThis & { __vitrineAuth?: Auth };

/** The owner-portal authentication (better-auth, sessions in the database): docs/decisions/002. */
export function auth(): Auth {
  holder.__vitrineAuth ??= create();
  return holder.__vitrineAuth;
}
