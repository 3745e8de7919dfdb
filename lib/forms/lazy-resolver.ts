/**
 * A form's checks, loaded with its first check rather than with its page.
 *
 * A form's schema pulls in zod and the zod resolver (about 20 KB compressed)
 * that a page does not need to show the form. react-hook-form awaits its
 * resolver (the zod resolver is asynchronous already), so the resolver can
 * import the schema on its first call: on the first submit, or the first blur
 * or change the form's mode checks on. `preload` starts that import when a
 * person first focuses the form, so the first check normally finds it loaded
 * and its words appear at the same moment as before. The checks themselves are
 * the same schema's, so every message is unchanged.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

export interface LazyResolver<Values extends FieldValues, Output> extends Resolver<Values, unknown, Output> {
  /** Starts loading the checks (when the form is first focused); harmless to call again. */
  preload: () => void;
}

/**
 * The zod resolver of the schema `loadSchema` imports, loaded on first use. A failed load (the network
 * dropped) is not kept: the check fails (react-hook-form ends the submit, nothing is sent, the input stays)
 * and the next one loads again.
 */
export function lazyZodResolver<Values extends FieldValues, Output = Values>(
  loadSchema: () => Promise<$ZodType>,
): LazyResolver<Values, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([resolvers, schema]) =>
        resolvers.zodResolver(schema as $ZodType<Output, Values>) as unknown as Resolver<Values, unknown, Output>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
