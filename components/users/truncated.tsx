/** Marks text the marketplace shortened, so a reader knows there is more. */
export function Truncated() {
  return <span className="text-slate-500"> … (shortened)</span>;
}
