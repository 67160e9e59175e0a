#!/usr/bin/env python3
"""Checks every method against the cost it promises (issue 16, goals 4 and 5).

For each variant whose promise (`attnlab variants --json`, "promise") is O(N), O(N log N) or O(N^1.5), runs
`attnlab bench --variants ID --sizes N --json` once per N (N = 1K .. 64K by default), each in its own process, so
that the peak RSS of that process (from wait4) is the peak of that one point. Fits the slope of log time on log N
and prints one Markdown table: the promise, its slope limit, the measured slopes of wall time and of CPU time (the
medians over --passes sweeps; the check uses CPU time, bench's `cpu_seconds`, which a shared machine's waiting for
a core does not inflate), the CPU time of one run at each N and the peak RSS at the largest N against the 256 MB budget of goal 5.

The machine may be shared: run it with --passes 3 and report the medians with the load (`uptime`).

    python3 tools/performance/promise_slopes.py --attnlab build/native/app/attnlab --passes 3
"""

import argparse
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile

GROWTHS_CHECKED = ("n", "n_log_n", "n^1.5")
RSS_BUDGET_MB = 256.0


def log_log_slope(sizes, seconds):
    pairs = [(math.log(n), math.log(s)) for n, s in zip(sizes, seconds) if s and s > 0]
    if len(pairs) < 2:
        return float("nan")
    mx = sum(x for x, _ in pairs) / len(pairs)
    my = sum(y for _, y in pairs) / len(pairs)
    sxx = sum((x - mx) ** 2 for x, _ in pairs)
    sxy = sum((x - mx) * (y - my) for x, y in pairs)
    return sxy / sxx if sxx > 0 else float("nan")


def promises(attnlab):
    out = subprocess.run([attnlab, "variants", "--json"], check=True, capture_output=True, text=True).stdout
    return {v["id"]: v["promise"] for v in json.loads(out)["variants"]}


# The settings a promise is made for where the defaults serve short inputs (tests/core/test_cost_promises.cpp):
# sinkhorn's default blocks of 8, the spec's, sort quadratically at long N.
LONG_SEQUENCE_SETTINGS = {"sinkhorn": ["block=128"]}


def run_bench(attnlab, variant, n, repeats, d):
    """One `attnlab bench` process: (its JSON point, its peak RSS in MB, its CPU seconds), from wait4."""
    with tempfile.TemporaryFile(mode="w+") as out:
        command = [attnlab, "bench", "--variants", variant, "--n", str(n), "--repeats", str(repeats),
                   "--d", str(d), "--json"]
        for setting in LONG_SEQUENCE_SETTINGS.get(variant, []):
            command += ["--set", setting]
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        out.seek(0)
        text = out.read()
    if os.waitstatus_to_exitcode(status) != 0:
        return {}, float("nan"), float("nan")
    point = json.loads(text)["results"][0]["points"][0]
    return point, usage.ru_maxrss / 1024.0, usage.ru_utime + usage.ru_stime  # Linux: ru_maxrss in kilobytes


