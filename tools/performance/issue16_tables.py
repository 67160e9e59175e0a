#!/usr/bin/env python3
"""Prints every table of docs/performance.md's issue-16 summary, each measured by the benchmark its goal names.

One command for all of them (run it on an idle machine: the header prints the load before and after):

    /usr/bin/python3 tools/performance/issue16_tables.py --attnlab build/test/app/attnlab \\
        [--portable build/portable/app/attnlab] [--before OLD/app/attnlab] [--skip slopes,peers,window]

- Goal 1: `attnlab bench --variants full` at N = 1024 .. 8192 (GFLOP/s, share of the FMA peak the same run
  measured, RSS rise), and tools/bench_peers.py (numpy, PyTorch; needs Debian's python3-numpy,
  libopenblas0-pthread and python3-torch, run with /usr/bin/python3).
- Goal 2: the same binary with each tile kernel it can dispatch to (ATTNLAB_EXACT_KERNEL), and --portable's.
- Goal 3: rate per field pair (pairs x (d + dv) / s) of local before = after = 64 and bigbird block = 64 against
  full's at N = 4096 in one process (median of three rounds), and of every pattern variant at its defaults against
  --before's (a build of the commit before the issue) at N = 4096 and 16384.
- Goals 4, 5: tools/performance/promise_slopes.py (slopes over N = 1K .. 64K, peak RSS at 64K).
- Goal 6: `attnlab bench --window` over every variant (svd at N = 512 only), parameter change and new input.
"""

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATTERN_VARIANTS = ("local,chunked,sliding_window,dilated,strided,sparse_transformer,global,longformer,bigbird,"
                    "cache_window,transformer_xl")


def run(command, env=None):
    print("    $ " + " ".join(command), file=sys.stderr)
    merged = dict(os.environ, **(env or {}))
    return subprocess.run(command, check=True, capture_output=True, text=True, env=merged).stdout


def bench(attnlab, arguments, env=None):
    data = json.loads(run([attnlab, "bench", "--json"] + arguments, env))
    points = {}
    for result in data["results"]:
        for point in result["points"]:
            points[(result["variant"], point["n"])] = point
    return data, points


def load():
    with open("/proc/loadavg") as f:
        return f.read().split()[0]


def machine():
    model = ""
    try:
        for line in run(["lscpu"]).splitlines():
            if line.startswith("Model name:"):
                model = line.split(":", 1)[1].strip()
    except (OSError, subprocess.CalledProcessError):
        pass
    return f"{model or platform.processor()}, {os.cpu_count()} cores"


def pair_rate(point):
    return point["field_pairs"] * 128 / point["seconds"]  # d = dv = 64


def goal1(attnlab):
    print("\n### Goal 1: the exact kernel\n")
    command = ["--variants", "full", "--n", "1024,2048,4096,8192", "--repeats", "5"]
    data, points = bench(attnlab, command)
    print(f"`attnlab bench {' '.join(command)}` (FMA peak measured by the run: {data['fma_peak']['gflops']:.0f} "
          f"GFLOP/s, {data['fma_peak']['isa']}, {data['fma_peak']['threads']} threads)\n")
    print("| N | ms | GFLOP/s | % of peak | % of peak, fastest run | peak RSS MiB | RSS rise MiB |")
    print("|---|---|---|---|---|---|---|")
    for n in (1024, 2048, 4096, 8192):
        p = points[("full", n)]
        print(f"| {n} | {p['seconds'] * 1e3:.2f} | {p['gflops']:.0f} | {100 * p['fraction_of_peak']:.1f} | "
              f"{100 * p['fastest_fraction_of_peak']:.1f} | {p['peak_rss_bytes'] / 2**20:.1f} | "
              f"{p['rss_growth_bytes'] / 2**20:.1f} |")


