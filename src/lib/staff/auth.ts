import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { getDb } from '@/db/client';
import { staffAccount, staffSession, staffUser, staffVerification } from '@/db/schema';
import { env } from '@/env';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/auth';
import { PASSWORD_LENGTH } from '@/domain/access/portal-forms';
import { endLoginPause } from '@/lib/auth/login-state';
import { sessionSecret } from '@/lib/auth/secret';

/** A staff session ends after a working day without use. */
const STAFF_SESSION_HOURS = 12;

function create() {
  return betterAuth({
    appName: 'Vitrine back office',
    baseURL: env().SITE_URL,
    basePath: '/api/staff-auth',
    secret: sessionSecret(),
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: { user: staffUser, session: staffSession, account: staffAccount, verification: staffVerification },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'editor', input: false },
        locale: { type: 'string', required: false, defaultValue: 'nl', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true, // staff are invited by an admin, never signed up
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: PASSWORD_LENGTH.max,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A new password ends the account's sign-in pause (issue 43: the forgot-password way back in).
      onPasswordReset: async ({ user }) => endLoginPause(`staff:${user.email}`),
    },
    session: { expiresIn: STAFF_SESSION_HOURS * 60 * 60, updateAge: 60 * 60 },
    // Sign-in attempts are limited by the lock-out shared with the owners' portal (login-state.ts).
    rateLimit: { enabled: false },
    advanced: {
      // Its own cookie: an owner's session is never a staff session, and the other way round.
      cookiePrefix: 'vitrine-staff',
      useSecureCookies: env().NODE_ENV === 'production' && env().SITE_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'strict', path: '/' },
    },
    plugins: [nextCookies()],
  });
}

type StaffAuth = ReturnType<typeof create>;
const holder = globalThis as typeof globalThis & { __vitrineStaffAuth?: StaffAuth };

/** The back office's authentication: better-auth on the staff tables (docs/decisions/015). */
export function staffAuth(): StaffAuth {
  holder.__vitrineStaffAuth ??= create();
  return holder.__vitrineStaffAuth;
}
