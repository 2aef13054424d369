#!/usr/bin/env python3
"""The modules of src/ui and which of them each one uses; fails on an import circle between them
(mod.rs, the root that wires them together, is left out: each uses its helpers)."""
import os, re, sys

UI = os.path.join(os.path.dirname(__file__), '..', 'src', 'ui')
mods = {}
for dirpath, _, files in os.walk(UI):
    for f in files:
        if not f.endswith('.rs'):
            continue
        path = os.path.join(dirpath, f)
        rel = os.path.relpath(path, UI)[:-3].replace(os.sep, '/')
        name = rel[:-4] if rel.endswith('/mod') else rel
        if name == 'mod':
            continue
        mods[name.split('/')[0]] = mods.get(name.split('/')[0], '') + open(path).read()
edges = {m: set() for m in mods}
for m, text in mods.items():
    for other in mods:
        if other != m and re.search(r'(super|crate::ui)::(\{[^}]*\b' + other + r'\b|' + other + r'\b)', text):
            edges[m].add(other)
state, circle = {}, []
def visit(m, path):
    state[m] = 'open'
    for n in sorted(edges[m]):
        if state.get(n) == 'open':
            circle.append(path[path.index(n):] + [n])
        elif n not in state:
            visit(n, path + [n])
    state[m] = 'done'
for m in sorted(mods):
    if m not in state:
        visit(m, [m])
for m in sorted(edges):
    print(f"{m:10} -> {', '.join(sorted(edges[m])) or '-'}")
if circle:
    print('import circle:', ' -> '.join(circle[0]))
    sys.exit(1)
print('no import circle inside src/ui')
