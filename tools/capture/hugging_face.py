"""Loads a Hugging Face model and its tokenizer, only when asked: transformers is optional (Debian 12 does not
package it)."""

from .capture_error import CaptureError

INSTALL_HINT = ("install it with pip, for example in a virtual environment that keeps Debian's PyTorch: "
                "python3 -m venv --system-site-packages ~/hf-env && ~/hf-env/bin/pip install transformers, "
                "then run this script with ~/hf-env/bin/python3")


def import_transformers():
    try:
        import transformers  # pylint: disable=import-outside-toplevel
    except ImportError:
        raise CaptureError("--hf needs the Hugging Face transformers library, which is not installed (Debian 12 "
                           f"does not package it): {INSTALL_HINT}") from None
    return transformers


def load_model(transformers, name):
    """The model with the attention implementation that returns its weights (eager), where the installed
    transformers knows the option."""
    try:
        return transformers.AutoModel.from_pretrained(name, attn_implementation="eager")
    except TypeError:
        return transformers.AutoModel.from_pretrained(name)


def load_hugging_face(name, text):
    """(model, run_model, token texts) for `name` (a model id or a local folder) on `text`; without a text, the
    model alone (to list its layers)."""
    transformers = import_transformers()
    try:
        tokenizer = transformers.AutoTokenizer.from_pretrained(name)
        model = load_model(transformers, name)
    except (OSError, ValueError) as error:
        first_line = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise CaptureError(f"transformers could not load '{name}': {first_line}") from None
    if text is None:
        return model, None, None
    encoded = tokenizer(text, return_tensors="pt")
    ids = encoded["input_ids"][0].tolist()
    if not ids:
        raise CaptureError(f"the text gives no tokens with {name}'s tokenizer")
    tokens = tokenizer.convert_ids_to_tokens(ids)

    def run_model():
        return model(**encoded, output_attentions=True)

    return model, run_model, tokens
