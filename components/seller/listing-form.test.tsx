// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyListingForm } from '@/lib/marketplace/seller/form-values';
import { ListingForm } from './listing-form';

vi.mock('@/lib/marketplace/media/client', () => ({
  checkFileContent: async () => undefined,
  uploadMedia: async () => ({
    id: 'med_brief',
    url: 'https://media.example/u/med_brief',
    filename: 'brief.pdf',
    contentType: 'application/pdf',
  }),
}));

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

describe('an attachment uploaded to a listing', () => {
  it('is named by its file, not by the address it was stored at', async () => {
    const props = { defaultValues: emptyListingForm(), onSave: vi.fn(), submitLabel: 'Save', seller, disabled: false };
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <ListingForm {...props} />
      </QueryClientProvider>,
    );
    const attachments = [...container.querySelectorAll('fieldset')].find((f) =>
      f.querySelector('legend')?.textContent?.startsWith('Attachments'),
    )!;
    const input = attachments.querySelector<HTMLInputElement>('input[type=file]')!;
    Object.defineProperty(input, 'files', {
      value: [new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })],
      configurable: true,
    });
    fireEvent.change(input);
    expect(await screen.findByRole('button', { name: 'Remove brief.pdf' })).toBeTruthy();
    expect(screen.queryByText('med_brief')).toBeNull();
  });
});
