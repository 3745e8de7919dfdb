/** The earnings report (spec 4.10): `{}` is the seven-day overview; the other views page one category. */
import { earningsRoutes } from '@/lib/marketplace/earnings/contract';
import { EARNINGS_LIMITS } from '@/lib/marketplace/earnings/terms';
import { accountOf, defineHandler, type Handlers } from '../deps';
import { json } from '../http/errors';
import { earningsOf, vaultWalletsOf } from './repo';
import { historyOf, overviewOf, vaultHistoryOf } from './report';

const noStore = { 'cache-control': 'no-store' };

// One read per account per 10 s: the route table's window, spent by the dispatcher.
const report = defineHandler(earningsRoutes.report, async (ctx) => {
  const { deps, body } = ctx;
  const account = accountOf(ctx);
  const asOf = deps.clock.now();
  const found = await earningsOf(deps.db, account.id, deps.config.siteUrl);
  const view = body.view ?? 'overview';
  const range = body.range ?? '7d';
  const paging = { page: body.page ?? 1, perPage: body.perPage ?? EARNINGS_LIMITS.perPageDefault };
  if (view === 'overview')
    return json(overviewOf(found, asOf, range, await vaultWalletsOf(deps.db, account.id, found)), 200, noStore);
  if (view === 'vault')
    return json(
      vaultHistoryOf(found, asOf, range, paging, await vaultWalletsOf(deps.db, account.id, found)),
      200,
      noStore,
    );
  return json(historyOf(found, asOf, view, paging), 200, noStore);
});

export const earningsHandlers: Handlers = [report];
