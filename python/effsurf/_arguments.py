# SPDX-License-Identifier: MIT
"""Python's own words for a call the compiled module cannot bind.

pybind11 answers a misspelt keyword (``speedfactor=``), a keyword passed by
position (``efficiency(N, s, "gustafson")``) or a missing argument with
"incompatible function arguments" and a dump of every signature. The public
functions are wrapped so that such a call gets the TypeError Python itself
would raise ("got an unexpected keyword argument 'speedfactor' (did you
mean 'speed_factor'?)"); the call itself, and every other error, is the
compiled function's.
"""

import difflib
import functools
import re

_SIGNATURE = re.compile(r"^(\w+)\((.*)\)(\s*->.*)?$")


def _split_top_level(text):
    """The parameters of a signature line: commas outside brackets and quotes."""
    parts, depth, quote, current = [], 0, None, ""
    for character in text:
        if quote:
            quote = None if character == quote else quote
        elif character in "'\"":
            quote = character
        elif character in "[(":
            depth += 1
        elif character in "])":
            depth -= 1
        elif character == "," and depth == 0:
            parts.append(current.strip())
            current = ""
            continue
        current += character
    if current.strip():
        parts.append(current.strip())
    return parts


def _signature(function):
    """(name, positional names, keyword-only names, required names) from pybind11's first doc line."""
    first = (function.__doc__ or "").splitlines()[0] if function.__doc__ else ""
    match = _SIGNATURE.match(first)
    if not match:
        return None
    positional, keywords, required = [], [], []
    keyword_only = False
    for parameter in _split_top_level(match.group(2)):
        if parameter == "*":
            keyword_only = True
            continue
        name = re.split(r"[:=]", parameter, maxsplit=1)[0].strip()
        (keywords if keyword_only else positional).append(name)
        if "=" not in parameter:
            required.append(name)
    return match.group(1), positional, keywords, required


def _plural(count, word):
    return f"{count} {word}" + ("" if count == 1 else "s")


def friendly(function):
    """`function` with Python's TypeErrors for keywords and positions it cannot take."""
    signature = _signature(function)
    if signature is None:
        return function
    name, positional, keywords, required = signature
    allowed = positional + keywords

    def explain(args, kwargs):
        """What Python would say about this call, or None if it binds."""
        for key in kwargs:
            if key not in allowed:
                close = difflib.get_close_matches(key, allowed, n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                return f"{name}() got an unexpected keyword argument {key!r}{hint}"
        if len(args) > len(positional):
            by_keyword = keywords[: len(args) - len(positional)]
            hint = f"; {', '.join(by_keyword)} must be given by keyword ({by_keyword[0]}=...)" if by_keyword else ""
            return (f"{name}() takes {_plural(len(positional), 'positional argument')} "
                    f"but {len(args)} were given{hint}")
        for key in positional[: len(args)]:
            if key in kwargs:
                return f"{name}() got multiple values for argument {key!r}"
        missing = [key for key in required if key not in kwargs
                   and not (key in positional and positional.index(key) < len(args))]
        if missing:
            listed = " and ".join(repr(key) for key in missing)
            return f"{name}() missing {_plural(len(missing), 'required argument')}: {listed}"
        return None

    @functools.wraps(function)
    def call(*args, **kwargs):
        # The call first, the check only when pybind11 refused it: a call that
        # binds costs this wrapper alone (2 µs on a scalar law that takes 3 µs,
        # measured under load; checking every keyword first cost 3 µs).
        try:
            return function(*args, **kwargs)
        except TypeError as error:
            if "incompatible function arguments" not in str(error):
                raise
            problem = explain(args, kwargs)
            if problem is None:
                raise
        raise TypeError(problem)

    return call
