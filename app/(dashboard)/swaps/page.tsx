import { SwapsSignIn } from '@/components/account/sign-in-prompts';
import { SwapsViewLazy as SwapsView } from '@/components/swaps/swaps-view-lazy';
import { signedInSession } from '@/lib/server/page-session';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Swaps' };

/** Signed out, a sign-in prompt rendered here, without the swaps' code. */
export default async function SwapsPage() {
  if (!(await signedInSession())) return <SwapsSignIn />;
  return (
    <Queries>
      <SwapsView />
    </Queries>
  );
}
