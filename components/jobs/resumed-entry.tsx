'use client';

/**
 * On a job's page, an entry of this tab and account whose place is being raffled: its form comes back in that state, and the
 * identical entry goes again at its time. Otherwise what the server rendered for entering the job. Only a tab that
 * holds such an entry loads the form's code here; the server never does.
 */
import dynamic from 'next/dynamic';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useSessionSummary } from '@/components/account/use-session-summary';
import { loadEntryInProgress, storedEntryInProgress } from './entry-in-progress';

const EntryForm = dynamic(() => import('./entry-form').then((m) => m.EntryForm), { ssr: false });
const unchanging = () => () => undefined;

export function ResumedEntry({
  customId,
  imageRequired,
  jobUrl,
  children,
}: {
  customId: string;
  imageRequired: boolean;
  jobUrl: string | null;
  /** What the page shows when this tab holds no such entry. */
  children: ReactNode;
}) {
  const accountId = useSessionSummary()?.account?.accountId;
  const raw = useSyncExternalStore(
    unchanging,
    () => (accountId ? storedEntryInProgress(customId, accountId) : null),
    () => null,
  );
  const resumed = raw === null || !accountId ? undefined : loadEntryInProgress(customId, accountId);
  if (!resumed) return children;
  return <EntryForm customId={customId} imageRequired={imageRequired} jobUrl={jobUrl} resumed={resumed} />;
}
