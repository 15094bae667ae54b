"""The Lab in a real browser, on the demo history (scripts/browser-test starts a second server on
`tally demo` data and sets TALLY_DEMO_URL): a newcomer opens Today, reads a card, taps through to the
Lab, scrubs the chart, compares other metrics and two periods, and manages cards and widgets.
"""

import os
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_web import TallyBrowserTest  # noqa: E402

DEMO = os.environ.get("TALLY_DEMO_URL", "http://127.0.0.1:8081").rstrip("/")


class LabBrowserTest(TallyBrowserTest):
    def open(self, path):
        self.driver.get(DEMO + path)
        self.wait_for(By.CSS_SELECTOR, "main")

    def path(self):
        return self.driver.current_url[len(DEMO):]


class T8Lab(LabBrowserTest):
    def test_1_a_card_on_today_opens_in_the_lab(self):
        self.open("/")
        card = self.visible('article.insight[data-kind="stall"]')
        self.assertIn("flat for", card.find_element(By.CSS_SELECTOR, "h2").text)
        self.assertIn("3 days later", card.find_element(By.CSS_SELECTOR, ".correlation").text)
        self.assertIn("Not medical", card.find_element(By.CSS_SELECTOR, ".prompt").text)
        self.submit('article.insight[data-kind="stall"] a.open-lab')
        self.assertTrue(self.path().startswith("/lab?a=kcal&b=e1rm%3ASquat"))
        self.assertEqual(Select(self.find("#lab-a")).first_selected_option.get_attribute("value"), "kcal")
        self.assertEqual(Select(self.find("#lab-b")).first_selected_option.get_attribute("value"), "e1rm:Squat")
        self.assertIn("3 days later", self.find("#lab-summary").text)
        self.assertEqual(self.find("#lab-lag").text, "3 days (Calories first)")
        self.assertEqual(self.find("#lab-significant").text.split(" ")[0], "yes")
        self.assertIn("not proof", self.find("#lab-caveats").text)
        # Both axes are titled with their units.
        titles = [t.text for t in self.find_all("#lab-chart text.axis-title")]
        self.assertEqual(titles, ["kcal", "kg"])

    def test_2_scrubbing_the_chart_reads_both_values_of_a_day(self):
        self.open("/lab?a=kcal&b=e1rm%3ASquat&range=30d")
        chart = self.visible("#lab-chart")
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", chart)
        columns = self.find_all("#lab-chart rect.scrub")
        self.assertEqual(len(columns), 30)
        size = chart.size
        ActionChains(self.driver).move_to_element_with_offset(chart, int(size["width"] * 0.3), 0).perform()
        tip = self.visible(".tip")
        self.assertRegex(tip.text, r"Calories: [0-9.]+ kcal|Calories: no value")
        self.assertIn("Squat e1RM:", tip.text)
        first = tip.text
        ActionChains(self.driver).move_to_element_with_offset(chart, int(size["width"] * 0.2), 0).perform()
        WebDriverWait(self.driver, 5).until(lambda d: self.find(".tip").text != first)

    def test_3_compare_other_metrics_and_ranges(self):
        self.open("/lab?a=kcal&b=e1rm%3ASquat&range=180d")
        Select(self.find("#lab-b")).select_by_value("weight")
        self.submit("#lab-compare")
        self.assertIn("b=weight", self.path())
        self.assertIn("Weight", self.find("#lab-chart-h").text)
        summary = self.find("#lab-summary").text
        self.assertTrue(summary)
        self.submit('nav[aria-label="Time frame"] a[href*="range=30d"]')
        self.assertEqual(self.find('nav[aria-label="Time frame"] a[aria-current="true"]').text, "30 days")
        self.submit("#lab-swap")
        self.assertEqual(Select(self.find("#lab-a")).first_selected_option.get_attribute("value"), "weight")

    def test_4_two_periods_side_by_side(self):
        self.open("/lab")
        self.submit('a[href="/lab/periods"]')
        rows = self.find_all("#periods-table tbody tr")
        self.assertGreaterEqual(len(rows), 8)
        self.set_value("#periods-from", "2026-09-14")
        self.set_value("#periods-to", "2026-10-11")
        self.set_value("#periods-vsFrom", "2026-10-25")
        self.set_value("#periods-vsTo", "2026-11-21")
        self.submit("#periods-compare")
        kcal = self.find('#periods-table tr[data-row="kcal"]')
        self.assertIn("beyond noise", kcal.text)
        self.assertTrue(kcal.find_elements(By.CSS_SELECTOR, "td")[2].text.startswith("-"))
        self.set_value("#periods-to", "2026-09-01")
        self.submit("#periods-compare")
        self.assertIn("starts after it ends", self.visible(".form-error").text)

    def test_5_widgets_add_open_and_remove(self):
        self.open("/")
        for widget in ("#widget-weight", "#widget-week", "#widget-volume"):
            self.visible(widget)
        self.assertEqual(len(self.find_all("#chart-widget-week rect[data-tip]")), 7)
        self.click("#add-widget summary")
        Select(self.find("#add-widget select[name=a]")).select_by_value("protein")
        Select(self.find("#add-widget select[name=b]")).select_by_value("rpe")
        self.submit("#add-widget-save")
        self.assertIn("Added", self.notice())
        widget = self.visible("section[data-widget]")
        self.assertIn("Protein and Average RPE", widget.text)
        self.submit("section[data-widget] h2 a")
        self.assertIn("a=protein&b=rpe&range=30d", self.path())
        self.open("/")
        self.submit("section[data-widget] button.danger")
        self.assertIn("Removed", self.notice())
        self.assertEqual(self.find_all("section[data-widget]"), [])

    def test_6_dismiss_a_card(self):
        self.open("/")
        before = len(self.find_all("article.insight"))
        self.assertGreaterEqual(before, 1)
        kind = self.find("article.insight").get_attribute("data-card")
        self.submit(f'article.insight[data-card="{kind}"] button[data-vote="dismiss"]')
        self.assertIn("Dismissed", self.notice())
        self.assertEqual(self.find_all(f'article.insight[data-card="{kind}"]'), [])
        self.assertEqual(len(self.find_all("article.insight")), before - 1)
