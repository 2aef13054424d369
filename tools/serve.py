#!/usr/bin/env python3
"""Serves dist/ on 127.0.0.1 the way a static host would: right MIME types, no caching of
index.html (so a new release is picked up), and nothing else.

usage: python3 tools/serve.py [--port 8080] [--dir dist]
"""
import argparse
import functools
import http.server
import os


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
    }

    def end_headers(self):
        # Hashed assets may be cached for ever; the page and the worker must be checked each time.
        path = self.path.split("?")[0]
        if path.endswith((".html", "/", "sw.js", ".webmanifest")):
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
