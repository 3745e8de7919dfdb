'use client';

import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/states';

/** The journal could not be read before a launch: whether an earlier payment for it is in doubt is not known, so none starts. */
export default function EarlierUncheckedDialog({
  title,
  error,
  onRetry,
  onClose,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title={`Pay for ${title}`}>
      <ErrorState
        error={error}
        title="Your earlier payments could not be checked, so nothing can be paid yet"
        onRetry={onRetry}
      />
    </Dialog>
  );
}
