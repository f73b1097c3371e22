/** The forms that have a thank-you page under /{locale}/{thank-you}/{form}/ (specification section 2, plus one per form). */
export const THANK_YOU_FORMS = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'testing-testing',
  'visit-request',
  'document-request',
  'offer-to-purchase',
  'rental-application',
  'testimonial',
  'job-application',
] as const;
export type ThankYouForm = (typeof THANK_YOU_FORMS)[number];

/** Every lead form; the kind is stored with the submission. */
export const FORM_KINDS = [
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
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && (FORM_KINDS as readonly string[]).includes(value);
}

/** The property forms reachable from the contact page with ?property={id}&form={…}. */
export const PROPERTY_FORMS = ['info', 'visit', 'friend', 'documents', 'appointment'] as const;
export type PropertyForm = (typeof PROPERTY_FORMS)[number];

/** Where each form's visitor lands after sending; a project's info request has its own page. */
export function thankYouFor(kind: FormKind, about: { projectId?: number } = {}): ThankYouForm {
  switch (kind) {
    case 'contact':
      return 'site-contact';
    case 'info':
      return about.projectId ? 'contact-construction' : 'contact-me';
    case 'visit':
      return 'visit-request';
    case 'appointment':
      return 'contact-appointment';
    case 'friend':
      return 'send-to-friend';
    case 'documents':
      return 'document-request';
    case 'valuation':
      return 'contact-demand';
    case 'demand':
      return 'demand-register';
    case 'newsletter':
      return 'sign-newsletter';
    case 'testimonial':
      return 'testimonial';
    case 'job':
      return 'job-application';
    case 'offer':
      return 'offer-to-purchase';
    case 'rental':
      return 'rental-application';
  }
}

/** An offer to purchase is for a property for sale, a rental application for one for rent. */
export function formFitsProperty(kind: FormKind, goal: 0 | 1): boolean {
  if (kind === 'offer') return goal === 0;
  if (kind === 'rental') return goal === 1;
  return true;
}
