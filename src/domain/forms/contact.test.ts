import { describe, expect, it } from 'vitest';
import { appointmentSchema, contactSchema, documentsSchema, friendSchema, visitSchema } from './contact';
import { post } from './test-helpers';

const person = { title: 'ms', firstName: 'An', lastName: 'Peeters', email: 'an@example.be', phone: '0476 12 34 56' };

describe('contact form (specification sections 3 and 5)', () => {
  it('accepts the required fields alone, address optional', () => {
    const r = post(contactSchema, person);
    expect(r.ok).toBe(true);
    expect(r.value).toMatchObject({ title: 'ms', email: 'an@example.be' });
  });
  it('requires first name, last name and e-mail only: salutation and phone are optional (issue 20)', () => {
    const r = post(contactSchema, {});
    expect(r.errors).toEqual({ firstName: ['required'], lastName: ['required'], email: ['required'] });
    const bare = { firstName: person.firstName, lastName: person.lastName, email: person.email };
    expect(post(contactSchema, bare).ok).toBe(true);
    expect(post(visitSchema, bare).ok).toBe(true);
    expect(post(appointmentSchema, { ...bare, slotId: '3' }).ok).toBe(true);
    expect(post(documentsSchema, bare).ok).toBe(true);
  });
  it('still checks a phone number when one is given', () => {
    expect(post(contactSchema, { ...person, phone: '12-34' }).errors.phone).toEqual(['phone']);
    expect(post(documentsSchema, { ...person, phone: 'call me' }).errors.phone).toEqual(['phone']);
  });
  it('treats spaces only as missing', () => {
    expect(post(contactSchema, { ...person, firstName: '   ' }).errors.firstName).toEqual(['required']);
  });
  it('rejects an invalid e-mail and a phone number without enough digits', () => {
    const r = post(contactSchema, { ...person, email: 'an@', phone: '12-34' });
    expect(r.errors.email).toEqual(['email']);
    expect(r.errors.phone).toEqual(['phone']);
  });
  it('accepts Belgian numbers in the usual notations', () => {
    for (const phone of ['091 23 45 67', '+32 476 12 34 56', '0476/12.34.56'])
      expect(post(contactSchema, { ...person, phone }).ok).toBe(true);
  });
  it('limits lengths: 80 characters for a name, 4000 for the message', () => {
    expect(post(contactSchema, { ...person, firstName: 'a'.repeat(80) }).ok).toBe(true);
    expect(post(contactSchema, { ...person, firstName: 'a'.repeat(81) }).errors.firstName).toEqual(['tooLong']);
    expect(post(contactSchema, { ...person, remark: 'x'.repeat(4001) }).errors.remark).toEqual(['tooLong']);
  });
  it('takes the time slots as a list and refuses anything but hh:mm-hh:mm', () => {
    expect(post(contactSchema, { ...person, slots: ['10:00-13:00', '16:00-19:00'] }).value?.slots).toEqual([
      '10:00-13:00',
      '16:00-19:00',
    ]);
    expect(post(contactSchema, { ...person, slots: '10:00-13:00' }).value?.slots).toEqual(['10:00-13:00']);
    expect(post(contactSchema, { ...person, slots: '<script>' }).ok).toBe(false);
  });
  it('rejects an unknown title', () => {
    expect(post(contactSchema, { ...person, title: 'dr' }).errors.title).toEqual(['invalid']);
  });
  it('reads the newsletter box as a yes/no', () => {
    expect(post(contactSchema, { ...person, newsletter: 'on' }).value?.newsletter).toBe(true);
    expect(post(contactSchema, person).value?.newsletter).toBeUndefined();
  });
});

describe('visit request', () => {
  it('accepts no preferred day, and refuses an incomplete or impossible one', () => {
    expect(post(visitSchema, person).ok).toBe(true);
    expect(post(visitSchema, { ...person, preferredDate: '2027-02-29' }).errors.preferredDate).toEqual(['date']);
    expect(post(visitSchema, { ...person, preferredDate: '2027-02' }).errors.preferredDate).toEqual(['date']);
    expect(post(visitSchema, { ...person, preferredDate: '2028-02-29' }).ok).toBe(true);
  });
});

describe('appointment booking', () => {
  it('requires a slot', () => {
    expect(post(appointmentSchema, person).errors.slotId).toEqual(['chooseSlot']);
    expect(post(appointmentSchema, { ...person, slotId: 'abc' }).errors.slotId).toEqual(['chooseSlot']);
    expect(post(appointmentSchema, { ...person, slotId: '12' }).value?.slotId).toBe(12);
  });
});

describe('document request', () => {
  it('needs who asks', () => {
    expect(post(documentsSchema, person).ok).toBe(true);
    expect(post(documentsSchema, { ...person, email: '' }).errors.email).toEqual(['required']);
  });
});

describe('send to a friend (Dutch rule: friend e-mail required and valid)', () => {
  const base = {
    firstName: 'An',
    lastName: 'Peeters',
    email: 'an@example.be',
    friendFirstName: 'Bert',
    friendLastName: 'Claes',
    friendEmail: 'bert@example.be',
  };
  it('accepts a complete form', () => expect(post(friendSchema, base).ok).toBe(true));
  it('requires the friend e-mail and checks it', () => {
    expect(post(friendSchema, { ...base, friendEmail: '' }).errors.friendEmail).toEqual(['required']);
    expect(post(friendSchema, { ...base, friendEmail: 'bert.example.be' }).errors.friendEmail).toEqual(['email']);
  });
});
