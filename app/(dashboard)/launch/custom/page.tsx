import { CustomWorkForm } from '@/components/launch/custom-work-form';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Custom work' };

export default function CustomWorkPage() {
  return (
    <Queries>
      <CustomWorkForm />
    </Queries>
  );
}
