#!/usr/bin/python3
"""tools/capture_qkv.py end to end: it runs on randomly initialised, seeded models, and its files must reproduce
the models' own attention weights, both by the formula and through the real attnlab binary.

    /usr/bin/python3 tests/tools/test_capture_qkv.py ATTNLAB_BINARY

Registered with CTest in tests/CMakeLists.txt. Exit status 77 (CTest's SKIP_RETURN_CODE) only when PyTorch is
genuinely not installed; packaging/install-deps.sh installs python3-torch, so CI runs it for real.
"""

import json
import math
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.normpath(os.path.join(HERE, "..", "..", "tools", "capture_qkv.py"))
STAND_IN = os.path.join(HERE, "stand_in_transformers")
ATTNLAB = os.environ.get("ATTNLAB_BINARY", "")
TOLERANCE = 1e-5  # float32 softmax of 12 tokens: the two computations agree to a few ulps of 1

import numpy  # packaging/install-deps.sh installs python3-numpy; without it the test fails, never skips

try:
    import torch
except ImportError as missing:
    torch = None
    MISSING = str(missing)


def run(arguments, environment=None, prelude=None):
    """The capture script's exit status, stdout and stderr. `prelude` runs first in the same interpreter."""
    command = [sys.executable, SCRIPT] + arguments
    if prelude:
        command = [sys.executable, "-c", prelude + "; import runpy, sys; sys.argv = sys.argv[1:]; "
                   "runpy.run_path(sys.argv[0], run_name='__main__')", SCRIPT] + arguments
    done = subprocess.run(command, capture_output=True, text=True, env=environment, check=False)
    return done.returncode, done.stdout, done.stderr


def read_npy(path):
    """The array, after checking the header says what the app needs: 2-D, float32, C order."""
    with open(path, "rb") as f:
        version = numpy.lib.format.read_magic(f)
        shape, fortran_order, dtype = numpy.lib.format._read_array_header(f, version)  # pylint: disable=W0212
    assert len(shape) == 2 and not fortran_order and dtype == numpy.dtype("<f4"), (path, shape, dtype)
    return numpy.load(path)


def softmax_weights(q, k, scale, causal):
    """softmax(Q K^T * scale) in float64, keys after each query hidden when causal."""
    scores = (q.astype(numpy.float64) @ k.astype(numpy.float64).T) * scale
    if causal:
        scores[numpy.triu(numpy.ones(scores.shape, dtype=bool), 1)] = -numpy.inf
    scores -= scores.max(axis=1, keepdims=True)
    weights = numpy.exp(scores)
    return weights / weights.sum(axis=1, keepdims=True)


class CaptureTest(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)
        self.dir = self.folder.name

    def path(self, name):
        return os.path.join(self.dir, name)

    def capture(self, arguments, environment=None):
        status, out, err = run(arguments + ["--out", self.dir, "--attention"], environment)
        self.assertEqual(status, 0, f"capture failed:\n{out}\n{err}")
        return out

    def read_capture(self, prefix):
        with open(self.path(prefix + "capture.json"), encoding="utf-8") as f:
            record = json.load(f)
        arrays = {role: read_npy(self.path(name)) for role, name in record["files"].items()}
        return record, arrays

    def attnlab_map(self, record, prefix):
        """The map attnlab's exact attention computes on the files, with the options the record asks for."""
        map_path = self.path(prefix + "attnlab_map.npy")
        command = [ATTNLAB, "compute", "--variant", "full", "--out-map", map_path]
        for role in ("q", "k", "v", "x"):
            if role in record["files"]:
                command += [f"--{role}", self.path(record["files"][role])]
        if record["causal"]:
            command.append("--causal")
        if not math.isclose(record["scale"], 1 / math.sqrt(record["head_dim"]), rel_tol=1e-12):
            command += ["--scale", repr(record["scale"])]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        self.assertEqual(done.returncode, 0, done.stderr)
        # The record's own command is the same one, run from the files' folder.
        self.assertEqual(record["compute"][1:], [word if not word.startswith(self.dir) else os.path.basename(word)
                                                 for word in command[1:] if word not in ("--out-map", map_path)])
        return read_npy(map_path)

    def check_reproduces(self, prefix, expected, tokens, head_dim, causal, scale=None):
        """The files hold tokens x head_dim Q, K, V whose softmax, the model's own map and attnlab's map all
        equal `expected`, the weights the model computed for the head."""
        record, arrays = self.read_capture(prefix)
        for role in ("q", "k", "v"):
            self.assertEqual(arrays[role].shape, (tokens, head_dim), role)
        self.assertEqual(record["causal"], causal)
        self.assertAlmostEqual(record["scale"], scale or 1 / math.sqrt(head_dim), places=12)
        numpy.testing.assert_allclose(softmax_weights(arrays["q"], arrays["k"], record["scale"], causal), expected,
                                      rtol=0, atol=TOLERANCE)
        numpy.testing.assert_allclose(arrays["attention"], expected, rtol=0, atol=TOLERANCE)
        numpy.testing.assert_allclose(self.attnlab_map(record, prefix), expected, rtol=0, atol=TOLERANCE)
        return record, arrays


