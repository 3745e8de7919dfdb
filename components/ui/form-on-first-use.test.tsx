// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FirstUse, formOnFirstUse, startingValues } from './form-on-first-use';

afterEach(cleanup);

const EMPTY = { service: 'likes', url: '', amount: '40' };

/** The form as it loads: it starts from what the stand-in held. */
const sends = vi.fn();

function RealForm({ firstUse }: { firstUse?: FirstUse }) {
  const values = startingValues(EMPTY, firstUse);
  return (
    <form
      aria-label="real"
      onSubmit={(event) => {
        event.preventDefault();
        sends(new FormData(event.currentTarget).get('url'));
      }}
    >
      <input aria-label="Link" name="url" defaultValue={values.url} />
      <input aria-label="Amount" name="amount" defaultValue={values.amount} />
      <p>touched: {firstUse?.touched.join(',')}</p>
    </form>
  );
}

const standIn = (
  <form aria-label="stand-in">
    <input aria-label="Link" name="url" />
    <input aria-label="Amount" name="amount" defaultValue="40" />
  </form>
);

function setUp() {
  let loaded!: (form: typeof RealForm) => void;
  const load = vi.fn(() => new Promise<typeof RealForm>((resolve) => (loaded = resolve)));
  const Lazy = formOnFirstUse(load);
  render(<Lazy standIn={standIn} />);
  return { load, loaded: (form: typeof RealForm) => act(async () => loaded(form)) };
}

