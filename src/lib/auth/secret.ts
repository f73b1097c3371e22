import { env } from '@/env';

/** The secret that signs sessions (owners' and staff's): SESSION_SECRET, required in production. */
export function sessionSecret(): string {
  const { SESSION_SECRET, NODE_ENV } = env();
  if (SESSION_SECRET) return SESSION_SECRET;
  if (NODE_ENV === 'production') throw new Error('SESSION_SECRET is required in production');
  return 'development-only-secret-of-at-least-32-chars';
}
