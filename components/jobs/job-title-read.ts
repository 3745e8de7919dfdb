/**
 * One job's title read in the browser, waiting out the job reads' window if it must; null when it is not to be had.
 * Loaded when the first read is due (`JobTitlesReader`), so the gateway and its errors are not in the page's first
 * load.
 */
import { readJob } from '@/lib/marketplace/jobs/calls';
import { readInWindows } from '@/lib/marketplace/window-retry';
import { jobTitle } from './words';

export async function readTitle(customId: string, signal: AbortSignal): Promise<string | null> {
  try {
    const { data } = await readInWindows(() => readJob(customId, { signal }));
    return jobTitle(data.job);
  } catch {
    return null;
  }
}