describe('a form loaded on first use', () => {
  it('shows its stand-in and loads nothing until a person starts with it', () => {
    const { load } = setUp();
    expect(screen.getByRole('form', { name: 'stand-in' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads at once, without a first use, when it has something to say', async () => {
    const load = vi.fn(async () => RealForm);
    const Lazy = formOnFirstUse(load, ({ urgent }: { urgent: boolean }) => urgent);
    render(<Lazy standIn={standIn} urgent />);
    expect(await screen.findByRole('form', { name: 'real' })).toBeTruthy();
    cleanup();
    const quiet = vi.fn(async () => RealForm);
    const Quiet = formOnFirstUse(quiet, ({ urgent }: { urgent: boolean }) => urgent);
    render(<Quiet standIn={standIn} urgent={false} />);
    await act(async () => undefined);
    expect(quiet).not.toHaveBeenCalled();
  });

  it('takes over what was typed and left, with the focus where it was', async () => {
    const { load, loaded } = setUp();
    const link = screen.getByLabelText('Link');
    fireEvent.focus(link);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.change(link, { target: { value: 'https://x.com/a/status/1' } });
    fireEvent.blur(link);
    const amount = screen.getByLabelText('Amount');
    amount.focus();
    fireEvent.change(amount, { target: { value: '55' } });
    fireEvent.focus(amount);
    expect(load).toHaveBeenCalledTimes(1);

    await loaded(RealForm);
    expect(screen.getByRole('form', { name: 'real' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Link').value).toBe('https://x.com/a/status/1');
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('55');
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    expect(screen.getByText(/^touched:/).textContent).toBe('touched: url');
  });

  it('keeps the focus on a button the person had reached, found by its words', async () => {
    const withButton = (
      <form aria-label="stand-in">
        <input aria-label="Link" name="url" />
        <button type="button">Remove the picture</button>
      </form>
    );
    let loaded!: (form: typeof RealForm) => void;
    const Lazy = formOnFirstUse(() => new Promise<typeof RealForm>((resolve) => (loaded = resolve)));
    render(<Lazy standIn={withButton} />);
    const standInButton = screen.getByRole('button', { name: 'Remove the picture' });
    standInButton.focus();
    fireEvent.focus(standInButton);
    const RealWithButton = () => (
      <form aria-label="real">
        <button type="button">Upload a picture</button>
        <button type="button">Remove the picture</button>
      </form>
    );
    await act(async () => loaded(RealWithButton));
    expect(screen.getByRole('form', { name: 'real' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove the picture' }));
  });

  it('sends the form once it has loaded when the stand-in was sent', async () => {
    sends.mockClear();
    const { load, loaded } = setUp();
    fireEvent.change(screen.getByLabelText('Link'), { target: { value: 'https://x.com/a/status/2' } });
    const submitted = fireEvent.submit(screen.getByRole('form', { name: 'stand-in' }));
    expect(submitted).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sends).not.toHaveBeenCalled();
    await loaded(RealForm);
    expect(sends).toHaveBeenCalledExactlyOnceWith('https://x.com/a/status/2');
  });

  it('does not send a form only focused', async () => {
    sends.mockClear();
    const { loaded } = setUp();
    fireEvent.focus(screen.getByLabelText('Link'));
    await loaded(RealForm);
    expect(sends).not.toHaveBeenCalled();
  });
});

describe('a form whose code arrives while a person types', () => {
  it('keeps what was typed after the code arrived and before the form rendered', async () => {
    let loaded!: (form: typeof RealForm) => void;
    const Lazy = formOnFirstUse(() => new Promise<typeof RealForm>((resolve) => (loaded = resolve)));
    render(<Lazy standIn={standIn} />);
    const link = screen.getByLabelText<HTMLInputElement>('Link');
    act(() => link.focus());
    await act(async () => {
      loaded(RealForm);
      // The code has arrived (its promise settled); the form is not rendered yet, and a key lands in the stand-in.
      await Promise.resolve();
      await Promise.resolve();
      link.value = 'https://x.com/a/status/2';
    });
    const real = screen.getByLabelText<HTMLInputElement>('Link');
    expect(screen.getByRole('form', { name: 'real' }).contains(real)).toBe(true);
    expect(real.value).toBe('https://x.com/a/status/2');
    expect(document.activeElement).toBe(real);
  });
  it('keeps the text a person selected to replace selected, so what they type next replaces it', async () => {
    const { loaded } = setUp();
    const amount = screen.getByLabelText<HTMLInputElement>('Amount');
    amount.focus();
    // Selecting all to type over it (as a double click, Ctrl+A or a test's fill does) while the form's code arrives.
    amount.select();
    await loaded(RealForm);
    const real = screen.getByLabelText<HTMLInputElement>('Amount');
    expect(screen.getByRole('form', { name: 'real' }).contains(real)).toBe(true);
    expect(document.activeElement).toBe(real);
    expect([real.selectionStart, real.selectionEnd]).toEqual([0, 2]);
  });
});

describe('a form with a text area loaded on first use', () => {
  function WithNotes({ firstUse }: { firstUse?: FirstUse }) {
    const values = startingValues({ notes: '' }, firstUse);
    return (
      <form aria-label="real">
        <textarea aria-label="Notes" name="notes" defaultValue={values.notes} />
      </form>
    );
  }

  it('takes over what was typed in it, with the focus at the end of it', async () => {
    let loaded!: (form: typeof WithNotes) => void;
    const Lazy = formOnFirstUse(() => new Promise<typeof WithNotes>((resolve) => (loaded = resolve)));
    render(
      <Lazy
        standIn={
          <form aria-label="stand-in">
            <textarea aria-label="Notes" name="notes" />
          </form>
        }
      />,
    );
    const notes = screen.getByLabelText('Notes');
    notes.focus();
    fireEvent.change(notes, { target: { value: 'Name our tea' } });
    await act(async () => loaded(WithNotes));
    const real = screen.getByLabelText<HTMLTextAreaElement>('Notes');
    expect(screen.getByRole('form', { name: 'real' }).contains(real)).toBe(true);
    expect(real.value).toBe('Name our tea');
    expect(document.activeElement).toBe(real);
    expect(real.selectionStart).toBe('Name our tea'.length);
  });
});

describe('a form whose code arrives while a person presses its button', () => {
  it('waits for the press to end, so its click sends the stand-in, and then sends the form once', async () => {
    sends.mockClear();
    let loaded!: (form: typeof RealForm) => void;
    const Lazy = formOnFirstUse(() => new Promise<typeof RealForm>((resolve) => (loaded = resolve)));
    render(
      <Lazy
        standIn={
          <form aria-label="stand-in">
            <input aria-label="Link" name="url" defaultValue="https://x.com/a/status/3" />
            <button type="submit">Send</button>
          </form>
        }
      />,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.pointerDown(send);
    // The code arrives between the button's press and its release.
    await act(async () => loaded(RealForm));
    expect(screen.getByRole('form', { name: 'stand-in' })).toBeTruthy();
    await act(async () => {
      fireEvent.pointerUp(send);
      fireEvent.click(send);
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(screen.getByRole('form', { name: 'real' })).toBeTruthy();
    expect(sends).toHaveBeenCalledExactlyOnceWith('https://x.com/a/status/3');
  });
});
