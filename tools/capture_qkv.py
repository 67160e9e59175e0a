#!/usr/bin/python3
"""Captures the Q, K, V of one attention head of a PyTorch model as .npy files that attnlab opens.

    /usr/bin/python3 tools/capture_qkv.py --model MODEL.pt --input INPUT.pt|INPUT.npy --layer L --head H
                                          [--batch B] [--out DIR] [--prefix P] [--attention]
    /usr/bin/python3 tools/capture_qkv.py --hf NAME_OR_FOLDER --text "..." --layer L --head H [...]
    /usr/bin/python3 tools/capture_qkv.py (--model MODEL.pt | --hf NAME_OR_FOLDER) --list

MODEL.pt is a whole module saved with torch.save(model, path); INPUT.pt holds what the model is called with (a
tensor, a tuple of positional arguments or a dict of keyword arguments), INPUT.npy one float array. The model
runs once in eval mode; the chosen layer's inputs are recorded and projected with the layer's own weights.
Writes DIR/<prefix>q.npy, k.npy, v.npy (tokens x head dim, float32), x.npy (the hidden states the layer
projected), with --attention the model's own weights for the head (tokens x tokens), and <prefix>capture.json
(layer, head, scale, causal, the attnlab command). Layers and heads count from 0. See README.md, "Capture from
your own model".

Run with Debian's /usr/bin/python3, which sees python3-torch and python3-numpy.
"""

import argparse
import os
import shlex
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from capture.capture_error import CaptureError  # noqa: E402  (the folder above is put on the path first)


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        prog="capture_qkv.py",
        description="Capture the Q, K, V of one attention head of a PyTorch model as .npy files for attnlab.")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--model", metavar="MODEL.pt", help="a module saved whole with torch.save(model, path)")
    source.add_argument("--hf", metavar="NAME_OR_FOLDER",
                        help="a Hugging Face model id or local folder (needs the transformers library)")
    parser.add_argument("--input", metavar="INPUT", help="with --model: a .pt file (a tensor, a tuple of "
                        "positional arguments or a dict of keyword arguments) or a .npy array")
    parser.add_argument("--text", help="with --hf: the text the model reads")
    parser.add_argument("--layer", help="the attention layer: its index (from 0, see --list) or module name")
    parser.add_argument("--head", type=int, help="the head within the layer, from 0")
    parser.add_argument("--batch", type=int, default=0, help="which sequence of a batched input (default 0)")
    parser.add_argument("--out", default=".", metavar="DIR", help="the folder to write to (default: here)")
    parser.add_argument("--prefix", help="the start of every file name (default layer<L>_head<H>_)")
    parser.add_argument("--attention", action="store_true",
                        help="also write the model's own attention weights for the head, <prefix>attention.npy")
    parser.add_argument("--list", action="store_true", help="list the model's attention layers and stop")
    arguments = parser.parse_args(argv)
    if not arguments.list:
        missing = [option for option, value in (("--layer", arguments.layer), ("--head", arguments.head))
                   if value is None]
        if arguments.model and not arguments.input:
            missing.append("--input")
        if arguments.hf and arguments.text is None:
            missing.append("--text")
        if missing:
            parser.error(f"missing {', '.join(missing)}")
    if arguments.model and arguments.text is not None:
        parser.error("--text goes with --hf; with --model give --input")
    if arguments.hf and arguments.input:
        parser.error("--input goes with --model; with --hf give --text")
    return arguments


def import_torch():
    try:
        import torch  # pylint: disable=import-outside-toplevel
    except ImportError:
        raise CaptureError("PyTorch is not installed for this Python: on Debian, apt-get install python3-torch "
                           "and run the script with /usr/bin/python3") from None
    return torch


def load_module(torch, path):
    if not os.path.isfile(path):
        raise CaptureError(f"{path}: no such file")
    try:
        model = torch.load(path, map_location="cpu", weights_only=False)
    except TypeError:  # PyTorch before 1.13 has no weights_only (and always loads whole objects)
        model = torch.load(path, map_location="cpu")
    except AttributeError as error:  # pickle names a class this interpreter cannot find
        raise CaptureError(f"{path}: PyTorch could not load it: {error}. A saved module is rebuilt from its class, "
                           "so the class must be importable here (defined in a module on PYTHONPATH, not in the "
                           "script that saved it); or call capture.head_capture_run.capture_head() from the script "
                           "that has the model") from None
    except Exception as error:  # noqa: BLE001  (unpickling can fail in many ways; each is the file's fault)
        raise CaptureError(f"{path}: PyTorch could not load it: {error}") from None
    if not isinstance(model, torch.nn.Module):
        what = "a state_dict (the weights alone)" if isinstance(model, dict) else f"a {type(model).__name__}"
        raise CaptureError(f"{path} holds {what}, not a module: save the module itself with torch.save(model, "
                           "path), or call capture.head_capture_run.capture_head() from Python")
    return model


