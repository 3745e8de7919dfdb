// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageError } from './page-error';

afterEach(cleanup);

describe('the error page of an area', () => {
  it('says what failed in plain words, focuses that, and offers to try again and a way home', () => {
    const retry = vi.fn();
    render(<PageError what="The store" retry={retry} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'The store could not be shown' });
    expect(document.activeElement).toBe(heading);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the store' }).getAttribute('href')).toBe('/store');
    expect(screen.getByRole('link', { name: 'unfinished operations' }).getAttribute('href')).toBe('/recovery');
  });

  it('shows no error message, stack, code or digest', () => {
    const { container } = render(<PageError what="Your purchases" retry={() => {}} />);
    expect(container.textContent).not.toMatch(/digest|stack|Error:|NEXT_|\b[45]\d\d\b/i);
  });
});

describe('error boundaries', () => {
  const dashboard = path.join(__dirname, '../../app/(dashboard)');

  // Every area has its own, so none is left to a dashboard-wide one, which every page would download besides its area's.
  it('exist for every area folder, each using the shared page', () => {
    const areas = readdirSync(dashboard).filter((name) => statSync(path.join(dashboard, name)).isDirectory());
    expect(areas.length).toBeGreaterThan(10);
    for (const folder of areas) {
      const file = path.join(dashboard, folder, 'error.tsx');
      const source = readFileSync(file, 'utf8');
      expect(source, file).toMatch(/^'use client';/);
      expect(source, file).toContain('<PageError what=');
      expect(source, file).toContain('retry={retry}');
    }
  });
});
