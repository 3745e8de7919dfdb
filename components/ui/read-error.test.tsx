// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ERROR_WORDS } from '@/lib/marketplace/error-words';
import { ReadError } from './read-error';
import { ReadRetry } from './read-retry';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

beforeEach(() => {
  vi.useFakeTimers();
  refresh.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Renders, and lets its effects run before any time passes. */
function shown(ui: React.ReactElement) {
  const view = render(ui);
  act(() => {});
  return view;
}

/** A profile read refused by its window, told to wait 2 s. */
const refused = () => ({ status: 429, code: 'AGENT_USER_RATE_LIMITED', retryAfterSeconds: 2 });

describe('a read the server was refused', () => {
  it('renders the page again once the wait it was told is over, when it reads again on its own', () => {
    shown(<ReadRetry failure={refused()} readsAgain />);
    act(() => vi.advanceTimersByTime(1_900));
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits for the person otherwise', () => {
    shown(<ReadRetry failure={refused()} readsAgain={false} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('reads again after each new refusal the page renders', () => {
    const { rerender } = shown(<ReadRetry failure={refused()} readsAgain />);
    act(() => vi.advanceTimersByTime(2_500));
    rerender(<ReadRetry failure={refused()} readsAgain />);
    act(() => {});
    act(() => vi.advanceTimersByTime(2_500));
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

describe('a read the server was refused, as the server says it', () => {
  it('is the plain words for its code, its title and the wait, never the code', async () => {
    vi.useRealTimers();
    const html = renderToStaticMarkup(
      await ReadError({ failure: refused(), title: 'This profile could not be loaded' }),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('This profile could not be loaded');
    expect(html).toContain(ERROR_WORDS.AGENT_USER_RATE_LIMITED);
    expect(html).not.toContain('AGENT_USER_RATE_LIMITED');
    expect(html).toContain('Try again in 2s');
  });
});
