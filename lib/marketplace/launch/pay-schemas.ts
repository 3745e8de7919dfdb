/**
 * The schemas of paying for work: the challenges and the paid answers' variants.
 * Loaded when a price is asked for or a payment sent (`loadForPaying`), so the
 * launch pages carry no schema library before.
 */
import * as z from 'zod/mini';
import { safeParse } from '../schema';
import { alreadyConfirmedSchema, challengeSchema, jobPayResponseSchema, paidJobSchema } from './contract';

export { challengeSchema, jobPayResponseSchema };

/** A v2 route's paid answer, or the word that the request was paid already (read first, as on v1 routes). */
export const paidV2Schema = z.union([alreadyConfirmedSchema, paidJobSchema]);

export const isAlreadyConfirmed = (data: unknown): data is z.infer<typeof alreadyConfirmedSchema> =>
  safeParse(alreadyConfirmedSchema, data).success;
