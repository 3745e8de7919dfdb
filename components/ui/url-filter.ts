'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';

/** A filter's choice as the server words it, with the address of the list it shows. */
export interface FilterChoice<V extends string = string> {
  value: V;
  label: string;
  href: Route;
}

/**
 * A list's filter kept in the URL: a choice opens its address and the page renders the list again on the server. The
 * choice shows at once (`shown`), while the list follows (`following`). The choices come with their words and
 * addresses from the server, so the browser loads none of the area's terms. `replace` keeps the choice out of the
 * tab's history; `push` lets Back return to the filter before.
 */
export function useUrlFilter<V extends string>(
  value: V,
  choices: readonly FilterChoice<V>[],
  navigation: 'push' | 'replace',
) {
  const router = useRouter();
  const [following, startFollowing] = useTransition();
  const [shown, show] = useOptimistic(value);
  const choose = (next: V) =>
    startFollowing(() => {
      show(next);
      const href = choices.find((choice) => choice.value === next)?.href;
      if (href) router[navigation](href, { scroll: false });
    });
  return { shown, choose, following };
}
