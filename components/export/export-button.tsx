'use client';

/**
 * "Export CSV": reads what the page shows (every page of it), then saves it as
 * a file made in the browser; nothing is sent anywhere. While it reads, the
 * button waits and the rows read so far are said; then where they went, or
 * why the export stopped.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { CsvTable } from '@/lib/csv';
import { Icon } from '@/components/ui/icon';

type ExportState =
  | { step: 'idle' }
  | { step: 'reading'; rows: number }
  | { step: 'saved'; rows: number; fileName: string; incomplete?: string }
  | { step: 'failed'; message: string };

const rowsWords = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;

function saveFile(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Why an export stopped; the error module comes with the reads (loaded by then), not with the button. */
async function failureWords(error: unknown): Promise<string> {
  const { MarketplaceError } = await import('@/lib/marketplace/errors');
  return error instanceof MarketplaceError ? error.message : 'Something went wrong while reading. Try again.';
}

function stateWords(state: ExportState, what: string): string {
  switch (state.step) {
    case 'reading':
      return `Reading ${what}: ${rowsWords(state.rows)} so far. The marketplace allows one read every 10 seconds, so a long list takes a moment.`;
    case 'saved':
      return `Saved ${rowsWords(state.rows)} to ${state.fileName}.${state.incomplete ? ` ${state.incomplete}` : ''}`;
    case 'failed':
      return `The export stopped: ${state.message}`;
    default:
      return '';
  }
}

export function ExportButton({
  what,
  name,
  read,
}: {
  /** What is exported, for the state line ("your purchases"). */
  what: string;
  /** The file's name before its date: "purchases" saves "purchases-2026-11-26.csv". */
  name: string;
  /** Reads the whole table, telling the rows read so far. */
  read: (onRows: (count: number) => void) => Promise<CsvTable>;
}) {
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const reading = state.step === 'reading';

  async function run() {
    setState({ step: 'reading', rows: 0 });
    try {
      const table = await read((rows) => setState({ step: 'reading', rows }));
      // The file's making loads with the reads, not with the button.
      const { csvFileName, toCsv } = await import('@/lib/csv');
      const fileName = csvFileName(name);
      saveFile(fileName, toCsv(table));
      setState({ step: 'saved', rows: table.rows.length, fileName, incomplete: table.incomplete });
    } catch (error) {
      setState({ step: 'failed', message: await failureWords(error) });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => void run()} disabled={reading} aria-busy={reading}>
        <Icon name="download" className="size-4" />
        {reading ? 'Exporting…' : 'Export CSV'}
      </Button>
      <p role="status" className={state.step === 'failed' ? 'text-xs text-red-700' : 'text-xs text-slate-600'}>
        {stateWords(state, what)}
      </p>
    </div>
  );
}
