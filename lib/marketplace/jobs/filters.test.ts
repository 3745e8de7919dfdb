import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_FILTERS, boardFiltersFrom, boardFiltersToQuery, matchesBoardFilters } from './filters';
import type { JobListing } from './contract';

const job = (overrides: Partial<JobListing> = {}) =>
  ({
    mode: 'challenge',
    type: 'custom',
    agentsOnly: false,
    requiresHumanVerification: false,
    ...overrides,
  }) as JobListing;

describe('board filters in the URL', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const filters = {
      view: 'available',
      mode: 'contest',
      type: 'custom',
      agentsOnly: true,
      humanVerification: 'required',
    } as const;
    const query = boardFiltersToQuery(filters);
    expect(query).toBe('?view=available&mode=contest&type=custom&agentsOnly=true&human=required');
    expect(boardFiltersFrom(new URLSearchParams(query))).toEqual(filters);
    expect(boardFiltersToQuery(DEFAULT_BOARD_FILTERS)).toBe('');
  });

  it('falls back to defaults for unknown values', () => {
    expect(boardFiltersFrom(new URLSearchParams('view=mine&mode=auction&type=x&agentsOnly=yes&human=maybe'))).toEqual(
      DEFAULT_BOARD_FILTERS,
    );
  });
});

describe('matchesBoardFilters', () => {
  it('keeps jobs matching every filter', () => {
    expect(matchesBoardFilters(job(), DEFAULT_BOARD_FILTERS)).toBe(true);
    expect(matchesBoardFilters(job({ mode: 'contest' }), { ...DEFAULT_BOARD_FILTERS, mode: 'challenge' })).toBe(false);
    expect(
      matchesBoardFilters(job({ type: 'social', mode: 'social' }), { ...DEFAULT_BOARD_FILTERS, type: 'custom' }),
    ).toBe(false);
    expect(matchesBoardFilters(job(), { ...DEFAULT_BOARD_FILTERS, agentsOnly: true })).toBe(false);
    expect(matchesBoardFilters(job({ agentsOnly: true }), { ...DEFAULT_BOARD_FILTERS, agentsOnly: true })).toBe(true);
    expect(matchesBoardFilters(job(), { ...DEFAULT_BOARD_FILTERS, humanVerification: 'required' })).toBe(false);
    expect(
      matchesBoardFilters(job({ requiresHumanVerification: true }), {
        ...DEFAULT_BOARD_FILTERS,
        humanVerification: 'not_required',
      }),
    ).toBe(false);
  });
});
