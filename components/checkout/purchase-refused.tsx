/**
 * An order the page's own read was refused for good, rendered on the server: the view that follows an order (and
 * its code) is not needed, and the browser reads nothing again, as it would not have either.
 */
import { ReadError } from '@/components/ui/read-error';
import type { ReadFailure } from '@/lib/marketplace/read-failure';
import { LookUpAsHire, NotReadable, backToPurchases, isDenied } from './order-refusal';

export function PurchaseRefused({
  purchaseId,
  failure,
  kindGuessed,
}: {
  purchaseId: string;
  failure: ReadFailure;
  kindGuessed: boolean;
}) {
  return (
    <div className="space-y-4">
      {backToPurchases}
      {isDenied(failure.status) ? (
        <NotReadable />
      ) : (
        <ReadError failure={failure} title="The status could not be read" />
      )}
      {kindGuessed && failure.status === 404 && <LookUpAsHire purchaseId={purchaseId} />}
    </div>
  );
}
