import type { BrowserContext, Page } from '@playwright/test';

/**
 * Start recording the Content-Security-Policy violations (a blocked script,
 * style, image, connection or frame) that the browser reports by its
 * `securitypolicyviolation` event, in every page of a context, or in one page,
 * across navigations. The returned list fills as they happen.
 */
export async function recordCspViolations(target: BrowserContext | Page): Promise<string[]> {
  const seen: string[] = [];
  await target.exposeBinding('__reportCspViolation', (_source, text: string) => {
    seen.push(text);
  });
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return seen;
}
