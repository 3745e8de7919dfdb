/**
 * The slowest tests of a run and the files that took longest in all, printed
 * at its end by each runner, so the suite says where its time goes.
 */
import type { Reporter as VitestReporter, TestModule } from 'vitest/node';

export interface Timed {
  /** The test's file, by which the tests' times add up. */
  file: string;
  name: string;
  ms: number;
}

/** A file's time: its tests and hooks, and (vitest) the import of its modules before them. */
interface TimedFile {
  file: string;
  tests: number;
  ms: number;
  importMs?: number;
}

const SHOWN_TESTS = 25;
const SHOWN_FILES = 15;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)}s`;

/** Each file's tests added up (Playwright's files have no import time of their own). */
function filesOf(tests: readonly Timed[]): TimedFile[] {
  const files = new Map<string, TimedFile>();
  for (const { file, ms } of tests) {
    const totals = files.get(file) ?? { file, tests: 0, ms: 0 };
    files.set(file, { ...totals, tests: totals.tests + 1, ms: totals.ms + ms });
  }
  return [...files.values()];
}

export function slowestLines(runner: string, tests: readonly Timed[], files = filesOf(tests)): string[] {
  const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, SHOWN_TESTS);
  if (slowest.length === 0) return [];
  const slowestFiles = [...files].sort((a, b) => b.ms - a.ms).slice(0, SHOWN_FILES);
  const total = files.reduce((sum, { ms }) => sum + ms, 0);
  return [
    `${runner}, slowest tests:`,
    ...slowest.map((t) => `${seconds(t.ms)}  ${t.file} › ${t.name}`),
    `${runner}, slowest files (${seconds(total).trim()} in all files, summed over the workers):`,
    ...slowestFiles.map(
      (f) =>
        `${seconds(f.ms)}  ${f.file} (${f.tests} ${f.tests === 1 ? 'test' : 'tests'}${f.importMs === undefined ? '' : `, import ${(f.importMs / 1000).toFixed(1)}s`})`,
    ),
  ];
}

/** vitest's reporter (vitest.config.ts names this file); Playwright's is e2e/slowest-tests-reporter.ts. */
export default class VitestSlowestTests implements VitestReporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const fileOf = (module: TestModule) => module.moduleId.replace(`${process.cwd()}/`, '');
    const tests = modules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({
        file: fileOf(module),
        name: test.fullName,
        ms: test.diagnostic()?.duration ?? 0,
      })),
    );
    const files = modules.map((module) => {
      const { collectDuration, duration } = module.diagnostic();
      return {
        file: fileOf(module),
        tests: [...module.children.allTests()].length,
        ms: collectDuration + duration,
        importMs: collectDuration,
      };
    });
    const lines = slowestLines('vitest', tests, files);
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
  }
}
