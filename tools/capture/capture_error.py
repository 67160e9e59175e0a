"""The one error the capture reports to its user: a sentence, never a traceback."""


class CaptureError(Exception):
    """A fault the user can fix. `usage` marks a wrong command-line value (exit status 2, as attnlab's own
    command line uses); anything else exits with 1."""

    def __init__(self, message, usage=False):
        super().__init__(message)
        self.usage = usage
