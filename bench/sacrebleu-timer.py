"""Times sacrebleu's corpus metrics for bench/metrics.ts, in one long-lived process (interleaved runs).

Reads JSON lines on stdin: {"hyps": [...], "refs": [...]} sets the data; {"metric": "bleu"|"chrf"|"ter"}
times `METRIC().corpus_score(hyps, [refs])` and answers [milliseconds, score]. Needs the sacrebleu
source on PYTHONPATH (GENDERFAIR_SACREBLEU).
"""
import json
import sys
import time

from sacrebleu.metrics import BLEU, CHRF, TER

METRICS = {'bleu': BLEU, 'chrf': CHRF, 'ter': TER}
data = None
for line in sys.stdin:
    cmd = json.loads(line)
    if 'hyps' in cmd:
        data = cmd
        print('[0, 0]', flush=True)
        continue
    metric = METRICS[cmd['metric']]()
    t0 = time.perf_counter()
    score = metric.corpus_score(data['hyps'], [data['refs']]).score
    print(json.dumps([(time.perf_counter() - t0) * 1000, score]), flush=True)
