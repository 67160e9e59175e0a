"""The character-level decoder of docs/model.md: corpus, vocabulary, model, and the weights file format.

Shared by train_char_model.py (trains and writes the weights), export_reference.py (the values the C++ test
compares against) and measure_heads.py (the per-head scores of docs/model.md). Run with Debian's /usr/bin/python3,
which sees python3-torch and python3-numpy.
"""

import collections
import math
import re
import struct
import subprocess

import torch

# ---------------------------------------------------------------------------------------------------------------
# Corpus

# The King James Version text (1611, public domain) is stored compressed in /usr/lib/bible.data by the
# bible-kjv-text package; the `bible` program of bible-kjv (which bible-kjv-text recommends) is the only reader.
# `-l0` prints one verse per line.
BIBLE_COMMAND = ["bible", "-l0", "gen1:1-rev22:21"]

# Classical poems of fortunes-zh: tang300 (the Qing anthology of Tang poems, 618-907) and song100 (Song poems,
# 960-1279). The package's third file, `chinese`, holds modern texts (Debian's code of conduct, quotations) and is
# not used.
POEM_FILES = ["/usr/share/games/fortunes/tang300", "/usr/share/games/fortunes/song100"]

UNKNOWN_TEXT = "\ufffd"  # what the unknown id shows as; never a vocabulary character of its own


def english_text():
    output = subprocess.run(BIBLE_COMMAND, check=True, capture_output=True, text=True, encoding="utf-8").stdout
    verses = []
    for line in output.split("\n"):
        match = re.match(r"^\s+\d+ (.*)$", line)
        if match:
            verses.append(match.group(1).strip())
    return "\n".join(verses) + "\n"


def chinese_text():
    """Poem bodies only: titles, author lines, fortune separators and colour escapes are dropped."""
    poems = []
    for path in POEM_FILES:
        with open(path, encoding="utf-8") as f:
            raw = re.sub(r"\x1b\[[0-9;]*m", "", f.read())
        for poem in raw.split("\n%\n"):
            lines = [line.strip() for line in poem.split("\n")]
            body = [line for line in lines
                    if line and line != "%" and not line.startswith(("题目", "作者", "《"))]
            if body:
                poems.append("\n".join(body))
    return "\n".join(poems) + "\n"


def build_vocabulary(english, chinese, chinese_cap):
    """Every character of the English text, then the `chinese_cap` most frequent characters of the poems that the
    English text does not already hold (ties broken by code point, so the order is reproducible), then the unknown
    id last."""
    english_characters = sorted(set(english))
    counts = collections.Counter(c for c in chinese if c not in set(english_characters))
    ranked = sorted(counts.items(), key=lambda item: (-item[1], ord(item[0])))
    chinese_characters = [c for c, _ in ranked[:chinese_cap]]
    vocabulary = english_characters + chinese_characters + [UNKNOWN_TEXT]
    assert UNKNOWN_TEXT not in english_characters + chinese_characters
    return vocabulary


def encode(text, vocabulary):
    index = {c: i for i, c in enumerate(vocabulary[:-1])}
    unknown = len(vocabulary) - 1
    return [index.get(c, unknown) for c in text]


# ---------------------------------------------------------------------------------------------------------------
# Model


class Config:
    def __init__(self, vocab_size, context_length=128, d_model=64, n_layers=2, n_heads=4, d_mlp=256,
                 layer_norm_epsilon=1e-5):
        self.vocab_size = vocab_size
        self.context_length = context_length
        self.d_model = d_model
        self.n_layers = n_layers
        self.n_heads = n_heads
        self.d_head = d_model // n_heads
        self.d_mlp = d_mlp
        self.layer_norm_epsilon = layer_norm_epsilon
        assert self.d_head * n_heads == d_model


