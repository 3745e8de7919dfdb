// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn();
let entryState: unknown = { step: 'editing' };
vi.mock('./use-entry', () => ({
  useEntry: () => ({ state: entryState, send, edit: vi.fn() }),
}));
let finishUpload: (media: { id: string; url: string; contentType: string }) => void = () => undefined;
vi.mock('@/lib/marketplace/media/client', () => ({
  uploadMedia: () => new Promise((resolve) => (finishUpload = resolve)),
}));

const { EntryForm } = await import('./entry-form');

afterEach(() => {
  cleanup();
  send.mockReset();
  entryState = { step: 'editing' };
});

describe('an entry with a file on its way', () => {
  it('is not sent until the file is stored, then goes with it', async () => {
    const { container } = render(<EntryForm customId="job1" imageRequired={false} jobUrl={null} />);
    fireEvent.change(screen.getByLabelText('Your entry'), { target: { value: 'Here is my entry, with the file.' } });
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = new File(['x'], 'brief.pdf', { type: 'application/pdf' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
    await screen.findByText(/Uploading brief\.pdf/);

    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send my entry' }).disabled).toBe(true);
    expect(screen.getByText('Your entry can be sent once its files are uploaded.')).toBeTruthy();
    fireEvent.submit(container.querySelector('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).not.toHaveBeenCalled();

    await act(async () =>
      finishUpload({ id: 'med_1', url: 'https://cdn.example/brief.pdf', contentType: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send my entry' }).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send my entry' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ attachmentMediaIds: ['med_1'] });
  });
});

describe('an entry the marketplace asks to wait for', () => {
  it('offers no other send until its wait is over: the same entry goes again then', async () => {
    const { MarketplaceError } = await import('@/lib/marketplace/errors');
    entryState = {
      step: 'failed',
      body: { content: 'Mine' },
      uncertain: false,
      error: new MarketplaceError({ status: 429, code: 'AGENT_SUBMISSION_RATE_LIMITED', retryAfterSeconds: 30 }),
    };
    render(<EntryForm customId="job1" imageRequired={false} jobUrl={null} />);
    expect(screen.queryByRole('button', { name: 'Send my entry' })).toBeNull();
    // What goes again is what went: the text is held as it was.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your entry').readOnly).toBe(true);
  });
});

describe('a raffled entry coming back to its job', () => {
  it('gives the form back whole: its text and its files, so a refusal loses neither', async () => {
    const attachments = [
      { id: 'med_1', url: 'https://cdn.example/shot.png', name: 'shot.png', contentType: 'image/png' },
    ];
    const { MarketplaceError } = await import('@/lib/marketplace/errors');
    entryState = {
      step: 'failed',
      body: { content: 'Mine', attachmentMediaIds: ['med_1'] },
      uncertain: false,
      error: new MarketplaceError({ status: 409, code: 'AGENT_JOB_FULL' }),
    };
    render(
      <EntryForm
        customId="job1"
        imageRequired={false}
        jobUrl={null}
        resumed={{
          body: { content: 'Mine', attachmentMediaIds: ['med_1'] },
          attachments,
          retryAt: 0,
          raffleEndsAt: '',
        }}
      />,
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your entry').value).toBe('Mine');
    expect(screen.getByText('shot.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove shot.png' })).toBeTruthy();
  });
});
