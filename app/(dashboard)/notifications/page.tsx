import { NotificationsSignIn } from '@/components/account/sign-in-prompts';
import { NotificationInboxLazy as NotificationInbox } from '@/components/notifications/inbox-lazy';
import { signedInSession } from '@/lib/server/page-session';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Notifications' };

/** Signed out, a sign-in prompt rendered here, without the inbox's code. */
export default async function NotificationsPage() {
  if (!(await signedInSession())) return <NotificationsSignIn />;
  return (
    <Queries>
      <NotificationInbox />
    </Queries>
  );
}
