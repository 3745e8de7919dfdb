/**
 * The order room's forms (a chat message, a review of the delivery), checked
 * with the contract's own schemas. Loaded with a form's first check; what the
 * forms hold and the bodies they become are in `form-values.ts`.
 */
import * as z from 'zod/mini';
import { blankOr, trimmed } from '../schema';
import { chatFileUrlSchema, chatSendBodySchema, reviewBodySchema } from './contract';
import { STARS_PROBLEM } from './terms';

export const chatFormSchema = z.object({ message: chatSendBodySchema.shape.message, file: blankOr(chatFileUrlSchema) });
export type ChatForm = z.output<typeof chatFormSchema>;

export const reviewFormSchema = z.object({
  stars: z.pipe(
    z.pipe(z.string().check(z.refine((v) => v !== '', { error: STARS_PROBLEM })), z.transform(Number)),
    reviewBodySchema.shape.stars,
  ),
  text: trimmed(reviewBodySchema.shape.text),
});
export type ReviewForm = z.output<typeof reviewFormSchema>;
