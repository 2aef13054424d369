#!/usr/bin/env python3
"""The modules of src/ui and which of them each one uses; fails on an import circle between them,
and on markup put into the page (`inner_html`) that is not the builder's `Markup` (`.html()`,
`.into_html()`),
unless the line before says it is "not made by `Html`".
mod.rs, the router that wires them together, is the node `mod`: a module that names anything
defined there (`super::x` from a file of src/ui, `crate::ui::x` from anywhere) uses it."""
import os, re, sys
from crate_graph import circles_in

UI = os.path.join(os.path.dirname(__file__), '..', 'src', 'ui')
mods = {}
tops = set()
for dirpath, _, files in os.walk(UI):
    for f in files:
        if not f.endswith('.rs'):
            continue
        path = os.path.join(dirpath, f)
        rel = os.path.relpath(path, UI)[:-3].replace(os.sep, '/')
        name = rel[:-4] if rel.endswith('/mod') else rel
        top = name.split('/')[0]
        mods[top] = mods.get(top, '') + open(path).read()
        if '/' not in rel:
            # `super::` of a file directly in src/ui names src/ui itself.
            tops.add(top)
edges = {m: set() for m in mods}
ITEM = re.compile(r'\b(super|crate::ui)::(\{[^}]*\}|\w+)')
for m, text in mods.items():
    for other in mods:
        if other != m and other != 'mod' and re.search(r'(super|crate::ui)::(\{[^}]*\b' + other + r'\b|' + other + r'\b)', text):
            edges[m].add(other)
    if m == 'mod':
        # The router names its modules by their own paths (`home::home`, `mod links;`).
        edges[m] |= {o for o in mods if o != m and re.search(r'\b' + o + r'::', text)}
        continue
    for prefix, names in ITEM.findall(text):
        if prefix == 'super' and m not in tops:
            continue
        for name in re.findall(r'\b(\w+)(?=\s*(?:,|\}|$|::))', names) or [names]:
            first = name.split('::')[0]
            if first not in mods and first not in ('self', 'super'):
                edges[m].add('mod')
circle = circles_in(edges)
for m in sorted(edges):
    print(f"{m:10} -> {', '.join(sorted(edges[m])) or '-'}")
SRC = os.path.join(os.path.dirname(__file__), '..', 'src')
raw = []
for dirpath, _, files in os.walk(SRC):
    for f in sorted(files):
        if f.endswith('.rs'):
            path = os.path.join(dirpath, f)
            lines = open(path).read().splitlines()
            for i, line in enumerate(lines):
                code = line.split('//')[0]
                said = i > 0 and 'not made by `Html`' in lines[i - 1]
                if 'inner_html' in code and not re.search(r'\.(into_)?html\(\)', code) and not said:
                    raw.append(f"{os.path.relpath(path, SRC)}:{i + 1}: {line.strip()}")
for r in raw:
    print('markup not from the builder:', r)
if circle:
    print('import circle:', ' -> '.join(circle[0]))
if circle or raw:
    sys.exit(1)
print('no import circle inside src/ui')
