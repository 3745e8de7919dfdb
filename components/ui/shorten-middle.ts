/* Its own module: the signed-in header shows an address this way without the copy button's code. */

/** "4Xab…9fQz": the start and end of a long identifier, which is how people compare them; left whole when cutting would not shorten it. */
export function shortenMiddle(value: string, head = 6, tail = 4): string {
  return value.length > head + tail + 1 ? `${value.slice(0, head)}…${value.slice(-tail)}` : value;
}
