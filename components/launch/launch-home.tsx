import Link from 'next/link';
import { LAUNCH_PAGES } from './launch-pages';
import { LaunchHeader } from './launch-header';

/** What can be launched, one card each. */
export function LaunchHome() {
  return (
    <div className="space-y-6">
      <LaunchHeader
        title="Launch work"
        intro="Pay for work over x402 in USDC: the exact price shows before your wallet signs, and it never signs more."
      />
      <ul className="grid gap-3 sm:grid-cols-2">
        {LAUNCH_PAGES.map((page) => (
          <li key={page.href}>
            <Link
              href={page.href}
              className="block h-full rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500 hover:bg-brand-50"
            >
              <span className="block font-semibold">{page.label}</span>
              <span className="block text-sm text-slate-600">{page.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        No answer after paying? <Link href="/launch/recover">Find the work you paid for</Link> with a free signature
        from the wallet that paid.
      </p>
    </div>
  );
}