def run_point(attnlab, variant, n, repeats, d):
    """(median wall seconds, median CPU seconds of one run, peak RSS in MB) of one point.

    Both times are bench's own medians over the repeats (`seconds`, `cpu_seconds`: the CPU time of one run, the
    calling thread's and its parallel loops', without the kept threads' spinning for work). The CPU time does not
    count the time the process waited for a core on a shared machine.
    """
    point, rss_mb, _ = run_bench(attnlab, variant, n, repeats, d)
    seconds = point.get("seconds")
    cpu = point.get("cpu_seconds")
    wall = seconds if isinstance(seconds, (int, float)) else float("nan")
    return wall, cpu if isinstance(cpu, (int, float)) else float("nan"), rss_mb


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--attnlab", default="build/native/app/attnlab")
    parser.add_argument("--sizes", default="1024,2048,4096,8192,16384,32768,65536")
    parser.add_argument("--variants", default="", help="comma-separated ids (default: every O(N), O(N log N), O(N^1.5))")
    parser.add_argument("--repeats", type=int, default=3, help="timed runs at N >= 16384; more below")
    parser.add_argument("--passes", type=int, default=1, help="sweeps over N; the median slope is reported")
    parser.add_argument("--d", type=int, default=64)
    parser.add_argument("--from-log", default="", help="print the table of a run's saved stderr instead of measuring")
    args = parser.parse_args()

    sizes = [int(s) for s in args.sizes.split(",")]
    table = promises(args.attnlab)
    ids = args.variants.split(",") if args.variants else [i for i, p in table.items() if p["growth"] in GROWTHS_CHECKED]

    if args.from_log:
        measured = parse_log(args.from_log)
        sizes = sorted({n for points in measured.values() for n in points})
        ids = [i for i in ids if i in measured]
    else:
        measured = {}
        for variant in ids:
            measured[variant] = {}
            for _ in range(args.passes):
                for n in sizes:
                    # More runs at small N, so the CPU time measured is well above the clock's resolution.
                    repeats = min(200, max(args.repeats, round(args.repeats * 16384 / n)))
                    wall, cpu, peak = run_point(args.attnlab, variant, n, repeats, args.d)
                    measured[variant].setdefault(n, []).append((wall, cpu, peak))
                    print(LOG_LINE % (variant, n, wall, cpu, peak), file=sys.stderr, flush=True)
    print_table(table, ids, sizes, measured)


LOG_LINE = "%s N = %d: %.4g s wall, %.4g s CPU, peak RSS %.0f MB"


def parse_log(path):
    """The measurements a run printed on stderr, for --from-log."""
    pattern = re.compile(r"(\S+) N = (\d+): (\S+) s wall, (\S+) s CPU, peak RSS (\S+) MB")
    measured = {}
    with open(path) as log:
        for line in log:
            match = pattern.match(line)
            if match:
                variant, n = match.group(1), int(match.group(2))
                values = tuple(float(match.group(k)) for k in (3, 4, 5))
                measured.setdefault(variant, {}).setdefault(n, []).append(values)
    return measured


def print_table(table, ids, sizes, measured):
    """One row per variant: slopes of wall and CPU time over all N (the median over passes) and over N >= 8192,
    where the inputs no longer fit in a core's cache; the CPU seconds at each N; the peak RSS at the largest N."""
    large = [n for n in sizes if n >= 8192]
    print("| variant | promise | limit | slope (wall) | slope (CPU) | slope (CPU, N >= 8192) | kept | "
          + " | ".join("CPU s at %d" % n for n in sizes)
          + " | peak RSS at %d (MB) | <= %d MB |" % (sizes[-1], RSS_BUDGET_MB))
    print("|---" * (9 + len(sizes)) + "|")
    for variant in ids:
        points = measured[variant]
        passes = min(len(points.get(n, [])) for n in sizes)
        if passes == 0:
            continue
        per_pass = lambda k, ns: [log_log_slope(ns, [points[n][p][k] for n in ns]) for p in range(passes)]
        wall_slope = statistics.median(per_pass(0, sizes))
        cpu_slope = statistics.median(per_pass(1, sizes))
        cpu_large = statistics.median(per_pass(1, large)) if len(large) > 1 else float("nan")
        cpu = [statistics.median(v[1] for v in points[n]) for n in sizes]
        peak = max(v[2] for v in points[sizes[-1]])
        promise = table[variant]
        kept = "yes" if cpu_slope <= promise["slope_limit"] else "NO"
        fits = "yes" if peak <= RSS_BUDGET_MB else "NO"
        print("| %s | %s | %.1f | %.2f | %.2f | %.2f | %s | %s | %.0f | %s |" % (
            variant, promise["big_o"], promise["slope_limit"], wall_slope, cpu_slope, cpu_large, kept,
            " | ".join("%.3g" % s for s in cpu), peak, fits))

if __name__ == "__main__":
    main()
