import { DAYS, dayLabels, type Day } from './enums';
import { labelIn } from './labels';

/** The hours of one day of a week's schedule, "HH:mm" to "HH:mm". */
export interface DayHours {
  day: Day;
  start: string;
  end: string;
}

/** "A", "A and B", "A, B and C". */
const andList = (words: readonly string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** Runs of days next to each other in the week: Monday, Tuesday, Wednesday, Friday → [[Monday … Wednesday], [Friday]]. */
function runsOf(days: readonly Day[]): Day[][] {
  const runs: Day[][] = [];
  for (const day of [...days].sort((a, b) => DAYS.indexOf(a) - DAYS.indexOf(b))) {
    const last = runs.at(-1);
    if (last && DAYS.indexOf(day) === DAYS.indexOf(last.at(-1)!) + 1) last.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** Days in words: three or more in a row are "Monday to Friday", two in a row "Saturday and Sunday". */
function daysText(days: readonly Day[]): string {
  if (days.length === DAYS.length) return 'Every day';
  const words = runsOf(days).flatMap((run) => (run.length >= 3 ? [`${labelIn(dayLabels, run[0])} to ${labelIn(dayLabels, run.at(-1))}`] : run.map((day) => dayLabels[day])));
  return andList(words);
}

/**
 * A week's schedule in a few words, the days with the same hours together, in the week's order
 * (Monday first): "Monday to Friday 07:00 to 10:00, Saturday 08:00 to 12:00",
 * "Monday, Wednesday and Friday 07:00 to 15:00", "Every day 08:00 to 16:00". No day: "No day".
 */
export function formatWeekSchedule(days: readonly DayHours[]): string {
  const groups: { start: string; end: string; days: Day[] }[] = [];
  for (const entry of [...days].sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day))) {
    const group = groups.find((candidate) => candidate.start === entry.start && candidate.end === entry.end);
    if (group) {
      if (!group.days.includes(entry.day)) group.days.push(entry.day);
    } else groups.push({ start: entry.start, end: entry.end, days: [entry.day] });
  }
  if (groups.length === 0) return 'No day';
  return groups.map((group) => `${daysText(group.days)} ${group.start} to ${group.end}`).join(', ');
}

/** "HH:mm" `hours` after a "HH:mm" time, on a 24-hour clock (past midnight it wraps round). */
export function timeAfter(time: string, hours: number): string {
  const [hour, minute] = time.split(':').map(Number);
  const total = (((hour! * 60 + minute! + Math.round(hours * 60)) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
