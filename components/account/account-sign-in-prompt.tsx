import { SignInPrompt } from './sign-in-prompt';

/**
 * The account page for someone signed out: its heading and the prompt. A module of its own, not with the other pages'
 * prompts (sign-in-prompts.tsx), whose headings would come with it.
 */
export function AccountSignInPrompt() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Account</h1>
      <SignInPrompt title="Sign in to see your account">
        Your balances, proof of human and API key live here. Signing in is free: your wallet signs a message, nothing is
        paid.
      </SignInPrompt>
    </div>
  );
}
