import { CustomWorkForm } from '@/components/launch/custom-work-form';

export const metadata = { title: 'Custom work' };

export default function CustomWorkPage() {
  return <CustomWorkForm />;
}
