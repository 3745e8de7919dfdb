import { HireForm } from '@/components/hire/hire-form';

export const metadata = { title: 'Hire' };

export default function HirePage() {
  return <HireForm />;
}
