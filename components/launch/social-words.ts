/** What the likes-and-views form offers, in words: shared by the form and its stand-in. */
import type { SocialService } from '@/lib/marketplace/launch/form-values';
import { UNIT_PRICES } from '@/lib/marketplace/launch/price';

export const SOCIAL_CHOICES: { value: SocialService; label: string; description: string }[] = [
  { value: 'xlikes', label: 'Likes', description: `${UNIT_PRICES.xlikes} USDC each` },
  { value: 'xviews', label: 'Views', description: `${UNIT_PRICES.xviews} USDC each` },
];
export const UNIT_WORD: Record<SocialService, string> = { xlikes: 'likes', xviews: 'views' };
