import { describe, expect, it } from 'vitest';
import { contactOf } from './registry';

// The back office reads who sent a stored submission through the form's own module (was
// lead-person.ts, which guessed across every form's field names).
describe('the person a stored submission names', () => {
  it("reads the plain fields, the offer form's buyer fields and a testimonial's single name", () => {
    expect(contactOf('contact', { firstName: 'Jan', lastName: 'Peeters' }).name).toBe('Jan Peeters');
    expect(contactOf('offer', { aFirstName: 'Els', aLastName: 'Maes' }).name).toBe('Els Maes');
    expect(contactOf('testimonial', { name: 'Griet' }).name).toBe('Griet');
    expect(contactOf('contact', { firstName: 7 }).name).toBe('');
    expect(contactOf('offer', { aEmail: 'Els@Example.BE' }).email).toBe('els@example.be');
    expect(contactOf('contact', {}).email).toBeNull();
    expect(contactOf('offer', { aPhone: '0499' }).phone).toBe('0499');
    expect(contactOf('info', { remark: 'Graag info' }).message).toBe('Graag info');
    expect(contactOf('job', { motivation: 'Graag!' }).message).toBe('Graag!');
  });

  it('reads only the fields its own form has', () => {
    expect(contactOf('testimonial', { comment: 'Top', remark: 'not asked' }).message).toBe('Top');
    expect(contactOf('friend', { message: 'Kijk eens' }).message).toBe('Kijk eens');
    expect(contactOf('newsletter', { email: 'a@b.be', phone: '0499' }).phone).toBeUndefined();
  });

  it('names nobody for a kind no longer offered', () => {
    expect(contactOf('callback', { firstName: 'Jan', email: 'jan@example.be' })).toEqual({ name: '', email: null });
  });
});
