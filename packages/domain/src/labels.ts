/*
 * The words people read for a value. Each value set keeps its own words beside it (a map from every
 * value to its word), so a vending order's PAID and a shop order's PAID never share one.
 */

/** Words for every value of a set. */
export type Labels<Value extends string> = Readonly<Record<Value, string>>;

/** The word for a value in its set's map: empty for no value, the value itself when the map lacks it. */
export function labelIn<Value extends string>(labels: Labels<Value>, value: NoInfer<Value> | (string & {}) | null | undefined): string {
  if (!value) return '';
  return (labels as Readonly<Record<string, string>>)[value] ?? value;
}

/** Every value of a set with its word, in the map's order: the choices of a select or a list filter. */
export function labelledOptions<Value extends string>(labels: Labels<Value>): { value: Value; label: string }[] {
  return (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));
}
