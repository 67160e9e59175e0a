"""GPT-2 style attention of Hugging Face transformers: one fused projection `c_attn` makes Q, K and V."""

import math

from .head_capture import ProjectedHead, batch_rows, head_columns
from .model_attentions import ReturnedAttentionReader


class Gpt2AttentionReader(ReturnedAttentionReader):
    kind = "GPT-2 attention (c_attn)"

    def matches(self, module):
        # GPT-2's cross-attention (is_cross_attention) takes its keys from another sequence: not self-attention.
        return (hasattr(module, "c_attn") and hasattr(module, "num_heads") and hasattr(module, "split_size")
                and not getattr(module, "is_cross_attention", False))

    def heads(self, module):
        return int(module.num_heads)

    def project(self, module, call, head, batch):
        hidden = batch_rows(call.argument(0, "hidden_states"), batch, True, "hidden_states")
        # c_attn is a Conv1D (weight features x 3*features, x @ W + b) in GPT-2, sometimes an nn.Linear elsewhere;
        # either way its own forward applies it, and its output is Q | K | V side by side.
        q, k, v = module.c_attn(hidden).split(module.split_size, dim=-1)
        head_dim = module.split_size // module.num_heads
        columns = head_columns(head, head_dim)
        scale = 1.0 / math.sqrt(head_dim) if getattr(module, "scale_attn_weights", True) else 1.0
        # GPT-2's option for deep models (Mistral's recipe): layer l divides its scores by l + 1 as well.
        if getattr(module, "scale_attn_by_inverse_layer_idx", False):
            scale /= float(module.layer_idx + 1)
        return ProjectedHead(q=q[:, columns], k=k[:, columns], v=v[:, columns], x=hidden, scale=scale,
                             causal=True, notes=[])
