"""The long campaign of random command lines (tests/test_cli_fuzz.py's vectors) through
``gcnsim.cli.main`` in-process, counted instead of stopped at the first escape.

An escape is an outcome that breaks the CLI's promise: status 2 (internal error), an exception
that is not argparse's SystemExit, a Python warning, or status 1 without exactly one
``gcnsim: ...`` line. The JSON summary holds the number of cases, each outcome's count, the
escapes (distinct messages, each with a count and its first vector), the peak resident set and
the time taken.

    python benchmarks/fuzz_cli.py --cases 100000 --out fuzz_cli.json
"""
import argparse
import json
import resource
import sys
import time
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, seed, settings

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gcnsim.outputs import write_output  # noqa: E402
from tests.test_cli_fuzz import FIXTURES, FOLDER, command_line, run_case  # noqa: E402


class Tally:
    """Outcome counts and distinct escapes of a campaign."""

    def __init__(self):
        self.cases = 0
        self.outcomes = Counter()
        self.escapes = {}

    def add(self, argv, outcome):
        self.cases += 1
        status = outcome.status
        self.outcomes["exception" if status is None else
                      f"exit {status[1]}" if isinstance(status, tuple) else
                      f"status {status}"] += 1
        if outcome.escape:
            key = outcome.escape.split("\n")[0][:200]
            entry = self.escapes.setdefault(key, {"count": 0, "argv": argv})
            entry["count"] += 1

    def summary(self, seconds):
        return {"cases": self.cases, "escapes": sum(e["count"] for e in self.escapes.values()),
                "distinct_escapes": len(self.escapes), "outcomes": dict(self.outcomes),
                "escape_list": [{"message": k, **v} for k, v in self.escapes.items()],
                "peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024,
                "seconds": round(seconds, 1)}


def campaign(tally, cases, chunk, first_seed):
    """Run ``cases`` vectors in chunks of ``chunk`` (a fresh hypothesis seed each)."""
    done = 0
    while done < cases:
        n = min(chunk, cases - done)

        @seed(first_seed + done)
        @settings(max_examples=n, deadline=None, database=None, phases=[Phase.generate],
                  suppress_health_check=list(HealthCheck))
        @given(argv=command_line(FIXTURES, FOLDER.name))
        def one(argv):
            tally.add(argv, run_case(argv))

        one()
        done += n
        print(f"{tally.cases} cases, {sum(e['count'] for e in tally.escapes.values())} escapes",
              file=sys.stderr, flush=True)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=100_000, help="vectors to run")
    parser.add_argument("--chunk", type=int, default=2_000, help="vectors per hypothesis run")
    parser.add_argument("--seed", type=int, default=0, help="first hypothesis seed")
    parser.add_argument("--out", default="fuzz_cli.json", help="where the JSON summary goes")
    args = parser.parse_args(argv)
    tally = Tally()
    start = time.perf_counter()
    try:
        campaign(tally, args.cases, args.chunk, args.seed)
    finally:
        summary = tally.summary(time.perf_counter() - start)
        write_output(args.out, json.dumps(summary, indent=1) + "\n", "summary")
        print(json.dumps({k: v for k, v in summary.items() if k != "escape_list"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
