import { describe, expect, it } from 'vitest';
import { zonedDay } from './outlet-time';

describe('zonedDay', () => {
  it('gives the day an instant falls on in a zone, from its midnight to the next', () => {
    // 23:30 in Jakarta (UTC+7) is 16:30 UTC: still the 27th in both.
    const lateInJakarta = new Date('2026-11-27T16:30:00Z');
    expect(zonedDay(lateInJakarta, 'Asia/Jakarta')).toEqual({
      day: '2026-11-27',
      start: new Date('2026-11-26T17:00:00Z'),
      end: new Date('2026-11-27T17:00:00Z'),
    });
    expect(zonedDay(lateInJakarta, 'UTC')).toEqual({ day: '2026-11-27', start: new Date('2026-11-27T00:00:00Z'), end: new Date('2026-11-28T00:00:00Z') });
    // Half an hour later it is the 28th in Jakarta and still the 27th in UTC.
    expect(zonedDay(new Date('2026-11-27T17:30:00Z'), 'Asia/Jakarta').day).toBe('2026-11-28');
    expect(zonedDay(new Date('2026-11-27T17:30:00Z'), 'Asia/Makassar')).toEqual({
      day: '2026-11-28',
      start: new Date('2026-11-27T16:00:00Z'),
      end: new Date('2026-11-28T16:00:00Z'),
    });
  });

  it('keeps days of 23 and 25 hours whole where clocks move', () => {
    const spring = zonedDay(new Date('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(spring).toEqual({ day: '2026-03-29', start: new Date('2026-03-28T23:00:00Z'), end: new Date('2026-03-29T22:00:00Z') });
    const autumn = zonedDay(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin');
    expect(autumn).toEqual({ day: '2026-10-25', start: new Date('2026-10-24T22:00:00Z'), end: new Date('2026-10-25T23:00:00Z') });
  });
});
