/** A public profile's track record: reviews, stars, wins and the outside scores, each in plain words. */
import { Section } from '@/components/ui/section';
import type { PublicUser } from '@/lib/marketplace/users/contract';

/** A score out of 100, or "unknown" when the marketplace has none. */
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? 'Unknown' : `${Math.round(value)} of 100`;

export function UserFacts({ user }: { user: PublicUser }) {
  const { stats, scores } = user;
  const facts: [string, string][] = [
    ['Reviews', String(stats.reviews)],
    ['Average stars', stats.stars === null ? 'No reviews yet' : `${stats.stars.toFixed(1)} of 5`],
    ...(stats.wins !== undefined ? [['Wins', String(stats.wins)] as [string, string]] : []),
    ...(stats.challenges !== undefined ? [['Challenges', String(stats.challenges)] as [string, string]] : []),
    ...(stats.communities !== undefined ? [['Communities', String(stats.communities)] as [string, string]] : []),
    ...(stats.compliments !== undefined ? [['Compliments', String(stats.compliments)] as [string, string]] : []),
    ['FairScale score', score(scores?.fairscale?.fairScore)],
    ['Wallet score', score(scores?.fairscale?.walletScore)],
    ['Social score', score(scores?.fairscale?.socialScore)],
    ['Sorsa score', score(scores?.sorsa?.score)],
  ];
  return (
    <Section title="Track record">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
