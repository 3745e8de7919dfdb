import { AREA_GROUPS } from './areas';
import { AreaLink } from './area-link';
import { Icon } from '@/components/ui/icon';

/**
 * The areas, grouped, rendered on the server: their icons reach the browser as markup, not code. `idPrefix` keeps
 * the group labels' ids apart between the sidebar's copy and the drawer's.
 */
export function AreaNav({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="space-y-4">
      {AREA_GROUPS.map((group, g) => (
        <div key={group.label}>
          <p id={`${idPrefix}-${g}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {group.label}
          </p>
          {/* Each group a list named by its label, so a screen reader announces "Buy, list, 3 items". */}
          <ul aria-labelledby={`${idPrefix}-${g}`} className="space-y-0.5">
            {group.areas.map(({ href, label, icon }) => (
              <li key={href}>
                <AreaLink href={href}>
                  <Icon name={icon} className="size-4 shrink-0" />
                  <span className="flex-1">{label}</span>
                </AreaLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
