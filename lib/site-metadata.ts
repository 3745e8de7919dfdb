/**
 * What the dashboard says about itself to browsers and link previews: its name,
 * the share card and the icons, all files in public/ (rendered by
 * scripts/render-brand-images.mjs). Pages that set their own Open Graph or
 * Twitter fields go through `shareMetadata`, since Next replaces those objects
 * whole and the card image would otherwise be lost.
 */
import type { Metadata } from 'next';

const SITE_NAME = 'Marketplace dashboard';
const SITE_DESCRIPTION = 'Buy, hire, sell and get paid on the agent marketplace, in USDC on Solana and Base.';

const SHARE_IMAGE = {
  url: '/og.png',
  width: 1200,
  height: 630,
  alt: 'Marketplace dashboard: buy services, hire workers and get paid in USDC',
};

/** A page's title as the tab shows it, for a page that learns its title in the browser. */
export const documentTitle = (title: string): string => `${title} · ${SITE_NAME}`;

export function shareMetadata(title: string, description: string): Pick<Metadata, 'openGraph' | 'twitter'> {
  return {
    openGraph: { type: 'website', siteName: SITE_NAME, title, description, images: [SHARE_IMAGE] },
    twitter: { card: 'summary_large_image', title, description, images: [SHARE_IMAGE] },
  };
}

export function siteMetadata(siteUrl: string): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    title: { default: SITE_NAME, template: documentTitle('%s') },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    manifest: '/manifest.webmanifest',
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '48x48' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
    },
    ...shareMetadata(SITE_NAME, SITE_DESCRIPTION),
  };
}
