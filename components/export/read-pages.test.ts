import { expect, it, vi } from 'vitest';
import { readAllPages } from './read-pages';

it('reads page after page until there is no next one, reporting the rows read so far', async () => {
  const pages: Record<number, { rows: string[]; next: number | null }> = {
    1: { rows: ['a', 'b'], next: 2 },
    2: { rows: ['c', 'd'], next: 3 },
    3: { rows: ['e'], next: null },
  };
  const read = vi.fn(async (page: number) => pages[page]!);
  const progress: number[] = [];
  expect(await readAllPages(1, read, (n) => progress.push(n))).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect(read.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  expect(progress).toEqual([2, 4, 5]);
});

it('stops when a list points back to a page already read', async () => {
  const read = vi.fn(async (cursor: string) => ({ rows: [cursor], next: cursor === 'x' ? 'y' : 'x' }));
  expect(await readAllPages('x', read)).toEqual(['x', 'y']);
});

it('fails as the read fails: no partial file', async () => {
  const read = vi.fn(async (page: number) => {
    if (page === 2) throw new Error('window');
    return { rows: [page], next: page + 1 };
  });
  await expect(readAllPages(1, read)).rejects.toThrow('window');
});
