import { LaunchSignIn } from '@/components/account/sign-in-prompts';
import { PayJobLazy as PayJob } from '@/components/launch/launch-lazy';
import { signedInSession } from '@/lib/server/page-session';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Pay a job' };

/** Signed out, a sign-in prompt rendered here, without the payment's code. */
export default async function PayJobPage() {
  if (!(await signedInSession())) {
    return (
      <LaunchSignIn
        title="Pay a job"
        intro="A job created to be paid in USDC waits for its payment. Pay it here by its ID."
        prompt="Sign in to pay a job"
      />
    );
  }
  return (
    <Queries>
      <PayJob />
    </Queries>
  );
}
