/** What an earning of each category looks like, with plausible details wherever the caller gives none (seed and control surface). */
import { randomBytes } from 'node:crypto';
import { signatureOf } from '../seed/random';
import { newEarningId } from './repo';
import type { EarningCategory, EarningInsert, EarningStatus } from './schema';

export interface EarningSpec {
  accountId: string;
  category: EarningCategory;
  status: EarningStatus;
  assetId: string | null;
  /** Null when unavailable. */
  amount: string | null;
  at: Date;
}

export type EarningDraft = Omit<EarningInsert, 'ledgerEntryId' | 'pendingAmount'> & { amount: string | null };

const shortId = () => randomBytes(4).toString('hex');

export function draftEarning(spec: EarningSpec, details: Partial<EarningInsert> = {}): EarningDraft {
  const { accountId, category, status, assetId, amount, at } = spec;
  const base = { id: details.id ?? newEarningId(), accountId, category, status, assetId, amount, earnedAt: at };
  switch (category) {
    case 'tips': {
      const path = details.tipSourcePath ?? `/custom/${shortId()}`;
      return {
        ...base,
        assetId: 'NATIVE',
        source: 'tip',
        tipSourceType: path.startsWith('/blog/') ? 'blog' : 'custom',
        tipSourcePath: path,
        tipSourceLabel: null,
        tipMessage: null,
        ...details,
      };
    }
    case 'vault':
      return {
        ...base,
        assetId: 'NATIVE',
        source: 'vault',
        walletAddress: '',
        batchNumber: 1,
        transactionSignature: status === 'ready' ? signatureOf(`vault:${base.id}`) : null,
        ...details,
      };
    default: {
      const job = details.jobShortId ?? shortId();
      return {
        ...base,
        jobShortId: job,
        jobPath: `/custom/${job}`,
        jobStatus: status === 'pending' ? 'in_progress' : 'completed',
        firstSeen: new Date(at.getTime() - 3_600_000),
        completedAt: status === 'pending' ? null : at,
        payoutMode: 'winner',
        source: category === 'referrals' ? 'referral' : 'custom_job',
        ...details,
      };
    }
  }
}