def peers(attnlab):
    print("\n### Goal 1: against numpy and PyTorch\n")
    print("`tools/bench_peers.py` (its own table):\n")
    print(run(["/usr/bin/python3", os.path.join(HERE, "..", "bench_peers.py"), attnlab, "--n", "1024,2048,4096"]))


def goal2(attnlab, portable):
    print("\n### Goal 2: vector builds\n")
    rows = []
    for isa in ("baseline", "avx2", "avx512"):
        try:
            data, points = bench(attnlab, ["--variants", "full", "--n", "4096", "--repeats", "5"],
                                 {"ATTNLAB_EXACT_KERNEL": isa})
        except subprocess.CalledProcessError:
            continue
        rows.append((f"native build, ATTNLAB_EXACT_KERNEL={isa}", points[("full", 4096)]["seconds"]))
    if portable:
        data, points = bench(portable, ["--variants", "full", "--n", "4096", "--repeats", "5"])
        rows.append((f"portable build (dispatches to {data['fma_peak']['isa']})", points[("full", 4096)]["seconds"]))
    fastest = min(seconds for _, seconds in rows)
    print("`attnlab bench --variants full --n 4096 --repeats 5`, one process each:\n")
    print("| build | ms | against the fastest |")
    print("|---|---|---|")
    for name, seconds in rows:
        print(f"| {name} | {seconds * 1e3:.2f} | {seconds / fastest:.2f} |")


def goal3(attnlab, before):
    print("\n### Goal 3: pattern variants\n")
    command = ["--variants", "full,local,bigbird", "--set", "before=64", "--set", "after=64", "--set", "block=64",
               "--n", "4096", "--repeats", "7"]
    shares = {"local": [], "bigbird": []}
    for _ in range(3):
        _, points = bench(attnlab, command)
        full = pair_rate(points[("full", 4096)])
        for variant in shares:
            shares[variant].append(100 * pair_rate(points[(variant, 4096)]) / full)
    print(f"`attnlab bench {' '.join(command)}`, three rounds: rate per field pair as % of full's (median, rounds)\n")
    print("| variant | % of full's rate | rounds | goal |")
    print("|---|---|---|---|")
    for variant, values in shares.items():
        print(f"| {variant} (64) | {statistics.median(values):.0f} | "
              f"{', '.join(f'{v:.0f}' for v in values)} | 40 |")
    if not before:
        return
    print("\nAt the defaults, against the build before the issue (`--before`), alternating, median of two rounds "
          "(G pair-madds/s = field pairs x (d + dv) / s):\n")
    print("| variant | N | before ms | now ms | before G/s | now G/s | speed-up | counted / field madds |")
    print("|---|---|---|---|---|---|---|---|")
    for n in (4096, 16384):
        arguments = ["--variants", PATTERN_VARIANTS, "--n", str(n), "--repeats", "5"]
        rounds = {"before": [], "now": []}
        for _ in range(2):
            rounds["before"].append(bench(before, arguments)[1])
            rounds["now"].append(bench(attnlab, arguments)[1])
        for variant in PATTERN_VARIANTS.split(","):
            old = statistics.median(r[(variant, n)]["seconds"] for r in rounds["before"])
            new = statistics.median(r[(variant, n)]["seconds"] for r in rounds["now"])
            point = rounds["now"][0][(variant, n)]
            pairs = point["field_pairs"] * 128
            print(f"| {variant} | {n} | {old * 1e3:.2f} | {new * 1e3:.2f} | {pairs / old / 1e9:.2f} | "
                  f"{pairs / new / 1e9:.2f} | {old / new:.1f}x | {point['madds'] / pairs:.2f} |")


def slopes(attnlab, passes):
    print("\n### Goals 4 and 5: promised costs, N = 65,536\n")
    print(f"`tools/performance/promise_slopes.py --passes {passes}` (its own table):\n")
    print(run([sys.executable, os.path.join(HERE, "promise_slopes.py"), "--attnlab", attnlab, "--passes",
               str(passes)]))


