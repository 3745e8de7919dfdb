import { expect, test, type Page } from '@playwright/test';

/**
 * Fail every test of the calling spec file on any Content-Security-Policy
 * violation in its page (a blocked script, style, image, connection or frame),
 * reported by the browser's `securitypolicyviolation` event.
 */
export function failOnCspViolations(): void {
  const violations = new WeakMap<Page, string[]>();
  test.beforeEach(async ({ page }) => {
    violations.set(page, await recordCspViolations(page));
  });
  test.afterEach(async ({ page }) => {
    expect(violations.get(page) ?? [], 'Content-Security-Policy violations').toEqual([]);
  });
}

/** Start recording the page's CSP violations (across navigations); the returned list fills as they happen. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return seen;
}
