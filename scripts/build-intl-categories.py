"""Writes data/metrics/intl-categories.json: the code-point ranges of \\p{P}, \\p{S} and \\p{N} as Python's
`regex` module (which sacrebleu's `intl` tokenizer uses) sees them. Run with the `regex` module installed:

    python3 scripts/build-intl-categories.py > data/metrics/intl-categories.json

The ranges depend on the Unicode version of the installed `regex` module, which is recorded in the file.
"""
import json
import sys

import regex

CLASSES = {'P': r'\p{P}', 'S': r'\p{S}', 'N': r'\p{N}'}


def ranges(pattern):
    rx = regex.compile(pattern)
    out, start = [], None
    for cp in range(0x110000):
        hit = rx.match(chr(cp)) is not None
        if hit and start is None:
            start = cp
        elif not hit and start is not None:
            out.append([start, cp - 1])
            start = None
    if start is not None:
        out.append([start, 0x10FFFF])
    return out


# The newest character regex knows decides its Unicode version (\p{Assigned} follows it).
assigned = regex.compile(r'\p{Assigned}')
probes = {'16.0': 0x1CC00, '15.1': 0x2EBF0, '15.0': 0x1E4D0, '14.0': 0x1E290}
unicode = next((v for v, cp in probes.items() if assigned.match(chr(cp))), '<14.0')
data = {
    'source': f'Python regex {regex.__version__} (Unicode {unicode}), scripts/build-intl-categories.py',
    **{name: ranges(p) for name, p in CLASSES.items()},
}
json.dump(data, sys.stdout, separators=(',', ':'))
sys.stdout.write('\n')
