/** Dynamic route segments arrive still percent-encoded; decode once, keeping a malformed one as it came. */
export function decodeRouteParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
