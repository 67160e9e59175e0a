#!/usr/bin/env python3
"""Times `attnlab render`: one figure per run, as a batch script would make it (process start, computing the
outcome, the panel's own work, drawing and writing), median wall time and peak resident memory over repeats.

    tools/performance/time_render.py build/release/app/attnlab [--n 256,512] [--repeats 5]
                                     [--panels sheet,map,pattern,spectrum] [--formats png,svg,pdf]

Prints a Markdown table (docs/performance.md keeps one). Uses Qt's offscreen platform, as `render` does by itself.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def run_once(binary, arguments):
    start = time.perf_counter()
    process = subprocess.Popen([binary] + arguments, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    error = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"render failed: {' '.join(arguments)}\n{error}")
    return seconds, usage.ru_maxrss / 1024.0  # ru_maxrss is in KiB on Linux


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--n", default="256,512")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--variant", default="local")
    parser.add_argument("--panels", default="sheet,map,pattern,spectrum")
    parser.add_argument("--formats", default="png,svg,pdf")
    options = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    print(f"| N | panel | format | median s (of {options.repeats}) | peak RSS MiB |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        for n in options.n.split(","):
            for panel in options.panels.split(","):
                for extension in options.formats.split(","):
                    out = os.path.join(folder, f"figure.{extension}")
                    arguments = ["render", "--scenario", "gaussian", "--n", n, "--variant", options.variant,
                                 "--panel", panel, "--out", out]
                    runs = [run_once(options.binary, arguments) for _ in range(options.repeats)]
                    seconds = statistics.median(run[0] for run in runs)
                    memory = max(run[1] for run in runs)
                    print(f"| {n} | {panel} | {extension} | {seconds:.3f} | {memory:.0f} |", flush=True)


if __name__ == "__main__":
    main()
