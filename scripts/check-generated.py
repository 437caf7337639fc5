#!/usr/bin/env python3
"""
Checks generated puzzles outside the project: nothing here imports strimko's code.

    strimko generate --count 50 --seed x --to json -o batch.json
    python3 scripts/check-generated.py batch.json [--kind strimko|sudoku|jigsaw|latin] [--levels resolution]

For every puzzle of a JSON collection (the format `strimko generate --to json` writes):
- a native clingo (on PATH) counts its solutions with a program written here: exactly 1;
- RESOLVESTRIMKO, read independently (naked and hidden singles over rows, columns and streams of n
  cells, to a fixpoint): solves it (unless --levels any);
- minimality, by clingo: removing any one given leaves 2 solutions or more (unless --givens any);
- the layout: for strimko, n streams of n cells, each a chain (its cells in an order where each
  touches the next across a side or a corner) and no 2x2 square in one stream; for jigsaw, n regions
  of n cells, each orthogonally connected.
Prints one line per failure and a summary; exit code 1 if anything failed.
"""
import json
import subprocess
import sys
from itertools import product

def program(p, givens):
    n = p["size"]
    facts = [f"n({n})."]
    for r, c in product(range(n), range(n)):
        s = p["streams"][r][c]
        if s:
            facts.append(f"in({r},{c},{s}).")
        if givens[r][c]:
            facts.append(f"given({r},{c},{givens[r][c]}).")
    rules = """
    val(1..N) :- n(N).  idx(0..N-1) :- n(N).
    1 { x(R,C,V) : val(V) } 1 :- idx(R), idx(C).
    :- x(R,C1,V), x(R,C2,V), C1 < C2.
    :- x(R1,C,V), x(R2,C,V), R1 < R2.
    :- x(R1,C1,V), x(R2,C2,V), in(R1,C1,S), in(R2,C2,S), (R1,C1) < (R2,C2).
    :- given(R,C,V), not x(R,C,V).
    #show x/3.
    """
    return "\n".join(facts) + rules

def count(p, givens):
    out = subprocess.run(["clingo", "-n", "2", "--outf=2"], input=program(p, givens), capture_output=True, text=True)
    result = json.loads(out.stdout)
    return result["Models"]["Number"]

def resolves(p):
    n = p["size"]
    cand = [[set(range(1, n + 1)) for _ in range(n)] for _ in range(n)]
    units = [[(r, c) for c in range(n)] for r in range(n)] + [[(r, c) for r in range(n)] for c in range(n)]
    streams = {}
    for r, c in product(range(n), range(n)):
        if p["streams"][r][c]:
            streams.setdefault(p["streams"][r][c], []).append((r, c))
    units += [cells for cells in streams.values() if len(cells) == n]
    short = [cells for cells in streams.values() if len(cells) < n]
    peers = {cell: set() for cell in product(range(n), range(n))}
    for u in units + short:
        for a in u:
            peers[a] |= set(u) - {a}
    known = {}
    def place(cell, v):
        if cell in known:
            return known[cell] == v
        if v not in cand[cell[0]][cell[1]]:
            return False
        known[cell] = v
        cand[cell[0]][cell[1]] = {v}
        for q in peers[cell]:
            cand[q[0]][q[1]].discard(v)
        return True
    for r, c in product(range(n), range(n)):
        if p["givens"][r][c] and not place((r, c), p["givens"][r][c]):
            return False
    changed = True
    while changed:
        changed = False
        for r, c in product(range(n), range(n)):
            if (r, c) not in known and len(cand[r][c]) == 1:
                if not place((r, c), next(iter(cand[r][c]))):
                    return False
                changed = True
        for u in units:
            for v in range(1, n + 1):
                where = [cell for cell in u if v in cand[cell[0]][cell[1]]]
                if len(where) == 1 and where[0] not in known:
                    if not place(where[0], v):
                        return False
                    changed = True
    return len(known) == n * n

def is_chain(cells):
    touch = lambda a, b: max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1
    def extend(path, left):
        if not left:
            return True
        return any(extend(path + [c], left - {c}) for c in left if touch(path[-1], c))
    return any(extend([c], set(cells) - {c}) for c in cells)

def connected(cells):
    cells = set(cells)
    start = next(iter(cells))
    seen, stack = {start}, [start]
    while stack:
        r, c = stack.pop()
        for q in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if q in cells and q not in seen:
                seen.add(q)
                stack.append(q)
    return seen == cells

def main():
    args = sys.argv[1:]
    kind = args[args.index("--kind") + 1] if "--kind" in args else "strimko"
    levels = args[args.index("--levels") + 1] if "--levels" in args else "resolution"
    givens_opt = args[args.index("--givens") + 1] if "--givens" in args else "minimal"
    puzzles = json.load(open(args[0]))
    if isinstance(puzzles, dict):
        puzzles = [puzzles]
    failures = 0
    for k, p in enumerate(puzzles, 1):
        n = p["size"]
        def fail(why):
            nonlocal failures
            failures += 1
            print(f"puzzle {k}: {why}")
        if count(p, p["givens"]) != 1:
            fail("clingo does not count exactly one solution")
        if levels == "resolution" and not resolves(p):
            fail("resolution alone does not solve it")
        if givens_opt == "minimal":
            for r, c in product(range(n), range(n)):
                if p["givens"][r][c]:
                    g = [row[:] for row in p["givens"]]
                    g[r][c] = 0
                    if count(p, g) < 2:
                        fail(f"the given at ({r + 1},{c + 1}) can go")
        streams = {}
        for r, c in product(range(n), range(n)):
            if p["streams"][r][c]:
                streams.setdefault(p["streams"][r][c], []).append((r, c))
        if kind in ("strimko", "jigsaw", "sudoku"):
            if len(streams) != n or any(len(cells) != n for cells in streams.values()):
                fail("not n streams of n cells")
        if kind == "strimko":
            for s, cells in streams.items():
                if not is_chain(cells):
                    fail(f"stream {s} is not a chain")
            for r, c in product(range(n - 1), range(n - 1)):
                s = p["streams"][r][c]
                if s and s == p["streams"][r][c + 1] == p["streams"][r + 1][c] == p["streams"][r + 1][c + 1]:
                    fail(f"stream {s} fills the 2x2 square at ({r + 1},{c + 1})")
        if kind == "jigsaw":
            for s, cells in streams.items():
                if not connected(cells):
                    fail(f"region {s} is not connected")
    print(f"{len(puzzles)} puzzles checked, {failures} failures")
    sys.exit(1 if failures else 0)

main()
