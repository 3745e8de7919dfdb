/** The account's React Query keys, apart from the queries: the header's profile store follows one without the gateway. */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
  legacyBalance: () => ['account', 'legacy-balance'] as const,
};
