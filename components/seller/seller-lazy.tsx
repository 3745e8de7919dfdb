'use client';

import dynamic from 'next/dynamic';

// The seller's forms, loaded only for a signed-in visitor: signed out, the page is a prompt rendered on the server.
export const ProfileEditorLazy = dynamic(() => import('./profile-editor').then((m) => m.ProfileEditor));
