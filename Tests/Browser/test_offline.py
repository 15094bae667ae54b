"""Offline logging in real Chromium: the service worker keeps the app, entries and a workout logged with no
network wait in IndexedDB, and reach the server exactly once when the connection is back — also when the
connection drops after the server applied some of them.

Run by scripts/browser-test, which starts `tally serve` on its own fresh data directory and sets TALLY_OFFLINE_URL.
"""

import json
import os
import socket
import sys
import threading
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_web import TallyBrowserTest  # noqa: E402

OFFLINE = os.environ.get("TALLY_OFFLINE_URL", "http://127.0.0.1:8082").rstrip("/")


class Link:
    """The browser's only road to the server: a TCP relay the test can cut. DevTools' offline emulation covers the
    page, but the service worker is a target of its own and its requests can still go out, so an emulated offline
    page alone does not prove that nothing reached the server. With the link cut, nothing can: every connection,
    new or kept alive, ends at the relay. The test reads the server directly, past the relay."""

    def __init__(self, address):
        parts = urllib.parse.urlsplit(address)
        self.target = (parts.hostname, parts.port)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        self.up = True
        self.lock = threading.Lock()
        self.sockets = set()
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            with self.lock:
                up = self.up
            if not up:
                client.close()
                continue
            try:
                server = socket.create_connection(self.target, timeout=10)
                server.settimeout(None)
            except OSError:
                client.close()
                continue
            with self.lock:
                self.sockets.update((client, server))
            threading.Thread(target=self.pump, args=(client, server), daemon=True).start()
            threading.Thread(target=self.pump, args=(server, client), daemon=True).start()

    def pump(self, source, sink):
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                self.drop(end)

    def drop(self, end):
        with self.lock:
            self.sockets.discard(end)
        try:
            end.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        end.close()

    def cut(self):
        with self.lock:
            self.up = False
            open_now = list(self.sockets)
        for end in open_now:
            self.drop(end)

    def restore(self):
        with self.lock:
            self.up = True

    def close(self):
        self.cut()
        self.listener.close()


def server_counts():
    with urllib.request.urlopen(OFFLINE + "/api/v1/export", timeout=10) as answer:
        tables = json.load(answer)["tables"]
    return len(tables["entry"]["rows"]), len(tables["workout"]["rows"])


def post(path, body, key):
    request = urllib.request.Request(
        OFFLINE + path, data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json", "Idempotency-Key": key})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return answer.status


class T10Offline(TallyBrowserTest):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.link = Link(OFFLINE)

    @classmethod
    def tearDownClass(cls):
        cls.link.close()
        super().tearDownClass()

    def go(self, path):
        self.driver.get(self.link.url + path)
        self.wait_for(By.CSS_SELECTOR, "main")

    def network(self, offline):
        # The page learns it is offline from the emulation (navigator.onLine, the "online" event); the cut link
        # makes it true for the whole browser. Cut before the page is told, restored before.
        if offline:
            self.link.cut()
        else:
            self.link.restore()
        self.driver.execute_cdp_cmd("Network.enable", {})
        self.driver.execute_cdp_cmd(
            "Network.emulateNetworkConditions", {"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        WebDriverWait(self.driver, 10).until(lambda d: d.execute_script("return navigator.onLine") == (not offline))

    def installed(self):
        self.go("/")
        self.driver.execute_async_script("var done=arguments[arguments.length-1];navigator.serviceWorker.ready.then(function(){done(true)})")
        self.driver.refresh()
        WebDriverWait(self.driver, 10).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))
        # The pages used offline are seen once online.
        self.go("/training")
        self.go("/")

    def pending(self):
        # Read in one go: the list is redrawn as the queue changes.
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#pending .pending-item')).map(function(e){return e.textContent})")

    def sheet(self, pane):
        self.click("#fab")
        self.visible("#quick-add")
        self.click(f'#quick-add [data-pane-tab="{pane}"]')
        self.visible(f'#quick-add .pane[data-pane="{pane}"]')

    def log_offline(self, tag):
        start = len(self.pending())
        self.sheet("portion")
        Select(self.find("#portion-category")).select_by_value("Fruit")
        self.type("#portion-portions", "1")
        self.click("#portion-submit")
        WebDriverWait(self.driver, 10).until(lambda d: len(self.pending()) == start + 1)
        self.sheet("quick")
        self.type("#quick-kcal", "250")
        self.type("#quick-name", f"Offline snack {tag}")
        self.click("#quick-submit")
        WebDriverWait(self.driver, 10).until(lambda d: len(self.pending()) == start + 2)
        self.sheet("portion")
        Select(self.find("#portion-category")).select_by_value("Vegetables")
        self.type("#portion-portions", "2")
        self.click("#portion-submit")
        WebDriverWait(self.driver, 10).until(lambda d: len(self.pending()) == start + 3)
        # A workout, from the Training page the service worker kept.
        self.go("/training")
        self.type("#workout-name", f"Offline run {tag}")
        self.type("#workout-minutes", "30")
        self.click("#workout-save")
        WebDriverWait(self.driver, 10).until(lambda d: len(self.pending()) == start + 4)
        self.assertIn(f"Workout: Offline run {tag}", self.pending())

    def test_1_logged_offline_then_sent_once(self):
        self.installed()
        before = server_counts()
        self.network(offline=True)
        try:
            self.log_offline("A")
            # The page still opens with no network, the queue still there.
            self.driver.refresh()
            self.wait_for(By.CSS_SELECTOR, "main")
            self.assertEqual(len(self.pending()), 4)
            self.assertEqual(server_counts(), before)
        finally:
            self.network(offline=False)
        WebDriverWait(self.driver, 20).until(lambda d: server_counts() == (before[0] + 3, before[1] + 1))
        WebDriverWait(self.driver, 20).until(lambda d: not self.find_all("#pending"))
        self.go("/")
        self.assertIn("Offline snack A", self.find("main").text)
        self.assertEqual(server_counts(), (before[0] + 3, before[1] + 1))

    def test_2_a_connection_dropped_mid_sync_never_duplicates(self):
        self.installed()
        before = server_counts()
        self.network(offline=True)
        try:
            self.log_offline("B")
            queue = self.driver.execute_async_script(
                "var done=arguments[arguments.length-1];var r=indexedDB.open('tally-offline',1);"
                "r.onsuccess=function(){var q=r.result.transaction('queue').objectStore('queue').getAll();q.onsuccess=function(){done(q.result)}}")
            self.assertEqual(len(queue), 4)
            # The first two reached the server, which applied them, but the answers never came back.
            for item in sorted(queue, key=lambda i: i["seq"])[:2]:
                self.assertEqual(post(item["path"], item["body"], item["key"]), 201)
            self.assertEqual(server_counts(), (before[0] + 2, before[1]))
        finally:
            self.network(offline=False)
        WebDriverWait(self.driver, 20).until(lambda d: not self.find_all("#pending"))
        WebDriverWait(self.driver, 20).until(lambda d: server_counts() == (before[0] + 3, before[1] + 1))
        self.assertEqual(server_counts(), (before[0] + 3, before[1] + 1))
