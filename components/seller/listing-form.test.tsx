// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyListingForm } from '@/lib/marketplace/seller/form-values';
import { ListingForm } from './listing-form';

afterEach(cleanup);

const seller = { nickname: 'maria.k', avatarUrl: null, reviews: 0, stars: null, verifiedCreator: false };

describe('a listing form while its change is on its way or held', () => {
  it('takes no typing: what was typed then would be replaced by what is saved', () => {
    const props = { defaultValues: emptyListingForm(), onSave: vi.fn(), submitLabel: 'Save', seller };
    const client = new QueryClient();
    const form = (disabled: boolean) => (
      <QueryClientProvider client={client}>
        <ListingForm {...props} disabled={disabled} />
      </QueryClientProvider>
    );
    const { rerender } = render(form(true));
    expect(screen.getByLabelText('Name').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Description (optional)').matches(':disabled')).toBe(true);
    rerender(form(false));
    expect(screen.getByLabelText('Name').matches(':disabled')).toBe(false);
  });
});
