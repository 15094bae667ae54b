"""Tally's web app in a real browser (headless Chromium through Selenium), used the way a new user would.

Run by scripts/browser-test, which starts `tally serve` on a fresh data directory and sets TALLY_URL.
A failing test leaves a screenshot and the page source in $TALLY_SCREENSHOTS.
"""

import os
import re
import unittest

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait

BASE = os.environ.get("TALLY_URL", "http://127.0.0.1:8080").rstrip("/")
SHOTS = os.environ.get("TALLY_SCREENSHOTS", ".build/browser-screenshots")


def make_driver():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=420,900"):
        options.add_argument(argument)
    binary = os.environ.get("CHROMIUM_BINARY", "/usr/bin/chromium")
    if os.path.exists(binary):
        options.binary_location = binary
    service = webdriver.ChromeService(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(options=options, service=service)


class TallyBrowserTest(unittest.TestCase):
    driver = None

    @classmethod
    def setUpClass(cls):
        cls.driver = make_driver()
        cls.driver.implicitly_wait(0)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def tearDown(self):
        outcome = getattr(self, "_outcome", None)
        result = getattr(outcome, "result", None)
        failed = False
        if result is not None:
            failed = any(test is self for test, _ in list(result.failures) + list(result.errors))
        if failed:
            os.makedirs(SHOTS, exist_ok=True)
            name = self.id().split(".")[-1]
            self.driver.save_screenshot(os.path.join(SHOTS, f"{name}.png"))
            with open(os.path.join(SHOTS, f"{name}.html"), "w", encoding="utf-8") as handle:
                handle.write(self.driver.page_source)

    # Helpers

    def open(self, path):
        self.driver.get(BASE + path)
        self.wait_for(By.CSS_SELECTOR, "main")

    def wait_for(self, by, selector, timeout=10):
        return WebDriverWait(self.driver, timeout).until(EC.presence_of_element_located((by, selector)))

    def visible(self, selector, timeout=10):
        return WebDriverWait(self.driver, timeout).until(EC.visibility_of_element_located((By.CSS_SELECTOR, selector)))

    def find(self, selector):
        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def find_all(self, selector):
        return self.driver.find_elements(By.CSS_SELECTOR, selector)

    def click(self, selector):
        element = self.visible(selector)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        return element

    def submit(self, selector):
        """Clicks something that loads a new page and waits until it has."""
        old = self.find("html")
        self.click(selector)

        def replaced(_):
            try:
                old.is_enabled()
                return False
            except Exception:  # stale, or "node does not belong to the document": the old page is gone
                return True

        WebDriverWait(self.driver, 15).until(replaced)
        WebDriverWait(self.driver, 15).until(lambda d: d.execute_script("return document.readyState") == "complete")

    def type(self, selector, text, clear=True):
        element = self.visible(selector)
        if clear:
            element.clear()
        element.send_keys(text)
        return element

    def set_value(self, selector, value):
        """Inputs whose typing is locale-dependent (date, time) get their value set directly."""
        element = self.find(selector)
        self.driver.execute_script("arguments[0].value = arguments[1]", element, value)

    def notice(self):
        return self.visible(".notice").text

    def tile(self, name):
        return self.find(f'a.tile[data-category="{name}"] .value').text

    def kcal_eaten(self):
        return int(self.find("#calorie-ring").get_attribute("data-consumed"))

    def open_sheet(self, pane):
        self.click("#fab")
        self.visible("#quick-add")
        self.click(f'#quick-add [data-pane-tab="{pane}"]')
        self.visible(f'#quick-add .pane[data-pane="{pane}"]')


class T1TodayAndLogging(TallyBrowserTest):
    def test_1_today_shows_tiles_ring_and_an_empty_day(self):
        self.open("/")
        self.assertEqual(self.find("h1").text, "Today")
        self.assertEqual(len(self.find_all("a.tile")), 9)
        self.assertIn("categories on target", self.find("#adherence").text)
        self.assertEqual(self.kcal_eaten(), 0)
        self.assertIn("Nothing logged yet", self.find(".meals").text)

    def test_2_quick_add_portions_through_the_sheet(self):
        self.open("/")
        self.open_sheet("portion")
        Select(self.find("#portion-category")).select_by_value("Vegetables")
        self.type("#portion-portions", "1.5")
        Select(self.find("#portion-meal")).select_by_value("Lunch")
        self.type("#portion-note", "side salad")
        self.submit("#portion-submit")
        self.assertIn("Added 1.5 Vegetables to Lunch", self.notice())
        self.assertEqual(self.tile("Vegetables"), "1.5")
        self.assertIn("side salad", self.find("#meal-lunch").text)

    def test_3_a_mistake_keeps_the_sheet_open_with_the_message(self):
        self.open("/")
        self.open_sheet("portion")
        Select(self.find("#portion-category")).select_by_value("Fruit")
        self.type("#portion-portions", "9")
        self.type("#portion-note", "whole bowl")
        self.submit("#portion-submit")
        alert = self.visible("#quick-add .form-error")
        self.assertRegex(alert.text, r"6|portion")
        self.assertEqual(self.find("#portion-note").get_attribute("value"), "whole bowl")
        self.assertEqual(self.tile("Fruit"), "0")

    def test_4_food_search_picker_logs_a_banana(self):
        self.open("/")
        before = self.kcal_eaten()
        self.open_sheet("food")
        self.type("#food-query", "banana")
        first = WebDriverWait(self.driver, 10).until(
            EC.element_to_be_clickable((By.CSS_SELECTOR, '#quick-add .pane[data-pane="food"] .results button.pick')))
        self.assertIn("banana", first.text.lower())
        first.click()
        self.assertIn("banana", self.visible("#quick-add .picked").text.lower())
        Select(self.find("#food-meal")).select_by_value("Breakfast")
        self.submit("#food-submit")
        self.assertIn("Logged Bananas", self.notice())
        self.assertGreater(self.kcal_eaten(), before + 80)
        self.assertEqual(self.tile("Fruit"), "1")

    def test_5_typed_meal_is_confirmed_before_logging(self):
        self.open("/")
        before = self.kcal_eaten()
        self.open_sheet("text")
        self.type("#text-text", "2 eggs and a slice of whole wheat toast")
        self.submit("#text-submit")
        preview = self.visible("#typed-preview")
        self.assertIn("Log these?", preview.text)
        self.assertEqual(len(self.find_all("#typed-preview .parsed li")), 2)
        self.assertEqual(self.kcal_eaten(), before, "nothing is logged before confirming")
        self.submit("#text-confirm")
        self.assertIn("Logged 2 items", self.notice())
        self.assertGreater(self.kcal_eaten(), before + 150)

    def test_6_category_detail_edit_and_delete(self):
        self.open("/")
        self.submit('a.tile[data-category="Vegetables"]')
        self.assertEqual(self.visible("h1").text, "Vegetables")
        items = self.find_all("#category-items li")
        self.assertEqual(len(items), 1)
        self.assertIn("1.5 Vegetables", items[0].text)
        self.submit("#category-items a.btn")
        self.assertEqual(self.visible("h1").text, "Edit entry")
        self.type("#edit-portions", "2")
        self.submit("#edit-save")
        self.assertIn("Saved", self.notice())
        self.assertIn("2 Vegetables", self.find("#category-items").text)
        self.submit("#category-items button.danger")
        self.assertIn("Deleted 2 Vegetables", self.notice())
        self.assertNotIn("undo=", self.driver.current_url, "the key leaves the address bar")
        # Undo puts it back, once.
        self.submit("#undo")
        self.assertIn("Restored 2 Vegetables", self.notice())
        self.assertIn("2 Vegetables", self.find("#category-items").text)
        self.submit("#category-items button.danger")
        self.assertIn("Deleted 2 Vegetables", self.notice())
        self.assertIn("No items yet", self.visible("#empty-state").text)
        # The "+" opens the sheet with the category already chosen.
        self.click("#empty-state button")
        self.visible("#quick-add")
        self.assertEqual(Select(self.find("#portion-category")).first_selected_option.get_attribute("value"), "Vegetables")
        self.type("#portion-portions", "3")
        self.submit("#portion-submit")
        self.assertIn("Added 3 Vegetables", self.notice())
        self.open("/")
        self.assertEqual(self.tile("Vegetables"), "3")
        status = self.find('a.tile[data-category="Vegetables"] .status').text
        self.assertEqual(status, "On target")


class T2History(TallyBrowserTest):
    def test_add_to_a_past_day(self):
        self.open("/history")
        self.assertIn("November 2026", self.find("#cal-title").text)
        self.submit('.calendar a[href="/history?date=2026-11-20"]')
        self.assertIn("Friday, 20 November 2026", self.visible("main").text)
        self.click("#history-add")
        self.visible("#quick-add")
        Select(self.find("#portion-category")).select_by_value("Fruit")
        self.type("#portion-portions", "2")
        self.submit("#portion-submit")
        self.assertIn("Added 2 Fruit", self.notice())
        self.assertIn("2 Fruit", self.find(".meals").text)
        self.open("/?date=2026-11-20")
        self.assertEqual(self.tile("Fruit"), "2")


class T3Body(TallyBrowserTest):
    def test_weights_draw_a_trend(self):
        self.open("/body")
        self.assertIn("No measurements", self.find("main").text)
        for date, weight in (("2026-11-18", "81.2"), ("2026-11-20", "80.6"), ("2026-11-21", "80.4")):
            self.set_value("#metric-date", date)
            self.type("#metric-weight", weight)
            self.submit("#metrics-save")
            self.assertIn("Saved weight", self.notice())
        chart = self.visible("#chart-weight")
        self.assertEqual(len(chart.find_elements(By.CSS_SELECTOR, "circle.raw")), 3)
        self.assertTrue(chart.find_elements(By.CSS_SELECTOR, "path.trend"))
        self.assertIn("latest 80.4", chart.find_element(By.TAG_NAME, "desc").get_attribute("textContent"))
        point = chart.find_elements(By.CSS_SELECTOR, "circle.raw")[-1]
        ActionChains(self.driver).move_to_element(point).perform()
        self.assertIn("80.4 kg", self.visible(".tip").text)
        # The time frame applies to every chart.
        self.submit('a.chip[href="/body?range=1w"]')
        self.assertEqual(self.find('a.chip[aria-current="true"]').text, "1 week")
        # A bad value is refused and nothing is saved.
        self.type("#metric-weight", "900")
        self.submit("#metrics-save")
        self.assertTrue(self.visible(".form-error").text)
        self.assertEqual(len(self.find_all("#measurements li")), 3)


class T4Training(TallyBrowserTest):
    def test_log_a_workout_with_sets_and_rpe(self):
        self.open("/training")
        self.type("#workout-name", "Push Day")
        self.type("#workout-minutes", "50")
        self.click('#rpe input[value="8"]')
        self.type("#workout-sets", "Bench Press 80kg x5 @8\nBench Press 60kg x8 warmup\nBench Press 82.5kg x3")
        self.submit("#workout-save")
        self.assertRegex(self.notice(), r"Logged Push Day: \d+ kcal")
        self.assertIn("Push Day", self.find("#workouts").text)
        self.assertIn("Bench Press", self.find("#lift-pick").text)
        self.assertTrue(self.find_all("#chart-lift path.trend"))
        self.submit("#workouts a")
        self.assertEqual(self.visible("h1").text, "Push Day")
        self.assertIn("warmup", self.find("table.data").text)
        # The workout's minutes fill today's Sports tile.
        self.open("/")
        self.assertEqual(self.tile("Sports"), "50 min")


class T5Plan(TallyBrowserTest):
    def test_profile_targets_and_a_safe_goal(self):
        self.open("/plan")
        self.set_value("#pf-birth", "1990-03-01")
        Select(self.find("#pf-sex")).select_by_value("female")
        self.type("#pf-height", "168")
        Select(self.find("#pf-activity")).select_by_value("moderate")
        self.submit("#pf-save")
        self.assertIn("Profile saved", self.notice())
        kcal = self.find('[data-target="kcal"] .value').text
        self.assertRegex(kcal, r"^\d{4}")
        self.set_value("#goal-by", "2026-12-20")
        Select(self.find("#goal-kind")).select_by_value("lose")
        self.type("#goal-target", "70")
        self.submit("#goal-save")
        alert = self.visible("#goal .form-error")
        self.assertIn("Nearest safe plan", alert.text)
        self.type("#tg-kcal", "1900")
        self.submit("#tg-save")
        self.assertIn("Targets saved", self.notice())
        self.assertTrue(self.find('[data-target="kcal"] .value').text.startswith("1900"))
        self.open("/")
        self.assertIn("of 1900", self.find("#kcal-line").text)


class T6Foods(TallyBrowserTest):
    def test_custom_food_and_favorite(self):
        self.open("/foods")
        self.type("#cf-name", "Oat bar")
        self.type("#cf-grams", "50")
        self.type("#cf-kcal", "200")
        self.type("#cf-protein", "5")
        self.type("#cf-carbs", "30")
        self.type("#cf-fat", "7")
        self.submit("#cf-save")
        self.assertIn("Added Oat bar", self.notice())
        self.submit("#favorite-toggle")
        self.assertIn("Added to favorites", self.notice())
        self.submit("#lf-save")
        self.assertIn("Logged Oat bar", self.notice())
        self.open("/foods")
        self.assertIn("Oat bar", self.find("#favorites").text)


    def test_barcode_typed_confirmed_logged_and_a_miss_offers_a_custom_food(self):
        # A food with a barcode on its package, added from the Foods page.
        self.open("/foods")
        self.type("#cf-name", "Scan bar")
        self.type("#cf-grams", "40")
        self.type("#cf-kcal", "180")
        self.type("#cf-barcode", "4006381333931")
        self.submit("#cf-save")
        self.assertIn("Added Scan bar", self.notice())

        self.open("/")
        before = self.kcal_eaten()
        self.open_sheet("food")
        # A typo in the digits: said at once, nothing picked.
        self.type("#food-barcode", "4006381333932")
        self.click("#barcode-find")
        WebDriverWait(self.driver, 10).until(lambda d: "check digit" in self.find("#barcode-result").text)
        self.assertTrue(self.find("#quick-add .picked").get_attribute("hidden") is not None)
        # The right code, spaced as printed: the food is shown to confirm before anything is logged.
        self.type("#food-barcode", "4006381 333931")
        self.click("#barcode-find")
        WebDriverWait(self.driver, 10).until(lambda d: "Scan bar" in self.find("#quick-add .picked").text)
        self.assertIn("EAN-13 4006381333931", self.find("#barcode-result").text)
        self.assertEqual(self.kcal_eaten(), before)
        self.submit("#food-submit")
        self.assertIn("Scan bar", self.find("main").text)
        self.assertEqual(self.kcal_eaten(), before + 180)

        # Found, then the sheet closed: nothing is logged.
        self.open_sheet("food")
        self.type("#food-barcode", "4006381333931")
        self.click("#barcode-find")
        WebDriverWait(self.driver, 10).until(lambda d: "Scan bar" in self.find("#quick-add .picked").text)
        self.click("#quick-add [data-close]")
        self.open("/")
        self.assertEqual(self.kcal_eaten(), before + 180)

        # Unknown here (and Open Food Facts is off): create it, the code filled in.
        self.open_sheet("food")
        self.type("#food-barcode", "96385074")
        self.click("#barcode-find")
        link = WebDriverWait(self.driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "#barcode-create"))
        self.assertIn("barcode=96385074", link.get_attribute("href"))
        self.submit("#barcode-create")
        self.assertEqual(self.find("#cf-barcode").get_attribute("value"), "96385074")


