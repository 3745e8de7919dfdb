/** The oracle itself: what it lets through and what it refuses. */
import { describe, expect, it } from 'vitest';
import { routeById } from '@/lib/marketplace/routes';
import { problemWith } from './oracle';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers({ 'content-type': 'application/json', ...headers }),
  text: JSON.stringify(body),
});

describe('the bad-input oracle', () => {
  it('accepts a sandbox-assumed code only on the routes it was assumed for', () => {
    const random = answer(409, { ok: false, errorCode: 'AGENT_JOB_RANDOM_SELECTION', message: 'Drawn at random.' });
    expect(problemWith(random, routeById('creator.chooseWinners'), 'POST')).toBeUndefined();
    expect(problemWith(random, routeById('jobs.submit'), 'POST')).toMatch(
      /sandbox assumption that jobs\.submit may not answer/,
    );
    expect(
      problemWith(
        answer(409, { ok: false, errorCode: 'X402_PAYMENT_PENDING', message: 'Settling.' }, { 'retry-after': '2' }),
        routeById('checkout.purchase'),
        'POST',
      ),
    ).toMatch(/sandbox assumption/);
  });

  it('refuses a 5xx and a code the catalogue does not know', () => {
    expect(problemWith(answer(500, { ok: false }), routeById('jobs.submit'), 'POST')).toMatch(/^answered 500/);
    expect(
      problemWith(
        answer(400, { ok: false, errorCode: 'NEVER_HEARD_OF', message: 'x' }),
        routeById('jobs.submit'),
        'POST',
      ),
    ).toMatch(/does not know/);
  });
});
