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
