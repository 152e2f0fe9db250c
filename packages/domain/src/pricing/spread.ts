/**
 * Splits a whole `total` into whole parts in proportion to `weights`, by largest remainder: each part
 * gets the whole rupiah of its exact share, and the rupiah left over go one each to the parts with
 * the largest fractions (the earlier part first when two are equal). The parts add up to `total`
 * exactly, and no part exceeds its weight while `total` does not exceed the weights' sum.
 * Exact in integers (BigInt) however large the amounts.
 */
export function spreadByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((accumulator, weight) => accumulator + weight, 0);
  if (total === 0 || sum === 0) {
    if (total !== 0) throw new RangeError(`Cannot spread ${total} over weights that add up to 0.`);
    return weights.map(() => 0);
  }
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const parts = weights.map((weight) => (bigTotal * BigInt(weight)) / bigSum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (bigTotal * BigInt(weight)) % bigSum }));
  let left = total - parts.reduce((accumulator, part) => accumulator + Number(part), 0);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index]! += 1n;
    left -= 1;
  }
  return parts.map(Number);
}
