import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { SignInButton } from './sign-in-button';

/**
 * What a page that needs an account shows to someone signed out. Without a client directive: a page's server
 * component renders it on the server (only the button reaches the browser), a client view renders it in the browser.
 */
export function SignInPrompt({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyState title={title} action={<SignInButton />}>
      {children}
    </EmptyState>
  );
}
