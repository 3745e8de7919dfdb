import { SignInPrompt } from './sign-in-prompt';

/** The account page for someone signed out. */
export function AccountSignInPrompt() {
  return (
    <SignInPrompt title="Sign in to see your account">
      Your balances, proof of human and API key live here. Signing in is free: your wallet signs a message, nothing is
      paid.
    </SignInPrompt>
  );
}
