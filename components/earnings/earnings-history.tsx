/** The four history views as tables: jobs and referrals, tips, vault payouts; paged by page number in the URL. */
import { Badge } from '@/components/ui/badge';
import { CopyableValue } from './earnings-controls-lazy';
import type { JobsHistory, RewardEarning, TipsHistory, VaultHistory } from '@/lib/marketplace/earnings/contract';
import { periodWords, readable, statusWords, utcDate, vaultGapWords } from './words';

function Reward({ earning }: { earning: RewardEarning }) {
  if (earning.status !== 'ready' || earning.amount === null || earning.assetId === null)
    return <span className="text-slate-500">{statusWords(earning.status)}</span>;
  return <span className="tabular-nums">{readable(earning.amount, earning.assetId)}</span>;
}

const TH = 'pb-2 pr-3 text-left text-xs font-medium uppercase tracking-wide text-slate-500';
const TD = 'py-2 pr-3 align-top';

function Table({ caption, head, children }: { caption: string; head: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={TH}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

const dateOf = (iso: string | null) => (iso ? utcDate(iso) : '—');

export function JobRows({ report, caption }: { report: JobsHistory; caption: string }) {
  return (
    <Table caption={caption} head={['Job', 'Status', 'Completed (UTC)', 'Reward']}>
      {report.rows.map((row) => (
        <tr key={row.id}>
          <td className={TD}>
            {row.jobUrl ? (
              <a href={row.jobUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                Job {row.jobShortId ?? ''}
              </a>
            ) : (
              `Job ${row.jobShortId ?? ''}`
            )}
            {row.payoutMode === 'order' && (
              <Badge tone="neutral" className="ml-2">
                Order payout
              </Badge>
            )}
          </td>
          <td className={TD}>{statusWords(row.status)}</td>
          <td className={TD}>{dateOf(row.completedAt ?? row.firstSeen)}</td>
          <td className={TD}>
            <Reward earning={row.rewardEarning} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function TipRows({ report }: { report: TipsHistory }) {
  return (
    <Table caption="Tips you received" head={['From', 'Date (UTC)', 'Status', 'Amount']}>
      {report.rows.map((row) => (
        <tr key={row.id}>
          <td className={TD}>
            <a
              href={row.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 hover:underline"
            >
              {row.sourceLabel ?? (row.sourceType === 'blog' ? 'A blog post' : 'Your page')}
            </a>
            {row.message && <p className="text-xs text-slate-500">“{row.message}”</p>}
          </td>
          <td className={TD}>{utcDate(row.createdAt)}</td>
          <td className={TD}>{statusWords(row.earningsStatus)}</td>
          <td className={TD}>
            {row.amountNative === null ? (
              <span className="text-slate-500">Unavailable</span>
            ) : (
              readable(row.amountNative, 'NATIVE')
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function VaultRows({ report }: { report: VaultHistory }) {
  return (
    <>
      <p className="mb-3 text-xs text-slate-500">
        Confirmed holder payouts, {periodWords(report.period)}. {vaultGapWords(report)}
      </p>
      <Table caption="Vault payouts" head={['Batch', 'Date (UTC)', 'Status', 'Payout', 'Transaction']}>
        {report.rows.map((row) => (
          <tr key={row.id}>
            <td className={TD}>#{row.batchNumber}</td>
            <td className={TD}>{utcDate(row.createdAt)}</td>
            <td className={TD}>{statusWords(row.status)}</td>
            <td className={TD}>
              <Reward earning={row.rewardEarning} />
            </td>
            <td className={`${TD} text-xs`}>
              {row.transactionSignature ? (
                <CopyableValue value={row.transactionSignature} label="Transaction id" />
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}
