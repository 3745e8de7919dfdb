'use client';

import dynamic from 'next/dynamic';

// The seller's pages, loaded only for a signed-in visitor: signed out, the page is a prompt rendered on the server.
export const SellerStudioLazy = dynamic(() => import('./seller-studio').then((m) => m.SellerStudio));
export const ListingsViewLazy = dynamic(() => import('./listings-view').then((m) => m.ListingsView));
export const ListingEditorLazy = dynamic(() => import('./listing-editor').then((m) => m.ListingEditor));
export const ProfileEditorLazy = dynamic(() => import('./profile-editor').then((m) => m.ProfileEditor));