def encoder(batch_first):
    torch.manual_seed(17)
    layer = torch.nn.TransformerEncoderLayer(d_model=32, nhead=4, dim_feedforward=64, batch_first=batch_first)
    return torch.nn.TransformerEncoder(layer, num_layers=2).eval()


def layer_input(model, layer, source, mask=None):
    """What the encoder's layer `layer` receives: the source after the layers before it."""
    hidden = source
    with torch.no_grad():
        for earlier in model.layers[:layer]:
            hidden = earlier(hidden, src_mask=mask)
    return hidden


class TorchModuleTest(CaptureTest):
    def test_encoder_heads_reproduce_the_module_weights(self):
        model = encoder(batch_first=False)
        source = torch.randn(12, 3, 32, generator=torch.Generator().manual_seed(5))  # tokens x batch x features
        torch.save(model, self.path("model.pt"))
        torch.save(source, self.path("input.pt"))
        for layer, head, batch in [(0, 0, 0), (1, 2, 1), (1, 3, 2)]:
            with self.subTest(layer=layer, head=head, batch=batch):
                out = self.capture(["--model", self.path("model.pt"), "--input", self.path("input.pt"),
                                    "--layer", str(layer), "--head", str(head), "--batch", str(batch)])
                hidden = layer_input(model, layer, source)
                with torch.no_grad():
                    weights = model.layers[layer].self_attn(hidden, hidden, hidden, need_weights=True,
                                                            average_attn_weights=False)[1]
                prefix = f"layer{layer}_head{head}_"
                _, arrays = self.check_reproduces(prefix, weights[batch, head].double().numpy(), 12, 8, False)
                numpy.testing.assert_allclose(arrays["x"], hidden[:, batch].numpy(), rtol=0, atol=1e-6)
                self.assertIn(f"{prefix}q.npy  12 x 8 float32", out)

    def test_causal_mask_is_recorded_and_reproduced(self):
        model = encoder(batch_first=True)
        source = torch.randn(2, 12, 32, generator=torch.Generator().manual_seed(6))
        torch.save(model, self.path("model.pt"))
        later = torch.ones(12, 12, dtype=torch.bool).triu(1)
        masks = {"float -inf": torch.nn.Transformer.generate_square_subsequent_mask(12), "boolean": later,
                 "float -1e9": torch.zeros(12, 12).masked_fill(later, -1e9)}
        for kind, mask in masks.items():
            with self.subTest(mask=kind):
                torch.save({"src": source, "mask": mask}, self.path("input.pt"))
                self.capture(["--model", self.path("model.pt"), "--input", self.path("input.pt"), "--layer", "1",
                              "--head", "1", "--batch", "1"])
                hidden = layer_input(model, 1, source, mask)
                with torch.no_grad():
                    weights = model.layers[1].self_attn(hidden, hidden, hidden, attn_mask=mask, need_weights=True,
                                                        average_attn_weights=False)[1]
                self.check_reproduces("layer1_head1_", weights[1, 1].double().numpy(), 12, 8, True)

    def test_other_masks_are_noted_not_applied(self):
        model = encoder(batch_first=True)
        source = torch.randn(1, 6, 32, generator=torch.Generator().manual_seed(7))
        mask = torch.zeros(6, 6, dtype=torch.bool)
        mask[:, 0] = True  # no query may see the first key
        torch.save(model, self.path("model.pt"))
        torch.save({"src": source, "mask": mask}, self.path("input.pt"))
        out = self.capture(["--model", self.path("model.pt"), "--input", self.path("input.pt"), "--layer", "0",
                            "--head", "0"])
        record, arrays = self.read_capture("layer0_head0_")
        self.assertFalse(record["causal"])
        self.assertIn("not the causal one", out)
        self.assertIn("not the causal one", " ".join(record["notes"]))
        self.assertEqual(arrays["attention"][:, 0].tolist(), [0.0] * 6)  # the model's own map keeps the mask

    def test_unbatched_input_and_layer_named_by_module(self):
        torch.manual_seed(3)
        model = torch.nn.TransformerEncoderLayer(d_model=24, nhead=3, dim_feedforward=48).eval()
        source = torch.randn(12, 24)  # one sequence, no batch axis
        torch.save(model, self.path("model.pt"))
        numpy.save(self.path("input.npy"), source.numpy())
        self.capture(["--model", self.path("model.pt"), "--input", self.path("input.npy"), "--layer", "self_attn",
                      "--head", "2", "--prefix", "mine_"])
        with torch.no_grad():
            weights = model.self_attn(source, source, source, average_attn_weights=False)[1]
        self.check_reproduces("mine_", weights[2].double().numpy(), 12, 8, False)


