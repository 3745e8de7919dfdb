'use client';

import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * One entry as its creator reads it: its number, with its checkbox while winners can be chosen, around what the
 * server rendered of it (when it was sent, its text and files).
 */
export function EntryCard({
  index,
  winner,
  checked,
  disabled,
  onToggle,
  sent,
  children,
}: {
  index: number;
  winner: boolean;
  checked: boolean;
  disabled: boolean;
  onToggle?: () => void;
  sent: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
      <div className="flex flex-wrap items-center gap-3">
        {winner ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
            <Icon name="trophy" className="size-4" /> Entry {index} · Winner
          </span>
        ) : onToggle ? (
          <label className="inline-flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              className="size-4"
              checked={checked}
              disabled={disabled && !checked}
              onChange={onToggle}
            />
            Choose entry {index}
          </label>
        ) : (
          <span className="text-sm font-semibold">Entry {index}</span>
        )}
        {sent}
      </div>
      {children}
    </li>
  );
}
