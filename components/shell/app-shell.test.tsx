// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';

vi.mock('next/navigation', () => ({ usePathname: () => '/store' }));

afterEach(cleanup);

describe('the dashboard shell', () => {
  it('shows the test-mode banner against the sandbox', () => {
    render(
      <AppShell upstreamLabel="127.0.0.1:4020" sandbox>
        <p>page</p>
      </AppShell>,
    );
    expect(screen.getByRole('note', { name: 'Test mode' }).textContent).toBe(
      'Test mode: local sandbox, no real money moves.',
    );
  });

  it('never shows it against the live service', () => {
    render(
      <AppShell upstreamLabel="wurkapi.fun" sandbox={false}>
        <p>page</p>
      </AppShell>,
    );
    expect(screen.queryByRole('note', { name: 'Test mode' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/test mode|sandbox/i);
  });

  it('skips to a main region that can take focus', () => {
    render(
      <AppShell upstreamLabel="wurkapi.fun" sandbox={false}>
        <p>page</p>
      </AppShell>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.tabIndex).toBe(-1);
  });

  it('renders the narrow-screen navigation only while it is open, so a page carries one copy of the links', () => {
    // jsdom has no modal dialogs; opening one here only needs to mark it open.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    const { container } = render(
      <AppShell upstreamLabel="wurkapi.fun" sandbox={false}>
        <p>page</p>
      </AppShell>,
    );
    const storeLinks = () => container.querySelectorAll('a[href="/store"][aria-current="page"]');
    expect(storeLinks()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(storeLinks()).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Navigation' }).querySelector('a[href="/store"]')).not.toBeNull();
  });
});
