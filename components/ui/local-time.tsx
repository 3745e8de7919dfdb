'use client';

import { useSyncExternalStore } from 'react';

const STYLES = {
  date: { dateStyle: 'medium' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

const inReadersZone = (date: Date, style: Style) => date.toLocaleString(undefined, STYLES[style]);

/** What the server can say without knowing the reader's zone: the time in UTC, named. A date alone is left unnamed. */
const inUtc = (date: Date, style: Style) =>
  date.toLocaleString('en-US', { ...STYLES[style], timeZone: 'UTC' }) + (style === 'date' ? '' : ' UTC');

const unchanging = () => () => {};

/**
 * A moment in the reader's own time zone and locale. The server knows neither, so its HTML says the time in UTC; the
 * browser says it in the reader's zone as soon as the page hydrates. Hydration uses the server's text (the server
 * snapshot), so the two never mismatch, which a plain `toLocaleString` in a rendered-on-the-server component would.
 */
export function LocalTime({ iso, style = 'date-time' }: { iso: string; style?: Style }) {
  const date = new Date(iso);
  const text = useSyncExternalStore(
    unchanging,
    () => inReadersZone(date, style),
    () => inUtc(date, style),
  );
  return <time dateTime={iso}>{text}</time>;
}
