"""Reading one attention head's Q, K, V out of a PyTorch model (tools/capture_qkv.py is the command).

`capture_head(model, run_model, layer, head)` in head_capture_run.py is the entry point for Python callers.
"""
