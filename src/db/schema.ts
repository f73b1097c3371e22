import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ListingGaps } from '../domain/legal/mentions';
import type {
  Asbestos,
  Certificates,
  Comfort,
  Construction,
  Contract,
  Energy,
  Financial,
  Flags,
  Flood,
  Planning,
  PointOfInterest,
  Surfaces,
  Viager,
} from '../domain/property/property-details';

// better-auth's tables, one set for the owners (auth_*) and one for the staff (staff_*, decision
// 015: their own cookie and sessions), made by the same functions so that they never drift.
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

function userColumns() {
  return {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: created(),
    updatedAt: updated(),
  };
}

function sessionTable(name: 'auth_session' | 'staff_session', user: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: text('id').primaryKey(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      token: text('token').notNull().unique(),
      createdAt: created(),
      updatedAt: updated(),
      ipAddress: text('ip_address'),
      userAgent: text('user_agent'),
      userId: text('user_id').notNull().references(user, { onDelete: 'cascade' }),
    },
    (t) => [index(`${name}_user_idx`).on(t.userId)],
  );
}

function accountTable(name: 'auth_account' | 'staff_account', user: () => AnyPgColumn) {
  return pgTable(name, {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id').notNull().references(user, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: created(),
    updatedAt: updated(),
  });
}

function verificationTable(name: 'auth_verification' | 'staff_verification') {
  return pgTable(name, {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: created(),
    updatedAt: updated(),
  });
}

/** Texts per language; `de` is bundled but may stay empty (specification section 1). */
export type LocalizedText = { nl?: string; fr?: string; en?: string; de?: string };

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Property types (webIDs). ID and WebID differ for 7, 8 and 9: see the specification section 3. */
export const propertyTypes = pgTable('property_types', {
  id: integer('id').primaryKey(),
  webId: integer('web_id').notNull().unique(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  showOrder: integer('show_order').notNull(),
  sale: boolean('sale').notNull().default(true),
  rent: boolean('rent').notNull().default(true),
});

export const owners = pgTable('owners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  locale: text('locale').notNull().default('nl'),
  /** The owner's portal account (auth_user.id), when they have one. */
  userId: text('user_id').references(() => authUser.id, { onDelete: 'set null' }),
  /** The owner's id in the agency's software (the feed's owner records). */
  feedId: integer('feed_id').unique(),
  ...timestamps,
});

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    goal: smallint('goal').notNull().default(0),
    webId: integer('web_id').references(() => propertyTypes.webId),
    street: text('street'),
    houseNumber: text('house_number'),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id').default(10),
    countryName: text('country_name'),
    publishAddress: boolean('publish_address').notNull().default(true),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    /** Set by the feed's priceMin/priceMax; otherwise the range follows the units' prices. */
    priceFixed: boolean('price_fixed').notNull().default(false),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    status: text('status').notNull().default('published'),
    technical: jsonb('technical').$type<LocalizedText>(),
    situation: jsonb('situation').$type<LocalizedText>(),
    ...timestamps,
  },
  (t) => [index('projects_city_idx').on(t.city)],
);

