import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { lazyZodResolver } from './lazy-resolver';

const schema = z.object({
  name: z.string().check(z.refine((v) => v.trim() !== '', { error: 'Give the listing a name.' })),
});
type Values = { name: string };
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: undefined };

describe('a lazily loaded form check', () => {
  it('loads its schema on its first check, once, and not before', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    await resolver({ name: 'a' }, undefined, options);
    await resolver({ name: '' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers exactly as the zod resolver of the same schema, words included', async () => {
    const resolver = lazyZodResolver<Values>(async () => schema);
    for (const values of [{ name: 'Logo design' }, { name: '  ' }]) {
      expect(await resolver(values, undefined, options)).toEqual(await zodResolver(schema)(values, undefined, options));
    }
    expect((await resolver({ name: '' }, undefined, options)).errors).toMatchObject({
      name: { message: 'Give the listing a name.' },
    });
  });

  it('fails a check whose schema could not load, and loads again on the next', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = lazyZodResolver<Values>(load);
    await expect(resolver({ name: '' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ name: '' }, undefined, options)).errors).toMatchObject({ name: { type: 'custom' } });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts loading when the form is focused, so the first check finds it loaded', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<Values>(load);
    resolver.preload();
    resolver.preload();
    await resolver({ name: 'a' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    lazyZodResolver<Values>(() => Promise.reject(new Error('offline'))).preload();
  });
});
