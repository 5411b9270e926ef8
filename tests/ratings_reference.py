#!/usr/bin/env python3
"""ratings_reference.py -- the numbers tests/check_ratings.c and tests/match/run.sh
expect of match/ratings.c, computed another way: plain Python, no libraries.

The model is goref-match.6's RATINGS: P(a beats b) = 1 / (1 + 10^((Rb - Ra) / 400)),
a draw half a win, and each pair (a, b) that met gets PRIOR / 2 * (1 / opponents(a) +
1 / opponents(b)) virtual draws. Where ratings.c takes Newton's method and a covariance
from the Hessian with 1/k added to every entry, this takes Hunter's MM iteration in the
strengths gamma = 10^(R / 400), many rounds of it, and the covariance from the inverse
(Gauss-Jordan) of the Hessian with the first engine's row and column struck out (that
engine fixed); the variances against the mean or an anchor follow from it by linear
algebra.

usage: python3 tests/ratings_reference.py      (prints each fixture's numbers)
"""
import math

ELO = 400 / math.log(10)


def fit(pairs, prior, anchor=None):
    """pairs: [(a, b, games, points of a)]; returns {engine: (elo, lo, hi)}, LOS(a, b)."""
    names = sorted({p[0] for p in pairs} | {p[1] for p in pairs})
    k = len(names)
    ix = {e: i for i, e in enumerate(names)}
    opponents = [0] * k
    for a, b, _, _ in pairs:
        opponents[ix[a]] += 1
        opponents[ix[b]] += 1
    n = [[0.0] * k for _ in range(k)]
    w = [[0.0] * k for _ in range(k)]
    for a, b, games, points in pairs:
        i, j = ix[a], ix[b]
        v = prior / 2 * (1 / opponents[i] + 1 / opponents[j])
        n[i][j] = n[j][i] = games + v
        w[i][j] = points + v / 2
        w[j][i] = games - points + v / 2
    score = [sum(row) for row in w]
    gamma = [1.0] * k
    for _ in range(200000):
        new = []
        for i in range(k):
            d = sum(n[i][j] / (gamma[i] + gamma[j]) for j in range(k) if n[i][j])
            new.append(score[i] / d)
        scale = math.exp(sum(math.log(x) for x in new) / k)
        new = [x / scale for x in new]
        moved = max(abs(math.log(x / y)) for x, y in zip(new, gamma))
        gamma = new
        if moved < 1e-15:
            break
    r = [math.log(x) for x in gamma]  # natural-log units
    # The Hessian of minus the log-likelihood (a weighted Laplacian).
    h = [[0.0] * k for _ in range(k)]
    for i in range(k):
        for j in range(k):
            if n[i][j]:
                p = 1 / (1 + math.exp(r[j] - r[i]))
                h[i][i] += n[i][j] * p * (1 - p)
                h[i][j] -= n[i][j] * p * (1 - p)
    # Engine 0 fixed: invert the rest, then cov[i][j] of r_i - r_0 (0 for engine 0).
    sub = [row[1:] for row in h[1:]]
    inv = invert(sub)
    cov = [[0.0] * k for _ in range(k)]
    for i in range(1, k):
        for j in range(1, k):
            cov[i][j] = inv[i - 1][j - 1]

    def var_of(c):  # the variance of sum c_i r_i (sum c_i = 0)
        return sum(c[i] * c[j] * cov[i][j] for i in range(k) for j in range(k))

    if anchor is None:
        zero = sum(r) / k
    else:
        zero = r[ix[anchor]]
    out = {}
    for e in names:
        i = ix[e]
        if anchor is None:
            c = [-1 / k] * k
            c[i] += 1
        else:
            c = [0.0] * k
            c[i] += 1
            c[ix[anchor]] -= 1
        sd = math.sqrt(max(var_of(c), 0)) * ELO
        elo = (r[i] - zero) * ELO
        out[e] = (elo, elo - 1.959963984540054 * sd, elo + 1.959963984540054 * sd)

    def los(a, b):
        c = [0.0] * k
        c[ix[a]] += 1
        c[ix[b]] -= 1
        return 0.5 * math.erfc(-(r[ix[a]] - r[ix[b]]) / math.sqrt(2 * var_of(c)))

    expected = [sum(n[i][j] / (1 + math.exp(r[j] - r[i])) for j in range(k) if n[i][j])
                for i in range(k)]
    return out, los, {e: (score[ix[e]], expected[ix[e]]) for e in names}


def invert(m):
    k = len(m)
    a = [row[:] + [1.0 if i == j else 0.0 for j in range(k)] for i, row in enumerate(m)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda i: abs(a[i][col]))
        a[col], a[pivot] = a[pivot], a[col]
        d = a[col][col]
        a[col] = [x / d for x in a[col]]
        for i in range(k):
            if i != col and a[i][col]:
                f = a[i][col]
                a[i] = [x - f * y for x, y in zip(a[i], a[col])]
    return [row[k:] for row in a]


def show(title, pairs, prior, anchor=None, order=None):
    out, los, scores = fit(pairs, prior, anchor)
    print(title)
    order = order or sorted(out, key=lambda e: -out[e][0])
    for e in order:
        print("  %-6s elo %.9f  lo %.9f  hi %.9f  score %.6f expected %.6f"
              % (e, out[e][0], out[e][1], out[e][2], scores[e][0], scores[e][1]))
    for a, b in zip(order, order[1:]):
        print("  LOS(%s, %s) = %.9f" % (a, b, los(a, b)))


# Three engines, no prior: A-B 6 wins 1 draw 3 losses, B-C 7-0-3, A-C 5-1-2.
THREE = [("A", "B", 10, 6.5), ("B", "C", 10, 7.0), ("A", "C", 8, 5.5)]
# The end-to-end file of tests/match/run.sh: alpha, beta, gamma, delta.
FOUR = [("alpha", "beta", 4, 3.0), ("alpha", "gamma", 4, 3.5), ("alpha", "delta", 2, 2.0),
        ("beta", "gamma", 4, 2.5), ("beta", "delta", 2, 1.0), ("gamma", "delta", 2, 2.0)]

if __name__ == "__main__":
    show("three engines, no prior, the mean 0", THREE, 0)
    show("three engines, no prior, C 0", THREE, 0, "C")
    show("three engines, the default prior (2), the mean 0", THREE, 2)
    show("A won all 5 against B, B-C 3-2; the default prior", [("A", "B", 5, 5.0),
                                                              ("B", "C", 5, 3.0)], 2)
    show("four engines (run.sh), the default prior, the mean 0", FOUR, 2)
    show("four engines (run.sh), the default prior, delta 0", FOUR, 2, "delta")
