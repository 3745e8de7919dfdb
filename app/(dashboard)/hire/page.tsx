import { HireForm } from '@/components/hire/hire-form';
import { Queries } from '@/components/queries';

export const metadata = { title: 'Hire' };

export default function HirePage() {
  return (
    <Queries>
      <HireForm />
    </Queries>
  );
}
