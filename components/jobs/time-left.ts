/** How long is left, in words: apart from the jobs' other words, so a ticking countdown loads only these. */

/** "2 days 4 h", "3 h 05 min", "4 min 09 s", "12 s": the time left, coarser as it grows. */
export function timeLeft(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days > 0) return `${days} day${days === 1 ? '' : 's'}${hours > 0 ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
  return `${seconds} s`;
}

/** A job's entry deadline: open-ended, closing in some time, or closed. */
export function closingText(closesAt: string | null, now: number): string {
  if (!closesAt) return 'No closing date';
  const left = (Date.parse(closesAt) - now) / 1000;
  return left > 0 ? `Closes in ${timeLeft(left)}` : 'Closed for entries';
}
