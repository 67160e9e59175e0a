"""BERT style self-attention of Hugging Face transformers: three nn.Linear projections query, key and value."""

import math

import torch

from .capture_error import CaptureError
from .head_capture import ProjectedHead, batch_rows, head_columns
from .model_attentions import ReturnedAttentionReader


class BertSelfAttentionReader(ReturnedAttentionReader):
    kind = "BERT self-attention (query/key/value)"

    def matches(self, module):
        projections = [getattr(module, name, None) for name in ("query", "key", "value")]
        return (all(isinstance(projection, torch.nn.Linear) for projection in projections)
                and hasattr(module, "num_attention_heads") and hasattr(module, "attention_head_size"))

    def heads(self, module):
        return int(module.num_attention_heads)

    def project(self, module, call, head, batch):
        position_kind = getattr(module, "position_embedding_type", "absolute")
        if position_kind != "absolute":
            raise CaptureError(f"this BERT layer adds relative position scores ({position_kind}) to q.k, which Q "
                               "and K alone cannot reproduce; only absolute position embeddings are supported")
        if call.argument(3, "encoder_hidden_states") is not None:
            raise CaptureError("this BERT layer is cross-attention (its keys come from an encoder's output); choose "
                               "a self-attention layer (--list shows them)")
        hidden = batch_rows(call.argument(0, "hidden_states"), batch, True, "hidden_states")
        columns = head_columns(head, module.attention_head_size)
        q, k, v = (getattr(module, name)(hidden)[:, columns] for name in ("query", "key", "value"))
        return ProjectedHead(q=q, k=k, v=v, x=hidden, scale=1.0 / math.sqrt(module.attention_head_size),
                             causal=bool(getattr(module, "is_decoder", False)), notes=[])
