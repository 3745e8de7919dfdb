// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadEntryInProgress, saveEntryInProgress } from './entry-in-progress';

afterEach(() => sessionStorage.clear());

const entry = { body: { content: 'Mine', attachmentMediaIds: ['med_1'] }, retryAt: 0, raffleEndsAt: '' };
const shot = { id: 'med_1', url: 'https://cdn.example/shot.png', name: 'shot.png', contentType: 'image/png' };

describe('an entry kept for its draw', () => {
  it('comes back with its files', () => {
    saveEntryInProgress('job1', 'acc', { ...entry, attachments: [shot] });
    expect(loadEntryInProgress('job1', 'acc')?.attachments).toEqual([shot]);
  });

  it('comes back without files it cannot read: the body, which is what goes again, is kept', () => {
    saveEntryInProgress('job1', 'acc', { ...entry, attachments: [{ id: 'med_1' }] as never });
    const held = loadEntryInProgress('job1', 'acc');
    expect(held?.body).toEqual(entry.body);
    expect(held?.attachments).toBeUndefined();
  });
});
