import { ActionQueue } from '@/components/creator/action-queue';
import { CreatorPage } from '@/components/creator/creator-page';

export const metadata = { title: 'Creator' };

export default function ActionsPage() {
  return (
    <CreatorPage description="What your jobs need from you, most urgent first.">
      <ActionQueue />
    </CreatorPage>
  );
}
