/** Playwright's reporter of the slowest tests and files (see scripts/slowest-tests.ts). */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowestLines, type Timed } from '../scripts/slowest-tests';

export default class PlaywrightSlowestTests implements Reporter {
  private readonly tests: Timed[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.push({
      file: `${test.location.file.replace(`${process.cwd()}/`, '')}`,
      name: test.titlePath().slice(3).join(' › '),
      ms: result.duration,
    });
  }

  onEnd() {
    const lines = slowestLines('playwright', this.tests);
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
  }

  printsToStdio() {
    return false;
  }
}
