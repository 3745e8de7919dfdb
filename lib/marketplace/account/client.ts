/** The account in the pages: the private profile and proof of human (a sign-in challenge: challenge.ts). */
import { queryOptions } from '@tanstack/react-query';
import { callRoute, type Transport } from '../call';
import { wireRoutes } from '../route';
import type { accountRoutes } from './contract';
import { accountKeys } from './keys';
import { accountWire } from './terms';

/** The area's routes as pages call them: no schemas, the proxy checks what goes and comes back. */
export const accountCalls = wireRoutes<typeof accountRoutes>(accountWire);

export { accountKeys };

export const accountQueries = {
  profile: (transport?: Transport) =>
    queryOptions({
      queryKey: accountKeys.profile(),
      queryFn: async ({ signal }) => {
        const { data, fetchedAt } = await callRoute(accountCalls.profile, { signal, transport });
        return { data, fetchedAt };
      },
      staleTime: 10_000,
    }),
};

export const createVerificationLink = async () => (await callRoute(accountCalls.proofOfHuman, { body: {} })).data;