class HuggingFaceStandInTest(CaptureTest):
    """The --hf path on the stand-in package (see stand_in_transformers/transformers/__init__.py)."""

    TEXT = "attention, please"

    def stand_in_model(self, config):
        folder = self.path("model")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "config.json"), "w", encoding="utf-8") as f:
            json.dump(dict(config, vocabulary=50, positions=32, seed=11), f)
        environment = dict(os.environ, PYTHONPATH=STAND_IN)
        return folder, environment

    def own_weights(self, folder, environment, layer, head):
        """The stand-in's own weights for the head, from a separate interpreter that imports it the same way."""
        program = ("import sys, numpy, transformers as t; m = t.AutoModel.from_pretrained(sys.argv[1]).eval(); "
                   "tok = t.AutoTokenizer.from_pretrained(sys.argv[1]); "
                   "a = m(**tok(sys.argv[2], return_tensors='pt'), output_attentions=True).attentions; "
                   "numpy.save(sys.argv[3], a[int(sys.argv[4])][0, int(sys.argv[5])].detach().double().numpy())")
        target = self.path("own.npy")
        subprocess.run([sys.executable, "-c", program, folder, self.TEXT, target, str(layer), str(head)],
                       env=environment, check=True)
        return numpy.load(target)

    def test_gpt2_layout(self):
        for inverse_layer_scale in (False, True):
            with self.subTest(scale_attn_by_inverse_layer_idx=inverse_layer_scale):
                folder, environment = self.stand_in_model({"model_type": "gpt2", "layers": 3, "heads": 4,
                                                           "width": 32,
                                                           "scale_attn_by_inverse_layer_idx": inverse_layer_scale})
                self.capture(["--hf", folder, "--text", self.TEXT, "--layer", "2", "--head", "3"], environment)
                expected = self.own_weights(folder, environment, 2, 3)
                scale = 1 / math.sqrt(8) / (3 if inverse_layer_scale else 1)
                record, arrays = self.check_reproduces("layer2_head3_", expected, len(self.TEXT), 8, True, scale)
                self.assertEqual(arrays["x"].shape, (len(self.TEXT), 32))
                self.assertEqual(record["layer_name"], "h.2.attn")
                self.assertEqual(len(record["token_texts"]), len(self.TEXT))

    def test_bert_layout(self):
        folder, environment = self.stand_in_model({"model_type": "bert", "layers": 2, "heads": 2, "width": 24})
        self.capture(["--hf", folder, "--text", self.TEXT, "--layer", "1", "--head", "0"], environment)
        record, _ = self.check_reproduces("layer1_head0_", self.own_weights(folder, environment, 1, 0),
                                          len(self.TEXT), 12, False)
        self.assertEqual(record["layer_name"], "encoder.layer.1.attention.self")

    def test_list_names_the_layers(self):
        folder, environment = self.stand_in_model({"model_type": "bert", "layers": 2, "heads": 2, "width": 24})
        status, out, err = run(["--hf", folder, "--list"], environment)
        self.assertEqual(status, 0, err)
        self.assertIn("1: encoder.layer.1.attention.self (BERT self-attention (query/key/value), 2 heads)", out)


