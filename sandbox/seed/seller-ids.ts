import { hashHex } from './random';

/** A seeded seller's account ID, derived from its nickname: the same in every sandbox, and known to its areas' seeds. */
export const sellerId = (nickname: string) => `acc_${hashHex('seller', nickname.toLowerCase()).slice(0, 20)}`;
