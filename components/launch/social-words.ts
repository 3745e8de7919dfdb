/** What the likes-and-views and quick-order forms offer, in words: shared by each form and its stand-in. */
import type { SocialService } from '@/lib/marketplace/launch/form-values';
import { UNIT_PRICES } from '@/lib/marketplace/launch/price';
import { QUICK_SERVICE_LABELS, QUICK_SERVICES } from '@/lib/marketplace/launch/terms';

export const SOCIAL_CHOICES: { value: SocialService; label: string; description: string }[] = [
  { value: 'xlikes', label: 'Likes', description: `${UNIT_PRICES.xlikes} USDC each` },
  { value: 'xviews', label: 'Views', description: `${UNIT_PRICES.xviews} USDC each` },
];
export const UNIT_WORD: Record<SocialService, string> = { xlikes: 'likes', xviews: 'views' };

/** The quick orders, each with its price per unit. */
export const QUICK_SERVICE_OPTIONS = QUICK_SERVICES.map((service) => ({
  value: service,
  label: `${QUICK_SERVICE_LABELS[service]} (${UNIT_PRICES[service]} USDC each)`,
}));
