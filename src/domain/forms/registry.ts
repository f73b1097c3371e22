import type { RecapLine } from './recap';
import type { LeadForm } from './definition';
import { appointmentForm } from './lead-forms/appointment';
import { contactForm } from './lead-forms/contact';
import { demandForm } from './lead-forms/demand';
import { documentsForm } from './lead-forms/documents';
import { friendForm } from './lead-forms/friend';
import { infoForm } from './lead-forms/info';
import { jobForm } from './lead-forms/job';
import { newsletterForm } from './lead-forms/newsletter';
import { offerForm } from './lead-forms/offer';
import { rentalForm } from './lead-forms/rental';
import { testimonialForm } from './lead-forms/testimonial';
import { valuationForm } from './lead-forms/valuation';
import { visitForm } from './lead-forms/visit';
import type { ThankYouForm } from './thank-you-pages';

const FORMS = [
  contactForm,
  infoForm,
  visitForm,
  appointmentForm,
  friendForm,
  documentsForm,
  valuationForm,
  demandForm,
  newsletterForm,
  testimonialForm,
  jobForm,
  offerForm,
  rentalForm,
] as const;

/** Every lead form; the kind is stored with the submission and posted as `_form`. */
export type FormKind = (typeof FORMS)[number]['kind'];
export const FORM_KINDS = FORMS.map((f) => f.kind) as readonly FormKind[];

/** Each form's definition by its kind: the one source of its schema, layout and behaviour (src/domain/forms/lead-forms/). */
export const LEAD_FORMS = Object.fromEntries(FORMS.map((f) => [f.kind, f])) as unknown as Record<FormKind, LeadForm>;

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && Object.hasOwn(LEAD_FORMS, value);
}

/** The property forms reachable from the contact page with ?property={id}&form={…}. */
export const PROPERTY_FORMS = ['info', 'visit', 'friend', 'documents', 'appointment'] as const satisfies FormKind[];
export type PropertyForm = (typeof PROPERTY_FORMS)[number];

/** Where each form's visitor lands after sending; a project's info request has its own page. */
export function thankYouFor(kind: FormKind, about: { projectId?: number } = {}): ThankYouForm {
  const { thankYou } = LEAD_FORMS[kind];
  return typeof thankYou === 'function' ? thankYou(about) : thankYou;
}

/** An offer to purchase is for a property for sale, a rental application for one for rent. */
export function formFitsProperty(kind: FormKind, goal: 0 | 1): boolean {
  const wanted = LEAD_FORMS[kind].property?.goal;
  return wanted === undefined || wanted === goal;
}

/** The lines a thank-you page shows of a stored submission, in the form's order (never who sent it). */
export function recapLines(kind: string, payload: Record<string, unknown>): RecapLine[] {
  return isFormKind(kind) ? (LEAD_FORMS[kind].recap?.(payload) ?? []) : [];
}

/** Who a stored submission names, read by its own form's module; nothing for a kind no longer offered. */
export function contactOf(kind: string, payload: Record<string, unknown>): ReturnType<LeadForm['contact']> {
  return isFormKind(kind) ? LEAD_FORMS[kind].contact(payload) : { name: '', email: null };
}