def load_input(torch, path):
    """What the model is called with: (positional arguments, keyword arguments)."""
    if not os.path.isfile(path):
        raise CaptureError(f"{path}: no such file")
    if path.endswith(".npy"):
        import numpy  # pylint: disable=import-outside-toplevel
        return (torch.from_numpy(numpy.load(path)).float(),), {}
    try:
        value = torch.load(path, map_location="cpu")
    except Exception as error:  # noqa: BLE001
        raise CaptureError(f"{path}: PyTorch could not load it: {error}") from None
    if isinstance(value, torch.Tensor):
        return (value,), {}
    if isinstance(value, (tuple, list)):
        return tuple(value), {}
    if isinstance(value, dict):
        return (), dict(value)
    raise CaptureError(f"{path} holds a {type(value).__name__}; expected a tensor, a tuple of positional arguments "
                       "or a dict of keyword arguments")


def load_source(arguments, torch):
    """(model, run_model, token texts or None)."""
    if arguments.hf:
        from capture.hugging_face import load_hugging_face  # pylint: disable=import-outside-toplevel
        return load_hugging_face(arguments.hf, None if arguments.list else arguments.text)
    model = load_module(torch, arguments.model)
    if arguments.list:
        return model, None, None
    args, kwargs = load_input(torch, arguments.input)
    return model, lambda: model(*args, **kwargs), None


def print_layers(model):
    from capture.attention_layers import UNDERSTOOD, attention_layers, describe  # pylint: disable=C0415
    layers = attention_layers(model)
    if not layers:
        raise CaptureError(f"{type(model).__name__} holds no attention layer this script understands; it reads "
                           f"{UNDERSTOOD}")
    for layer in layers:
        print(describe(layer))


def report(capture, paths):
    import numpy  # pylint: disable=import-outside-toplevel
    from capture.capture_files import compute_command  # pylint: disable=import-outside-toplevel
    causal = "causal" if capture.causal else "not causal"
    print(f"captured layer {capture.layer} ({capture.layer_name}, {capture.kind}), head {capture.head} of "
          f"{capture.heads}: {capture.q.shape[0]} tokens, head dim {capture.q.shape[1]}, scale {capture.scale:.6g}, "
          f"{causal}")
    for path in paths.values():
        shape = numpy.load(path, mmap_mode="r").shape
        print(f"  wrote {path}  {shape[0]} x {shape[1]} float32")
    for note in capture.notes:
        print(f"  note: {note}")
    inputs = {role: path for role, path in paths.items() if role != "attention"}
    print("exact attention on them, as the model computed it:")
    print("  " + shlex.join(compute_command(capture, inputs)) + " --json")
    print("in the window: File > Import Q, K, V... (Ctrl+I), or drop the "
          f"{', '.join(os.path.basename(path) for path in inputs.values())} files on it"
          + ("; in the Input dock tick Causal" if capture.causal else "")
          + ("" if not capture.needs_scale_option else f"; set a Custom scale of {capture.scale:.6g}"))


def main(argv):
    arguments = parse_arguments(argv)
    torch = import_torch()
    from capture.capture_files import default_prefix, write_capture  # pylint: disable=C0415
    from capture.head_capture_run import capture_head  # pylint: disable=import-outside-toplevel
    model, run_model, tokens = load_source(arguments, torch)
    if arguments.list:
        print_layers(model)
        return
    capture = capture_head(model, run_model, arguments.layer, arguments.head, arguments.batch, tokens)
    prefix = default_prefix(capture) if arguments.prefix is None else arguments.prefix
    paths = write_capture(capture, arguments.out, prefix, arguments.attention)
    report(capture, paths)


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except CaptureError as error:
        print(f"capture_qkv.py: error: {error}", file=sys.stderr)
        sys.exit(2 if error.usage else 1)
