/** Types of process-group.mjs, for the TypeScript benches. */
import type { ChildProcessWithoutNullStreams, SpawnOptions } from 'node:child_process';

export function startGroup(
  command: string,
  args: readonly string[],
  options?: SpawnOptions,
): ChildProcessWithoutNullStreams;
export function stopGroups(graceMs?: number): Promise<void>;
export function stopGroupsOnExit(): void;
export function exitAfterStopping(code: number): Promise<void>;
