// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogStep } from './dialog-step';

afterEach(cleanup);

/** Two steps in turn, as a flow shows them: pressing the first one's button replaces it with the second. */
function Steps() {
  const [second, setSecond] = useState(false);
  return second ? (
    <DialogStep title="Second step" />
  ) : (
    <DialogStep title="First step">
      <button type="button" onClick={() => setSecond(true)}>
        Go on
      </button>
    </DialogStep>
  );
}

describe('DialogStep on a page', () => {
  it('takes the focus in a steps region when the control pressed went away with the step before', () => {
    render(
      <div data-steps>
        <Steps />
      </div>,
    );
    const go = screen.getByRole('button', { name: 'Go on' });
    go.focus();
    fireEvent.click(go);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Second step' }));
  });

  it('takes nothing from elsewhere on the page, nor outside a steps region', () => {
    render(<Steps />);
    fireEvent.click(screen.getByRole('button', { name: 'Go on' }));
    expect(document.activeElement).toBe(document.body);
    cleanup();

    render(
      <>
        <input aria-label="Elsewhere" />
        <div data-steps>
          <Steps />
        </div>
      </>,
    );
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Go on' }));
    expect(document.activeElement).toBe(elsewhere);
  });
});
