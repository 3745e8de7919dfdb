import { NotificationInbox } from '@/components/notifications/inbox';

export const metadata = { title: 'Notifications' };

export default function NotificationsPage() {
  return <NotificationInbox />;
}
