"""What the Hugging Face readers share: the weights come from the model's own output."""

import torch


class ReturnedAttentionReader:
    """Base of the readers of Hugging Face layers. The model runs as it always does (no fast path to avoid; no
    gradients, which a large model would spend memory on), and the head's own weights are the ones the model
    returns when called with output_attentions=True."""

    def prepare(self, module):
        del module
        return torch.no_grad()

    def own_map(self, module, call, output, position, head, batch):
        """Head `head` of sequence `batch` in the model's `attentions` (one batch x heads x tokens x tokens tensor
        per layer, in layer order), or None when the model returned none (some attention implementations, such
        as PyTorch's scaled_dot_product_attention, do not compute them)."""
        del module, call
        attentions = getattr(output, "attentions", None)
        if attentions is None or len(attentions) <= position or attentions[position] is None:
            return None
        return attentions[position][batch, head]
