#!/usr/bin/env python3
"""kiwisolver counterpart of SolverBench: same problem files, same output.

    kiwi_solve.py PROBLEM_FILE VALUES_OUT [PROBLEM_FILE VALUES_OUT ...]

Priorities map to kiwi strengths: 1000 -> required, 750 -> strong,
500 -> medium, 250 -> weak (any other priority is refused). Edit variables use
strength create(999, 0, 0) whatever their priority in the file says when it is
1000 (kiwi forbids required edits), else the mapped strength.

Timed phase 1: add the edit variables, suggest their initial values, add every
constraint, updateVariables(). Timed phase 2: per suggested value,
suggestValue + updateVariables(), summed over the values. Parsing and
building the kiwi Variable/Constraint objects happen before the timed
regions, reading v.value() into Python lists after each of them. VALUES_OUT
receives raw little-endian float64 values: phase 1, then each re-solve, each
in file variable order. One JSON line per problem on stdout:
    {"add_solve_ms": ..., "resolve_ms_total": ..., "resolves": ..., "peak_rss_kb": ...}
A problem kiwi rejects prints {"problem": ..., "error": ...}, writes no values
file and makes the exit status 1; a malformed file exits 2.
"""

import json
import os
import resource
import struct
import sys
import time

import kiwisolver as kiwi

STRENGTHS = {
    1000: kiwi.strength.required,
    750: kiwi.strength.strong,
    500: kiwi.strength.medium,
    250: kiwi.strength.weak,
}
EDIT_REQUIRED = kiwi.strength.create(999, 0, 0)


class ParseError(Exception):
    pass


def parse_problem(path):
    names, edits, constraints, suggests = [], [], [], []
    edit_indices = set()
    with open(path) as f:
        for number, raw in enumerate(f, 1):
            fields = raw.split()
            if not fields or fields[0].startswith("#"):
                continue

            def fail(why):
                return ParseError(f"{path}:{number}: {why}: {raw.rstrip()}")

            def num(s):
                try:
                    v = float(s)
                except ValueError:
                    raise fail(f"bad number {s!r}")
                if v != v or v in (float("inf"), float("-inf")):
                    raise fail(f"bad number {s!r}")
                return v

            def index(s):
                if not s.isdigit() or int(s) >= len(names):
                    raise fail(f"bad or undeclared variable index {s!r}")
                return int(s)

            def priority(s):
                if not s.isdigit() or int(s) not in STRENGTHS:
                    raise fail(f"priority {s!r} has no kiwi strength (1000, 750, 500, 250)")
                return int(s)

            kind = fields[0]
            if kind == "var":
                if len(fields) != 2:
                    raise fail("expected 'var NAME'")
                names.append(fields[1])
            elif kind == "edit":
                if len(fields) != 4:
                    raise fail("expected 'edit VARINDEX PRIORITY INITIALVALUE'")
                i = index(fields[1])
                if i in edit_indices:
                    raise fail("variable is already an edit variable")
                edit_indices.add(i)
                edits.append((i, priority(fields[2]), num(fields[3])))
            elif kind == "c":
                if len(fields) < 6 or len(fields) % 2 != 0:
                    raise fail("expected 'c PRIORITY OP CONSTANT COEF VARINDEX [COEF VARINDEX ...]'")
                if fields[2] not in ("==", "<=", ">="):
                    raise fail(f"bad operator {fields[2]!r}")
                terms = [(num(fields[k]), index(fields[k + 1])) for k in range(4, len(fields), 2)]
                constraints.append((priority(fields[1]), fields[2], num(fields[3]), terms))
            elif kind == "suggest":
                if len(fields) < 3:
                    raise fail("expected 'suggest VARINDEX V1 ...'")
                i = index(fields[1])
                if i not in edit_indices:
                    raise fail("suggest for a variable that is not an edit variable (edit lines come first)")
                suggests.append((i, [num(s) for s in fields[2:]]))
            else:
                raise fail(f"unknown line kind {kind!r}")
    return names, edits, constraints, suggests


def run(problem_path, values_path):
    names, edits, constraints, suggests = parse_problem(problem_path)
    variables = [kiwi.Variable(name) for name in names]
    kedits = [(variables[i], EDIT_REQUIRED if p == 1000 else STRENGTHS[p], x) for i, p, x in edits]
    kconstraints = [
        kiwi.Constraint(kiwi.Expression([kiwi.Term(variables[i], coef) for coef, i in terms], constant), op, STRENGTHS[p])
        for p, op, constant, terms in constraints
    ]
    steps = [(variables[i], x) for i, values in suggests for x in values]
    values = []
    stage = "adding edit variables"
    try:
        t0 = time.perf_counter()
        solver = kiwi.Solver()
        for v, strength, x in kedits:
            solver.addEditVariable(v, strength)
            solver.suggestValue(v, x)
        stage = "adding constraints"
        for c in kconstraints:
            solver.addConstraint(c)
        solver.updateVariables()
        add_solve = time.perf_counter() - t0
        values.extend(v.value() for v in variables)

        stage = "re-solving"
        resolve = 0.0
        for v, x in steps:
            t1 = time.perf_counter()
            solver.suggestValue(v, x)
            solver.updateVariables()
            resolve += time.perf_counter() - t1
            values.extend(w.value() for w in variables)
    except Exception as e:  # kiwi's UnsatisfiableConstraint and friends
        if os.path.exists(values_path):
            os.unlink(values_path)
        print(json.dumps({"problem": problem_path, "error": f"{stage}: {type(e).__name__}: {e}"}), flush=True)
        return False

    with open(values_path, "wb") as f:
        f.write(struct.pack(f"<{len(values)}d", *values))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps({"add_solve_ms": add_solve * 1000, "resolve_ms_total": resolve * 1000,
                      "resolves": len(steps), "peak_rss_kb": peak}), flush=True)
    return True


def main():
    args = sys.argv[1:]
    if not args or len(args) % 2:
        print("usage: kiwi_solve.py PROBLEM_FILE VALUES_OUT [PROBLEM_FILE VALUES_OUT ...]", file=sys.stderr)
        return 2
    ok = True
    try:
        for k in range(0, len(args), 2):
            ok = run(args[k], args[k + 1]) and ok
    except (ParseError, OSError) as e:
        print(f"kiwi_solve.py: {e}", file=sys.stderr)
        return 2
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
