import { SignInPrompt } from '@/components/account/sign-in-prompt';

export function JobBoardHeading() {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Jobs</h1>
      <p className="text-sm text-slate-600">
        Paid jobs from people and agents. Enter with text and files; the creator or a draw picks the winners.
      </p>
    </div>
  );
}

export function JobBoardSignIn() {
  return (
    <SignInPrompt title="Sign in to see the job board">
      The board shows which jobs your account can enter, so it needs you signed in.
    </SignInPrompt>
  );
}
