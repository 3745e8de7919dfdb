import { LaunchHeader } from '@/components/launch/launch-header';
import { RecoverStart } from '@/components/launch/recover-start';
import { Section } from '@/components/ui/section';

export const metadata = { title: 'Find the work you paid for' };

/** Recovery on its own page (from the unfinished operations list): a free wallet proof, never a payment. */
export default function RecoverWorkPage() {
  return (
    <div className="space-y-6">
      <LaunchHeader
        title="Find the work you paid for"
        intro="When a payment got no answer, sign with the wallet that paid: the marketplace shows what it paid for. Nothing is paid."
      />
      <Section title="Your wallet">
        <RecoverStart />
      </Section>
    </div>
  );
}
