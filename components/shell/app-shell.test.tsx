// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';

vi.mock('next/navigation', () => ({ usePathname: () => '/store' }));

afterEach(cleanup);

/** The text of the element that names `element` (aria-labelledby). */
const accessibleName = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent;

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

  it('closes the narrow-screen navigation when one of its links is followed', () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
    render(
      <AppShell upstreamLabel="wurkapi.fun" sandbox={false}>
        <p>page</p>
      </AppShell>,
    );
    const menu = screen.getByRole('button', { name: 'Open navigation' });
    fireEvent.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Account' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(drawer.querySelector('a')).toBeNull();
  });

  it('groups the areas by what a person comes to do, each group a list named by its label', () => {
    render(
      <AppShell upstreamLabel="wurkapi.fun" sandbox={false}>
        <p>page</p>
      </AppShell>,
    );
    const nav = screen.getByRole('navigation', { name: 'Areas' });
    const groups = within(nav).getAllByRole('list');
    expect(groups.map((list) => list.getAttribute('aria-labelledby') && accessibleName(list))).toEqual([
      'Buy',
      'Sell',
      'Work',
      'Create',
      'Money',
      'Account',
    ]);
    const links = (name: string) =>
      within(within(nav).getByRole('list', { name }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(links('Buy')).toEqual(['Store', 'Hire', 'Purchases']);
    expect(links('Sell')).toEqual(['Seller']);
    expect(links('Work')).toEqual(['Jobs', 'Submissions']);
    expect(links('Create')).toEqual(['Creator', 'Launch']);
    expect(links('Money')).toEqual(['Swaps', 'Earnings']);
    expect(links('Account')).toEqual(['Notifications', 'Account']);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Store');
  });
});
