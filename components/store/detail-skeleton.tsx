import { Skeleton } from '@/components/ui/skeleton';

export function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading service" className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-4">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="aspect-[16/10] w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}
