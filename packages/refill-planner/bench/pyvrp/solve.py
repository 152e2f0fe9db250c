"""
Solves an instance exported by bench/pyvrp-export.ts (toPyvrp) with PyVRP's hybrid genetic search
(v0.12.2, built by build.sh) and writes its routes as JSON for pyvrp-export.ts to score with our checker.

    PYTHONPATH=/work/pyvrp/src:/work/pyvrp/deps python3 solve.py data.json routes.json --seconds 60 --seed 1

The search is PyVRP's `solve` (the hybrid genetic search with its default parameters), for the given
wall time (MaxRuntime; the process start and the reading of the data excluded) and seed, with one
change: the initial penalties. PyVRP sets them so that an average excess costs about an average edge,
and caps them at 100,000 a unit; our stops are optional with prizes far above an edge (serving one more
stop outweighs any distance), so from those penalties every plan of the search overloads the vans and
none is ever feasible (day 1: no feasible plan in 5 s). Here an excess gallon starts at two prizes, a
minute of time warp and a kilometre over a distance cap at one prize, the cap is raised accordingly, and
PyVRP's penalty manager adapts them from there as usual.
"""

import argparse
import json
import time

import numpy as np

from pyvrp import (
    Client,
    Depot,
    GeneticAlgorithm,
    PenaltyManager,
    PenaltyParams,
    Population,
    ProblemData,
    RandomNumberGenerator,
    Solution,
    SolveParams,
    VehicleType,
)
from pyvrp.crossover import selective_route_exchange as srex
from pyvrp.diversity import broken_pairs_distance as bpd
from pyvrp.search import LocalSearch, compute_neighbours
from pyvrp.stop import MaxRuntime


def problem_data(data: dict) -> ProblemData:
    depots = [Depot(x=d["x"], y=d["y"], name=d["name"]) for d in data["depots"]]
    clients = [
        Client(
            x=c["x"],
            y=c["y"],
            delivery=[c["delivery"]],
            service_duration=0,  # in the duration matrix of each profile
            tw_early=c["twEarly"],
            tw_late=c["twLate"],
            prize=c["prize"],
            required=False,
            name=c["name"],
        )
        for c in data["clients"]
    ]
    vehicle_types = []
    for v in data["vehicleTypes"]:
        kwargs = {}
        if v["maxDistance"] is not None:
            kwargs["max_distance"] = v["maxDistance"]
        vehicle_types.append(
            VehicleType(
                num_available=1,
                capacity=[v["capacity"]],
                start_depot=v["startDepot"],
                end_depot=v["endDepot"],
                tw_early=v["twEarly"],
                tw_late=v["twLate"],
                profile=v["profile"],
                name=v["name"],
                **kwargs,
            )
        )
    size = len(depots) + len(clients)
    distances = [np.asarray(m, dtype=np.int64).reshape(size, size) for m in data["distance"]]
    durations = [np.asarray(m, dtype=np.int64).reshape(size, size) for m in data["duration"]]
    return ProblemData(clients, depots, vehicle_types, distances, durations)


class MaxCpuTime:
    """
    Stops after this much CPU time of the process: on a shared machine, the fair budget.
    """

    def __init__(self, seconds: float):
        self._seconds = seconds
        self._started = time.process_time()

    def __call__(self, best_cost: float) -> bool:
        return time.process_time() - self._started >= self._seconds


def solve(data: ProblemData, seconds: float, seed: int, prize: int, cpu: bool = False):
    """
    pyvrp.solve (v0.12.2) step by step, with initial penalties scaled to the prizes (see above).
    """
    params = SolveParams(penalty=PenaltyParams(max_penalty=1e9))
    rng = RandomNumberGenerator(seed=seed)
    neighbours = compute_neighbours(data, params.neighbourhood)
    ls = LocalSearch(data, rng, neighbours)
    for node_op in params.node_ops:
        if node_op.supports(data):
            ls.add_node_operator(node_op(data))
    for route_op in params.route_ops:
        if route_op.supports(data):
            ls.add_route_operator(route_op(data))

    default = PenaltyManager.init_from(data, params.penalty).penalties()
    load, tw, dist = default[0], default[1], default[2]
    initial = (
        [max(value, 2.0 * prize) for value in load],
        max(tw, prize / 60.0),
        max(dist, prize / 1000.0),
    )
    pm = PenaltyManager(initial, params.penalty)
    pop = Population(bpd, params.population)
    init = [
        Solution.make_random(data, rng)
        for _ in range(params.population.min_pop_size)
    ]
    algo = GeneticAlgorithm(
        data, pm, rng, pop, ls, srex, init, params.genetic
    )
    stop = MaxCpuTime(seconds) if cpu else MaxRuntime(seconds)
    return algo.run(stop, True, False, params.display_interval)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("data")
    parser.add_argument("out")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="--seconds counts the process's CPU time instead of wall time",
    )
    args = parser.parse_args()

    with open(args.data) as fh:
        data = json.load(fh)
    problem = problem_data(data)

    started = time.perf_counter()
    cpu_started = time.process_time()
    prize = min(c["prize"] for c in data["clients"])
    result = solve(problem, args.seconds, args.seed, prize, args.cpu)
    runtime = time.perf_counter() - started
    cpu = time.process_time() - cpu_started

    best = result.best
    num_depots = len(data["depots"])
    routes = []
    for route in best.routes():
        vehicle = data["vehicleTypes"][route.vehicle_type()]["name"]
        stops = [data["clients"][loc - num_depots]["name"] for loc in route.visits()]
        routes.append({"vehicleId": vehicle, "stopIds": stops})

    with open(args.out, "w") as fh:
        json.dump(
            {
                "seconds": args.seconds,
                "cpuBudget": args.cpu,
                "seed": args.seed,
                "feasible": bool(best.is_feasible()),
                "cost": float(result.cost()),
                "distanceM": int(best.distance()),
                "iterations": int(result.num_iterations),
                "runtimeS": round(runtime, 3),
                "cpuS": round(cpu, 3),
                "routes": routes,
            },
            fh,
        )


if __name__ == "__main__":
    main()
