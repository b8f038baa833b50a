#!/usr/bin/env python3
"""Writes the solver benchmark problems (FAMILY-N.txt) into OUTDIR.

    gen_layout_problems.py OUTDIR [--sizes 100,1000,3000] [--families chain,flat,stack]

(The default families are chain and flat.)

N views in rows of 10 (R = N/10 rows). Variables: root_w, then per view x, y,
w, h. root_w is a required edit variable starting at 375. Per row r, views
v0..v9:

  required  v0.x == 8;  vj.x == v(j-1).x + v(j-1).w + 8  (j >= 1)
  required  v9.x + v9.w <= root_w - 8           (trailing edge)
  required  vj.w == v0.w  (j >= 1)              (equal widths)
  required  vj.w <= 60                          (width cap)
  required  vj.h >= 30                          (minimum height)
  @500      vj.w >= 1000                        (expand)
  @750      vj.h == 44                          (preferred height)
  @250      vj.h == 0.5 vj.w                    (aspect ratio)
  required  vj.y == v0.y  (j >= 1)
  chain:    v0.y == 8 (row 0), v0.y == prev.v0.y + prev.v0.h + 8 (row r >= 1)
  flat:     v0.y == 8 + 60 r

The unique optimum, under strict priorities and under kiwi's weighted sum
alike: the row's width w = min(60, (root_w - 88) / 10) (the expand preference
at 500 outweighs any aspect-ratio term at 250, and nothing else involves w),
h = 44 (the 750 preference beats the 250 aspect ratio; 44 >= 30), x follows,
y = 8 + 52 r (chain) or 8 + 60 r (flat).

The `stack` family is a chain of required equalities as deep as it is
long: N views in one column, each one below the previous (rows of one view).
Per view v (k = 0, 1, ...):

  required  v.x == 8;  v.x + v.w <= root_w - 8;  v.w <= 600
  @500      v.w >= 1000
  required  v.h >= 30;  @750 v.h == 44;  @250 v.h == 0.5 v.w
  required  v0.y == 8;  vk.y == v(k-1).y + v(k-1).h + 8   (k >= 1)

Its unique optimum: w = min(600, root_w - 16) (a breakpoint at root_w = 616),
h = 44, x = 8, y = 8 + 52 k: the view at depth k sits below k heights, each
of them decided by its own preference. It is suggested only the first 10 of
the values below (5 of the steps cross its breakpoint), so that the values a
benchmark records stay small beside the solver at 100 000 views.

root_w is then suggested 100 values, a deterministic (seeded) shuffle of
integers spread over 320...1024, so about half of the steps cross the width-cap
breakpoint at root_w = 688.
"""

import argparse
import os
import random

SUGGESTED = 100
SEED = 20240601


def suggested_widths():
    values = [round(320 + i * (1024 - 320) / (SUGGESTED - 1)) for i in range(SUGGESTED)]
    random.Random(SEED).shuffle(values)
    return values


def problem(family, n):
    assert n % 10 == 0
    lines = [f"# {family}-{n}: {n} views in rows of 10; see tools/gen_layout_problems.py"]
    names = ["root_w"]
    for k in range(n):
        names += [f"v{k}.x", f"v{k}.y", f"v{k}.w", f"v{k}.h"]
    lines += [f"var {name}" for name in names]
    root = 0

    def x(k): return 1 + 4 * k
    def y(k): return 2 + 4 * k
    def w(k): return 3 + 4 * k
    def h(k): return 4 + 4 * k

    lines.append(f"edit {root} 1000 375")

    def c(priority, op, constant, *terms):
        body = " ".join(f"{coef!r} {var}" for coef, var in zip(terms[::2], terms[1::2]))
        lines.append(f"c {priority} {op} {constant!r} {body}")

    for r in range(n // 10):
        row = [10 * r + j for j in range(10)]
        v0, v9 = row[0], row[-1]
        c(1000, "==", -8.0, 1.0, x(v0))
        for j in range(1, 10):
            a, b = row[j], row[j - 1]
            c(1000, "==", -8.0, 1.0, x(a), -1.0, x(b), -1.0, w(b))
        c(1000, "<=", 8.0, 1.0, x(v9), 1.0, w(v9), -1.0, root)
        for j in range(1, 10):
            c(1000, "==", 0.0, 1.0, w(row[j]), -1.0, w(v0))
        for v in row:
            c(1000, "<=", -60.0, 1.0, w(v))
            c(1000, ">=", -30.0, 1.0, h(v))
            c(500, ">=", -1000.0, 1.0, w(v))
            c(750, "==", -44.0, 1.0, h(v))
            c(250, "==", 0.0, 1.0, h(v), -0.5, w(v))
        for j in range(1, 10):
            c(1000, "==", 0.0, 1.0, y(row[j]), -1.0, y(v0))
        if family == "chain":
            if r == 0:
                c(1000, "==", -8.0, 1.0, y(v0))
            else:
                p0 = 10 * (r - 1)
                c(1000, "==", -8.0, 1.0, y(v0), -1.0, y(p0), -1.0, h(p0))
        else:
            c(1000, "==", -8.0 - 60.0 * r, 1.0, y(v0))

    lines.append(f"suggest {root} " + " ".join(str(v) for v in suggested_widths()))
    return "\n".join(lines) + "\n"


def stack(n):
    lines = [f"# stack-{n}: {n} views in one column; see tools/gen_layout_problems.py"]
    names = ["root_w"]
    for k in range(n):
        names += [f"v{k}.x", f"v{k}.y", f"v{k}.w", f"v{k}.h"]
    lines += [f"var {name}" for name in names]
    lines.append("edit 0 1000 375")

    def c(priority, op, constant, *terms):
        body = " ".join(f"{coef!r} {var}" for coef, var in zip(terms[::2], terms[1::2]))
        lines.append(f"c {priority} {op} {constant!r} {body}")

    for k in range(n):
        x, y, w, h = 1 + 4 * k, 2 + 4 * k, 3 + 4 * k, 4 + 4 * k
        c(1000, "==", -8.0, 1.0, x)
        c(1000, "<=", 8.0, 1.0, x, 1.0, w, -1.0, 0)
        c(1000, "<=", -600.0, 1.0, w)
        c(500, ">=", -1000.0, 1.0, w)
        c(1000, ">=", -30.0, 1.0, h)
        c(750, "==", -44.0, 1.0, h)
        c(250, "==", 0.0, 1.0, h, -0.5, w)
        if k == 0:
            c(1000, "==", -8.0, 1.0, y)
        else:
            c(1000, "==", -8.0, 1.0, y, -1.0, y - 4, -1.0, h - 4)
    lines.append("suggest 0 " + " ".join(str(v) for v in suggested_widths()[:10]))
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("outdir")
    ap.add_argument("--sizes", default="100,1000,3000")
    ap.add_argument("--families", default="chain,flat", help="among chain, flat, stack")
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    for family in args.families.split(","):
        if family not in ("chain", "flat", "stack"):
            ap.error(f"unknown family {family!r}")
        for n in (int(s) for s in args.sizes.split(",")):
            path = os.path.join(args.outdir, f"{family}-{n}.txt")
            with open(path, "w") as f:
                f.write(stack(n) if family == "stack" else problem(family, n))


if __name__ == "__main__":
    main()
