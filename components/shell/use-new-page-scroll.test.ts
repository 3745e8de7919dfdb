// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNewPageScroll } from './use-new-page-scroll';

let pathname = '/store';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const scrollTo = vi.fn();
beforeEach(() => {
  pathname = '/store';
  window.history.replaceState(null, '', '/store');
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => scrollTo.mockReset());

/** The shell on `from`, then the router showing `to` (the address already `to`, as the router sets it first). */
function navigate(from: string, to: string, before?: () => void) {
  pathname = from;
  const shell = renderHook(() => useNewPageScroll());
  before?.();
  window.history.pushState(null, '', to);
  pathname = to.replace(/[?#].*$/, '');
  shell.rerender();
}

describe('where a new page starts', () => {
  it('at the top when a link opens another page', () => {
    navigate('/store', '/users/pixel.forge');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('where it was when only the same page re-renders (filters, tabs and paging keep their own scroll)', () => {
    pathname = '/store';
    const shell = renderHook(() => useNewPageScroll());
    shell.rerender();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('where the browser restores it on back and forward', () => {
    navigate('/store', '/purchases', () => {
      window.history.pushState(null, '', '/purchases');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('at its anchor when the link names one', () => {
    navigate('/store', '/account#api-key');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
