/**
 * Who a form's submission names as its sender, whatever the form called the fields: the offer
 * form's "a…" fields (first buyer), a testimonial's single name.
 */
type Payload = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function nameOf(d: Payload): string {
  return [text(d.firstName) || text(d.aFirstName) || text(d.name), text(d.lastName) || text(d.aLastName)]
    .filter(Boolean)
    .join(' ');
}

export function emailOf(d: Payload): string | null {
  return (text(d.email) || text(d.aEmail)).toLowerCase() || null;
}

export function phoneOf(d: Payload): string {
  return text(d.phone) || text(d.aPhone);
}

/** The visitor's own words: a contact remark, a message, a testimonial, a motivation. */
export function messageOf(d: Payload): string {
  return text(d.message) || text(d.remark) || text(d.remarks) || text(d.comment) || text(d.motivation);
}
