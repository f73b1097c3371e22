import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { testimonials } from '@/db/schema';

export type Testimonial = {
  slug: string;
  name: string;
  about: string | null;
  website: string | null;
  imageUrl: string | null;
  comment: string;
  locale: string;
  postedAt: string;
  postedBy: string | null;
};

const columns = {
  slug: testimonials.slug,
  name: testimonials.name,
  about: testimonials.about,
  website: testimonials.website,
  imageUrl: testimonials.imageUrl,
  comment: testimonials.comment,
  locale: testimonials.locale,
  postedAt: testimonials.postedAt,
  postedBy: testimonials.postedBy,
};

/** Published testimonials, newest first; the slider shows up to 40 (specification section 9). */
export async function listTestimonials(limit = 40, db: Db = getDb()): Promise<Testimonial[]> {
  return db
    .select(columns)
    .from(testimonials)
    .where(eq(testimonials.status, 'published'))
    .orderBy(desc(testimonials.postedAt), desc(testimonials.id))
    .limit(limit);
}

export async function getTestimonial(slug: string, db: Db = getDb()): Promise<Testimonial | null> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
  const [row] = await db
    .select(columns)
    .from(testimonials)
    .where(and(eq(testimonials.slug, slug), eq(testimonials.status, 'published')));
  return row ?? null;
}
