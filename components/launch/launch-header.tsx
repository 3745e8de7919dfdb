import { AreaTabs } from '@/components/ui/area-tabs';
import { LAUNCH_PAGES } from './launch-pages';

/** The heading and tabs every launch page starts with. */
export function LaunchHeader({ title, intro }: { title: string; intro: React.ReactNode }) {
  return (
    <div className="space-y-3">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      <AreaTabs label="Launch" tabs={LAUNCH_PAGES} />
    </div>
  );
}
