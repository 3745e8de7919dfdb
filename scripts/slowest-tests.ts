/**
 * The five slowest tests of a run, printed at its end by each runner, so the
 * suite says where its time goes.
 */
import type { Reporter as VitestReporter, TestModule } from 'vitest/node';

export interface Timed {
  name: string;
  ms: number;
}

const SHOWN = 5;

export function slowestLines(runner: string, tests: readonly Timed[]): string[] {
  const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
  if (slowest.length === 0) return [];
  return [`${runner}, slowest tests:`, ...slowest.map((t) => `${(t.ms / 1000).toFixed(1).padStart(7)}s  ${t.name}`)];
}

/** vitest's reporter (vitest.config.ts names this file); Playwright's is e2e/slowest-tests-reporter.ts. */
export default class VitestSlowestTests implements VitestReporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const tests = modules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        name: `${module.moduleId.replace(`${process.cwd()}/`, '')} › ${test.fullName}`,
        ms: test.diagnostic()?.duration ?? 0,
      })),
    );
    const lines = slowestLines('vitest', tests);
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
  }
}
