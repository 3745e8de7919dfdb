/**
 * The hire page's nickname box, checked as a public nickname. Loaded with the
 * form's first check (`lazyZodResolver`).
 */
import * as z from 'zod/mini';
import { filledIn, nicknameSchema } from '../schema';

export const lookupSchema = z.object({
  nickname: filledIn(nicknameSchema, 'Enter the nickname of the person you want to hire.'),
});
export type LookupValues = z.input<typeof lookupSchema>;
export type Lookup = z.output<typeof lookupSchema>;
