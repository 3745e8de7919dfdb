import { LaunchSignIn } from '@/components/account/sign-in-prompts';
import { ExternalJob } from '@/components/launch/external-job';
import { signedInSession } from '@/lib/server/page-session';

export const metadata = { title: 'Social jobs' };

/**
 * Signed out, a sign-in prompt rendered here, without the form's code. Signed in, the form's stand-in rendered here;
 * the form loads when a person starts with it.
 */
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
  return <ExternalJob />;
}