class Block(torch.nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        d = config.d_model
        self.ln1 = torch.nn.LayerNorm(d, eps=config.layer_norm_epsilon)
        self.qkv = torch.nn.Linear(d, 3 * d)
        self.out = torch.nn.Linear(d, d)
        self.ln2 = torch.nn.LayerNorm(d, eps=config.layer_norm_epsilon)
        self.mlp_in = torch.nn.Linear(d, config.d_mlp)
        self.mlp_out = torch.nn.Linear(config.d_mlp, d)

    def forward(self, x, record=None):
        batch, n, d = x.shape
        heads, dh = self.config.n_heads, self.config.d_head
        h = self.ln1(x)
        q, k, v = self.qkv(h).split(d, dim=-1)
        # batch x heads x n x d_head: head j is columns j*d_head .. (j+1)*d_head of q, k and v
        q = q.view(batch, n, heads, dh).transpose(1, 2)
        k = k.view(batch, n, heads, dh).transpose(1, 2)
        v = v.view(batch, n, heads, dh).transpose(1, 2)
        scores = (q @ k.transpose(-1, -2)) * (1.0 / math.sqrt(dh))
        mask = torch.ones(n, n, dtype=torch.bool, device=x.device).triu(1)
        attention = scores.masked_fill(mask, float("-inf")).softmax(dim=-1)
        o = (attention @ v).transpose(1, 2).reshape(batch, n, d)
        if record is not None:
            record.append({"input": h, "q": q, "k": k, "v": v, "attention": attention})
        x = x + self.out(o)
        x = x + self.mlp_out(torch.nn.functional.gelu(self.mlp_in(self.ln2(x))))
        return x


class CharModel(torch.nn.Module):
    """Pre-LayerNorm causal decoder with learned positions; the output layer is the token embedding transposed."""

    def __init__(self, config):
        super().__init__()
        self.config = config
        self.token_embedding = torch.nn.Embedding(config.vocab_size, config.d_model)
        self.position_embedding = torch.nn.Embedding(config.context_length, config.d_model)
        self.blocks = torch.nn.ModuleList(Block(config) for _ in range(config.n_layers))
        self.final_ln = torch.nn.LayerNorm(config.d_model, eps=config.layer_norm_epsilon)
        for module in self.modules():
            if isinstance(module, (torch.nn.Linear, torch.nn.Embedding)):
                torch.nn.init.normal_(module.weight, std=0.02)
                if isinstance(module, torch.nn.Linear):
                    torch.nn.init.zeros_(module.bias)

    def forward(self, ids, record=None):
        n = ids.shape[1]
        x = self.token_embedding(ids) + self.position_embedding(torch.arange(n, device=ids.device))
        for block in self.blocks:
            x = block(x, record)
        return self.final_ln(x) @ self.token_embedding.weight.T


# ---------------------------------------------------------------------------------------------------------------
# Weights file (docs/model.md, "Weights format"): little-endian throughout.

MAGIC = b"ATTNLMC1"
VERSION = 1
ACTIVATION_GELU_ERF = 1


def tensors_in_file_order(model):
    """(name, array) in the order of the file. Linear weights are stored input x output, so y = x W + b."""
    tensors = [("token_embedding", model.token_embedding.weight),
               ("position_embedding", model.position_embedding.weight)]
    for i, block in enumerate(model.blocks):
        p = f"layers.{i}."
        tensors += [(p + "ln1.weight", block.ln1.weight), (p + "ln1.bias", block.ln1.bias),
                    (p + "qkv.weight", block.qkv.weight.T), (p + "qkv.bias", block.qkv.bias),
                    (p + "out.weight", block.out.weight.T), (p + "out.bias", block.out.bias),
                    (p + "ln2.weight", block.ln2.weight), (p + "ln2.bias", block.ln2.bias),
                    (p + "mlp_in.weight", block.mlp_in.weight.T), (p + "mlp_in.bias", block.mlp_in.bias),
                    (p + "mlp_out.weight", block.mlp_out.weight.T), (p + "mlp_out.bias", block.mlp_out.bias)]
    tensors += [("final_ln.weight", model.final_ln.weight), ("final_ln.bias", model.final_ln.bias)]
    return [(name, t.detach().to(torch.float32).contiguous().numpy()) for name, t in tensors]


def write_weights(path, model, vocabulary):
    c = model.config
    out = bytearray(MAGIC)
    out += struct.pack("<9I", VERSION, c.vocab_size, c.context_length, c.d_model, c.n_layers, c.n_heads,
                       c.d_head, c.d_mlp, c.vocab_size - 1)
    out += struct.pack("<fI", c.layer_norm_epsilon, ACTIVATION_GELU_ERF)
    for text in vocabulary:
        encoded = text.encode("utf-8")
        out += struct.pack("<I", len(encoded)) + encoded
    tensors = tensors_in_file_order(model)
    out += struct.pack("<I", len(tensors))
    for name, array in tensors:
        encoded = name.encode("ascii")
        out += struct.pack("<I", len(encoded)) + encoded
        out += struct.pack("<I", array.ndim) + struct.pack(f"<{array.ndim}I", *array.shape)
        out += array.astype("<f4").tobytes(order="C")
    with open(path, "wb") as f:
        f.write(out)


def read_weights(path):
    """The model and vocabulary of a weights file, for the scripts that measure the shipped file itself."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == MAGIC, "not a character-model file"
    position = 8
    (version, vocab_size, context_length, d_model, n_layers, n_heads, d_head, d_mlp,
     unknown_id) = struct.unpack_from("<9I", data, position)
    position += 36
    epsilon, activation = struct.unpack_from("<fI", data, position)
    position += 8
    assert version == VERSION and activation == ACTIVATION_GELU_ERF and unknown_id == vocab_size - 1
    vocabulary = []
    for _ in range(vocab_size):
        (length,) = struct.unpack_from("<I", data, position)
        position += 4
        vocabulary.append(data[position:position + length].decode("utf-8"))
        position += length
    config = Config(vocab_size, context_length, d_model, n_layers, n_heads, d_mlp, epsilon)
    assert config.d_head == d_head
    model = CharModel(config)
    (count,) = struct.unpack_from("<I", data, position)
    position += 4
    expected = tensors_in_file_order(model)
    assert count == len(expected)
    loaded = {}
    for name, array in expected:
        (length,) = struct.unpack_from("<I", data, position)
        position += 4
        assert data[position:position + length].decode("ascii") == name
        position += length
        (ndim,) = struct.unpack_from("<I", data, position)
        position += 4
        shape = struct.unpack_from(f"<{ndim}I", data, position)
        position += 4 * ndim
        assert tuple(shape) == array.shape, name
        size = int(torch.tensor(shape).prod().item())
        values = torch.frombuffer(bytearray(data[position:position + 4 * size]), dtype=torch.float32)
        position += 4 * size
        loaded[name] = values.view(*shape)
    assert position == len(data)
    with torch.no_grad():
        model.token_embedding.weight.copy_(loaded["token_embedding"])
        model.position_embedding.weight.copy_(loaded["position_embedding"])
        for i, block in enumerate(model.blocks):
            p = f"layers.{i}."
            for attribute in ["ln1", "ln2"]:
                getattr(block, attribute).weight.copy_(loaded[p + attribute + ".weight"])
                getattr(block, attribute).bias.copy_(loaded[p + attribute + ".bias"])
            for attribute in ["qkv", "out", "mlp_in", "mlp_out"]:
                getattr(block, attribute).weight.copy_(loaded[p + attribute + ".weight"].T)
                getattr(block, attribute).bias.copy_(loaded[p + attribute + ".bias"])
        model.final_ln.weight.copy_(loaded["final_ln.weight"])
        model.final_ln.bias.copy_(loaded["final_ln.bias"])
    model.eval()
    return model, vocabulary
