"""Records the arguments of a module's first call while the model runs once."""

from .capture_error import CaptureError


class FirstCall:
    """Within `with FirstCall(module) as call:` the module's forward is wrapped for the instance only, so the
    positional and keyword arguments of its first call are kept in `call.args` and `call.kwargs`.

    A wrapper rather than register_forward_pre_hook: in PyTorch 1.13 (Debian 12) a pre-hook sees only positional
    arguments, and the masks an attention layer is called with (attn_mask, is_causal) come as keywords."""

    def __init__(self, module):
        self.module = module
        self.args = None
        self.kwargs = None
        self._had_own_forward = "forward" in module.__dict__

    def __enter__(self):
        wrapped = self.module.forward

        def recording_forward(*args, **kwargs):
            if self.args is None:
                self.args, self.kwargs = args, dict(kwargs)
            return wrapped(*args, **kwargs)

        self._wrapped = wrapped
        self.module.forward = recording_forward
        return self

    def __exit__(self, *exc):
        if self._had_own_forward:
            self.module.forward = self._wrapped
        else:
            del self.module.forward
        return False

    def argument(self, position, name):
        """The argument given at `position` or as keyword `name`, or None."""
        if self.args is not None and len(self.args) > position:
            return self.args[position]
        return (self.kwargs or {}).get(name)

    def require_called(self, layer_name):
        if self.args is None:
            raise CaptureError(
                f"the model never called its attention layer '{layer_name}' while it ran on the input, so nothing "
                "was captured (does the input reach that layer?)")
