import type { Db } from '@/db/open';
import { submissions, testimonials } from '@/db/schema';

/**
 * What visitors leave on the site, for the tests that show it: testimonials (published as the
 * back office's moderation leaves them) and the leads of a property's forms (as the form stores
 * them: src/lib/leads/submit.ts).
 */
export type TestimonialRow = typeof testimonials.$inferInsert;
export type LeadRow = typeof submissions.$inferInsert;

export function aTestimonial(n: number, over: Partial<TestimonialRow> = {}): TestimonialRow {
  return {
    slug: `testimonial-${n}`,
    name: `Client ${n}`,
    comment: `Testimonial ${n}: a smooth sale.`,
    locale: 'nl',
    postedAt: `2026-01-${String(1 + (n % 28)).padStart(2, '0')}`,
    status: 'published',
    ...over,
  };
}

export async function seedTestimonials(db: Db, rows: TestimonialRow[]): Promise<void> {
  if (rows.length) await db.insert(testimonials).values(rows);
}

/** A visitor's request about `propertyId` through its information form. */
export function aLead(n: number, propertyId: number, over: Partial<LeadRow> = {}): LeadRow {
  return {
    token: `test-lead-${propertyId}-${n}`,
    kind: 'info',
    locale: 'nl',
    propertyId,
    email: `visitor.${n}@example.org`,
    payload: { firstName: 'Visitor', lastName: String(n), remark: 'Is it still available?' },
    consentPrivacy: true,
    ...over,
  };
}

export async function seedLeads(db: Db, rows: LeadRow[]): Promise<void> {
  if (rows.length) await db.insert(submissions).values(rows);
}
