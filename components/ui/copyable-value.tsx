'use client';

import { shortenMiddle } from './shorten-middle';
import { toast } from './toaster';
import { Icon } from '@/components/ui/icon';

/**
 * A long identifier (a transaction id, a wallet address) shortened in the
 * middle and never wrapped; screen readers get the full value, and the copy
 * button copies it whole. With `href`, the value links to where it can be seen.
 */
export function CopyableValue({
  value,
  label,
  href,
  linkLabel,
}: {
  value: string;
  label: string;
  href?: string;
  linkLabel?: string;
}) {
  const shown = (
    <>
      <span aria-hidden="true" className="font-mono" title={value}>
        {shortenMiddle(value)}
      </span>
      <span className="sr-only">{value}</span>
    </>
  );
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success(`${label} copied`),
      () => toast.error('Copying failed; select the value instead'),
    );
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-brand-700 hover:underline"
        >
          {shown}
          <Icon name="external-link" className="size-3.5" />
          {linkLabel && <span className="sr-only">({linkLabel})</span>}
        </a>
      ) : (
        shown
      )}
      <button
        type="button"
        onClick={() => void copy()}
        className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        aria-label={`Copy the ${label.toLowerCase()}`}
      >
        <Icon name="copy" className="size-3.5" />
      </button>
    </span>
  );
}
