#!/usr/bin/env python3
"""Writes the Content-Security-Policy of one build into its index.html.

Usage: python3 scripts/csp.py BUILD_DIR   (scripts/stamp-site.sh runs it on every build)

The policy runs no script but the site's own files, the wasm they load, and the
inline module loader Trunk writes into index.html (allowed by its hash, computed here
from the final index.html, so a changed loader needs no edit). Styles are the site's
own files only, each game's stylesheet among them (styles/<module>.css, linked by
scripts/stamp-site.sh and src/ui/app.rs, `add_styles`). No 'unsafe-inline' and no
'unsafe-eval' anywhere: an inline event handler, a style attribute or a function made
from a string is refused by the browser.
"""

import base64
import hashlib
import os
import re
import sys

MARKER = "<!-- scripts/build.sh writes the Content-Security-Policy here (scripts/csp.py). -->"


def sha256(data: bytes) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode() + "'"


def inline_script_hashes(html: str) -> list:
    """The hash of every inline <script> (one without src): Trunk's module loader."""
    out = []
    for m in re.finditer(r"<script\b([^>]*)>(.*?)</script\s*>", html, re.S | re.I):
        if not re.search(r"\bsrc\s*=", m.group(1), re.I):
            out.append(sha256(m.group(2).encode("utf-8")))
    return out


DEFAULT_SIGNALLING = "ws://127.0.0.1:3536"


def signalling_origin() -> str:
    """The origin of the build's signalling server for online play: TURNKEEPER_SIGNALLING
    (the same setting the page reads, src/ui/net/settings.rs), by default the
    matchbox_server that scripts/serve.sh starts on loopback."""
    url = os.environ.get("TURNKEEPER_SIGNALLING", "") or DEFAULT_SIGNALLING
    m = re.fullmatch(r"(wss?://[A-Za-z0-9.\-]+(:[0-9]+)?)(/.*)?", url.strip())
    if not m:
        sys.exit(f"csp.py: TURNKEEPER_SIGNALLING: {url!r} is not an address like wss://host[:port]")
    return m.group(1)


def connect_sources() -> list:
    """Where the page may connect: its own files (the wasm, the service worker's
    fetches) and the build's signalling server. A page may be pointed at another
    signalling server only if it is listed too: set TURNKEEPER_CONNECT_SRC to its
    origins, space-separated (`wss://signal.example.org`), when building. WebRTC
    connections between peers are not governed by connect-src; the signalling server
    that sets them up is."""
    extra = os.environ.get("TURNKEEPER_CONNECT_SRC", "").split()
    for origin in extra:
        if not re.fullmatch(r"(wss?|https?)://[A-Za-z0-9.\-]+(:[0-9]+)?", origin):
            sys.exit(f"csp.py: TURNKEEPER_CONNECT_SRC: {origin!r} is not an origin like wss://host[:port]")
    out = ["'self'"]
    for origin in [signalling_origin()] + extra:
        if origin not in out:
            out.append(origin)
    return out


def policy(html: str) -> str:
    directives = [
        ("default-src", ["'self'"]),
        ("script-src", ["'self'", "'wasm-unsafe-eval'"] + inline_script_hashes(html)),
        ("style-src", ["'self'"]),
        ("img-src", ["'self'"]),
        ("font-src", ["'self'"]),
        ("connect-src", connect_sources()),
        ("worker-src", ["'self'"]),
        ("manifest-src", ["'self'"]),
        ("object-src", ["'none'"]),
        ("frame-src", ["'none'"]),
        ("base-uri", ["'none'"]),
        ("form-action", ["'none'"]),
    ]
    return "; ".join(name + " " + " ".join(sources) for name, sources in directives)


def stamp(build_dir: str) -> str:
    path = os.path.join(build_dir, "index.html")
    with open(path, encoding="utf-8") as f:
        html = f.read()
    # A second run replaces the policy it wrote (the hashes do not cover the meta).
    html = re.sub(r'\s*<meta http-equiv="Content-Security-Policy"[^>]*>', "", html)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy(html)}" />'
    if MARKER in html:
        html = html.replace(MARKER, meta, 1)
    else:
        # After the charset (which must stay in the first 1024 bytes), before the rest.
        at = re.search(r"<meta\s+charset\b[^>]*>", html, re.I) or re.search(r"<head\b[^>]*>", html, re.I)
        if not at:
            sys.exit(f"csp.py: {path} has no <head>")
        html = html[: at.end()] + "\n    " + meta + html[at.end() :]
    # The policy covers only what follows it: nothing may load before it.
    first = re.search(r"<(script|link|style)\b", html, re.I)
    if first and first.start() < html.index(meta):
        sys.exit(f"csp.py: {path} loads something before its Content-Security-Policy")
    with open(path, "w", encoding="utf-8") as f:
        f.write(html)
    return meta


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python3 scripts/csp.py BUILD_DIR")
    print("[csp] " + stamp(sys.argv[1]))
