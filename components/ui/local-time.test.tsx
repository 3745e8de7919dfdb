// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalTime } from './local-time';

// Hydrating by hand, as Next does: React checks its updates are awaited with act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EVENING_UTC = '2026-11-27T20:05:00.000Z';

describe('a moment in the reader’s time zone', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterEach(() => {
    process.env.TZ = zone;
    document.body.innerHTML = '';
  });

  it('is said in UTC, named, by the server, which does not know the reader’s zone', () => {
    expect(renderToString(<LocalTime iso={EVENING_UTC} />)).toContain('Nov 27, 2026, 8:05 PM UTC');
    expect(renderToString(<LocalTime iso={EVENING_UTC} style="date" />)).toContain('Nov 27, 2026<');
  });

  it('is said in the reader’s zone once hydrated, without a hydration mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LocalTime iso={EVENING_UTC} />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <LocalTime iso={EVENING_UTC} />, { onRecoverableError: (error) => errors.push(error) });
    });
    const time = container.querySelector('time')!;
    expect(errors).toEqual([]);
    expect(time.getAttribute('datetime')).toBe(EVENING_UTC);
    expect(time.textContent).toBe(
      new Date(EVENING_UTC).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
    // Tokyo is 9 hours ahead: the evening of the 27th in UTC is the morning of the 28th there.
    expect(time.textContent).toMatch(/28/);
  });
});