class T7Manage(TallyBrowserTest):
    def test_cutoff_and_a_category_target(self):
        self.open("/manage")
        self.set_value("#cutoff-time", "05:00")
        self.submit("#cutoff-save")
        self.assertIn("A day now ends at 05:00", self.notice())
        form = self.find("li[data-category-id] form")
        key = form.get_attribute("id")
        Select(self.find(f"#{key}-kind")).select_by_value("range")
        self.type(f"#{key}-min", "3")
        self.type(f"#{key}-max", "1")
        self.submit(f"#{key}-save")
        self.assertTrue(self.visible(".form-error").text)
        self.open("/manage")
        self.assertEqual(self.find(f"#{key}-min").get_attribute("value"), "1")

    def test_strong_import_from_the_file_picker(self):
        """The import button's script is a file (the policy allows no inline script) and still works."""
        path = os.path.join(SHOTS, "strong-upload.csv")
        os.makedirs(SHOTS, exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n")
            handle.write("2026-11-19 18:00:00,Push,Bench Press,1,60,5\n2026-11-19 18:00:00,Push,Bench Press,2,62.5,5\n")
        self.open("/manage")
        self.find("#import-file").send_keys(os.path.abspath(path))
        Select(self.find("#import-app")).select_by_value("strong")
        self.click("#import-go")
        WebDriverWait(self.driver, 10).until(lambda d: "Imported" in self.find("#import-result").text)
        self.assertIn("Imported 1 workouts with 2 sets", self.find("#import-result").text)
        logs = [entry for entry in self.driver.get_log("browser") if "Content Security Policy" in entry.get("message", "")]
        self.assertEqual(logs, [], "no script was blocked by the page's policy")

    def test_apple_health_upload_and_a_push_token(self):
        """Manage → Data: an export streams up with its size shown, the answer lists what was added,
        the last import appears, and a push token is shown once."""
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "TallyImportTests", "Fixtures", "health-export-ios16.xml")
        self.open("/manage")
        Select(self.find("#import-app")).select_by_value("apple-health")
        self.find("#import-file").send_keys(os.path.abspath(path))
        WebDriverWait(self.driver, 5).until(lambda d: "KB" in self.find("#import-size").text)
        self.assertIn("health-export-ios16.xml", self.find("#import-size").text)
        self.click("#import-go")
        WebDriverWait(self.driver, 15).until(lambda d: "added" in self.find("#import-result").text)
        result = self.find("#import-result").text
        self.assertIn("weight: 2 added", result)
        self.assertIn("workouts: 1 added", result)
        WebDriverWait(self.driver, 15).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#imports"))
        self.assertIn("apple-health", self.find("#imports").text)
        self.assertIn("/api/v1/import/health-auto-export", self.find("#push-url").text)
        self.type("#token-name", "phone")
        self.submit("#token-create")
        token = self.find("#new-token-value").text
        self.assertTrue(token.startswith("tly_") and len(token) > 40)
        self.open("/manage")
        self.assertNotIn(token, self.driver.page_source)
        self.assertIn("phone", self.find("#tokens").text)

    def test_diary_preview_import_summary_and_both_downloads(self):
        """Manage → Data with a MyFitnessPal file: the preview says what would be added and writes nothing;
        the import's summary then shows under Last imports; the JSON and CSV exports download."""
        path = os.path.join(SHOTS, "Nutrition-Summary-browser.csv")
        os.makedirs(SHOTS, exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g)\n")
            handle.write("2024-02-03,Breakfast,420,12,55,21\n2024-02-03,Midnight Feast,180,6,20,8\n")
        self.open("/manage")
        Select(self.find("#import-app")).select_by_value("myfitnesspal")
        self.find("#import-file").send_keys(os.path.abspath(path))
        self.click("#import-preview")
        WebDriverWait(self.driver, 15).until(lambda d: "Preview" in self.find("#import-result").text)
        self.assertIn("meals: 2 to add", self.find("#import-result").text)
        self.open("/manage")
        self.assertEqual(self.find_all('.import-summary[data-source="myfitnesspal"]'), [], "a preview is not an import")

        Select(self.find("#import-app")).select_by_value("myfitnesspal")
        self.find("#import-file").send_keys(os.path.abspath(path))
        old = self.find("html")
        self.click("#import-go")
        WebDriverWait(self.driver, 15).until(lambda d: "added" in self.find("#import-result").text)
        WebDriverWait(self.driver, 15).until(EC.staleness_of(old))
        summary = self.wait_for(By.CSS_SELECTOR, '.import-summary[data-source="myfitnesspal"]').text
        self.assertIn("Nutrition-Summary-browser.csv", summary)
        self.assertIn("2 rows read", summary)
        self.assertIn("meals: 2 added", summary)
        self.assertIn("Midnight Feast", summary)

        href = self.find("#export-json").get_attribute("href")
        rows = self.driver.execute_async_script(
            """var done = arguments[arguments.length - 1];
            fetch(arguments[0]).then(r => r.json()).then(j => {
              var t = j.tables.entry, s = t.columns.indexOf("source"), k = t.columns.indexOf("nutrients");
              done(t.rows.filter(r => r[s] === "myfitnesspal").map(r => JSON.parse(r[k]).kcal));
            }).catch(e => done(String(e)));""", href)
        self.assertEqual(sorted(rows), [180, 420])
        zipped = self.driver.execute_async_script(
            """var done = arguments[arguments.length - 1];
            fetch(arguments[0]).then(r => r.arrayBuffer().then(b => done([r.headers.get("content-type"), Array.from(new Uint8Array(b).slice(0, 2))])))
              .catch(e => done(String(e)));""", self.find("#export-csv").get_attribute("href"))
        self.assertEqual(zipped, ["application/zip", [0x50, 0x4B]])

    def test_backup_now_and_restore_with_confirmation(self):
        """Manage → Backups: back up with a note, then restore it after confirming the dialog."""
        self.open("/manage")
        self.type("#backup-note", "browser backup")
        self.submit("#backup-now")
        self.assertIn("Backed up", self.notice())
        row = self.find("#backups tbody tr")
        self.assertIn("browser backup", row.text)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", row)
        old = self.find("html")
        row.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        WebDriverWait(self.driver, 5).until(EC.alert_is_present())
        alert = self.driver.switch_to.alert
        self.assertIn("Replace all current data", alert.text)
        alert.accept()
        WebDriverWait(self.driver, 15).until(EC.staleness_of(old))
        self.assertIn("Restored", self.notice())
        self.assertIn("safety", self.find("#backups").text)


if __name__ == "__main__":
    unittest.main(verbosity=2)
