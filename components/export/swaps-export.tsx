'use client';

/** Export the whole swap history, newest first, each swap once; the reads and the table load with the first press. */
import { ExportButton } from './export-button';

export function SwapsExport() {
  return (
    <ExportButton
      what="your swaps"
      name="swaps"
      read={async (onRows) => (await import('./swaps-read')).readSwapsTable(onRows)}
    />
  );
}
