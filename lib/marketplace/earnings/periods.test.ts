import { describe, expect, it } from 'vitest';
import { DAY_MS, calendarPeriod, dailyPeriods, inCalendar, inRolling, rollingPeriod } from './periods';

const at = (iso: string) => Date.parse(iso);

describe('earnings windows', () => {
  it('ends a range at the next UTC midnight, so today counts, and starts it whole days earlier', () => {
    expect(calendarPeriod(at('2026-11-23T08:15:00Z'), '7d')).toEqual({
      start: at('2026-11-17T00:00:00Z'),
      end: at('2026-11-24T00:00:00Z'),
    });
    // A midnight starts a new day, which counts.
    expect(calendarPeriod(at('2026-11-23T00:00:00Z'), '30d')).toEqual({
      start: at('2026-10-25T00:00:00Z'),
      end: at('2026-11-24T00:00:00Z'),
    });
    expect(calendarPeriod(at('2026-11-22T23:59:59.999Z'), '90d').end).toBe(at('2026-11-23T00:00:00Z'));
  });

  it('is start-inclusive and end-exclusive, with one bar per UTC day', () => {
    const period = calendarPeriod(at('2026-11-23T08:15:00Z'), '7d');
    expect(inCalendar(period, period.start)).toBe(true);
    expect(inCalendar(period, period.start - 1)).toBe(false);
    expect(inCalendar(period, period.end - 1)).toBe(true);
    expect(inCalendar(period, period.end)).toBe(false);
    const days = dailyPeriods(period);
    expect(days).toHaveLength(7);
    expect(days.every((day, i) => day.end - day.start === DAY_MS && day.start === period.start + i * DAY_MS)).toBe(
      true,
    );
  });

  it('rolls the KPIs back from now, now included', () => {
    const now = at('2026-11-23T08:15:00Z');
    const day = rollingPeriod(now, '24h');
    expect(inRolling(day, now)).toBe(true);
    expect(inRolling(day, now - DAY_MS + 1)).toBe(true);
    expect(inRolling(day, now - DAY_MS)).toBe(false);
    expect(rollingPeriod(now, '7d').start).toBe(now - 7 * DAY_MS);
  });
});
