#!/usr/bin/python3
"""Writes the values tests/core/test_char_model.cpp checks the C++ forward pass against.

    /usr/bin/python3 tools/model/export_reference.py

Reads the shipped weights (resources/model/char_model.bin, through char_model.read_weights, so the reference is
the file itself and not the training run's memory) and runs the PyTorch forward pass of char_model.py in float32
on a few fixed strings. Into tests/data/model/ it writes, per string <name>:

    strings.txt           one line per string: <name> TAB <text>
    <name>_ids.npy        1 x N, the token ids (float32; ids are exact below 2^24)
    <name>_q.npy          (layers * heads * N) x d_head: rows are layer-major, then head, then position
    <name>_k.npy, <name>_v.npy          the same layout
    <name>_attention.npy  (layers * heads * N) x N, the softmax attention of each head (zero above the diagonal)
    <name>_logits.npy     1 x vocabulary, the logits of the last position
"""

import os

import numpy
import torch

import char_model

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

STRINGS = [
    ("english", "In the beginning God created the heaven and the earth."),
    ("chinese", "床前明月光，疑是地上霜。举头望明月，低头思故乡。"),
    # Mixed scripts, a character outside the vocabulary (the snowman) and a rare Han character (unknown id).
    ("mixed", "Light 光 and the moon 月 \u2603 齉!"),
]


def write_npy(path, array):
    numpy.save(path, numpy.ascontiguousarray(array, dtype="<f4"))


def main():
    model, vocabulary = char_model.read_weights(os.path.join(ROOT, "resources", "model", "char_model.bin"))
    out_dir = os.path.join(ROOT, "tests", "data", "model")
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "strings.txt"), "w", encoding="utf-8", newline="\n") as f:
        for name, text in STRINGS:
            f.write(f"{name}\t{text}\n")
    for name, text in STRINGS:
        ids = char_model.encode(text, vocabulary)
        record = []
        with torch.no_grad():
            logits = model(torch.tensor([ids]), record)[0]
        prefix = os.path.join(out_dir, name)
        write_npy(prefix + "_ids.npy", numpy.array([ids], dtype=numpy.float32))
        for key in ["q", "k", "v", "attention"]:
            # record[layer][key] is 1 x heads x N x width
            stacked = torch.cat([layer[key][0].reshape(-1, layer[key].shape[-1]) for layer in record])
            write_npy(prefix + f"_{key}.npy", stacked.numpy())
        write_npy(prefix + "_logits.npy", logits[-1:].numpy())
        unknown = sum(1 for i in ids if i == len(vocabulary) - 1)
        print(f"{name}: {len(ids)} tokens, {unknown} unknown, top next character "
              f"{vocabulary[int(logits[-1].argmax())]!r}")


if __name__ == "__main__":
    main()
