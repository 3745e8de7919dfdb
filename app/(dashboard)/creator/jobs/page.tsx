import { CreatedJobs } from '@/components/creator/created-jobs';
import { CreatorPage } from '@/components/creator/creator-page';

export const metadata = { title: 'Creator' };

export default function CreatedJobsPage() {
  return (
    <CreatorPage description="The jobs you published and the orders and hires you bought, newest first.">
      <CreatedJobs />
    </CreatorPage>
  );
}
