import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';

describe('amountInWords (offer to purchase)', () => {
  it('writes Dutch amounts as one word per group, as on a Belgian deed', () => {
    expect(amountInWords(397000, 'nl')).toBe('driehonderdzevenennegentigduizend euro');
    expect(amountInWords(1104, 'nl')).toBe('duizend honderdvier euro');
  });
  it('writes Belgian French (septante, nonante)', () => {
    expect(amountInWords(397000, 'fr')).toBe('trois cent nonante-sept mille euros');
    expect(amountInWords(71, 'fr')).toBe('septante et un euros');
  });
  it('writes British English', () => {
    expect(amountInWords(250500, 'en')).toBe('two hundred and fifty thousand five hundred euros');
  });
  it('writes German amounts as one word below a million, with Euro', () => {
    expect(amountInWords(397000, 'de')).toBe('dreihundertsiebenundneunzigtausend Euro');
    expect(amountInWords(1104, 'de')).toBe('eintausendeinhundertvier Euro');
    expect(amountInWords(1250000, 'de')).toBe('eine Million zweihundertfünfzigtausend Euro');
    expect(amountInWords(1, 'de')).toBe('ein Euro');
  });
  it('is empty for what is not a whole positive amount', () => {
    for (const n of [0, -5, 1.5, Number.NaN, 1e12]) expect(amountInWords(n, 'nl')).toBe('');
  });
});
