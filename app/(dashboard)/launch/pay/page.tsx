import { LaunchSignIn } from '@/components/account/sign-in-prompts';
import { LaunchHeader } from '@/components/launch/launch-header';
import { PayJobFinder } from '@/components/launch/launch-lazy';
import { Section } from '@/components/ui/section';
import { signedInSession } from '@/lib/server/page-session';

export const metadata = { title: 'Pay a job' };

const TITLE = 'Pay a job';
const INTRO = 'A job created to be paid in USDC waits for its payment. Pay it here by its ID.';

/**
 * Signed out, a sign-in prompt rendered here, without the payment's code. Signed in, the page rendered here around
 * the job's finder; the job's payment (its read and the pay path) loads once there is a job to pay.
 */
export default async function PayJobPage() {
  if (!(await signedInSession())) return <LaunchSignIn title={TITLE} intro={INTRO} prompt="Sign in to pay a job" />;
  return (
    <div className="space-y-6">
      <LaunchHeader title={TITLE} intro={INTRO} />
      <Section title="The job">
        <PayJobFinder />
      </Section>
    </div>
  );
}
