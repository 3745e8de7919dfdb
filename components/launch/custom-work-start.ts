import { type FirstUse, startingValues } from '@/components/ui/form-on-first-use';
import { emptyCustomWork, type CustomWorkValues } from '@/lib/marketplace/launch/form-values';

/**
 * The custom work form's starting values, with what its stand-in held: the kind of job is held as its radio's value
 * ("basic" or "advanced"), and the form keeps it as a yes or no; a checkbox is held only when ticked.
 */
export function startingCustomWork(firstUse: FirstUse | undefined): CustomWorkValues {
  const { advanced, humanVerified, ...words } = emptyCustomWork();
  const held = firstUse?.values ?? {};
  return {
    ...startingValues(words, firstUse),
    advanced: held.advanced === undefined ? advanced : held.advanced === 'advanced',
    humanVerified: held.humanVerified === 'on' || humanVerified,
  };
}
