'use client';

import { UserPlus } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCheckout } from '@/components/checkout/use-checkout';
import { plainIssue } from '@/lib/marketplace/query-params';
import { safeParse } from '@/lib/marketplace/schema';
import { nicknameSchema } from '@/lib/marketplace/schema';

/** Hire a named public worker: the nickname here, budget and brief in the checkout. */
export function HireForm() {
  const [nickname, setNickname] = useState(useSearchParams().get('nickname') ?? '');
  const [problem, setProblem] = useState<string>();
  const checkout = useCheckout();
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Hire a worker</h1>
        <p className="mt-1 text-sm text-slate-600">
          Hire someone with a public profile by their nickname. You set the budget (it includes the platform fee; the worker receives 90%) and pay it in USDC on Solana or Base. The
          order room opens once the payment is confirmed.
        </p>
      </div>
      <form
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = safeParse(nicknameSchema, nickname.trim());
          if (!parsed.success) return setProblem(plainIssue(parsed.error));
          setProblem(undefined);
          checkout.open({ kind: 'hire', nickname: parsed.data });
        }}
      >
        <label className="block space-y-1 text-sm">
          <span className="font-medium">Nickname</span>
          <input
            name="nickname"
            value={nickname}
            onChange={(e) => setNickname(e.target.value)}
            maxLength={32}
            placeholder="pixel.forge"
            autoComplete="off"
            className="h-10 w-full rounded-md border border-slate-300 px-3"
          />
        </label>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <Button type="submit">
          <UserPlus className="size-4" aria-hidden="true" /> Continue
        </Button>
      </form>
      {checkout.dialog}
    </div>
  );
}
