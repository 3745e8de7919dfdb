/** The creator lists' filters as their URLs keep them (`?state=…`, `?status=…`); anything unknown reads as all. */
import {
  ACTION_STATE_FILTERS,
  CREATED_STATUS_FILTERS,
  type ActionStateFilter,
  type CreatedStatusFilter,
} from '@/lib/marketplace/creator/terms';

const oneOf = <T extends string>(allowed: readonly T[], raw: string | null): T | 'all' =>
  (allowed as readonly (string | null)[]).includes(raw) ? (raw as T) : 'all';

export const actionStateOf = (params: Pick<URLSearchParams, 'get'>): ActionStateFilter =>
  oneOf(ACTION_STATE_FILTERS, params.get('state'));

export const createdStatusOf = (params: Pick<URLSearchParams, 'get'>): CreatedStatusFilter =>
  oneOf(CREATED_STATUS_FILTERS, params.get('status'));
