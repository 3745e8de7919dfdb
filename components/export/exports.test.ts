import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '@/lib/marketplace/checkout/contract';
import type { SwapRecord } from '@/lib/marketplace/swaps/contract';
import { purchasesCsv } from './purchases';
import { swapsCsv } from './swaps';

describe('purchases as CSV', () => {
  const item = {
    purchaseId: 'pur_1',
    kind: 'store',
    createdAt: '2026-11-26T14:03:05.123Z',
    network: 'solana',
    status: 'payment_confirmed',
    product: { id: 'prd_1', name: 'Logo, two drafts', directHire: null },
    payment: {
      asset: 'USDC',
      amount: '10.123456',
      amountAtomic: '10123456',
      expiresAt: '2026-11-26T14:33:05.000Z',
      transactionId: 'tx',
    },
    order: { jobId: 'job1', customId: null, url: null, status: 'completed', workStatus: null, fundingStatus: null },
    refund: null,
    statusCheck: null,
  } as unknown as HistoryItem;

  it('writes plain column names, the exact amount and the status in words', () => {
    const table = purchasesCsv([
      item,
      {
        ...item,
        purchaseId: 'pur_2',
        kind: 'direct_hire',
        network: 'base',
        product: { id: null, name: null, directHire: { nickname: 'pixel.forge' } },
        refund: { network: 'solana', asset: 'USDC', amount: '4.5', status: 'credited', creditedAt: null },
      } as HistoryItem,
    ]);
    expect(table.header).toEqual([
      'Date (UTC)',
      'Item',
      'Kind',
      'Network',
      'Amount (USDC)',
      'Status',
      'Refunded amount',
      'Refunded in',
      'Purchase id',
    ]);
    const [first, second] = table.rows;
    expect(first).toEqual([
      '2026-11-26 14:03:05',
      'Logo, two drafts',
      'Purchase',
      'Solana',
      '10.123456',
      expect.any(String),
      null,
      null,
      'pur_1',
    ]);
    expect(second!.slice(1, 5)).toEqual(['Hire of pixel.forge', 'Hire', 'Base', '10.123456']);
    expect(second!.slice(6, 8)).toEqual(['4.5', 'USDC on Solana']);
    // Words, never a raw state.
    for (const row of table.rows) expect(row[5]).toMatch(/^[A-Z][a-z ]+$/);
    expect(table.rows.map((row) => row[5])).not.toContain('payment_confirmed');
  });
});

describe('swaps as CSV', () => {
  const swap = {
    id: 'sw_1',
    pairKey: null,
    fromToken: 'SOL',
    toToken: 'USDC_BASE',
    amountIn: '0.500000001',
    received: '74.999999',
    status: 'completed',
    expectedAmountOut: null,
    expectedAmountOutMin: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    txId: null,
    routeVersion: null,
    bridgeGrossAmount: null,
    bridgeFeeAmount: null,
    source: 'autoswap',
  } as SwapRecord;

  it('names the assets and the state in words, with the exact amounts', () => {
    expect(
      swapsCsv([swap, { ...swap, id: 'sw_2', status: 'bridge_pending', received: null, source: undefined }]),
    ).toEqual({
      header: ['Date (UTC)', 'From', 'Amount sent', 'To', 'Amount received', 'Status', 'Made on', 'Swap id'],
      rows: [
        ['2026-11-20 08:00:00', 'SOL', '0.500000001', 'USDC on Base', '74.999999', 'Completed', 'AutoSwap', 'sw_1'],
        ['2026-11-20 08:00:00', 'SOL', '0.500000001', 'USDC on Base', null, 'Waiting for the bridge', null, 'sw_2'],
      ],
    });
  });
});
