"""The attention layers of a model that the capture can read, in the order the model holds them."""

import dataclasses

from .bert_attention import BertSelfAttentionReader
from .capture_error import CaptureError
from .gpt2_attention import Gpt2AttentionReader
from .torch_multihead import TorchMultiheadReader

READERS = (TorchMultiheadReader(), Gpt2AttentionReader(), BertSelfAttentionReader())

UNDERSTOOD = ("torch.nn.MultiheadAttention (PyTorch's Transformer layers use it), GPT-2's c_attn and BERT's "
              "query/key/value (Hugging Face transformers)")


@dataclasses.dataclass
class AttentionLayer:
    index: int  # what --layer counts: 0 for the first attention layer the model holds
    name: str  # the module's dotted name in the model, e.g. layers.1.self_attn
    module: object
    reader: object


def attention_layers(model):
    """Every module of `model` some reader understands, in named_modules() order, which for PyTorch's and Hugging
    Face's stacks is the order of the layers (and of the `attentions` a Hugging Face model returns)."""
    layers = []
    for name, module in model.named_modules():
        for reader in READERS:
            if reader.matches(module):
                layers.append(AttentionLayer(len(layers), name or "(the model itself)", module, reader))
                break
    return layers


def describe(layer):
    return f"{layer.index}: {layer.name} ({layer.reader.kind}, {layer.reader.heads(layer.module)} heads)"


def choose_layer(layers, wanted, model):
    """The layer `wanted` names: its index (an int or a string of digits) or its dotted module name."""
    if not layers:
        raise CaptureError(f"{type(model).__name__} holds no attention layer this script understands; it reads "
                           f"{UNDERSTOOD}")
    text = str(wanted)
    if text.lstrip("-").isdigit():
        index = int(text)
        if not 0 <= index < len(layers):
            raise CaptureError(f"layer {index} is out of range: the model has {len(layers)} attention layers, "
                               f"0 to {len(layers) - 1} ({'; '.join(describe(layer) for layer in layers)})",
                               usage=True)
        return layers[index]
    for layer in layers:
        if layer.name == text:
            return layer
    raise CaptureError(f"no attention layer is named '{text}'; the model's are: "
                       f"{'; '.join(describe(layer) for layer in layers)}", usage=True)


def check_head(layer, head):
    heads = layer.reader.heads(layer.module)
    if not 0 <= head < heads:
        raise CaptureError(f"head {head} is out of range: layer {layer.index} ({layer.name}) has {heads} heads, "
                           f"0 to {heads - 1}", usage=True)
    return heads
