import { describe, expect, it } from 'vitest';
import { emailOf, messageOf, nameOf, phoneOf } from './lead-person';

describe('the person a submission names', () => {
  it("reads the plain fields, the offer form's buyer fields and a testimonial's single name", () => {
    expect(nameOf({ firstName: 'Jan', lastName: 'Peeters' })).toBe('Jan Peeters');
    expect(nameOf({ aFirstName: 'Els', aLastName: 'Maes' })).toBe('Els Maes');
    expect(nameOf({ name: 'Griet' })).toBe('Griet');
    expect(nameOf({ firstName: 7 })).toBe('');
    expect(emailOf({ aEmail: 'Els@Example.BE' })).toBe('els@example.be');
    expect(emailOf({})).toBeNull();
    expect(phoneOf({ aPhone: '0499' })).toBe('0499');
    expect(messageOf({ remark: 'Graag info' })).toBe('Graag info');
    expect(messageOf({ motivation: 'Graag!' })).toBe('Graag!');
  });
});
