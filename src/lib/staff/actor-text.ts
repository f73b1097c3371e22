import { actorWords } from '@/domain/content/actor';
import type { adminTexts } from './admin-page';

type AdminT = Awaited<ReturnType<typeof adminTexts>>;

/** Who made a change, in the staff member's language: a command's change by its words, a person by e-mail. */
export function actorText(t: AdminT, actor: string | null | undefined): string {
  if (!actor) return '?';
  const words = actorWords(actor);
  if (!words) return actor;
  return words.key === 'actorFolder' ? t('actorFolder', { folder: words.folder }) : t('actorContentFiles');
}
