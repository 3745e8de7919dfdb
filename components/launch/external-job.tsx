/**
 * Social jobs, rendered on the server for a signed-in visitor: the form's stand-in is in the first response, and the
 * form's code loads when a person starts with it.
 */
import { Section } from '@/components/ui/section';
import { ExternalJobStandIn } from './external-job-stand-in';
import { LaunchHeader } from './launch-header';
import { ExternalJobForm } from './launch-lazy';

export function ExternalJob() {
  return (
    <div className="space-y-6">
      <LaunchHeader
        title="Social jobs"
        intro="Reposts and comments on a post on X by ranked workers, each completion paid from the total you set."
      />
      <Section title="The job">
        <ExternalJobForm standIn={<ExternalJobStandIn />} />
      </Section>
    </div>
  );
}
