'use client';

import { useId, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/icon';

/**
 * A 1-to-n star choice as a radio group. Nothing is chosen until the person
 * chooses: there is no default rating.
 */
export function RatingInput({
  legend,
  name,
  value,
  onChange,
  error,
  max = 5,
  inputRef,
}: {
  legend: string;
  name: string;
  /** The chosen rating, or undefined when none is chosen yet. */
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
  max?: number;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              ref={n === 1 ? inputRef : undefined}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Icon
              name="star"
              className={cn(
                'size-7',
                value !== undefined && n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-400',
              )}
            />
            <span className="sr-only">
              {n} of {max}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