export const projectBuildings = pgTable('project_buildings', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  floors: integer('floors'),
  deliveryDate: date('delivery_date'),
  sort: integer('sort').notNull().default(0),
});

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    goal: smallint('goal').notNull(), // 0 sale, 1 rent
    price: integer('price'),
    publishPrice: boolean('publish_price').notNull().default(true),
    priceUnit: integer('price_unit'),
    priceUnitText: text('price_unit_text'),
    marquee: smallint('marquee').notNull().default(0),
    marqueeName: jsonb('marquee_name').$type<LocalizedText>(),
    street: text('street'),
    houseNumber: text('house_number'),
    boxNr: text('box_nr'),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id'),
    countryName: text('country_name'),
    publishAddress: boolean('publish_address').notNull().default(true),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    energyPerformance: doublePrecision('energy_performance'),
    epcLabelText: text('epc_label_text'),
    webId: integer('web_id')
      .notNull()
      .references(() => propertyTypes.webId),
    webIds: text('web_ids'),
    typeDescription: jsonb('type_description').$type<LocalizedText>(),
    recordFile: text('record_file'),
    /** City, street, file number, postal code and every title, accent-folded (kept by triggers: migration 0009), for free-text search. */
    searchText: text('search_text'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    buildingId: integer('building_id').references(() => projectBuildings.id, { onDelete: 'set null' }),
    // Counts searched on (specification section 7).
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    showerrooms: smallint('showerrooms'),
    toilets: smallint('toilets'),
    floors: smallint('floors'),
    garages: smallint('garages'),
    parkings: smallint('parkings'),
    externalParkings: smallint('external_parkings'),
    extraRooms: smallint('extra_rooms'),
    // Surfaces most often shown on cards; the rest of the detail groups are typed JSON.
    livingSurface: doublePrecision('living_surface'),
    groundSurface: doublePrecision('ground_surface'),
    surfaces: jsonb('surfaces').$type<Surfaces>(),
    construction: jsonb('construction').$type<Construction>(),
    comfort: jsonb('comfort').$type<Comfort>(),
    flags: jsonb('flags').$type<Flags>(),
    planning: jsonb('planning').$type<Planning>(),
    energy: jsonb('energy').$type<Energy>(),
    flood: jsonb('flood').$type<Flood>(),
    asbestos: jsonb('asbestos').$type<Asbestos>(),
    certificates: jsonb('certificates').$type<Certificates>(),
    financial: jsonb('financial').$type<Financial>(),
    viager: jsonb('viager').$type<Viager>(),
    contract: jsonb('contract').$type<Contract>(),
    pointsOfInterest: jsonb('points_of_interest').$type<PointOfInterest[]>(),
    /** The legal mentions the agency software writes for the ad, per language. */
    legalMentions: jsonb('legal_mentions').$type<LocalizedText>(),
    /** sold | rented | option | sold-out | takeover; null when available. */
    availability: text('availability'),
    availableFrom: text('available_from'),
    status: text('status').notNull().default('published'),
    ...timestamps,
  },
  (t) => [
    // The list pages' filters and orders (figures in README, "Benchmark").
    index('properties_list_newest_idx').on(t.goal, t.status, t.createdAt.desc(), t.id.desc()),
    index('properties_list_price_idx').on(t.goal, t.status, sql`(case when ${t.publishPrice} then ${t.price} end)`),
    index('properties_city_lower_idx').on(sql`lower(${t.city})`, t.zip),
    index('properties_goal_bedrooms_idx').on(t.goal, t.status, t.bedrooms),
    index('properties_price_idx').on(t.price),
    index('properties_created_idx').on(t.createdAt),
    index('properties_project_idx').on(t.projectId),
    check('properties_goal_check', sql`${t.goal} in (0, 1)`),
    check('properties_marquee_check', sql`${t.marquee} between 0 and 4`),
  ],
);

/** Title and description per language, for properties and projects alike. */
export const propertyTexts = pgTable(
  'property_texts',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.locale] })],
);

export const projectTexts = pgTable(
  'project_texts',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.locale] })],
);

/** Photos, videos and virtual tours of a property or a project (exactly one of the two). */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** photo | video | tour; photo-pending: a feed's new photo set waiting for its files (never shown). */
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    /** The feed's address of a photo the site made its own (remote_files.url); null for our own files. */
    sourceUrl: text('source_url'),
    width: integer('width'),
    height: integer('height'),
    name: text('name'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('media_property_idx').on(t.propertyId, t.sort),
    index('media_project_idx').on(t.projectId, t.sort),
    index('media_source_idx').on(t.sourceUrl),
    check('media_owner_check', sql`num_nonnulls(${t.propertyId}, ${t.projectId}) = 1`),
    check('media_kind_check', sql`${t.kind} in ('photo', 'video', 'tour', 'photo-pending')`),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // epc | plan | permit | flood | asbestos | other
    name: jsonb('name').$type<LocalizedText>().notNull(),
    url: text('url').notNull(),
    /** The feed's address of a document the site made its own (remote_files.url). */
    sourceUrl: text('source_url'),
    /** A feed's new document list waiting for its files: never shown, swapped in when all are ready. */
    pending: boolean('pending').notNull().default(false),
    public: boolean('public').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('documents_owner_check', sql`num_nonnulls(${t.propertyId}, ${t.projectId}) = 1`),
    index('documents_source_idx').on(t.sourceUrl),
  ],
);

