import type { MenuItem } from '@/lib/content/menu';
import { Icon } from './icons';

/** A menu entry: an external redirect opens in a new tab and says so (specification section 2). */
export function MenuLink({ item, className, newTab }: { item: MenuItem; className: string; newTab: string }) {
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
        {item.label}
        <Icon name="external" className="h-3.5 w-3.5 opacity-70" />
        <span className="sr-only"> ({newTab})</span>
      </a>
    );
  }
  return (
    <a href={item.href} className={className}>
      {item.label}
    </a>
  );
}
