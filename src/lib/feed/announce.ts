import 'server-only';
import { invalidate } from '@/lib/cache/invalidate';
import { catalogueTagsFor } from '@/lib/cache/tags';
import { kickFileFetcher } from '@/lib/files/runner';
import { kickMailSender } from '@/lib/mail/runner';
import type { FeedSummary } from './apply';

/** The cache tags of what a feed changed: its properties' pages and the lists, or the whole catalogue when a project changed. */
export function feedTags(summary: Pick<FeedSummary, 'created' | 'changed' | 'withdrawn' | 'projects'>): string[] {
  const touched = [...summary.created, ...summary.changed, ...summary.withdrawn];
  const projectsTouched = summary.projects.created.length + summary.projects.changed.length > 0;
  if (!touched.length && !projectsTouched) return [];
  return catalogueTagsFor(projectsTouched ? undefined : touched);
}

/**
 * What follows an applied feed, whoever sent it (the import, a connector): the lists and the
 * pages of what changed are read again by the next visitor (projects' pages too), the demand
 * mails and owner invitations go, the photos and documents are fetched.
 */
export async function announceFeed(summary: FeedSummary): Promise<void> {
  await invalidate(feedTags(summary));
  if (summary.mailsQueued || summary.owners.invited) void kickMailSender();
  if (summary.filesQueued) kickFileFetcher();
}
