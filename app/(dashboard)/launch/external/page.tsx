import { LaunchSignIn } from '@/components/account/sign-in-prompts';
import { ExternalJobFormLazy as ExternalJobForm } from '@/components/launch/launch-lazy';
import { signedInSession } from '@/lib/server/page-session';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Social jobs' };

/** Signed out, a sign-in prompt rendered here, without the form's code. */
export default async function ExternalJobPage() {
  if (!(await signedInSession())) {
    return (
      <LaunchSignIn
        title="Social jobs"
        intro="Reposts and comments on a post on X by ranked workers, each completion paid from the total you set."
        prompt="Sign in to create a social job"
      />
    );
  }
  return (
    <Queries>
      <ExternalJobForm />
    </Queries>
  );
}
