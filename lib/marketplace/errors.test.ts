import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, describeError } from './errors';
import type { RouteDef } from './route';
import { ROUTES } from './routes';

describe('error catalogue', () => {
  it('puts every code the route table declares into words', () => {
    const declared = (ROUTES as readonly RouteDef[]).flatMap((route) =>
      [...Object.values(route.codes), ...(route.window ? [route.window.code] : [])].map((code) => [route.id, code]),
    );
    for (const [id, code] of declared) expect(ERROR_MESSAGES, `${id} declares ${code}`).toHaveProperty([code!]);
  });

  it('falls back on the status for a code it does not know', () => {
    expect(describeError('SOMETHING_NEW', 429).action).toBe('retry-later');
    expect(describeError(undefined, 502).action).toBe('retry-later');
  });
});
