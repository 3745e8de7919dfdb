import { describe, expect, it } from 'vitest';
import { subjectOf, WEBSITE_LABEL } from './subject';

const SITE = 'https://site.example';
const website = (href: string) => ({ href, label: WEBSITE_LABEL, external: true });

describe('what a notification links to', () => {
  it('links a public job announcement to its job', () => {
    expect(subjectOf('New challenge job: “Label 40 images”. Reward: 5 USDC on solana. Job ID job_7f3a.', SITE)).toEqual(
      { href: '/jobs/job_7f3a', label: 'Open the job' },
    );
  });

  it('links a purchase and a profile the text names', () => {
    expect(subjectOf('Your order is active. Purchase ID pur_12ab-9.', SITE)?.href).toBe('/purchases/pur_12ab-9');
    expect(subjectOf('@maria_k answered in the order room.', SITE)).toEqual({
      href: '/users/maria_k',
      label: 'Open @maria_k’s profile',
    });
  });

  it('links the whole nickname, dots and hyphens included, and nothing that cannot be one', () => {
    expect(subjectOf('@maria.k answered in the order room.', null)?.href).toBe('/users/maria.k');
    expect(subjectOf('You were hired by @john-smith.', null)?.href).toBe('/users/john-smith');
    expect(subjectOf('Thanks from (@ann_b)', null)?.href).toBe('/users/ann_b');
    expect(subjectOf('@ab said hello', null)).toBeUndefined();
    expect(subjectOf(`@${'a'.repeat(33)} said hello`, null)).toBeUndefined();
  });

  it('links an entry, a swap and a listing to the dashboard pages that show them', () => {
    expect(subjectOf('Your entry was chosen. Entry ID e_41.', SITE)).toEqual({
      href: '/submissions',
      label: 'Open your entries',
    });
    expect(subjectOf('Swap ID 9f1c completed.', SITE)?.href).toBe('/swaps');
    expect(subjectOf('Listing ID prod-7 was reviewed.', SITE)).toEqual({
      href: '/store/prod-7',
      label: 'Open the listing',
    });
  });

  it('sends a seller’s order news to the marketplace website, which hosts the order room', () => {
    expect(
      subjectOf('New order: “Logo design”, 9.50 USD for you. The buyer is waiting in the order room.', SITE),
    ).toEqual(website('https://site.example/notifications'));
    // The buyer's words in a message do not steer the seller elsewhere.
    expect(subjectOf('New message about “Logo”: see Job ID j1 and @someone', SITE)).toEqual(
      website('https://site.example/notifications'),
    );
    expect(subjectOf('New order: “Logo”. Order ID AB12cd34.', SITE)?.href).toBe('https://site.example/orders/AB12cd34');
    expect(subjectOf('New order: “Logo”. Open https://site.example/orders/AB12cd34.', SITE)?.href).toBe(
      'https://site.example/orders/AB12cd34',
    );
  });

  it('sends what names nothing to the marketplace’s notifications page, or nowhere when the site is unknown', () => {
    expect(subjectOf('Your payout was sent.', SITE)).toEqual(website('https://site.example/notifications'));
    expect(subjectOf('Write to me at someone@example.com', 'https://site.example/any/path')?.href).toBe(
      'https://site.example/notifications',
    );
    expect(subjectOf('New order: “Logo design”. The buyer is waiting in the order room.', null)).toBeUndefined();
  });

  it('never lets untrusted text steer the link off its path', () => {
    expect(subjectOf('Job ID ../../account', null)).toBeUndefined();
    expect(subjectOf('Job ID https://evil.example/x', SITE)?.href).toBe('/jobs/https');
    expect(subjectOf('Purchase ID %2e%2e', null)).toBeUndefined();
  });

  it('links no URL of another site, scheme or sign-in from the text', () => {
    for (const hostile of [
      'https://evil.example/orders/1',
      'https://site.example.evil.example/x',
      'https://site.example@evil.example/x',
      'https://user:pass@site.example/x',
      'http://site.example/x',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(subjectOf(`New order: see ${hostile} now`, SITE)?.href, hostile).toBe(
        'https://site.example/notifications',
      );
    }
    expect(subjectOf('Open https://site.example/a"onmouseover="x', SITE)?.href).toBe('https://site.example/a');
    // Only the site's own address is taken from such text, never the scheme before it.
    expect(subjectOf('New order: javascript:alert(1)//https://site.example/x', SITE)?.href).toBe(
      'https://site.example/x',
    );
  });
});
