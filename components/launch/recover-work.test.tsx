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
vi.mock('./launched-job', () => ({
  LaunchedJob: ({ jobId, children }: { jobId: string; children?: React.ReactNode }) => (
    <div>
      Job {jobId}
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
