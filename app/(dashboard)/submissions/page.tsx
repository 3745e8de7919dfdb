import { SubmissionsSignIn } from '@/components/account/sign-in-prompts';
import { SubmissionsHistoryLazy as SubmissionsHistory } from '@/components/jobs/work-lazy';
import { signedInSession } from '@/lib/server/page-session';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Submissions' };

/** Signed out, a sign-in prompt rendered here, without the history's code. */
export default async function SubmissionsPage() {
  if (!(await signedInSession())) return <SubmissionsSignIn />;
  return (
    <Queries>
      <SubmissionsHistory />
    </Queries>
  );
}
