import { DetailSkeleton } from '@/components/store/detail-skeleton';

export default function Loading() {
  return <DetailSkeleton />;
}
