import { describe, expect, it, vi } from 'vitest';

const pages = vi.fn();
vi.mock('@/lib/marketplace/earnings/client', () => ({
  readEarningsInWindows: (_view: string, { page }: { page: number }) => Promise.resolve({ data: pages(page) }),
}));
const { readTable } = await import('./export-read');

const page = (nextPage: number | null, paginationLimited: boolean) => ({
  report: { rows: [], nextPage, paginationLimited },
});

describe('an earnings export', () => {
  it('says the file stops where the marketplace stops paging', async () => {
    pages.mockImplementation((n: number) => (n < 3 ? page(n + 1, false) : page(null, true)));
    const table = await readTable({ view: 'tips', range: '30d' } as never, () => undefined);
    expect(pages).toHaveBeenCalledTimes(3);
    expect(table.incomplete).toMatch(/older rows are not in the file/);
  });

  it('says when the vault could not read some of its batches, as the page does', async () => {
    pages.mockReset().mockImplementation((n: number) => ({
      report: {
        ...page(n < 2 ? n + 1 : null, false).report,
        reportStatus: n === 2 ? 'partial' : 'complete',
        unavailableBatchCount: n === 2 ? 3 : 0,
      },
    }));
    const table = await readTable({ view: 'vault', range: '30d' } as never, () => undefined);
    expect(table.incomplete).toBe(
      'The marketplace could not read 3 batches of this history, so some rows may be missing from the file.',
    );
  });

  it('does not invent a count of unread batches when an incomplete report gives none', async () => {
    pages
      .mockReset()
      .mockImplementation(() => ({ report: { ...page(null, false).report, reportStatus: 'unavailable' } }));
    const table = await readTable({ view: 'vault', range: '30d' } as never, () => undefined);
    expect(table.incomplete).toBe(
      'The marketplace could not read some batches of this history, so some rows may be missing from the file.',
    );
  });

  it('says nothing more when the whole history is in it', async () => {
    pages.mockReset().mockImplementation(() => page(null, false));
    expect((await readTable({ view: 'tips', range: '30d' } as never, () => undefined)).incomplete).toBeUndefined();
  });
});
