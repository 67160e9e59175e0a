"""What a capture holds: one head's Q, K, V (and X) as the app reads them, and what they came from."""

import dataclasses
import math
from typing import List, Optional

import numpy

from .capture_error import CaptureError


@dataclasses.dataclass
class ProjectedHead:
    """One head of one sequence as an attention reader computes it: 2-D torch tensors, tokens x width."""

    q: object
    k: object
    v: object
    x: Optional[object]  # the hidden states the layer projected; None when they are not one tensor (notes say why)
    scale: float  # what the model multiplies q.k by before the softmax
    causal: bool  # whether the model hid the keys after each query
    notes: List[str]


@dataclasses.dataclass
class HeadCapture:
    """One head ready to be written: float32, 2-D, C-order arrays."""

    q: numpy.ndarray
    k: numpy.ndarray
    v: numpy.ndarray
    x: Optional[numpy.ndarray]
    attention: Optional[numpy.ndarray]  # the model's own weights for this head (tokens x tokens), when it gave them
    scale: float
    causal: bool
    layer: int
    layer_name: str
    kind: str
    head: int
    heads: int
    notes: List[str]
    tokens: Optional[List[str]] = None

    @property
    def default_scale(self):
        """The scale the app uses when none is given: 1/sqrt(head dim)."""
        return 1.0 / math.sqrt(self.q.shape[1])

    @property
    def needs_scale_option(self):
        return not math.isclose(self.scale, self.default_scale, rel_tol=1e-12)


def float32_matrix(tensor):
    """A torch tensor as the .npy files hold it: float32, 2-D, C order (a copy: never a view of the model)."""
    array = tensor.detach().cpu().float().numpy()
    if array.ndim != 2:
        raise CaptureError(f"internal: expected a 2-D head, got shape {tuple(array.shape)}")
    return numpy.ascontiguousarray(array, dtype=numpy.float32)


def head_columns(head, head_dim):
    """The columns of a projection that belong to `head`: heads are consecutive blocks of head_dim features, as
    MultiheadAttention's view(tokens, batch * heads, head_dim) and Hugging Face's split of the last axis lay them
    out."""
    return slice(head * head_dim, (head + 1) * head_dim)


def batch_rows(tensor, batch, batch_first, what):
    """The tokens x features rows of sequence `batch` of a layer input: (tokens, features) when unbatched,
    (batch, tokens, features) or (tokens, batch, features) otherwise."""
    if tensor is None:
        raise CaptureError(f"the attention layer was called without its {what}")
    if tensor.dim() == 2:
        if batch != 0:
            raise CaptureError(f"--batch {batch} is out of range: the layer's input is one unbatched sequence "
                               "(use --batch 0)", usage=True)
        return tensor
    if tensor.dim() != 3:
        raise CaptureError(f"the layer's {what} has shape {tuple(tensor.shape)}; expected (tokens, features) or a "
                           "batch of them")
    sequences = tensor.shape[0] if batch_first else tensor.shape[1]
    if not 0 <= batch < sequences:
        raise CaptureError(f"--batch {batch} is out of range: the input holds {sequences} sequences, "
                           f"0 to {sequences - 1}", usage=True)
    return tensor[batch] if batch_first else tensor[:, batch]
