// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MarketplaceError, loadErrorWords } from '@/lib/marketplace/errors';
import { ExportButton } from './export-button';

beforeAll(() => loadErrorWords());
afterEach(cleanup);

const exportOf = (read: () => Promise<never>) => <ExportButton what="your earnings" name="earnings" read={read} />;

describe('an export that stops', () => {
  it('says why in the marketplace’s plain words, the error class loading with the failure', async () => {
    const refused = new MarketplaceError({ status: 503, code: 'AGENT_READ_BUSY', retryAfterSeconds: 2 });
    render(exportOf(() => Promise.reject(refused)));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(`The export stopped: ${refused.message}`)).toBeTruthy();
    expect(refused.message).not.toMatch(/AGENT_READ_BUSY|503/);
  });

  it('says something went wrong when the failure is not the marketplace’s', async () => {
    render(exportOf(() => Promise.reject(new TypeError('boom'))));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export stopped: Something went wrong while reading. Try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
  });
});

describe('an export the marketplace could not page to the end', () => {
  it('says, when saved, that older rows are not in the file', async () => {
    globalThis.URL.createObjectURL ??= () => 'blob:x';
    globalThis.URL.revokeObjectURL ??= () => undefined;
    const incomplete = 'The marketplace pages no further than 1,000 pages, so older rows are not in the file.';
    render(
      <ExportButton
        what="your earnings"
        name="earnings"
        read={async () => ({ header: ['Date'], rows: [['2026-11-01']], incomplete })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(new RegExp(`^Saved 1 row to earnings-.*\\.csv\\. ${incomplete}`))).toBeTruthy();
  });
});
