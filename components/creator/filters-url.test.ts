import { describe, expect, it } from 'vitest';
import {
  actionStateOf,
  actionsHref,
  createdJobHref,
  createdJobsHref,
  createdStatusOf,
  cursorOf,
  entriesPageOf,
} from './filters-url';

const params = (query: string) => new URLSearchParams(query);

describe('the creator pages’ URLs', () => {
  it('reads the filters, anything unknown as all', () => {
    expect(actionStateOf(params('state=waiting'))).toBe('waiting');
    expect(actionStateOf(params('state=nonsense'))).toBe('all');
    expect(createdStatusOf(params('status=review'))).toBe('review');
    expect(createdStatusOf(params(''))).toBe('all');
  });

  it('reads a list’s page and a job’s page of entries, anything else as the first', () => {
    expect(cursorOf(params('cursor=abc'))).toBe('abc');
    expect(cursorOf(params('cursor='))).toBeUndefined();
    expect(entriesPageOf(params('page=3'))).toBe(3);
    for (const raw of ['', 'page=0', 'page=-1', 'page=2.5', 'page=1e3', 'page=99999999', 'page=x'])
      expect(entriesPageOf(params(raw)), raw).toBe(1);
  });

  it('writes the links, leaving out what is the default', () => {
    expect(actionsHref('all')).toBe('/creator/actions');
    expect(actionsHref('blocked', 'c 1')).toBe('/creator/actions?state=blocked&cursor=c+1');
    expect(createdJobsHref('all', 'n')).toBe('/creator/jobs?cursor=n');
    expect(createdJobsHref('review')).toBe('/creator/jobs?status=review');
    expect(createdJobHref('w/1')).toBe('/creator/jobs/w%2F1');
    expect(createdJobHref('w1', 1)).toBe('/creator/jobs/w1');
    expect(createdJobHref('w1', 2)).toBe('/creator/jobs/w1?page=2');
  });
});
