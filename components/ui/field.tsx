'use client';

import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldControl | null>(null);

/** The id, description and validity of the field around a control (inputs read it, so callers never wire ids). */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

/** The ids a control inside a field takes: its own, what describes it, and whether it is invalid. */
export function fieldControlProps(field: FieldControl | null) {
  if (!field) return {};
  return { id: field.id, 'aria-describedby': field.describedBy, 'aria-invalid': field.invalid || undefined };
}

/**
 * A labelled form field: the label, a hint, and the error in plain words,
 * wired to the control inside with `aria-describedby` and `aria-invalid`.
 */
export function Field({
  label,
  hint,
  error,
  labelHidden = false,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The label is read by screen readers only (the control's purpose is plain from its surroundings). */
  labelHidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1 text-sm', className)}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'block font-medium text-slate-800'}>
        {label}
      </label>
      <FieldContext value={{ id, describedBy, invalid: Boolean(error) }}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
