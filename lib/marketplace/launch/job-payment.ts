/**
 * A job's own payment address (spec 4.14, field notes): the canonical paid retry target a launch's challenge may
 * name, `/api/x402/jobs/{jobId}/pay`, or Base's under `/base`.
 */
import type { Network } from '../values';

const JOB_PAYMENT_PATH = /\/api\/x402\/(base\/)?jobs\/([A-Za-z0-9]{1,64})\/pay$/;

/** The job and network a payment address (a URL's path) is for, or undefined when it is not a job's. */
export function jobPaymentAt(path: string): { jobId: string; network: Network } | undefined {
  const match = JOB_PAYMENT_PATH.exec(path);
  return match ? { jobId: match[2]!, network: match[1] ? 'base' : 'solana' } : undefined;
}

/**
 * A launch's payment sent to its job's own address goes under the launch's key with this ending: the journal knows a
 * request by its path, so the launch's own key there would be another request's.
 */
export const JOB_PAYMENT_KEY_SUFFIX = ':job-payment';
