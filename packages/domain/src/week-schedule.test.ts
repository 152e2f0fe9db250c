import { describe, expect, it } from 'vitest';
import { DAYS, type Day } from './enums';
import { formatWeekSchedule, timeAfter } from './week-schedule';

const days = (list: Day[], start = '07:00', end = '10:00') => list.map((day) => ({ day, start, end }));

describe('a week’s schedule in words', () => {
  it('groups the days with the same hours, in the week’s order', () => {
    expect(formatWeekSchedule(days(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']))).toBe('Monday to Friday 07:00 to 10:00');
    expect(formatWeekSchedule([...days(['SATURDAY'], '08:00', '12:00'), ...days(['FRIDAY', 'MONDAY', 'THURSDAY', 'WEDNESDAY', 'TUESDAY'])])).toBe(
      'Monday to Friday 07:00 to 10:00, Saturday 08:00 to 12:00',
    );
  });

  it('names days apart from each other one by one, and two in a row with "and"', () => {
    expect(formatWeekSchedule(days(['MONDAY', 'WEDNESDAY', 'FRIDAY']))).toBe('Monday, Wednesday and Friday 07:00 to 10:00');
    expect(formatWeekSchedule(days(['SATURDAY', 'SUNDAY'], '09:00', '13:00'))).toBe('Saturday and Sunday 09:00 to 13:00');
    expect(formatWeekSchedule(days(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'FRIDAY']))).toBe('Monday to Wednesday and Friday 07:00 to 10:00');
  });

  it('keeps days with other hours apart, even between equal ones', () => {
    expect(formatWeekSchedule([...days(['MONDAY', 'WEDNESDAY']), ...days(['TUESDAY'], '08:00', '10:00')])).toBe('Monday and Wednesday 07:00 to 10:00, Tuesday 08:00 to 10:00');
    expect(formatWeekSchedule([...days(['MONDAY']), ...days(['TUESDAY'], '07:00', '11:00')])).toBe('Monday 07:00 to 10:00, Tuesday 07:00 to 11:00');
  });

  it('says "Every day" for the whole week, "No day" for none, and counts a day given twice once', () => {
    expect(formatWeekSchedule(days([...DAYS], '08:00', '16:00'))).toBe('Every day 08:00 to 16:00');
    expect(formatWeekSchedule([])).toBe('No day');
    expect(formatWeekSchedule(days(['MONDAY', 'MONDAY']))).toBe('Monday 07:00 to 10:00');
  });
});

describe('a time some hours later', () => {
  it('adds whole and half hours, round midnight', () => {
    expect(timeAfter('08:00', 8)).toBe('16:00');
    expect(timeAfter('07:30', 7.5)).toBe('15:00');
    expect(timeAfter('20:00', 6)).toBe('02:00');
  });
});
