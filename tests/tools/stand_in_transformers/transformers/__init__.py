"""A stand-in for the parts of Hugging Face transformers that tools/capture_qkv.py touches, for its test.

Debian 12 does not package transformers and the tests never download, so the --hf path is tested on small,
randomly initialised models built here with the attribute layout of transformers 4.x: GPT-2's
`h[i].attn.c_attn` (a Conv1D, x @ W + b, Q | K | V side by side) with `num_heads`, `head_dim`, `split_size`,
`scale_attn_weights`, `scale_attn_by_inverse_layer_idx`, `layer_idx`; BERT's `encoder.layer[i].attention.self`
with `query`, `key`, `value` (nn.Linear), `num_attention_heads`, `attention_head_size`. Their forward passes
compute attention the way those models do (heads by reshaping, not by slicing columns), return the weights with
output_attentions=True, and call the attention module with the hidden states as its first positional argument.

`from_pretrained(folder)` reads folder/config.json: {"model_type": "gpt2" | "bert", "layers", "heads",
"width", "vocabulary", "positions", "seed", and for gpt2 optionally "scale_attn_by_inverse_layer_idx"}.
"""

import json
import os
import types

import torch
from torch import nn


def _config(folder):
    path = os.path.join(folder, "config.json")
    if not os.path.isfile(path):
        raise OSError(f"{folder} is not a folder with a config.json (the stand-in never downloads)")
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def _split_heads(tensor, heads):
    batch, tokens, width = tensor.shape
    return tensor.view(batch, tokens, heads, width // heads).permute(0, 2, 1, 3)


def _merge_heads(tensor):
    batch, heads, tokens, head_dim = tensor.shape
    return tensor.permute(0, 2, 1, 3).reshape(batch, tokens, heads * head_dim)


class Conv1D(nn.Module):
    def __init__(self, nf, nx):
        super().__init__()
        self.nf = nf
        self.weight = nn.Parameter(torch.randn(nx, nf) * 0.2)
        self.bias = nn.Parameter(torch.randn(nf) * 0.1)

    def forward(self, x):
        return x @ self.weight + self.bias


class GPT2Attention(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.embed_dim = config["width"]
        self.num_heads = config["heads"]
        self.head_dim = self.embed_dim // self.num_heads
        self.split_size = self.embed_dim
        self.scale_attn_weights = True
        self.scale_attn_by_inverse_layer_idx = config.get("scale_attn_by_inverse_layer_idx", False)
        self.layer_idx = layer_idx
        self.is_cross_attention = False
        self.c_attn = Conv1D(3 * self.embed_dim, self.embed_dim)
        self.c_proj = Conv1D(self.embed_dim, self.embed_dim)

    def forward(self, hidden_states, layer_past=None, attention_mask=None, output_attentions=False):
        del layer_past, attention_mask
        query, key, value = self.c_attn(hidden_states).split(self.split_size, dim=2)
        query, key, value = (_split_heads(t, self.num_heads) for t in (query, key, value))
        scores = query @ key.transpose(-1, -2)
        if self.scale_attn_weights:
            scores = scores / torch.full([], value.size(-1) ** 0.5)
        if self.scale_attn_by_inverse_layer_idx:
            scores = scores / float(self.layer_idx + 1)
        tokens = scores.shape[-1]
        allowed = torch.tril(torch.ones(tokens, tokens, dtype=torch.bool))
        scores = scores.masked_fill(~allowed, torch.finfo(scores.dtype).min)
        weights = scores.softmax(dim=-1)
        output = self.c_proj(_merge_heads(weights @ value))
        return (output, weights) if output_attentions else (output, None)


class GPT2Block(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        width = config["width"]
        self.ln_1 = nn.LayerNorm(width)
        self.attn = GPT2Attention(config, layer_idx)
        self.ln_2 = nn.LayerNorm(width)
        self.mlp = nn.Sequential(nn.Linear(width, 2 * width), nn.GELU(), nn.Linear(2 * width, width))

    def forward(self, hidden_states, output_attentions=False):
        attended, weights = self.attn(self.ln_1(hidden_states), output_attentions=output_attentions)
        hidden_states = hidden_states + attended
        return hidden_states + self.mlp(self.ln_2(hidden_states)), weights


class GPT2Model(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.wte = nn.Embedding(config["vocabulary"], config["width"])
        self.wpe = nn.Embedding(config["positions"], config["width"])
        self.h = nn.ModuleList(GPT2Block(config, i) for i in range(config["layers"]))
        self.ln_f = nn.LayerNorm(config["width"])

    def forward(self, input_ids, attention_mask=None, output_attentions=False):
        del attention_mask
        positions = torch.arange(input_ids.shape[1]).unsqueeze(0)
        hidden_states = self.wte(input_ids) + self.wpe(positions)
        attentions = []
        for block in self.h:
            hidden_states, weights = block(hidden_states, output_attentions=output_attentions)
            attentions.append(weights)
        return types.SimpleNamespace(last_hidden_state=self.ln_f(hidden_states),
                                     attentions=tuple(attentions) if output_attentions else None)


class BertSelfAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        width = config["width"]
        self.num_attention_heads = config["heads"]
        self.attention_head_size = width // self.num_attention_heads
        self.all_head_size = width
        self.position_embedding_type = "absolute"
        self.is_decoder = False
        self.query = nn.Linear(width, width)
        self.key = nn.Linear(width, width)
        self.value = nn.Linear(width, width)

    def forward(self, hidden_states, attention_mask=None, head_mask=None, encoder_hidden_states=None,
                output_attentions=False):
        del attention_mask, head_mask, encoder_hidden_states
        query, key, value = (_split_heads(projection(hidden_states), self.num_attention_heads)
                             for projection in (self.query, self.key, self.value))
        scores = query @ key.transpose(-1, -2) / self.attention_head_size ** 0.5
        weights = scores.softmax(dim=-1)
        context = _merge_heads(weights @ value)
        return (context, weights) if output_attentions else (context,)


class BertAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.self = BertSelfAttention(config)
        self.output = nn.Sequential(nn.Linear(config["width"], config["width"]))
        self.norm = nn.LayerNorm(config["width"])

    def forward(self, hidden_states, output_attentions=False):
        outputs = self.self(hidden_states, None, None, output_attentions=output_attentions)
        return self.norm(hidden_states + self.output(outputs[0])), outputs[1] if output_attentions else None


class BertLayer(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.attention = BertAttention(config)
        self.intermediate = nn.Sequential(nn.Linear(config["width"], 2 * config["width"]), nn.GELU(),
                                          nn.Linear(2 * config["width"], config["width"]))

    def forward(self, hidden_states, output_attentions=False):
        attended, weights = self.attention(hidden_states, output_attentions=output_attentions)
        return attended + self.intermediate(attended), weights


class BertEncoder(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.layer = nn.ModuleList(BertLayer(config) for _ in range(config["layers"]))


class BertModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.word_embeddings = nn.Embedding(config["vocabulary"], config["width"])
        self.position_embeddings = nn.Embedding(config["positions"], config["width"])
        self.encoder = BertEncoder(config)

    def forward(self, input_ids, attention_mask=None, output_attentions=False):
        del attention_mask
        positions = torch.arange(input_ids.shape[1]).unsqueeze(0)
        hidden_states = self.word_embeddings(input_ids) + self.position_embeddings(positions)
        attentions = []
        for layer in self.encoder.layer:
            hidden_states, weights = layer(hidden_states, output_attentions=output_attentions)
            attentions.append(weights)
        return types.SimpleNamespace(last_hidden_state=hidden_states,
                                     attentions=tuple(attentions) if output_attentions else None)


class CharacterTokenizer:
    """One token per character, its id the code point modulo the vocabulary."""

    def __init__(self, vocabulary):
        self.vocabulary = vocabulary

    def __call__(self, text, return_tensors=None):
        assert return_tensors == "pt"
        ids = torch.tensor([[ord(c) % self.vocabulary for c in text]], dtype=torch.long)
        return {"input_ids": ids, "attention_mask": torch.ones_like(ids)}

    def convert_ids_to_tokens(self, ids):
        return [f"<{i}>" for i in ids]


class AutoTokenizer:
    @staticmethod
    def from_pretrained(folder, **kwargs):
        del kwargs
        return CharacterTokenizer(_config(folder)["vocabulary"])


class AutoModel:
    @staticmethod
    def from_pretrained(folder, **kwargs):
        del kwargs
        config = _config(folder)
        torch.manual_seed(config["seed"])
        kinds = {"gpt2": GPT2Model, "bert": BertModel}
        return kinds[config["model_type"]](config)
