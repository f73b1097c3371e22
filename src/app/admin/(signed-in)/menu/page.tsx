import { MenuOrder, type MenuOrderTexts } from '@/components/admin/menu-order';
import { getDb } from '@/db/client';
import { flatten, menuTree, type MenuWhere } from '@/domain/content/menu-order';
import { content } from '@/lib/content/load';
import { menuPlaces } from '@/lib/content/store';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';
import { menuOrderAction } from './actions';

const DONE = ['published', 'stale', 'refused'] as const;

type Props = { searchParams: Promise<{ done?: string }> };

/** The menu screen (issue 31): the main menu and the footer's links, each in its order. */
export default async function MenuScreen({ searchParams }: Props) {
  const staff = await requireSection('menu');
  const t = await adminTexts(staff.locale);
  const places = await menuPlaces(getDb(), staff.locale);
  const main = menuTree(places, 'main');
  const footer = menuTree(places, 'footer');
  const asked = (await searchParams).done;
  const done = DONE.find((d) => d === asked);
  const texts = (where: MenuWhere): MenuOrderTexts => ({
    heading: t(`menu.${where}`),
    up: t('menu.up'),
    down: t('menu.down'),
    place: t('menu.place', { title: '{title}', place: '{place}', of: '{of}' }),
    preview: t('menu.preview'),
    more: t('menu.more'),
    maxNote: t('menu.maxNote', { max: '{max}', more: '{more}' }),
    publish: t('menu.publish'),
    unsaved: t('menu.unsaved'),
    empty: t('menu.empty'),
    drag: t('menu.drag'),
  });
  return (
    <div className="space-y-6">
      <h1 className="text-3xl">{t('menu.title')}</h1>
      <p className="max-w-3xl text-muted">{t('menu.intro')}</p>
      {done && (
        <p
          role={done === 'published' ? 'status' : 'alert'}
          className={`rounded-lg border p-3 ${done === 'published' ? 'border-brand bg-brand-light' : 'border-danger bg-danger-bg text-danger-ink'}`}
        >
          {t(`menu.done.${done}`)}
        </p>
      )}
      {/* Keyed by the published order: after a publication the screen starts from it again. */}
      <MenuOrder
        key={flatten(main).join()}
        where="main"
        tree={main}
        maxItems={content().site.menu.maxItems}
        texts={texts('main')}
        action={menuOrderAction}
      />
      <MenuOrder
        key={flatten(footer).join()}
        where="footer"
        tree={footer}
        texts={texts('footer')}
        action={menuOrderAction}
      />
    </div>
  );
}
