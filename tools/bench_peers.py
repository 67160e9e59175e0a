#!/usr/bin/python3
"""Exact attention in attnlab against numpy and PyTorch on the same shapes, in one run, as one table.

    tools/bench_peers.py BUILD/app/attnlab [--n 1024,2048,4096] [--d 64] [--repeats 5] [--threads 2]
                         [--coretypes auto,SkylakeX,Haswell]

One head, float32, softmax(Q K^T / sqrt(d)) V on gaussian Q, K, V (N x d, dv = d), no map. attnlab's times come
from `attnlab bench --variants full --json` (median of the repeats after a warm-up, with the FMA peak it measured
in the same process); numpy's and PyTorch's are medians of as many runs after a warm-up, each in a child process
per OpenBLAS core type (OPENBLAS_CORETYPE must be set before the library loads; "auto" leaves it unset and lets
OpenBLAS pick), so the table names the core type each peer ran with, as OpenBLAS reports it.

Needs Debian's python3-numpy with the threaded OpenBLAS, and Debian's python3-torch (1.13: no
scaled_dot_product_attention, so PyTorch computes softmax(Q K^T) V as written). Install them with
    apt-get install -y python3-numpy libopenblas0-pthread python3-torch
(not part of packaging/install-deps.sh: the app and its tests do not need them). A missing peer is reported as
such in the table rather than stopping the run. Run it with /usr/bin/python3, the interpreter those packages
belong to. GFLOP/s count 4 N^2 d (the two products, a multiply-add as two operations).
"""

import argparse
import ctypes
import json
import os
import statistics
import subprocess
import sys
import time


def corename():
    """The core type OpenBLAS chose (or was told), from the library numpy loaded."""
    # numpy and torch call BLAS through libblas.so.3, which Debian points at OpenBLAS when it is installed.
    for name in ("libblas.so.3", "libopenblas.so.0"):
        try:
            lib = ctypes.CDLL(name)
            lib.openblas_get_corename.restype = ctypes.c_char_p
            return lib.openblas_get_corename().decode()
        except (OSError, AttributeError):
            continue
    return "not OpenBLAS"


def median_seconds(run, repeats):
    run()  # warm-up: first-touch pages, thread pools
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def child(sizes, d, repeats, threads):
    """Times numpy and PyTorch at each N; prints one JSON object."""
    result = {"corename": None, "numpy": {}, "torch": {}, "errors": {}}
    try:
        import numpy as np
    except ImportError as error:
        result["errors"]["numpy"] = str(error)
        print(json.dumps(result))
        return
    result["corename"] = corename()
    rng = np.random.default_rng(0)
    try:
        import torch

        torch.set_num_threads(threads)
    except ImportError as error:
        torch = None
        result["errors"]["torch"] = str(error)
    scale = 1.0 / np.sqrt(d)
    for n in sizes:
        q, k, v = (rng.standard_normal((n, d), dtype=np.float32) for _ in range(3))

        def numpy_attention():
            s = q @ k.T
            s *= scale
            s -= s.max(axis=1, keepdims=True)
            np.exp(s, out=s)
            s /= s.sum(axis=1, keepdims=True)
            return s @ v

        result["numpy"][n] = median_seconds(numpy_attention, repeats)
        if torch is not None:
            tq, tk, tv = (torch.from_numpy(x) for x in (q, k, v))

            def torch_attention():
                with torch.no_grad():
                    return torch.softmax((tq @ tk.T) * scale, dim=-1) @ tv

            result["torch"][n] = median_seconds(torch_attention, repeats)
    print(json.dumps(result))


def run_attnlab(binary, sizes, d, repeats):
    command = [binary, "bench", "--variants", "full", "--n", ",".join(map(str, sizes)), "--d", str(d),
               "--repeats", str(repeats), "--json"]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    report = json.loads(out)
    seconds = {point["n"]: point["seconds"] for point in report["results"][0]["points"]}
    return seconds, report["fma_peak"]


def run_peers(coretype, sizes, d, repeats, threads):
    env = dict(os.environ)
    env.pop("OPENBLAS_CORETYPE", None)
    if coretype != "auto":
        env["OPENBLAS_CORETYPE"] = coretype
    env["OPENBLAS_NUM_THREADS"] = str(threads)
    command = [sys.executable, os.path.abspath(__file__), "--child", "--n", ",".join(map(str, sizes)), "--d",
               str(d), "--repeats", str(repeats), "--threads", str(threads)]
    out = subprocess.run(command, check=True, capture_output=True, text=True, env=env).stdout
    return json.loads(out)


def gflops(n, d, seconds):
    return 4.0 * n * n * d / seconds * 1e-9


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("attnlab", nargs="?", help="the attnlab binary (e.g. build/release/app/attnlab)")
    parser.add_argument("--n", default="1024,2048,4096")
    parser.add_argument("--d", type=int, default=64)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--threads", type=int, default=os.cpu_count())
    parser.add_argument("--coretypes", default="auto,SkylakeX,Haswell")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sizes = [int(n) for n in args.n.split(",")]
    if args.child:
        child(sizes, args.d, args.repeats, args.threads)
        return
    if not args.attnlab:
        parser.error("the attnlab binary is required")

    attnlab, peak = run_attnlab(args.attnlab, sizes, args.d, args.repeats)
    peers = {coretype: run_peers(coretype, sizes, args.d, args.repeats, args.threads)
             for coretype in args.coretypes.split(",")}

    columns = []  # (heading, {n: seconds})
    for coretype, report in peers.items():
        core = report["corename"] or "?"
        label = f"{coretype}: {core}" if coretype == "auto" else core
        columns.append((f"numpy ({label})", {int(n): s for n, s in report["numpy"].items()}))
        if report["torch"]:
            columns.append((f"torch ({label})", {int(n): s for n, s in report["torch"].items()}))
        for peer, error in report["errors"].items():
            print(f"{peer} with OPENBLAS_CORETYPE={coretype}: not run ({error})", file=sys.stderr)

    print(f"FMA peak measured by attnlab bench: {peak['gflops']:.1f} GFLOP/s ({peak['isa']}, "
          f"{peak['threads']} threads); d = {args.d}, float32, median of {args.repeats} after a warm-up; "
          f"ms (GFLOP/s, 4 N^2 d)\n")
    headings = ["N", "attnlab full", "% of FMA peak"] + [h for h, _ in columns] + ["best peer", "attnlab speed-up"]
    print("| " + " | ".join(headings) + " |")
    print("|" + "---|" * len(headings))
    for n in sizes:
        ours = attnlab.get(n)
        cells = [str(n)]
        if ours:
            cells += [f"{ours * 1e3:.1f} ({gflops(n, args.d, ours):.0f})",
                      f"{100 * gflops(n, args.d, ours) / peak['gflops']:.0f}%"]
        else:
            cells += ["-", "-"]
        best = None
        for heading, times in columns:
            seconds = times.get(n)
            if seconds is None:
                cells.append("-")
                continue
            cells.append(f"{seconds * 1e3:.1f} ({gflops(n, args.d, seconds):.0f})")
            if best is None or seconds < best[1]:
                best = (heading, seconds)
        cells.append(f"{best[0]}" if best else "-")
        cells.append(f"{best[1] / ours:.2f}x" if best and ours else "-")
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
