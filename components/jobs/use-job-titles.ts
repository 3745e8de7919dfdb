'use client';

import { useQueries, useQueryClient } from '@tanstack/react-query';
import { jobKeys, jobQueries } from '@/lib/marketplace/jobs/client';
import { jobTitle } from './words';

export type JobTitle = { state: 'reading' } | { state: 'known'; title: string } | { state: 'unavailable' };

/**
 * The titles of the jobs named on a page, read through the job's own query
 * (so opening one is instant), once per job. A job's read has one 10 s window
 * shared by every job ID, so they are read one after the other, never all at
 * once: each waits its window instead of failing.
 */
export function useJobTitles(customIds: readonly string[], enabled: boolean): Map<string, JobTitle> {
  const client = useQueryClient();
  const ids = [...new Set(customIds)];
  const settled = (id: string) => {
    const status = client.getQueryState(jobKeys.detail(id))?.status;
    return status === 'success' || status === 'error';
  };
  const next = ids.findIndex((id) => !settled(id));
  const reads = useQueries({
    queries: ids.map((id, i) => ({ ...jobQueries.detail(id), enabled: enabled && i === next })),
  });
  return new Map(
    ids.map((id, i): [string, JobTitle] => {
      const read = reads[i];
      if (read?.data) return [id, { state: 'known', title: jobTitle(read.data.job) }];
      return [id, read?.isError ? { state: 'unavailable' } : { state: 'reading' }];
    }),
  );
}
