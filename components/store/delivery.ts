/** "3days" -> "3 days", as people say it. */
export function deliveryLabel(value: string | null): string {
  const match = value?.match(/^(\d+)days?$/);
  if (!match) return value ?? 'Not stated';
  return match[1] === '1' ? '1 day' : `${match[1]} days`;
}
