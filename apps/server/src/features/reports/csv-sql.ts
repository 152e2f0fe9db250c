import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {  } from '@back-office/domain';

/*
 * Report cells formatted by PostgreSQL the way the console's CSV files are: text a spreadsheet would
 * run as a formula gets a leading apostrophe, times read DD-MM-YYYY HH:mm in the caller's zone, days
 * DD-MM-YYYY, values their label, numbers stay plain.
 */

/** Text with the formula defence of the domain's cellText: a leading = + - @ tab or CR, unless a plain number. */
export function csvText(value: SQLWrapper): SQL {
  return sql`case when ${value} ~ '^[=+@\t\r-]' and ${value} !~ '^[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)$' then '''' || ${value} else ${value} end`;
}

export function csvDateTime(value: SQLWrapper, timeZone: string): SQL {
  return sql`to_char(${value} at time zone ${timeZone}, 'DD-MM-YYYY HH24:MI')`;
}

export function csvDay(value: SQLWrapper): SQL {
  return sql`to_char(${value}, 'DD-MM-YYYY')`;
}

export function csvYesNo(value: SQLWrapper): SQL {
  return sql`case when ${value} then 'Yes' else 'No' end`;
}

/** The word for a value in its value set's words, else the value. */
export function csvLabel(value: SQLWrapper, labels: Readonly<Record<string, string>>): SQL {
  const cases = Object.entries(labels).map(([key, label]) => sql`when ${key} then ${label}`);
  return sql`(case ${value} ${sql.join(cases, sql` `)} else ${value} end)`;
}
