'use client';

/**
 * Hire a named public worker: the nickname here, then whom it is (their
 * public profile) before anything else; the budget and the brief follow in
 * the checkout. One field, checked by its schema, which loads when the form is
 * first focused (or sent); the lookup's code loads with the first lookup.
 */
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { loadWithQueries } from '@/components/queries';
import { useDashboardConfig } from '@/components/shell/dashboard-config';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NICKNAME } from '@/lib/marketplace/values';
import { Icon } from '@/components/ui/icon';

/** Loaded with the first lookup, with React Query's client, which only the lookup reads through. */
const HireFound = dynamic(() => loadWithQueries(import('./hire-found').then((m) => m.default)));

/** A seeded sandbox seller, so the example is one that can be hired; against the live service, no example names anyone. */
const SANDBOX_EXAMPLE_NICKNAME = 'pixel.forge';

/** The nickname's check (zod and the lookup schema), loaded on first use; a failed load is not kept. */
let checks: Promise<(typeof import('@/lib/marketplace/users/form'))['lookupSchema']> | undefined;
const loadChecks = () =>
  (checks ??= import('@/lib/marketplace/users/form').then(
    (module) => module.lookupSchema,
    (error: unknown) => {
      checks = undefined;
      throw error;
    },
  ));

/** The nickname as the lookup takes it (trimmed), or the check's words for what is wrong. */
async function check(text: string): Promise<{ nickname: string } | { error: string }> {
  const result = (await loadChecks()).safeParse({ nickname: text });
  return result.success ? result.data : { error: result.error.issues[0]?.message ?? 'Check the nickname.' };
}

/** The nickname a link gives, as the form would read it (trimmed), if it is one. */
function givenNickname(text: string): string | undefined {
  const nickname = text.trim();
  return NICKNAME.test(nickname) ? nickname : undefined;
}

export function HireForm() {
  const initial = useSearchParams()?.get('nickname') ?? '';
  const { sandbox } = useDashboardConfig();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  // As a form library does: checked when sent, then again as it changes.
  const [sent, setSent] = useState(false);
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  // A nickname in the link is looked up at once; otherwise when the form is sent.
  const [lookup, setLookup] = useState<string | undefined>(() => givenNickname(initial));

  const recheck = async (value: string) => {
    const asked = ++latest.current;
    const result = await check(value).catch(() => undefined);
    if (asked !== latest.current || !result) return undefined;
    setError('error' in result ? result.error : undefined);
    return result;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const result = await recheck(text);
    if (!result) return;
    if ('error' in result) input.current?.focus();
    else setLookup(result.nickname);
  };

  return (
    <>
      <form
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadChecks().catch(() => undefined)}
        noValidate
      >
        <Field
          label="Nickname"
          hint="Letters, digits, dots, underscores or hyphens, as on their profile."
          error={error}
        >
          <Input
            ref={input}
            name="nickname"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (sent) void recheck(event.target.value);
            }}
            maxLength={32}
            placeholder={sandbox ? SANDBOX_EXAMPLE_NICKNAME : undefined}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Button type="submit" variant={lookup ? 'secondary' : 'primary'}>
          <Icon name="search" className="size-4" /> Find them
        </Button>
      </form>
      {lookup && <HireFound key={lookup.toLowerCase()} nickname={lookup} />}
    </>
  );
}
