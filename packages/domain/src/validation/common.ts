import { z } from 'zod';
import { MESSAGES } from './messages';

/** The largest whole number the API and the database take (a 32-bit signed integer): the bound of every id. */
export const INT32_MAX = 2_147_483_647;

export const NUL_MESSAGE = 'Text may not contain a NUL character (\\u0000) or half a surrogate pair.';

/**
 * Text: a string without a NUL character, which PostgreSQL cannot store, nor half a surrogate pair
 * (not a character; its JSON columns refuse one). Every text field of the shapes is built on it, so
 * either is a field error and never reaches the database.
 */
export function text(error: string = MESSAGES.required) {
  // eslint-disable-next-line no-control-regex -- refusing the NUL character is the point
  return z.string({ error }).regex(/^[^\u0000\uD800-\uDFFF]*$/u, NUL_MESSAGE);
}

/** A required text: trimmed, and empty counts as missing. */
export function requiredText(maximum = 255) {
  return text()
    .trim()
    .min(1, MESSAGES.required)
    .max(maximum, maximum === 50 ? MESSAGES.maxLength50Characters : `Maximum ${maximum} characters.`);
}

/** An optional text: empty becomes null. */
export function optionalText(maximum = 255) {
  return text()
    .trim()
    .max(maximum, `Maximum ${maximum} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const email = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

/** Indonesian and international numbers: an optional +, then 8 to 15 digits. */
export const phone = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\+?[0-9]{8,15}$/, MESSAGES.invalidPhone);

export const username = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^[A-Za-z0-9._-]{3,32}$/, MESSAGES.invalidUsername);

/** The specification's password rule: at least 8 letters and digits, both present, nothing else. */
export const password = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(8, MESSAGES.minimum8Characters)
  .max(128, 'Maximum 128 characters.')
  .regex(/^[A-Za-z0-9]*$/, MESSAGES.noSpecialCharacters)
  .regex(/^(?=.*[A-Za-z])(?=.*[0-9])/, MESSAGES.lettersAndNumbers);

/** A missing value is required; anything else that is not a number is invalid. */
const requiredOr = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? MESSAGES.required : message);

export const latitude = z.number({ error: requiredOr(MESSAGES.invalidLatitude) }).min(-90, MESSAGES.invalidLatitude).max(90, MESSAGES.invalidLatitude);
export const longitude = z
  .number({ error: requiredOr(MESSAGES.invalidLongitude) })
  .min(-180, MESSAGES.invalidLongitude)
  .max(180, MESSAGES.invalidLongitude);

/**
 * A whole number. A fraction is an ordinary field error ("Enter a whole number."), not an aborting
 * type error, so the rules across fields of the same form are still checked and shown beside it.
 */
export function wholeNumber() {
  return (
    z
      .number({ error: requiredOr(MESSAGES.invalidNumber) })
      .refine(Number.isInteger, MESSAGES.wholeNumber)
      // Described as an integer wherever the shape is written out as JSON Schema (the gateway's OpenAPI document).
      .meta({ type: 'integer' } as Record<string, unknown>)
  );
}

/** Field errors of a failed parse, one message per field (the first), keyed by dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
}

/** A whole number that fits the API's 32-bit Int; `minimum` 0 or 1 gives the spec's messages. */
export function integer(minimum: 0 | 1 = 0) {
  return wholeNumber()
    .min(minimum, minimum === 1 ? MESSAGES.greaterThan0 : MESSAGES.nonNegative)
    .max(INT32_MAX, MESSAGES.maximumValue(INT32_MAX));
}

/** An id (of a row, a slot, an instruction log): a whole number from 1 to 2,147,483,647, the database's bound. */
export const id = integer(1);

/** A non-negative decimal number. */
export const decimal = z.number({ error: requiredOr(MESSAGES.invalidNumber) }).refine(Number.isFinite, MESSAGES.invalidNumber).min(0, MESSAGES.nonNegative);

/** A percentage from 0 to 100. */
export const percentage = z.number({ error: requiredOr(MESSAGES.invalidNumber) }).min(0, MESSAGES.percentage).max(100, MESSAGES.percentage);

/** A time of day as HH:mm, 00:00 to 23:59. */
export const timeOfDay = z.string({ error: MESSAGES.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.invalidTime);

/** A calendar day as YYYY-MM-DD that exists. */
export const calendarDay = z
  .string({ error: MESSAGES.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.invalidDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, MESSAGES.invalidDate);

/** An instant: a Date (the server's scalar) or an ISO text (a form's value). */
export const instant = z
  .union([z.date(), text().min(1)], { error: MESSAGES.required })
  .transform((value) => new Date(value))
  .refine((value) => !Number.isNaN(value.getTime()), MESSAGES.invalidDate);

export const activeFlag = z.boolean({ error: MESSAGES.required });
