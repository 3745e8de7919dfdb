'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { STORE_LIMITS } from '@/lib/marketplace/store/filters';
import { Icon } from '@/components/ui/icon';

/**
 * Uncontrolled on purpose: text typed before the page hydrates stays in the box
 * (a controlled input would be reset to the URL's value and drop keystrokes).
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const synced = useRef(value);
  const [hasText, setHasText] = useState(value !== '');
  // Follow the URL when it changes (back, reset), but never overwrite what was typed before hydration.
  useEffect(() => {
    if (synced.current !== value && input.current) input.current.value = value;
    synced.current = value;
    setHasText((input.current?.value ?? value) !== '');
  }, [value]);
  return (
    <form
      role="search"
      className="flex flex-1 gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch((input.current?.value ?? '').trim());
      }}
    >
      <label className="relative flex-1">
        <span className="sr-only">Search services</span>
        <Icon
          name="search"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          ref={input}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={STORE_LIMITS.qMax}
          onInput={(e) => setHasText(e.currentTarget.value !== '')}
          placeholder="Search services"
          className="h-10 w-full rounded-md border border-slate-300 bg-white pl-9 pr-9 text-sm placeholder:text-slate-400"
        />
        {hasText && (
          <button
            type="button"
            aria-label="Clear search"
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-slate-400 hover:text-slate-700"
            onClick={() => {
              if (input.current) input.current.value = '';
              setHasText(false);
              onSearch('');
            }}
          >
            <Icon name="x" className="size-4" />
          </button>
        )}
      </label>
      <Button type="submit">Search</Button>
    </form>
  );
}
