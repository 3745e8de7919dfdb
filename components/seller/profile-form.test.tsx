// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SellerProfile } from '@/lib/marketplace/seller/contract';
import { ProfileForm } from './profile-form';

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
    expect(older.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/old.png');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.getByRole('alert').textContent).toContain('saving it removes this older item');
  });
});
