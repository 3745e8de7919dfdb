/**
 * What the order room's forms hold and the request bodies they become,
 * without their schemas (`form.ts`, loaded with a form's first check).
 */
import type { ChatSendBody, ReviewBody } from './contract';
import type { ChatForm, ReviewForm } from './form';

export interface ChatFormValues {
  message: string;
  /** One optional link to a file. */
  file: string;
}

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

export const reviewBody = (form: ReviewForm, submissionId: string): ReviewBody => ({
  submissionId,
  stars: form.stars,
  ...(form.text ? { text: form.text } : {}),
});
