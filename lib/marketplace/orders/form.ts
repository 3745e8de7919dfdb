/**
 * The order room's forms (a chat message, a review of the delivery), checked
 * with the contract's own schemas, and the request bodies they become.
 */
import * as z from 'zod/mini';
import { blankOr, trimmed } from '../schema';
import {
  chatFileUrlSchema,
  chatSendBodySchema,
  reviewBodySchema,
  type ChatSendBody,
  type ReviewBody,
} from './contract';
import { STARS_PROBLEM } from './terms';

export interface ChatFormValues {
  message: string;
  /** One optional link to a file. */
  file: string;
}

export const chatFormSchema = z.object({ message: chatSendBodySchema.shape.message, file: blankOr(chatFileUrlSchema) });
export type ChatForm = z.output<typeof chatFormSchema>;

export const chatBody = (form: ChatForm, idempotencyKey: string): ChatSendBody => ({
  message: form.message,
  idempotencyKey,
  ...(form.file ? { files: [form.file] } : {}),
});

export interface ReviewFormValues {
  /** Empty until the person picks a rating: there is no default. */
  stars: string;
  text: string;
}

export const reviewFormSchema = z.object({
  stars: z.pipe(
    z.pipe(z.string().check(z.refine((v) => v !== '', { error: STARS_PROBLEM })), z.transform(Number)),
    reviewBodySchema.shape.stars,
  ),
  text: trimmed(reviewBodySchema.shape.text),
});
export type ReviewForm = z.output<typeof reviewFormSchema>;

export const reviewBody = (form: ReviewForm, submissionId: string): ReviewBody => ({
  submissionId,
  stars: form.stars,
  ...(form.text ? { text: form.text } : {}),
});
