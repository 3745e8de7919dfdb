import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AmountHint } from './swap-form-parts';

describe('the amount’s hint', () => {
  it('says what is available, or that it is not known when the balances could not be read, never "loading" for ever', () => {
    expect(renderToStaticMarkup(<AmountHint from="SOL" available={undefined} />)).toContain('Available: not known');
    expect(renderToStaticMarkup(<AmountHint from="SOL" available="1.5" />)).toMatch(/Available: .*1\.5/);
  });
});
