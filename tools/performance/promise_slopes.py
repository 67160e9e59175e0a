#!/usr/bin/env python3
"""Checks every method against the cost it promises (issue 16, goals 4 and 5).

For each variant whose promise (`attnlab variants --json`, "promise") is O(N), O(N log N) or O(N^1.5), runs
`attnlab bench --variants ID --sizes N --json` once per N (N = 1K .. 64K by default), each in its own process, so
that the peak RSS of that process (from wait4) is the peak of that one point. Fits the slope of log time on log N
and prints one Markdown table: the promise, its slope limit, the measured slope (the median over --passes sweeps),
the time at each N and the peak RSS at the largest N against the 256 MB budget of goal 5.

The machine may be shared: run it with --passes 3 and report the medians with the load (`uptime`).

    python3 tools/performance/promise_slopes.py --attnlab build/native/app/attnlab --passes 3
"""

import argparse
import json
import math
import os
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


def run_point(attnlab, variant, n, repeats, d, extra):
    """One bench point in its own process: (median seconds, peak RSS in MB, the point's JSON)."""
    with tempfile.TemporaryFile(mode="w+") as out:
        command = [attnlab, "bench", "--variants", variant, "--n", str(n), "--repeats", str(repeats),
                   "--d", str(d), "--json"] + extra
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        text = out.read()
    if process.returncode != 0:
        return float("nan"), float("nan"), {"error": "exit %d" % process.returncode}
    point = json.loads(text)["results"][0]["points"][0]
    seconds = point.get("seconds")
    rss_mb = usage.ru_maxrss / 1024.0  # Linux reports kilobytes
    return (seconds if isinstance(seconds, (int, float)) else float("nan")), rss_mb, point


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--attnlab", default="build/native/app/attnlab")
    parser.add_argument("--sizes", default="1024,2048,4096,8192,16384,32768,65536")
    parser.add_argument("--variants", default="", help="comma-separated ids (default: every O(N), O(N log N), O(N^1.5))")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--passes", type=int, default=1, help="sweeps over N; the median slope is reported")
    parser.add_argument("--d", type=int, default=64)
    args = parser.parse_args()

    sizes = [int(s) for s in args.sizes.split(",")]
    table = promises(args.attnlab)
    ids = args.variants.split(",") if args.variants else [i for i, p in table.items() if p["growth"] in GROWTHS_CHECKED]

    rows = []
    for variant in ids:
        promise = table[variant]
        slopes, times, rss = [], {n: [] for n in sizes}, {n: [] for n in sizes}
        for _ in range(args.passes):
            seconds = []
            for n in sizes:
                s, r, _ = run_point(args.attnlab, variant, n, args.repeats, args.d, [])
                seconds.append(s)
                times[n].append(s)
                rss[n].append(r)
                print("%s N = %d: %.4g s, peak RSS %.0f MB" % (variant, n, s, r), file=sys.stderr, flush=True)
            slopes.append(log_log_slope(sizes, seconds))
        slope = statistics.median(slopes)
        largest = sizes[-1]
        peak = max(rss[largest])
        rows.append((variant, promise, slope, [statistics.median(times[n]) for n in sizes], peak))

    print("| variant | promise | limit | slope | kept | " + " | ".join("s at %d" % n for n in sizes)
          + " | peak RSS at %d (MB) | <= %d MB |" % (sizes[-1], RSS_BUDGET_MB))
    print("|---" * (7 + len(sizes)) + "|")
    for variant, promise, slope, seconds, peak in rows:
        kept = "yes" if slope <= promise["slope_limit"] else "NO"
        fits = "yes" if peak <= RSS_BUDGET_MB else "NO"
        print("| %s | %s | %.1f | %.2f | %s | %s | %.0f | %s |" % (
            variant, promise["big_o"], promise["slope_limit"], slope, kept,
            " | ".join("%.3g" % s for s in seconds), peak, fits))


if __name__ == "__main__":
    main()
