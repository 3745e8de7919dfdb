// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceDisplay } from './price';

afterEach(cleanup);

const pricing = (mode: string, displayAmount: string | null) =>
  ({ mode, displayAmount, includesPlatformFee: false }) as unknown as Parameters<typeof PriceDisplay>[0]['pricing'];

describe('a listing’s price', () => {
  it('says a fixed price the listing does not show is given at checkout, never that it is unavailable or free', () => {
    render(<PriceDisplay pricing={pricing('fixed', null)} />);
    expect(screen.getByText('Price given at checkout')).toBeTruthy();
  });

  it('shows a fixed price in dollars, and a price on request as such', () => {
    render(<PriceDisplay pricing={pricing('fixed', '12.5')} />);
    expect(screen.getByText('$12.50')).toBeTruthy();
    cleanup();
    render(<PriceDisplay pricing={pricing('on_request', null)} />);
    expect(screen.getByText('Price on request')).toBeTruthy();
  });
});