/**
 * Every photo and document address a feed named, and what became of it: fetched in the
 * background (a queue that survives restarts; several servers claim with skip locked), checked
 * by content and stored as the site's own file (`localUrl`), or failed with the reason. The ETag
 * and Last-Modified make a later check a conditional request.
 */
export const remoteFiles = pgTable(
  'remote_files',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull().unique(),
    kind: text('kind').notNull(), // photo | document
    status: text('status').notNull().default('pending'), // pending | ready | failed
    localUrl: text('local_url'),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256'),
    etag: text('etag'),
    lastModified: text('last_modified'),
    error: text('error'),
    /** The records that asked for the file ("properties (id 8801)"), named in the report when it fails. */
    failedFor: jsonb('failed_for').$type<string[]>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('remote_files_due_idx').on(t.status, t.nextAttemptAt),
    check('remote_files_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
    check('remote_files_kind_check', sql`${t.kind} in ('photo', 'document')`),
  ],
);

export const propertyOwners = pgTable(
  'property_owners',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.propertyId] }), index('property_owners_property_idx').on(t.propertyId)],
);

/**
 * What the agency's software records about a property and shows its owner in the portal
 * (specification section 3, owner statistics): date, type, contact, subject, comment, status,
 * source. Replaced whole by each feed that sends them.
 */
export const propertyCommunications = pgTable(
  'property_communications',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    type: text('type').notNull(),
    contact: text('contact').notNull().default(''),
    subject: text('subject').notNull().default(''),
    comment: text('comment').notNull().default(''),
    status: text('status').notNull().default('done'),
    source: text('source').notNull().default(''),
  },
  (t) => [index('property_communications_property_idx').on(t.propertyId, t.at)],
);

/** Visits per property per day (Europe/Brussels), counted on the server without cookies (issue 7). */
export const propertyVisits = pgTable(
  'property_visits',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/**
 * Who was already counted today (issue 17): one visit per visitor per property per day. `mark` is
 * a keyed hash of the day, the visitor's address, its browser and the property, never the address
 * itself; rows of earlier days are pruned.
 */
export const visitMarks = pgTable(
  'visit_marks',
  {
    day: date('day').notNull(),
    mark: text('mark').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.mark] })],
);

/** Testimonials of clients (specification section 3); visitors' submissions wait as 'pending'. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    about: text('about'),
    website: text('website'),
    imageUrl: text('image_url'),
    comment: text('comment').notNull(),
    locale: text('locale').notNull(),
    postedAt: date('posted_at').notNull(),
    postedBy: text('posted_by'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('testimonials_status_idx').on(t.status, t.postedAt),
    check('testimonials_status_check', sql`${t.status} in ('pending', 'published', 'rejected')`),
  ],
);

// Owner portal accounts (better-auth's tables; docs/decisions/002-owner-auth.md).
export const authUser = pgTable('auth_user', userColumns());
export const authSession = sessionTable('auth_session', () => authUser.id);
export const authAccount = accountTable('auth_account', () => authUser.id);
export const authVerification = verificationTable('auth_verification');

/** Failed owner logins, per address and per account, for the lock-out (issue 8). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(), // "ip:203.0.113.5" or "account:marie@example.be"
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.at)],
);

/** Where and when a property was published online (portals), shown to its owner. */
export const mediaHistory = pgTable(
  'media_history',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    portal: text('portal').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(), // online | offline | updated | error
    url: text('url'),
  },
  (t) => [index('media_history_property_idx').on(t.propertyId, t.publishedAt)],
);

// ─── Lead forms (issue 5) ──────────────────────────────────────────────────────────────────────

/**
 * Every form submission, stored before anything else is attempted (docs/product-decisions.md#forms). The
 * form token makes a double submit idempotent: the second insert hits the unique index.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    email: text('email'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    consentPrivacy: boolean('consent_privacy').notNull().default(false),
    consentNewsletter: boolean('consent_newsletter').notNull().default(false),
    /** How the visitor passed the bot check: 'pow' (proof-of-work) or 'nojs' (honeypot and rate limit only). */
    botCheck: text('bot_check').notNull().default('pow'),
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submissions_kind_idx').on(t.kind, t.createdAt), index('submissions_property_idx').on(t.propertyId)],
);

