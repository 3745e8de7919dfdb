import { notFound } from 'next/navigation';
import { JobSignIn } from '@/components/account/sign-in-prompts';
import { JobViewLazy as JobView } from '@/components/jobs/work-lazy';
import { CUSTOM_ID } from '@/lib/marketplace/jobs/terms';
import { decodeRouteParam } from '@/lib/route-param';
import { signedInSession } from '@/lib/server/page-session';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Job' };

/** Signed out, a sign-in prompt rendered here, without the job's code. */
export default async function JobPage({ params }: { params: Promise<{ customId: string }> }) {
  const customId = decodeRouteParam((await params).customId);
  if (!CUSTOM_ID.test(customId)) notFound();
  if (!(await signedInSession())) return <JobSignIn />;
  return (
    <Queries>
      <JobView key={customId} customId={customId} />
    </Queries>
  );
}
