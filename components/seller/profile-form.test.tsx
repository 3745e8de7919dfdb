// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceError } from '@/lib/marketplace/errors';
import type { SellerProfile } from '@/lib/marketplace/seller/contract';

const update = vi.fn<() => Promise<SellerProfile | null>>();
const reread = vi.fn<() => Promise<SellerProfile | null>>();
vi.mock('@/lib/marketplace/seller/client', async (original) => {
  const actual = await original<typeof import('@/lib/marketplace/seller/client')>();
  return {
    ...actual,
    updateProfile: () => update(),
    sellerQueries: { ...actual.sellerQueries, profile: () => ({ queryKey: ['seller', 'profile'], queryFn: reread }) },
  };
});
const { ProfileForm } = await import('./profile-form');

const profile: SellerProfile = {
  nickname: 'maria.k',
  profileBio: null,
  moreAbout: null,
  tags: null,
  categoryNames: [],
  publicProfile: true,
  pfpUrl: null,
  pfpMediaId: null,
  portfolioUrls: ['https://cdn.example/old.png', 'https://cdn.example/new.png'],
  portfolioMedia: [
    { mediaId: null, url: 'https://cdn.example/old.png' },
    { mediaId: 'med_new', url: 'https://cdn.example/new.png' },
  ],
  verifiedCreator: false,
  profileUrl: null,
};

afterEach(cleanup);

describe('a portfolio with an item from before media ids', () => {
  it('shows the older item, and says before saving that a changed portfolio leaves it out', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm profile={profile} categories={[]} />
      </QueryClientProvider>,
    );
    const older = screen.getByRole('list', { name: 'Older portfolio items' });
    expect(older.querySelector('img')?.getAttribute('src')).toBe('/api/media?url=https%3A%2F%2Fcdn.example%2Fold.png');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.getByRole('alert').textContent).toContain('saving it removes this older item');
  });
});

describe('a save whose outcome is not known', () => {
  const saveBio = async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ProfileForm profile={profile} categories={[]} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(/^Bio/), { target: { value: 'Logos and letters.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the profile' }));
  };

  it('says it could not check, rather than that the change is missing, when the profile cannot be read again', async () => {
    update.mockRejectedValueOnce(new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' }));
    reread.mockRejectedValueOnce(new MarketplaceError({ status: 0, code: 'NETWORK_ERROR' }));
    await saveBio();
    await screen.findByText(/could not read your profile again to see whether your changes were saved/);
    expect(screen.queryByText(/your changes are not all there/)).toBeNull();
  });

  it('holds “Save again” while a busy marketplace’s named wait runs, and reads nothing again: nothing was saved', async () => {
    reread.mockClear();
    update.mockRejectedValueOnce(
      new MarketplaceError({ status: 503, code: 'WURKER_PROFILE_UNAVAILABLE', retryAfterSeconds: 30 }),
    );
    await saveBio();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save again' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(reread).not.toHaveBeenCalled();
  });
});
