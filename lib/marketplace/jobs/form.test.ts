import { describe, expect, it } from 'vitest';
import { JOB_LIMITS } from './terms';
import { entryBody, entryFormSchema } from './form';
import type { AttachedMedia } from './form-values';

const png: AttachedMedia = {
  id: 'med_1',
  url: 'https://m.example/media/uploads/med_1?t=abcdefabcdefabcdef',
  name: 'shot.png',
  contentType: 'image/png',
};
const pdf: AttachedMedia = { ...png, id: 'med_2', name: 'notes.pdf', contentType: 'application/pdf' };
const issues = (imageRequired: boolean, values: { content: string; attachments: AttachedMedia[] }) => {
  const result = entryFormSchema(imageRequired).safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the entry form', () => {
  it('takes text, files or both, and refuses an empty entry in words', () => {
    expect(issues(false, { content: 'hello', attachments: [] })).toEqual([]);
    expect(issues(false, { content: '', attachments: [pdf] })).toEqual([]);
    expect(issues(false, { content: '   ', attachments: [] })).toEqual([
      ['content', 'Write something or attach at least one file.'],
    ]);
  });

  it('counts text as the marketplace does: trimmed, at most 5,000 characters', () => {
    expect(issues(false, { content: ` ${'a'.repeat(JOB_LIMITS.contentMax)} `, attachments: [] })).toEqual([]);
    expect(issues(false, { content: 'a'.repeat(JOB_LIMITS.contentMax + 1), attachments: [] })).toEqual([
      ['content', 'Shorten the text to at most 5,000 characters.'],
    ]);
  });

  it('allows at most five files', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ ...pdf, id: `med_${i}` }));
    expect(issues(false, { content: 'x', attachments: six })).toEqual([['attachments', 'Attach at most 5 files.']]);
  });

  it('asks for an image on an image-required job, and a PDF is not one', () => {
    expect(issues(true, { content: 'x', attachments: [pdf] })).toEqual([
      ['attachments', 'This job needs an image as evidence: attach a PNG, JPEG, GIF or WebP image.'],
    ]);
    expect(issues(true, { content: 'x', attachments: [pdf, png] })).toEqual([]);
  });

  it('becomes the same body each time: trimmed text and the ids in order', () => {
    const values = { content: '  my entry \n', attachments: [png, pdf] };
    expect(entryBody(values)).toEqual({ content: 'my entry', attachmentMediaIds: ['med_1', 'med_2'] });
    expect(entryBody(values)).toEqual(entryBody({ ...values }));
    expect(entryBody({ content: '', attachments: [png] })).toEqual({ attachmentMediaIds: ['med_1'] });
  });
});
