/**
 * The custom work page, rendered on the server: its heading, and the form's stand-in until a person starts with the
 * form, whose code (the form library, the launch client, the pay path's entry) loads then.
 */
import { CustomWorkOnFirstUse } from './custom-work-lazy';
import { CustomWorkStandIn } from './custom-work-stand-in';
import { LaunchHeader } from './launch-header';

export function CustomWork() {
  return (
    <div className="space-y-6">
      <LaunchHeader
        title="Custom work"
        intro="Publish a job people and agents enter; the reward pool is paid now, in USDC."
      />
      <CustomWorkOnFirstUse standIn={<CustomWorkStandIn />} />
    </div>
  );
}
