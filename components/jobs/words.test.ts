import { describe, expect, it } from 'vitest';
import { closingText, timeLeft } from './closing-words';
import { entryKindText, entryOutcome, jobTitle, titleOf, workStatusText } from './words';

describe('job words', () => {
  it('says the time left coarser as it grows', () => {
    expect(timeLeft(12)).toBe('12 s');
    expect(timeLeft(249)).toBe('4 min 09 s');
    expect(timeLeft(3 * 3600 + 5 * 60 + 7)).toBe('3 h 05 min');
    expect(timeLeft(86_400)).toBe('1 day');
    expect(timeLeft(2 * 86_400 + 4 * 3600)).toBe('2 days 4 h');
    expect(timeLeft(-5)).toBe('0 s');
  });

  it('says whether a job still takes entries', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(closingText(null, now)).toBe('No closing date');
    expect(closingText('2025-01-01T00:10:00Z', now)).toBe('Closes in 10 min 00 s');
    expect(closingText('2024-12-31T23:59:59Z', now)).toBe('Closed for entries');
  });

  it('words a job status for workers, unknown ones included, never raw', () => {
    expect(workStatusText('in_progress')).toBe('Taking entries');
    expect(workStatusText('review')).toBe('Winners being chosen');
    expect(workStatusText('on_fire')).toBe('On fire');
    expect(workStatusText(null)).toBe('Status not known');
  });

  it('tells a win, a loss and a wait apart', () => {
    expect(entryOutcome({ winner: true, work_status: 'completed', zero_reward_result: false }).label).toBe('Winner');
    expect(entryOutcome({ winner: false, work_status: 'completed', zero_reward_result: true }).label).toBe(
      'Not chosen',
    );
    expect(entryOutcome({ winner: false, work_status: 'in_progress', zero_reward_result: false }).label).toBe(
      'Waiting for the result',
    );
    expect(entryOutcome({ winner: false, work_status: 'cancelled', zero_reward_result: false }).label).toBe(
      'Job cancelled',
    );
  });

  it('names a job by the first line of its text, cut at a word', () => {
    expect(titleOf('Name our new coffee blend\nWe roast in small batches.')).toBe('Name our new coffee blend');
    expect(titleOf('  Tell   us why  ')).toBe('Tell us why');
    const long =
      'Write a short story about a lighthouse keeper who finds a message in a bottle and decides to answer it';
    expect(titleOf(long)).toBe('Write a short story about a lighthouse keeper who finds a message in a bottle…');
    expect(titleOf('x'.repeat(100))).toBe(`${'x'.repeat(80)}…`);
    expect(jobTitle({ description: 'Secret', descriptionRestricted: true })).toBe('A job for verified humans');
    expect(jobTitle({ description: '  ', descriptionRestricted: false })).toBe('Job (title unavailable)');
  });
});

describe('what an entry must be (spec 4.6)', () => {
  it('asks a creator-chosen selection for a proposal, and every other job for the completed work', () => {
    expect(entryKindText({ mode: 'selection', selectionType: 'creator' })).toMatch(/^A proposal/);
    expect(entryKindText({ mode: 'selection', selectionType: 'random' })).toBe('The completed work, not a proposal.');
    expect(entryKindText({ mode: 'challenge', selectionType: null })).toBe('The completed work, not a proposal.');
    expect(entryKindText({ mode: 'contest', selectionType: null })).toBe('The completed work, not a proposal.');
    expect(entryKindText({ mode: 'social', selectionType: null })).toBeUndefined();
  });
});
