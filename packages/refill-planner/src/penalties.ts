import type { Model } from './model';
import type { Penalties, RouteState } from './route-state';

/*
 * The penalty weights of the penalised search, adapted as in Vidal's hybrid genetic search (PyVRP's
 * PenaltyManager): after every few searched plans, a rule that too few plans kept gets a heavier weight
 * and one that too many kept a lighter one, so that about TARGET_FEASIBLE of the plans keep it. Plans
 * that break a rule are never kept: they only let the search pass through them.
 */

const TARGET_FEASIBLE = 0.65;
const TOLERANCE = 0.05;
const UPDATE_EVERY = 5;
const INCREASE = 1.25;
const DECREASE = 0.85;
const MIN_WEIGHT = 0.01;
const MAX_WEIGHT = 100_000;

type Rule = keyof Penalties;
const RULES: Rule[] = ['load', 'warp', 'dist'];

export class PenaltyManager {
  weights: Penalties;
  private readonly kept: Record<Rule, boolean[]> = { load: [], warp: [], dist: [] };

  /** `scale`: the typical distance between neighbouring stops; a gallon too many first costs ten of them. */
  constructor(model: Model, scale: number) {
    // A minute late first costs what a minute of travel covers; a km too far, a km.
    this.weights = { load: 10 * scale, warp: model.instance.travelSpeedKmh / 60, dist: 1 };
  }

  /** Records whether a searched plan kept each rule, and adapts the weights every UPDATE_EVERY plans. */
  register(routes: RouteState[]): void {
    const broken = { load: false, warp: false, dist: false };
    for (const route of routes) {
      broken.load ||= route.excessLoad > 0;
      broken.warp ||= route.timeWarp > 0;
      broken.dist ||= route.excessDist > 0;
    }
    for (const rule of RULES) {
      const kept = this.kept[rule];
      kept.push(!broken[rule]);
      if (kept.length < UPDATE_EVERY) continue;
      const share = kept.filter(Boolean).length / kept.length;
      kept.length = 0;
      let weight = this.weights[rule];
      if (share < TARGET_FEASIBLE - TOLERANCE) weight *= INCREASE;
      else if (share > TARGET_FEASIBLE + TOLERANCE) weight *= DECREASE;
      this.weights[rule] = Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, weight));
    }
  }

  /** The weights times `factor`: to repair a plan that still breaks a rule. */
  boosted(factor: number): Penalties {
    return { load: this.weights.load * factor, warp: this.weights.warp * factor, dist: this.weights.dist * factor };
  }
}