def window_rows(output):
    """(variant, n, change) -> (p50, p95) from `attnlab bench --window`'s table."""
    rows = {}
    for line in output.splitlines():
        words = line.split()
        if len(words) < 13 or not words[1].isdigit():
            continue
        try:
            numbers = [float(w) for w in words[-10:]]
        except ValueError:
            continue
        rows[(words[0], int(words[1]), " ".join(words[2:-10]))] = (numbers[0], numbers[1])
    return rows


def window(attnlab):
    print("\n### Goal 6: the window\n")
    variants = [v["id"] for v in json.loads(run([attnlab, "variants", "--json"]))["variants"]]
    # svd is the oracle that decomposes the exact N x N map (21 N^3 flops, minutes at N = 4096): 512 only.
    largest = [v for v in variants if v != "svd"]
    output = ""
    for names, lengths in ((variants, "512"), (largest, "4096")):
        command = ["bench", "--window", "--variants", ",".join(names), "--n", lengths, "--changes", "4", "--input"]
        output += run([attnlab] + command, {"QT_QPA_PLATFORM": "offscreen"})
    rows = window_rows(output)
    print(f"`attnlab bench --window --variants <every variant> --n 512 --changes 4 --input`, then the same at "
          "N = 4096 without svd (the oracle that decomposes the exact map, N^3): p50 / p95 ms from the change to "
          "the last paint of every visible panel (the goal: p50 <= 50 ms at 512, <= 250 at 4096; a new input is "
          "measured beside the parameter change the goal names)\n")
    print("| variant | change | N = 512 | N = 4096 | goal |")
    print("|---|---|---|---|---|")
    missed = []
    for variant in variants:
        for change in sorted({c for (v, _, c) in rows if v == variant}, key=lambda c: c == "input seed"):
            small = rows.get((variant, 512, change))
            large = rows.get((variant, 4096, change))
            over = [f"{n}: +{p[0] - limit:.0f} ms" for n, p, limit in ((512, small, 50), (4096, large, 250))
                    if p and p[0] > limit]
            if over:
                missed.append(f"{variant} ({change})")
            cells = [f"{p[0]:.0f} / {p[1]:.0f}" if p else "-" for p in (small, large)]
            print(f"| {variant} | {change} | {cells[0]} | {cells[1]} | {'over at ' + ', '.join(over) if over else 'met'} |")
    print(f"\nOver the goal: {', '.join(missed) if missed else 'none'}.")
    print("\n<details><summary>The benchmark's own table</summary>\n\n```")
    print(output.rstrip())
    print("```\n</details>")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--attnlab", default="build/test/app/attnlab")
    parser.add_argument("--portable", default="", help="an attnlab built with -DATTNLAB_PORTABLE=ON")
    parser.add_argument("--before", default="", help="an attnlab built from the commit before issue 16")
    parser.add_argument("--skip", default="", help="comma-separated steps: goal1, peers, goal2, goal3, slopes, window")
    parser.add_argument("--slope-passes", type=int, default=3, help="sweeps over N of promise_slopes.py")
    args = parser.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    commit = run(["git", "-C", HERE, "rev-parse", "--short", "HEAD"]).strip()
    print(f"Measured {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC on {machine()}, "
          f"commit {commit}, load average {load()} at the start.")
    steps = [("goal1", lambda: goal1(args.attnlab)), ("peers", lambda: peers(args.attnlab)),
             ("goal2", lambda: goal2(args.attnlab, args.portable)), ("goal3", lambda: goal3(args.attnlab, args.before)),
             ("slopes", lambda: slopes(args.attnlab, args.slope_passes)), ("window", lambda: window(args.attnlab))]
    for name, step in steps:
        if name not in skip:
            step()
            sys.stdout.flush()
    print(f"\nLoad average at the end: {load()}.")


if __name__ == "__main__":
    main()
