// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkPending } from './link-pending';

const status = { pending: false };
vi.mock('next/link', () => ({ useLinkStatus: () => status }));

afterEach(cleanup);

describe('a link whose page the server renders', () => {
  it('says only its words until followed', () => {
    status.pending = false;
    render(<LinkPending>Older</LinkPending>);
    expect(document.body.textContent).toBe('Older');
  });

  it('says it is loading while the page it opens is rendered', () => {
    status.pending = true;
    render(<LinkPending>Older</LinkPending>);
    expect(screen.getByText('(loading)')).toBeTruthy();
    expect(document.body.textContent).toBe('Older(loading)');
  });
});
