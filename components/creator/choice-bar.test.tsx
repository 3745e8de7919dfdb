// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceBar } from './choice-bar';
import { winnerRoom } from './winner-room';

afterEach(cleanup);

const bar = (winnersNow: number, selected: number) =>
  render(
    <ChoiceBar room={winnerRoom(3, winnersNow, selected)} selected={selected} opening={false} onChoose={() => {}} />,
  );

describe('the bar of a choice of winners', () => {
  it('counts the places left to fill', () => {
    bar(1, 1);
    expect(screen.getByText(/left to fill/).textContent).toBe('2 of 3 winners · 1 place left to fill');
    expect(screen.getByRole('button', { name: 'Choose 1 winner' })).toHaveProperty('disabled', false);
  });

  it('refuses more than the places left, when winners came meanwhile (another tab)', () => {
    bar(2, 3);
    expect(screen.getByText(/more than the places left/).textContent).toBe(
      '5 of 3 winners · 2 more than the places left: untick 2',
    );
    expect(screen.getByRole('button', { name: 'Choose 3 winners' })).toHaveProperty('disabled', true);
  });

  it('leaves the places to the marketplace while the job’s number is not known', () => {
    render(<ChoiceBar room={winnerRoom(undefined, 0, 2)} selected={2} opening={false} onChoose={() => {}} />);
    expect(screen.getByText(/job’s places/).textContent).toBe(
      '2 winners · the marketplace keeps the choice to the job’s places',
    );
    expect(screen.getByRole('button', { name: 'Choose 2 winners' })).toHaveProperty('disabled', false);
  });
});
