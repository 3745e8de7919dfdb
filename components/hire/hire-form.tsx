'use client';

/**
 * Hire a named public worker: the nickname here, then whom it is (their
 * public profile) before anything else; the budget and the brief follow in
 * the checkout.
 */
import { Search, UserPlus } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSignInDialog } from '@/components/account/account-menu';
import { useCheckout } from '@/components/checkout/use-checkout';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { Lookup, LookupValues } from '@/lib/marketplace/users/form';
import { NICKNAME } from '@/lib/marketplace/values';
import { WorkerPreview, useWorker } from './worker-preview';

/** A seeded sandbox seller, so the example is one that can be hired; against the live service, no example names anyone. */
const SANDBOX_EXAMPLE_NICKNAME = 'pixel.forge';

const resolver = lazyZodResolver<LookupValues, Lookup>(
  async () => (await import('@/lib/marketplace/users/form')).lookupSchema,
);

/** The nickname a link gives, as the form would read it (trimmed), if it is one. */
function givenNickname(text: string): string | undefined {
  const nickname = text.trim();
  return NICKNAME.test(nickname) ? nickname : undefined;
}

function Found({ nickname }: { nickname: string }) {
  const worker = useWorker(nickname);
  const checkout = useCheckout();
  const signIn = useSignInDialog();
  const user = worker.query.data;
  return (
    <div className="space-y-3">
      <WorkerPreview
        nickname={nickname}
        worker={worker}
        signIn={
          <>
            <Button size="sm" onClick={signIn.open}>
              Sign in with your wallet
            </Button>
            {signIn.dialog}
          </>
        }
      />
      {user && (
        <Button onClick={() => checkout.open({ kind: 'hire', nickname: user.nickname })}>
          <UserPlus className="size-4" aria-hidden="true" /> Hire {user.nickname}
        </Button>
      )}
      {checkout.dialog}
    </div>
  );
}

export function HireForm() {
  const initial = useSearchParams()?.get('nickname') ?? '';
  const { sandbox } = useDashboardConfig();
  const form = useForm<LookupValues, unknown, Lookup>({
    resolver,
    defaultValues: { nickname: initial },
  });
  // A nickname in the link is looked up at once; otherwise when the form is sent.
  const [lookup, setLookup] = useState<string | undefined>(() => givenNickname(initial));
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Hire a worker</h1>
        <p className="mt-1 text-sm text-slate-600">
          Hire someone with a public profile by their nickname. You set the budget (it includes the platform fee; the
          worker receives 90%) and pay it in USDC on Solana or Base. The order room opens once the payment is confirmed.
        </p>
      </div>
      <form
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
        onSubmit={(e) => void form.handleSubmit((values) => setLookup(values.nickname))(e)}
        onFocus={resolver.preload}
        noValidate
      >
        <Field
          label="Nickname"
          hint="Letters, digits, dots, underscores or hyphens, as on their profile."
          error={form.formState.errors.nickname?.message}
        >
          <Input
            {...form.register('nickname')}
            maxLength={32}
            placeholder={sandbox ? SANDBOX_EXAMPLE_NICKNAME : undefined}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Button type="submit" variant={lookup ? 'secondary' : 'primary'}>
          <Search className="size-4" aria-hidden="true" /> Find them
        </Button>
      </form>
      {lookup && <Found key={lookup.toLowerCase()} nickname={lookup} />}
    </div>
  );
}
