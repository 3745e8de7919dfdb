import { HireForm } from '@/components/hire/hire-form';

export const metadata = { title: 'Hire' };

/** The page's words render on the server; the nickname box is the browser's part. */
export default function HirePage() {
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Hire a worker</h1>
        <p className="mt-1 text-sm text-slate-600">
          Hire someone with a public profile by their nickname. You set the budget (it includes the platform fee; the
          worker receives 90%) and pay it in USDC on Solana or Base. The order room opens once the payment is confirmed.
        </p>
      </div>
      <HireForm />
    </div>
  );
}
