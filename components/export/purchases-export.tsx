'use client';

/** Export every purchase and hire of the account, newest first; the reads load with the first press. */
import { ExportButton } from './export-button';

export function PurchasesExport() {
  return (
    <ExportButton
      what="your purchases"
      name="purchases"
      read={async (onRows) => (await import('./purchases-read')).readPurchasesTable(onRows)}
    />
  );
}
