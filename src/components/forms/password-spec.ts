import type { FieldSpec } from './types';

/** A password field: the one to sign in with, or a new one (password managers tell them apart). */
export function passwordSpec(
  name: string,
  label: string,
  autoComplete: 'current-password' | 'new-password',
): FieldSpec {
  return { name, label, type: 'password', autoComplete, required: true };
}
