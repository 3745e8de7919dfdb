// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadErrorWords } from '@/lib/marketplace/errors';
import ReadErrorState from './read-error-state';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

// The words are here, as after a first error: the view shows at once.
beforeAll(() => loadErrorWords());
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
    shown(<ReadErrorState failure={refused()} title="This profile could not be loaded" readsAgain />);
    act(() => vi.advanceTimersByTime(1_900));
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits for the person otherwise', () => {
    shown(<ReadErrorState failure={refused()} title="The store could not be loaded" />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('reads again after each new refusal the page renders', () => {
    const { rerender } = shown(<ReadErrorState failure={refused()} title="Profile" readsAgain />);
    act(() => vi.advanceTimersByTime(2_500));
    rerender(<ReadErrorState failure={refused()} title="Profile" readsAgain />);
    act(() => {});
    act(() => vi.advanceTimersByTime(2_500));
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