/** Outgoing mail, rendered when queued so the sender needs no templates or translations. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(), // agency | visitor | friend | match | newsletter-confirm
    locale: text('locale').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').notNull().default('pending'), // pending | sent
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender claims a batch until this time, so two servers never send the same mail. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.status, t.nextAttemptAt),
    check('mail_queue_status_check', sql`${t.status} in ('pending', 'sent')`),
  ],
);

export const mailAttempts = pgTable(
  'mail_attempts',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailQueue.id, { onDelete: 'cascade' }),
    ok: boolean('ok').notNull(),
    error: text('error'),
    transport: text('transport').notNull(), // smtp | file
    durationMs: integer('duration_ms').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_attempts_mail_idx').on(t.mailId)],
);

/** Fixed-window counters per key (address and form) and window start. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Proof-of-work challenges already redeemed: a solution counts once. */
export const captchaRedemptions = pgTable('captcha_redemptions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull().default(1),
    booked: integer('booked').notNull().default(0),
    /** `feed`: the agency software's (a feed that sends slots replaces these); `office`: added in the back office. */
    source: text('source').notNull().default('feed'),
    /** Cancelled by the agency: no longer offered, its bookings told (the rows stay on record). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('appointment_slots_property_idx').on(t.propertyId, t.startsAt),
    check('appointment_slots_capacity_check', sql`${t.booked} between 0 and ${t.capacity}`),
  ],
);

export const appointmentBookings = pgTable('appointment_bookings', {
  id: serial('id').primaryKey(),
  slotId: integer('slot_id')
    .notNull()
    .references(() => appointmentSlots.id, { onDelete: 'cascade' }),
  submissionId: integer('submission_id')
    .notNull()
    .unique()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('confirmed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const searchDemands = pgTable(
  'search_demands',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [index('search_demands_active_idx').on(t.active)],
);

/** One mail per demand and property version: a changed property may match again. */
export const demandNotifications = pgTable(
  'demand_notifications',
  {
    demandId: integer('demand_id')
      .notNull()
      .references(() => searchDemands.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.demandId, t.propertyId, t.version] })],
);

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: text('locale').notNull(),
  confirmToken: text('confirm_token').notNull().unique(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_requests_unique').on(t.propertyId, t.email)],
);

// The back office (issue 16, docs/decisions/015-back-office.md): staff accounts apart from the
// owners' (their own better-auth tables and cookie), the site's words in the database, an audit log.
export const staffUser = pgTable(
  'staff_user',
  {
    ...userColumns(),
    /** `editor` (the site's texts and testimonials), `agent` (leads, lists, visit slots) or `admin` (everything): domain/access/roles.ts. */
    role: text('role').notNull().default('editor'),
    locale: text('locale').notNull().default('nl'),
  },
  (t) => [check('staff_user_role_check', sql`${t.role} in ('admin', 'agent', 'editor')`)],
);

export const staffSession = sessionTable('staff_session', () => staffUser.id);
export const staffAccount = accountTable('staff_account', () => staffUser.id);
export const staffVerification = verificationTable('staff_verification');

/**
 * The site's words, one row per document: `site` (the settings of site.json) or `page:<id>` (a
 * menu page). `published` is what visitors see (null: the document is not on the site), `draft`
 * what an editor saved and may preview before publishing.
 */
export const contentDocuments = pgTable('content_documents', {
  doc: text('doc').primaryKey(),
  published: jsonb('published'),
  draft: jsonb('draft'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** Every published state of a document, newest last: what "earlier versions" restores from. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    doc: text('doc').notNull(),
    body: jsonb('body'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by'),
  },
  (t) => [index('content_versions_doc_idx').on(t.doc, t.id)],
);

/** Who changed, published, moderated or erased what, and when (never the erased data itself). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    detail: text('detail'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/**
 * What this installation is, in one row (issue 29): whether the demo agency was applied to it
 * ('present'), applied and removed since ('removed'), or never ('none'), and the e-mail addresses
 * of the demo's accounts. The demo is applied once, at the first start of an empty development
 * database: a start that finds this row never applies it again.
 */
export const installation = pgTable(
  'installation',
  {
    id: smallint('id').primaryKey().default(1),
    demo: text('demo').notNull(),
    demoAccounts: jsonb('demo_accounts').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    check('installation_one_row', sql`${t.id} = 1`),
    check('installation_demo_check', sql`${t.demo} in ('present', 'removed', 'none')`),
  ],
);

/**
 * The listings an agency software's connector keeps in the catalogue (issue 30): the package's
 * id, the site's, and the last record the connector made of it (a withdrawal sends it again with
 * its status changed). Read by the full comparison: what the package no longer lists goes.
 */
export const connectorListings = pgTable(
  'connector_listings',
  {
    connector: text('connector').notNull(),
    kind: text('kind').notNull(),
    externalId: text('external_id').notNull(),
    siteId: integer('site_id').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.connector, t.kind, t.externalId] }),
    uniqueIndex('connector_listings_site_idx').on(t.kind, t.siteId),
    check('connector_listings_kind_check', sql`${t.kind} in ('property', 'project')`),
  ],
);

