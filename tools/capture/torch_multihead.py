"""torch.nn.MultiheadAttention, the attention of PyTorch's own Transformer encoder and decoder layers."""

import contextlib
import math

import torch
import torch.nn.functional as functional

from .capture_error import CaptureError
from .head_capture import ProjectedHead, batch_rows, head_columns

# MultiheadAttention.forward's parameters after query, key and value, in order, so positional arguments can be
# passed again by name.
_LATER_PARAMETERS = ["key_padding_mask", "need_weights", "attn_mask", "average_attn_weights", "is_causal"]


class TorchMultiheadReader:
    kind = "torch.nn.MultiheadAttention"

    def matches(self, module):
        return isinstance(module, torch.nn.MultiheadAttention)

    def heads(self, module):
        return module.num_heads

    @contextlib.contextmanager
    def prepare(self, module):
        """PyTorch's fused fast paths (TransformerEncoderLayer's and MultiheadAttention's own, taken in eval mode
        when no gradient is wanted) compute attention without calling the layer's forward, so nothing would be
        captured. Both decline when grad is enabled and a projection weight requires it."""
        weight = module.in_proj_weight if module.in_proj_weight is not None else module.q_proj_weight
        required = weight.requires_grad
        weight.requires_grad_(True)
        try:
            with torch.enable_grad():
                yield
        finally:
            weight.requires_grad_(required)

    def project(self, module, call, head, batch):
        if module.bias_k is not None or module.add_zero_attn:
            raise CaptureError("this MultiheadAttention appends keys of its own (add_bias_kv or add_zero_attn), "
                               "which Q, K and V computed from the tokens cannot hold")
        inputs = [batch_rows(call.argument(position, name), batch, module.batch_first, name)
                  for position, name in enumerate(["query", "key", "value"])]
        query, key, value = inputs
        if key.shape[0] != query.shape[0]:
            raise CaptureError(
                f"this layer is cross-attention: {query.shape[0]} queries attend to {key.shape[0]} keys of another "
                "sequence, and the app shows self-attention (one row of Q, K and V per token); choose a "
                "self-attention layer (--list shows them)")
        if module._qkv_same_embed_dim:
            weights = module.in_proj_weight.chunk(3)
        else:
            weights = (module.q_proj_weight, module.k_proj_weight, module.v_proj_weight)
        biases = module.in_proj_bias.chunk(3) if module.in_proj_bias is not None else (None, None, None)
        columns = head_columns(head, module.head_dim)
        q, k, v = (functional.linear(source, weight[columns], None if bias is None else bias[columns])
                   for source, weight, bias in zip(inputs, weights, biases))

        notes = []
        same_input = query is key and key is value or (torch.equal(query, key) and torch.equal(key, value))
        if not same_input:
            notes.append("X was not written: the layer's query, key and value inputs differ, so no one tensor is "
                         "the hidden states it projected")
        causal = self._causal(module, call, query.shape[0], head, batch, notes)
        padding = call.argument(3, "key_padding_mask")
        if padding is not None and self._masks_keys(padding, batch):
            notes.append("the layer's key_padding_mask hid some keys of this sequence; the app attends to every key, "
                         "so its exact map differs from the model's in those columns")
        return ProjectedHead(q=q, k=k, v=v, x=query if same_input else None,
                             scale=1.0 / math.sqrt(module.head_dim), causal=causal, notes=notes)

    def own_map(self, module, call, output, position, head, batch):
        """The layer's own weights for the head, from the layer itself called again on the same inputs."""
        del output, position  # the layer recomputes them; the model's output is not needed
        kwargs = dict(zip(_LATER_PARAMETERS, call.args[3:]))
        kwargs.update(call.kwargs)
        kwargs.update(need_weights=True, average_attn_weights=False)
        with self.prepare(module):
            weights = module(*call.args[:3], **kwargs)[1]
        return weights[head] if weights.dim() == 3 else weights[batch, head]

    @staticmethod
    def _causal(module, call, tokens, head, batch, notes):
        if call.kwargs.get("is_causal"):
            return True
        mask = call.argument(5, "attn_mask")
        if mask is None:
            return False
        if mask.dim() == 3:  # one mask per sequence and head
            mask = mask[batch * module.num_heads + head]
        later = torch.ones(tokens, tokens, dtype=torch.bool, device=mask.device).triu(1)
        # A mask broadcast from another shape is never the plain causal one; a float mask must also leave the
        # scores it does not hide unchanged.
        causal = (mask.shape == later.shape and torch.equal(_hidden(mask), later)
                  and (mask.dtype == torch.bool or bool((mask[~later] == 0).all())))
        if not causal:
            notes.append("the layer was called with an attention mask that is not the causal one; the app cannot "
                         "apply it, so its maps differ from the model's where the mask hid or shifted a score")
        return causal

    @staticmethod
    def _masks_keys(padding, batch):
        row = padding[batch] if padding.dim() == 2 else padding
        return bool(_hidden(row).any())


def _hidden(mask):
    """Where a mask hides a key: True in a boolean mask; in a float mask, added to the scores, -inf or a large
    negative number such as -1e9 (its exponential is 0 in float32)."""
    return mask if mask.dtype == torch.bool else mask <= -1e4
