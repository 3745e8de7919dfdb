'use client';

/** The confirmation of a listing's activation or deactivation, which says what changes in the store, and its change. */
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import type { SellerProduct } from '@/lib/marketplace/seller/contract';
import { ChangeStatus, useChangeLabel } from './change-status';
import { useListingChange } from './use-listing-change';

export function ToggleDialog({
  product,
  activate,
  onClose,
}: {
  product: SellerProduct;
  activate: boolean;
  onClose: () => void;
}) {
  const verb = activate ? 'Activate' : 'Deactivate';
  // Activating or deactivating twice changes nothing: only a new listing and a replacement are kept across reloads.
  const change = useListingChange({
    onSaved: (answer) => {
      toast.success(
        answer.replayed
          ? 'Already saved: this change had gone through before.'
          : `${product.name}: ${activate ? 'activated' : 'deactivated'}.`,
      );
      onClose();
    },
  });
  const label = useChangeLabel(change, verb, activate ? 'Activating' : 'Deactivating');
  const confirm = () => change.submit({ kind: activate ? 'activate' : 'deactivate', id: product.id });
  return (
    <Dialog open onClose={onClose} title={`${verb} “${product.name}”?`}>
      <div className="space-y-4 text-sm">
        <p>
          {activate
            ? product.publicProfile
              ? 'Buyers will find it in the store again and can buy it.'
              : 'It will be active, but it stays out of the store until your seller profile is public.'
            : 'It leaves the store at once and nobody can buy it until you activate it again. Orders already paid are not affected.'}
        </p>
        <ChangeStatus change={change} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={activate ? 'primary' : 'danger'}
            onClick={change.uncertain ? change.retry : confirm}
            disabled={change.busy}
          >
            {label}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