class ErrorTest(CaptureTest):
    def setUp(self):
        super().setUp()
        torch.save(encoder(batch_first=True), self.path("model.pt"))
        torch.save(torch.randn(1, 5, 32), self.path("input.pt"))
        self.model_arguments = ["--model", self.path("model.pt"), "--input", self.path("input.pt")]

    def assert_error(self, arguments, status, words, prelude=None):
        got, out, err = run(arguments + ["--out", self.dir], prelude=prelude)
        self.assertEqual(got, status, out + err)
        self.assertNotIn("Traceback", err)
        for word in words:
            self.assertIn(word, err)
        self.assertFalse([name for name in os.listdir(self.dir) if name.startswith("layer")])

    def test_layer_out_of_range(self):
        self.assert_error(self.model_arguments + ["--layer", "2", "--head", "0"], 2,
                          ["layer 2 is out of range", "2 attention layers, 0 to 1", "layers.1.self_attn"])
        self.assert_error(self.model_arguments + ["--layer", "layers.7.self_attn", "--head", "0"], 2,
                          ["no attention layer is named 'layers.7.self_attn'"])

    def test_head_out_of_range(self):
        self.assert_error(self.model_arguments + ["--layer", "0", "--head", "4"], 2,
                          ["head 4 is out of range", "has 4 heads, 0 to 3"])

    def test_batch_out_of_range(self):
        self.assert_error(self.model_arguments + ["--layer", "0", "--head", "0", "--batch", "1"], 2,
                          ["--batch 1 is out of range", "1 sequences"])

    def test_cross_attention_is_refused(self):
        torch.save(torch.nn.TransformerDecoderLayer(d_model=32, nhead=4), self.path("decoder.pt"))
        torch.save({"tgt": torch.randn(6, 1, 32), "memory": torch.randn(9, 1, 32)}, self.path("pair.pt"))
        self.assert_error(["--model", self.path("decoder.pt"), "--input", self.path("pair.pt"), "--layer",
                           "multihead_attn", "--head", "0"], 1, ["cross-attention", "6 queries attend to 9 keys"])

    def test_module_without_attention(self):
        torch.save(torch.nn.Sequential(torch.nn.Linear(32, 32)), self.path("plain.pt"))
        self.assert_error(["--model", self.path("plain.pt"), "--input", self.path("input.pt"), "--layer", "0",
                           "--head", "0"], 1, ["Sequential holds no attention layer", "MultiheadAttention"])

    def test_state_dict_instead_of_module(self):
        torch.save(encoder(batch_first=True).state_dict(), self.path("weights.pt"))
        self.assert_error(["--model", self.path("weights.pt"), "--input", self.path("input.pt"), "--layer", "0",
                           "--head", "0"], 1, ["holds a state_dict", "torch.save(model, path)"])

    def test_module_whose_class_cannot_be_imported(self):
        # The class lives in this test's __main__, which the capture script's interpreter does not have.
        torch.save(ScriptLocalModel(), self.path("local.pt"))
        self.assert_error(["--model", self.path("local.pt"), "--input", self.path("input.pt"), "--layer", "0",
                           "--head", "0"], 1, ["ScriptLocalModel", "importable", "capture_head"])

    def test_transformers_missing(self):
        # sys.modules[name] = None makes `import name` fail, as on a machine without the package.
        self.assert_error(["--hf", "gpt2", "--text", "hello", "--layer", "0", "--head", "0"], 1,
                          ["needs the Hugging Face transformers library", "pip install transformers"],
                          prelude="import sys; sys.modules['transformers'] = None")

    def test_missing_options_are_usage_errors(self):
        self.assert_error(["--model", self.path("model.pt"), "--layer", "0"], 2, ["missing --head, --input"])


class ScriptLocalModel(torch.nn.Module if torch else object):
    def __init__(self):
        super().__init__()
        self.attention = torch.nn.MultiheadAttention(32, 4)

    def forward(self, x):
        return self.attention(x, x, x, need_weights=False)[0]


if __name__ == "__main__":
    if torch is None:
        print(f"SKIP: PyTorch is not installed for {sys.executable} ({MISSING}); packaging/install-deps.sh "
              "installs python3-torch", file=sys.stderr)
        sys.exit(77)
    if len(sys.argv) > 1:
        ATTNLAB = sys.argv.pop(1)
    if not os.access(ATTNLAB, os.X_OK):
        print(f"the attnlab binary is missing: '{ATTNLAB}' (give its path as the first argument)", file=sys.stderr)
        sys.exit(1)
    unittest.main(verbosity=2)
