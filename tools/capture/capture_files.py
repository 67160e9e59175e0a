"""Writes a capture as the .npy files attnlab opens, with a JSON record of where they came from."""

import json
import os

import numpy


def default_prefix(capture):
    return f"layer{capture.layer}_head{capture.head}_"


def compute_command(capture, paths, program="./run.sh"):
    """The attnlab command that computes exact attention on the files (`paths` by role; roles other than q, k,
    v and x are left out) as the model did."""
    words = [program, "compute", "--variant", "full"]
    for role in ("q", "k", "v", "x"):
        if role in paths:
            words += [f"--{role}", paths[role]]
    if capture.causal:
        words.append("--causal")
    if capture.needs_scale_option:
        words += ["--scale", repr(capture.scale)]
    return words


def write_capture(capture, folder, prefix, with_attention):
    """Writes <prefix>q.npy, k, v, x (when captured), attention (when asked and the model gave it) and
    <prefix>capture.json into `folder`. Returns {role: path} for the .npy files, in the order written.

    The names end in _q, _k, _v and _x because the window's import places dropped files by their name's last
    word; the attention map's name names no role, so it is never mistaken for an input."""
    os.makedirs(folder, exist_ok=True)
    arrays = {"q": capture.q, "k": capture.k, "v": capture.v}
    if capture.x is not None:
        arrays["x"] = capture.x
    if with_attention and capture.attention is not None:
        arrays["attention"] = capture.attention
    paths = {}
    for role, array in arrays.items():
        path = os.path.join(folder, f"{prefix}{role}.npy")
        numpy.save(path, numpy.ascontiguousarray(array, dtype=numpy.float32))
        paths[role] = path
    record = {
        "layer": capture.layer,
        "layer_name": capture.layer_name,
        "kind": capture.kind,
        "head": capture.head,
        "heads": capture.heads,
        "tokens": capture.q.shape[0],
        "head_dim": capture.q.shape[1],
        "scale": capture.scale,
        "causal": capture.causal,
        "token_texts": capture.tokens,
        "files": {role: os.path.basename(path) for role, path in paths.items()},
        # Run from the folder the files are in.
        "compute": compute_command(capture, {role: os.path.basename(path) for role, path in paths.items()},
                                   program="attnlab"),
        "notes": capture.notes,
    }
    with open(os.path.join(folder, f"{prefix}capture.json"), "w", encoding="utf-8") as f:
        json.dump(record, f, ensure_ascii=False, indent=2)
        f.write("\n")
    return paths
