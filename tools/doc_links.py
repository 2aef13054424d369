#!/usr/bin/env python3
"""Every file the documents point at exists.

For README.md and docs/*.md: each Markdown link whose target is a relative path, and each
backticked token that looks like a repository path (it holds a `/` and starts with a source
folder or ends with a file extension), must name a file or folder the repository tracks, or a
folder `.gitignore` names as made by the build (a fresh checkout has only what git tracks, so
a file present only on this machine does not count). Prints each missing one and exits 1;
else prints a one-line count. Run by `make lint`.
"""

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PREFIXES = ("src/", "tests/", "tools/", "docs/", "style/", "examples/", ".ci/")
EXTENSIONS = (".rs", ".md", ".json", ".mjs", ".js", ".ts", ".py", ".toml", ".txt", ".css", ".html",
              ".svg", ".lock", ".webmanifest")
IGNORE = ("*", "<", "{", "…", " ")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
CODE = re.compile(r"(`+)(.+?)\1")
URL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def documents():
    yield ROOT / "README.md"
    yield from sorted((ROOT / "docs").glob("*.md"))


def looks_like_path(token):
    if "/" not in token or any(c in token for c in IGNORE) or URL.match(token):
        return False
    return token.startswith(PREFIXES) or token.rstrip("/").endswith(EXTENSIONS)


def references(text):
    """(line number, kind, target) of every link and path token outside fenced code blocks."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            continue
        if fenced:
            continue
        for match in LINK.finditer(line):
            target = match.group(1).split("#", 1)[0]
            if target and not URL.match(target) and not target.startswith("//"):
                yield number, "link", target
        for match in CODE.finditer(line):
            token = match.group(2).strip()
            if looks_like_path(token):
                yield number, "path", token


def tracked():
    """Every tracked file and its folders, and the build's outputs .gitignore anchors at the root;
    None where git cannot tell (then the file system answers)."""
    try:
        out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    known = set()
    for path in out.splitlines():
        parts = path.split("/")
        for i in range(1, len(parts) + 1):
            known.add("/".join(parts[:i]))
    ignore = ROOT / ".gitignore"
    made = set()
    if ignore.exists():
        made = {line.strip("/") for line in ignore.read_text().splitlines() if line.startswith("/")}
    return known, made


def present(known, path):
    if known is None:
        return path.exists()
    files, made = known
    rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
    return rel in files or any(rel == m or rel.startswith(m + "/") for m in made)


def main():
    known = tracked()
    missing, checked = [], 0
    for doc in documents():
        if not doc.exists():
            continue
        for number, kind, target in references(doc.read_text(encoding="utf-8")):
            checked += 1
            base = doc.parent if kind == "link" else ROOT
            if target.startswith("/"):
                base, target = ROOT, target.lstrip("/")
            if not present(known, base / target):
                missing.append(f"{doc.relative_to(ROOT)}:{number}: {kind} to a missing file: {target}")
    for line in missing:
        print(line)
    if missing:
        return 1
    print(f"doc_links: {checked} links and paths in README.md and docs/*.md, all present")
    return 0


if __name__ == "__main__":
    sys.exit(main())
