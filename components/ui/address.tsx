import { CopyButton } from './copy-button';

/** "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU" -> "7xKXtg…gAsU": the ends people compare, never wrapped. */
export function middleEllipsis(value: string, head = 6, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

/**
 * A long identifier (wallet address, account id) shortened in the middle so it
 * never wraps mid-string on a phone; screen readers get the whole value and the
 * button copies it.
 */
export function Address({ value, label }: { value: string; label: string }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 whitespace-nowrap">
      <span className="font-mono text-xs" title={value}>
        <span aria-hidden="true">{middleEllipsis(value)}</span>
        <span className="sr-only">{value}</span>
      </span>
      <CopyButton value={value} label={`Copy the full ${label}`} />
    </span>
  );
}
