'use client';

import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
}

/**
 * A radio group: one choice among a few, as cards side by side (or a compact
 * segmented row), with its legend, hint and error in plain words.
 */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  hint,
  error,
  variant = 'cards',
  inputRef,
}: {
  legend: ReactNode;
  name: string;
  choices: readonly Choice<V>[];
  value: V | undefined;
  /** Without it, the group is a stand-in's: `value` is only where it starts. */
  onChange?: (value: V) => void;
  hint?: ReactNode;
  error?: string;
  variant?: 'cards' | 'segmented';
  /** Receives the first radio, so a form can move focus to the group on an error. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div
        className={
          variant === 'cards' ? 'grid grid-cols-2 gap-2' : 'inline-flex rounded-md border border-slate-300 p-0.5'
        }
      >
        {choices.map((choice, i) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={cn(
                'flex cursor-pointer items-center gap-2 text-sm',
                variant === 'cards'
                  ? 'rounded-md border p-3'
                  : // The radio itself is hidden: its focus shows on the label.
                    'rounded px-3 py-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                variant === 'cards' && (checked ? 'border-brand-500 bg-brand-50' : 'border-slate-200'),
                variant === 'segmented' && checked && 'bg-brand-50 font-medium text-brand-700',
              )}
            >
              <input
                ref={i === 0 ? inputRef : undefined}
                type="radio"
                name={name}
                value={choice.value}
                {...(onChange ? { checked, onChange: () => onChange(choice.value) } : { defaultChecked: checked })}
                className={variant === 'segmented' ? 'sr-only' : undefined}
              />
              <span>
                <span className="block">{choice.label}</span>
                {choice.description && <span className="block text-xs text-slate-600">{choice.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
