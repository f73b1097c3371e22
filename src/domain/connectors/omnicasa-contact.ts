import type { LeadContact } from '../forms/definition';
import { OMNICASA_LANGUAGES } from './omnicasa-codes';
import { leadPerson } from './values';

/**
 * A lead as Omnicasa's `ContactOnMe` takes it (issue 30): the person, their language, the property
 * they asked about (`ObjectID`) and their message (`Content`), with the site as its source.
 * Omnicasa files a contact by its e-mail address, so a lead without one has no place there (null).
 * Pure.
 */
export type OmnicasaLeadPlace = {
  /** Omnicasa's id of the property, when the lead is about one of its listings. */
  objectId?: number;
  officeId?: number;
  /** The website's id in Omnicasa (OMNICASA_SITE_ID), when the agency has one. */
  siteId?: number;
};

/** `SourceId` 5: the agency's own website (Omnicasa's person sources; 6 is Immoweb). */
const WEBSITE_SOURCE = 5;

/**
 * The subject Omnicasa shows in the person's history: what the visitor asked, in the language they
 * wrote in (the language to answer them in).
 */
const SUBJECTS: Record<'nl' | 'fr' | 'en', Record<string, string>> = {
  nl: {
    contact: 'Contactformulier website',
    visit: 'Bezoekaanvraag website',
    appointment: 'Afspraak via de website',
    info: 'Vraag om informatie (website)',
    documents: 'Documentenaanvraag website',
    valuation: 'Schattingsaanvraag website',
    demand: 'Zoekprofiel website',
    offer: 'Bod via de website',
    rental: 'Kandidatuur huur (website)',
  },
  fr: {
    contact: 'Formulaire de contact du site',
    visit: 'Demande de visite (site)',
    appointment: 'Rendez-vous via le site',
    info: "Demande d'informations (site)",
    documents: 'Demande de documents (site)',
    valuation: "Demande d'estimation (site)",
    demand: 'Profil de recherche (site)',
    offer: 'Offre via le site',
    rental: 'Candidature locataire (site)',
  },
  en: {
    contact: 'Website contact form',
    visit: 'Visit request (website)',
    appointment: 'Appointment via the website',
    info: 'Information request (website)',
    documents: 'Document request (website)',
    valuation: 'Valuation request (website)',
    demand: 'Search profile (website)',
    offer: 'Offer via the website',
    rental: 'Rental application (website)',
  },
};

const text = (v: unknown, max = 200) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);

export function omnicasaContact(
  lead: {
    kind: string;
    locale: string;
    payload: Record<string, unknown>;
    contact: LeadContact;
    message?: string;
    salutation?: string;
  },
  place: OmnicasaLeadPlace,
): Record<string, unknown> | null {
  const person = leadPerson(lead);
  if (!person) return null;
  const p = lead.payload;
  const locale = lead.locale in OMNICASA_LANGUAGES ? (lead.locale as 'nl' | 'fr' | 'en') : 'nl';
  const language = OMNICASA_LANGUAGES[locale];
  const subjects = SUBJECTS[locale];
  const street = text(p.street);
  const body: Record<string, unknown> = {
    Name: person.name,
    ...(person.firstName ? { FirstName: person.firstName } : {}),
    Email: person.email,
    SourceId: WEBSITE_SOURCE,
    Subject: subjects[lead.kind] ?? subjects.contact,
    LanguageIdFromParameter: language,
    LanguageId: language,
    IsReceivedEmail: p.newsletter === true || p.newsletter === 'on',
  };
  if (lead.contact.phone) body.PhoneNumber = lead.contact.phone;
  const content = lead.message ?? lead.contact.message;
  if (content) body.Content = content.slice(0, 4_000);
  if (street) body.Address = [street, text(p.houseNumber, 20)].filter(Boolean).join(' ');
  if (text(p.zip, 10)) body.Zip = text(p.zip, 10);
  if (text(p.city, 80)) body.City = text(p.city, 80);
  // The salutation as text (fw4-bvba/omnicasa-api sends AddressTitle as a string).
  if (lead.salutation) body.AddressTitle = lead.salutation.slice(0, 60);
  if (lead.kind === 'demand') {
    // A search demand is registered as one (IsCreatedDemand), with what Omnicasa has fields for.
    body.IsCreatedDemand = true;
    if (p.goal === 'sale' || p.goal === 'rent') body.Goal = p.goal === 'rent' ? 1 : 0;
    for (const [from, to] of [
      ['priceMin', 'PriceMin'],
      ['priceMax', 'PriceMax'],
    ] as const)
      if (typeof p[from] === 'number' && Number.isFinite(p[from])) body[to] = p[from];
  }
  if (place.objectId) body.ObjectID = place.objectId;
  if (place.officeId) body.OfficeID = place.officeId;
  if (place.siteId) body.SiteId = place.siteId;
  return body;
}
