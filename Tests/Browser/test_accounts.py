"""A server with accounts in a real browser: sign in, log food, sign out, and be refused afterwards.

Run by scripts/browser-test, which starts `tally serve` on a data directory with the accounts
"alice" (password in TALLY_ACCOUNT_PASSWORD) and "bob", and sets TALLY_ACCOUNTS_URL.
"""

import os
import sys
import unittest
import urllib.request
import urllib.error

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_web import TallyBrowserTest  # noqa: E402

ACCOUNTS = os.environ.get("TALLY_ACCOUNTS_URL", "http://127.0.0.1:8081").rstrip("/")
PASSWORD = os.environ.get("TALLY_ACCOUNT_PASSWORD", "")


class T9Accounts(TallyBrowserTest):
    def go(self, path):
        self.driver.get(ACCOUNTS + path)
        self.wait_for(By.CSS_SELECTOR, "main")

    def sign_in(self, name, password):
        self.go("/")
        self.assertTrue(self.driver.current_url.startswith(ACCOUNTS + "/signin"), self.driver.current_url)
        self.type("#signin input[name=name]", name)
        self.type("#signin input[name=password]", password)
        self.submit("#signin button[type=submit]")

    def test_1_a_wrong_password_is_refused_with_a_message(self):
        self.driver.delete_all_cookies()
        self.sign_in("alice", "not the password at all")
        self.assertIn("not right", self.visible("#signin-error").text)
        self.assertEqual(self.driver.get_cookie("tally_session"), None)

    def test_2_sign_in_log_food_sign_out_and_be_refused(self):
        self.driver.delete_all_cookies()
        self.sign_in("alice", PASSWORD)
        self.assertEqual(self.find("h1").text, "Today")
        self.assertIn("Signed in as alice", self.find(".account-bar span").text)
        cookie = self.driver.get_cookie("tally_session")
        self.assertTrue(cookie["httpOnly"])
        self.assertEqual(cookie.get("sameSite"), "Lax")
        # The session cookie is out of reach of the page's scripts.
        self.assertNotIn("tally_session", self.driver.execute_script("return document.cookie"))

        self.click("#fab")
        self.visible("#quick-add")
        self.click('#quick-add [data-pane-tab="quick"]')
        self.visible('#quick-add .pane[data-pane="quick"]')
        self.type("#quick-kcal", "321")
        self.type("#quick-name", "Signed-in snack")
        self.submit("#quick-submit")
        self.assertIn("Signed-in snack", self.find("main").text)
        self.assertEqual(int(self.find("#calorie-ring").get_attribute("data-consumed")), 321)

        self.submit(".account-bar button[type=submit]")
        self.assertTrue(self.driver.current_url.startswith(ACCOUNTS + "/signin"), self.driver.current_url)
        # Back to Today: refused, sent to sign in, nothing of alice's on the page.
        self.go("/")
        self.assertTrue(self.driver.current_url.startswith(ACCOUNTS + "/signin"), self.driver.current_url)
        self.assertNotIn("Signed-in snack", self.driver.page_source)
        # The old cookie no longer opens anything, even sent by hand.
        request = urllib.request.Request(ACCOUNTS + "/api/v1/days/today", headers={"Cookie": f"tally_session={cookie['value']}"})
        with self.assertRaises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        self.assertEqual(refused.exception.code, 401)

    def test_3_another_account_does_not_see_it(self):
        self.driver.delete_all_cookies()
        self.sign_in("bob", PASSWORD + " for bob")
        self.assertIn("Signed in as bob", self.find(".account-bar span").text)
        self.assertNotIn("Signed-in snack", self.find("main").text)
        self.assertEqual(int(self.find("#calorie-ring").get_attribute("data-consumed")), 0)


if __name__ == "__main__":
    unittest.main()
