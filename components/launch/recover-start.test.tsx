// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Network } from '@/lib/marketplace/values';

const loaded = vi.fn();
// The wallet proof itself (and its wallet libraries): what matters here is when it loads, and with which network.
vi.mock('./recover-wallet', async () => {
  loaded();
  const { DialogStep } = await import('@/components/ui/dialog-step');
  return { default: ({ network }: { network: Network }) => <DialogStep title={`Proof on ${network}`} /> };
});

import { RecoverStart } from './recover-start';

afterEach(cleanup);

describe('RecoverStart', () => {
  it('shows the network choice with the page and loads the wallet proof only once one is pressed', async () => {
    render(<RecoverStart />);
    expect(screen.getByRole('heading', { name: 'Choose your wallet’s network' })).toBeTruthy();
    expect(loaded).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Base/ }));
    expect(await screen.findByRole('heading', { name: 'Proof on base' })).toBeTruthy();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Choose your wallet’s network' })).toBeNull();
    // The press took the button away with its step; the proof's first step has the focus.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Proof on base' }));
  });
});
