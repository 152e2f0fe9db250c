import type { Model } from './model';
import type { Solution } from './ruin-recreate';

/*
 * A population of plans that keep every rule, managed as in Vidal's hybrid genetic search (PyVRP):
 * - each plan's biased fitness is its rank by cost plus, weighted, its rank by diversity (its mean
 *   broken-pairs distance to its CLOSE closest plans), so a plan unlike the others survives even when
 *   it is a little longer;
 * - parents are chosen by binary tournament on that fitness;
 * - once MIN_SIZE + GENERATION_SIZE plans are in, survivors are chosen: clones first, then the plans of
 *   worst fitness leave until MIN_SIZE are left.
 */

export const MIN_SIZE = 8;
const GENERATION_SIZE = 12;
const ELITE = 3;
const CLOSE = 3;

type Member = { solution: Solution; cost: number; next: Int32Array; prev: Int32Array; fitness: number; distances: Map<Member, number> };

export class Population {
  private members: Member[] = [];

  constructor(
    private readonly model: Model,
    private readonly random: () => number,
    private readonly costOf: (solution: Solution) => number,
  ) {}

  get size(): number {
    return this.members.length;
  }

  add(solution: Solution): void {
    const { next, prev } = neighbourArrays(this.model, solution);
    const member: Member = { solution, cost: this.costOf(solution), next, prev, fitness: 0, distances: new Map() };
    for (const other of this.members) {
      const distance = brokenPairs(member, other);
      member.distances.set(other, distance);
      other.distances.set(member, distance);
    }
    this.members.push(member);
    if (this.members.length >= MIN_SIZE + GENERATION_SIZE) this.selectSurvivors();
  }

  /** A parent by binary tournament on biased fitness (lower is better). */
  select(): Solution {
    this.updateFitness();
    const pick = () => this.members[Math.floor(this.random() * this.members.length)]!;
    const a = pick();
    const b = pick();
    return (a.fitness <= b.fitness ? a : b).solution;
  }

  private remove(member: Member): void {
    this.members.splice(this.members.indexOf(member), 1);
    for (const other of this.members) other.distances.delete(member);
  }

  private selectSurvivors(): void {
    while (this.members.length > MIN_SIZE) {
      this.updateFitness();
      const clone = this.members.find((member) => [...member.distances.values()].some((distance) => distance === 0));
      if (clone) {
        // Of two clones the longer leaves (the later one when equal).
        const twins = [clone, ...[...clone.distances].filter(([, distance]) => distance === 0).map(([other]) => other)];
        this.remove(twins.reduce((worst, member) => (member.cost >= worst.cost ? member : worst)));
        continue;
      }
      this.remove(this.members.reduce((worst, member) => (member.fitness > worst.fitness ? member : worst)));
    }
  }

  private updateFitness(): void {
    const n = this.members.length;
    if (n === 1) {
      this.members[0]!.fitness = 0;
      return;
    }
    const byCost = this.members.slice().sort((a, b) => a.cost - b.cost);
    const diversity = new Map<Member, number>();
    for (const member of this.members) {
      const closest = [...member.distances.values()].sort((a, b) => a - b).slice(0, CLOSE);
      diversity.set(member, closest.reduce((sum, distance) => sum + distance, 0) / closest.length);
    }
    const byDiversity = this.members.slice().sort((a, b) => diversity.get(b)! - diversity.get(a)!);
    const eliteWeight = 1 - Math.min(ELITE, n) / n;
    byCost.forEach((member, rank) => (member.fitness = rank / (n - 1)));
    byDiversity.forEach((member, rank) => (member.fitness += eliteWeight * (rank / (n - 1))));
  }
}

/** Each stop's successor and predecessor (a vehicle's end and start nodes at the ends, -1 unserved). */
function neighbourArrays(model: Model, solution: Solution): { next: Int32Array; prev: Int32Array } {
  const next = new Int32Array(model.stopCount).fill(-1);
  const prev = new Int32Array(model.stopCount).fill(-1);
  for (const route of solution.routes) {
    const stops = route.stops;
    stops.forEach((u, p) => {
      prev[u] = p === 0 ? model.startNode[route.vehicle]! : stops[p - 1]!;
      next[u] = p === stops.length - 1 ? model.endNode[route.vehicle]! : stops[p + 1]!;
    });
  }
  return { next, prev };
}

/**
 * Broken-pairs distance: the share of stops whose successor in one plan is next to them in neither
 * direction in the other (a stop served in one plan only counts as broken).
 */
function brokenPairs(a: { next: Int32Array; prev: Int32Array }, b: { next: Int32Array; prev: Int32Array }): number {
  const S = a.next.length;
  let broken = 0;
  for (let u = 0; u < S; u++) {
    if (a.next[u] === -1 && b.next[u] === -1) continue;
    if (a.next[u] !== b.next[u] && a.next[u] !== b.prev[u]) broken++;
  }
  return S > 0 ? broken / S : 0;
}
