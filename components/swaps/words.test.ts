import { describe, expect, it } from 'vitest';
import { estimateSwap, SANDBOX_USD_PRICES } from '@/lib/marketplace/swaps/rules';
import { toAtomic } from '@/lib/money';
import { aboutPair, feeExplanation, feeRules, minimumWords, sourceLabel, swapSteps, swapWords } from './words';

const RAW = /\b(pending|initiated|bridge_\w+|completed|failed|SWAP_\w+)\b/;

describe('swap words', () => {
  it('says every state of 3.2 in plain words, never the raw state', () => {
    for (const status of [
      'pending',
      'initiated',
      'bridge_pending',
      'bridge_initiated',
      'bridge_review',
      'completed',
      'failed',
      'some_new_state',
    ]) {
      const words = swapWords(status);
      expect(words.label).not.toMatch(RAW);
      expect(words.meaning).not.toMatch(RAW);
    }
    expect(swapWords('bridge_review').moving).toBe(false);
    expect(swapWords('some_new_state').moving).toBe(true);
  });

  it('explains a too-small failure as the source amount returned, and promises no return for any other', () => {
    expect(swapWords('failed', 'SWAP_AMOUNT_TOO_SMALL').meaning).toMatch(/source amount was returned/);
    expect(swapWords('failed', 'SWAP_ROUTE_FAILED').meaning).toBe('The swap did not go through. Check your balances.');
  });

  it('walks the steps of a Solana swap and of a bridge swap', () => {
    expect(swapSteps('initiated', false).map((s) => s.state)).toEqual(['done', 'current', 'upcoming']);
    expect(swapSteps('completed', true).map((s) => s.state)).toEqual(['done', 'done', 'done']);
    expect(swapSteps('bridge_review', true)[1]).toEqual({ label: 'Held for review', state: 'stopped' });
    expect(swapSteps('failed', false)[2]).toEqual({ label: 'Failed', state: 'stopped' });
  });

  it('labels where a past swap was made', () => {
    expect(sourceLabel('autoswap')).toBe('AutoSwap');
    expect(sourceLabel('website')).toBe('On the website');
    expect(sourceLabel(undefined)).toBeUndefined();
  });
});

describe('the assets of a swap, in words', () => {
  it('says what a ticker is, for each side', () => {
    expect(aboutPair('NATIVE', 'USDC')).toBe(
      'NATIVE is the marketplace’s own token, counted in whole tokens; USDC on Solana is the US-dollar stablecoin, on Solana.',
    );
    expect(aboutPair('SOL', 'SOL')).toBe('SOL is Solana’s own coin.');
  });
});

describe('fee words', () => {
  const estimate = (from: 'SOL' | 'USDC', to: 'USDC' | 'USDC_BASE' | 'SOL', amount: string, decimals: number) =>
    estimateSwap(from, to, toAtomic(amount, decimals), SANDBOX_USD_PRICES);

  it('names the bridge fee with its exact amount, rounded up', () => {
    // 0.3% of 10.000001 is 0.030000003, rounded up to 0.030001.
    const lines = feeExplanation('USDC', 'USDC_BASE', estimate('USDC', 'USDC_BASE', '10.000001', 6));
    expect(lines).toEqual([expect.stringContaining('0.3% bridge fee')]);
    expect(lines[0]).toContain('0.030001 USDC of the 10.000001 USDC crossing');
  });

  it('tells a small conversion (1.5%) from a larger one (5% slippage) at the threshold', () => {
    expect(feeExplanation('SOL', 'USDC', estimate('SOL', 'USDC', '0.01', 9)).join(' ')).toMatch(
      /small conversion \(0\.01 SOL or less\).*1\.5% fee/,
    );
    expect(feeExplanation('SOL', 'USDC', estimate('SOL', 'USDC', '0.010000001', 9)).join(' ')).toMatch(/5% slippage/);
  });

  it('states the SOL to USDC minimum', () => {
    expect(minimumWords('SOL', 'USDC')).toBe('Swaps from SOL to USDC on Solana start at 0.0001 SOL.');
    expect(minimumWords('USDC', 'SOL')).toBeUndefined();
  });
});

describe('the fee rules against the live service', () => {
  it('are said without amounts, since no price is known there', () => {
    expect(feeRules('USDC', 'USDC_BASE')).toEqual([
      'Crossing networks costs a 0.3% bridge fee on the stablecoin amount crossing, rounded up to 0.000001.',
    ]);
    const solToBase = feeRules('SOL', 'USDC_BASE').join(' ');
    expect(solToBase).toMatch(/0\.3% bridge fee/);
    expect(solToBase).toMatch(/Converting SOL to USDC on Solana: conversions of 0\.01 SOL or less carry a 1\.5% fee/);
    expect(solToBase).not.toMatch(/\d+\.\d+ USDC crossing|150/);
    expect(feeRules('USDC_BASE', 'USDG_ALT')).toEqual([
      'Crossing networks costs a 0.3% bridge fee on the stablecoin amount crossing, rounded up to 0.000001.',
    ]);
  });
});
