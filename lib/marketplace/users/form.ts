/**
 * The hire page's nickname box, checked as a public nickname. Loaded when the
 * form is first focused or sent (`hire-form.tsx`).
 */
import * as z from 'zod/mini';
import { filledIn, nicknameSchema } from '../schema';

export const lookupSchema = z.object({
  nickname: filledIn(nicknameSchema, 'Enter the nickname of the person you want to hire.'),
});
