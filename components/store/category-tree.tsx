'use client';

import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { Categories } from '@/lib/marketplace/store/contract';
import { ALL_CATEGORIES } from '@/lib/marketplace/store/filters';
import { StoreLink } from './store-navigation';
import { storeHrefWith, type StoreView } from './store-url';
import { Icon } from '@/components/ui/icon';

interface Props {
  categories: Categories | undefined;
  active: string;
  onSelect: (category: string) => void;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function CategoryTree({ categories, view }: { categories: Categories | undefined; view: StoreView }) {
  const active = view.filters.category;
  const activeMain = categories
    ? Object.entries(categories).find(([main, subs]) => same(main, active) || subs.some((s) => same(s, active)))?.[0]
    : undefined;
  const [expanded, setExpanded] = useState<string | undefined>(activeMain);
  const open = expanded ?? activeMain;

  const link = (category: string, label: string, level: 0 | 1) => (
    <StoreLink
      href={storeHrefWith(view, { category })}
      aria-current={same(category, active) ? 'true' : undefined}
      className={cn(
        'block flex-1 rounded-md px-2 py-1.5 text-sm',
        level === 1 && 'pl-7',
        same(category, active) ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {label}
    </StoreLink>
  );

  return (
    <nav aria-label="Categories">
      <ul className="space-y-0.5">
        <li>{link(ALL_CATEGORIES, 'All categories', 0)}</li>
        {categories &&
          Object.entries(categories).map(([main, subs]) => (
            <li key={main}>
              <div className="flex items-center">
                <button
                  type="button"
                  className="rounded p-1 text-slate-500 hover:bg-slate-100"
                  aria-expanded={open === main}
                  aria-label={`${open === main ? 'Collapse' : 'Expand'} ${main}`}
                  onClick={() => setExpanded(open === main ? '' : main)}
                >
                  <Icon
                    name="chevron-right"
                    className={cn('size-4 transition-transform', open === main && 'rotate-90')}
                  />
                </button>
                {link(main, main, 0)}
              </div>
              {open === main && (
                <ul className="mt-0.5 space-y-0.5">
                  {subs.map((sub) => (
                    <li key={sub}>{link(sub, sub, 1)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The same choice as a select, for narrow screens. */
export function CategorySelect({ categories, active, onSelect }: Props) {
  const value = categories
    ? (Object.entries(categories)
        .flatMap(([m, s]) => [m, ...s])
        .find((c) => same(c, active)) ?? active)
    : active;
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
      Category
      <select
        key={value}
        className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
        defaultValue={value}
        onChange={(e) => onSelect(e.target.value)}
      >
        <option value={ALL_CATEGORIES}>All categories</option>
        {categories &&
          Object.entries(categories).map(([main, subs]) => (
            <optgroup key={main} label={main}>
              <option value={main}>All of {main}</option>
              {subs.map((sub) => (
                <option key={sub} value={sub}>
                  {sub}
                </option>
              ))}
            </optgroup>
          ))}
        {categories &&
          !Object.entries(categories).some(([m, s]) => same(m, active) || s.some((x) => same(x, active))) &&
          !same(active, ALL_CATEGORIES) && <option value={active}>{active}</option>}
      </select>
    </label>
  );
}
