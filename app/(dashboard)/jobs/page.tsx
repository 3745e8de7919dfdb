import { JobBoardHeading, JobBoardSignIn } from '@/components/jobs/job-board-intro';
import { JobBoardLazy } from '@/components/jobs/job-board-lazy';
import { currentSession } from '@/lib/server/page-session';

export const metadata = { title: 'Jobs' };

/** Signed out, the board is a sign-in prompt and downloads none of the board's code; signing in renders it again. */
export default async function JobsPage() {
  const session = await currentSession();
  if (!session?.accountId) {
    return (
      <div className="space-y-5">
        <JobBoardHeading />
        <JobBoardSignIn />
      </div>
    );
  }
  return <JobBoardLazy />;
}
