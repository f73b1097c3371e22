import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineLeadForm } from './definition';
import { field } from './layout';
import { FORM_KINDS, LEAD_FORMS, formFitsProperty, isFormKind, thankYouFor } from './registry';

/** The keys a form posts: the object inside a refined or transformed schema. */
function keysOf(schema: z.ZodType): string[] {
  const inner = schema instanceof z.ZodPipe ? (schema.in as z.ZodType) : schema;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

describe('the lead form registry', () => {
  it('holds the thirteen forms, each under its own kind', () => {
    expect(FORM_KINDS).toEqual([
      'contact',
      'info',
      'visit',
      'appointment',
      'friend',
      'documents',
      'valuation',
      'demand',
      'newsletter',
      'testimonial',
      'job',
      'offer',
      'rental',
    ]);
    for (const kind of FORM_KINDS) expect(LEAD_FORMS[kind].kind).toBe(kind);
    expect(isFormKind('admin')).toBe(false);
    expect(isFormKind('toString')).toBe(false);
  });

  it('lays out only fields its schema knows', () => {
    for (const form of Object.values(LEAD_FORMS)) {
      const keys = keysOf(form.schema);
      expect(keys.length, form.kind).toBeGreaterThan(0);
      for (const section of form.layout)
        for (const f of section.fields) {
          expect(keys, form.kind).toContain(f.name);
          if (f.inWords) expect(keys, form.kind).toContain(f.inWords);
        }
    }
  });

  it('a misspelled field for an amount in words does not compile', () => {
    const form = defineLeadForm({
      kind: 'example',
      schema: z.object({ amount: z.number(), amountWords: z.string() }),
      layout: [
        {
          fields: [
            field<'amount' | 'amountWords'>('amount', 'number', { inWords: 'amountWords' }),
            // @ts-expect-error the schema has no field "amountWrods"
            field<'amount' | 'amountWrods'>('amount', 'number', { inWords: 'amountWrods' }),
          ],
        },
      ],
      thankYou: 'site-contact',
      contact: () => ({ name: '', email: null }),
      mails: [],
    });
    expect(form.layout[0]?.fields[0]?.inWords).toBe('amountWords');
  });

  it('a misspelled field name does not compile', () => {
    const form = defineLeadForm({
      kind: 'example',
      schema: z.object({ firstName: z.string() }),
      layout: [
        {
          fields: [
            field('firstName', 'text'),
            // @ts-expect-error the schema has no field "firstNmae"
            field('firstNmae', 'text'),
          ],
        },
      ],
      thankYou: 'site-contact',
      contact: (v) => ({ name: v.firstName, email: null }),
      mails: [],
    });
    expect(form.layout[0]?.fields).toHaveLength(2);
  });

  it('names the thank-you page of each form, a project info request its own', () => {
    expect(thankYouFor('info')).toBe('contact-me');
    expect(thankYouFor('info', { projectId: 4 })).toBe('contact-construction');
    expect(thankYouFor('valuation')).toBe('contact-demand');
    expect(thankYouFor('newsletter')).toBe('sign-newsletter');
  });

  it('fits an offer to a property for sale, a rental application to one for rent', () => {
    expect(formFitsProperty('offer', 0)).toBe(true);
    expect(formFitsProperty('offer', 1)).toBe(false);
    expect(formFitsProperty('rental', 1)).toBe(true);
    expect(formFitsProperty('rental', 0)).toBe(false);
    expect(formFitsProperty('visit', 1)).toBe(true);
  });

  it('names the contact the way the form calls its fields', () => {
    expect(LEAD_FORMS.offer.contact({ aFirstName: 'An', aLastName: 'Peeters', aEmail: 'An@Example.be' })).toEqual({
      name: 'An Peeters',
      email: 'an@example.be',
    });
    expect(LEAD_FORMS.testimonial.contact({ name: 'Jan', email: 'jan@example.be' })).toEqual({
      name: 'Jan',
      email: 'jan@example.be',
    });
    expect(LEAD_FORMS.newsletter.contact({ email: 'x@example.be' })).toEqual({ name: '', email: 'x@example.be' });
  });
});
