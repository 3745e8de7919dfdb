import { LaunchHome } from '@/components/launch/launch-home';

export const metadata = { title: 'Launch work' };

export default function LaunchPage() {
  return <LaunchHome />;
}
