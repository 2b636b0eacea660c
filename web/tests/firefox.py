# SPDX-License-Identifier: MIT
"""Firefox driven from the tests without geckodriver (Debian has none): the
browser's own WebDriver BiDi protocol over a WebSocket (python3-websockets).
Only what the page's tests need: open a file, evaluate JavaScript (awaiting
promises), collect the console's entries."""

import asyncio
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time

import websockets

FIREFOX = "/usr/bin/firefox-esr"

# A fresh profile that fetches nothing: no updates, telemetry, safe-browsing
# lists, or first-run pages.
PREFERENCES = """
user_pref("app.update.enabled", false);
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.safebrowsing.downloads.remote.enabled", false);
user_pref("browser.safebrowsing.malware.enabled", false);
user_pref("browser.safebrowsing.phishing.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.enabled", false);
user_pref("network.captive-portal-service.enabled", false);
user_pref("network.connectivity-service.enabled", false);
user_pref("extensions.update.enabled", false);
user_pref("remote.active-protocols", 1);
"""


def _free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _python_value(remote):
    """A BiDi RemoteValue as Python: numbers, strings, booleans, None, lists, dicts."""
    kind = remote["type"]
    if kind in ("undefined", "null"):
        return None
    if kind == "number":
        value = remote["value"]
        return float(value.replace("Infinity", "inf")) if isinstance(value, str) else value
    if kind in ("string", "boolean"):
        return remote["value"]
    if kind == "array":
        return [_python_value(item) for item in remote.get("value", [])]
    if kind == "object":
        return {key: _python_value(value) for key, value in remote.get("value", [])}
    return remote


class Firefox:
    def __init__(self, width=1400, height=2200, timeout=600.0):  # a hang guard (issue 43)
        self.profile = tempfile.mkdtemp(prefix="effsurf-firefox-")
        with open(os.path.join(self.profile, "user.js"), "w") as prefs:
            prefs.write(PREFERENCES)
        port = _free_port()
        # Not the ASan runtime the sanitized build preloads into Python.
        environment = {key: value for key, value in os.environ.items() if key != "LD_PRELOAD"}
        environment["MOZ_HEADLESS_WIDTH"], environment["MOZ_HEADLESS_HEIGHT"] = str(width), str(height)
        # On the test command's X server (xvfb-run) Firefox gets OpenGL from Mesa, and so WebGL; headless it has none.
        headless = ["--headless"] if not os.environ.get("DISPLAY") else ["--width", str(width), "--height", str(height)]
        self.process = subprocess.Popen([FIREFOX, *headless, "--no-remote", "--profile", self.profile,
                                         f"--remote-debugging-port={port}"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
        self.loop = asyncio.new_event_loop()
        self.console = []
        self.next_id = 0
        deadline = time.time() + timeout  # lint: polling
        while True:
            try:
                self.socket = self.loop.run_until_complete(self._connect(f"ws://127.0.0.1:{port}/session"))
                break
            except (OSError, asyncio.TimeoutError, websockets.exceptions.InvalidStatusCode, websockets.exceptions.InvalidMessage):
                if time.time() > deadline or self.process.poll() is not None:  # lint: polling
                    self.quit()
                    raise AssertionError("Firefox's WebDriver BiDi did not answer in time")
                time.sleep(0.2)  # lint: polling
        self.command("session.new", {"capabilities": {}})
        self.command("session.subscribe", {"events": ["log.entryAdded"]})
        self.context = self.command("browsingContext.getTree", {})["contexts"][0]["context"]

    @staticmethod
    async def _connect(url):
        return await websockets.connect(url, max_size=None, open_timeout=5)

    def command(self, method, params):
        return self.loop.run_until_complete(self._command(method, params))

    async def _command(self, method, params):
        self.next_id += 1
        await self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(await self.socket.recv())
            if message.get("type") == "event":
                if message.get("method") == "log.entryAdded":
                    self.console.append(message["params"])
                continue
            if message.get("id") != self.next_id:
                continue
            if message.get("type") == "error":
                raise RuntimeError(f"{method}: {message.get('error')}: {message.get('message')}")
            return message["result"]

    def open(self, path):
        self.command("browsingContext.navigate", {"context": self.context, "url": "file://" + os.path.abspath(path),
                                                  "wait": "complete"})

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page (a promise is awaited)."""
        result = self.command("script.evaluate", {"expression": expression, "target": {"context": self.context},
                                                  "awaitPromise": True, "resultOwnership": "none"})
        if result.get("type") == "exception":
            raise RuntimeError(f"{expression}: {result['exceptionDetails'].get('text')}")
        return _python_value(result["result"])

    def errors(self):
        """The console's error entries so far (JavaScript errors and console.error)."""
        return [entry for entry in self.console if entry.get("level") == "error"]

    def quit(self):
        try:
            if getattr(self, "socket", None):
                try:
                    self.command("browser.close", {})
                except Exception:  # the connection closes with the browser
                    pass
                self.loop.run_until_complete(self.socket.close())
        finally:
            if self.process.poll() is None:
                self.process.terminate()
                try:
                    self.process.wait(10)
                except subprocess.TimeoutExpired:
                    self.process.kill()
            self.loop.close()
            shutil.rmtree(self.profile, ignore_errors=True)
