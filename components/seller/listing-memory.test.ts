// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ListingSaved } from '@/lib/marketplace/seller/client';
import { lastSavedAt, rememberSaved, useSavedSince } from './listing-memory';

it('dates a save by the server’s clock, as page reads are dated: a browser five minutes slow still sees a page read before it as older', () => {
  const savedAt = Date.now() + 5 * 60_000;
  rememberSaved({
    ok: true,
    replayed: false,
    profileSetupUrl: null,
    product: { id: 'p1', active: true },
    savedAt,
  } as unknown as ListingSaved);
  expect(lastSavedAt()).toBe(savedAt);
  const readBefore = savedAt - 1_000;
  const { result } = renderHook(() => useSavedSince(readBefore));
  expect(result.current.map((product) => product.id)).toEqual(['p1']);
});
