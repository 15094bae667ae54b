"""The everyday features in real Chromium, on a server started with nothing in it:

- a new user is walked through the welcome flow (a bad answer blocks the step) to a filled-in Today in
  imperial units, and switching units changes the numbers on the next page;
- a reminder reaches the inbox and a local webhook at its time, and not during quiet hours (the server's
  own scheduler, evaluating every second, at a pinned clock);
- a PDF is uploaded, viewed in the page and deleted, and its file is gone from the data directory.

Run by scripts/browser-test, which starts `tally serve --notify-every 1` on an empty data directory and
sets TALLY_WELCOME_URL and TALLY_WELCOME_DATA. The server's clock is pinned at 2026-11-21 12:00.
"""

import json
import os
import sys
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, HTTPServer

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_web import TallyBrowserTest  # noqa: E402

WELCOME = os.environ.get("TALLY_WELCOME_URL", "http://127.0.0.1:8083").rstrip("/")
DATA = os.environ.get("TALLY_WELCOME_DATA", "")


class Receiver(BaseHTTPRequestHandler):
    """A webhook endpoint: keeps every JSON body it is sent."""
    received = []

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        Receiver.received.append(json.loads(self.rfile.read(length)))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args):
        pass


def api(path):
    with urllib.request.urlopen(WELCOME + path, timeout=10) as answer:
        return json.load(answer)


