"""Runs a model once and reads one head of one of its attention layers."""

from .attention_layers import attention_layers, check_head, choose_layer
from .first_call import FirstCall
from .head_capture import HeadCapture, float32_matrix


def capture_head(model, run_model, layer, head, batch=0, tokens=None):
    """One head's Q, K, V (and X, and the model's own weights when it gives them) for sequence `batch`.

    `run_model()` calls `model` on its input once, e.g. `lambda: model(src)`. `layer` is an attention layer's
    index among those attention_layers() finds, or its dotted module name. The model runs in eval mode (no
    dropout) and is put back in the mode it was in."""
    layers = attention_layers(model)
    chosen = choose_layer(layers, layer, model)
    heads = check_head(chosen, head)
    was_training = model.training
    model.eval()
    try:
        with chosen.reader.prepare(chosen.module), FirstCall(chosen.module) as call:
            output = run_model()
        call.require_called(chosen.name)
        projected = chosen.reader.project(chosen.module, call, head, batch)
        attention = chosen.reader.own_map(chosen.module, call, output, chosen.index, head, batch)
    finally:
        model.train(was_training)
    notes = list(projected.notes)
    if attention is None:
        notes.append("the model returned no attention weights, so none were written (a Hugging Face model needs "
                     "its eager attention implementation for them)")
    return HeadCapture(
        q=float32_matrix(projected.q), k=float32_matrix(projected.k), v=float32_matrix(projected.v),
        x=None if projected.x is None else float32_matrix(projected.x),
        attention=None if attention is None else float32_matrix(attention),
        scale=projected.scale, causal=projected.causal, layer=chosen.index, layer_name=chosen.name,
        kind=chosen.reader.kind, head=head, heads=heads, notes=notes, tokens=tokens)
