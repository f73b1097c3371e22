'use server';

import { getDb } from '@/db/client';
import { applyIntent, parseIntent, valueFromForm } from '@/domain/editor/form-value';
import { keepIdle, routeOf } from '@/domain/editor/idle-fields';
import { refresh } from '@/lib/content/live';
import { editorNode, errorMapFor } from '@/lib/content/editor-schema';
import { storeEditorImages } from '@/lib/content/editor-images';
import { translateRule } from '@/lib/content/rule-messages';
import { discardDraft, document, publishDraft, restoreVersion, saveDraft, SITE_DOC, unpublish, type Problem } from '@/lib/content/store';
import { keepAdminOnly } from '@/domain/access/staff';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';
import { mayDo } from '@/domain/access/roles';
import type { EditorState } from '@/components/admin/content-editor';
import { asForm } from '@/lib/security/as-form';
import { withModuleIds } from '@/domain/editor/module-id';

/**
 * Every button of the content editor: a list's add, remove and move up (the form again, nothing
 * stored), save the draft, publish, discard the draft, take a page off the site, restore a version.
 * Whatever is stored passed the rules of the content files, the whole site at once.
 */
export async function editContentAction(previous: EditorState, form: FormData): Promise<EditorState> {
  form = asForm(form);
  const staff = await requireSection('content');
  const t = await adminTexts(staff.locale);
  const db = getDb();
  const doc = String(form.get('_doc') ?? '');
  const row = await document(db, doc);
  const round = previous.round + 1;
  if (!row) return { ...previous, round, notice: t('stale'), noticeKind: 'error' };
  const stored = row.draft ?? row.published;
  const route = doc === SITE_DOC ? undefined : routeOf(stored);
  const node = editorNode(doc, route);
  const intent = String(form.get('_intent') ?? 'save');
  // Images chosen in the form are stored first: their fields then hold the new addresses.
  const texts = { tooBig: t('imageTooBig'), notAnImage: t('notAnImage'), pictureGone: t('media.gone'), notForUse: t('media.notForUse'), brand: (reason: string) => t(`brandRefused.${reason}` as 'brandRefused.tooBig') };
  const images = intent === 'discard' ? { stored: new Map<string, string>(), problems: [] } : await storeEditorImages(db, { doc, node, form, texts, actor: staff.email });
  const sent = valueFromForm(node, {
    get: (n) => images.stored.get(n) ?? (typeof form.get(n) === 'string' ? (form.get(n) as string) : null),
    has: (n) => images.stored.has(n) || form.has(n),
  });
  // An editor changes the site settings but their identity, brand and languages (domain/access/staff).
  const locked = doc === SITE_DOC && !mayDo(staff.role, 'siteIdentity');
  // A field not shown (admin only, or of no effect on this page) keeps what is stored.
  // A block saved without an id gets one (module-id.ts): ids are made, never asked (issue 44).
  const value = withModuleIds(locked ? keepAdminOnly(sent, stored) : keepIdle(sent, stored, route));
  const listIntent = parseIntent(intent);
  if (listIntent) return { round, value: applyIntent(node, value, listIntent), problems: [], notice: null, noticeKind: null, focus: listIntent.path.join('.') };

  const error = errorMapFor(staff.locale);
  const refused = (problems: Problem[], shown: unknown = value): EditorState => ({
    round,
    value: shown,
    problems: problems.map((p) => ({ ...p, message: translateRule(p.message, t as never) })),
    notice: t('problemsTitle', { count: problems.length }),
    noticeKind: 'error',
  });
  if (images.problems.length) return refused(images.problems);
  if (intent === 'discard') {
    await discardDraft(db, doc, staff.email);
    return { round, value: row.published, problems: [], notice: t('discarded'), noticeKind: 'ok' };
  }
  if (intent === 'unpublish') {
    const outcome = await unpublish(db, doc, staff.email);
    if (!outcome.ok) return refused(outcome.problems);
    await refresh();
    return { round, value, problems: [], notice: t('unpublished'), noticeKind: 'ok' };
  }
  const restore = /^restore:(\d{1,9})$/.exec(intent);
  if (restore) {
    const adjust = locked ? (body: unknown) => keepAdminOnly(body, stored) : undefined;
    const outcome = await restoreVersion(db, doc, Number(restore[1]), staff.email, error, adjust);
    if (!outcome.ok) return refused(outcome.problems);
    return { round, value: (await document(db, doc))?.draft ?? value, problems: [], notice: t('restored'), noticeKind: 'ok' };
  }
  const saved = await saveDraft(db, doc, value, staff.email, error);
  if (!saved.ok) return refused(saved.problems);
  if (intent !== 'publish') return { round, value, problems: [], notice: t('saved'), noticeKind: 'ok' };
  const published = await publishDraft(db, doc, staff.email, error);
  if (!published.ok) return refused(published.problems);
  // This server at once; the others on the notification (live.ts), within a second.
  await refresh();
  return { round, value, problems: [], notice: t('published'), noticeKind: 'ok' };
}
