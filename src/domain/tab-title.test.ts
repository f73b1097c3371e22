import { describe, expect, it } from 'vitest';
import { tabTitle } from './tab-title';

describe('tabTitle', () => {
  it('leaves the agency to the template when the title does not name it', () => {
    expect(tabTitle('Privacy', 'Immo Leie')).toBe('Privacy');
  });

  it('keeps a title that names the agency as it is written, whatever its case', () => {
    expect(tabTitle('Privacy | Immo Leie', 'Immo Leie')).toEqual({ absolute: 'Privacy | Immo Leie' });
    expect(tabTitle('Over IMMO LEIE', 'Immo Leie')).toEqual({ absolute: 'Over IMMO LEIE' });
  });

  it('adds nothing for an agency without a name', () => {
    expect(tabTitle('Privacy', ' ')).toBe('Privacy');
  });
});
