'use client';

/** The account's controls in one module, so the page loads them as one chunk (account-controls-lazy.tsx). */
export { SignOutButton } from './sign-out-button';
export { ApiKeyActions } from './api-key-actions';
export { VerificationLinkButton } from './verification-link';
export { FetchedAtRefresh } from '@/components/ui/fetched-at-refresh';
export { CopyableValue } from '@/components/ui/copyable-value';
