/**
 * A read that failed while the server rendered the page, in the page's place for it. The server says it: the plain
 * words for its code come with the page, so the words' catalogue stays out of the browser; only the retry runs there.
 */
import { MarketplaceError, loadErrorWords } from '@/lib/marketplace/errors';
import type { ReadFailure } from '@/lib/marketplace/read-failure';
import { ReadRetry } from './read-retry';
import { Icon } from '@/components/ui/icon';

/** With `readsAgain`, a refusal that names its wait renders the page again on its own once the wait is over. */
export async function ReadError({
  failure,
  title,
  readsAgain = false,
}: {
  failure: ReadFailure;
  title: string;
  readsAgain?: boolean;
}) {
  await loadErrorWords();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <div className="flex items-start gap-3">
        <Icon name="triangle-exclamation-point" className="mt-0.5 size-5 shrink-0 text-red-600" />
        <div className="min-w-0 flex-1">
          <p className="mb-1 font-semibold">{title}</p>
          <p>{new MarketplaceError(failure).message}</p>
          <ReadRetry failure={failure} readsAgain={readsAgain} />
        </div>
      </div>
    </div>
  );
}