class T11Everyday(TallyBrowserTest):
    def go(self, path):
        self.driver.get(WELCOME + path)
        self.wait_for(By.CSS_SELECTOR, "main")

    def step(self):
        # Read while the next step may be loading: a page that is going away reads as no step yet. (Chrome may report a
        # node replaced between finding and reading it as an inspector error, "Node with given id does not belong to the
        # document", rather than as a stale element.)
        try:
            return self.driver.find_element(By.ID, "welcome-step").text
        except (StaleElementReferenceException, NoSuchElementException):
            return ""
        except WebDriverException as error:
            if "does not belong to the document" in str(error):
                return ""
            raise

    def test_1_onboarding_reaches_a_filled_in_today_in_imperial_units(self):
        self.go("/")
        # A fresh database opens the welcome flow.
        WebDriverWait(self.driver, 10).until(lambda d: "/welcome" in d.current_url)
        WebDriverWait(self.driver, 10).until(lambda d: self.step() == "Step 1 of 4")
        Select(self.find("#w-units")).select_by_value("imperial")
        self.click("#welcome-next")
        WebDriverWait(self.driver, 10).until(lambda d: self.step() == "Step 2 of 4")
        self.assertIn("Height (in)", self.find("label[for=w-height]").text)
        # A birth date that makes a child blocks the step, with the reason; nothing moves on.
        self.driver.execute_script("document.getElementById('w-birth').value='2020-01-01'")
        Select(self.find("#w-sex")).select_by_value("female")
        self.type("#w-height", "66")
        self.click("#welcome-next")
        WebDriverWait(self.driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".form-error"))
        self.assertIn("13 and older", self.find(".form-error").text)
        self.assertEqual(self.step(), "Step 2 of 4")
        self.driver.execute_script("document.getElementById('w-birth').value='1990-04-12'")
        self.click("#welcome-next")
        WebDriverWait(self.driver, 10).until(lambda d: self.step() == "Step 3 of 4")
        self.assertIn("Weight today (lb)", self.find("label[for=w-weight]").text)
        self.type("#w-weight", "170")
        Select(self.find("#w-activity")).select_by_value("moderate")
        self.click("#welcome-next")
        WebDriverWait(self.driver, 10).until(lambda d: self.step() == "Step 4 of 4")
        Select(self.find("#w-goal")).select_by_value("lose")
        self.type("#w-target", "160")
        self.driver.execute_script("document.getElementById('w-by').value='2027-06-01'")
        self.click("#welcome-next")
        WebDriverWait(self.driver, 10).until(lambda d: d.find_elements(By.ID, "kcal-line"))
        # Today has targets: the calorie line names one and the macros have goals.
        self.assertIn(" of ", self.find("#kcal-line").text)
        self.assertNotIn("No calorie target yet", self.find("#energy").text)
        # Stored in SI, shown in imperial: 170 lb is 77.11 kg; 66 in is 167.64 cm.
        profile = api("/api/v1/profile")
        self.assertEqual(profile["units"], "imperial")
        self.assertAlmostEqual(profile["heightCm"], 167.6, places=1)
        weights = api("/api/v1/metrics?kind=weight")["measurements"]
        self.assertAlmostEqual(weights[-1]["value"], 170 * 0.45359237, places=2)
        self.go("/body")
        self.assertIn("170 lb", self.find("main").text)
        # Switching to metric (and kJ) changes every shown value on the next page.
        self.go("/plan")
        Select(self.find("#pf-units")).select_by_value("metric")
        self.submit("#profile form button[type=submit]")
        self.go("/body")
        self.assertIn("77.1 kg", self.find("main").text)
        target_kcal = api("/api/v1/targets")["kcal"]
        request = urllib.request.Request(
            WELCOME + "/api/v1/profile", data=json.dumps({"energyUnit": "kj"}).encode(), method="PATCH",
            headers={"Content-Type": "application/json", "Origin": WELCOME})
        urllib.request.urlopen(request, timeout=10).close()
        self.go("/")
        self.assertIn(f"of {round(target_kcal * 4.184)}", self.find("#kcal-line").text)
        self.assertIn("kJ", self.find("#kcal-line").text)

    def test_2_a_reminder_arrives_at_its_time_and_not_in_quiet_hours(self):
        receiver = HTTPServer(("127.0.0.1", 0), Receiver)
        threading.Thread(target=receiver.serve_forever, daemon=True).start()
        # Cleanups run last-in first-out: stop serving, then close the socket.
        self.addCleanup(receiver.server_close)
        self.addCleanup(receiver.shutdown)
        hook = f"http://127.0.0.1:{receiver.server_address[1]}/hook"
        self.go("/inbox")
        # Quiet from 11:00 to 13:00 (it is 12:00); the daily summary is due from 11:30.
        self.driver.execute_script(
            "document.getElementById('n-quiet-start').value='11:00';document.getElementById('n-quiet-end').value='13:00';"
            "document.getElementById('n-daily-summary-time').value='11:30';")
        self.type("#n-webhook", hook)
        self.submit("#notify-save")
        self.assertIn("Reminders saved", self.find(".notice").text)
        # The scheduler evaluates every second: three rounds in quiet hours deliver nothing.
        time.sleep(3.5)
        self.assertEqual([n for n in api("/api/v1/notifications")["notifications"] if n["kind"] == "daily-summary"], [])
        self.assertEqual(Receiver.received, [])
        # Quiet hours moved to the night: the summary, due since 11:30, arrives once, in both places.
        self.go("/inbox")
        self.driver.execute_script(
            "document.getElementById('n-quiet-start').value='22:00';document.getElementById('n-quiet-end').value='07:00';")
        self.submit("#notify-save")
        WebDriverWait(self.driver, 15, poll_frequency=0.5).until(lambda d: Receiver.received)
        self.go("/inbox")
        items = self.find_all("#inbox-list .inbox-item")
        self.assertEqual(len(items), 1)
        self.assertIn("Today so far", items[0].text)
        self.assertEqual(self.find("#inbox-badge").text, "1")
        self.assertEqual(Receiver.received[0]["kind"], "daily-summary")
        self.assertEqual(Receiver.received[0]["title"], "Today so far")
        # Later rounds deliver nothing more (one summary a day).
        time.sleep(2.5)
        self.assertEqual(len(Receiver.received), 1)
        self.assertEqual(len(api("/api/v1/notifications")["notifications"]), 1)
        self.submit("#inbox-read-all")
        self.assertEqual(api("/api/v1/notifications")["unread"], 0)

    def test_3_a_pdf_is_uploaded_viewed_and_deleted_with_its_file(self):
        pdf = os.path.join(DATA or "/tmp", "browser-upload.pdf")
        with open(pdf, "wb") as handle:
            handle.write(b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj "
                         b"3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")
        self.addCleanup(os.remove, pdf)
        self.go("/documents")
        self.assertTrue(self.find("#documents-empty").is_displayed())
        self.type("#doc-title", "Blood test, November")
        self.find("#doc-file").send_keys(pdf)
        self.click("#doc-submit")
        WebDriverWait(self.driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#documents-list tbody tr"))
        row = self.find("#documents-list tbody tr")
        self.assertIn("Blood test, November", row.text)
        self.assertIn("PDF", row.text)
        stored = os.listdir(os.path.join(DATA, "documents")) if DATA else []
        if DATA:
            self.assertEqual(len(stored), 1)
            self.assertTrue(stored[0].endswith(".pdf"))
            self.assertNotIn("browser-upload", stored[0])
        self.click("#documents-list .doc-link")
        frame = self.wait_for(By.ID, "doc-frame")
        self.assertTrue(frame.get_attribute("src").endswith("/file"))
        with urllib.request.urlopen(frame.get_attribute("src"), timeout=10) as answer:
            self.assertEqual(answer.headers["Content-Type"], "application/pdf")
            self.assertTrue(answer.headers["Content-Disposition"].startswith("inline"))
            self.assertTrue(answer.read().startswith(b"%PDF-"))
        self.go("/documents")
        self.driver.find_element(By.CSS_SELECTOR, "#documents-list form button").click()
        WebDriverWait(self.driver, 10).until(lambda d: d.find_elements(By.ID, "documents-empty"))
        if DATA:
            self.assertEqual(os.listdir(os.path.join(DATA, "documents")), [])
        # Something that only claims to be a PDF is refused with the reason.
        fake = os.path.join(DATA or "/tmp", "not-really.pdf")
        with open(fake, "wb") as handle:
            handle.write(b"<html><script>alert(1)</script></html>")
        self.addCleanup(os.remove, fake)
        self.type("#doc-title", "Fake")
        self.find("#doc-file").send_keys(fake)
        self.click("#doc-submit")
        WebDriverWait(self.driver, 10).until(lambda d: d.find_element(By.ID, "document-error").is_displayed())
        self.assertIn("not a PDF or an image", self.find("#document-error").text)
        self.assertEqual(api("/api/v1/documents")["documents"], [])
