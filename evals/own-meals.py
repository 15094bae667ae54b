#!/usr/bin/env python3
"""Tally's own meal-parser evaluation set, written from the USDA tables before tuning the parser.

Each case names its foods by the key of the embedded generic-food table and derives grams by the same
rules as a USDA-referenced set: a household measure of that food (multiples and fractions of it), a
weight or volume in the text, or a count of pieces stated inside a measure ("1 oz (49 kernels)").
Running this file writes evals/meals-own.jsonl with the totals computed from the table.
"""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "Sources", "TallyFoodData", "GenericFoodData.swift")
OUT = os.path.join(ROOT, "evals", "meals-own.jsonl")
OZ, FLOZ, LB = 28.349523125, 29.5735, 453.59237


def load():
    text = open(TABLE, encoding="utf-8").read()
    body = text.split('#"""\n', 1)[1].split('\n"""#', 1)[0].split("\n")
    header = body[0].split("\t")
    foods = {}
    for line in body[1:]:
        row = dict(zip(header, line.split("\t")))
        measures = {}
        for part in filter(None, row["measures"].split(";")):
            name, _, grams = part.rpartition("=")
            measures[name] = float(grams)
        row["measures"] = measures
        foods[row["key"]] = row
    return foods


FOODS = load()
ERRORS = []


def m(key, measure, factor=1.0):
    """`factor` × the named household measure of the food."""
    if key not in FOODS or measure not in FOODS[key]["measures"]:
        ERRORS.append(f"{key} {measure!r}: " + (repr(FOODS[key]["name"]) + " " + repr(FOODS[key]["measures"]) if key in FOODS else "no such food"))
        return (key, 0.0, "missing")
    grams = FOODS[key]["measures"][measure] * factor
    return (key, grams, f"{key}: {factor:g} x ({measure} = {FOODS[key]['measures'][measure]:g} g)")


def piece(key, sibling, measure, factor=1.0):
    """`factor` pieces of a cut whose entry lists no piece ("1 unit, (yield from 1 lb ready-to-cook chicken)" is what a
    pound of the whole bird yields of the part, not a piece): the piece measure of the same cut's sibling entry."""
    if sibling not in FOODS or measure not in FOODS[sibling]["measures"]:
        ERRORS.append(f"{sibling} {measure!r}: no such measure")
        return (key, 0.0, "missing")
    each = FOODS[sibling]["measures"][measure]
    return (key, each * factor, f"{key}: {factor:g} x ({measure} of {sibling} = {each:g} g)")


def g(key, grams, why="text weight"):
    return (key, grams, f"{key}: {why}")


CASES = [
    # single items: counts of small things through the pieces a measure states
    ("30 pistachios", [m("sr:12652", "1 oz, (49 kernels)", 30 / 49)]),
    ("a dozen almonds, dry roasted", [m("sr:12563", "1 oz, (22 whole kernels)", 12 / 22)]),
    ("8 saltine crackers", [m("sr:18228", "5 crackers, square (1 serving)", 8 / 5)]),
    ("ten ritz crackers", [m("sr:18621", "1 cracker", 10)]),
    ("15 grapes", [m("sr:9132", "10 grapes", 1.5)]),
    ("20 pretzel twists", [m("sr:19047", "10 twists", 2)]),
    ("a large soft pretzel", [m("sr:25024", "1 large")]),
    ("2 medium pears", [m("sr:9252", "1 medium", 2)]),
    ("one large kiwi", [m("sr:9148", "1 fruit, without skin large")]),
    ("a small peach", [m("sr:9236", "1 small, (2-1/2\" dia)")]),
    ("half a large grapefruit", [m("sr:9111", ".5 large, (approx 4-1/2\" dia)")]),
    ("1 cup of cubed cantaloupe", [m("sr:9181", "1 cup, cubes")]),
    ("a cup of raspberries", [m("sr:9302", "1 cup")]),
    ("3/4 cup blackberries", [m("sr:9042", "1 cup", 0.75)]),
    ("a cup of pitted cherries", [m("sr:9070", "1 cup, without pits")]),
    ("12 fl oz OJ", [m("sr:9206", "1 fl oz", 12)]),
    ("a glass of apple juice", [m("sr:9016", "1 cup")]),
    ("16 oz skim milk", [m("sr:1085", "1 fl oz", 16)]),
    ("a bottle of light beer", [m("sr:14006", "1 can, or bottle (12 fl oz)")]),
    ("glass of white wine", [m("sr:14106", "1 serving, 5 fl oz")]),
    ("2 shots of 80 proof rum", [m("sr:14037", "1 jigger, 1.5 fl oz", 2)]),
    ("a Whopper with cheese", [m("sr:21253", "1 item")]),
    ("Wendy's jr hamburger", [m("sr:21241", "1 item")]),
    ("Taco Bell soft taco with chicken x2", [m("sr:21262", "1 item", 2)]),
    ("2 slices of Domino's pepperoni pizza", [m("sr:21280", "1 slice", 2)]),
    ("a Kit Kat bar", [m("sr:19109", "1 bar, (1.5 oz)")]),
    ("1/8 of a 9 inch apple pie", [m("sr:18301", "1 piece, (1/8 of 9\" dia)")]),
    ("2 peanut butter cookies", [m("sr:18185", "1 cookie", 2)]),
    ("a cinnamon raisin bagel", [m("sr:18005", "1 bagel, (3\" dia)")]),
    ("a mini butter croissant", [m("sr:18239", "1 croissant, mini")]),
    # two or three items
    ("cup of cottage cheese with half a cup of pineapple chunks",
     [m("sr:1012", "1 cup, large curd (not packed)"), m("sr:9266", "1 cup, chunks", 0.5)]),
    ("1.5 cups cooked brown rice and a cup of black beans",
     [m("sr:20037", "1 cup", 1.5), m("sr:16015", "1 cup")]),
    ("lentils, 1 cup cooked, with a tbsp olive oil",
     [m("sr:16070", "1 cup"), m("sr:4053", "1 tablespoon")]),
    ("2 cups of cooked egg noodles w/ 1 tbsp butter",
     [m("sr:20110", "1 cup", 2), m("sr:1001", "1 tbsp")]),
    ("a cup of cooked elbow macaroni and 1/2 cup marinara",
     [m("sr:20100", "1 cup, elbow shaped"), m("sr:6931", "1 serving, 1/2 cup")]),
    ("bowl of oatmeal (1 cup) with a sliced banana and 2 tsp packed brown sugar",
     [m("sr:8121", "1 cup"), g("fd:bananas, ripe and slightly ripe, raw", 115, "1 Banana = 115 g"),
      m("sr:19334", "1 cup, packed", 2 / 48)]),
    ("3 oz salami and 2 oz swiss cheese", [g("sr:7071", 3 * OZ), g("sr:1040", 2 * OZ)]),
    ("200 g boiled potatoes, 100 g frozen green beans, cooked",
     [g("sr:11367", 200), g("sr:11061", 100)]),
    ("a cup of chopped raw carrots and 2 tbsp ranch", [m("sr:11124", "1 cup, chopped"), m("sr:4639", "1 tablespoon", 2)]),
    ("a cup of chopped celery w/ 2 tablespoons chunky peanut butter",
     [m("sr:11143", "1 cup, chopped"), m("sr:16097", "2 tbsp")]),
    ("grilled pork chop 5 oz, 1 cup applesauce", [g("sr:10026", 5 * OZ), m("sr:9019", "1 cup")]),
    ("turkey sandwich: 2 slices rye bread, 3 oz deli turkey, 1 tbsp mustard",
     [m("sr:18060", "1 slice", 2), g("sr:7079", 3 * OZ), m("sr:2046", "1 tsp, or 1 packet", 3)]),
    ("Big Mac and a 16 oz bottle of coke", [m("sr:21237", "1 item"), m("sr:14400", "1 fl oz", 16)]),
    ("KFC original recipe drumstick and a side of coleslaw",
     [m("sr:21435", "1 drumstick, with skin"), m("sr:21420", "1 package")]),
    ("1 cup chicken noodle soup and 6 saltines",
     [m("sr:6419", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 6 / 5)]),
    ("a container of plain nonfat greek yogurt with 1/4 cup granola and a drizzle of honey (1 tsp)",
     [m("fd:yogurt, greek, plain, nonfat", "1 container"),
      m("sr:8037", "1 cup", 0.25), m("sr:19296", "1 tbsp", 1 / 3)]),
    ("2 poached eggs, 2 slices bacon and OJ 8 oz",
     [m("sr:1131", "1 large", 2), m("sr:10862", "1 slice, cooked", 2), m("sr:9206", "1 fl oz", 8)]),
    ("a pear, a cheese stick and 10 almonds",
     [m("sr:9252", "1 medium"), m("sr:1028", "1 oz"), m("sr:12063", "1 oz, (22 whole kernels)", 10 / 22)]),
    ("4 oz baked salmon, 1 cup steamed green beans, 1/2 cup quinoa",
     [g("sr:15237", 4 * OZ), m("sr:11053", "1 cup"), m("sr:20137", "1 cup", 0.5)]),
    ("McDonalds caesar salad with grilled chicken", [m("sr:21370", "1 item, 10.9 oz")]),
    ("a cup of canned spaghetti with meatballs", [m("sr:22912", "1 cup")]),
    ("6 chicken nuggets from Wendy's and small fries",
     [m("sr:21246", "5 pieces", 6 / 5), m("sr:21247", "1 small, Serving")]),
    ("a bag of potato chips (1 oz) and a can of cola",
     [m("sr:19411", "1 oz"), m("sr:14400", "1 fl oz", 12)]),
    ("lunch - tuna salad sandwich on white bread, 250 g and an apple, sliced (1 cup)",
     [g("fn:tuna salad sandwich on white", 250), m("sr:9003", "1 cup, slices")]),
    # four or more items
    ("breakfast: 1 cup cheerios, 3/4 cup 2% milk, 1/2 cup blueberries, black coffee",
     [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1079", "1 cup", 0.75), m("sr:9050", "1 cup", 0.5), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("dinner: 6 oz sirloin, a medium baked potato, 1 tbsp sour cream, 1 cup shredded romaine with 2 tbsp italian dressing",
     [g("sr:23610", 6 * OZ), m("sr:11674", "1 potato, medium"), m("sr:1056", "1 tbsp"),
      m("sr:11251", "1 cup, shredded"), m("sr:4114", "1 tbsp", 2)]),
    ("tacos: 2 corn tortillas, 3 oz 80% lean ground beef crumbles, 1 oz shredded cheddar, 2 tbsp salsa",
     [m("sr:18363", "1 tortilla", 2), g("sr:23575", 3 * OZ), g("sr:1009", OZ), m("sr:6164", "1 tbsp", 2)]),
    ("pb&j on white bread: 2 slices bread, 2 tbsp peanut butter, 1 tbsp grape jelly, glass of milk",
     [g("fd:bread, white, commercially prepared", 2 * 27.3, "1 slice = 27.3 g"), m("sr:16098", "2 tbsp"),
      m("sr:19300", "1 serving, 1 tbsp"), m("sr:1077", "1 cup")]),
    ("stir fry: 4 oz tofu, 1 cup broccoli, 1/2 cup chopped red bell pepper, 1 tbsp soy sauce, 1 cup white rice",
     [g("sr:16427", 4 * OZ), m("sr:11090", "1 cup, chopped"), m("sr:11821", "1 cup, chopped", 0.5),
      m("sr:16123", "1 tbsp"), m("sr:20045", "1 cup")]),
    ("snack plate - 1 oz cheddar, 5 ritz crackers, 1 cup grapes, 1 oz walnuts",
     [g("sr:1009", OZ), m("sr:18621", "1 cracker", 5), m("sr:9132", "1 cup"), g("sr:12155", OZ)]),
    ("2 eggs fried in 1 tsp butter, 2 slices whole wheat toast, half an avocado, coffee with 2 tbsp half and half",
     [m("sr:1123", "1 cup, (4.86 large eggs)", 2 / 4.86), m("sr:1001", "1 tbsp", 1 / 3), m("sr:18076", "1 slice", 2),
      m("sr:9038", "1 fruit, without skin and seed", 0.5), m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp", 2)]),
    ("burrito: flour tortilla, 1/2 cup refried beans, 1/2 cup rice, an ounce of cheddar, 2 tbsp sour cream",
     [m("sr:18364", "1 tortilla, medium (approx 6\" dia)"), m("sr:16103", "1 cup", 0.5), m("sr:20045", "1 cup", 0.5),
      g("sr:1009", OZ), m("sr:1056", "1 tbsp", 2)]),
    ("chicken thigh 5 oz roasted, 1 cup mashed potatoes, 1/2 cup green peas, dinner roll",
     [g("sr:5098", 5 * OZ), m("sr:11934", "1 cup"), m("sr:11305", "1 cup", 0.5), m("sr:18342", "1 roll, (1 oz)")]),
    ("smoothie with 1 cup skim milk, 1 banana, 1 cup frozen strawberries, 1 tbsp honey",
     [m("sr:1085", "1 cup"), g("fd:bananas, ripe and slightly ripe, raw", 115, "1 Banana = 115 g"),
      m("sr:9318", "1 cup, unthawed"), m("sr:19296", "1 tbsp")]),
    ("movie night: 3 cups popcorn air popped, a 20 oz bottle of cola, 1 box M&Ms",
     [m("sr:19034", "1 cup", 3), m("sr:14400", "1 fl oz", 20), m("sr:19141", "1 box, (1.48 oz)")]),
    ("two poached eggs, a cup of cottage cheese, a cup of apple slices and 1 oz of salted cashews",
     [m("sr:1131", "1 large", 2), m("sr:1012", "1 cup, large curd (not packed)"), m("sr:9003", "1 cup, slices"),
      g("sr:12585", OZ)]),
    # typos
    ("bannana and a cup of yogurt", [g("fd:bananas, ripe and slightly ripe, raw", 115, "1 Banana = 115 g"), m("sr:1117", "1 cup, (8 fl oz)")]),
    ("2 slices of chedder cheese on 2 slices of rye", [g("fd:cheese, cheddar", 2 * 17, "1 slice = 17 g"), m("sr:18060", "1 slice", 2)]),
    ("a cup of cooked spagetti with 2 tbsp parmesan", [m("sr:20121", "1 cup"), m("sr:1032", "1 tbsp", 2)]),
    ("1 cup of halved strawberies and 2 oz of almnds", [m("sr:9316", "1 cup, halves"), g("sr:12061", 2 * OZ)]),
]


# A second set, written after the first round of parser changes and before any further tuning, to measure
# whether those changes carry over to foods and phrasings the parser was not adjusted on.
FRESH = [
    ("2 cups diced watermelon", [m("sr:9326", "1 cup, diced", 2)]),
    ("a navel orange", [m("sr:9202", "1 fruit, (2-7/8\" dia)")]),
    ("12 baby carrots", [m("sr:11960", "1 medium", 12)]),
    ("a large baked sweet potato", [m("sr:11508", "1 large")]),
    ("6 asparagus spears, boiled", [m("sr:11012", "4 spears, (1/2\" base)", 1.5)]),
    ("one cup cooked cauliflower", [m("sr:11136", ".5 cup, (1\" pieces)", 2)]),
    ("1/2 cup canned kidney beans", [m("sr:16029", "1 cup", 0.5)]),
    ("chickpeas, canned, 3/4 cup", [m("sr:16058", "1 cup", 0.75)]),
    ("a cup of 1% milk", [m("sr:1082", "1 cup")]),
    ("chocolate milk 12 oz", [m("sr:1102", "1 fl oz", 12)]),
    ("20 oz gatorade", [m("sr:14460", "1 fl oz", 20)]),
    ("a glass of lemonade", [m("sr:14293", "1 serving, 1 cup 8 fl oz")]),
    ("a cup of tomato soup", [m("sr:6559", "1 serving, 1 cup")]),
    ("15 slices of pepperoni", [m("sr:7057", "1 slice, round", 15)]),
    ("3 slices hard salami", [m("sr:7071", "1 slice, (3-1/8\" dia x 1/16\" thick)", 3)]),
    ("a chicken hot dog", [m("sr:7024", "1 link")]),
    ("two kit kat minis", [m("sr:19109", "1 bar, miniature (.35 oz)", 2)]),
    ("a small blueberry muffin", [m("sr:18274", "1 small, (2-3/4\" dia x 2\")")]),
    ("2 buttermilk biscuits", [m("sr:18009", "1 biscuit", 2)]),
    ("1/8 of a 9 inch pumpkin pie, homemade", [m("sr:18327", "1 piece, (1/8 of 9\" dia)")]),
    ("a quarter of a 12 inch Pizza Hut pepperoni pizza", [m("sr:21274", "1 pie", 0.25)]),
    ("small Wendy's Frosty", [m("sr:21248", "1 small, 12 oz. cup")]),
    ("Burger King medium fries and 5 chicken tenders", [m("sr:21249", "1 medium, serving"), m("sr:21256", "5 pieces")]),
    ("3 plain pancakes (4 inch) with 2 tbsp maple syrup",
     [m("sr:18293", "1 pancake, (4\" dia)", 3), m("sr:19353", "1 tbsp", 2)]),
    ("1/2 cup chocolate ice cream", [m("sr:19270", ".5 cup, (4 fl oz)")]),
    ("5 oz roasted pork tenderloin w/ 1 cup of brown rice", [g("sr:10061", 5 * OZ), m("sr:20037", "1 cup")]),
    ("a small plain bagel with 2 tbsp cream cheese", [m("sr:18406", "1 small bagel, (3\" dia)"), m("sr:1017", "1 tbsp", 2)]),
    ("cooked 1 tbsp canola oil, 2 cups raw spinach, 3 eggs", [m("sr:4582", "1 tbsp"), m("sr:11457", "1 cup", 2),
      m("sr:1123", "1 cup, (4.86 large eggs)", 3 / 4.86)]),
    ("a cup of rice krispies with 1/2 cup skim milk", [m("sr:8065", "1 cup"), m("sr:1085", "1 cup", 0.5)]),
    ("lunch: 2 chicken franks, 2 hot dog buns, 1 tbsp ketchup, 1 oz potato chips",
     [m("sr:7024", "1 link", 2), m("sr:18350", "1 roll", 2), m("sr:11935", "1 tbsp"), m("sr:19411", "1 oz")]),
    ("6 oz baked cod, 1 cup cooked cauliflower, 1 tbsp butter, a dinner roll",
     [g("sr:15016", 6 * OZ), m("sr:11136", ".5 cup, (1\" pieces)", 2), m("sr:1001", "1 tbsp"), m("sr:18342", "1 roll, (1 oz)")]),
    ("snack: 1 oz cheddar, 10 baby carrots, 2 tbsp hummus, 12 oz lemonade",
     [g("sr:1009", OZ), m("sr:11960", "1 medium", 10), m("sr:16158", "1 tbsp", 2), m("sr:14293", "1 fl oz", 12)]),
    ("breakfast - 2 biscuits, 2 sausage links, 2 fried eggs, a cup of orange juice",
     [m("sr:18009", "1 biscuit", 2), m("sr:7065", "1 link, (raw dimensions: 4\" long x 7/8\" dia), cooked", 2), m("sr:1128", "1 large", 2), m("sr:9206", "1 cup")]),
    ("2 slices of pepperoni pizza and a can of coke", [m("sr:21302", "1 slice", 2), m("sr:14400", "1 can, 12 fl oz")]),
    ("a cup of diced watermelon, a navel orange and 20 grapes",
     [m("sr:9326", "1 cup, diced"), m("sr:9202", "1 fruit, (2-7/8\" dia)"), m("sr:9132", "10 grapes", 2)]),
]


# A third set, written after the second round of parser changes and before any further tuning.
THIRD = [
    ("10 pecan halves", [m("sr:12644", "1 oz, (15 halves)", 10 / 15)]),
    ("a quarter cup of raisins", [m("sr:9298", "1 cup, (not packed)", 0.25)]),
    ("3 medjool dates", [m("sr:9421", "1 date, pitted", 3)]),
    ("2 big oatmeal cookies", [m("sr:18178", "1 cookie, big (3-1/2\" - 4\" dia) (include Archway brand, Grandma brand)", 2)]),
    ("a large brownie", [m("sr:18151", "1 square, large (2-3/4\" sq x 7/8\")")]),
    ("3 Popeyes mild chicken strips", [m("sr:21417", "1 strip", 3)]),
    ("two slices Pizza Hut cheese pizza", [m("sr:21293", "1 slice", 2)]),
    ("a Burger King hamburger", [m("sr:21250", "1 item")]),
    ("Whopper, no cheese", [m("sr:21252", "1 item")]),
    ("3 Taco Bell crunchy beef tacos", [m("sr:21260", "1 item", 3)]),
    ("a 1 lb bag of baby carrots", [g("sr:11960", LB)]),
    ("half a pint of whole milk", [m("sr:1077", "1 cup")]),
    ("500 ml orange juice", [m("sr:9206", "1 cup", 500 / 236.588)]),
    ("a 12 oz can of regular beer", [m("sr:14003", "1 can")]),
    ("25 dry roasted peanuts", [m("sr:16090", "1 peanut", 25)]),
    ("a plain hard granola bar", [m("sr:19015", "1 bar")]),
    ("6 oz container of lowfat fruit yogurt", [m("sr:1121", "1 container, (6 oz)")]),
    ("an ounce of tortilla chips & a quarter cup of salsa", [g("sr:19056", OZ), m("sr:6164", "1 cup", 0.25)]),
    ("1/2 cup dry oats cooked in water, 1/2 cup blueberries, 1 tbsp chunky peanut butter",
     [m("sr:8120", "1 cup", 0.5), m("sr:9050", "1 cup", 0.5), m("sr:16097", "2 tbsp", 0.5)]),
    ("chicken breast, 6 oz roasted, with 1.5 cups white rice and a cup of raw broccoli",
     [g("sr:5064", 6 * OZ), m("sr:20045", "1 cup", 1.5), m("sr:11090", "1 cup, chopped")]),
    ("a cup of chopped walnuts", [m("sr:12155", "1 cup, chopped")]),
    ("2 cups pineapple chunks and a cup of skim milk", [m("sr:9266", "1 cup, chunks", 2), m("sr:1085", "1 cup")]),
    ("KFC original recipe thigh, skin removed", [m("sr:21427", "1 thigh, without skin")]),
    ("Wendy's double with cheese + a junior frosty", [m("sr:21243", "1 item"), m("sr:21248", "1 junior, 6 oz. cup")]),
    ("dinner - 5 oz baked salmon, 1 cup cooked quinoa, a medium stalk of steamed broccoli",
     [g("sr:15237", 5 * OZ), m("sr:20137", "1 cup"), m("sr:11091", "1 stalk, medium (7-1/2\" - 8\" long)")]),
    ("2 slices of swiss and 3 slices of hard salami on 2 slices of rye",
     [g("fd:cheese, swiss", 2 * 21.9, "1 slice = 21.9 g"), m("sr:7071", "1 slice, (3-1/8\" dia x 1/16\" thick)", 3), m("sr:18060", "1 slice", 2)]),
    ("snack: an apple, sliced (1 cup), with 2 tbsp smooth peanut butter", [m("sr:9003", "1 cup, slices"), m("sr:16098", "2 tbsp")]),
    ("a mini milk chocolate bar x3", [m("sr:19120", "1 bar, miniature", 3)]),
    ("1 and 1/2 cups of cooked spaghetti with a half cup of marinara and 2 tbsp grated parmesan",
     [m("sr:20121", "1 cup", 1.5), m("sr:6931", "1 serving, 1/2 cup"), m("sr:1032", "1 tbsp", 2)]),
    ("Domino's cheese pizza, 3 slices, and a 20 oz coke", [m("sr:21277", "1 slice", 3), m("sr:14400", "1 fl oz", 20)]),
]


# A fourth set, written after the third round of parser changes and before any further tuning.
FOURTH = [
    ("a medium ear of corn", [m("sr:11168", "1 ear, medium (6-3/4\" to 7-1/2\" long)")]),
    ("2 plums and a small nectarine", [m("sr:9279", "1 fruit, (2-1/8\" dia)", 2), m("sr:9191", "1 small, (2-1/3\" dia)")]),
    ("a cup of diced honeydew", [m("sr:9184", "1 cup, diced (approx 20 pieces per cup)")]),
    ("8 brussels sprouts, boiled", [m("sr:11099", "1 sprout", 8)]),
    ("1 cup prepared edamame", [m("sr:11212", "1 cup")]),
    ("2 large pieces of beef jerky", [m("sr:19002", "1 piece, large", 2)]),
    ("3 plain brown rice cakes", [m("sr:19051", "1 cake", 3)]),
    ("1/3 cup trail mix", [m("sr:19059", "1 cup", 1 / 3)]),
    ("a fruit pop tart", [m("sr:18362", "1 toaster pastry")]),
    ("2 fig bars", [m("sr:18170", "1 Figaroo, (2 square halves)", 2)]),
    ("a package of chicken ramen, dry", [m("sr:6983", "1 package")]),
    ("6 fl oz hot cocoa made with water", [m("sr:14194", "1 serving, 6 fl oz")]),
    ("half a cup of sardines in oil, drained", [m("sr:15088", "1 cup, drained", 0.5)]),
    ("1 cup whole white mushrooms and 2 cups raw spinach", [m("sr:11260", "1 cup, whole"), m("sr:11457", "1 cup", 2)]),
    ("corn flakes 1 cup w/ 3/4 cup 1% milk", [m("sr:8020", "1 cup, (1 NLEA serving)"), m("sr:1082", "1 cup", 0.75)]),
    ("1 cup froot loops", [m("sr:8030", "1 cup, (1 NLEA serving)")]),
    ("3 slices of deli ham and 2 slices of swiss on a dinner roll",
     [m("sr:7029", "1 slice", 3), g("fd:cheese, swiss", 2 * 21.9, "1 slice = 21.9 g"), m("sr:18342", "1 roll, (1 oz)")]),
    ("grilled salmon 180g, half cup brown rice, 1 cup green beans steamed",
     [g("sr:15237", 180), m("sr:20037", "1 cup", 0.5), m("sr:11053", "1 cup")]),
    ("2 scoops chocolate ice cream (1/2 cup each)", [m("sr:19270", ".5 cup, (4 fl oz)", 2)]),
    ("breakfast: two poached eggs, 2 large slices of rye toast, glass of OJ",
     [m("sr:1131", "1 large", 2), m("sr:18061", "1 slice, large", 2), m("sr:9206", "1 cup")]),
    ("lunch - 1.5 cups canned chili with beans and 1 oz shredded cheddar", [m("sr:22904", "1 cup", 1.5), g("sr:1009", OZ)]),
    ("a cup of apple slices and 1 tbsp almond butter", [m("sr:9003", "1 cup, slices"), m("sr:12195", "1 tbsp")]),
    ("Taco Bell nachos supreme and a medium Burger King fries", [m("sr:21269", "1 item"), m("sr:21249", "1 medium, serving")]),
    ("a 2 oz bag of M&Ms", [g("sr:19141", 2 * OZ)]),
    ("a slice of Pizza Hut 14 inch pepperoni pizza, thick crust", [m("sr:21297", "1 slice")]),
]


# A fifth set, written after the fourth round of parser changes and before any further tuning.
FIFTH = [
    ("a cup of apricot halves", [m("sr:9021", "1 cup, halves")]),
    ("one whole mango", [m("sr:9176", "1 fruit, without refuse")]),
    ("papaya, 1 cup cubed", [m("sr:9226", "1 cup, cubes")]),
    ("2 small tangerines", [m("sr:9218", "1 small, (2-1/4\" dia)", 2)]),
    ("half a cup of sliced cucumber with 3 tbsp hummus", [m("sr:11205", ".5 cup, slices"), m("sr:16158", "1 tbsp", 3)]),
    ("1 cup baked butternut squash cubes", [m("sr:11486", "1 cup, cubes")]),
    ("2 boiled beets", [m("sr:11081", "2 beets, (2\" dia, sphere)")]),
    ("4 oz roasted boneless ham", [g("sr:10136", 4 * OZ)]),
    ("a broiled lamb loin chop", [m("sr:17024", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 120 g)")]),
    ("one king crab leg, steamed", [m("sr:15137", "1 leg")]),
    ("2 frozen waffles, 2 tbsp maple syrup and a cup of 2% milk",
     [m("sr:18365", "1 waffle, square (4\" square) (include frozen)", 2), m("sr:19353", "1 tbsp", 2), m("sr:1079", "1 cup")]),
    ("an old fashioned cake donut", [m("sr:18248", "1 doughnut, stick")]),
    ("3 sugar cookies", [m("sr:18204", "1 cookie", 3)]),
    ("a slice of chocolate cake with frosting (1/8 of the cake)", [m("sr:18096", "1 piece, (1/8 of 18 oz cake)")]),
    ("a 10.6 oz thick chocolate milkshake", [m("sr:1110", "1 container, (10.6 oz)")]),
    ("8 oz cranberry juice cocktail", [m("sr:14242", "1 fl oz", 8)]),
    ("a cup of coconut water and a cup of soy milk", [m("sr:12119", "1 cup"), m("sr:16120", "1 cup")]),
    ("snack - 1 oz cheddar, 6 saltines, 1 small tangerine",
     [g("sr:1009", OZ), m("sr:18228", "5 crackers, square (1 serving)", 6 / 5), m("sr:9218", "1 small, (2-1/4\" dia)")]),
    ("dinner: 5 oz roasted ham, 1 cup mashed potatoes, 1/2 cup green peas, 1 dinner roll with 1 tsp butter",
     [g("sr:10136", 5 * OZ), m("sr:11934", "1 cup"), m("sr:11305", "1 cup", 0.5), m("sr:18342", "1 roll, (1 oz)"), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("lunch: a small plain bagel, 2 tbsp cream cheese, half a cup of sliced cucumber, 12 oz cranberry juice cocktail",
     [m("sr:18406", "1 small bagel, (3\" dia)"), m("sr:1017", "1 tbsp", 2), m("sr:11205", ".5 cup, slices"), m("sr:14242", "1 fl oz", 12)]),
]


# A sixth set, written after the fifth round of parser changes (and the later speed work) and before any
# further tuning: other everyday foods (baked goods, desserts, dried fruit, fast-food sides, legumes and
# grains, dressings) and other phrasings.
SIXTH = [
    ("a small blueberry muffin", [m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("cinnamon raisin bagel", [m("sr:18005", '1 bagel, (3" dia)')]),
    ("3 buttermilk pancakes (4 inch)", [m("sr:18390", '1 pancake, (4" dia)', 3)]),
    ("1 oz graham crackers", [m("sr:18173", "1 oz")]),
    ("4 cups oil popped popcorn", [m("sr:19035", "1 cup", 4)]),
    ("a 1 oz bag of bbq potato chips", [m("sr:19042", "1 oz")]),
    ("2 slices of pumpkin pie", [m("sr:18326", "1 slice", 2)]),
    ("a piece of cheesecake (1/6 of a 17 oz cake)", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("5 dried figs", [m("sr:9094", "1 fig", 5)]),
    ("3 medjool dates", [m("sr:9421", "1 date, pitted", 3)]),
    ("a cup of diced honeydew", [m("sr:9184", "1 cup, diced (approx 20 pieces per cup)")]),
    ("two plums", [m("sr:9279", '1 fruit, (2-1/8" dia)', 2)]),
    ("1.5 cups strawberry halves", [m("sr:9316", "1 cup, halves", 1.5)]),
    ("a cup of KFC coleslaw", [m("sr:21420", "1 cup")]),
    ("burger king medium fries", [m("sr:21249", "1 medium, serving")]),
    ("Wendy's classic single with cheese", [m("sr:21240", "1 item")]),
    ("3 slices little caesars pepperoni pizza", [m("sr:21288", "1 slice", 3)]),
    ("a fish sandwich with tartar sauce", [m("sr:21105", "1 sandwich")]),
    ("chili dog", [m("sr:21119", "1 sandwich")]),
    ("5 french toast sticks", [m("sr:21024", "5 pieces")]),
    ("an order of onion rings", [m("sr:21130", "1 portion, (8-9 onion rings)")]),
    ("a junior frosty", [m("sr:21248", "1 junior, 6 oz. cup")]),
    ("a medium sweet potato, boiled", [m("sr:11510", "1 medium")]),
    ("10 boiled brussels sprouts", [m("sr:11099", "1 sprout", 10)]),
    ("4 oz steamed shrimp and a cup of cooked quinoa", [g("sr:15151", 4 * OZ), m("sr:20137", "1 cup")]),
    ("1 cup cooked couscous w/ half a cup of chickpeas and 1 oz feta",
     [m("sr:20029", "1 cup, cooked"), m("sr:16057", "1 cup", 0.5), g("sr:1019", OZ)]),
    ("a cup of lentils, 1/2 cup brown rice and a tablespoon of olive oil",
     [m("sr:16070", "1 cup"), m("sr:20037", "1 cup", 0.5), m("sr:4053", "1 tablespoon")]),
    ("6 oz grilled sockeye salmon, 6 asparagus spears and 1/2 cup couscous",
     [g("sr:15086", 6 * OZ), m("sr:11012", '4 spears, (1/2" base)', 1.5), m("sr:20029", "1 cup, cooked", 0.5)]),
    ("salad - 2 cups raw spinach, half a cup of sliced red pepper, 2 tbsp ranch",
     [m("sr:11457", "1 cup", 2), m("sr:11821", "1 cup, sliced", 0.5), m("sr:4639", "1 tablespoon", 2)]),
    ("12 fl oz chocolate milk and a large brownie",
     [m("sr:1102", "1 fl oz", 12), m("sr:18151", '1 square, large (2-3/4" sq x 7/8")')]),
    ("1/2 cup chocolate ice cream and a cup of strawberry halves",
     [m("sr:19270", ".5 cup, (4 fl oz)"), m("sr:9316", "1 cup, halves")]),
    ("breakfast: 1 cup grits with 1 tbsp butter, 2 slices bacon",
     [m("sr:8091", "1 cup"), m("sr:1001", "1 tbsp"), m("sr:10862", "1 slice, cooked", 2)]),
    ("1 cup cauliflower florets with 2 tbsp hummus", [m("sr:11135", "1 cup"), m("sr:16158", "1 tbsp", 2)]),
    ("3 chicken tenders with 2 tbsp bbq sauce", [m("sr:21401", "4 pieces", 3 / 4), m("sr:6150", "1 serving, 2 tbsp")]),
    ("a cup of baked beans and 1 cup sliced zucchini", [m("sr:16006", "1 cup"), m("sr:11477", "1 cup, sliced")]),
    ("3 oz cooked ground turkey, a cup of egg noodles, 2 tbsp parmesan",
     [g("sr:5306", 3 * OZ), m("sr:20110", "1 cup"), m("sr:1032", "1 tbsp", 2)]),
    ("lunch: roast beef sub, 1 oz bbq chips and a small vanilla shake from burger king",
     [m("sr:21125", "1 submarine"), m("sr:19042", "1 oz"), m("sr:21141", "1 small, 12 fl oz")]),
    ("dinner - 1 cup of spaghetti, 1/2 cup marinara, 1 tbsp grated parmesan, 1 cup chopped broccoli",
     [m("sr:20121", "1 cup"), m("sr:6931", "1 cup", 0.5), m("sr:1032", "1 tbsp"), m("sr:11090", "1 cup, chopped")]),
    ("snack: a plum, 5 dried figs, 1 oz mozarella",
     [m("sr:9279", '1 fruit, (2-1/8" dia)'), m("sr:9094", "1 fig", 5), g("sr:1028", OZ)]),
    ("a cup of stawberries and 1 cup of pinapple chunks", [m("sr:9316", "1 cup, halves"), m("sr:9266", "1 cup, chunks")]),
]


# A seventh set, written after the sixth round of parser changes and before any further tuning: soups,
# snacks, pickled and canned foods, cooked vegetables, fish, restaurant sides and drinks, in other phrasings.
SEVENTH = [
    ("a cup of new england clam chowder (canned, made with water)", [m("sr:6430", "1 serving, 1 cup")]),
    ("1 cup minestrone soup, chunky", [m("sr:6039", "1 cup")]),
    ("2 oz beef jerky", [g("sr:19002", 2 * OZ)]),
    ("a large piece of beef jerky", [m("sr:19002", "1 piece, large")]),
    ("2 hard boiled eggs, chopped (1 cup)", [m("sr:1129", "1 cup, chopped")]),
    ("1 cup of edamame, prepared", [m("sr:11212", "1 cup")]),
    ("1/4 cup cashews, dry roasted", [m("sr:12585", "1 cup, halves and whole", 0.25)]),
    ("2 tbsp sunflower seeds", [g("sr:12036", 2 * 140 / 16, "1 cup = 140 g; 2 tbsp = 2/16 cup")]),
    ("10 black olives", [m("sr:9193", "1 large", 10)]),
    ("a cup of sauerkraut", [m("sr:11439", "1 cup")]),
    ("half a cup of sliced cooked carrots", [m("sr:11125", ".5 cup, slices")]),
    ("2 cups chopped raw kale", [m("sr:11233", "1 cup, chopped", 2)]),
    ("8 pods of boiled okra", [m("sr:11279", '8 pods, (3" long)')]),
    ("a cup of cherry tomatoes", [m("sr:11529", "1 cup, cherry tomatoes")]),
    ("1 cup shredded iceberg lettuce", [m("sr:11252", "1 cup, shredded")]),
    ("5 hush puppies", [m("sr:21129", "5 pieces")]),
    ("a piece of cornbread from a mix", [m("sr:18023", "1 piece")]),
    ("3 brown rice cakes", [m("sr:19051", "1 cake", 3)]),
    ("1/2 cup trail mix", [m("sr:19059", "1 cup", 0.5)]),
    ("16 oz bottle of root beer", [m("sr:14157", "1 can, or bottle (16 fl oz)")]),
    ("a 1.5 oz shot of 86 proof whiskey", [m("sr:14052", "1 jigger, 1.5 fl oz")]),
    ("mug of homemade hot cocoa (1 cup)", [m("sr:1105", "1 cup")]),
    ("KFC popcorn chicken, 20 pieces", [m("sr:21422", "10 pieces", 2)]),
    ("2 pieces of fast food fried chicken, drumstick and thigh", [m("sr:21035", "2 pieces")]),
    ("a fried catfish fillet and 1/2 cup of fast food hash browns",
     [m("sr:15011", "1 fillet"), m("sr:21026", ".5 cup")]),
    ("3 oz breaded fried shrimp with 2 tbsp ketchup", [g("sr:15150", 3 * OZ), m("sr:11935", "1 tbsp", 2)]),
    ("a rye bread sandwich with 2 oz part skim mozzarella and 1/2 cup sliced cucumber",
     [m("sr:18060", "1 slice", 2), g("sr:1028", 2 * OZ), m("sr:11205", ".5 cup, slices")]),
    ("breakfast - 1 cup frosted flakes, 1 cup 2% milk, a whole wheat english muffin with 1 tbsp jam",
     [m("sr:8069", "1 cup"), m("sr:1079", "1 cup"), m("sr:18266", "1 muffin"), m("sr:19297", "1 tbsp")]),
    ("small whole wheat pita, 3 tbsp hummus, 1 cup chopped celery",
     [m("sr:18042", '1 pita, small (4" dia)'), m("sr:16158", "1 tbsp", 3), m("sr:11143", "1 cup, chopped")]),
    ("dinner: 5 oz grilled catfish (farmed), 1 cup okra slices boiled, 1 piece of cornbread, 12 oz ginger ale",
     [g("sr:15235", 5 * OZ), m("sr:11279", ".5 cup, slices", 2), m("sr:18023", "1 piece"), m("sr:14136", "1 fl oz", 12)]),
]


# An eighth set, written after the seventh round of parser changes and before any further tuning:
# restaurant and takeout dishes (survey dishes with their weight typed), breads, cookies, candy, cheeses,
# deli meat, steak and canned fruit, phrased as people log them.
EIGHTH = [
    ("pad thai with chicken, 350 g", [g("fn:pad thai with chicken", 350)]),
    ("orange chicken (about 200g)", [g("fn:orange chicken", 200)]),
    ("a beef enchilada from a fast food place", [m("sr:21075", "1 enchilada")]),
    ("2 cheese enchiladas", [m("sr:21074", "1 enchilada", 2)]),
    ("chicken quesadilla 250 g", [g("fn:quesadilla, chicken", 250)]),
    ("falafel sandwich, 300 grams", [g("fn:falafel sandwich", 300)]),
    ("6 falafel patties", [m("sr:16138", '1 patty, (approx 2-1/4" dia)', 6)]),
    ("3/4 cup cheese tortellini", [m("sr:22901", ".75 cup")]),
    ("a medium slice of french bread", [m("sr:18029", '1 slice, medium (4" x 2-1/2" x 1-3/4")')]),
    ("2 big oatmeal cookies", [m("sr:18178", '1 cookie, big (3-1/2" - 4" dia) (include Archway brand, Grandma brand)', 2)]),
    ("three peanut butter cookies", [m("sr:18185", "1 cookie", 3)]),
    ("a cup of bite size cheese crackers", [m("sr:18214", "1 cup, bite size")]),
    ("a small corn muffin", [m("sr:18279", "1 small")]),
    ("4 oz roasted ham, extra lean", [g("sr:10134", 4 * OZ)]),
    ("8 oz top sirloin steak, broiled, lean only", [g("sr:13454", 8 * OZ)]),
    ("2 oz provolone", [g("sr:1035", 2 * OZ)]),
    ("a 4 oz scoop of cottage cheese", [m("sr:1012", "4 oz")]),
    ("1 cup lowfat cottage cheese (2%)", [m("sr:1015", "1 cup, (not packed)")]),
    ("2 tbsp light sour cream", [g("sr:1179", 2 * 15, "1 tbsp of sour cream = 15 g (SR 1055)")]),
    ("1 oz milk chocolate", [g("sr:19120", OZ)]),
    ("a 1.55 oz milk chocolate bar with almonds", [m("sr:19132", "1 bar, (1.55 oz)")]),
    ("a cup of hummus", [m("sr:16158", "1 cup")]),
    ("1 cup chow mein noodles", [m("sr:20113", "1 cup")]),
    ("lunch: 2 slices french bread, 2 oz provolone, 3 oz extra lean ham",
     [m("sr:18029", '1 slice, medium (4" x 2-1/2" x 1-3/4")', 2), g("sr:1035", 2 * OZ), g("sr:10134", 3 * OZ)]),
    ("takeout - 300 g sweet and sour pork and a cup of white rice",
     [g("fn:sweet and sour pork", 300), m("sr:20045", "1 cup")]),
    ("general tso chicken 250g, 1 cup steamed white rice, 1 egg roll (pork)",
     [g("fn:general tso chicken", 250), m("sr:20045", "1 cup"), m("sr:22953", "1 roll")]),
    ("2 cheese enchiladas, 1/2 cup refried beans, 2 tbsp sour cream",
     [m("sr:21074", "1 enchilada", 2), m("sr:16103", "1 cup", 0.5), m("sr:1056", "1 tbsp", 2)]),
    ("snack: 2 peanut butter cookies and 8 oz 2% milk",
     [m("sr:18185", "1 cookie", 2), m("sr:1079", "1 fl oz", 8)]),
    ("dinner - 6 oz broiled top sirloin (lean only), a cup of hash browns (homemade), 1/2 cup corn",
     [g("sr:13454", 6 * OZ), m("sr:11370", "1 cup"), m("sr:11172", "1 cup", 0.5)]),
    ("bagel with 2 tbsp cream cheese and a cup of fruit cocktail in heavy syrup",
     [m("sr:18406", '1 small bagel, (3" dia)'), m("sr:1017", "1 tbsp", 2), m("sr:9100", "1 cup")]),
]


# A ninth set, written after the eighth round of parser changes and before any further tuning: fruit and
# vegetables by their cup forms, deli and sausages, seafood, cheeses, grains, pastries, candy, juices, in
# singles and whole meals.
NINTH = [
    ("a cup of sliced apricots", [m("sr:9021", "1 cup, sliced")]),
    ("1 cup papaya cubes", [m("sr:9226", "1 cup, cubes")]),
    ("1/3 cup dried cranberries", [m("sr:9079", ".33 cup")]),
    ("half a cup of mandarin oranges canned in juice", [m("sr:9219", "1 cup", 0.5)]),
    ("a cup of boiled spinach", [m("sr:11458", "1 cup")]),
    ("a medium boiled potato, no skin", [m("sr:11367", '1 medium, (2-1/4" to 3-1/4" dia.)')]),
    ("1 cup baked butternut squash cubes", [m("sr:11486", "1 cup, cubes")]),
    ("1 cup shredded raw cabbage", [m("sr:11109", "1 cup, shredded")]),
    ("a cup of chopped green pepper", [m("sr:11333", "1 cup, chopped")]),
    ("4 slices of beef salami", [m("sr:7068", "1 slice", 4)]),
    ("15 slices pepperoni", [m("sr:7057", "1 slice, round", 15)]),
    ("a cooked pork bratwurst", [m("sr:7013", "1 link, cooked")]),
    ("2 roasted chicken drumsticks with skin", [piece("sr:5069", "sr:5068", "1 drumstick, bone removed", 2)]),
    ("6 fried scallops from a fast food restaurant", [m("sr:21058", "6 pieces")]),
    ("a steamed lobster tail, 3 oz", [g("sr:15148", 3 * OZ)]),
    ("2 oz american cheese", [g("sr:1147", 2 * OZ)]),
    ("half cup whole milk ricotta", [m("sr:1036", ".5 cup")]),
    ("a cup of eggnog", [m("sr:1057", "1 cup")]),
    ("1 cup cooked pearled barley", [m("sr:20006", "1 cup")]),
    ("3/4 cup cooked bulgur", [m("sr:20013", "1 cup", 0.75)]),
    ("1 cup wild rice", [m("sr:20089", "1 cup")]),
    ("3 corn tortillas", [m("sr:18363", "1 tortilla", 3)]),
    ("a cheese danish", [m("sr:18245", "1 pastry")]),
    ("a large cinnamon roll with raisins", [m("sr:18356", "1 large")]),
    ("2 fruit toaster pastries", [m("sr:18362", "1 toaster pastry", 2)]),
    ("1 oz nacho cheese tortilla chips", [m("sr:19057", "1 oz")]),
    ("10 large jellybeans", [m("sr:19108", "10 large, (1 oz)")]),
    ("4 chocolate sandwich cookies", [m("sr:18166", "1 cookie", 4)]),
    ("12 oz grape juice", [m("sr:9135", "1 fl oz", 12)]),
    ("6 fl oz vegetable juice cocktail", [m("sr:11578", "6 fl oz")]),
    ("an 11 oz thick vanilla milkshake", [m("sr:1111", "1 container, (11 oz)")]),
    ("a broiled boneless pork chop, lean only", [m("sr:10201", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 113 g)")]),
    ("breakfast: a cheese danish, 12 oz grape juice and 2 slices of american cheese",
     [m("sr:18245", "1 pastry"), m("sr:9135", "1 fl oz", 12), g("sr:1147", 2 * 21, "1 slice = 21 g (SR 42205, 3/4 oz)")]),
    ("lunch - 3 corn tortillas, 3 oz roasted chicken drumstick meat, 1/2 cup chopped green pepper, 2 tbsp salsa",
     [m("sr:18363", "1 tortilla", 3), g("sr:5069", 3 * OZ), m("sr:11333", "1 cup, chopped", 0.5), m("sr:6164", "1 tbsp", 2)]),
    ("dinner: 1 cup wild rice, a cup of boiled spinach, 6 fried scallops",
     [m("sr:20089", "1 cup"), m("sr:11458", "1 cup"), m("sr:21058", "6 pieces")]),
    ("pizza night: 15 slices pepperoni, 1/2 cup whole milk ricotta, 1 cup shredded mozzarella",
     [m("sr:7057", "1 slice, round", 15), m("sr:1036", ".5 cup"), m("sr:1026", "1 cup, shredded")]),
    ("snack - 1/3 cup dried cranberries and 1 oz nacho cheese tortilla chips",
     [m("sr:9079", ".33 cup"), m("sr:19057", "1 oz")]),
    ("a pork bratwurst on a hot dog bun with 1 tbsp mustard and 1/2 cup sauerkraut",
     [m("sr:7013", "1 link, cooked"), m("sr:18350", "1 roll"), g("sr:2046", 15, "1 tbsp = 3 tsp x 5 g"), m("sr:11439", "1 cup", 0.5)]),
    ("1 cup cooked barley with 1 cup chopped cabbage", [m("sr:20006", "1 cup"), m("sr:11109", "1 cup, chopped")]),
    ("2 chocolate sandwich cookies and a cup of eggnog", [m("sr:18166", "1 cookie", 2), m("sr:1057", "1 cup")]),
]


# A tenth set, written after the ninth round of parser changes and before any further tuning: everyday
# meals the way people log them (chains, breakfasts, pasta, snacks, drinks), with everyday foods the shared
# development set does not use.
TENTH = [
    ("mcchicken", [m("sr:21356", "1 item")]),
    ("quarter pounder with cheese and a mcdonalds hash brown", [m("sr:21235", "1 item"), m("sr:21319", "2 oz")]),
    ("mcdonald's baked apple pie", [m("sr:21324", "2.7 oz")]),
    ("sausage mcmuffin with egg", [m("sr:21359", "1 item, 5.7 oz")]),
    ("filet-o-fish, no tartar sauce", [m("sr:21382", "1 item")]),
    ("2 taco bell soft tacos with beef", [m("sr:21261", "1 item", 2)]),
    ("bk original chicken sandwich", [m("sr:21259", "1 item")]),
    ("wendys homestyle chicken sandwich", [m("sr:21244", "1 item")]),
    ("2 slices papa johns pepperoni pizza", [m("sr:21284", "1 slice", 2)]),
    ("a slice of pizza hut pepperoni pizza, thick crust", [m("sr:21297", "1 slice")]),
    ("1 cup raisin bran with 3/4 cup skim milk", [m("sr:8060", "1 cup, ( 1 NLEA serving)"), m("sr:1085", "1 cup", 0.75)]),
    ("a packet of plain instant oatmeal, dry", [m("sr:8122", "1 packet")]),
    ("1 cup oatmeal made with water and 1 tbsp honey", [m("sr:8121", "1 cup"), m("sr:19296", "1 tbsp")]),
    ("a small pear", [m("sr:9252", "1 small")]),
    ("2 kiwis", [m("sr:9148", "1 fruit, without skin large", 2)]),
    ("20 red grapes", [m("sr:9132", "10 grapes", 2)]),
    ("4 oz ground pork, cooked", [g("sr:10220", 4 * OZ)]),
    ("a quarter pound burger patty, 80/20, pan broiled", [m("sr:23574", "1 patty, ( yield from 1/4 lb raw meat )")]),
    ("8 large boiled shrimp", [m("sr:15151", "4 large", 2)]),
    ("an order of fried shrimp (6-8 shrimp)", [m("sr:21059", "1 , 6-8 shrimp")]),
    ("1 cup canned spaghetti with meatballs", [m("sr:22912", "1 cup")]),
    ("2 cups cooked elbow macaroni", [m("sr:20100", "1 cup, elbow shaped", 2)]),
    ("10 pretzel twists", [m("sr:19047", "10 twists")]),
    ("3 oatmeal raisin cookies (homemade)", [m("sr:18184", '1 cookie, (2-5/8" dia)', 3)]),
    ("a 12 oz can of root beer", [m("sr:14157", "1 fl oz", 12)]),
    ("16 oz 1% milk", [m("sr:1082", "1 fl oz", 16)]),
    ("breakfast: 3 hotcakes from mcdonalds, 2 tbsp maple syrup, a small OJ (12 oz)",
     [m("sr:21321", "3 hotcakes"), m("sr:19353", "1 tbsp", 2), m("sr:9206", "1 fl oz", 12)]),
    ("lunch - 2 slices papa johns cheese pizza and a 20 oz coke",
     [m("sr:21283", "1 slice", 2), m("sr:14400", "1 fl oz", 20)]),
    ("dinner: 2 cups cooked elbow macaroni, 1/2 cup marinara, 4 oz ground pork, 2 tbsp grated parmesan",
     [m("sr:20100", "1 cup, elbow shaped", 2), m("sr:6931", "1 cup", 0.5), g("sr:10220", 4 * OZ), m("sr:1032", "1 tbsp", 2)]),
    ("snack - a small pear and 10 pretzel twists", [m("sr:9252", "1 small"), m("sr:19047", "10 twists")]),
    ("1 cup cooked oatmeal, 1/2 cup blueberries, 1 tbsp brown sugar, 1/2 cup 2% milk",
     [m("sr:8121", "1 cup"), m("sr:9050", "1 cup", 0.5), m("sr:19334", "1 cup, unpacked", 1 / 16), m("sr:1079", "1 cup", 0.5)]),
    ("post workout: 2 kiwis, 8 large boiled shrimp and 1 cup brown rice",
     [m("sr:9148", "1 fruit, without skin large", 2), m("sr:15151", "4 large", 2), m("sr:20037", "1 cup")]),
    ("2 mcchickens and a medium fries", [m("sr:21356", "1 item", 2), m("sr:21238", "1 medium, serving")]),
    ("bowl of raisin bran (1 cup) w/ 1 cup skim milk and a banana", [m("sr:8060", "1 cup, ( 1 NLEA serving)"), m("sr:1085", "1 cup"), g("fd:bananas, ripe and slightly ripe, raw", 115, "1 Banana = 115 g")]),
    ("a burger patty (1/4 lb, 80% lean, pan-broiled) on a hamburger bun with 1 slice american cheese",
     [m("sr:23574", "1 patty, ( yield from 1/4 lb raw meat )"), m("sr:18350", "1 roll"), g("sr:1147", 21, "1 slice = 21 g (SR 42205, 3/4 oz)")]),
    ("12 oz light beer and 2 oz pretzels", [m("sr:14006", "1 fl oz", 12), g("sr:19047", 2 * OZ)]),
    ("a cup of red grapes and 1 oz cheddar", [m("sr:9132", "1 cup"), g("sr:1009", OZ)]),
    ("3 oz steamed shrimp with a tablespoon of ketchup", [g("sr:15151", 3 * OZ), m("sr:11935", "1 tbsp")]),
    ("2 sausage mcmuffins", [m("sr:21358", "1 item, 4 oz", 2)]),
    ("3 chocolate chip cookies and a glass of 1% milk", [m("sr:18159", "1 cookie, (average weight of 1 cookie, variety of brands)", 3), m("sr:1082", "1 cup")]),
]


# An eleventh set, written after the tenth round of parser changes and before any further tuning: home
# cooking and packed lunches (roast chicken, beans, frozen vegetables, salads with dressing, tortillas,
# hot cereal, smoked salmon, nut butter), phrased with the quantities people use.
ELEVENTH = [
    ("2 oz smoked salmon", [g("sr:15077", 2 * OZ)]),
    ("a cup of cream of wheat made with water", [m("sr:8103", "1 cup")]),
    ("2 tbsp almond butter", [m("sr:12195", "1 tbsp", 2)]),
    ("a rice cake with 1 tablespoon almond butter", [m("sr:19051", "1 cake"), m("sr:12195", "1 tbsp")]),
    ("1 oz part skim mozzarella", [m("sr:1028", "1 oz")]),
    ("3 oz roasted chicken, light meat", [g("sr:5041", 3 * OZ)]),
    ("a cup of chopped roasted chicken (dark meat)", [m("sr:5045", "1 cup, chopped or diced")]),
    ("a flour tortilla", [m("sr:18364", '1 tortilla, medium (approx 6" dia)')]),
    ("1 cup pinto beans", [m("sr:16043", "1 cup")]),
    ("1/2 cup canned kidney beans", [m("sr:16034", "1 cup", 0.5)]),
    ("half a cup of frozen peas, cooked", [m("sr:11313", ".5 cup")]),
    ("1 cup frozen corn, boiled", [m("sr:11179", ".5 cup", 2)]),
    ("a cup of mixed vegetables (frozen, cooked)", [m("sr:11584", ".5 cup", 2)]),
    ("1 cup broccoli florets", [m("sr:11740", "1 cup, flowerets")]),
    ("2 cups shredded romaine with 2 tbsp blue cheese dressing", [m("sr:11251", "1 cup, shredded", 2), m("sr:4539", "1 tbsp", 2)]),
    ("a cup of plain croutons", [m("sr:18242", "1 cup")]),
    ("16 oz coffee", [m("sr:14209", "1 fl oz", 16)]),
    ("a double espresso (2 fl oz)", [m("sr:14210", "1 fluid ounce", 2)]),
    ("1 oz microwave popcorn", [m("sr:25026", "1 oz")]),
    ("5 whole wheat crackers", [m("sr:18235", "1 cracker", 5)]),
    ("lunch: 2 flour tortillas, 3 oz chopped roasted chicken (light meat), 1/2 cup pinto beans, 2 tbsp salsa",
     [m("sr:18364", '1 tortilla, medium (approx 6" dia)', 2), g("sr:5041", 3 * OZ), m("sr:16043", "1 cup", 0.5), m("sr:6164", "1 tbsp", 2)]),
    ("dinner - 4 oz roasted chicken dark meat, 1/2 cup peas, 1/2 cup corn, 1 cup mashed potatoes",
     [g("sr:5045", 4 * OZ), m("sr:11313", ".5 cup"), m("sr:11179", ".5 cup"), m("sr:11934", "1 cup")]),
    ("salad: 3 cups romaine, 1/2 cup croutons, 2 tbsp blue cheese dressing, 1 oz parmesan",
     [m("sr:11251", "1 cup, shredded", 3), m("sr:18242", "1 cup", 0.5), m("sr:4539", "1 tbsp", 2), g("sr:1033", OZ)]),
    ("breakfast: a toasted bagel with 2 oz smoked salmon and 2 tbsp cream cheese",
     [m("sr:18002", '1 bagel, (3" dia)'), g("sr:15077", 2 * OZ), m("sr:1017", "1 tbsp", 2)]),
    ("1 cup cream of wheat (cooked with water) with 1 tbsp brown sugar and 1/2 cup whole milk",
     [m("sr:8103", "1 cup"), m("sr:19334", "1 cup, unpacked", 1 / 16), m("sr:1077", "1 cup", 0.5)]),
    ("snack: 10 whole wheat crackers and 1 oz part-skim mozzarella", [m("sr:18235", "1 cracker", 10), m("sr:1028", "1 oz")]),
    ("bean burrito at home: 1 flour tortilla, 1/2 cup pinto beans, 1 oz cheddar, 2 tbsp sour cream",
     [m("sr:18364", '1 tortilla, medium (approx 6" dia)'), m("sr:16043", "1 cup", 0.5), g("sr:1009", OZ), m("sr:1056", "1 tbsp", 2)]),
    ("chili at home: 4 oz 90% lean ground beef (pan-browned), 1/2 cup kidney beans, 1/2 cup tomato sauce",
     [g("sr:23565", 4 * OZ), m("sr:16028", "1 cup", 0.5), m("sr:11549", "1 cup", 0.5)]),
    ("an iced latte, 16 oz (480 g)", [g("fn:coffee, iced latte", 480)]),
    ("2 cups of popcorn, oil popped, and a can of coke", [m("sr:19035", "1 cup", 2), m("sr:14400", "1 can, 12 fl oz")]),
]


# A twelfth set, written after the eleventh round of parser changes and before any further tuning:
# canned and packaged foods, soups, desserts, nuts, deli and cured meats, drinks made from mixes.
TWELFTH = [
    ("1/4 cup mixed nuts", [m("sr:12635", "1 cup", 0.25)]),
    ("a cup of unsweetened applesauce", [m("sr:9019", "1 cup")]),
    ("2 peach halves in heavy syrup", [m("sr:9241", "1 half, with liquid", 2)]),
    ("a cup of canned beef stew (232 g)", [g("sr:22905", 232)]),
    ("3 oz corned beef, cooked", [m("sr:13347", "3 oz")]),
    ("2 slices canned corned beef", [m("sr:13348", "1 slice, (3/4 oz)", 2)]),
    ("6 oz braised spareribs", [g("sr:10089", 6 * OZ)]),
    ("a fruit ice pop, no sugar added", [m("sr:19217", "1 bar")]),
    ("1/4 of a 15.1 oz frozen cheese pizza", [m("sr:21224", "1 package, 15.1 oz pizza", 0.25)]),
    ("a cup of vegetable beef soup (canned, prepared with water)", [m("sr:6471", "1 cup, (8 fl oz)")]),
    ("half a can of condensed cream of mushroom soup", [m("sr:6043", "1 can, (10.7 oz)", 0.5)]),
    ("6 fl oz hot cocoa from a mix", [m("sr:14194", "1 serving, 6 fl oz")]),
    ("a glass of lemonade made from frozen concentrate", [m("sr:14293", "1 serving, 1 cup 8 fl oz")]),
    ("a slice of lemon meringue pie (1/6 of an 8 inch pie)", [m("sr:18320", '1 piece, (1/6 of 8" pie)')]),
    ("a piece of yellow cake with chocolate frosting", [m("sr:18140", "1 piece, (1/8 of 18 oz cake)")]),
    ("2 old-fashioned cake donuts", [m("sr:18248", "1 doughnut, stick", 2)]),
    ("3 chocolate frosted donettes", [m("sr:18249", '1 donettes, (2" dia)', 3)]),
    ("a medium glazed cake doughnut", [m("sr:18250", '1 doughnut, medium (approx 3" dia)')]),
    ("1 oz dry roasted mixed nuts", [m("sr:12635", "1 oz")]),
    ("dessert: a slice of yellow cake with vanilla frosting and 1/2 cup vanilla ice cream",
     [m("sr:18141", "1 piece, (1/8 of 18 oz cake)"), m("sr:19095", "1 serving, 1/2 cup")]),
    ("lunch: a cup of vegetable beef soup (made with water), 5 saltines, 1 cup sliced apple",
     [m("sr:6471", "1 cup, (8 fl oz)"), m("sr:18228", "5 crackers, square (1 serving)"), m("sr:9003", "1 cup, slices")]),
    ("snack: 1/4 cup mixed nuts and a cup of applesauce", [m("sr:12635", "1 cup", 0.25), m("sr:9019", "1 cup")]),
    ("breakfast - 2 glazed cake donuts and 12 oz coffee with 2 tbsp half and half",
     [m("sr:18250", '1 doughnut, medium (approx 3" dia)', 2), m("sr:14209", "1 fl oz", 12), m("sr:1049", "1 tbsp", 2)]),
    ("corned beef sandwich: 3 oz cooked corned beef, 2 slices rye, 1 tbsp mustard",
     [m("sr:13347", "3 oz"), m("sr:18060", "1 slice", 2), g("sr:2046", 15, "1 tbsp = 3 tsp x 5 g")]),
    ("bbq night: 8 oz braised spareribs, 1 cup baked beans, 1 cup coleslaw (homemade)",
     [g("sr:10089", 8 * OZ), m("sr:16006", "1 cup"), m("sr:11159", ".5 cup", 2)]),
    ("2 slices of frozen cheese pizza (1/8 of a 24 oz pizza each)", [m("sr:21224", "1 package, 24 oz pizza", 2 / 8)]),
    ("a can of condensed cream of mushroom soup", [m("sr:6043", "1 can, (10.7 oz)")]),
    ("12 oz lemonade and a fruit ice pop", [m("sr:14293", "1 fl oz", 12), m("sr:19217", "1 bar")]),
    ("two peach halves (heavy syrup) with 1/2 cup cottage cheese",
     [m("sr:9241", "1 half, with liquid", 2), m("sr:1012", "1 cup, large curd (not packed)", 0.5)]),
]


# A thirteenth set, written after the twelfth round of parser changes and before any further tuning:
# sandwiches and their parts (breads, deli meats, cheeses, spreads), lunchbox sides and drinks.
THIRTEENTH = [
    ("a fast food chicken fillet sandwich", [m("sr:21102", "1 sandwich")]),
    ("chicken fillet sandwich with cheese", [m("sr:21103", "1 sandwich")]),
    ("3 slices extra lean ham", [m("sr:7028", "1 slice, oval", 3)]),
    ("2 slices of beef bologna", [m("sr:7007", "1 slice", 2)]),
    ("1 oz muenster cheese", [g("sr:1030", OZ)]),
    ("1/4 cup shredded colby", [m("sr:1011", "1 cup, shredded", 0.25)]),
    ("half a cup of shredded monterey jack", [m("sr:1025", "1 cup, shredded", 0.5)]),
    ("2 slices multigrain bread", [m("sr:18035", "1 slice, regular", 2)]),
    ("a slice of oatmeal bread, toasted", [m("sr:18040", "1 slice")]),
    ("2 slices raisin bread", [m("sr:18047", "1 slice, large", 2)]),
    ("a kaiser roll", [m("sr:18353", '1 roll, (3-1/2" dia)')]),
    ("10 saltine crackers", [m("sr:18228", "5 crackers, square (1 serving)", 2)]),
    ("a tablespoon of jelly", [m("sr:19300", "1 serving, 1 tbsp")]),
    ("3 tbsp smooth peanut butter", [m("sr:16098", "2 tbsp", 1.5)]),
    ("ham and cheese sandwich: 2 slices multigrain bread, 2 slices regular ham, 1 oz muenster, 1 tsp mustard",
     [m("sr:18035", "1 slice, regular", 2), m("sr:7029", "1 slice", 2), g("sr:1030", OZ), m("sr:2046", "1 tsp, or 1 packet")]),
    ("pb and j on raisin bread: 2 slices raisin bread, 2 tbsp peanut butter, 1 tbsp jelly",
     [m("sr:18047", "1 slice, large", 2), m("sr:16098", "2 tbsp"), m("sr:19300", "1 serving, 1 tbsp")]),
    ("a kaiser roll with 2 slices beef bologna and 1 slice american cheese",
     [m("sr:18353", '1 roll, (3-1/2" dia)'), m("sr:7007", "1 slice", 2), g("sr:1147", 21, "1 slice = 21 g (SR 42205, 3/4 oz)")]),
    ("lunchbox: 10 saltines, 1 oz colby, a cup of grapes, a juice box of apple juice (6.75 fl oz)",
     [m("sr:18228", "5 crackers, square (1 serving)", 2), g("sr:1011", OZ), m("sr:9132", "1 cup"), m("sr:9016", "1 cup", 6.75 / 8)]),
    ("2 pieces of fast food fried chicken (breast and wing) and a biscuit",
     [m("sr:21036", "2 pieces"), m("sr:18009", "1 biscuit")]),
    ("quesadilla at home: 2 flour tortillas, 1/2 cup shredded monterey jack, 2 tbsp salsa, 2 tbsp sour cream",
     [m("sr:18364", '1 tortilla, medium (approx 6" dia)', 2), m("sr:1025", "1 cup, shredded", 0.5), m("sr:6164", "1 tbsp", 2), m("sr:1056", "1 tbsp", 2)]),
]


# A fourteenth set, written after the thirteenth round of parser changes and before any further tuning:
# fish and seafood dinners, breakfasts out, and everyday sides, mixing counts, weights and household measures.
FOURTEENTH = [
    ("a baked cod fillet", [m("sr:15016", "1 fillet")]),
    ("half a fillet of baked pollock", [m("sr:15205", ".5 fillet")]),
    ("4 fish sticks", [m("sr:15027", '1 stick, (4" x 1" x 1/2")', 4)]),
    ("a grilled rainbow trout fillet", [m("sr:15116", "1 fillet")]),
    ("6 oz baked halibut", [g("sr:15037", 6 * OZ)]),
    ("3/4 cup fried clams", [m("sr:21043", ".75 cup")]),
    ("6 fried oysters from a fast food place", [m("sr:21048", "6 pieces")]),
    ("a crab cake", [m("sr:15142", "1 cake")]),
    ("3 oz fried squid", [m("sr:15176", "3 oz")]),
    ("1 cup flaked blue crab, steamed", [m("sr:15140", "1 cup, flaked and pieces")]),
    ("fish dinner: 2 fish sticks, 2 tbsp ketchup, 10 french fries", [m("sr:15027", '1 stick, (4" x 1" x 1/2")', 2), m("sr:11935", "1 tbsp", 2), m("sr:11409", "10 strips")]),
    ("dinner: 5 oz baked cod, 1 cup brown rice, 1/2 cup boiled carrots (sliced)",
     [g("sr:15016", 5 * OZ), m("sr:20037", "1 cup"), m("sr:11125", ".5 cup, slices")]),
    ("2 crab cakes with 1 tbsp mayo and a side salad (1.5 cups romaine)",
     [m("sr:15142", "1 cake", 2), m("sr:4025", "1 tbsp"), m("sr:11251", "1 cup, shredded", 1.5)]),
    ("breakfast out: 2 eggs over easy, 2 pancakes (4 inch), 2 strips of bacon, 1 cup coffee with 1 tbsp half and half",
     [m("sr:1128", "1 large", 2), m("sr:18390", '1 pancake, (4" dia)', 2), m("sr:10862", "1 slice, cooked", 2), m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp")]),
    ("grilled trout fillet, 1 cup cooked quinoa and 6 asparagus spears",
     [m("sr:15116", "1 fillet"), m("sr:20137", "1 cup"), m("sr:11012", '4 spears, (1/2" base)', 1.5)]),
    ("surf and turf: 6 oz broiled top sirloin and 3 oz steamed shrimp",
     [g("sr:13451", 6 * OZ), g("sr:15151", 3 * OZ)]),
    ("a tuna sandwich: 3 oz canned tuna in water, 1 tbsp mayo, 2 slices whole wheat bread",
     [g("sr:15121", 3 * OZ), m("sr:4025", "1 tbsp"), m("sr:18075", "1 slice", 2)]),
    ("8 oz baked pollock and 2 cups steamed broccoli",
     [g("sr:15205", 8 * OZ), m("sr:11090", "1 cup, chopped", 2)]),
    ("12 large boiled shrimp with 2 tbsp ketchup", [m("sr:15151", "4 large", 3), m("sr:11935", "1 tbsp", 2)]),
    ("a crab cake sandwich: 1 crab cake on a hamburger bun", [m("sr:15142", "1 cake"), m("sr:18350", "1 roll")]),
]


# A fifteenth set, written after the fourteenth round of parser changes and before any further tuning:
# ordinary days the way the shared development set is phrased (singles and meals with household measures,
# a chain, a typo or two), with foods that set does not use.
FIFTEENTH = [
    ("a cup of vanilla yogurt", [m("sr:1119", "1 cup, (8 fl oz)")]),
    ("1/2 cup homemade granola", [m("sr:8037", "1 cup", 0.5)]),
    ("3/4 cup honey nut cheerios", [m("sr:8045", ".75 cup, (1 NLEA serving)")]),
    ("2 frozen buttermilk waffles", [m("sr:18932", "1 waffle, square", 2)]),
    ("3 egg whites", [m("sr:1124", "1 large", 3)]),
    ("1/2 cup diced cheddar", [m("sr:1009", "1 cup, diced", 0.5)]),
    ("a cup of chopped roast turkey", [m("sr:5168", "1 cup, chopped or diced")]),
    ("4 oz roasted turkey breast with skin", [g("sr:5192", 4 * OZ)]),
    ("6 chicken mcnuggets and a small coke", [m("sr:21309", "6 pieces, 3.4 oz"), m("sr:14400", "1 fl oz", 16)]),
    ("vanila yogurt (1 container, 8 oz) with 1/4 cup granola", [m("sr:1119", "1 container, (8 oz)"), m("sr:8037", "1 cup", 0.25)]),
    ("breakfast: 2 buttermilk waffles (frozen), 2 tbsp maple syrup, 1 cup of 2% milk",
     [m("sr:18932", "1 waffle, square", 2), m("sr:19353", "1 tbsp", 2), m("sr:1079", "1 cup")]),
    ("egg white omelet: 4 egg whites, 1/2 cup frozen spinach (cooked), 1 oz cheddar",
     [m("sr:1124", "1 large", 4), m("sr:11464", ".5 cup"), g("sr:1009", OZ)]),
    ("turkey dinner - 5 oz roasted turkey (light meat), 1 cup mashed potatoes, 1/2 cup green beans, 2 tbsp cranberry sauce",
     [g("sr:5186", 5 * OZ), m("sr:11934", "1 cup"), m("sr:11053", "1 cup", 0.5), g("sr:9081", 2 * 277 / 16, "1 cup = 277 g; 2 tbsp = 1/8 cup")]),
    ("2 slices whit bread with 1 tbsp jam each", [g("fd:bread, white, commercially prepared", 2 * 27.3, "1 slice = 27.3 g"), m("sr:19297", "1 tbsp", 2)]),
]


# A sixteenth set, written after the fifteenth round of parser changes and before any further tuning:
# raw vegetables and fruit by the cup, cooking fats, spreads, and quick meals as people jot them down.
SIXTEENTH = [
    ("a cup of chopped tomato", [m("sr:11529", "1 cup, chopped or sliced")]),
    ("1/2 cup chopped onion", [m("sr:11282", "1 cup, chopped", 0.5)]),
    ("1 cup grated carrot", [m("sr:11124", "1 cup, grated")]),
    ("2 tbsp chopped scallions", [m("sr:11291", "1 tbsp, chopped", 2)]),
    ("a cup of sliced banana", [m("sr:9040", "1 cup, sliced")]),
    ("a large peeled apple", [m("sr:9004", '1 large, (3-1/4" dia)')]),
    ("1 tbsp canola oil", [m("sr:4582", "1 tbsp")]),
    ("2 tsp margarine", [m("sr:4132", "1 tsp", 2)]),
    ("a packet of instant coffee made with water, 6 fl oz", [m("sr:14215", "1 serving, 6 fl oz")]),
    ("2 cups boiled celery, diced", [m("sr:11144", "1 cup, diced", 2)]),
    ("omelet: 3 eggs, 1/4 cup chopped onion, 1/2 cup chopped tomato, 1 tbsp canola oil",
     [m("sr:1123", "1 cup, (4.86 large eggs)", 3 / 4.86), m("sr:11282", "1 cup, chopped", 0.25), m("sr:11529", "1 cup, chopped or sliced", 0.5), m("sr:4582", "1 tbsp")]),
    ("quick lunch - 2 slices whole wheat bread, 2 tsp margarine, 1 cup grated carrot, a large peeled apple",
     [m("sr:18075", "1 slice", 2), m("sr:4132", "1 tsp", 2), m("sr:11124", "1 cup, grated"), m("sr:9004", '1 large, (3-1/4" dia)')]),
    ("stir fry: 4 oz chicken breast (cooked), 1 cup chopped broccoli, 1/2 cup sliced onion, 1 tbsp canola oil, 1 tbsp soy sauce",
     [g("sr:5064", 4 * OZ), m("sr:11090", "1 cup, chopped"), m("sr:11282", "1 cup, sliced", 0.5), m("sr:4582", "1 tbsp"), m("sr:16123", "1 tbsp")]),
    ("smoothie: 1 cup sliced banana, 1 cup frozen strawberries, 1 cup skim milk",
     [m("sr:9040", "1 cup, sliced"), m("sr:9318", "1 cup, unthawed"), m("sr:1085", "1 cup")]),
    ("a cup of mashed banana", [m("sr:9040", "1 cup, mashed")]),
]


# A seventeenth set, written after the sixteenth round of parser changes and before any further tuning:
# cereal brands, coffee add-ins, condiments and a cookout, phrased the way people log them.
SEVENTEENTH = [
    ("a cup of special k", [m("sr:8067", "1 cup, (1 NLEA serving)")]),
    ("1 cup lucky charms with 1/2 cup whole milk", [m("sr:8050", "1 cup"), m("sr:1077", "1 cup", 0.5)]),
    ("3/4 cup cinnamon toast crunch", [m("sr:8272", ".75 cup, (1 NLEA serving)")]),
    ("coffee with 2 tsp powdered creamer and 2 tsp sugar", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1069", "1 tsp", 2), m("sr:19335", "1 tsp", 2)]),
    ("2 tbsp chocolate fudge syrup", [m("sr:19348", "2 tbsp")]),
    ("1 tbsp sweet relish", [m("sr:11945", "1 tbsp")]),
    ("10 large onion rings, oven-heated", [m("sr:11296", '10 rings, large (3-4" dia)')]),
    ("cookout: 2 plain hot dogs from a stand, 2 tbsp sweet relish, 1 cup potato salad (homemade), a can of root beer",
     [m("sr:21118", "1 sandwich", 2), m("sr:11945", "1 tbsp", 2), m("sr:11414", "1 cup"), m("sr:14157", "1 fl oz", 12)]),
    ("a bowl of special k (1 cup) with 1 cup 1% milk",
     [m("sr:8067", "1 cup, (1 NLEA serving)"), m("sr:1082", "1 cup")]),
    ("3 fried chicken wings (floured)", [m("sr:5102", "1 wing, bone removed", 3)]),
]


# An eighteenth set, written after the seventeenth round of parser changes and before any further tuning:
# spreads on breakfast breads, juices by the glass and bottle, instant drinks, and a Tex-Mex night.
EIGHTEENTH = [
    ("an egg bagel with 2 tbsp cream cheese", [m("sr:18003", '1 small bagel, (3" dia)'), m("sr:1017", "1 tbsp", 2)]),
    ("a whole wheat english muffin, toasted, with 1 tsp butter", [m("sr:18267", "1 muffin"), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("8 oz unsweetened cranberry juice", [m("sr:43382", "1 fl oz", 8)]),
    ("a glass of orange juice from concentrate, chilled", [m("sr:9209", "1 cup")]),
    ("a cup of instant tea, unsweetened", [m("sr:14367", "1 serving, 8 fl oz cup")]),
    ("1/4 cup ready-to-serve cheese sauce", [m("sr:6930", ".25 cup")]),
    ("1 oz plain tortilla chips", [m("sr:25028", "1 oz")]),
    ("1/2 cup vegetarian refried beans", [m("sr:16171", "1 cup", 0.5)]),
    ("tex-mex night: 1 oz plain tortilla chips, 1/4 cup cheese sauce, 1/2 cup refried beans, 2 tbsp salsa",
     [m("sr:25028", "1 oz"), m("sr:6930", ".25 cup"), m("sr:16103", "1 cup", 0.5), m("sr:6164", "1 tbsp", 2)]),
    ("breakfast: an egg bagel, 1 tbsp cream cheese and 8 oz orange juice (from concentrate)",
     [m("sr:18003", '1 small bagel, (3" dia)'), m("sr:1017", "1 tbsp"), m("sr:9209", "1 fl oz", 8)]),
]


# A nineteenth set, written at the start of a new session before any parser change: fruit by the piece,
# pulses and grains by the cup, breakfast breads, drinks by the can and glass, and a few plated meals.
NINETEENTH = [
    ("a plum", [m("sr:9279", '1 fruit, (2-1/8" dia)')]),
    ("a cup of blackberries", [m("sr:9042", "1 cup")]),
    ("6 dried apricot halves", [m("sr:9032", "1 half", 6)]),
    ("4 spears of boiled asparagus", [m("sr:11012", '4 spears, (1/2" base)')]),
    ("1/2 cup cauliflower, boiled", [m("sr:11136", '.5 cup, (1" pieces)')]),
    ("1 cup cooked lentils", [m("sr:16070", "1 cup")]),
    ("half a cup of canned chickpeas", [m("sr:16058", "1 cup", 0.5)]),
    ("1/2 cup 2% cottage cheese", [m("sr:1015", "1 cup, (not packed)", 0.5)]),
    ("a cup of couscous", [m("sr:20029", "1 cup, cooked")]),
    ("1 cup cooked bulgur", [m("sr:20013", "1 cup")]),
    ("a baked cod fillet", [m("sr:15016", "1 fillet")]),
    ("4 oz firm tofu", [g("sr:16126", 4 * OZ)]),
    ("1 cup of edamame, cooked", [m("sr:11212", "1 cup")]),
    ("2 medjool dates", [m("sr:9421", "1 date, pitted", 2)]),
    ("5 prunes", [m("sr:9291", "1 prune, pitted", 5)]),
    ("a kiwi", [m("sr:9405", "1 fruit, without skin medium")]),
    ("3 oz roast leg of lamb", [m("sr:17012", "3 oz")]),
    ("2 oz sardines canned in oil", [g("sr:15088", 2 * OZ)]),
    ("a large baked sweet potato", [m("sr:11508", "1 large")]),
    ("1 cup cream of wheat made with water", [m("sr:8103", "1 cup")]),
    ("2 toasted frozen waffles", [m("sr:18403", '1 waffle, round (4" dia)', 2)]),
    ("a small blueberry muffin", [m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("a buttermilk biscuit", [m("sr:18009", "1 biscuit")]),
    ("a mini croissant", [m("sr:18239", "1 croissant, mini")]),
    ("10 baby carrots and 2 tbsp hummus", [m("sr:11960", "1 medium", 10), m("sr:16158", "1 tbsp", 2)]),
    ("1 oz beef jerky", [m("sr:19002", "1 oz")]),
    ("2 brown rice cakes with 1 tbsp almond butter", [m("sr:19051", "2 cakes"), m("sr:12195", "1 tbsp")]),
    ("a 12 oz can of beer", [m("sr:14003", "1 can")]),
    ("a 5 oz glass of red wine", [m("sr:14096", "1 fl oz", 5)]),
    ("a cup of lowfat chocolate milk", [m("sr:1104", "1 cup")]),
    ("12 oz of lemonade made from frozen concentrate", [m("sr:14293", "1 fl oz", 12)]),
    ("a small chocolate shake from a fast food place", [m("sr:14346", "1 small, 12 fl oz")]),
    ("1/2 cup coleslaw", [m("sr:11159", ".5 cup")]),
    ("a cup of raw chopped kale with 1 tbsp olive oil", [m("sr:11233", "1 cup, chopped"), m("sr:4053", "1 tablespoon")]),
    ("a cup of sweet cherries (pitted)", [m("sr:9070", "1 cup, without pits")]),
    ("dinner: a baked cod fillet, a cup of couscous and 4 asparagus spears",
     [m("sr:15016", "1 fillet"), m("sr:20029", "1 cup, cooked"), m("sr:11012", '4 spears, (1/2" base)')]),
    ("lentil bowl: 1 cup cooked lentils, 1 cup brown rice, 1 tbsp olive oil",
     [m("sr:16070", "1 cup"), m("sr:20037", "1 cup"), m("sr:4053", "1 tablespoon")]),
    ("snack: 1/2 cup cottage cheese (2%) and 1/2 cup blackberries",
     [m("sr:1015", "1 cup, (not packed)", 0.5), m("sr:9042", "1 cup", 0.5)]),
    ("tofu stir fry: 4 oz firm tofu, 1 cup chopped broccoli, 1 tbsp soy sauce, 1 tbsp canola oil",
     [g("sr:16126", 4 * OZ), m("sr:11090", "1 cup, chopped"), m("sr:16123", "1 tbsp"), m("sr:4582", "1 tbsp")]),
    ("breakfast: 2 toasted waffles, 2 tbsp maple syrup and a cup of lowfat chocolate milk",
     [m("sr:18403", '1 waffle, round (4" dia)', 2), m("sr:19353", "1 tbsp", 2), m("sr:1104", "1 cup")]),
    ("happy hour: two 12 oz beers and 1 oz beef jerky", [m("sr:14003", "1 fl oz", 24), m("sr:19002", "1 oz")]),
]


# A twentieth set, written after the nineteenth round of parser changes and before any further tuning:
# deli and sandwich makings, desserts by the slice, shellfish, snacks by the ounce, and plated dinners.
TWENTIETH = [
    ("3 slices of deli ham", [m("sr:7029", "1 slice", 3)]),
    ("a cup of canned chili with beans", [m("sr:16059", "1 cup")]),
    ("a large baked potato with 2 tbsp sour cream", [m("sr:11828", '1 potato, large (3" to 4-1/4" dia)'), m("sr:1056", "1 tbsp", 2)]),
    ("1/2 cup cooked black beans", [m("sr:16015", "1 cup", 0.5)]),
    ("a slice of cheesecake", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("a slice of apple pie", [m("sr:18301", '1 piece, (1/8 of 9" dia)')]),
    ("a large brownie", [m("sr:18151", '1 square, large (2-3/4" sq x 7/8")')]),
    ("a 6 oz container of lowfat fruit yogurt", [m("sr:1121", "1 container, (6 oz)")]),
    ("2 tbsp ranch dressing", [m("sr:4639", "1 tablespoon", 2)]),
    ("3 oz steamed mussels", [m("sr:15165", "3 oz")]),
    ("6 raw oysters", [m("sr:15167", "6 medium")]),
    ("1 oz dark chocolate, 70-85% cacao", [m("sr:19904", "1 oz")]),
    ("1 oz dry roasted cashews", [g("sr:12085", OZ)]),
    ("a small order of mcdonald's fries", [m("sr:21238", "1 small, serving")]),
    ("a cup of cheerios with 1/2 cup skim milk", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup", 0.5)]),
    ("2 slices rye toast with 2 tsp butter", [m("sr:18061", "1 slice, large", 2), m("sr:1001", "1 tbsp", 2 / 3)]),
    ("1/2 cup vanilla ice cream", [m("sr:19095", "1 serving, 1/2 cup")]),
    ("4 oz cooked ground turkey", [g("sr:5306", 4 * OZ)]),
    ("a cup of cooked spaghetti", [m("sr:20121", "1 cup")]),
    ("a medium pear", [m("sr:9252", "1 medium")]),
    ("half a cup of unsweetened applesauce", [m("sr:9019", "1 cup", 0.5)]),
    ("a 16 oz bottle of orange soda", [m("sr:14150", "1 can, or bottle (16 fl oz)")]),
    ("2 oz lox", [g("sr:15179", 2 * OZ)]),
    ("a cup of tomato soup made with water", [m("sr:6559", "1 serving, 1 cup")]),
    ("a 5 oz glass of white wine", [m("sr:14106", "1 serving, 5 fl oz")]),
    ("lunch: 3 slices deli ham, 2 slices rye bread and 1 tbsp mayo",
     [m("sr:7029", "1 slice", 3), m("sr:18060", "1 slice", 2), m("sr:4025", "1 tbsp")]),
    ("dinner: 4 oz cooked ground turkey, 1 cup cooked spaghetti, 1/2 cup marinara sauce",
     [g("sr:5306", 4 * OZ), m("sr:20121", "1 cup"), m("sr:6931", "1 serving, 1/2 cup")]),
    ("dessert: a slice of apple pie with 1/2 cup vanilla ice cream",
     [m("sr:18301", '1 piece, (1/8 of 9" dia)'), m("sr:19095", "1 serving, 1/2 cup")]),
    ("snack: 1 oz dry roasted cashews and a medium pear", [g("sr:12085", OZ), m("sr:9252", "1 medium")]),
    ("breakfast: a cup of cheerios with 1/2 cup skim milk and half a cup of unsweetened applesauce",
     [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup", 0.5), m("sr:9019", "1 cup", 0.5)]),
    ("date night: 6 raw oysters, 3 oz steamed mussels and a 5 oz glass of white wine",
     [m("sr:15167", "6 medium"), m("sr:15165", "3 oz"), m("sr:14106", "1 serving, 5 fl oz")]),
    ("a large baked potato with 2 tbsp sour cream and 1/2 cup canned chili with beans",
     [m("sr:11828", '1 potato, large (3" to 4-1/4" dia)'), m("sr:1056", "1 tbsp", 2), m("sr:16059", "1 cup", 0.5)]),
    ("brunch: 2 slices rye toast, 2 tbsp cream cheese and 2 oz lox",
     [m("sr:18061", "1 slice, large", 2), m("sr:1017", "1 tbsp", 2), g("sr:15179", 2 * OZ)]),
]


# A twenty-first set, written after the twentieth round of parser changes and before any further tuning:
# dried fruit and produce by the piece and cup, greens and squash, shellfish, breakfast breads, sweets,
# juices and spirits, and plated meals.
TWENTYFIRST = [
    ("4 dried figs", [m("sr:9094", "1 fig", 4)]),
    ("a small nectarine", [m("sr:9191", '1 small, (2-1/3" dia)')]),
    ("a cup of papaya cubes", [m("sr:9226", "1 cup, cubes")]),
    ("half a cup of pomegranate arils", [m("sr:9286", ".5 cup, arils (seed/juice sacs)")]),
    ("1/4 cup raisins", [m("sr:9298", "1 cup, (not packed)", 0.25)]),
    ("1/3 cup dried cranberries", [m("sr:9079", ".33 cup")]),
    ("a cup of canned green beans, drained", [m("sr:11056", "1 cup")]),
    ("1 cup boiled spinach", [m("sr:11458", "1 cup")]),
    ("a cup of cooked collard greens", [m("sr:11162", "1 cup, chopped")]),
    ("1 cup baked butternut squash cubes", [m("sr:11486", "1 cup, cubes")]),
    ("4 oz roasted pork tenderloin", [g("sr:10061", 4 * OZ)]),
    ("4 large breaded fried shrimp", [m("sr:15150", "4 large")]),
    ("a cup of blue crab meat", [m("sr:15140", "1 cup, (not packed)")]),
    ("a fried catfish fillet", [m("sr:15011", "1 fillet")]),
    ("1/2 cup whole milk ricotta", [m("sr:1036", ".5 cup")]),
    ("1 oz feta cheese", [m("sr:1019", "1 oz")]),
    ("a cup of lowfat buttermilk", [m("sr:1088", "1 cup")]),
    ("1 cup cooked wild rice", [m("sr:20089", "1 cup")]),
    ("a cup of cooked pearled barley", [m("sr:20006", "1 cup")]),
    ("an english muffin", [m("sr:18437", "1 muffin")]),
    ("3 corn tortillas", [m("sr:18363", "1 tortilla", 3)]),
    ("3 cups air-popped popcorn", [m("sr:19034", "1 cup", 3)]),
    ("2 fig bars", [m("sr:18170", "1 Figaroo, (2 square halves)", 2)]),
    ("a fruit toaster pastry", [m("sr:18362", "1 toaster pastry")]),
    ("a 4 oz chocolate pudding cup", [m("sr:19183", "1 container, refridgerated, 4 oz container")]),
    ("a cup of apple juice", [m("sr:9016", "1 cup")]),
    ("6 oz grape juice", [m("sr:9135", "1 fl oz", 6)]),
    ("a 12 oz bottle of light beer", [m("sr:14006", "1 can, or bottle (12 fl oz)")]),
    ("a shot of whiskey", [m("sr:14052", "1 jigger, 1.5 fl oz")]),
    ("breakfast: an english muffin with 1 tbsp butter and a cup of apple juice",
     [m("sr:18437", "1 muffin"), m("sr:1001", "1 tbsp"), m("sr:9016", "1 cup")]),
    ("dinner: 4 oz roasted pork tenderloin, 1 cup baked butternut squash cubes and 1 cup cooked wild rice",
     [g("sr:10061", 4 * OZ), m("sr:11486", "1 cup, cubes"), m("sr:20089", "1 cup")]),
    ("southern plate: a fried catfish fillet, a cup of cooked collard greens and 1/2 cup canned green beans, drained",
     [m("sr:15011", "1 fillet"), m("sr:11162", "1 cup, chopped"), m("sr:11056", "1 cup", 0.5)]),
    ("snack: 1/4 cup raisins and 1 oz feta", [m("sr:9298", "1 cup, (not packed)", 0.25), m("sr:1019", "1 oz")]),
    ("taco night: 3 corn tortillas, 4 oz ground beef (85% lean), 1 oz cheddar",
     [m("sr:18363", "1 tortilla", 3), g("sr:23570", 4 * OZ), g("sr:1009", OZ)]),
]


# A twenty-second set, written after the twenty-first round of parser changes and before any further tuning,
# for the session's last generality and calibration figures: stone fruit and melons, beans and broth, white
# fish, sweets by the piece, drinks by the can and jigger, and pasta and noodle dinners.
TWENTYSECOND = [
    ("a small peach", [m("sr:9236", '1 small, (2-1/2" dia)')]),
    ("a cup of diced honeydew", [m("sr:9184", "1 cup, diced (approx 20 pieces per cup)")]),
    ("2 clementines", [m("sr:9433", "1 fruit", 2)]),
    ("1 oz walnuts", [g("sr:12155", OZ)]),
    ("a cup of cooked red kidney beans", [m("sr:16033", "1 cup")]),
    ("1/2 cup hummus", [m("sr:16158", "1 cup", 0.5)]),
    ("a cup of chicken broth made from condensed with water", [m("sr:6413", "1 cup, (8 fl oz)")]),
    ("a baked haddock fillet", [m("sr:15034", "1 fillet")]),
    ("4 oz grilled swordfish", [g("sr:15111", 4 * OZ)]),
    ("1/2 cup chocolate ice cream", [m("sr:19270", ".5 cup, (4 fl oz)")]),
    ("a slice of pound cake", [m("sr:18120", "1 piece, (1/10 of cake)")]),
    ("a large cinnamon roll with raisins", [m("sr:18356", "1 large")]),
    ("an 8 oz container of lowfat vanilla yogurt", [m("sr:1119", "1 container, (8 oz)")]),
    ("a cup of tomato juice", [m("sr:11540", "1 cup")]),
    ("a 16 oz bottle of ginger ale", [m("sr:14136", "1 can, or bottle (16 fl oz)")]),
    ("a jigger of 86 proof whiskey", [m("sr:14550", "1 jigger, 1.5 fl oz")]),
    ("a cup of cooked egg noodles", [m("sr:20110", "1 cup")]),
    ("2 cups cooked elbow macaroni", [m("sr:20100", "1 cup, elbow shaped", 2)]),
    ("a cup of hot tea with a tsp of honey", [m("sr:14355", "1 cup, (8 fl oz)"), m("sr:19296", "1 tbsp", 1 / 3)]),
    ("1/2 cup scrambled eggs", [m("sr:1132", "1 cup", 0.5)]),
    ("10 saltine crackers", [m("sr:18228", "5 crackers, square (1 serving)", 2)]),
    ("a cup of apple slices", [m("sr:9003", "1 cup, slices")]),
    ("pasta night: 2 cups cooked elbow macaroni, 1/2 cup marinara and 2 tbsp grated parmesan",
     [m("sr:20100", "1 cup, elbow shaped", 2), m("sr:6931", "1 serving, 1/2 cup"), m("sr:1032", "1 tbsp", 2)]),
    ("lunch: a cup of chicken broth (condensed, made with water), 10 saltines and a cup of apple slices",
     [m("sr:6413", "1 cup, (8 fl oz)"), m("sr:18228", "5 crackers, square (1 serving)", 2), m("sr:9003", "1 cup, slices")]),
    ("movie snack: 1 oz walnuts and 1/2 cup chocolate ice cream", [g("sr:12155", OZ), m("sr:19270", ".5 cup, (4 fl oz)")]),
    ("brunch: 1/2 cup scrambled eggs, a large cinnamon roll with raisins and a cup of tomato juice",
     [m("sr:1132", "1 cup", 0.5), m("sr:18356", "1 large"), m("sr:11540", "1 cup")]),
    ("fish dinner: a baked haddock fillet, a cup of cooked egg noodles and 1 tbsp butter",
     [m("sr:15034", "1 fillet"), m("sr:20110", "1 cup"), m("sr:1001", "1 tbsp")]),
    ("chili bowl: a cup of cooked red kidney beans, 4 oz cooked ground beef (85% lean), 1/2 cup canned diced tomatoes",
     [m("sr:16033", "1 cup"), g("sr:23570", 4 * OZ), m("fd:tomatoes, canned, red, ripe, diced", "1 cup", 0.5)]),
    ("2 clementines and 1 oz walnuts", [m("sr:9433", "1 fruit", 2), g("sr:12155", OZ)]),
    ("a slice of pound cake with 1/2 cup strawberry halves", [m("sr:18120", "1 piece, (1/10 of cake)"), m("sr:9316", "1 cup, halves", 0.5)]),
]


TWENTYTHIRD = [
    ("a cup of sauerkraut", [m("sr:11439", "1 cup")]),
    ("4 oz roasted pork tenderloin", [g("sr:10061", 4 * OZ)]),
    ("half a roasted cornish hen", [m("sr:5308", ".5 bird")]),
    ("a slice of angel food cake", [m("sr:18086", "1 piece, (1/12 of 12 oz cake)")]),
    ("a 5 oz glass of white wine", [m("sr:14106", "1 serving, 5 fl oz")]),
    ("6 fl oz pineapple juice", [m("sr:9273", "1 fl oz", 6)]),
    ("2 plain rice cakes", [m("sr:19051", "2 cakes")]),
    ("3 shortbread cookies", [m("sr:18192", '1 cookie, (1-5/8" square)', 3)]),
    ("1/2 cup cooked lima beans", [m("sr:11032", "1 cup", 0.5)]),
    ("1 oz dry roasted hazelnuts", [m("sr:12122", "1 oz")]),
    ("a cup of grits cooked with water", [m("sr:8091", "1 cup")]),
    ("one buttermilk biscuit", [m("sr:18009", "1 biscuit")]),
    ("a slice of pecan pie", [m("sr:18324", "1 slice")]),
    ("1/4 cup canned cranberry sauce", [m("sr:9081", "1 cup", 0.25)]),
    ("1/2 cup bread stuffing", [m("sr:18082", ".5 cup")]),
    ("a cup of eggnog", [m("sr:1057", "1 cup")]),
    ("a cup of succotash", [m("sr:11496", "1 cup")]),
    ("1/2 cup pickled beets", [m("sr:11609", "1 cup, slices", 0.5)]),
    ("a cup of fruit cocktail in light syrup", [m("sr:9099", "1 cup")]),
    ("1 tbsp prepared horseradish", [m("sr:2055", "1 tbsp")]),
    ("a large soft pretzel", [m("sr:25024", "1 large")]),
    ("a cup of chocolate milk", [m("sr:1102", "1 cup")]),
    ("2 pieces of beef jerky", [m("sr:19002", "1 piece, large", 2)]),
    ("1/4 cup trail mix", [m("sr:19059", "1 cup", 0.25)]),
    ("3 oz steamed lobster", [m("sr:15148", "3 oz")]),
    ("2 frozen waffles", [m("sr:18365", '1 waffle, square (4" square) (include frozen)', 2)]),
    ("10 slices of pepperoni", [m("sr:7057", "1 slice, round", 10)]),
    ("thanksgiving plate: 1/2 cup bread stuffing, 1/4 cup cranberry sauce and a slice of pecan pie",
     [m("sr:18082", ".5 cup"), m("sr:9081", "1 cup", 0.25), m("sr:18324", "1 slice")]),
    ("hiking snacks: 1/4 cup trail mix, 2 pieces of beef jerky and 2 rice cakes",
     [m("sr:19059", "1 cup", 0.25), m("sr:19002", "1 piece, large", 2), m("sr:19051", "2 cakes")]),
    ("southern breakfast: a cup of grits cooked with water, a buttermilk biscuit and 2 oz kielbasa",
     [m("sr:8091", "1 cup"), m("sr:18009", "1 biscuit"), g("sr:7037", 2 * OZ)]),
    ("date night: 3 oz steamed lobster, 1 tbsp melted butter, a cup of succotash and a 5 oz glass of white wine",
     [m("sr:15148", "3 oz"), m("sr:1001", "1 tbsp"), m("sr:11496", "1 cup"), m("sr:14106", "1 serving, 5 fl oz")]),
    ("dinner: 4 oz roasted pork tenderloin, a cup of sauerkraut and 1/2 cup cooked lima beans",
     [g("sr:10061", 4 * OZ), m("sr:11439", "1 cup"), m("sr:11032", "1 cup", 0.5)]),
    ("2 frozen waffles with 2 tbsp maple syrup and a cup of chocolate milk",
     [m("sr:18365", '1 waffle, square (4" square) (include frozen)', 2), m("sr:19353", "1 tbsp", 2), m("sr:1102", "1 cup")]),
    ("ballgame: a large soft pretzel and a 12 oz can of beer", [m("sr:25024", "1 large"), m("sr:14003", "1 can")]),
    ("dessert: a slice of angel food cake with 1/2 cup sliced strawberries",
     [m("sr:18086", "1 piece, (1/12 of 12 oz cake)"), m("sr:9316", "1 cup, halves", 0.5)]),
]


TWENTYFOURTH = [
    ("a whopper with cheese from burger king", [m("sr:21253", "1 item")]),
    ("medium burger king fries", [m("sr:21249", "1 medium, serving")]),
    ("2 chicken soft tacos from taco bell", [m("sr:21262", "1 item", 2)]),
    ("a taco bell bean burrito", [m("sr:21264", "1 item")]),
    ("5 wendys chicken nuggets", [m("sr:21246", "5 pieces")]),
    ("a small wendy's frosty", [m("sr:21248", "1 small, 12 oz. cup")]),
    ("2 slices of a 14 inch pizza hut pepperoni pizza", [m("sr:21296", "1 slice", 2)]),
    ("10 pieces kfc popcorn chicken", [m("sr:21422", "10 pieces")]),
    ("a kfc biscuit", [m("sr:21419", "1 biscuit")]),
    ("1/2 cup cottage chese", [m("sr:1012", "1 cup, large curd (not packed)", 0.5)]),
    ("a baked cod filet", [m("sr:15016", "1 fillet")]),
    ("about 250 grams of cooked white rice", [g("sr:20045", 250)]),
    ("a couple of small tangerines", [m("sr:9218", '1 small, (2-1/4" dia)', 2)]),
    ("3 tbsp raisins", [m("sr:9298", "1 cup, (not packed)", 3 / 16)]),
    ("12 fl oz orange juice", [m("sr:9206", "1 fl oz", 12)]),
    ("2 tbsp sour cream", [m("sr:1056", "1 tbsp", 2)]),
    ("a glass of 2% milk (8 fl oz)", [m("sr:1079", "1 cup")]),
    ("a cup of raspberries", [m("sr:9302", "1 cup")]),
    ("a medium baked potato, skin and all", [m("sr:11828", '1 potato, medium (2-1/4" to 3-1/4" dia)')]),
    ("1 oz dry roasted almonds", [m("sr:12063", "1 oz, (22 whole kernels)")]),
    ("burger king lunch: a whopper with cheese and medium fries", [m("sr:21253", "1 item"), m("sr:21249", "1 medium, serving")]),
    ("taco bell run - 2 chicken soft tacos, 1 bean burrito", [m("sr:21262", "1 item", 2), m("sr:21264", "1 item")]),
    ("breakfast: a cup of cheerios with half a cup of 2% milk and 1/2 cup blueberries",
     [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1079", "1 cup", 0.5), m("sr:9050", "1 cup", 0.5)]),
    ("snack - 3 tbsp raisins + 1 oz dry roasted almonds", [m("sr:9298", "1 cup, (not packed)", 3 / 16), m("sr:12063", "1 oz, (22 whole kernels)")]),
    ("dinner: a baked cod fillet, a cup of cooked white rice and a cup of raspberries",
     [m("sr:15016", "1 fillet"), m("sr:20045", "1 cup"), m("sr:9302", "1 cup")]),
    ("after the gym: 12 fl oz orange juice and 1/2 cup cottage cheese",
     [m("sr:9206", "1 fl oz", 12), m("sr:1012", "1 cup, large curd (not packed)", 0.5)]),
    ("pb toast: 2 slices whole wheat bread, 2 tbsp smooth peanut butter",
     [m("fd:bread, whole-wheat, commercially prepared", "1 slice", 2), m("sr:16098", "2 tbsp")]),
    ("kfc dinner: 10 pieces popcorn chicken and a biscuit", [m("sr:21422", "10 pieces"), m("sr:21419", "1 biscuit")]),
    ("loaded potato: a medium baked potato with 2 tbsp sour cream",
     [m("sr:11828", '1 potato, medium (2-1/4" to 3-1/4" dia)'), m("sr:1056", "1 tbsp", 2)]),
    ("pizza night, 2 slices of pizza hut 14 inch pepperoni and a 12 oz can of cola",
     [m("sr:21296", "1 slice", 2), m("sr:14400", "1 fl oz", 12)]),
]


TWENTYFIFTH = [
    ("an english muffin", [m("sr:18437", "1 muffin")]),
    ("1/3 cup dry oats", [m("sr:8120", ".333 cup")]),
    ("1 1/2 cups oatmeal made with water", [m("sr:8121", "1 cup", 1.5)]),
    ("a mini butter croissant", [m("sr:18239", "1 croissant, mini")]),
    ("a small blueberry muffin", [m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("a cup of cooked quinoa", [m("sr:20137", "1 cup")]),
    ("3/4 cup cooked couscous", [m("sr:20029", "1 cup, cooked", 0.75)]),
    ("2 cups raw spinach", [m("sr:11457", "1 cup", 2)]),
    ("6 asparagus spears, boiled", [m("sr:11012", '4 spears, (1/2" base)', 1.5)]),
    ("a cup of sliced zucchini, boiled", [m("sr:11478", "1 cup, sliced")]),
    ("a cup of sliced white mushrooms", [m("sr:11260", "1 cup, pieces or slices")]),
    ("2 tbsp hummus", [m("sr:16158", "1 tbsp", 2)]),
    ("a large whole wheat pita", [m("sr:18042", '1 pita, large (6-1/2" dia)')]),
    ("1 oz tortilla chips", [m("sr:19056", "1 oz")]),
    ("1/4 cup salsa", [m("sr:6164", "1 cup", 0.25)]),
    ("1 oz feta", [m("sr:1019", "1 oz")]),
    ("2 slices of swiss cheese", [m("fd:cheese, swiss", "1 slice", 2)]),
    ("4 oz cooked ground turkey", [g("sr:5306", 4 * OZ)]),
    ("6 large boiled shrimp", [m("sr:15151", "4 large", 1.5)]),
    ("2 oatmeal raisin cookies", [m("sr:18184", '1 cookie, (2-5/8" dia)', 2)]),
    ("mezze: a large whole wheat pita, 1/4 cup hummus and 1 oz feta",
     [m("sr:18042", '1 pita, large (6-1/2" dia)'), m("sr:16158", "1 cup", 0.25), m("sr:1019", "1 oz")]),
    ("power bowl: a cup of cooked quinoa, 4 oz cooked ground turkey, 2 cups raw spinach",
     [m("sr:20137", "1 cup"), g("sr:5306", 4 * OZ), m("sr:11457", "1 cup", 2)]),
    ("chips and salsa - 1 oz tortilla chips w/ 1/4 cup salsa", [m("sr:19056", "1 oz"), m("sr:6164", "1 cup", 0.25)]),
    ("breakfast: 1 1/2 cups oatmeal made with water and a small blueberry muffin",
     [m("sr:8121", "1 cup", 1.5), m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("shrimp dinner: 6 large boiled shrimp, a cup of sliced zucchini, boiled, 3/4 cup cooked couscous",
     [m("sr:15151", "4 large", 1.5), m("sr:11478", "1 cup, sliced"), m("sr:20029", "1 cup, cooked", 0.75)]),
    ("6 boiled asparagus spears and a cup of sliced white mushrooms",
     [m("sr:11012", '4 spears, (1/2" base)', 1.5), m("sr:11260", "1 cup, pieces or slices")]),
    ("2 oatmeal raisin cookies and a cup of 2% milk", [m("sr:18184", '1 cookie, (2-5/8" dia)', 2), m("sr:1079", "1 cup")]),
    ("an english muffin with 2 slices of swiss cheese", [m("sr:18437", "1 muffin"), m("fd:cheese, swiss", "1 slice", 2)]),
    ("lunch: 2 slices swiss cheese, a mini butter croissant and 2 cups raw spinach",
     [m("fd:cheese, swiss", "1 slice", 2), m("sr:18239", "1 croissant, mini"), m("sr:11457", "1 cup", 2)]),
    ("1/3 cup dry oats x2", [m("sr:8120", ".333 cup", 2)]),
]


TWENTYSIXTH = [
    ("an ear of corn on the cob", [m("sr:11168", '1 ear, medium (6-3/4" to 7-1/2" long)')]),
    ("2 small ears of boiled corn", [m("sr:11168", '1 ear, small (5-1/2" to 6-1/2" long)', 2)]),
    ("a cup of diced watermelon", [m("sr:9326", "1 cup, diced")]),
    ("a cup of cantaloupe cubes", [m("sr:9181", "1 cup, cubes")]),
    ("a cup of chopped celery", [m("sr:11143", "1 cup, chopped")]),
    ("half a cup of vanilla ice cream", [m("sr:19095", "1 serving, 1/2 cup")]),
    ("a 2 oz double shot of espresso", [m("sr:14210", "1 fluid ounce", 2)]),
    ("a mug of homemade hot cocoa", [m("sr:1105", "1 cup")]),
    ("a cup of grated carrot", [m("sr:11124", "1 cup, grated")]),
    ("a medium pear", [m("sr:9252", "1 medium")]),
    ("3 plums", [m("sr:9279", '1 fruit, (2-1/8" dia)', 3)]),
    ("a cup of pitted sweet cherries", [m("sr:9070", "1 cup, without pits")]),
    ("half a large grapefruit", [m("sr:9111", '.5 large, (approx 4-1/2" dia)')]),
    ("a cup of sliced dill pickles", [m("sr:11937", "1 cup, (about 23 slices)")]),
    ("5 baby carrots", [m("sr:11960", "1 medium", 5)]),
    ("2 large baby carrots", [m("sr:11960", "1 large", 2)]),
    ("a cup of cherries with pits", [m("sr:9070", "1 cup, with pits yields")]),
    ("a small pear", [m("sr:9252", "1 small")]),
    ("a cup of watermelon balls", [m("sr:9326", "1 cup, balls")]),
    ("1.5 cups of cantaloupe balls", [m("sr:9181", "1 cup, balls", 1.5)]),
    ("summer bbq: an ear of corn on the cob, a cup of diced watermelon and a cup of chopped celery",
     [m("sr:11168", '1 ear, medium (6-3/4" to 7-1/2" long)'), m("sr:9326", "1 cup, diced"), m("sr:11143", "1 cup, chopped")]),
    ("fruit plate - a medium pear, 3 plums, half a large grapefruit",
     [m("sr:9252", "1 medium"), m("sr:9279", '1 fruit, (2-1/8" dia)', 3), m("sr:9111", '.5 large, (approx 4-1/2" dia)')]),
    ("snack: 5 baby carrots and a cup of sliced dill pickles", [m("sr:11960", "1 medium", 5), m("sr:11937", "1 cup, (about 23 slices)")]),
    ("dessert: half a cup of vanilla ice cream with a cup of pitted sweet cherries",
     [m("sr:19095", "1 serving, 1/2 cup"), m("sr:9070", "1 cup, without pits")]),
    ("cafe: a 2 oz double shot of espresso and a small pear", [m("sr:14210", "1 fluid ounce", 2), m("sr:9252", "1 small")]),
    ("a mug of homemade hot cocoa and a cup of cantaloupe cubes", [m("sr:1105", "1 cup"), m("sr:9181", "1 cup, cubes")]),
    ("lunch sides, a cup of grated carrot, 2 small ears of boiled corn", [m("sr:11124", "1 cup, grated"), m("sr:11168", '1 ear, small (5-1/2" to 6-1/2" long)', 2)]),
    ("3 plums & a cup of watermelon balls", [m("sr:9279", '1 fruit, (2-1/8" dia)', 3), m("sr:9326", "1 cup, balls")]),
]


TWENTYSEVENTH = [
    ("a snickers bar", [m("sr:19155", "1 bar, (2 oz)")]),
    ("3 fun size snickers", [m("sr:19155", "1 bar, fun size", 3)]),
    ("a kit kat bar", [m("sr:19109", "1 bar, (1.5 oz)")]),
    ("4 mini kit kats", [m("sr:19109", "1 bar, miniature (.35 oz)", 4)]),
    ("a pack of 2 reese's peanut butter cups", [m("sr:19150", "1 package, 1.6 oz 2 cups")]),
    ("20 reese's pieces", [m("sr:19151", "10 pieces", 2)]),
    ("a package of twix", [m("sr:19160", "1 package, (2 oz)")]),
    ("a can of red bull", [m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("16 oz of gatorade", [m("sr:14460", "1 fl oz", 16)]),
    ("2 tbsp cheez whiz", [m("sr:1188", "2 tbsp")]),
    ("two slices of pizza hut 12 inch cheese pizza, hand tossed", [m("sr:21271", "1 slice", 2)]),
    ("a dozen baby carrots", [m("sr:11960", "1 medium", 12)]),
    ("a half cup of cottage cheese", [m("sr:1012", "1 cup, large curd (not packed)", 0.5)]),
    ("one and a half cups of cooked quinoa", [m("sr:20137", "1 cup", 1.5)]),
    ("a pint of whole milk", [m("sr:1077", "1 cup", 2)]),
    ("500 ml of orange juice", [g("sr:9206", 500 * 248 / 236.588)]),
    ("half a pound of cooked ground turkey", [g("sr:5306", LB / 2)]),
    ("0.25 lb roasted pork tenderloin", [g("sr:10061", LB / 4)]),
    ("3 ounces of feta cheese", [m("sr:1019", "1 oz", 3)]),
    ("2 tablespoons of hummus", [m("sr:16158", "1 tbsp", 2)]),
    ("after lunch treat, a snickers bar and a can of red bull", [m("sr:19155", "1 bar, (2 oz)"), m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("halloween: 3 fun size snickers, 4 mini kit kats and 20 reese's pieces",
     [m("sr:19155", "1 bar, fun size", 3), m("sr:19109", "1 bar, miniature (.35 oz)", 4), m("sr:19151", "10 pieces", 2)]),
    ("post run - 16 oz of gatorade + a dozen baby carrots", [m("sr:14460", "1 fl oz", 16), m("sr:11960", "1 medium", 12)]),
    ("dinner: half a pound of cooked ground turkey, one and a half cups of cooked quinoa",
     [g("sr:5306", LB / 2), m("sr:20137", "1 cup", 1.5)]),
    ("a pint of whole milk with a package of twix", [m("sr:1077", "1 cup", 2), m("sr:19160", "1 package, (2 oz)")]),
    ("greek snack: 3 ounces of feta cheese and 2 tablespoons of hummus", [m("sr:1019", "1 oz", 3), m("sr:16158", "1 tbsp", 2)]),
    ("pizza hut lunch: two slices of 12 inch cheese pizza, hand tossed, and 500 ml of orange juice",
     [m("sr:21271", "1 slice", 2), g("sr:9206", 500 * 248 / 236.588)]),
    ("0.25 lb roasted pork tenderloin w/ a half cup of cottage cheese",
     [g("sr:10061", LB / 4), m("sr:1012", "1 cup, large curd (not packed)", 0.5)]),
]


TWENTYEIGHTH = [
    ("2 slices of rye bread", [m("sr:18060", "1 slice", 2)]),
    ("a slice of multigrain toast", [m("sr:18036", "1 slice, regular")]),
    ("2 tbsp ketchup", [m("sr:11935", "1 tbsp", 2)]),
    ("a packet of yellow mustard", [m("sr:2046", "1 tsp, or 1 packet")]),
    ("2 tbsp bbq sauce", [m("sr:6150", "1 serving, 2 tbsp")]),
    ("a 12 oz bottle of light beer", [m("sr:14006", "1 can, or bottle (12 fl oz)")]),
    ("2 bud lights", [m("sr:14007", "12 fl oz", 2)]),
    ("a cup of chunky chicken noodle soup", [m("sr:6018", "1 cup")]),
    ("a cup of wheaties", [m("sr:8089", ".75 cup, (1 NLEA serving)", 4 / 3)]),
    ("a cup of frosted flakes", [m("sr:8069", "1 cup")]),
    ("a cup of kellogg's raisin bran", [m("sr:8060", "1 cup, ( 1 NLEA serving)")]),
    ("a plain single cheeseburger from a fast food place", [m("sr:21089", "1 item")]),
    ("a double cheeseburger with condiments and vegetables, fast food", [m("sr:21093", "1 sandwich")]),
    ("3 rye crispbreads", [m("sr:18216", "1 crispbread", 3)]),
    ("half a can of condensed tomato soup", [m("sr:6159", "1 can, (10.7 oz)", 0.5)]),
    ("3/4 cup frosted flakes with 1/2 cup skim milk", [m("sr:8069", ".75 cup, ( 1 NLEA serving)"), m("sr:1151", "1 cup", 0.5)]),
    ("cookout: a plain single cheeseburger from a fast food place, 2 tbsp ketchup and a 12 oz bottle of light beer",
     [m("sr:21089", "1 item"), m("sr:11935", "1 tbsp", 2), m("sr:14006", "1 can, or bottle (12 fl oz)")]),
    ("reuben-ish: 2 slices of rye bread, 3 oz corned beef, 1 slice swiss cheese",
     [m("sr:18060", "1 slice", 2), g("sr:13347", 3 * OZ), m("fd:cheese, swiss", "1 slice")]),
    ("sick day: a cup of chunky chicken noodle soup and 3 rye crispbreads", [m("sr:6018", "1 cup"), m("sr:18216", "1 crispbread", 3)]),
    ("game night, 2 bud lights and 2 tbsp bbq sauce on 4 oz of grilled chicken breast",
     [m("sr:14007", "12 fl oz", 2), m("sr:6150", "1 serving, 2 tbsp"), g("sr:5064", 4 * OZ)]),
    ("breakfast - a cup of kellogg's raisin bran with a cup of 1% milk", [m("sr:8060", "1 cup, ( 1 NLEA serving)"), m("sr:1082", "1 cup")]),
    ("a slice of multigrain toast with a packet of yellow mustard and 2 oz ham", [m("sr:18036", "1 slice, regular"), m("sr:2046", "1 tsp, or 1 packet"), g("sr:7029", 2 * OZ)]),
]


TWENTYNINTH = [
    ("a serving of frozen cheese lasagna", [m("sr:22910", "1 serving")]),
    ("a cup of canned chili con carne with beans", [m("sr:22904", "1 cup")]),
    ("a cup of fast food chili con carne", [m("sr:21042", "1 cup, (8 fl oz)")]),
    ("a frozen chicken pot pie", [m("sr:22906", "1 pie, (average weight of prepared pie)")]),
    ("a beef pot pie", [m("sr:22529", "1 pie, cooked (average weight)")]),
    ("a bean and cheese burrito from a fast food place", [m("sr:21061", "2 pieces", 0.5)]),
    ("a cheese enchilada, fast food", [m("sr:21074", "1 enchilada")]),
    ("2 pork egg rolls", [m("sr:22953", "1 roll", 2)]),
    ("a vegetable egg roll", [m("sr:22955", "1 roll")]),
    ("3 oz of meatloaf made with 85% lean beef", [m("sr:23571", "1 serving, ( 3 oz )")]),
    ("a cup of canned mac and cheese", [m("sr:22247", "1 serving")]),
    ("a serving of frozen vegetable lasagna", [m("sr:22956", "1 serving")]),
    ("a taco salad with chili con carne from a fast food place", [m("sr:21084", "1.5 cup")]),
    ("a small apple burrito, fast food", [m("sr:21069", "1 burrito, small")]),
    ("2 chicken egg rolls", [m("sr:22954", "1 roll", 2)]),
    ("dinner: a frozen chicken pot pie and a cup of green beans",
     [m("sr:22906", "1 pie, (average weight of prepared pie)"), m("sr:11053", "1 cup")]),
    ("takeout - 2 pork egg rolls and a vegetable egg roll", [m("sr:22953", "1 roll", 2), m("sr:22955", "1 roll")]),
    ("mexican night, a cheese enchilada and a bean and cheese burrito from a fast food place",
     [m("sr:21074", "1 enchilada"), m("sr:21061", "2 pieces", 0.5)]),
    ("comfort food: 3 oz of meatloaf made with 85% lean beef, a cup of mashed potatoes",
     [m("sr:23571", "1 serving, ( 3 oz )"), m("sr:11934", "1 cup")]),
    ("a cup of canned chili con carne with beans topped with 1 oz shredded cheddar",
     [m("sr:22904", "1 cup"), g("sr:1009", OZ)]),
]


THIRTIETH = [
    ("for breakfast i had a cinnamon raisin bagel", [m("sr:18005", '1 bagel, (3" dia)')]),
    ("ate about 1/2 cup of homemade granola", [m("sr:8037", "1 cup", 0.5)]),
    ("a cup of home-made potato salad", [m("sr:11414", "1 cup")]),
    ("a cup of fruit salad canned in juice", [m("sr:9103", "1 cup")]),
    ("roughly a cup of tuna salad", [m("sr:15128", "1 cup")]),
    ("a 6 oz container of lowfat fruit yogurt", [m("sr:1121", "1 container, (6 oz)")]),
    ("2 pineapple rings canned in juice", [m("sr:9268", '1 slice, or ring (3" dia) with liquid', 2)]),
    ("2 oz of lox", [m("sr:15179", "1 oz", 2)]),
    ("3 frozen pancakes, microwaved", [m("sr:18936", "1 serving, (3 pancakes)")]),
    ("a couple of frozen buttermilk waffles", [m("sr:18932", "1 waffle, square", 2)]),
    ("i drank a 12 oz can of coke", [m("sr:14400", "1 can, 12 fl oz")]),
    ("had 2 cups of canned spaghetti with meatballs", [m("sr:22912", "1 cup", 2)]),
    ("a big spoonful of peanut butter (2 tbsp)", [m("sr:16098", "2 tbsp")]),
    ("approximately 150 g of plain lowfat yogurt", [g("sr:1117", 150)]),
    ("about 3 oz smoked salmon", [m("sr:15179", "3 oz")]),
    ("brunch: a cinnamon raisin bagel with 2 oz of lox and 2 tbsp cream cheese",
     [m("sr:18005", '1 bagel, (3" dia)'), m("sr:15179", "1 oz", 2), m("sr:1017", "1 tbsp", 2)]),
    ("picnic - a cup of home-made potato salad, roughly a cup of tuna salad, a 12 oz can of coke",
     [m("sr:11414", "1 cup"), m("sr:15128", "1 cup"), m("sr:14400", "1 can, 12 fl oz")]),
    ("i had 3 frozen pancakes, microwaved, with 2 tbsp maple syrup", [m("sr:18936", "1 serving, (3 pancakes)"), m("sr:19353", "1 tbsp", 2)]),
    ("snack: a 6 oz container of lowfat fruit yogurt topped with 1/4 cup homemade granola",
     [m("sr:1121", "1 container, (6 oz)"), m("sr:8037", "1 cup", 0.25)]),
    ("dessert, 2 pineapple rings canned in juice and a cup of fruit salad canned in juice",
     [m("sr:9268", '1 slice, or ring (3" dia) with liquid', 2), m("sr:9103", "1 cup")]),
]


THIRTYFIRST = [
    ("blt: 2 slices whole wheat toast, 3 slices bacon, 1/2 cup shredded iceberg",
     [m("sr:18076", "1 slice", 2), m("sr:10124", "1 slice, cooked", 3), m("sr:11252", "1 cup, shredded", 0.5)]),
    ("spaghetti dinner: a cup of cooked spaghetti, 1/2 cup marinara sauce, 2 tbsp parmesan",
     [m("sr:20121", "1 cup"), m("sr:6931", "1 serving, 1/2 cup"), m("sr:1032", "1 tbsp", 2)]),
    ("a fried egg on an english muffin", [m("sr:1128", "1 large"), m("sr:18437", "1 muffin")]),
    ("2 fried eggs and 2 slices of bacon", [m("sr:1128", "1 large", 2), m("sr:10124", "1 slice, cooked", 2)]),
    ("half a california avocado", [m("sr:9038", "1 fruit, without skin and seed", 0.5)]),
    ("a cup of chopped onion", [m("sr:11282", "1 cup, chopped")]),
    ("a cup of cherry tomatoes", [m("sr:11529", "1 cup, cherry tomatoes")]),
    ("a cup of chopped roasted chicken thigh meat", [m("sr:5098", "1 cup, chopped or diced")]),
    ("avocado toast: 1 slice whole wheat toast, half a california avocado, a fried egg",
     [m("sr:18076", "1 slice"), m("sr:9038", "1 fruit, without skin and seed", 0.5), m("sr:1128", "1 large")]),
    ("chicken salad bowl - 2 cups shredded iceberg, a cup of cherry tomatoes, a cup of chopped roasted chicken breast, 2 tbsp ranch",
     [m("sr:11252", "1 cup, shredded", 2), m("sr:11529", "1 cup, cherry tomatoes"), m("sr:5064", "1 cup, chopped or diced"), m("sr:4639", "1 tablespoon", 2)]),
    ("3 slices of pan fried bacon", [m("sr:10862", "1 slice, cooked", 3)]),
    ("1/4 cup chopped onion and 1/2 cup marinara", [m("sr:11282", "1 cup, chopped", 0.25), m("sr:6931", "1 serving, 1/2 cup")]),
]


THIRTYSECOND = [
    ("3 slices of regular ham", [m("sr:7029", "1 slice", 3)]),
    ("2 roasted chicken drumsticks, meat only", [piece("sr:5073", "sr:5072", "1 drumstick, bone and skin removed", 2)]),
    ("6 oz broiled top sirloin, lean only", [g("sr:13454", 6 * OZ)]),
    ("a broiled center loin pork chop, lean", [m("sr:10042", "1 chop, without refuse (Yield from 1 cooked chop, with refuse, weighing 209g)")]),
    ("a large baked sweet potato", [m("sr:11508", "1 large")]),
    ("2 cups chopped raw broccoli", [m("sr:11090", "1 cup, chopped", 2)]),
    ("5 cauliflower florets", [m("sr:11135", "1 floweret", 5)]),
    ("a cup of boiled green peas", [m("sr:11305", "1 cup")]),
    ("1/2 cup canned peas, drained", [m("sr:11813", ".5 cup")]),
    ("a cup of raw cauliflower", [m("sr:11135", "1 cup")]),
    ("sunday roast: 6 oz broiled top sirloin, lean only, a large baked sweet potato and a cup of boiled green peas",
     [g("sr:13454", 6 * OZ), m("sr:11508", "1 large"), m("sr:11305", "1 cup")]),
    ("kids plate - 2 roasted chicken drumsticks, meat only, 5 cauliflower florets",
     [piece("sr:5073", "sr:5072", "1 drumstick, bone and skin removed", 2), m("sr:11135", "1 floweret", 5)]),
    ("a broiled center loin pork chop, lean, with 2 cups chopped raw broccoli",
     [m("sr:10042", "1 chop, without refuse (Yield from 1 cooked chop, with refuse, weighing 209g)"), m("sr:11090", "1 cup, chopped", 2)]),
    ("ham sandwich: 3 slices of regular ham on 2 slices of rye bread with 1 tbsp mustard",
     [m("sr:7029", "1 slice", 3), m("sr:18060", "1 slice", 2), m("sr:2046", "1 tsp, or 1 packet", 3)]),
]


THIRTYTHIRD = [
    ("a large brownie", [m("sr:18151", '1 square, large (2-3/4" sq x 7/8")')]),
    ("a glazed cake doughnut", [m("sr:18250", '1 doughnut, medium (approx 3" dia)')]),
    ("3 donut holes", [m("sr:18255", "1 doughnut, hole", 3)]),
    ("a jelly filled doughnut", [m("sr:18256", '1 doughnut, oval (3-1/2" x 2-1/2")')]),
    ("a slice of chocolate cake with chocolate frosting", [m("sr:18096", "1 piece, (1/8 of 18 oz cake)")]),
    ("a slice of dutch apple pie", [m("sr:18944", '.125 pie, 1 pie (1/8 of 9" pie)')]),
    ("20 jelly beans, the small ones", [m("sr:19108", "10 small", 2)]),
    ("10 large jellybeans", [m("sr:19108", "10 large, (1 oz)")]),
    ("a cup of mini marshmallows", [m("sr:19116", "1 cup, of miniature")]),
    ("a chocolate frosted snack cake with creme filling", [m("sr:18127", "1 cupcake")]),
    ("2 french crullers", [m("sr:18253", '1 cruller, (3" dia)', 2)]),
    ("coffee break: a glazed cake doughnut and 3 donut holes", [m("sr:18250", '1 doughnut, medium (approx 3" dia)'), m("sr:18255", "1 doughnut, hole", 3)]),
    ("birthday: a slice of chocolate cake with chocolate frosting and a cup of vanilla ice cream",
     [m("sr:18096", "1 piece, (1/8 of 18 oz cake)"), m("sr:19095", "1 serving, 1/2 cup", 2)]),
    ("movie candy - 20 small jelly beans and a large brownie", [m("sr:19108", "10 small", 2), m("sr:18151", '1 square, large (2-3/4" sq x 7/8")')]),
]


THIRTYFOURTH = [
    ("2 toasted frozen waffles", [m("sr:18403", '1 waffle, round (4" dia)', 2)]),
    ("a toasted plain bagel", [m("sr:18002", '1 bagel, (3" dia)')]),
    ("a whole wheat english muffin", [m("sr:18266", "1 muffin")]),
    ("3 buttermilk pancakes made from scratch", [m("sr:18390", '1 pancake, (4" dia)', 3)]),
    ("2 slices of homemade french toast", [m("sr:18269", "1 slice", 2)]),
    ("5 fast food french toast sticks", [m("sr:21024", "5 pieces")]),
    ("a cup of kellogg's raisin bran with a cup of 2% milk", [m("sr:8060", "1 cup, ( 1 NLEA serving)"), m("sr:1079", "1 cup")]),
    ("3/4 cup honey nut cheerios", [m("sr:8045", ".75 cup, (1 NLEA serving)")]),
    ("half a cup of homemade granola", [m("sr:8037", "1 cup", 0.5)]),
    ("a small blueberry muffin", [m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("a small cheese croissant", [m("sr:18241", "1 croissant, small")]),
    ("a cup of grits cooked with water", [m("sr:8091", "1 cup")]),
    ("1/2 cup of 2% cottage cheese", [m("sr:1015", "1 cup, (not packed)", 0.5)]),
    ("2 frozen hash brown patties", [m("sr:11391", '1 patty, oval (approx 3" x 1-1/2" x 1/2")', 2)]),
    ("a sausage, egg and cheese croissant", [m("sr:21014", "1 croissant")]),
    ("a strawberry pop tart", [m("sr:18488", "1 pastry")]),
    ("a cheese danish", [m("sr:18245", "1 pastry")]),
    ("a packet of plain instant oatmeal, dry", [m("sr:8122", "1 packet")]),
    ("2 buttermilk biscuits from a store", [m("sr:18009", "1 biscuit", 2)]),
    ("a container of lowfat fruit yogurt (6 oz)", [m("sr:1121", "1 container, (6 oz)")]),
    ("breakfast - 2 tbsp maple syrup on 3 buttermilk pancakes", [m("sr:19353", "1 tbsp", 2), m("sr:18390", '1 pancake, (4" dia)', 3)]),
    ("brunch: a toasted plain bagel with 2 tbsp cream cheese and a cup of 2% milk",
     [m("sr:18002", '1 bagel, (3" dia)'), m("sr:1017", "1 tbsp", 2), m("sr:1079", "1 cup")]),
    ("a whole wheat english muffin with a tbsp of jam", [m("sr:18266", "1 muffin"), m("sr:19297", "1 tbsp")]),
    ("a cup of scrambled eggs and 2 slices of whole wheat toast", [m("sr:1132", "1 cup"), m("sr:18076", "1 slice", 2)]),
]

THIRTYFIFTH = [
    ("a cup of spaghetti with half a cup of marinara sauce", [m("sr:20121", "1 cup"), m("sr:6931", "1 serving, 1/2 cup")]),
    ("half a fillet of farmed atlantic salmon, baked", [m("sr:15237", ".5 fillet")]),
    ("3 oz roasted chicken breast, no skin", [m("sr:5064", "1 cup, chopped or diced", 85.05 / 140)]),
    ("a cup of brown rice", [m("sr:20037", "1 cup")]),
    ("a cup of boiled green beans", [m("sr:11053", "1 cup")]),
    ("a medium ear of corn", [m("sr:11168", '1 ear, medium (6-3/4" to 7-1/2" long)')]),
    ("a cup of canned baked beans", [m("sr:16006", "1 cup")]),
    ("a large baked sweet potato", [m("sr:11508", "1 large")]),
    ("a cup of homemade mashed potatoes with milk and butter", [m("sr:11934", "1 cup")]),
    ("half a cup of homemade coleslaw", [m("sr:11159", ".5 cup")]),
    ("2 dinner rolls", [m("sr:18342", '1 each, (pan, dinner, or small roll) (2" square, 2" high)', 2)]),
    ("a 90% lean hamburger patty, broiled", [m("sr:23563", "1 patty")]),
    ("3 oz of 85% lean ground beef crumbles", [m("sr:23570", "1 serving, ( 3 oz )")]),
    ("2 roasted chicken drumsticks with skin", [piece("sr:5069", "sr:5068", "1 drumstick, bone removed", 2)]),
    ("2 corn tortillas", [m("sr:18363", "1 tortilla", 2)]),
    ("a cup of canned spaghetti and meatballs", [m("sr:22912", "1 cup")]),
    ("a serving of frozen cheese lasagna", [m("sr:22910", "1 serving")]),
    ("a cup of tuna salad", [m("sr:15128", "1 cup")]),
    ("a cup of chunky chicken noodle soup", [m("sr:6018", "1 cup")]),
    ("a cup of tomato soup made with water", [m("sr:6559", "1 serving, 1 cup")]),
    ("a slice of pizza hut 14 inch cheese pizza", [m("sr:21293", "1 slice")]),
    ("dinner: 3 oz roasted chicken breast, a cup of brown rice and a cup of boiled green beans",
     [m("sr:5064", "1 cup, chopped or diced", 85.05 / 140), m("sr:20037", "1 cup"), m("sr:11053", "1 cup")]),
    ("bbq plate - 2 roasted chicken drumsticks with skin, a cup of baked beans and half a cup of coleslaw",
     [piece("sr:5069", "sr:5068", "1 drumstick, bone removed", 2), m("sr:16006", "1 cup"), m("sr:11159", ".5 cup")]),
    ("taco night: 3 oz of 85% lean ground beef crumbles in 2 corn tortillas", [m("sr:23570", "1 serving, ( 3 oz )"), m("sr:18363", "1 tortilla", 2)]),
]


THIRTYSIXTH = [
    ("a 1 oz bag of plain potato chips", [m("sr:19411", "1 oz")]),
    ("10 baked tortilla chips", [m("sr:43566", "10 chips")]),
    ("3 cups of air popped popcorn", [m("sr:19034", "1 cup", 3)]),
    ("1/4 cup trail mix", [m("sr:19059", "1 cup", 0.25)]),
    ("an 8 oz gatorade", [m("sr:14460", "8 fl oz")]),
    ("a packet of hot cocoa mix made with water (6 fl oz)", [m("sr:14194", "1 serving, 6 fl oz")]),
    ("2 cups of brewed tea", [m("sr:14355", "1 cup, (8 fl oz)", 2)]),
    ("2 tbsp of hummus with 10 baby carrots", [m("sr:16158", "1 tbsp", 2), m("sr:11960", "1 medium", 10)]),
    ("a large piece of beef jerky", [m("sr:19002", "1 piece, large")]),
    ("2 brown rice cakes", [m("sr:19052", "2 cakes")]),
    ("a cup of unsweetened applesauce", [m("sr:9019", "1 cup")]),
    ("a 16 oz bottle of root beer", [m("sr:14157", "1 can, or bottle (16 fl oz)")]),
    ("a cup of coffee with 2 tbsp half and half", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp", 2)]),
    ("a glass of chocolate milk", [m("sr:1102", "1 cup")]),
    ("a cup of unsweetened soy milk", [m("sr:16222", "1 cup")]),
    ("a cup of cheese crackers", [m("sr:18214", "1 cup, bite size")]),
    ("3 chocolate chip cookies made with butter", [m("sr:18378", '1 cookie, medium (2-1/4" dia)', 3)]),
    ("an oz of 70% dark chocolate", [m("sr:19904", "1 oz")]),
    ("half a cup of chocolate ice cream", [m("sr:19270", ".5 cup, (4 fl oz)")]),
    ("a handful of dry roasted sunflower seeds (1 oz)", [m("sr:12537", "1 oz")]),
    ("an 8 oz glass of lemonade from frozen concentrate", [m("sr:14293", "1 serving, 1 cup 8 fl oz")]),
    ("a can of ginger ale (12 fl oz)", [m("sr:14136", "1 fl oz", 12)]),
    ("afternoon snack: an oz of dry roasted peanuts and a cup of 2% milk", [m("sr:16090", "1 oz"), m("sr:1079", "1 cup")]),
    ("movie night - 3 cups of oil popped popcorn and a 16 oz root beer", [m("sr:19035", "1 cup", 3), m("sr:14157", "1 can, or bottle (16 fl oz)")]),
]


THIRTYSEVENTH = [
    ("a lean cuisine spaghetti with meat sauce", [m("sr:22580", "1 serving")]),
    ("a frozen beef and bean burrito", [m("sr:22917", "1 burrito, frozen")]),
    ("a marie callender's chicken pot pie", [m("sr:22526", "1 pie")]),
    ("a ham and cheese hot pocket", [m("sr:22537", "1 serving")]),
    ("6 mcdonald's chicken mcnuggets", [m("sr:21309", "6 pieces, 3.4 oz")]),
    ("4 frozen fish sticks", [m("sr:15027", '1 stick, (4" x 1" x 1/2")', 4)]),
    ("a pork egg roll", [m("sr:22953", "1 roll")]),
    ("a package of chicken ramen, dry", [m("sr:6983", "1 package")]),
    ("a corn dog from a fast food place", [m("sr:21120", "1 sandwich")]),
    ("a cup of apricot halves", [m("sr:9021", "1 cup, halves")]),
    ("a small nectarine", [m("sr:9191", '1 small, (2-1/3" dia)')]),
    ("3 plums", [m("sr:9279", '1 fruit, (2-1/8" dia)', 3)]),
    ("5 dried figs", [m("sr:9094", "1 fig", 5)]),
    ("6 prunes", [m("sr:9291", "1 prune, pitted", 6)]),
    ("half a cup of sliced cucumber with the peel", [m("sr:11205", ".5 cup, slices")]),
    ("a cup of chopped red bell pepper", [m("sr:11821", "1 cup, chopped")]),
    ("a cup of sliced white mushrooms", [m("sr:11260", "1 cup, pieces or slices")]),
    ("2 cups of raw spinach", [m("sr:11457", "1 cup", 2)]),
    ("6 boiled brussels sprouts", [m("sr:11099", "1 sprout", 6)]),
    ("8 spears of boiled asparagus", [m("sr:11012", '4 spears, (1/2" base)', 2)]),
    ("half a cup of frozen peas, cooked", [m("sr:11313", ".5 cup")]),
    ("lunch: a ham and cheese hot pocket and a small nectarine", [m("sr:22537", "1 serving"), m("sr:9191", '1 small, (2-1/3" dia)')]),
    ("dinner - 4 frozen fish sticks, half a cup of frozen peas and 6 boiled brussels sprouts",
     [m("sr:15027", '1 stick, (4" x 1" x 1/2")', 4), m("sr:11313", ".5 cup"), m("sr:11099", "1 sprout", 6)]),
    ("snack: 5 dried figs and 6 prunes", [m("sr:9094", "1 fig", 5), m("sr:9291", "1 prune, pitted", 6)]),
]


THIRTYEIGHTH = [
    ("2 slices of beef bologna", [m("sr:7007", "1 slice", 2)]),
    ("3 slices of hard salami", [m("sr:7072", "3 slices, 1 serving")]),
    ("an oz of provolone", [m("sr:1035", "1 oz")]),
    ("2 slices of swiss cheese", [m("fd:cheese, swiss", "1 slice", 2)]),
    ("a tablespoon of ketchup", [m("sr:11935", "1 tbsp")]),
    ("a packet of yellow mustard", [m("sr:2046", "1 tsp, or 1 packet")]),
    ("2 tbsp italian dressing", [m("sr:4114", "1 tbsp", 2)]),
    ("half a cup of plain croutons", [m("sr:18242", "1 cup", 0.5)]),
    ("2 cups of shredded iceberg lettuce", [m("sr:11252", "1 cup, shredded", 2)]),
    ("a cup of cherry tomatoes", [m("sr:11529", "1 cup, cherry tomatoes")]),
    ("a quarter cup of chopped onion", [m("sr:11282", "1 cup, chopped", 0.25)]),
    ("4 tbsp of salsa", [m("sr:6164", "1 tbsp", 4)]),
    ("2 tablespoons of sour cream", [m("sr:1056", "1 tbsp", 2)]),
    ("a tbsp of whipped butter", [m("sr:1002", "1 tbsp")]),
    ("a cup of chopped scallions", [m("sr:11291", "1 cup, chopped")]),
    ("2 tbsp chunky peanut butter", [m("sr:16097", "2 tbsp")]),
    ("a tbsp of almond butter", [m("sr:12195", "1 tbsp")]),
    ("a cup of diced american cheese", [m("sr:1042", "1 cup, diced")]),
    ("a sweet onion", [m("sr:11294", "1 onion")]),
    ("a turkey salami slice", [m("sr:7070", "1 serving")]),
    ("side salad: 2 cups of shredded iceberg lettuce, a cup of cherry tomatoes, half a cup of plain croutons and 2 tbsp italian dressing",
     [m("sr:11252", "1 cup, shredded", 2), m("sr:11529", "1 cup, cherry tomatoes"), m("sr:18242", "1 cup", 0.5), m("sr:4114", "1 tbsp", 2)]),
    ("deli plate - 2 slices of beef bologna, an oz of provolone and a tablespoon of yellow mustard",
     [m("sr:7007", "1 slice", 2), m("sr:1035", "1 oz"), m("sr:2046", "1 tsp, or 1 packet", 3)]),
    ("nachos topping: 4 tbsp of salsa and 2 tablespoons of sour cream", [m("sr:6164", "1 tbsp", 4), m("sr:1056", "1 tbsp", 2)]),
]


THIRTYNINTH = [
    ("1 tbsp evoo", [m("sr:4053", "1 tablespoon")]),
    ("2 tsp canola oil", [m("sr:4582", "1 tbsp", 2 / 3)]),
    ("1/4 cup packed brown sugar", [m("sr:19334", "1 cup, packed", 0.25)]),
    ("2 tbsp powdered sugar", [m("sr:19336", "1 cup, unsifted", 2 / 16)]),
    ("1 1/2 cups cooked white rice", [m("sr:20045", "1 cup", 1.5)]),
    ("3/4 cup cooked quinoa", [m("sr:20137", "1 cup", 0.75)]),
    ("a cup of couscous", [m("sr:20029", "1 cup, cooked")]),
    ("2 cups egg noodles", [m("sr:20110", "1 cup", 2)]),
    ("a cup of cooked elbow macaroni", [m("sr:20100", "1 cup, elbow shaped")]),
    ("half a cup of firm tofu", [m("sr:16126", ".5 cup")]),
    ("a cup of shelled edamame, cooked", [m("sr:11212", "1 cup")]),
    ("a cup of boiled lentils", [m("sr:16070", "1 cup")]),
    ("1/2 cup black beans", [m("sr:16015", "1 cup", 0.5)]),
    ("2 roasted chicken thighs, no skin", [piece("sr:5098", "sr:5097", "1 thigh, bone and skin removed", 2)]),
    ("a cup of diced roasted chicken thigh meat", [m("sr:5098", "1 cup, chopped or diced")]),
    ("a cup of brocoli", [m("sr:11090", "1 cup, chopped")]),
    ("2 tbsp of penut butter", [m("sr:16098", "2 tbsp")]),
    ("a bananna", [m("fd:bananas, ripe and slightly ripe, raw", "1 Banana")]),
    ("a cup of halved strawberrys", [m("sr:9316", "1 cup, halves")]),
    ("stir fry: 4 oz firm tofu, a cup of brocoli and 1 tbsp canola oil",
     [g("sr:16126", 4 * OZ), m("sr:11090", "1 cup, chopped"), m("sr:4582", "1 tbsp")]),
    ("burrito bowl - 1/2 cup black beans, 1 1/2 cups cooked white rice and 4 tbsp of salsa",
     [m("sr:16015", "1 cup", 0.5), m("sr:20045", "1 cup", 1.5), m("sr:6164", "1 tbsp", 4)]),
]


FORTIETH = [
    ("a wendy's classic single with cheese", [m("sr:21240", "1 item")]),
    ("a small frosty from wendys", [m("sr:21248", "1 small, 12 oz. cup")]),
    ("5 wendy's nuggets", [m("sr:21246", "5 pieces")]),
    ("a taco bell burrito supreme with chicken", [m("sr:21266", "1 item")]),
    ("2 taco bell crunchy tacos with beef", [m("sr:21260", "1 item", 2)]),
    ("taco bell nachos supreme", [m("sr:21269", "1 item")]),
    ("a kfc original recipe thigh with skin", [m("sr:21436", "1 thigh, with skin")]),
    ("2 kfc extra crispy drumsticks", [m("sr:21439", "1 drumstick, with skin", 2)]),
    ("3 kfc crispy strips", [m("sr:21421", "1 strip", 3)]),
    ("a cup of kfc coleslaw", [m("sr:21420", "1 cup")]),
    ("a burger king double whopper with cheese", [m("sr:21255", "1 item")]),
    ("medium burger king fries", [m("sr:21249", "1 medium, serving")]),
    ("5 burger king chicken tenders", [m("sr:21256", "5 pieces")]),
    ("a burger king croissanwich with egg and cheese", [m("sr:21385", "1 item")]),
    ("a popeyes biscuit", [m("sr:21415", "1 biscuit")]),
    ("2 popeyes spicy chicken strips", [m("sr:21418", "1 strip", 2)]),
    ("a popeyes mild fried chicken breast with skin", [m("sr:21456", "1 breast, with skin")]),
    ("kfc: an original recipe thigh with skin, a cup of coleslaw and a biscuit",
     [m("sr:21436", "1 thigh, with skin"), m("sr:21420", "1 cup"), m("sr:21419", "1 biscuit")]),
    ("burger king run - a double whopper with cheese and medium fries", [m("sr:21255", "1 item"), m("sr:21249", "1 medium, serving")]),
    ("wendys lunch: a classic single with cheese, 5 nuggets and a small frosty",
     [m("sr:21240", "1 item"), m("sr:21246", "5 pieces"), m("sr:21248", "1 small, 12 oz. cup")]),
]


FORTYFIRST = [
    ("a cup of cream of mushroom soup made with water", [m("sr:6443", "1 serving, 1 cup")]),
    ("a cup of canned vegetable beef soup, prepared with water", [m("sr:6471", "1 cup, (8 fl oz)")]),
    ("a cup of chunky minestrone", [m("sr:6039", "1 cup")]),
    ("a cup of new england clam chowder made with water", [m("sr:6430", "1 serving, 1 cup")]),
    ("a cup of fast food chili con carne", [m("sr:21042", "1 cup, (8 fl oz)")]),
    ("a cup of dinty moore beef stew", [m("sr:22694", "1 cup")]),
    ("2 slices of rye bread", [m("sr:18060", "1 slice", 2)]),
    ("a slice of pumpernickel", [m("sr:18044", "1 slice, regular")]),
    ("a large slice of italian bread", [m("sr:18033", '1 slice, large (4-1/2" x 3-1/4" x 3/4")')]),
    ("2 slices of toasted raisin bread", [m("sr:18048", "1 slice, large", 2)]),
    ("a hamburger bun", [m("sr:18350", "1 roll")]),
    ("a large whole wheat pita", [m("sr:18042", '1 pita, large (6-1/2" dia)')]),
    ("a cup of lowfat buttermilk", [m("sr:1088", "1 cup")]),
    ("a cup of eggnog", [m("sr:1057", "1 cup")]),
    ("half a cup of whole milk ricotta", [m("sr:1036", ".5 cup")]),
    ("an oz of part skim ricotta", [m("sr:1037", "1 oz")]),
    ("a 12 oz can of ginger ale", [m("sr:14136", "1 fl oz", 12)]),
    ("soup and bread: a cup of chunky minestrone and 2 slices of rye bread", [m("sr:6039", "1 cup"), m("sr:18060", "1 slice", 2)]),
    ("cookout - a hamburger bun, a 90% lean hamburger patty, broiled, and a tablespoon of ketchup",
     [m("sr:18350", "1 roll"), m("sr:23563", "1 patty"), m("sr:11935", "1 tbsp")]),
    ("holiday: a cup of eggnog and a slice of pumpernickel", [m("sr:1057", "1 cup"), m("sr:18044", "1 slice, regular")]),
]


FORTYSECOND = [
    ("2 eggs fried", [m("sr:1128", "1 large", 2)]),
    ("a cup of chopped hard boiled egg", [m("sr:1129", "1 cup, chopped")]),
    ("spinach, boiled - 1 cup", [m("sr:11458", "1 cup")]),
    ("a piece of store bought cheesecake", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("half a california avocado", [m("sr:9038", "1 fruit, without skin and seed", 0.5)]),
    ("a large baked potato with salt", [m("sr:11828", '1 potato, large (3" to 4-1/4" dia)')]),
    ("16 oz whole milk", [m("sr:1077", "1 cup", 2)]),
    ("a cup of apple slices", [m("sr:9003", "1 cup, slices")]),
    ("a cup of grated carrot", [m("sr:11124", "1 cup, grated")]),
    ("2 stalks of boiled celery", [m("sr:11144", "2 stalks")]),
    ("20 red grapes", [m("sr:9132", "10 grapes", 2)]),
    ("1/4 cup oil roasted peanuts", [m("sr:16089", "1 cup, halves and whole", 0.25)]),
    ("3 slices of whole wheat toast w/ 1 tbsp butter each", [m("sr:18076", "1 slice", 3), m("sr:1001", "1 tbsp", 3)]),
    ("2 scrambled eggs (1/2 cup) and a glass of OJ", [m("sr:1132", "1 cup", 0.5), m("sr:9206", "1 cup")]),
    ("post workout: 16 oz whole milk and a banana", [m("sr:1077", "1 cup", 2), m("fd:bananas, ripe and slightly ripe, raw", "1 Banana")]),
    ("a california avocado, half of it", [m("sr:9038", "1 fruit, without skin and seed", 0.5)]),
    ("late snack; a piece of store bought cheesecake + 20 red grapes", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)"), m("sr:9132", "10 grapes", 2)]),
    ("salad w/ a cup of grated carrot, a cup of chopped hard boiled egg and 2 tbsp italian dressing",
     [m("sr:11124", "1 cup, grated"), m("sr:1129", "1 cup, chopped"), m("sr:4114", "1 tbsp", 2)]),
]


FORTYTHIRD = [
    ("a slice of store bought pumpkin pie", [m("sr:18326", "1 slice")]),
    ("a piece of homemade cherry pie", [m("sr:18309", '1 piece, (1/8 of 9" dia)')]),
    ("2 sugar cookies", [m("sr:18204", "1 cookie", 2)]),
    ("3 peanut butter cookies", [m("sr:18185", "1 cookie", 3)]),
    ("a homemade brownie", [m("sr:18154", '1 brownie, (2" square)')]),
    ("half a cup of jello", [m("sr:19173", ".5 cup")]),
    ("a cup of chocolate frozen yogurt", [m("sr:42186", "1 cup")]),
    ("half a cup of orange sherbet", [m("sr:19097", ".5 cup, (4 fl oz)")]),
    ("4 caramels", [m("sr:19074", "1 piece", 4)]),
    ("3 hard candies", [m("sr:19107", "1 piece", 3)]),
    ("15 gumdrops", [m("sr:19106", "10 gumdrops", 1.5)]),
    ("an orange sherbet bar", [m("sr:19097", "1 bar, (2.75 fl oz)")]),
    ("2 fried cherry pies", [m("sr:18444", '1 pie, (5" x 3-3/4")', 2)]),
    ("dessert: a slice of store bought pumpkin pie and half a cup of orange sherbet",
     [m("sr:18326", "1 slice"), m("sr:19097", ".5 cup, (4 fl oz)")]),
    ("bake sale - 2 sugar cookies, a homemade brownie and 3 peanut butter cookies",
     [m("sr:18204", "1 cookie", 2), m("sr:18154", '1 brownie, (2" square)'), m("sr:18185", "1 cookie", 3)]),
    ("candy jar: 4 caramels, 3 hard candies, 15 gumdrops", [m("sr:19074", "1 piece", 4), m("sr:19107", "1 piece", 3), m("sr:19106", "10 gumdrops", 1.5)]),
]

FORTYFOURTH = [
    ("half a cup of tempeh", [m("sr:16114", "1 cup", 0.5)]),
    ("a hot dog with chili", [m("sr:21119", "1 sandwich")]),
    ("3 anchovies", [m("sr:15002", "1 anchovy", 3)]),
    ("4 oz of roast duck", [g("sr:5140", 4 * OZ)]),
    ("a cup of chicken gumbo soup", [m("sr:6417", "1 cup")]),
    ("a cup of tomato bisque made with milk", [m("sr:6358", "1 cup, (8 fl oz)")]),
    ("an ounce of macadamia nuts", [m("sr:12131", "1 oz, (10-12 kernels)")]),
    ("1 oz chia seeds", [m("sr:12006", "1 oz")]),
    ("a tablespoon of flaxseed", [m("sr:12220", "1 tbsp, whole")]),
    ("a cup of boiled eggplant", [m("sr:11210", '1 cup, (1" cubes)')]),
    ("a medium artichoke, boiled", [m("sr:11008", "1 artichoke, medium")]),
    ("2 jalapeno peppers", [m("sr:11979", "1 pepper", 2)]),
    ("a cup of baked yam", [m("sr:11602", "1 cup, cubes")]),
    ("a cup of steamed green beans", [m("sr:11053", "1 cup")]),
    ("2 cups of arugula", [m("sr:11959", ".5 cup", 4)]),
    ("2 tbsp teriyaki sauce", [m("sr:6112", "1 tbsp", 2)]),
    ("a cup of muesli", [m("sr:42184", "1 cup")]),
    ("dinner: 4 oz of roast duck, a cup of baked yam and 2 cups of arugula",
     [g("sr:5140", 4 * OZ), m("sr:11602", "1 cup, cubes"), m("sr:11959", ".5 cup", 4)]),
    ("a hot dog with chili and a cup of steamed green beans", [m("sr:21119", "1 sandwich"), m("sr:11053", "1 cup")]),
    ("a cup of muesli with a tablespoon of flaxseed", [m("sr:42184", "1 cup"), m("sr:12220", "1 tbsp, whole")]),
]

FORTYFIFTH = [
    ("a McDonald's cheeseburger", [m("sr:21233", "1 item")]),
    ("a quarter pounder", [m("sr:21234", "1 item")]),
    ("a filet-o-fish", [m("sr:21232", "1 item")]),
    ("3 McDonald's chicken selects", [m("sr:21308", "3 pieces, 4.6 oz")]),
    ("a McDonald's bbq sauce packet", [m("sr:21310", "1 package")]),
    ("a Burger King double whopper", [m("sr:21254", "1 item")]),
    ("5 Burger King french toast sticks", [m("sr:21386", "1 serving, 5 sticks")]),
    ("a medium order of Burger King hash brown rounds", [m("sr:21387", "1 serving, medium")]),
    ("Wendy's classic single", [m("sr:21239", "1 item")]),
    ("a Taco Bell burrito supreme with beef", [m("sr:21265", "1 item")]),
    ("Taco Bell nachos", [m("sr:21268", "1 item")]),
    ("2 slices of Pizza Hut pan crust pepperoni pizza", [m("sr:21275", "1 slice", 2)]),
    ("a slice of 12 inch Pizza Hut thin crust cheese pizza", [m("sr:21273", "1 slice")]),
    ("a KFC original recipe breast", [m("sr:21434", "1 breast, with skin")]),
    ("2 KFC extra crispy wings", [m("sr:21441", "1 wing, with skin", 2)]),
    ("a Popeyes spicy thigh", [m("sr:21454", "1 thigh, with skin")]),
    ("a cup of Popeyes coleslaw", [m("sr:21416", "1 cup")]),
    ("2 slices of Little Caesars pepperoni deep dish", [m("sr:21291", "1 slice", 2)]),
    ("a McDonald's biscuit", [m("sr:21317", "1 item, 2.7 oz")]),
    ("kfc - an original recipe breast and 2 extra crispy wings",
     [m("sr:21434", "1 breast, with skin"), m("sr:21441", "1 wing, with skin", 2)]),
]

FORTYSIXTH = [
    ("150 g of cooked brown rice", [g("sr:20037", 150)]),
    ("6 oz roasted chicken breast, no skin", [g("sr:5064", 6 * OZ)]),
    ("1 1/2 cups of whole milk", [m("sr:1077", "1 cup", 1.5)]),
    ("a quarter cup of raisins", [m("sr:9298", "1 cup, packed", 0.25)]),
    ("3 tablespoons of hummus", [m("sr:16158", "1 tbsp", 3)]),
    ("a 5 oz can of tuna in water", [g("sr:15121", 5 * OZ)]),
    ("350 ml orange juice", [m("sr:9206", "1 cup", 350 / 236.5882365)]),
    ("a pound of strawberries", [g("sr:9316", LB)]),
    ("three quarters of a cup of cottage cheese", [m("sr:1012", "1 cup, large curd (not packed)", 0.75)]),
    ("5 oz baked salmon", [g("sr:15237", 5 * OZ)]),
    ("a large baked potato", [m("sr:11828", '1 potato, large (3" to 4-1/4" dia)')]),
    ("a cup of vanilla ice cream", [m("sr:19095", "1 serving, 1/2 cup", 2)]),
    ("2 slices of toasted wheat bread with a tablespoon of butter each", [m("sr:18065", "1 slice", 2), m("sr:1001", "1 tbsp", 2)]),
    ("1/3 cup granola", [m("sr:8037", "1 cup", 1 / 3)]),
    ("2 cups cooked black beans", [m("sr:16015", "1 cup", 2)]),
    ("100 grams of tempeh", [g("sr:16114", 100)]),
    ("half a pint of vanilla ice cream", [m("sr:19095", "1 serving, 1/2 cup", 2)]),
    ("dinner was 5 oz baked salmon with 150 g of cooked brown rice and a cup of steamed green beans",
     [g("sr:15237", 5 * OZ), g("sr:20037", 150), m("sr:11053", "1 cup")]),
    ("for breakfast i had 1 1/2 cups of whole milk and 1/3 cup granola", [m("sr:1077", "1 cup", 1.5), m("sr:8037", "1 cup", 1 / 3)]),
]

FORTYSEVENTH = [
    ("300 g chicken curry", [g("fn:chicken curry", 300)]),
    ("about 12 oz of beef stroganoff with noodles", [g("fn:beef stroganoff with noodles", 12 * OZ)]),
    ("250 grams of lasagna with meat", [g("fn:lasagna with meat", 250)]),
    ("an 8 oz portion of shepherd's pie", [g("fn:shepherd's pie", 8 * OZ)]),
    ("400 g of chicken lo mein", [g("fn:lo mein, with chicken", 400)]),
    ("200g general tso chicken", [g("fn:general tso chicken", 200)]),
    ("about 150 g of tiramisu", [g("fn:tiramisu", 150)]),
    ("10 oz kung pao chicken", [g("fn:kung pao chicken", 10 * OZ)]),
    ("350 g beef curry with rice", [g("fn:beef curry with rice", 350)]),
    ("a 9 oz chicken pot pie", [g("fn:pot pie, chicken", 9 * OZ)]),
    ("roughly 300 grams of vegetable biryani", [g("fn:biryani with vegetables", 300)]),
    ("250 g cheese quesadilla", [g("fn:quesadilla, cheese only", 250)]),
    ("220 g of beef meatloaf", [g("fn:meat loaf made with beef", 220)]),
    ("150 g samosa", [g("fn:samosa", 150)]),
    ("8 oz of sweet and sour pork", [g("fn:sweet and sour pork", 8 * OZ)]),
    ("500 g of pho with beef", [g("fn:soup, pho, with meat", 500)]),
    ("a 250 g vegetable fajita", [g("fn:fajita, vegetable", 250)]),
    ("120 g of peach cobbler", [g("fn:cobbler, peach", 120)]),
    ("lunch: 300 g chicken curry and 150 g samosa", [g("fn:chicken curry", 300), g("fn:samosa", 150)]),
    ("takeout - 400 g of chicken lo mein, 200g general tso chicken", [g("fn:lo mein, with chicken", 400), g("fn:general tso chicken", 200)]),
]

FORTYEIGHTH = [
    ("a cup of chopped brocoli", [m("sr:11090", "1 cup, chopped")]),
    ("a bannana", [m("fd:bananas, ripe and slightly ripe, raw", "1 Banana")]),
    ("2 cups of diced watermellon", [m("sr:9326", "1 cup, diced", 2)]),
    ("a small bluberry muffin", [m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("2 tbsp ranch dresing", [m("sr:4639", "1 tablespoon", 2)]),
    ("a glass of choclate milk", [m("sr:1102", "1 cup")]),
    ("1 cup of cheerio's", [m("sr:8013", "1 cup, (1 NLEA serving)")]),
    ("a tbsp of mayonaise", [m("sr:4025", "1 tbsp")]),
    ("an ounce of dry rosted cashews", [m("sr:12585", "1 oz")]),
    ("a cup of vanila yogurt", [m("sr:1119", "1 cup, (8 fl oz)")]),
    ("2 slices of chedder cheese", [m("fd:cheese, cheddar", "1 slice", 2)]),
    ("a cup of sliced aples", [m("sr:9003", "1 cup, slices")]),
    ("a cup of spinnach", [m("sr:11457", "1 cup")]),
    ("1/2 cup of humus", [m("sr:16158", "1 cup", 0.5)]),
    ("a tablspoon of peanut butter", [m("sr:16098", "2 tbsp", 0.5)]),
    ("3 cups of pop corn", [m("sr:19034", "1 cup", 3)]),
    ("a cup of oatmeal with a bannana and a tablspoon of peanut butter",
     [m("sr:8121", "1 cup"), m("fd:bananas, ripe and slightly ripe, raw", "1 Banana"), m("sr:16098", "2 tbsp", 0.5)]),
    ("salad: a cup of spinnach, 2 slices of chedder cheese, 2 tbsp ranch dresing",
     [m("sr:11457", "1 cup"), m("fd:cheese, cheddar", "1 slice", 2), m("sr:4639", "1 tablespoon", 2)]),
]

FORTYNINTH = [
    ("2 slices of swiss cheese", [m("fd:cheese, swiss", "1 slice", 2)]),
    ("an ounce of turkey bacon", [m("sr:42130", "1 oz")]),
    ("a cooked italian sausage link", [m("sr:7089", "1 link, 4/lb")]),
    ("4 fish sticks", [m("sr:15027", '1 stick, (4" x 1" x 1/2")', 4)]),
    ("a corn dog", [m("sr:21120", "1 sandwich")]),
    ("5 Wendy's chicken nuggets", [m("sr:21246", "5 pieces")]),
    ("an english muffin", [m("sr:18437", "1 muffin")]),
    ("20 oz gatorade", [m("sr:14460", "1 fl oz", 20)]),
    ("a can of red bull", [m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("an ounce of pretzels", [m("sr:19047", "1 oz")]),
    ("10 green olives", [m("sr:9195", "1 olive", 10)]),
    ("5 large black olives", [m("sr:9193", "1 large", 5)]),
    ("a portion of onion rings", [m("sr:21130", "1 portion, (8-9 onion rings)")]),
    ("4 chicken tenders", [m("sr:21401", "4 pieces")]),
    ("a fish sandwich with tartar sauce", [m("sr:21105", "1 sandwich")]),
    ("a Burger King original chicken sandwich", [m("sr:21259", "1 item")]),
    ("an order of nachos with cheese", [m("sr:21078", "1 portion, (6-8 nachos)")]),
    ("a cup of canned fruit salad in juice", [m("sr:9103", "1 cup")]),
    ("snack: 3 tbsp hummus, 10 pretzel twists", [m("sr:16158", "1 tbsp", 3), m("sr:19047", "10 twists")]),
    ("lunch - a corn dog and 20 oz gatorade", [m("sr:21120", "1 sandwich"), m("sr:14460", "1 fl oz", 20)]),
    ("breakfast: an english muffin, an ounce of turkey bacon and 2 slices of swiss cheese",
     [m("sr:18437", "1 muffin"), m("sr:42130", "1 oz"), m("fd:cheese, swiss", "1 slice", 2)]),
]

FIFTIETH = [
    ("a cup of raisin bran w/ 1/2 cup 1% milk", [m("sr:8060", "1 cup, ( 1 NLEA serving)"), m("sr:1082", "1 cup", 0.5)]),
    ("1.5 cups frosted flakes and a cup of 2% milk", [m("sr:8069", "1 cup", 1.5), m("sr:1079", "1 cup")]),
    ("coffee w/ 2 tsp sugar", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:19335", "1 tsp", 2)]),
    ("2 slices rye toast w/ 1 tbsp jam each", [m("sr:18061", "1 slice, large", 2), m("sr:19297", "1 tbsp", 2)]),
    ("ham sandwich: 2 slices white bread, 3 oz ham, 1 tsp mustard",
     [m("fd:bread, white, commercially prepared", "1 slice", 2), g("sr:7029", 3 * OZ), m("sr:2046", "1 tsp, or 1 packet")]),
    ("a bowl of corn flakes (1 cup) with 1/2 cup skim milk", [m("sr:8020", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup", 0.5)]),
    ("tea w/ a tbsp of honey", [m("sr:14355", "1 cup, (8 fl oz)"), m("sr:19296", "1 tbsp")]),
    ("an ounce of american cheese", [g("sr:1147", OZ)]),
    ("a slice of rye bread", [m("sr:18060", "1 slice")]),
    ("4 oz of 1% milk", [m("sr:1082", "1 fl oz", 4)]),
    ("a cup of grapes and an ounce of american cheese", [m("sr:9132", "1 cup"), g("sr:1147", OZ)]),
    ("breakfast: a cup of raisin bran w/ 1/2 cup 1% milk & coffee w/ 2 tsp sugar",
     [m("sr:8060", "1 cup, ( 1 NLEA serving)"), m("sr:1082", "1 cup", 0.5), m("sr:14209", "1 cup, (8 fl oz)"), m("sr:19335", "1 tsp", 2)]),
    ("lunch was a ham sandwich (2 slices white bread, 3 oz ham, 1 tsp mustard) and a cup of grapes",
     [m("fd:bread, white, commercially prepared", "1 slice", 2), g("sr:7029", 3 * OZ), m("sr:2046", "1 tsp, or 1 packet"), m("sr:9132", "1 cup")]),
]

FIFTYFIRST = [
    ("half a cup of boiled brussels sprouts", [m("sr:11099", ".5 cup")]),
    ("a cup of canned kidney beans", [m("sr:16029", "1 cup")]),
    ("an ounce of gouda", [m("sr:1022", "1 oz")]),
    ("a can of sprite", [m("sr:14145", "1 can, 12 fl oz")]),
    ("2 oz dry whole wheat spaghetti", [m("sr:20124", "2 oz")]),
    ("a cup of cooked whole-wheat spaghetti", [m("sr:20125", "1 cup")]),
    ("a cup of unsweetened applesauce", [m("sr:9019", "1 cup")]),
    ("half a cup of trail mix", [m("sr:19059", "1 cup", 0.5)]),
    ("a tablespoon of sunflower seed butter", [m("sr:12040", "1 tbsp")]),
    ("an ounce of corn nuts", [m("sr:19009", "1 oz")]),
    ("2 canned peach halves in heavy syrup", [m("sr:9241", "1 half, with liquid", 2)]),
    ("a mcdonald's double cheeseburger", [m("sr:21344", "1 item")]),
    ("a chocolate power bar", [m("sr:25017", "1 bar")]),
    ("a haddock fillet, baked", [m("sr:15034", "1 fillet")]),
    ("4 medjool dates", [m("sr:9421", "1 date, pitted", 4)]),
    ("a large whole wheat pita", [m("sr:18042", "1 pita, large (6-1/2\" dia)")]),
    ("6 dried apricot halves", [m("sr:9032", "1 half", 6)]),
    ("snack - a can of sprite and an ounce of corn nuts", [m("sr:14145", "1 can, 12 fl oz"), m("sr:19009", "1 oz")]),
    ("lunch: a cup of cooked whole-wheat spaghetti, half a cup of canned kidney beans and an ounce of gouda",
     [m("sr:20125", "1 cup"), m("sr:16029", "1 cup", 0.5), m("sr:1022", "1 oz")]),
]

FIFTYSECOND = [
    ("a kfc extra crispy thigh", [m("sr:21440", "1 thigh, with skin")]),
    ("2 popeyes spicy chicken strips", [m("sr:21418", "1 strip", 2)]),
    ("a wendy's jr cheeseburger", [m("sr:21242", "1 item")]),
    ("a wendys ultimate chicken grill sandwich", [m("sr:21245", "1 item")]),
    ("2 slices papa johns cheese pizza", [m("sr:21283", "1 slice", 2)]),
    ("one slice of little caesars thin crust cheese pizza", [m("sr:21292", "1 slice")]),
    ("a taco bell soft taco with steak", [m("sr:21263", "1 item")]),
    ("an order of kfc potato wedges", [m("sr:21423", "1 package")]),
    ("a mcdonalds hamburger", [m("sr:21228", "1 item")]),
    ("a sausage mcgriddle", [m("sr:21328", "1 item, 4.744 oz")]),
    ("a mcdonald's hot fudge sundae", [m("sr:21336", "1 item, 6.314 oz")]),
    ("a small chocolate triple thick shake from mcdonalds", [m("sr:21331", "16 fl oz cup, small")]),
    ("a burger king chicken whopper", [m("sr:21257", "1 item")]),
    ("a mcflurry with oreos", [m("sr:21339", "12 fl oz cup, regular")]),
    ("a popeyes mild chicken thigh", [m("sr:21458", "1 thigh, with skin")]),
    ("mcdonald's sausage biscuit with egg", [m("sr:21362", "1 item, 5.7 oz")]),
    ("a bacon egg and cheese mcgriddle and a mcdonald's hash brown", [m("sr:21327", "1 item, 5.9 oz"), m("sr:21319", "2 oz")]),
    ("dinner: 2 slices papa johns cheese pizza and a can of sprite", [m("sr:21283", "1 slice", 2), m("sr:14145", "1 can, 12 fl oz")]),
    ("kfc: an extra crispy breast, a cup of coleslaw and a biscuit",
     [m("sr:21438", "1 breast, with skin"), m("sr:21420", "1 cup"), m("sr:21419", "1 biscuit")]),
]

FIFTYTHIRD = [
    ("two scrambled eggs (about half a cup)", [m("sr:1132", "1 cup", 0.5)]),
    ("6 oz grilled pink salmon", [g("sr:15212", 6 * OZ)]),
    ("4 oz boiled octopus", [g("sr:15230", 4 * OZ)]),
    ("a 12 oz bottle of sprite", [m("sr:14145", "1 fl oz", 12)]),
    ("3 dried figs", [m("sr:9094", "1 fig", 3)]),
    ("100 grams of gouda", [g("sr:1022", 100)]),
    ("1/4 cup dry roasted sunflower seeds", [m("sr:12037", "1 cup, hulled", 0.25)]),
    ("three quarters of a cup of black beans", [m("sr:16015", "1 cup", 0.75)]),
    ("1 cup of cooked edamame", [m("sr:11212", "1 cup")]),
    ("1.5 cups cooked quinoa", [m("sr:20137", "1 cup", 1.5)]),
    ("50 blueberries", [m("sr:9050", "50 berries")]),
    ("a piña colada cocktail", [m("sr:14017", "1 cocktail, (4.5 fl oz)")]),
    ("a container of nonfat plain greek yogurt", [m("fd:yogurt, greek, plain, nonfat", "1 container")]),
    ("250 g braised country style pork ribs", [g("sr:10205", 250)]),
    ("1/2 lb of raw flank steak", [g("sr:13065", LB / 2)]),
    ("a quarter cup of dried figs", [m("sr:9094", "1 cup", 0.25)]),
    ("breakfast - 2 scrambled eggs (1/2 cup), a cup of blueberries and a container of nonfat greek yogurt",
     [m("sr:1132", "1 cup", 0.5), m("sr:9050", "1 cup"), m("fd:yogurt, greek, plain, nonfat", "1 container")]),
    ("dinner: 6 oz grilled pink salmon with 1 cup cooked quinoa and a cup of edamame",
     [g("sr:15212", 6 * OZ), m("sr:20137", "1 cup"), m("sr:11212", "1 cup")]),
]

FIFTYFOURTH = [
    ("a cup of baked acorn squash cubes", [m("sr:11483", "1 cup, cubes")]),
    ("10 raw yellow wax beans", [m("sr:11052", "10 beans, (4\" long)")]),
    ("a cup of sliced radishes", [m("sr:11429", "1 cup, slices")]),
    ("a boiled parsnip", [m("sr:11299", "1 parsnip, (9\" long)")]),
    ("a peeled lemon", [m("sr:9150", "1 fruit, (2-1/8\" dia)")]),
    ("a large raw potato", [m("sr:11352", "1 Potato, large (3\" to 4-1/4\" dia)")]),
    ("half a cup of frozen spinach, boiled", [m("sr:11464", ".5 cup")]),
    ("a cup of raw mung bean sprouts", [m("sr:11043", "1 cup")]),
    ("2 dried pear halves", [m("sr:9259", "1 half", 2)]),
    ("2 passion fruits", [m("sr:9231", "1 fruit, without refuse", 2)]),
    ("a cup of cubed raw acorn squash", [m("sr:11482", "1 cup, cubes")]),
    ("a cup of mashed boiled acorn squash", [m("sr:11484", "1 cup, mashed")]),
    ("a cup of raw parsnip slices", [m("sr:11298", "1 cup, slices")]),
    ("5 large radishes", [m("sr:11429", "1 large, (1\" to 1-1/4\" dia)", 5)]),
    ("side of veg: a cup of baked acorn squash cubes and half a cup of boiled frozen spinach",
     [m("sr:11483", "1 cup, cubes"), m("sr:11464", ".5 cup")]),
]

FIFTYFIFTH = [
    ("250 g beef enchilada", [g("fn:enchilada, beef", 250)]),
    ("300g chicken quesadilla with vegetables", [g("fn:quesadilla, chicken, with vegetables", 300)]),
    ("a 9 oz beef pot pie", [g("fn:pot pie, beef", 9 * OZ)]),
    ("200 grams of green bean casserole", [g("fn:green bean casserole", 200)]),
    ("350 g jambalaya with meat and rice", [g("fn:jambalaya with meat and rice", 350)]),
    ("12 oz of shrimp gumbo", [g("fn:shrimp gumbo", 12 * OZ)]),
    ("220 g chicken fajita", [g("fn:fajita, chicken", 220)]),
    ("400g beef lo mein", [g("fn:lo mein, with beef", 400)]),
    ("275 g steak teriyaki", [g("fn:steak teriyaki", 275)]),
    ("300 g beef curry", [g("fn:beef curry", 300)]),
    ("180 g eggplant parmesan casserole", [g("fn:eggplant parmesan casserole, regular", 180)]),
    ("a 10 oz serving of chicken curry with rice", [g("fn:chicken curry with rice", 10 * OZ)]),
    ("dinner: 250 g beef enchilada and 200 g green bean casserole",
     [g("fn:enchilada, beef", 250), g("fn:green bean casserole", 200)]),
]

FIFTYSIXTH = [
    ("a package of chicken ramen noodles, dry", [m("sr:6983", "1 package")]),
    ("ate half a package of ramen", [m("sr:6583", "1 package", 0.5)]),
    ("a cup of unfortified vanilla soymilk", [m("sr:16120", "1 cup")]),
    ("2 oz of feta, crumbled", [g("sr:1019", 2 * OZ)]),
    ("3 plums", [m("sr:9279", "1 fruit, (2-1/8\" dia)", 3)]),
    ("a cup of cantaloupe balls", [m("sr:9181", "1 cup, balls")]),
    ("a medium pear", [m("sr:9252", "1 medium")]),
    ("a 4 oz raw ground turkey patty", [m("sr:5305", "1 patty, 4 oz")]),
    ("2 plain brown rice cakes", [m("sr:19051", "2 cakes")]),
    ("a jigger of 80 proof rum", [m("sr:14037", "1 jigger, 1.5 fl oz")]),
    ("2 medium corn tortillas", [m("sr:18449", "1 tortilla, medium (approx 6\" dia)", 2)]),
    ("3 oz part-skim mozzarella", [g("sr:1028", 3 * OZ)]),
    ("cooked a 4 oz turkey patty (raw weight)", [m("sr:5305", "1 patty, 4 oz")]),
    ("snack: 2 plain brown rice cakes w/ 1 oz part-skim mozzarella and a plum",
     [m("sr:19051", "2 cakes"), g("sr:1028", OZ), m("sr:9279", "1 fruit, (2-1/8\" dia)")]),
    ("late night: half a package of ramen and a cup of vanilla soymilk",
     [m("sr:6583", "1 package", 0.5), m("sr:16120", "1 cup")]),
    ("tacos: 2 medium corn tortillas, 2 oz feta, a cup of cantaloupe cubes on the side",
     [m("sr:18449", "1 tortilla, medium (approx 6\" dia)", 2), g("sr:1019", 2 * OZ), m("sr:9181", "1 cup, cubes")]),
]

FIFTYSEVENTH = [
    ("a slice of store-bought apple pie", [m("sr:18301", "1 piece, (1/8 of 9\" dia)")]),
    ("a slice of pumpkin pie", [m("sr:18326", "1 slice")]),
    ("a piece of cheesecake", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("a small corn muffin", [m("sr:18279", "1 small")]),
    ("a glazed cake doughnut", [m("sr:18250", "1 doughnut, medium (approx 3\" dia)")]),
    ("2 peanut butter cookies", [m("sr:18185", "1 cookie", 2)]),
    ("a large brownie", [m("sr:18151", "1 square, large (2-3/4\" sq x 7/8\")")]),
    ("1/2 cup chocolate ice cream", [m("sr:19270", ".5 cup, (4 fl oz)")]),
    ("3 mini corn muffins", [m("sr:18279", "1 mini", 3)]),
    ("2 homemade peanut butter cookies", [m("sr:18189", "1 cookie, (3\" dia)", 2)]),
    ("1 oz of apple pie", [g("sr:18301", OZ)]),
    ("dessert: a slice of pumpkin pie and a cup of decaf coffee", [m("sr:18326", "1 slice"), m("sr:14201", "1 cup, (8 fl oz)")]),
    ("a large brownie with 1/2 cup of chocolate ice cream", [m("sr:18151", "1 square, large (2-3/4\" sq x 7/8\")"), m("sr:19270", ".5 cup, (4 fl oz)")]),
    ("coffee break - a glazed cake doughnut and 2 peanut butter cookies", [m("sr:18250", "1 doughnut, medium (approx 3\" dia)"), m("sr:18185", "1 cookie", 2)]),
]

FIFTYEIGHTH = [
    ("a pint of beer", [m("sr:14003", "1 fl oz", 16)]),
    ("a 16 oz bottle of apple juice", [m("sr:9016", "1 fl oz", 16)]),
    ("a cup of grape juice", [m("sr:9135", "1 cup")]),
    ("a glass of white wine", [m("sr:14106", "1 serving, 5 fl oz")]),
    ("8 oz of lemonade made from frozen concentrate", [m("sr:14293", "1 fl oz", 8)]),
    ("a cup of hot tea", [m("sr:14355", "1 cup, (8 fl oz)")]),
    ("a packet of hot cocoa mix", [m("sr:14192", "1 serving, (3 heaping tsp or 1 envelope)")]),
    ("hot cocoa made from a packet with water, 6 oz", [m("sr:14194", "1 serving, 6 fl oz")]),
    ("12 oz of lowfat chocolate milk", [m("sr:1104", "1 cup", 12 * FLOZ / 236.588)]),
    ("a cup of cranberry juice cocktail", [m("sr:14242", "1 cup, (8 fl oz)")]),
    ("2 cans of beer", [m("sr:14003", "1 can", 2)]),
    ("half a glass of grape juice", [m("sr:9135", "1 cup", 0.5)]),
    ("a large glass (12 oz) of apple juice", [m("sr:9016", "1 fl oz", 12)]),
    ("happy hour: 2 glasses of white wine and a pint of beer", [m("sr:14106", "1 serving, 5 fl oz", 2), m("sr:14003", "1 fl oz", 16)]),
    ("breakfast drinks: a cup of hot tea and 8 oz apple juice", [m("sr:14355", "1 cup, (8 fl oz)"), m("sr:9016", "1 fl oz", 8)]),
]

FIFTYNINTH = [
    ("a baked cod fillet", [m("sr:15016", "1 fillet")]),
    ("5 oz grilled yellowfin tuna", [g("sr:15221", 5 * OZ)]),
    ("2 slices of beef bologna", [m("sr:7007", "1 slice", 2)]),
    ("a slice of cooked beef salami", [m("sr:7068", "1 slice")]),
    ("10 saltine crackers", [m("sr:18228", "5 crackers, square (1 serving)", 2)]),
    ("an ounce of graham crackers", [m("sr:18173", "1 oz")]),
    ("a cup of homemade granola", [m("sr:8037", "1 cup")]),
    ("a hard plain granola bar", [m("sr:19015", "1 bar")]),
    ("a mixed grain english muffin", [m("sr:18260", "1 muffin")]),
    ("15 pepperoni slices", [m("sr:7057", "1 slice, round", 15)]),
    ("half a cod fillet, baked", [m("sr:15016", "1 fillet", 0.5)]),
    ("3 oz raw yellowfin tuna (sashimi)", [g("sr:15127", 3 * OZ)]),
    ("bologna sandwich: 2 slices beef bologna, 2 slices white bread, 1 tsp mustard",
     [m("sr:7007", "1 slice", 2), m("fd:bread, white, commercially prepared", "1 slice", 2), m("sr:2046", "1 tsp, or 1 packet")]),
    ("soup and crackers: a cup of chicken noodle soup and 10 saltines",
     [m("sr:6419", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 2)]),
    ("cod dinner - a baked cod fillet, 1 cup cooked quinoa, a cup of boiled green beans",
     [m("sr:15016", "1 fillet"), m("sr:20137", "1 cup"), m("sr:11053", "1 cup")]),
]

SIXTIETH = [
    ("a kit kat bar", [m("sr:19109", "1 bar, (1.5 oz)")]),
    ("3 miniature kit kats", [m("sr:19109", "1 bar, miniature (.35 oz)", 3)]),
    ("a fun size milky way", [m("sr:19135", "1 bar, fun size")]),
    ("a 2.17 oz pack of skittles", [m("sr:19370", "1 serving, 2.17 oz pack")]),
    ("20 reese's pieces", [m("sr:19151", "10 pieces", 2)]),
    ("a reese's nutrageous bar", [m("sr:19239", "1 bar, 1.92 oz")]),
    ("10 large jelly beans", [m("sr:19108", "10 large, (1 oz)")]),
    ("20 mini marshmallows", [m("sr:19116", "10 miniatures", 2)]),
    ("a cup of mini marshmallows", [m("sr:19116", "1 cup, of miniature")]),
    ("a king size big kat bar", [m("sr:19250", "1 bar, king size 2.8 oz")]),
    ("a package of twix", [m("sr:19160", "1 package, (2 oz)")]),
    ("15 kit kat bites", [m("sr:19237", "15 pieces")]),
    ("halloween haul: 2 fun size milky ways and 3 miniature kit kats",
     [m("sr:19135", "1 bar, fun size", 2), m("sr:19109", "1 bar, miniature (.35 oz)", 3)]),
    ("movie snacks - 20 reese's pieces and a 2.17 oz pack of skittles",
     [m("sr:19151", "10 pieces", 2), m("sr:19370", "1 serving, 2.17 oz pack")]),
]

SIXTYFIRST = [
    ("2 poached eggs", [m("sr:1131", "1 large", 2)]),
    ("a slice of raisin bread, large", [m("sr:18047", "1 slice, large")]),
    ("2 small slices of sourdough", [m("sr:18029", "1 slice, small (2\" x 2-1/2\" x 1-3/4\")", 2)]),
    ("a medium slice of french bread", [m("sr:18029", "1 slice, medium (4\" x 2-1/2\" x 1-3/4\")")]),
    ("2 tbsp italian dressing", [m("sr:4114", "1 tbsp", 2)]),
    ("a small peach", [m("sr:9236", "1 small, (2-1/2\" dia)")]),
    ("a small nectarine", [m("sr:9191", "1 small, (2-1/3\" dia)")]),
    ("2 small tangerines", [m("sr:9218", "1 small, (2-1/4\" dia)", 2)]),
    ("a cup of sliced peaches", [m("sr:9236", "1 cup, slices")]),
    ("coffee with 2 tbsp light cream", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1050", "1 tbsp", 2)]),
    ("2 frozen buttermilk waffles, round", [m("sr:18932", "1 waffle, round", 2)]),
    ("a cup of mandarin oranges canned in light syrup", [m("sr:9220", "1 cup")]),
    ("breakfast: 2 poached eggs on 2 small slices of sourdough, and a small nectarine",
     [m("sr:1131", "1 large", 2), m("sr:18029", "1 slice, small (2\" x 2-1/2\" x 1-3/4\")", 2), m("sr:9191", "1 small, (2-1/3\" dia)")]),
    ("side salad dressing (2 tbsp italian) and a cup of sliced peaches", [m("sr:4114", "1 tbsp", 2), m("sr:9236", "1 cup, slices")]),
]

SIXTYSECOND = [
    ("3 pancakes with 2 tbsp maple syrup", [m("sr:18293", "1 pancake, (4\" dia)", 3), m("sr:19353", "1 tbsp", 2)]),
    ("small plain bagel w/ 1 tbsp cream cheese", [m("sr:18406", "1 small bagel, (3\" dia)"), m("sr:1017", "1 tbsp")]),
    ("1 cup cheerios with half a cup of 2% milk", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1079", "1 cup", 0.5)]),
    ("a cup of homemade hot cocoa", [m("sr:1105", "1 cup")]),
    ("a 1.5 oz chewy chocolate chip granola bar", [m("sr:19404", "1 bar, (1.5 oz)")]),
    ("1/2 cup tuna salad in a large pita", [m("sr:15128", "1 cup", 0.5), m("sr:18041", "1 pita, large (6-1/2\" dia)")]),
    ("4 dried figs", [m("sr:9094", "1 fig", 4)]),
    ("2 oz fresh mozzarella", [g("sr:1026", 2 * OZ)]),
    ("2 toasted frozen waffles", [m("sr:18403", "1 waffle, round (4\" dia)", 2)]),
    ("an english muffin with a tablespoon of jam", [m("sr:18258", "1 muffin"), m("sr:19297", "1 tbsp")]),
    ("a cup of tea with a teaspoon of honey", [m("sr:14355", "1 cup, (8 fl oz)"), m("sr:19296", "1 tbsp", 1 / 3)]),
    ("a third of a cup of dried cranberries", [m("sr:9079", ".33 cup")]),
    ("8 fl oz cranberry juice cocktail", [m("sr:14242", "1 fl oz", 8)]),
    ("a glass of chocolate milk", [m("sr:1102", "1 cup")]),
    ("1 packet plain instant oatmeal (dry)", [m("sr:8122", "1 packet")]),
    ("2 tbsp humus and a small whole wheat pita", [m("sr:16158", "1 tbsp", 2), m("sr:18042", "1 pita, small (4\" dia)")]),
    ("breakfast: 3 pancakes, 2 tbsp maple syrup and a glass of chocolate milk",
     [m("sr:18293", "1 pancake, (4\" dia)", 3), m("sr:19353", "1 tbsp", 2), m("sr:1102", "1 cup")]),
    ("snack - 4 dried figs, a cup of tea w/ a tsp of honey",
     [m("sr:9094", "1 fig", 4), m("sr:14355", "1 cup, (8 fl oz)"), m("sr:19296", "1 tbsp", 1 / 3)]),
]

SIXTYTHIRD = [
    ("4 oz cooked ground turkey", [g("sr:5306", 4 * OZ)]),
    ("a pan-broiled 85% lean beef patty", [m("sr:23569", "1 patty, ( yield from 1/4 lb raw meat )")]),
    ("3 oz browned ground beef crumbles, 85/15", [m("sr:23570", "1 serving, ( 3 oz )")]),
    ("a medium ear of corn", [m("sr:11168", "1 ear, medium (6-3/4\" to 7-1/2\" long)")]),
    ("a cup of mashed potatoes", [m("sr:11934", "1 cup")]),
    ("half a cup of stuffing", [m("sr:18082", ".5 cup")]),
    ("a dinner roll", [m("sr:18342", "1 roll, (1 oz)")]),
    ("6 boiled brussels sprouts", [m("sr:11099", "1 sprout", 6)]),
    ("8 asparagus spears", [m("sr:11012", "4 spears, (1/2\" base)", 2)]),
    ("a cup of boiled sliced zucchini", [m("sr:11478", "1 cup, sliced")]),
    ("1/4 cup turkey gravy", [m("sr:6125", "1 cup", 0.25)]),
    ("10 large onion rings, oven baked", [m("sr:11296", "10 rings, large (3-4\" dia)")]),
    ("a cup of diced roast turkey, light meat", [m("sr:5186", "1 cup, chopped or diced")]),
    ("a cup of cooked frozen brussels sprouts", [m("sr:11101", "1 cup")]),
    ("thanksgiving plate: 4 oz roast turkey light meat, a cup of mashed potatoes, 1/4 cup turkey gravy, 1/2 cup stuffing",
     [g("sr:5186", 4 * OZ), m("sr:11934", "1 cup"), m("sr:6125", "1 cup", 0.25), m("sr:18082", ".5 cup")]),
    ("burger night - a pan-broiled 85% lean beef patty on a hamburger bun with 10 large oven baked onion rings",
     [m("sr:23569", "1 patty, ( yield from 1/4 lb raw meat )"), m("sr:18350", "1 roll"), m("sr:11296", "10 rings, large (3-4\" dia)")]),
]

SIXTYFOURTH = [
    ("coffee with 2 tbsp half and half", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp", 2)]),
    ("a cup of black coffee with 2 packets of sugar", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:19335", "1 serving, packet", 2)]),
    ("2 fl oz espresso", [m("sr:14210", "1 fluid ounce", 2)]),
    ("3 cups air popped popcorn", [m("sr:19034", "1 cup", 3)]),
    ("2 cups of oil popped popcorn", [m("sr:19035", "1 cup", 2)]),
    ("a tbsp of almond butter on 2 plain rice cakes", [m("sr:12195", "1 tbsp"), m("sr:19051", "2 cakes")]),
    ("an almond joy, 1.76 oz package", [m("sr:19065", "1 package, 1.76 oz")]),
    ("2 popcorn cakes", [m("sr:19036", "2 cakes")]),
    ("1 oz caramel popcorn", [g("sr:19039", OZ)]),
    ("an oz of dry roasted sunflower seeds", [g("sr:12537", OZ)]),
    ("1 oz roasted pumpkin seeds in the shell", [m("sr:12663", "1 oz, (85 seeds)")]),
    ("a cup of decaf coffee", [m("sr:14201", "1 cup, (8 fl oz)")]),
    ("a 12 oz can of diet soda", [m("sr:14151", "1 can, (12 fl oz)")]),
    ("a cup of lemonade made from frozen concentrate", [m("sr:14293", "1 serving, 1 cup 8 fl oz")]),
    ("movie night: 3 cups air-popped popcorn and an almond joy 1.76 oz pack",
     [m("sr:19034", "1 cup", 3), m("sr:19065", "1 package, 1.76 oz")]),
    ("afternoon: black coffee w/ 2 tbsp half & half, 2 plain rice cakes with a tbsp almond butter",
     [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp", 2), m("sr:19051", "2 cakes"), m("sr:12195", "1 tbsp")]),
]

SIXTYFIFTH = [
    ("a bratwurst", [m("sr:7013", "1 link, cooked")]),
    ("2 pork egg rolls", [m("sr:22953", "1 roll", 2)]),
    ("a cheese enchilada", [m("sr:21074", "1 enchilada")]),
    ("an order of nachos with cheese", [m("sr:21078", "1 portion, (6-8 nachos)")]),
    ("300 g pad thai with chicken", [g("fn:pad thai with chicken", 300)]),
    ("8 oz of chicken lo mein", [g("fn:lo mein, with chicken", 8 * OZ)]),
    ("250g general tso chicken", [g("fn:general tso chicken", 250)]),
    ("180 g california roll", [g("fn:sushi roll, california", 180)]),
    ("a link of kielbasa", [m("sr:7037", "1 link")]),
    ("a cup of chunky minestrone soup", [m("sr:6039", "1 cup")]),
    ("5 falafel patties", [m("sr:16138", "1 patty, (approx 2-1/4\" dia)", 5)]),
    ("a beef and cheese enchilada", [m("sr:21075", "1 enchilada")]),
    ("2 samosas, 100 g each", [g("fn:samosa", 200)]),
    ("chinese takeout: 250 g general tso chicken, 200 g chicken lo mein and 2 pork egg rolls",
     [g("fn:general tso chicken", 250), g("fn:lo mein, with chicken", 200), m("sr:22953", "1 roll", 2)]),
    ("lunch - a cup of chunky minestrone and 5 falafel patties", [m("sr:6039", "1 cup"), m("sr:16138", "1 patty, (approx 2-1/4\" dia)", 5)]),
    ("ballpark: a bratwurst on a hot dog bun", [m("sr:7013", "1 link, cooked"), m("sr:18350", "1 roll")]),
]

SIXTYSIXTH = [
    ("a cup of scrambled eggs w/ a slice of wheat toast", [m("sr:1132", "1 cup"), m("sr:18076", "1 slice")]),
    ("a bannana", [g("fd:bananas, ripe and slightly ripe, raw", 115, "1 Banana = 115 g")]),
    ("2 tbs peanut buter", [m("sr:16098", "2 tbsp")]),
    ("a medium stalk of brocoli, boiled", [m("sr:11091", "1 stalk, medium (7-1/2\" - 8\" long)")]),
    ("chiken breast 6oz roasted", [g("sr:5064", 6 * OZ)]),
    ("1/2 c cottage cheese", [m("sr:1012", "1 cup, large curd (not packed)", 0.5)]),
    ("a large baked sweet potatoe", [m("sr:11508", "1 large")]),
    ("half an avacado", [m("sr:9038", "1 fruit, without skin and seed", 0.5)]),
    ("oatmeal 1 cup w/ 1 tbsp honey & 1/4 c blueberries", [m("sr:8121", "1 cup"), m("sr:19296", "1 tbsp"), m("sr:9050", "1 cup", 0.25)]),
    ("3 slices of pan fried bacon", [m("sr:10862", "1 slice, cooked", 3)]),
    ("50 blueberrys", [m("sr:9050", "50 berries")]),
    ("a cup of diced roasted chicken breast", [m("sr:5064", "1 cup, chopped or diced")]),
    ("4 oz cottage cheese + 1/2 cup blueberries", [m("sr:1012", "4 oz"), m("sr:9050", "1 cup", 0.5)]),
    ("brekky: cup of scrambled eggs, 3 slices pan-fried bacon, half an avocado",
     [m("sr:1132", "1 cup"), m("sr:10862", "1 slice, cooked", 3), m("sr:9038", "1 fruit, without skin and seed", 0.5)]),
    ("dinner - 6 oz roasted chicken breast, a large baked sweet potato, a medium broccoli stalk boiled",
     [g("sr:5064", 6 * OZ), m("sr:11508", "1 large"), m("sr:11091", "1 stalk, medium (7-1/2\" - 8\" long)")]),
]

SIXTYSEVENTH = [
    ("a slice of pound cake", [m("sr:18120", "1 piece, (1/10 of cake)")]),
    ("1/8 of a homemade cherry pie", [m("sr:18309", "1 piece, (1/8 of 9\" dia)")]),
    ("a piece of cheesecake", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("half a cup of chocolate ice cream", [m("sr:19270", ".5 cup, (4 fl oz)")]),
    ("2 oatmeal raisin cookies, homemade", [m("sr:18184", "1 cookie, (2-5/8\" dia)", 2)]),
    ("a cheese danish", [m("sr:18245", "1 pastry")]),
    ("a medium apple croissant", [m("sr:18240", "1 croissant, medium")]),
    ("8 fl oz arizona iced tea", [m("sr:14475", "1 fl oz", 8)]),
    ("a glass of whole milk", [m("sr:1077", "1 cup")]),
    ("2 sugar cones", [m("sr:18272", "1 cone", 2)]),
    ("a cup of vanilla ice cream in 2 wafer cones", [m("sr:19095", "1 serving, 1/2 cup", 2), m("sr:18271", "1 cone", 2)]),
    ("dessert: a slice of pound cake and half a cup of chocolate ice cream",
     [m("sr:18120", "1 piece, (1/10 of cake)"), m("sr:19270", ".5 cup, (4 fl oz)")]),
    ("coffee shop: a cheese danish, a glass of whole milk", [m("sr:18245", "1 pastry"), m("sr:1077", "1 cup")]),
    ("a slice of banana bread, 2 oz", [g("sr:18019", 2 * OZ)]),
    ("a fried cherry pie", [m("sr:18444", "1 pie, (5\" x 3-3/4\")")]),
]


SIXTYEIGHTH = [
    # diary-style plates: a lead-in, meals joined by "and", "with" and commas
    ("for dinner i had 6 oz grilled salmon and a cup of brown rice", [g("sr:15237", 6 * OZ), m("sr:20037", "1 cup")]),
    ("2 slices of rye toast with a tbsp of butter", [m("sr:18061", "1 slice, large", 2), m("sr:1001", "1 tbsp")]),
    ("a medium baked russet potato with 2 tbsp sour cream",
     [m("sr:11356", "1 potato, medium (2-1/4\" to 3-1/4\" dia.)"), m("sr:1056", "1 tbsp", 2)]),
    ("1 cup cottage cheese and half a cup of fresh pineapple chunks",
     [m("sr:1012", "1 cup, large curd (not packed)"), m("sr:9266", "1 cup, chunks", 0.5)]),
    ("a cup of cooked quinoa with half a cup of black beans", [m("sr:20137", "1 cup"), m("sr:16015", "1 cup", 0.5)]),
    ("2 tbsp hummus and 10 baby carrots", [m("sr:16158", "1 tbsp", 2), m("sr:11960", "1 medium", 10)]),
    ("an english muffin with a tablespoon of peanut butter", [m("sr:18437", "1 muffin"), m("sr:16098", "2 tbsp", 0.5)]),
    ("lunch was a cup of new england clam chowder made with milk",
     [m("sr:6230", "1 serving, 1 cup")]),
    ("8 fl oz orange juice and a small blueberry muffin", [m("sr:9206", "1 cup"), m("sr:18274", "1 small, (2-3/4\" dia x 2\")")]),
    ("a cup of cooked oatmeal with a tablespoon of packed brown sugar",
     [m("sr:8121", "1 cup"), m("sr:19334", "1 cup, packed", 1 / 16)]),
    ("6 oz broiled top sirloin", [g("sr:13451", 6 * OZ)]),
    ("a can of light tuna in water, drained", [m("sr:15184", "1 can")]),
    ("3 cups raw spinach tossed with 1 tbsp olive oil", [m("sr:11457", "1 cup", 3), m("sr:4053", "1 tablespoon")]),
    ("two cups of frozen chopped broccoli, boiled", [m("sr:11093", "1 cup", 2)]),
    ("had 3 oz roasted pork shoulder and a hamburger bun", [m("sr:10071", "3 oz"), m("sr:18350", "1 roll")]),
]

SIXTYNINTH = [
    # snacks and drinks: shorthand, counts, containers
    ("3 brown rice cakes with 2 tbsp smooth peanut butter", [m("sr:19051", "1 cake", 3), m("sr:16098", "2 tbsp")]),
    ("1 oz beef jerky", [m("sr:19002", "1 oz")]),
    ("2 clementines", [m("sr:9433", "1 fruit", 2)]),
    ("a cup of edamame", [m("sr:11212", "1 cup")]),
    ("a small pear and an ounce of cheddar", [m("sr:9252", "1 small"), g("sr:1009", OZ)]),
    ("16 oz of reduced fat chocolate milk", [m("sr:1103", "1 fl oz", 16)]),
    ("a 20 oz bottle of gatorade", [m("sr:14460", "1 fl oz", 20)]),
    ("1/4 cup sunflower seed kernels", [m("sr:12036", "1 cup", 0.25)]),
    ("a cup of brewed coffee w/ 1 tbsp half and half", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp")]),
    ("2 oz mozzarella, part skim", [g("sr:1028", 2 * OZ)]),
    ("10 large ripe olives", [m("sr:9193", "1 large", 10)]),
    ("1 cup of sliced banana", [m("sr:9040", "1 cup, sliced")]),
    ("a small tangerine", [m("sr:9218", "1 small, (2-1/4\" dia)")]),
    ("1/3 cup dry rolled oats", [m("sr:8120", ".333 cup")]),
    ("2 cups of whole chocolate milk", [m("sr:1102", "1 cup", 2)]),
]


SEVENTIETH = [
    # takeout, freezer and diner food
    ("2 slices of pizza hut pan cheese pizza", [m("sr:21272", "1 slice", 2)]),
    ("250 g of beef lo mein", [g("fn:lo mein, with beef", 250)]),
    ("a serving of frozen cheese lasagna", [m("sr:22910", "1 serving")]),
    ("2 beef hot dogs on buns", [m("sr:7022", "1 frankfurter, (5 in long X 3/4 in dia, 10 per lb)", 2), m("sr:18350", "1 roll", 2)]),
    ("a cup of canned chili with beans", [m("sr:22904", "1 cup")]),
    ("3 homemade pancakes", [m("sr:18293", "1 pancake, (4\" dia)", 3)]),
    ("2 toasted frozen waffles", [m("sr:18403", "1 waffle, round (4\" dia)", 2)]),
    ("a small plain bagel with 2 tbsp cream cheese", [m("sr:18406", "1 small bagel, (3\" dia)"), m("sr:1017", "1 tbsp", 2)]),
    ("8 oz chicken wings with hot sauce", [g("fn:chicken wings with hot sauce, from precooked", 8 * OZ)]),
    ("taco bell nachos supreme", [m("sr:21269", "1 item")]),
    ("2 bean and cheese burritos", [m("sr:21061", "2 pieces")]),
    ("a cup of canned spaghetti and meatballs", [m("sr:22518", "1 cup")]),
    ("a plain hot dog from a fast food place", [m("sr:21118", "1 sandwich")]),
    ("2 large baked taco shells", [m("sr:18360", "1 large, (6-1/2\" dia)", 2)]),
    ("300 g shrimp fried rice", [g("fn:rice, fried, with shrimp", 300)]),
]


SEVENTYFIRST = [
    # everyday breakfasts, lunches and snacks with spoons, sizes and containers
    ("2 slices of whole wheat toast with 2 tsp butter", [m("sr:18076", "1 slice", 2), m("sr:1001", "1 tbsp", 2 / 3)]),
    ("a cup of 2% milk", [m("sr:1079", "1 cup")]),
    ("an 8 oz container of lowfat vanilla yogurt", [m("sr:1119", "1 container, (8 oz)")]),
    ("12 baby carrots with 2 tbsp ranch dressing", [m("sr:11960", "1 medium", 12), m("sr:4639", "1 tablespoon", 2)]),
    ("4 large shrimp, steamed", [m("sr:15151", "4 large")]),
    ("a cup of steamed white rice", [m("sr:20045", "1 cup")]),
    ("1 tbsp honey in a cup of black tea", [m("sr:19296", "1 tbsp"), m("sr:14355", "1 cup, (8 fl oz)")]),
    ("2 oz dry spaghetti", [m("sr:20120", "2 oz")]),
    ("half a cup of mashed avocado", [m("sr:9037", "1 cup, pureed", 0.5)]),
    ("a cup of boiled spinach", [m("sr:11458", "1 cup")]),
    ("a large apple, peeled", [m("sr:9004", "1 large, (3-1/4\" dia)")]),
    ("2 medium flour tortillas with 1 oz feta", [m("sr:18364", "1 tortilla, medium (approx 6\" dia)", 2), m("sr:1019", "1 oz")]),
    ("3 tbsp homemade hummus", [m("sr:16137", "1 tablespoon", 3)]),
    ("a cup of canned chickpeas", [m("sr:16058", "1 cup")]),
    ("5 oz boiled shrimp and a cup of cooked brown rice", [g("sr:15151", 5 * OZ), m("sr:20037", "1 cup")]),
]


SEVENTYSECOND = [
    # pantry staples, cereal and milk, fish, fruit, drinks by the bottle
    ("a 16 oz bottle of orange juice", [m("sr:9206", "1 fl oz", 16)]),
    ("an ounce of cubed cheddar", [g("sr:1009", OZ)]),
    ("2 cups cooked elbow macaroni", [m("sr:20100", "1 cup, elbow shaped", 2)]),
    ("a cup of 2% cottage cheese", [m("sr:1015", "1 cup, (not packed)")]),
    ("6 saltines with 2 tbsp peanut butter", [m("sr:18228", "5 crackers, square (1 serving)", 6 / 5), m("sr:16098", "2 tbsp")]),
    ("1.5 cups cheerios and a cup of skim milk", [m("sr:8013", "1 cup, (1 NLEA serving)", 1.5), m("sr:1085", "1 cup")]),
    ("3 oz smoked salmon lox", [m("sr:15179", "3 oz")]),
    ("a cup of cantaloupe cubes", [m("sr:9181", "1 cup, cubes")]),
    ("a quarter cup of raisins, not packed", [m("sr:9298", "1 cup, (not packed)", 0.25)]),
    ("a 16 oz bottle of ginger ale", [m("sr:14136", "1 can, or bottle (16 fl oz)")]),
    ("half a cup of cooked lentils", [m("sr:16070", "1 cup", 0.5)]),
    ("a tablespoon of maple syrup on 2 toasted frozen waffles", [m("sr:19353", "1 tbsp"), m("sr:18403", "1 waffle, round (4\" dia)", 2)]),
    ("4 oz salmon lox on a plain bagel", [m("sr:15179", "1 oz", 4), g("sr:18406", 105)]),
    ("a pint of 1% milk", [m("sr:1083", "1 cup", 2)]),
    ("3/4 cup honey nut cheerios", [m("sr:8045", ".75 cup, (1 NLEA serving)")]),
]


SEVENTYTHIRD = [
    # breakfast at home and from the bakery case, phrased the way people jot them
    ("a cinnamon raisin bagel with 2 tablespoons of cream cheese", [m("sr:18005", "1 bagel, (3\" dia)"), m("sr:1017", "1 tbsp", 2)]),
    ("3 homemade buttermilk pancakes with 2 tbsp maple syrup", [m("sr:18390", "1 pancake, (4\" dia)", 3), m("sr:19353", "1 tbsp", 2)]),
    ("a cup of grits made with water plus a tablespoon of butter", [m("sr:8091", "1 cup"), m("sr:1001", "1 tbsp")]),
    ("2 mini butter croissants", [m("sr:18239", "1 croissant, mini", 2)]),
    ("a cup of homemade hash browns", [m("sr:11370", "1 cup")]),
    ("8 fl oz chocolate milk", [m("sr:1102", "1 fl oz", 8)]),
    ("two frozen pancakes, heated up", [m("sr:18288", "1 pancake", 2)]),
    ("a cup of oatmeal cooked in water with a cup of sliced banana", [m("sr:8121", "1 cup"), m("sr:9040", "1 cup, sliced")]),
    ("3 oz of cooked turkey bacon", [m("sr:42130", "1 oz", 3)]),
    ("a blueberry toaster muffin", [m("sr:18277", "1 muffin, toaster")]),
    ("a buttermilk biscuit with a tablespoon of honey", [m("sr:18009", "1 biscuit"), m("sr:19296", "1 tbsp")]),
    ("2 fried eggs and 2 little pork sausage links", [m("sr:1128", "1 large", 2), m("sr:7074", "1 link, little (2\" long x 3/4\" dia)", 2)]),
    ("a container of lowfat vanilla yogurt (8 oz)", [m("sr:1119", "1 container, (8 oz)")]),
]

SEVENTYFOURTH = [
    # weeknight dinners: a protein, a starch, a vegetable
    ("6 oz roasted chicken breast, no skin, with a cup of white rice", [g("sr:5064", 6 * OZ), m("sr:20045", "1 cup")]),
    ("a large baked sweet potato with a tbsp of butter", [m("sr:11508", "1 large"), m("sr:1001", "1 tbsp")]),
    ("a cup of black beans and a cup of long grain white rice", [m("sr:16015", "1 cup"), m("sr:20045", "1 cup")]),
    ("a cup of cooked spaghetti with half a cup of marinara", [m("sr:20121", "1 cup"), m("sr:6931", "1 cup", 0.5)]),
    ("4 oz baked cod and a cup of boiled green beans", [g("sr:15016", 4 * OZ), m("sr:11053", "1 cup")]),
    ("a cup of homemade mashed potatoes", [m("sr:11371", "1 cup")]),
    ("1.5 cups of canned chili with beans", [m("sr:16059", "1 cup", 1.5)]),
    ("a medium ear of corn on the cob and a wheat dinner roll", [m("sr:11168", "1 ear, medium (6-3/4\" to 7-1/2\" long)"), m("sr:18347", "1 roll, (1 oz)")]),
    ("a large baked russet potato with 2 tbsp sour cream", [m("sr:11356", "1 potato, large (3\" to 4-1/4\" dia."), m("sr:1056", "1 tbsp", 2)]),
    ("2 cups shredded romaine with 2 tablespoons ranch dressing", [m("sr:11251", "1 cup, shredded", 2), m("sr:4639", "1 tablespoon", 2)]),
    ("3 oz roasted pork tenderloin, lean", [m("sr:10061", "3 oz")]),
    ("5 oz of roast turkey breast with the skin", [g("sr:5192", 5 * OZ)]),
    ("a cup of chopped roasted chicken breast over 2 cups of romaine", [m("sr:5064", "1 cup, chopped or diced"), m("sr:11251", "1 cup, shredded", 2)]),
]

SEVENTYFIFTH = [
    # snacks, sweets and drinks between meals
    ("a 2 oz snickers bar", [m("sr:19155", "1 bar, (2 oz)")]),
    ("an ounce of raw cashews", [m("sr:12087", "1 oz")]),
    ("an ounce of part skim mozzarella", [m("sr:1028", "1 oz")]),
    ("a cup of seedless green grapes", [m("sr:9132", "1 cup")]),
    ("an ounce of plain salted potato chips", [m("sr:19411", "1 oz")]),
    ("a cup of apple slices with 2 tbsp almond butter", [m("sr:9003", "1 cup, slices"), m("sr:12195", "1 tbsp", 2)]),
    ("a 12 oz can of cola", [m("sr:14400", "1 can, 12 fl oz")]),
    ("4 cups of air popped popcorn", [m("sr:19034", "1 cup", 4)]),
    ("a soft plain granola bar", [m("sr:19020", "1 bar, (1 oz)")]),
    ("10 large baby carrots with 2 tbsp of hummus", [m("sr:11960", "1 large", 10), m("sr:16158", "1 tbsp", 2)]),
    ("a cup of regular trail mix", [m("sr:19059", "1 cup")]),
    ("a small mcdonalds fries", [m("sr:21238", "1 small, serving")]),
]


SEVENTYSIXTH = [
    # takeout and home dinners: survey dishes by typed weight, with a side or a drink
    ("350 g chicken fried rice and a 12 oz can of sprite", [g("fn:rice, fried, with chicken", 350), m("sr:14145", "1 can, 12 fl oz")]),
    ("beef lo mein, 400g", [g("fn:lo mein, with beef", 400)]),
    ("shrimp scampi 300 g over a cup of cooked spaghetti", [g("fn:shrimp scampi", 300), m("sr:20121", "1 cup")]),
    ("8 oz pot roast with half a cup of boiled carrot slices", [g("fn:beef, pot roast", 8 * OZ), m("sr:11125", ".5 cup, slices")]),
    ("shepherd's pie, 400 g", [g("fn:shepherd's pie", 400)]),
    ("a 300 g chicken pot pie", [g("fn:pot pie, chicken", 300)]),
    ("2 cups of new england clam chowder with 15 g saltines", [g("fn:soup, new england clam chowder", 2 * 248), g("sr:18228", 15)]),
    ("beef pho, 600 g", [g("fn:soup, pho, with meat", 600)]),
    ("220 g california roll", [g("fn:sushi roll, california", 220)]),
    ("a gyro (250 g)", [g("fn:gyro sandwich", 250)]),
    ("chicken fajitas 350g with 2 tbsp sour cream and 1/4 cup salsa", [g("fn:fajita, chicken", 350), m("sr:1056", "1 tbsp", 2), m("sr:6164", "1 cup", 0.25)]),
    ("beef nachos, 300 g", [g("fn:nachos, beef or pork", 300)]),
    ("2 chicken tamales, 140 g each", [g("fn:tamale, chicken", 280)]),
    ("300 g pierogi with a tablespoon of butter", [g("fn:pierogi", 300), m("sr:1001", "1 tbsp")]),
    ("450 g gumbo with rice and a piece of cornbread from a mix", [g("fn:gumbo with rice", 450), m("sr:18023", "1 piece")]),
]

SEVENTYSEVENTH = [
    # chain orders, named the way people order them
    ("a wendy's jr hamburger with cheese and a small fries", [m("sr:21242", "1 item"), m("sr:21247", "1 small, Serving")]),
    ("burger king whopper with cheese", [m("sr:21253", "1 item")]),
    ("a double whopper, no cheese, from burger king", [m("sr:21254", "1 item")]),
    ("2 taco bell soft tacos with chicken", [m("sr:21262", "1 item", 2)]),
    ("a taco bell burrito supreme with steak", [m("sr:21267", "1 item")]),
    ("2 slices of domino's pepperoni pizza, hand tossed", [m("sr:21280", "1 slice", 2)]),
    ("3 slices papa john's cheese pizza, thin crust", [m("sr:21286", "1 slice", 3)]),
    ("a big mac and a 6 piece mcnuggets", [m("sr:21237", "1 item"), m("sr:21309", "6 pieces, 3.4 oz")]),
    ("a plain mcdonald's hamburger", [m("sr:21228", "1 item")]),
    ("mcdonalds hotcakes, plain", [m("sr:21321", "3 hotcakes")]),
    ("a mcdonalds sausage burrito", [m("sr:21340", "1 item, 3.993 oz")]),
]

SEVENTYEIGHTH = [
    # shorthand and everyday abbreviations
    ("pb&j on white bread w/ 2 tbsp pb and 1 tbsp jam", [m("sr:16098", "2 tbsp"), m("sr:19297", "1 tbsp"), m("fd:bread, white, commercially prepared", "1 slice", 2)]),
    ("OJ 12 fl oz", [m("sr:9206", "1 fl oz", 12)]),
    ("2 eggs scrambled (1 cup)", [m("sr:1132", "1 cup")]),
    ("chx breast 6oz grilled", [g("sr:5064", 6 * OZ)]),
    ("1c cooked brown rice + 1c black beans", [m("sr:20037", "1 cup"), m("sr:16015", "1 cup")]),
    ("1/2c cottage cheese w/ 1/2c pineapple chunks", [m("sr:1012", "1 cup, large curd (not packed)", 0.5), m("sr:9266", "1 cup, chunks", 0.5)]),
    ("banana + 2T almond butter", [g("sr:9040", 118, "1 medium (7\" to 7-7/8\" long) = 118 g, SR 28"), m("sr:12195", "1 tbsp", 2)]),
    ("greek yogurt 170g w/ honey 1 tbsp", [g("fn:yogurt, greek, ns as to type of milk, plain", 170), m("sr:19296", "1 tbsp")]),
    ("8 oz steak (sirloin), 1 med baked potato", [g("sr:13451", 8 * OZ), m("sr:11357", "1 potato, medium (2-1/4\" to 3-1/4\" dia)")]),
    ("turkey sandwich x2", [g("fn:turkey sandwich on white", 2 * 185)]),
    ("coffee w/ 2 tbsp half & half", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp", 2)]),
    ("mac n cheese, 200 g", [g("fn:macaroni or noodles with cheese", 200)]),
    ("apple, med", [g("sr:9003", 182, "1 medium (3\" dia) = 182 g, SR 28")]),
    ("oatmeal 1 cup + blueberries 1/2 cup", [m("sr:8121", "1 cup"), m("sr:9050", "1 cup", 0.5)]),
    ("tuna 1 can in water, drained", [g("sr:15121", 165, "1 can = 165 g, SR 28")]),
]


SEVENTYNINTH = [
    # a named plate, then what is in it, the way a diary entry lists it
    ("chicken wrap: one 6 inch flour tortilla, 3 oz grilled chicken breast, 1 cup shredded iceberg, 2 tbsp ranch",
     [m("sr:18364", "1 tortilla, medium (approx 6\" dia)"), g("sr:5064", 3 * OZ), m("sr:11252", "1 cup, shredded"), m("sr:4639", "1 tablespoon", 2)]),
    ("oatmeal bowl - 1/3 cup dry oats, 1 cup 2% milk, 1 tbsp brown sugar, 1 oz walnuts",
     [m("sr:8120", ".333 cup"), m("sr:1079", "1 cup"), g("sr:19334", 13.8, "1 tbsp, unpacked = 13.8 g"), g("sr:12155", OZ)]),
    ("smoothie: 1 cup frozen strawberries, 1 cup sliced banana, 1 cup plain lowfat yogurt",
     [m("sr:9318", "1 cup, unthawed"), m("sr:9040", "1 cup, sliced"), m("sr:1117", "1 cup, (8 fl oz)")]),
    ("taco night - 3 large taco shells, 3 oz cooked ground beef crumbles (85% lean), 1 cup diced cheddar, 2 tbsp salsa",
     [m("sr:18360", "1 large, (6-1/2\" dia)", 3), m("sr:23570", "1 serving, ( 3 oz )"), m("sr:1009", "1 cup, diced"), m("sr:6164", "1 tbsp", 2)]),
    ("stir fry: half a cup of firm tofu, 1 cup cooked white rice, 1 tbsp soy sauce, 1 tbsp canola oil",
     [m("sr:16126", ".5 cup"), m("sr:20045", "1 cup"), m("sr:16123", "1 tbsp"), m("sr:4582", "1 tbsp")]),
    ("greek salad: 2 cups chopped romaine, 1 oz feta, 5 large black olives, half a cup of cucumber slices, 2 tbsp italian dressing",
     [m("sr:11251", "1 cup, shredded", 2), m("sr:1019", "1 oz"), m("sr:9193", "1 large", 5), m("sr:11205", ".5 cup, slices"), m("sr:4114", "1 tbsp", 2)]),
    ("breakfast: 2 pieces frozen french toast, 2 tbsp maple syrup, 2 italian pork sausage links (5 per lb)",
     [m("sr:18268", "1 piece", 2), m("sr:19353", "1 tbsp", 2), m("sr:7089", "1 link, 5/lb", 2)]),
    ("pasta night - 2 cups cooked spaghetti, 1/2 cup marinara, 2 tbsp grated parmesan",
     [m("sr:20121", "1 cup", 2), m("sr:6931", "1 serving, 1/2 cup"), m("sr:1032", "1 tbsp", 2)]),
    ("burrito bowl: 1 cup cooked brown rice, 1 cup pinto beans, 4 oz grilled chicken breast",
     [m("sr:20037", "1 cup"), m("sr:16043", "1 cup"), g("sr:5064", 4 * OZ)]),
    ("tuna melt: 2 slices rye bread, 3 oz tuna salad, 1 oz american cheese",
     [m("sr:18060", "1 slice", 2), m("sr:15128", "3 oz"), g("sr:1042", OZ)]),
    ("fruit salad - 1 cup pineapple chunks, 50 blueberries, 1 cup strawberry halves",
     [m("sr:9266", "1 cup, chunks"), m("sr:9050", "50 berries"), m("sr:9316", "1 cup, halves")]),
    ("post workout: 1 cup chocolate milk and 1 cup of sliced banana", [m("sr:1102", "1 cup"), m("sr:9040", "1 cup, sliced")]),
    ("dinner: 3 oz baked farmed salmon, half a cup of boiled brussels sprouts, 1 cup cooked quinoa",
     [m("sr:15237", "3 oz"), m("sr:11099", ".5 cup"), m("sr:20137", "1 cup")]),
    ("snack plate: 1 oz cheddar, 1 cup apple slices, 2 tbsp peanut butter", [g("sr:1009", OZ), m("sr:9003", "1 cup, slices"), m("sr:16098", "2 tbsp")]),
    ("parfait - 1 container (8 oz) vanilla lowfat yogurt, 1/2 cup blueberries, 1/4 cup granola",
     [m("sr:1119", "1 container, (8 oz)"), m("sr:9050", "1 cup", 0.5), m("sr:8037", "1 cup", 0.25)]),
]


EIGHTIETH = [
    # evenings out and treats: drinks by the glass or can, desserts by the piece, snacks by the ounce or count
    ("2 light beers", [m("sr:14006", "1 can, or bottle (12 fl oz)", 2)]),
    ("a 5 oz glass of red wine and a slice of cheesecake (1/6 of the cake)", [m("sr:14096", "1 serving, 5 fl oz"), m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("a shot of 80 proof vodka", [g("fn:vodka", 1.5 * 27.8, "1 jigger, 1.5 fl oz = 41.7 g")]),
    ("an eighth of a 9 inch apple pie", [m("sr:18301", "1 piece, (1/8 of 9\" dia)")]),
    ("3 chocolate chip cookies, the soft kind", [m("sr:18160", "1 cookie, (average weight of 1 cookie)", 3)]),
    ("10 glazed donut holes", [m("sr:18255", "1 doughnut, hole", 10)]),
    ("an ounce of hard pretzels and a 12 oz can of regular beer", [m("sr:19047", "1 oz"), m("sr:14003", "1 can")]),
    ("2 oz plain tortilla chips with 1/4 cup salsa", [g("sr:19056", 2 * OZ), m("sr:6164", "1 cup", 0.25)]),
    ("an ounce of dry roasted mixed nuts", [m("sr:12135", "1 oz")]),
    ("2 plain brown rice cakes with 1 tbsp almond butter each", [m("sr:19051", "2 cakes"), m("sr:12195", "1 tbsp", 2)]),
    ("2 small tangerines and a navel orange", [m("sr:9218", "1 small, (2-1/4\" dia)", 2), m("sr:9202", "1 fruit, (2-7/8\" dia)")]),
    ("2 cups diced watermelon and 2 plums", [m("sr:9326", "1 cup, diced", 2), m("sr:9279", "1 fruit, (2-1/8\" dia)", 2)]),
    ("a cup of shelled edamame, cooked from frozen", [m("sr:11212", "1 cup")]),
]


EIGHTYFIRST = [
    # home cooking by the piece and restaurant plates by weight
    ("a cup of diced roast chicken drumstick meat with the skin", [m("sr:5069", "1 cup, chopped or diced")]),
    ("2 hard boiled eggs, chopped, about a cup", [m("sr:1129", "1 cup, chopped")]),
    ("a beef hot dog (8 per lb) on a plain bun", [m("sr:7022", "1 frankfurter, (5 in long x 7/8 in dia, 8 per lb)"), m("sr:18350", "1 roll")]),
    ("pad thai with chicken, 400 g", [g("fn:pad thai with chicken", 400)]),
    ("2 samosas, 60 g each", [g("fn:samosa", 120)]),
    ("a piece of naan, 90 g", [g("fn:bread, naan", 90)]),
    ("a large pita with 1/4 cup hummus", [m("sr:18041", "1 pita, large (6-1/2\" dia)"), m("sr:16158", "1 cup", 0.25)]),
    ("a cup of lentil soup with ham, canned", [m("sr:6037", "1 cup, (8 fl oz)")]),
    ("2 cups chunky chicken noodle soup", [m("sr:6018", "1 cup", 2)]),
    ("plain chicken wings, 200 g", [g("fn:chicken wings, plain, from other sources", 200)]),
    ("3 oz braised pork blade chop, lean and fat", [m("sr:10029", "3 oz")]),
    ("a fast food beef burrito (2 pieces)", [m("sr:21066", "2 pieces")]),
    ("1/2 cup hummus and 2 small pitas", [m("sr:16158", "1 cup", 0.5), m("sr:18041", "1 pita, small (4\" dia)", 2)]),
    ("a condensed can of chicken noodle soup, made with water (2 1/2 cups)", [m("sr:6019", "1 can, (10.7oz)")]),
]


EIGHTYSECOND = [
    # loose everyday wording: glasses, scoops, handfuls, misspellings, packaged favourites
    ("a handful of almonds (about an ounce)", [g("sr:12061", OZ)]),
    ("a glass of 2% milk", [m("sr:1079", "1 cup")]),
    ("one scoop of vanilla ice cream", [m("sr:19095", "1 serving, 1/2 cup")]),
    ("a medium bananna", [g("sr:9040", 118, "1 medium (7\" to 7-7/8\" long) = 118 g, SR 28")]),
    ("2 slices whole wheat toast", [m("sr:18076", "1 slice", 2)]),
    ("a cup of cheerios with a cup of skim milk", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup")]),
    ("3 oreos", [m("sr:18166", "3 cookies, (1 NLEA serving)")]),
    ("a kit kat", [m("sr:19109", "1 bar, (1.5 oz)")]),
    ("a grilled cheese, 150 g", [g("fn:grilled cheese sandwich, nfs", 150)]),
    ("2 cups raw spinach with 1 tbsp olive oil and 1 tbsp red wine vinegar", [m("sr:11457", "1 cup", 2), m("sr:4053", "1 tablespoon"), m("sr:2068", "1 tbsp")]),
    ("a large egg fried in a tablespoon of unsalted butter", [m("sr:1128", "1 large"), m("sr:1145", "1 tbsp")]),
    ("1.5 cups of kellogg's raisin bran", [m("sr:8060", "1 cup, ( 1 NLEA serving)", 1.5)]),
    ("a cup and a half of corn flakes", [m("sr:8020", "1 cup, (1 NLEA serving)", 1.5)]),
]

EIGHTYTHIRD = [
    # brunch and bakery, written before any parser change of session 2026-11-25
    ("a small store-bought blueberry muffin", [m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("toasted cinnamon raisin bagel with a tbsp of salted butter", [m("sr:18006", '1 bagel, (3" dia)'), m("sr:1001", "1 tbsp")]),
    ("1 cup 2% cottage cheese with a cup of cantaloupe cubes", [m("sr:1015", "1 cup, (not packed)"), m("sr:9181", "1 cup, cubes")]),
    ("two toasted frozen waffles, plain", [m("sr:18403", '1 waffle, round (4" dia)', 2)]),
    ("2 slices of french toast made at home", [m("sr:18269", "1 slice", 2)]),
    ("2 buttermilk waffles from frozen, toasted", [m("sr:18933", '1 waffle, round (4" dia)', 2)]),
    ("a butter croissant with a tablespoon of jam", [g("sr:18239", 57, "1 croissant, medium = 57 g, SR 28"), m("sr:19297", "1 tbsp")]),
    ("an ounce of lox", [m("sr:15179", "1 oz")]),
    ("a fast food cheese danish", [m("sr:21015", "1 pastry")]),
    ("2 fried eggs with 1/2 cup of black beans", [m("sr:1128", "1 large", 2), m("sr:16015", "1 cup", 0.5)]),
    ("a slice of banana bread", [g("sr:18019", 60, "1 slice = 60 g, SR 28")]),
    ("a 6 oz glass of apple juice", [m("sr:9016", "1 fl oz", 6)]),
    ("a packet of plain instant grits made with water", [m("sr:8092", "1 packet")]),
    ("a cup of strawberry halves topped with 2 tbsp whipped cream from a can", [m("sr:9316", "1 cup, halves"), m("sr:1054", "1 tbsp", 2)]),
]

EIGHTYFOURTH = [
    # dinners at home, written before any parser change of session 2026-11-25
    ("8 oz top sirloin steak, broiled, with a large baked potato", [g("sr:23610", 8 * OZ), m("sr:11674", "1 potato, large")]),
    ("1 cup of spaghetti with half a cup of marinara", [m("sr:20121", "1 cup"), m("sr:6931", "1 serving, 1/2 cup")]),
    ("4 oz of steamed shrimp and a cup of cooked brown rice", [g("sr:15151", 4 * OZ), m("sr:20037", "1 cup")]),
    ("a cup of boiled green beans with a tsp of butter", [m("sr:11053", "1 cup"), g("sr:1001", 4.7, "1 tsp = 4.7 g, SR 28")]),
    ("5 oz baked tilapia", [g("fn:fish, tilapia, baked or broiled", 5 * OZ)]),
    ("a cup of cooked quinoa with half a california avocado", [m("sr:20137", "1 cup"), m("sr:9038", "1 fruit, without skin and seed", 0.5)]),
    ("a turkey burger patty on a plain hamburger bun", [m("sr:5306", "1 patty, (4 oz, raw) (yield after cooking)"), m("sr:18350", "1 roll")]),
    ("150 g of cooked lentils with a cup of steamed white rice", [g("sr:16070", 150), m("sr:20345", "1 cup")]),
    ("4 oz roasted chicken breast and a cup of chopped broccoli, boiled", [g("sr:5064", 4 * OZ), g("sr:11091", 156, "1 cup, chopped = 156 g, SR 28")]),
    ("2 cups of baked spaghetti squash with 1/2 cup marinara sauce", [m("sr:11493", "1 cup", 2), m("sr:6931", "1 serving, 1/2 cup")]),
    ("3 oz of farmed atlantic salmon, baked, and 8 boiled asparagus spears", [g("sr:15237", 3 * OZ), m("sr:11012", "4 spears, (1/2\" base)", 2)]),
    ("half a salmon fillet, farmed, cooked", [m("sr:15237", ".5 fillet")]),
    ("a medium baked potato with skin, 2 tbsp sour cream and an ounce of shredded cheddar", [m("sr:11674", "1 potato, medium"), m("sr:1056", "1 tbsp", 2), g("sr:1009", OZ)]),
    ("3 cooked italian pork sausage links, 5 to a pound", [m("sr:7089", "1 link, 5/lb", 3)]),
]

EIGHTYFIFTH = [
    # snacks and drinks, written before any parser change of session 2026-11-25
    ("a 20 oz bottle of coke", [m("sr:14400", "1 fl oz", 20)]),
    ("4 cups air-popped popcorn", [m("sr:19034", "1 cup", 4)]),
    ("a small apple and 2 tbsp almond butter", [g("sr:9003", 149, 'small (2-3/4" dia) = 149 g, SR 28'), m("sr:12195", "1 tbsp", 2)]),
    ("two 12 oz bottles of light beer", [m("sr:14006", "1 can, or bottle (12 fl oz)", 2)]),
    ("a 5 oz pour of red wine", [m("sr:14096", "1 serving, 5 fl oz")]),
    ("an ounce of tortilla chips with 1/4 cup of salsa", [m("sr:19056", "1 oz"), m("sr:6164", "1 cup", 0.25)]),
    ("1 oz dry roasted cashews, salted", [m("sr:12585", "1 oz")]),
    ("a cup of low fat chocolate milk", [m("sr:1104", "1 cup")]),
    ("1/2 cup trail mix with chocolate chips", [m("sr:19062", "1 cup", 0.5)]),
    ("3 fig newtons", [g("sr:18170", 3 * 16, "1 cookie = 16 g, SR 28")]),
    ("1/2 cup of canned pineapple juice", [m("sr:9273", "1 cup", 0.5)]),
    ("a 20 oz gatorade", [m("sr:14460", "1 fl oz", 20)]),
    ("a clementine and an ounce of dry roasted almonds", [m("sr:9433", "1 fruit"), m("sr:12063", "1 oz, (22 whole kernels)")]),
    ("12 oz of reduced fat chocolate milk", [m("sr:1103", "1 fl oz", 12)]),
    ("2 part-skim mozzarella string cheeses (1 oz each)", [m("sr:1028", "1 oz", 2)]),
]

EIGHTYSIXTH = [
    # loose everyday wording, written before any parser change of session 2026-11-25
    ("1 cup chopped brocolli, boiled", [g("sr:11091", 156, "1 cup, chopped = 156 g, SR 28")]),
    ("grilled chicken breast 200g", [g("sr:5064", 200)]),
    ("1/2 lb cooked ground turkey", [g("sr:5306", LB / 2)]),
    ("one medium avacado", [g("sr:9037", 201, "1 avocado, NS as to Florida or California = 201 g, SR 28")]),
    ("2 hard boiled eggs, salt and pepper", [g("sr:1129", 100, "1 large = 50 g, SR 28")]),
    ("a cup of tomato soup made with 2% milk", [m("sr:6359", "1 serving, 1 cup")]),
    ("one clementine and a cup of halved strawberries", [m("sr:9433", "1 fruit"), m("sr:9316", "1 cup, halves")]),
    ("a cup of sliced mango", [m("sr:9176", "1 cup, sliced")]),
    ("ham sandwich - 3 oz sliced ham on 2 slices white bread", [g("sr:7029", 3 * OZ), g("fd:bread, white, commercially prepared", 2 * 27.3, "1 slice = 27.3 g")]),
    ("small mcdonald's fries", [m("sr:21238", "1 small, serving")]),
    ("kiwi x2", [g("sr:9148", 2 * 69, '1 fruit (2" dia) = 69 g, SR 28')]),
    ("1 cup cooked oatmeal w/ 1 tbsp maple syrup", [m("sr:8121", "1 cup"), m("sr:19353", "1 tbsp")]),
    ("a big glass of apple juice, 12 oz", [m("sr:9016", "1 fl oz", 12)]),
    ("1.5 cups of cooked black beans", [m("sr:16015", "1 cup", 1.5)]),
]

EIGHTYSEVENTH = [
    # vegetables, legumes, grains and cheeses, written before any parser change of the second round of session 2026-11-25
    ("a cup of boiled zucchini slices", [m("sr:11478", "1 cup, sliced")]),
    ("half a cup of steamed cauliflower", [m("sr:11136", '.5 cup, (1" pieces)')]),
    ("a medium sweet potato baked in its skin", [m("sr:11875", '1 medium, (2" dia, 5" long, raw)')]),
    ("1/2 cup of frozen peas, boiled", [m("sr:11313", ".5 cup")]),
    ("a cup of sliced mushrooms, stir fried", [m("sr:11263", "1 cup, sliced")]),
    ("2 cups of boiled spinach", [m("sr:11458", "1 cup", 2)]),
    ("1 cup of chickpeas cooked from dry", [m("sr:16057", "1 cup")]),
    ("a cup of shelled edamame, prepared from frozen", [m("sr:11212", "1 cup")]),
    ("a quarter block of firm tofu", [m("sr:16126", ".25 block")]),
    ("a cup of cooked couscous with 6 brussels sprouts", [m("sr:20029", "1 cup, cooked"), m("sr:11099", "1 sprout", 6)]),
    ("a large whole wheat pita with 3 tbsp home made hummus", [m("sr:18042", '1 pita, large (6-1/2" dia)'), m("sr:16137", "1 tablespoon", 3)]),
    ("1/2 cup part skim ricotta", [m("sr:1037", "1 cup", 0.5)]),
    ("an ounce of feta and 2 cups of chopped raw zucchini", [m("sr:1019", "1 oz"), m("sr:11477", "1 cup, chopped", 2)]),
    ("a cup of pearled barley, cooked, and half a cup of sliced beets", [m("sr:20006", "1 cup"), m("sr:11081", ".5 cup, slices")]),
]

EIGHTYEIGHTH = [
    # fish, drinks and small additions, written before any parser change of the second round of session 2026-11-25
    ("a can of light tuna packed in water, drained", [m("sr:15184", "1 can")]),
    ("a baked atlantic cod fillet", [m("sr:15016", "1 fillet")]),
    ("a cup of coconut water", [m("sr:12119", "1 cup")]),
    ("a tablespoon of grated parmesan on a cup of spaghetti", [m("sr:1032", "1 tbsp"), m("sr:20121", "1 cup")]),
    ("a shot of 80 proof rum", [m("sr:14037", "1 jigger, 1.5 fl oz")]),
    ("2 shots of rum with a 12 oz can of coke", [m("sr:14037", "1 jigger, 1.5 fl oz", 2), m("sr:14400", "1 can, 12 fl oz")]),
    ("a medium ear of boiled corn with a pat of butter", [m("sr:11168", '1 ear, medium (6-3/4" to 7-1/2" long)'), g("sr:1001", 5, "1 pat (1\" sq, 1/3\" high) = 5 g, SR 28")]),
    ("half a cup of boiled onions", [m("sr:11283", "1 cup", 0.5)]),
    ("10 baby carrots with 2 tablespoons of store bought hummus", [g("sr:11960", 100, "1 medium = 10 g"), m("sr:16158", "1 tbsp", 2)]),
    ("12 oz of black coffee and a plain cake donut", [m("sr:14209", "1 fl oz", 12), g("sr:18248", 47, "1 medium (3-1/4\" dia) = 47 g, SR 28")]),
    ("a cup of cooked brown rice with 4 oz of baked cod", [m("sr:20037", "1 cup"), g("sr:15016", 4 * OZ)]),
    ("3 oz of chunk light tuna with a tbsp of mayo", [g("sr:15121", 3 * OZ), m("sr:4025", "1 tbsp")]),
]

EIGHTYNINTH = [
    # produce and breads in loose wording, written before any parser change of the third round of session 2026-11-25
    ("one pear, medium sized", [m("sr:9252", "1 medium")]),
    ("a couple of plums", [m("sr:9279", '1 fruit, (2-1/8" dia)', 2)]),
    ("a small peach and a small nectarine", [m("sr:9236", '1 small, (2-1/2" dia)'), m("sr:9191", '1 small, (2-1/3" dia)')]),
    ("half a pink grapefruit", [m("sr:9112", '.5 fruit, (3-3/4" dia)')]),
    ("1/2 cup pomegranate arils", [m("sr:9286", ".5 cup, arils (seed/juice sacs)")]),
    ("a cup of sliced peeled cucumber with a cup of cherry tomatoes", [m("sr:11206", "1 cup, sliced"), m("sr:11529", "1 cup, cherry tomatoes")]),
    ("2 cups shredded iceberg lettuce", [m("sr:11252", "1 cup, shredded", 2)]),
    ("a cup of sliced red bell pepper with 2 tbsp hummus", [m("sr:11821", "1 cup, sliced"), m("sr:16158", "1 tbsp", 2)]),
    ("a cup of chopped celery and a cup of grated carrots", [m("sr:11143", "1 cup, chopped"), m("sr:11124", "1 cup, grated")]),
    ("a medium slice of sourdough bread", [m("sr:18029", '1 slice, medium (4" x 2-1/2" x 1-3/4")')]),
    ("a toasted whole wheat english muffin", [m("sr:18267", "1 muffin")]),
    ("2 egg dinner rolls", [m("sr:18344", '1 roll, (2-1/2" dia)', 2)]),
    ("two 6 inch flour tortillas", [m("sr:18364", '1 tortilla, medium (approx 6" dia)', 2)]),
    ("8 whole wheat crackers", [m("sr:18235", "1 cracker", 8)]),
    ("3 plain rice cakes", [m("sr:19051", "1 cake", 3)]),
]

NINETIETH = [
    # weights, "plus" and small plates, written before any parser change of the third round of session 2026-11-25
    ("200 g of watermelon plus 100 g of blueberries", [g("sr:9326", 200), g("sr:9050", 100)]),
    ("a bowl of 1.5 cups brown rice with 4 oz firm tofu", [m("sr:20037", "1 cup", 1.5), g("sr:16126", 4 * OZ)]),
    ("250 ml of 2% milk", [g("sr:1079", 250 * 244 / 236.5882365, "1 cup (236.6 ml) = 244 g")]),
    ("about 150g of cooked spaghetti and 125 g of marinara", [g("sr:20121", 150), g("sr:6931", 125)]),
    ("300 g of plain nonfat greek yogurt", [g("fd:yogurt, greek, plain, nonfat", 300)]),
    ("50 g of rolled oats, dry", [g("sr:8120", 50)]),
    ("a medium pear and 30 g of cheddar", [m("sr:9252", "1 medium"), g("sr:1009", 30)]),
    ("1 tbsp olive oil plus 2 cups of raw spinach", [m("sr:4053", "1 tablespoon"), m("sr:11457", "1 cup", 2)]),
    ("40 g of raw almonds and a small apple", [g("sr:12061", 40), g("sr:9003", 149, 'small (2-3/4" dia) = 149 g, SR 28')]),
    ("2 rice cakes with 1 tbsp peanut butter each", [m("sr:19051", "1 cake", 2), m("sr:16098", "2 tbsp")]),
    ("3 pancakes made from a complete mix, 4 inch", [m("sr:18290", '1 pancake, (4" dia)', 3)]),
    ("a cup of 1% milk with 2 tbsp chocolate syrup", [m("sr:1082", "1 cup"), m("sr:14181", "1 serving, 2 tbsp")]),
    ("half a medium cantaloupe", [g("sr:9181", 276, '1 melon, medium (5" dia) = 552 g, SR 28')]),
    ("a slice of sourdough toast with 1/2 avocado", [m("sr:18030", "1 slice, medium"), m("sr:9038", "1 fruit, without skin and seed", 0.5)]),
]

NINETYFIRST = [
    # misspellings and shorthand, written before any parser change of the fourth round of session 2026-11-25
    ("a bannana and a cup of coffe", [m("fd:bananas, ripe and slightly ripe, raw", "1 Banana"), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("4 tbs of smooth penut butter", [m("sr:16098", "2 tbsp", 2)]),
    ("a cup of cottage chese, 1%", [m("sr:1016", "1 cup, (not packed)")]),
    ("oj 12 oz", [m("sr:9206", "1 fl oz", 12)]),
    ("1/2 c oatmeal dry", [m("sr:8120", "1 cup", 0.5)]),
    ("6 oz chkn breast, grilled", [g("sr:5064", 6 * OZ)]),
    ("lg apple", [g("sr:9003", 223, 'large (3-1/4" dia) = 223 g, SR 28')]),
    ("a tblsp of honey", [m("sr:19296", "1 tbsp")]),
    ("a cup of blueberrys", [m("sr:9050", "1 cup")]),
    ("2 hardboiled eggs", [g("sr:1129", 100, "1 large = 50 g, SR 28")]),
    ("1 cup of yoghurt, plain whole milk", [m("sr:1116", "1 cup, (8 fl oz)")]),
    ("2 oz of cheddar chese", [g("sr:1009", 2 * OZ)]),
    ("3 slices of bacon, crispy", [m("sr:10124", "1 slice, cooked", 3)]),
    ("1 c choc milk lowfat", [m("sr:1104", "1 cup")]),
]

NINETYSECOND = [
    # listed plates, written before any parser change of the fourth round of session 2026-11-25
    ("dinner: 5 oz roast chicken breast, 1 cup brown rice, 1 cup green beans, 1 tsp butter",
     [g("sr:5064", 5 * OZ), m("sr:20037", "1 cup"), m("sr:11053", "1 cup"), g("sr:1001", 4.7, "1 tsp = 4.7 g, SR 28")]),
    ("breakfast: 3 scrambled eggs, 2 slices whole wheat toast, 8 oz orange juice",
     [g("sr:1132", 3 * 61, "1 large = 61 g, SR 28"), m("sr:18076", "1 slice", 2), m("sr:9206", "1 fl oz", 8)]),
    ("snack: an apple, 1 oz cheddar and 22 dry roasted almonds",
     [g("sr:9003", 182, 'medium (3" dia) = 182 g, SR 28'), g("sr:1009", OZ), m("sr:12063", "1 oz, (22 whole kernels)")]),
    ("dinner: half a farmed salmon fillet, a large baked sweet potato, a cup of green beans",
     [m("sr:15237", ".5 fillet"), m("sr:11508", "1 large"), m("sr:11053", "1 cup")]),
    ("post workout: a medium banana and 2 cups of lowfat chocolate milk",
     [g("sr:9040", 118, 'medium (7" to 7-7/8" long) = 118 g, SR 28'), m("sr:1104", "1 cup", 2)]),
    ("lunch - 2 slices rye bread, 3 slices deli turkey, 1 tsp mustard",
     [m("sr:18060", "1 slice", 2), m("sr:7079", '1 slice, (3-1/2" square, 8 per 6 oz package)', 3), m("sr:2046", "1 tsp, or 1 packet")]),
    ("late snack - a cup of 1% cottage cheese with half a cup of blueberries",
     [m("sr:1016", "1 cup, (not packed)"), m("sr:9050", "1 cup", 0.5)]),
    ("steak dinner: 8 oz broiled top sirloin, a large baked potato, 2 cups steamed broccoli",
     [g("sr:23610", 8 * OZ), m("sr:11674", "1 potato, large"), g("sr:11091", 2 * 156, "1 cup, chopped = 156 g, SR 28")]),
    ("oatmeal bowl: 1/2 cup dry oats, 1 cup 2% milk, 1 tbsp honey, 1/2 cup blueberries",
     [m("sr:8120", "1 cup", 0.5), m("sr:1079", "1 cup"), m("sr:19296", "1 tbsp"), m("sr:9050", "1 cup", 0.5)]),
    ("brunch: 2 fried eggs, 3 slices of bacon and a cup of home made hash browns",
     [m("sr:1128", "1 large", 2), m("sr:10124", "1 slice, cooked", 3), m("sr:11370", "1 cup")]),
]

NINETYTHIRD = [
    # desserts and bakery, written before any parser change of the fifth round of session 2026-11-25
    ("a large store-bought brownie", [m("sr:18151", '1 square, large (2-3/4" sq x 7/8")')]),
    ("a slice of store-bought cheesecake", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("a piece of homemade apple pie", [m("sr:18302", '1 piece, (1/8 of 9" dia)')]),
    ("a slice of yellow cake with chocolate frosting", [m("sr:18140", "1 piece, (1/8 of 18 oz cake)")]),
    ("a 3.5 fl oz cup of chocolate ice cream", [m("sr:19270", "1 individual, (3.5 fl oz)")]),
    ("a half cup of orange sherbet", [m("sr:19097", ".5 cup, (4 fl oz)")]),
    ("a slice of pumpkin pie from the store", [m("sr:18326", "1 slice")]),
    ("2 peanut butter cookies from a package", [m("sr:18185", "1 cookie", 2)]),
    ("a slice of pound cake, 1/10 of the cake", [m("sr:18120", "1 piece, (1/10 of cake)")]),
    ("a piece of angel food cake, store bought", [m("sr:18086", "1 piece, (1/12 of 12 oz cake)")]),
    ("a medium glazed yeast doughnut", [m("sr:18436", '1 doughnut, medium (3-1/4" dia)')]),
    ("two store-bought corn muffins, small", [m("sr:18279", "1 small", 2)]),
    ("4 sugar cookies", [m("sr:18204", "1 cookie", 4)]),
    ("a slice of homemade pecan pie and a cup of coffee", [m("sr:18325", '1 piece, (1/8 of 9" dia)'), m("sr:14209", "1 cup, (8 fl oz)")]),
]

NINETYFOURTH = [
    # chain orders, written before any parser change of the fifth round of session 2026-11-25
    ("a mcdonald's quarter pounder with cheese and a small fries", [m("sr:21235", "1 item"), m("sr:21238", "1 small, serving")]),
    ("6 piece chicken mcnuggets", [m("sr:21309", "6 pieces, 3.4 oz")]),
    ("a wendy's jr hamburger", [m("sr:21241", "1 item")]),
    ("a small wendys frosty", [m("sr:21248", "1 small, 12 oz. cup")]),
    ("three soft chicken tacos from taco bell", [m("sr:21262", "1 item", 3)]),
    ("an order of nachos supreme from taco bell", [m("sr:21269", "1 item")]),
    ("burger king whopper, no cheese", [m("sr:21252", "1 item")]),
    ("2 slices of domino's 14 inch pepperoni, hand tossed", [m("sr:21280", "1 slice", 2)]),
    ("3 popeyes spicy chicken strips", [m("sr:21418", "1 strip", 3)]),
    ("a popeyes biscuit and a cup of their coleslaw", [m("sr:21415", "1 biscuit"), m("sr:21416", "1 cup")]),
    ("kfc original recipe breast without the skin", [m("sr:21425", "1 breast, without skin")]),
    ("a kids meal 4 piece wendys nuggets", [m("sr:21246", "4 pieces, Kid's Meal")]),
    ("a mcdonalds filet-o-fish", [m("sr:21232", "1 item")]),
]

NINETYFIFTH = [
    # soups, cereals and bars, written before any parser change of the sixth round of session 2026-11-25
    ("a cup of canned chicken noodle soup made with water", [m("sr:6419", "1 serving, 1 cup")]),
    ("2 cups of canned minestrone, prepared with water", [m("sr:6440", "1 cup, (8 fl oz)", 2)]),
    ("a cup of cream of mushroom soup made with 2% milk", [m("sr:6243", "1 serving, 1 cup")]),
    ("1.5 cups of beef noodle soup from a can, with water", [m("sr:6409", "1 cup, (8 fl oz)", 1.5)]),
    ("a cup of honey nut cheerios with 1/2 cup skim milk", [m("sr:8045", ".75 cup, (1 NLEA serving)", 4 / 3), m("sr:1085", "1 cup", 0.5)]),
    ("1 cup of frosted flakes", [m("sr:8069", "1 cup")]),
    ("a cup of special k with a cup of 1% milk", [m("sr:8067", "1 cup, (1 NLEA serving)"), m("sr:1082", "1 cup")]),
    ("a clif bar", [g("fn:nutrition bar (clif bar)", 68, "1 bar (2.4 oz) = 68 g")]),
    ("a cup of split pea soup with ham, canned, ready to serve", [m("sr:6050", "1 cup")]),
    ("a cup of chunky vegetable soup, ready to serve", [m("sr:6067", "1 cup")]),
    ("a whole can of condensed chicken noodle soup, undiluted", [m("sr:6019", "1 can, (10.7oz)")]),
    ("3/4 cup multigrain cheerios", [m("sr:8087", "1 cup", 0.75)]),
    ("a cup of canned lentil soup with ham", [m("sr:6037", "1 cup, (8 fl oz)")]),
]

NINETYSIXTH = [
    # sides, toppings and rough amounts, written before any parser change of the sixth round of session 2026-11-25
    ("4 oz roasted chicken breast with a side of a cup of boiled carrots", [g("sr:5064", 4 * OZ), m("sr:11125", ".5 cup, slices", 2)]),
    ("a baked potato topped with 2 tbsp sour cream and 1 tbsp butter", [m("sr:11674", "1 potato, medium"), m("sr:1056", "1 tbsp", 2), m("sr:1001", "1 tbsp")]),
    ("1 cup of leftover white rice, reheated", [m("sr:20045", "1 cup")]),
    ("a plate of spaghetti, 2 cups, with a cup of marinara", [m("sr:20121", "1 cup", 2), m("sr:6931", "1 cup")]),
    ("salad: 2 cups shredded romaine, 1/2 cup cherry tomatoes, 1/4 cup shredded carrots, 2 tbsp ranch",
     [m("sr:11251", "1 cup, shredded", 2), m("sr:11529", "1 cup, cherry tomatoes", 0.5), m("sr:11124", "1 cup, grated", 0.25), m("sr:4639", "1 tablespoon", 2)]),
    ("2 toasted frozen waffles topped with a cup of halved strawberries", [m("sr:18403", '1 waffle, round (4" dia)', 2), m("sr:9316", "1 cup, halves")]),
    ("a tall glass of skim milk, 12 oz", [m("sr:1085", "1 fl oz", 12)]),
    ("a handful of baby carrots, about 8", [m("sr:11960", "1 medium", 8)]),
    ("some hummus, maybe 3 tbsp, with a large whole wheat pita", [m("sr:16158", "1 tbsp", 3), m("sr:18042", '1 pita, large (6-1/2" dia)')]),
    ("two servings of cooked quinoa, 1 cup each", [m("sr:20137", "1 cup", 2)]),
    ("roughly 5 oz of broiled top sirloin and a side of 1/2 cup green peas", [g("sr:23610", 5 * OZ), m("sr:11313", ".5 cup")]),
    ("a bowl of cereal: 1.5 cups of cheerios and 1 cup of 2% milk", [m("sr:8013", "1 cup, (1 NLEA serving)", 1.5), m("sr:1079", "1 cup")]),
]

NINETYSEVENTH = [
    # takeout by weight, written before any parser change of the seventh round of session 2026-11-25
    ("pad thai with shrimp, 350 g", [g("fn:pad thai with seafood", 350)]),
    ("kung pao chicken, about 300 grams", [g("fn:kung pao chicken", 300)]),
    ("general tso's chicken 250g with 200g white rice", [g("fn:general tso chicken", 250), g("sr:20045", 200)]),
    ("3 falafel, 17 g each", [g("fn:falafel", 51)]),
    ("6 steamed pot stickers, 150 g total", [g("fn:wonton, dumpling or pot sticker, steamed", 150)]),
    ("a samosa, about 100 g", [g("fn:samosa", 100)]),
    ("chicken curry 300 g over a cup of white rice", [g("fn:chicken curry", 300), m("sr:20045", "1 cup")]),
    ("orange chicken, 200 g", [g("fn:orange chicken", 200)]),
    ("a beef enchilada weighing 180 g", [g("fn:enchilada, beef", 180)]),
    ("2 chicken tamales, 280 g total", [g("fn:tamale, chicken", 280)]),
    ("lo mein with chicken, 400 g", [g("fn:lo mein, with chicken", 400)]),
    ("sweet and sour pork, 250 g", [g("fn:sweet and sour pork", 250)]),
    ("8 pieces of california roll, 240 g", [g("fn:sushi roll, california", 240)]),
    ("a cheese quesadilla, 150 g", [g("fn:quesadilla, cheese only", 150)]),
    ("steak teriyaki 300 g", [g("fn:steak teriyaki", 300)]),
]

NINETYEIGHTH = [
    # diary-style entries, written before any parser change of the seventh round of session 2026-11-25
    ("7am - black coffee 12 oz", [m("sr:14209", "1 fl oz", 12)]),
    ("had 2 slices of whole wheat toast with a tbsp of butter for breakfast", [m("sr:18076", "1 slice", 2), m("sr:1001", "1 tbsp")]),
    ("lunch was a can of tuna in water on a bed of 2 cups shredded romaine", [g("sr:15121", 165, "1 can, drained = 165 g"), m("sr:11251", "1 cup, shredded", 2)]),
    ("snacked on an ounce of cheddar and 6 saltines", [g("sr:1009", OZ), m("sr:18228", "5 crackers, square (1 serving)", 6 / 5)]),
    ("ate half a bagel with 1 tbsp cream cheese", [g("sr:18406", 52.5, "1 medium bagel = 105 g"), m("sr:1017", "1 tbsp")]),
    ("dinner around 7: 6 oz baked salmon, a cup of white rice, 1 tbsp olive oil", [g("sr:15237", 6 * OZ), m("sr:20045", "1 cup"), m("sr:4053", "1 tablespoon")]),
    ("before bed: a cup of 2% milk and 2 tbsp peanut butter", [m("sr:1079", "1 cup"), m("sr:16098", "2 tbsp")]),
    ("mid-morning snack, a medium apple", [g("sr:9003", 182, 'medium (3" dia) = 182 g, SR 28')]),
    ("for dessert i had a cup of vanilla ice cream", [m("sr:19095", "1 serving, 1/2 cup", 2)]),
    ("around 3pm i ate 15 almonds", [g("sr:12061", 15 * 28.35 / 23, "1 oz (23 whole kernels) = 28.35 g, SR 28")]),
    ("breakfast at 8: 2 scrambled eggs and a medium banana", [g("sr:1132", 2 * 61, "1 large = 61 g, SR 28"), g("sr:9040", 118, 'medium (7" to 7-7/8" long) = 118 g, SR 28')]),
    ("grabbed a 12 oz can of sprite on the way home", [m("sr:14145", "1 can, 12 fl oz")]),
]

NINETYNINTH = [
    # counting words and small snacks, written before any parser change of the eighth round of session 2026-11-25
    ("a couple of large egg whites, raw", [m("sr:1124", "1 large", 2)]),
    ("a dozen large olives", [m("sr:9193", "1 large", 12)]),
    ("half a dozen jumbo olives", [m("sr:9194", "1 jumbo", 6)]),
    ("a few slices of dill pickle, 6 to be exact", [g("sr:11937", 6 * 155 / 23, "1 cup (about 23 slices) = 155 g")]),
    ("3 big pieces of jerky", [m("sr:19002", "1 piece, large", 3)]),
    ("40 dry roasted peanuts, salted", [m("sr:16090", "1 peanut", 40)]),
    ("1/4 cup of sunflower seed kernels", [m("sr:12036", "1 cup", 0.25)]),
    ("a cup of canned pumpkin", [m("sr:11424", "1 cup")]),
    ("a packed cup of raisins", [m("sr:9298", "1 cup, packed")]),
    ("3 egg whites scrambled with a handful of spinach (1 cup raw)", [m("sr:1124", "1 large", 3), m("sr:11457", "1 cup")]),
    ("several saltines, 10 of them", [m("sr:18228", "5 crackers, square (1 serving)", 2)]),
    ("a pair of hard boiled eggs", [g("sr:1129", 100, "1 large = 50 g, SR 28")]),
]

HUNDREDTH = [
    # more diary entries, written before any parser change of the eighth round of session 2026-11-25
    ("6:45 am: 2 cups of coffee with 2 tbsp of half and half", [m("sr:14209", "1 cup, (8 fl oz)", 2), g("sr:1049", 30, "1 tbsp = 15 g, SR 28")]),
    ("noshed on a cup of grapes around 4", [m("sr:9132", "1 cup")]),
    ("at lunch i ate a 6 inch flour tortilla with 2 oz of cheddar", [m("sr:18364", '1 tortilla, medium (approx 6" dia)'), g("sr:1009", 2 * OZ)]),
    ("9pm snack: a cup of air popped popcorn and a diet coke", [m("sr:19034", "1 cup"), g("fn:soft drink, cola, diet", 355, "1 can = 355 g")]),
    ("for lunch today, a cup of cooked brown rice and 4 oz tofu", [m("sr:20037", "1 cup"), g("sr:16126", 4 * OZ)]),
    ("at the office: a large banana and a cup of black coffee", [g("sr:9040", 136, 'large (8" to 8-7/8" long) = 136 g, SR 28'), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("after my run I drank 20 oz of gatorade", [m("sr:14460", "1 fl oz", 20)]),
    ("dinner at 6:30 - 5 oz roasted chicken breast and a cup of boiled green beans", [g("sr:5064", 5 * OZ), m("sr:11053", "1 cup")]),
    ("ate 2 slices of white bread with 2 tbsp of jam this morning", [g("fd:bread, white, commercially prepared", 2 * 27.3, "1 slice = 27.3 g"), m("sr:19297", "1 tbsp", 2)]),
    ("late night: a bowl of cheerios, 1 cup, with 3/4 cup of 1% milk", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1082", "1 cup", 0.75)]),
]

HUNDREDFIRST = [
    # packaged snacks, frozen meals, condiments and energy drinks, written before any parser change of the ninth round of
    # session 2026-11-25
    ("an ounce of cool ranch doritos", [g("fn:tortilla chips, cool ranch flavor (doritos)", OZ)]),
    ("1 oz bag of cheetos", [g("fn:cheese flavored corn snacks (cheetos)", OZ)]),
    ("30 g of goldfish crackers", [g("fn:crackers, cheese (goldfish)", 30)]),
    ("a lean cuisine spaghetti with meatballs", [m("sr:22572", "1 serving")]),
    ("an 8.3 oz can of red bull", [m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("a sugar free red bull", [m("sr:14156", "1 serving, 8.3 fl oz can")]),
    ("2 tbsp soy sauce", [m("sr:16123", "1 tbsp", 2)]),
    ("fries with 3 tbsp of ketchup, small mcdonalds", [m("sr:21238", "1 small, serving"), m("sr:11935", "1 tbsp", 3)]),
    ("a lean cuisine swedish meatballs", [m("sr:22573", "1 serving")]),
    ("a beef and cheddar hot pocket", [m("sr:22534", "1 serving")]),
    ("a tablespoon of tamari", [m("sr:16124", "1 tbsp")]),
]

HUNDREDSECOND = [
    # less common meats and seafood, written before any parser change of the tenth round of session 2026-11-25
    ("4 oz broiled ground lamb", [g("sr:17225", 4 * OZ)]),
    ("3 oz of roast duck, meat and skin", [g("sr:5140", 3 * OZ)]),
    ("a cooked alaska king crab leg", [m("sr:15137", "1 leg")]),
    ("a cup of cooked lobster meat", [m("sr:15148", "1 cup")]),
    ("half a halibut fillet, baked", [m("sr:15037", ".5 fillet")]),
    ("a baked rainbow trout fillet, farmed", [m("sr:15241", "1 fillet")]),
    ("a farmed catfish fillet, baked", [m("sr:15235", "1 fillet")]),
    ("a grass-fed bison burger patty, 3 oz cooked", [g("sr:17148", 3 * OZ)]),
    ("3 oz of braised veal top round", [g("sr:17095", 3 * OZ)]),
    ("a roasted duck leg with the skin", [m("sr:5317", "1 leg, bone removed (yield after cooking)")]),
    ("4 oz of steamed king crab with 1 tbsp melted butter", [g("sr:15137", 4 * OZ), m("sr:1001", "1 tbsp")]),
    ("5 oz of baked halibut and a cup of cooked white rice", [g("sr:15037", 5 * OZ), m("sr:20045", "1 cup")]),
]

HUNDREDTHIRD = [
    # packed lunches and lunchbox snacks, written before any parser change of the first round of session 2026-11-25b
    ("2 slices rye bread, 3 slices deli turkey breast, 1 tsp yellow mustard",
     [m("sr:18060", "1 slice", 2), m("sr:7079", "1 slice, (3-1/2\" square, 8 per 6 oz package)", 3), m("sr:2046", "1 tsp, or 1 packet")]),
    ("small plain bagel, 2 tbsp of cream cheese on it", [m("sr:18406", "1 small bagel, (3\" dia)"), m("sr:1017", "1 tbsp", 2)]),
    ("one string cheese and 10 baby carrots", [g("sr:1028", OZ, "a stick of string cheese is 1 oz"), m("sr:11960", "1 medium", 10)]),
    ("clementine + 1 oz pretzels", [m("sr:9433", "1 fruit"), m("sr:19047", "1 oz")]),
    ("ham & cheese sandwich: 2 slices whole wheat bread, 2 slices of ham, 1 slice american cheese",
     [m("sr:18075", "1 slice", 2), m("sr:7029", "1 slice", 2), g("sr:1147", 21, "a process cheese slice is 3/4 oz (SR 42205's slice)")]),
    ("a large whole wheat pita stuffed with half a cup of hummus", [m("sr:18042", "1 pita, large (6-1/2\" dia)"), m("sr:16158", "1 cup", 0.5)]),
    ("1/2 cup tuna salad on 6 saltines", [m("sr:15128", "1 cup", 0.5), m("sr:18228", "5 crackers, square (1 serving)", 6 / 5)]),
    ("pb and j on wheat - 2 tbsp peanut butter, 1 tbsp jelly",
     [m("sr:18075", "1 slice", 2), m("sr:16098", "2 tbsp"), m("sr:19300", "1 serving, 1 tbsp")]),
    ("one of those 1 oz bags of plain chips", [m("sr:19411", "1 oz")]),
    ("unsweetened applesauce, a half cup", [m("sr:9019", "1 cup", 0.5)]),
    ("chocolate pudding, the 4 oz snack cup", [m("sr:19183", "1 container, refridgerated, 4 oz container")]),
    ("3 slices hard salami with 1 oz cheddar", [m("sr:7072", "3 slices, 1 serving"), g("sr:1009", OZ)]),
    ("a cup of fruit cocktail in juice", [m("sr:9097", "1 cup")]),
    ("beef jerky, 2 large pieces, and a 1 oz bag of trail mix", [m("sr:19002", "1 piece, large", 2), m("sr:19059", "1 oz")]),
]

HUNDREDFOURTH = [
    # breakfasts at home, written before any parser change of the first round of session 2026-11-25b
    ("3/4 cup of cooked grits with a pat of butter", [m("sr:8091", "1 cup", 0.75), g("sr:1001", 5, "SR 28 pat of butter, 5 g")]),
    ("a bowl of cream of wheat made with water, 1 cup", [m("sr:8103", "1 cup")]),
    ("toasted english muffin with a tbsp of honey", [m("sr:18259", "1 muffin"), m("sr:19296", "1 tbsp")]),
    ("2 frozen waffles with 2 tbsp maple syrup",
     [m("sr:18365", "1 waffle, square (4\" square) (include frozen)", 2), m("sr:19353", "1 tbsp", 2)]),
    ("three 4\" pancakes made from scratch", [m("sr:18293", "1 pancake, (4\" dia)", 3)]),
    ("two slices of french toast made at home", [m("sr:18269", "1 slice", 2)]),
    ("2 pork and beef sausage links and 2 poached eggs",
     [m("sr:7065", "1 link, (raw dimensions: 4\" long x 7/8\" dia), cooked", 2), m("sr:1131", "1 large", 2)]),
    ("2 slices canadian bacon, grilled", [m("sr:10131", "2 slices, (6 per 6-oz pkg.)")]),
    ("1/2 cup hash browns from frozen", [m("sr:11391", ".5 cup")]),
    ("the whites of 3 large eggs", [m("sr:1124", "1 large", 3)]),
    ("a cup of coffee with 2 tbsp half & half", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp", 2)]),
    ("1/2 cup homemade granola over 3/4 cup plain lowfat yogurt", [m("sr:8037", "1 cup", 0.5), m("sr:1117", "1 cup, (8 fl oz)", 0.75)]),
    ("about 50 blueberries and a medium banana", [m("sr:9050", "50 berries"), g("sr:9040", 118, "SR 28 medium banana, 118 g")]),
    ("a cup of raspberries with 2 tbsp whipped cream from a can", [m("sr:9302", "1 cup"), m("sr:1054", "1 tbsp", 2)]),
]

HUNDREDFIFTH = [
    # home cooking listed by its parts, written before any parser change of the second round of session 2026-11-25b
    ("sheet pan dinner: 6 oz farmed salmon, 8 asparagus spears, 1 tbsp olive oil",
     [g("sr:15237", 6 * OZ), m("sr:11012", "4 spears, (1/2\" base)", 2), m("sr:4053", "1 tablespoon")]),
    ("taco night - 4 oz 85% lean ground beef, 2 corn tortillas, 2 tbsp salsa, 1 tbsp sour cream",
     [g("sr:23570", 4 * OZ), m("sr:18363", "1 tortilla", 2), m("sr:6164", "1 tbsp", 2), m("sr:1056", "1 tbsp")]),
    ("turkey chili: 4 oz cooked ground turkey, 1/2 cup black beans, 1/2 cup chopped onion",
     [g("sr:5306", 4 * OZ), m("sr:16015", "1 cup", 0.5), m("sr:11282", "1 cup, chopped", 0.5)]),
    ("1 cup spaghetti with 1/2 cup marinara and 2 tbsp grated parmesan",
     [m("sr:20121", "1 cup"), m("sr:6931", "1 serving, 1/2 cup"), m("sr:1032", "1 tbsp", 2)]),
    ("stir fried tofu: 1/4 block firm tofu, 1 cup sliced mushrooms, 1 tbsp soy sauce, 2 tsp sesame oil",
     [m("sr:16126", ".25 block"), m("sr:11260", "1 cup, pieces or slices"), m("sr:16123", "1 tbsp"), m("sr:4058", "1 tablespoon", 2 / 3)]),
    ("1 cup of green beans and 1 cup mashed potatoes", [m("sr:11053", "1 cup"), m("sr:11371", "1 cup")]),
    ("grain bowl: 3/4 cup quinoa, 1/2 cup black beans, 1/4 cup cubed avocado, 2 tbsp salsa",
     [m("sr:20137", "1 cup", 0.75), m("sr:16015", "1 cup", 0.5), m("sr:9037", "1 cup, cubes", 0.25), m("sr:6164", "1 tbsp", 2)]),
    ("5 oz raw chicken breast cooked with 1 tsp olive oil and 1 cup raw broccoli",
     [g("sr:5062", 5 * OZ), m("sr:4053", "1 tablespoon", 1 / 3), m("sr:11090", "1 cup, chopped")]),
    ("a cup of cooked carrots with a teaspoon of butter", [m("sr:11125", ".5 cup, slices", 2), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("salad - 2 cups shredded iceberg, 1/2 cup cherry tomatoes, 2 tbsp ranch",
     [m("sr:11252", "1 cup, shredded", 2), m("sr:11529", "1 cup, cherry tomatoes", 0.5), m("sr:4639", "1 tablespoon", 2)]),
    ("1 cup brown rice with 1 tbsp teriyaki sauce", [m("sr:20037", "1 cup"), m("sr:6112", "1 tbsp")]),
    ("a medium baked sweet potato with a tbsp of butter and a tsp of brown sugar",
     [m("sr:11875", "1 medium, (2\" dia, 5\" long, raw)"), m("sr:1001", "1 tbsp"), g("sr:19334", 4.6, "SR 28 1 tsp brown sugar (unpacked), 4.6 g")]),
    ("zucchini and onion sauteed: 1 cup sliced zucchini, 1/2 cup sliced onion, 1 tbsp olive oil",
     [m("sr:11477", "1 cup, sliced"), m("sr:11282", "1 cup, sliced", 0.5), m("sr:4053", "1 tablespoon")]),
]

HUNDREDSIXTH = [
    # treats and drinks by their containers, written before any parser change of the second round of session 2026-11-25b
    ("ginger ale, a 16 ounce bottle", [m("sr:14136", "1 can, or bottle (16 fl oz)")]),
    ("red bull, one 8.3 oz can", [m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("a 20 fl oz bottle of gatorade", [m("sr:14460", "1 fl oz", 20)]),
    ("two 5 oz glasses of pinot noir", [m("sr:14099", "1 serving, 5 fl oz", 2)]),
    ("3 oreos and a glass of 2% milk", [m("sr:18166", "1 cookie", 3), m("sr:1079", "1 cup")]),
    ("a snack size almond joy", [m("sr:19065", "1 bar, snack size")]),
    ("a 1.6 oz pack of reese's cups", [m("sr:19150", "1 package, 1.6 oz 2 cups")]),
    ("10 caramels", [m("sr:19074", "1 piece", 10)]),
    ("1/2 cup rich vanilla ice cream with 2 tbsp hot fudge", [m("sr:19089", ".5 cup"), m("sr:19348", "2 tbsp")]),
    ("popcorn, air-popped, 3 cups", [m("sr:19034", "1 cup", 3)]),
    ("2 chocolate chip cookies, the soft kind", [m("sr:18160", "1 cookie, (average weight of 1 cookie)", 2)]),
    ("a kit kat big kat bar", [m("sr:19250", "1 bar, 1.94 oz")]),
    ("a 12 oz regular beer and 10 gumdrops", [m("sr:14003", "1 can"), m("sr:19106", "10 gumdrops")]),
    ("4 miniature milk chocolate bars", [m("sr:19120", "1 bar, miniature", 4)]),
]

HUNDREDSEVENTH = [
    # quick logs in shorthand, written before any parser change of the third round of session 2026-11-25b
    ("1c white rice + 4oz chkn breast", [m("sr:20045", "1 cup"), g("sr:5064", 4 * OZ)]),
    ("oj 12oz", [m("sr:9206", "1 fl oz", 12)]),
    ("2 tbsp pb + 1 med banana", [m("sr:16098", "2 tbsp"), g("sr:9040", 118, "SR 28 medium banana, 118 g")]),
    ("skim milk 1.5 cups", [m("sr:1085", "1 cup", 1.5)]),
    ("plain bagel (sm) w/ 1 tbsp cream cheese", [m("sr:18406", "1 small bagel, (3\" dia)"), m("sr:1017", "1 tbsp")]),
    ("1/2c oats dry w/ 1c 2% milk", [m("sr:8120", "1 cup", 0.5), m("sr:1079", "1 cup")]),
    ("cheddar 1 oz, saltines x6", [g("sr:1009", OZ), m("sr:18228", "5 crackers, square (1 serving)", 6 / 5)]),
    ("coffee w/ 1 tbsp half n half, 1 tsp sugar", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp"), m("sr:19335", "1 tsp")]),
    ("hard-boiled egg x2", [g("sr:1129", 100, "SR 28 1 large hard-boiled egg, 50 g")]),
    ("apple (lg), no skin", [m("sr:9004", "1 large, (3-1/4\" dia)")]),
    ("20 dry roasted almonds", [m("sr:12563", "1 oz, (22 whole kernels)", 20 / 22)]),
    ("1 slice ww toast + 1 tsp butter", [m("sr:18076", "1 slice"), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("pasta 2c cooked, elbows", [m("sr:20100", "1 cup, elbow shaped", 2)]),
]

HUNDREDEIGHTH = [
    # breads, grains and pasta in their shapes, written before any parser change of the third round of session 2026-11-25b
    ("a couple of soft dinner rolls", [m("sr:18342", "1 each, (pan, dinner, or small roll) (2\" square, 2\" high)", 2)]),
    ("a hamburger bun, plain", [m("sr:18350", "1 roll")]),
    ("1 cup of cooked egg noodles", [m("sr:20110", "1 cup")]),
    ("couscous, 1 cup cooked", [m("sr:20029", "1 cup, cooked")]),
    ("a piece of homemade cornbread", [m("sr:18024", "1 piece")]),
    ("half a cup of cooked pearl barley", [m("sr:20006", "1 cup", 0.5)]),
    ("3 medium baked taco shells", [m("sr:18448", "1 medium, (approx 5\" dia)", 3)]),
    ("2 flour tortillas (6\")", [m("sr:18364", "1 tortilla, medium (approx 6\" dia)", 2)]),
    ("three rice cakes, plain brown rice", [m("sr:19051", "1 cake", 3)]),
    ("one of those mini croissants, butter", [m("sr:18239", "1 croissant, mini")]),
    ("a hot dog bun", [m("sr:18350", "1 roll")]),
    ("1 cup spiral pasta, cooked", [m("sr:20100", "1 cup, spiral shaped")]),
    ("2 cups cooked white rice", [m("sr:20045", "1 cup", 2)]),
    ("an egg roll (dinner roll made with egg)", [m("sr:18344", "1 roll, (2-1/2\" dia)")]),
]

HUNDREDNINTH = [
    # chain orders, written before any parser change of the fourth round of session 2026-11-25b
    ("kfc: 2 original recipe drumsticks and coleslaw", [m("sr:21435", "1 drumstick, with skin", 2), m("sr:21420", "1 package")]),
    ("popeyes spicy chicken thigh and a biscuit", [m("sr:21454", "1 thigh, with skin"), m("sr:21415", "1 biscuit")]),
    ("taco bell - 2 crunchy tacos and a bean burrito", [m("sr:21260", "1 item", 2), m("sr:21264", "1 item")]),
    ("a double whopper with cheese and medium fries from burger king", [m("sr:21255", "1 item"), m("sr:21249", "1 medium, serving")]),
    ("wendy's jr cheeseburger and a junior frosty", [m("sr:21242", "1 item"), m("sr:21248", "1 junior, 6 oz. cup")]),
    ("wendys 6 pc chicken nuggets", [m("sr:21246", "5 pieces", 6 / 5)]),
    ("burger king chicken tenders, 8 pieces", [m("sr:21256", "4 pieces", 2)]),
    ("2 slices of little caesars pepperoni pizza", [m("sr:21288", "1 slice", 2)]),
    ("a taco bell nachos supreme", [m("sr:21269", "1 item")]),
    ("kfc extra crispy breast and a kfc biscuit", [m("sr:21438", "1 breast, with skin"), m("sr:21419", "1 biscuit")]),
    ("burger king hash brown rounds, small", [m("sr:21387", "1 serving, small")]),
    ("a small vanilla shake from burger king", [m("sr:21141", "1 small, 12 fl oz")]),
    ("kfc crispy chicken strips x3", [m("sr:21421", "1 strip", 3)]),
]

HUNDREDTENTH = [
    # takeout dishes by weight, written before any parser change of the fourth round of session 2026-11-25b
    ("12 oz shrimp fried rice", [g("fn:rice, fried, with shrimp", 12 * OZ)]),
    ("10 oz of chicken lo mein", [g("fn:lo mein, with chicken", 10 * OZ)]),
    ("6 oz orange chicken and 1 cup steamed white rice", [g("fn:orange chicken", 6 * OZ), m("sr:20045", "1 cup")]),
    ("8 oz of beef and broccoli", [g("fn:beef and broccoli", 8 * OZ)]),
    ("kung pao shrimp, 9 oz", [g("fn:kung pao shrimp", 9 * OZ)]),
    ("one egg roll, the pork kind", [m("sr:22953", "1 roll")]),
    ("two enchiladas with cheese", [m("sr:21074", "1 enchilada", 2)]),
    ("an 8 oz chicken, bean and cheese burrito", [g("fn:burrito, chicken, with beans, cheese", 8 * OZ)]),
    ("a 5 oz cheese quesadilla", [g("fn:quesadilla, cheese only", 5 * OZ)]),
    ("7 oz of sesame chicken", [g("fn:sesame chicken", 7 * OZ)]),
    ("pad thai with chicken, 14 oz", [g("fn:pad thai with chicken", 14 * OZ)]),
    ("2 vegetable egg rolls", [m("sr:22955", "1 roll", 2)]),
    ("a chicken fajita, 6 oz", [g("fn:fajita, chicken", 6 * OZ)]),
    ("10 oz of beef chow mein with noodles", [g("fn:beef chow mein or chop suey with noodles", 10 * OZ)]),
]

HUNDREDELEVENTH = [
    # whole days told in sentences, written before any parser change of the fifth round of session 2026-11-25b
    ("this morning i had 2 slices of whole wheat toast with a tablespoon of peanut butter and a small banana",
     [m("sr:18076", "1 slice", 2), m("sr:16098", "2 tbsp", 0.5), g("sr:9040", 101, "SR 28 small banana, 101 g")]),
    ("lunch was a cup of canned lentil soup with ham and 5 saltines",
     [m("sr:6037", "1 cup, (8 fl oz)"), m("sr:18228", "5 crackers, square (1 serving)")]),
    ("after the gym i drank 16 oz of chocolate milk", [m("sr:1102", "1 fl oz", 16)]),
    ("dinner tonight: 6 oz of grilled farmed salmon, a cup of brown rice and a cup of steamed broccoli",
     [g("sr:15237", 6 * OZ), m("sr:20037", "1 cup"), g("sr:11091", 156, "SR 28 1 cup chopped boiled broccoli, 156 g")]),
    ("i snacked on a medium apple in the afternoon", [g("sr:9003", 182, "SR 28 medium apple (3\" dia), 182 g")]),
    ("we ordered dominos and i ate 3 slices of the hand tossed pepperoni", [m("sr:21280", "1 slice", 3)]),
    ("late night i had a bowl of vanilla ice cream, probably a cup", [m("sr:19095", "1 serving, 1/2 cup", 2)]),
    ("breakfast was oatmeal, 1 cup cooked, with a tablespoon of brown sugar and 2 tbsp raisins",
     [m("sr:8121", "1 cup"), m("sr:19334", "1 cup, unpacked", 1 / 16), m("sr:9298", "1 cup, (not packed)", 1 / 8)]),
    ("for a snack i had two hard boiled eggs and 4 oz of cottage cheese",
     [g("sr:1129", 100, "SR 28 1 large hard-boiled egg, 50 g"), m("sr:1012", "4 oz")]),
    ("i ate half a roasted chicken breast with the skin", [g("sr:5060", 98, "SR 28 1/2 breast, bone removed, 98 g")]),
    ("finished the day with a 5 oz glass of red wine", [m("sr:14096", "1 serving, 5 fl oz")]),
    ("then around 3 i had a cup of grapes and a string cheese", [m("sr:9132", "1 cup"), g("sr:1028", OZ, "a stick of string cheese is 1 oz")]),
]

HUNDREDTWELFTH = [
    # fruit and vegetables by the piece, written before any parser change of the fifth round of session 2026-11-25b
    ("a mango", [m("sr:9176", "1 fruit, without refuse")]),
    ("a whole pomegranate", [m("sr:9286", "1 pomegranate, (4\" dia)")]),
    ("3 medium figs", [m("sr:9089", "1 medium, (2-1/4\" dia)", 3)]),
    ("2 plums", [m("sr:9279", "1 fruit, (2-1/8\" dia)", 2)]),
    ("a japanese persimmon", [m("sr:9263", "1 fruit, (2-1/2\" dia)")]),
    ("a cup of honeydew balls", [m("sr:9184", "1 cup, balls")]),
    ("half a cup of pomegranate seeds", [m("sr:9286", ".5 cup, arils (seed/juice sacs)")]),
    ("one large fig", [m("sr:9089", "1 large, (2-1/2\" dia)")]),
    ("a whole cucumber, peel on", [m("sr:11205", "1 cucumber, (8-1/4\")")]),
    ("a cup of chopped raw kale", [m("sr:11233", "1 cup, chopped")]),
    ("2 boiled beets, about 2 inches across", [m("sr:11081", "2 beets, (2\" dia, sphere)")]),
]

HUNDREDTHIRTEENTH = [
    # everyday foods misspelled, written before any parser change of the sixth round of session 2026-11-25b
    ("1 cup of steamed brocolli", [g("sr:11091", 156, "SR 28 1 cup chopped boiled broccoli, 156 g")]),
    ("a bowl of spagheti, 2 cups", [m("sr:20121", "1 cup", 2)]),
    ("2 bannanas", [g("sr:9040", 2 * 118, "SR 28 medium banana, 118 g")]),
    ("a roasted chiken thigh, skinless", [g("sr:5098", 52, "SR 28 1 thigh, bone and skin removed, 52 g")]),
    ("an avacado, half of one", [g("sr:9037", 100.5, "SR 28 1 fruit without skin and seed, 201 g")]),
    ("a medium tomatoe", [g("sr:11529", 123, "SR 28 1 medium whole tomato (2-3/5\" dia), 123 g")]),
    ("a baked potatoe, medium, skin and all", [m("sr:11828", "1 potato, medium (2-1/4\" to 3-1/4\" dia)")]),
    ("1 oz of chedder cheese", [g("sr:1009", OZ)]),
    ("4 oz of cooked shrimps", [g("sr:15151", 4 * OZ)]),
    ("a cup of oatmeel made with water", [m("sr:8121", "1 cup")]),
    ("2 tbsp of humus", [m("sr:16158", "1 tbsp", 2)]),
    ("4 oz cottage chese", [m("sr:1012", "4 oz")]),
    ("a glass of orang juice", [m("sr:9206", "1 cup")]),
    ("a cup of cooked qinoa", [m("sr:20137", "1 cup")]),
]

HUNDREDFOURTEENTH = [
    # dairy and eggs in their forms, written before any parser change of the sixth round of session 2026-11-25b
    ("1 cup of liquid egg whites", [m("sr:1124", "1 cup")]),
    ("1/4 cup crumbled feta", [m("sr:1019", "1 cup, crumbled", 0.25)]),
    ("1 oz soft goat cheese", [m("sr:1159", "1 oz")]),
    ("half a cup of part-skim ricotta", [m("sr:1037", "1 cup", 0.5)]),
    ("2 oz of brie", [g("sr:1006", 2 * OZ)]),
    ("1 oz blue cheese crumbles", [m("sr:1004", "1 oz")]),
    ("lowfat buttermilk, 1 cup", [m("sr:1088", "1 cup")]),
    ("8 oz of goat milk", [m("sr:1106", "1 fl oz", 8)]),
    ("whole milk, one glass", [m("sr:1077", "1 cup")]),
    ("lowfat fruit yogurt, the 6 oz container", [m("sr:1121", "1 container, (6 oz)")]),
    ("2 slices of provolone", [g("sr:1035", 56, "SR 28 1 slice provolone, 28 g")]),
    ("1/2 cup shredded monterey jack", [m("sr:1025", "1 cup, shredded", 0.5)]),
    ("1 oz of gouda", [m("sr:1022", "1 oz")]),
    ("3 poached eggs", [m("sr:1131", "1 large", 3)]),
]

HUNDREDFIFTEENTH = [
    # sauces, dressings and condiments on meals, written before any parser change of the seventh round of session 2026-11-25b
    ("3 oz grilled chicken breast with 2 tbsp bbq sauce", [g("sr:5064", 3 * OZ), m("sr:6150", "1 serving, 2 tbsp")]),
    ("2 cups shredded iceberg lettuce with 2 tbsp italian dressing", [m("sr:11252", "1 cup, shredded", 2), m("sr:4114", "1 tbsp", 2)]),
    ("10 baby carrots and 1/4 cup blue cheese dressing", [m("sr:11960", "1 medium", 10), m("sr:4539", "1 cup", 0.25)]),
    ("a cup of steamed rice with 1 tbsp hoisin", [m("sr:20045", "1 cup"), m("sr:6175", "1 tbsp")]),
    ("1/2 cup cheese sauce over 1 cup steamed broccoli",
     [m("sr:6930", ".25 cup", 2), g("sr:11091", 156, "SR 28 1 cup chopped boiled broccoli, 156 g")]),
    ("1 cup chopped romaine with 2 tbsp of french dressing", [m("sr:11251", "1 cup, shredded"), m("sr:4120", "1 tbsp", 2)]),
    ("1 tbsp balsamic vinegar and 1 tbsp olive oil", [m("sr:2069", "1 tbsp"), m("sr:4053", "1 tablespoon")]),
    ("2 tbsp caesar dressing", [m("sr:43015", "1 tbsp", 2)]),
    ("3 frozen pancakes with 1/4 cup pancake syrup", [m("sr:18288", "1 pancake", 3), m("sr:19129", "1 cup", 0.25)]),
    ("2 tbsp ketchup and 1 tbsp hot dog relish", [m("sr:11935", "1 tbsp", 2), m("sr:11944", "1 tbsp")]),
    ("1 oz tortilla chips with 1/4 cup salsa", [m("sr:19056", "1 oz"), m("sr:6164", "1 cup", 0.25)]),
    ("a tablespoon of worcestershire sauce", [m("sr:6971", "1 tbsp")]),
]

HUNDREDSIXTEENTH = [
    # a day's log in plain sentences, written before any parser change of the seventh round of session 2026-11-25b
    ("had a quick breakfast of 2 scrambled eggs and a slice of rye toast",
     [g("sr:1132", 122, "SR 28 1 large scrambled egg, 61 g"), m("sr:18061", "1 slice, large")]),
    ("i had 20 raw almonds before my run", [g("sr:12061", 20 * 28.35 / 23, "SR 28 1 oz = 23 whole kernels")]),
    ("around noon i ate a cup of tomato soup made with water and 4 saltines",
     [m("sr:6559", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 4 / 5)]),
    ("my afternoon snack was a medium pear", [m("sr:9252", "1 medium")]),
    ("someone brought donuts to work so i had one glazed, medium size", [m("sr:18436", "1 doughnut, medium (3-1/4\" dia)")]),
    ("before bed i had a glass of warm 1% milk", [m("sr:1082", "1 cup")]),
    ("breakfast was a cup of cheerios with half a cup of skim milk", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup", 0.5)]),
    ("for dinner i made 5 oz of baked cod and a cup of green beans", [g("sr:15016", 5 * OZ), m("sr:11053", "1 cup")]),
    ("snacked on a cup of red grapes while cooking", [m("sr:9132", "1 cup")]),
    ("my lunch today was a cup of cooked brown rice with half a cup of black beans",
     [m("sr:20037", "1 cup"), m("sr:16015", "1 cup", 0.5)]),
    ("post workout i drank a cup of chocolate milk", [m("sr:1102", "1 cup")]),
    ("dessert tonight was 2 oreos", [m("sr:18166", "1 cookie", 2)]),
]

HUNDREDSEVENTEENTH = [
    # cookies, candy and snacks counted, written before any parser change of the eighth round of session 2026-11-25b
    ("12 vanilla wafers", [m("sr:18213", "1 wafer", 12)]),
    ("5 gingersnaps", [m("sr:18172", "1 cookie", 5)]),
    ("10 chocolate covered peanuts", [m("sr:19126", "10 pieces")]),
    ("mini marshmallows, a cupful", [m("sr:19116", "1 cup, of miniature")]),
    ("20 small jelly beans", [m("sr:19108", "10 small", 2)]),
    ("a big oatmeal cookie", [m("sr:18178", "1 cookie, big (3-1/2\" - 4\" dia) (include Archway brand, Grandma brand)")]),
    ("two store-bought peanut butter cookies", [m("sr:18185", "1 cookie", 2)]),
    ("one large brownie square", [m("sr:18151", "1 square, large (2-3/4\" sq x 7/8\")")]),
    ("a sheet of matzo", [m("sr:18217", "1 matzo")]),
    ("a medium soft pretzel", [m("sr:25024", "1 medium")]),
    ("32 cheese puffs", [m("sr:19008", "32 pieces")]),
    ("a chocolate covered graham cracker", [m("sr:18174", "1 cracker, (2-1/2\" square)")]),
]

HUNDREDEIGHTEENTH = [
    # metric weights and volumes, written before any parser change of the eighth round of session 2026-11-25b
    ("150 g grilled chicken breast", [g("sr:5064", 150)]),
    ("85g rolled oats, dry", [g("sr:8120", 85)]),
    ("30 g almonds", [g("sr:12061", 30)]),
    ("250 ml whole milk", [m("sr:1077", "1 cup", 250 / 236.588)]),
    ("a 330 ml can of coke", [m("sr:14400", "1 fl oz", 330 / 29.5735)]),
    ("40g cheddar", [g("sr:1009", 40)]),
    ("120 g cooked white rice", [g("sr:20045", 120)]),
    ("250 g strawberries", [g("sr:9316", 250)]),
    ("500ml orange juice", [m("sr:9206", "1 fl oz", 500 / 29.5735)]),
    ("15 ml olive oil", [m("sr:4053", "1 tablespoon", 15 / 14.7868)]),
    ("200 g baked salmon, farmed", [g("sr:15237", 200)]),
    ("a 42 g soft chocolate chip granola bar", [m("sr:19404", "1 bar, (1.5 oz)")]),
    ("60 g of white bread", [g("sr:18069", 60)]),
    ("2 eggs (about 100 g)", [g("sr:1123", 100)]),
]

HUNDREDNINETEENTH = [
    # brand-name candy and snacks, written before any parser change of the ninth round of session 2026-11-25b
    ("a twix (2 bars, 2.06 oz)", [m("sr:19160", "1 package, (2.06 oz, 2 bars)")]),
    ("one fun-size milky way bar", [m("sr:19135", "1 bar, fun size")]),
    ("2 fun size butterfingers", [m("sr:19069", "1 serving, 1 fun size bar 0.65 oz", 2)]),
    ("8 starburst chews", [m("sr:19156", "1 serving, fun size (8 chews)")]),
    ("a york peppermint pattie", [m("sr:19091", "1 patty, 1.5 oz")]),
    ("a packet of quaker maple and brown sugar instant oatmeal", [m("sr:8130", "1 packet")]),
    ("a snickers almond bar", [m("sr:19302", "1 serving, 1.76 oz bar")]),
    ("15 york bites", [m("sr:19181", "15 pieces")]),
    ("2 strawberry pop-tarts pastry swirls", [m("sr:18509", "1 pastry", 2)]),
    ("3 eggo buttermilk pancakes", [m("sr:18499", "3 pancakes, (NLEA serving)")]),
    ("a 3 musketeers bar (2.13 oz)", [m("sr:19159", "1 serving, 2.13 oz bar")]),
    ("a 1 oz bag of cool ranch doritos", [g("fn:tortilla chips, cool ranch flavor (doritos)", OZ)]),
    ("1 oz of plain fritos", [g("fn:corn chips, plain (fritos)", OZ)]),
]

HUNDREDTWENTIETH = [
    # breakfast sandwiches and fast-food breakfasts, written before any parser change of the ninth round of session 2026-11-25b
    ("an egg mcmuffin and a hash brown", [m("sr:21357", "1 item, 4.8 oz"), m("sr:21319", "2 oz")]),
    ("a sausage mcmuffin with egg", [m("sr:21359", "1 item, 5.7 oz")]),
    ("mcdonalds hotcakes, plain, 3 of them", [m("sr:21321", "3 hotcakes")]),
    ("a bacon egg and cheese mcgriddle", [m("sr:21327", "1 item, 5.9 oz")]),
    ("2 mcdonald's sausage burritos", [m("sr:21340", "1 item, 3.993 oz", 2)]),
    ("a fruit and yogurt parfait from mcdonalds", [m("sr:21380", "1 item")]),
    ("a biscuit with egg and bacon from a fast food place", [m("sr:21003", "1 biscuit")]),
    ("a croissant with egg, cheese and sausage, fast food", [m("sr:21014", "1 croissant")]),
    ("a fast food english muffin with egg, cheese and canadian bacon", [m("sr:21021", "1 sandwich")]),
    ("a sausage biscuit from mcdonald's", [m("sr:21361", "1 item, 4.1 oz")]),
    ("burger king croissanwich with egg and cheese", [m("sr:21385", "1 item")]),
    ("mcdonalds big breakfast", [m("sr:21341", "1 item, 9.5 oz")]),
    ("a large mcdonald's biscuit", [m("sr:21460", "1 item, 3.2 oz")]),
]

HUNDREDTWENTYFIRST = [
    # pizza by the slice, the share and the chain, written before any parser change of the tenth round of session 2026-11-25b
    ("a slice of a 14 inch pizza hut thin n crispy cheese pizza", [m("sr:21295", "1 slice")]),
    ("3 slices of domino's extravaganzza", [m("sr:21282", "1 slice", 3)]),
    ("half a 12 inch pizza hut pepperoni pizza", [m("sr:21274", "1 pie", 0.5)]),
    ("2 slices of papa john's the works", [m("sr:21285", "1 slice", 2)]),
    ("a quarter of a 24 oz frozen cheese pizza", [m("sr:21224", "1 package, 24 oz pizza", 0.25)]),
    ("a slice of pizza hut super supreme, 14 inch", [m("sr:21298", "1 slice")]),
    ("2 slices of thick crust pepperoni pizza", [m("sr:21303", "1 slice", 2)]),
    ("a slice of domino's thin crust cheese", [m("sr:21279", "1 slice")]),
    ("a whole little caesars pepperoni pizza", [m("sr:21288", "1 pie")]),
    ("2 slices of meat and veggie pizza", [m("sr:21304", "1 slice", 2)]),
    ("a slice of pizza hut pan pepperoni, 12 inch", [m("sr:21275", "1 slice")]),
    ("3 slices of little caesars deep dish cheese", [m("sr:21290", "1 slice", 3)]),
    ("1/3 of a frozen pepperoni pizza", [m("sr:22903", "1 pizza", 1 / 3)]),
]

HUNDREDTWENTYSECOND = [
    # juices and other drinks by the glass and the ounce, written before any parser change of the tenth round of session 2026-11-25b
    ("unsweetened apple juice, one 8 oz glass", [m("sr:9016", "1 cup")]),
    ("10 oz of cranberry juice cocktail", [m("sr:14242", "1 fl oz", 10)]),
    ("a cup of lemonade made from powder", [m("sr:14288", "1 serving, 1 cup 8 fl oz")]),
    ("a cup of soy milk", [m("sr:16139", "1 cup")]),
    ("6 oz tomato juice", [m("sr:11540", "6 fl oz")]),
    ("a 6 oz can of v8", [m("sr:11578", "6 fl oz")]),
    ("a cup of carrot juice", [m("sr:11655", "1 cup")]),
    ("hot cocoa made at home, one mug", [m("sr:1105", "1 cup")]),
    ("half a cup of eggnog", [m("sr:1057", "1 cup", 0.5)]),
    ("a pint of lowfat chocolate milk", [m("sr:1104", "1 cup", 2)]),
    ("8 oz unsweetened grapefruit juice", [m("sr:9123", "1 fl oz", 8)]),
    ("12 oz of pineapple juice", [m("sr:9273", "1 fl oz", 12)]),
]

HUNDREDTWENTYTHIRD = [
    # a holiday table, written before any parser change of the eleventh round of session 2026-11-25b
    ("thanksgiving plate: 4 oz roast turkey dark meat with skin, 1/2 cup stuffing, 1/4 cup turkey gravy",
     [g("sr:5184", 4 * OZ), m("sr:18082", ".5 cup"), m("sr:6125", "1 cup", 0.25)]),
    ("a slice of cranberry sauce from the can", [m("sr:9081", "1 slice, (1/2\" thick, approx 8 slices per can)")]),
    ("a slice of store-bought pumpkin pie", [m("sr:18326", "1 slice")]),
    ("a piece of homemade pecan pie", [m("sr:18325", "1 piece, (1/8 of 9\" dia)")]),
    ("3 oz of roasted ham, lean only", [m("sr:10153", "3 oz")]),
    ("1/2 cup cornbread stuffing", [m("sr:18085", ".5 cup")]),
    ("one piece of butter pound cake, a tenth of the loaf", [m("sr:18120", "1 piece, (1/10 of cake)")]),
    ("cheesecake, one piece of a 17 oz cake cut in 6", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("a homemade apple pie slice, 1/8 of the pie", [m("sr:18302", "1 piece, (1/8 of 9\" dia)")]),
    ("2 cups of frozen turkey and gravy", [m("sr:5286", "1 cup", 2)]),
    ("a cup of canned cranberry sauce", [m("sr:9081", "1 cup")]),
]

HUNDREDTWENTYFOURTH = [
    # vegetable sides as served, written before any parser change of the eleventh round of session 2026-11-25b
    ("coleslaw I made, half a cup", [m("sr:11159", ".5 cup")]),
    ("a cup of homemade potato salad", [m("sr:11414", "1 cup")]),
    ("1/2 cup baked beans", [m("sr:16006", "1 cup", 0.5)]),
    ("1/2 cup of peas, cooked from frozen", [m("sr:11313", ".5 cup")]),
    ("a cup of canned corn, drained", [m("sr:11172", "1 cup")]),
    ("1/2 cup boiled cabbage", [m("sr:11110", ".5 cup, shredded")]),
    ("a cup of canned mashed sweet potatoes", [m("sr:11514", "1 cup")]),
    ("1/2 cup cooked frozen spinach", [m("sr:11464", ".5 cup")]),
    ("a cup of baked butternut squash cubes", [m("sr:11486", "1 cup, cubes")]),
    ("3 boiled cauliflower florets", [m("sr:11136", "3 flowerets")]),
    ("a cup of boiled mushrooms", [m("sr:11261", "1 cup, pieces")]),
    ("ten big onion rings heated in the oven", [m("sr:11296", "10 rings, large (3-4\" dia)")]),
    ("a cup of frozen carrots, boiled", [m("sr:11131", "1 cup, sliced")]),
]

HUNDREDTWENTYFIFTH = [
    # breakfast cereals and milk, written after the session's last parser change (scored once, never tuned on)
    ("a cup of frosted flakes with 3/4 cup skim milk", [m("sr:8069", "1 cup"), m("sr:1085", "1 cup", 0.75)]),
    ("a bowl of raisin bran, 1 cup, with half a cup of 2% milk", [m("sr:8060", "1 cup, ( 1 NLEA serving)"), m("sr:1079", "1 cup", 0.5)]),
    ("1 cup special k", [m("sr:8067", "1 cup, (1 NLEA serving)")]),
    ("2 cups of corn flakes", [m("sr:8020", "1 cup, (1 NLEA serving)", 2)]),
    ("a cup of rice krispies and 1 cup whole milk", [m("sr:8065", "1 cup"), m("sr:1077", "1 cup")]),
    ("1 cup lucky charms", [m("sr:8050", "1 cup")]),
    ("froot loops, 1 cup, dry", [m("sr:8030", "1 cup, (1 NLEA serving)")]),
    ("cinnamon toast crunch, three quarters of a cup", [m("sr:8272", ".75 cup, (1 NLEA serving)")]),
    ("3/4 cup of life cereal", [m("sr:8049", ".75 cup, (1 NLEA serving)")]),
    ("2 plain shredded wheat biscuits with a cup of 1% milk", [m("sr:8147", "2 biscuits, (1 NLEA serving)"), m("sr:1082", "1 cup")]),
    ("a cup of cheerios and a sliced banana", [m("sr:8013", "1 cup, (1 NLEA serving)"), g("sr:9040", 118, "SR 28 medium banana, 118 g")]),
    ("half a cup of lowfat granola without raisins", [m("sr:8189", ".5 cup, (1 NLEA serving)")]),
]

HUNDREDTWENTYSIXTH = [
    # fish and shellfish at home, written after the session's last parser change (scored once, never tuned on)
    ("tilapia fillet baked, 5 oz", [g("sr:15262", 5 * OZ)]),
    ("a yellowfin tuna steak, 6 oz, seared", [g("sr:15221", 6 * OZ)]),
    ("a whole steamed dungeness crab", [m("sr:15226", "1 crab")]),
    ("a breaded fried catfish fillet", [m("sr:15011", "1 fillet")]),
    ("3 oz of canned pink salmon", [m("sr:15084", "3 oz")]),
    ("a whole boiled lobster, 150 g raw", [g("sr:15147", 150)]),
    ("a baked sea bass fillet", [m("sr:15092", "1 fillet")]),
    ("blue mussels, steamed, 3 oz of meat", [m("sr:15165", "3 oz")]),
    ("a cup of sardines in oil, drained", [m("sr:15088", "1 cup, drained")]),
    ("6 fried scallops from a fast food place", [m("sr:21058", "6 pieces")]),
    ("3/4 cup of fried clams, fast food", [m("sr:21043", ".75 cup")]),
    ("4 oz grilled yellowfin tuna with 1 cup brown rice", [g("sr:15221", 4 * OZ), m("sr:20037", "1 cup")]),
    ("a can of sardines in tomato sauce", [m("sr:15089", "1 can")]),
]

HUNDREDTWENTYSEVENTH = [
    # high-protein meals around training, written before any parser change of this round
    ("3/4 cup of 1% cottage cheese", [m("sr:1016", "1 cup, (not packed)", 0.75)]),
    ("the whites of 4 large eggs", [m("sr:1124", "1 large", 4)]),
    ("3 oz of tuna packed in oil, drained", [g("sr:15119", 3 * OZ)]),
    ("1 oz of beef jerky", [m("sr:19002", "1 oz")]),
    ("a cup of cooked shelled edamame", [m("sr:11212", "1 cup")]),
    ("6 oz plain nonfat greek yogurt", [g("fd:yogurt, greek, plain, nonfat", 6 * OZ)]),
    ("23 dry roasted almonds", [m("sr:12063", "1 oz, (22 whole kernels)", 23 / 22)]),
    ("2 plain rice cakes with 2 tbsp smooth peanut butter", [m("sr:19051", "2 cakes"), m("sr:16098", "2 tbsp")]),
    ("a hard boiled egg and 1 oz part skim mozzarella", [g("sr:1129", 50, "SR 28 large egg, 50 g"), m("sr:1028", "1 oz")]),
    ("5 oz baked farmed atlantic salmon", [g("sr:15237", 5 * OZ)]),
    ("a cup of cooked quinoa and half a cup of black beans", [m("sr:20137", "1 cup"), m("sr:16015", "1 cup", 0.5)]),
    ("a 90% lean beef patty, broiled", [m("sr:23563", "1 patty")]),
    ("half a cup of firm tofu cubes", [m("sr:16126", ".5 cup")]),
]

HUNDREDTWENTYEIGHTH = [
    # Tex-Mex at home, written before any parser change of this round
    ("two corn tortillas", [m("sr:18363", "1 tortilla", 2)]),
    ("a 6 inch flour tortilla", [m("sr:18364", '1 tortilla, medium (approx 6" dia)')]),
    ("1/2 cup canned refried beans", [m("sr:16103", "1 cup", 0.5)]),
    ("1/4 cup shredded cheddar", [g("sr:1009", 113 / 4, "SR 28 1 cup shredded = 113 g, a quarter")]),
    ("3 tbsp salsa", [m("sr:6164", "1 tbsp", 3)]),
    ("a quarter cup of sour cream", [m("sr:1056", "1 cup", 0.25)]),
    ("about 2 oz of plain tortilla chips", [m("sr:19056", "1 oz", 2)]),
    ("a cup of boiled black beans", [m("sr:16015", "1 cup")]),
    ("two large taco shells", [m("sr:18360", '1 large, (6-1/2" dia)', 2)]),
    ("one enchilada filled with cheese", [m("sr:21074", "1 enchilada")]),
    ("a bean burrito from taco bell", [m("sr:21264", "1 item")]),
    ("half a cup of canned corn, drained", [m("sr:11172", "1 cup", 0.5)]),
    ("a cup of white rice with 1/2 cup black beans and 2 tbsp salsa", [m("sr:20045", "1 cup"), m("sr:16015", "1 cup", 0.5), m("sr:6164", "1 tbsp", 2)]),
]

HUNDREDTWENTYNINTH = [
    # Chinese and Japanese takeout eaten at home, written before any parser change of this round
    ("a cup of hot and sour soup from the chinese place", [m("sr:27001", "1 cup")]),
    ("two cups of wonton soup, chinese restaurant", [m("sr:27002", "1 cup", 2)]),
    ("a refrigerated pork egg roll, heated", [m("sr:22953", "1 roll")]),
    ("3 chicken egg rolls, reheated", [m("sr:22954", "1 roll", 3)]),
    ("1 tbsp soy sauce", [m("sr:16123", "1 tbsp")]),
    ("350 g of chicken lo mein", [g("fn:lo mein, with chicken", 350)]),
    ("300 grams of shrimp fried rice", [g("fn:rice, fried, with shrimp", 300)]),
    ("200 g orange chicken and a cup of steamed white rice", [g("fn:orange chicken", 200), m("sr:20045", "1 cup")]),
    ("a handful of chow mein noodles, about 1 cup", [m("sr:20113", "1 cup")]),
    ("250 g california roll", [g("fn:sushi roll, california", 250)]),
    ("a cup of brown rice with 2 tablespoons of teriyaki sauce", [m("sr:20037", "1 cup"), m("sr:6112", "1 tbsp", 2)]),
    ("180 g of general tso chicken", [g("fn:general tso chicken", 180)]),
]

HUNDREDTHIRTIETH = [
    # the bakery counter and the toaster, written before any parser change of this round
    ("a plain english muffin, toasted, with a tbsp of butter", [m("sr:18437", "1 muffin"), m("sr:1001", "1 tbsp")]),
    ("a small blueberry muffin from the store", [m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("a cheese danish pastry from the bakery", [m("sr:18245", "1 pastry")]),
    ("one glazed french cruller", [m("sr:18253", '1 cruller, (3" dia)')]),
    ("2 buttermilk biscuits, store-bought", [m("sr:18009", "1 biscuit", 2)]),
    ("a large white pita", [m("sr:18041", '1 pita, large (6-1/2" dia)')]),
    ("2 small whole wheat pitas with 4 tbsp hummus", [m("sr:18042", '1 pita, small (4" dia)', 2), m("sr:16158", "1 tbsp", 4)]),
    ("a brown sugar cinnamon toaster pastry", [m("sr:18361", "1 toaster pastry")]),
    ("two blueberry toaster muffins", [m("sr:18277", "1 muffin, toaster", 2)]),
    ("a nut danish, 4 inch", [m("sr:18247", '1 pastry, (4-1/4" dia)')]),
    ("a cinnamon raisin bagel, 3 inch, with 2 tbsp cream cheese", [m("sr:18005", '1 bagel, (3" dia)'), m("sr:1017", "1 tbsp", 2)]),
    ("3 mini blueberry muffins", [m("sr:18274", '1 mini, miniature (1-1/4" dia)', 3)]),
]

HUNDREDTHIRTYFIRST = [
    # shorthand, shares of a whole and compound names, written before any parser change of this round
    ("1/4 of a 12 inch pizza hut cheese pizza, hand tossed", [m("sr:21271", "1 pie", 0.25)]),
    ("a piece of homemade pumpkin pie, 1/8 of a 9 inch pie", [m("sr:18327", '1 piece, (1/8 of 9" dia)')]),
    ("3 soft peanut butter cookies", [m("sr:18186", "1 cookie", 3)]),
    ("a cup of cantaloupe cubes and a cup of halved strawberries", [m("sr:9181", "1 cup, cubes"), m("sr:9316", "1 cup, halves")]),
    ("a mango, peeled", [m("sr:9176", "1 fruit, without refuse")]),
    ("a can of chunky chicken rice soup", [m("sr:6022", "1 can, 19 oz")]),
    ("140 g whole wheat spaghetti, cooked weight", [g("sr:20125", 140)]),
    ("fresh squeezed oj, 8 fl oz", [m("sr:9206", "1 fl oz", 8)]),
    ("15 large baby carrots", [m("sr:11960", "1 large", 15)]),
    ("a piece of cheesecake, 1/6 of a 17 oz cake", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("a cup of kidney beans w/ a cup of rice", [m("sr:16028", "1 cup"), m("sr:20045", "1 cup")]),
    ("grapes x20", [m("sr:9132", "10 grapes", 2)]),
    ("a cup of sweet cherries, pitted", [m("sr:9070", "1 cup, without pits")]),
]

HUNDREDTHIRTYSECOND = [
    # snack plates and produce in their cuts, written before any parser change of this round
    ("30 pistachios, dry roasted", [m("sr:12152", "1 oz, (49 kernels)", 30 / 49)]),
    ("a cup of chopped red bell pepper w/ 2 tbsp hummus", [m("sr:11821", "1 cup, chopped"), m("sr:16158", "1 tbsp", 2)]),
    ("half a cup of sliced cucumber, skin on", [m("sr:11205", ".5 cup, slices")]),
    ("12 saltine crackers", [m("sr:18228", "5 crackers, square (1 serving)", 12 / 5)]),
    ("1 cup of chopped zucchini, raw", [m("sr:11477", "1 cup, chopped")]),
    ("8 large black olives", [m("sr:9193", "1 large", 8)]),
    ("a cup of peeled cucumber, sliced", [m("sr:11206", "1 cup, sliced")]),
    ("2 canned pineapple rings in juice", [m("sr:9268", '1 slice, or ring (3" dia) with liquid', 2)]),
    ("a cup of canned peaches in light syrup", [m("sr:9240", "1 cup, halves or slices")]),
    ("50 blueberries and 1/2 cup raspberries", [m("sr:9050", "50 berries"), m("sr:9302", "1 cup", 0.5)]),
    ("1/4 cup dry roasted cashews", [m("sr:12085", "1 cup, halves and whole", 0.25)]),
    ("a quarter cup of chopped walnuts", [m("sr:12155", "1 cup, chopped", 0.25)]),
]

HUNDREDTHIRTYTHIRD = [
    # the diner breakfast, written before any parser change of this round
    ("3 four-inch pancakes from a complete mix with 2 tbsp maple syrup", [m("sr:18290", '1 pancake, (4" dia)', 3), m("sr:19353", "1 tbsp", 2)]),
    ("two frozen waffles, the 4 inch square ones", [m("sr:18365", '1 waffle, square (4" square) (include frozen)', 2)]),
    ("a cup of home-made hash browns", [m("sr:11370", "1 cup")]),
    ("2 frozen hash brown patties, cooked", [m("sr:11391", '1 patty, oval (approx 3" x 1-1/2" x 1/2")', 2)]),
    ("4 slices of microwaved bacon", [m("sr:10861", "1 slice, cooked", 4)]),
    ("2 pieces of frozen french toast", [m("sr:18268", "1 piece", 2)]),
    ("a cup of cooked white grits", [m("sr:8091", "1 cup")]),
    ("a cup of instant grits made with water", [m("sr:8093", "1 cup")]),
    ("one big round homemade waffle, 7 inch", [m("sr:18367", '1 waffle, round (7" dia)')]),
    ("2 slices of pan-fried bacon and 2 slices of french toast made from scratch", [m("sr:10862", "1 slice, cooked", 2), m("sr:18269", "1 slice", 2)]),
]

HUNDREDTHIRTYFOURTH = [
    # dinner plates weighed, cooked or raw as said, written before any parser change of this round
    ("5 oz of roasted chicken thigh meat, no skin", [g("sr:5098", 5 * OZ)]),
    ("an 8 oz top sirloin, broiled, lean and fat", [g("sr:13451", 8 * OZ)]),
    ("200 g raw wild atlantic salmon", [g("sr:15076", 200)]),
    ("a medium baked potato with the skin", [m("sr:11828", '1 potato, medium (2-1/4" to 3-1/4" dia)')]),
    ("a medium stalk of boiled broccoli", [m("sr:11091", '1 stalk, medium (7-1/2" - 8" long)')]),
    ("half a cup of frozen broccoli spears, boiled", [m("sr:11095", ".5 cup")]),
    ("a large baked potato, skin and all, with 2 tbsp sour cream", [m("sr:11828", '1 potato, large (3" to 4-1/4" dia)'), m("sr:1056", "1 tbsp", 2)]),
    ("3 oz broiled top sirloin, all grades", [m("sr:13451", "3 oz")]),
    ("1/2 a fillet of wild atlantic salmon, raw", [m("sr:15076", ".5 fillet")]),
    ("120 g cooked chicken thigh meat and 150 g boiled broccoli", [g("sr:5098", 120), g("sr:11091", 150)]),
]

HUNDREDTHIRTYFIFTH = [
    # salads built from their parts, written before any parser change of this round
    ("2 cups shredded romaine, 1/4 cup crumbled feta and 2 tbsp italian dressing", [m("sr:11251", "1 cup, shredded", 2), m("sr:1019", "1 cup, crumbled", 0.25), m("sr:4114", "1 tbsp", 2)]),
    ("3 cups of raw baby spinach with a chopped hard boiled egg", [m("sr:11457", "1 cup", 3), g("sr:1129", 50, "SR 28 large egg, 50 g")]),
    ("a side salad: a cup of shredded iceberg, 1/2 cup grated carrot, 1 tbsp blue cheese dressing", [m("sr:11252", "1 cup, shredded"), m("sr:11124", "1 cup, grated", 0.5), m("sr:4539", "1 tbsp")]),
    ("1/3 cup of sweetened dried cranberries", [m("sr:9079", ".33 cup")]),
    ("a cup of seasoned croutons", [m("sr:18243", "1 cup")]),
    ("2 tablespoons grated parmesan", [m("sr:1032", "1 tbsp", 2)]),
    ("a cup of sliced raw onion", [m("sr:11282", "1 cup, sliced")]),
    ("2 tbsp of chopped scallions", [m("sr:11291", "1 tbsp, chopped", 2)]),
    ("a cup of chopped raw carrots", [m("sr:11124", "1 cup, chopped")]),
    ("a cup of diced canned beets, drained", [m("sr:11084", "1 cup, diced")]),
    ("spinach salad: 2 cups spinach, 1/4 cup dried cranberries, 2 tbsp sunflower seeds", [m("sr:11457", "1 cup", 2), m("sr:9079", ".33 cup", 0.75), m("sr:12036", "1 cup", 2 / 16)]),
]

HUNDREDTHIRTYSIXTH = [
    # frozen dinners and boxed breakfasts by brand, written before any parser change of this round
    ("lean cuisine macaroni and beef", [m("sr:22576", "1 serving")]),
    ("stouffer's lasagna with meat sauce, one serving", [m("sr:22570", "1 serving")]),
    ("the whole family size stouffers lasagna with meat, all of it", [m("sr:22570", "1 package, yields")]),
    ("a banquet chicken pot pie", [m("sr:22525", "1 pie")]),
    ("marie callenders chicken pot pie, the whole thing", [m("sr:22526", "1 pie")]),
    ("a banquet hearty one steak dinner", [m("sr:22689", "1 meal")]),
    ("2 eggo lowfat homestyle waffles", [m("sr:18505", '1 round waffle, (4" dia) (include frozen)', 2)]),
    ("a cup of kashi go lean crunch", [m("sr:8386", "1 cup, (1 NLEA serving)")]),
    ("a stouffers chicken pie", [m("sr:22527", "1 serving")]),
    ("lean cuisine swedish meatballs x2", [m("sr:22573", "1 serving", 2)]),
]

HUNDREDTHIRTYSEVENTH = [
    # meals told inside a sentence (an event before them, a day, "my X today was"), written before any parser change
    # of this round
    ("after my run i drank a cup of orange juice", [m("sr:9206", "1 cup")]),
    ("my breakfast today was 2 tbsp peanut butter on a slice of whole wheat bread",
     [m("sr:16098", "2 tbsp"), m("fd:bread, whole-wheat, commercially prepared", "1 slice")]),
    ("after the game we had a cup of vanilla ice cream", [m("sr:19095", "1 serving, 1/2 cup", 2)]),
    ("our dinner tonight was a cup of chocolate milk and 10 whole wheat crackers",
     [m("sr:1102", "1 cup"), m("sr:18235", "1 cracker", 10)]),
    ("before bed, 1/2 cup vanilla ice cream", [m("sr:19095", "1 serving, 1/2 cup")]),
    ("post workout i had a cup of chocolate milk", [m("sr:1102", "1 cup")]),
    ("after lunch i snacked on 10 pretzel twists", [m("sr:19047", "10 twists")]),
    ("on sunday i ate a cup of apple slices", [m("sr:9003", "1 cup, slices")]),
    ("for a snack after school i had a cup of canned peaches in heavy syrup", [m("sr:9241", "1 cup")]),
    ("before my swim i ate 2 tablespoons of peanut butter", [m("sr:16098", "2 tbsp")]),
    ("after church we shared a cup of orange juice, i had half", [m("sr:9206", "1 cup", 0.5)]),
    ("10 whole wheat crackers after the gym", [m("sr:18235", "1 cracker", 10)]),
]

HUNDREDTHIRTYEIGHTH = [
    # shared and part-eaten food (split with others, "i had half"), written before any parser change for it
    ("split a bottle of red wine with my husband", [m("sr:14096", "1 fl oz", 750 / 29.5735 / 2)]),
    ("shared a cup of orange juice with my daughter", [m("sr:9206", "1 cup", 0.5)]),
    ("we split 2 cups of vanilla ice cream between the 4 of us", [m("sr:19095", "1 serving, 1/2 cup", 1)]),
    ("10 pretzel twists, i had half of them", [m("sr:19047", "10 twists", 0.5)]),
    ("shared 20 whole wheat crackers with 3 friends", [m("sr:18235", "1 cracker", 5)]),
    ("a cup of chocolate milk, i drank half", [m("sr:1102", "1 cup", 0.5)]),
    ("split a cup of canned peaches in heavy syrup with my son", [m("sr:9241", "1 cup", 0.5)]),
    ("we shared 4 tbsp of peanut butter between the two of us", [m("sr:16098", "2 tbsp", 1)]),
    ("2 cups of apple slices split between 4 kids", [m("sr:9003", "1 cup, slices", 0.5)]),
    ("a cup of orange juice, but i only drank a third of it", [m("sr:9206", "1 cup", 1 / 3)]),
]


HUNDREDTHIRTYNINTH = [
    # everyday foods no earlier set used, in the usual short diary style, written before any parser change for them
    ("half a large grapefruit and 2 slices of edam", [m("sr:9111", '.5 large, (approx 4-1/2" dia)'), m("sr:1018", "1 oz", 2)]),
    ("3/4 cup golden grahams with a cup of 2% milk", [m("sr:8035", ".75 cup, (1 NLEA serving)"), m("sr:1079", "1 cup")]),
    ("2 pumpernickel rolls and 3 oz canned white tuna in oil", [m("sr:43441", '1 medium, (2-1/2" dia)', 2), m("sr:15124", "3 oz")]),
    ("a cup of cooked millet w/ 1/2 cup of frozen peas", [m("sr:20032", "1 cup"), m("sr:11313", ".5 cup")]),
    ("1.45 oz special dark bar", [m("sr:19164", "1 bar, 1.45 oz")]),
    ("a cup of mashed rutabaga", [m("sr:11436", "1 cup, mashed")]),
    ("1/2 cup baked beans and 2 frozen waffles", [m("sr:16006", "1 cup", 0.5), m("sr:18365", '1 waffle, square (4" square) (include frozen)', 2)]),
    ("egg cheese and bacon croissant", [m("sr:21012", "1 croissant")]),
    ("5 dried figs", [m("sr:9094", "1 fig", 5)]),
    ("a pomegranate", [m("sr:9286", '1 pomegranate, (4" dia)')]),
    ("3 clementines and a cup of cubed cantaloupe", [m("sr:9433", "1 fruit", 3), m("sr:9181", "1 cup, cubes")]),
    ("1/4 cup crumbled feta on a cup of cooked lentils", [m("sr:1019", "1 cup, crumbled", 0.25), m("sr:16070", "1 cup")]),
    ("1 cup couscous and 1/2 cup firm tofu", [m("sr:20029", "1 cup, cooked"), m("sr:16126", ".5 cup")]),
    ("2 oz beef jerky", [m("sr:19002", "1 oz", 2)]),
    ("a can of sardines in oil, drained", [g("sr:15088", 92, "1 can of 3.75 oz, 92 g drained (label)")]),
    ("a mango", [m("sr:9176", "1 fruit, without refuse")]),
    ("a cup of papaya chunks and a cup of honeydew", [m("sr:9226", "1 cup, cubes"), m("sr:9184", "1 cup, diced (approx 20 pieces per cup)")]),
    ("5 cups of plain air popped popcorn at the movies", [m("sr:19034", "1 cup", 5)]),
    ("a plain bagel w/ a lime seltzer", [g("sr:18406", 105, "1 bagel, medium (3-1/2\" to 4\" dia), 105 g (SR28)"), g("sr:14121", 355, "a 12 fl oz can")]),
    ("1 cup raw eggplant cubes", [m("sr:11209", "1 cup, cubes")]),
    ("a lime", [m("sr:9159", '1 fruit, (2" dia)')]),
    ("six dried figs and 1 oz edam cheese", [m("sr:9094", "1 fig", 6), m("sr:1018", "1 oz")]),
    ("2 cups sliced mango", [m("sr:9176", "1 cup, sliced", 2)]),
    ("a cup of golden grahams", [m("sr:8035", ".75 cup, (1 NLEA serving)", 4 / 3)]),
    ("half a cup of couscous with 2 tbsp of crumbled feta", [m("sr:20029", "1 cup, cooked", 0.5), m("sr:1019", "1 cup, crumbled", 1 / 8)]),
]


HUNDREDFORTIETH = [
    # chain items no earlier set used, typed the way people shorten them, written before any parser change for them
    ("double quarter pounder w/ cheese from mcdonalds", [m("sr:21345", "1 item")]),
    ("mcd's bacon egg & cheese biscuit", [m("sr:21360", "1 item, 5 oz")]),
    ("a burger king cheeseburger", [m("sr:21251", "1 item")]),
    ("sausage egg and cheese mcgriddle", [m("sr:21329", "1 item, 7 oz")]),
    ("2 slices of little caesars cheese pizza", [m("sr:21287", "1 slice", 2)]),
    ("a slice of dominos deep dish pepperoni pizza", [m("sr:21281", "1 slice")]),
    ("popeyes spicy chicken breast", [m("sr:21452", "1 breast, with skin")]),
    ("mcdonalds hot caramel sundae", [m("sr:21335", "1 item, 6.42 oz")]),
    ("small vanilla shake from mcdonald's", [m("sr:21330", "16 fl oz cup, small")]),
    ("taco bell taco salad", [m("sr:21270", "1 item")]),
    ("mcdonalds side salad", [m("sr:21379", "1 item")]),
    ("a regular m&m mcflurry", [m("sr:21338", "12 fl oz cup, regular")]),
    ("mcdonald's hotcakes and sausage", [m("sr:21364", "1 item")]),
    ("bk sausage egg and cheese croissanwich", [m("sr:21383", "1 item")]),
    ("mcdonalds strawberry sundae and a warm cinnamon roll", [m("sr:21334", "1 item, 6.279 oz"), m("sr:21322", "3.7 oz")]),
    ("2 popeyes mild drumsticks", [m("sr:21457", "1 drumstick, with skin", 2)]),
    ("a slice of pizza hut super supreme", [m("sr:21276", "1 slice")]),
    ("mcdonalds premium grilled chicken classic sandwich", [m("sr:21402", "1 item, 8 oz")]),
    ("a big mac without the sauce", [m("sr:21350", "1 item")]),
    ("kfc original recipe wing", [m("sr:21437", "1 wing, with skin")]),
]

HUNDREDFORTYFIRST = [
    # terse diary shorthand (lg, med, sm, c., tbs, oz., pcs, ea, x2) on foods of set 139, written before any parser change for it
    ("1 lg grapefruit half", [m("sr:9111", '.5 large, (approx 4-1/2" dia)')]),
    ("edam 2 oz.", [m("sr:1018", "1 oz", 2)]),
    ("millet 1 c. + peas 1/2 c.", [m("sr:20032", "1 cup"), m("sr:11313", ".5 cup")]),
    ("pumpernickel roll x2", [m("sr:43441", '1 medium, (2-1/2" dia)', 2)]),
    ("dried figs 4 pcs", [m("sr:9094", "1 fig", 4)]),
    ("clementines x3", [m("sr:9433", "1 fruit", 3)]),
    ("feta 2 tbs crumbled", [m("sr:1019", "1 cup, crumbled", 1 / 8)]),
    ("lentils cooked 3/4 c", [m("sr:16070", "1 cup", 0.75)]),
    ("tofu firm 1/2c", [m("sr:16126", ".5 cup")]),
    ("jerky 1oz", [m("sr:19002", "1 oz")]),
    ("mango 1 med", [m("sr:9176", "1 fruit, without refuse")]),
    ("popcorn air popped 2c", [m("sr:19034", "1 cup", 2)]),
    ("2 limes ea", [m("sr:9159", '1 fruit, (2" dia)', 2)]),
    ("rutabaga mashed 1/2 c.", [m("sr:11436", "1 cup, mashed", 0.5)]),
    ("couscous 1c w/ feta 1oz", [m("sr:20029", "1 cup, cooked"), m("sr:1019", "1 oz")]),
    ("golden grahams 1.5 c & 2% milk 1 c", [m("sr:8035", ".75 cup, (1 NLEA serving)", 2), m("sr:1079", "1 cup")]),
]

HUNDREDFORTYSECOND = [
    # misspellings no earlier set used, on everyday foods, written before any parser change for them
    ("half a large grapefuit", [m("sr:9111", '.5 large, (approx 4-1/2" dia)')]),
    ("a cup of cubed cantalope", [m("sr:9181", "1 cup, cubes")]),
    ("1 cup couscus", [m("sr:20029", "1 cup, cooked")]),
    ("a cup of cooked lentills", [m("sr:16070", "1 cup")]),
    ("half a cup of pomegranite seeds", [m("sr:9286", '.5 cup, arils (seed/juice sacs)')]),
    ("2 clemintines", [m("sr:9433", "1 fruit", 2)]),
    ("a cup of papya cubes", [m("sr:9226", "1 cup, cubes")]),
    ("1 cup honeydo melon", [m("sr:9184", "1 cup, diced (approx 20 pieces per cup)")]),
    ("a cup of sliced zuchini", [m("sr:11477", "1 cup, sliced")]),
    ("1 oz beef jerkey", [m("sr:19002", "1 oz")]),
    ("a cup of diced swiss chese", [m("sr:1040", "1 cup, diced")]),
    ("a cup of home made potatoe salad", [m("sr:11414", "1 cup")]),
    ("2 frozen pancaks", [m("sr:18288", "1 pancake", 2)]),
    ("a cup of cubed eggplnat", [m("sr:11209", "1 cup, cubes")]),
    ("a cup of mashed rutabagga", [m("sr:11436", "1 cup, mashed")]),
    ("2 fast food bean buritos", [m("sr:21060", "2 pieces")]),
]

HUNDREDFORTYTHIRD = [
    # named brands' products no earlier set used, in everyday breakfast and lunch lines, written before any parser change for them
    ("3/4 cup cap'n crunch with a cup of 2% milk", [m("sr:8010", ".75 cup, (1 NLEA serving)"), m("sr:1079", "1 cup")]),
    ("2 slices of oscar mayer smoked ham", [m("sr:7216", "1 slice", 2)]),
    ("2 tbsp kraft ranch dressing on a side salad", [m("sr:4115", "2 tbsp"), m("sr:21052", "1.5 cup")]),
    ("a cup of spaghettios with meatballs", [m("sr:22940", "1 cup, (1 serving)")]),
    ("2 oscar mayer pork sausage links", [m("sr:7225", "1 link", 2)]),
    ("a mars almond bar", [m("sr:19115", "1 bar, (1.76 oz)")]),
    ("3/4 cup wheat chex", [m("sr:8082", ".75 cup, (1 NLEA serving)")]),
    ("a cup of trix and 1/2 cup skim milk", [m("sr:8078", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup", 0.5)]),
    ("3/4 cup cocoa pebbles", [m("sr:8323", ".75 cup, (1 NLEA serving)")]),
    ("4 slices oscar mayer fat free oven roasted chicken breast", [m("sr:7210", "1 slice", 4)]),
]

HUNDREDFORTYFOURTH = [
    # meat and poultry cuts cooked at home, by weight, piece and cup, written before any parser change for them
    ("an 8 oz ribeye, broiled", [g("sr:13952", 226.8, "8 oz typed")]),
    ("6 oz top sirloin steak", [g("sr:13451", 170.1, "6 oz typed")]),
    ("4 ounces of browned ground turkey", [g("sr:5306", 113.4, "4 oz typed")]),
    ("2 broiled center cut pork chops", [m("sr:10038", "1 chop, without refuse (Yield from 1 cooked chop, with refuse, weighing 209g)", 2)]),
    ("3 oz corned beef brisket", [m("sr:13347", "3 oz")]),
    ("5 oz roast pork tenderloin", [g("sr:10222", 141.75, "5 oz typed")]),
    ("3 oz braised beef brisket", [m("sr:13367", "3 oz")]),
    ("a 4 oz ham steak", [g("sr:10149", 113.4, "4 oz typed")]),
    ("2 slices of pan fried beef liver", [m("sr:13327", "1 slice", 2)]),
    ("6 oz roasted chicken breast, skinless", [g("sr:5064", 170.1, "6 oz typed")]),
    ("3 oz braised pork spareribs", [m("sr:10089", "3 oz")]),
    ("a cup of diced roast duck", [m("sr:5142", "1 cup, chopped or diced")]),
    ("a cup of chopped chicken thigh meat with skin, roasted", [m("sr:5094", "1 cup, chopped or diced")]),
    ("3 oz ground bison, cooked", [m("sr:17148", "3 oz")]),
    ("2 broiled lamb loin chops", [m("sr:17024", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 120 g)", 2)]),
    ("3 oz of braised short ribs", [m("sr:13148", "3 oz")]),
    ("a pan browned 80/20 beef patty", [m("sr:23574", "1 patty, ( yield from 1/4 lb raw meat )")]),
    ("3 oz pan fried chicken livers", [g("sr:5661", 85.05, "3 oz typed")]),
    ("half a pound of roasted spare ribs", [g("sr:10940", 226.8, "1/2 lb typed")]),
    ("a cup of chopped roasted turkey leg meat and skin", [g("sr:5194", 140, "1 cup chopped, as the roasted poultry entries state (140 g)")]),
]

HUNDREDFORTYFIFTH = [
    # bakery and sweet snacks by the piece, slice and small measure, written before any parser change for them
    ("blueberry muffin, small size", [m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("3 oatmeal raisin cookies", [m("sr:18184", '1 cookie, (2-5/8" dia)', 3)]),
    ("a glazed cake donut", [m("sr:18250", '1 doughnut, medium (approx 3" dia)')]),
    ("6 glazed donut holes", [m("sr:18255", "1 doughnut, hole", 6)]),
    ("a plain soft granola bar and a cup of 1% milk", [m("sr:19020", "1 bar, (1 oz)"), m("sr:1082", "1 cup")]),
    ("a rice krispies treat", [m("sr:19438", "1 bar")]),
    ("cinnamon raisin bagel with a tbsp of cream cheese", [m("sr:18005", '1 bagel, (3" dia)'), m("sr:1017", "1 tbsp")]),
    ("2 frosted strawberry pop tarts", [m("sr:18489", "1 pastry", 2)]),
    ("a couple of fig bar cookies", [m("sr:18170", "1 Figaroo, (2 square halves)", 2)]),
    ("one big brownie square", [m("sr:18151", '1 square, large (2-3/4" sq x 7/8")')]),
    ("a cheese danish and a cup of black coffee", [m("sr:18245", "1 pastry"), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("5 gingersnaps and a cup of whole milk", [m("sr:18172", "1 cookie", 5), m("sr:1077", "1 cup")]),
    ("a piece of cherry pie", [m("sr:18308", '1 piece, (1/8 of 9" dia)')]),
    ("a chocolate eclair", [m("sr:18257", '1 cream puff, (3-1/2" x 2")')]),
    ("fruit filled toaster pastry x2", [m("sr:18362", "1 toaster pastry", 2)]),
    ("2 small oat bran muffins", [m("sr:18283", "1 small", 2)]),
    ("8 vanilla wafers", [m("sr:18213", "1 wafer", 8)]),
    ("a 4 oz cup of vanilla pudding", [m("sr:19201", "1 container, refrigerated 4 oz")]),
    ("4 blueberry mini muffins", [m("sr:18274", '1 mini, miniature (1-1/4" dia)', 4)]),
    ("a chocolate glazed cake doughnut", [m("sr:18251", '1 doughnut, (3-3/4" dia)')]),
]

HUNDREDFORTYSIXTH = [
    # takeout and world dishes by weight, as the survey (FNDDS) carries them, written before any parser change for them
    ("about 300 g of kung pao chicken", [g("fn:kung pao chicken", 300, "300 g typed")]),
    ("250 grams of beef curry with rice", [g("fn:beef curry with rice", 250, "250 g typed")]),
    ("2 samosas, about 150 g total", [g("fn:samosa", 150, "150 g typed")]),
    ("200g of pierogi", [g("fn:pierogi", 200, "200 g typed")]),
    ("6 steamed dumplings, 180 g", [g("fn:wonton, dumpling or pot sticker, steamed", 180, "180 g typed")]),
    ("350 g korean bibimbap", [g("fn:bibimbap, korean", 350, "350 g typed")]),
    ("a 90 g piece of naan", [g("fn:bread, naan", 90, "90 g typed")]),
    ("chicken egg foo yung, 250 g", [g("fn:chicken egg foo yung", 250, "250 g typed")]),
    ("seafood pad thai 400 g", [g("fn:pad thai with seafood", 400, "400 g typed")]),
    ("a beef empanada weighing 120 g", [g("fn:empanada, beef", 120, "120 g typed")]),
    ("2 cheese pupusas (about 250 g)", [g("fn:pupusa, cheese only", 250, "250 g typed")]),
    ("300 g of moo shu pork without the pancakes", [g("fn:moo shu pork, without chinese pancake", 300, "300 g typed")]),
    ("250 g of miso soup", [g("fn:soup, miso or tofu", 250, "250 g typed")]),
    ("an order of sweet and sour pork", [m("fd:restaurant, chinese, sweet and sour pork", "1 order")]),
    ("gyro sandwich, 280 g", [g("fn:gyro sandwich", 280, "280 g typed")]),
    ("veggie burger on a bun, 150 g", [g("fn:veggie burger, on bun", 150, "150 g typed")]),
    ("a cup of wonton soup from the chinese place", [m("sr:27002", "1 cup")]),
    ("3 fried pot stickers (about 100 g)", [g("fn:wonton, dumpling or pot sticker, fried", 100, "100 g typed")]),
    ("kung pao shrimp 300g and a cup of steamed white rice", [g("fn:kung pao shrimp", 300, "300 g typed"), m("sr:20045", "1 cup")]),
    ("200 g beef egg foo yung", [g("fn:beef egg foo yung", 200, "200 g typed")]),
]

HUNDREDFORTYSEVENTH = [
    # nibbles and snack-plate pieces counted or by the cup, written before any parser change for them
    ("10 baby carrots", [m("sr:11960", "1 medium", 10)]),
    ("cherry tomatoes, 1 cup", [m("sr:11529", "1 cup, cherry tomatoes")]),
    ("8 big ripe olives", [m("sr:9193", "1 large", 8)]),
    ("a dill pickle spear", [m("fd:pickles, cucumber, dill or kosher dill", "1 spear")]),
    ("4 jumbo olives", [m("sr:9194", "1 jumbo", 4)]),
    ("a cup of chopped celery with 2 tbsp peanut butter", [m("sr:11143", "1 cup, chopped"), m("sr:16098", "2 tbsp")]),
    ("a couple of plain rice cakes", [m("sr:19051", "1 cake", 2)]),
    ("1 c chopped boiled egg", [m("sr:1129", "1 cup, chopped")]),
    ("a smoked beef stick", [m("sr:19407", "1 stick")]),
    ("an ounce of tortilla chips and a quarter cup of salsa", [m("sr:19056", "1 oz"), m("sr:6164", "1 cup", 0.25)]),
    ("8 large cooked shrimp", [m("sr:15151", "4 large", 2)]),
    ("6 large breaded fried scallops", [m("sr:15173", "2 large", 3)]),
    ("a cup of sliced raw mushrooms", [m("sr:11260", "1 cup, pieces or slices")]),
    ("5 big radishes", [m("sr:11429", '1 large, (1" to 1-1/4" dia)', 5)]),
    ("2 oz part skim mozzarella", [m("sr:1028", "1 oz", 2)]),
    ("half a cup of diced cheddar", [m("sr:1009", "1 cup, diced", 0.5)]),
    ("a dozen salted pretzel twists", [m("sr:19047", "10 twists", 1.2)]),
    ("a cup of dill pickle slices", [m("sr:11937", "1 cup, (about 23 slices)")]),
    ("3 tbsp of sliced black olives", [m("sr:9193", "1 tbsp", 3)]),
    ("2 cups of whole white mushrooms", [m("sr:11260", "1 cup, whole", 2)]),
]

HUNDREDFORTYEIGHTH = [
    # labelled meals listing their parts, the way the shared set is phrased, with other foods; written before any
    # parser change for them
    ("pita lunch: a large whole wheat pita, 1/4 cup hummus, 1/2 cup cucumber slices, 1 oz feta",
     [m("sr:18042", '1 pita, large (6-1/2" dia)'), m("sr:16158", "1 cup", 0.25), m("sr:11205", ".5 cup, slices"), m("sr:1019", "1 oz")]),
    ("taco night: 3 large taco shells, 3 oz cooked 85% lean ground beef, 1 cup shredded iceberg, 1/4 cup shredded monterey jack",
     [m("sr:18360", '1 large, (6-1/2" dia)', 3), m("sr:23570", "1 serving, ( 3 oz )"), m("sr:11252", "1 cup, shredded"), m("sr:1025", "1 cup, shredded", 0.25)]),
    ("pancake breakfast: 3 frozen pancakes, 1 tbsp butter, 3 tbsp pancake syrup",
     [m("sr:18288", "1 pancake", 3), m("sr:1001", "1 tbsp"), m("sr:19129", "1 tbsp", 3)]),
    ("caesar salad: 3 cups shredded romaine, 4 oz grilled chicken breast, 1/2 cup plain croutons, 2 tbsp grated parmesan",
     [m("sr:11251", "1 cup, shredded", 3), g("sr:5064", 113.4, "4 oz typed"), m("sr:18242", "1 cup", 0.5), m("sr:1032", "1 tbsp", 2)]),
    ("bean burrito: a 6 inch flour tortilla, 1/2 cup refried beans, 2 tbsp salsa",
     [m("sr:18364", '1 tortilla, medium (approx 6" dia)'), m("sr:16103", "1 cup", 0.5), m("sr:6164", "1 tbsp", 2)]),
    ("breakfast: 1 cup cream of wheat made with water, 1 tbsp packed brown sugar, 1/2 cup skim milk",
     [m("sr:8103", "1 cup"), m("sr:19334", "1 cup, packed", 1 / 16), m("sr:1085", "1 cup", 0.5)]),
    ("soup and toast: a cup of canned tomato soup made with water and 2 slices of white toast with a tsp of butter",
     [m("sr:6559", "1 serving, 1 cup"), m("fd:bread, white, commercially prepared", "1 slice", 2), g("sr:1001", 14 / 3, "1 tsp = 1/3 of SR 28 1 tbsp (14 g)")]),
    ("post workout: 12 oz of chocolate milk and a medium banana",
     [m("sr:1102", "1 fl oz", 12), m("fd:bananas, ripe and slightly ripe, raw", "1 Banana")]),
    ("fish dinner: 5 oz baked tilapia, 1 cup brown rice, 1/2 cup boiled carrot slices, 1 tsp olive oil",
     [g("sr:15262", 141.75, "5 oz typed"), m("sr:20037", "1 cup"), m("sr:11125", ".5 cup, slices"), m("sr:4053", "1 tablespoon", 1 / 3)]),
    ("tofu stir fry: 1/2 cup firm tofu, 1 cup whole snow peas, 1 cup sliced red pepper, 1 tbsp canola oil, 2 tbsp teriyaki sauce",
     [m("sr:16126", ".5 cup"), m("sr:11300", "1 cup, whole"), m("sr:11821", "1 cup, sliced"), m("sr:4582", "1 tbsp"), m("sr:6112", "1 tbsp", 2)]),
    ("cereal: 1 cup cheerios and 3/4 cup skim milk", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup", 0.75)]),
    ("snack: 1/4 cup trail mix and a cup of 1% milk", [m("sr:19059", "1 cup", 0.25), m("sr:1082", "1 cup")]),
    ("dessert: 1/2 cup vanilla ice cream with 2 tbsp fudge sauce", [m("sr:19095", "1 serving, 1/2 cup"), m("sr:19348", "2 tbsp")]),
    ("parfait: 1 cup plain skim yogurt, 1 cup frozen blueberries, 1 tbsp honey",
     [m("sr:1118", "1 cup, (8 fl oz)"), m("sr:9054", "1 cup, unthawed"), m("sr:19296", "1 tbsp")]),
    ("egg salad sandwich: 1/2 cup chopped hard boiled egg, 1 tbsp mayo, 2 slices white bread",
     [m("sr:1129", "1 cup, chopped", 0.5), m("sr:4025", "1 tbsp"), m("fd:bread, white, commercially prepared", "1 slice", 2)]),
    ("hummus plate: 1/2 cup hummus, a small whole wheat pita, 10 baby carrots",
     [m("sr:16158", "1 cup", 0.5), m("sr:18042", '1 pita, small (4" dia)'), m("sr:11960", "1 medium", 10)]),
    ("grain bowl: 1 cup brown rice, 1/2 cup canned black beans, 1/4 cup salsa, 1/4 cup shredded cheddar",
     [m("sr:20037", "1 cup"), m("sr:16015", "1 cup", 0.5), m("sr:6164", "1 cup", 0.25), g("sr:1009", 113 / 4, "SR 28 1 cup shredded = 113 g, a quarter")]),
    ("afternoon: an ounce of beef jerky and a cup of apple slices", [m("sr:19002", "1 oz"), m("sr:9003", "1 cup, slices")]),
    ("late dinner: 2 cups of cooked egg noodles with 1 tbsp butter and 2 tbsp grated parmesan",
     [m("sr:20110", "1 cup", 2), m("sr:1001", "1 tbsp"), m("sr:1032", "1 tbsp", 2)]),
    ("lunch: 3 oz canned chunk light tuna in water, 1 tbsp mayo, 6 saltines",
     [g("sr:15121", 3 * OZ), m("sr:4025", "1 tbsp"), m("sr:18228", "5 crackers, square (1 serving)", 6 / 5)]),
]

HUNDREDFORTYNINTH = [
    # a day's log told in sentences, with the slips and shorthand of quick typing; written before any parser change for it
    ("had a bowl of cherios with skim milk this morning, about a cup of each", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup")]),
    ("grabbed a small blueberry muffin and a 16 oz black coffee on the way in", [m("sr:18274", '1 small, (2-3/4" dia x 2")'), m("sr:14209", "1 fl oz", 16)]),
    ("for lunch i had 2 slices of whole wheat bread with 2 tbsp peanut butter and a tbsp of grape jelly",
     [m("sr:18075", "1 slice", 2), m("sr:16098", "2 tbsp"), m("sr:19300", "1 serving, 1 tbsp")]),
    ("dinner was 6 oz of grilled farmed salmon and a cup of quinoa", [g("sr:15237", 170.1, "6 oz typed"), m("sr:20137", "1 cup")]),
    ("snacked on about an ounce of dry roasted cashews", [m("sr:12585", "1 oz")]),
    ("3 scrambled eggs (about 3/4 cup) w/ an oz of swiss", [m("sr:1132", "1 cup", 0.75), g("sr:1040", 28.35, "1 oz typed")]),
    ("a big glass of oj, maybe 12 oz", [m("sr:9206", "1 fl oz", 12)]),
    ("one slice of cheescake", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("a cup of cantelope cubes", [m("sr:9181", "1 cup, cubes")]),
    ("2 slices of pumpernickle with a tbsp of sour cream", [m("sr:18044", "1 slice, regular", 2), m("sr:1056", "1 tbsp")]),
    ("a kaiser roll with 2 oz of rotisserie turkey breast from the deli", [m("sr:18353", '1 roll, (3-1/2" dia)'), g("sr:7944", 56.7, "2 oz typed")]),
    ("a frozen spaghetti with meat sauce dinner", [m("sr:22401", "1 serving")]),
    ("a cup of boiled cauliflower", [m("sr:11136", '.5 cup, (1" pieces)', 2)]),
    ("two small tangerines", [m("sr:9218", '1 small, (2-1/4" dia)', 2)]),
    ("a 20 oz bottle of gatorade after the run", [m("sr:14460", "1 fl oz", 20)]),
    ("coffee w/ 2 tbsp half & half and a tsp of sugar", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp", 2), m("sr:19335", "1 tsp")]),
    ("15 potato puffs from the oven", [m("sr:11399", "1 puff", 15)]),
    ("a medium baked potato w/ skin and 2 tbsp sour cream", [m("sr:11828", '1 potato, medium (2-1/4" to 3-1/4" dia)'), m("sr:1056", "1 tbsp", 2)]),
    ("a half fillet of baked farmed salmon", [m("sr:15237", ".5 fillet")]),
    ("finished with 2 pieces of no bake cheesecake", [m("sr:18148", '1 piece, (1/12 of 9" dia)', 2)]),
]

def ml(key, millilitres, measure, measure_ml):
    """A typed volume at the density of one of the food's measures (as the shared set does: ml x g per ml of the cup
    or the fl oz)."""
    return m(key, measure, millilitres / measure_ml)


CUP_ML, FLOZ_ML, TBSP_ML = 236.6, 29.57, 14.79

HUNDREDFIFTIETH = [
    # metric amounts of drinks and everyday foods, written before any parser change for them
    ("250 ml of apple juice", [ml("sr:9016", 250, "1 cup", CUP_ML)]),
    ("a 330 ml can of ginger ale", [ml("sr:14136", 330, "1 fl oz", FLOZ_ML)]),
    ("200 ml tomato juice", [ml("sr:11540", 200, "1 cup", CUP_ML)]),
    ("150 ml of red wine", [ml("sr:14096", 150, "1 fl oz", FLOZ_ML)]),
    ("a 500 ml bottle of root beer", [ml("sr:14157", 500, "1 fl oz", FLOZ_ML)]),
    ("300 ml skim milk", [ml("sr:1085", 300, "1 cup", CUP_ML)]),
    ("30 ml of maple syrup on 2 frozen waffles", [ml("sr:19353", 30, "1 tbsp", TBSP_ML), m("sr:18365", '1 waffle, square (4" square) (include frozen)', 2)]),
    ("250 ml cranberry juice cocktail", [ml("sr:14242", 250, "1 cup, (8 fl oz)", CUP_ML)]),
    ("a 355 ml can of beer", [ml("sr:14003", 355, "1 fl oz", FLOZ_ML)]),
    ("20 ml of olive oil", [ml("sr:4053", 20, "1 tablespoon", TBSP_ML)]),
    ("40 g of 70% dark chocolate", [g("sr:19904", 40, "40 g typed")]),
    ("45 g rolled oats, dry", [g("sr:8120", 45, "45 g typed")]),
    ("a 170 g tub of plain nonfat greek yogurt", [g("fd:yogurt, greek, plain, nonfat", 170, "170 g typed")]),
    ("120 ml of half and half", [ml("sr:1049", 120, "1 tbsp", TBSP_ML)]),
    ("250 ml eggnog", [ml("sr:1057", 250, "1 cup", CUP_ML)]),
    ("330 ml of coconut water", [ml("sr:12119", 330, "1 cup", CUP_ML)]),
    ("100 g cooked white rice and 150 g roast chicken breast", [g("sr:20045", 100, "100 g typed"), g("sr:5064", 150, "150 g typed")]),
    ("a 250 ml glass of prune juice", [ml("sr:9294", 250, "1 cup", CUP_ML)]),
    ("80 g raw spinach", [g("sr:11457", 80, "80 g typed")]),
    ("60 ml of espresso", [ml("sr:14210", 60, "1 fluid ounce", FLOZ_ML)]),
]

HUNDREDFIFTYFIRST = [
    # fruit and vegetables by their size, written before any parser change for them
    ("1 large apple, peeled", [m("sr:9004", '1 large, (3-1/4" dia)')]),
    ("a large orange", [m("sr:9200", '1 large, (3-1/16" dia)')]),
    ("one small nectarine", [m("sr:9191", '1 small, (2-1/3" dia)')]),
    ("2 small peaches", [m("sr:9236", '1 small, (2-1/2" dia)', 2)]),
    ("pear (medium)", [m("sr:9252", "1 medium")]),
    ("3 large fresh figs", [m("sr:9089", '1 large, (2-1/2" dia)', 3)]),
    ("a large kiwi", [m("sr:9148", "1 fruit, without skin large")]),
    ("a whole large grapefruit", [m("sr:9111", '.5 large, (approx 4-1/2" dia)', 2)]),
    ("a large yellow bell pepper", [m("sr:11951", '1 pepper, large (3-3/4" long, 3" dia)')]),
    ("a large summer squash", [m("sr:11641", "1 large")]),
    ("a large turnip", [m("sr:11564", "1 large")]),
    ("a small banana pepper", [m("sr:11976", '1 small, (4" long)')]),
    ("3 tomatillos", [m("sr:11954", "1 medium", 3)]),
    ("4 baby zucchini", [m("sr:11953", "1 medium", 4)]),
    ("2 large green tomatoes", [m("sr:11527", "1 large", 2)]),
    ("a large artichoke", [m("sr:11007", "1 artichoke, large")]),
    ("5 small asparagus spears", [m("sr:11011", '1 spear, small (5" long or less)', 5)]),
    ("a small pear and a large orange", [m("sr:9252", "1 small"), m("sr:9200", '1 large, (3-1/16" dia)')]),
    ("2 medium fresh figs", [m("sr:9089", '1 medium, (2-1/4" dia)', 2)]),
    ("6 large baby carrots", [m("sr:11960", "1 large", 6)]),
]

HUNDREDFIFTYSECOND = [
    # a child's plate and lunchbox, by the piece, box and cup, written before any parser change for it
    ("a box of animal crackers", [m("sr:21029", "1 box")]),
    ("12 arrowroot biscuits", [m("sr:18150", "1 Arrowroot biscuit, (include Arrowroot cookie)", 12)]),
    ("a small fruit roll-up", [m("sr:19014", "1 small")]),
    ("2 large fruit leather rolls", [m("sr:19014", "1 large", 2)]),
    ("a package of fruit leather pieces", [m("sr:19013", "1 package")]),
    ("a cup of oven baked tater tots", [m("sr:11399", "1 cup")]),
    ("1 cup bite-size cheese crackers", [m("sr:18214", "1 cup, bite size")]),
    ("3 oreos and a cup of 2% milk", [m("sr:18166", "1 cookie", 3), m("sr:1079", "1 cup")]),
    ("4 peanut butter sandwich crackers", [m("sr:18215", "1 sandwich", 4)]),
    ("lowfat fruit yogurt, the 6 oz container", [m("sr:1121", "1 container, (6 oz)")]),
    ("five chicken nuggets from wendy's", [m("sr:21246", "5 pieces")]),
    ("a kids meal 4 piece nuggets from wendys", [m("sr:21246", "4 pieces, Kid's Meal")]),
    ("an 8 oz cranberry apple juice drink", [m("sr:14238", "1 cup, (8 fl oz)")]),
    ("2 double stuf oreos", [m("sr:18168", "1 cookie", 2)]),
    ("half a cup of cheez-its", [m("sr:18434", "1 cup, Cheez-its", 0.5)]),
    ("a 4 oz cup of lowfat fruit yogurt", [m("sr:1122", ".5 container, (4 oz)")]),
    ("1/2 c unsweetened apple sauce", [m("sr:9401", "1 cup", 0.5)]),
    ("10 potato puffs and ketchup, 1 tbsp", [m("sr:11399", "1 puff", 10), m("sr:11935", "1 tbsp")]),
    ("3 chocolate covered oreos", [m("sr:18167", "1 cookie", 3)]),
    ("a cup of 1% chocolate milk", [m("sr:1104", "1 cup")]),
]

# The sets, oldest first as defined above (a meal repeating an earlier set's text is counted against the later one):
# every upper-case list of (text, items) cases.
SETS = [name for name, value in list(globals().items())
        if name.isupper() and isinstance(value, list) and value and isinstance(value[0], tuple)]


def main():
    if ERRORS:
        sys.exit("\n".join(ERRORS))
    # Each set in the order written: CASES is evals/meals-own.jsonl, every other set is named after its list.
    for name in SETS:
        prefix = "own" if name == "CASES" else name.lower()
        write(globals()[name], prefix, OUT.replace("meals-own", f"meals-{prefix}"))
    if REPEATS:
        print(f"{len(REPEATS)} meals repeat an earlier set's text; the last: {REPEATS[-1]}", file=sys.stderr)

WRITTEN = {}
REPEATS = []


def write(cases, prefix, out_path):
    lines = []
    for number, (text, items) in enumerate(cases, start=1):
        # A meal already in an earlier set measures nothing new: counted, and the last one named (older sets kept
        # their repeats; a new set should have none).
        if text.lower() in WRITTEN:
            REPEATS.append(f"{prefix}-{number:03d} repeats {WRITTEN[text.lower()]}: {text!r}")
        else:
            WRITTEN[text.lower()] = f"{prefix}-{number:03d}"
        total = {"kcal": 0.0, "protein_g": 0.0, "carbs_g": 0.0, "fat_g": 0.0}
        out = []
        for key, grams, basis in items:
            food = FOODS[key]
            grams = round(grams, 2)
            for field in total:
                value = food[field]
                total[field] += grams / 100 * (float(value) if value else 0.0)
            out.append({"key": key, "food": food["name"], "grams": grams, "basis": basis})
        case = {"id": f"{prefix}-{number:03d}", "text": text, "items": out}
        case.update({k: round(v, 1) for k, v in total.items()})
        lines.append(json.dumps(case, ensure_ascii=False))
    with open(out_path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(lines)} cases -> {out_path}")


if __name__ == "__main__":
    main()
