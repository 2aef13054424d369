#!/usr/bin/env python3
"""Serves dist/ on 127.0.0.1 the way a static host would: right MIME types; the build's
precompressed copies (.br, .gz, written by tools/precompress.mjs) to browsers that accept them;
hashed files cached for a year, the page, the worker and the unhashed files checked each time.

usage: python3 tools/serve.py [--port 8080] [--dir dist]
"""
import argparse
import functools
import http.server
import os
import re

# Trunk names a built file `name-<hash>.ext` (up to 16 hex digits: leading zeros are dropped):
# its content never changes under that name.
HASHED = re.compile(r"-[0-9a-f]{8,16}(_bg)?\.[a-z]+$")


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
    }

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?")[0].endswith("/"):
                return super().send_head()
            path = os.path.join(path, "index.html")
        accepted = self.headers.get("Accept-Encoding", "")
        for encoding, suffix in (("br", ".br"), ("gzip", ".gz")):
            if encoding in accepted and os.path.isfile(path + suffix):
                try:
                    f = open(path + suffix, "rb")
                except OSError:
                    break
                size = os.fstat(f.fileno()).st_size
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(path))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(size))
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return f
        return super().send_head()

    def end_headers(self):
        path = self.path.split("?")[0]
        if HASHED.search(path):
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            # The page, the worker, the manifest and the icons: ask each time (a new release).
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        if os.environ.get("SERVE_QUIET") != "1":
            super().log_message(fmt, *args)


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that hangs up mid-response (a reload, a closed tab) is not an error.
        import sys
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--dir", default="dist")
    args = parser.parse_args()
    handler = functools.partial(Handler, directory=args.dir)
    server = Server(("127.0.0.1", args.port), handler)
    print(f"Serving {args.dir}/ on http://127.0.0.1:{args.port} (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
