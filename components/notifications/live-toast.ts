/**
 * The toast for a notification that arrived live: its words with amounts in dollars, and a link to what it is about.
 * Loaded with the first one, not with the header every signed-in page loads.
 */
import { toast } from '@/components/ui/toaster';
import type { StreamedNotification } from '@/lib/marketplace/notifications/contract';
import { dollarsInText } from '@/lib/money';
import { subjectOf } from './subject';

export function toastFor(notification: StreamedNotification, website: string | null): void {
  const subject = subjectOf(notification.message, website);
  toast.info({
    message: dollarsInText(notification.message),
    detail: notification.messageTruncated ? 'The message was cut short; your inbox has all of it.' : undefined,
    link: subject ?? (notification.messageTruncated ? { href: '/notifications', label: 'Open the inbox' } : undefined),
  });
}
