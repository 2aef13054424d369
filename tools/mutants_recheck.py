#!/usr/bin/env python3
"""Runs a cargo-mutants run's missed mutants again, against the tests as they are now.

`cargo mutants --iterate` knows a mutant by its line and column, so once a test or a fix has
moved the file's lines it tests nearly every mutant again. This applies each missed mutant's own
diff instead (`patch` finds the lines where they went), runs the tests given, and undoes it.

    cd /tmp/mutwt   # the worktree the run mutated, with the new tests copied in
    CARGO_PROFILE_TEST_OPT_LEVEL=1 CARGO_PROFILE_TEST_DEBUG=0 \\
      python3 /path/to/tools/mutants_recheck.py /tmp/mutants/mutants.out --lib session

Prints CAUGHT, MISSED, UNVIABLE (it does not build), TIMEOUT or NOPATCH (its lines changed too
much) with each mutant's name, one line each as it goes.
"""

import json
import subprocess
import sys


def main():
    out, test_args = sys.argv[1], sys.argv[2:]
    outcomes = json.load(open(f"{out}/outcomes.json"))["outcomes"]
    for outcome in outcomes:
        if outcome["summary"] != "MissedMutant":
            continue
        mutant = outcome["scenario"]["Mutant"]
        print(recheck(mutant["file"], f"{out}/{outcome['diff_path']}", test_args), mutant["name"], flush=True)


def recheck(path, diff, test_args):
    original = open(path, encoding="utf-8").read()
    applied = subprocess.run(["patch", "-s", "-f", "-F3", "-r", "-", "--no-backup-if-mismatch", path, "-i", diff], capture_output=True)
    try:
        if applied.returncode != 0:
            return "NOPATCH"
        run = subprocess.run(["cargo", "test", "-q"] + test_args, capture_output=True, text=True, timeout=600)
        if run.returncode == 0:
            return "MISSED"
        return "UNVIABLE" if "error[E" in run.stderr else "CAUGHT"
    except subprocess.TimeoutExpired:
        return "TIMEOUT"
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)


if __name__ == "__main__":
    main()
