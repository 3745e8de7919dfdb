import type { ReactNode } from 'react';
import { Badge, type Tone } from './badge';

const DOT: Record<Tone, string> = {
  neutral: 'bg-slate-500',
  brand: 'bg-brand-600',
  success: 'bg-emerald-600',
  warning: 'bg-amber-500',
  danger: 'bg-red-600',
};

/** A state in plain words, with a dot of its tone (the words carry the meaning; the colour only helps). */
export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Badge tone={tone}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOT[tone]}`} />
      {children}
    </Badge>
  );
}
