// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recovered } from '@/lib/marketplace/launch/contract';

// The wallet proof: a button that hands over a proof, as signing with a wallet would.
vi.mock('@/components/account/siwx-flow', () => ({
  SiwxFlow: ({ onProof }: { onProof: (proof: string, network: 'solana') => Promise<void> }) => (
    <button onClick={() => void onProof('proof', 'solana')}>Sign</button>
  ),
}));
const found = vi.fn<() => Promise<Recovered>>();
vi.mock('@/lib/marketplace/launch/client', () => ({ recoverPath: '/recover', recoverWork: () => found() }));
const journal = vi.fn<() => Promise<{ idempotencyKey: string; createdAt: string; paidAt?: string | null }[]>>();
vi.mock('@/lib/marketplace/recovery', () => ({ readOperations: () => journal() }));
vi.mock('./launched-job', () => ({
  LaunchedJob: ({ jobId, paid, children }: { jobId: string; paid?: string; children?: React.ReactNode }) => (
    <div>
      Job {jobId}
      {paid && <p>You paid {paid}.</p>}
      {children}
    </div>
  ),
}));

import { RecoverWork } from './recover-work';

afterEach(cleanup);

const latest = (jobId: string, recent: string[] = []) =>
  ({ ok: true, recovered: true, jobId, recent: recent.map((id) => ({ jobId: id })) }) as unknown as Recovered;

describe('finding a job’s payment in doubt', () => {
  it('says the payment went through only for the job it was for', async () => {
    found.mockResolvedValueOnce(latest('other1'));
    const settled = vi.fn();
    render(<RecoverWork network="solana" expectedJobId="mine1" onRecovered={settled} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: 'No payment for this job was found' })).toBeTruthy();
    expect(settled).not.toHaveBeenCalled();
  });

  it('finds it among the wallet’s earlier work too', async () => {
    found.mockResolvedValueOnce(latest('other1', ['mine1', 'other1']));
    const settled = vi.fn();
    render(<RecoverWork network="solana" expectedJobId="mine1" onRecovered={settled} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: 'Your payment went through' })).toBeTruthy();
    expect(screen.getByText(/Job mine1/)).toBeTruthy();
    expect(settled).toHaveBeenCalledTimes(1);
  });
});

describe('finding new work whose payment is in doubt', () => {
  const started = '2026-11-28T10:00:00.000Z';
  const dated = (jobId: string, recent: [string, string][]) =>
    ({
      ok: true,
      recovered: true,
      jobId,
      recent: recent.map(([id, createdAt]) => ({ jobId: id, createdAt })),
    }) as unknown as Recovered;

  it('does not take work paid for before the payment started for its work', async () => {
    journal.mockResolvedValueOnce([{ idempotencyKey: 'launch:k1', createdAt: started }]);
    found.mockResolvedValueOnce(dated('old1', [['old1', '2026-11-27T09:00:00.000Z']]));
    const settled = vi.fn();
    render(<RecoverWork network="solana" operationKey="launch:k1" onRecovered={settled} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: 'No payment since then was found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'your unfinished operations' }).getAttribute('href')).toBe('/recovery');
    expect(settled).not.toHaveBeenCalled();
  });

  it('finds the work paid for since it started, even when the wallet has paid for more since', async () => {
    journal.mockResolvedValueOnce([{ idempotencyKey: 'launch:k2', createdAt: started }]);
    found.mockResolvedValueOnce(
      dated('new2', [
        ['new2', '2026-11-28T10:05:00.000Z'],
        ['old1', '2026-11-27T09:00:00.000Z'],
      ]),
    );
    const settled = vi.fn();
    render(<RecoverWork network="solana" operationKey="launch:k2" onRecovered={settled} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: 'Your payment went through' })).toBeTruthy();
    expect(screen.getByText(/Job new2/)).toBeTruthy();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('without dates, shows the latest work and holds the payment in doubt until the person says it is theirs', async () => {
    journal.mockResolvedValueOnce([{ idempotencyKey: 'launch:k3', createdAt: started }]);
    found.mockResolvedValueOnce(latest('undated'));
    const settled = vi.fn();
    render(<RecoverWork network="solana" operationKey="launch:k3" onRecovered={settled} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: 'The latest work this wallet paid for' })).toBeTruthy();
    expect(screen.getByText(/Job undated/)).toBeTruthy();
    expect(settled).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'This is the work I paid for' }));
    expect(await screen.findByRole('heading', { name: 'Your payment went through' })).toBeTruthy();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('asks the person about work dated just before the payment left: it may be earlier work, or the clocks may differ', async () => {
    journal.mockResolvedValueOnce([{ idempotencyKey: 'launch:k4', createdAt: started }]);
    found.mockResolvedValueOnce(dated('near4', [['near4', '2026-11-28T09:55:00.000Z']]));
    const settled = vi.fn();
    render(<RecoverWork network="solana" operationKey="launch:k4" onRecovered={settled} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: 'Is this the work you paid for?' })).toBeTruthy();
    expect(screen.getByText(/Job near4/)).toBeTruthy();
    // The work's own date, then when the payment left: each under its name.
    const why = screen.getByText(/may be earlier work/);
    expect([...why.querySelectorAll('time')].map((time) => time.dateTime)).toEqual([
      '2026-11-28T09:55:00.000Z',
      started,
    ]);
    expect(settled).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'This is the work I paid for' }));
    expect(await screen.findByRole('heading', { name: 'Your payment went through' })).toBeTruthy();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('counts from when the payment left, not from when its price was first asked', async () => {
    // The price was asked at 10:00 and the payment sent at 10:30; the wallet bought other work at 10:20.
    journal.mockResolvedValueOnce([
      { idempotencyKey: 'launch:k5', createdAt: started, paidAt: '2026-11-28T10:30:00.000Z' },
    ]);
    found.mockResolvedValueOnce(dated('earlier5', [['earlier5', '2026-11-28T10:20:00.000Z']]));
    const settled = vi.fn();
    render(<RecoverWork network="solana" operationKey="launch:k5" onRecovered={settled} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: 'Is this the work you paid for?' })).toBeTruthy();
    expect(settled).not.toHaveBeenCalled();
  });

  it('says what was paid exactly, not rounded to a cent it is not', async () => {
    journal.mockClear();
    found.mockResolvedValueOnce({ ...latest('views1'), price: { amount: '0.033' } } as unknown as Recovered);
    render(<RecoverWork initialNetwork="solana" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('You paid $0.033.')).toBeTruthy();
  });

  it('on the recovery page, with nothing to hold it against, shows the latest work', async () => {
    journal.mockClear();
    found.mockResolvedValueOnce(latest('last1'));
    render(<RecoverWork initialNetwork="solana" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: 'The latest work this wallet paid for' })).toBeTruthy();
    expect(journal).not.toHaveBeenCalled();
  });
});
