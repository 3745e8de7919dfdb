'use client';

import { Copy } from 'lucide-react';
import { Button } from './button';
import { toast } from './toaster';

/** Copies a value to the clipboard and says so; the label names what is copied. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="size-8 shrink-0 px-0"
      aria-label={label}
      title={label}
      onClick={() =>
        navigator.clipboard.writeText(value).then(
          () => toast.success('Copied'),
          () => toast.error('Copy failed; select the text instead'),
        )
      }
    >
      <Copy className="size-4" aria-hidden="true" />
    </Button>
  );
}
