import type { z } from 'zod';
import type { feedOwnerSchema } from '../../../src/domain/feed/owner-record';
import type { feedProjectSchema } from '../../../src/domain/feed/project-record';
import type { feedPropertySchema } from '../../../src/domain/feed/property-record';
import { appointmentSlotRows } from './appointment-slots';
import { OWNERS } from './assign';
import type { Demo } from './index';
import type { DocumentRow, MediaRow } from './media';
import type { BuiltProperty } from './properties';

/**
 * The demo agency as a feed (docs/feed.md), the way any agency's software sends its catalogue:
 * every property, project and owner, photos and documents named by their paths inside the feed
 * folder (`photos/facade-01.webp`, `documents/brochure.pdf`). Nothing of the catalogue reaches the
 * database by another path, so whatever the demo shows, the feed can carry.
 */
type FeedProperty = z.input<typeof feedPropertySchema>;
type FeedProject = z.input<typeof feedProjectSchema>;
type FeedOwner = z.input<typeof feedOwnerSchema>;
export type DemoFeed = { properties: FeedProperty[]; projects: FeedProject[]; owners: FeedOwner[] };

/** Where a demo photo or document lies inside the feed folder. */
export const photoPath = (name: string) => `photos/${name}.webp`;
export const documentPath = (url: string) => `documents/${url.split('/').pop()!}`;

const some = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
const texts = (rows: { locale: string; title: string; description: string }[]) =>
  Object.fromEntries(rows.map((t) => [t.locale, { title: t.title, description: t.description }]));

function files(media: MediaRow[], docs: DocumentRow[]) {
  return {
    photos: media
      .filter((m) => m.kind === 'photo')
      .map((m) => ({ url: photoPath(m.name!), width: some(m.width), height: some(m.height) })),
    videos: media.filter((m) => m.kind !== 'photo').map((m) => m.url),
    documents: docs.map((d) => ({
      url: documentPath(d.url),
      kind: d.kind as 'other',
      title: d.name,
      public: d.public ?? false,
    })),
  };
}

function propertyRecord(
  p: BuiltProperty,
  building: string | undefined,
  slots: { start: string; end: string; capacity: number }[],
): FeedProperty {
  const r = p.row;
  const { photos, videos, documents } = files(p.media, p.documents);
  const [type, ...types] = r.webIds!.split(',').map(Number);
  return {
    id: r.id,
    status: r.status as 'published' | 'draft',
    goal: r.goal === 0 ? 'sale' : 'rent',
    listedAt: r.createdAt!.toISOString(),
    updatedAt: r.updatedAt!.toISOString(),
    type: type!,
    types: types.length ? types : undefined,
    typeDescription: r.typeDescription,
    reference: some(r.recordFile),
    price: r.price,
    publishPrice: r.publishPrice,
    priceUnit: r.priceUnit,
    priceUnitText: r.priceUnitText,
    marquee: r.marquee,
    marqueeName: r.marqueeName,
    address: {
      street: some(r.street),
      houseNumber: some(r.houseNumber),
      box: some(r.boxNr),
      zip: r.zip,
      city: r.city,
      countryId: some(r.countryId),
      countryName: some(r.countryName),
      publish: r.publishAddress,
    },
    location: r.lat != null && r.lng != null ? { lat: r.lat, lng: r.lng } : null,
    projectId: r.projectId,
    building,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    showerrooms: r.showerrooms,
    toilets: r.toilets,
    floors: r.floors,
    garages: r.garages,
    parkings: r.parkings,
    externalParkings: r.externalParkings,
    extraRooms: r.extraRooms,
    livingSurface: r.livingSurface,
    groundSurface: r.groundSurface,
    energyScore: r.energyPerformance,
    energyLabel: r.epcLabelText,
    availability: r.availability as FeedProperty['availability'],
    availableFrom: r.availableFrom,
    surfaces: r.surfaces,
    construction: r.construction,
    comfort: r.comfort,
    flags: r.flags,
    planning: r.planning,
    energy: r.energy,
    flood: r.flood,
    asbestos: r.asbestos,
    certificates: r.certificates,
    financial: r.financial,
    viager: r.viager,
    contract: r.contract,
    pointsOfInterest: r.pointsOfInterest,
    texts: texts(p.texts),
    photos,
    videos,
    documents,
    slots,
  };
}

/** The demo as one feed; visit slots on the working days after `today`, as the agency's agenda would. */
export function demoFeed(demo: Demo, today = new Date()): DemoFeed {
  const bookable = demo.properties.filter((p) => !p.row.availability).map((p) => p.row.id);
  const slots = new Map<number, { start: string; end: string; capacity: number }[]>();
  for (const s of appointmentSlotRows(bookable, today)) {
    slots.set(s.propertyId, [
      ...(slots.get(s.propertyId) ?? []),
      { start: s.startsAt.toISOString(), end: s.endsAt.toISOString(), capacity: s.capacity },
    ]);
  }
  const buildingName = (p: BuiltProperty) =>
    p.building
      ? demo.buildings.find((b) => b.projectId === p.building!.projectId && b.index === p.building!.index)?.name
      : undefined;
  return {
    projects: demo.projects.map((p) => {
      const r = p.row;
      const { photos, documents } = files(p.media, p.documents);
      return {
        id: r.id,
        status: r.status as 'published',
        goal: r.goal === 1 ? 'rent' : 'sale',
        name: r.name,
        listedAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        type: r.webId,
        texts: texts(p.texts),
        technical: r.technical,
        situation: r.situation,
        address: {
          street: some(r.street),
          houseNumber: some(r.houseNumber),
          zip: r.zip,
          city: r.city,
          countryId: some(r.countryId),
          countryName: some(r.countryName),
          publish: r.publishAddress,
        },
        location: r.lat != null && r.lng != null ? { lat: r.lat, lng: r.lng } : null,
        photos,
        documents,
        buildings: demo.buildings
          .filter((b) => b.projectId === r.id)
          .sort((a, b) => a.index - b.index)
          .map((b) => ({ name: b.name, floors: b.floors, deliveryDate: b.deliveryDate })),
      };
    }),
    properties: demo.properties.map((p) => propertyRecord(p, buildingName(p), slots.get(p.row.id) ?? [])),
    owners: OWNERS.map((o, i) => ({
      id: i + 1,
      email: o.email,
      name: o.name,
      phone: o.phone,
      locale: o.locale,
      propertyIds: demo.owners.filter((l) => l.owner === i).map((l) => l.propertyId),
    })),
  };
}
