import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('finds the text anywhere, its wildcards and backslashes taken as characters', () => {
    expect(containsPattern('AB-2026')).toBe('%AB-2026%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
    expect(containsPattern('')).toBe('%%');
  });
});
