// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Route } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUrlFilter, type FilterChoice } from './url-filter';

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const CHOICES: FilterChoice<'all' | 'open'>[] = [
  { value: 'all', label: 'All', href: '/submissions' as Route },
  { value: 'open', label: 'Open', href: '/submissions?filter=open' as Route },
];

function Filter({ navigation }: { navigation: 'push' | 'replace' }) {
  const { shown, choose } = useUrlFilter<'all' | 'open'>('all', CHOICES, navigation);
  return (
    <button type="button" onClick={() => choose('open')}>
      {shown}
    </button>
  );
}

describe('a filter kept in the URL', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it.each(['push', 'replace'] as const)('opens the chosen address with %s, keeping the scroll', async (navigation) => {
    render(<Filter navigation={navigation} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(router[navigation]).toHaveBeenCalledWith('/submissions?filter=open', { scroll: false });
    expect(router[navigation === 'push' ? 'replace' : 'push']).not.toHaveBeenCalled();
  });
});
