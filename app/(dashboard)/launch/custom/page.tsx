import { CustomWork } from '@/components/launch/custom-work';

export const metadata = { title: 'Custom work' };

export default function CustomWorkPage() {
  return <CustomWork />;
}
