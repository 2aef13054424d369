#!/usr/bin/env python3
"""Import circles in the whole crate, between the modules that sit side by side in one folder
(`app/link.rs` and `app/upgrade.rs`; `app/` and `games/`). A module uses a sibling when its code
names it, or names something the parent re-exports from it (`pub use state::State` in a mod.rs,
then `super::State`). A module and its own parent are no circle (a mod.rs re-exports what its
children define, and they use what it defines); nor is code under `#[cfg(test)]` (a test module, or the
tests that come last in a file), nor comments. Inside src/ui, `tools/ui_graph.py` looks instead
(it knows where the two apps part). Also fails on a line outside `src/second.rs` that asks which
app it is built for (`cfg(second_app)`, the feature `full`): that module is where they part."""
import os, re, sys

SRC = os.path.join(os.path.dirname(__file__), '..', 'src')


def code_of(path):
    text = open(path).read()
    # Tests come last in a file: they may use what the module itself must not.
    cut = text.find('#[cfg(test)]\nmod tests')
    if cut >= 0:
        text = text[:cut]
    if os.path.basename(path).endswith('tests.rs'):
        return ''
    return '\n'.join(line.split('//')[0] for line in text.splitlines())


def module_path(path):
    rel = os.path.relpath(path, SRC)[:-3].replace(os.sep, '/')
    parts = rel.split('/')
    if parts[-1] in ('mod', 'lib', 'main', 'main_full'):
        parts = parts[:-1]
    return tuple(parts)


def circles_in(edges):
    """The import circles of a graph (module -> the modules it uses), found by a depth-first walk."""
    state, circles = {}, []

    def visit(n, path):
        state[n] = 'open'
        for o in sorted(edges.get(n, ())):
            if state.get(o) == 'open':
                circles.append(path[path.index(o):] + [o])
            elif o not in state:
                visit(o, path + [o])
        state[n] = 'done'

    for n in sorted(edges):
        if n not in state:
            visit(n, [n])
    return circles


def main():
    files, test_only = {}, set()
    for dirpath, _, names in os.walk(SRC):
        for f in names:
            if f.endswith('.rs') and f not in ('main.rs', 'main_full.rs'):
                path = os.path.join(dirpath, f)
                m = module_path(path)
                files[m] = code_of(path)
                # Modules declared under `#[cfg(test)]` are tests too.
                test_only |= {m + (c,) for c in re.findall(r'#\[cfg\(test\)\]\s*mod (\w+);', open(path).read())}
    for m in test_only:
        files[m] = ''
    modules = set(files)
    for m in list(modules):
        for i in range(len(m)):
            modules.add(m[:i])

    # What each mod.rs re-exports from its children: `pub use child::{A, B}` → A, B live in child.
    reexported = {}
    for m, text in files.items():
        for child, names in re.findall(r'pub use (?:self::)?(\w+)::(\{[^}]*\}|\w+)', text):
            for name in re.findall(r'\w+', names):
                reexported[m + (name,)] = m + (child,)


    def resolve(m, path):
        """The module `path` (a list of names as written in module `m`) points into."""
        if path[0] == 'crate':
            base, rest = (), path[1:]
        elif path[0] in ('super', 'self'):
            base, rest = m, path
            while rest and rest[0] in ('super', 'self'):
                if rest[0] == 'super':
                    base = base[:-1]
                rest = rest[1:]
        elif m + (path[0],) in modules:
            base, rest = m, path
        else:
            return None
        target = base
        for name in rest:
            if target + (name,) in modules:
                target = target + (name,)
            elif target + (name,) in reexported:
                return reexported[target + (name,)]
            else:
                break
        return target


    PATH = re.compile(r'\b((?:crate|super|self)(?:::\w+)+|\w+(?:::\w+)+)(?:::\{([^}]*)\})?')
    edges = {}
    for m, text in files.items():
        for path, group in PATH.findall(text):
            parts = path.split('::')
            heads = [parts + [g.split('::')[0]] for g in re.findall(r'[\w:]+', group)] if group else [parts]
            for p in heads:
                target = resolve(m, p)
                if target is None:
                    continue
                # The siblings they meet under: the first place their paths part.
                common = 0
                while common < min(len(m), len(target)) and m[common] == target[common]:
                    common += 1
                if common == len(m) or common == len(target):
                    continue  # a module and its own parent, or itself
                if m[0] == target[0] == 'ui':
                    continue  # inside src/ui, tools/ui_graph.py (where the two apps part)
                a, b = m[: common + 1], target[: common + 1]
                edges.setdefault(a, set()).add(b)

    circles = circles_in(edges)
    parted = asks_which_app()
    name = lambda n: '/'.join(n)
    for n in sorted(edges):
        print(f"{name(n):28} -> {', '.join(sorted(name(o) for o in edges[n]))}")
    for c in circles:
        print('import circle:', ' -> '.join(name(n) for n in c))
    for p in parted:
        print('asks which app it is outside src/second.rs:', p)
    if circles or parted:
        sys.exit(1)
    print(f'no import circle between the {len(modules)} modules of the crate')
    print('only src/second.rs asks which app it is built for')


def asks_which_app():
    """The lines outside `src/second.rs`, where the two apps part, that ask which one this is."""
    asks = re.compile(r'\bcfg(?:_attr)?!?\s*\([^)]*\bsecond_app\b|feature\s*=\s*"full"')
    found = []
    for dirpath, _, names in os.walk(SRC):
        for f in sorted(names):
            path = os.path.join(dirpath, f)
            if not f.endswith('.rs') or os.path.relpath(path, SRC) == 'second.rs':
                continue
            for i, line in enumerate(open(path).read().splitlines()):
                if asks.search(line.split('//')[0]):
                    found.append(f'{os.path.relpath(path, SRC)}:{i + 1}: {line.strip()}')
    return found


if __name__ == '__main__':
    main()
