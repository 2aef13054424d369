#!/usr/bin/env python3
"""The modules of src/ui and which of them each one uses; fails on an import circle between them,
and on markup put into the page (`inner_html`) that is not the builder's `Markup` (`.html()`,
`.into_html()`),
unless the line before says it is "not made by `Html`".
A module is a file of src/ui with what lies in its folder; in `second/`, where the two apps part,
each module of `second/full/` together with its first-app stand-in in `second/first/` (the rest
of `second/` is the node `second`). mod.rs, the router that wires them together, is the node
`mod`. A path in the code (`super::x`, `crate::ui::x::y`, `super::second::{hints, table}`) is
followed to the module it names; naming anything defined in mod.rs uses `mod`."""
import os, re, sys
from crate_graph import circles_in

UI = os.path.join(os.path.dirname(__file__), '..', 'src', 'ui')
PARTED = 'second'
mods = set()


def module_of(rel):
    """A file's module path below src/ui (`second/full/table/live.rs` -> second, full, table, live)."""
    parts = rel.split('/')
    return parts[:-1] if parts[-1] == 'mod' else parts


def node_of(parts):
    """The node a module path of src/ui belongs to ([] is the router, `mod`)."""
    if not parts:
        return 'mod'
    if parts[0] == PARTED:
        rest = parts[2:] if len(parts) > 1 and parts[1] in ('full', 'first') else parts[1:]
        return f'{PARTED}/{rest[0]}' if rest and f'{PARTED}/{rest[0]}' in mods else PARTED
    return parts[0]


sources = []
for dirpath, _, names in os.walk(UI):
    for f in names:
        if f.endswith('.rs'):
            path = os.path.join(dirpath, f)
            sources.append((path, module_of(os.path.relpath(path, UI)[:-3].replace(os.sep, '/'))))
# The parted modules first, so that node_of knows them.
mods |= {f'{PARTED}/{p[2]}' for _, p in sources if p[:1] == [PARTED] and len(p) > 2 and p[1] in ('full', 'first')}
mods |= {node_of(parts) for _, parts in sources}
PATH = re.compile(r'\b(crate::ui::|(?:super::)+|self::)((?:\w+::)*)(\{[^}]*\}|\w+)')


def targets(parts, prefix, middle, last):
    """The paths (below src/ui) a path expression written in module `parts` names."""
    if prefix == 'crate::ui::':
        base = []
    elif prefix == 'self::':
        base = list(parts)
    else:
        base = list(parts)[: len(parts) - prefix.count('super::')]
    heads = [m for m in middle.split('::') if m]
    lasts = [x.split(' as ')[0].strip() for x in last.strip('{}').split(',')] if last.startswith('{') else [last]
    return [base + heads + ([] if x == 'self' else [x]) for x in lasts if x]


edges = {m: set() for m in mods}
for path, parts in sources:
    me = node_of(parts)
    text = '\n'.join(line.split('//')[0] for line in open(path).read().splitlines())
    for prefix, middle, last in PATH.findall(text):
        for target in targets(parts, prefix, middle, last):
            # A path into a module is that module's node; a name defined in mod.rs is the router's.
            node = node_of(target) if target and (target[0] in mods or target[0] == PARTED) else 'mod'
            if node != me:
                edges[me].add(node)
    if me in ('mod', PARTED):
        # The router and `second` name their own modules by their paths (`home::home`,
        # `second::table::screen`, `lesson::learn`).
        for o in mods:
            if o == me or (me == PARTED and not o.startswith(PARTED + '/')):
                continue
            name = o.split('/')[-1] if me == PARTED else o.replace('/', '::')
            if re.search(r'(?<![\w:])' + name + r'::|\bmod ' + name + ';', text):
                edges[me].add(o)
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
