import { describe, expect, it } from 'vitest';
import { offerAdvance, offerSchema } from './offer';
import { parseAges, rentalSchema } from './rental';
import { jobSchema, newsletterSchema, testimonialSchema } from './other';
import { post } from './test-helpers';

const bidder = {
  aTitle: 'mr',
  aFirstName: 'Jan',
  aLastName: 'Peeters',
  aEmail: 'jan@example.be',
  aPhone: '0476123456',
  aStreet: 'Markt',
  aHouseNumber: '1',
  aZip: '8500',
  aCity: 'Kortrijk',
};
const offer = {
  ...bidder,
  propertyId: '5101',
  amount: '397000',
  amountWords: 'driehonderdzevenennegentigduizend euro',
  startDate: '2026-12-01',
  endDate: '2026-12-15',
  place: 'Kortrijk',
  signDate: '2026-11-30',
  advance: 'on',
};

describe('offer to purchase', () => {
  it('accepts a complete offer by bidder A alone', () => expect(post(offerSchema, offer).ok).toBe(true));
  it('requires the 10 % advance to be acknowledged', () => {
    expect(post(offerSchema, { ...offer, advance: '' }).errors.advance).toEqual(['mustAccept']);
  });
  it('refuses an end date before the start date and accepts the same day', () => {
    expect(post(offerSchema, { ...offer, endDate: '2026-11-30' }).errors.endDate).toEqual(['dateOrder']);
    expect(post(offerSchema, { ...offer, endDate: '2026-12-01' }).ok).toBe(true);
  });
  it('requires complete, valid dates', () => {
    expect(post(offerSchema, { ...offer, signDate: '2026-13-01' }).errors.signDate).toEqual(['date']);
  });
  it('names bidder B fully when any of B is given', () => {
    expect(post(offerSchema, { ...offer, bEmail: 'b@example.be' }).errors).toMatchObject({
      bFirstName: ['required'],
      bLastName: ['required'],
    });
  });
  it('bounds the amount', () => {
    expect(post(offerSchema, { ...offer, amount: '999' }).errors.amount).toEqual(['min']);
    expect(post(offerSchema, { ...offer, amount: '1000.5' }).errors.amount).toEqual(['integer']);
  });
  it('computes the 10 % advance, rounded up to the euro', () => {
    expect(offerAdvance(397000)).toBe(39700);
    expect(offerAdvance(250005)).toBe(25001);
  });
});

const rental = {
  title: 'ms',
  firstName: 'Els',
  lastName: 'Maes',
  email: 'els@example.be',
  phone: '0476123456',
  propertyId: '5102',
  adults: '2',
  children: '2',
  childrenAges: '4, 7',
  pets: 'none',
  movingDate: '2027-01-01',
  income1: '2500',
  confirmIncome: 'on',
  confirmPersons: 'on',
  confirmDescription: 'on',
  confirmAmountDue: 'on',
};

describe('rental application', () => {
  it('accepts a complete application', () => expect(post(rentalSchema, rental).ok).toBe(true));
  it('keeps salutation and phone required: the agency weighs and calls back about an application', () => {
    expect(post(rentalSchema, { ...rental, title: '', phone: '' }).errors).toMatchObject({
      title: ['required'],
      phone: ['required'],
    });
  });
  it('requires the four confirmations of section 5', () => {
    const r = post(rentalSchema, {
      ...rental,
      confirmIncome: '',
      confirmPersons: '',
      confirmDescription: '',
      confirmAmountDue: '',
    });
    expect(r.errors).toMatchObject({
      confirmIncome: ['mustAccept'],
      confirmPersons: ['mustAccept'],
      confirmDescription: ['mustAccept'],
      confirmAmountDue: ['mustAccept'],
    });
  });
  it('wants one age per child', () => {
    expect(post(rentalSchema, { ...rental, childrenAges: '4' }).errors.childrenAges).toEqual(['childrenAges']);
    expect(post(rentalSchema, { ...rental, children: '0', childrenAges: '' }).ok).toBe(true);
  });
  it('needs at least one adult and says which pets', () => {
    expect(post(rentalSchema, { ...rental, adults: '0' }).errors.adults).toEqual(['min']);
    expect(post(rentalSchema, { ...rental, pets: 'yes' }).errors.petsDescription).toEqual(['required']);
  });
  it('parses ages', () => {
    expect(parseAges('4, 7;12')).toEqual([4, 7, 12]);
    expect(parseAges('four')).toBeNull();
    expect(parseAges('')).toEqual([]);
  });
});

describe('testimonial, job application, newsletter', () => {
  const t = { name: 'Sofie', email: 'sofie@example.be', comment: 'Vlotte verkoop, dank u!' };
  it('testimonial: comment required, website a real address, photo an image under 5 MB', () => {
    expect(post(testimonialSchema, t).ok).toBe(true);
    expect(post(testimonialSchema, { ...t, comment: '' }).errors.comment).toEqual(['required']);
    expect(post(testimonialSchema, { ...t, website: 'javascript:alert(1)' }).errors.website).toEqual(['url']);
    expect(post(testimonialSchema, { ...t, website: 'www.example.be' }).ok).toBe(true);
    const pdf = new File(['%PDF'], 'x.pdf', { type: 'application/pdf' });
    expect(post(testimonialSchema, { ...t, photo: pdf }).errors.photo).toEqual(['fileType']);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(post(testimonialSchema, { ...t, photo: big }).errors.photo).toEqual(['fileSize']);
  });
  it('job: motivation required, CV a PDF or Word file', () => {
    const j = {
      vacancy: 'office-assistant',
      firstName: 'Tom',
      lastName: 'Wouters',
      email: 'tom@example.be',
      phone: '0476123456',
      motivation: 'Graag!',
    };
    expect(post(jobSchema, j).ok).toBe(true);
    expect(post(jobSchema, { ...j, vacancy: '../etc' }).ok).toBe(false);
    expect(
      post(jobSchema, { ...j, cv: new File(['x'], 'cv.exe', { type: 'application/x-msdownload' }) }).errors.cv,
    ).toEqual(['fileType']);
  });
  it('newsletter: a valid e-mail', () => {
    expect(post(newsletterSchema, { email: 'a@b.be' }).ok).toBe(true);
    expect(post(newsletterSchema, { email: 'nope' }).errors.email).toEqual(['email']);
  });
});