/**
 * Each run of a connector: changes only or the full comparison, when, what changed, what was
 * refused and what the site could not place; one run at a time per connector (the unique index
 * on the running one).
 */
export const connectorRuns = pgTable(
  'connector_runs',
  {
    id: serial('id').primaryKey(),
    connector: text('connector').notNull(),
    full: boolean('full').notNull(),
    outcome: text('outcome').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Changes asked since this moment (null: the whole list). */
    since: timestamp('since', { withTimezone: true }),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    refused: jsonb('refused').$type<string[]>().notNull().default([]),
    unplaced: jsonb('unplaced').$type<string[]>().notNull().default([]),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** Listings the software sent that the site does not show, each with the reason. */
    notShown: jsonb('not_shown').$type<string[]>().notNull().default([]),
    /** Published listings without a mention their region's law requires (domain/legal/mentions). */
    legalGaps: jsonb('legal_gaps').$type<ListingGaps[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [
    index('connector_runs_started_idx').on(t.connector, t.startedAt),
    uniqueIndex('connector_runs_running_idx')
      .on(t.connector)
      .where(sql`${t.outcome} = 'running'`),
    check('connector_runs_outcome_check', sql`${t.outcome} in ('running', 'ok', 'failed')`),
  ],
);

/**
 * A lead on its way to the agency software (issue 30): stored in the lead's own transaction, sent
 * by a background sender with back-off until the software takes it, never given up; its last
 * error and the software's id for the contact are kept for the back office.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    connector: text('connector').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    externalId: text('external_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('lead_deliveries_once_idx').on(t.submissionId, t.connector),
    check('lead_deliveries_status_check', sql`${t.status} in ('pending', 'sent', 'no-address')`),
  ],
);

/** The site's ids of listings whose software has ids of its own kind (SweepBright's UUIDs): far above feed ids. */
export const connectorSiteIds = pgSequence('connector_site_id_seq', { startWith: 1_500_000_000 });

/**
 * What a software pushed (SweepBright's webhook, issue 30): each event stored once (its body's
 * SHA-256: a replay is refused), then processed in the background with back-off until it is.
 */
export const connectorEvents = pgTable(
  'connector_events',
  {
    id: serial('id').primaryKey(),
    connector: text('connector').notNull(),
    digest: text('digest').notNull(),
    event: text('event').notNull(),
    externalId: text('external_id').notNull(),
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connector_events_digest_idx').on(t.connector, t.digest),
    index('connector_events_due_idx').on(t.connector, t.status, t.nextAttemptAt),
    check('connector_events_status_check', sql`${t.status} in ('pending', 'done')`),
  ],
);

/**
 * The back office's picture library (issue 31): each picture uploaded once, kept as it came in
 * (`original`, a private upload key: the source of every use), with its alt text per language.
 * `derived` lists every address made from it for a use (a photo's or banner's base, a logo or
 * icon's file): what tells where it is used, and what its deletion may remove.
 */
export const libraryImages = pgTable(
  'library_images',
  {
    id: serial('id').primaryKey(),
    sha256: text('sha256').notNull(),
    original: text('original').notNull(),
    /** sharp's name for a raster image (jpeg, png, webp…), or svg. */
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** The file's name as it was uploaded, for staff. */
    name: text('name').notNull(),
    /** The address its thumbnail is drawn from: a photo's base, or an SVG's file. */
    preview: text('preview').notNull(),
    derived: jsonb('derived').$type<string[]>().notNull().default([]),
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({}),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (t) => [uniqueIndex('library_images_sha_idx').on(t.sha256), index('library_images_created_idx').on(t.createdAt)],
);
