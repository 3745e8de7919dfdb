import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LegacyBalance } from './legacy-balance';

const read = { ok: true, data: { balance: '1234.5' } } as const;

describe('the legacy balance', () => {
  it('names its asset only where it is known: the contract gives a number alone (spec 4.11)', () => {
    const sandbox = renderToStaticMarkup(<LegacyBalance read={read} token="SOL" />);
    expect(sandbox).toContain('1,234.50 SOL');
    const live = renderToStaticMarkup(<LegacyBalance read={read} />);
    expect(live).toContain('1,234.50<');
    expect(live).not.toContain('SOL');
    expect(live).toContain('does not say which asset');
  });
});
