/** "3days" -> 3: the delivery term in whole days, or null when the listing does not say. */
export function deliveryDays(value: string | null): number | null {
  const match = value?.match(/^(\d{1,3})days?$/);
  return match ? Number(match[1]) : null;
}

/** "3days" -> "3 days", as people say it. */
export function deliveryLabel(value: string | null): string {
  const days = deliveryDays(value);
  if (days === null) return value ?? 'Not stated';
  return days === 1 ? '1 day' : `${days} days`;
}
