'use client';

import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldControlProps, useFieldControl } from './field';

const CONTROL =
  'w-full rounded-md border border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 aria-[invalid=true]:border-red-600';

/** A text input; inside a Field it takes the field's id and description. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  const field = useFieldControl();
  return <input {...fieldControlProps(field)} className={cn(CONTROL, 'h-10 px-3', className)} {...props} />;
}

/** A multi-line text input; inside a Field it takes the field's id and description. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return <textarea {...fieldControlProps(field)} className={cn(CONTROL, 'p-3', className)} {...props} />;
}

/** A native select; inside a Field it takes the field's id and description. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl();
  return <select {...fieldControlProps(field)} className={cn(CONTROL, 'h-10 px-2', className)} {...props} />;
}
