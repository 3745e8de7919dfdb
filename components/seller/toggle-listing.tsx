'use client';

/** Activating or deactivating a listing, after a confirmation whose code (and the change's) loads with the first press. */
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { loadWithQueries } from '@/components/queries';
import { Button } from '@/components/ui/button';
import type { SellerProduct } from '@/lib/marketplace/seller/contract';

const ToggleDialog = dynamic(() => loadWithQueries(import('./toggle-dialog').then((m) => m.ToggleDialog)), {
  ssr: false,
});

export function ToggleListing({ product }: { product: SellerProduct }) {
  const [open, setOpen] = useState(false);
  const activate = !product.active;
  const verb = activate ? 'Activate' : 'Deactivate';
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setOpen(true);
          // The row that shows the change once it is saved.
          void import('./listing-row').catch(() => undefined);
        }}
        aria-label={`${verb} ${product.name}`}
      >
        {verb}
      </Button>
      {open && <ToggleDialog product={product} activate={activate} onClose={() => setOpen(false)} />}
    </>
  );
}
