import type { MenuItem } from '@/lib/content/menu';
import { Icon } from './icons';
import { MenuLink } from './menu-link';
import { DisclosureCloser } from './disclosure-closer';

const linkClass =
  'menu-top inline-flex min-h-11 items-center gap-1 rounded px-3 py-2 font-medium text-ink hover:text-brand aria-[current=page]:text-brand';

function Dropdown({ label, items, newTab }: { label: string; items: MenuItem[]; newTab: string }) {
  return (
    <details className="group relative" data-disclosure>
      <summary className={`${linkClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        {label}
        <Icon name="chevron" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 top-full z-[1250] mt-1 min-w-56 rounded-lg border border-line bg-white p-2 shadow-lg">
        {items.map((child) => (
          <li key={child.id}>
            <MenuLink
              item={child}
              newTab={newTab}
              className="flex min-h-11 items-center gap-1 rounded px-3 py-2 hover:bg-sand"
            />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The desktop menu (1280 px and up); entries past the configured maximum go into "More". */
export function MainMenu({
  items,
  overflow,
  moreLabel,
  label,
  newTab,
}: {
  items: MenuItem[];
  overflow: MenuItem[];
  moreLabel: string;
  label: string;
  newTab: string;
}) {
  return (
    <nav aria-label={label} className="hidden nav:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.id}>
            {item.children.length ? (
              <Dropdown label={item.label} items={[{ ...item, children: [] }, ...item.children]} newTab={newTab} />
            ) : (
              <MenuLink item={item} newTab={newTab} className={linkClass} />
            )}
          </li>
        ))}
        {overflow.length > 0 && (
          <li>
            <Dropdown label={moreLabel} items={overflow.flatMap((i) => [i, ...i.children])} newTab={newTab} />
          </li>
        )}
      </ul>
      <DisclosureCloser />
    </nav>
  );
}
