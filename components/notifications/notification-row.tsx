import { Badge } from '@/components/ui/badge';
import { dollarsInText } from '@/lib/money';
import { subjectOf } from './subject';
import { SubjectLink } from './subject-link';
import { LocalTime } from '@/components/ui/local-time';

export interface ShownNotification {
  id: string;
  message: string;
  createdAt: string;
  expiresAt: string | null;
  /** The stream cuts long messages; the inbox has them whole. */
  messageTruncated?: boolean;
}

/**
 * One notification, with the link to where it is acted on; `website` is the marketplace website's origin. Its text is
 * untrusted: rendered as text only, and linked only through `subjectOf`. No hooks: the inbox renders it on the server.
 */
export function NotificationRow({
  notification,
  unread,
  compact,
  website,
}: {
  notification: ShownNotification;
  unread: boolean;
  compact?: boolean;
  website: string | null;
}) {
  const subject = subjectOf(notification.message, website);
  return (
    <li className={compact ? 'py-3' : 'rounded-lg border border-slate-200 bg-white p-4'}>
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 whitespace-pre-line break-words text-sm text-slate-900">
          {dollarsInText(notification.message)}
        </p>
        {unread && <Badge tone="brand">New</Badge>}
      </div>
      {notification.messageTruncated && (
        <p className="mt-1 text-xs text-slate-600">The message was cut short; your inbox has all of it.</p>
      )}
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
        <LocalTime iso={notification.createdAt} />
        {notification.expiresAt && (
          <span>
            Until <LocalTime iso={notification.expiresAt} />
          </span>
        )}
        {subject && <SubjectLink subject={subject} className="font-medium text-brand-700 hover:underline" />}
      </p>
    </li>
  );
}
