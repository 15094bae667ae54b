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
    ("dinner - marie callenders chicken pot pie, frozen", [m("sr:22526", "1 pie")]),
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

HUNDREDFIFTYTHIRD = [
    # fruit from the can, the freezer and the drying rack, written before any parser change for it
    ("a cup of canned peaches in juice", [m("sr:9238", "1 cup")]),
    ("1/2 cup fruit cocktail in heavy syrup, drained", [m("sr:9351", "1 cup", 0.5)]),
    ("a canned pineapple ring in heavy syrup", [m("sr:9270", '1 slice, or ring (3" dia) with liquid')]),
    ("4 pitted deglet noor dates", [m("sr:9087", "1 date, pitted", 4)]),
    ("a cup of fruit cocktail packed in water", [m("sr:9096", "1 cup")]),
    ("1/2 cup canned mandarin oranges in juice, drained", [m("sr:9383", "1 cup", 0.5)]),
    ("a cup of stewed prunes, no sugar added", [m("sr:9292", "1 cup, pitted")]),
    ("1/2 cup canned pineapple chunks in light syrup", [m("sr:9269", "1 cup, crushed, sliced, or chunks", 0.5)]),
    ("a cup of thawed frozen sweet cherries, sweetened", [m("sr:9076", "1 cup, thawed")]),
    ("8 dried peach halves", [m("sr:9246", "1 half", 8)]),
    ("a cup of canned sour cherries in water", [m("sr:9064", "1 cup")]),
    ("a cup of fresh whole cranberries", [m("sr:9078", "1 cup, whole")]),
    ("1/4 cup dried zante currants", [m("sr:9085", "1 cup", 0.25)]),
    ("2 canned pear halves in juice", [m("sr:9254", "1 half, with liquid", 2)]),
    ("a cup of unsweetened frozen blackberries", [m("sr:9048", "1 cup, unthawed")]),
    ("a cup of canned apricot halves in light syrup", [m("sr:9026", "1 cup, halves")]),
    ("3 kumquats", [m("sr:9149", "1 fruit, without refuse", 3)]),
    ("12 fresh lychees", [m("sr:9164", "1 fruit, without refuse", 12)]),
    ("a tbsp of bottled lemon juice", [m("sr:9153", "1 tbsp")]),
    ("3 pear halves in heavy syrup, drained", [m("sr:9374", "1 half", 3)]),
]

HUNDREDFIFTYFOURTH = [
    # sweets and salty snacks counted by the piece, bar or bag, written before any parser change for them
    ("10 rolo caramels", [m("sr:19152", "7 pieces", 10 / 7)]),
    ("5 dark chocolate milky way caramels", [m("sr:19258", "1 serving, 5 pieces")]),
    ("4 pieces of homemade chocolate fudge", [m("sr:19100", "1 piece", 4)]),
    ("3 butterscotch candies", [m("sr:19070", "3 pieces")]),
    ("a baby ruth bar", [m("sr:19111", "1 serving, 2.1 oz bar")]),
    ("2 fun size baby ruths", [m("sr:19111", "1 serving, fun size bar 0.65 oz", 2)]),
    ("18 almond joy bites", [m("sr:19248", "18 pieces")]),
    ("6 tootsie rolls", [m("sr:19064", "1 piece", 6)]),
    ("3 after eight mints", [m("sr:19153", "1 piece", 3)]),
    ("a milky way midnight bar", [m("sr:42196", "1 serving, 1.76 oz bar")]),
    ("2 chocolate covered marshmallow cookies", [m("sr:18176", "1 Fudge Marshmallow", 2)]),
    ("4 chocolate coated pretzels", [m("sr:19048", "1 pretzel", 4)]),
    ("3 cups of cheese popcorn", [m("sr:19040", "1 cup", 3)]),
    ("an ounce of ranch tortilla chips", [m("sr:19058", "1 oz")]),
    ("a 1 oz bag of sour cream and onion potato chips", [m("sr:19043", "1 oz")]),
    ("6 cheese sandwich crackers with cheese filling", [m("sr:18927", "1 sandwich", 6)]),
    ("2 oz caramel corn with peanuts", [m("sr:19038", "2 oz")]),
    ("20 small jellybeans", [m("sr:19108", "10 small", 2)]),
    ("16 reese's bites", [m("sr:19238", "16 pieces")]),
    ("5 wheat sandwich crackers with peanut butter", [m("sr:18234", "1 cracker, sandwich", 5)]),
]

HUNDREDFIFTYFIFTH = [
    # drinks by the glass, can, bottle and shot, written before any parser change for them
    ("a 12 oz can of cream soda", [m("sr:14130", "1 fl oz", 12)]),
    ("an 8 oz glass of lemonade made from frozen concentrate", [m("sr:14293", "1 serving, 1 cup 8 fl oz")]),
    ("a 12 oz bottle of lipton brisk iced tea", [m("sr:14476", "1 fl oz", 12)]),
    ("a 3.5 oz glass of sweet dessert wine", [m("sr:14057", "1 glass, (3.5 fl oz)")]),
    ("a shot of 53 proof coffee liqueur", [m("sr:14414", "1 jigger, 1.5 fl oz")]),
    ("a can of whiskey sour", [m("sr:14027", "1 can, (6.8 fl oz, 200 ml)")]),
    ("an 11 oz bottle of tonic water", [m("sr:14155", "1 bottle, (11 fl oz)")]),
    ("a 12 oz can of lemon lime soda", [m("sr:14144", "1 can, 12 fl oz")]),
    ("16 oz of lemon lime powerade", [m("sr:14461", "1 fl oz", 16)]),
    ("a 16 oz cup of lemonade made from powder", [m("sr:14288", "1 fl oz", 16)]),
    ("a 12 oz michelob ultra", [m("sr:14013", "12 fl oz")]),
    ("a glass of pinot grigio", [m("sr:14113", "1 serving, 5 fl oz")]),
    ("a 5 oz glass of riesling", [m("sr:14132", "1 serving, 5 fl oz")]),
    ("8 oz unsweetened grape juice", [m("sr:9130", "1 fl oz", 8)]),
    ("a cup of apricot nectar", [m("sr:9036", "1 cup")]),
    ("a cup of canned papaya nectar", [m("sr:9229", "1 cup")]),
    ("6 oz fresh tangerine juice", [m("sr:9221", "1 fl oz", 6)]),
    ("2 shots of 90 proof rum", [m("sr:14551", "1 jigger, 1.5 fl oz", 2)]),
    ("an 8 oz v8 splash strawberry banana smoothie", [m("sr:14087", "1 serving, 8 oz")]),
    ("10 oz of sweetened grapefruit juice from a can", [m("sr:9124", "1 fl oz", 10)]),
]

HUNDREDFIFTYSIXTH = [
    # cheeses, creams and eggs beyond the everyday ones, written before any parser change for them
    ("an ounce of fontina", [g("sr:1020", OZ, "1 oz typed")]),
    ("1/2 cup shredded gruyere", [m("sr:1023", "1 cup, shredded", 0.5)]),
    ("1/4 cup shredded low-moisture part-skim mozzarella", [m("sr:1029", "1 cup, shredded", 0.25)]),
    ("an ounce of romano", [m("sr:1038", "1 oz")]),
    ("a 3 oz package of neufchatel", [m("sr:1031", "1 package, (3 oz)")]),
    ("4 oz cottage cheese with fruit", [m("sr:1013", "4 oz")]),
    ("1/4 cup heavy whipping cream", [m("sr:1053", "1 cup, fluid (yields 2 cups whipped)", 0.25)]),
    ("2 tbsp reduced fat sour cream", [m("sr:1055", "1 tbsp", 2)]),
    ("coffee with 2 tbsp sweetened condensed milk", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1095", "1 cup", 2 / 16)]),
    ("1/2 cup evaporated skim milk", [m("sr:1097", "1 cup", 0.5)]),
    ("a plain two egg omelet", [m("sr:1130", "1 large", 2)]),
    ("6 quail eggs", [m("sr:1140", "1 egg", 6)]),
    ("a duck egg", [m("sr:1138", "1 egg")]),
    ("2 raw egg yolks", [m("sr:1125", "1 large", 2)]),
    ("1/2 cup liquid egg substitute", [m("sr:1143", "1 cup", 0.5)]),
    ("3 tbsp frozen whipped topping", [m("sr:1073", "1 tbsp", 3)]),
    ("an ounce of roquefort", [m("sr:1039", "1 oz")]),
    ("1 oz camembert", [m("sr:1007", "1 oz")]),
    ("a cup of sheep milk", [m("sr:1109", "1 cup")]),
    ("an ounce of hard goat cheese", [m("sr:1156", "1 oz")]),
]

HUNDREDFIFTYSEVENTH = [
    # breads, cakes and cookies from the bakery, the box and the home oven, written before any parser change for them
    ("2 slices of egg bread", [m("sr:18027", '1 slice, (5" x 3" x 1/2")', 2)]),
    ("2 slices of oatmeal bread with a tbsp of butter", [m("sr:18039", "1 slice", 2), m("sr:1001", "1 tbsp")]),
    ("6 small breadsticks", [m("sr:18080", '1 stick, small (approx 4-1/4" long)', 6)]),
    ("a slice of boston cream pie", [m("sr:18090", "1 piece, (1/6 of pie)")]),
    ("a square of homemade gingerbread", [m("sr:18116", '1 piece, (1/9 of 8" square)')]),
    ("a piece of pineapple upside down cake", [m("sr:18119", '1 piece, (1/9 of 8" square)')]),
    ("a slice of store bought pound cake", [m("sr:18121", "1 piece, (1/10 of 10.6 oz cake)")]),
    ("a slice of cheese coffee cake", [m("sr:18103", "1 piece, (1/6 of 16 oz cake)")]),
    ("3 fortune cookies", [m("sr:18171", "1 cookie", 3)]),
    ("4 ladyfingers", [m("sr:18175", '1 anisette sponge, (4" x 1-1/8" x 7/8")', 4)]),
    ("2 large molasses cookies", [m("sr:18177", '1 large, (3-1/2" to 4" dia) (include Archway brand)', 2)]),
    ("3 soft oatmeal cookies", [m("sr:18179", "1 cookie", 3)]),
    ("2 coconut macaroons", [m("sr:18169", '1 cookie, medium (2" dia)', 2)]),
    ("an ounce of chocolate wafer cookies", [m("sr:18157", "1 oz")]),
    ("8 butter cookies", [m("sr:18155", "1 cookie", 8)]),
    ("a sheet of whole wheat matzo", [m("sr:18219", "1 matzo")]),
    ("2 creme filled sponge snack cakes", [m("sr:18128", "1 cake", 2)]),
    ("6 sugar wafers with creme filling", [m("sr:18209", '1 wafer, large (3-1/2" x 1" x 1/2")', 6)]),
    ("a slice of fruitcake", [m("sr:18110", "1 piece")]),
    ("2 pecan shortbread cookies", [m("sr:18193", '1 cookie, (2" dia)', 2)]),
]

HUNDREDFIFTYEIGHTH = [
    # deli meats, sausages, dressings and fats for sandwiches, written before any parser change for them
    ("2 oz of turkey bologna", [m("sr:7011", "1 serving", 2)]),
    ("a pork and beef bratwurst", [m("sr:7015", "1 link")]),
    ("3 slices of liverwurst", [m("sr:7041", '1 slice, (2-1/2" dia x 1/4" thick)', 3)]),
    ("2 turkey hot dogs", [m("sr:7025", "1 frankfurter", 2)]),
    ("a beef and pork frank", [m("sr:7023", "1 frankfurter")]),
    ("2 slices of turkey pastrami", [m("sr:7052", "2 slices")]),
    ("4 slices of mortadella", [m("sr:7050", "1 slice, (15 per 8 oz package)", 4)]),
    ("2 oz of summer sausage", [m("sr:7078", "2 oz, 1 serving")]),
    ("half a polish sausage", [m("sr:7059", '1 sausage, (10" long x 1-1/4" dia)', 0.5)]),
    ("4 vienna sausages", [m("sr:7083", '1 sausage, (7/8" dia x 2" long)', 4)]),
    ("2 tbsp thousand island dressing", [m("sr:4017", "1 tbsp", 2)]),
    ("a tbsp of russian dressing", [m("sr:4015", "1 tbsp")]),
    ("2 tbsp reduced fat italian dressing", [m("sr:4021", "1 tablespoon", 2)]),
    ("1 tbsp peanut oil", [m("sr:4042", "1 tbsp")]),
    ("2 slices of light meat chicken roll on white bread", [m("sr:7017", "2 slices, (1 serving)"), m("fd:bread, white, commercially prepared", "1 slice", 2)]),
    ("2 slices of olive loaf", [m("sr:7051", "2 slices")]),
    ("a 4 inch chorizo link", [m("sr:7019", '1 link, (4" long)')]),
    ("3 round slices of cooked salami", [m("sr:7069", "1 slice, round", 3)]),
    ("a tbsp of avocado oil", [m("sr:4581", "1 tbsp")]),
    ("1 oz turkey ham", [m("sr:7080", "1 serving")]),
]

HUNDREDFIFTYNINTH = [
    # drive-through and diner plates named generically, written before any parser change for them
    ("a biscuit with egg and ham", [m("sr:21004", "1 biscuit")]),
    ("a sausage biscuit", [m("sr:21009", "1 item")]),
    ("a croissant with egg, cheese and ham", [m("sr:21013", "1 croissant")]),
    ("a hot fudge sundae", [m("sr:21033", "1 sundae")]),
    ("a strawberry sundae", [m("sr:21034", "1 sundae")]),
    ("a battered and fried fish fillet", [m("sr:21047", "1 fillet")]),
    ("a beef and cheese chimichanga", [m("sr:21071", "1 chimichanga")]),
    ("a bean and cheese tostada", [m("sr:21085", "1 piece")]),
    ("a plate of nachos with cheese and jalapenos", [m("sr:21079", "1 portion, (6-8 nachos)")]),
    ("a taco salad", [m("sr:21083", "1.5 cup")]),
    ("a roast beef sandwich with cheese", [m("sr:21122", "1 sandwich")]),
    ("a steak sandwich", [m("sr:21123", "1 sandwich")]),
    ("a tuna salad sub", [m("sr:21126", "1 submarine")]),
    ("a baked potato topped with cheese sauce and broccoli", [m("sr:21133", "1 piece")]),
    ("an ear of corn on the cob with butter", [m("sr:21128", "1 ear")]),
    ("a plain double cheeseburger", [m("sr:21092", "1 item")]),
    ("an egg and cheese sandwich", [m("sr:21104", "1 sandwich")]),
    ("a ham, egg and cheese bagel", [m("sr:21409", "1 item")]),
    ("a fish sandwich with tartar sauce and cheese", [m("sr:21106", "1 sandwich")]),
    ("a large taco", [m("sr:21082", "1 large")]),
]

HUNDREDSIXTIETH = [
    # breakfast cereals, hot cereals and breakfast breads, written before any parser change for them
    ("a cup of corn flakes with 1/2 cup skim milk", [m("sr:8076", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup", 0.5)]),
    ("3/4 cup bran flakes", [m("sr:8029", ".75 cup, (1 NLEA serving)")]),
    ("2 shredded wheat biscuits", [m("sr:8147", "2 biscuits, (1 NLEA serving)")]),
    ("a cup of spoon size shredded wheat", [m("sr:8148", "1 cup, (1 NLEA serving)")]),
    ("a cup of puffed rice", [m("sr:8156", "1 cup")]),
    ("a cup of quick cream of wheat made with water", [m("sr:8105", "1 cup")]),
    ("3/4 cup cooked farina", [m("sr:8113", "1 cup", 0.75)]),
    ("2 tbsp toasted wheat germ", [m("sr:8084", "1 cup", 2 / 16)]),
    ("1/2 cup muesli with dried fruit and nuts", [m("sr:42184", "1 cup", 0.5)]),
    ("an oat bran bagel", [m("sr:18007", '1 bagel, (3" dia)')]),
    ("2 slices of toasted oat bran bread", [m("sr:18038", "1 slice", 2)]),
    ("a cup of instant cream of wheat", [m("sr:8107", "1 cup")]),
    ("a cup of wheatena cooked with water", [m("sr:8143", "1 cup")]),
    ("a single serving box of corn flakes", [m("sr:8076", "1 box, single serving (.75 oz)")]),
    ("3/4 cup cooked yellow grits", [m("sr:8164", ".75 cup")]),
    ("a cup of cream of rice", [m("sr:8101", "1 cup")]),
    ("a cup of sweetened puffed wheat", [m("sr:8073", ".75 cup, (1 NLEA serving)", 4 / 3)]),
    ("oatmeal, 1 cup cooked, with a tbsp of honey and 1/4 cup blueberries", [m("sr:8121", "1 cup"), m("sr:19296", "1 tbsp"), m("sr:9050", "1 cup", 0.25)]),
    ("half a cup of dry rolled oats", [m("sr:8120", "1 cup", 0.5)]),
    ("a cup of bran flakes and a cup of 1% milk", [m("sr:8029", ".75 cup, (1 NLEA serving)", 4 / 3), m("sr:1082", "1 cup")]),
]

HUNDREDSIXTYFIRST = [
    # fish and shellfish beyond the everyday fillet, written before any parser change for them
    ("2 large breaded fried scallops", [m("sr:15173", "2 large")]),
    ("a king crab leg", [m("sr:15137", "1 leg")]),
    ("a cup of flaked blue crab", [m("sr:15140", "1 cup, flaked and pieces")]),
    ("3 oz canned blue crab", [m("sr:15141", "1 oz", 3)]),
    ("2 baked atlantic cod fillets", [m("sr:15016", "1 fillet", 2)]),
    ("3 oz of sardines packed in oil, drained", [m("sr:15088", "1 oz", 3)]),
    ("half a can of sardines in tomato sauce", [m("sr:15089", "1 can", 0.5)]),
    ("half a fillet of greenland halibut, baked", [m("sr:15196", ".5 fillet")]),
    ("a wild rainbow trout fillet, cooked", [m("sr:15116", "1 fillet")]),
    ("1/2 cup of cooked lobster", [m("sr:15148", "1 cup", 0.5)]),
    ("a spiny lobster, steamed", [m("sr:15228", "1 lobster")]),
    ("a baked atlantic mackerel fillet", [m("sr:15047", "1 fillet")]),
    ("a spanish mackerel fillet", [m("sr:15052", "1 fillet")]),
    ("3 oz imitation crab", [m("sr:15138", "3 oz")]),
    ("a cup of oyster stew made with milk", [m("sr:6248", "1 cup, (8 fl oz)")]),
    ("a cup of manhattan clam chowder made with water", [m("sr:6428", "1 serving, 1 cup")]),
    ("a cup of canned crab soup", [m("sr:6034", "1 cup, (8 fl oz)")]),
    ("1 tbsp oyster sauce", [m("sr:6176", "1 tbsp")]),
    ("3 oz grilled bluefin tuna", [m("sr:15118", "3 oz")]),
    ("a cup of canned jack mackerel", [m("sr:15048", "1 cup")]),
]

HUNDREDSIXTYSECOND = [
    # beans, grains, nuts and seeds by the cup, spoon and piece, written before any parser change for them
    ("1/2 cup canned garbanzo beans", [m("sr:16058", "1 cup", 0.5)]),
    ("6 brazil nuts", [m("sr:12078", "1 kernel", 6)]),
    ("an ounce of dry roasted pecans", [m("sr:12143", "1 oz")]),
    ("1/4 cup chopped walnuts", [m("sr:12155", "1 cup, chopped", 0.25)]),
    ("2 tbsp pine nuts", [m("sr:12147", "1 cup", 2 / 16)]),
    ("an ounce of dry roasted hazelnuts", [m("sr:12122", "1 oz")]),
    ("1 cup cooked navy beans", [m("sr:16038", "1 cup")]),
    ("1/2 cup canned navy beans", [m("sr:16039", "1 cup", 0.5)]),
    ("a cup of boiled lima beans", [m("sr:11032", "1 cup")]),
    ("half a cup of boiled succotash", [m("sr:11496", "1 cup", 0.5)]),
    ("3/4 cup cooked millet", [m("sr:20032", "1 cup", 0.75)]),
    ("a cup of cooked wild rice", [m("sr:20089", "1 cup")]),
    ("1/2 cup cooked pearl barley", [m("sr:20006", "1 cup", 0.5)]),
    ("a cup of cooked bulgur", [m("sr:20013", "1 cup")]),
    ("a cup of cooked couscous", [m("sr:20029", "1 cup, cooked")]),
    ("1 cup shelled edamame, cooked from frozen", [m("sr:11212", "1 cup")]),
    ("3/4 cup cooked lentils", [m("sr:16070", "1 cup", 0.75)]),
    ("a cup of split pea soup with ham, made with water", [m("sr:6451", "1 cup, (8 fl oz)")]),
    ("1/2 cup baby lima beans, boiled from frozen", [m("sr:11040", ".5 cup")]),
    ("1/4 cup chopped black walnuts", [m("sr:12154", "1 cup, chopped", 0.25)]),
]

HUNDREDSIXTYTHIRD = [
    # whole meals of everyday foods in the shared set's style, written before any parser change for them
    ("2 fried eggs, 3 slices of bacon and a slice of whole wheat toast with a tbsp of butter",
     [m("sr:1128", "1 large", 2), m("sr:10862", "1 slice, cooked", 3), m("sr:18075", "1 slice"), m("sr:1001", "1 tbsp")]),
    ("a cup of oatmeal with 1/2 cup blueberries and a cup of 2% milk", [m("sr:8121", "1 cup"), m("sr:9050", "1 cup", 0.5), m("sr:1079", "1 cup")]),
    ("lunch: 4 oz roast chicken breast, 1 cup brown rice, 1 cup boiled green beans",
     [g("sr:5064", 4 * OZ, "4 oz typed"), m("sr:20037", "1 cup"), m("sr:11053", "1 cup")]),
    ("spaghetti, 2 cups cooked, with 1/4 cup grated parmesan and a tbsp of olive oil",
     [m("sr:20121", "1 cup", 2), m("sr:1032", "1 tbsp", 4), m("sr:4053", "1 tablespoon")]),
    ("a peanut butter and jelly on whole wheat, 2 tbsp pb and 1 tbsp jelly",
     [m("sr:18075", "1 slice", 2), m("sr:16098", "2 tbsp"), m("sr:19300", "1 serving, 1 tbsp")]),
    ("taco night: 3 oz browned 90% lean ground beef, 1/4 cup salsa, 2 tbsp sour cream",
     [m("sr:23565", "1 serving, ( 3 oz )"), m("sr:6164", "1 tbsp", 4), m("sr:1056", "1 tbsp", 2)]),
    ("3 oz farmed salmon, a medium baked potato with skin and a cup of steamed broccoli",
     [m("sr:15237", "3 oz"), m("sr:11828", '1 potato, medium (2-1/4" to 3-1/4" dia)'), g("sr:11091", 156, "SR 28 1 cup chopped boiled broccoli = 156 g")]),
    ("snack: an apple, sliced (1 cup) and 2 tbsp peanut butter", [m("sr:9003", "1 cup, slices"), m("sr:16098", "2 tbsp")]),
    ("2 cups of coffee with a tbsp of whole milk each", [m("sr:14209", "1 cup, (8 fl oz)", 2), m("sr:1077", "1 tbsp", 2)]),
    ("a cup of black beans and a cup of white rice", [m("sr:16015", "1 cup"), m("sr:20045", "1 cup")]),
    ("an ounce of almonds and a cup of apple juice", [g("sr:12061", OZ, "1 oz typed"), m("sr:9016", "1 cup")]),
    ("a cup of cherry tomatoes and an ounce of cheddar", [m("sr:11529", "1 cup, cherry tomatoes"), g("sr:1009", OZ, "1 oz typed")]),
    ("scrambled eggs (1 cup) with 2 slices of wheat toast", [m("sr:1132", "1 cup"), m("sr:18075", "1 slice", 2)]),
    ("dinner: 6 oz salmon, 1 cup white rice, 1 tbsp butter", [g("sr:15237", 6 * OZ, "6 oz typed"), m("sr:20045", "1 cup"), m("sr:1001", "1 tbsp")]),
    ("a cup of granola with a cup of 1% milk", [m("sr:8037", "1 cup"), m("sr:1082", "1 cup")]),
    ("12 oz of orange juice and a cup of black coffee", [m("sr:9206", "1 fl oz", 12), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("2 cups of raw spinach with a tbsp of olive oil and a cup of chopped tomatoes",
     [m("sr:11457", "1 cup", 2), m("sr:4053", "1 tablespoon"), m("sr:11529", "1 cup, chopped or sliced")]),
    ("a cup of sliced banana with 1/2 cup 2% milk", [m("sr:9040", "1 cup, sliced"), m("sr:1079", "1 cup", 0.5)]),
    ("1 1/2 cups cooked spaghetti with 3 oz browned 90% lean ground beef",
     [m("sr:20121", "1 cup", 1.5), m("sr:23565", "1 serving, ( 3 oz )")]),
    ("a cup of shredded carrots and 2 tbsp mayo", [m("sr:11124", "1 cup, grated"), m("sr:4025", "1 tbsp", 2)]),
]

HUNDREDSIXTYFOURTH = [
    # cakes, pies, puddings and frozen desserts by the slice, piece and cup, written before any parser change for them
    ("a slice of homemade chocolate cake, no frosting", [m("sr:18101", '1 piece, (1/12 of 9" dia)')]),
    ("a piece of white cake with coconut frosting", [m("sr:18102", '1 piece, (1/12 of 9" dia)')]),
    ("a slice of fruit coffee cake", [m("sr:18106", "1 piece, (1/8 cake)")]),
    ("a piece of homemade sponge cake", [m("sr:18134", "1 piece, (1/12 of 10 inch cake)")]),
    ("a slice of unfrosted yellow cake made from scratch", [m("sr:18146", '1 piece, (1/12 of 8" dia)')]),
    ("3 blueberry pancakes made from scratch", [m("sr:18294", '1 pancake, (4" dia)', 3)]),
    ("a slice of no-bake banana cream pie", [m("sr:18303", '1 piece, (1/8 of 9" dia)')]),
    ("a slice of store bought blueberry pie", [m("sr:18305", '1 piece, (1/8 of 9" dia)')]),
    ("a slice of homemade blueberry pie", [m("sr:18306", '1 piece, (1/8 of 9" dia)')]),
    ("a slice of coconut custard pie", [m("sr:18316", '1 piece, (1/6 of 8" pie)')]),
    ("a piece of egg custard pie", [m("sr:18317", '1 piece, (1/6 of 8" pie)')]),
    ("a fried fruit pie", [m("sr:18319", '1 pie, (5" x 3-3/4")')]),
    ("a slice of lemon meringue pie", [m("sr:18321", '1 piece, (1/8 of 9" dia)')]),
    ("a slice of mince pie", [m("sr:18322", '1 piece, (1/8 of 9" dia)')]),
    ("a slice of peach pie", [m("sr:18323", '1 piece, (1/6 of 8" pie)')]),
    ("2 baked cinnamon rolls from refrigerated dough, with frosting", [m("sr:18358", "1 roll", 2)]),
    ("1/2 cup light vanilla ice cream", [m("sr:19088", "1 serving, 1/2 cup")]),
    ("a cup of french vanilla soft serve", [m("sr:19090", ".5 cup, (4 fl oz)", 2)]),
    ("a 4 oz cup of rice pudding", [m("sr:19193", "1 serving, 4 oz refrigerated")]),
    ("2 tbsp cream cheese frosting", [m("sr:19228", "2 tbsp, creamy")]),
]

HUNDREDSIXTYFIFTH = [
    # soups, stocks, gravies and sauces by the cup, can and spoon, written before any parser change for them
    ("a cup of chunky bean with ham soup", [m("sr:6007", "1 cup, (8 fl oz)")]),
    ("a cup of chunky chicken soup", [m("sr:6015", "1 cup")]),
    ("a can of chunky chicken vegetable soup", [m("sr:6024", "1 can, (19 oz)")]),
    ("a cup of gazpacho", [m("sr:6036", "1 cup, (8 fl oz)")]),
    ("a cup of chunky turkey soup", [m("sr:6064", "1 cup, (8 fl oz)")]),
    ("1/4 cup canned beef gravy", [m("sr:6116", "1 cup", 0.25)]),
    ("1/2 cup mushroom gravy", [m("sr:6121", "1 cup", 0.5)]),
    ("1/2 cup homemade medium white sauce", [m("sr:6166", ".5 cup")]),
    ("a cup of homemade chicken stock", [m("sr:6172", "1 cup")]),
    ("a cup of cream of celery soup made with milk", [m("sr:6210", "1 cup, (8 fl oz)")]),
    ("a cup of canned cheese soup made with milk", [m("sr:6211", "1 cup")]),
    ("a cup of cream of potato soup made with water", [m("sr:6453", "1 cup, (8 fl oz)")]),
    ("a cup of canned black bean soup made with water", [m("sr:6402", "1 cup")]),
    ("a cup of chicken with rice soup", [m("sr:6423", "1 serving, 1 cup")]),
    ("a cup of canned onion soup made with water", [m("sr:6445", "1 serving, 1 cup")]),
    ("a cup of turkey noodle soup", [m("sr:6465", "1 cup")]),
    ("a cup of vegetarian vegetable soup", [m("sr:6468", "1 cup")]),
    ("a cup of tomato rice soup", [m("sr:6463", "1 cup")]),
    ("1 tbsp plum sauce", [m("sr:6151", "1 tbsp")]),
    ("1/4 cup pizza sauce", [m("sr:6152", ".25 cup")]),
]

HUNDREDSIXTYSIXTH = [
    # a day's meals mixing dishes, sides, desserts and drinks, written before any parser change for them
    ("a cup of cream of chicken soup made with milk and 6 saltines", [m("sr:6216", "1 cup, (8 fl oz)"), m("sr:18228", "5 crackers, square (1 serving)", 6 / 5)]),
    ("dessert: a slice of apple pie and 1/2 cup vanilla ice cream", [m("sr:18301", '1 piece, (1/8 of 9" dia)'), m("sr:19095", "1 serving, 1/2 cup")]),
    ("a cup of chili beef soup and a slice of cornbread", [m("sr:6426", "1 cup"), m("sr:18024", "1 piece")]),
    ("2 slices of pizza hut 14 inch pepperoni pizza, thick crust, and a 12 oz can of cola", [m("sr:21297", "1 slice", 2), m("sr:14400", "1 fl oz", 12)]),
    ("a turkey sandwich: 2 slices of wheat bread, 3 oz turkey breast, 1 tbsp mustard",
     [m("sr:18064", "1 slice", 2), g("sr:7079", 3 * OZ, "3 oz typed"), m("sr:2046", "1 tsp, or 1 packet", 3)]),
    ("a cup of tomato soup and 4 saltines", [m("sr:6559", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 4 / 5)]),
    ("a piece of lemon meringue pie and a cup of coffee with 2 tbsp half and half",
     [m("sr:18321", '1 piece, (1/8 of 9" dia)'), m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp", 2)]),
    ("a bowl of chicken noodle soup (2 cups) with 4 saltines", [m("sr:6419", "1 serving, 1 cup", 2), m("sr:18228", "5 crackers, square (1 serving)", 4 / 5)]),
    ("a cup of vegetable beef soup made with water and a dinner roll", [m("sr:6472", "1 cup, (8 fl oz)"), m("sr:18342", '1 roll, (1 oz)')]),
    ("a cup of cream of potato soup made with milk, a dinner roll and 1/2 cup applesauce",
     [m("sr:6253", "1 cup, (8 fl oz)"), m("sr:18342", '1 roll, (1 oz)'), m("sr:9019", "1 cup", 0.5)]),
]

HUNDREDSIXTYSEVENTH = [
    # survey (FNDDS) dishes by the weight typed, as the shared set uses them, written before any parser change for them
    ("300 g shrimp lo mein", [g("fn:lo mein, with shrimp", 300, "300 g typed")]),
    ("about 250 g of chicken teriyaki", [g("fn:chicken or turkey with teriyaki", 250, "250 g typed")]),
    ("180 g of salmon sushi rolls", [g("fn:sushi roll, salmon", 180, "180 g typed")]),
    ("350 g chicken biryani", [g("fn:biryani with chicken", 350, "350 g typed")]),
    ("a 200 g shrimp fajita", [g("fn:fajita, shrimp", 200, "200 g typed")]),
    ("200 g of beef quesadilla", [g("fn:quesadilla, beef or pork", 200, "200 g typed")]),
    ("2 chicken enchiladas, 320 g total", [g("fn:enchilada, chicken", 320, "320 g typed")]),
    ("150 g beef tamale", [g("fn:tamale, beef", 150, "150 g typed")]),
    ("400 g ramen bowl with chicken", [g("fn:ramen bowl with chicken", 400, "400 g typed")]),
    ("a pork egg roll, 90 g", [g("fn:egg roll, with beef and/or pork", 90, "90 g typed")]),
    ("300 g chicken lasagna", [g("fn:lasagna with chicken or turkey", 300, "300 g typed")]),
    ("250 g cheese ravioli with tomato sauce", [g("fn:ravioli, cheese-filled, with tomato sauce", 250, "250 g typed")]),
    ("250 g seafood paella", [g("fn:paella with seafood", 250, "250 g typed")]),
    ("300 g beef burrito bowl with rice", [g("fn:burrito bowl, beef or pork, with rice", 300, "300 g typed")]),
    ("200 g chicken empanada", [g("fn:empanada, chicken", 200, "200 g typed")]),
    ("150 g bean pupusa", [g("fn:pupusa, with beans", 150, "150 g typed")]),
    ("300 g kung pao pork", [g("fn:kung pao pork", 300, "300 g typed")]),
    ("350 g sweet and sour pork with rice", [g("fn:sweet and sour pork with rice", 350, "350 g typed")]),
    ("200 g vegetable tempura", [g("fn:vegetable tempura", 200, "200 g typed")]),
    ("250 g plain congee", [g("fn:congee", 250, "250 g typed")]),
]

HUNDREDSIXTYEIGHTH = [
    # everyday foods typed fast, with shorthand and slips, written before any parser change for them
    ("1/2 c cottage cheese 2%", [m("sr:1015", "1 cup, (not packed)", 0.5)]),
    ("4 oz 1% cottage cheese", [m("sr:1016", "4 oz")]),
    ("a sm blueberry muffin", [m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("a slice of cheeze pizza from a pizza chain", [m("sr:21299", "1 slice")]),
    ("12oz lite beer", [m("sr:14006", "1 fl oz", 12)]),
    ("1/2 cup tuna in oil, drained", [m("sr:15119", "1 cup, solid or chunks", 0.5)]),
    ("3 oz roast pork tenderloin", [m("sr:10061", "3 oz")]),
    ("3 tbsp hummus w/ a cup of baby carrots", [m("sr:16158", "1 tbsp", 3), g("sr:11960", 246, "SR 28 1 cup baby carrots = 246 g")]),
    ("half a cup of mashed sweet potato", [m("sr:11875", ".5 cup, mashed")]),
    ("a hamburger bun + 4 oz 90% lean patty, broiled", [m("sr:18350", "1 roll"), g("sr:23563", 4 * OZ, "4 oz typed")]),
    ("toasted plain bagel w/ 1 tbsp butter", [m("sr:18001", '1 bagel, (3" dia)'), m("sr:1001", "1 tbsp")]),
    ("2 kaiser rolls", [m("sr:18353", '1 roll, (3-1/2" dia)', 2)]),
    ("1 oz raw cashews", [m("sr:12087", "1 oz")]),
    ("1/4 c sliced almonds", [m("sr:12061", "1 cup, sliced", 0.25)]),
    ("2 oz raw peanuts", [m("sr:16087", "1 oz", 2)]),
    ("a soft peanut butter granola bar", [m("sr:19021", "1 bar, (1 oz)")]),
    ("1 c mashed banana", [m("sr:9040", "1 cup, mashed")]),
    ("a homemade plain muffin", [m("sr:18273", "1 muffin")]),
    ("2 tsp minced garlic", [m("sr:11215", "1 tsp", 2)]),
    ("4 oz small curd cottage cheese", [m("sr:1012", "4 oz")]),
]

HUNDREDSIXTYNINTH = [
    # breakfasts and sandwiches built from their parts, written before any parser change for them
    ("2 toasted frozen waffles with 2 tbsp maple syrup and a tbsp of butter",
     [m("sr:18403", '1 waffle, round (4" dia)', 2), m("sr:19353", "1 tbsp", 2), m("sr:1001", "1 tbsp")]),
    ("3 slices of french toast made from scratch", [m("sr:18269", "1 slice", 3)]),
    ("5 french toast sticks from a fast food place", [m("sr:21024", "5 pieces")]),
    ("2 oval hash brown patties from frozen", [m("sr:11391", "1 patty, oval (approx 3\" x 1-1/2\" x 1/2\")", 2)]),
    ("a cup of fast food hash browns", [m("sr:21026", "1 cup")]),
    ("2 store bought buttermilk biscuits", [m("sr:18009", "1 biscuit", 2)]),
    ("a big homemade biscuit, 4 inches across", [m("sr:18016", '1 biscuit, (4" dia)')]),
    ("ham on rye: 2 slices rye bread, 2 slices of regular sliced ham, 1 tsp mustard",
     [m("sr:18060", "1 slice", 2), m("sr:7029", "1 slice", 2), m("sr:2046", "1 tsp, or 1 packet")]),
    ("a large white pita with 1/4 cup hummus", [m("sr:18041", '1 pita, large (6-1/2" dia)'), m("sr:16158", "1 cup", 0.25)]),
    ("3 soft corn tortillas", [m("sr:18363", "1 tortilla", 3)]),
    ("2 medium flour tortillas", [m("sr:18364", '1 tortilla, medium (approx 6" dia)', 2)]),
    ("2 large slices of italian bread", [m("sr:18033", '1 slice, large (4-1/2" x 3-1/4" x 3/4")', 2)]),
    ("a medium slice of sourdough", [m("sr:18029", '1 slice, medium (4" x 2-1/2" x 1-3/4")')]),
    ("an ounce of provolone", [m("sr:1035", "1 oz")]),
    ("1/4 cup shredded muenster", [m("sr:1030", "1 cup, shredded", 0.25)]),
    ("2 oz of part-skim mozzarella", [m("sr:1028", "1 oz", 2)]),
    ("a slice of all beef bologna", [m("sr:7007", "1 slice")]),
    ("3 slices of beef pastrami", [m("sr:13355", "1 slice, (1 oz)", 3)]),
    ("3 oz cooked corned beef brisket", [m("sr:13347", "3 oz")]),
    ("4 slices of extra lean ham", [m("sr:7028", "1 slice, oval", 4)]),
]

HUNDREDSEVENTIETH = [
    # dishes whose names join two foods with "and", "with" or "&", written before any parser change for them
    ("1 1/2 cups of spaghetti and meatballs from a can", [m("sr:22912", "1 cup", 1.5)]),
    ("a cup of chicken and dumplings soup made with water", [m("sr:6412", "1 cup, (8 fl oz)")]),
    ("300 g biscuits and gravy", [g("fn:biscuit with gravy", 300, "300 g typed")]),
    ("a cup of pork and beans", [m("sr:16009", "1 cup")]),
    ("a cup of pork and beans in tomato sauce", [m("sr:16011", "1 cup")]),
    ("a fast food ham and cheese sandwich", [m("sr:21116", "1 sandwich")]),
    ("250 g liver and onions", [g("fn:liver, beef or calves, and onions", 250, "250 g typed")]),
    ("200 g sausage and peppers", [g("fn:sausage and peppers, no sauce", 200, "200 g typed")]),
    ("300 g beans and rice from a restaurant", [g("fn:beans and rice, from fast food / restaurant", 300, "300 g typed")]),
    ("350 g beef and broccoli", [g("fn:beef and broccoli", 350, "350 g typed")]),
    ("300 g sweet and sour chicken", [g("fn:sweet and sour chicken or turkey", 300, "300 g typed")]),
    ("a cup of canned peas and carrots", [m("sr:11318", "1 cup")]),
    ("1/2 cup frozen peas and carrots, boiled", [m("sr:11323", ".5 cup")]),
    ("an egg and cheese croissant", [m("sr:21011", "1 croissant")]),
    ("a biscuit with egg and bacon", [m("sr:21003", "1 biscuit")]),
    ("a sausage, egg and cheese english muffin", [m("sr:21022", "1 item")]),
    ("a croissant with egg, cheese and bacon", [m("sr:21012", "1 croissant")]),
    ("a biscuit with egg & sausage", [m("sr:21005", "1 item")]),
    ("300 g beef and rice with gravy", [g("fn:beef and rice with gravy", 300, "300 g typed")]),
    ("a cup of baked beans with pork and sweet sauce", [m("sr:16010", "1 cup")]),
]

HUNDREDSEVENTYFIRST = [
    # chain items named with their chain, written before any parser change for them
    ("2 slices of domino's 14 inch cheese pizza, deep dish", [m("sr:21278", "1 slice", 2)]),
    ("a slice of little caesars meat and veggie pizza", [m("sr:21289", "1 slice")]),
    ("3 slices of pizza hut thick crust cheese pizza", [m("sr:21294", "1 slice", 3)]),
    ("mcdonalds creamy ranch sauce", [m("sr:21311", "1.5 oz")]),
    ("2 packets of sweet n sour sauce from mcdonalds", [m("sr:21315", "1 package", 2)]),
    ("a mcdonald's cinnamon roll", [m("sr:21318", "5.7 oz")]),
    ("mcdonalds scrambled eggs", [m("sr:21320", "2 eggs, 3.6 oz")]),
    ("a mcdonalds sausage patty", [m("sr:21323", "1.5 oz")]),
    ("a small strawberry triple thick shake from mcdonald's", [m("sr:21332", "16 fl oz cup, small")]),
    ("a mcdonalds reduced fat vanilla cone", [m("sr:21333", "1 item, 3.175 oz")]),
    ("a bag of mcdonald's apple dippers", [m("sr:21342", "1 package")]),
    ("mcdonald's big n tasty with cheese", [m("sr:21353", "1 item")]),
    ("mcdonalds hotcakes with margarine and syrup", [m("sr:21365", "1 item")]),
    ("a mcdonald's fruit and walnut salad", [m("sr:21369", "1 item")]),
    ("a fruit n yogurt parfait from mcdonalds, no granola", [m("sr:21381", "1 item")]),
    ("a burger king sausage and cheese croissanwich", [m("sr:21384", "1 item")]),
    ("mcdonald's premium crispy chicken classic sandwich", [m("sr:21403", "1 item, 8.1 oz")]),
    ("a plain english muffin from mcdonalds", [m("sr:21408", "1 item, 2 oz")]),
    ("2 popeyes spicy drumsticks", [m("sr:21453", "1 drumstick, with skin", 2)]),
    ("3 spicy popeyes wings", [m("sr:21455", "1 wing, with skin", 3)]),
]

HUNDREDSEVENTYSECOND = [
    # whole meals of everyday foods, written at the end of the session to score the final build once, before any change
    ("a cup of canned pears in juice with 1/2 cup 2% cottage cheese", [m("sr:9254", "1 cup, halves"), m("sr:1015", "1 cup, (not packed)", 0.5)]),
    ("2 slices of rye bread with a tbsp of butter", [m("sr:18060", "1 slice", 2), m("sr:1001", "1 tbsp")]),
    ("a cup of cooked quinoa with 1/2 cup black beans and 1/4 cup salsa", [m("sr:20137", "1 cup"), m("sr:16015", "1 cup", 0.5), m("sr:6164", "1 cup", 0.25)]),
    ("3 oz tuna in oil, drained, with 10 saltines", [m("sr:15119", "1 oz", 3), m("sr:18228", "5 crackers, square (1 serving)", 2)]),
    ("a medium baked sweet potato with a tbsp of butter", [m("sr:11875", '1 medium, (2" dia, 5" long, raw)'), m("sr:1001", "1 tbsp")]),
    ("a cup of lowfat chocolate milk and a medium pear", [m("sr:1104", "1 cup"), m("sr:9252", "1 medium")]),
    ("2 tbsp tahini on a small whole wheat pita", [m("sr:12166", "1 tbsp", 2), m("sr:18042", '1 pita, small (4" dia)')]),
    ("half a fillet of farmed salmon with 6 small asparagus spears", [m("sr:15237", ".5 fillet"), m("sr:11011", '1 spear, small (5" long or less)', 6)]),
    ("a cup of roast chicken with skin, chopped, and a cup of chopped onion", [m("sr:5009", "1 cup, chopped or diced"), m("sr:11282", "1 cup, chopped")]),
    ("3 fried eggs and a slice of raisin bread", [m("sr:1128", "1 large", 3), m("sr:18047", "1 slice, large")]),
    ("a 5 oz glass of red wine and an ounce of mixed nuts", [m("sr:14096", "1 serving, 5 fl oz"), m("sr:12135", "1 oz")]),
    ("a cup of strawberry halves with 2 tbsp whipped cream from a can", [m("sr:9316", "1 cup, halves"), m("sr:1054", "1 tbsp", 2)]),
    ("1/2 cup firm tofu stir fried in a tbsp of canola oil", [m("sr:16126", ".5 cup"), m("sr:4582", "1 tbsp")]),
    ("a large orange and a cup of 1% milk", [m("sr:9200", '1 large, (3-1/16" dia)'), m("sr:1083", "1 cup")]),
    ("a cup of croutons on 2 cups of shredded romaine", [m("sr:18242", "1 cup"), m("sr:11251", "1 cup, shredded", 2)]),
    ("a cup of brewed tea with 2 tsp sugar", [m("sr:14355", "1 cup, (8 fl oz)"), m("sr:19335", "1 tsp", 2)]),
    ("10 raw brussels sprouts", [m("sr:11098", "1 sprout", 10)]),
    ("2 cups of cooked spaghetti with 1/2 cup of marinara", [m("sr:20121", "1 cup", 2), m("sr:11549", "1 cup", 0.5)]),
    ("an english muffin with 2 tbsp peanut butter", [m("sr:18258", "1 muffin"), m("sr:16098", "2 tbsp")]),
    ("a cup of green grapes and 1 oz cheddar", [m("sr:9132", "1 cup"), g("sr:1009", OZ, "1 oz typed")]),
]

HUNDREDSEVENTYTHIRD = [
    # everyday meals written the way people log them, first session of 2026-11-27, before any parser change
    ("3 homemade pancakes with 2 tbsp maple syrup", [m("sr:18293", '1 pancake, (4" dia)', 3), m("sr:19353", "1 tbsp", 2)]),
    ("a cup of cheerios w/ half a cup of 2% milk", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1079", "1 cup", 0.5)]),
    ("2 slices of deli ham and 2 poached eggs", [m("sr:7029", "1 slice", 2), m("sr:1131", "1 large", 2)]),
    ("1/2 cup small curd cottage cheese and 1/2 cup canned pineapple chunks in juice", [m("sr:1012", "1 cup, large curd (not packed)", 0.5), m("sr:9268", "1 cup, crushed, sliced, or chunks", 0.5)]),
    ("ham and swiss on rye: 2 slices rye bread, 2 oz ham, 1 slice swiss, 1 tsp yellow mustard", [m("sr:18060", "1 slice", 2), g("sr:7029", 2 * OZ, "2 oz typed"), g("fd:cheese, swiss", 21.9, "1 slice = 21.9 g"), m("sr:2046", "1 tsp, or 1 packet")]),
    ("a cup of canned tomato soup made with water and 10 saltines", [m("sr:6559", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 2)]),
    ("a cup of chopped apple with 2 tbsp almond butter", [m("sr:9003", "1 cup, quartered or chopped"), m("sr:12195", "1 tbsp", 2)]),
    ("a 6 inch flour tortilla with 1/2 cup refried beans and an ounce of monterey jack", [m("sr:18364", "1 tortilla, medium (approx 6\" dia)"), m("sr:16103", "1 cup", 0.5), g("sr:1025", OZ, "1 oz typed")]),
    ("two slices of homemade french toast", [m("sr:18269", "1 slice", 2)]),
    ("lowfat fruit yogurt, one 6 oz cup", [m("sr:1121", "1 container, (6 oz)")]),
    ("a container of plain nonfat greek yogurt with 1/4 cup homemade granola", [g("fd:yogurt, greek, plain, nonfat", 156, "1 container = 156 g"), m("sr:8037", "1 cup", 0.25)]),
    ("a large baked potato with salt, skin on, and 2 tbsp sour cream", [m("sr:11828", '1 potato, large (3" to 4-1/4" dia)'), m("sr:1056", "1 tbsp", 2)]),
    ("5 oz baked atlantic cod with 1/2 cup frozen corn, boiled", [g("sr:15016", 5 * OZ, "5 oz typed"), m("sr:11179", ".5 cup")]),
    ("a broiled center loin pork chop, lean only, with a cup of unsweetened applesauce", [m("sr:10042", "1 chop, without refuse (Yield from 1 cooked chop, with refuse, weighing 209g)"), m("sr:9019", "1 cup")]),
    ("1 1/2 cups cooked lentils", [m("sr:16070", "1 cup", 1.5)]),
    ("2 oz of hard pretzels and a 12 oz bottle of light beer", [g("sr:19047", 2 * OZ, "2 oz typed"), m("sr:14006", "1 can, or bottle (12 fl oz)")]),
    ("a cup of red grapes and an ounce of part skim mozzarella", [m("sr:9132", "1 cup"), g("sr:1028", OZ, "1 oz typed")]),
    ("2 roasted chicken thighs with skin and 1 cup brown rice", [m("sr:5094", "1 unit, (yield from 1 lb ready-to-cook chicken)", 2), m("sr:20037", "1 cup")]),
    ("a hot dog bun with a pork bratwurst and a tsp of mustard", [m("sr:18350", "1 roll"), m("sr:7013", "1 link, cooked"), m("sr:2046", "1 tsp, or 1 packet")]),
    ("3 cups raw spinach with 2 tbsp balsamic vinegar and 1 tbsp olive oil", [m("sr:11457", "1 cup", 3), m("sr:2069", "1 tbsp", 2), m("sr:4053", "1 tablespoon")]),
]

HUNDREDSEVENTYFOURTH = [
    # dinners, snacks and drinks typed fast, first session of 2026-11-27, before any parser change
    ("burger king whopper with cheese and a large order of onion rings", [m("sr:21253", "1 item"), m("sr:21130", "1 portion, (8-9 onion rings)")]),
    ("an 8 oz ribeye, broiled, and a medium baked potato", [g("sr:13952", 8 * OZ, "8 oz typed"), m("sr:11828", '1 potato, medium (2-1/4" to 3-1/4" dia)')]),
    ("1/2 cup chocolate ice cream and 2 chocolate chip cookies", [m("sr:19270", ".5 cup, (4 fl oz)"), m("sr:18159", "1 cookie, (average weight of 1 cookie, variety of brands)", 2)]),
    ("22 dry roasted almonds", [m("sr:12063", "1 oz, (22 whole kernels)")]),
    ("4 cups air popped popcorn", [m("sr:19034", "1 cup", 4)]),
    ("a 32 oz gatorade", [m("sr:14460", "1 fl oz", 32)]),
    ("6 frozen fish sticks, heated", [m("sr:15027", '1 stick, (4" x 1" x 1/2")', 6)]),
    ("an ounce of plain tortilla chips with 1/4 cup salsa", [g("sr:19056", OZ, "1 oz typed"), m("sr:6164", "1 cup", 0.25)]),
    ("2 oz of store-bought cheesecake", [g("sr:18147", 2 * OZ, "2 oz typed")]),
    ("3 slices hard salami and 5 whole wheat crackers", [m("sr:7071", '1 slice, (3-1/8" dia x 1/16" thick)', 3), m("sr:18235", "1 cracker", 5)]),
    ("a cup of whole milk and a frozen blueberry toaster muffin", [m("sr:1077", "1 cup"), m("sr:18277", "1 muffin, toaster")]),
    ("a cup of 1% cottage cheese with a small peach, sliced", [m("sr:1016", "1 cup, (not packed)"), m("sr:9236", '1 small, (2-1/2" dia)')]),
    ("a couple of corn tortillas, heated", [m("sr:18363", "1 tortilla", 2)]),
    ("a medium ear of corn with a tsp of butter", [m("sr:11168", '1 ear, medium (6-3/4" to 7-1/2" long)'), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("a cup of cooked brown rice and 4 oz roasted turkey breast with skin", [m("sr:20037", "1 cup"), g("sr:5192", 4 * OZ, "4 oz typed")]),
    ("3 slices of beef salami on 2 slices of whole wheat bread", [m("sr:7068", "1 slice", 3), m("sr:18075", "1 slice", 2)]),
    ("a 12 oz can of diet cola", [m("sr:14146", "1 fl oz", 12)]),
    ("a cup of cubed cantaloupe and a cup of watermelon balls", [m("sr:9181", "1 cup, cubes"), m("sr:9326", "1 cup, balls")]),
    ("3 large pieces of beef jerky", [m("sr:19002", "1 piece, large", 3)]),
    ("a tablespoon of honey in a cup of brewed tea", [m("sr:19296", "1 tbsp"), m("sr:14355", "1 cup, (8 fl oz)")]),
]

HUNDREDSEVENTYFIFTH = [
    # meals of three or more items in the shape people log them (labels, shorthand, a typo), first session of 2026-11-27,
    # written after the session's first change and before any other
    ("breakfast - 3 slices of bacon, 2 poached eggs and a medium slice of sourdough toast",
     [m("sr:10124", "1 slice, cooked", 3), m("sr:1131", "1 large", 2), m("sr:18030", "1 slice, medium")]),
    ("turkey sandwhich: 2 slices whole wheat bread, 3 oz deli turkey, an ounce of provolone, 1 tbsp mayo",
     [m("sr:18075", "1 slice", 2), g("sr:7944", 3 * OZ, "3 oz typed"), m("sr:1035", "1 oz"), m("sr:4025", "1 tbsp")]),
    ("dinner: 6 oz sockeye salmon, baked, a cup of cooked quinoa and 8 boiled asparagus spears",
     [g("sr:15086", 6 * OZ, "6 oz typed"), m("sr:20137", "1 cup"), m("sr:11012", '4 spears, (1/2" base)', 2)]),
    ("snack - 2 tbsp smooth peanut butter with a cup of chopped celery",
     [m("sr:16098", "2 tbsp"), m("sr:11143", "1 cup, chopped")]),
    ("a cup of skim milk, a plain bagel (small) and 2 tbsp cream cheese",
     [m("sr:1085", "1 cup"), m("sr:18406", '1 small bagel, (3" dia)'), m("sr:1017", "1 tbsp", 2)]),
    ("250 g chicken quesadilla and 1/4 cup of sour cream",
     [g("fn:quesadilla, chicken", 250, "250 g typed"), m("sr:1056", "1 cup", 0.25)]),
    ("lunch: a large stalk of brocoli, steamed, and 4 oz roasted chicken breast, no skin",
     [m("sr:11091", '1 stalk, large (11"-12" long)'), g("sr:5064", 4 * OZ, "4 oz typed")]),
    ("400 g pad thai with chicken", [g("fn:pad thai with chicken", 400, "400 g typed")]),
    ("3 oz ham, a cup of homemade mashed potatoes (whole milk and margarine) and 1/2 cup boiled peas",
     [g("sr:7029", 3 * OZ, "3 oz typed"), m("sr:11371", "1 cup"), m("sr:11305", "1 cup", 0.5)]),
    ("a cup of oatmeal cooked in water with a tbsp of brown sugar (packed)",
     [m("sr:8121", "1 cup"), m("sr:19334", "1 cup, packed", 1 / 16)]),
    ("a 16 oz coke and a 1 oz bag of plain potato chips",
     [m("sr:14400", "1 fl oz", 16), g("sr:19411", OZ, "1 oz typed")]),
    ("2 cups shredded iceberg, 1/2 cup croutons and 2 tbsp ranch",
     [m("sr:11252", "1 cup, shredded", 2), m("sr:18242", "1 cup", 0.5), m("sr:4639", "1 tablespoon", 2)]),
    ("a slice of store bought pumpkin pie with 3 tbsp of whipped cream",
     [m("sr:18326", "1 slice"), m("sr:1054", "1 tbsp", 3)]),
    ("taco bell - 2 beef soft tacos and a bean burrito",
     [m("sr:21261", "1 item", 2), m("sr:21264", "1 item")]),
    ("brunch: 1/2 cup hashbrowns from frozen, 2 pork sausage links (oscar mayer), a cup of coffee",
     [m("sr:11391", ".5 cup"), m("sr:7225", "1 link", 2), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("whole wheat english muffin, toasted, with 1 tbsp butter and 1 tbsp grape jelly",
     [m("sr:18267", "1 muffin"), m("sr:1001", "1 tbsp"), m("sr:19300", "1 serving, 1 tbsp")]),
    ("tuna salad - 1 can light tuna in water (no salt), drained, 1 tbsp mayo, 1/4 cup chopped celery",
     [m("sr:15184", "1 can"), m("sr:4025", "1 tbsp"), m("sr:11143", "1 cup, chopped", 0.25)]),
    ("a cup of cherry tomatoes, 1/2 cup sliced onion and an ounce of feta",
     [m("sr:11529", "1 cup, cherry tomatoes"), m("sr:11282", "1 cup, sliced", 0.5), g("sr:1019", OZ, "1 oz typed")]),
    ("post workout: 2 bananas and a 20 oz bottle of gatorade",
     [g("fd:bananas, ripe and slightly ripe, raw", 230, "2 x 115 g"), m("sr:14460", "1 fl oz", 20)]),
    ("300 g chicken curry with rice", [g("fn:chicken curry with rice", 300, "300 g typed")]),
]

HUNDREDSEVENTYSIXTH = [
    # fruit, nuts and snacks alone or in pairs, phrased several ways, first session of 2026-11-27, written after the
    # session's second change and before any other
    ("sweet cherries, 1 cup without pits", [m("sr:9070", "1 cup, without pits")]),
    ("three fresh plums", [m("sr:9279", '1 fruit, (2-1/8" dia)', 3)]),
    ("a small nectarine and 10 pistachios", [m("sr:9191", '1 small, (2-1/3" dia)'), m("sr:12652", "1 oz, (49 kernels)", 10 / 49)]),
    ("a whole mango", [m("sr:9176", "1 fruit, without refuse")]),
    ("1 cup papaya cubes w/ a squeeze of lime", [m("sr:9226", "1 cup, cubes")]),
    ("1/2 cup of pomegranate seeds", [m("sr:9286", ".5 cup, arils (seed/juice sacs)")]),
    ("dried figs x4", [m("sr:9094", "1 fig", 4)]),
    ("2 medjool dates stuffed with a tbsp of almond butter", [m("sr:9421", "1 date, pitted", 2), m("sr:12195", "1 tbsp")]),
    ("2 small mandarin oranges", [m("sr:9218", '1 small, (2-1/4" dia)', 2)]),
    ("half a large grapefruit with a tsp of sugar", [m("sr:9111", '.5 large, (approx 4-1/2" dia)'), m("sr:19335", "1 tsp")]),
    ("a cup of blackberries and a cup of raspberries", [m("sr:9042", "1 cup"), m("sr:9302", "1 cup")]),
    ("8 dried apricot halves", [m("sr:9032", "1 half", 8)]),
    ("1 oz cashews, raw", [g("sr:12087", OZ, "1 oz typed")]),
    ("15 pecan halves, oil roasted, salted", [m("sr:12644", "1 oz, (15 halves)")]),
    ("1/4 cup dry roasted sunflower seeds, unsalted", [m("sr:12037", "1 cup, hulled", 0.25)]),
    ("a tbsp of cashew butter on a rice cake", [m("sr:12588", "1 tbsp"), m("sr:19051", "1 cake")]),
    ("a cup of cantaloupe balls and 1/2 cup of cottage cheese (2%)", [m("sr:9181", "1 cup, balls"), m("sr:1015", "1 cup, (not packed)", 0.5)]),
    ("twenty grapes", [m("sr:9132", "10 grapes", 2)]),
    ("a cup of frozen unsweetened blackberries", [m("sr:9048", "1 cup, unthawed")]),
    ("1/3 cup sweetened shredded coconut", [m("sr:12179", "1 cup, shredded", 1 / 3)]),
]

HUNDREDSEVENTYSEVENTH = [
    # survey dishes eaten by weight, named the way people name them, with a side or two, first session of 2026-11-27,
    # written after the session's third change and before any other
    ("350 g beef lasagna", [g("fn:lasagna with meat", 350, "350 g typed")]),
    ("300g chicken lo mein", [g("fn:lo mein, with chicken", 300, "300 g typed")]),
    ("250 g kung pao chicken and 150 g white rice", [g("fn:kung pao chicken", 250, "250 g typed"), g("sr:20045", 150, "150 g typed")]),
    ("three chicken enchiladas weighing 420 g", [g("fn:enchilada, chicken", 420, "420 g typed")]),
    ("400 g beef stroganoff with noodles", [g("fn:beef stroganoff with noodles", 400, "400 g typed")]),
    ("a 280 g beef and bean burrito with cheese", [g("fn:burrito, beef, with beans, cheese", 280, "280 g typed")]),
    ("chicken biryani - 300 g", [g("fn:biryani with chicken", 300, "300 g typed")]),
    ("a gyro, 250 g", [g("fn:gyro sandwich", 250, "250 g typed")]),
    ("150 g falafel with 3 tbsp store-bought hummus", [g("fn:falafel", 150, "150 g typed"), m("sr:16158", "1 tbsp", 3)]),
    ("350 g jambalaya", [g("fn:jambalaya with meat and rice", 350, "350 g typed")]),
    ("2 shrimp egg rolls (160 g)", [g("fn:egg roll, with shrimp", 160, "160 g typed")]),
    ("250 g chicken fajitas", [g("fn:fajita, chicken", 250, "250 g typed")]),
    ("300 g gumbo over rice", [g("fn:gumbo with rice", 300, "300 g typed")]),
    ("a 200 g beef empanada", [g("fn:empanada, beef", 200, "200 g typed")]),
    ("150 g green bean casserole and 4 oz roast turkey breast, skin eaten", [g("fn:green bean casserole", 150, "150 g typed"), g("sr:5192", 4 * OZ, "4 oz typed")]),
    ("250 g potato gnocchi with 1/2 cup marinara", [g("fn:gnocchi, potato", 250, "250 g typed"), m("sr:6931", "1 serving, 1/2 cup")]),
    ("200 g pot roast and 1/2 cup sliced carrots, boiled", [g("fn:beef, pot roast", 200, "200 g typed"), m("sr:11125", ".5 cup, slices")]),
    ("cheese nachos, 200 g", [g("fn:nachos, cheese only", 200, "200 g typed")]),
    ("400 g seafood paella", [g("fn:paella with seafood", 400, "400 g typed")]),
    ("300 g vegetable lo mein, no meat", [g("fn:lo mein, meatless", 300, "300 g typed")]),
]

HUNDREDSEVENTYEIGHTH = [
    # everyday meals with the misspellings people type, first session of 2026-11-27, written after the session's fourth
    # change and before any other
    ("a cup of sliced zuchini sauteed in a tsp of olive oil", [m("sr:11477", "1 cup, sliced"), m("sr:4053", "1 tablespoon", 1 / 3)]),
    ("2 cups of spagetti with 2 tbsp grated parmesean", [m("sr:20121", "1 cup", 2), m("sr:1032", "1 tbsp", 2)]),
    ("an ounce of whole milk mozarella and a cup of cherry tomatos", [g("sr:1026", OZ, "1 oz typed"), m("sr:11529", "1 cup, cherry tomatoes")]),
    ("a cup of bluberries with 3/4 cup plain whole milk yoghurt", [m("sr:9050", "1 cup"), m("sr:1116", "1 cup, (8 fl oz)", 0.75)]),
    ("a mini butter crossaint", [m("sr:18239", "1 croissant, mini")]),
    ("half an avacado on a slice of whole wheat toast", [m("sr:9038", "1 fruit, without skin and seed", 0.5), m("sr:18076", "1 slice")]),
    ("2 cups shredded romain lettuce with a cup of sliced cucumber, peeled", [m("sr:11251", "1 cup, shredded", 2), m("sr:11206", "1 cup, sliced")]),
    ("a bananna and a cup of 2% milk", [g("fd:bananas, ripe and slightly ripe, raw", 115, "1 banana = 115 g"), m("sr:1079", "1 cup")]),
    ("3 oz grilled chiken breast and a cup of steamed brocolli florets", [g("sr:5064", 3 * OZ, "3 oz typed"), m("sr:11090", "1 cup, chopped")]),
    ("a cup of oatmeal made w/ water and a tbsp of peanut buter", [m("sr:8121", "1 cup"), m("sr:16098", "2 tbsp", 0.5)]),
    ("1 cup cooked brown rice and 1/2 cup of blackbeans", [m("sr:20037", "1 cup"), m("sr:16015", "1 cup", 0.5)]),
    ("a hard boiled egg and a medium aple", [g("sr:1129", 50, "1 large egg = 50 g (from poached, SR 1131)"), g("sr:9003", 182, "1 medium = 182 g")]),
    ("2 slices of wheat bread w/ 2 tbsp of strawbery jam", [m("sr:18064", "1 slice", 2), m("sr:19297", "1 tbsp", 2)]),
    ("a cup of cottage chese and 10 dry roasted almonds", [m("sr:1012", "1 cup, large curd (not packed)"), m("sr:12063", "1 oz, (22 whole kernels)", 10 / 22)]),
    ("4 oz of salmon, baked, with a cup of asparagus", [g("sr:15237", 4 * OZ, "4 oz typed"), m("sr:11012", ".5 cup", 2)]),
    ("a cup of tomatoe soup made with water", [m("sr:6559", "1 serving, 1 cup")]),
    ("12 oz of orange juce", [m("sr:9206", "1 fl oz", 12)]),
    ("a cup of cooked macaroni w/ 1/4 cup shredded chedder", [m("sr:20100", "1 cup, elbow shaped"), g("sr:1009", 113 / 4, "1/4 cup shredded: cup weight from shredded Monterey, SR 1025")]),
    ("2 large eggs scrambeled in a tsp of butter with a slice of swiss chese", [m("sr:1123", "1 cup, (4.86 large eggs)", 2 / 4.86), m("sr:1001", "1 tbsp", 1 / 3), g("fd:cheese, swiss", 21.9, "1 slice = 21.9 g")]),
    ("a peanut butter granola bar (soft) and a cup of cofee with 1 tbsp half and half", [m("sr:19021", "1 bar, (1 oz)"), m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp")]),
]

HUNDREDSEVENTYNINTH = [
    # whole days' meals of other everyday foods, in the shapes of the dev set, first session of 2026-11-27, written after
    # the session's fifth change and before any other
    ("breakfast: 2 frozen waffles, toasted, 2 tbsp pancake syrup and a cup of 1% milk",
     [m("sr:18403", '1 waffle, round (4" dia)', 2), m("sr:19129", "1 tbsp", 2), m("sr:1083", "1 cup")]),
    ("12 large shrimp, boiled, with 1/2 cup cooked couscous", [m("sr:15151", "4 large", 3), m("sr:20029", "1 cup, cooked", 0.5)]),
    ("dinner - 4 oz roasted pork tenderloin (lean), 6 boiled brussels sprouts, 3 cauliflower florets",
     [g("sr:10061", 4 * OZ, "4 oz typed"), m("sr:11099", "1 sprout", 6), m("sr:11136", "3 flowerets")]),
    ("a large white pita with 3 tbsp hummus and an ounce of feta", [m("sr:18041", '1 pita, large (6-1/2" dia)'), m("sr:16158", "1 tbsp", 3), m("sr:1019", "1 oz")]),
    ("10 large black olives", [m("sr:9193", "1 large", 10)]),
    ("a 5 oz glass of pinot noir and 2 oz of brie", [m("sr:14099", "1 serving, 5 fl oz"), g("sr:1006", 2 * OZ, "2 oz typed")]),
    ("two cans of regular beer", [m("sr:14003", "1 can", 2)]),
    ("an alaska king crab leg with 1 tbsp melted butter", [m("sr:15137", "1 leg"), m("sr:1001", "1 tbsp")]),
    ("1 cup blue crab meat, flaked", [m("sr:15140", "1 cup, flaked and pieces")]),
    ("lunch: 2 cups romaine, 3 oz boiled shrimp, 1/4 avocado, 2 tbsp balsamic vinegar",
     [m("sr:11251", "1 cup, shredded", 2), g("sr:15151", 3 * OZ, "3 oz typed"), m("sr:9038", "1 fruit, without skin and seed", 0.25), m("sr:2069", "1 tbsp", 2)]),
    ("a medium baked potato w/ 1 tbsp butter & 2 tbsp sour cream",
     [m("sr:11828", '1 potato, medium (2-1/4" to 3-1/4" dia)'), m("sr:1001", "1 tbsp"), m("sr:1056", "1 tbsp", 2)]),
    ("half a dozen boiled shrimp", [m("sr:15151", "4 large", 1.5)]),
    ("a cup of cooked spaghetti w/ 1/2 cup marinara + 1 tbsp grated parmesan",
     [m("sr:20121", "1 cup"), m("sr:6931", "1 serving, 1/2 cup"), m("sr:1032", "1 tbsp")]),
    ("a small whole wheat pita, 2 tbsp hummus, 1/2 cup sliced cucumber",
     [m("sr:18042", '1 pita, small (4" dia)'), m("sr:16158", "1 tbsp", 2), m("sr:11206", "1 cup, sliced", 0.5)]),
    ("3 oz broiled ribeye and a cup of boiled frozen brussels sprouts", [g("sr:13952", 3 * OZ, "3 oz typed"), m("sr:11101", "1 cup")]),
    ("a cup of unsweetened applesauce and an ounce of graham crackers", [m("sr:9019", "1 cup"), m("sr:18173", "1 oz")]),
    ("2 cups of 2% milk and a medium chocolate chip cookie from a bakery", [m("sr:1079", "1 cup", 2), m("sr:18159", "1 cookie, (average weight of 1 cookie, variety of brands)")]),
    ("root beer, a 12 oz can", [m("sr:14157", "1 fl oz", 12)]),
    ("a cup of homemade granola with 1 cup whole milk", [m("sr:8037", "1 cup"), m("sr:1077", "1 cup")]),
    ("3 oz of canned blue crab on 5 saltines", [g("sr:15141", 3 * OZ, "3 oz typed"), m("sr:18228", "5 crackers, square (1 serving)")]),
]

HUNDREDEIGHTIETH = [
    # drinks and simple plates in the containers and counts people say, first session of 2026-11-27, written after the
    # session's sixth change and before any other
    ("a shot of rum and a can of coke", [m("sr:14037", "1 jigger, 1.5 fl oz"), m("sr:14400", "1 fl oz", 12)]),
    ("a mug of instant coffee made with water", [m("sr:14215", "1 fl oz", 8)]),
    ("two glasses of lemonade made from frozen concentrate", [m("sr:14293", "1 fl oz", 16)]),
    ("a 10 oz glass of cranberry juice cocktail", [m("sr:14242", "1 fl oz", 10)]),
    ("a pint of 2% milk", [m("sr:1079", "1 fl oz", 16)]),
    ("a cup of unsweetened soy milk with added calcium", [m("sr:16222", "1 cup")]),
    ("3 egg whites and a slice of multigrain toast", [m("sr:1124", "1 large", 3), m("sr:18036", "1 slice, regular")]),
    ("a couple slices of sourdough, toasted, with a tbsp of butter each", [m("sr:18030", "1 slice, medium", 2), m("sr:1001", "1 tbsp", 2)]),
    ("an ounce of colby cheese + 6 whole wheat crackers", [g("sr:1011", OZ, "1 oz typed"), m("sr:18235", "1 cracker", 6)]),
    ("egg whites x4", [m("sr:1124", "1 large", 4)]),
    ("2x hard boiled eggs; 1 cup of grapes", [g("sr:1129", 100, "2 x 50 g (from poached, SR 1131)"), m("sr:9132", "1 cup")]),
    ("12 dry roasted almonds", [m("sr:12063", "1 oz, (22 whole kernels)", 12 / 22)]),
    ("1.5 oz of 86 proof whiskey", [g("sr:14052", 1.5 * 27.8, "1.5 fl oz x 27.8 g")]),
    ("a bottle of regular beer and a 1 oz bag of tortilla chips", [m("sr:14003", "1 fl oz", 12), g("sr:19056", OZ, "1 oz typed")]),
    ("a cup of chocolate milk made with whole milk and chocolate syrup", [m("sr:14182", "1 cup, (8 fl oz)")]),
    ("8 fl oz of arizona iced tea", [m("sr:14475", "1 fl oz", 8)]),
    ("a few slices of deli ham (3) on a slice of rye", [m("sr:7029", "1 slice", 3), m("sr:18060", "1 slice")]),
    ("2 cups of soymilk, original, unfortified", [m("sr:16120", "1 cup", 2)]),
    ("blueberries, half a cup", [m("sr:9050", "1 cup", 0.5)]),
    ("a mug of hot cocoa made from powder with whole milk", [m("sr:14177", "1 cup, (8 fl oz)")]),
]

HUNDREDEIGHTYFIRST = [
    # everyday meals written at the end of the first session of 2026-11-27 to score its final build once, before any change
    ("a ground turkey patty (4 oz raw) on a hamburger bun with 1 tbsp ketchup",
     [m("sr:5306", "1 patty, (4 oz, raw) (yield after cooking)"), m("sr:18350", "1 roll"), m("sr:11935", "1 tbsp")]),
    ("taco salad - 3 oz 85% lean beef crumbles, 2 cups shredded iceberg, 1/4 cup salsa, an ounce of tortilla chips",
     [m("sr:23570", "1 serving, ( 3 oz )"), m("sr:11252", "1 cup, shredded", 2), m("sr:6164", "1 cup", 0.25), g("sr:19056", OZ, "1 oz typed")]),
    ("2 slices of grilled canadian bacon and a corn muffin", [m("sr:10131", "2 slices, (6 per 6-oz pkg.)"), m("sr:18279", "1 small")]),
    ("a cup of cheese crackers, bite size", [m("sr:18214", "1 cup, bite size")]),
    ("chocolate pudding, one 4 oz snack cup from the fridge", [m("sr:19183", "1 container, refridgerated, 4 oz container")]),
    ("half a cup of jello made with water", [m("sr:19173", ".5 cup")]),
    ("2 big oatmeal cookies and a glass of skim milk", [m("sr:18178", "1 cookie, big (3-1/2\" - 4\" dia) (include Archway brand, Grandma brand)", 2), m("sr:1085", "1 cup")]),
    ("a piece of cornbread made from a mix with a tsp of butter", [m("sr:18023", "1 piece"), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("2 store-bought buttermilk biscuits with 1/2 cup of canned beef gravy", [m("sr:18009", "1 biscuit", 2), m("sr:6116", "1 cup", 0.5)]),
    ("1/4 cup of canned chicken gravy over 1/2 cup homemade mashed potatoes", [m("sr:6119", "1 cup", 0.25), m("sr:11371", "1 cup", 0.5)]),
    ("lunch: 2 oz sliced turkey, 1 slice swiss, 2 slices multigrain bread, 1 tsp mustard, a dill pickle spear",
     [g("sr:7944", 2 * OZ, "2 oz typed"), g("fd:cheese, swiss", 21.9, "1 slice = 21.9 g"), m("sr:18035", "1 slice, regular", 2), m("sr:2046", "1 tsp, or 1 packet"), g("fd:pickles, cucumber, dill or kosher dill", 40.4, "1 spear = 40.4 g")]),
    ("4 oz ground turkey, cooked, with 1/2 cup brown rice", [g("sr:5306", 4 * OZ, "4 oz typed"), m("sr:20037", "1 cup", 0.5)]),
    ("a 12 oz bottle of regular beer and 2 slices of pepperoni pizza from papa john's",
     [m("sr:14003", "1 fl oz", 12), m("sr:21284", "1 slice", 2)]),
    ("a large orange, a cup of plain whole milk yogurt and 2 tbsp homemade granola",
     [m("sr:9200", '1 large, (3-1/16" dia)'), m("sr:1116", "1 cup, (8 fl oz)"), m("sr:8037", "1 cup", 1 / 8)]),
    ("3 oz baked cod, 1 cup cooked couscous and 1/2 cup boiled carrot slices",
     [g("sr:15016", 3 * OZ, "3 oz typed"), m("sr:20029", "1 cup, cooked"), m("sr:11125", ".5 cup, slices")]),
    ("a cup of canned chicken noodle soup (made with water) and 6 saltine crackers",
     [m("sr:6419", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 6 / 5)]),
    ("2 hard boiled eggs, sliced, on a slice of rye", [g("sr:1129", 100, "2 x 50 g (from poached, SR 1131)"), m("sr:18060", "1 slice")]),
    ("a 20 oz glass of lemonade made from powder", [m("sr:14288", "1 fl oz", 20)]),
    ("a cup of strawberry halves with a tbsp of sugar", [m("sr:9316", "1 cup, halves"), m("sr:19335", "1 tsp", 3)]),
    ("10 frozen tater tots, baked", [m("sr:11399", "1 puff", 10)]),
]

# Set 182: everyday meals of other foods in the dev-set shapes, written at the start of the session before any change.
HUNDREDEIGHTYSECOND = [
    ("a cup of 2% cottage cheese with half a cup of pineapple chunks canned in juice",
     [m("sr:1015", "1 cup, (not packed)"), m("sr:9268", "1 cup, crushed, sliced, or chunks", 0.5)]),
    ("2 plain rice cakes with 1 tbsp almond butter", [m("sr:19051", "1 cake", 2), m("sr:12195", "1 tbsp")]),
    ("a cup of cooked edamame and a medium pear", [m("sr:11212", "1 cup"), m("sr:9252", "1 medium")]),
    ("1 oz beef jerky and 1/4 cup trail mix", [g("sr:19002", OZ, "1 oz typed"), m("sr:19059", "1 cup", 0.25)]),
    ("a cup of canned new england clam chowder made with water", [m("sr:6430", "1 serving, 1 cup")]),
    ("2 tbsp of hummus with a small whole wheat pita", [m("fd:hummus, commercial", "1 tablespoon", 2), m("sr:18042", '1 pita, small (4" dia)')]),
    ("a 6 oz cup of lowfat vanilla yogurt", [g("sr:1119", 6 * OZ, "6 oz typed")]),
    ("half a cup of boiled lentils and a cup of cooked chopped kale", [m("sr:16070", "1 cup", 0.5), m("sr:11234", "1 cup, chopped")]),
    ("10 chicken mcnuggets", [m("sr:21309", "4 pieces, 2.3 oz", 2.5)]),
    ("2 bean burritos from taco bell", [m("sr:21264", "1 item", 2)]),
    ("1 cup of sliced mango", [m("sr:9176", "1 cup, sliced")]),
    ("4 oz baked wild salmon with 6 boiled asparagus spears", [g("sr:15209", 4 * OZ, "4 oz typed"), m("sr:11012", '4 spears, (1/2" base)', 1.5)]),
    ("1/2 cup cooked wild rice and 3 oz roasted chicken breast", [m("sr:20089", "1 cup", 0.5), g("sr:5064", 3 * OZ, "3 oz typed")]),
    ("a cup of frosted flakes with 3/4 cup of 1% milk", [m("sr:8069", "1 cup"), m("sr:1082", "1 cup", 0.75)]),
    ("cheesecake, 1 slice, store bought", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("2 oz of banana bread and a cup of black coffee", [g("sr:18019", 2 * OZ, "2 oz typed"), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("a 16 oz iced latte", [g("fn:coffee, iced latte", 16 * FLOZ, "16 fl oz at 1 g/ml")]),
    ("club sandwich on wheat, about 250 g", [g("fn:club sandwich on wheat", 250, "250 g typed")]),
    ("a cup of unsweetened soy milk and a small asian pear", [m("sr:16222", "1 cup"), m("sr:9340", '1 fruit, 2-1/4" high x 2-1/2" dia')]),
    ("romaine salad: 2 cups chopped romaine with 2 tbsp caesar dressing", [m("sr:11251", "1 cup, shredded", 2), m("sr:43015", "1 tbsp", 2)]),
]

# Set 183: shorthand and quick typing (w/, +, &, x2, c., pkg, no spaces before units) about other foods, written with
# set 182 at the start of the session before any change.
HUNDREDEIGHTYTHIRD = [
    ("broiled center loin pork chop, bone-in", [m("sr:10038", "1 chop, without refuse (Yield from 1 cooked chop, with refuse, weighing 209g)")]),
    ("2 beef hot dogs w/ buns + 1 tbsp ketchup", [m("fd:frankfurter, beef, unheated", "1 piece", 2), m("sr:18350", "1 roll", 2), m("sr:11935", "1 tbsp")]),
    ("a package of chicken flavor ramen noodles", [m("sr:6983", "1 package")]),
    ("2 frozen pork egg rolls, heated", [m("sr:22953", "1 roll", 2)]),
    ("shrimp lo mein ~300g", [g("fn:lo mein, with shrimp", 300, "300 g typed")]),
    ("3/4 c cooked grits + 1 tbsp butter", [m("sr:8091", "1 cup", 0.75), m("sr:1001", "1 tbsp")]),
    ("french toast x2 (made w/ 2% milk)", [m("sr:18269", "1 slice", 2)]),
    ("mcdonalds hash brown & 8 oz orange juice", [m("sr:21319", "2 oz"), m("sr:9206", "1 cup")]),
    ("20 fl oz gatorade", [m("sr:14460", "1 fl oz", 20)]),
    ("1 c apple juice & a small blueberry muffin", [m("sr:9016", "1 cup"), m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("16oz lowfat chocolate milk", [m("sr:1104", "1 cup", 2)]),
    ("popcorn (air popped) x 4 cups", [m("sr:19034", "1 cup", 4)]),
    ("2 fun size snickers", [m("sr:19155", "1 bar, fun size", 2)]),
    ("25 small jellybeans", [m("sr:19108", "10 small", 2.5)]),
    ("10 gumdrops", [m("sr:19106", "10 gumdrops")]),
    ("tuna sandwich - 3 oz canned light tuna in water, 1 tbsp mayo, 2 slices white bread",
     [g("sr:15121", 3 * OZ, "3 oz typed"), g("sl:salad dressing, mayonnaise, regular", 13.8, "1 tbsp = 13.8 g (SR 4025)"), m("fd:bread, white, commercially prepared", "1 slice", 2)]),
    ("BLT: 3 slices bacon, 1 cup shredded iceberg, 1/2 cup sliced tomato, 2 slices of white toast",
     [m("sr:10124", "1 slice, cooked", 3), m("sr:11252", "1 cup, shredded"), m("sr:11529", "1 cup, chopped or sliced", 0.5), m("sr:18432", "1 slice", 2)]),
    ("1/2 cup cubed avocado & 2 fried eggs", [m("sr:9037", "1 cup, cubes", 0.5), m("sr:1128", "1 large", 2)]),
    ("1/2 c canned corn, drained & 1 c canned green beans, drained", [m("sr:11172", "1 cup", 0.5), m("sr:11056", "1 cup")]),
    ("stir fry: 4oz chicken breast, 1 c broccoli, 1 tbsp canola oil, 1 c white rice",
     [g("sr:5064", 4 * OZ, "4 oz typed, cooked by default"), m("fd:broccoli, raw", "1 cup"), m("sr:4582", "1 tbsp"), m("sr:20045", "1 cup")]),
]

# Set 184: chain items and home dishes, written after the session's first change (scored once with the build of the
# moment, before the next change).
HUNDREDEIGHTYFOURTH = [
    ("popeyes mild chicken strips x3", [m("sr:21417", "1 strip", 3)]),
    ("an original recipe thigh from kfc with a biscuit", [m("sr:21436", "1 thigh, with skin"), m("sr:21419", "1 biscuit")]),
    ("burger king whopper with cheese and a medium fries", [m("sr:21253", "1 item"), m("sr:21249", "1 medium, serving")]),
    ("wendy's small frosty", [m("sr:21248", "1 small, 12 oz. cup")]),
    ("4 chicken tenders from burger king", [m("sr:21256", "4 pieces")]),
    ("a popeyes mild chicken breast with skin and breading", [m("sr:21456", "1 breast, with skin")]),
    ("15 pieces of kfc popcorn chicken", [m("sr:21422", "1 piece", 15)]),
    ("burger king french toast sticks, 5 of them", [m("sr:21386", "1 serving, 5 sticks")]),
    ("a 16 oz vanilla shake from burger king", [m("sr:21141", "1 fluid ounce", 16)]),
    ("1.5 cups of cheerios with a cup of skim milk", [m("sr:8013", "1 cup, (1 NLEA serving)", 1.5), m("sr:1085", "1 cup")]),
    ("6 oz of beef meatloaf and 1/2 cup of boiled carrots", [g("fn:meat loaf made with beef", 6 * OZ, "6 oz typed"), m("sr:11125", ".5 cup, slices")]),
    ("a sloppy joe on a white bun, about 200 g", [g("fn:sloppy joe sandwich, on white bun", 200, "200 g typed")]),
    ("a slice of homemade apple pie with half a cup of vanilla ice cream", [m("sr:18302", '1 piece, (1/8 of 9" dia)'), m("sr:19095", "1 serving, 1/2 cup")]),
    ("an ounce of 70% dark chocolate", [m("sr:19904", "1 oz")]),
    ("a serving of canned mac and cheese", [m("sr:22247", "1 serving")]),
    ("kfc extra crispy drumstick and a cup of kfc coleslaw", [m("sr:21439", "1 drumstick, with skin"), m("sr:21420", "1 cup")]),
    ("a burger king hamburger and a medium order of fries", [m("sr:21250", "1 item"), m("sr:21249", "1 medium, serving")]),
    ("3 popeyes spicy wings", [m("sr:21455", "1 wing, with skin", 3)]),
    ("wendys jr hamburger without cheese", [m("sr:21241", "1 item")]),
    ("2 kfc original recipe drumsticks", [m("sr:21435", "1 drumstick, with skin", 2)]),
]

# Set 185: breakfasts typed casually (full sentences, chatter, brand words), written before the next parser change.
HUNDREDEIGHTYFIFTH = [
    ("had a toasted cinnamon raisin bagel with a tsp of butter", [m("sr:18006", '1 bagel, (3" dia)'), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("a whole wheat english muffin w/ 1 tbsp of peanut butter", [m("sr:18266", "1 muffin"), m("sr:16098", "2 tbsp", 0.5)]),
    ("1 packet of maple and brown sugar instant oatmeal", [m("sr:8130", "1 packet")]),
    ("a pop tart, frosted cherry", [m("sr:18481", "1 pastry")]),
    ("3 eggo golden oat waffles", [m("sr:18512", '1 waffle, round (4" dia) (include frozen)', 3)]),
    ("3/4 cup of regular cream of wheat cooked with water", [m("sr:8103", "1 cup", 0.75)]),
    ("a cheese danish and a 12 oz coffee with 2 tbsp half & half",
     [m("sr:18245", "1 pastry"), m("sr:14209", "1 fl oz", 12), m("sr:1049", "1 tbsp", 2)]),
    ("one large cinnamon danish", [m("sr:18244", '1 large, (approx 7" dia)')]),
    ("a large cinnamon roll with raisins from the bakery", [m("sr:18356", "1 large")]),
    ("an egg mcmuffin and a mcdonald's hash brown", [m("sr:21357", "1 item, 4.8 oz"), m("sr:21319", "2 oz")]),
    ("2 sausage mcmuffins (no egg)", [m("sr:21358", "1 item, 4 oz", 2)]),
    ("two tablespoons of cream cheese on a slice of rye toast", [m("sr:1017", "1 tbsp", 2), m("sr:18061", "1 slice, large")]),
    ("a 10 oz mug of homemade hot cocoa", [m("sr:1105", "1 fl oz", 10)]),
    ("a scone, about 90 g, with a cup of tea", [g("fn:scone", 90, "90 g typed"), m("sr:14355", "1 cup, (8 fl oz)")]),
    ("biscuits and gravy, 250 g", [g("fn:biscuit with gravy", 250, "250 g typed")]),
    ("4 mini cinnamon rolls", [m("sr:21388", "1 each", 4)]),
    ("a cup of cocoa puffs with 1/2 cup of 2% milk", [m("sr:8271", ".75 cup, (1 NLEA serving)", 4 / 3), m("sr:1079", "1 cup", 0.5)]),
    ("2 eggs over easy, an ounce of turkey bacon, and a slice of rye toast",
     [m("sr:1128", "1 large", 2), m("sr:42130", "1 oz"), m("sr:18061", "1 slice, large")]),
    ("for breakfast i had a cup of cottage cheese and 1/2 cup of canned peaches in juice",
     [m("sr:1012", "1 cup, large curd (not packed)"), m("sr:9238", "1 cup", 0.5)]),
    ("a small blueberry muffin and a 16 oz latte", [m("sr:18274", '1 small, (2-3/4" dia x 2")'), g("fn:coffee, latte", 16 * FLOZ, "16 fl oz at 1 g/ml")]),
]

# Set 186: dinners at home weighed or measured (other foods: roasts, survey dishes, grains, soy foods), written before
# the next parser change.
HUNDREDEIGHTYSIXTH = [
    ("5 oz pork tenderloin, roasted, and a cup of cooked bulgur", [g("sr:10061", 5 * OZ, "5 oz typed (lean, as the parser reads a trimmed roast)"), m("sr:20013", "1 cup")]),
    ("shrimp scampi, 280 g", [g("fn:shrimp scampi", 280, "280 g typed")]),
    ("a stuffed pepper with rice and meat, 300 g", [g("fn:stuffed pepper, with rice and meat", 300, "300 g typed")]),
    ("8 potato pierogi, about 320 g", [g("fn:pierogi", 320, "320 g typed")]),
    ("250 g of potato gnocchi with 1/2 cup marinara", [g("fn:gnocchi, potato", 250, "250 g typed"), m("sr:6931", "1 serving, 1/2 cup")]),
    ("half a cup of firm tofu and 1/2 cup brown rice", [m("sr:16126", ".5 cup"), m("sr:20037", "1 cup", 0.5)]),
    ("1 cup of tempeh", [m("sr:16114", "1 cup")]),
    ("a frozen veggie burger patty", [m("sr:16147", "1 pattie")]),
    ("2 spicy black bean burgers from morningstar", [m("sr:22123", "1 patty", 2)]),
    ("4 oz of pot roast", [g("fn:beef, pot roast", 4 * OZ, "4 oz typed")]),
    ("a veggie burger on a bun, 150 g", [g("fn:veggie burger, on bun", 150, "150 g typed")]),
    ("1 1/2 cups of cooked bulgur with a tbsp of olive oil", [m("sr:20013", "1 cup", 1.5), m("sr:4053", "1 tablespoon")]),
    ("2 cups of cooked egg noodles", [m("sr:20110", "1 cup", 2)]),
    ("2 cups of soft tofu cubes", [m("sr:16127", '1 cup, (1/2" cubes)', 2)]),
    ("3 oz of tempeh and a cup of steamed snow peas", [g("sr:16114", 3 * OZ, "3 oz typed"), m("sr:11301", "1 cup")]),
    ("a cup of couscous and 4 oz of grilled chicken thigh meat", [m("sr:20029", "1 cup, cooked"), g("sr:5098", 4 * OZ, "4 oz typed")]),
    ("two slices of meat lasagna, 400 g total", [g("fn:lasagna with meat", 400, "400 g typed")]),
    ("1/2 cup of cooked pearled barley", [m("sr:20006", "1 cup", 0.5)]),
    ("1/2 lb of cooked shrimp", [g("sr:15151", 8 * OZ, "half a pound typed")]),
    ("dinner was 6 oz of baked chicken breast with a cup of mashed potatoes", [g("sr:5064", 6 * OZ, "6 oz typed"), m("sr:11371", "1 cup")]),
]

# Set 187: candy, chips, crackers and drinks by the packs and counts people say, written before the next parser change.
HUNDREDEIGHTYSEVENTH = [
    ("2 mini kit kats", [m("sr:19109", "1 bar, miniature (.35 oz)", 2)]),
    ("a 2-cup pack of reese's peanut butter cups", [m("sr:19150", "1 package, 1.6 oz 2 cups")]),
    ("2 fun size 3 musketeers", [m("sr:19159", "1 serving, 2 fun size bars")]),
    ("two 12 oz cans of ginger ale", [m("sr:14136", "1 fl oz", 24)]),
    ("12 oz root beer with a slice of pizza hut cheese pizza", [m("sr:14157", "1 fl oz", 12), m("sr:21293", "1 slice")]),
    ("red bull (8.3 oz can)", [m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("sugar free red bull, 1 can", [m("sr:14156", "1 serving, 8.3 fl oz can")]),
    ("a kellogg's nutri-grain bar", [m("sr:19441", "1 bar")]),
    ("an ounce of nacho cheese tortilla chips and 2 tbsp salsa", [m("sr:19057", "1 oz"), m("sr:6164", "1 tbsp", 2)]),
    ("40 cheese puffs", [m("sr:19008", "32 pieces", 40 / 32)]),
    ("6 whole wheat crackers with an ounce of cheddar", [m("sr:18235", "1 cracker", 6), g("sr:1009", OZ, "1 oz typed")]),
    ("6 peanut butter cheese cracker sandwiches", [m("sr:18215", "6 cracker")]),
    ("1 oz bbq potato chips", [m("sr:19042", "1 oz")]),
    ("a 7 oz bag of sour cream and onion chips", [m("sr:19043", "1 bag, (7 oz)")]),
    ("a cup of cheez-its", [m("sr:18214", "1 cup, bite size")]),
    ("5 melba toasts with a tbsp of hummus", [m("sr:18222", "1 toast", 5), m("sr:16158", "1 tbsp")]),
    ("a piece of whole wheat matzo", [m("sr:18219", "1 matzo")]),
    ("a big kat bar", [m("sr:19250", "1 bar, 1.94 oz")]),
    ("30 kit kat bites", [m("sr:19237", "15 pieces", 2)]),
    ("half a 6 oz bag of reduced fat nacho tortilla chips", [m("sr:19424", "1 bag, (6 oz)", 0.5)]),
]

# Set 188: vegetables, fruit and sides by cut, count and state (other produce), written before the next parser change.
HUNDREDEIGHTYEIGHTH = [
    ("boiled zucchini slices, 2 cups", [m("sr:11478", "1 cup, sliced", 2)]),
    ("6 roasted brussels sprouts", [m("sr:11099", "1 sprout", 6)]),
    ("2 cups of raw zucchini, chopped, with a tbsp of olive oil", [m("sr:11477", "1 cup, chopped", 2), m("sr:4053", "1 tablespoon")]),
    ("10 large radishes", [m("sr:11429", '1 large, (1" to 1-1/4" dia)', 10)]),
    ("a cup of sliced radishes and 2 tbsp ranch", [m("sr:11429", "1 cup, slices"), m("sr:4639", "1 tablespoon", 2)]),
    ("a medium plantain, raw", [m("sr:9277", "1 medium")]),
    ("a cup of cooked plantain slices", [m("sr:9278", "1 cup, slices")]),
    ("1/4 cup of golden raisins", [m("sr:9297", "1 cup, (not packed)", 0.25)]),
    ("5 pitted prunes", [m("sr:9291", "1 prune, pitted", 5)]),
    ("7 dried figs", [m("sr:9094", "1 fig", 7)]),
    ("half a cup of no sugar added applesauce", [m("sr:9019", "1 cup", 0.5)]),
    ("2 cups of diced watermelon", [m("sr:9326", "1 cup, diced", 2)]),
    ("brussels sprouts, frozen then boiled, 1 cup", [m("sr:11101", "1 cup")]),
    ("half a cup of mashed boiled zucchini", [m("sr:11478", ".5 cup, mashed")]),
    ("a cup of watermelon balls and 10 grapes", [m("sr:9326", "1 cup, balls"), m("sr:9132", "10 grapes")]),
    ("2 cups raw brussels sprouts", [m("sr:11098", "1 cup", 2)]),
    ("1 cup of stewed prunes, no sugar", [m("sr:9292", "1 cup, pitted")]),
    ("3 brussels sprouts and a cup of boiled zucchini slices", [m("sr:11099", "1 sprout", 3), m("sr:11478", "1 cup, sliced")]),
    ("raisins, 1/2 cup packed", [m("sr:9298", "1 cup, packed", 0.5)]),
    ("cup of mashed plantains", [m("sr:9278", "1 cup, mashed")]),
]

# Set 189: amounts in words and decimals, and dishes from other kitchens, written before the next parser change.
HUNDREDEIGHTYNINTH = [
    ("two and a half ounces of lox on a plain bagel", [g("sr:15179", 2.5 * OZ, "2.5 oz typed"), m("sr:18406", '1 small bagel, (3" dia)')]),
    ("1.5 oz of smoked salmon", [g("sr:15179", 1.5 * OZ, "1.5 oz typed")]),
    ("four homemade falafel patties", [m("sr:16138", '1 patty, (approx 2-1/4" dia)', 4)]),
    ("a samosa, about 100 grams", [g("fn:samosa", 100, "100 g typed")]),
    ("6 steamed pork dumplings, 180 g", [g("fn:wonton, dumpling or pot sticker, steamed", 180, "180 g typed")]),
    ("eight fried potstickers weighing 200 g", [g("fn:wonton, dumpling or pot sticker, fried", 200, "200 g typed")]),
    ("a pork tamale from a latin restaurant", [m("fd:restaurant, latino, tamale, pork", "1 piece")]),
    ("2 pork tamales", [m("fd:restaurant, latino, tamale, pork", "1 piece", 2)]),
    ("pho with beef, 600 g", [g("fn:soup, pho, with meat", 600, "600 g typed")]),
    ("three thin slices of beef luncheon meat", [m("sr:7043", "1 slice, rectangle", 3)]),
    ("a quarter pound of sliced deli turkey", [g("sr:7944", LB / 4, "a quarter pound typed")]),
    ("one and a half cups of canned chicken and dumplings", [m("sr:22952", "1 cup, (1 serving)", 1.5)]),
    ("0.75 cup of boiled lentils", [m("sr:16070", "1 cup", 0.75)]),
    ("two thirds of a cup of cooked brown rice", [m("sr:20037", "1 cup", 2 / 3)]),
    ("a falafel sandwich, 250g", [g("fn:falafel sandwich", 250, "250 g typed")]),
    ("one and a quarter cups of cottage cheese", [m("sr:1012", "1 cup, large curd (not packed)", 1.25)]),
    ("1/3 lb of grilled salmon, wild", [g("sr:15209", LB / 3, "a third of a pound typed")]),
    ("twelve dry roasted almonds and half a cup of blueberries", [m("sr:12563", "1 oz, (22 whole kernels)", 12 / 22), m("sr:9050", "1 cup", 0.5)]),
    ("2.5 cups of popcorn, air popped", [m("sr:19034", "1 cup", 2.5)]),
    ("3.5 oz of roasted chicken breast, no skin", [g("sr:5064", 3.5 * OZ, "3.5 oz typed")]),
]

# Set 190: drinks by the glass, can, shot and bottle (wine, light beer, spirits, milks, juices), written before the
# next parser change.
HUNDREDNINETIETH = [
    ("a 6 oz glass of white wine", [m("sr:14106", "1 fl oz", 6)]),
    ("two bud lights", [m("sr:14007", "12 fl oz", 2)]),
    ("a michelob ultra with an ounce of tortilla chips", [m("sr:14013", "12 fl oz"), m("sr:19056", "1 oz")]),
    ("a 12 oz light beer", [m("sr:14006", "1 fl oz", 12)]),
    ("an 8 oz margarita", [g("fn:margarita", 8 * FLOZ, "8 fl oz at 1 g/ml")]),
    ("a shot of 90 proof gin", [m("sr:14049", "1 jigger, 1.5 fl oz")]),
    ("rum, 80 proof, 3 fl oz", [m("sr:14037", "1 fl oz", 3)]),
    ("a 16 oz bottle of kombucha", [g("fn:tea, kombucha", 16 * FLOZ, "16 fl oz at 1 g/ml")]),
    ("a cup of unsweetened almond milk", [g("fn:almond milk, unsweetened", 8 * FLOZ, "1 cup = 8 fl oz at 1 g/ml")]),
    ("11 oz of coconut water", [m("sr:12119", "1 cup", 11 / 8)]),
    ("12 oz black coffee with 1 tbsp half and half", [m("sr:14209", "1 fl oz", 12), m("sr:1049", "1 tbsp")]),
    ("a cup of hot tea with a teaspoon of honey", [m("sr:14355", "1 cup, (8 fl oz)"), m("sr:19296", "1 tbsp", 1 / 3)]),
    ("12 oz of lemonade from frozen concentrate", [m("sr:14293", "1 fl oz", 12)]),
    ("16 oz of whole chocolate milk", [m("sr:1102", "1 fl oz", 16)]),
    ("a pint of regular beer", [m("sr:14003", "1 fl oz", 16)]),
    ("2 cups of 2% chocolate milk", [m("sr:1103", "1 cup", 2)]),
    ("two jiggers of 86 proof whiskey", [m("sr:14550", "1 jigger, 1.5 fl oz", 2)]),
    ("a 10 oz glass of pink lemonade from concentrate", [m("sr:14543", "1 fl oz", 10)]),
    ("a glass of sugar free lemonade made from powder", [m("sr:14290", "1 serving, 1 cup 8 fl oz")]),
    ("3 glasses of red wine, 5 oz each", [m("sr:14096", "1 serving, 5 fl oz", 3)]),
]

# Set 191: packed lunches and deli sides typed as lists (salads by the cup, deli meats by the slice, crackers and
# cookies by count), written before the next parser change.
HUNDREDNINETYFIRST = [
    ("packed lunch: 3 oz tuna salad, 6 saltines, 8 baby carrots", [g("sr:15128", 3 * OZ, "3 oz typed"), m("sr:18228", "5 crackers, square (1 serving)", 6 / 5), m("sr:11960", "1 medium", 8)]),
    ("homemade potato salad, 1.5 cups", [m("sr:11414", "1 cup", 1.5)]),
    ("egg salad made with mayo, 110 g", [g("fn:egg salad, made with mayonnaise", 110, "110 g typed")]),
    ("22 pepperoni slices", [m("sr:7057", "1 slice, round", 22)]),
    ("an ounce of provolone and 4 whole wheat crackers", [m("sr:1035", "1 oz"), m("sr:18235", "1 cracker", 4)]),
    ("2 soft chocolate chip cookies", [m("sr:18160", "1 cookie, (average weight of 1 cookie)", 2)]),
    ("3 homemade chocolate chip cookies made with butter", [m("sr:18378", '1 cookie, medium (2-1/4" dia)', 3)]),
    ("a tuna salad sandwich on white, 200 g", [g("fn:tuna salad sandwich on white", 200, "200 g typed")]),
    ("1/3 cup potato salad from a deli", [m("sr:21140", ".333 cup")]),
    ("a cup of chopped raw carrots with 2 tbsp ranch", [m("sr:11124", "1 cup, chopped"), m("sr:4639", "1 tablespoon", 2)]),
    ("pasta salad with chicken, about 200 g", [g("fn:macaroni or pasta salad with chicken", 200, "200 g typed")]),
    ("4 large baby carrots and a tbsp of hummus", [m("sr:11960", "1 large", 4), m("sr:16158", "1 tbsp")]),
    ("lunch - 2 oz hard salami, 1 oz provolone, 1 oz wheat crackers", [g("sr:7072", 2 * OZ, "2 oz typed"), m("sr:1035", "1 oz"), g("sr:18232", OZ, "1 oz typed")]),
    ("a cup of tuna salad on a bed of 2 cups romaine", [m("sr:15128", "1 cup"), m("sr:11251", "1 cup, shredded", 2)]),
    ("egg salad sandwich on wheat bread, 180 g", [g("fn:egg salad sandwich on wheat", 180, "180 g typed")]),
    ("a box of fast food chocolate chip cookies", [m("sr:21030", "1 box")]),
    ("2 oz of provolone slices", [g("sr:1035", 2 * OZ, "2 oz typed")]),
    ("8 pepperoni slices and a 1 oz part skim mozzarella string cheese", [m("sr:7057", "1 slice, round", 8), m("sr:1028", "1 oz")]),
    ("potato salad with egg, 150 g", [g("fn:potato salad with egg, made with mayonnaise", 150, "150 g typed")]),
    ("a cup of grated carrots", [m("sr:11124", "1 cup, grated")]),
]

# Set 192: meats by the link, crumble and ounce (sausages, ground meats other than beef), written before the next
# parser change.
HUNDREDNINETYSECOND = [
    ("a cooked italian pork sausage link, 4 to the pound", [m("sr:7089", "1 link, 4/lb")]),
    ("2 grilled bratwursts", [m("sr:7013", "1 link, cooked", 2)]),
    ("3 oz of cooked ground chicken crumbles", [m("sr:5333", "3 oz, crumbled")]),
    ("4 oz of ground lamb, broiled", [g("sr:17225", 4 * OZ, "4 oz typed")]),
    ("a chicken bratwurst", [m("sr:7923", "1 serving, 2.96 oz")]),
    ("3 oz of cooked ground pork with a cup of white rice", [m("sr:10220", "3 oz"), m("sr:20045", "1 cup")]),
    ("italian sausage, 5 per pound, cooked, 2 links", [m("sr:7089", "1 link, 5/lb", 2)]),
    ("1 lb of raw ground lamb", [g("sr:17224", LB, "1 lb typed")]),
    ("2 cups of spaghetti and meatballs from a can", [m("sr:22912", "1 cup", 2)]),
    ("half a cup of meatless meatballs", [m("sr:43132", "1 cup", 0.5)]),
    ("a bratwurst on a bun with mustard", [m("sr:7013", "1 link, cooked"), m("sr:18350", "1 roll"), m("sr:2046", "1 tsp, or 1 packet")]),
    ("4 oz raw ground chicken", [m("sr:5332", "4 oz, crumbled")]),
    ("6 oz pan browned ground chicken", [g("sr:5333", 6 * OZ, "6 oz typed")]),
    ("swedish meatballs in cream sauce, 250 g", [g("fn:swedish meatballs with cream or white sauce", 250, "250 g typed")]),
    ("an italian turkey sausage, smoked, 2 oz", [m("sr:7927", "1 serving, 2 oz")]),
    ("2 sweet italian sausage links", [m("sr:7914", "1 link, 3 oz", 2)]),
    ("half a pound of raw ground pork", [m("sr:10219", "4 oz", 2)]),
    ("a cup of chef boyardee spaghetti and meatballs", [m("sr:22518", "1 cup")]),
    ("a smoked beef and pork bratwurst", [m("sr:7922", "1 serving, 2.33 oz")]),
    ("3 oz of broiled ground lamb patty", [m("sr:17225", "3 oz")]),
]

# Set 193: desserts at home by the slice, scoop, square and cup (pies, cakes, puddings, frozen desserts), written before
# the next parser change.
HUNDREDNINETYTHIRD = [
    ("pumpkin pie, 1 slice, store-bought", [m("sr:18326", "1 slice")]),
    ("an eighth of a homemade 9 inch cherry pie", [m("sr:18309", '1 piece, (1/8 of 9" dia)')]),
    ("2 soft oatmeal cookies", [m("sr:18179", "1 cookie", 2)]),
    ("half a cup of strawberry ice cream", [m("sr:19271", ".5 cup, (4 fl oz)")]),
    ("a large brownie square from the store", [m("sr:18151", '1 square, large (2-3/4" sq x 7/8")')]),
    ("2 mini blueberry muffins", [m("sr:18274", '1 mini, miniature (1-1/4" dia)', 2)]),
    ("two slices of pound cake", [m("sr:18121", "1 piece, (1/10 of 10.6 oz cake)", 2)]),
    ("a slice of no-bake cheesecake made from a mix", [m("sr:18148", '1 piece, (1/12 of 9" dia)')]),
    ("a raspberry danish", [m("sr:18435", '1 pastry, (4-1/4" dia)')]),
    ("1 cup chocolate frozen yogurt", [m("sr:42186", "1 cup")]),
    ("a cup of sugar free jello", [m("sr:19176", ".5 cup", 2)]),
    ("a piece of store-bought angel food cake", [m("sr:18086", "1 piece, (1/12 of 12 oz cake)")]),
    ("one fried pie, cherry filled", [m("sr:18444", '1 pie, (5" x 3-3/4")')]),
    ("half cup of orange sherbet", [m("sr:19097", ".5 cup, (4 fl oz)")]),
    ("a slice of egg custard pie", [m("sr:18317", '1 piece, (1/6 of 8" pie)')]),
    ("a tapioca pudding cup", [m("sr:19218", "1 container, refrigerated 4 oz")]),
    ("two pieces of angel food cake made from a boxed mix", [m("sr:18088", '1 piece, (1/12 of 10" dia)', 2)]),
    ("half a cup of vanilla ice cream with 2 tbsp of fudge syrup", [m("sr:19095", "1 serving, 1/2 cup"), m("sr:19348", "2 tbsp")]),
    ("a cup of homemade caramel flan", [m("sr:19094", ".5 cup", 2)]),
    ("a homemade cream puff with custard", [m("sr:18238", "1 cream puff")]),
]

# Set 194: labelled meals of several items (other everyday foods in the dev set's "label: item, item" shape), written
# before the next parser change.
HUNDREDNINETYFOURTH = [
    ("taco night: 2 large taco shells, 3 oz cooked ground turkey, 2 tbsp salsa, 1 oz monterey jack",
     [m("sr:18360", '1 large, (6-1/2" dia)', 2), g("sr:5306", 3 * OZ, "3 oz typed"), m("sr:6164", "1 tbsp", 2), g("sr:1025", OZ, "1 oz typed")]),
    ("snack plate: an ounce of brie, 1 oz dry salami and 10 red grapes",
     [g("sr:1006", OZ, "1 oz typed"), m("sr:7072", "1 oz"), m("sr:9132", "10 grapes")]),
    ("stir fry: 4 oz raw flank steak, 1 cup snow peas, 1 tbsp sesame oil, 1 cup brown rice",
     [g("sr:23656", 4 * OZ, "4 oz typed"), m("sr:11300", "1 cup, whole"), m("sr:4058", "1 tablespoon"), m("sr:20037", "1 cup")]),
    ("lunch: a cup of lentil and ham soup, a wheat dinner roll and a medium pear",
     [m("sr:6037", "1 cup, (8 fl oz)"), m("sr:18347", "1 roll, (1 oz)"), m("sr:9252", "1 medium")]),
    ("dinner: 5 oz roasted pork tenderloin, 1/2 cup boiled brussels sprouts, 1 cup mashed potatoes made with milk and butter",
     [g("sr:10061", 5 * OZ, "5 oz typed"), m("sr:11099", ".5 cup"), m("sr:11934", "1 cup")]),
    ("breakfast sandwich: english muffin, 2 egg whites, 1 oz american cheese, 2 slices canadian bacon",
     [m("sr:18258", "1 muffin"), m("sr:1124", "1 large", 2), m("sr:1147", "1 oz"), m("sr:10130", "2 slices, (6 per 6-oz pkg.)")]),
    ("nachos: 2 oz tortilla chips, 1/2 cup refried beans, 1/4 cup shredded monterey jack, 2 tbsp salsa",
     [m("sr:19056", "1 oz", 2), m("sr:16103", "1 cup", 0.5), m("sr:1025", "1 cup, shredded", 0.25), m("sr:6164", "1 tbsp", 2)]),
    ("cereal: 1 cup kellogg's raisin bran with a cup of skim milk",
     [m("sr:8060", "1 cup, ( 1 NLEA serving)"), m("sr:1085", "1 cup")]),
    ("greek salad: 2 cups shredded romaine, 1 oz feta, 6 large black olives, 1/2 cup sliced cucumber, 1 tbsp olive oil",
     [m("sr:11251", "1 cup, shredded", 2), m("sr:1019", "1 oz"), m("sr:9193", "1 large", 6), m("sr:11205", ".5 cup, slices"), m("sr:4053", "1 tablespoon")]),
    ("date night: 2 glasses of white wine, 5 oz each, and 8 asparagus spears",
     [m("sr:14106", "1 serving, 5 fl oz", 2), m("sr:11012", "4 spears, (1/2\" base)", 2)]),
    ("bbq plate: half a cup of homemade coleslaw and a piece of cornbread from a mix",
     [m("sr:11159", ".5 cup"), m("sr:18023", "1 piece")]),
    ("sunday breakfast: 2 frozen waffles, 2 turkey breakfast links, 1 cup cantaloupe cubes",
     [m("sr:18365", '1 waffle, square (4" square) (include frozen)', 2), m("sr:7919", "2 oz, 2 links"), m("sr:9181", "1 cup, cubes")]),
    ("power bowl: 1 cup brown rice, 1/2 cup canned chickpeas, 1 tbsp tahini, 1 cup shredded romaine",
     [m("sr:20037", "1 cup"), m("sr:16058", "1 cup", 0.5), m("sr:12166", "1 tbsp"), m("sr:11251", "1 cup, shredded")]),
    ("chicken caesar wrap: two 6 inch flour tortillas, 3 oz roasted chicken breast, 1 cup shredded romaine, 1 tbsp caesar dressing, 1 tbsp grated parmesan",
     [m("sr:18364", '1 tortilla, medium (approx 6" dia)', 2), g("sr:5064", 3 * OZ, "3 oz typed"), m("sr:11251", "1 cup, shredded"), m("sr:43015", "1 tbsp"), m("sr:1032", "1 tbsp")]),
    ("after the gym: 16 oz skim milk and a medium pear",
     [m("sr:1085", "1 fl oz", 16), m("sr:9252", "1 medium")]),
    ("picnic: 1 cup of red grapes, 2 oz of brie and a cup of cucumber slices",
     [m("sr:9132", "1 cup"), g("sr:1006", 2 * OZ, "2 oz typed"), m("sr:11205", ".5 cup, slices", 2)]),
    ("quick dinner: 2 soft flour tortillas (6 inch) with 1/2 cup refried beans and 1 oz american cheese",
     [m("sr:18364", '1 tortilla, medium (approx 6" dia)', 2), m("sr:16103", "1 cup", 0.5), m("sr:1147", "1 oz")]),
    ("brunch: 2 slices of homemade french toast, 2 slices canadian bacon, 1 cup cantaloupe balls",
     [m("sr:18269", "1 slice", 2), m("sr:10130", "2 slices, (6 per 6-oz pkg.)"), m("sr:9181", "1 cup, balls")]),
    ("late snack: 1 oz monterey jack and a wheat dinner roll",
     [g("sr:1025", OZ, "1 oz typed"), m("sr:18347", "1 roll, (1 oz)")]),
    ("side dishes: 1/2 cup frozen snow peas, boiled, and 1 cup boiled asparagus",
     [m("sr:11303", "1 cup", 0.5), m("sr:11012", ".5 cup", 2)]),
]

# Set 195: holiday dinner foods and their leftovers (turkey by the meat, stuffing, cranberry sauce, gravy, pies, eggnog),
# written before the next parser change.
HUNDREDNINETYFIFTH = [
    ("4 oz of roasted dark meat turkey, no skin", [g("sr:5188", 4 * OZ, "4 oz typed")]),
    ("a cup of chopped light meat turkey, roasted, without skin", [m("sr:5186", "1 cup, chopped or diced")]),
    ("half a cup of stuffing made from a mix", [m("sr:18082", ".5 cup")]),
    ("2 slices of canned cranberry sauce", [m("sr:9081", '1 slice, (1/2" thick, approx 8 slices per can)', 2)]),
    ("3 tbsp of canned turkey gravy", [m("sr:6125", "1 tbsp", 3)]),
    ("eggnog, 2 cups over the evening", [m("sr:1057", "1 cup", 2)]),
    ("a slice of homemade pecan pie", [m("sr:18325", '1 piece, (1/8 of 9" dia)')]),
    ("leftover turkey sandwich: 2 slices rye bread, 3 oz roasted light meat turkey without skin, 2 tbsp cranberry sauce, 1 tbsp mayo",
     [m("sr:18060", "1 slice", 2), g("sr:5186", 3 * OZ, "3 oz typed"), m("sr:9081", "1 cup", 2 / 16), m("sr:4025", "1 tbsp")]),
    ("half a cup of cornbread stuffing from a mix", [m("sr:18085", ".5 cup")]),
    ("a slice of store bought pecan pie with 2 tbsp whipped cream from a can", [m("sr:18324", "1 slice"), m("sr:1054", "1 tbsp", 2)]),
    ("1 cup mashed potatoes made with whole milk and butter and 1/2 cup turkey gravy", [m("sr:11934", "1 cup"), m("sr:6125", "1 cup", 0.5)]),
    ("2 dinner rolls with a tbsp of butter", [m("sr:18342", "1 roll, (1 oz)", 2), m("sr:1001", "1 tbsp")]),
    ("6 oz glass of eggnog", [m("sr:1057", "1 fl oz", 6)]),
    ("2 slices of deli ham and a slice of cranberry sauce", [m("sr:7029", "1 slice", 2), m("sr:9081", '1 slice, (1/2" thick, approx 8 slices per can)')]),
    ("canned sweet potato, mashed, 3/4 cup", [m("sr:11514", "1 cup", 0.75)]),
    ("half a cup of canned yams in syrup", [m("sr:11645", "1 cup", 0.5)]),
    ("8 oz of cranberry apple juice", [m("sr:14238", "1 fl oz", 8)]),
    ("thanksgiving plate: 5 oz roasted light meat turkey without skin, 1/2 cup stuffing made from a mix, 1/4 cup cranberry sauce, 1/2 cup turkey gravy",
     [g("sr:5186", 5 * OZ, "5 oz typed"), m("sr:18082", ".5 cup"), m("sr:9081", "1 cup", 0.25), m("sr:6125", "1 cup", 0.5)]),
    ("two pieces of homemade pecan pie", [m("sr:18325", '1 piece, (1/8 of 9" dia)', 2)]),
    ("3 oz dark turkey meat with the skin, roasted", [g("sr:5184", 3 * OZ, "3 oz typed")]),
]

# Set 196: fish and shellfish by the piece, fillet, can and cup, written before the next parser change.
HUNDREDNINETYSIXTH = [
    ("6 large raw sea scallops", [m("sr:15172", "1 unit, 2 large or 5 small", 3)]),
    ("1 cup of cooked lobster meat", [m("sr:15148", "1 cup")]),
    ("a cooked spiny lobster", [m("sr:15228", "1 lobster")]),
    ("an order of 6 battered fried oysters", [m("sr:21048", "6 pieces")]),
    ("breaded fried clams, 1.5 cups", [m("sr:21043", ".75 cup", 2)]),
    ("half a baked halibut fillet", [m("sr:15037", ".5 fillet")]),
    ("a grilled rainbow trout fillet, farmed", [m("sr:15241", "1 fillet")]),
    ("2 breaded catfish fillets, fried", [m("sr:15011", "1 fillet", 2)]),
    ("2 crab cakes", [m("sr:15142", "1 cake", 2)]),
    ("lox, 3 oz, on its own", [m("sr:15179", "3 oz")]),
    ("3 oz sardines canned in oil", [g("sr:15088", 3 * OZ, "3 oz typed")]),
    ("6 oz baked wild catfish", [g("sr:15233", 6 * OZ, "6 oz typed")]),
    ("5 oz of broiled halibut and a cup of brown rice", [g("sr:15037", 5 * OZ, "5 oz typed"), m("sr:20037", "1 cup")]),
    ("8 breaded and fried scallops", [m("sr:15173", "2 large", 4)]),
    ("3 oz of steamed scallops", [g("sr:90240", 3 * OZ, "3 oz typed")]),
    ("a raw rainbow trout fillet, wild", [m("sr:15115", "1 fillet")]),
    ("fish dinner: a fried catfish fillet, 3/4 cup fried clams and 1 cup kfc coleslaw",
     [m("sr:15011", "1 fillet"), m("sr:21043", ".75 cup"), m("sr:21420", "1 cup")]),
    ("4 oz raw yellowfin tuna steak", [g("sl:fish, tuna, fresh, yellowfin, raw", 4 * OZ, "4 oz typed")]),
    ("a cup of cooked lobster meat with 2 tbsp melted butter", [m("sr:15148", "1 cup"), m("sr:1001", "1 tbsp", 2)]),
    ("two smoked salmon slices, about 1 oz each", [m("sr:15179", "1 oz", 2)]),
]

# Set 197: snack foods by the piece, bag, pouch and handful (jerky, rice cakes, pretzels, trail mix, popcorn, bars),
# written before the next parser change.
HUNDREDNINETYSEVENTH = [
    ("beef jerky, 3 big pieces", [m("sr:19002", "1 piece, large", 3)]),
    ("four plain rice cakes", [m("sr:19051", "1 cake", 4)]),
    ("20 hard pretzel twists", [m("sr:19047", "10 twists", 2)]),
    ("half a cup of trail mix with chocolate chips", [m("sr:19062", "1 cup", 0.5)]),
    ("3 cups of oil-popped popcorn", [m("sr:19035", "1 cup", 3)]),
    ("two crunchy plain granola bars", [m("sr:19015", "1 bar", 2)]),
    ("a pouch of fruit snacks", [m("sr:19272", "1 pouch")]),
    ("2 small fruit leather rolls", [m("sr:19014", "1 small", 2)]),
    ("half an ounce of pork rinds", [m("sr:19041", ".5 oz")]),
    ("half a cup of cheese crackers, bite size", [m("sr:18214", "1 cup, bite size", 0.5)]),
    ("10 arrowroot cookies", [m("sr:18150", "1 Arrowroot biscuit, (include Arrowroot cookie)", 10)]),
    ("1/4 cup dry roasted sunflower seeds, salted", [m("sr:12537", "1 cup", 0.25)]),
    ("2 chocolate covered pretzels", [m("sr:19048", "1 pretzel", 2)]),
    ("1 oz bbq pork skins", [m("sr:19408", "1 oz")]),
    ("2 buckwheat rice cakes", [m("sr:19052", "1 cake", 2)]),
    ("a handful of tropical trail mix, about 1 oz", [m("sr:19061", "1 oz")]),
    ("a chocolate chip granola bar, the hard kind", [m("sr:19017", "1 bar")]),
    ("an ounce of whole wheat pretzels", [m("sr:19050", "1 oz")]),
    ("movie snack: 4 cups of oil-popped popcorn and a 20 oz bottle of cola", [m("sr:19035", "1 cup", 4), m("sr:14400", "1 fl oz", 20)]),
    ("road trip: 1 oz beef jerky, a plain hard granola bar and 2 plain rice cakes", [m("sr:19002", "1 oz"), m("sr:19015", "1 bar"), m("sr:19051", "1 cake", 2)]),
]

# Set 198: salads and bowls built at home by their parts (other greens, toppings and dressings), written before the
# next parser change.
HUNDREDNINETYEIGHTH = [
    ("spinach salad: 3 cups raw spinach, 1 hard-boiled egg, 2 tbsp blue cheese dressing",
     [m("sr:11457", "1 cup", 3), g("sr:1129", 50, "1 large, SR 1129 = 50 g"), m("sr:4539", "1 tbsp", 2)]),
    ("2 cups shredded green leaf lettuce with 2 tbsp italian dressing", [m("sr:11253", "1 cup, shredded", 2), m("sr:4114", "1 tbsp", 2)]),
    ("arugula salad: 2 cups arugula, 1 oz shaved parmesan, 1 tbsp olive oil",
     [m("sr:11959", ".5 cup", 4), m("sr:1033", "1 oz"), m("sr:4053", "1 tablespoon")]),
    ("2 cups chopped raw kale, 1/4 cup seasoned croutons, 2 tbsp caesar dressing",
     [m("sr:11233", "1 cup, chopped", 2), m("sr:18243", "1 cup", 0.25), m("sr:43015", "1 tbsp", 2)]),
    ("cobb salad: 2 cups shredded romaine, 1 hard boiled egg, 2 slices bacon, 1 oz blue cheese, half an avocado, 2 tbsp ranch",
     [m("sr:11251", "1 cup, shredded", 2), g("sr:1129", 50, "1 large, SR 1129 = 50 g"), m("sr:10124", "1 slice, cooked", 2),
      m("sr:1004", "1 oz"), m("sr:9038", "1 fruit, without skin and seed", 0.5), m("sr:4639", "1 tablespoon", 2)]),
    ("burrito bowl at home: 1 cup brown rice, 1/2 cup black beans, 1/2 cup canned corn, drained, 2 tbsp salsa, a quarter of an avocado",
     [m("sr:20037", "1 cup"), m("sr:16015", "1 cup", 0.5), m("sr:11172", "1 cup", 0.5), m("sr:6164", "1 tbsp", 2),
      m("sr:9038", "1 fruit, without skin and seed", 0.25)]),
    ("quinoa bowl: 1 cup cooked quinoa, 1 cup shelled edamame, 1 tbsp sesame oil",
     [m("sr:20137", "1 cup"), m("sr:11212", "1 cup"), m("sr:4058", "1 tablespoon")]),
    ("a cup of raw spinach with 2 tbsp reduced fat ranch", [m("sr:11457", "1 cup"), m("sr:4640", "1 tablespoon", 2)]),
    ("big salad: 4 cups shredded green leaf lettuce, 1/2 cup canned corn, drained, 1/2 cup black beans, 3 tbsp ranch",
     [m("sr:11253", "1 cup, shredded", 4), m("sr:11172", "1 cup", 0.5), m("sr:16015", "1 cup", 0.5), m("sr:4639", "1 tablespoon", 3)]),
    ("1/2 cup cubed avocado on 2 cups spinach", [m("sr:9037", "1 cup, cubes", 0.5), m("sr:11457", "1 cup", 2)]),
    ("egg salad: 2 chopped hard-boiled eggs with 1 tbsp mayo", [g("sr:1129", 100, "2 large, SR 1129 = 50 g each"), m("sr:4025", "1 tbsp")]),
    ("1/4 cup plain croutons", [m("sr:18242", "1 cup", 0.25)]),
    ("side salad: 1 cup shredded romaine and 1 tbsp fat free italian", [m("sr:11251", "1 cup, shredded"), m("sr:4636", "1 tbsp")]),
    ("3 tbsp of reduced calorie italian dressing", [m("sr:42140", "1 tbsp", 3)]),
    ("kale and quinoa salad: 1 cup chopped kale, 1/2 cup cooked quinoa, 1 tbsp olive oil, 1/2 oz shaved parmesan",
     [m("sr:11233", "1 cup, chopped"), m("sr:20137", "1 cup", 0.5), m("sr:4053", "1 tablespoon"), m("sr:1033", "1 oz", 0.5)]),
    ("a cup of frozen edamame, prepared, with a pinch of salt", [m("sr:11212", "1 cup")]),
    ("1 oz crumbled blue cheese over 2 cups romaine", [m("sr:1004", "1 oz"), m("sr:11251", "1 cup, shredded", 2)]),
    ("10 arugula leaves and a tbsp of regular italian dressing", [m("sr:11959", "1 leaf", 10), m("sr:4114", "1 tbsp")]),
    ("taco salad at home: 2 cups shredded romaine, 1/2 cup black beans, 1 oz monterey jack, 2 tbsp salsa, 1 oz tortilla chips",
     [m("sr:11251", "1 cup, shredded", 2), m("sr:16015", "1 cup", 0.5), g("sr:1025", OZ, "1 oz typed"), m("sr:6164", "1 tbsp", 2), m("sr:19056", "1 oz")]),
    ("a hard boiled egg, chopped, on 1 cup of spinach with 1 tbsp blue cheese dressing",
     [g("sr:1129", 50, "1 large, SR 1129 = 50 g"), m("sr:11457", "1 cup"), m("sr:4539", "1 tbsp")]),
]

# Set 199: frozen meals and canned entrees by the package, tray and can (brand words as people type them), written
# before the next parser change.
HUNDREDNINETYNINTH = [
    ("lean cuisine spaghetti & meatballs, 1 tray", [m("sr:22572", "1 serving")]),
    ("lean cuisine swedish meatballs", [m("sr:22573", "1 serving")]),
    ("a stouffer's lasagna with meat sauce, one serving", [m("sr:22570", "1 serving")]),
    ("a stouffers chicken pot pie", [m("sr:22527", "1 package, yields")]),
    ("banquet chicken pot pie", [m("sr:22525", "1 pie")]),
    ("marie callenders pot pie, chicken, the whole pie", [m("sr:22526", "1 pie")]),
    ("a hot pocket, ham and cheese, the whole package", [m("sr:22537", "1 package, yields")]),
    ("one beef and cheddar hot pocket", [m("sr:22534", "1 serving")]),
    ("a cup of chef boyardee beefaroni", [m("sr:22516", "1 cup")]),
    ("2 cups of spaghettios with meatballs", [m("sr:22940", "1 cup, (1 serving)", 2)]),
    ("a can of chef boyardee beef ravioli, about 2 cups", [m("sr:22515", "1 cup", 2)]),
    ("healthy choice chicken teriyaki frozen meal", [m("sr:22587", "1 meal")]),
    ("one lean cuisine meat sauce spaghetti", [m("sr:22580", "1 serving")]),
    ("stouffer's stuffed peppers, 1 serving", [m("sr:22569", "1 serving")]),
    ("half a can of original spaghettios, 1 cup", [m("sr:22931", "1 cup, (1 serving)")]),
    ("a banquet salisbury steak meal", [m("sr:22711", "1 meal")]),
    ("1 1/2 cups of chef boyardee mini ravioli", [m("sr:22517", "1 cup", 1.5)]),
    ("a lean cuisine chicken and vegetables with vermicelli", [m("sr:22577", "1 serving")]),
    ("stouffer's creamed chipped beef, one serving", [m("sr:22579", "1 serving")]),
    ("lunch: a lean cuisine macaroni and beef and a 12 oz can of cola", [m("sr:22576", "1 serving"), m("sr:14400", "1 can, 12 fl oz")]),
]

# Set 200: Asian home cooking by its parts (tofu, noodles, greens, sauces), written before the next parser change.
TWOHUNDREDTH = [
    ("tofu stir fry: 1/4 block firm tofu, 1 cup chopped red bell pepper, 1 tbsp soy sauce, 1 tbsp sesame oil",
     [m("sr:16126", ".25 block"), m("sr:11821", "1 cup, chopped"), m("sr:16123", "1 tbsp"), m("sr:4058", "1 tablespoon")]),
    ("1 cup cooked rice noodles with 1 tbsp hoisin sauce", [m("sr:20134", "1 cup"), m("sr:6175", "1 tbsp")]),
    ("egg noodles, cooked, 1.5 cups", [m("sr:20310", "1 cup", 1.5)]),
    ("1 cup of boiled bok choy", [m("sr:11117", "1 cup, shredded")]),
    ("4 cooked shiitake mushrooms", [m("sr:11269", "4 mushrooms")]),
    ("1 cup short grain white rice, cooked", [m("sr:20053", "1 cup")]),
    ("3 tbsp of bottled teriyaki", [m("sr:6112", "1 tbsp", 3)]),
    ("half a cup of sliced canned water chestnuts", [m("sr:11590", ".5 cup, slices")]),
    ("2 cups of fresh mung bean sprouts", [m("sr:11043", "1 cup", 2)]),
    ("1 tbsp of sesame seeds", [m("sr:12023", "1 tbsp")]),
    ("fried rice at home: 1 cup cooked white rice, 1/2 cup frozen peas and carrots, 1 large egg, 1 tbsp soy sauce, 1 tbsp canola oil",
     [m("sr:20045", "1 cup"), m("sr:11322", ".5 cup"), g("sr:1123", 50, "1 large, SR 1123 = 50 g"), m("sr:16123", "1 tbsp"), m("sr:4582", "1 tbsp")]),
    ("2 packs of beef ramen noodles, dry", [m("sr:6982", "1 package", 2)]),
    ("half a block of firm tofu", [m("sr:16126", ".25 block", 2)]),
    ("a tbsp of oyster sauce over 1 cup of boiled pak choi", [m("sr:6176", "1 tbsp"), m("sr:11117", "1 cup, shredded")]),
    ("half a cup of crunchy chow mein noodles", [m("sr:20113", "1 cup", 0.5)]),
    ("2 oz dry rice noodles", [m("sr:20133", "2 oz")]),
    ("noodle bowl: 1 cup cooked egg noodles, 4 cooked shiitake mushrooms, 1 tbsp soy sauce, 1 tsp sesame oil",
     [m("sr:20310", "1 cup"), m("sr:11269", "4 mushrooms"), m("sr:16123", "1 tbsp"), m("sr:4058", "1 tablespoon", 1 / 3)]),
    ("1 tbsp low sodium soy sauce", [m("sr:16424", "1 tbsp")]),
    ("8 raw water chestnuts", [m("sr:11588", "4 waterchestnuts", 2)]),
    ("half a cup of cubed firm tofu with 1 tbsp teriyaki sauce", [m("sr:16126", ".5 cup"), m("sr:6112", "1 tbsp")]),
]

# Set 201: Italian at home by its parts (pasta shapes, cheeses, sauces, bread, soup), written before the next parser
# change.
TWOHUNDREDFIRST = [
    ("baked ziti at home: 1 cup cooked macaroni, 1/2 cup marinara, 1/4 cup part skim ricotta, 1 oz whole milk mozzarella",
     [m("sr:20100", "1 cup, elbow shaped"), m("sr:6931", "1 cup", 0.5), m("sr:1037", "1 cup", 0.25), m("sr:1026", "1 oz")]),
    ("ricotta, whole milk, a heaping half cup", [m("sr:1036", ".5 cup")]),
    ("1 cup cooked spiral pasta", [m("sr:20100", "1 cup, spiral shaped")]),
    ("a bowl of cheese tortellini, 1.5 cups, plain", [m("sr:22901", ".75 cup", 2)]),
    ("three big slices of italian bread", [m("sr:18033", '1 slice, large (4-1/2" x 3-1/4" x 3/4")', 3)]),
    ("a cup of chunky minestrone soup from a can", [m("sr:6039", "1 cup")]),
    ("frozen cheese lasagna, prepared, 1 serving", [m("sr:22910", "1 serving")]),
    ("provolone cheese, 3 oz", [m("sr:1035", "1 oz", 3)]),
    ("spaghetti dinner: 2 cups cooked spaghetti, 1 cup marinara, 2 tbsp grated parmesan, 2 slices italian bread",
     [m("sr:20121", "1 cup", 2), m("sr:6931", "1 cup"), m("sr:1032", "1 tbsp", 2), m("sr:18033", '1 slice, large (4-1/2" x 3-1/4" x 3/4")', 2)]),
    ("1/2 cup shredded whole milk mozzarella", [m("sr:1026", "1 cup, shredded", 0.5)]),
    ("a frozen meat lasagna, one serving", [m("sr:22916", "1 serving")]),
    ("caprese: 2 oz fresh mozzarella, 1 medium tomato, 1 tbsp olive oil",
     [m("sr:1026", "1 oz", 2), g("sr:11529", 123, "1 medium whole, SR 11529 = 123 g"), m("sr:4053", "1 tablespoon")]),
    ("a cup of canned minestrone made with water", [m("sr:6440", "1 cup, (8 fl oz)")]),
    ("1 oz of low moisture mozzarella, cubed", [m("sr:1027", "1 oz")]),
    ("pasta salad: 1 cup cooked spiral macaroni, 1 oz provolone, 1 tbsp italian dressing",
     [m("sr:20100", "1 cup, spiral shaped"), m("sr:1035", "1 oz"), m("sr:4114", "1 tbsp")]),
    ("half a can of condensed minestrone, undiluted", [m("sr:6040", "1 can, (10.5 oz)", 0.5)]),
    ("1.5 cups of cooked spaghetti with 1/2 cup low sodium marinara", [m("sr:20121", "1 cup", 1.5), m("sr:6976", "1 cup", 0.5)]),
    ("a cup of part-skim ricotta", [m("sr:1037", "1 cup")]),
    ("a slice of lasagna with meat sauce, frozen kind, 297 g", [m("sr:22916", "1 serving")]),
    ("cheese tortellini, 1.5 cups, with 1/2 cup marinara", [m("sr:22901", ".75 cup", 2), m("sr:6931", "1 cup", 0.5)]),
]

# Set 202: fruit in its other forms (dried pieces, canned halves, frozen cups, fruit by size and part), written before
# the next parser change.
TWOHUNDREDSECOND = [
    ("a dozen dried apricot halves", [m("sr:9032", "1 half", 12)]),
    ("medjool dates x3", [m("sr:9421", "1 date, pitted", 3)]),
    ("5 deglet noor dates", [m("sr:9087", "1 date, pitted", 5)]),
    ("4 dried figs, uncooked", [m("sr:9094", "1 fig", 4)]),
    ("a cup of canned peach slices in juice", [m("sr:9238", "1 cup, halves or slices")]),
    ("2 canned pear halves in heavy syrup, drained", [m("sr:9374", "1 half", 2)]),
    ("mandarin orange segments from a can, light syrup, half a cup", [m("sr:9220", "1 cup", 0.5)]),
    ("half a cup of fruit cocktail in juice", [m("sr:9097", "1 cup", 0.5)]),
    ("a cup of frozen strawberries, thawed", [m("sr:9318", "1 cup, thawed")]),
    ("1 cup frozen blueberries", [m("sr:9054", "1 cup, unthawed")]),
    ("2 cups of sweet cherries, pitted", [m("sr:9070", "1 cup, without pits", 2)]),
    ("2 medium kiwis, peeled", [m("sr:9405", "1 fruit, without skin medium", 2)]),
    ("two fresh plums", [m("sr:9279", "1 fruit, (2-1/8\" dia)", 2)]),
    ("2 small nectarines", [m("sr:9191", '1 small, (2-1/3" dia)', 2)]),
    ("honeydew, about 20 diced pieces", [m("sr:9184", "1 cup, diced (approx 20 pieces per cup)")]),
    ("a large grapefruit, whole", [m("sr:9111", ".5 large, (approx 4-1/2\" dia)", 2)]),
    ("mango slices, 2 cups", [m("sr:9176", "1 cup, sliced", 2)]),
    ("1/2 cup cubed papaya", [m("sr:9226", "1 cup, cubes", 0.5)]),
    ("2 slices of fresh pineapple, 3/4 inch thick", [m("sr:9429", '1 slice, (4-2/3" dia x 3/4" thick)', 2)]),
    ("fruit plate: 1 cup honeydew balls, 1 cup pineapple chunks, 10 sweet cherries with pits",
     [m("sr:9184", "1 cup, balls"), m("sr:9266", "1 cup, chunks"), g("sr:9070", 68, "10 cherries, SR 9070 = 6.8 g each")]),
]

# Set 203: sports, energy and nutrition drinks by the can, bottle and scoop, written before the next parser change.
TWOHUNDREDTHIRD = [
    ("gatorade, 28 oz bottle", [m("sr:14460", "1 fl oz", 28)]),
    ("one 8.3 oz red bull", [m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("red bull sugarfree, 1 can", [m("sr:14156", "1 serving, 8.3 fl oz can")]),
    ("an 8 oz bottle of ensure plus", [m("sr:43528", "1 fl oz", 8)]),
    ("a 32 oz powerade", [m("sr:14461", "1 fl oz", 32)]),
    ("a scoop of orange gatorade powder", [m("sr:14450", "1 scoop, powder")]),
    ("2 cans of red bull", [m("sr:14154", "1 serving, 8.3 fl oz can", 2)]),
    ("12 fl oz of lemon lime gatorade", [m("sr:14460", "1 fl oz", 12)]),
    ("a cup of ensure plus", [m("sr:43528", "1 cup")]),
    ("half a bottle of gatorade, 10 oz", [m("sr:14460", "1 fl oz", 10)]),
    ("post run: a 20 oz powerade and a banana", [m("sr:14461", "1 fl oz", 20), m("fd:bananas, ripe and slightly ripe, raw", "1 Banana")]),
    ("an 8 oz glass of lemon-lime powerade", [m("sr:14461", "8 fl oz")]),
    ("a red bull and a 16 oz gatorade", [m("sr:14154", "1 serving, 8.3 fl oz can"), m("sr:14460", "1 fl oz", 16)]),
    ("2 scoops of gatorade powder, orange", [m("sr:14450", "1 scoop, powder", 2)]),
    ("a 12 oz can of sugar free red bull", [m("sr:14156", "1 serving, 8.3 fl oz can", 12 / 8.3)]),
]

# Set 204: comfort dishes weighed or by the cup and can (survey dishes by name, canned entrees), written before the
# next parser change.
TWOHUNDREDFOURTH = [
    ("300 g of shepherd's pie", [g("fn:shepherd's pie", 300, "300 g typed")]),
    ("chicken parm, about 250 grams", [g("fn:chicken or turkey parmigiana", 250, "250 g typed")]),
    ("200 g of beef stroganoff with noodles", [g("fn:beef stroganoff with noodles", 200, "200 g typed")]),
    ("2 cups of dinty moore stew", [m("sr:22694", "1 cup", 2)]),
    ("350 g chicken and dumplings", [g("fn:chicken or turkey with dumplings", 350, "350 g typed")]),
    ("a 180 g slice of meatloaf made with beef", [g("fn:meat loaf made with beef", 180, "180 g typed")]),
    ("tuna noodle casserole, 250 g", [g("fn:tuna noodle casserole with mushroom sauce", 250, "250 g typed")]),
    ("6 pierogi, about 40 g each", [g("fn:pierogi", 240, "6 x 40 g typed")]),
    ("canned chili with beans and meat, 1.5 cups", [m("sr:22904", "1 cup", 1.5)]),
    ("a serving of canned beef stew", [m("sr:22905", "1 serving")]),
    ("veal parmigiana, 220 g", [g("fn:veal parmigiana", 220, "220 g typed")]),
    ("150 g of chicken pot pie filling and crust, homemade", [g("fn:pot pie, chicken", 150, "150 g typed")]),
    ("an 8 oz cup of chili con carne from a fast food place", [m("sr:21042", "1 cup, (8 fl oz)")]),
    ("2 cheese enchiladas from a fast food place", [m("sr:21074", "1 enchilada", 2)]),
    ("beef pot pie, 280 g", [g("fn:pot pie, beef", 280, "280 g typed")]),
    ("a beef and cheese enchilada, fast food", [m("sr:21075", "1 enchilada")]),
    ("half a can of dinty moore beef stew", [m("sr:22694", "1 package, yields", 0.5)]),
    ("meatloaf with turkey, 200 g", [g("fn:meat loaf made with chicken or turkey", 200, "200 g typed")]),
    ("250 g of plain beef stroganoff", [g("fn:beef stroganoff", 250, "250 g typed")]),
    ("dinner: 220 g shepherd's pie and a cup of boiled green peas",
     [g("fn:shepherd's pie", 220, "220 g typed"), m("sr:11305", "1 cup")]),
]

# Set 205: a day's meals typed one per line with their labels (mixed everyday foods, several items each), written
# before the next parser change.
TWOHUNDREDFIFTH = [
    ("breakfast: a small plain bagel with 1 tbsp cream cheese and a navel orange",
     [m("sr:18406", '1 small bagel, (3" dia)'), m("sr:1017", "1 tbsp"), m("sr:9202", '1 fruit, (2-7/8" dia)')]),
    ("snack: 8 baby carrots, 2 tbsp hummus and a part-skim string cheese",
     [m("sr:11960", "1 medium", 8), m("sr:16158", "1 tbsp", 2), g("sr:1028", OZ, "a stick of string cheese is 1 oz")]),
    ("lunch: 1 cup diced roasted chicken thigh meat over 1 cup brown rice with 1 tbsp soy sauce",
     [m("sr:5098", "1 cup, chopped or diced"), m("sr:20037", "1 cup"), m("sr:16123", "1 tbsp")]),
    ("afternoon: a medium apple and 2 tbsp smooth peanut butter",
     [g("sr:9003", 182, 'medium (3" dia) = 182 g, SR 28'), m("sr:16098", "2 tbsp")]),
    ("dinner: 5 oz baked farmed salmon, 1 cup cooked quinoa, 1/2 cup boiled broccoli",
     [g("sr:15237", 5 * OZ, "5 oz typed"), m("sr:20137", "1 cup"), g("sr:11091", 78, ".5 cup, chopped, SR 11091 = 78 g")]),
    ("dessert: half a cup of vanilla ice cream and a cup of halved strawberries",
     [m("sr:19095", "1 serving, 1/2 cup"), m("sr:9316", "1 cup, halves")]),
    ("morning: 12 oz black coffee with 2 tbsp half and half", [m("sr:14209", "1 fl oz", 12), m("sr:1049", "1 tbsp", 2)]),
    ("post workout: 1 cup lowfat cottage cheese (2%) with half a cup of pineapple chunks",
     [m("sr:1015", "1 cup, (not packed)"), m("sr:9266", "1 cup, chunks", 0.5)]),
    ("late night: 3 cups air-popped popcorn and a 12 oz can of diet cola", [m("sr:19034", "1 cup", 3), m("sr:14146", "1 fl oz", 12)]),
    ("brunch: 2 slices whole wheat toast, 1 tbsp butter and a cup of cantaloupe cubes",
     [m("sr:18075", "1 slice", 2), m("sr:1001", "1 tbsp"), m("sr:9181", "1 cup, cubes")]),
    ("dinner: 2 cups cooked spaghetti, 1 cup marinara, a side salad of 2 cups shredded romaine with 2 tbsp ranch",
     [m("sr:20121", "1 cup", 2), m("sr:6931", "1 cup"), m("sr:11251", "1 cup, shredded", 2), m("sr:4639", "1 tablespoon", 2)]),
    ("snack: an ounce of dry roasted almonds and a cup of grapes", [m("sr:12563", "1 oz, (22 whole kernels)"), m("sr:9132", "1 cup")]),
    ("lunch: 2 slices rye bread, 3 oz deli ham, 1 slice swiss, 1 tsp mustard, and a dill pickle spear",
     [m("sr:18060", "1 slice", 2), g("sr:7029", 3 * OZ, "3 oz typed"), g("sr:1040", 28, "1 slice (1 oz), SR 1040 = 28 g"),
      m("sr:2046", "1 tsp, or 1 packet"), g("sr:11937", 35, "1 spear, SR 11937 = 35 g")]),
    ("breakfast: a cup of oatmeal made with water, 1 tbsp brown sugar, 1/4 cup raisins",
     [m("sr:8121", "1 cup"), m("sr:19334", "1 cup, unpacked", 1 / 16), m("sr:9298", "1 cup, (not packed)", 0.25)]),
    ("dinner: a 6 oz sirloin steak, grilled, a medium baked potato with 1 tbsp sour cream",
     [g("sr:23610", 6 * OZ, "6 oz typed"), m("sr:11674", "1 potato, medium"), m("sr:1056", "1 tbsp")]),
]

# Set 206: everyday foods said the long way (amounts in words, hedges, "a bit of", leftovers, "i think"), written after
# the session's last parser change and scored once.
TWOHUNDREDSIXTH = [
    ("i think it was about two cups of cooked white rice", [m("sr:20045", "1 cup", 2)]),
    ("a sliced banana, maybe a cup's worth", [m("sr:9040", "1 cup, sliced")]),
    ("leftover roast chicken breast, roughly a cup chopped", [m("sr:5064", "1 cup, chopped or diced")]),
    ("one and a half cups of whole milk", [m("sr:1077", "1 cup", 1.5)]),
    ("a third of a cup of dry rolled oats", [m("sr:8120", ".333 cup")]),
    ("three slices of wheat bread", [m("sr:18064", "1 slice", 3)]),
    ("a cup or so of chopped raw carrots", [m("sr:11124", "1 cup, chopped")]),
    ("a large orange, peeled", [m("sr:9200", '1 large, (3-1/16" dia)')]),
    ("just a cup of cherry tomatoes", [m("sr:11529", "1 cup, cherry tomatoes")]),
    ("two extra large eggs, raw, in a shake", [m("sr:1123", "1 extra large", 2)]),
    ("four slices of bacon, crispy", [m("sr:10124", "1 slice, cooked", 4)]),
    ("a couple slices of rye bread", [m("sr:18060", "1 slice", 2)]),
    ("a cup of 2% milk, give or take", [m("sr:1079", "1 cup")]),
    ("an ounce or two of canned light tuna in water, call it 2 oz", [m("sr:15121", "1 oz", 2)]),
    ("half a cup of chunk light tuna, drained", [m("sr:15121", "1 cup, solid or chunks", 0.5)]),
]

# Set 207: everyday meals in the dev-set shapes again (breakfasts, sandwiches by their parts, dinners by the cup and
# ounce, fast food, snacks), other foods and other phrasing, written at the start of the session before any change.
TWOHUNDREDSEVENTH = [
    ("a cup of cream of wheat made with water and a tbsp of maple syrup", [m("sr:8103", "1 cup"), m("sr:19353", "1 tbsp")]),
    ("2 slices of homemade french toast with 2 tbsp maple syrup", [g("sr:18269", 2 * 65, "1 slice = 65 g"), m("sr:19353", "1 tbsp", 2)]),
    ("turkey and swiss on rye - 2 slices rye bread, 2 oz sliced turkey breast, 1 oz swiss, 1 tsp yellow mustard",
     [m("sr:18060", "1 slice", 2), g("sl:turkey breast, sliced, prepackaged", 2 * OZ, "2 oz typed"), g("sr:1040", OZ, "1 oz typed"), m("sr:2046", "1 tsp, or 1 packet")]),
    ("a cup of tomato soup made with water and 10 saltines", [m("sr:6559", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 2)]),
    ("1 cup cooked quinoa with half a cup of black beans and 2 tbsp salsa", [m("sr:20137", "1 cup"), m("sr:16015", "1 cup", 0.5), m("sr:6164", "1 tbsp", 2)]),
    ("a medium baked potato with 2 tbsp sour cream and a tbsp of butter",
     [m("sr:11828", '1 potato, medium (2-1/4" to 3-1/4" dia)'), m("sr:1056", "1 tbsp", 2), m("sr:1001", "1 tbsp")]),
    ("3 scrambled eggs and a slice of whole wheat bread", [g("sr:1132", 3 * 61, "1 large scrambled egg = 61 g"), m("sr:18075", "1 slice")]),
    ("a cup of honey nut cheerios with a cup of skim milk", [m("sr:8045", ".75 cup, (1 NLEA serving)", 4 / 3), m("sr:1085", "1 cup")]),
    ("a 20 oz bottle of sprite", [m("sr:14145", "1 fl oz", 20)]),
    ("burger king whopper with cheese and medium fries", [m("sr:21253", "1 item"), m("sr:21249", "1 medium, serving")]),
    ("spaghetti dinner: 1 cup cooked spaghetti, 1/2 cup marinara, 1 tbsp grated parmesan",
     [m("sr:20321", "1 cup"), m("sr:6931", "1 serving, 1/2 cup"), m("sr:1032", "1 tbsp")]),
    ("a cup of baked sweet potato and 5 oz baked cod", [m("sr:11508", "1 cup"), g("sr:15016", 5 * OZ, "5 oz typed")]),
    ("1/2 cup vanilla ice cream with 2 tbsp chocolate syrup", [m("sr:19095", "1 serving, 1/2 cup"), m("sr:14181", "1 serving, 2 tbsp")]),
    ("4 cups of air-popped popcorn with a tbsp of melted butter", [m("sr:19034", "1 cup", 4), m("sr:1001", "1 tbsp")]),
    ("2 turkey breakfast sausage links and 3 frozen pancakes", [m("sr:7919", "2 oz, 2 links"), m("sr:18288", "1 pancake", 3)]),
    ("a toasted whole wheat english muffin with 1 tbsp almond butter", [m("sr:18267", "1 muffin"), m("sr:12195", "1 tbsp")]),
    ("a cup of brown rice and a cup of diced roasted chicken thigh", [m("sr:20037", "1 cup"), m("sr:5098", "1 cup, chopped or diced")]),
    ("2 cups of sliced strawberries with a cup of 2% milk", [g("sr:9316", 2 * 166, "1 cup sliced = 166 g"), m("sr:1079", "1 cup")]),
    ("20 red grapes and a string cheese", [m("sr:9132", "10 grapes", 2), g("sr:1028", 28, "1 stick = 28 g")]),
    ("a large navel orange and a cup of hashbrowns", [g("sr:9202", 184, "1 large navel = 184 g"), m("sr:11370", "1 cup")]),
]

# Set 208: fast food and everyday foods typed with the slips people make (misspellings, missing apostrophes, run-on
# lists), other items than the dev set's, written at the start of the session before any change.
TWOHUNDREDEIGHTH = [
    ("a wendys jr cheesburger and a small frosty", [m("sr:21242", "1 item"), g("sr:21248", 227, "1 small, 12 oz cup = 227 g")]),
    ("2 soft tacos with chicken from taco bell", [m("sr:21262", "1 item", 2)]),
    ("2 peices of fried chicken, dark meat, with 3/4 cup coleslaw", [m("sr:21035", "2 pieces"), m("sr:21127", ".75 cup")]),
    ("a sausage biscuit from a fast food place", [m("sr:21009", "1 item")]),
    ("5 hush puppies and a fish fillet sandwich with tartar sauce", [m("sr:21129", "5 pieces"), m("sr:21105", "1 sandwich")]),
    ("a cup of cottage chese with a cup of blueberies", [m("sr:1015", "1 cup, (not packed)"), m("sr:9050", "1 cup")]),
    ("2 tbsp peanut buter on a slice of whole wheat bread", [m("sr:16098", "2 tbsp"), m("sr:18075", "1 slice")]),
    ("a third of an avacado", [g("sr:9037", 201 / 3, "1 avocado, NS as to Florida or California = 201 g")]),
    ("a cup of chiken noodle soup from a can, made with water", [m("sr:6419", "1 serving, 1 cup")]),
    ("3 oz of grilled sockeye salmon and 1/2 cup of boiled asparagus", [m("sr:15086", "3 oz"), m("sr:11012", ".5 cup")]),
    ("12 oz glass of orange juice from concentrate", [m("sr:9209", "1 fl oz", 12)]),
    ("a plain hot dog from a fast food stand", [m("sr:21118", "1 sandwich")]),
    ("an order of onion rings, 8-9 rings", [m("sr:21130", "1 portion, (8-9 onion rings)")]),
    ("a cup of frijoles with cheese", [m("sr:21077", "1 cup")]),
    ("a fast food tostada with beans and cheese and a small taco", [m("sr:21085", "1 piece"), m("sr:21082", "1 small")]),
    ("2 scrambled eggs from a fast food breakfast and a side of hash browns, half a cup", [m("sr:21018", "2 eggs"), m("sr:21026", ".5 cup")]),
    ("a strawbery sundae from a fast food place", [m("sr:21034", "1 sundae")]),
    ("a steak sandwich from a sandwich shop", [m("sr:21123", "1 sandwich")]),
    ("a vanilla soft serve cone", [m("sr:21028", "1 cone")]),
    ("an egg and cheese sandwich and a 12 oz coffee, black", [m("sr:21104", "1 sandwich"), m("sr:14209", "1 fl oz", 12)]),
]

# Set 209: home cooking said the dev set's way ("cooked in", "over", "topped with", "tossed with", "on"), other foods,
# written at the start of the session before any change.
TWOHUNDREDNINTH = [
    ("2 eggs fried in 1 tsp olive oil and a small slice of sourdough", [m("sr:1128", "1 large", 2), g("sr:4053", 4.5, "1 tsp = 4.5 g"), m("sr:18029", '1 slice, small (2" x 2-1/2" x 1-3/4")')]),
    ("a cup of sliced zucchini sauteed in a tbsp of butter", [m("sr:11477", "1 cup, sliced"), m("sr:1001", "1 tbsp")]),
    ("4 oz cooked ground turkey over a cup of brown rice", [g("sr:5306", 4 * OZ, "4 oz typed"), m("sr:20037", "1 cup")]),
    ("2 cups raw spinach wilted in 1 tsp olive oil with a clove of garlic", [m("sr:11457", "1 cup", 2), g("sr:4053", 4.5, "1 tsp = 4.5 g"), g("sr:11215", 3, "1 clove = 3 g")]),
    ("8 large boiled shrimp and a cup of egg noodles tossed with a tbsp of butter", [m("sr:15151", "4 large", 2), m("sr:20310", "1 cup"), m("sr:1001", "1 tbsp")]),
    ("6 oz roasted chicken breast with 2 tbsp barbecue sauce", [g("sr:5064", 6 * OZ, "6 oz typed"), m("sr:6150", "1 serving, 2 tbsp")]),
    ("1/2 cup drained canned corn and a cup of canned green beans, drained", [m("sr:11172", "1 cup", 0.5), m("sr:11056", "1 cup")]),
    ("2 slices of extra lean ham on a kaiser roll", [m("sr:7028", "1 slice, rectangle", 2), m("sr:18353", '1 roll, (3-1/2" dia)')]),
    ("a cup of cooked egg noodles with 2 tbsp grated parmesan", [m("sr:20310", "1 cup"), m("sr:1032", "1 tbsp", 2)]),
    ("a quarter block of firm tofu stir fried in a tsp of sesame oil with a cup of sliced red pepper",
     [m("sr:16126", ".25 block"), g("sr:4058", 4.5, "1 tsp = 4.5 g"), m("sr:11821", "1 cup, sliced")]),
    ("3 oz broiled top sirloin and a cup of snow peas stir fried in 2 tsp peanut oil",
     [g("sr:13930", 3 * OZ, "3 oz typed, lean and fat 1/8\" as sold"), m("sr:11300", "1 cup, whole"), g("sr:4042", 9, "2 tsp = 9 g")]),
    ("a medium baked potato topped with a cup of canned chili with beans and an ounce of cheddar",
     [m("sr:11828", '1 potato, medium (2-1/4" to 3-1/4" dia)'), m("sr:22904", "1 cup"), g("sr:1009", OZ, "1 oz typed")]),
    ("a cup of black bean soup made with water and 2 tbsp sour cream", [m("sr:6402", "1 cup"), m("sr:1056", "1 tbsp", 2)]),
    ("a cup of cooked couscous with a cup of canned chickpeas", [m("sr:20029", "1 cup, cooked"), m("sr:16058", "1 cup")]),
    ("a 6 inch flour tortilla with half a cup of refried beans and 2 tbsp salsa", [m("sr:18364", '1 tortilla, medium (approx 6" dia)'), m("sr:16103", "1 cup", 0.5), m("sr:6164", "1 tbsp", 2)]),
    ("a cup of raw cauliflower, riced, cooked in a tsp of olive oil", [m("sr:11135", "1 cup"), g("sr:4053", 4.5, "1 tsp = 4.5 g")]),
    ("a corn tortilla with 2 oz of cheddar melted on it", [m("sr:18363", "1 tortilla"), g("sr:1009", 2 * OZ, "2 oz typed")]),
    ("1 cup of sliced raw mushrooms cooked in 2 tsp olive oil over a cup of cooked pasta", [m("sr:11260", "1 cup, pieces or slices"), g("sr:4053", 9, "2 tsp = 9 g"), g("sl:pasta, cooked, enriched, without added salt", 140, "1 cup = 140 g")]),
    ("3 cups of romaine with a tbsp of italian dressing", [m("sr:11251", "1 cup, shredded", 3), m("sr:4114", "1 tbsp")]),
    ("half a cup of canned black beans and half a cup of white rice topped with 2 tbsp salsa",
     [m("sr:16018", "1 cup", 0.5), m("sr:20045", "1 cup", 0.5), m("sr:6164", "1 tbsp", 2)]),
]

# Set 210: lunch from a deli, cafe or sandwich shop (subs, bagels, soups by the cup, pastries, coffee with what goes
# in it), other foods than the dev set's, written after the session's first parser change and scored once with it.
TWOHUNDREDTENTH = [
    ("a cold cut sub from a sandwich shop", [m("sr:21124", "1 submarine")]),
    ("half a tuna salad sub", [m("sr:21126", "1 submarine", 0.5)]),
    ("a roast beef sub and a cup of minestrone", [m("sr:21125", "1 submarine"), m("sr:6039", "1 cup")]),
    ("cinnamon raisin bagel with 2 tbsp cream cheese", [m("sr:18005", '1 bagel, (3" dia)'), m("sr:1017", "1 tbsp", 2)]),
    ("a toasted plain bagel with 1 oz of lox and a tbsp of cream cheese", [m("sr:18001", '1 bagel, (3" dia)'), m("sr:15179", "1 oz"), m("sr:1017", "1 tbsp")]),
    ("pastrami on rye: 3 slices pastrami, 2 slices rye, 2 tsp mustard", [m("sr:13355", "1 slice, (1 oz)", 3), m("sr:18060", "1 slice", 2), m("sr:2046", "1 tsp, or 1 packet", 2)]),
    ("a cup of new england clam chowder from a can, prepared with water, and 6 saltines", [m("sr:6430", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 1.2)]),
    ("a small blueberry muffin and a cup of coffee with a tbsp of half and half", [m("sr:18274", '1 small, (2-3/4" dia x 2")'), m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp")]),
    ("a mini butter croissant and 2 tsp honey", [m("sr:18239", "1 croissant, mini"), g("sr:19296", 14, "1 tsp = 7 g")]),
    ("coffee with 2 packets of sugar and 2 tbsp half & half", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:19335", "1 serving, packet", 2), m("sr:1049", "1 tbsp", 2)]),
    ("a buttermilk biscuit with a tbsp of honey", [m("sr:18009", "1 biscuit"), m("sr:19296", "1 tbsp")]),
    ("a cup of cream of mushroom soup made with water and a slice of rye bread", [m("sr:6443", "1 serving, 1 cup"), m("sr:18060", "1 slice")]),
    ("2 slices of turkey pastrami on a toasted bagel", [m("sr:7052", "2 slices"), m("sr:18001", '1 bagel, (3" dia)')]),
    ("a cup of canned split pea soup, reduced sodium", [m("sr:6192", "1 cup")]),
    ("a 2 oz piece of banana bread and a 12 oz black coffee", [g("sr:18019", 2 * OZ, "2 oz typed"), m("sr:14209", "1 fl oz", 12)]),
    ("a cup of chunky minestrone and half a cold cut sub", [m("sr:6039", "1 cup"), m("sr:21124", "1 submarine", 0.5)]),
    ("an apple croissant", [m("sr:18240", "1 croissant, medium")]),
    ("a plain muffin, homemade, with a pat of butter", [m("sr:18273", "1 muffin"), g("sr:1001", 5, "1 pat (1\" sq, 1/3\" high) = 5 g")]),
    ("2 oz of smoked salmon on a toasted plain bagel with 2 tbsp of cream cheese", [m("sr:15179", "1 oz", 2), m("sr:18001", '1 bagel, (3" dia)'), m("sr:1017", "1 tbsp", 2)]),
    ("a tuna salad sub and a bag of plain potato chips, 1 oz", [m("sr:21126", "1 submarine"), g("sr:19411", OZ, "1 oz typed")]),
]

# Set 211: dinner plates typed the dev set's way (a weighed or counted main with one or two measured sides), other
# mains and sides, written with set 210 after the session's first parser change.
TWOHUNDREDELEVENTH = [
    ("5 oz roasted pork tenderloin with a cup of mashed potatoes", [g("sr:10061", 5 * OZ, "5 oz typed"), m("sr:11657", "1 cup")]),
    ("150 g baked catfish and half a cup of frozen peas, boiled", [g("sr:15235", 150, "150 g typed"), m("sr:11313", ".5 cup")]),
    ("a fried catfish fillet and a cup of coleslaw", [m("sr:15011", "1 fillet"), m("sr:11159", ".5 cup", 2)]),
    ("150 g roasted chicken drumsticks with skin and a medium ear of corn", [g("sr:5069", 150, "150 g typed"), m("sr:11168", '1 ear, medium (6-3/4" to 7-1/2" long)')]),
    ("a cooked flounder fillet with half a cup of boiled carrot slices", [m("sr:15029", "1 fillet"), m("sr:11125", ".5 cup, slices")]),
    ("3 oz ham steak and a cup of canned baked beans", [m("sr:10149", "1 oz", 3), m("sr:16006", "1 cup")]),
    ("4 oz braised pork spareribs with a dinner roll", [g("sr:10089", 4 * OZ, "4 oz typed"), m("sr:18342", "1 roll, (1 oz)")]),
    ("6 oz baked tilapia, 1 cup white rice and 1/2 cup boiled peas", [g("sr:15262", 6 * OZ, "6 oz typed"), m("sr:20045", "1 cup"), m("sr:11313", ".5 cup")]),
    ("half a cup of stuffing made from a mix and 4 oz roast turkey breast", [m("sr:18082", ".5 cup"), g("sr:5186", 4 * OZ, "4 oz typed, light meat")]),
    ("a cup of spaghetti with meatballs from a can", [m("sr:22912", "1 cup")]),
    ("2 country style pork ribs, braised, and 1 cup of mashed potatoes", [m("sr:10205", "1 rib, without refuse (Yield from 1 cooked rib, with refuse, weighing 140g)", 2), m("sr:11657", "1 cup")]),
    ("200 g roasted chicken thigh and a small ear of corn", [g("sr:5098", 200, "200 g typed"), m("sr:11168", '1 ear, small (5-1/2" to 6-1/2" long)')]),
    ("a 3 oz grilled catfish fillet with a cup of steamed green beans", [m("sr:15235", "3 oz"), m("sr:11053", "1 cup")]),
    ("4 oz broiled lamb sirloin chop and a baked sweet potato", [g("sr:17305", 4 * OZ, "4 oz typed"), g("sr:11508", 114, "1 medium = 114 g")]),
    ("a cup of cornbread stuffing and 3 oz of dark meat turkey", [m("sr:18085", ".5 cup", 2), g("sr:5188", 3 * OZ, "3 oz typed")]),
    ("120 g roasted pork tenderloin, a medium boiled potato", [g("sr:10061", 120, "120 g typed"), m("sr:11367", '1 medium, (2-1/4" to 3-1/4" dia.)')]),
    ("2 egg dinner rolls and a cup of boiled carrots", [m("sr:18344", '1 roll, (2-1/2" dia)', 2), m("sr:11125", ".5 cup, slices", 2)]),
    ("6 oz of roasted chicken drumstick meat, no skin, and a cup of mashed potatoes", [g("sr:5073", 6 * OZ, "6 oz typed"), m("sr:11657", "1 cup")]),
    ("a cup of canned baked beans and 2 beef hot dogs", [m("sr:16006", "1 cup"), m("fd:frankfurter, beef, unheated", "1 piece", 2)]),
    ("5 oz broiled flounder with a tbsp of butter and 1/2 cup of rice", [g("sr:15029", 5 * OZ, "5 oz typed"), m("sr:1001", "1 tbsp"), m("sr:20045", "1 cup", 0.5)]),
]

# Set 212: a child's day and school lunches (juice boxes, pudding and fruit cups, nuggets by the kid's meal, crackers,
# bars, milk cartons), other foods than the dev set's, written after the session's second parser change and scored once.
TWOHUNDREDTWELFTH = [
    ("a 6.75 oz juice box of apple juice", [m("sr:9016", "1 fl oz", 6.75)]),
    ("a chocolate pudding cup", [m("sr:19183", "1 container, refridgerated, 4 oz container")]),
    ("2 chocolate covered graham crackers and a cup of 1% milk", [m("sr:18174", '1 cracker, (2-1/2" square)', 2), m("sr:1082", "1 cup")]),
    ("4 chicken nuggets from a wendy's kids meal and a small fries", [m("sr:21246", "4 pieces, Kid's Meal"), m("sr:21247", "1 small, Serving")]),
    ("a pouch of farley fruit snacks", [m("sr:19272", "1 pouch")]),
    ("a string cheese and 10 baby carrots", [g("sr:1028", 28, "1 stick = 28 g"), m("sr:11960", "1 medium", 10)]),
    ("an 8 oz carton of lowfat chocolate milk", [m("sr:1104", "1 cup")]),
    ("2 rice krispies treats squares in her lunchbox", [m("sr:19438", "1 bar", 2)]),
    ("an ounce of goldfish crackers", [g("fn:crackers, cheese (goldfish)", OZ, "1 oz typed")]),
    ("a cup of peaches canned in juice", [m("sr:9238", "1 cup, halves or slices")]),
    ("a chewy chocolate chip granola bar, the 1 oz one", [m("sr:19404", "1 bar, (1 oz)")]),
    ("2 slices of beef bologna on 2 slices of white bread", [m("sr:7007", "1 slice", 2), g("sr:18069", 2 * 25, "1 slice = 25 g")]),
    ("a turkey hot dog on a bun", [g("sr:7025", 45, "1 frankfurter = 45 g"), m("sr:18350", "1 roll")]),
    ("6 peanut butter sandwich crackers", [m("sr:18215", "6 cracker")]),
    ("a big oatmeal cookie and a cup of skim milk", [m("sr:18178", '1 cookie, big (3-1/2" - 4" dia) (include Archway brand, Grandma brand)'), m("sr:1085", "1 cup")]),
    ("a cup of reduced fat chocolate milk and a granola bar, 1.5 oz", [m("sr:1103", "1 cup"), m("sr:19404", "1 bar, (1.5 oz)")]),
    ("a vanilla pudding cup and 15 baby carrots", [m("sr:19201", "1 container, refrigerated 4 oz"), m("sr:11960", "1 medium", 15)]),
    ("half a cup of canned peaches in juice and a cheese stick", [m("sr:9238", "1 cup", 0.5), g("sr:1028", 28, "1 stick = 28 g")]),
    ("a kid's meal: 4 wendy's nuggets, kid's fries and a cup of 1% chocolate milk", [m("sr:21246", "4 pieces, Kid's Meal"), m("sr:21247", "1 kid's meal, Serving"), m("sr:1104", "1 cup")]),
    ("3 big oatmeal cookies", [m("sr:18178", '1 cookie, big (3-1/2" - 4" dia) (include Archway brand, Grandma brand)', 3)]),
]

# Set 213: vegetarian and vegan plates by their parts (tempeh, tofu, veggie burgers, beans, grains, soy milk, seeds),
# other foods than the dev set's, written with set 212 after the session's second parser change.
TWOHUNDREDTHIRTEENTH = [
    ("half a cup of tempeh stir fried in a tsp of olive oil with a cup of broccoli", [m("sr:16114", "1 cup", 0.5), g("sr:4053", 4.5, "1 tsp = 4.5 g"), m("sr:11090", "1 cup, chopped")]),
    ("a veggie burger patty on a whole wheat bun", [m("sr:16147", "1 pattie"), m("sr:18348", "1 roll, (hamburger, frankfurter roll)")]),
    ("a cup of boiled lentils with half a cup of brown rice", [m("sr:16070", "1 cup"), m("sr:20037", "1 cup", 0.5)]),
    ("1/5 block of extra firm tofu, baked, with 1 tbsp soy sauce", [m("sr:16159", ".2 block"), m("sr:16123", "1 tbsp")]),
    ("a cup of unsweetened soy milk with a cup of cheerios", [m("sr:16228", "1 cup"), m("sr:8013", "1 cup, (1 NLEA serving)")]),
    ("kidney bean chili bowl: 1 cup kidney beans, 1/2 cup canned tomatoes, 1/4 cup diced onion", [m("sr:16028", "1 cup"), m("sr:11531", "1 cup", 0.5), m("sr:11282", "1 cup, chopped", 0.25)]),
    ("2 tbsp hummus and 10 baby carrots and a whole wheat pita", [m("sr:16158", "1 tbsp", 2), m("sr:11960", "1 medium", 10), m("sr:18042", '1 pita, large (6-1/2" dia)')]),
    ("a cup of cooked barley with 1/2 cup of chickpeas", [m("sr:20006", "1 cup"), m("sr:16057", "1 cup", 0.5)]),
    ("a cup of bulgur and a cup of boiled kale", [m("sr:20013", "1 cup"), m("sr:11234", "1 cup, chopped")]),
    ("a cup of pinto beans and 2 corn tortillas", [m("sr:16043", "1 cup"), m("sr:18363", "1 tortilla", 2)]),
    ("6 boiled brussels sprouts with a tsp of olive oil", [m("sr:11099", "1 sprout", 6), g("sr:4053", 4.5, "1 tsp = 4.5 g")]),
    ("a boiled sweet potato, medium, with a tbsp of tahini", [m("sr:11510", "1 medium"), m("sr:12166", "1 tbsp")]),
    ("a cup of shelled edamame", [m("sr:11212", "1 cup")]),
    ("2 veggie burgers, no bun, with 2 tbsp ketchup", [m("sr:16147", "1 pattie", 2), m("sr:11935", "1 tbsp", 2)]),
    ("a cup of soft tofu cubes and a cup of cooked spinach", [m("sr:16127", "1 cup, (1/2\" cubes)"), m("sr:11458", "1 cup")]),
    ("1 oz walnuts and a cup of plain soy milk", [g("sr:12155", OZ, "1 oz typed"), m("sr:16120", "1 cup")]),
    ("an ounce of sunflower seeds, dry roasted", [g("sr:12037", OZ, "1 oz typed")]),
    ("a quarter cup of pumpkin seeds and a medium apple", [m("sr:12014", "1 cup", 0.25), g("sr:9003", 182, "1 medium = 182 g")]),
    ("a cup of cooked quinoa, a cup of boiled black beans and a quarter avocado", [m("sr:20137", "1 cup"), m("sr:16015", "1 cup"), g("sr:9037", 201 / 4, "1 avocado = 201 g")]),
    ("a quarter block of hard tofu", [m("sr:16160", ".25 block")]),
]

# Set 214: everyday foods with their names misspelled the way fast typing does (a letter doubled, dropped, swapped or
# sounded out), other foods than the dev set's, written after 2c0c992 and scored once with it.
TWOHUNDREDFOURTEENTH = [
    ("a cup of steamed brocolli and 4 oz grilled chiken breast", [g("sr:11091", 156, "1 cup chopped = 156 g"), g("sr:5064", 4 * OZ, "4 oz typed")]),
    ("a cup of cherry tomatos and half a cucumbr, sliced", [m("sr:11529", "1 cup, cherry tomatoes"), m("sr:11205", '1 cucumber, (8-1/4")', 0.5)]),
    ("a cup of oatmeel made with water and a tsp of cinammon", [m("sr:8121", "1 cup"), m("sr:2010", "1 tsp")]),
    ("an ounce of mozarella and a cup of cherry tomatoes", [g("sr:1026", OZ, "1 oz typed"), m("sr:11529", "1 cup, cherry tomatoes")]),
    ("2 cups of shreded iceberg lettuse with 2 tbsp ranch", [m("sr:11252", "1 cup, shredded", 2), m("sr:4639", "1 tablespoon", 2)]),
    ("a cup of spagetti with 1/2 cup marinara", [m("sr:20121", "1 cup"), m("sr:6931", "1 serving, 1/2 cup")]),
    ("a cup of pinapple chunks", [m("sr:9266", "1 cup, chunks")]),
    ("a cup of cantalope cubes and a cup of raspberrys", [m("sr:9181", "1 cup, cubes"), m("sr:9302", "1 cup")]),
    ("a cup and a half of watermellon balls", [m("sr:9326", "1 cup, balls", 1.5)]),
    ("half a cup of boiled cauliflour and 3 oz of baked salmon", [m("sr:11136", ".5 cup, (1\" pieces)"), g("sr:15237", 3 * OZ, "3 oz typed, farmed Atlantic")]),
    ("a medium bananna with a tbsp of peanutbutter", [g("sr:9040", 118, "1 medium = 118 g"), g("sr:16098", 16, "1 tbsp = 16 g")]),
    ("a cup of blueberrys and a container of greek yoghurt, plain nonfat", [m("sr:9050", "1 cup"), m("fd:yogurt, greek, plain, nonfat", "1 container")]),
    ("a grilled chesse sandwich", [g("fn:grilled cheese sandwich, nfs", 119, "FNDDS 1 sandwich = 119 g")]),
    ("2 scrambled egss and a slice of wheat tosat", [g("sr:1132", 122, "2 large = 61 g each"), m("sr:18065", "1 slice")]),
    ("a cup of mashed potatos with a tbsp of buter", [m("sr:11657", "1 cup"), m("sr:1001", "1 tbsp")]),
    ("10 almods and a small aple", [g("sr:12061", 12, "1 oz (23 whole kernels) = 28.35 g; 10 kernels = 12.3 g"), g("sr:9003", 149, "1 small = 149 g")]),
    ("a cup of strawberies and a cup of 2% milk", [g("sr:9316", 144, "1 cup whole = 144 g"), m("sr:1079", "1 cup")]),
    ("a slice of whole wheat bred with 1 tbsp hummus", [m("sr:18075", "1 slice"), m("sr:16158", "1 tbsp")]),
    ("3 oz of turky breast deli slices and 1 slice swiss chese", [g("sl:turkey breast, sliced, prepackaged", 3 * OZ, "3 oz typed"), g("fd:cheese, swiss", 21.9, "1 slice = 21.9 g")]),
    ("a cup of brown rice and a cup of black beens", [m("sr:20037", "1 cup"), m("sr:16015", "1 cup")]),
]

# Set 215: amounts in the other notations people type (grams as g, gr, gms or grams; ml and liters; lbs and a quarter
# pound; kilo; decimals; numbers glued to units), other foods, written after 79b711e and scored once with it.
TWOHUNDREDFIFTEENTH = [
    ("250ml whole milk and 40g rolled oats", [g("sr:1077", 250 * 1.03, "250 ml at 1.03 g/ml"), g("sr:8120", 40, "40 g typed")]),
    ("a 4 oz broiled 80/20 beef patty, cooked weight", [g("sr:23573", 4 * OZ, "4 oz typed, cooked")]),
    ("180 gr cooked white rice and 120 gr roasted chicken breast", [g("sr:20045", 180, "180 g typed"), g("sr:5064", 120, "120 g typed")]),
    ("0.5 lb boiled shrimp", [g("sr:15151", 0.5 * LB, "1/2 lb typed")]),
    ("300 gms plain whole milk yogurt", [g("sr:1116", 300, "300 g typed")]),
    ("a 150ml glass of red wine", [g("sr:14096", 150 * 29.39 / 29.5735, "150 ml at the 1 fl oz weight")]),
    ("330 ml bottle of beer", [g("sr:14003", 330 * 30 / 29.5735, "330 ml at the 1 fl oz weight")]),
    ("1.5 oz almonds", [g("sr:12061", 1.5 * OZ, "1.5 oz typed")]),
    ("200 grams of cooked pasta with 100 grams of marinara sauce", [g("sl:pasta, cooked, enriched, without added salt", 200, "200 g typed"), g("sr:6931", 100, "100 g typed")]),
    ("a liter of orange juice over the day", [g("sr:9206", 1000 * 248 / 236.588, "1 l at the 1 cup weight")]),
    ("2.5 oz of cheddar and 5 saltines", [g("sr:1009", 2.5 * OZ, "2.5 oz typed"), m("sr:18228", "5 crackers, square (1 serving)")]),
    ("half a kilo of watermelon", [g("sr:9326", 500, "0.5 kg typed")]),
    ("120g banana and 15g peanut butter", [g("sr:9040", 120, "120 g typed"), g("sr:16098", 15, "15 g typed")]),
    ("8oz grilled salmon (farmed atlantic)", [g("sr:15237", 8 * OZ, "8 oz typed")]),
    ("a 500 ml bottle of coca cola", [g("sr:14400", 500 * 30.69 / 29.5735, "500 ml at the 1 fl oz weight")]),
    ("100 g hummus with 80 g baby carrots", [g("sr:16158", 100, "100 g typed"), g("sr:11960", 80, "80 g typed")]),
    ("0.75 lb cooked ground turkey", [g("sr:5306", 0.75 * LB, "3/4 lb typed")]),
    ("60 grams of granola", [g("sr:8037", 60, "60 g typed")]),
    ("16 fl oz of 2% milk", [m("sr:1079", "1 fl oz", 16)]),
    ("about 1/3 lb of roast beef deli slices", [g("sl:roast beef, deli style, prepackaged, sliced", LB / 3, "1/3 lb typed")]),
]

# Set 216: a meal typed as one run-on sentence ("and then", "plus", "along with", "as well as", "followed by", "then"),
# other foods than the dev set's, written after a070ff3 and scored once with it.
TWOHUNDREDSIXTEENTH = [
    ("had a toasted english muffin and then a cup of 1% milk", [m("sr:18258", "1 muffin"), m("sr:1082", "1 cup")]),
    ("2 slices of extra lean ham plus an ounce of provolone", [m("sr:7028", "1 slice, rectangle", 2), m("sr:1035", "1 oz")]),
    ("a cup of tomato soup made with water along with 5 saltines", [m("sr:6559", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)")]),
    ("an ounce of pretzels as well as a medium apple", [m("sr:19047", "1 oz"), g("sr:9003", 182, "1 medium = 182 g")]),
    ("a cup of cooked oatmeal followed by a medium banana", [m("sr:8121", "1 cup"), g("sr:9040", 118, "1 medium = 118 g")]),
    ("3 oz grilled chicken breast then a cup of white rice then a cup of steamed broccoli",
     [g("sr:5064", 3 * OZ, "3 oz typed"), m("sr:20045", "1 cup"), g("sr:11091", 156, "1 cup chopped = 156 g")]),
    ("a plain bagel toasted plus 1 tbsp of jam", [m("sr:18001", '1 bagel, (3" dia)'), m("sr:19297", "1 tbsp")]),
    ("10 pretzel twists and then an ounce of cheddar", [m("sr:19047", "10 twists"), g("sr:1009", OZ, "1 oz typed")]),
    ("a cup of brown rice as well as half a cup of black beans and 2 tbsp salsa", [m("sr:20037", "1 cup"), m("sr:16015", "1 cup", 0.5), m("sr:6164", "1 tbsp", 2)]),
    ("2 scrambled eggs along with a slice of whole wheat toast", [g("sr:1132", 122, "2 large = 61 g each"), m("sr:18076", "1 slice")]),
    ("a cup of cottage cheese then a cup of pineapple chunks", [m("sr:1015", "1 cup, (not packed)"), m("sr:9266", "1 cup, chunks")]),
    ("an ounce of potato chips plus a 12 oz can of sprite", [m("sr:19411", "1 oz"), m("sr:14145", "1 can, 12 fl oz")]),
    ("a cup of canned lentil soup with ham followed by a small pear", [m("sr:6037", "1 cup, (8 fl oz)"), m("sr:9252", "1 small")]),
    ("6 oz baked tilapia as well as a cup of green beans and a small baked potato",
     [g("sr:15262", 6 * OZ, "6 oz typed"), m("sr:11053", "1 cup"), g("sr:11828", 138, "1 small = 138 g")]),
    ("had 2 slices of rye toast and then a tbsp of butter on them", [m("sr:18061", "1 slice, large", 2), m("sr:1001", "1 tbsp")]),
]

# Set 217: smoothies and shakes typed by what went into the blender (frozen fruit by the cup, milk, yogurt, nut butter,
# oats, seeds, protein powder by weight), written after a06c2be and scored once with it.
TWOHUNDREDSEVENTEENTH = [
    ("smoothie: 1 cup frozen strawberries, 1 banana, 1 cup 2% milk", [m("sr:9318", "1 cup, unthawed"), g("sr:9040", 118, "1 medium = 118 g"), m("sr:1079", "1 cup")]),
    ("a smoothie with a cup of frozen blueberries, a cup of vanilla yogurt and half a cup of orange juice",
     [m("sr:9054", "1 cup, unthawed"), m("sr:1119", "1 cup, (8 fl oz)"), m("sr:9206", "1 cup", 0.5)]),
    ("protein shake - 30 g whey protein powder, 1 cup skim milk, 1 tbsp peanut butter",
     [g("sl:beverages, protein powder whey based", 30, "30 g typed"), m("sr:1085", "1 cup"), g("sr:16098", 16, "1 tbsp = 16 g")]),
    ("blended a cup of mango chunks with a cup of plain lowfat yogurt", [m("sr:9176", "1 cup, sliced"), m("sr:1117", "1 cup, (8 fl oz)")]),
    ("a banana, 2 tbsp of almond butter and a cup of unsweetened soy milk blended", [g("sr:9040", 118, "1 medium = 118 g"), m("sr:12195", "1 tbsp", 2), m("sr:16228", "1 cup")]),
    ("green smoothie: 2 cups raw spinach, 1 cup pineapple chunks, 1 cup water", [m("sr:11457", "1 cup", 2), m("sr:9266", "1 cup, chunks"), g("sr:14411", 237, "1 cup = 237 g")]),
    ("1/2 cup rolled oats, 1 cup whole milk, 1 tbsp honey, blended", [m("sr:8120", "1 cup", 0.5), m("sr:1077", "1 cup"), m("sr:19296", "1 tbsp")]),
    ("a shake made with 2 scoops of vanilla ice cream and a cup of whole milk", [g("sr:19095", 2 * 66, "1 scoop = 1/2 cup = 66 g"), m("sr:1077", "1 cup")]),
    ("a cup of frozen strawberries, half a banana, a tbsp of chia seeds and a cup of 1% milk",
     [m("sr:9318", "1 cup, unthawed"), g("sr:9040", 59, "1/2 medium = 59 g"), g("sr:12006", 12, "1 tbsp = 12 g"), m("sr:1082", "1 cup")]),
    ("2 tbsp ground flaxseed in a container of plain nonfat greek yogurt with half a cup of blueberries",
     [g("sr:12220", 14, "1 tbsp ground = 7 g"), m("fd:yogurt, greek, plain, nonfat", "1 container"), m("sr:9050", "1 cup", 0.5)]),
]

# Set 218: party food and appetizers by the piece, scoop and weight (wings, egg rolls, dips, poppers, skins), written
# after 42a63c6 and scored once with it.
TWOHUNDREDEIGHTEENTH = [
    ("6 roasted chicken wings with skin", [m("sr:5103", "1 unit, (yield from 1 lb ready-to-cook chicken)", 6)]),
    ("2 pork egg rolls from the freezer, heated", [m("sr:22953", "1 roll", 2)]),
    ("a vegetable egg roll and an ounce of sweet and sour sauce", [m("sr:22955", "1 roll"), g("fn:sweet and sour sauce", OZ, "1 oz typed")]),
    ("150 g of mozzarella sticks, fried", [g("fn:mozzarella sticks, breaded, baked, or fried", 150, "150 g typed")]),
    ("120 g potato skins with cheese and bacon", [g("fn:potato skins, with cheese and bacon", 120, "120 g typed")]),
    ("4 oz of guacamole and an ounce of tortilla chips", [g("fn:guacamole, nfs", 4 * OZ, "4 oz typed"), m("sr:19056", "1 oz")]),
    ("100 g of spinach dip with 2 oz of pita chips", [g("fn:spinach dip, regular", 100, "100 g typed"), g("fn:pita chips", 2 * OZ, "2 oz typed")]),
    ("200 g shrimp cocktail", [g("fn:shrimp cocktail", 200, "200 g typed")]),
    ("3 fried chicken wings, battered, bone removed", [m("sr:5101", "1 wing, bone removed", 3)]),
    ("2 raw jalapenos and an ounce of cream cheese", [m("sr:11979", "1 pepper", 2), g("sr:1017", OZ, "1 oz typed")]),
    ("90 g of deviled eggs", [g("fn:egg, deviled", 90, "90 g typed")]),
    ("a chicken egg roll", [m("sr:22954", "1 roll")]),
]

# Set 219: weekend and weekday breakfasts typed the dev set's way (griddle foods, hot cereals, bagels, eggs with sides,
# yogurt bowls), other foods, written after 14c5b65 and scored once with it.
TWOHUNDREDNINETEENTH = [
    ("3 buttermilk pancakes, 4 inch, with 2 tbsp maple syrup", [m("sr:18390", "1 pancake, (4\" dia)", 3), m("sr:19353", "1 tbsp", 2)]),
    ("a cup of cooked white grits with a tbsp of butter", [m("sr:8091", "1 cup"), m("sr:1001", "1 tbsp")]),
    ("a toasted english muffin, 1 tablespoon strawberry jam", [m("sr:18259", "1 muffin"), m("sr:19297", "1 tbsp")]),
    ("2 oz cooked turkey bacon and 2 fried eggs", [g("sr:42130", 2 * OZ, "2 oz typed"), m("sr:1128", "1 large", 2)]),
    ("a cup of cream of wheat cooked with water", [m("sr:8103", "1 cup")]),
    ("small plain bagel w/ 2 tbsp cream cheese and 1 oz lox", [m("sr:18406", "1 small bagel, (3\" dia)"), m("sr:1017", "1 tbsp", 2), m("sr:15179", "1 oz")]),
    ("a cup of cottage cheese and a cup of canned peaches in juice", [m("sr:1012", "1 cup, large curd (not packed)"), m("sr:9238", "1 cup")]),
    ("1 cup of hash browns, home made", [m("sr:11370", "1 cup")]),
    ("2 frozen waffles and a tablespoon of maple syrup", [m("sr:18365", "1 waffle, square (4\" square) (include frozen)", 2), m("sr:19353", "1 tbsp")]),
    ("a cup of orange juice and a small blueberry muffin", [m("sr:9206", "1 cup"), m("sr:18274", "1 small, (2-3/4\" dia x 2\")")]),
    ("2 large hard boiled eggs and a medium banana", [g("sr:1129", 100, "1 large = 50 g; 2 x 50 g"), g("sr:9040", 118, "1 medium = 118 g")]),
    ("a cup of homemade granola with a cup of 2% milk", [m("sr:8037", "1 cup"), m("sr:1079", "1 cup")]),
    ("one container of plain nonfat greek yogurt, a tbsp honey and half a cup of blueberries", [m("fd:yogurt, greek, plain, nonfat", "1 container"), m("sr:19296", "1 tbsp"), m("sr:9050", "1 cup", 0.5)]),
    ("2 slices of ham and a slice of whole wheat toast", [m("sr:7029", "1 slice", 2), m("sr:18075", "1 slice")]),
    ("a cup of scrambled eggs with 1/4 cup shredded cheddar", [m("sr:1132", "1 cup"), g("sr:1009", 28.25, "1 cup, shredded = 113 g; 1/4 x 113 g")]),
    ("black coffee, about 8 oz, with two tablespoons of half n half", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp", 2)]),
    ("50 blueberries and 3/4 cup of cottage cheese", [m("sr:9050", "50 berries"), g("sr:1012", 0.75 * 210, "3/4 x (1 cup, large curd = 210 g)")]),
    ("an ounce of cheddar on a small toasted plain bagel", [g("sr:1009", OZ, "1 oz typed"), m("sr:18001", "1 bagel, (3\" dia)")]),
    ("2 cups of cooked cream of wheat", [m("sr:8103", "1 cup", 2)]),
    ("a cup of sliced apples and 2 tablespoons of honey", [m("sr:9003", "1 cup, slices"), m("sr:19296", "1 tbsp", 2)]),
]


# Set 220: snacks counted by the piece or measured by the cup and ounce, typed the dev set's way, other foods than the
# earlier snack sets, written after 14c5b65 and scored once with it.
TWOHUNDREDTWENTIETH = [
    ("10 baby carrots with 2 tbsp of hummus", [m("sr:11960", "1 medium", 10), m("sr:16158", "1 tbsp", 2)]),
    ("an ounce of dry roasted cashews with salt", [m("sr:12585", "1 oz")]),
    ("20 green grapes", [m("sr:9132", "10 grapes", 2)]),
    ("1 cup sweet cherries, pits removed", [m("sr:9070", "1 cup, without pits")]),
    ("49 salted pistachios in the shell", [m("sr:12652", "1 oz, (49 kernels)")]),
    ("10 saltines and a cup of tomato soup made with water", [m("sr:18228", "5 crackers, square (1 serving)", 2), m("sr:6559", "1 serving, 1 cup")]),
    ("popcorn, air popped, 3 cups", [m("sr:19034", "1 cup", 3)]),
    ("12 large ripe olives", [m("sr:9193", "1 large", 12)]),
    ("twenty salted pretzel twists", [m("sr:19047", "10 twists", 2)]),
    ("a cup of cheez its", [m("sr:18214", "1 cup, bite size")]),
    ("4 oreos and 1 cup of whole milk", [m("sr:18166", "1 cookie", 4), m("sr:1077", "1 cup")]),
    ("1/4 cup of raisins and 30 dry roasted peanuts", [m("sr:9298", "1 cup, (not packed)", 0.25), m("sr:16090", "1 peanut", 30)]),
    ("a mozzarella string cheese and 10 round crackers", [m("sr:1028", "1 oz"), m("sr:18229", "1 cracker, round", 10)]),
    ("a medium apple w 2 tbsp almond butter", [g("sr:9003", 182, "1 medium (3\" dia) = 182 g"), m("sr:12195", "1 tbsp", 2)]),
    ("1/2 cup regular trail mix", [m("sr:19059", "1 cup", 0.5)]),
    ("2 plain brown rice cakes with 2 tbsp peanut butter", [m("sr:19051", "2 cakes"), m("sr:16098", "2 tbsp")]),
    ("1 cup of chopped walnuts", [m("sr:12155", "1 cup, chopped")]),
    ("8 whole wheat crackers and an ounce of cheddar", [m("sr:18235", "1 cracker", 8), g("sr:1009", OZ, "1 oz typed")]),
    ("3 chocolate sandwich cookies", [m("sr:18166", "3 cookies, (1 NLEA serving)")]),
    ("2 oz of honey roasted almonds", [g("sr:12206", 2 * OZ, "2 oz typed")]),
]


# Set 221: fast-food orders by chain and item with their sides and sizes, typed the dev set's way (lower case, missing
# apostrophes, counts of pieces, sizes), written after 14c5b65 and scored once with it.
TWOHUNDREDTWENTYFIRST = [
    ("wendys jr hamburger and a small fries", [m("sr:21241", "1 item"), m("sr:21247", "1 small, Serving")]),
    ("a burger king whopper with cheese", [m("sr:21253", "1 item")]),
    ("burger king hamburger and medium fries", [m("sr:21250", "1 item"), m("sr:21249", "1 medium, serving")]),
    ("3 kfc crispy chicken strips", [m("sr:21421", "1 strip", 3)]),
    ("10 pieces kfc popcorn chicken and a cup of kfc coleslaw", [m("sr:21422", "10 pieces"), m("sr:21420", "1 cup")]),
    ("two taco bell soft tacos with chicken", [m("sr:21262", "1 item", 2)]),
    ("nachos supreme from taco bell, one order", [m("sr:21269", "1 item")]),
    ("2 slices of dominos 14 inch pepperoni pizza, hand tossed", [m("sr:21280", "1 slice", 2)]),
    ("1 slice papa johns thin crust cheese pizza", [m("sr:21286", "1 slice")]),
    ("3 slices of little caesars pepperoni pizza", [m("sr:21288", "1 slice", 3)]),
    ("2 spicy chicken strips from popeyes", [m("sr:21418", "1 strip", 2)]),
    ("wendy's 5 piece chicken nuggets and kids fries", [m("sr:21246", "5 pieces"), m("sr:21247", "1 kid's meal, Serving")]),
    ("burger king chicken tenders, 5 pieces", [m("sr:21256", "5 pieces")]),
    ("mcdonalds quarter pounder w/ cheese and a medium fry", [m("sr:21235", "1 item"), m("sr:21238", "1 medium, serving")]),
    ("6 piece chicken mcnuggets with a package of mcdonalds bbq sauce", [m("sr:21309", "6 pieces, 3.4 oz"), m("sr:21310", "1 package")]),
    ("an egg mcmuffin and a mcdonalds hash brown", [m("sr:21357", "1 item, 4.8 oz"), m("sr:21319", "2 oz")]),
    ("a small vanilla shake from mcdonalds, 16 oz", [m("sr:21330", "16 fl oz cup, small")]),
    ("taco bell burrito supreme with beef", [m("sr:21265", "1 item")]),
    ("a slice of dominos deep dish cheese pizza and a slice of dominos thin crust cheese", [m("sr:21278", "1 slice"), m("sr:21279", "1 slice")]),
    ("mcdonald's double cheeseburger", [m("sr:21344", "1 item")]),
]


# Set 222: weeknight dinners typed the dev set's way (a main weighed or counted, "cooked in", "over", "with" and measured
# sides), other foods than set 211, written after d3724d3 and scored once with it.
TWOHUNDREDTWENTYSECOND = [
    ("5 oz baked tilapia with a cup of brown rice and a cup of steamed broccoli", [g("sr:15262", 5 * OZ, "5 oz typed"), m("sr:20037", "1 cup"), m("sr:11093", "1 cup")]),
    ("a boneless pork chop, broiled, and 1/2 cup of green peas", [m("sr:10064", "1 chop"), m("sr:11313", ".5 cup")]),
    ("6 oz roasted turkey breast with skin and a medium baked potato", [g("sr:5192", 6 * OZ, "6 oz typed"), m("sr:11828", "1 potato, medium (2-1/4\" to 3-1/4\" dia)")]),
    ("a cup of boiled lentils over a cup of cooked quinoa", [m("sr:16070", "1 cup"), m("sr:20137", "1 cup")]),
    ("a cod fillet, baked, with 1/2 cup of cooked carrots", [m("sr:15016", "1 fillet"), m("sr:11125", ".5 cup, slices")]),
    ("3 oz cooked shrimp and 1 cup of couscous", [m("sr:15151", "3 oz"), m("sr:20029", "1 cup, cooked")]),
    ("4 oz pork tenderloin, roasted, with 6 asparagus spears", [g("sr:10061", 4 * OZ, "4 oz typed"), m("sr:11012", "4 spears, (1/2\" base)", 1.5)]),
    ("a cup of spaghetti with half a cup of marinara and 2 tbsp grated parmesan", [m("sr:20121", "1 cup"), m("sr:6931", "1 serving, 1/2 cup"), m("sr:1032", "1 tbsp", 2)]),
    ("half a salmon fillet, farmed atlantic, with a cup of cooked zucchini", [m("sr:15237", ".5 fillet"), m("sr:11478", "1 cup, sliced")]),
    ("2 corn tortillas, 1 cup black beans and 1/4 cup salsa", [m("sr:18363", "1 tortilla", 2), m("sr:16015", "1 cup"), g("sr:6164", 259 / 4, "1 cup = 259 g; 1/4 x 259 g")]),
    ("an 85% lean burger patty, pan broiled, on a bun with a tbsp of ketchup", [m("sr:23569", "1 patty, ( yield from 1/4 lb raw meat )"), m("sr:18350", "1 roll"), m("sr:11935", "1 tbsp")]),
    ("a medium ear of corn with a pat of butter", [m("sr:11168", "1 ear, medium (6-3/4\" to 7-1/2\" long)"), g("sr:1001", 5, "1 pat (1\" sq, 1/3\" high) = 5 g")]),
    ("a large baked sweet potato and 4 oz roast chicken breast", [m("sr:11508", "1 large"), g("sr:5064", 4 * OZ, "4 oz typed")]),
    ("1 cup brown rice cooked in a tbsp of olive oil", [m("sr:20037", "1 cup"), m("sr:4053", "1 tablespoon")]),
    ("2 cups of frozen broccoli, cooked, with a tablespoon of butter", [m("sr:11093", "1 cup", 2), m("sr:1001", "1 tbsp")]),
    ("a cup of cooked spaghetti tossed with 1 tbsp olive oil and 1 tbsp parmesan", [m("sr:20121", "1 cup"), m("sr:4053", "1 tablespoon"), m("sr:1032", "1 tbsp")]),
    ("8 large shrimp, boiled, and a cup of brown rice", [m("sr:15151", "4 large", 2), m("sr:20037", "1 cup")]),
    ("dinner: 5 oz salmon, farmed, baked; 1 cup quinoa; 1/2 cup peas", [g("sr:15237", 5 * OZ, "5 oz typed"), m("sr:20137", "1 cup"), m("sr:11313", ".5 cup")]),
    ("a small ear of sweet corn and a cup of black beans", [m("sr:11168", "1 ear, small (5-1/2\" to 6-1/2\" long)"), m("sr:16015", "1 cup")]),
    ("half a cup of marinara over 2 cups of spaghetti", [m("sr:6931", "1 serving, 1/2 cup"), m("sr:20121", "1 cup", 2)]),
]


# Set 223: drinks through the day typed the dev set's way (juices and milks by the cup, glass or ounce, tea and coffee
# with what goes in, cocoa, lemonade, a beer), written after d3724d3 and scored once with it.
TWOHUNDREDTWENTYTHIRD = [
    ("a cup of hot tea with a tsp of sugar and a tbsp of 2% milk", [m("sr:14355", "1 cup, (8 fl oz)"), m("sr:19335", "1 tsp"), g("sr:1079", 244 / 16, "1 cup = 244 g; 1 tbsp = 1/16 cup")]),
    ("8 oz of apple juice", [g("sr:9016", 8 * FLOZ * 248 / 236.588, "8 fl oz of a cup (8 fl oz) = 248 g")]),
    ("1 cup hot cocoa, made at home", [m("sr:1105", "1 cup")]),
    ("2 cups of lemonade made from frozen concentrate", [m("sr:14293", "1 serving, 1 cup 8 fl oz", 2)]),
    ("a cup of cranberry juice cocktail and a cup of skim milk", [m("sr:14242", "1 cup, (8 fl oz)"), m("sr:1085", "1 cup")]),
    ("12 oz of 2% chocolate milk", [g("sr:1103", 12 * 31, "12 x (1 fl oz = 31 g)")]),
    ("1 cup grape juice, unsweetened", [m("sr:9135", "1 cup")]),
    ("a 6 oz glass of tomato juice", [m("sr:11540", "6 fl oz")]),
    ("1 cup of unsweetened soy milk", [m("sr:16222", "1 cup")]),
    ("instant coffee, 6 fl oz, with 2 tablespoons of heavy cream", [m("sr:14215", "1 serving, 6 fl oz"), g("sr:1053", 238 / 8, "1 cup fluid = 238 g; 1 tbsp = 1/16 cup; 2 tbsp")]),
    ("a cup of pineapple juice and a slice of whole wheat toast", [m("sr:9273", "1 cup"), m("sr:18075", "1 slice")]),
    ("two 12 oz cans of regular beer", [m("sr:14003", "1 can", 2)]),
    ("a cup of orange juice and a cup of 1% milk", [m("sr:9206", "1 cup"), m("sr:1082", "1 cup")]),
    ("16 fl oz of lemonade from powder", [g("sr:14288", 16 * 33, "16 x (1 fl oz = 33 g)")]),
    ("1 cup of chocolate soymilk", [m("sr:16166", "1 cup")]),
    ("12 ounces of fat free milk in a tall glass", [g("sr:1085", 12 * 31, "12 x (1 fl oz = 31 g)")]),
    ("a cup of brewed tea and 2 tsp honey", [m("sr:14355", "1 cup, (8 fl oz)"), g("sr:19296", 14, "1 tsp = 1/3 tbsp (21 g) = 7 g; 2 tsp")]),
    ("half a cup of apple juice mixed with half a cup of water", [m("sr:9016", "1 cup", 0.5)]),
    ("a cup of whole milk with 2 tbsp chocolate syrup", [m("sr:1077", "1 cup"), m("sr:14181", "1 serving, 2 tbsp")]),
    ("a cup of decaf coffee with a tbsp of half and half and a packet of sugar", [m("sr:14201", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp"), m("sr:19335", "1 serving, packet")]),
]


# Set 224: lunches typed the dev set's way (sandwiches by their parts after a label, soups by the cup, chips and a
# pickle), other foods, written after 75f5198 and scored once with it.
TWOHUNDREDTWENTYFOURTH = [
    ("ham & swiss on rye: 2 slices ham, 1 oz swiss, 2 slices rye bread, 1 tsp mustard", [m("sr:7029", "1 slice", 2), g("sr:1040", OZ, "1 oz typed"), m("sr:18060", "1 slice", 2), m("sr:2046", "1 tsp, or 1 packet")]),
    ("tuna melt: 1 can light tuna in water, 1 tbsp mayo, 1 oz cheddar, 2 slices wheat bread", [m("sr:15184", "1 can"), m("sr:4025", "1 tbsp"), g("sr:1009", OZ, "1 oz typed"), m("sr:18064", "1 slice", 2)]),
    ("a cup of minestrone soup made with water and a small slice of sourdough", [m("sr:6440", "1 cup, (8 fl oz)"), m("sr:18029", "1 slice, small (2\" x 2-1/2\" x 1-3/4\")")]),
    ("an ounce of potato chips and a medium dill pickle", [m("sr:19411", "1 oz"), g("sr:11937", 65, "1 medium (3-3/4\" long) = 65 g")]),
    ("grilled cheese: 2 slices wheat bread, 2 oz cheddar, 1 tbsp butter", [m("sr:18064", "1 slice", 2), g("sr:1009", 2 * OZ, "2 oz typed"), m("sr:1001", "1 tbsp")]),
    ("half a california avocado on 2 slices of rye bread", [m("sr:9038", "1 fruit, without skin and seed", 0.5), m("sr:18060", "1 slice", 2)]),
    ("a medium butter croissant with 2 slices of ham and an ounce of swiss", [g("sr:18239", 57, "1 croissant, medium = 57 g"), m("sr:7029", "1 slice", 2), g("sr:1040", OZ, "1 oz typed")]),
    ("2 oz provolone and 6 slices of thin sliced beef", [g("sr:1035", 2 * OZ, "2 oz typed"), m("sr:7043", "1 slice, rectangle", 6)]),
    ("1 cup shredded iceberg lettuce with 1/2 cup chopped tomatoes and 2 tbsp mayo", [m("sr:11252", "1 cup, shredded"), m("sr:11529", "1 cup, chopped or sliced", 0.5), m("sr:4025", "1 tbsp", 2)]),
    ("2 oz whole milk mozzarella, 1 cup cherry tomatoes, 1 tbsp olive oil", [g("sr:1026", 2 * OZ, "2 oz typed"), m("sr:11529", "1 cup, cherry tomatoes"), m("sr:4053", "1 tablespoon")]),
    ("egg salad sandwich: 2 hard boiled eggs, 1 tbsp mayo, 2 slices wheat bread", [g("sr:1129", 100, "1 large = 50 g; 2 x 50 g"), m("sr:4025", "1 tbsp"), m("sr:18064", "1 slice", 2)]),
    ("an ounce of salted potato chips and a 12 oz cola", [m("sr:19411", "1 oz"), m("sr:14400", "1 fl oz", 12)]),
    ("a cup of chunky minestrone, ready to serve", [m("sr:6039", "1 cup")]),
    ("ham and cheddar sandwich on wheat: 3 slices ham, 1 oz cheddar, 2 slices bread", [m("sr:7029", "1 slice", 3), g("sr:1009", OZ, "1 oz typed"), m("sr:18064", "1 slice", 2)]),
    ("a medium slice of french bread with a tbsp of butter", [m("sr:18029", "1 slice, medium (4\" x 2-1/2\" x 1-3/4\")"), m("sr:1001", "1 tbsp")]),
    ("tuna salad: 1 can light tuna in water, 2 tbsp mayo, 1/4 cup chopped dill pickles", [m("sr:15184", "1 can"), m("sr:4025", "1 tbsp", 2), m("sr:11937", "1 cup, chopped or diced", 0.25)]),
    ("a cup of tomato soup made with 2% milk and 2 slices of rye", [m("sr:6359", "1 serving, 1 cup"), m("sr:18060", "1 slice", 2)]),
    ("2 slices of wheat bread with 2 tbsp peanut butter and a tbsp of strawberry jam", [m("sr:18064", "1 slice", 2), m("sr:16098", "2 tbsp"), m("sr:19297", "1 tbsp")]),
    ("a cup of canned chicken noodle soup prepared with water and 6 saltines", [m("sr:6419", "1 serving, 1 cup"), g("sr:18228", 18, "5 crackers = 15 g; 6 crackers")]),
    ("lunch: 3 oz light tuna in water, 1 cup shredded iceberg, 1 tbsp olive oil, a slice of rye", [m("sr:15184", "3 oz"), m("sr:11252", "1 cup, shredded"), m("sr:4053", "1 tablespoon"), m("sr:18060", "1 slice")]),
]


# Set 225: everyday meals with one or two words misspelled the way fast typing does (a letter dropped, doubled,
# swapped or wrong), other words than set 214, written after 75f5198 and scored once with it.
TWOHUNDREDTWENTYFIFTH = [
    ("2 frid eggs and a slice of whole wheat toast", [m("sr:1128", "1 large", 2), m("sr:18075", "1 slice")]),
    ("a cup of brocoli, boiled", [g("sr:11091", 156, "1 cup, chopped = 156 g")]),
    ("1 cup of oatmeal made with watter", [m("sr:8121", "1 cup")]),
    ("a medium bananna and a tablespoon of penut butter", [g("sr:9040", 118, "1 medium = 118 g"), g("sr:16098", 16, "1 tbsp = 16 g")]),
    ("6 oz roasted chiken breast", [g("sr:5064", 6 * OZ, "6 oz typed")]),
    ("a cup of cooked brown rcie", [m("sr:20037", "1 cup")]),
    ("2 tbsp of ranch dresing", [m("sr:4639", "1 tablespoon", 2)]),
    ("a cup of blueberies", [m("sr:9050", "1 cup")]),
    ("a slice of chedar cheese", [g("sr:1009", 28, "1 slice (1 oz) = 28 g")]),
    ("2 cups of raw spinnach", [m("sr:11457", "1 cup", 2)]),
    ("a large baked potatoe with a tbsp of sour creme", [m("sr:11674", "1 potato, large"), m("sr:1056", "1 tbsp")]),
    ("2 cups of popcorn, air poped", [m("sr:19034", "1 cup", 2)]),
    ("1 cup cotage cheese", [m("sr:1012", "1 cup, large curd (not packed)")]),
    ("a cup of orange juce", [m("sr:9206", "1 cup")]),
    ("2 tbsp of hummus and 10 baby carots", [m("sr:16158", "1 tbsp", 2), m("sr:11960", "1 medium", 10)]),
    ("a medium apple and 2 tbsp almond buter", [g("sr:9003", 182, "1 medium (3\" dia) = 182 g"), m("sr:12195", "1 tbsp", 2)]),
    ("a cup of cherios with a cup of skim milk", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup")]),
    ("2 slices of whole wheat bred with 2 tbsp of peanut buttter", [m("sr:18075", "1 slice", 2), m("sr:16098", "2 tbsp")]),
    ("a cup of cooked lentles", [m("sr:16070", "1 cup")]),
    ("4 oz of grilled steak and a cup of cooked green beens", [g("sr:13456", 4 * OZ, "4 oz typed"), m("sr:11053", "1 cup")]),
]


# Set 226: holiday and party plates typed the dev set's way (a label, then a list: roast turkey, stuffing, cranberry
# sauce, rolls, gravy, pie), written after 6549072 and scored once with it.
TWOHUNDREDTWENTYSIXTH = [
    ("thanksgiving plate: 6 oz roast turkey, light meat, 1/2 cup stuffing, 1/4 cup cranberry sauce, a dinner roll", [g("sr:5186", 6 * OZ, "6 oz typed"), m("sr:18082", ".5 cup"), m("sr:9081", "1 cup", 0.25), m("sr:18342", "1 roll, (1 oz)")]),
    ("one slice of store-bought pumpkin pie", [m("sr:18326", "1 slice")]),
    ("1/8 of a 9 inch pecan pie made from scratch", [m("sr:18325", "1 piece, (1/8 of 9\" dia)")]),
    ("a cup of turkey gravy from a can", [m("sr:6125", "1 cup")]),
    ("two half inch slices of jellied cranberry sauce from the can", [m("sr:9081", "1 slice, (1/2\" thick, approx 8 slices per can)", 2)]),
    ("leftovers: 4 oz light meat turkey, 1 cup stuffing, 2 tbsp gravy", [g("sr:5186", 4 * OZ, "4 oz typed"), m("sr:18082", ".5 cup", 2), m("sr:6125", "1 tbsp", 2)]),
    ("a piece of homemade apple pie, 1/8 of a 9 inch pie", [m("sr:18302", "1 piece, (1/8 of 9\" dia)")]),
    ("two plain dinner rolls and 1 tablespoon butter", [m("sr:18342", "1 roll, (1 oz)", 2), m("sr:1001", "1 tbsp")]),
    ("half a cup of cornbread stuffing", [m("sr:18085", ".5 cup")]),
    ("a slice of store bought pecan pie", [m("sr:18324", "1 slice")]),
    ("game day: 2 beers, 1 oz potato chips, 2 tbsp ranch dressing", [m("sr:14003", "1 can", 2), m("sr:19411", "1 oz"), m("sr:4639", "1 tablespoon", 2)]),
    ("movie night: 4 cups air popped popcorn and a 12 oz can of cola", [m("sr:19034", "1 cup", 4), m("sr:14400", "1 can, 12 fl oz")]),
    ("christmas breakfast: 2 buttermilk pancakes, 4 inch, 2 tbsp maple syrup, 2 slices bacon", [m("sr:18390", "1 pancake, (4\" dia)", 2), m("sr:19353", "1 tbsp", 2), m("sr:10124", "1 slice, cooked", 2)]),
    ("a wheat dinner roll and a cup of turkey gravy", [m("sr:18347", "1 roll, (1 oz)"), m("sr:6125", "1 cup")]),
    ("8 oz roasted turkey, white meat, skin on", [g("sr:5182", 8 * OZ, "8 oz typed")]),
    ("a slice of apple pie from the store", [m("sr:18301", "1 piece, (1/8 of 9\" dia)")]),
    ("a cup of canned pumpkin pie mix", [m("sr:11426", "1 cup")]),
    ("potluck: a cup of stuffing, 1/2 cup cranberry sauce, 2 rolls", [m("sr:18082", ".5 cup", 2), m("sr:9081", "1 cup", 0.5), m("sr:18342", "1 roll, (1 oz)", 2)]),
    ("an egg dinner roll with 2 pats of butter", [m("sr:18344", "1 roll, (2-1/2\" dia)"), g("sr:1001", 10, "1 pat = 5 g; 2 pats")]),
    ("dessert: a slice of pumpkin pie and 2 tbsp whipped cream", [m("sr:18326", "1 slice"), m("sr:1054", "1 tbsp", 2)]),
]


# Set 227: amounts said in words and fractions ("three quarters of a cup", "a tablespoon and a half", "a dozen", "half
# a dozen", "two and a half ounces"), everyday foods, written after 6549072 and scored once with it.
TWOHUNDREDTWENTYSEVENTH = [
    ("three quarters of a cup of cooked brown rice", [m("sr:20037", "1 cup", 0.75)]),
    ("one and a half cups quinoa, cooked", [m("sr:20137", "1 cup", 1.5)]),
    ("a quarter cup of seedless raisins", [m("sr:9298", "1 cup, (not packed)", 0.25)]),
    ("two thirds of a cup of cheerios", [m("sr:8013", "1 cup, (1 NLEA serving)", 2 / 3)]),
    ("half a cup of black beans and a third of a cup of salsa", [m("sr:16015", "1 cup", 0.5), m("sr:6164", "1 cup", 1 / 3)]),
    ("a tablespoon and a half of smooth peanut butter", [m("sr:16098", "2 tbsp", 0.75)]),
    ("two and a half ounces of cheddar", [g("sr:1009", 2.5 * OZ, "2.5 oz typed")]),
    ("a pound of cooked shrimp", [g("sr:15151", LB, "1 lb typed")]),
    ("a dozen raw baby carrots with nothing on them", [m("sr:11960", "1 medium", 12)]),
    ("about 3/4 cup of lentils, cooked", [m("sr:16070", "1 cup", 0.75)]),
    ("1 and 1/2 cups of 2% milk", [m("sr:1079", "1 cup", 1.5)]),
    ("two tablespoons of honey and a teaspoon of butter", [m("sr:19296", "1 tbsp", 2), g("sr:1001", 14 / 3, "1 tsp = 1/3 tbsp (14 g)")]),
    ("half a dozen large strawberries", [g("sr:9316", 6 * 18, "1 large (1-3/8\" dia) = 18 g; 6")]),
    ("three fourths cup of cooked spaghetti", [m("sr:20121", "1 cup", 0.75)]),
    ("a cup and a half of oatmeal cooked with water", [m("sr:8121", "1 cup", 1.5)]),
    ("one eighth of a 9 inch pumpkin pie, homemade", [m("sr:18327", "1 piece, (1/8 of 9\" dia)")]),
    ("a half cup of cottage cheese and a quarter cup of blueberries", [m("sr:1012", "1 cup, large curd (not packed)", 0.5), m("sr:9050", "1 cup", 0.25)]),
    ("two thirds cup of cooked couscous", [m("sr:20029", "1 cup, cooked", 2 / 3)]),
    ("one and a quarter cups of orange juice", [m("sr:9206", "1 cup", 1.25)]),
    ("a tenth of a pound of sliced ham", [g("sr:7029", LB / 10, "0.1 lb typed")]),
]


# Set 228: fruit and vegetables by the piece, size and cup, typed the dev set's way ("a banana", "half an avocado"),
# other produce, written after 6e8b5f1 and scored once with it.
TWOHUNDREDTWENTYEIGHTH = [
    ("one small nectarine, eaten whole", [m("sr:9191", "1 small, (2-1/3\" dia)")]),
    ("cantaloupe, cubed, 1 cup", [m("sr:9181", "1 cup, cubes")]),
    ("1 cup honeydew melon, diced", [m("sr:9184", "1 cup, diced (approx 20 pieces per cup)")]),
    ("ten big radishes from the garden", [m("sr:11429", "1 large, (1\" to 1-1/4\" dia)", 10)]),
    ("a large kiwi, peeled", [m("sr:9148", "1 fruit, without skin large")]),
    ("6 raw cauliflower florets", [m("sr:11135", "1 floweret", 6)]),
    ("8 brussels sprouts, raw", [m("sr:11098", "1 sprout", 8)]),
    ("two fresh figs, medium sized", [m("sr:9089", "1 medium, (2-1/4\" dia)", 2)]),
    ("a whole cucumber with the peel", [m("sr:11205", "1 cucumber, (8-1/4\")")]),
    ("a cup of sliced red bell pepper", [m("sr:11821", "1 cup, sliced")]),
    ("a mango, peeled and pitted", [m("sr:9176", "1 fruit, without refuse")]),
    ("2 cups of fresh pineapple chunks", [m("sr:9266", "1 cup, chunks", 2)]),
    ("a cup of chopped raw onion", [m("sr:11282", "1 cup, chopped")]),
    ("a cup of shredded red cabbage", [m("sr:11112", "1 cup, shredded")]),
    ("a cup of sliced raw zucchini", [m("sr:11477", "1 cup, sliced")]),
    ("a medium banana and a small peach", [g("sr:9040", 118, "1 medium = 118 g"), m("sr:9236", "1 small, (2-1/2\" dia)")]),
    ("an orange and 2 plums", [m("sr:9202", "1 fruit, (2-7/8\" dia)"), m("sr:9279", "1 fruit, (2-1/8\" dia)", 2)]),
    ("half a cucumber, sliced", [m("sr:11205", "1 cucumber, (8-1/4\")", 0.5)]),
    ("a cup of mango slices", [m("sr:9176", "1 cup, sliced")]),
    ("a medium pear and a small tangerine", [m("sr:9252", "1 medium"), m("sr:9218", "1 small, (2-1/4\" dia)")]),
]


# Set 229: desserts and sweets by the piece, slice, scoop and container, typed the dev set's way, written after
# 6e8b5f1 and scored once with it.
TWOHUNDREDTWENTYNINTH = [
    ("a large store bought brownie", [m("sr:18151", "1 square, large (2-3/4\" sq x 7/8\")")]),
    ("3 homemade brownies, 2 inch squares", [m("sr:18154", "1 brownie, (2\" square)", 3)]),
    ("a medium glazed doughnut and a cup of black coffee", [m("sr:18436", "1 doughnut, medium (3-1/4\" dia)"), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("six glazed doughnut holes with my coffee", [m("sr:18255", "1 doughnut, hole", 6)]),
    ("4 store-bought chocolate chip cookies", [m("sr:18159", "1 cookie, (average weight of 1 cookie, variety of brands)", 4)]),
    ("chocolate ice cream, 1/2 cup scoop", [m("sr:19270", ".5 cup, (4 fl oz)")]),
    ("a piece of store bought cheesecake, 1/6 of a 17 oz cake", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("birthday cake: one slice of yellow cake, chocolate frosting", [m("sr:18140", "1 piece, (1/8 of 18 oz cake)")]),
    ("one big bakery cinnamon roll, the kind with raisins", [m("sr:18356", "1 large")]),
    ("2 baked cinnamon rolls from a can, with frosting", [m("sr:18358", "1 roll", 2)]),
    ("chocolate pudding, one 4 ounce cup", [m("sr:19183", "1 container, refridgerated, 4 oz container")]),
    ("5 miniature milk chocolate bars", [m("sr:19120", "1 bar, miniature", 5)]),
    ("20 chocolate covered peanuts", [m("sr:19126", "10 pieces", 2)]),
    ("30 chocolate covered raisins", [m("sr:19127", "10 pieces", 3)]),
    ("an ounce of milk chocolate and a cup of 2% milk", [g("sr:19120", OZ, "1 oz typed"), m("sr:1079", "1 cup")]),
]


# Set 230: cereal bowls and bars typed the dev set's way (a brand's cereal by the cup with milk, a packet of instant
# oatmeal, granola bars by the bar), written after 3508342 and scored once with it.
TWOHUNDREDTHIRTIETH = [
    ("a cup of frosted flakes with 1/2 cup of 2% milk", [m("sr:8069", "1 cup"), m("sr:1079", "1 cup", 0.5)]),
    ("a cup of kellogg's raisin bran and a cup of skim milk", [m("sr:8060", "1 cup, ( 1 NLEA serving)"), m("sr:1085", "1 cup")]),
    ("2 cups of corn flakes with a cup of whole milk and a sliced banana", [m("sr:8020", "1 cup, (1 NLEA serving)", 2), m("sr:1077", "1 cup"), g("sr:9040", 118, "1 medium = 118 g")]),
    ("a cup of rice krispies", [m("sr:8065", "1 cup")]),
    ("a cup of special k with 1/2 cup of sliced strawberries", [m("sr:8067", "1 cup, (1 NLEA serving)"), m("sr:9316", "1 cup, halves", 0.5)]),
    ("3/4 cup of honey nut cheerios with 3/4 cup of 1% milk", [m("sr:8045", ".75 cup, (1 NLEA serving)"), m("sr:1082", "1 cup", 0.75)]),
    ("a cup of frosted shredded wheat, bite size", [m("sr:8339", "1 cup, (1 NLEA serving)")]),
    ("30 mini shredded wheat biscuits", [m("sr:8384", "30 biscuits, (1 NLEA serving)")]),
    ("a packet of maple and brown sugar instant oatmeal, dry", [m("sr:8130", "1 packet")]),
    ("a hard granola bar, plain", [m("sr:19015", "1 bar")]),
    ("2 chocolate chip granola bars, the hard kind", [m("sr:19017", "1 bar", 2)]),
    ("a soft granola bar with raisins, 1.5 oz", [m("sr:19022", "1 bar, (1.5 oz)")]),
    ("a rice krispies treat bar and a cup of chocolate milk", [m("sr:19438", "1 bar"), m("sr:1102", "1 cup")]),
    ("1 1/2 cups of raisin bran crunch", [m("sr:8380", "1 cup, (1 NLEA serving)", 1.5)]),
    ("one chewy granola bar, peanut butter flavor, 1 oz", [m("sr:19021", "1 bar, (1 oz)")]),
]


# Set 231: Mexican plates at home and from a taqueria or Taco Bell (tacos by the count, burritos, tostadas, chips with
# salsa or guacamole, rice and beans by the cup), typed the dev set's way, written after 430a73e and scored once with it.
TWOHUNDREDTHIRTYFIRST = [
    ("a taco bell soft taco with steak and a chicken soft taco", [m("sr:21263", "1 item"), m("sr:21262", "1 item")]),
    ("taco bell chicken burrito supreme and nachos", [m("sr:21266", "1 item"), m("sr:21268", "1 item")]),
    ("3 hard taco shells with 4 oz of cooked ground beef, 80% lean", [m("sr:18360", "1 large, (6-1/2\" dia)", 3), g("sr:23575", 4 * OZ, "4 oz typed")]),
    ("a bean and cheese burrito, frozen, microwaved", [m("sr:22918", "1 burrito")]),
    ("1/2 cup refried beans and 150 g of spanish rice from a restaurant", [m("sr:16103", "1 cup", 0.5), g("sl:restaurant, mexican, spanish rice", 150, "150 g typed")]),
    ("a beef chimichanga", [m("sr:21070", "1 chimichanga")]),
    ("two cheese enchiladas", [m("sr:21074", "1 enchilada", 2)]),
    ("a tostada with beans and cheese", [m("sr:21085", "1 piece")]),
    ("an ounce of tortilla chips and 2 tbsp of salsa", [m("sr:19056", "1 oz"), m("sr:6164", "1 tbsp", 2)]),
    ("2 corn tortillas with 1/2 cup of black beans and 1/4 cup of cubed avocado", [m("sr:18363", "1 tortilla", 2), m("sr:16015", "1 cup", 0.5), m("sr:9037", "1 cup, cubes", 0.25)]),
    ("a flour tortilla, 6 inch, with an ounce of shredded cheddar", [m("sr:18364", "1 tortilla, medium (approx 6\" dia)"), g("sr:1009", OZ, "1 oz typed")]),
    ("a chimichanga with beef and cheese", [m("sr:21071", "1 chimichanga")]),
    ("a cup of cooked pinto beans", [m("sr:16043", "1 cup")]),
    ("a jalapeno pepper and 2 tbsp sour cream", [m("sr:11979", "1 pepper"), m("sr:1056", "1 tbsp", 2)]),
    ("a large taco from a fast food place", [m("sr:21082", "1 large")]),
    ("a portion of nachos with cheese", [m("sr:21078", "1 portion, (6-8 nachos)")]),
    ("2 tostadas with beef and cheese", [m("sr:21087", "1 piece", 2)]),
    ("a taco bell original taco with beef and a bean burrito", [m("sr:21260", "1 item"), m("sr:21264", "1 item")]),
    ("one cup of shredded queso chihuahua", [m("sr:1167", "1 cup, shredded")]),
    ("a beef enchilada with cheese and a cup of white rice", [m("sr:21075", "1 enchilada"), m("sr:20045", "1 cup")]),
]


# Set 232: Chinese and Japanese takeout and home stir-fries by the piece, container, cup and weight (egg rolls,
# dumplings, lo mein and fried rice by grams, sushi rolls by weight, edamame, tofu), typed the dev set's way, written
# after 430a73e and scored once with it.
TWOHUNDREDTHIRTYSECOND = [
    ("2 pork egg rolls and a fortune cookie", [m("sr:22953", "1 roll", 2), m("sr:18171", "1 cookie")]),
    ("300 g chicken lo mein", [g("fn:lo mein, with chicken", 300, "300 g typed")]),
    ("250 grams of general tso chicken over a cup of white rice", [g("fn:general tso chicken", 250, "250 g typed"), m("sr:20045", "1 cup")]),
    ("2 cups of wonton soup, restaurant style", [m("sr:27002", "1 cup", 2)]),
    ("6 steamed pot stickers, about 150 g", [g("fn:wonton, dumpling or pot sticker, steamed", 150, "150 g typed")]),
    ("a cup of edamame, cooked from frozen", [m("sr:11212", "1 cup")]),
    ("200 g of california roll", [g("fn:sushi roll, california", 200, "200 g typed")]),
    ("1/4 block of firm tofu and a cup of chinese broccoli", [m("sr:16126", ".25 block"), m("sr:11969", "1 cup")]),
    ("half a package of beef ramen, uncooked", [m("sr:6982", "1 package", 0.5)]),
    ("8 oz kung pao chicken and 1 cup brown rice", [g("fn:kung pao chicken", 8 * OZ, "8 oz typed"), m("sr:20037", "1 cup")]),
    ("a cup of rice noodles with 1 tbsp of soy sauce", [m("sr:20134", "1 cup"), m("sr:16123", "1 tbsp")]),
    ("3 oz of imitation crab", [m("sr:15138", "3 oz")]),
    ("half an order of sweet and sour pork", [m("fd:restaurant, chinese, sweet and sour pork", "1 order", 0.5)]),
    ("a vegetable egg roll and a chicken egg roll", [m("sr:22955", "1 roll"), m("sr:22954", "1 roll")]),
    ("12 large shrimp, steamed, with 2 tbsp teriyaki sauce", [m("sr:15151", "4 large", 3), m("sr:6112", "1 tbsp", 2)]),
    ("a cup of cooked egg noodles tossed with a teaspoon of sesame oil", [m("sr:20110", "1 cup"), m("sr:4058", "1 tablespoon", 1 / 3)]),
    ("200 g beef and broccoli stir fry in soy sauce", [g("fn:stir fried beef and vegetables in soy sauce", 200, "200 g typed")]),
    ("400 g of miso soup", [g("fn:soup, miso or tofu", 400, "400 g typed")]),
    ("10 sheets of dried seaweed snacks", [m("sr:11446", "10 sheets")]),
    ("a cup of crunchy chow mein noodles", [m("sr:20113", "1 cup")]),
]


# Set 233: bakery items and what goes on them (muffins and danish by the piece, biscuits, rolls, English muffins,
# croissants, bagels, with butter, jam, honey or cream cheese by the spoon), typed the dev set's way, written after
# 430a73e and scored once with it.
TWOHUNDREDTHIRTYTHIRD = [
    ("a low fat blueberry muffin, small", [m("sr:18940", "1 muffin, small")]),
    ("a raspberry danish and 12 oz of black coffee", [m("sr:18435", "1 pastry, (4-1/4\" dia)"), m("sr:14209", "1 fl oz", 12)]),
    ("2 buttermilk biscuits with a tablespoon of honey", [m("sr:18009", "1 biscuit", 2), m("sr:19296", "1 tbsp")]),
    ("a toasted whole wheat english muffin with 2 tsp butter", [m("sr:18267", "1 muffin"), m("sr:1001", "1 tbsp", 2 / 3)]),
    ("a cinnamon raisin bagel with a tbsp of cream cheese", [m("sr:18005", "1 bagel, (3\" dia)"), m("sr:1017", "1 tbsp")]),
    ("3 mini butter croissants", [m("sr:18239", "1 croissant, mini", 3)]),
    ("an apple croissant with a tbsp of butter", [m("sr:18240", "1 croissant, medium"), m("sr:1001", "1 tbsp")]),
    ("two wheat dinner rolls, 1 oz each, with a pat of butter", [m("sr:18347", "1 roll, (1 oz)", 2), g("sr:1001", 5, "1 pat = 5 g")]),
    ("a piece of cinnamon crumb coffee cake", [m("sr:18104", "1 individual, cake")]),
    ("a slice of banana bread, about 2 oz", [g("sr:18019", 2 * OZ, "2 oz typed")]),
    ("a large cinnamon danish", [m("sr:18244", "1 large, (approx 7\" dia)")]),
    ("an egg dinner roll and a tablespoon of strawberry jam", [m("sr:18344", "1 roll, (2-1/2\" dia)"), m("sr:19297", "1 tbsp")]),
    ("2 glazed donut holes and a chocolate glazed cake donut", [m("sr:18255", "1 doughnut, hole", 2), m("sr:18251", "1 doughnut, (3-3/4\" dia)")]),
    ("a jelly filled donut", [m("sr:18256", "1 doughnut, oval (3-1/2\" x 2-1/2\")")]),
    ("a deluxe warm cinnamon roll from mcdonalds", [m("sr:21318", "5.7 oz")]),
    ("a plain english muffin with a packet of jam", [m("sr:18258", "1 muffin"), m("sr:19297", "1 packet, (0.5 oz)")]),
    ("a glazed french cruller", [m("sr:18253", "1 cruller, (3\" dia)")]),
    ("4 miniature cinnamon rolls", [m("sr:21388", "1 each", 4)]),
    ("a toasted raisin cinnamon english muffin with peanut butter, about 1 tbsp", [m("sr:18263", "1 muffin"), m("sr:16098", "2 tbsp", 0.5)]),
    ("a cheese croissant, small, warmed up", [m("sr:18241", "1 croissant, small")]),
]


# Set 234: meal-prep food weighed the gym way (raw or cooked weights in g and oz, egg whites by the egg, oats and rice
# dry, a measured fat), typed tersely, written after 34d9498 and scored once with it.
TWOHUNDREDTHIRTYFOURTH = [
    ("220g raw chicken breast, skinless", [g("sr:5062", 220, "220 g typed")]),
    ("180 g cooked brown rice + 150 g baked sweet potato", [g("sr:20037", 180, "180 g typed"), g("sr:11508", 150, "150 g typed")]),
    ("6 oz raw farmed atlantic salmon", [g("sr:15236", 6 * OZ, "6 oz typed")]),
    ("whites of 5 large eggs", [m("sr:1124", "1 large", 5)]),
    ("60 g dry oats with 1 tbsp peanut butter", [g("sr:8120", 60, "60 g typed"), m("sr:16098", "2 tbsp", 0.5)]),
    ("7 oz tilapia cooked, 1 cup green beans", [g("sr:15262", 7 * OZ, "7 oz typed"), m("sr:11053", "1 cup")]),
    ("75 g uncooked white rice", [g("sr:20044", 75, "75 g typed")]),
    ("250g ground turkey 93/7 raw", [g("sl:turkey, ground, 93% lean, 7% fat, raw", 250, "250 g typed")]),
    ("5 oz cooked chicken breast, 2 cups raw spinach, 1 tsp olive oil", [g("sr:5064", 5 * OZ, "5 oz typed"), m("sr:11457", "1 cup", 2), m("sr:4053", "1 tablespoon", 1 / 3)]),
    ("2 large eggs + 3 egg whites, raw", [m("sr:1123", "1 cup, (4.86 large eggs)", 2 / 4.86), m("sr:1124", "1 large", 3)]),
    ("200 grams cod, baked, and 8 asparagus spears", [g("sr:15016", 200, "200 g typed"), m("sr:11012", "4 spears, (1/2\" base)", 2)]),
    ("1 cup 2% cottage cheese and a banana", [m("sr:1015", "1 cup, (not packed)"), g("sr:9040", 118, "1 medium = 118 g")]),
    ("4 oz pork tenderloin roasted, lean only", [g("sr:10061", 4 * OZ, "4 oz typed")]),
    ("2 brown rice cakes with 1 tbsp of peanut butter each", [m("sr:19051", "2 cakes"), m("sr:16098", "2 tbsp")]),
    ("150g broccoli raw and 100 g of cooked white rice", [g("sr:11090", 150, "150 g typed"), g("sr:20045", 100, "100 g typed")]),
    ("8 oz top sirloin, broiled, lean", [g("sr:13454", 8 * OZ, "8 oz typed")]),
    ("half a cup of dry oats cooked in water with 30 g of whey isolate", [m("sr:8120", "1 cup", 0.5), g("sl:beverages, whey protein powder isolate", 30, "30 g typed")]),
    ("100 g of hard boiled egg and 1/2 cup of cottage cheese, 1% milkfat", [g("sr:1129", 100, "100 g typed"), m("sr:1016", "1 cup, (not packed)", 0.5)]),
    ("1 lb raw ground turkey, cooked and split into 4 portions, had one", [g("sr:5305", 453.6 / 4, "1 lb = 453.6 g, a quarter")]),
    ("300g cooked jasmine rice", [g("sr:20045", 300, "300 g typed")]),
]


# Set 235: condiments and sauces with the food they went on (ketchup and mustard by the packet or spoon, dressings on a
# salad, dips with vegetables and wings, mayo and relish on sandwiches and hot dogs), typed the dev set's way, written
# after 34d9498 and scored once with it.
TWOHUNDREDTHIRTYFIFTH = [
    ("a medium order of fast food fries with 3 tbsp of ketchup", [m("sr:21138", "1 medium"), m("sr:11935", "1 tbsp", 3)]),
    ("2 beef hot dogs on buns with a tsp of mustard and 1 tbsp sweet relish each", [m("sr:7022", "1 frankfurter, (5 in long X 3/4 in dia, 10 per lb)", 2), m("sr:18350", "1 roll", 2), m("sr:2046", "1 tsp, or 1 packet", 2), m("sr:11945", "1 tbsp", 2)]),
    ("2 cups shredded iceberg with 2 tbsp of blue cheese dressing", [m("sr:11252", "1 cup, shredded", 2), m("sr:4539", "1 tbsp", 2)]),
    ("10 baby carrots and 3 tbsp of hummus", [m("sr:11960", "1 medium", 10), m("sr:16158", "1 tbsp", 3)]),
    ("6 fried chicken wings, battered, with 2 tbsp of ranch", [m("sr:5101", "1 wing, bone removed", 6), m("sr:4639", "1 tablespoon", 2)]),
    ("a cup of chopped tomatoes with a tablespoon of italian dressing", [m("sr:11529", "1 cup, chopped or sliced"), m("sr:4114", "1 tbsp")]),
    ("a hamburger bun with a tablespoon of mayo and a tablespoon of ketchup", [m("sr:18350", "1 roll"), m("sr:4025", "1 tbsp"), m("sr:11935", "1 tbsp")]),
    ("a large sour pickle and a tsp of mustard", [m("sr:11941", "1 large, (4\" long)"), m("sr:2046", "1 tsp, or 1 packet")]),
    ("1/4 cup bbq sauce on 4 oz of ground pork, cooked", [m("sr:6150", "1 cup, (8 fl oz)", 0.25), g("sr:10220", 4 * OZ, "4 oz typed")]),
    ("2 tbsp of french dressing on a cup of shredded lettuce", [m("sr:4120", "1 tbsp", 2), m("sr:11252", "1 cup, shredded")]),
    ("a large fries and 2 tbsp of ketchup", [m("sr:21138", "1 large"), m("sr:11935", "1 tbsp", 2)]),
    ("a tbsp of light mayo on 2 slices of whole wheat bread", [m("sr:4011", "1 tbsp"), m("sr:18075", "1 slice", 2)]),
    ("5 green olives", [m("sr:9195", "1 olive", 5)]),
    ("half an ounce of tartar sauce with 4 oz of baked cod", [g("fn:tartar sauce", OZ / 2, "1/2 oz typed"), g("sr:15016", 4 * OZ, "4 oz typed")]),
    ("half a cup of hummus with 10 pretzel twists", [m("sr:16158", "1 cup", 0.5), m("sr:19047", "10 twists")]),
    ("a cup of bread and butter pickles", [m("sr:11940", "1 cup")]),
    ("2 tbsp reduced fat ranch with a cup of broccoli florets", [m("sr:4640", "1 serving, (2 tbsp)"), m("sr:11740", "1 cup, flowerets")]),
    ("3 tbsp of salsa and 1 tbsp of sour cream on a medium baked potato", [m("sr:6164", "1 tbsp", 3), m("sr:1056", "1 tbsp"), m("sr:11674", "1 potato, medium")]),
    ("a tablespoon of honey mustard dressing, reduced calorie", [m("sr:4686", "2 tbsp, (1 serving)", 0.5)]),
    ("a tsp of hot dog relish and a beef and pork frank", [m("sr:11944", "1 tbsp", 1 / 3), m("sr:7023", "1 frankfurter")]),
]


# Set 236: cheese, yogurt and milk by the cubic inch, ounce, container, cup and spoon (cheese cubes, grated cheese on a
# dish, yogurt tubs, a glass of milk), typed the dev set's way, written after 34d9498 and scored once with it.
TWOHUNDREDTHIRTYSIXTH = [
    ("4 one-inch cubes of imitation cheddar", [m("sr:43278", "1 cubic inch", 4)]),
    ("an ounce of part skim mozzarella and 2 wheat sandwich crackers with cheese", [m("sr:1028", "1 oz"), m("sr:18233", "1 cracker, sandwich", 2)]),
    ("a cup of diced swiss cheese", [m("sr:1040", "1 cup, diced")]),
    ("2 tablespoons of grated parmesan on a cup of spaghetti", [m("sr:1032", "1 tbsp", 2), m("sr:20121", "1 cup")]),
    ("two 6 oz lowfat fruit yogurts, 10 g protein kind", [m("sr:1121", "1 container, (6 oz)", 2)]),
    ("half a cup of crumbled feta", [m("sr:1019", "1 cup, crumbled", 0.5)]),
    ("an 8 oz container of plain whole milk yogurt", [m("sr:1116", "1 container, (8 oz)")]),
    ("3 one inch cubes of american cheese", [m("sr:1147", "1 cubic inch", 3)]),
    ("a cup of 1% cottage cheese with 1/2 cup of pineapple chunks", [m("sr:1016", "1 cup, (not packed)"), m("sr:9266", "1 cup, chunks", 0.5)]),
    ("2 oz of provolone", [g("sr:1035", 2 * OZ, "2 oz typed")]),
    ("a cup of shredded muenster", [m("sr:1030", "1 cup, shredded")]),
    ("a container of vanilla lowfat yogurt, 8 oz", [m("sr:1119", "1 container, (8 oz)")]),
    ("a small 4.4 oz fruit yogurt, nonfat", [m("sr:43261", "1 container, (4.4 oz)")]),
    ("a tall glass of whole milk, 12 oz", [g("sr:1077", 12 * 244 / 8, "12 fl oz = 1.5 cups of 244 g")]),
    ("1/4 cup of shredded monterey jack on 2 corn tortillas", [m("sr:1025", "1 cup, shredded", 0.25), m("sr:18363", "1 tortilla", 2)]),
    ("a cubic inch of hard parmesan", [m("sr:1033", "1 cubic inch")]),
    ("a cup of plain skim milk yogurt with a tbsp of honey", [m("sr:1118", "1 cup, (8 fl oz)"), m("sr:19296", "1 tbsp")]),
    ("2 tbsp of shredded parmesan over a medium stalk of steamed broccoli", [m("sr:1146", "1 tbsp", 2), m("sr:11091", "1 stalk, medium (7-1/2\" - 8\" long)")]),
    ("half a cup of lowfat fruit yogurt with 11 grams of protein per 8 oz", [m("sr:1122", ".5 container, (4 oz)")]),
    ("an ounce of whole milk mozzarella", [m("sr:1026", "1 oz")]),
]


# Set 237: drinks at a bar or a party with what was eaten beside them (beers by the can, bottle and pint, wine by the
# glass and ounce, shots and mixed drinks, nuts, pretzels and popcorn), typed the dev set's way, written after 6e3316e
# and scored once with it.
TWOHUNDREDTHIRTYSEVENTH = [
    ("3 bud lights and a cup of oil roasted peanuts, salted", [m("sr:14007", "12 fl oz", 3), m("sr:16089", "1 cup, halves and whole")]),
    ("two glasses of pinot grigio", [m("sr:14113", "1 serving, 5 fl oz", 2)]),
    ("a pint and a half of regular beer at the pub", [m("sr:14003", "1 fl oz", 24)]),
    ("three shots of rum, 80 proof", [m("sr:14037", "1 jigger, 1.5 fl oz", 3)]),
    ("a michelob ultra and a large soft pretzel", [m("sr:14013", "12 fl oz"), m("sr:25024", "1 large")]),
    ("8 oz of sauvignon blanc", [m("sr:14134", "1 fl oz", 8)]),
    ("a canned pina colada", [m("sr:14015", "1 can, (6.8 fl oz, 200 ml)")]),
    ("a whiskey sour made from bottled mix", [m("sr:14029", "1 portion, (2 oz mix + 1.5 oz whiskey)")]),
    ("a daiquiri, 2 fl oz, homemade", [m("sr:14010", "1 cocktail, (2 fl oz)")]),
    ("a glass of sweet dessert wine", [m("sr:14057", "1 glass, (3.5 fl oz)")]),
    ("4 cups of oil popped popcorn and 2 light beers", [m("sr:19035", "1 cup", 4), m("sr:14006", "1 can, or bottle (12 fl oz)", 2)]),
    ("an ounce of dry roasted mixed nuts with salt and a budweiser", [m("sr:12635", "1 oz"), m("sr:14004", "12 fl oz")]),
    ("a jigger of 90 proof whiskey", [m("sr:14551", "1 jigger, 1.5 fl oz")]),
    ("2 cans of regular beer and a cup of cheese popcorn", [m("sr:14003", "1 can", 2), m("sr:19040", "1 cup")]),
    ("a 6 oz glass of red zinfandel", [m("sr:14102", "1 fl oz", 6)]),
    ("a 4.5 oz pina colada made from scratch", [m("sr:14017", "1 cocktail, (4.5 fl oz)")]),
    ("2 budweiser selects", [m("sr:14005", "12 fluid ounce", 2)]),
    ("an ounce of caramel popcorn with peanuts", [m("sr:19038", "1 oz, (approx 2/3 cup)")]),
    ("a 200 ml can of whiskey sour", [m("sr:14027", "1 can, (6.8 fl oz, 200 ml)")]),
    ("a 5 oz glass of riesling and 10 pretzel twists", [m("sr:14132", "1 serving, 5 fl oz"), m("sr:19047", "10 twists")]),
]


# Set 238: candy and cookies by the bar, fun size, piece and pack (brand names as people type them, counts stated in
# the measure, a handful of minis), typed the dev set's way, written after 6e3316e and scored once with it.
TWOHUNDREDTHIRTYEIGHTH = [
    ("5 snickers, the fun size ones from halloween", [m("sr:19155", "1 bar, fun size", 5)]),
    ("a york peppermint pattie and a cup of black coffee", [m("sr:19091", "1 patty, 1.5 oz"), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("a dozen tootsie rolls", [m("sr:19064", "1 piece", 12)]),
    ("a 2.07 oz pack of starburst", [m("sr:19156", "1 serving, 2.07 oz pack")]),
    ("4 oreos and a glass of skim milk", [m("sr:18166", "1 cookie", 4), m("sr:1085", "1 cup")]),
    ("a regular butterfinger bar, 2.1 oz", [m("sr:19069", "1 serving, 2.1 oz bar")]),
    ("a twix, the 2 bar package", [m("sr:19160", "1 package, (2.06 oz, 2 bars)")]),
    ("a quarter cup of reeses pieces", [m("sr:19151", ".25 cup")]),
    ("a box of animal crackers from a fast food kids meal", [m("sr:21029", "1 box")]),
    ("5 milk chocolate covered peanuts", [m("sr:19126", "10 pieces", 0.5)]),
    ("a milky way and a 3 musketeers", [m("sr:19135", "1 serving, 2.05 oz bar"), m("sr:19159", "1 serving, 2.13 oz bar")]),
    ("a cup of milk chocolate chips", [m("sr:19120", "1 cup, chips")]),
    ("2 snack size almond joys", [m("sr:19065", "1 bar, snack size", 2)]),
    ("a handful of kit kat bites, about 10", [m("sr:19237", "15 pieces", 10 / 15)]),
    ("a kit kat, regular 1.5 oz bar", [m("sr:19109", "1 bar, (1.5 oz)")]),
    ("a pack of reese's cups, the 2 cup one", [m("sr:19150", "1 package, 1.6 oz 2 cups")]),
    ("a pouch of fruit snacks with vitamins", [m("sr:19272", "1 pouch")]),
    ("a 1.48 oz box of plain m&ms", [m("sr:19141", "1 box, (1.48 oz)")]),
    ("a king size big kat", [m("sr:19250", "1 bar, king size 2.8 oz")]),
    ("20 chocolate covered raisins", [m("sr:19127", "10 pieces", 2)]),
]


# Set 239: eggs and breakfast meats cooked the usual ways (fried, poached, scrambled by the cup, an omelet by its eggs,
# bacon by the slice and how it was cooked, canadian bacon, sausage, grits and french toast), typed the dev set's way,
# written after 6e3316e and scored once with it.
TWOHUNDREDTHIRTYNINTH = [
    ("2 fried eggs and 3 slices of pan fried bacon", [m("sr:1128", "1 large", 2), m("sr:10862", "1 slice, cooked", 3)]),
    ("a poached egg on a plain english muffin", [m("sr:1131", "1 large"), m("sr:18258", "1 muffin")]),
    ("a cup of scrambled eggs", [m("sr:1132", "1 cup")]),
    ("6 strips of bacon done in the microwave", [m("sr:10861", "1 slice, cooked", 6)]),
    ("2 slices of grilled canadian bacon", [m("sr:10131", "2 slices, (6 per 6-oz pkg.)")]),
    ("an ounce of turkey bacon, cooked", [m("sr:42130", "1 oz")]),
    ("a cup of cooked white grits with a pat of butter", [m("sr:8091", "1 cup"), g("sr:1001", 5, "1 pat = 5 g")]),
    ("2 slices of homemade french toast with 2 tbsp of pancake syrup", [m("sr:18269", "1 slice", 2), m("sr:19129", "1 tbsp", 2)]),
    ("3 fast food french toast sticks with a tbsp of pancake syrup", [m("sr:21024", "3 pieces"), m("sr:19129", "1 tbsp")]),
    ("1/4 cup of liquid egg substitute, scrambled", [m("sr:1143", "1 cup", 0.25)]),
    ("3 pancakes from a mix, 4 inch, and 2 slices of baked bacon", [m("sr:18290", "1 pancake, (4\" dia)", 3), m("sr:10860", "1 slice, cooked", 2)]),
    ("a cup of hash browns made at home", [m("sr:11370", "1 cup")]),
    ("a packet of instant cheddar grits made with water", [m("sr:8095", "1 packet, prepared")]),
    ("2 frozen french toast slices, heated", [m("sr:18268", "1 piece", 2)]),
    ("an ounce of cooked turkey and pork sausage", [m("sr:42173", "1 oz")]),
    ("half a cup of scrambled eggs with 2 slices of bacon", [m("sr:1132", "1 cup", 0.5), m("sr:10124", "1 slice, cooked", 2)]),
    ("a bagel with egg, sausage patty and cheese", [m("sr:21410", "1 item")]),
    ("3 little smoked pork sausage links", [m("sr:7074", "1 link, little (2\" long x 3/4\" dia)", 3)]),
    ("2 fast food french toast slices with butter", [m("sr:21023", "2 slices")]),
    ("a 2 egg omelet and a cup of coffee", [m("sr:1130", "1 large", 2), m("sr:14209", "1 cup, (8 fl oz)")]),
]


# Set 240: grains and beans by the cup, cooked or canned, with what went on them (quinoa, couscous, barley, bulgur,
# lentils, chickpeas, kidney and navy beans, baked beans, wild rice, split peas), typed the dev set's way, written after
# 4ea55ce and scored once with it.
TWOHUNDREDFORTIETH = [
    ("a cup of cooked quinoa with a tbsp of olive oil", [m("sr:20137", "1 cup"), m("sr:4053", "1 tablespoon")]),
    ("3/4 cup couscous, cooked", [m("sr:20029", "1 cup, cooked", 0.75)]),
    ("a cup of pearl barley, cooked", [m("sr:20006", "1 cup")]),
    ("half a cup of bulgur cooked and a half cup of hummus", [m("sr:20013", "1 cup", 0.5), m("sr:16158", "1 cup", 0.5)]),
    ("1 1/2 cups of boiled lentils", [m("sr:16070", "1 cup", 1.5)]),
    ("a cup of canned chickpeas, not drained", [m("sr:16058", "1 cup")]),
    ("2/3 cup of cooked red kidney beans over a cup of white rice", [m("sr:16033", "1 cup", 2 / 3), m("sr:20045", "1 cup")]),
    ("a cup of navy beans, cooked from dry", [m("sr:16038", "1 cup")]),
    ("a cup of baked beans with pork", [m("sr:16009", "1 cup")]),
    ("half a cup of wild rice and 4 oz of roasted chicken breast", [m("sr:20089", "1 cup", 0.5), g("sr:5064", 4 * OZ, "4 oz typed")]),
    ("a cup of split pea, boiled", [m("sr:16086", "1 cup")]),
    ("a cup of black eyed peas, cooked", [m("sr:11192", "1 cup")]),
    ("a cup of cooked millet with a tsp of butter", [m("sr:20032", "1 cup"), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("1/2 cup of great northern beans from a can", [m("sr:16026", "1 cup", 0.5)]),
    ("a cup of baked beans with franks", [m("sr:16008", "1 cup")]),
    ("a cup of cooked chickpeas tossed with 2 tbsp of italian dressing", [m("sr:16057", "1 cup"), m("sr:4114", "1 tbsp", 2)]),
    ("half a cup of lima beans, boiled", [m("sr:11032", "1 cup", 0.5)]),
    ("a cup of succotash, cooked", [m("sr:11496", "1 cup")]),
    ("a cup of vegetarian baked beans and 2 hot dogs", [m("sr:16006", "1 cup"), m("sr:7022", "1 frankfurter, (5 in long X 3/4 in dia, 10 per lb)", 2)]),
    ("a cup of brown rice, medium grain, with 1/2 cup black beans", [m("sr:20041", "1 cup"), m("sr:16015", "1 cup", 0.5)]),
]


# Set 241: dishes from other kitchens weighed or counted (curries with rice, pad thai, pho, biryani, empanadas, gyros,
# falafel patties, naan, plantains, kimchi), typed the dev set's way, written after 4ea55ce and scored once with it.
TWOHUNDREDFORTYFIRST = [
    ("350 g chicken curry with rice", [g("fn:chicken curry with rice", 350, "350 g typed")]),
    ("pad thai with shrimp, 300 grams", [g("fn:pad thai with seafood", 300, "300 g typed")]),
    ("500 g bowl of beef pho", [g("fn:soup, pho, with meat", 500, "500 g typed")]),
    ("250 g of chicken biryani", [g("fn:biryani with chicken", 250, "250 g typed")]),
    ("2 beef empanadas, about 150 g total", [g("fn:empanada, beef", 150, "150 g typed")]),
    ("a gyro sandwich, 280 g", [g("fn:gyro sandwich", 280, "280 g typed")]),
    ("4 falafel patties, homemade", [m("sr:16138", "1 patty, (approx 2-1/4\" dia)", 4)]),
    ("100 g of naan with 200 g lentil curry", [g("fn:bread, naan", 100, "100 g typed"), g("fn:lentil curry", 200, "200 g typed")]),
    ("a cup of sliced plantains, cooked", [m("sr:9278", "1 cup, slices")]),
    ("2 medium plantains, uncooked", [m("sr:9277", "1 medium", 2)]),
    ("50 g kimchi and a cup of white rice", [g("fn:kimchi", 50, "50 g typed"), m("sr:20045", "1 cup")]),
    ("an ounce of plantain chips", [m("sr:25027", "1 oz")]),
    ("6 pierogi, about 200 g", [g("fn:pierogi", 200, "200 g typed")]),
    ("2 samosas, 120 g", [g("fn:samosa", 120, "120 g typed")]),
    ("a piece of baklava, 60 g", [g("fn:baklava", 60, "60 g typed")]),
    ("300 g of beef curry", [g("fn:beef curry", 300, "300 g typed")]),
    ("200 g of dal with a cup of brown rice", [g("fn:dal", 200, "200 g typed"), m("sr:20037", "1 cup")]),
    ("a falafel sandwich, 250 grams", [g("fn:falafel sandwich", 250, "250 g typed")]),
    ("150 g spanakopita", [g("fn:spanakopita", 150, "150 g typed")]),
    ("a cup of mashed plantains", [m("sr:9278", "1 cup, mashed")]),
]


# Set 242: nuts, seeds and dried fruit by the count, spoon, handful-free ounce and cup (pecan halves, macadamias by the
# kernel, pumpkin seeds, chia and flax by the spoon, prunes, apricot halves, figs, dates), typed the dev set's way,
# written after 81aad82 and scored once with it.
TWOHUNDREDFORTYSECOND = [
    ("15 oil roasted pecan halves", [m("sr:12144", "1 oz, (15 halves)")]),
    ("6 macadamia nuts, dry roasted, salted", [m("sr:12632", "1 oz, (10-12 kernels)", 6 / 11)]),
    ("an ounce of roasted pumpkin seeds, salted", [m("sr:12516", "1 oz")]),
    ("2 tablespoons of whole flaxseed in a cup of plain lowfat yogurt", [m("sr:12220", "1 tbsp, whole", 2), m("sr:1117", "1 cup, (8 fl oz)")]),
    ("7 pitted prunes with my morning coffee, black", [m("sr:9291", "1 prune, pitted", 7), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("8 dried apricot halves and 10 almonds, dry roasted", [m("sr:9032", "1 half", 8), m("sr:12063", "1 oz, (22 whole kernels)", 10 / 22)]),
    ("four dried figs and a glass of 2% milk", [m("sr:9094", "1 fig", 4), g("sr:1079", 244, "1 cup of 2% milk = 244 g")]),
    ("2 medjool dates with a tbsp of almond butter", [m("sr:9421", "1 date, pitted", 2), m("sr:12195", "1 tbsp")]),
    ("a third of a cup of craisins", [m("sr:9079", ".33 cup")]),
    ("1/4 cup of packed raisins", [m("sr:9298", "1 cup, packed", 0.25)]),
    ("half an ounce of chia seeds", [m("sr:12006", "1 oz", 0.5)]),
    ("a cup of chopped english walnuts", [m("sr:12155", "1 cup, chopped")]),
    ("1/4 cup of tropical trail mix", [m("sr:19061", "1 cup", 0.25)]),
    ("20 raw cashews, about an ounce", [m("sr:12087", "1 oz")]),
    ("2 tbsp of sunflower seed kernels, dry roasted, salted", [m("sr:12537", "1 cup", 2 / 16)]),
    ("an ounce of trail mix with chocolate chips", [m("sr:19062", "1 oz")]),
    ("a cup of pecan halves", [m("sr:12142", "1 cup, halves")]),
    ("2 rice cakes spread with a tablespoon of salted cashew butter", [m("sr:19051", "2 cakes"), m("sr:12588", "1 tbsp")]),
    ("100 pistachios, raw", [m("sr:12151", "1 oz, (49 kernels)", 100 / 49)]),
    ("a half cup of pumpkin seed kernels, dried", [m("sr:12014", "1 cup", 0.5)]),
]


# Set 243: soups, chili and stews by the can, bowl and cup (condensed cans made with water or milk, chunky and
# ready-to-serve cans, chowders, canned chili and stew), typed the dev set's way, written after dc325c0 and scored once
# with it.
TWOHUNDREDFORTYTHIRD = [
    ("a can of condensed tomato soup, undiluted", [m("sr:6159", "1 can, (10.7 oz)")]),
    ("a cup of tomato soup made with 2% milk and 6 saltines", [m("sr:6359", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 6 / 5)]),
    ("2 cups of cream of mushroom soup made with water", [m("sr:6443", "1 serving, 1 cup", 2)]),
    ("a 19 oz can of chunky minestrone", [m("sr:6039", "1 can, (19 oz)")]),
    ("a cup of new england clam chowder made with milk", [m("sr:6230", "1 serving, 1 cup")]),
    ("a cup of manhattan clam chowder, chunky", [m("sr:6027", "1 cup, (8 fl oz)")]),
    ("1 1/2 cups of vegetable beef soup made with water", [m("sr:6471", "1 cup, (8 fl oz)", 1.5)]),
    ("a cup of canned chili with beans and 10 saltines", [m("sr:22904", "1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 2)]),
    ("1 1/2 cups of hormel dinty moore beef stew, heated", [m("sr:22694", "1 cup", 1.5)]),
    ("a cup of black bean soup prepared with water", [m("sr:6402", "1 cup")]),
    ("a 20 oz can of lentil soup with ham", [m("sr:6037", "1 can, (20 oz)")]),
    ("a cup of tomato rice soup, made with water", [m("sr:6463", "1 cup")]),
    ("a cup of campbell's chunky chicken and dumplings", [m("sr:6391", "1 cup")]),
    ("a cup of fast food chili", [m("sr:21042", "1 cup, (8 fl oz)")]),
    ("half a can of condensed chicken noodle soup, undiluted", [m("sr:6019", "1 can, (10.7oz)", 0.5)]),
    ("a bowl of chicken noodle soup from a packet mix, 1 cup", [m("sr:6528", "1 cup")]),
    ("2 cups of canned tomato bisque prepared with milk", [m("sr:6358", "1 cup, (8 fl oz)", 2)]),
    ("a cup of campbell's chunky beef stew", [m("sr:27004", "1 cup")]),
    ("a cup of tomato beef noodle soup, condensed, with a can of water", [m("sr:6461", "1 cup")]),
    ("a cup of split pea with ham soup, campbell's select", [m("sr:6556", "1 cup")]),
]


# Set 244: frozen and toaster foods by the piece and package (hot pockets, frozen burritos, waffles, pancakes, toaster
# pastries, pot pies, veggie corn dogs), typed the dev set's way, written after 77c26cc and scored once with it.
TWOHUNDREDFORTYFOURTH = [
    ("2 hot pockets, beef and cheddar", [m("sr:22534", "1 package, yields", 2)]),
    ("a ham and cheese hot pocket, one of the two in the box", [m("sr:22537", "1 serving")]),
    ("2 frozen beef and bean burritos, microwaved", [m("sr:22928", "1 burrito, cooked", 2)]),
    ("2 frozen buttermilk waffles, toasted, with 2 tbsp of maple syrup", [m("sr:18933", "1 waffle, round (4\" dia)", 2), m("sr:19353", "1 tbsp", 2)]),
    ("six frozen eggo pancakes, buttermilk", [m("sr:18499", "3 pancakes, (NLEA serving)", 2)]),
    ("a frosted cherry pop tart", [m("sr:18481", "1 pastry")]),
    ("2 brown sugar cinnamon pop tarts, frosted", [m("sr:18479", "1 pastry", 2)]),
    ("half of a marie callenders chicken pot pie", [m("sr:22526", "1 pie", 0.5)]),
    ("two banquet chicken pot pies", [m("sr:22525", "1 pie", 2)]),
    ("a meatless corn dog from morningstar", [m("sr:16560", "1 piece")]),
    ("2 plain frozen waffles, 4 inch square", [m("sr:18365", "1 waffle, square (4\" square) (include frozen)", 2)]),
    ("2 fruit filled toaster pastries", [m("sr:18362", "1 toaster pastry", 2)]),
    ("a blueberry pop-tart, unfrosted", [m("sr:18476", "1 pastry")]),
    ("2 eggo golden oat waffles", [m("sr:18512", "1 waffle, round (4\" dia) (include frozen)", 2)]),
    ("a beef pot pie, frozen, baked", [m("sr:22529", "1 pie, cooked (average weight)")]),
    ("a turkey pot pie frozen entree", [m("sr:22528", "1 serving")]),
    ("a frozen beef and bean burrito, still frozen, 1 burrito", [m("sr:22917", "1 burrito, frozen")]),
    ("a stouffer's lean cuisine spaghetti with meat sauce", [m("sr:22580", "1 serving")]),
    ("lean cuisine swedish meatballs with pasta, the frozen entree", [m("sr:22573", "1 serving")]),
    ("2 eggo nutri-grain waffles, low fat", [m("sr:18506", "1 waffle, round (4\" dia) (include frozen)", 2)]),
]


# Set 245: barbecue and Southern plates (pulled pork and brisket by the ounce, spareribs, collards and okra, hush puppies,
# cornbread, biscuits with gravy, catfish, beans and slaw by the cup), typed the dev set's way, written after 88be8f8
# and scored once with it.
TWOHUNDREDFORTYFIFTH = [
    ("pulled pork sandwich: 5 oz pulled pork in bbq sauce on a hamburger bun", [g("sl:pulled pork in barbecue sauce", 5 * OZ), m("sr:18350", "1 roll")]),
    ("6 oz braised beef brisket, lean and fat", [m("sr:13367", "3 oz", 2)]),
    ("8 oz of braised pork spareribs", [g("sr:10089", 8 * OZ)]),
    ("a cup of boiled collard greens", [m("sr:11162", "1 cup, chopped")]),
    ("4 oz of fried okra", [g("fn:fried okra", 4 * OZ)]),
    ("5 hush puppies from a fish place", [m("sr:21129", "5 pieces")]),
    ("a piece of cornbread from a mix and a tsp of butter", [m("sr:18023", "1 piece"), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("2 buttermilk biscuits with 1/2 cup of sausage gravy", [m("sr:18009", "1 biscuit", 2), m("sr:6319", ".25 cup", 2)]),
    ("2 breaded and fried catfish fillets", [m("sr:15011", "1 fillet", 2)]),
    ("a cup of canned baked beans with pork", [m("sr:16009", "1 cup")]),
    ("1/2 cup of homemade coleslaw", [m("sr:11159", ".5 cup")]),
    ("bbq plate: 4 oz pulled pork in sauce, 1/2 cup baked beans, 1/2 cup potato salad", [g("sl:pulled pork in barbecue sauce", 4 * OZ), m("sr:16006", "1 cup", 0.5), m("sr:11414", "1 cup", 0.5)]),
    ("4 oz grilled chicken breast with 2 tbsp bbq sauce", [g("sr:5064", 4 * OZ), m("sr:6150", "1 serving, 2 tbsp")]),
    ("a cup of boiled okra slices", [m("sr:11279", ".5 cup, slices", 2)]),
    ("a slice of pecan pie from the store", [m("sr:18324", "1 slice")]),
    ("2 smoked pork sausage links", [m("sr:7074", "1 link, (4\" long x 1-1/8\" dia)", 2)]),
    ("shrimp and grits: 8 large shrimp, a cup of grits, 1 tbsp butter", [m("sr:15151", "4 large", 2), m("sr:8091", "1 cup"), m("sr:1001", "1 tbsp")]),
    ("a homemade biscuit, 4 inch, with a tbsp of honey", [m("sr:18016", "1 biscuit, (4\" dia)"), m("sr:19296", "1 tbsp")]),
    ("3 pieces of fried green tomatoes, about 4 oz", [g("fn:fried green tomatoes", 4 * OZ)]),
    ("a half cup of frozen collards cooked and a slice of cornbread made from scratch", [m("sr:11164", "1 cup, chopped", 0.5), m("sr:18024", "1 piece")]),
]


# Set 246: everyday foods no earlier set named (greens like bok choy and kale, beets, yellow beans, radishes, canned fruit
# cocktail, frozen yogurt, filet mignon, crab legs, lobster, scallops, halibut, gelatin, hazelnut spread, burgers by the
# chain's generic item), typed the dev set's way, written after b98df5f and scored once with it.
TWOHUNDREDFORTYSIXTH = [
    ("a cup of shredded raw bok choy", [m("sr:11116", "1 cup, shredded")]),
    ("a cup of boiled bok choy with a tsp of sesame oil", [m("sr:11117", "1 cup, shredded"), m("sr:4058", "1 tablespoon", 1 / 3)]),
    ("2 cups of raw kale with 1 tbsp olive oil", [m("fd:kale, raw", "1 cup", 2), m("sr:4053", "1 tablespoon")]),
    ("a cup of boiled kale", [m("sr:11234", "1 cup, chopped")]),
    ("two whole beets, boiled", [m("sr:11081", "2 beets, (2\" dia, sphere)")]),
    ("a cup of yellow wax beans, boiled", [m("sr:11724", "1 cup")]),
    ("6 large radishes", [m("sr:11429", "1 large, (1\" to 1-1/4\" dia)", 6)]),
    ("a cup of fruit cocktail in heavy syrup", [m("sr:9100", "1 cup")]),
    ("1/2 cup of soft serve vanilla frozen yogurt", [m("sr:19293", ".5 cup")]),
    ("a broiled filet mignon, 6 oz", [g("sr:13444", 6 * OZ)]),
    ("an alaska king crab leg, steamed", [m("sr:15137", "1 leg")]),
    ("4 oz of steamed lobster meat with 2 tbsp melted butter", [g("sr:15148", 4 * OZ), m("sr:1001", "1 tbsp", 2)]),
    ("a 6 oz halibut fillet, baked", [g("sr:15037", 6 * OZ)]),
    ("1/2 cup of jello made with water", [m("sr:19173", ".5 cup")]),
    ("2 tbsp of nutella on a slice of white bread", [m("sr:19125", "1 serving, 2 TBSP"), g("fd:bread, white, commercially prepared", 27.3, "1 slice = 27.3 g")]),
    ("a cup of steamed blue crab, not packed", [m("sr:15140", "1 cup, (not packed)")]),
    ("a single cheeseburger with ketchup and mustard from a fast food place", [m("sr:21090", "1 item")]),
    ("a plain single hamburger, regular patty", [m("sr:21107", "1 item")]),
    ("2 clementines and a cup of radish slices", [m("sr:9433", "1 fruit", 2), m("sr:11429", "1 cup, slices")]),
    ("half a cup of canned fruit cocktail in juice", [m("sr:9097", "1 cup", 0.5)]),
]


# Set 247: low-carb and keto plates (bunless burgers, pork rinds, cauliflower for rice, avocado, bacon, cheese, nuts,
# heavy cream in coffee, zucchini for noodles, lettuce wraps), typed the dev set's way, written after 0537342 and scored
# once with it.
TWOHUNDREDFORTYSEVENTH = [
    ("bunless burger: 2 pan-broiled 80/20 beef patties and 1 oz cheddar", [m("sr:23574", "1 patty, ( yield from 1/4 lb raw meat )", 2), g("sr:1009", OZ)]),
    ("1 oz of plain pork rinds", [m("sr:19041", "1 oz")]),
    ("a cup of raw riced cauliflower sauteed in a tbsp of butter", [m("sr:11135", "1 cup"), m("sr:1001", "1 tbsp")]),
    ("half an avocado with 2 hard boiled eggs", [m("sr:9038", "1 fruit, without skin and seed", 0.5), g("sr:1129", 100, "1 large = 50 g (SR 1129)")]),
    ("4 slices of pan-fried bacon and 2 scrambled eggs", [m("sr:10862", "1 slice, cooked", 4), g("sr:1132", 2 * 61, "1 large = 61 g (SR 1132)")]),
    ("coffee with 2 tbsp heavy cream", [m("sr:14209", "1 cup, (8 fl oz)"), g("sr:1053", 2 * 14.875, "2 tbsp = 2/16 of 1 cup fluid (238 g)")]),
    ("a cup of raw zucchini noodles with 1/4 cup marinara", [m("sr:11477", "1 cup, chopped"), m("sr:6931", "1 cup", 0.25)]),
    ("lettuce wrap: 3 oz sliced ham, 1 oz swiss, 2 leaves of iceberg lettuce, 1 tbsp mayo", [g("sr:7029", 3 * OZ), g("sr:1040", OZ), g("sr:11252", 2 * 8, "1 medium leaf = 8 g (SR 11252)"), m("sr:4025", "1 tbsp")]),
    ("1 oz of dry roasted almonds, salted", [m("sr:12563", "1 oz, (22 whole kernels)")]),
    ("6 oz farmed atlantic salmon, baked, with a cup of steamed broccoli", [g("sr:15237", 6 * OZ), g("sr:11091", 156, "1 cup, chopped = 156 g (SR 11091)")]),
    ("2 mozzarella string cheese sticks", [g("sr:1028", 2 * OZ, "1 stick = 1 oz")]),
    ("11 large canned black olives", [m("sr:9193", "1 large", 11)]),
    ("2 tbsp of cream cheese on 4 slices of salami", [m("sr:1017", "1 tbsp", 2), m("sr:7072", "3 slices, 1 serving", 4 / 3)]),
    ("a cup of boiled cauliflower mashed with a tbsp of butter", [m("sr:11136", ".5 cup, (1\" pieces)", 2), m("sr:1001", "1 tbsp")]),
    ("20 slices of pepperoni", [m("sr:7057", "1 slice, round", 20)]),
    ("1 oz of chia seeds in a cup of 2% milk", [m("sr:12006", "1 oz"), m("sr:1079", "1 cup")]),
    ("2 roasted chicken thighs with the skin, 5 oz of meat", [g("sr:5094", 5 * OZ)]),
    ("1 oz of pecan halves", [g("sr:12142", OZ)]),
    ("2 cups of chopped raw kale sauteed in a tbsp of olive oil", [m("sr:11233", "1 cup, chopped", 2), m("sr:4053", "1 tablespoon")]),
    ("2 celery stalks with 2 tbsp of peanut butter", [g("sr:11143", 2 * 40, "1 stalk, medium = 40 g (SR 11143)"), m("sr:16098", "2 tbsp")]),
]


# Set 248: the lighter versions people ask for by name (skim and 1% milk, nonfat Greek yogurt, 1% cottage cheese, light
# and fat-free dressings and sour cream, reduced-calorie bread and syrup, light ice cream, egg substitute, air-popped
# popcorn, turkey bacon, low-fat swiss), typed the dev set's way, written after 96b307e and scored once with it.
TWOHUNDREDFORTYEIGHTH = [
    ("a cup of skim milk", [m("sr:1085", "1 cup")]),
    ("a container of plain nonfat greek yogurt", [m("fd:yogurt, greek, plain, nonfat", "1 container")]),
    ("1/2 cup of 1% cottage cheese", [m("sr:1016", "1 cup, (not packed)", 0.5)]),
    ("2 tbsp fat free ranch on a cup of shredded iceberg", [m("sr:4638", "1 tablespoon", 2), m("sr:11252", "1 cup, shredded")]),
    ("2 tbsp of reduced fat ranch dressing", [m("sr:4640", "1 serving, (2 tbsp)")]),
    ("2 slices of reduced calorie rye bread", [m("sr:18053", "1 slice", 2)]),
    ("2 tbsp of reduced calorie pancake syrup", [m("sr:19128", "1 tbsp", 2)]),
    ("half a cup of light vanilla ice cream", [m("sr:19088", "1 serving, 1/2 cup")]),
    ("1/2 cup of liquid egg substitute, scrambled", [m("sr:1143", "1 cup", 0.5)]),
    ("3 cups of air-popped popcorn", [m("sr:19034", "1 cup", 3)]),
    ("1 oz of cooked turkey bacon strips", [m("sr:42130", "1 oz")]),
    ("1/4 cup shredded low fat swiss cheese", [m("sr:43589", "1 cup, shredded", 0.25)]),
    ("4 lightly salted plain brown rice cakes", [m("sr:19051", "1 cake", 4)]),
    ("a cup of 1% lowfat milk with added nonfat milk solids", [m("sr:1083", "1 cup")]),
    ("1 cup of plain skim milk yogurt", [m("sr:1118", "1 cup, (8 fl oz)")]),
    ("1 tbsp of light mayo on a slice of reduced calorie wheat bread", [m("sr:4011", "1 tbsp"), g("sl:bread, reduced-calorie, wheat", 23, "1 slice = 23 g (SR 18054)")]),
    ("1/2 cup of light vanilla soft serve", [m("sr:19096", "1 serving, 1/2 cup")]),
    ("a cup of lowfat frozen whipped topping", [m("sr:42135", "1 cup")]),
    ("one lean cuisine spaghetti and meatballs frozen entree", [m("sr:22572", "1 serving")]),
    ("2 cups of nonfat milk with a tbsp of chocolate syrup", [m("sr:1085", "1 cup", 2), m("sr:14181", "1 serving, 2 tbsp", 0.5)]),
]


# Set 249: a cookout and picnic (hot dogs in buns with what goes on them, corn on the cob, watermelon, chips, lemonade,
# beans, slaw, relish and mustard, marshmallows), typed the dev set's way, written after 634bd50 and scored once with it.
TWOHUNDREDFORTYNINTH = [
    ("2 beef hot dogs on buns with mustard and relish", [m("sr:7022", "1 frankfurter, (5 in long X 3/4 in dia, 10 per lb)", 2), m("sr:18350", "1 roll", 2), m("sr:2046", "1 tsp, or 1 packet", 2), m("sr:11944", "1 tbsp", 2)]),
    ("a medium ear of boiled corn with a tsp of butter", [m("sr:11168", "1 ear, medium (6-3/4\" to 7-1/2\" long)"), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("1 1/2 cups of watermelon, diced", [m("sr:9326", "1 cup, diced", 1.5)]),
    ("1 oz of plain salted potato chips", [m("sr:19411", "1 oz")]),
    ("8 fl oz of white lemonade, from frozen concentrate", [m("sr:14293", "1 serving, 1 cup 8 fl oz")]),
    ("a pork and beef hot dog on a bun with a tbsp of sweet relish", [m("sr:7023", "1 frankfurter"), m("sr:18350", "1 roll"), m("sr:11945", "1 tbsp")]),
    ("10 mini marshmallows", [m("sr:19116", "10 miniatures")]),
    ("a cup of pink lemonade from concentrate", [m("sr:14543", "1 cup, 8 fl oz")]),
    ("2 small ears of corn on the cob", [m("sr:11168", "1 ear, small (5-1/2\" to 6-1/2\" long)", 2)]),
    ("half a cup of baked beans and half a cup of homemade coleslaw", [m("sr:16006", "1 cup", 0.5), m("sr:11159", ".5 cup")]),
    ("1/2 cup of mini marshmallows", [m("sr:19116", "1 cup, of miniature", 0.5)]),
    ("2 oz of honey graham crackers", [m("sr:18173", "1 oz", 2)]),
    ("a grilled pork hot dog on a bun", [m("sr:7939", "1 link"), m("sr:18350", "1 roll")]),
    ("a 12 oz can of lemonade-flavored drink made from powder", [g("sr:14297", 12 * 32, "12 fl oz x 32 g per fl oz (SR 14297)")]),
    ("2 tsp of yellow mustard", [m("sr:2046", "1 tsp, or 1 packet", 2)]),
    ("2 cups of melon-baller watermelon balls", [m("sr:9326", "1 cup, balls", 2)]),
    ("cookout plate: a beef hot dog in a bun, 1/2 cup baked beans, 1 oz potato chips", [m("sr:7022", "1 frankfurter, (5 in long X 3/4 in dia, 10 per lb)"), m("sr:18350", "1 roll"), m("sr:16006", "1 cup", 0.5), m("sr:19411", "1 oz")]),
    ("a large beef frank, 8 to the pound", [m("sr:7022", "1 frankfurter, (5 in long x 7/8 in dia, 8 per lb)")]),
    ("2 cups of lemonade made from powder", [m("sr:14288", "1 serving, 1 cup 8 fl oz", 2)]),
    ("3 tbsp of hot dog relish", [m("sr:11944", "1 tbsp", 3)]),
]


# Set 250: a student's day and a dorm room (ramen by the package, frozen pizza, frosted flakes, chocolate milk, packaged
# cookies and cracker sandwiches, nacho chips, energy drinks, frozen burritos, pizza rolls by weight), typed the dev set's
# way, written after edf50a5 and scored once with it.
TWOHUNDREDFIFTIETH = [
    ("a package of ramen noodles, chicken flavor", [m("sr:6983", "1 package")]),
    ("half a package of beef ramen", [m("sr:6982", "1 package", 0.5)]),
    ("a whole frozen pepperoni pizza, baked", [m("sr:22903", "1 pizza")]),
    ("a serving of frozen pepperoni pizza", [m("sr:22903", "1 serving")]),
    ("a cup of frosted flakes with 3/4 cup of 2% milk", [m("sr:8069", "1 cup"), m("sr:1079", "1 cup", 0.75)]),
    ("1 1/2 cups of lowfat chocolate milk", [m("sr:1104", "1 cup", 1.5)]),
    ("4 soft chocolate chip cookies from a package", [m("sr:18160", "1 cookie, (average weight of 1 cookie)", 4)]),
    ("6 cheese and peanut butter sandwich crackers", [m("sr:18215", "6 cracker")]),
    ("1 oz of nacho cheese tortilla chips", [m("sr:19057", "1 oz")]),
    ("a can of red bull, the 8.3 oz one", [m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("one sugar-free red bull can", [m("sr:14156", "1 serving, 8.3 fl oz can")]),
    ("a frozen bean and cheese burrito", [m("sr:22918", "1 burrito")]),
    ("3 oz of pizza rolls, baked", [g("fn:pizza rolls", 3 * OZ)]),
    ("2 packages of chicken ramen, cooked, all the broth", [m("sr:6983", "1 package", 2)]),
    ("a bowl of frosted flakes, 1.5 cups, with a cup of skim milk", [m("sr:8069", "1 cup", 1.5), m("sr:1085", "1 cup")]),
    ("6 wheat crackers with peanut butter filling", [m("sr:18234", "1 cracker, sandwich", 6)]),
    ("2 frozen beef and bean burritos", [m("sr:22917", "1 burrito, frozen", 2)]),
    ("2 regular chocolate chip cookies and a glass of chocolate milk", [m("sr:18159", "1 cookie, (average weight of 1 cookie, variety of brands)", 2), m("sr:1104", "1 cup")]),
    ("late night: half a frozen pepperoni pizza", [m("sr:22903", "1 pizza", 0.5)]),
    ("16 oz of lowfat chocolate milk", [m("sr:1104", "1 cup", 2)]),
]


# Set 251: meats other than the usual chicken and beef (lamb, veal, venison, bison, duck, cornish hen, pork loin and
# shoulder, liver), weighed or counted the dev set's way, written after 6a9d06a and scored once with it.
TWOHUNDREDFIFTYFIRST = [
    ("5 oz of roast leg of lamb, lean and fat", [g("sr:17012", 5 * OZ)]),
    ("4 oz roast leg of lamb, lean only", [g("sr:17014", 4 * OZ)]),
    ("3 oz of broiled ground lamb", [m("sr:17225", "3 oz")]),
    ("a braised veal loin chop, lean and fat", [m("sr:17105", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 195 g)")]),
    ("6 oz roasted venison", [g("sr:17165", 6 * OZ)]),
    ("a pan-broiled ground venison patty", [m("sr:17344", "1 patty")]),
    ("a pan-broiled bison burger patty, no bun", [m("sr:17331", "1 patty, ( yield from 112.7 g raw meat )")]),
    ("a cup of diced roast duck, meat only", [m("sr:5142", "1 cup, chopped or diced")]),
    ("half a roasted cornish hen with the skin", [m("sr:5308", ".5 bird")]),
    ("a whole roasted cornish game hen, skin not eaten", [m("sr:5310", "1 bird, whole")]),
    ("4 oz of roast pork loin, lean and fat", [g("sr:10023", 4 * OZ)]),
    ("a cup of diced roast pork shoulder", [m("sr:10071", "1 cup, diced")]),
    ("3 oz of braised beef liver", [g("sr:13326", 3 * OZ)]),
    ("a broiled venison loin steak, 1 inch", [m("sr:17345", "1 steak")]),
    ("4 oz ground bison, grass-fed, cooked", [g("sr:17148", 4 * OZ)]),
    ("dinner: 4 oz roast lamb leg, lean, a medium boiled potato without skin, 1/2 cup of boiled green peas", [g("sr:17014", 4 * OZ), m("sr:11367", "1 medium, (2-1/4\" to 3-1/4\" dia.)"), m("sr:11305", "1 cup", 0.5)]),
    ("2 roasted duck legs, skin on, bone removed", [m("sr:5317", "1 leg, bone removed (yield after cooking)", 2)]),
    ("3 oz of pan-fried chicken livers", [g("sr:5661", 3 * OZ)]),
    ("a 3 oz serving of broiled top round venison steak", [m("sr:17348", "1 serving, ( 3 oz )")]),
    ("5 oz of roast pork shoulder, lean and fat", [g("sr:10071", 5 * OZ)]),
]


# Set 252: Southern and Midwestern home cooking and diner food no earlier set centred on (grits, cornbread, canned
# salmon, cream of wheat, kielbasa and sauerkraut, pierogi, sloppy joes, granola by the cup and bar, steamed shrimp by the
# count), typed the dev set's way, written after 3a3cdd1 and scored once with it.
TWOHUNDREDFIFTYSECOND = [
    ("3/4 cup of cooked grits with a tsp of butter", [m("sr:8091", "1 cup", 0.75), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("a piece of cornbread made from a mix", [m("sr:18023", "1 piece")]),
    ("a slice of store-bought pumpkin pie with 2 tbsp of whipped cream from a can", [m("sr:18326", "1 slice"), m("sr:1054", "1 tbsp", 2)]),
    ("3 oz of canned pink salmon, drained", [g("sl:fish, salmon, pink, canned, drained solids", 3 * OZ)]),
    ("a cup of quick cream of wheat made with water and a tbsp of brown sugar", [m("sr:8105", "1 cup"), g("sr:19334", 220 / 16, "1 cup packed / 16")]),
    ("a small nectarine and a container of lowfat vanilla yogurt", [m("sr:9191", "1 small, (2-1/3\" dia)"), m("sr:1119", "1 container, (8 oz)")]),
    ("1 1/2 cups of lentil and ham soup from a can", [m("sr:6037", "1 cup, (8 fl oz)", 1.5)]),
    ("10 large steamed shrimp", [m("sr:15151", "4 large", 2.5)]),
    ("2 oz of smoked turkey kielbasa with 1/2 cup of sauerkraut", [m("sr:7934", "1 serving, 2 oz"), m("sr:11439", "1 cup", 0.5)]),
    ("2 oz of homemade banana bread", [m("sr:18019", "1 oz", 2)]),
    ("1/2 cup of homemade granola with a cup of 1% milk", [m("sr:8037", "1 cup", 0.5), m("sr:1082", "1 cup")]),
    ("a 1 oz soft chocolate chip granola bar", [m("sr:19404", "1 bar, (1 oz)")]),
    ("a crunchy peanut butter granola bar and a cup of apple slices", [m("sr:19420", "1 bar"), m("sr:9003", "1 cup, slices")]),
    ("a sloppy joe on a white bun, about 7 oz", [g("fn:sloppy joe sandwich, on white bun", 7 * OZ)]),
    ("4 oz of pierogi with 2 tbsp of sour cream", [g("fn:pierogi", 4 * OZ), m("sr:1056", "1 tbsp", 2)]),
    ("half a can of sockeye salmon, drained", [m("sr:15087", "1 can", 0.5)]),
    ("2 pieces of cornbread from a mix and a cup of boiled pinto beans", [m("sr:18023", "1 piece", 2), m("sr:16043", "1 cup")]),
    ("diner breakfast: a cup of white grits, 2 fried eggs, 3 slices of bacon", [m("sr:8091", "1 cup"), m("sr:1128", "1 large", 2), m("sr:10862", "1 slice, cooked", 3)]),
    ("1/2 cup of vanilla soft-serve frozen yogurt", [m("sr:19293", ".5 cup")]),
    ("a cup of boiled pinto beans with 1/4 cup of sauerkraut and a kielbasa link", [m("sr:16043", "1 cup"), m("sr:11439", "1 cup", 0.25), m("sr:7037", "1 link")]),
]


# Set 253: sizes and fractions of a whole (mini and small bagels, large and small pitas, a twelfth of a cake, a sixth of a
# cheesecake, an eighth of a pie, slices of a 14" pie, a whole or half frozen pizza by its weight, mini and small muffins,
# tortillas by the inch), typed the dev set's way, written after 3a3cdd1 and scored once with it.
TWOHUNDREDFIFTYTHIRD = [
    ("a mini plain bagel with a tbsp of cream cheese", [m("sr:18406", "1 bagel, mini (2-1/2\" dia)"), m("sr:1017", "1 tbsp")]),
    ("2 small plain bagels", [m("sr:18406", "1 small bagel, (3\" dia)", 2)]),
    ("a large white pita with 1/4 cup of store-bought hummus", [m("sr:18041", "1 pita, large (6-1/2\" dia)"), m("sr:16158", "1 cup", 0.25)]),
    ("2 small whole-wheat pitas", [m("sr:18042", "1 pita, small (4\" dia)", 2)]),
    ("1/12 of a 9 inch homemade chocolate cake, no frosting", [m("sr:18101", "1 piece, (1/12 of 9\" dia)")]),
    ("a quarter of a homemade two-layer chocolate cake, unfrosted", [m("sr:18101", "1 cake, 2-layer (8\" or 9\" dia)", 0.25)]),
    ("a slice of store-bought cheesecake, a sixth of the cake", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("1/8 of a 9 inch homemade apple pie", [m("sr:18302", "1 piece, (1/8 of 9\" dia)")]),
    ("two slices of a 14 inch thin crust cheese pizza", [m("sr:21301", "1 slice", 2)]),
    ("a 15.1 oz frozen cheese pizza, the whole thing", [m("sr:21224", "1 package, 15.1 oz pizza")]),
    ("half of a 24 oz frozen cheese pizza", [m("sr:21224", "1 package, 24 oz pizza", 0.5)]),
    ("five mini blueberry muffins from a bakery tub", [m("sr:18274", "1 mini, miniature (1-1/4\" dia)", 5)]),
    ("one small store-bought blueberry muffin and a cup of 1% milk", [m("sr:18274", "1 small, (2-3/4\" dia x 2\")"), m("sr:1082", "1 cup")]),
    ("2 blueberry toaster muffins, toasted", [m("sr:18386", "1 muffin, toaster", 2)]),
    ("two 6 inch corn tortillas", [m("sr:18363", "1 tortilla", 2)]),
    ("a mission soft taco flour tortilla", [m("sr:18616", "1 serving")]),
    ("a cup of honeydew balls and a cup of cantaloupe balls", [m("sr:9184", "1 cup, balls"), m("sr:9181", "1 cup, balls")]),
    ("a piece of cherry fudge cake with chocolate frosting, 1/8 of the cake", [m("sr:18095", "1 piece, (1/8 cake)")]),
    ("2 low-fat frosted chocolate cupcakes", [m("sr:18452", "1 cupcake", 2)]),
    ("6 chocolate-frosted mini donuts", [m("sr:18249", "1 donettes, (2\" dia)", 6)]),
]


# Set 254: fried chicken and sit-down chains by the piece, strip, side and weight (KFC and Popeyes pieces with skin,
# strips, popcorn chicken, biscuits, coleslaw, wedges and fries; Chick-fil-A, Denny's, Olive Garden, Applebee's and Cracker
# Barrel plates by weight), typed the dev set's way, written after 3a3cdd1 and scored once with it.
TWOHUNDREDFIFTYFOURTH = [
    ("a kfc original recipe breast with the skin", [m("sr:21434", "1 breast, with skin")]),
    ("2 extra crispy drumsticks from kfc", [m("sr:21439", "1 drumstick, with skin", 2)]),
    ("3 kfc crispy strips and an order of potato wedges", [m("sr:21421", "1 strip", 3), m("sr:21423", "1 package")]),
    ("a kfc biscuit and a cup of kfc coleslaw", [m("sr:21419", "1 biscuit"), m("sr:21420", "1 cup")]),
    ("20 pieces of kfc popcorn chicken", [m("sr:21422", "10 pieces", 2)]),
    ("a spicy popeyes breast, skin and breading on", [m("sr:21452", "1 breast, with skin")]),
    ("2 mild popeyes wings", [m("sr:21459", "1 wing, with skin", 2)]),
    ("3 spicy chicken strips from popeyes", [m("sr:21418", "1 strip", 3)]),
    ("a popeyes biscuit with an order of their batter fries", [m("sr:21415", "1 biscuit"), m("sr:21414", "1 package")]),
    ("popeyes mild thigh and drumstick", [m("sr:21458", "1 thigh, with skin"), m("sr:21457", "1 drumstick, with skin")]),
    ("a kfc extra crispy thigh and 2 wings", [m("sr:21440", "1 thigh, with skin"), m("sr:21441", "1 wing, with skin", 2)]),
    ("half a cup of popeyes cole slaw", [m("sr:21416", "1 cup", 0.5)]),
    ("6 oz of chick-fil-a chick-n-strips", [g("sl:chick-fil-a, chick-n-strips", 6 * OZ)]),
    ("3 oz of chick-fil-a hash browns", [g("sl:chick-fil-a, hash browns", 3 * OZ)]),
    ("denny's hash browns, about 4 oz, and 2 fried eggs", [g("sl:denny's, hash browns", 4 * OZ), m("sr:1128", "1 large", 2)]),
    ("8 oz of olive garden spaghetti with meat sauce", [g("sl:olive garden, spaghetti with meat sauce", 8 * OZ)]),
    ("a 10 oz bowl of applebee's chili", [g("sl:applebee's, chili", 10 * OZ)]),
    ("kfc original recipe drumstick and wing", [m("sr:21435", "1 drumstick, with skin"), m("sr:21437", "1 wing, with skin")]),
    ("150 g of cracker barrel mac n cheese", [g("sl:cracker barrel, macaroni n' cheese", 150)]),
    ("lunch: 2 popeyes spicy drumsticks, a popeyes biscuit, a cup of their coleslaw", [m("sr:21453", "1 drumstick, with skin", 2), m("sr:21415", "1 biscuit"), m("sr:21416", "1 cup")]),
]


# Set 255: foods drawn from a seeded random sample of USDA's SR table (seed 255, everyday entries with household measures),
# said the way people type them, written after 49032d3 and scored once with it.
TWOHUNDREDFIFTYFIFTH = [
    ("8 fl oz of cranberry juice cocktail", [m("sr:14242", "1 fl oz", 8)]),
    ("a cup of canned navy beans", [m("sr:16039", "1 cup")]),
    ("2 oz of dry egg noodles", [m("sr:20109", "2 oz")]),
    ("2 tbsp of low calorie blue cheese dressing", [m("sr:43020", "1 tbsp", 2)]),
    ("a cup of chopped frozen collards, boiled", [m("sr:11769", "1 cup, chopped")]),
    ("a slice of toasted wheat germ bread", [m("sr:18385", "1 slice")]),
    ("a 12 oz bud select", [m("sr:14005", "12 fluid ounce")]),
    ("a slice of store-bought butter pound cake, a tenth of the cake", [m("sr:18120", "1 piece, (1/10 of cake)")]),
    ("a cup of canned apricot halves in heavy syrup", [m("sr:9027", "1 cup, halves")]),
    ("3 oz of light tuna canned in water, drained", [m("sr:15121", "1 oz", 3)]),
    ("2 tbsp of chopped black walnuts", [m("sr:12154", "1 tbsp", 2)]),
    ("a cup of canned yellow hominy", [m("sr:20330", "1 cup")]),
    ("a cup of baked spaghetti squash", [m("sr:11870", "1 cup")]),
    ("a cup of boiled cranberry beans", [m("sr:16020", "1 cup")]),
    ("a cup of chopped mustard greens, boiled and drained", [m("sr:11271", "1 cup, chopped")]),
    ("3 homemade sugar cookies, 3 inches across", [m("sr:18208", "1 cookie, (3\" dia)", 3)]),
    ("a large fruit danish", [m("sr:18246", "1 large, (approx 7\" dia)")]),
    ("3 oz of 95% lean ground beef crumbles, pan-browned", [m("sr:23560", "1 serving, ( 3 oz )")]),
    ("10 frozen french fries, oven-heated", [m("sr:11841", "10 strip")]),
    ("a 1.4 oz milk chocolate bar with crisped rice", [m("sr:19134", "1 bar, (1.4 oz)")]),
]


# Set 256: meals built from a second seeded random sample of USDA's SR table (seed 256), one to three items in the dev
# set's shapes, written after 49032d3 and scored once with it.
TWOHUNDREDFIFTYSIXTH = [
    ("a broiled top loin steak, lean and fat, with a cup of medium-grain white rice", [m("sr:13910", "1 steak, excluding refuse (yield from 1 raw steak, with refuse, weighing 242 g)"), m("sr:20451", "1 cup")]),
    ("dessert: a slice of homemade lemon meringue pie, 1/8 of a 9 inch pie", [m("sr:18321", "1 piece, (1/8 of 9\" dia)")]),
    ("one raw farmed catfish fillet", [m("sr:15234", "1 fillet")]),
    ("a 3 oz white chocolate bar", [m("sr:19087", "1 bar, (3 oz)")]),
    ("a slice of peach pie, a sixth of an 8 inch pie, and a cup of chocolate frozen yogurt", [m("sr:18323", "1 piece, (1/6 of 8\" pie)"), m("sr:42186", "1 cup")]),
    ("a cup of boiled frozen turnips with a tsp of butter", [m("sr:11567", "1 cup"), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("a 12 oz can of grape soda", [m("sr:14142", "1 can, or bottle (12 fl oz)")]),
    ("a cup of frozen rhubarb cooked with sugar", [m("sr:9310", "1 cup")]),
    ("1 oz of toasted dried coconut", [m("sr:12114", "1 oz")]),
    ("a cup of strawberry milk made from powder with whole milk", [m("sr:14351", "1 cup, (8 fl oz)")]),
    ("2 tbsp of low sodium, low calorie mayonnaise", [m("sr:43355", "1 tbsp", 2)]),
    ("1/2 cup of boiled frozen white corn and 4 oz of broiled beef tenderloin, lean only", [m("sr:11912", ".5 cup"), m("sr:23600", "1 oz", 4)]),
    ("3 slices of oat bran bread, toasted", [m("sr:18038", "1 slice", 3)]),
    ("6 medium wild eastern oysters, roasted", [m("sr:15244", "6 medium")]),
    ("3/4 cup of maypo made with water", [m("sr:8179", ".75 cup")]),
    ("snack: 4 cheese-filled wheat sandwich crackers and a cup of mulberries", [m("sr:18233", "1 cracker, sandwich", 4), m("sr:9190", "1 cup")]),
    ("a serving of frozen lasagna with meat sauce", [m("sr:22916", "1 serving")]),
    ("a cup of boiled frozen brussels sprouts with 1 tbsp of russian dressing", [m("sr:11746", "1 cup"), m("sr:4015", "1 tbsp")]),
    ("2 tbsp of canned chicken liver pate", [m("sr:7053", "1 tbsp", 2)]),
    ("4 oz of roast tri-tip, lean only", [g("sr:13985", 4 * OZ)]),
]


# Set 257: a third seeded random sample (seed 257) of USDA's SR and survey foods, one or two items in the dev set's
# shapes, survey foods by a typed weight, written after 57e8aaf and scored once with it.
TWOHUNDREDFIFTYSEVENTH = [
    ("3 double-filled chocolate sandwich cookies", [m("sr:18168", "1 cookie", 3)]),
    ("a serving of chunky chicken vegetable soup, reduced fat, reduced sodium", [m("sr:6740", "1 serving")]),
    ("a broiled 75/25 ground beef patty", [m("sr:23578", "1 patty")]),
    ("a cup of sliced grilled portabella mushrooms", [m("sr:11243", "1 cup, sliced")]),
    ("1 oz of romano cheese", [m("sr:1038", "1 oz")]),
    ("2 oz of beerwurst", [m("sr:7931", "1 serving, 2 oz")]),
    ("a cup of mashed canned sweet potatoes", [m("sr:11512", "1 cup, mashed")]),
    ("1 oz of raw spanish peanuts", [m("sr:16091", "1 oz")]),
    ("8 fl oz of apple grape pear juice blend", [m("sr:9444", "8 fl oz")]),
    ("a 2 oz 5th avenue bar", [m("sr:19098", "1 bar, 2 oz")]),
    ("3 cooked pork and beef sausage links", [m("sr:7065", "1 link, (raw dimensions: 4\" long x 7/8\" dia), cooked", 3)]),
    ("a cup of silk mocha soymilk", [m("sr:16248", "1 cup")]),
    ("a cup of fat-free refried beans with 1/4 cup of canned cranberry sauce", [m("sr:16172", "1 cup"), m("sr:9081", "1 cup", 0.25)]),
    ("a cup of chopped boiled turnip greens", [m("sr:11569", "1 cup, chopped")]),
    ("a 50 g slice of angel food cake and a cup of sweetened frozen raspberries", [g("fn:cake, angel food", 50), m("sr:9306", "1 cup, unthawed")]),
    ("a reuben sandwich, about 8 oz", [g("fn:reuben sandwich", 8 * OZ)]),
    ("a 4 oz cup of applesauce", [g("fn:applesauce, regular", 4 * OZ)]),
    ("150 g of cheese pupusa", [g("fn:pupusa, cheese only", 150)]),
    ("200 g of potato salad made with italian dressing", [g("fn:potato salad, made with italian dressing", 200)]),
]


# Set 258: meals from a fourth seeded random sample (seed 258) of USDA's SR and survey foods, several items each in the
# dev set's shapes (a label, "with", a list), survey foods by a typed weight, written after 57e8aaf and scored once with it.
TWOHUNDREDFIFTYEIGHTH = [
    ("dinner: a roasted pre-basted turkey thigh, a cup of boiled kale and a hard roll", [m("sr:5294", "1 thigh, bone removed"), m("sr:11234", "1 cup, chopped"), m("sr:18353", "1 roll, (3-1/2\" dia)")]),
    ("a large kiwi and a cup of boiled lima beans", [m("sr:9148", "1 fruit, without skin large"), m("sr:11032", "1 cup")]),
    ("5 oz of cooked bottom round, lean only", [m("sr:23604", "1 oz", 5)]),
    ("6 boiled brussels sprouts with a tsp of butter", [m("sr:11099", "1 sprout", 6), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("a cup of microwaved peeled apple slices", [m("sr:9006", "1 cup, slices")]),
    ("a cup of shredded brick cheese", [m("sr:1005", "1 cup, shredded")]),
    ("half a can of vegetarian refried beans", [m("sr:16171", "1 can", 0.5)]),
    ("3 oz of raw squid", [m("sr:15175", "3 oz")]),
    ("8 raw okra pods, 3 inches long", [m("sr:11278", "8 pods, (3\" long)")]),
    ("a fun size milky way midnight and a 12 oz bud light", [m("sr:42196", "1 bar, fun size"), m("sr:14007", "12 fl oz")]),
    ("2 oscar mayer pork and turkey wieners on hard rolls", [m("sr:7240", "1 serving, (1 link)", 2), m("sr:18353", "1 roll, (3-1/2\" dia)", 2)]),
    ("half a cup of condensed bean with pork soup, undiluted", [m("sr:6004", ".5 cup")]),
    ("2 canned pear halves in extra heavy syrup", [m("sr:9258", "1 half, with liquid", 2)]),
    ("lunch: 2 cups of shredded iceberg with 30 g of light honey mustard dressing and 3 oz of baked bass", [m("sr:11252", "1 cup, shredded", 2), g("fn:honey mustard dressing, light", 30), g("fn:fish, bass, baked or broiled", 3 * OZ)]),
    ("2 slices of toasted rice bran bread", [m("sr:18384", "1 slice", 2)]),
    ("a serving of reduced fat split pea with ham soup", [m("sr:6730", "1 serving")]),
    ("a low fat beef and pork frank", [m("sr:42188", "1 frankfurter")]),
    ("1 oz of roasted unsalted pumpkin seeds in the shell", [m("sr:12163", "1 oz, (85 seeds)")]),
    ("a cup of vanilla frozen yogurt and 1 oz of unsalted pecans", [m("sr:42187", "1 cup"), g("fn:pecans, unsalted", OZ)]),
    ("a barbecue beef sandwich on a white bun, 6 oz, and 150 g of macaroni salad with tuna", [g("fn:barbecue beef sandwich, on white bun", 6 * OZ), g("fn:macaroni or pasta salad with tuna", 150)]),
]


# Set 259: meals from a fifth seeded random sample (seed 259) of USDA's SR and survey foods, in the dev set's shapes, survey
# foods by a typed weight, written after 000d85b and scored once with it.
TWOHUNDREDFIFTYNINTH = [
    ("6 oz of fried chicken, meat and skin, flour coated", [g("sr:5008", 6 * OZ)]),
    ("2 cubic inches of imitation american cheese", [m("sr:43278", "1 cubic inch", 2)]),
    ("a medium sweet potato, boiled, no skin", [m("sr:11510", "1 medium")]),
    ("a cup of diced roast chicken leg meat, no skin", [m("sr:5082", "1 cup, chopped or diced")]),
    ("a lean cuisine macaroni and beef in tomato sauce", [m("sr:22576", "1 serving")]),
    ("3/4 cup of black beans, boiled", [m("sr:16015", "1 cup", 0.75)]),
    ("4 canned grape leaves", [m("sr:11975", "1 leaf", 4)]),
    ("a cup of drained canned mandarin oranges in juice", [m("sr:9383", "1 cup")]),
    ("a cup of scotch broth made with water", [m("sr:6455", "1 cup")]),
    ("a whole raw mango", [m("sr:9176", "1 fruit, without refuse")]),
    ("half a cup of condensed chicken with rice soup", [m("sr:6023", ".5 cup")]),
    ("a braised arm pot roast piece, lean and fat, from a pound of raw chuck", [m("sr:13810", "1 piece, cooked, excluding refuse (yield from 1 lb raw meat with refuse)")]),
    ("half a cup of seasoned canned green beans", [m("sr:11058", ".5 cup")]),
    ("a roasted turkey leg, bone removed", [m("sr:5250", "1 leg, bone removed")]),
    ("2 tbsp of ketchup, 30 g, on 3 oz of deli ham", [g("fn:ketchup", 30), g("fn:ham, prepackaged or deli, luncheon meat", 3 * OZ)]),
    ("2 frozen whole grain pancakes, 70 g total", [g("fn:pancakes, whole grain, frozen", 70)]),
    ("a 12 oz flavored decaf latte", [g("fn:coffee, latte, decaffeinated, flavored", 12 * 29.5735, "12 fl oz x 29.57 g")]),
    ("250 g of cheese ravioli with tomato sauce", [g("fn:ravioli, cheese-filled, with tomato sauce", 250)]),
    ("a 60 g wheat bran muffin and 100 g of pico de gallo", [g("fn:muffin, wheat bran", 60), g("fn:salsa, pico de gallo", 100)]),
    ("150 g of home fries with peppers and onions", [g("fn:potato, home fries, with vegetables", 150)]),
]


# Set 260: an ordinary week of a person counting macros (oatmeal, quinoa, salmon, asparagus, hummus and baby carrots,
# wraps, avocado, brown rice, eggs, peanut butter), several items in the dev set's shapes, written after e5b43ab and
# scored once with it.
TWOHUNDREDSIXTIETH = [
    ("breakfast: 3/4 cup of oatmeal cooked with water, half a cup of blueberries, 1 tbsp almond butter", [m("sr:8180", ".75 cup"), m("sr:9050", "1 cup", 0.5), m("sr:12195", "1 tbsp")]),
    ("a cup of cooked quinoa under half a fillet of baked farmed atlantic salmon", [m("sr:20137", "1 cup"), m("sr:15237", ".5 fillet")]),
    ("8 boiled asparagus spears", [m("sr:11012", "4 spears, (1/2\" base)", 2)]),
    ("snack: 10 medium baby carrots and 3 tbsp of store-bought hummus", [m("sr:11960", "1 medium", 10), m("sr:16158", "1 tbsp", 3)]),
    ("two 6 inch flour tortillas with 3 oz of roasted chicken breast and a quarter cup of salsa", [m("sr:18364", "1 tortilla, medium (approx 6\" dia)", 2), g("sr:5064", 3 * OZ), m("sr:6164", "1 cup", 0.25)]),
    ("half a california avocado on a slice of whole wheat toast", [m("sr:9038", "1 fruit, without skin and seed", 0.5), m("sr:18076", "1 slice")]),
    ("a cup of brown rice and a medium stalk of boiled broccoli", [m("sr:20037", "1 cup"), m("sr:11091", "1 stalk, medium (7-1/2\" - 8\" long)")]),
    ("a cup of chopped hard-boiled egg and a cup of sliced banana", [m("sr:1129", "1 cup, chopped"), m("sr:9040", "1 cup, sliced")]),
    ("2 tbsp of smooth peanut butter on a slice of whole wheat bread", [m("sr:16098", "2 tbsp"), m("sr:18075", "1 slice")]),
    ("a cup of 2% milk and a cup of strawberry halves", [m("sr:1079", "1 cup"), m("sr:9316", "1 cup, halves")]),
]


# Set 261: an ordinary week of a busy parent eating what the family eats (cheerios, tomato soup, spaghetti with
# marinara and ground beef, taco shells, jam, american cheese, raisins, apple slices), in the dev set's shapes, written
# after bf2f8e7 and scored once with it.
TWOHUNDREDSIXTYFIRST = [
    ("a cup of cheerios with half a cup of 2% milk", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1079", "1 cup", 0.5)]),
    ("a cup of tomato soup from a can, made with water, and a 5 oz grilled cheese sandwich", [m("sr:6559", "1 serving, 1 cup"), g("fn:grilled cheese sandwich, nfs", 5 * OZ)]),
    ("dinner: a cup of spaghetti with half a cup of marinara and 3 oz of browned 85% lean ground beef", [m("sr:20121", "1 cup"), m("sr:6931", "1 serving, 1/2 cup"), m("sr:23570", "1 serving, ( 3 oz )")]),
    ("3 large taco shells with 2 oz of browned 85/15 beef and a cup of shredded lettuce", [m("sr:18360", "1 large, (6-1/2\" dia)", 3), g("sr:23570", 2 * OZ), m("sr:11252", "1 cup, shredded")]),
    ("a tbsp of apricot jam", [m("sr:19719", "1 tbsp")]),
    ("2 cubic inches of american cheese and a cup of apple slices", [m("sr:1147", "1 cubic inch", 2), m("sr:9003", "1 cup, slices")]),
    ("a cup of cherry tomatoes and 1 oz of american cheese", [m("sr:11529", "1 cup, cherry tomatoes"), m("sr:1147", "1 oz")]),
    ("2 tbsp of chunky peanut butter and a tbsp of grape jam", [m("sr:16156", "2 tbsp"), m("sr:19297", "1 tbsp")]),
]


# Set 262: meals from a sixth seeded random sample (seed 262) of USDA's SR foods, one to three items in the dev set's
# shapes, written after bf2f8e7 and scored once with it.
TWOHUNDREDSIXTYSECOND = [
    ("a tsp of yeast extract spread on a slice of whole wheat toast", [m("sr:43406", "1 tsp"), m("sr:18076", "1 slice")]),
    ("a glazed chocolate cake doughnut and a cup of coffee with a tbsp of half and half", [m("sr:18251", "1 doughnut, (3-3/4\" dia)"), g("sr:14209", 237, "1 cup brewed coffee, 237 g"), m("sr:1049", "1 tbsp")]),
    ("half a cup of breyers no sugar added vanilla chocolate strawberry ice cream", [m("sr:19884", "1 serving, 1/2 cup")]),
    ("2 steamed alaska king crab legs with a tbsp of butter", [m("sr:15137", "1 leg", 2), m("sr:1001", "1 tbsp")]),
    ("2 baked ocean perch fillets", [m("sr:15058", "1 fillet", 2)]),
    ("a cup of canned succotash", [m("sr:11499", "1 cup")]),
    ("a cup of canned mixed vegetables, undrained", [m("sr:11579", "1 cup")]),
    ("1/8 of a homemade graham cracker crust", [m("sr:18330", "1 pie shell, (9\" dia)", 1 / 8)]),
    ("a cup of canned grapes in heavy syrup", [m("sr:9134", "1 cup")]),
    ("a cup of chocolate malted milk made with whole milk", [m("sr:14318", "1 cup, (8 fl oz)")]),
    ("a snickers marathon double chocolate nut bar", [m("sr:25006", "1 bar")]),
    ("a cup of pretzel twists, about 20", [m("sr:19047", "10 twists", 2)]),
    ("2 cubic inches of lowfat beef and pork bologna", [m("sr:42129", "1 cubic inch", 2)]),
    ("a cup of shredded monterey jack", [m("sr:1025", "1 cup, shredded")]),
    ("3 oz of braised brisket, flat half, lean only", [m("sr:13370", "3 oz")]),
    ("half a cup of silk nog", [m("sr:16246", ".5 cup")]),
    ("a tablet of mexican chocolate melted into a cup of whole milk", [m("sr:19124", "1 tablet"), m("sr:1077", "1 cup")]),
    ("3 oz of roast young hen turkey with the skin", [m("sr:5232", "1 unit, (yield from 1 lb ready-to-cook turkey)", 85 / 243)]),
]


# Set 263: meals from a seventh seeded random sample (seed 263) of USDA's SR foods, one to three items in the dev set's
# shapes, written after 8bee163 and scored once with it.
TWOHUNDREDSIXTYTHIRD = [
    ("2 oz of smoked turkey and beef kielbasa", [m("sr:7934", "1 serving, 2 oz")]),
    ("a cup of unsweetened canned pineapple juice", [m("sr:9409", "1 cup")]),
    ("a packet of quaker honey nut instant oatmeal", [m("sr:8416", "1 packet")]),
    ("a cup of bottled pomegranate juice and a medium ear of boiled white corn", [m("sr:9442", "1 cup"), m("sr:11901", "1 ear, medium (6-3/4\" to 7-1/2\" long)")]),
    ("2 oz of thin sliced beef lunch meat on 2 slices of white bread", [g("sr:7043", 2 * OZ), g("sr:18069", 2 * 25, "1 slice = 25 g")]),
    ("a baked fillet of farmed rainbow trout", [m("sr:15241", "1 fillet")]),
    ("2 slices of fast food french toast with butter", [m("sr:21023", "2 slices")]),
    ("a 3 oz sweet italian sausage link", [m("sr:7914", "1 link, 3 oz")]),
    ("a broiled bone-in center rib pork chop, lean and fat", [m("sr:10046", "1 chop, without refuse (Yield from 1 cooked chop, with refuse, weighing 172g)")]),
    ("3 oz of steamed cuttlefish", [m("sr:15229", "3 oz")]),
    ("a tbsp of fat free liquid margarine on a medium baked potato", [m("sr:4624", "1 tbsp"), m("sr:11674", "1 potato, medium")]),
    ("half a roasted cornish game hen, meat and skin", [m("sr:5308", ".5 bird")]),
    ("a cup of chopped simmered chicken hearts", [m("sr:5026", "1 cup, chopped or diced")]),
    ("a cup of kashi golean crunch with a cup of skim milk", [m("sr:8386", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup")]),
    ("a cup of chopped roasted duck, no skin", [m("sr:5142", "1 cup, chopped or diced")]),
    ("a cup of low sodium corn flakes", [m("sr:8022", "1 cup")]),
    ("2 oz of homemade banana bread made with margarine", [g("sr:18019", 2 * OZ)]),
    ("a cup of drained sweetened canned apple slices", [m("sr:9007", "1 cup, slices")]),
    ("half a cup of boiled zucchini slices and a cup of canned sweet potatoes in syrup", [m("sr:11861", ".5 cup, slices"), m("sr:11645", "1 cup")]),
    ("2 oz of hot smoked turkey sausage and a cup of guanabana nectar", [m("sr:7929", "2 oz"), m("sr:9434", "1 cup")]),
]

# Set 264: an ordinary week of a college student (instant ramen, pop tarts, a bagel with cream cheese, a frozen burrito,
# an energy drink, a pb&j, cereal, a hot pocket, a quesadilla, boxed mac and cheese, a sports drink), in the dev set's
# shapes, typos included, written after 8bee163 and scored once with it.
TWOHUNDREDSIXTYFOURTH = [
    ("a package of chicken ramen noodles, cooked", [m("sr:6983", "1 package")]),
    ("breakfast: 2 strawberry pop tarts, frosted, and a can of red bull", [m("sr:18489", "1 pastry", 2), m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("a medium plain bagel with 2 tbsp cream cheese", [g("sr:18406", 105, "1 medium bagel (3-1/2\" to 4\" dia) = 105 g, SR 28"), g("fn:cream cheese, regular, plain", 29, "2 tbsp = 29 g (SR 28 cream cheese, 1 tbsp 14.5 g)")]),
    ("a frozen bean and cheese burrito, microwaved", [m("sr:22918", "1 burrito")]),
    ("pb&j - 2 slices white bread, 2 tbsp chunky peanut butter, 1 tbsp jelly", [g("sr:18069", 2 * 25, "1 slice = 25 g"), m("sr:16097", "2 tbsp"), m("sr:19300", "1 serving, 1 tbsp")]),
    ("1 1/2 cups of frosted flakes with a cup of 1% milk", [m("sr:8069", "1 cup", 1.5), m("sr:1082", "1 cup")]),
    ("a ham n cheese hot pocket and a 20 oz gatorade", [m("sr:22537", "1 serving"), g("sr:14460", 20 * 30.46, "20 fl oz x 30.46 g")]),
    ("quesadilla: 2 six inch flour tortillas and 1/2 cup shredded cheddar", [m("sr:18364", "1 tortilla, medium (approx 6\" dia)", 2), g("sr:1009", 56.5, "1/2 cup shredded = 56.5 g (SR 28: 1 cup shredded 113 g)")]),
    ("3 scrambeled eggs with a tsp of butter", [g("sr:1132", 3 * 61, "1 large scrambled egg = 61 g, SR 28"), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("5 chicken tenders from burger king and a small coke", [m("sr:21256", "5 pieces"), g("fn:soft drink, cola", 16 * 30.8, "a small fountain drink, 16 fl oz x 30.8 g")]),
    ("2 cups of cooked spaghetti with a cup of meat sauce", [m("sr:20121", "1 cup", 2), g("fn:spaghetti sauce with meat", 250, "1 cup = 250 g")]),
]

# Set 265: a seeded random sample (seed 265) of USDA's survey foods, each by a typed weight, in the dev set's shapes,
# written after 8bee163 and scored once with it.
TWOHUNDREDSIXTYFIFTH = [
    ("2 oz of reduced sodium spam", [g("fn:spam, reduced sodium", 2 * OZ)]),
    ("200 g of flavored rice mix", [g("fn:flavored rice mixture", 200)]),
    ("a peach strudel slice, 70 g", [g("fn:strudel, peach", 70)]),
    ("a chocolate croissant, 80 g", [g("fn:croissant, chocolate", 80)]),
    ("a 6 oz cup of italian ice", [g("fn:italian ice", 6 * OZ)]),
    ("a chicken quesadilla with peppers and onions, 220 g", [g("fn:quesadilla, chicken, with vegetables", 220)]),
    ("40 g of dried cherries", [g("fn:cherries, dried", 40)]),
    ("150 g of turkey hash", [g("fn:chicken or turkey hash", 150)]),
    ("a tuna salad sandwich on wheat with cheese, about 7 oz", [g("fn:tuna salad sandwich on wheat, with cheese", 7 * OZ)]),
    ("a 300 g vegetable pot pie", [g("fn:pot pie, no meat", 300)]),
    ("a 16 oz michelada, 480 g", [g("fn:michelada", 480)]),
    ("2 bao buns, 60 g each", [g("fn:bao bun", 120)]),
    ("a chicken egg roll, 85 g", [g("fn:egg roll, with chicken or turkey", 85)]),
    ("240 g of cheese grits made with butter", [g("fn:grits, with cheese, fat added", 240)]),
    ("100 g of canned reduced sodium chickpeas", [g("fn:chickpeas, from canned, reduced sodium", 100)]),
    ("6 oz of swiss steak", [g("fn:swiss steak", 6 * OZ)]),
    ("100 g of fried pickles", [g("fn:pickles, fried", 100)]),
    ("a frozen yogurt sandwich, 75 g", [g("fn:frozen yogurt sandwich", 75)]),
]

# Set 266: meals from an eighth seeded random sample (seed 266) of USDA's SR foods, one to three items in the dev set's
# shapes, written after 8bee163 and scored once with the build after the made-with-fat change.
TWOHUNDREDSIXTYSIXTH = [
    ("a cup of chopped boiled kale and half a cup of canned spinach, drained", [m("sr:11234", "1 cup, chopped"), m("sr:11461", "1 cup", 0.5)]),
    ("half a cup of prego italian sauce flavored with meat over 2 oz of homemade eggless pasta", [m("sr:6223", "1 serving, 1/2 cup"), m("sr:20098", "2 oz")]),
    ("1/4 cup of canned mushroom gravy", [m("sr:6121", "1 cup", 0.25)]),
    ("2 tbsp of evaporated milk in a cup of coffee", [g("sr:1153", 2 * 15.75, "2 tbsp = 1 fl oz = 31.5 g"), g("sr:14209", 237, "1 cup brewed coffee, 237 g")]),
    ("a 2 oz serving of carl buddig smoked chicken", [m("sr:7271", "1 serving, 2 oz")]),
    ("a can of pina colada", [m("sr:14015", "1 can, (6.8 fl oz, 200 ml)")]),
    ("a pack of sour starburst", [m("sr:19315", "1 serving, 2.07 oz pack")]),
    ("a tablespoon of liquid margarine spread", [m("sr:42313", "1 tablespoon")]),
    ("half a cup of boiled frozen broccoli spears and a cup of sliced boiled summer squash", [m("sr:11095", ".5 cup"), m("sr:11642", "1 cup, sliced")]),
    ("20 oven-baked frozen fries", [m("sr:11403", "10 strips", 2)]),
    ("1 oz of oil roasted unsalted almonds", [m("sr:12065", "1 oz, (22 whole kernels)")]),
    ("a cup of unsweetened canned applesauce and a cup of pear nectar", [m("sr:9019", "1 cup"), m("sr:9408", "1 cup")]),
    ("an ounce of tilsit cheese with 5 saltines", [m("sr:1041", "1 oz"), m("sr:18228", "5 crackers, square (1 serving)")]),
    ("a 5 oz glass of carignane red wine", [m("sr:14109", "1 serving, 5 fl oz")]),
    ("2 tbsp of sweet pickle relish on a hot dog", [m("sr:11945", "1 tbsp", 2), g("fn:hot dog sandwich, nfs, on white bun", 98, "a frank (45-57 g) on a 43 g bun")]),
    ("8 fl oz of cultured lowfat buttermilk", [m("sr:1088", "1 cup")]),
    ("a cup of diced roast turkey light meat with skin and a cup of canned large lima beans", [m("sr:5182", "1 cup, chopped or diced"), m("sr:16073", "1 cup")]),
    ("3 oz of broiled rib eye, lean only, trimmed to 0 inches", [m("sr:13394", "3 oz")]),
    ("a cup of silk chocolate soy milk", [m("sr:16237", "1 cup")]),
    ("3 slices of a 14 inch little caesars pepperoni pizza", [m("sr:21288", "1 slice", 3)]),
    ("a chocolate chip crisped rice bar", [m("sr:19010", "1 bar, (1 oz)")]),
    ("a cup of canned chicken gumbo soup made with water", [m("sr:6417", "1 cup")]),
]

# Set 267: an ordinary week of a retiree eating at home (oatmeal with raisins and honey, prune juice, rye bread with
# marmalade, cottage cheese and canned peaches, canned soup with saltines, tea, boiled potatoes and peas, gingersnaps,
# pound cake, a roast chicken thigh), in the dev set's shapes, written after 8bee163 and scored once with the build after
# the made-with-fat change.
TWOHUNDREDSIXTYSEVENTH = [
    ("a cup of oatmeal with a tbsp of raisins and 1 tsp honey", [m("sr:8121", "1 cup"), g("sr:9298", 145 / 16, "1 cup (not packed) = 145 g, 1 tbsp = 1/16 cup"), m("sr:19296", "1 tbsp", 1 / 3)]),
    ("a 6 oz glass of prune juice", [m("sr:9294", "1 fl oz", 6)]),
    ("2 slices of rye bread with a tbsp of orange marmalade", [m("sr:18060", "1 slice", 2), m("sr:19303", "1 tbsp")]),
    ("4 oz of cottage cheese and half a cup of canned peaches in juice", [m("sr:1012", "4 oz"), m("sr:9238", "1 cup, halves or slices", 0.5)]),
    ("lunch - a cup of canned chicken noodle soup made with water and 5 saltines", [m("sr:6419", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)")]),
    ("a medium potato boiled without the skin and half a cup of frozen peas, boiled", [m("sr:11367", "1 medium, (2-1/4\" to 3-1/4\" dia.)"), m("sr:11313", ".5 cup")]),
    ("4 gingersnaps and a cup of decaf coffee", [m("sr:18172", "1 cookie", 4), m("sr:14201", "1 cup, (8 fl oz)")]),
    ("a slice of store bought pound cake and a cup of hot tea with a teaspoon of honey", [m("sr:18121", "1 piece, (1/10 of 10.6 oz cake)"), m("sr:14355", "1 cup, (8 fl oz)"), m("sr:19296", "1 tbsp", 1 / 3)]),
    ("dinner: a roasted chicken thigh with the skin and a cup of boiled green beans", [g("sr:5094", 62, "1 thigh, bone removed = 62 g, SR 28"), m("sr:11053", "1 cup")]),
]

# Set 268: meals from a ninth seeded random sample (seed 268) of USDA's SR foods, one to three items in the dev set's
# shapes, written after ec348f3 and scored once with it.
TWOHUNDREDSIXTYEIGHTH = [
    ("4 oz of roast eye of round, choice, trimmed to 1/8 inch fat", [g("sr:23620", 4 * OZ)]),
    ("3 oz of roasted boneless ham, water added", [m("sr:10917", "1 serving, (3 oz)")]),
    ("a cup of kashi autumn wheat with half a cup of unsweetened silk", [m("sr:8462", "1 cup, (1 NLEA serving)"), m("sr:16244", "1 cup", 0.5)]),
    ("a tbsp of high fructose corn syrup", [m("sr:19351", "1 tbsp")]),
    ("a tablespoon of smoked goose liver pate on 4 low salt whole wheat crackers", [m("sr:7054", "1 tbsp"), m("sr:18429", "1 cracker", 4)]),
    ("a broiled top round steak, lean, select", [m("sr:13493", "1 steak")]),
    ("4 canned apricot halves in juice with their liquid", [m("sr:9024", "1 apricot, half with liquid", 4)]),
    ("a broiled pork loin chop, lean only", [m("sr:10026", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 151 g)")]),
    ("a cup of beef bouillon made from a cube", [m("sr:6475", "1 serving, 1 cup")]),
    ("a slice of butter pound cake and a 5 oz glass of white wine", [m("sr:18120", "1 piece, (1/10 of cake)"), m("sr:14140", "1 serving, 5 fl oz")]),
    ("an ounce of oil roasted salted almonds and a 16.9 oz bottle of water", [m("sr:12565", "1 oz, (22 whole kernels)"), m("sr:14437", "1 bottle, 16.9 fl oz")]),
    ("a 1.4 oz peanut bar", [m("sr:19147", "1 bar, (1.4 oz)")]),
    ("a cup of frozen sweetened raspberries", [m("sr:9306", "1 cup, unthawed")]),
    ("a cup of tangerine juice from frozen concentrate", [m("sr:9225", "1 cup")]),
    ("a small corn muffin from the store and a 3.5 oz glass of dry dessert wine", [m("sr:18279", "1 small"), m("sr:14536", "1 glass, (3.5 fl oz)")]),
    ("half a cup of canned green chili peppers", [m("sr:11980", "1 cup", 0.5)]),
    ("3 four-inch pancakes from a mix", [m("sr:18292", "1 pancake, (4\" dia)", 3)]),
    ("an ounce of unsalted oil roasted peanuts", [m("sr:16389", "1 oz, shelled")]),
    ("a baked pacific cod fillet", [m("sr:15192", "1 fillet")]),
]

# Set 269: everyday meals written as a dish and its parts ("X - a, b, c", "X: a, b"), typos and shorthand included, as
# the dev set writes them, written after ec348f3 and scored once with it.
TWOHUNDREDSIXTYNINTH = [
    ("turkey sandwhich - 2 slices whole wheat bread, 3 oz deli turkey, 1 slice swiss, 1 tsp mustard",
     [m("sr:18075", "1 slice", 2), g("fn:turkey, prepackaged or deli, luncheon meat", 3 * OZ), g("sr:1040", 28, "1 slice (1 oz) = 28 g, SR 28"), m("sr:2046", "1 tsp, or 1 packet")]),
    ("omlette: 3 eggs, 1/4 cup shredded cheddar, 1/4 cup chopped green pepper, 1 tsp butter",
     [g("sr:1123", 150, "3 large x 50 g"), g("sr:1009", 28.25, "1/4 cup shredded = 28.25 g (1 cup 113 g)"), m("sr:11333", "1 cup, chopped", 0.25), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("pancake breakfast: 3 homemade buttermilk pancakes, 2 tbsp maple syrup, 1 tbsp butter",
     [m("sr:18390", "1 pancake, (4\" dia)", 3), m("sr:19353", "1 tbsp", 2), m("sr:1001", "1 tbsp")]),
    ("shrimp stir fry - 4 oz cooked shrimp, 1 cup snow peas, 1/2 cup sliced carrots, 1 tbsp sesame oil, 1 cup white rice",
     [g("sr:15151", 4 * OZ), m("sr:11300", "1 cup, whole"), g("sr:11124", 61, "1/2 cup sliced = 61 g (1 cup sliced 122 g, SR 28)"), m("sr:4058", "1 tablespoon"), m("sr:20045", "1 cup")]),
    ("a medium baked sweet potato with 1 tbsp butter", [m("sr:11875", "1 medium, (2\" dia, 5\" long, raw)"), m("sr:1001", "1 tbsp")]),
    ("chicken salad: 2 cups shredded romaine, 3 oz roasted chicken breast, 2 tbsp ranch",
     [m("sr:11251", "1 cup, shredded", 2), g("sr:5064", 3 * OZ), m("sr:4639", "1 tablespoon", 2)]),
    ("bfast - 1 cup cheerios, 1 cup skim milk, 1 medium banana",
     [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1085", "1 cup"), g("sr:9040", 118, "1 medium (7\" to 7-7/8\" long) = 118 g, SR 28")]),
    ("snack: a medium apple w/ 2 tbsp pb", [g("sr:9003", 182, "1 medium (3\" dia) = 182 g, SR 28"), m("sr:16098", "2 tbsp")]),
]

# Set 270: meals from a tenth seeded random sample (seed 270) of USDA's SR foods, one to three items in the dev set's
# shapes, written after the can's-own-liquid change and scored once with it.
TWOHUNDREDSEVENTIETH = [
    ("2 glazed french crullers and a cup of coffee", [m("sr:18253", "1 cruller, (3\" dia)", 2), g("sr:14209", 237, "1 cup brewed coffee, 237 g")]),
    ("a cup of canned peas and carrots, undrained", [m("sr:11318", "1 cup")]),
    ("4 slices of oscar mayer honey glazed chicken breast", [m("sr:7209", "1 serving, (4 slices)")]),
    ("a cup of pedialyte", [m("sr:43075", "1 cup, (8 fl oz)")]),
    ("3/4 cup of kellogg's corn flakes with real bananas and 1/2 cup of 2% milk", [m("sr:8472", ".75 cup"), m("sr:1079", "1 cup", 0.5)]),
    ("2 tbsp of reduced fat thousand island dressing on 2 cups of shredded iceberg", [m("sr:4023", "1 tablespoon", 2), m("sr:11252", "1 cup, shredded", 2)]),
    ("a large yellow bell pepper, raw", [m("sr:11951", "1 pepper, large (3-3/4\" long, 3\" dia)")]),
    ("2 slices of a domino's 14 inch thin crust cheese pizza", [m("sr:21279", "1 slice", 2)]),
    ("a cup of tempeh", [m("sr:16114", "1 cup")]),
    ("a cup of diced roast turkey light meat, no skin", [m("sr:5266", "1 cup, chopped or diced")]),
    ("a cup of strawberry halves with a tbsp of margarine butter blend on a slice of toast", [m("sr:9316", "1 cup, halves"), m("sr:4585", "1 tbsp"), g("sr:18070", 22, "1 slice toasted white = 22 g, SR 28")]),
    ("a cup of roasted buckwheat groats, dry", [m("sr:20009", "1 cup")]),
    ("half a cup of prego italian sausage and garlic sauce", [m("sr:6226", "1 serving, 1/2 cup")]),
    ("a plain double cheeseburger from a fast food place", [m("sr:21094", "1 sandwich")]),
    ("a pan-fried bone-in center rib pork chop", [m("sr:10180", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 151 g)")]),
    ("2 oz of lite pork and turkey bologna", [m("sr:7936", "1 serving, 2 oz")]),
    ("a cup of cooked ranch style beans", [m("sr:43112", "1 cup")]),
    ("a 6 oz glass of sake", [m("sr:43479", "1 fl oz", 6)]),
]

# Set 271: an ordinary week of a vegetarian (tofu and edamame, lentils and pita, a veggie burger, falafel and hummus,
# greek yogurt with granola, lentil soup, chickpeas and spinach, toast with almond butter), in the dev set's shapes,
# written after the can's-own-liquid change and scored once with it.
TWOHUNDREDSEVENTYFIRST = [
    ("a quarter block of firm tofu and a cup of cooked edamame", [m("sr:16126", ".25 block"), m("sr:11212", "1 cup")]),
    ("a cup of boiled lentils with a large whole wheat pita", [m("sr:16070", "1 cup"), m("sr:18042", "1 pita, large (6-1/2\" dia)")]),
    ("a morningstar spicy black bean burger on a hamburger bun", [m("sr:22123", "1 patty"), m("sr:18350", "1 roll")]),
    ("4 homemade falafel and 2 tbsp of hummus", [m("sr:16138", "1 patty, (approx 2-1/4\" dia)", 4), m("sr:16158", "1 tbsp", 2)]),
    ("a 170 g container of plain nonfat greek yogurt with 1/4 cup of homemade granola", [g("fn:yogurt, greek, nonfat milk, plain", 170), m("sr:8037", "1 cup", 0.25)]),
    ("a 10 oz bowl of lentil soup", [g("fn:soup, lentil", 10 * OZ)]),
    ("a cup of boiled chickpeas with 2 cups of raw spinach", [m("sr:16057", "1 cup"), m("sr:11457", "1 cup", 2)]),
    ("breakfast: 2 slices of whole wheat toast with 2 tbsp of almond butter and a cup of 1% milk", [m("sr:18076", "1 slice", 2), m("sr:12195", "1 tbsp", 2), m("sr:1082", "1 cup")]),
]

# Set 272: meals from an eleventh seeded random sample (seed 272) of USDA's SR foods, one to three items in the dev set's
# shapes, written after b624ada and scored once with it.
TWOHUNDREDSEVENTYSECOND = [
    ("a third of a cup of potato salad from a fast food place", [m("sr:21140", ".333 cup")]),
    ("a toasted mixed grain english muffin with a cup of boiled frozen collards", [m("sr:18261", "1 muffin"), m("sr:11164", "1 cup, chopped")]),
    ("a mcdonald's premium grilled chicken ranch blt", [m("sr:21406", "1 item, 8.5 oz")]),
    ("half a cup of condensed fiesta nacho cheese soup", [m("sr:6353", "1 serving, 1/2 cup")]),
    ("a 5 oz glass of light wine and a cup of lowfat soy milk", [m("sr:43155", "1 serving, 5 fl oz"), m("sr:16229", "1 cup")]),
    ("lunch: a lean cuisine chicken & vegetables with vermicelli and a snack size almond joy", [m("sr:22577", "1 serving"), m("sr:19065", "1 bar, snack size")]),
    ("1/2 cup of cornbread stuffing made from a dry mix", [m("sr:18085", ".5 cup")]),
    ("2 canned pear halves in heavy syrup with their liquid", [m("sr:9257", "1 half, with liquid", 2)]),
    ("3/4 cup of kellogg's fruit harvest banana berry", [m("sr:8470", ".75 cup, (1 NLEA serving)")]),
    ("3 oz of roasted pork back ribs", [m("sr:10193", "3 oz")]),
    ("a jigger of rum and a can of cola", [m("sr:14037", "1 jigger, 1.5 fl oz"), g("sr:14400", 368, "a 12 fl oz can = 368 g")]),
    ("3 mini croissants made with butter", [m("sr:18239", "1 croissant, mini", 3)]),
    ("half a cup of canned white corn with the liquid", [m("sr:11903", ".5 cup")]),
    ("3 oz of white tuna canned in oil, drained, no salt added", [m("sr:15185", "3 oz")]),
    ("a 2.5 oz juice and cream frozen bar", [m("sr:43450", "2.5 oz")]),
    ("3/4 cup of berry berry kix", [m("sr:8274", ".75 cup, (1 NLEA serving)")]),
    ("a cup of canned yellow wax beans, drained", [m("sr:11932", "1 cup")]),
    ("a plain triple cheeseburger", [m("sr:21101", "1 item")]),
    ("an ear of frozen yellow corn on the cob, boiled", [m("sr:11181", "1 ear, yields")]),
]

# Set 273: a family's dinners at home (meatloaf and mashed potatoes, lasagna and salad, brownies and ice cream, taco night,
# corn on the cob), in the dev set's shapes, survey dishes by a typed weight, written after b624ada and scored once with it.
TWOHUNDREDSEVENTYTHIRD = [
    ("dinner: a 5 oz slice of homemade beef meatloaf, a cup of mashed potatoes made with milk and butter, and a dinner roll",
     [g("fn:meat loaf made with beef", 5 * OZ), m("sr:11934", "1 cup"), m("sr:18342", "1 roll, (1 oz)")]),
    ("a 300 g square of homemade meat lasagna and 2 cups of romaine with 2 tbsp of italian dressing",
     [g("fn:lasagna with meat, home recipe", 300), m("sr:11251", "1 cup, shredded", 2), m("sr:4114", "1 tbsp", 2)]),
    ("2 homemade brownies, 2 inch squares, with half a cup of vanilla ice cream", [m("sr:18154", "1 brownie, (2\" square)", 2), m("sr:19095", "1 serving, 1/2 cup")]),
    ("taco night: 3 taco shells, 4 oz browned 80/20 ground beef, 1/2 cup shredded cheddar, 1/2 cup shredded lettuce, 1/4 cup salsa",
     [g("sr:18360", 3 * 13, "1 medium shell (approx 5\" dia) = 13 g, SR 28"), g("sr:23575", 4 * OZ), g("sr:1009", 56.5, "1/2 cup shredded = 56.5 g (1 cup 113 g)"),
      m("sr:11252", "1 cup, shredded", 0.5), m("sr:6164", "1 cup", 0.25)]),
    ("2 small ears of corn on the cob, boiled, and a 6 oz glass of whole milk", [m("sr:11168", "1 ear, small (5-1/2\" to 6-1/2\" long)", 2), g("sr:1077", 6 * 30.5, "6 fl oz x 30.5 g (1 cup = 244 g)")]),
]

# Set 274: meals from a twelfth seeded random sample (seed 275) of USDA's SR foods, one to three items in the dev set's
# shapes, written after 154a581 and scored once with it.
TWOHUNDREDSEVENTYFOURTH = [
    ("3/4 cup of yellow grits made with water and 2 canned peach halves in light syrup", [m("sr:8166", ".75 cup"), m("sr:9240", "1 half, with liquid", 2)]),
    ("a cup of peach nectar", [m("sr:9407", "1 cup")]),
    ("a cup of frozen snow peas, boiled", [m("sr:11810", "1 cup")]),
    ("3 slices of new england pork and beef sausage", [m("sr:7091", "1 slice, (4\" dia x 1/8\" thick)", 3)]),
    ("2 slices of rice bran toast with a tbsp of ranch", [m("sr:18384", "1 slice", 2), m("sr:4639", "1 tablespoon")]),
    ("3 oz of roast rack of lamb, lean and fat", [m("sr:17031", "3 oz")]),
    ("a ground elk patty, pan broiled", [m("sr:17339", "1 patty, ( yield from 104.1 g raw meat )")]),
    ("3/4 cup of frosted chex with half a cup of skim milk", [m("sr:8514", ".75 cup, (1 NLEA serving)"), m("sr:1085", "1 cup", 0.5)]),
    ("a cup of diced stewed chicken, meat only", [m("sr:5014", "1 cup, chopped or diced")]),
    ("a cup of melba toast rounds", [m("sr:18220", "1 cup, rounds")]),
    ("an old fashioned cake doughnut stick", [m("sr:18248", "1 doughnut, stick")]),
    ("a cup of masa harina", [m("sr:20317", "1 cup")]),
    ("a slice of domino's deep dish cheese pizza", [m("sr:21278", "1 slice")]),
    ("a cup of instant oatmeal express, golden brown sugar, dry", [m("sr:8414", "1 cup")]),
    ("a tbsp of mustard oil", [m("sr:4583", "1 tbsp")]),
    ("a cup of campbell's chunky beef with country vegetables", [m("sr:6388", "1 cup")]),
    ("3 oz of broiled outside skirt steak, lean only", [m("sr:13979", "3 oz, ( 1 serving )")]),
    ("an 8 oz v8 splash guava passion fruit", [m("sr:14613", "1 serving, 8 oz")]),
    ("half a pink grapefruit and a cup of canned onion soup made with water", [m("sr:9112", ".5 fruit, (3-3/4\" dia)"), m("sr:6445", "1 serving, 1 cup")]),
]

# Set 275: a night-shift worker's snacks and coffee (hard-boiled eggs, granola bars, coffee with creamer), in the dev
# set's shapes, written after 154a581 and scored once with it.
TWOHUNDREDSEVENTYFIFTH = [
    ("night shift snack: 2 hard-boiled eggs and 2 crunchy granola bars", [g("sr:1129", 100, "2 large x 50 g, SR 28"), m("sr:19015", "1 bar", 2)]),
    ("a 16 oz coffee with 2 tbsp of flavored liquid creamer", [g("sr:14209", 16 * 29.6, "16 fl oz x 29.6 g"), g("fn:coffee creamer, liquid, flavored", 30, "2 tbsp x 15 g")]),
    ("a tbsp of silk hazelnut creamer in a cup of coffee", [m("sr:16262", "1 tbsp"), m("sr:14209", "1 cup, (8 fl oz)")]),
]

# Set 276: meals from a thirteenth seeded random sample (seed 276) of USDA's SR foods, one to three items in the dev set's
# shapes, written after a565335 and scored once with it.
TWOHUNDREDSEVENTYSIXTH = [
    ("a small plain bagel and a 5 oz glass of white wine", [m("sr:18408", "1 small bagel, (3\" dia)"), m("sr:14106", "1 serving, 5 fl oz")]),
    ("2/3 cup of quaker lowfat granola with raisins", [m("sr:8220", ".67 cup, (1 NLEA serving)")]),
    ("a cup of whole canned apricots in heavy syrup, with the skin", [m("sr:9027", "1 cup, whole")]),
    ("a packet of banana bread instant oatmeal", [m("sr:8417", "1 packet")]),
    ("a quarter package of nasoya lite firm tofu", [m("sr:16210", ".25 package")]),
    ("a cup of boiled pinto beans with salt", [m("sr:16343", "1 cup")]),
    ("a broiled pork blade chop, bone-in", [m("sr:10030", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 151 g)")]),
    ("a strawberry pop-tarts pastry swirl", [m("sr:18509", "1 pastry")]),
    ("2 slices of pizza hut super supreme, 14 inch, regular crust", [m("sr:21298", "1 slice", 2)]),
    ("an ounce of gouda with 2 slices of toasted pumpernickel", [m("sr:1022", "1 oz"), m("sr:18045", "1 slice, (5\" x 4\" x 3/8\")", 2)]),
    ("a 2 oz daiquiri", [m("sr:14010", "1 cocktail, (2 fl oz)")]),
    ("a cup of crumbled feta", [m("sr:1019", "1 cup, crumbled")]),
    ("half a cup of breyers light french chocolate ice cream", [m("sr:19893", "1 serving, 1/2 cup")]),
    ("a cup of protein fortified 1% milk", [m("sr:1084", "1 cup")]),
    ("3 oz of canned extra lean ham, roasted", [m("sr:10138", "3 oz")]),
    ("a cup of cooked turkey and pork sausage crumbles", [m("sr:42173", "1 cup, cooked")]),
    ("a cup of canned baked beans with beef", [m("sr:16007", "1 cup")]),
    ("a broiled top loin steak, lean only, 0 inch trim", [m("sr:13448", "1 steak, excluding refuse (yield from 1 raw steak, with refuse, weighing 223 g)")]),
    ("a cup of boiled pink beans and 2 smoked pork sausage links", [m("sr:16041", "1 cup"), m("sr:7074", "1 link, (4\" long x 1-1/8\" dia)", 2)]),
    ("a large order of burger king fries", [m("sr:21249", "1 large, serving")]),
]

# Set 277: an ordinary week of a teenage athlete (chocolate milk after practice, spaghetti with marinara and chicken,
# trail mix, a peanut butter and honey sandwich, rice and beans), in the dev set's shapes, written after a565335 and
# scored once with it.
TWOHUNDREDSEVENTYSEVENTH = [
    ("after practice: 16 oz of lowfat chocolate milk and a medium banana", [m("sr:1104", "1 cup", 2), g("sr:9040", 118, "1 medium (7\" to 7-7/8\" long) = 118 g, SR 28")]),
    ("2 cups of spaghetti with a cup of marinara and 4 oz of grilled chicken breast", [m("sr:20121", "1 cup", 2), m("sr:6931", "1 cup"), g("sr:5064", 4 * OZ)]),
    ("half a cup of regular trail mix", [m("sr:19059", "1 cup", 0.5)]),
    ("pb and honey sandwich - 2 slices wheat bread, 2 tbsp creamy peanut butter, 1 tbsp honey", [m("sr:18064", "1 slice", 2), m("sr:16098", "2 tbsp"), m("sr:19296", "1 tbsp")]),
    ("a cup of white rice with a cup of canned black beans, drained", [m("sr:20045", "1 cup"), g("fn:black beans, from canned, no added fat", 172, "1 cup of drained beans = 172 g (SR 16015 1 cup)")]),
    ("an ounce of trail mix with chocolate chips and a 20 oz gatorade", [m("sr:19062", "1 oz"), g("sr:14460", 20 * 30.46, "20 fl oz x 30.46 g")]),
]

# Set 278: meals from a fourteenth seeded random sample (seed 278) of USDA's SR foods, one to three items in the dev set's
# shapes, written after 253f830 and scored once with it.
TWOHUNDREDSEVENTYEIGHTH = [
    ("a mcdonald's crispy chicken classic sandwich", [m("sr:21403", "1 item, 8.1 oz")]),
    ("a cup of boiled french beans", [m("sr:16323", "1 cup")]),
    ("3 oz of roasted bone-in ham shank", [m("sr:10914", "1 serving, (3 oz)")]),
    ("2 slices of a 14 inch papa john's pepperoni pizza", [m("sr:21284", "1 slice", 2)]),
    ("half a cup of 98% fat free cream of celery soup, condensed", [m("sr:6218", "1 serving, 1/2 cup")]),
    ("a fast food chicken fillet sandwich with cheese", [m("sr:21103", "1 sandwich")]),
    ("2 tbsp of salsa verde on 3 oz of canned chum salmon", [m("sr:27028", "2 tbsp"), m("sr:15180", "3 oz")]),
    ("a toasted whole wheat english muffin and a cup of silk plus fiber", [m("sr:18267", "1 muffin"), m("sr:16243", "1 cup")]),
    ("3 peanut butter sandwich cookies", [m("sr:18190", "1 cookie", 3)]),
    ("a refrigerated cinnamon roll with icing", [m("sr:18635", "1 serving")]),
    ("3 canned potatoes, drained", [m("sr:11376", "1 potato", 3)]),
    ("a cup of low calorie cranberry apple juice drink", [m("sr:43404", "1 cup, (8 fl oz)")]),
    ("a tbsp of unsweetened cocoa powder in a cup of skim milk", [m("sr:19171", "1 tbsp"), m("sr:1085", "1 cup")]),
    ("a broiled striped bass fillet", [m("sr:15188", "1 fillet")]),
    ("30 small jelly beans", [m("sr:19108", "10 small", 3)]),
    ("2 chocolate covered caramels with nuts", [m("sr:43031", "1 piece", 2)]),
    ("a kfc original recipe drumstick", [m("sr:21435", "1 drumstick, with skin")]),
    ("a cup of sliced raw summer squash", [m("sr:11641", "1 cup, sliced")]),
    ("a 2 oz serving of carl buddig corned beef", [m("sr:7270", "1 serving, 2 oz")]),
]

# Set 279: an office worker's lunches and coffee (sushi by weight, a salad with caesar dressing, a latte, soup and
# crackers, a bagel), in the dev set's shapes, survey foods by a typed weight, written after 253f830 and scored once
# with it.
TWOHUNDREDSEVENTYNINTH = [
    ("lunch: a california roll, about 200 g, and a cup of miso soup, 240 g", [g("fn:sushi roll, california", 200), g("fn:soup, miso or tofu", 240)]),
    ("2 cups of chopped romaine with 3 oz of grilled chicken breast and 2 tbsp of caesar dressing", [m("sr:11251", "1 cup, shredded", 2), g("sr:5064", 3 * OZ), m("sr:43015", "1 tbsp", 2)]),
    ("a 250 g salmon sushi roll", [g("fn:sushi roll, salmon", 250)]),
    ("a tbsp of light caesar dressing on a mcdonald's caesar salad without chicken", [m("sr:43021", "1 tbsp"), m("sr:21372", "1 item")]),
]

# Set 280: meals from a fifteenth seeded random sample (seed 280) of USDA's SR foods, one to three items in the dev set's
# shapes, written after 1a44315 and scored once with it.
TWOHUNDREDEIGHTIETH = [
    ("a cup of spinach egg noodles", [m("sr:20112", "1 cup")]),
    ("a cup of product 19 with a cup of vitasoy original soymilk", [m("sr:8058", "1 cup, (1 NLEA serving)"), m("sr:16216", "1 cup")]),
    ("a medium baked red potato with the skin", [m("sr:11358", "1 potato, medium (2-1/4\" to 3-1/4\" dia.)")]),
    ("half a cup of boiled lentils", [m("sr:16070", "1 cup", 0.5)]),
    ("1 1/4 cups of quaker puffed wheat", [m("sr:8146", "1.25 cup, (1 NLEA serving)")]),
    ("a packet of low sodium instant oatmeal, dry", [m("sr:8229", "1 packet")]),
    ("a regular mcflurry with m&m's", [m("sr:21338", "12 fl oz cup, regular")]),
    ("half a cup of condensed turkey noodle soup", [m("sr:6065", ".5 cup, (4 fl oz)")]),
    ("a cup of crispy brown rice cereal", [m("sr:43510", "1 cup")]),
    ("a broiled burbot fillet", [m("sr:15190", "1 fillet")]),
    ("3/4 cup of wheatena cooked with water", [m("sr:8182", ".75 cup")]),
    ("2 chicken whoppers from burger king", [m("sr:21257", "1 item", 2)]),
    ("a small fast food fruit burrito", [m("sr:21069", "1 burrito, small")]),
    ("a tsp of bacon grease", [m("sr:4609", "1 tsp")]),
    ("an archway rocky road cookie", [m("sr:18563", "1 serving")]),
    ("a frozen turkey dinner with stuffing, mashed potatoes and gravy", [m("sr:22957", "1 serving")]),
    ("a cup of tomato vegetable soup from a dry mix", [m("sr:6499", "1 cup, 8 fl oz")]),
    ("2 double stuf chocolate sandwich cookies and 5 butter cookies", [m("sr:18168", "1 cookie", 2), m("sr:18421", "1 cookie", 5)]),
]

# Set 281: a weekend's breakfasts and snacks at home (toasted frozen waffles with syrup, bacon, orange juice, vanilla
# yogurt, part-skim mozzarella and apple slices), in the dev set's shapes, written after 1a44315 and scored once with it.
TWOHUNDREDEIGHTYFIRST = [
    ("2 toasted frozen waffles with 2 tbsp of maple syrup and 3 slices of pan fried bacon", [m("sr:18403", "1 waffle, round (4\" dia)", 2), m("sr:19353", "1 tbsp", 2), m("sr:10862", "1 slice, cooked", 3)]),
    ("a cup of chilled orange juice and an 8 oz container of vanilla lowfat yogurt", [m("sr:9209", "1 cup"), m("sr:1119", "1 container, (8 oz)")]),
    ("snack: an ounce of part skim mozzarella and a cup of apple slices", [m("sr:1028", "1 oz"), m("sr:9003", "1 cup, slices")]),
    ("4 slices of microwaved bacon on a toasted english muffin", [m("sr:10861", "1 slice, cooked", 4), m("sr:18259", "1 muffin")]),
]
# Set 282: meals from a sixteenth seeded random sample (seed 282) of USDA's SR foods, one to three items in the dev set's
# shapes, written after 6464bd0 and scored once with it.
TWOHUNDREDEIGHTYSECOND = [
    ("half a cup of condensed tomato rice soup", [m("sr:6063", ".5 cup, (4 fl oz)")]),
    ("2 oz of spiral sliced ham", [m("sr:10901", "1 oz, spiral slice", 2)]),
    ("a 19.25 oz can of chunky bean and ham soup, ready to serve", [m("sr:6007", "1 can, (19.25 oz)")]),
    ("a junior frosty from wendy's", [m("sr:21248", "1 junior, 6 oz. cup")]),
    ("half a cup of campbell's healthy request minestrone, condensed", [m("sr:6990", "1 serving, 1/2 cup")]),
    ("half a cup of prego organic tomato and basil sauce over pasta", [m("sr:6233", "1 serving, 1/2 cup")]),
    ("2 unsalted baked taco shells", [m("sr:18448", "1 medium, (approx 5\" dia)", 2)]),
    ("3 oz of stewed wild rabbit", [m("sr:17181", "3 oz")]),
    ("30 unsalted dry roasted pistachios", [m("sr:12152", "1 oz, (49 kernels)", 30 / 49)]),
    ("half a cup of no salt added canned peas, drained", [m("sr:11813", ".5 cup")]),
    ("a cup of microwaved frozen green beans", [m("sr:11062", "1 cup")]),
    ("3 heaping tsp of decaf lemon instant tea mix with sugar", [m("sr:14357", "1 serving, (3 heaping tsp)")]),
    ("lean cuisine mac and beef in tomato sauce, frozen, heated", [m("sr:22576", "1 serving")]),
    ("a fast food double cheeseburger with large patties, condiments and veggies", [m("sr:21100", "1 sandwich")]),
    ("a cup of enriched tortilla mix", [m("sr:20086", "1 cup")]),
    ("2 tbsp of regular ranch dressing", [m("sr:4639", "1 tablespoon", 2)]),
    ("3 slices of pork and beef luncheon sausage", [m("sr:7090", "1 slice, (4\" dia x 1/8\" thick)", 3)]),
    ("half a cup of hawaiian style pickled radishes", [m("sr:43142", "1 cup", 0.5)]),
    ("a fast food sausage griddle cake sandwich", [m("sr:21306", "1 item, 4.744 oz")]),
    ("3/4 cup of post grape nuts flakes with a tbsp of sweet relish on the side", [m("sr:8330", ".75 cup, (1 NLEA serving)"), m("sr:11945", "1 tbsp")]),
    ("3 oz of roasted select beef rib from the large end, 0\" fat", [m("sr:13387", "3 oz")]),
    ("2 tbsp of strained vanilla custard pudding baby food", [m("sr:3245", "1 tbsp", 2)]),
]
# Set 283: a new parent's quick meals at home (instant ramen, cereal with milk, a bagel with cream cheese, rotisserie
# chicken with baby carrots and hummus, coffee with half and half, scrambled eggs on toast, pasta with jarred sauce), in
# the dev set's shapes, written after 6464bd0 and scored once with it.
TWOHUNDREDEIGHTYTHIRD = [
    ("a package of chicken ramen and 2 cups of coffee with 2 tbsp of half and half", [m("sr:6983", "1 package"), m("sr:14209", "1 cup, (8 fl oz)", 2), m("sr:1049", "1 tbsp", 2)]),
    ("a cup of cheerios with a cup of 2% milk and a cup of sliced banana", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1079", "1 cup"), m("sr:9040", "1 cup, sliced")]),
    ("a small plain bagel with a tbsp of cream cheese", [m("sr:18406", "1 small bagel, (3\" dia)"), m("sr:1017", "1 tbsp")]),
    ("4 oz of rotisserie chicken breast, no skin, 10 baby carrots and 3 tbsp of store-bought hummus", [g("fn:chicken breast, rotisserie, skin not eaten", 4 * OZ), m("sr:11960", "1 medium", 10), m("sr:16158", "1 tbsp", 3)]),
    ("a chocolate chip granola bar and a cup of black coffee", [m("sr:19017", "1 bar"), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("2 scrambled eggs on a slice of toasted whole wheat bread", [g("sr:1132", 2 * 61, "2 large eggs scrambled = 61 g each (SR 1132 1 large)"), m("sr:18076", "1 slice")]),
    ("200 g of cooked pasta with 120 g of jarred spaghetti sauce", [g("fn:pasta, cooked", 200), g("fn:spaghetti sauce", 120)]),
]
# Set 284: meals from a seventeenth seeded random sample (seed 284) of USDA's SR foods, one to three items in the dev
# set's shapes, written after 5ef31f0 and scored once with it.
TWOHUNDREDEIGHTYFOURTH = [
    ("a 12 oz glass of 1% milk", [m("sr:1082", "1 fl oz", 12)]),
    ("a whole 4 inch pomegranate", [m("sr:9286", "1 pomegranate, (4\" dia)")]),
    ("a cup of pinto beans cooked with salt", [m("sr:16343", "1 cup")]),
    ("an enchilada-size corn tortilla, ready to fry", [m("sr:18363", "1 enchilada")]),
    ("a cup of self-rising white cornmeal", [m("sr:20325", "1 cup")]),
    ("3 oz of broiled lamb shoulder blade", [m("sr:17053", "3 oz")]),
    ("8 oz of bottled pomegranate juice", [m("sr:9442", "1 fl oz", 8)]),
    ("a popeyes mild chicken thigh, skin and bone removed", [m("sr:21445", "1 thigh, bone and skin removed")]),
    ("a cup of canned tamarind nectar", [m("sr:9437", "1 cup")]),
    ("a handful of arugula leaves, about 12", [m("sr:11959", "1 leaf", 12)]),
    ("a plain fast food chicken fillet sandwich", [m("sr:21102", "1 sandwich")]),
    ("a cup of sliced taro cooked with salt", [m("sr:11878", "1 cup, slices")]),
    ("4 oz of braised beef brisket, flat half", [g("sr:13806", 4 * OZ)]),
    ("a cup of raw kohlrabi", [m("sr:11241", "1 cup")]),
    ("3 slices of juice-packed canned pineapple with the juice", [m("sr:9268", "1 slice, or ring (3\" dia) with liquid", 3)]),
    ("a cup of frozen succotash, boiled with salt", [m("sr:11872", "1 cup")]),
    ("a quarter cup of quaker quick grits, dry", [m("sr:8314", ".25 cup")]),
    ("a 20 oz bottle of lemon-lime powerade", [g("sr:14461", 20 * 30.45, "20 fl oz x 30.45 g (SR 14461 1 fl oz)")]),
    ("a broiled flounder fillet", [m("sr:15029", "1 fillet")]),
    ("a cup of homemade beef stock", [m("sr:6170", "1 cup")]),
    ("a whole 15 oz can of dinty moore beef stew", [m("sr:22694", "1 package, yields")]),
    ("a cup of puffed kashi", [m("sr:8388", "1 cup, (1 NLEA serving)")]),
    ("2 canned pear halves in extra light syrup", [m("sr:9255", "1 half, with liquid", 2)]),
]
# Set 285: a runner's training week (oatmeal with raisins and honey, chocolate milk after a run, chicken with rice and a
# sweet potato, pretzels and a greek yogurt, spaghetti with marinara, a cinnamon raisin bagel, a sports drink), in the dev
# set's shapes, written after 5ef31f0 and scored once with it.
TWOHUNDREDEIGHTYFIFTH = [
    ("a cup of oatmeal made with water with half a cup of raisins and a tbsp of honey", [m("sr:8121", "1 cup"), m("sr:9298", "1 cup, (not packed)", 0.5), m("sr:19296", "1 tbsp")]),
    ("16 oz of lowfat chocolate milk after my run", [m("sr:1104", "1 cup", 2)]),
    ("4 oz of roasted chicken breast, a cup of white rice and a large baked sweet potato", [g("sr:5064", 4 * OZ), m("sr:20045", "1 cup"), m("sr:11508", "1 large")]),
    ("20 pretzel twists and a 5.3 oz container of nonfat strawberry greek yogurt", [m("sr:19047", "10 twists", 2), g("fd:yogurt, greek, strawberry, nonfat", 150, "5.3 oz container = the entry's 1 container, 150 g")]),
    ("2 cups of spaghetti with a cup of marinara sauce", [m("sr:20121", "1 cup", 2), m("sr:6931", "1 cup")]),
    ("a small cinnamon raisin bagel, 3 inch", [m("sr:18005", "1 bagel, (3\" dia)")]),
]
# Set 286: meals from an eighteenth seeded random sample (seed 286) of USDA's SR foods, one to three items in the dev
# set's shapes, written after 94c3ec2 and scored once with it.
TWOHUNDREDEIGHTYSIXTH = [
    ("2 fl oz of newman's own cobb dressing from mcdonald's", [m("sr:21346", "2 fl oz")]),
    ("half a cup of campbell's split pea with ham and bacon soup, condensed", [m("sr:6380", "1 serving, 1/2 cup")]),
    ("a cup of frozen green peas straight from the bag", [m("sr:11312", "1 cup")]),
    ("a cup of campbell's select savory white bean with roasted ham soup", [m("sr:6553", "1 cup")]),
    ("a 4 oz tapioca pudding cup", [m("sr:19218", "1 container, refrigerated 4 oz")]),
    ("half a cup of sugar free jello made with water", [m("sr:19176", ".5 cup")]),
    ("a cup of cooked amaranth", [m("sr:20002", "1 cup")]),
    ("4 oz of broiled top loin, lean only, 1/8 inch fat", [g("sr:23606", 4 * OZ)]),
    ("half a cup of condensed new england clam chowder", [m("sr:6030", ".5 cup")]),
    ("an individual cinnamon crumb coffee cake", [m("sr:18417", "1 individual, cake")]),
    ("3/4 cup of cocoa krispies", [m("sr:8014", ".75 cup, (1 NLEA serving)")]),
    ("half a cup of quaker sun country granola with almonds", [m("sr:8212", ".5 cup, (1 NLEA serving)")]),
    ("a cup of edamame boiled with salt", [m("sr:11853", "1 cup")]),
    ("3 oz of roast leg of australian lamb, shank half", [m("sr:17295", "3 oz")]),
    ("a little debbie chocolate covered peanut butter wafer bar", [m("sr:18612", "1 serving")]),
    ("a tbsp of salted almond butter on a pillsbury crusty french loaf serving", [m("sr:12695", "1 tbsp"), m("sr:18631", "1 serving")]),
    ("3 oz of canned sockeye salmon, drained, with the bones", [m("sr:15182", "3 oz")]),
    ("a cocoavia chocolate almond bar", [m("sr:25010", "1 bar")]),
    ("a cup of campbell's chunky chicken mushroom chowder", [m("sr:6394", "1 cup")]),
    ("a cup of chopped mustard greens boiled with salt", [m("sr:11799", "1 cup, chopped")]),
    ("a cup of microwaved frozen corn", [m("sr:11182", "1 cup")]),
    ("half a cup of quaker multigrain oatmeal, dry", [m("sr:8200", ".5 cup, (1 NLEA serving)")]),
]
# Set 287: a keto dieter's week (eggs, bacon and avocado, coffee with coconut oil, a ribeye, cheddar and a bunless burger,
# american cheese on eggs), in the dev set's shapes, written after 94c3ec2 and scored once with it.
TWOHUNDREDEIGHTYSEVENTH = [
    ("3 scrambled eggs, 2 slices of pan fried bacon and a cup of cubed avocado", [g("sr:1132", 3 * 61, "3 large eggs scrambled = 61 g each (SR 1132 1 large)"), m("sr:10862", "1 slice, cooked", 2), m("sr:9037", "1 cup, cubes")]),
    ("a cup of black coffee with a tbsp of coconut oil", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:4047", "1 tbsp")]),
    ("a broiled ribeye steak, select, lean and fat", [m("sr:13951", "1 steak, (yield from 294 g raw meat)")]),
    ("2 oz of cheddar and a 4 oz broiled 80/20 burger patty, no bun", [g("sr:1009", 2 * OZ), g("sr:23573", 4 * OZ)]),
    ("an ounce of american cheese melted over 2 scrambled eggs", [m("sr:1147", "1 oz"), g("sr:1132", 2 * 61, "2 large eggs scrambled = 61 g each (SR 1132 1 large)")]),
]
# Set 288: meals from a nineteenth seeded random sample (seed 288) of USDA's SR foods, one to three items in the dev
# set's shapes, written after f0eb245 and scored once with it.
TWOHUNDREDEIGHTYEIGHTH = [
    ("an ounce of unsalted oil roasted spanish peanuts", [m("sr:16392", "1 oz")]),
    ("an egg mcmuffin and a medium burger king fries", [m("sr:21357", "1 item, 4.8 oz"), m("sr:21249", "1 medium, serving")]),
    ("a cup of sweetened applesauce", [m("sr:9020", "1 cup")]),
    ("a serving of louis rich turkey bacon", [m("sr:7254", "1 serving")]),
    ("a fast food beef and cheese tostada", [m("sr:21087", "1 piece")]),
    ("a cup of boiled amaranth leaves", [m("sr:11004", "1 cup")]),
    ("a patio beef and bean burrito", [m("sr:22584", "1 burrito")]),
    ("an ounce of trail mix with chocolate chips, unsalted nuts and seeds", [m("sr:19822", "1 oz")]),
    ("2 tbsp of pace lime and garlic salsa", [m("sr:6601", "2 tbsp")]),
    ("an ounce of cold pack american cheese food", [m("sr:1045", "1 oz")]),
    ("a quarter cup of dry cream of rice", [m("sr:8100", ".25 cup, (1 NLEA serving)")]),
    ("half a cup of uncooked short grain white rice", [m("sr:20452", "1 cup", 0.5)]),
    ("3 oz of roasted prime rib, small end, select", [m("sr:13858", "3 oz")]),
    ("2 slices of a little caesars 14 inch thin crust cheese pizza", [m("sr:21292", "1 slice", 2)]),
    ("half a cup of campbell's cream of onion soup, condensed", [m("sr:6340", "1 serving, 1/2 cup")]),
    ("3 dried figs with a cup of reduced fat buttermilk", [m("sr:9094", "1 fig", 3), m("sr:42189", "1 cup")]),
    ("a packet of plain mix'n eat cream of wheat, dry", [m("sr:8108", "1 packet")]),
    ("a cup of raw groundcherries", [m("sr:9138", "1 cup")]),
    ("2 four inch pancakes from an incomplete mix", [m("sr:18292", "1 pancake, (4\" dia)", 2)]),
    ("a slice of braised veal liver", [m("sr:17203", "1 slice")]),
]
# Set 289: a construction worker's packed lunches (a ham sandwich with mustard, a bag of chips, hard boiled eggs, beef
# jerky, coffee from a thermos, an apple cut up), in the dev set's shapes, written after f0eb245 and scored once with it.
TWOHUNDREDEIGHTYNINTH = [
    ("ham sandwich: 2 slices of white bread, 3 slices of ham and a packet of yellow mustard", [m("fd:bread, white, commercially prepared", "1 slice", 2), m("sr:7029", "1 slice", 3), m("sr:2046", "1 tsp, or 1 packet")]),
    ("a 1 oz bag of plain potato chips and a cup of chopped hard boiled egg", [m("sr:19411", "1 oz"), m("sr:1129", "1 cup, chopped")]),
    ("3 large pieces of beef jerky and 2 cups of black coffee from my thermos", [m("sr:19002", "1 piece, large", 3), m("sr:14209", "1 cup, (8 fl oz)", 2)]),
    ("a cup of sliced apple and 2 oz of sliced ham", [m("sr:9003", "1 cup, slices"), m("sr:7029", "56 grams, 1 serving")]),
]
# Set 290: meals from a twentieth seeded random sample (seed 290) of USDA's SR foods, one to three items in the dev set's
# shapes, written after 6fea4f9 and scored once with it.
TWOHUNDREDNINETIETH = [
    ("2 slices of reduced calorie wheat bread", [m("sr:18055", "1 slice", 2)]),
    ("a regular mcflurry with m&ms and an apple dippers pack", [m("sr:21338", "12 fl oz cup, regular"), m("sr:21342", "1 package")]),
    ("a braised bone-in center rib pork chop", [m("sr:10045", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 151 g)")]),
    ("a cup of no salt added canned tomatoes in juice", [m("sr:11885", "1 cup")]),
    ("a baked ling fillet", [m("sr:15198", "1 fillet")]),
    ("3 oz of roasted ham and water product, rump", [m("sr:10918", "1 serving, (3 oz)")]),
    ("half a cup of no salt canned yellow wax beans with the liquid", [m("sr:11728", ".5 cup")]),
    ("a cup of sliced raw bamboo shoots", [m("sr:11026", "1 cup, (1/2\" slices)")]),
    ("a cup of canned mango nectar", [m("sr:9436", "1 cup")]),
    ("a cup of campbell's chunky manhattan clam chowder", [m("sr:6429", "1 cup")]),
    ("a cup of diced roast goose with the skin", [m("sr:5147", "1 cup, chopped or diced")]),
    ("3/4 cup of malt-o-meal berry colossal crunch", [m("sr:8347", ".75 cup, (1 NLEA serving)")]),
    ("a 3.5 oz fat free vanilla pudding cup", [m("sr:19233", "1 serving, 3.5 oz shelf stable")]),
    ("3 medium chocolate chip cookies baked from refrigerated dough", [m("sr:18164", "1 cookie, medium (2-1/4\" dia)", 3)]),
    ("a fast food order of nachos with cheese and jalapenos", [m("sr:21079", "1 portion, (6-8 nachos)")]),
    ("a cup of sliced frozen yellow squash, boiled with salt", [m("sr:11859", "1 cup, slices")]),
    ("a fast food double cheeseburger, large patties, with mayo and vegetables", [m("sr:21399", "1 item")]),
    ("3 oz of broiled lamb stew cubes, lean", [m("sr:17061", "3 oz")]),
    ("2 canned pear halves in light syrup", [m("sr:9256", "1 half, with liquid", 2)]),
    ("a frozen scrambled eggs and sausage with hash browns breakfast", [m("sr:22595", "1 serving")]),
]
# Set 291: a dinner party at home (roast chicken, mashed potatoes, green beans, dinner rolls, red wine, cheesecake), in
# the dev set's shapes, written after 6fea4f9 and scored once with it.
TWOHUNDREDNINETYFIRST = [
    ("a cup of mashed potatoes made with whole milk and butter and a cup of boiled green beans", [m("sr:11934", "1 cup"), m("sr:11053", "1 cup")]),
    ("2 dinner rolls and a 5 oz glass of merlot", [m("sr:18342", "1 roll, (1 oz)", 2), m("sr:14602", "1 serving, 5 fl oz")]),
    ("a slice of store-bought cheesecake, 1/6 of a 17 oz cake", [m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
    ("6 oz of roasted chicken breast with the skin and 2 glasses of red wine", [g("sr:5060", 6 * OZ), m("sr:14096", "1 serving, 5 fl oz", 2)]),
]
# Set 292: meals from a twenty-first seeded random sample (seed 292) of USDA's SR foods, one to three items in the dev
# set's shapes, written after 061d16f and scored once with it.
TWOHUNDREDNINETYSECOND = [
    ("2/3 cup of kellogg's lowfat granola with raisins", [m("sr:8284", ".667 cup, (1 NLEA serving)")]),
    ("4 dried cloud ear mushrooms", [m("sr:11988", "1 piece", 4)]),
    ("1 1/3 cups of total corn flakes", [m("sr:8246", "1.333 cup, (1 NLEA serving)")]),
    ("an ounce of dried hickory nuts", [m("sr:12130", "1 oz")]),
    ("an 11 oz can of condensed black bean soup", [m("sr:6002", "1 can, (11 oz), undiluted")]),
    ("a broiled ribeye steak", [m("sr:13952", "1 steak, (yield from 295 g raw meat)")]),
    ("a tbsp of imitation mayo", [m("sr:4028", "1 tablespoon")]),
    ("3 oz of roasted new zealand lamb rib", [m("sr:17263", "3 oz")]),
    ("3 oz of roast beef tenderloin, choice, trimmed to 1/8 inch", [m("sr:13922", "3 oz")]),
    ("2 tbsp of hfcs in a cup of unsweetened white grapefruit juice from a can", [m("sr:19351", "1 tbsp", 2), m("sr:9123", "1 cup")]),
    ("a serving of louis rich smoked turkey breast", [m("sr:7257", "1 serving")]),
    ("a grilled ham patty", [m("sr:10147", "1 patty, cooked")]),
    ("half a cup of frozen mustard greens, boiled with salt", [m("sr:11800", ".5 cup, chopped or diced")]),
    ("3 oz of pan-broiled bone-in ham slice, lean only", [m("sr:10899", "1 serving, (3 oz)")]),
    ("a fast food large triple hamburger with condiments", [m("sr:21115", "1 sandwich")]),
    ("3 oz of canned atlantic cod with its liquid", [m("sr:15017", "3 oz")]),
    ("3 oz of broiled top sirloin, lean only, choice", [g("sr:23629", 3 * OZ)]),
    ("a cup of cubed baked hubbard squash", [m("sr:11490", "1 cup, cubes")]),
]
# Set 293: a week of measured meals for blood sugar (brown rice, baked salmon, broccoli, a whole wheat pita, peanut butter,
# skim milk, apple slices), in the dev set's shapes, written after 061d16f and scored once with it.
TWOHUNDREDNINETYTHIRD = [
    ("half a cup of brown rice with 3 oz of baked farmed atlantic salmon", [m("sr:20037", "1 cup", 0.5), m("sr:15237", "3 oz")]),
    ("a medium stalk of boiled broccoli and a cup of skim milk", [m("sr:11091", "1 stalk, medium (7-1/2\" - 8\" long)"), m("sr:1085", "1 cup")]),
    ("a small whole wheat pita with 2 tbsp of peanut butter", [m("sr:18042", "1 pita, small (4\" dia)"), m("sr:16098", "2 tbsp")]),
    ("a cup of apple slices and half a cup of frozen chopped broccoli, boiled", [m("sr:9003", "1 cup, slices"), m("sr:11093", "1 cup", 0.5)]),
]

# Set 294: meals from a twenty-second seeded random sample (seed 294) of USDA's SR foods, one to three items in the
# dev set's shapes, written after 638328f and scored once with it.
TWOHUNDREDNINETYFOURTH = [
    ("3 oz of braised veal rib", [m("sr:17111", "3 oz")]),
    ("2 slices of papa john's the works pizza, original crust", [m("sr:21285", "1 slice", 2)]),
    ("a 5 oz glass of pinot grigio", [m("sr:14113", "1 serving, 5 fl oz")]),
    ("a serving of louis rich smoked turkey breast, fat free", [m("sr:7262", "1 serving")]),
    ("a cup of sliced raw salsify", [m("sr:11437", "1 cup, slices")]),
    ("a quarter cup of dry bulgur", [m("sr:20012", "1 cup", 0.25)]),
    ("a microwavable bowl of vegetable beef soup", [m("sr:6742", "1 package, yields")]),
    ("2 tsp of apple cider drink mix", [m("sr:43372", "1 tsp", 2)]),
    ("a piece of homemade peanut butter fudge and a fun size butterfinger", [m("sr:19102", "1 piece"), m("sr:19069", "1 serving, 1 fun size bar 0.65 oz")]),
    ("a butterfinger bar", [m("sr:19069", "1 serving, 2.1 oz bar")]),
    ("3/4 cup of malt-o-meal berry colossal crunch with a cup of soy milk", [m("sr:8347", ".75 cup, (1 NLEA serving)"), m("sr:16139", "1 cup")]),
    ("a cup of cooked protein fortified spaghetti", [m("sr:20123", "1 cup")]),
    ("4 oz of raw veal sirloin, lean only", [g("sr:17137", 4 * OZ)]),
    ("a cup of steamed lobster meat", [m("sr:15148", "1 cup")]),
    ("half a fillet of raw wild atlantic salmon", [m("sr:15076", ".5 fillet")]),
    ("a medium soft pretzel with a pinot grigio", [m("sr:43109", "1 medium"), m("sr:14113", "1 serving, 5 fl oz")]),
    ("6 wheat sandwich crackers with cheese filling", [m("sr:18233", "1 cracker, sandwich", 6)]),
    ("a fast food biscuit with egg, cheese and bacon", [m("sr:21007", "1 item")]),
    ("a grilled shoulder clod steak", [m("sr:23038", "1 steak")]),
    ("a tbsp of silk french vanilla creamer", [m("sr:16261", "1 tbsp")]),
    ("2 egg roll wrappers", [m("sr:18368", "1 wrapper, eggroll (7\" square)", 2)]),
    ("4 oz of hormel always tender peppercorn pork tenderloin", [m("sr:10853", "4 oz")]),
    ("a quarter cup of dry yellow beans", [m("sr:16047", "1 cup", 0.25)]),
    ("4 oz of raw beef brisket, lean and fat", [g("sr:13803", 4 * OZ)]),
]

# Set 295: a night-shift nurse's meals and snacks, written after 638328f and scored once with it.
TWOHUNDREDNINETYFIFTH = [
    ("a packet of maple and brown sugar instant oatmeal made with water", [m("sr:8131", "1 packet, prepared")]),
    ("a cup of coffee with 2 tbsp of half and half", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp", 2)]),
    ("2 slices of whole wheat bread with an ounce of swiss cheese", [m("sr:18075", "1 slice", 2), g("sr:1040", OZ)]),
    ("a cup of canned chicken noodle soup made with water and 5 saltines", [m("sr:6419", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)")]),
    ("a cup of apple slices and an ounce of part skim mozzarella", [m("sr:9003", "1 cup, slices"), m("sr:1028", "1 oz")]),
    ("an ounce of unsalted dry roasted almonds and a cup of sliced banana", [m("sr:12063", "1 oz, (22 whole kernels)"), m("sr:9040", "1 cup, sliced")]),
    ("a container of nonfat plain greek yogurt with a cup of sliced apples", [m("fd:yogurt, greek, plain, nonfat", "1 container"), m("sr:9003", "1 cup, slices")]),
]

# Set 296: meals from a twenty-third seeded random sample (seed 296) of USDA's SR foods, one to three items in the
# dev set's shapes, written after 79cddab and scored once with it.
TWOHUNDREDNINETYSIXTH = [
    ("a cup of diced raw portabella mushrooms", [m("sr:11265", "1 cup, diced")]),
    ("2 slices of toasted protein bread", [m("sr:18383", "1 slice", 2)]),
    ("a kfc original recipe chicken thigh", [m("sr:21436", "1 thigh, with skin")]),
    ("2 cups of home-made chicken stock", [m("sr:6172", "1 cup", 2)]),
    ("a broiled boneless pork leg cap steak", [m("sr:10956", "1 piece")]),
    ("a cup of diced stewed chicken breast with the skin", [m("sr:5061", "1 cup, chopped or diced")]),
    ("half a cup of frozen corn, boiled with salt", [m("sr:11774", ".5 cup")]),
    ("a cup of cantaloupe melon balls with a cup of raspberries", [m("sr:9181", "1 cup, balls"), m("sr:9302", "1 cup")]),
    ("a slice of spiral sliced ham", [m("sr:10927", "1 slice")]),
    ("5 morningstar buffalo wings", [m("sr:16555", "5 pieces")]),
    ("a quarter cup of liverwurst spread", [m("sr:7911", ".25 cup")]),
    ("a cup of raspberries and a cup of apricot halves", [m("sr:9302", "1 cup"), m("sr:9021", "1 cup, halves")]),
    ("3 oz of roasted tip round, lean only", [m("sr:13424", "3 oz")]),
    ("5 pieces of hot polish sausage made with beef and chicken", [m("sr:7915", "5 pieces")]),
    ("2 feijoas", [m("sr:9334", "1 fruit, without refuse", 2)]),
    ("an ounce of smoked sablefish", [m("sr:15075", "1 oz")]),
    ("a braised pork blade chop, lean only", [m("sr:10033", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 151 g)")]),
    ("2 tbsp of chocolate frosting", [m("sr:19226", "2 tbsp, creamy")]),
    ("a cup of campbell's select new england clam chowder", [m("sr:6545", "1 cup")]),
    ("two slices of wheat germ bread, toasted", [m("sr:18385", "1 slice", 2)]),
    ("3/4 cup of apple cinnamon cheerios", [m("sr:8263", ".75 cup, (1 NLEA serving)")]),
    ("3 oz of raw whelk", [m("sr:15177", "3 oz")]),
    ("a slice of yokan", [m("sr:16004", "1 slice")]),
    ("3 oz of braised arm pot roast, lean only", [m("sr:13377", "3 oz")]),
]

# Set 297: a retiree's light suppers, written after 79cddab and scored once with it.
TWOHUNDREDNINETYSEVENTH = [
    ("a poached egg on a slice of toasted whole wheat bread", [m("sr:1131", "1 large"), m("sr:18076", "1 slice")]),
    ("a cup of canned tomato soup made with 2% milk", [m("sr:6359", "1 serving, 1 cup")]),
    ("4 oz of 2% cottage cheese with a canned peach half in light syrup", [m("sr:1015", "4 oz"), m("sr:9240", "1 half, with liquid")]),
    ("a large sweet potato baked in its skin and a tbsp of salted butter", [m("sr:11508", "1 large"), m("sr:1001", "1 tbsp")]),
    ("a baked cod fillet and half a cup of frozen peas, boiled", [m("sr:15016", "1 fillet"), m("sr:11313", ".5 cup")]),
]

# Set 298: meals from a twenty-fourth seeded random sample (seed 298) of USDA's SR foods, one to three items in the
# dev set's shapes, written after dfb1cb9 and scored once with it.
TWOHUNDREDNINETYEIGHTH = [
    ("a rounded tsp of decaf instant coffee powder", [m("sr:14218", "1 tsp, rounded")]),
    ("2 tbsp of strained baby peaches", [m("sr:3130", "1 tbsp", 2)]),
    ("a cup of diced roasted dark meat turkey", [m("sr:5188", "1 cup, chopped or diced")]),
    ("one 85/15 ground beef patty, pan-broiled", [m("sr:23569", "1 patty, ( yield from 1/4 lb raw meat )")]),
    ("3 oz of broiled beef rib, lean and fat", [m("sr:13825", "3 oz")]),
    ("an oscar mayer fat free hot dog", [m("sr:7246", "1 serving")]),
    ("a cup of cooked medium grain white rice", [m("sr:20451", "1 cup")]),
    ("a tbsp of balsamic vinegar", [m("sr:2069", "1 tbsp")]),
    ("an english muffin sandwich with egg, cheese & canadian bacon from a fast food place", [m("sr:21021", "1 sandwich")]),
    ("a grilled top blade steak", [m("sr:23042", "1 steak")]),
    ("a jar of junior mixed cereal with applesauce and bananas", [m("sr:3188", "1 jar")]),
    ("a serving of oscar mayer bologna", [m("sr:7206", "1 serving")]),
    ("3 oz of braised pork kidneys", [m("sr:10107", "3 oz")]),
    ("a cup of silk plain soymilk", [m("sr:16235", "1 cup")]),
    ("half a cup of familia muesli", [m("sr:43241", "1 cup", 0.5)]),
    ("a quarter cup of whole wheat flour", [m("sr:20080", "1 cup", 0.25)]),
    ("half a cup of frozen white corn, boiled", [m("sr:11911", ".5 cup")]),
    ("two grilled slices of canadian bacon", [m("sr:10131", "2 slices, (6 per 6-oz pkg.)")]),
    ("a fast food beef and cheese enchilada", [m("sr:21075", "1 enchilada")]),
    ("a cup of chocolate frosted puffed corn cereal", [m("sr:8204", "1 cup")]),
    ("an ounce of plain potato chips made from dried potatoes", [m("sr:19410", "1 oz")]),
    ("hot fudge sundae from mcdonalds", [m("sr:21336", "1 item, 6.314 oz")]),
    ("a cup of stagg classic chili with beans", [m("sr:22716", "1 cup")]),
    ("a cup of campbell's healthy request chicken with rice soup, condensed", [m("sr:6029", ".5 cup", 2)]),
]

# Set 299: a college student's cheap meals, written after dfb1cb9 and scored once with it.
TWOHUNDREDNINETYNINTH = [
    ("a package of chicken flavor ramen noodles, dry", [m("sr:6983", "1 package")]),
    ("a cup of kellogg's frosted flakes with a cup of 2% milk", [m("sr:8069", "1 cup"), m("sr:1079", "1 cup")]),
    ("2 slices of a 14 inch pepperoni pizza from a pizza chain", [m("sr:21302", "1 slice", 2)]),
    ("one can of red bull energy drink, 8.3 oz", [m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("a serving of a frozen pepperoni pizza, baked", [m("sr:22903", "1 serving")]),
]

# Set 300: meals from a twenty-fifth seeded random sample (seed 300) of USDA's SR foods, one to three items in the
# dev set's shapes, written after c273474 and scored once with it.
THREEHUNDREDTH = [
    ("an envelope of chocolate instant breakfast powder", [m("sr:43205", "1 envelope")]),
    ("one small croissant with cheese baked in", [m("sr:18241", "1 croissant, small")]),
    ("a slice of sponge cake made from scratch, 1/12 of the cake", [m("sr:18134", "1 piece, (1/12 of 10 inch cake)")]),
    ("4 butter cookies", [m("sr:18155", "1 cookie", 4)]),
    ("1 cup of sweetened red raspberries from the freezer", [m("sr:9306", "1 cup, unthawed")]),
    ("an ounce of nacho corn nuts", [m("sr:19402", "1 oz")]),
    ("a tbsp of soybean oil", [m("sr:4034", "1 tbsp")]),
    ("3 oz of roasted rib roast, lean only", [m("sr:13388", "3 oz")]),
    ("3 slices of beef breakfast strips", [m("sr:13345", "3 slices")]),
    ("a cup of sliced kohlrabi, boiled with salt", [m("sr:11793", "1 cup, slices")]),
    ("2 very low sodium corn cakes", [m("sr:19800", "2 cakes")]),
    ("a broiled bison top round steak", [m("sr:17336", "1 steak")]),
    ("a hard roll", [m("sr:18353", "1 roll, (3-1/2\" dia)")]),
    ("2 tbsp of breakstone's fat free sour cream", [m("sr:1194", "2 tbsp")]),
    ("half a batter fried chicken breast", [m("sr:5058", ".5 breast, bone removed")]),
    ("a baked cusk fillet", [m("sr:15193", "1 fillet")]),
    ("a cup of sliced raw scallop squash", [m("sr:11475", "1 cup, slices")]),
    ("a tbsp of imitation bacon bits", [m("sr:43212", "1 tbsp")]),
    ("a spicy popeyes chicken breast with the skin and bone removed", [m("sr:21447", "1 breast, bone and skin removed")]),
    ("3/4 cup of mother's toasted oat bran cereal", [m("sr:8352", ".75 cup, (1 NLEA serving)")]),
    ("a low-fat frozen meat lasagna entree", [m("sr:22915", "1 package")]),
    ("3/4 cup of oreo o's cereal", [m("sr:8336", ".75 cup, (1 NLEA serving)")]),
    ("half a cup of campbell's goldfish pasta with chicken", [m("sr:6357", "1 serving, 1/2 cup")]),
    ("a 4.4 oz container of lowfat fruit yogurt", [m("sr:1120", "1 container, (4.4 oz)")]),
]

# Set 301: a long-haul trucker's meals on the road, written after c273474 and scored once with it.
THREEHUNDREDFIRST = [
    ("2 fried eggs rolled in a medium flour tortilla", [m("sr:1128", "1 large", 2), m("sr:18364", "1 tortilla, medium (approx 6\" dia)")]),
    ("2 tbsp of chunky peanut butter and a cup of sliced banana", [m("sr:16097", "2 tbsp"), m("sr:9040", "1 cup, sliced")]),
    ("2 cups of shredded romaine with a tablespoon of ranch", [m("sr:11251", "1 cup, shredded", 2), m("sr:4639", "1 tablespoon")]),
]

# Set 302: meals from a twenty-sixth seeded random sample (seed 302) of USDA's SR foods, one to three items in the
# dev set's shapes, written after de1f1f3 and scored once with it.
THREEHUNDREDSECOND = [
    ("3 tbsp of strained baby food pears and pineapple", [m("sr:3158", "1 tbsp", 3)]),
    ("a snickers marathon honey nut oat bar", [m("sr:25008", "1 bar")]),
    ("a 4 oz jar of gerber butternut squash and corn", [m("sr:3114", "1 jar, Gerber (4 oz)")]),
    ("a tbsp of dutch process cocoa powder", [m("sr:19166", "1 tbsp")]),
    ("a plain roast beef sandwich from a fast food place", [m("sr:21121", "1 sandwich")]),
    ("3 oz of roasted beef tenderloin", [m("sr:13919", "3 oz")]),
    ("a florida orange", [m("sr:9203", "1 fruit, (2-5/8\" dia)")]),
    ("2 frosted blueberry pop tarts", [m("sr:18477", "1 pastry", 2)]),
    ("6 chocolate caramel rolls", [m("sr:19076", "1 serving, 6 pieces")]),
    ("a 5 oz glass of zinfandel", [m("sr:14102", "1 serving, 5 fl oz")]),
    ("a mild popeyes chicken breast", [m("sr:21456", "1 breast, with skin")]),
    ("30 shredded wheat miniatures", [m("sr:8384", "30 biscuits, (1 NLEA serving)")]),
    ("an ounce of sour cream and onion potato chips", [m("sr:19043", "1 oz")]),
    ("3/4 cup of multi-bran chex", [m("sr:8345", ".75 cup, (1 NLEA serving)")]),
    ("a cup of frozen asparagus, boiled with salt", [m("sr:11709", "1 cup")]),
    ("a cup of diced roasted chicken dark meat", [m("sr:5120", "1 cup, chopped or diced")]),
    ("6 fl oz of brewed tea", [m("sr:14544", "6 fl oz")]),
    ("a tbsp of french dressing", [m("sr:4141", "1 tablespoon")]),
    ("a cup of homemade potatoes au gratin", [m("sr:11843", "1 cup")]),
    ("an extra crispy kfc chicken breast, skin and bone removed", [m("sr:21430", "1 breast, bone and skin removed")]),
    ("a raw beet", [m("sr:11080", "1 beet, (2\" dia)")]),
    ("a tbsp of hoisin sauce", [m("sr:6175", "1 tbsp")]),
    ("2 tbsp of creamed corn baby food, junior", [m("sr:3120", "1 tbsp", 2)]),
]

# Set 303: a new mother's breakfasts, written after de1f1f3 and scored once with it.
THREEHUNDREDTHIRD = [
    ("a frosted blueberry pop tart and 8 fl oz of brewed tea", [m("sr:18477", "1 pastry"), m("sr:14544", "1 fl oz", 8)]),
    ("an ounce of american cheese on 2 slices of whole wheat bread", [m("sr:1147", "1 oz"), m("sr:18075", "1 slice", 2)]),
    ("a cup of blueberries with a cup of 2% milk", [m("sr:9050", "1 cup"), m("sr:1079", "1 cup")]),
    ("a jar of strained oatmeal with applesauce and bananas for the baby", [m("sr:3191", "1 jar")]),
]

# Set 304: meals from a twenty-seventh seeded random sample (seed 304) of USDA's SR foods, one to three items in the
# dev set's shapes, written after 6717d42 and scored once with it.
THREEHUNDREDFOURTH = [
    ("half a cup of frozen mixed vegetables, boiled with salt", [m("sr:11894", ".5 cup")]),
    ("a cup of bottled cranberry juice cocktail", [m("sr:14242", "1 cup, (8 fl oz)")]),
    ("2 mild popeyes wings, skin and bone removed", [m("sr:21446", "1 wing, bone and skin removed", 2)]),
    ("a tsp of dried dill weed", [m("sr:2017", "1 tsp")]),
    ("3 oz of cooked broccoli raab", [g("sr:11097", 3 * OZ)]),
    ("3 oz of raw wild atlantic salmon", [m("sr:15076", "3 oz")]),
    ("a cup of canned sweetened apple slices, heated", [m("sr:9008", "1 cup, slices")]),
    ("a cup of canned gazpacho", [m("sr:6036", "1 cup, (8 fl oz)")]),
    ("4 slices of blood sausage", [m("sr:7005", "4 slices")]),
    ("3 oz of roasted veal rib, lean", [m("sr:17115", "3 oz")]),
    ("3 oz of canned chum salmon with bones, drained, no salt added", [m("sr:15180", "3 oz")]),
    ("a tbsp of reduced calorie creamy dressing", [m("sr:42116", "1 tbsp")]),
    ("a 2 oz serving of spam, reduced sodium", [m("sr:7906", "2 oz, 1 NLEA serving")]),
    ("a packet of cinnamon spice instant oatmeal, dry", [m("sr:8128", "1 packet")]),
    ("half a cup of canned lima beans with the liquid", [m("sr:11033", ".5 cup")]),
    ("a cup of canned shellie beans", [m("sr:11050", "1 cup")]),
    ("3 morningstar eggs florentine veggie bites", [m("sr:16545", "3 pieces")]),
    ("an ounce of oil roasted spanish peanuts with salt", [m("sr:16092", "1 oz")]),
    ("10 frozen shoestring fries, oven heated", [m("sr:11395", "10 strip")]),
    ("3 frozen microwave pancakes", [m("sr:18936", "1 serving, (3 pancakes)")]),
    ("3 oz of braised top round, lean and fat", [m("sr:13895", "3 oz")]),
    ("an archway sugar free oatmeal cookie", [m("sr:18513", "1 serving")]),
    ("a quarter cup of dry parboiled white rice", [m("sr:20446", "1 cup", 0.25)]),
    ("a jar of baby apple and grape juice", [m("sr:3265", "1 jar")]),
]

# Set 305: a home cook's weeknight dinners, written after 6717d42 and scored once with it.
THREEHUNDREDFIFTH = [
    ("3 oz of baked wild atlantic salmon with half a cup of frozen mixed vegetables, boiled", [m("sr:15209", "3 oz"), m("sr:11584", ".5 cup")]),
    ("a cup of brown rice and a large stalk of boiled broccoli", [m("sr:20037", "1 cup"), m("sr:11091", "1 stalk, large (11\"-12\" long)")]),
]
# Set 306: meals from a twenty-eighth seeded random sample (seed 306) of USDA's SR foods, one to three items in the
# dev set's shapes, written after 898678c and scored once with it.
THREEHUNDREDSIXTH = [
    ("5 jordan almonds", [m("sr:19858", "1 piece", 5)]),
    ("a raw round tip center steak", [m("sr:23061", "1 steak")]),
    ("a cup of spongebob squarepants cereal", [m("sr:8532", "1 cup, (1 NLEA serving)")]),
    ("3 oz of roast beef tenderloin, select grade, lean and fat", [m("sr:13925", "3 oz")]),
    ("a cup of great northern beans, boiled with salt", [m("sr:16325", "1 cup")]),
    ("a cup of quaker cinnamon oatmeal squares", [m("sr:8215", "1 cup, (1 NLEA serving)")]),
    ("a tbsp of high oleic canola oil", [m("sr:4678", "1 tbsp")]),
    ("2 tbsp of cream cheese frosting", [m("sr:19228", "2 tbsp, creamy")]),
    ("a raw italian pork sausage link, 4 to the pound", [m("sr:7036", "1 link, 4/lb")]),
    ("a cup of canned fruit cocktail packed in juice", [m("sr:9097", "1 cup")]),
    ("a frosted grape pop-tart", [m("sr:18484", "1 pastry")]),
    ("8 fl oz of condensed green pea soup made with water", [m("sr:6069", "1 fl oz", 8)]),
    ("half a cup of campbell's condensed beef consomme", [m("sr:6097", "1 serving, 1/2 cup")]),
    ("8 fl oz of tamarind nectar from a can", [ml("sr:9437", 8 * FLOZ_ML, "1 cup", CUP_ML)]),
    ("a packet of quaker ham and cheese instant grits", [m("sr:8450", "1 packet")]),
    ("a jar of junior applesauce with pineapple baby food", [m("sr:3151", "1 jar")]),
    ("2 oz of boneless ham and water product", [m("sr:10872", "1 oz", 2 * OZ / 28)]),
    ("a tbsp of meatless sandwich spread", [m("sr:43135", "1 tbsp")]),
    ("a cup of shredded lowfat swiss process cheese", [m("sr:43379", "1 cup, shredded")]),
    ("a medium glazed cake donut", [m("sr:18250", "1 doughnut, medium (approx 3\" dia)")]),
    ("a cup of boiled mustard greens, chopped, unsalted", [m("sr:11271", "1 cup, chopped")]),
    ("a campbell's chunky classic chicken noodle micro bowl", [m("sr:6244", "1 serving, 1 cup")]),
    ("3 oz of roasted choice chuck clod roast, lean and fat", [m("sr:23528", "3 oz, ( 1 serving )")]),
    ("a cup of homemade baked beans", [m("sr:16005", "1 cup")]),
]

# Set 307: a weekend camper's meals, written after 898678c and scored once with it.
THREEHUNDREDSEVENTH = [
    ("a packet of apple cinnamon instant oatmeal made with boiling water and a cup of homemade hot cocoa", [m("sr:8125", "1 packet, prepared"), m("sr:1105", "1 cup")]),
    ("an ounce of trail mix with chocolate chips and a large piece of beef jerky", [m("sr:19062", "1 oz"), m("sr:19002", "1 piece, large")]),
    ("a crunchy plain granola bar and a cup of sliced apple", [m("sr:19015", "1 bar"), m("sr:9003", "1 cup, slices")]),
    ("a package of chicken ramen with 2 oz of cheddar", [m("sr:6983", "1 package"), g("sr:1009", 2 * OZ)]),
    ("a 6 inch flour tortilla with 2 tbsp of peanut butter and a cup of sliced banana", [m("sr:18364", "1 tortilla, medium (approx 6\" dia)"), m("sr:16098", "2 tbsp"), m("sr:9040", "1 cup, sliced")]),
    ("a can of light tuna in water, no salt, drained, and 3 tbsp of store bought hummus", [m("sr:15184", "1 can"), m("sr:16158", "1 tbsp", 3)]),
    ("a quarter pound burger patty, 85% lean, pan broiled, with 5 medium baby carrots", [m("sr:23569", "1 patty, ( yield from 1/4 lb raw meat )"), m("sr:11960", "1 medium", 5)]),
]

# Set 308: meals from a twenty-ninth seeded random sample (seed 308) of USDA's SR foods, one to three items in the
# dev set's shapes, written after 94f38a9 and scored once with it.
THREEHUNDREDEIGHTH = [
    ("3 oz of broiled choice porterhouse, 1/8 inch trim", [m("sr:13906", "3 oz")]),
    ("an ounce of dried butternuts", [m("sr:12084", "1 oz")]),
    ("half a cup of rich vanilla ice cream", [m("sr:19089", ".5 cup")]),
    ("a cup of crushed wheat crackers", [m("sr:18232", "1 cup, crushed")]),
    ("a slice of store bought pound cake, a twelfth of a 12 oz cake", [m("sr:18418", "1 piece, (1/12 of 12 oz cake)")]),
    ("half a cup of canned cranberry orange relish", [m("sr:9082", "1 cup", 0.5)]),
    ("2 kfc original recipe drumsticks with the skin", [m("sr:21435", "1 drumstick, with skin", 2)]),
    ("a quarter block of firm tofu made with nigari", [m("sr:16126", ".25 block")]),
    ("4 oz of raw brisket, 1/8 inch fat", [g("sr:13803", 4 * OZ)]),
    ("a cup of white masa harina", [m("sr:20017", "1 cup")]),
    ("3 oz of braised new zealand lamb shoulder, lean", [m("sr:17087", "3 oz")]),
    ("2 oz of lower sodium salami", [m("sr:7913", "3.527 oz", 2 / 3.527)]),
    ("an ounce of unsalted sesame sticks", [m("sr:19820", "1 oz")]),
    ("2 tbsp of junior bananas with tapioca baby food", [m("sr:3280", "1 tbsp", 2)]),
    ("half a cup of breyers all natural light vanilla", [m("sr:19875", "1 serving, 1/2 cup")]),
    ("a broiled top round steak, lean", [m("sr:13491", "1 steak")]),
    ("3 oz of broiled choice tenderloin, lean only", [m("sr:13443", "3 oz")]),
    ("a jar of junior cereal with egg yolks", [m("sr:3198", "1 jar")]),
    ("12 oven baked potato puffs", [m("sr:11399", "1 puff", 12)]),
    ("20 oven heated frozen fries", [m("sr:11403", "10 strips", 2)]),
    ("a cup of shredded napa cabbage, boiled with salt", [m("sr:11755", "1 cup, shredded")]),
    ("a cup of frozen chopped broccoli, unprepared", [m("sr:11092", "1 cup")]),
    ("2 oz of dry unenriched spaghetti", [m("sr:20420", "2 oz")]),
    ("2 pumpkinseed sunfish fillets, cooked", [m("sr:15218", "1 fillet", 2)]),
    ("a cup of chopped stewed chicken, no skin", [m("sr:5014", "1 cup, chopped or diced")]),
    ("a cup of healthy choice chicken noodle soup", [m("sr:6314", "1 serving, 1 cup")]),
    ("a plain fast food hamburger with a large patty", [m("sr:21112", "1 sandwich")]),
]

# Set 309: a high school runner's meals, written after 94f38a9 and scored once with it.
THREEHUNDREDNINTH = [
    ("a small plain bagel with a tbsp of cream cheese and a cup of lowfat chocolate milk", [m("sr:18406", "1 small bagel, (3\" dia)"), m("sr:1017", "1 tbsp"), m("sr:1104", "1 cup")]),
    ("2 slices of whole wheat bread with 2 tbsp of chunky peanut butter and a tbsp of jelly", [m("sr:18075", "1 slice", 2), m("sr:16097", "2 tbsp"), m("sr:19300", "1 serving, 1 tbsp")]),
    ("2 cups of cooked spaghetti with a cup of marinara from a jar", [m("sr:20121", "1 cup", 2), m("sr:6931", "1 cup")]),
    ("16 fl oz of gatorade and 10 pretzel twists", [m("sr:14460", "1 fl oz", 16), m("sr:19047", "10 twists")]),
    ("a cup of chopped roasted chicken breast over a cup and a half of white rice", [m("sr:5064", "1 cup, chopped or diced"), m("sr:20045", "1 cup", 1.5)]),
    ("a 90% lean burger patty, pan broiled, and a cup of 2% milk", [m("sr:23564", "1 patty, ( yield from 1/4 lb raw meat )"), m("sr:1079", "1 cup")]),
]

# Set 310: meals from a thirtieth seeded random sample (seed 310) of USDA's SR foods, one to three items in the
# dev set's shapes, written after 86ac8eb and scored once with it.
THREEHUNDREDTENTH = [
    ("8 oz of campbell's tomato juice", [m("sr:31001", "8 oz")]),
    ("half a cup of chopped raw endive", [m("sr:11213", ".5 cup, chopped")]),
    ("3 oz of roast beef tenderloin, lean and fat", [m("sr:13919", "3 oz")]),
    ("a cup of garbanzo beans from a can", [m("sr:16058", "1 cup")]),
    ("a quarter cup of canned worthington vegetarian burger", [m("sr:16523", ".25 cup")]),
    ("a cup of reduced fat buttermilk", [m("sr:42189", "1 cup")]),
    ("3 oz of roasted chuck clod roast, lean only", [m("sr:23514", "3 oz, ( 1 serving )")]),
    ("3/4 cup of quaker peanut butter chocolatey crunch", [m("sr:8547", ".75 cup, (1 NLEA serving)")]),
    ("one small croissant with cheese", [m("sr:18241", "1 croissant, small")]),
    ("a beef & cheese tostada from a fast food place", [m("sr:21087", "1 piece")]),
    ("a fun size bag of tropical skittles", [m("sr:19368", "1 serving, fun size bag")]),
    ("2 slices of fat free mesquite chicken breast lunch meat", [m("sr:7932", "1 serving, 2 slices")]),
    ("a shot and a half of rum", [m("sr:14050", "1 jigger, 1.5 fl oz", 1.5)]),
    ("3 oz of simmered beef tongue", [m("sr:13340", "3 oz")]),
    ("a tbsp of unsalted butter margarine blend", [m("sr:42307", "1 tablespoon")]),
    ("3 oz of braised new zealand lamb foreshank", [m("sr:17069", "3 oz")]),
    ("5 sun dried tomatoes", [m("sr:11955", "1 piece", 5)]),
    ("8 fl oz of fruit punch made from frozen concentrate", [m("sr:14406", "1 serving, 8 fl oz")]),
    ("a broiled select ribeye, lean only", [m("sr:13490", "1 steak")]),
    ("a cup of chocolate fat free frozen milk dessert", [m("sr:42131", "1 cup")]),
    ("2 slices of canned corned beef", [m("sr:13348", "1 slice, (3/4 oz)", 2)]),
    ("two frozen round waffles, toasted", [m("sr:18403", "1 waffle, round (4\" dia)", 2)]),
    ("a cup of campbell's select 98% fat free new england clam chowder", [m("sr:6529", "1 cup")]),
    ("a 6 oz can of frozen apple juice concentrate, undiluted", [m("sr:9410", "1 can, (6 fl oz)")]),
]

# Set 311: a retired couple's Sunday, written after 86ac8eb and scored once with it.
THREEHUNDREDELEVENTH = [
    ("2 frozen waffles, toasted, with 2 tbsp of maple syrup and a cup of coffee", [m("sr:18403", "1 waffle, round (4\" dia)", 2), m("sr:19353", "1 tbsp", 2), m("sr:14209", "1 cup, (8 fl oz)")]),
    ("a cup of canned new england clam chowder made with lowfat milk and 6 saltines", [m("sr:6230", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 6 / 5)]),
    ("3 oz of roast beef tenderloin with a medium baked potato and a tbsp of sour cream", [m("sr:13919", "3 oz"), m("sr:11674", "1 potato, medium"), m("sr:1056", "1 tbsp")]),
    ("a glass of red wine and a slice of cheesecake", [m("sr:14096", "1 serving, 5 fl oz"), m("sr:18147", "1 piece, (1/6 of 17 oz cake)")]),
]

# Set 312: meals from a thirty-first seeded random sample (seed 312) of USDA's SR foods, one to three items in the
# dev set's shapes, written after 32f4c83 and scored once with it.
THREEHUNDREDTWELFTH = [
    ("an ounce of dried breadnut seeds", [m("sr:12005", "1 oz")]),
    ("an archway cherry filled cookie", [m("sr:18520", "1 serving")]),
    ("a package of carl buddig smoked turkey", [m("sr:7273", "1 package")]),
    ("3 oz of roast australian leg of lamb, lean", [m("sr:17293", "3 oz")]),
    ("a raw florida pompano fillet", [m("sr:15068", "1 fillet")]),
    ("a cup of unenriched elbow macaroni, cooked", [m("sr:20400", "1 cup, elbow shaped")]),
    ("a quarter cup of franco-american fat free slow roast beef gravy", [m("sr:6327", ".25 cup")]),
    ("half a cup of white rice flour", [m("sr:20061", "1 cup", 0.5)]),
    ("a cup of boiled calabash gourd cubes, salted", [m("sr:11784", "1 cup, (1\" cubes)")]),
    ("a braised lamb arm chop, lean only", [m("sr:17048", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 160 g)")]),
    ("half a cup of campbell's curly noodle soup, condensed", [m("sr:6346", "1 serving, 1/2 cup")]),
    ("a ground venison patty, pan broiled", [m("sr:17344", "1 patty")]),
    ("an ounce of roasted salted pumpkin seeds, hulled", [m("sr:12516", "1 oz")]),
    ("3 oz of roasted bone-in center loin pork, lean", [m("sr:10043", "3 oz")]),
    ("4 oz of raw lamb foreshank", [g("sr:17228", 4 * OZ)]),
    ("a slice of mori-nu extra firm silken tofu", [m("sr:16163", "1 slice")]),
    ("3 tbsp of dry malt-o-meal hot wheat cereal", [m("sr:8488", "3 tbsp")]),
    ("a packet of quaker raisin date and walnut instant oatmeal, dry", [m("sr:8228", "1 packet")]),
    ("1 cup kellogg's special k, dry", [m("sr:8067", "1 cup, (1 NLEA serving)")]),
    ("half a cup of prego chunky garden combination sauce", [m("sr:6994", "1 serving, 1/2 cup")]),
    ("15 pili nuts", [m("sr:12145", "1 oz, (15 kernels)")]),
    ("6 medium raw farmed oysters", [m("sr:15245", "6 medium")]),
    ("a large raw arrowhead", [m("sr:11005", "1 large")]),
    ("3 natal plums", [m("sr:9061", "1 fruit, without skin and seeds", 3)]),
]

# Set 313: a nurse's night shift snacks, written after 32f4c83 and scored once with it.
THREEHUNDREDTHIRTEENTH = [
    ("a cup of special k with a cup of 2% milk", [m("sr:8067", "1 cup, (1 NLEA serving)"), m("sr:1079", "1 cup")]),
    ("2 oz of carl buddig smoked turkey on 2 slices of whole wheat bread", [m("sr:7273", "1 serving, 2 oz"), m("sr:18075", "1 slice", 2)]),
    ("a cup of cooked elbow macaroni with a quarter cup of jarred marinara", [m("sr:20100", "1 cup, elbow shaped"), m("sr:6931", "1 cup", 0.25)]),
]

# Set 314: meals from a thirty-second seeded random sample (seed 314) of USDA's SR foods, one to three items in the
# dev set's shapes, written after 7ad3614 and scored once with it.
THREEHUNDREDFOURTEENTH = [
    ("a shot of 86 proof whiskey", [m("sr:14052", "1 jigger, 1.5 fl oz")]),
    ("a cup of dry egg noodles", [m("sr:20409", "1 cup")]),
    ("a cup of shredded low sodium cheddar", [m("sr:1169", "1 cup, shredded")]),
    ("a raw pork loin chop with the fat", [m("sr:10020", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 151 g)")]),
    ("half a raw chicken back, bone removed", [m("sr:5048", ".5 back, bone removed")]),
    ("a cup of canned sardines in oil, drained", [m("sr:15088", "1 cup, drained")]),
    ("a fun size baby ruth", [m("sr:19111", "1 serving, fun size bar 0.65 oz")]),
    ("a tube of m&m's minis", [m("sr:19157", "1 serving, 1.0 oz tube")]),
    ("3 tbsp of junior spaghetti with tomato and meat baby food", [m("sr:3050", "1 tbsp", 3)]),
    ("half a cup of barley malt flour", [m("sr:20131", "1 cup", 0.5)]),
    ("half a cup of sliced boiled carrots", [m("sr:11125", ".5 cup, slices")]),
    ("a batter fried chicken leg, bone removed", [m("sr:5076", "1 leg, bone removed")]),
    ("a cup of chicken hearts, simmered and diced", [m("sr:5026", "1 cup, chopped or diced")]),
    ("3 oz of broiled rib, select, lean and fat", [m("sr:13831", "3 oz")]),
    ("a cup of mashed hubbard squash, boiled with salt", [m("sr:11869", "1 cup, mashed")]),
    ("2 white icicle radishes", [m("sr:11637", "1 radish, (7\" long)", 2)]),
    ("a cup of mandarin orange sections", [m("sr:9218", "1 cup, sections")]),
    ("2 medium raw pacific oysters", [m("sr:15171", "1 medium", 2)]),
    ("1/2 cup ricotta cheese made with whole milk", [m("sr:1036", ".5 cup")]),
    ("a cup of black turtle beans, boiled, no salt", [m("sr:16017", "1 cup")]),
    ("a serving of lemonade drink powder", [m("sr:14296", "1 serving")]),
    ("a cup of sliced raw yautia", [m("sr:11991", "1 cup, sliced")]),
    ("two big molasses cookies, the large size", [m("sr:18177", "1 large, (3-1/2\" to 4\" dia) (include Archway brand)", 2)]),
]

# Set 315: an office worker's week of packed lunches, written after 7ad3614 and scored once with it.
THREEHUNDREDFIFTEENTH = [
    ("4 slices of deli turkey breast on 2 slices of wheat bread with a tbsp of light mayo", [m("sr:7079", "1 slice, (3-1/2\" square, 8 per 6 oz package)", 4), m("sr:18064", "1 slice", 2), m("sr:4011", "1 tbsp")]),
    ("a cup of canned chicken noodle soup and 10 grapes", [m("sr:6419", "1 serving, 1 cup"), m("sr:9132", "10 grapes")]),
    ("2 cups of shredded romaine with 2 tbsp of ranch and a small pear", [m("sr:11251", "1 cup, shredded", 2), m("sr:4639", "1 tablespoon", 2), m("sr:9252", "1 small")]),
    ("a cup of brown rice with a large stalk of boiled broccoli and 3 tbsp of hummus", [m("sr:20037", "1 cup"), m("sr:11091", "1 stalk, large (11\"-12\" long)"), m("sr:16158", "1 tbsp", 3)]),
    ("a cup of cheez-its and 2 chocolate chip cookies", [m("sr:18214", "1 cup, bite size"), m("sr:18159", "1 cookie, (average weight of 1 cookie, variety of brands)", 2)]),
    ("an ounce of cheese flavored potato chips and a medium pear", [m("sr:19421", "1 oz"), m("sr:9252", "1 medium")]),
]

# Set 316: a weekend of everyday meals typed in a hurry (labels, typos, shorthand, parentheses), written after
# fb19d0a and scored once with it.
THREEHUNDREDSIXTEENTH = [
    ("brunch: 3 pancakes from a mix (4 inch), 2 tbsp syrup, 2 slices bacon", [m("sr:18292", "1 pancake, (4\" dia)", 3), m("sr:19129", "1 tbsp", 2), m("sr:10124", "1 slice, cooked", 2)]),
    ("cofee w/ 2 tbsp half n half", [m("sr:14209", "1 cup, (8 fl oz)"), m("sr:1049", "1 tbsp", 2)]),
    ("1/2 cup scrambled egg + 8 oz oj", [m("sr:1132", "1 cup", 0.5), ml("sr:9206", 8 * FLOZ_ML, "1 cup", CUP_ML)]),
    ("mcdonalds hash browns x2", [m("sr:21319", "2 oz", 2)]),
    ("a cup of oatmeal (made w water, no salt) with a tbsp of brown sugar", [m("sr:8121", "1 cup"), m("sr:19334", "1 cup, unpacked", 1 / 16)]),
    ("ballgame - 2 budweisers and a large soft pretzel", [m("sr:14004", "12 fl oz", 2), m("sr:25024", "1 large")]),
]

# Set 317: meals from a thirty-third seeded random sample (seed 316) of USDA's SR foods, one to three items in the
# dev set's shapes, written after fb19d0a and scored once with it.
THREEHUNDREDSEVENTEENTH = [
    ("3 oz of cooked pork, lean, loin and shoulder blade composite", [m("sr:10229", "3 oz")]),
    ("a cup of canned grapefruit sections in light syrup", [m("sr:9121", "1 cup")]),
    ("a cup of frozen melon balls", [m("sr:9185", "1 cup, unthawed")]),
    ("3 oz of braised lamb tongue", [m("sr:17221", "3 oz")]),
    ("half a raw white grapefruit", [m("sr:9116", ".5 fruit, (3-3/4\" dia)")]),
    ("a cup of canned mandarin oranges in juice", [m("sr:9219", "1 cup")]),
    ("one atlantic cod fillet, cooked in the oven", [m("sr:15016", "1 fillet")]),
    ("half a fillet of european turbot, cooked dry heat", [m("sr:15222", ".5 fillet")]),
    ("2 slices of a pizza hut 14 inch cheese pizza", [m("sr:21293", "1 slice", 2)]),
    ("2/3 cup of quaker lowfat natural granola with raisins", [m("sr:8220", ".67 cup, (1 NLEA serving)")]),
    ("a cup of cooked unenriched macaroni", [m("sr:20400", "1 cup, elbow shaped")]),
    ("3 oz of baked meatloaf made from 75% lean ground beef", [m("sr:23581", "1 serving, ( 3 oz )")]),
    ("half a cup of frozen yellow corn, boiled", [m("sr:11179", ".5 cup")]),
    ("wendys nuggets, 5 piece", [m("sr:21246", "5 pieces")]),
    ("2 kfc original recipe drumsticks, meat only", [m("sr:21426", "1 drumstick, bone and skin removed", 2)]),
    ("a bottle of naya water", [m("sr:14559", "1 bottle, 11.2 fl oz in package of 6")]),
    ("3 oz of roasted rump ham with natural juices, lean", [m("sr:10873", "1 serving, (3 oz)")]),
    ("an ounce of raw macadamias", [m("sr:12131", "1 oz, (10-12 kernels)")]),
    ("red bull, one 8.3 fl oz can", [m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("a cup of egg drop soup from a chinese restaurant", [m("sr:27000", "1 cup")]),
    ("a mcdonald's filet-o-fish without tartar sauce", [m("sr:21382", "1 item")]),
    ("a frozen spaghetti with meat sauce entree", [m("sr:22401", "1 serving")]),
    ("a ground turkey patty made from 4 oz raw, cooked", [m("sr:5306", "1 patty, (4 oz, raw) (yield after cooking)")]),
]

# Set 318: meals from a thirty-fourth seeded random sample (seed 318) of USDA's SR foods, one to three items in the
# dev set's shapes, written after 300d430 and scored once with it.
THREEHUNDREDEIGHTEENTH = [
    ("a cup of campbell's chunky old fashioned potato ham chowder", [m("sr:6433", "1 cup")]),
    ("a raw boneless pork shoulder petite tender", [m("sr:10961", "1 piece")]),
    ("half a cup of yellow masa flour", [m("sr:20317", "1 cup", 0.5)]),
    ("a box of goobers", [m("sr:19105", "1 package, 1.375 oz")]),
    ("a packet of quaker instant grits, plain, dry", [m("sr:8092", "1 packet")]),
    ("2 tbsp of hershey's lite chocolate syrup", [m("sr:19345", "2 tbsp")]),
    ("3 oz of braised choice chuck blade roast, lean", [m("sr:13383", "3 oz")]),
    ("3 oz of roasted veal top round, lean", [m("sr:17103", "3 oz")]),
    ("a cup of campbell's select beef with roasted barley soup", [m("sr:6531", "1 cup")]),
    ("a cup of chopped roasted chicken, roaster, meat only", [m("sr:5114", "1 cup, chopped or diced")]),
    ("one glazed raised doughnut, medium, unenriched", [m("sr:18436", "1 doughnut, medium (3-1/4\" dia)")]),
    ("a small glazed wheat cake doughnut", [m("sr:18252", "1 doughnut, (2\" dia)")]),
    ("2 oz of spam", [m("sr:7908", "2 oz, 1 NLEA serving")]),
    ("a serving of chicken spread", [m("sr:7018", "1 serving, (1 serving)")]),
    ("a 12 oz bottle of budweiser select", [m("sr:14005", "12 fluid ounce")]),
    ("3 oz of braised arm pot roast, select, lean only", [m("sr:13378", "3 oz")]),
    ("3 oz of roasted bone-in center rib pork roast, lean", [m("sr:10051", "3 oz")]),
    ("a heated beef frank", [m("sr:7945", "1 serving")]),
    ("a cup of canned pear nectar", [m("sr:9408", "1 cup")]),
    ("a cup of campbell's select minestrone", [m("sr:6544", "1 cup")]),
    ("a cup of canned sauerkraut with the liquid", [m("sr:11439", "1 cup, undrained")]),
    ("a cup of bean with bacon soup with franks, canned, made with water", [m("sr:6406", "1 cup, (8 fl oz)")]),
    ("a snickers munch bar", [m("sr:19295", "1 serving, 1.42 oz bar")]),
]

# Set 319: a teenager's after-school snacks, written after 300d430 and scored once with it.
THREEHUNDREDNINETEENTH = [
    ("2 glazed donuts and a 12 oz can of coke", [m("sr:18436", "1 doughnut, medium (3-1/4\" dia)", 2), m("sr:14400", "1 can, 12 fl oz")]),
    ("a beef hot dog w/ a bun and 2 tbsp of sauerkraut", [m("sr:7945", "1 serving"), m("sr:18350", "1 roll", 1), m("sr:11439", "1 cup", 2 / 16)]),
    ("a snickers bar and a cup of chocolate milk", [m("sr:19155", "1 bar, (2 oz)"), m("sr:1102", "1 cup")]),
]

# Set 320: a family's weeknight dinners from cans, freezer and deli, written after 740a292 and scored once with it.
THREEHUNDREDTWENTIETH = [
    ("a cup of dinty moore beef stew and a slice of wheat bread", [m("sr:22694", "1 cup"), m("sr:18064", "1 slice")]),
    ("a cup of fast food chili con carne with 10 saltines", [m("sr:21042", "1 cup, (8 fl oz)"), m("sr:18228", "5 crackers, square (1 serving)", 2)]),
    ("a serving of frozen cheese lasagna and a half cup of home made coleslaw", [m("sr:22910", "1 serving"), m("sr:11159", ".5 cup")]),
    ("one frozen chicken pot pie, marie callenders", [m("sr:22526", "1 pie")]),
    ("2 fast food cheese enchiladas", [m("sr:21074", "1 enchilada", 2)]),
    ("a cup of homemade potato salad with 3 oz of tuna salad", [m("sr:11414", "1 cup"), m("sr:15128", "3 oz")]),
    ("1 cup of canned spaghetti & meatballs by chef boyardee", [m("sr:22518", "1 cup")]),
]

# Set 321: meals from a thirty-fifth seeded random sample (seed 320) of USDA's SR foods, one to three items in the
# dev set's shapes, written after 740a292 and scored once with it.
THREEHUNDREDTWENTYFIRST = [
    ("2 oz of cooked fresh spinach pasta", [m("sr:20096", "2 oz")]),
    ("a cup of green giant broccoli in cheese sauce", [m("sr:22600", "1 cup")]),
    ("a cup of boiled pumpkin leaves", [m("sr:11419", "1 cup")]),
    ("a quarter cup of uncooked long grain brown rice", [m("sr:20036", "1 cup", 0.25)]),
    ("3 oz of broiled lamb shoulder blade, choice", [m("sr:17252", "3 oz")]),
    ("half a cup of plain canned tomato sauce", [m("sr:11557", "1 cup", 0.5)]),
    ("a cocoavia crispy chocolate bar", [m("sr:19328", "1 serving, 0.7 oz bar")]),
    ("half a cup of campbell's brown sugar and bacon baked beans", [m("sr:16200", ".5 cup")]),
    ("a cup of sliced daikon, boiled", [m("sr:11431", "1 cup, sliced")]),
    ("2 oz of truffle pate", [m("sr:7942", "1 serving, 2 oz")]),
    ("a cup of hormel corned beef hash", [m("sr:22698", "1 cup")]),
    ("a cup of campbell's select potato broccoli cheese soup", [m("sr:6546", "1 cup")]),
    ("a cup and a quarter of kellogg's cran-vanilla crunch", [m("sr:8521", "1.25 cup, (1 NLEA serving)")]),
    ("3/4 cup of maypo cooked with water and salt", [m("sr:8179", ".75 cup")]),
    ("a cup of croutons, the seasoned kind", [m("sr:18243", "1 cup")]),
    ("a tbsp of smart squeeze", [m("sr:4676", "1 tablespoon")]),
    ("3 oz of raw sturgeon", [m("sr:15104", "3 oz")]),
    ("a 4.2 oz bottle of earth's best apple banana juice", [m("sr:3167", "1 bottle, Earth's Best (4.2 fl oz)")]),
    ("a cup of instant cinnamon spice oatmeal made with water", [m("sr:8129", "1 cup")]),
    ("a small wendy's fries", [m("sr:21247", "1 small, Serving")]),
    ("a broiled choice top loin steak, lean only", [m("sr:13449", "1 steak, (yield from 203 g raw meat)")]),
    ("burger king whopper w cheese", [m("sr:21253", "1 item")]),
    ("a raw whiting fillet", [m("sr:15132", "1 fillet")]),
    ("2 tbsp of orange breakfast drink powder", [m("sr:14407", "1 serving, 2 tbsp")]),
    ("2 braised country style pork ribs, lean", [m("sr:10208", "1 rib, without refuse (yield from 1 cooked rib, with refuse, weighing 141g)", 2)]),
]

# Set 322: meals from a thirty-sixth seeded random sample (seed 322) of USDA's SR foods, one to three items in the
# dev set's shapes, written after b5a3f37 and scored once with it.
THREEHUNDREDTWENTYSECOND = [
    ("a container of campbell's soup at hand vegetable medley", [m("sr:6585", "1 container")]),
    ("a cup of canned mandarin oranges in light syrup", [m("sr:9220", "1 cup")]),
    ("3/4 cup of malt-o-meal apple cinnamon toasty o's", [m("sr:8408", ".75 cup, (1 NLEA serving)")]),
    ("a tbsp of tahini", [m("sr:12698", "1 tbsp")]),
    ("a cup of frozen corn, microwaved", [m("sr:11182", "1 cup")]),
    ("3 oz of surimi", [m("sr:15109", "3 oz")]),
    ("a cup of low fat soy flour", [m("sr:16418", "1 cup, stirred")]),
    ("an ounce of oil roasted mixed nuts with peanuts, salted", [m("sr:12637", "1 oz")]),
    ("4 oz of raw bear meat", [g("sr:17146", 4 * OZ)]),
    ("3 oz of pan fried top round, choice, lean and fat", [m("sr:13897", "3 oz")]),
    ("a cup of chopped simmered chicken giblets from a stewing hen", [m("sr:5128", "1 cup, chopped or diced")]),
    ("a jar of strained vegetables, dumplings and beef baby food", [m("sr:3041", "1 jar")]),
    ("2 slices of beef loaf lunch meat", [m("sr:7042", "2 slices")]),
    ("a cup of groundcherries", [m("sr:9138", "1 cup")]),
    ("a raw cisco fillet", [m("sr:15013", "1 fillet")]),
    ("3 oz of raw orange roughy", [m("sr:15073", "3 oz")]),
    ("3 tbsp of strained chicken noodle baby dinner", [m("sr:3068", "1 tbsp", 3)]),
    ("one french cruller with glaze", [m("sr:18253", "1 cruller, (3\" dia)")]),
    ("a raw freshwater bass fillet", [m("sr:15003", "1 fillet")]),
    ("2 thin slices of chopped ham", [m("sr:7027", "1 slice, (4-1/4\" x 4-1/4\" x 1/16\")", 2)]),
    ("a fast food cheeseburger with a large patty and ham", [m("sr:21099", "1 sandwich")]),
    ("a cup of chopped roasted chicken leg meat", [m("sr:5082", "1 cup, chopped or diced")]),
    ("3 oz of roasted australian lamb leg shank half, lean", [m("sr:17297", "3 oz")]),
    ("a cup of canned italian style zucchini", [m("sr:11481", "1 cup")]),
]

# Set 323: a commuter's breakfasts and desk snacks, written after b5a3f37 and scored once with it.
THREEHUNDREDTWENTYTHIRD = [
    ("a cinnamon raisin bagel w/ 2 tbsp cream cheese + a cup of skim milk", [m("sr:18005", "1 bagel, (3\" dia)"), m("sr:1017", "1 tbsp", 2), m("sr:1085", "1 cup")]),
    ("desk snack: a nutri-grain bar and an ounce of part skim mozzarella", [m("sr:18501", "1 bar, (NLEA serving)"), m("sr:1028", "1 oz")]),
    ("half a cup of quaker oats & honey granola with a cup of sliced apples", [m("sr:8054", ".5 cup, (1 NLEA serving)"), m("sr:9003", "1 cup, slices")]),
    ("v8 splash strawberry banana smoothie, 8 oz", [m("sr:14087", "1 serving, 8 oz")]),
    ("an ounce of fig bar cookies", [m("sr:18170", "1 oz")]),
]

# Set 324: meals from a thirty-seventh seeded random sample (seed 324) of USDA's SR foods, one to three items in the
# dev set's shapes, written after d616907 and scored once with it.
THREEHUNDREDTWENTYFOURTH = [
    ("2/3 cup of presweetened whole wheat and oat cereal with pecans", [m("sr:42261", ".667 cup, (1 NLEA serving)")]),
    ("3 oz of roast eye of round", [m("sr:13415", "3 oz")]),
    ("a tbsp of worcestershire sauce", [m("sr:6971", "1 tbsp")]),
    ("a cup of low sodium tomato soup made with water", [m("sr:6964", "1 serving, 1 cup")]),
    ("a plain fast food cheeseburger with condiments", [m("sr:21090", "1 item")]),
    ("2 tbsp of raw kelp", [m("sr:11445", "2 tbsp, (1/8 cup)")]),
    ("4 oz of raw top sirloin, choice, lean", [g("sr:23625", 4 * OZ)]),
    ("2 oz of salted sesame sticks", [m("sr:19418", "2 oz")]),
    ("3 clementines", [m("sr:9433", "1 fruit", 3)]),
    ("a piece of homemade gingerbread, a ninth of an 8 inch square", [m("sr:18116", "1 piece, (1/9 of 8\" square)")]),
    ("half a cup of cubed hawaiian mountain yam", [m("sr:11258", ".5 cup, cubes")]),
    ("3 oz of roasted pork sirloin roast, bone-in", [m("sr:10055", "3 oz")]),
    ("a serving of kraft mac and cheese dinner, dry", [m("sr:22005", "1 NLEA Serving, (makes about 1 cup prepared)")]),
    ("a rounded tsp of instant decaf coffee powder", [m("sr:14218", "1 tsp, rounded")]),
    ("a sheet of baked puff pastry", [m("sr:18211", "1 sheet")]),
    ("4 cheese filled sandwich crackers", [m("sr:18230", "1 cracker, sandwich", 4)]),
    ("an 8 oz container of breyers smooth and creamy lowfat strawberry yogurt", [m("sr:1197", "1 container, (8 oz)")]),
    ("a cup of stewed chicken breast with skin, chopped", [m("sr:5061", "1 cup, chopped or diced")]),
    ("1 cup canned cream of mushroom soup, prepared with water", [m("sr:6443", "1 serving, 1 cup")]),
    ("six tootsie roll pieces", [m("sr:19064", "1 serving, 6 pieces")]),
    ("a cup of kellogg's fruit harvest apple cinnamon", [m("sr:8456", "1 cup")]),
    ("3 oz of roasted leg of lamb shank half, 1/4 inch fat", [m("sr:17016", "3 oz")]),
    ("a 16 oz bottle of chocolate soda", [m("sr:14552", "1 can, or bottle (16 fl oz)")]),
    ("1 cup apricot halves canned in heavy syrup, skin on", [m("sr:9027", "1 cup, halves")]),
    ("half a cup of frozen peas, boiled with salt", [m("sr:11814", ".5 cup")]),
    ("a cup of white degermed cornmeal, unenriched", [m("sr:20522", "1 cup")]),
]

# Set 325: a gym-goer's cutting week, written after d616907 and scored once with it.
THREEHUNDREDTWENTYFIFTH = [
    ("4 oz raw top sirloin (lean) + 1/2 cup frozen peas, cooked", [m("sr:23625", "1 oz", 4 * OZ / 28.35), m("sr:11813", ".5 cup")]),
    ("post workout: 8 oz lowfat strawberry yogurt and 3 clementines", [m("sr:1197", "1 container, (8 oz)"), m("sr:9433", "1 fruit", 3)]),
    ("a cup of tomato soup (low sodium, made w water) and 4 sandwich crackers w cheese", [m("sr:6964", "1 serving, 1 cup"), m("sr:18230", "1 cracker, sandwich", 4)]),
]

# Set 326: meals from a thirty-eighth seeded random sample (seed 326) of USDA's SR foods, one to three items in the
# dev set's shapes, written after b7e7182 and scored once with it.
THREEHUNDREDTWENTYSIXTH = [
    ("half a cup of sliced raw water chestnuts", [m("sr:11588", ".5 cup, slices")]),
    ("a plain fast food hamburger", [m("sr:21107", "1 item")]),
    ("3 oz of roasted veal sirloin, lean", [m("sr:17139", "3 oz")]),
    ("3 oz of roasted bone-in rump ham and water product", [m("sr:10918", "1 serving, (3 oz)")]),
    ("a cup of canned gooseberries in light syrup", [m("sr:9109", "1 cup")]),
    ("a fast food tossed salad with chicken, no dressing", [m("sr:21054", "1.5 cup")]),
    ("10 pieces of sesame crunch candy", [m("sr:19154", "1 piece", 10)]),
    ("a tbsp of dried onion flakes", [m("sr:11284", "1 tbsp")]),
    ("a cup of frozen succotash, unprepared", [m("sr:11501", "1 cup")]),
    ("a beef bouillon cube", [m("sr:6075", "1 cube")]),
    ("2 tbsp of dry mung beans", [m("sr:16080", "1 tbsp", 2)]),
    ("3 oz of braised australian lamb foreshank, lean", [m("sr:17289", "3 oz")]),
    ("a cup of chef boyardee beef ravioli", [m("sr:22515", "1 cup")]),
    ("3 oz of roasted tip round, lean and fat", [m("sr:13421", "3 oz")]),
    ("half a cup of canned yellow wax beans with the liquid", [m("sr:11727", ".5 cup")]),
    ("a mini bagel", [m("sr:18408", "1 bagel, mini (2-1/2\" dia)")]),
    ("a cup of sliced peeled cucumber", [m("sr:11206", "1 cup, sliced")]),
    ("a cup of trix", [m("sr:8078", "1 cup, (1 NLEA serving)")]),
    ("a packet of quaker instant grits with bacon and cheddar flavor, dry", [m("sr:8448", "1 packet")]),
    ("a cup of brown and serve reduced fat turkey sausage, cooked", [m("sr:7066", "1 cup")]),
    ("a cup of diced roast fresh ham, lean", [m("sr:10011", "1 cup, diced")]),
    ("3 oz of roasted antelope", [m("sr:17145", "3 oz")]),
    ("20 oven heated cottage cut fries, salted", [m("sr:11840", "10 strips", 2)]),
    ("2 slices of loma linda dinner cuts", [m("sr:16503", "2 slices")]),
    ("2 tbsp of strained squash baby food", [m("sr:3104", "1 tbsp", 2)]),
]

# Set 327: a football Sunday on the couch, written after b7e7182 and scored once with it.
THREEHUNDREDTWENTYSEVENTH = [
    ("game day - 3 bud lights, an order of nachos w cheese, 1/4 cup salsa", [m("sr:14007", "12 fl oz", 3), m("sr:21078", "1 portion, (6-8 nachos)"), m("sr:6164", "1 cup", 0.25)]),
    ("2 slices of 14\" pepperoni pizza from a pizza place and a cup of chopped celery w 2 tbsp blue cheese dressing", [m("sr:21302", "1 slice", 2), m("sr:11143", "1 cup, chopped"), m("sr:4539", "1 tbsp", 2)]),
    ("later: 1/4 of a frozen cheese pizza, the 24 oz one", [m("sr:21224", "1 package, 24 oz pizza", 0.25)]),
]

# Set 328: meals from a thirty-ninth seeded random sample (seed 328) of USDA's SR foods, one to three items in the
# dev set's shapes, written after d64fc27 and scored once with it.
THREEHUNDREDTWENTYEIGHTH = [
    ("a raw duck liver", [m("sr:5143", "1 liver")]),
    ("a mild popeyes thigh with the skin and bone removed", [m("sr:21445", "1 thigh, bone and skin removed")]),
    ("a cup of cream of wheat made with water, no salt", [m("sr:8103", "1 cup")]),
    ("3 oz of roasted australian boneless leg of lamb, sirloin half, lean", [m("sr:17301", "3 oz")]),
    ("bean burrito from taco bell", [m("sr:21264", "1 item")]),
    ("a packet of mix'n eat cream of wheat made with water", [m("sr:8109", "1 packet, prepared")]),
    ("half a cup of frozen peas and carrots, unprepared", [m("sr:11322", ".5 cup")]),
    ("a slice of 14 inch meat and vegetable pizza from a pizza chain", [m("sr:21304", "1 slice")]),
    ("a cup of chopped simmered chicken gizzards", [m("sr:5024", "1 cup, chopped or dice")]),
    ("a cup of uncooked unenriched short grain white rice", [m("sr:20052", "1 cup")]),
    ("a cup of stewed dried peaches with sugar", [m("sr:9248", "1 cup")]),
    ("two ounces of beer salami", [m("sr:7002", "2 oz")]),
    ("a cup of canned mangosteen in syrup", [m("sr:9177", "1 cup")]),
    ("an ounce of taco flavored tortilla chips", [m("sr:19063", "1 oz")]),
    ("3 oz of roasted choice beef tenderloin, lean and fat", [m("sr:13922", "3 oz")]),
    ("3 tbsp of dry rice cereal for the baby", [m("sr:3194", "1 tbsp", 3)]),
    ("3/4 cup of malt-o-meal colossal crunch", [m("sr:8346", ".75 cup")]),
    ("3 oz of braised lamb sweetbreads (pancreas)", [m("sr:17211", "3 oz")]),
    ("a cup of raw great northern beans", [m("sr:16024", "1 cup")]),
    ("a campbell's soup at hand vegetable beef", [m("sr:6595", "1 container")]),
    ("4 oz of raw lamb tongue", [m("sr:17220", "4 oz")]),
    ("a serving of nasoya super firm cubed tofu", [m("sr:16211", "1 serving")]),
    ("half a cup of healthy request cream of chicken, condensed", [m("sr:6195", "1 serving, 1/2 cup")]),
    ("a cup of canned fruit punch with added nutrition", [m("sr:14267", "1 cup, (8 fl oz)")]),
    ("lean cuisine spaghetti & meatballs, one frozen meal", [m("sr:22572", "1 serving")]),
    ("an ice pop", [m("sr:19283", "1 serving, 1.75 fl oz pop")]),
]

# Set 329: a home cook's weeknight recipes typed as lists, written after 8f8a47d and scored once with it.
THREEHUNDREDTWENTYNINTH = [
    ("sheet pan dinner: a boneless center rib pork chop, broiled, a large baked sweet potato, 1 cup sliced raw zucchini, 2 tsp olive oil",
     [m("sr:10196", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 113 g)"), m("sr:11508", "1 large"), m("sr:11477", "1 cup, sliced"), m("sr:4053", "1 tablespoon", 2 / 3)]),
    ("taco night - 3 oz browned 85/15 ground beef crumbles, 2 six inch flour tortillas, 1/4 cup shredded monterey jack, 2 tbsp sour cream, 3 tbsp salsa",
     [g("sr:23570", 3 * OZ), m("sr:18364", "1 tortilla, medium (approx 6\" dia)", 2), m("sr:1025", "1 cup, shredded", 0.25), m("sr:1056", "1 tbsp", 2), m("sr:6164", "1 tbsp", 3)]),
    ("pasta night: 1.5 cups cooked spaghetti, 1/2 cup jarred marinara, 3 tbsp grated parmesan",
     [m("sr:20121", "1 cup", 1.5), m("sr:6931", "1 serving, 1/2 cup"), m("sr:1032", "1 tbsp", 3)]),
    ("greek salad - 2 cups shredded romaine, 1/2 cup cucumber slices, 1/2 cup cherry tomatoes, 1 oz feta, 1 tbsp olive oil, 1 tbsp balsamic",
     [m("sr:11251", "1 cup, shredded", 2), m("sr:11205", ".5 cup, slices"), m("sr:11529", "1 cup, cherry tomatoes", 0.5), m("sr:1019", "1 oz"), m("sr:4053", "1 tablespoon"), m("sr:2069", "1 tbsp")]),
    ("salmon bowl: 4 oz baked farmed atlantic salmon, 3/4 cup cooked quinoa, 1/2 cup avocado cubes, 2 tsp soy sauce",
     [g("sr:15237", 4 * OZ), m("sr:20137", "1 cup", 0.75), m("sr:9037", "1 cup, cubes", 0.5), m("sr:16123", "1 tbsp", 2 / 3)]),
    ("chickpea curry - 1 cup canned chickpeas, 1/2 cup chopped onion, 1/2 cup canned tomatoes, 1/4 cup canned coconut milk, 1 cup brown rice",
     [m("sr:16058", "1 cup"), m("sr:11282", "1 cup, chopped", 0.5), m("sr:11531", "1 cup", 0.5), m("sr:12118", "1 cup", 0.25), m("sr:20037", "1 cup")]),
    ("lunch box: a large white pita, 4 tbsp hummus, 1 cup chopped raw carrots, 1 cup raw broccoli",
     [m("sr:18041", "1 pita, large (6-1/2\" dia)"), m("sr:16158", "1 tbsp", 4), m("sr:11124", "1 cup, chopped"), m("sr:11090", "1 cup, chopped")]),
    ("breakfast bowl: 1/2 cup homemade granola, 1/2 cup blueberries, 1 cup 2% milk, 1 tsp honey",
     [m("sr:8037", "1 cup", 0.5), m("sr:9050", "1 cup", 0.5), m("sr:1079", "1 cup"), m("sr:19296", "1 tbsp", 1 / 3)]),
    ("lentil soup night: 1 1/2 cups boiled lentils, 1/2 cup sauteed sliced mushrooms, 1 slice whole wheat bread with 1 tsp butter",
     [m("sr:16070", "1 cup", 1.5), m("sr:11263", "1 cup, sliced", 0.5), m("sr:18075", "1 slice"), m("sr:1001", "1 tbsp", 1 / 3)]),
    ("chicken tacos: 1 cup diced roasted chicken breast, 3 corn tortillas, 1/4 cup salsa",
     [m("sr:5064", "1 cup, chopped or diced"), m("sr:18363", "1 tortilla", 3), m("sr:6164", "1 cup", 0.25)]),
]
# Set 330: meals from a fortieth seeded random sample (seed 330) of USDA's SR foods, one item each in the dev set's
# shapes, written after c98293e's parser change (the avocado cup) and scored once with it.
THREEHUNDREDTHIRTIETH = [
    ("a tbsp of institutional shortening", [m("sr:4616", "1 tbsp")]),
    ("2 cups of chopped boston lettuce", [m("sr:11250", "1 cup, shredded or chopped", 2)]),
    ("4 frozen asparagus spears, unprepared", [m("sr:11018", "4 spears")]),
    ("half a cup of mini marshmallows", [m("sr:19116", "1 cup, of miniature", 0.5)]),
    ("a jar of strained mixed cereal with applesauce and bananas baby food", [m("sr:3187", "1 jar")]),
    ("2 oz of extra lean canned ham, unheated", [g("sr:10137", 2 * OZ)]),
    ("a broiled venison top round steak", [m("sr:17348", "1 steak, ( yield from 134.9 g raw meat )")]),
    ("a tbsp of 60% fat margarine spread", [m("sr:4614", "1 tbsp")]),
    ("a freezer queen gravy and sliced beef meal", [m("sr:22710", "1 package, yields")]),
    ("1/2 cup of cantaloupe cubes", [m("sr:9181", "1 cup, cubes", 0.5)]),
    ("2 mild turkey breakfast sausage links", [m("sr:7919", "2 oz, 2 links")]),
    ("a flour-fried chicken leg, meat and skin, bone removed", [m("sr:5077", "1 leg, bone removed")]),
    ("2 tbsp of caesar dressing", [m("sr:43015", "1 tbsp", 2)]),
    ("3 oz of imitation shrimp made from surimi", [m("sr:15153", "3 oz")]),
    ("a cup of boiled eggplant cubes with salt", [m("sr:11783", "1 cup, (1\" cubes)")]),
    ("a cup of instant mashed potatoes made from granules with milk and margarine", [m("sr:11383", "1 cup")]),
    ("half a cup of guava sauce", [m("sr:9143", "1 cup", 0.5)]),
    ("an ounce of cheese-flavored chips made from dried potatoes", [m("sr:19412", "1 oz")]),
    ("3 oz of canned sockeye salmon with the bones, no salt added", [m("sr:15182", "3 oz")]),
    ("2 junior meat sticks baby food", [m("sr:3021", "1 stick", 2)]),
    ("a serving of campbell's supper kit savory pork chops with herb stuffing", [m("sr:22948", "1 serving")]),
    ("3 large egg yolks, raw", [m("sr:1125", "1 large", 3)]),
    ("a cup of raw beet greens", [m("sr:11086", "1 cup")]),
    ("4 tbsp of junior applesauce baby food", [m("sr:3117", "1 tbsp", 4)]),
    ("a cup of shredded raw chinese cabbage (pe tsai)", [m("sr:11119", "1 cup, shredded")]),
    ("1/4 cup of triticale", [m("sr:20069", "1 cup", 0.25)]),
    ("a large chocolate covered fondant patty", [m("sr:19083", "1 patty, large")]),
    ("1 1/4 cups of kix", [m("sr:8048", "1.25 cup, (1 NLEA serving)")]),
]
# Set 331: a college student's week of ordinary food, written after a475a32 and scored once with it.
THREEHUNDREDTHIRTYFIRST = [
    ("breakfast: a small plain bagel, 2 tbsp cream cheese, a cup of orange juice",
     [m("sr:18406", "1 small bagel, (3\" dia)"), m("sr:1017", "1 tbsp", 2), m("sr:9206", "1 cup")]),
    ("turkey on rye: 2 slices rye bread, 2 oz rotisserie deli turkey, 1 tsp yellow mustard, 1/2 cup sliced dill pickles",
     [m("sr:18060", "1 slice", 2), g("sr:7944", 2 * OZ), m("sr:2046", "1 tsp, or 1 packet"), m("sr:11937", "1 cup, (about 23 slices)", 0.5)]),
    ("pizza night - 3 slices of 14 inch pepperoni pizza from a chain and 2 light beers",
     [m("sr:21302", "1 slice", 3), m("sr:14006", "1 can, or bottle (12 fl oz)", 2)]),
    ("dessert: 1/2 cup vanilla ice cream with 2 tbsp hot fudge",
     [m("sr:19095", "1 serving, 1/2 cup"), m("sr:19348", "2 tbsp")]),
    ("at the ballpark: a medium soft pretzel with 2 tsp mustard and a 12 oz light beer",
     [m("sr:25024", "1 medium"), m("sr:2046", "1 tsp, or 1 packet", 2), m("sr:14006", "1 can, or bottle (12 fl oz)")]),
    ("movie night - 4 cups air popped popcorn, 1 tbsp melted butter",
     [m("sr:19034", "1 cup", 4), m("sr:1001", "1 tbsp")]),
    ("snack plate: 1 oz yellow corn tortilla chips, 1/4 cup salsa, 1 oz monterey jack",
     [m("sr:25028", "1 oz"), m("sr:6164", "1 cup", 0.25), g("sr:1025", OZ)]),
    ("2 glasses of red wine, 5 oz each, with a cup of red grapes",
     [m("sr:14096", "1 serving, 5 fl oz", 2), m("sr:9132", "1 cup")]),
    ("1/4 cup sliced almonds on a cup of lowfat vanilla yogurt",
     [m("sr:12061", "1 cup, sliced", 0.25), m("sr:1119", "1 cup, (8 fl oz)")]),
]
# Set 332: meals from a forty-first seeded random sample (seed 332) of USDA's SR foods, one item each in the dev set's
# shapes, written after a475a32 and scored once with it.
THREEHUNDREDTHIRTYSECOND = [
    ("a baked scup fillet", [m("sr:15213", "1 fillet")]),
    ("a raw choice knuckle tip steak, 0 inch trim", [m("sr:23030", "1 steak")]),
    ("a pan broiled 90/10 burger patty from a quarter pound", [m("sr:23564", "1 patty, ( yield from 1/4 lb raw meat )")]),
    ("a cup of oatmeal crisp raisin cereal", [m("sr:8245", "1 cup, (1 NLEA serving)")]),
    ("2 tbsp of sandwich spread with chopped pickle", [m("sr:4030", "1 tablespoon", 2)]),
    ("half a cup of instant lemon pudding made with whole milk", [m("sr:19331", ".5 cup")]),
    ("a cup of canned cream of potato soup made with water", [m("sr:6453", "1 cup, (8 fl oz)")]),
    ("4 tbsp of instant brown rice baby cereal, dry", [m("sr:42285", "1 tbsp", 4)]),
    ("3 plain hard granola bars", [m("sr:19015", "1 bar", 3)]),
    ("6 oz of raw chuck arm pot roast, 1/8 inch fat", [g("sr:13809", 6 * OZ)]),
    ("4 oz of lean raw pork, mixed retail cuts", [g("sr:10002", 4 * OZ)]),
    ("2 raw butterfish fillets", [m("sr:15007", "1 fillet", 2)]),
    ("2 tbsp of low sodium barbecue sauce", [m("sr:6975", "1 serving, 2 tbsp")]),
    ("a raw spiny lobster", [m("sr:15154", "1 lobster")]),
    ("8 oz of raw lean pork leg, shank half", [g("sr:10018", 8 * OZ)]),
    ("a tbsp of diet mayo dressing, cholesterol free", [m("sr:43599", "1 tbsp")]),
    ("a cup of chopped horseradish tree leafy tips, boiled", [m("sr:11223", "1 cup, chopped")]),
    ("3 oz of roasted choice beef rib, large end, 1/8 inch fat", [m("sr:13843", "3 oz")]),
    ("5 pieces of chocolate covered caramel with nuts", [m("sr:43031", "1 piece", 5)]),
    ("a 12 oz can of extra caffeine cola", [m("sr:14148", "1 can, 12 fl oz")]),
    ("a serving of canned macaroni and cheese", [m("sr:22247", "1 serving")]),
    ("a cup of kashi cinna-raisin crunch", [m("sr:8461", "1 cup")]),
    ("a jar of gerber toddler diced peaches", [m("sr:3161", "1 jar, Gerber")]),
    ("a microwaved potato skin with salt", [m("sr:11836", "1 skin")]),
    ("a serving of low calorie instant chocolate pudding mix, dry", [m("sr:44061", "1 serving")]),
    ("a serving of archway chocolate chip ice box cookies", [m("sr:18522", "1 serving")]),
    ("3 oz of pan broiled bone-in ham slice, water added", [m("sr:10915", "1 serving, (3 oz)")]),
    ("a 4 inch link of pork and beef chorizo", [m("sr:7019", "1 link, (4\" long)")]),
    ("a cup of frozen unsweetened boysenberries", [m("sr:9057", "1 cup, unthawed")]),
    ("a fast food single cheeseburger with a large patty, plain", [m("sr:21096", "1 item")]),
    ("a cup of quaker oatmeal squares", [m("sr:8214", "1 cup, (1 NLEA serving)")]),
    ("a jar of toddler beef and rice dinner baby food", [m("sr:3049", "1 jar")]),
]
# Set 333: a vegetarian's week of ordinary meals, written after 8e4c36f and scored once with it.
THREEHUNDREDTHIRTYTHIRD = [
    ("tempeh bowl: 1/2 cup tempeh, 1 cup brown rice, 1 cup chopped raw kale, 1 tbsp soy sauce",
     [m("sr:16114", "1 cup", 0.5), m("sr:20037", "1 cup"), m("sr:11233", "1 cup, chopped"), m("sr:16123", "1 tbsp")]),
    ("snack - a cup of shelled edamame, prepared from frozen", [m("sr:11212", "1 cup")]),
    ("black bean tacos: 3 corn tortillas, 3/4 cup boiled black beans, 1/4 cup salsa, 1 oz cheddar",
     [m("sr:18363", "1 tortilla", 3), m("sr:16015", "1 cup", 0.75), m("sr:6164", "1 cup", 0.25), g("sr:1009", OZ)]),
    ("2 slices whole wheat toast with 2 tbsp chunky peanut butter and a medium banana",
     [m("sr:18076", "1 slice", 2), m("sr:16097", "2 tbsp"), g("fd:bananas, ripe and slightly ripe, raw", 118, "1 medium = 118 g (SR 9040)")]),
    ("dinner: 1 cup boiled spinach, 1 cup white rice, 1/2 cup lentils",
     [m("sr:11458", "1 cup"), m("sr:20045", "1 cup"), m("sr:16070", "1 cup", 0.5)]),
    ("smoothie - 1 cup frozen unsweetened strawberries, 1 cup soy milk, 1 tbsp honey",
     [m("sr:9318", "1 cup, unthawed"), m("sr:16120", "1 cup"), m("sr:19296", "1 tbsp")]),
    ("a package of ramen noodles and 10 saltines",
     [m("sr:6583", "1 package"), m("sr:18228", "5 crackers, square (1 serving)", 2)]),
    ("lunch: 2 cups raw spinach, 1/2 cup canned chickpeas, 1/4 cup crumbled feta, 2 tbsp balsamic vinegar",
     [m("sr:11457", "1 cup", 2), m("sr:16058", "1 cup", 0.5), m("sr:1019", "1 cup, crumbled", 0.25), m("sr:2069", "1 tbsp", 2)]),
]
# Set 334: meals from a forty-second seeded random sample (seed 334) of USDA's SR foods, one item each in the dev set's
# shapes, written after 8e4c36f and scored once with it.
THREEHUNDREDTHIRTYFOURTH = [
    ("a baked mahi mahi fillet", [m("sr:15194", "1 fillet")]),
    ("3 tbsp of junior peaches baby food", [m("sr:3131", "1 tbsp", 3)]),
    ("1/4 cup of low-moisture dried apricots, sulfured", [m("sr:9030", "1 cup", 0.25)]),
    ("a serving of archway apricot filled cookies", [m("sr:18517", "1 serving")]),
    ("a tbsp of light corn syrup", [m("sr:19350", "1 tbsp")]),
    ("half a cup of boiled winged bean seeds, salted", [m("sr:11896", ".5 cup")]),
    ("2 pieces of frozen french toast, heated", [m("sr:18268", "1 piece", 2)]),
    ("24 maple brown sugar frosted mini-wheats", [m("sr:8459", "24 biscuit, (1 NLEA serving)")]),
    ("a cup of presweetened shredded wheat", [m("sr:8191", "1 cup, (1 NLEA serving)")]),
    ("an envelope of natural malted milk powder", [m("sr:14311", "1 serving, (3 heaping tsp or 1 envelope)")]),
    ("3 oz of braised pork spareribs", [m("sr:10089", "3 oz")]),
    ("half a cup of canned refried beans", [m("sr:16103", "1 cup", 0.5)]),
    ("3/4 cup of mother's toasted oat bran cereal with brown sugar", [m("sr:8352", ".75 cup, (1 NLEA serving)")]),
    ("a 1.8 oz bag of skittles sours", [m("sr:19369", "1 serving, 1.80 oz bag")]),
    ("a slice of oscar mayer spiced luncheon loaf", [m("sr:7221", "1 serving")]),
    ("2 cups of chopped raw chicory greens", [m("sr:11152", "1 cup, chopped", 2)]),
    ("5 oz of braised bottom round, select, lean only", [g("sr:23593", 5 * OZ)]),
    ("1/3 cup of post 100% bran", [m("sr:8343", ".333 cup, (1 NLEA serving)")]),
    ("2 small fast food chocolate shakes", [m("sr:14346", "1 small, 12 fl oz", 2)]),
    ("4 oz of raw pork spleen", [m("sr:10117", "4 oz")]),
    ("1/2 cup of self-rising yellow cornmeal", [m("sr:20024", "1 cup", 0.5)]),
    ("a cup of raw salsify slices", [m("sr:11437", "1 cup, slices")]),
    ("a large raw turnip", [m("sr:11564", "1 large")]),
    ("an ounce of salted oil roasted almonds", [m("sr:12565", "1 oz, (22 whole kernels)")]),
    ("a cup of diced roasted fryer-roaster turkey dark meat", [m("sr:5212", "1 cup, chopped or diced")]),
    ("6 steamed pacific oysters", [m("sr:15231", "1 medium", 6)]),
    ("12 fl oz of low calorie cranberry-apple juice drink", [m("sr:43404", "1 fl oz", 12)]),
    ("a tbsp of regular mayo", [m("sr:4025", "1 tbsp")]),
    ("a cup of frozen unsweetened apple slices", [m("sr:9014", "1 cup, slices")]),
]
# Set 335: Thanksgiving and its leftovers, written after 70b0caa and scored once with it.
THREEHUNDREDTHIRTYFIFTH = [
    ("thanksgiving plate: 6 oz roast turkey, 1/2 cup stuffing, 1/4 cup turkey gravy, 1/4 cup canned cranberry sauce",
     [g("sr:5186", 6 * OZ), m("sr:18082", ".5 cup"), m("sr:6125", "1 cup", 0.25), m("sr:9081", "1 cup", 0.25)]),
    ("a slice of store bought pumpkin pie with 2 tbsp whipped cream from a can",
     [m("sr:18326", "1 slice"), m("sr:1054", "1 tbsp", 2)]),
    ("2 dinner rolls (1 oz each) with 2 tsp butter",
     [m("sr:18342", "1 roll, (1 oz)", 2), m("sr:1001", "1 tbsp", 2 / 3)]),
    ("leftover turkey sandwich - 3 oz roast turkey, 1 tbsp mayo, 2 tbsp cranberry sauce on 2 dinner rolls, 1 oz each",
     [g("sr:5186", 3 * OZ), m("sr:4025", "1 tbsp"), m("sr:9081", "1 cup", 0.125), m("sr:18342", "1 roll, (1 oz)", 2)]),
    ("2 slices of pecan pie from the store", [m("sr:18324", "1 slice", 2)]),
    ("1/2 cup canned cream style corn, 1 cup mashed potatoes, 1/2 cup boiled carrot slices",
     [m("sr:11174", "1 cup", 0.5), m("sr:11934", "1 cup"), m("sr:11125", ".5 cup, slices")]),
    ("2 glasses of red wine (5 oz) and a cup of apple juice for the kids",
     [m("sr:14096", "1 serving, 5 fl oz", 2), m("sr:9016", "1 cup")]),
]
# Set 336: meals from a forty-third seeded random sample (seed 336) of USDA's SR foods, one item each in the dev set's
# shapes, written after af5e47f and scored once with it.
THREEHUNDREDTHIRTYSIXTH = [
    ("a raw bone-in center rib pork chop, lean only", [m("sr:10048", "1 chop, without refuse (Yield from 1 raw chop, with refuse, weighing 201g)")]),
    ("3/4 cup of kellogg's puffed wheat", [m("sr:8379", ".75 cup, (1 NLEA serving)")]),
    ("3/4 cup of honey smacks", [m("sr:8071", ".75 cup, (1 NLEA serving)")]),
    ("8 oz of raw top sirloin, lean, 1/8 inch trim", [g("sr:23611", 8 * OZ)]),
    ("a can of pina colada (6.8 fl oz)", [m("sr:14015", "1 can, (6.8 fl oz, 200 ml)")]),
    ("1/4 cup of canned green chili peppers", [m("sr:11980", "1 cup", 0.25)]),
    ("a cup of campbell's chunky turkey pot pie soup", [m("sr:27011", "1 cup")]),
    ("2 oz of pie crust mix, dry", [m("sr:18332", "1 oz", 2)]),
    ("a cup of canned unsweetened pineapple juice with added vitamin c", [m("sr:9409", "1 cup")]),
    ("3 oz of broiled choice round, full cut, lean and fat", [m("sr:13865", "3 oz")]),
    ("2 cups of spaghetti cooked with salt", [m("sr:20321", "1 cup", 2)]),
    ("8 slices of blood sausage", [m("sr:7005", "4 slices", 2)]),
    ("a mcdonald's hotcakes and sausage", [m("sr:21364", "1 item")]),
    ("6 oz of raw choice top loin, lean, 1/8 inch fat", [g("sr:23627", 6 * OZ)]),
    ("2 individual coffee cakes, cinnamon with crumb topping", [m("sr:18104", "1 individual, cake", 2)]),
    ("a frozen ear of yellow corn on the cob, unprepared", [m("sr:11180", "1 ear, yields")]),
    ("3 tbsp of dry farina, unenriched", [m("sr:8172", "1 tbsp", 3)]),
    ("3 cups of air-popped white popcorn", [m("sr:19806", "1 cup", 3)]),
    ("a raw goose egg", [m("sr:1139", "1 egg")]),
    ("a mcdonald's premium crispy chicken classic sandwich", [m("sr:21403", "1 item, 8.1 oz")]),
    ("a klondike slim-a-bear chocolate cone", [m("sr:19886", "1 serving, 1 cone")]),
    ("a cup of canned apricots in water, no skin", [m("sr:9023", "1 cup, whole, without pits")]),
    ("a raw veal loin chop, lean and fat", [m("sr:17104", "1 chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 195 g)")]),
    ("3 oz of roasted choice whole beef rib, 1/8 inch fat", [m("sr:13829", "3 oz")]),
    ("a cup of diced stewed chicken breast with skin", [m("sr:5061", "1 cup, chopped or diced")]),
    ("2 toasted english muffins", [m("sr:18259", "1 muffin", 2)]),
    ("a 5 oz glass of table wine", [m("sr:14084", "1 serving, 5 fl oz")]),
    ("3 grilled select shoulder tender medallions", [m("sr:23065", "1 medallion", 3)]),
    ("a cup of vegetarian stew", [m("sr:43136", "1 cup")]),
]
# Set 337: a long-haul trucker's road food, written after 54d00ad and scored once with it.
THREEHUNDREDTHIRTYSEVENTH = [
    ("gas station breakfast: a glazed donut (3 1/4 inch), a 16 oz coffee with 2 tbsp half and half",
     [m("sr:18436", "1 doughnut, medium (3-1/4\" dia)"), m("sr:14209", "1 fl oz", 16), m("sr:1049", "1 tbsp", 2)]),
    ("an ounce of beef jerky and an 8.3 oz red bull", [m("sr:19002", "1 oz"), m("sr:14154", "1 serving, 8.3 fl oz can")]),
    ("a smoked beef stick + 1 oz of salted dry roasted peanuts", [m("sr:19407", "1 stick"), m("sr:16090", "1 oz")]),
    ("a large cinnamon roll with raisins and a cup of chocolate milk",
     [m("sr:18356", "1 large"), m("sr:1102", "1 cup")]),
    ("snickers bar (2 oz) and a 20 oz gatorade", [m("sr:19155", "1 bar, (2 oz)"), m("sr:14460", "1 fl oz", 20)]),
    ("truck stop dinner - a roast beef sandwich with cheese and a 12 oz can of cola",
     [m("sr:21122", "1 sandwich"), m("sr:14400", "1 can, 12 fl oz")]),
    ("1/4 cup sunflower seed kernels, 2 sugar free red bulls (8.3 oz)",
     [m("sr:12036", "1 cup", 0.25), m("sr:14156", "1 serving, 8.3 fl oz can", 2)]),
]
# Set 338: meals from a forty-fourth seeded random sample (seed 338) of USDA's SR foods, one item each in the dev set's
# shapes, written after 54d00ad and scored once with it.
THREEHUNDREDTHIRTYEIGHTH = [
    ("a cup of spinach souffle", [m("sr:11658", "1 cup")]),
    ("32 reese's bites", [m("sr:19238", "16 pieces", 2)]),
    ("a cup of boiled lupini beans, salted", [m("sr:16377", "1 cup")]),
    ("a fast food chef salad with turkey, ham and cheese, no dressing", [m("sr:21057", "1.5 cup")]),
    ("a small order of burger king hash brown rounds", [m("sr:21387", "1 serving, small")]),
    ("10 fl oz of white table wine", [m("sr:14126", "1 fl oz", 10)]),
    ("a cup of canned vegetarian vegetable soup made with water", [m("sr:6468", "1 cup")]),
    ("a bottle of earth's best pear juice for the baby", [m("sr:43408", "1 bottle, Earth's Best (4.2 fl oz)")]),
    ("6 boiled cauliflower florets", [m("sr:11136", "3 flowerets", 2)]),
    ("2 fat free hot dogs", [m("sr:7905", "1 frank, 1 NLEA serving", 2)]),
    ("2/3 cup of morningstar sausage style crumbles, frozen", [m("sr:16565", ".67 cup")]),
    ("2 cups of campbell's select beef and roasted barley soup", [m("sr:6531", "1 cup", 2)]),
    ("2 fast food bean and meat burritos", [m("sr:21063", "2 pieces")]),
    ("a flour-fried chicken drumstick, meat and skin, bone removed", [m("sr:5068", "1 drumstick, bone removed")]),
    ("3 oz of broiled choice top blade, lean only", [m("sr:13965", "3 oz, ( 1 serving )")]),
    ("half a cup of canned yellow wax beans, no salt added", [m("sr:11728", ".5 cup")]),
    ("a tbsp of palm kernel filling fat", [m("sr:4662", "1 tbsp")]),
    ("a cup of canned mixed vegetables", [m("sr:11579", "1 cup")]),
    ("3 oz of roasted ham shank, lean only", [m("sr:10933", "1 serving, (3 oz)")]),
    ("a jar of strained vegetables noodles and turkey dinner baby food", [m("sr:3079", "1 jar")]),
    ("a no sugar added fruit ice bar", [m("sr:19217", "1 bar")]),
    ("half a cup of condensed tomato bisque, undiluted", [m("sr:6158", ".5 cup, (4 fl oz)")]),
    ("3 cups of chopped raw kale", [m("sr:11233", "1 cup, chopped", 3)]),
    ("3 veja-links", [m("sr:16524", "1 link", 3)]),
    ("a cup of boiled frozen succotash with salt", [m("sr:11872", "1 cup")]),
    ("3 oz of braised bottom round, lean and fat", [m("sr:13869", "3 oz")]),
    ("3/4 cup of post bran flakes", [m("sr:8322", ".75 cup, (1 NLEA serving)")]),
]
# Set 339: meals from a forty-fifth seeded random sample (seed 340) of USDA's SR foods, one item each in the dev set's
# shapes, written after b7c7570 and scored once with it.
THREEHUNDREDTHIRTYNINTH = [
    ("half a cup of light vanilla soft serve", [m("sr:19096", "1 serving, 1/2 cup")]),
    ("2 oz of pasteurized process swiss cheese without disodium phosphate", [m("sr:1148", "1 oz", 2)]),
    ("a pan-broiled 95% lean burger patty from a quarter pound of beef", [m("sr:23559", "1 patty, ( yield from 1/4 lb raw meat )")]),
    ("a cup of canned sour red cherries in water", [m("sr:9064", "1 cup")]),
    ("a cup of campbell's select harvest tomato with basil soup", [m("sr:27019", "1 cup")]),
    ("a cup of boiled chayote pieces with salt", [m("sr:11766", "1 cup, (1\" pieces)")]),
    ("4 tbsp of junior beef noodle dinner baby food", [m("sr:3287", "1 tbsp", 4)]),
    ("a family size container of silk vanilla soy yogurt", [m("sr:16250", "1 container")]),
    ("3 oz of broiled whole beef rib, lean and fat", [m("sr:13825", "3 oz")]),
    ("3 oz of stewed domesticated rabbit", [m("sr:17179", "3 oz")]),
    ("an envelope of swiss miss diet cocoa mix", [m("sr:14538", "1 envelope Swiss Miss, (.53 oz)")]),
    ("a cup of canned mushroom soup with beef stock, made with water", [m("sr:6444", "1 cup, (8 fl oz)")]),
    ("3 oz of broiled t-bone steak, lean and fat", [m("sr:23006", "3 oz")]),
    ("2 tbsp of strained vegetable and bacon dinner baby food", [m("sr:3059", "1 tbsp", 2)]),
    ("3/4 cup of boiled black beans", [m("sr:16015", "1 cup", 0.75)]),
    ("a cup of salted oil roasted cashew halves and pieces", [m("sr:12586", "1 cup, halves and pieces")]),
    ("a packet of toddler instant oatmeal cereal with fruit", [m("sr:3205", "1 packet, (.75 oz)")]),
    ("a cup of salted white rice, long grain, enriched", [m("sr:20345", "1 cup")]),
    ("2 limes", [m("sr:9159", "1 fruit, (2\" dia)", 2)]),
    ("a cup of boiled pumpkin leaves with salt", [m("sr:11848", "1 cup")]),
    ("a cup of silk very vanilla soymilk", [m("sr:16245", "1 cup")]),
    ("5 homemade falafel patties", [m("sr:16138", "1 patty, (approx 2-1/4\" dia)", 5)]),
    ("3 tbsp of junior creamed corn baby food", [m("sr:3120", "1 tbsp", 3)]),
    ("a braised boston butt blade steak, lean only", [m("sr:10085", "1 steak, without refuse (Yield from 1 cooked steak, with refuse, weighing 249g)")]),
    ("4 slices of pan-fried bacon", [m("sr:10862", "1 slice, cooked", 4)]),
    ("1/2 cup of shredded gruyere", [m("sr:1023", "1 cup, shredded", 0.5)]),
    ("4 oz of unheated bone-in ham shank, lean", [g("sr:10934", 4 * OZ)]),
]
# Set 340: a marathon runner's training week, written after c44e553 and scored once with it.
THREEHUNDREDFORTIETH = [
    ("pre-run oatmeal: a cup of oatmeal with a cup of sliced banana and a tbsp of honey",
     [m("sr:8121", "1 cup"), m("sr:9040", "1 cup, sliced"), m("sr:19296", "1 tbsp")]),
    ("long run: a 20 oz gatorade and 10 pretzel twists", [m("sr:14460", "1 fl oz", 20), m("sr:19047", "10 twists")]),
    ("recovery - 16 oz chocolate milk, a small plain bagel with 2 tbsp of almond butter",
     [m("sr:1102", "1 fl oz", 16), m("sr:18406", "1 small bagel, (3\" dia)"), m("sr:12195", "1 tbsp", 2)]),
    ("2 cups spaghetti with 1 cup marinara sauce", [m("sr:20121", "1 cup", 2), m("sr:6931", "1 cup")]),
    ("6 oz farmed atlantic salmon, 1 cup brown rice, a large baked sweet potato",
     [g("sr:15237", 6 * OZ), m("sr:20037", "1 cup"), m("sr:11508", "1 large")]),
    ("a cup of scrambled eggs and 2 slices whole wheat toast", [m("sr:1132", "1 cup"), m("sr:18076", "1 slice", 2)]),
    ("carb load: a large baked potato with a tbsp of unsalted butter and 2 dinner rolls",
     [m("sr:11674", "1 potato, large"), m("sr:1145", "1 tbsp"), m("sr:18342", "1 roll, (1 oz)", 2)]),
    ("a cup of blueberries and 12 oz of orange juice", [m("sr:9050", "1 cup"), m("sr:9206", "1 fl oz", 12)]),
]
# Set 341: meals from a forty-sixth seeded random sample (seed 342) of USDA's SR foods, one item each in the dev set's
# shapes, written after c44e553 and scored once with it.
THREEHUNDREDFORTYFIRST = [
    ("a cup of boiled eggplant cubes, salted", [m("sr:11783", "1 cup, (1\" cubes)")]),
    ("a cup of white lemonade from frozen concentrate", [m("sr:14293", "1 serving, 1 cup 8 fl oz")]),
    ("a tbsp of grenadine", [m("sr:42040", "1 tbsp")]),
    ("4 dried shiitake mushrooms", [m("sr:11268", "4 mushrooms")]),
    ("half a cup of kanpyo", [m("sr:11237", ".5 cup")]),
    ("1.5 cups shredded iceberg", [m("sr:11252", "1 cup, shredded", 1.5)]),
    ("3 slices of pizza hut 12 inch hand tossed cheese pizza", [m("sr:21271", "1 slice", 3)]),
    ("a cup of cooked quick cream of wheat, no salt", [m("sr:8105", "1 cup")]),
    ("a cup of fried chicken white meat, no skin", [m("sr:5040", "1 cup")]),
    ("a serving of supper bakes creamy stroganoff with pasta", [m("sr:22944", "1 serving")]),
    ("3 oz of braised veal rib, lean and fat", [m("sr:17111", "3 oz")]),
    ("3 tbsp of junior vegetable and chicken dinner baby food", [m("sr:3274", "1 tbsp", 3)]),
    ("2 oz of unheated water added ham shank, lean", [m("sr:10885", "1 oz, shank", 2)]),
    ("2 tbsp of toasted wheat germ", [g("sr:8084", 113 / 8)]),
    ("a healthy choice country roasted turkey with cranberry apple sauce meal", [m("sr:22922", "1 meal")]),
    ("a raw turkey wing with skin, bone removed", [m("sr:5195", "1 wing, bone removed")]),
    ("a jar of strained pork baby food", [m("sr:3007", "1 jar")]),
    ("3 oz of braised veal lungs", [m("sr:17208", "3 oz")]),
    ("a cup of raisin bran crunch", [m("sr:8380", "1 cup, (1 NLEA serving)")]),
    ("a mcdonald's caesar salad without chicken", [m("sr:21372", "1 item")]),
    ("a cup of campbell's chunky beef with white and wild rice soup", [m("sr:6389", "1 cup")]),
    ("half a cup of quaker 100% natural cereal with oats, honey and raisins", [m("sr:8218", ".5 cup, (1 NLEA serving)")]),
    ("a cup of boiled frozen zucchini with salt", [m("sr:11862", "1 cup")]),
    ("half a cup of prego mushroom and garlic pasta sauce", [m("sr:6229", "1 serving, 1/2 cup")]),
    ("8 pickled green olives", [m("sr:9195", "1 olive", 8)]),
    ("a cup of chopped raw sweet potato leaves", [m("sr:11505", "1 cup, chopped")]),
    ("a cup of chicken noodle soup from a dry mix", [m("sr:6528", "1 cup")]),
    ("4 oz of raw select eye of round, lean and fat, 1/8 inch fat", [m("sr:13881", "1 oz", 4)]),
    ("a cup of canned baked beans, no salt added", [m("sr:43449", "1 cup")]),
    ("3 oz of roasted boneless ham, regular", [m("sr:10136", "3 oz")]),
]
# Set 342: a night-shift nurse's meals, written after 8f6c73a (the 'with … meal' change) and scored once with it.
THREEHUNDREDFORTYSECOND = [
    ("2am break - a cup of tomato soup made with water and 6 peanut butter sandwich crackers",
     [m("sr:6559", "1 serving, 1 cup"), m("sr:18231", "1 cracker, sandwich", 6)]),
    ("half a cup of chopped hard boiled egg, a cup of apple slices",
     [m("sr:1129", "1 cup, chopped", 0.5), m("sr:9003", "1 cup, slices")]),
    ("vending machine run: 1 oz bag of plain potato chips + a 12 oz can of regular cola",
     [m("sr:19411", "1 oz"), m("sr:14400", "1 can, 12 fl oz")]),
    ("end of shift: 1 cup of chow mein noodles with 1 cup diced roasted chicken breast",
     [m("sr:20113", "1 cup"), m("sr:5064", "1 cup, chopped or diced")]),
    ("12 oz black coffee and 1/4 cup dry roasted salted mixed nuts",
     [m("sr:14209", "1 fl oz", 12), m("sr:12635", "1 cup", 0.25)]),
    ("1 oz part skim mozzarella with a cup of chopped apple", [m("sr:1028", "1 oz"), m("sr:9003", "1 cup, quartered or chopped")]),
    ("a cup of canned chicken noodle soup (made with water) and 10 saltines",
     [m("sr:6419", "1 serving, 1 cup"), m("sr:18228", "5 crackers, square (1 serving)", 2)]),
]
# Set 343: meals from a forty-seventh seeded random sample (seed 344) of USDA's SR foods, one item each in the dev set's
# shapes, written after 8f6c73a (the 'with … meal' change) and scored once with it.
THREEHUNDREDFORTYTHIRD = [
    ("2 unenriched sourdough english muffins", [m("sr:18439", "1 muffin", 2)]),
    ("3 archway raspberry filled cookies", [m("sr:18547", "1 serving", 3)]),
    ("half a cup of chopped cooked tree fern", [m("sr:11563", ".5 cup, chopped")]),
    ("2 morningstar italian herb chicken patties, frozen", [m("sr:16558", "1 patty", 2)]),
    ("half a can of condensed chicken mushroom soup", [m("sr:6149", "1 can, (10.75 oz)", 0.5)]),
    ("a grilled chuck clod steak", [m("sr:23058", "1 steak")]),
    ("half a cup of campbell's 98% fat free cream of broccoli, condensed", [m("sr:6209", "1 serving, 1/2 cup")]),
    ("a cup of thawed frozen sweetened cherries", [m("sr:9076", "1 cup, thawed")]),
    ("a jar of strained banana baby food", [m("sr:43546", "1 jar, NFS")]),
    ("3 oz of roasted australian lamb leg sirloin, lean", [m("sr:17301", "3 oz")]),
    ("2 pieces of loma linda swiss stake with gravy", [m("sr:16505", "1 piece", 2)]),
    ("2 peanut bar candies (1.4 oz each)", [m("sr:19147", "1 bar, (1.4 oz)", 2)]),
    ("1/2 cup breyers no sugar added vanilla fudge twirl", [m("sr:19883", "1 serving, 1/2 cup")]),
    ("a can of chunky chicken rice soup (19 oz)", [m("sr:6022", "1 can, 19 oz")]),
    ("half a stewed stewing chicken, meat and skin, bone removed", [m("sr:5124", ".5 chicken, bone removed")]),
    ("1/4 cup of raw dry baby lima beans", [m("sr:16074", "1 cup", 0.25)]),
    ("4 oz raw australian lamb shoulder arm, lean", [g("sr:17324", 4 * OZ)]),
    ("a klondike slim-a-bear vanilla cone", [m("sr:19885", "1 serving, 1 cone")]),
    ("9 almond joy bites", [m("sr:19248", "18 pieces", 0.5)]),
    ("2 cups of honeydew melon balls", [m("sr:9184", "1 cup, balls", 2)]),
    ("6 oz of raw monkfish", [g("sr:15054", 6 * OZ)]),
    ("3 dinner rolls", [m("sr:18342", "1 roll, (1 oz)", 3)]),
    ("1 1/2 cups of kellogg's frosted flakes", [m("sr:8069", "1 cup", 1.5)]),
    ("1/4 cup of sweet chowchow", [m("sr:11983", "1 cup", 0.25)]),
    ("2 1/2 cups of puffed wheat", [m("sr:8146", "1.25 cup, (1 NLEA serving)", 2)]),
    ("a raw goose liver", [m("sr:5150", "1 liver")]),
    ("1/3 cup of raw millet", [m("sr:20031", "1 cup", 1 / 3)]),
    ("a cup of diced boiled celery, salted", [m("sr:11764", "1 cup, diced")]),
    ("half a cup of canned kidney beans", [m("sr:16029", "1 cup", 0.5)]),
]
# Set 344: a keto dieter's week, written after 129078a (the 'no tapioca' change) and scored once with it.
THREEHUNDREDFORTYFOURTH = [
    ("keto breakfast: 3 fried eggs, 4 slices of pan fried bacon, half a california avocado",
     [m("sr:1128", "1 large", 3), m("sr:10862", "1 slice, cooked", 4), m("sr:9038", "1 fruit, without skin and seed", 0.5)]),
    ("bulletproof-ish coffee: 12 oz black coffee + 2 tbsp heavy whipping cream",
     [m("sr:14209", "1 fl oz", 12), m("sr:1053", "1 cup, fluid (yields 2 cups whipped)", 1 / 8)]),
    ("1 oz pork rinds and 1 oz cheddar", [m("sr:19041", "1 oz"), g("sr:1009", 28.35)]),
    ("a broiled choice ribeye steak, lean and fat, with a tbsp of butter on top",
     [m("sr:13096", "1 steak, (yield from 297 g raw meat)"), m("sr:1145", "1 tbsp")]),
    ("2 cups of raw cauliflower rice sauteed in 1 tbsp olive oil",
     [m("sr:11135", "1 cup", 2), m("sr:4053", "1 tablespoon")]),
    ("zoodles: 2 cups of sliced raw zucchini with 2 tbsp of mayo", [m("sr:11477", "1 cup, sliced", 2), m("sr:4025", "1 tbsp", 2)]),
    ("half a fillet of farmed salmon and 6 raw brussels sprouts", [m("sr:15237", ".5 fillet"), m("sr:11098", "1 sprout", 6)]),
    ("2 tbsp cream cheese rolled in a slice of swiss (1 oz)", [m("sr:1017", "1 tbsp", 2), g("sr:1040", 28.35)]),
]
# Set 345: meals from a forty-eighth seeded random sample (seed 346) of USDA's SR foods, one item each in the dev set's
# shapes, written after 2de148c and scored once with it.
THREEHUNDREDFORTYFIFTH = [
    ("4 oz of mixed fruit juice for the baby", [m("sr:3179", "1 fl oz", 4)]),
    ("half a broiled select flank steak, lean and fat", [m("sr:13949", "1 steak, (yield from 467 g raw meat)", 0.5)]),
    ("a cup of shredded low sodium mozzarella", [m("sr:43597", "1 cup, shredded")]),
    ("a serving of campbell's supper bakes lemon chicken with herb rice", [m("sr:22947", "1 serving, (NLEA serving)")]),
    ("half a cup of shredded boiled cabbage with salt", [m("sr:11751", ".5 cup, shredded")]),
    ("a jar of strained bananas with apples and pears baby food", [m("sr:3163", "1 jar, NFS")]),
    ("a pint of raspberries", [m("sr:9302", "1 pint, as purchased, yields")]),
    ("3 oz of roast opossum", [m("sr:17176", "3 oz")]),
    ("5 oz raw select rib small end, lean, 1/8 inch fat", [m("sr:23582", "1 oz", 5)]),
    ("a jar of strained applesauce and pineapple baby food", [m("sr:3150", "1 jar")]),
    ("a tsp of coriander seed", [m("sr:2013", "1 tsp")]),
    ("a cheese enchilada from a fast food place", [m("sr:21074", "1 enchilada")]),
    ("1 oz of roasted salted pumpkin seed kernels", [m("sr:12516", "1 oz")]),
    ("2 tbsp of russian dressing", [m("sr:4015", "1 tbsp", 2)]),
    ("half a cup of sliced canned pickled beets", [m("sr:11609", "1 cup, slices", 0.5)]),
    ("20 g of powdered egg substitute", [g("sr:1144", 20)]),
    ("8 medium baby carrots", [m("sr:11960", "1 medium", 8)]),
    ("a 1 oz bag of cheese flavored potato chips", [m("sr:19421", "1 oz")]),
    ("a raw select shoulder clod steak, top and center", [m("sr:23039", "1 steak")]),
    ("2 cups of raw spaghetti squash cubes", [m("sr:11492", "1 cup, cubes", 2)]),
    ("3 slices egg bread", [m("sr:18027", "1 slice, (5\" x 3\" x 1/2\")", 3)]),
    ("a cup of boiled great northern beans, salted", [m("sr:16325", "1 cup")]),
    ("a braised enhanced boston butt blade steak, lean and fat", [m("sr:10954", "1 steak")]),
    ("4 dried unblanched brazil nuts", [m("sr:12078", "1 kernel", 4)]),
    ("half a cup of seasoned croutons", [m("sr:18243", "1 cup", 0.5)]),
    ("4 cups of cheese-flavored popcorn", [m("sr:19040", "1 cup", 4)]),
    ("a cup of chunky split pea with ham soup", [m("sr:6050", "1 cup")]),
    ("a cup of spiced canned peaches in heavy syrup", [m("sr:9243", "1 cup, whole")]),
    ("2 round frozen buttermilk waffles", [m("sr:18932", "1 waffle, round", 2)]),
    ("3 tbsp of strained banana pudding baby food", [m("sr:43004", "1 tbsp", 3)]),
    ("2 loma linda big franks", [m("sr:22126", "1 link", 2)]),
]
# Set 346: a retiree's quiet week, written after 7c7a0ac's parser changes and scored once with them.
THREEHUNDREDFORTYSIXTH = [
    ("a cup of oatmeal with 2 tbsp of raisins", [m("sr:8121", "1 cup"), m("sr:9298", "1 cup, (not packed)", 1 / 8)]),
    ("2 slices of rye bread with a tbsp of jam each", [m("sr:18060", "1 slice", 2), m("sr:19297", "1 tbsp", 2)]),
    ("lunch: a cup of tuna salad on 2 slices of rye", [m("sr:15128", "1 cup"), m("sr:18060", "1 slice", 2)]),
    ("a marie callender's chicken pot pie", [m("sr:22526", "1 pie")]),
    ("a cup of 2% cottage cheese with a canned peach half in light syrup",
     [m("sr:1015", "1 cup, (not packed)"), m("sr:9240", "1 half, with liquid")]),
    ("5 prunes and a cup of tea", [m("sr:9291", "1 prune, pitted", 5), m("sr:14355", "1 cup, (8 fl oz)")]),
    ("broiled pork chop (bone-in, 3 oz) with half a cup of unsweetened applesauce and a cup of green beans",
     [m("sr:10038", "3 oz"), m("sr:9019", "1 cup", 0.5), m("sr:11053", "1 cup")]),
    ("a cup of mashed potatoes made with whole milk and butter", [m("sr:11934", "1 cup")]),
]
# Set 347: meals from a forty-ninth seeded random sample (seed 348) of USDA's SR foods, one item each in the dev set's
# shapes, written after 255b61a's parser change and scored once with it.
THREEHUNDREDFORTYSEVENTH = [
    ("4 oz of raw veal tongue", [m("sr:17222", "4 oz")]),
    ("3/4 cup of rice krispies treats cereal", [m("sr:8288", ".75 cup, (1 NLEA serving)")]),
    ("6 oz raw bottom round, lean and fat, 1/8 inch trim", [g("sr:13868", 6 * OZ)]),
    ("a cup of canned pineapple orange juice drink", [m("sr:14341", "1 cup, (8 fl oz)")]),
    ("a tsp of dried rosemary", [m("sr:2036", "1 tsp")]),
    ("a slice of store-bought apple pie (1/8 of a 9 inch pie)", [m("sr:18301", "1 piece, (1/8 of 9\" dia)")]),
    ("2 cups of pumpkin leaves, boiled, no salt", [m("sr:11419", "1 cup", 2)]),
    ("5 tbsp dry rice baby cereal", [m("sr:3194", "1 tbsp", 5)]),
    ("a broiled select top loin steak, lean and fat", [m("sr:13914", "1 steak, (yield from raw steak weighing 248 g)")]),
    ("2 tbsp of light corn syrup", [m("sr:19350", "1 tbsp", 2)]),
    ("a cup of diced braised picnic shoulder, lean and fat", [m("sr:10075", "1 cup, diced")]),
    ("a cup of cooked short grain white rice, unenriched", [m("sr:20053", "1 cup")]),
    ("2 raw choice lamb loin steaks, lean and fat", [m("sr:17236", "1 steak, excluding refuse (yield from 1 raw steak, with refuse, weighing 102 g)", 2)]),
    ("a cup of campbell's chunky firehouse hot and spicy beef and bean chili", [m("sr:6398", "1 cup")]),
    ("2 toasted wheat english muffins", [m("sr:18265", "1 muffin", 2)]),
    ("half a cup of boiled yam cubes", [m("sr:11602", ".5 cup, cubes")]),
    ("3 oz of roasted whole ham, lean only", [m("sr:10153", "3 oz")]),
    ("4 tbsp of toddler potatoes", [m("sr:3112", "1 tbsp", 4)]),
    ("2 oz of dry somen noodles", [m("sr:20116", "2 oz")]),
    ("a cup of sliced boiled zucchini", [m("sr:11478", "1 cup, sliced")]),
    ("a cup of cooked farina, no salt", [m("sr:8113", "1 cup")]),
    ("2 jiggers of 90 proof gin", [m("sr:14551", "1 jigger, 1.5 fl oz", 2)]),
    ("a cup of onion soup from a dry mix", [m("sr:6494", "1 serving, 1 cup")]),
    ("a caramel sundae from a fast food place", [m("sr:21032", "1 sundae")]),
    ("8 oz raw select chuck blade roast, lean and fat", [g("sr:13819", 8 * OZ)]),
    ("3 oz of raw scallops", [m("sr:15172", "3 oz")]),
    ("2 servings of louis rich turkey bologna", [m("sr:7255", "1 serving", 2)]),
]
# Set 348: a teenager's after-school snacking, written after 7514d4d's parser changes and scored once with them.
THREEHUNDREDFORTYEIGHTH = [
    ("after school - a package of chicken ramen noodles", [m("sr:6983", "1 package")]),
    ("one frosted blueberry poptart", [m("sr:18477", "1 pastry")]),
    ("1 oz of tortilla chips + 1/4 cup salsa", [m("sr:19056", "1 oz"), m("sr:6164", "1 cup", 0.25)]),
    ("a cup of cheerios with a cup of 2% milk", [m("sr:8013", "1 cup, (1 NLEA serving)"), m("sr:1079", "1 cup")]),
    ("5 wendy's chicken nuggets and a small frosty", [m("sr:21246", "5 pieces"), m("sr:21248", "1 small, 12 oz. cup")]),
    ("3/4 cup cinnamon toast crunch straight from the box", [m("sr:8272", ".75 cup, (1 NLEA serving)")]),
    ("2 soft chocolate chip cookies and a 12 oz can of sprite",
     [m("sr:18160", "1 cookie, (average weight of 1 cookie)", 2), m("sr:14145", "1 can, 12 fl oz")]),
]
# Set 349: meals from a fiftieth seeded random sample (seed 350) of USDA's SR foods, one item each in the dev set's
# shapes, written after 4dd368f and scored once with it.
THREEHUNDREDFORTYNINTH = [
    ("3 whole wheat pancakes from a mix (4 inch)", [m("sr:18300", "1 pancake, (4\" dia)", 3)]),
    ("4 canned figs in light syrup", [m("sr:9091", "1 fig, with liquid", 4)]),
    ("8 oz raw rib large end, lean and fat, 1/8 inch trim", [g("sr:13838", 8 * OZ)]),
    ("3 tbsp of butter flavored pancake syrup", [m("sr:19113", "1 tbsp", 3)]),
    ("half a cup of campbell's chicken alphabet soup, condensed", [m("sr:6054", "1 serving, 1/2 cup")]),
    ("1 lb of raw rabbit", [m("sr:17177", "1 lb")]),
    ("a roasted turkey leg with skin, bone removed", [m("sr:5222", "1 leg, bone removed")]),
    ("10 round snack crackers", [m("sr:18229", "1 cracker, round", 10)]),
    ("1/2 cup of dry navy beans", [m("sr:16037", "1 cup", 0.5)]),
    ("a packet of plain cream of wheat mix'n eat", [m("sr:8108", "1 packet")]),
    ("a packet of kashi go lean hot cereal, honey cinnamon", [m("sr:8561", "1 packet, (1 NLEA serving)")]),
    ("2 cubic inches of reduced fat smoked turkey, pork and beef sausage", [m("sr:42241", "1 cubic inch", 2)]),
    ("2 warm cinnamon rolls from mcdonalds", [m("sr:21322", "3.7 oz", 2)]),
    ("2 slices of thick crust cheese pizza from a pizza chain (14 inch)", [m("sr:21300", "1 slice", 2)]),
    ("1.5 cups of chili con carne from a fast food restaurant", [m("sr:21042", "1 cup, (8 fl oz)", 1.5)]),
    ("5 oz raw sturgeon", [g("sr:15104", 5 * OZ)]),
    ("3/4 cup of cooked whole wheat hot cereal", [m("sr:8145", ".75 cup")]),
    ("a broiled select tenderloin steak, lean and fat", [m("sr:13924", "1 steak, (yield from 1 raw steak weighing 151g)")]),
    ("4 morningstar chik'n tenders", [m("sr:16559", "2 pieces", 2)]),
    ("a piece of coconut cream pie (1/6 of a 7 inch pie)", [m("sr:18313", "1 piece, (1/6 of 7\" pie)")]),
    ("a glass of protein fortified 1% milk (8 oz)", [m("sr:1084", "1 cup")]),
    ("a cup of campbell's chunky salisbury steak with mushrooms and onions soup", [m("sr:6438", "1 cup")]),
    ("a cup of canned fruit cocktail in juice", [m("sr:9097", "1 cup")]),
    ("2 tsp of tub margarine spread (60% fat)", [m("sr:4613", "1 tsp", 2)]),
    ("a mcdonald's big breakfast", [m("sr:21341", "1 item, 9.5 oz")]),
]
# Set 350: a new parent's week of one-handed food, written after 3e93799's parser changes and scored once with them.
THREEHUNDREDFIFTIETH = [
    ("3am feed snack: a soft peanut butter granola bar and 20 grapes", [m("sr:19021", "1 bar, (1 oz)"), m("sr:9132", "10 grapes", 2)]),
    ("1/4 cup store-bought hummus with a cup of chopped raw carrots", [m("sr:16158", "1 cup", 0.25), m("sr:11124", "1 cup, chopped")]),
    ("a serving of stouffer's meat lasagna", [m("sr:22570", "1 serving")]),
    ("2 slices whole wheat toast, 2 tbsp peanut butter", [m("sr:18076", "1 slice", 2), m("sr:16098", "2 tbsp")]),
    ("a handful of trail mix with chocolate chips (1 oz)", [m("sr:19062", "1 oz")]),
    ("a cup of chicken noodle soup made with water from the can, plus an ounce of part skim mozzarella",
     [m("sr:6419", "1 serving, 1 cup"), m("sr:1028", "1 oz")]),
    ("2 oz of low moisture whole milk mozzarella + 10 grapes", [g("sr:1027", 2 * OZ), m("sr:9132", "10 grapes")]),
]
# Set 351: meals from a fifty-first seeded random sample (seed 352) of USDA's SR foods, one item each in the dev set's
# shapes, written after 8b96a55 and scored once with it.
THREEHUNDREDFIFTYFIRST = [
    ("4 slices of loma linda dinner cuts", [m("sr:16503", "2 slices", 2)]),
    ("2 dried ancho peppers", [m("sr:11978", "1 pepper", 2)]),
    ("4 slices of fat free oven roasted chicken breast lunch meat", [m("sr:7933", "1 serving, 2 slices", 2)]),
    ("half a cup of cream style corn", [m("sr:11174", "1 cup", 0.5)]),
    ("a raw emu flat fillet", [m("sr:5625", "1 flat fillet")]),
    ("2 tbsp of usda commodity smooth peanut butter", [m("sr:16167", "2 tbsp")]),
    ("2 tbsp of canned pimentos", [m("sr:11943", "1 tbsp", 2)]),
    ("2/3 cup of presweetened whole wheat and rolled oats cereal with pecans", [m("sr:42261", ".667 cup, (1 NLEA serving)")]),
    ("a whiskey sour made from a packet of mix", [m("sr:14025", "1 packet, prepared")]),
    ("a fast food enchirito with cheese, beef and beans", [m("sr:21076", "1 enchirito")]),
    ("2 cups sliced portobellos, grilled", [m("sr:11243", "1 cup, sliced", 2)]),
    ("6 oz raw top loin, lean only, 1/8 inch fat", [g("sr:23607", 6 * OZ)]),
    ("3 oz of cooked choice lamb, lean and fat, composite of cuts, 1/4 inch fat", [m("sr:17002", "3 oz")]),
    ("2 tbsp of low sodium bottled chili sauce", [m("sr:6973", "1 tbsp", 2)]),
    ("a package of carl buddig smoked sliced beef", [m("sr:7272", "1 package")]),
    ("a cup of boiled baby lima beans with salt", [m("sr:11714", "1 cup")]),
    ("a cup of boiled dishcloth gourd pieces", [m("sr:11221", "1 cup, (1\" pieces)")]),
    ("20 canned green beans, no salt, drained", [m("sr:11729", "10 beans", 2)]),
    ("a broiled select rib steak, small end, lean and fat, 1/8 inch fat", [m("sr:13857", "1 steak, (yield from 1 raw steak weighing 321g)")]),
    ("3 oz braised choice lamb shoulder, lean and fat, 1/4 inch fat", [m("sr:17036", "3 oz")]),
    ("5 canned prunes in heavy syrup", [m("sr:9288", "5 fruits, with liquid")]),
    ("a packet of jam", [m("sr:19297", "1 packet, (0.5 oz)")]),
    ("a jar of toddler beef lasagna", [m("sr:3043", "1 jar")]),
    ("half a cup of shredded raw carrots", [m("sr:11124", "1 cup, grated", 0.5)]),
    ("a cup of boiled frozen turnip greens", [m("sr:11575", "1 cup")]),
    ("1/2 cup condensed cream of mushroom, undiluted", [m("sr:6043", ".5 cup")]),
    ("3 oz of simmered bear meat", [m("sr:17147", "3 oz")]),
    ("2 medium ears of raw white corn", [m("sr:11900", "1 ear, medium (6-3/4\" to 7-1/2\" long)", 2)]),
]
# Set 352: a food truck festival weekend, written after 95367bf's parser changes and scored once with them.
THREEHUNDREDFIFTYSECOND = [
    ("festival lunch: 2 small fast food tacos and a medium order of fries",
     [m("sr:21082", "1 small", 2), m("sr:21138", "1 medium")]),
    ("a corndog and a 16 oz lemonade", [m("sr:21120", "1 sandwich"), m("sr:14293", "1 fl oz", 16)]),
    ("2 medium soft pretzels to share, i ate half", [m("sr:25024", "1 medium")]),
    ("an order of fried onion rings from the truck (8-9 rings)", [m("sr:21130", "1 portion, (8-9 onion rings)")]),
    ("2 cooked italian pork sausage links (5 per lb) with a chili dog", [m("sr:7089", "1 link, 5/lb", 2), m("sr:21119", "1 sandwich")]),
    ("a large fast food taco + 1 large fries", [m("sr:21082", "1 large"), m("sr:21138", "1 large")]),
]
# Set 353: meals from a fifty-second seeded random sample (seed 354) of USDA's SR foods, one item each in the dev set's
# shapes, written after c8e58a1 and scored once with it.
THREEHUNDREDFIFTYTHIRD = [
    ("2 tbsp of frozen fruit punch concentrate", [m("sr:14405", "1 fl oz")]),
    ("2 glasses of red wine, 5 oz each", [m("sr:14101", "1 serving, 5 fl oz", 2)]),
    ("20 frozen shoestring fries, not cooked", [m("sr:11394", "10 strip", 2)]),
    ("a cup of campbell's chicken and stars soup, condensed", [m("sr:6047", "1 serving, 1/2 cup", 2)]),
    ("a cup of baked hubbard squash cubes", [m("sr:11490", "1 cup, cubes")]),
    ("a packet of quaker cinnamon spice instant oatmeal, dry", [m("sr:8410", "1 packet")]),
    ("3/4 cup of berry burst cheerios", [m("sr:8239", ".75 cup, (1 NLEA serving)")]),
    ("a packet of kashi go lean truly vanilla hot cereal", [m("sr:8562", "1 packet, (1 NLEA serving)")]),
    ("2 fried chicken thighs, meat only, bone and skin removed", [m("sr:5097", "1 thigh, bone and skin removed", 2)]),
    ("15 dried pili nuts", [m("sr:12145", "1 oz, (15 kernels)")]),
    ("3 oz roasted fresh ham rump half, lean only", [m("sr:10015", "3 oz")]),
    ("half a cup of canned harvard beets", [m("sr:11605", "1 cup, slices", 0.5)]),
    ("3 oz roasted veal shoulder, lean", [m("sr:17121", "3 oz")]),
    ("a 4 oz raw monkfish fillet", [g("sr:15054", 4 * OZ)]),
    ("2 tbsp of smoked goose liver pate", [m("sr:5282", "1 tbsp", 2)]),
    ("a tbsp of low sodium diet mayonnaise", [m("sr:43355", "1 tbsp")]),
    ("a nutri-grain bar", [m("sr:19441", "1 bar")]),
    ("3 tbsp of strained turkey baby food", [m("sr:3015", "1 tbsp", 3)]),
    ("a broiled choice top loin steak, lean and fat, trimmed to 0 inches", [m("sr:13446", "1 steak, (yield from 203 g raw meat)")]),
    ("a cup of boiled pigeon peas with salt", [m("sr:16402", "1 cup")]),
    ("2 pieces of worthington lowfat fri chik", [m("sr:16514", "2 pieces")]),
    ("a 2.1 oz bag of wild berry skittles bite size", [m("sr:19363", "1 serving, 2.1 oz bag")]),
    ("kids meal fries from wendys", [m("sr:21247", "1 kid's meal, Serving")]),
    ("2 loma linda lowfat big franks", [m("sr:16502", "1 link", 2)]),
    ("2 tbsp kraft light done right ranch", [m("sr:4117", "2 tbsp")]),
    ("3 oz of raw european anchovies", [m("sr:15001", "3 oz")]),
]
# Set 354: an airport travel day, written after 9858f03's parser and scored once with it.
THREEHUNDREDFIFTYFOURTH = [
    ("airport breakfast: an egg mcmuffin and a cup of orange juice", [m("sr:21357", "1 item, 4.8 oz"), m("sr:9209", "1 cup")]),
    ("a small blueberry muffin from the gate cafe", [m("sr:18274", '1 small, (2-3/4" dia x 2")')]),
    ("1 oz bag of beef jerky on the plane", [m("sr:19002", "1 oz")]),
    ("1/2 cup of chocolate chip trail mix from a kiosk", [m("sr:19062", "1 cup", 0.5)]),
    ("2 slices of pizza hut 12 inch pepperoni pizza during the layover", [m("sr:21274", "1 slice", 2)]),
    ("a 12 oz can of beer at the airport bar", [m("sr:14003", "1 can")]),
    ("a mcdonald's caesar salad with grilled chicken", [m("sr:21370", "1 item, 10.9 oz")]),
    ("20 hard pretzel twists from the snack box", [m("sr:19047", "10 twists", 2)]),
]
# Set 355: meals from a fifty-third seeded random sample (seed 356) of USDA's SR foods, one item each in the dev set's
# shapes, written after 9858f03 and scored once with it.
THREEHUNDREDFIFTYFIFTH = [
    ("a cup of diced roasted light meat from a fryer roaster turkey", [m("sr:5210", "1 cup, chopped or diced")]),
    ("a 3 oz serving of boneless water-added ham, roasted", [m("sr:10917", "1 serving, (3 oz)")]),
    ("a fast food double cheeseburger with the works", [m("sr:21093", "1 sandwich")]),
    ("a cup of canned pork and beans in tomato sauce", [m("sr:16011", "1 cup")]),
    ("half a cup of instant vanilla pudding made with whole milk", [m("sr:19203", ".5 cup")]),
    ("a tsp of anise seed", [m("sr:2002", "1 tsp, whole")]),
    ("a tbsp of vegetable oil-butter spread from a tub", [m("sr:4600", "1 tablespoon")]),
    ("1/4 tsp ground cloves", [m("sr:2011", "1 tsp", 0.25)]),
    ("3 oz of cooked 95% lean ground beef crumbles", [m("sr:23560", "1 serving, ( 3 oz )")]),
    ("4 tbsp of strained applesauce and apricots baby food", [m("sr:3142", "1 tbsp", 4)]),
    ("2 sticks of chewing gum", [m("sr:19163", "1 stick", 2)]),
    ("3 oz roasted prime beef tenderloin, lean and fat, 1/8 inch fat", [m("sr:13928", "3 oz")]),
    ("2 tbsp of strained beets baby food", [m("sr:3098", "1 tbsp", 2)]),
    ("2 large slices of raisin bread", [m("sr:18047", "1 slice, large", 2)]),
    ("3 multigrain brown rice cakes", [m("sr:19414", "1 cake", 3)]),
    ("a cup of campbell's chunky grilled chicken with vegetables and pasta soup", [m("sr:6247", "1 serving, 1 cup")]),
    ("5 raw chicken hearts", [m("sr:5025", "1 heart", 5)]),
    ("2 fun size 3 musketeers bars", [m("sr:19159", "1 serving, 2 fun size bars")]),
    ("4 oz of raw beefalo", [g("sr:17152", 4 * OZ)]),
    ("6 wheat melba toasts", [m("sr:18222", "1 toast", 6)]),
    ("a quarter cup of tropical trail mix", [m("sr:19061", "1 cup", 0.25)]),
    ("a fast food bean and cheese tostada", [m("sr:21085", "1 piece")]),
    ("3 oz roasted choice lamb shoulder, lean and fat, 1/4 inch fat", [m("sr:17038", "3 oz")]),
    ("30 dry roasted salted peanuts", [m("sr:16090", "1 peanut", 30)]),
    ("a jar of junior dutch apple dessert", [m("sr:3221", "1 jar")]),
    ("a cup of canned beef mushroom soup made with water", [m("sr:6547", "1 cup, (8 fl oz)")]),
    ("3/4 cup kellogg puffed wheat cereal, dry", [m("sr:8379", ".75 cup, (1 NLEA serving)")]),
    ("3 oz of braised chuck blade roast, lean only, trimmed to 0 inches", [m("sr:13382", "3 oz")]),
    ("3 ounces of beef tongue, simmered", [m("sr:13340", "3 oz")]),
    ("a cup of raw soursop pulp", [m("sr:9315", "1 cup, pulp")]),
    ("a cup of boiled napa cabbage with salt", [m("sr:11755", "1 cup, shredded")]),
]
# Set 356: a ski weekend, written after 60ab11b's parser changes and scored once with them.
THREEHUNDREDFIFTYSIXTH = [
    ("ski lodge breakfast: half a cup of scrambled eggs and 3 slices of pan fried bacon",
     [m("sr:1132", "1 cup", 0.5), m("sr:10862", "1 slice, cooked", 3)]),
    ("a mug of homemade hot cocoa, about a cup", [m("sr:1105", "1 cup")]),
    ("a cup of fast food chili con carne at the lodge", [m("sr:21042", "1 cup, (8 fl oz)")]),
    ("2 slices of pizza hut 14 inch cheese pizza", [m("sr:21293", "1 slice", 2)]),
    ("a cup of chunky chicken noodle soup, ready to serve", [m("sr:6018", "1 cup")]),
    ("3 frozen pancakes, heated in the microwave", [m("sr:18936", "1 serving, (3 pancakes)")]),
    ("a cup of unsweetened apple juice on the drive home", [m("sr:9016", "1 cup")]),
    ("a single hamburger with ketchup and mustard from a fast food place", [m("sr:21108", "1 item")]),
]
# Set 357: meals from a fifty-fourth seeded random sample (seed 358) of USDA's SR foods, one item each in the dev set's
# shapes, written after 60ab11b and scored once with it.
THREEHUNDREDFIFTYSEVENTH = [
    ("1/2 cup of quaker oat bran, dry", [m("sr:8231", ".5 cup, (1 NLEA serving)")]),
    ("a steamed alaska king crab leg", [m("sr:15137", "1 leg")]),
    ("a cup of bottled cranberry grape juice drink", [m("sr:14241", "1 cup, (8 fl oz)")]),
    ("a quarter of a baked refrigerated pie crust", [m("sr:18946", "1 pie crust", 0.25)]),
    ("2 slices of macaroni and cheese loaf", [m("sr:7940", "1 slice", 2)]),
    ("3 oz roasted water buffalo", [m("sr:17161", "3 oz")]),
    ("a raw prime top loin steak, 1/8 inch fat", [m("sr:13915", "1 steak, excluding refuse (yield from 1 raw steak, with refuse, weighing 242 g)")]),
    ("1 oz of canned extra lean ham", [m("sr:10137", "1 oz")]),
    ("1 cup cubed acorn squash, baked, no salt", [m("sr:11483", "1 cup, cubes")]),
    ("a 10 oz package of frozen chopped onions", [m("sr:11287", "1 package, (10 oz)")]),
    ("a large raw oyster mushroom", [m("sr:11987", "1 large")]),
    ("half a cup of campbell's healthy request cream of chicken, condensed", [m("sr:6195", "1 serving, 1/2 cup")]),
    ("1/2 cup campbell's cream of chicken with herbs soup, condensed", [m("sr:6337", "1 serving, 1/2 cup")]),
    ("a third of a 10 oz box of frozen pinto beans, cooked", [m("sr:11049", ".333 package, (10 oz) yields")]),
    ("a baked carp fillet", [m("sr:15009", "1 fillet")]),
    ("3 oz braised veal kidneys", [m("sr:17198", "3 oz")]),
    ("2 oz of cooked fresh pasta", [m("sr:20094", "2 oz")]),
    ("three medium slice-and-bake chocolate chip cookies, baked", [m("sr:18164", '1 cookie, medium (2-1/4" dia)', 3)]),
    ("one raw navel orange", [m("sr:9202", '1 fruit, (2-7/8" dia)')]),
    ("3 oz braised whole brisket, lean only, trimmed to 0 inches", [m("sr:13368", "3 oz")]),
    ("a tbsp of vanilla rennin dessert mix, dry", [m("sr:19222", "1 tbsp")]),
    ("a pan-broiled 85% lean hamburger patty made from a quarter pound raw", [m("sr:23569", "1 patty, ( yield from 1/4 lb raw meat )")]),
    ("2 packets of saccharin sweetener", [m("sr:43158", "1 serving, 1 packet", 2)]),
    ("half a cup of muesli with dried fruit and nuts", [m("sr:42184", "1 cup", 0.5)]),
    ("half of a raw chicken breast, no skin or bone", [m("sr:5062", ".5 breast, bone and skin removed")]),
    ("1/4 cup chopped bread and butter pickles", [m("sr:11940", "1 cup, chopped", 0.25)]),
    ("1 cup of raw pattypan squash, sliced", [m("sr:11475", "1 cup, slices")]),
    ("2 cups of shredded romaine", [m("sr:11251", "1 cup, shredded", 2)]),
    ("a small mcdonald's strawberry triple thick shake", [m("sr:21332", "16 fl oz cup, small")]),
    ("a sugar free orange popsicle", [m("sr:19873", "1 serving, 1.75 fl oz pop")]),
    ("a tbsp of sardine oil", [m("sr:4594", "1 tbsp")]),
    ("3 oz roasted select bottom round, lean and fat, 1/8 inch trim", [g("sr:13876", 3 * OZ)]),
]
# Set 358: a Sunday brunch out, written after 09989c6's parser changes and scored once with them.
THREEHUNDREDFIFTYEIGHTH = [
    ("brunch: 2 slices of fast food french toast with butter and 2 oz of mcdonald's hash browns",
     [m("sr:21023", "2 slices"), m("sr:21319", "2 oz")]),
    ("a 7 inch round homemade waffle", [m("sr:18367", '1 waffle, round (7" dia)')]),
    ("a fast food croissant with egg, cheese and ham", [m("sr:21013", "1 croissant")]),
    ("2 little smoked pork sausage links", [m("sr:7074", '1 link, little (2" long x 3/4" dia)', 2)]),
    ("a cup of canned fruit salad in light syrup", [m("sr:9104", "1 cup")]),
    ("two 8 oz cups of black coffee", [m("sr:14209", "1 cup, (8 fl oz)", 2)]),
    ("1 cup hash brown potatoes, home-style", [m("sr:11370", "1 cup")]),
    ("an order of five french toast sticks from burger king", [m("sr:21386", "1 serving, 5 sticks")]),
]
# Set 359: meals from a fifty-fifth seeded random sample (seed 360) of USDA's SR foods, one item each in the dev set's
# shapes, written after 09989c6 and scored once with it.
THREEHUNDREDFIFTYNINTH = [
    ("half a fillet of raw ocean pout", [m("sr:15059", ".5 fillet")]),
    ("3 oz braised veal shoulder, lean only", [m("sr:17120", "3 oz")]),
    ("3 oz of raw cuttlefish", [m("sr:15163", "3 oz")]),
    ("a cup of diced braised duck leg meat, no skin", [m("sr:5318", "1 cup, chopped or diced, cooked")]),
    ("a cup of instant mashed potatoes from granules, made with whole milk and butter", [m("sr:11381", "1 cup")]),
    ("8 oz of bottled cranberry juice cocktail", [m("sr:14242", "1 fl oz", 8)]),
    ("a tsp of hot pepper sauce", [m("sr:6168", "1 tsp")]),
    ("a raw wasabi root", [m("sr:11990", "1 root")]),
    ("3 tbsp of strained vegetable and bacon baby dinner", [m("sr:3059", "1 tbsp", 3)]),
    ("6 oz of raw top round, 1/8 inch fat", [g("sr:13891", 6 * OZ)]),
    ("2 large poached eggs", [m("sr:1131", "1 large", 2)]),
    ("1/4 cup of packed seedless raisins", [m("sr:9298", "1 cup, packed", 0.25)]),
    ("4 oz of boneless cooked pacific mackerel", [m("sr:15201", "1 oz, boneless", 4)]),
    ("a 4.4 oz container of lowfat fruit yogurt with 9 grams protein", [m("sr:1120", "1 container, (4.4 oz)")]),
    ("a serving of condensed bean with bacon soup", [m("sr:6731", "1 serving")]),
    ("a cup of boiled garland chrysanthemum with salt", [m("sr:11767", "1 cup, (1\" pieces)")]),
    ("a packet of quaker treasure hunt instant oatmeal, made with boiling water", [m("sr:8427", "1 packet, prepared")]),
    ("a cup of malt-o-meal toasty o's", [m("sr:8350", "1 cup, (1 NLEA serving)")]),
    ("1 oz of raw australian lamb fat", [m("sr:17284", "1 oz")]),
    ("a cup of calcium fortified all-purpose flour", [m("sr:20381", "1 cup")]),
    ("a cup of frozen chopped red peppers, boiled", [m("sr:11918", "1 cup, chopped or strips")]),
    ("a cup of campbell's chunky rigatoni and meatballs soup", [m("sr:27010", "1 cup")]),
    ("a tbsp of industrial canola oil", [m("sr:4643", "1 tablespoon")]),
    ("a cup of drained apricot halves canned in heavy syrup", [m("sr:9357", "1 cup, halves")]),
    ("an archway homestyle oatmeal cookie", [m("sr:18537", "1 serving")]),
    ("one steak soft taco at taco bell", [m("sr:21263", "1 item")]),
    ("a cup of silk light plain soymilk", [m("sr:16238", "1 cup")]),
    ("a roasted fryer-roaster turkey leg, meat only, bone and skin removed", [m("sr:5224", "1 leg, bone and skin removed")]),
    ("49 raw pistachios", [m("sr:12151", "1 oz, (49 kernels)")]),
    ("a single serve container of silk vanilla soy yogurt", [m("sr:16251", "1 container")]),
    ("a slice of homemade lemon meringue pie, 1/8 of a 9 inch pie", [m("sr:18321", '1 piece, (1/8 of 9" dia)')]),
]
# Set 360: a gardener's summer lunches, written after 5422fa4's parser changes and scored once with them.
THREEHUNDREDSIXTIETH = [
    ("a cup of cherry tomatoes straight off the vine", [m("sr:11529", "1 cup, cherry tomatoes")]),
    ("half a cup of sliced cucumber with the peel on", [m("sr:11205", ".5 cup, slices")]),
    ("2 cups of diced watermelon after weeding", [m("sr:9326", "1 cup, diced", 2)]),
    ("a medium ear of boiled yellow corn with salt", [m("sr:11770", '1 ear, medium (6-3/4" to 7-1/2" long)')]),
    ("1 cup raw zucchini rounds, skin on", [m("sr:11477", "1 cup, sliced")]),
    ("an 8 oz arizona iced tea with lemon", [m("sr:14475", "1 serving, 8 fl oz")]),
    ("a small raw yellow peach from the garden", [m("sr:9236", '1 small, (2-1/2" dia)')]),
    ("a cup of lowfat 1% cottage cheese, lactose reduced", [m("sr:42235", "1 cup")]),
]
# Set 361: meals from a fifty-sixth seeded random sample (seed 362) of USDA's SR foods, one item each in the dev set's
# shapes, written after 5422fa4 and scored once with it.
THREEHUNDREDSIXTYFIRST = [
    ("3/4 cup of cinnamon toast crunch", [m("sr:8272", ".75 cup, (1 NLEA serving)")]),
    ("a raw top blade steak, lean and fat, trimmed to 0 inches", [m("sr:23059", "1 steak")]),
    ("8 oz raw select t-bone steak, 1/8 inch fat", [g("sr:23007", 8 * OZ)]),
    ("a tbsp of poppyseed oil", [m("sr:4514", "1 tablespoon")]),
    ("a piece of store bought egg custard pie, 1/6 of an 8 inch pie", [m("sr:18317", '1 piece, (1/6 of 8" pie)')]),
    ("5 small raw scallops", [m("sr:15172", "1 unit, 2 large or 5 small")]),
    ("a cup of chef boyardee beef ravioli in tomato and meat sauce", [m("sr:22515", "1 cup")]),
    ("2 mixed-grain english muffins", [m("sr:18260", "1 muffin", 2)]),
    ("a cup of amaranth flakes", [m("sr:43584", "1 cup")]),
    ("a cup of campbell's spaghettios with sliced franks", [m("sr:22941", "1 cup, (1 serving)")]),
    ("half a cup of prego organic mushroom italian sauce", [m("sr:6232", "1 serving, 1/2 cup")]),
    ("a serving of louis rich oven roasted deluxe chicken breast", [m("sr:7250", "1 serving")]),
    ("a cup of strawberry mini-wheats", [m("sr:8289", "1 cup, (1 NLEA serving)")]),
    ("3 oz roasted venison", [m("sr:17165", "3 oz")]),
    ("6 peanut butter wheat sandwich crackers", [m("sr:18234", "1 cracker, sandwich", 6)]),
    ("a cup of canned black-eyed peas, plain", [m("sr:16064", "1 cup")]),
    ("2 oz of dry spinach egg noodles", [m("sr:20111", "2 oz")]),
    ("a small plain bagel, 3 inch", [m("sr:18408", '1 small bagel, (3" dia)')]),
    ("a tbsp of raw fish roe", [m("sr:15072", "1 tbsp")]),
    ("2 oz of pickled herring, boneless", [m("sr:15041", "1 oz, boneless", 2)]),
    ("half a cup of sugar free gelatin made with water", [m("sr:19176", ".5 cup")]),
    ("an 8 oz v8 splash tropical blend", [m("sr:14619", "1 serving, 8 oz")]),
    ("6 oz of brewed herbal tea", [m("sr:14381", "6 fl oz")]),
    ("2 cups of raw amaranth leaves", [m("sr:11003", "1 cup", 2)]),
    ("a tbsp of flaxseed oil", [m("sr:42231", "1 tbsp")]),
    ("2 baby cookies", [m("sr:3213", "1 cookie", 2)]),
    ("4 oz of bone-in ham rump with natural juices, unheated", [m("sr:10904", "1 oz, rump", 4)]),
]
# Set 362: a college tailgate, written after 0c62c24's parser changes and scored once with them.
THREEHUNDREDSIXTYSECOND = [
    ("tailgate: a pizza hut 12 inch pepperoni slice and a 12 oz can of beer", [m("sr:21274", "1 slice"), m("sr:14003", "1 can")]),
    ("2 little smoked pork links off the grill", [m("sr:7074", '1 link, little (2" long x 3/4" dia)', 2)]),
    ("a cup of fast food chili con carne in a paper cup", [m("sr:21042", "1 cup, (8 fl oz)")]),
    ("1 oz of dry roasted salted peanuts from the bag", [m("sr:16090", "1 oz")]),
    ("a plain hot dog bun", [m("sr:18350", "1 roll")]),
    ("two handfuls of salted pretzel twists, 10 each", [m("sr:19047", "10 twists", 2)]),
]
# Set 363: meals from a fifty-seventh seeded random sample (seed 364) of USDA's SR foods, one item each in the dev set's
# shapes, written after 0c62c24 and scored once with it.
THREEHUNDREDSIXTYTHIRD = [
    ("3/4 cup of malt-o-meal cinnamon toasters", [m("sr:8494", ".75 cup")]),
    ("a tbsp of salted whipped butter", [m("sr:1002", "1 tbsp")]),
    ("a mcdonald's premium crispy chicken club sandwich", [m("sr:21405", "1 item, 9 oz")]),
    ("a cup of shredded muenster cheese", [m("sr:1030", "1 cup, shredded")]),
    ("4 oz of raw prime whole rib, lean and fat, 1/8 inch fat", [g("sr:13833", 4 * OZ)]),
    ("2 baked refrigerated buttermilk biscuits, the higher fat kind, 2 1/2 inch", [m("sr:18015", '1 biscuit, (2-1/2" dia)', 2)]),
    ("a raw pacific mackerel fillet", [m("sr:15050", "1 fillet")]),
    ("1 oz oil roasted salted sunflower kernels", [m("sr:12538", "1 oz")]),
    ("3 oz broiled top blade, lean and fat, 0 inch trim", [m("sr:23549", "3 oz, ( 1 serving )")]),
    ("10 simmered turkey hearts", [m("sr:5176", "10 hearts")]),
    ("1/4 cup of franco-american slow roast chicken gravy", [m("sr:6330", ".25 cup")]),
    ("a cup of campbell's select italian sausage, pasta and pepperoni soup", [m("sr:6516", "1 cup")]),
    ("3 oz roasted choice eye of round with its fat, 1/8 inch", [m("sr:13880", "3 oz")]),
    ("a cup of canned unsweetened orange-grapefruit juice", [m("sr:9217", "1 cup")]),
    ("a cup of quaker toasted oatmeal honey nut cereal", [m("sr:8219", "1 cup, (1 NLEA serving)")]),
    ("1/4 cup campbell's au jus gravy", [m("sr:6996", ".25 cup")]),
    ("a package of beef ramen noodles, dry", [m("sr:6982", "1 package")]),
    ("3/4 cup malt-o-meal fruity dyno-bites", [m("sr:8501", ".75 cup")]),
    ("one leg cap pork steak, boneless, broiled", [m("sr:10956", "1 piece")]),
    ("two links of mild turkey breakfast sausage", [m("sr:7919", "2 oz, 2 links")]),
    ("a cup of reduced fat chocolate milk with added calcium", [m("sr:1202", "1 cup")]),
    ("1/2 cup zucchini, boiled and mashed", [m("sr:11478", ".5 cup, mashed")]),
    ("a cup of canned straw mushrooms, drained", [m("sr:11989", "1 cup")]),
    ("a serving of hormel cure 81 ham", [m("sr:10851", "1 serving")]),
    ("1/2 cup quaker multigrain oatmeal, dry", [m("sr:8200", ".5 cup, (1 NLEA serving)")]),
]
# Set 364: a night shift at the hospital, written after e409c09's parser changes and scored once with them.
THREEHUNDREDSIXTYFOURTH = [
    ("night shift snack: a 4 oz vanilla pudding cup", [m("sr:19201", "1 container, refrigerated 4 oz")]),
    ("a soft chocolate chip granola bar, 1.5 oz", [m("sr:19404", "1 bar, (1.5 oz)")]),
    ("two chocolate covered graham crackers from the break room", [m("sr:18174", '1 cracker, (2-1/2" square)', 2)]),
    ("a can of condensed tomato soup heated up at 2am", [m("sr:6159", "1 can, (10.7 oz)")]),
    ("a toasted strawberry pop tart", [m("sr:18939", "1 pop tart")]),
    ("1/4 cup of sunflower kernels, dried", [m("sr:12036", "1 cup", 0.25)]),
    ("a 4 oz rice pudding cup", [m("sr:19193", "1 serving, 4 oz refrigerated")]),
    ("a lowfat vanilla yogurt, the 8 oz container", [m("sr:1119", "1 container, (8 oz)")]),
]
# Set 365: meals from a fifty-eighth seeded random sample (seed 366) of USDA's SR foods, one item each in the dev set's
# shapes, written after e409c09 and scored once with it.
THREEHUNDREDSIXTYFIFTH = [
    ("1 cup of towelgourd, boiled, in 1 inch pieces", [m("sr:11221", '1 cup, (1" pieces)')]),
    ("a fast food baked potato with sour cream and chives", [m("sr:21135", "1 piece")]),
    ("a cup of vegetable beef soup from a dry mix, made with water", [m("sr:6500", "1 cup, 8 fl oz")]),
    ("3/4 cup quick cream of wheat cooked with water and salt", [m("sr:8170", ".75 cup")]),
    ("half a cup of frozen yellow corn kernels, boiled with salt", [m("sr:11774", ".5 cup")]),
    ("a cup of dried cloud ear fungus", [m("sr:11988", "1 cup")]),
    ("a whole frozen pepperoni pizza, regular crust, baked", [m("sr:22903", "1 pizza")]),
    ("10 low salt whole-wheat crackers", [m("sr:18429", "1 cracker", 10)]),
    ("half a cup of canned condensed chicken broth", [m("sr:6013", ".5 cup, (4 fl oz)")]),
    ("a mixed-grain hot dog bun", [m("sr:18351", "1 roll")]),
    ("a broiled elk round steak, lean", [m("sr:17341", "1 steak, ( yield from 233.1 g raw meat )")]),
    ("a tbsp of cottonseed oil", [m("sr:4543", "1 tablespoon")]),
    ("2 tbsp of whole flaxseed", [m("sr:12220", "1 tbsp, whole", 2)]),
    ("a cup of canned new england clam chowder made with 2% milk", [m("sr:6230", "1 serving, 1 cup")]),
    ("1 cup canned fruit salad packed in juice", [m("sr:9103", "1 cup")]),
    ("a cup of boiled succotash", [m("sr:11496", "1 cup")]),
    ("1 oz of boiled european chestnuts", [m("sr:12101", "1 oz")]),
    ("a slice of dutch apple pie, 1/8 of a 9 inch pie", [m("sr:18944", '.125 pie, 1 pie (1/8 of 9" pie)')]),
    ("1/2 cup of raw oats", [m("sr:20038", "1 cup", 0.5)]),
    ("two tablespoons of 1000 island dressing", [m("sr:4017", "1 tbsp", 2)]),
    ("a cup of sliced boiled kohlrabi", [m("sr:11242", "1 cup, sliced")]),
    ("a boiled parsnip, 9 inches long", [m("sr:11299", '1 parsnip, (9" long)')]),
    ("one pack of carl buddig smoked sliced turkey", [m("sr:7273", "1 package")]),
    ("a cooked american shad fillet", [m("sr:15215", "1 fillet")]),
    ("a raw pacific cod fillet", [m("sr:15019", "1 fillet")]),
    ("a cup of sliced low sodium sweet pickles", [m("sr:11948", "1 cup, sliced")]),
    ("a cup of new england clam chowder, canned, made with water", [m("sr:6430", "1 serving, 1 cup")]),
    ("a cup of frozen potato puffs before baking", [m("sr:11398", "1 cup")]),
    ("mcdonald's grilled chicken caesar salad", [m("sr:21370", "1 item, 10.9 oz")]),
    ("a 4.5 oz pina colada", [m("sr:14017", "1 cocktail, (4.5 fl oz)")]),
    ("20 frozen crinkle cut fries, as purchased", [m("sr:11359", "10 strip", 2)]),
    ("a raw sweet onion", [m("sr:11294", "1 onion")]),
    ("a cup of diced cherimoya", [m("sr:9062", "1 cup, diced")]),
]
# Set 366: a fishing trip, written after 0a51732's parser changes and scored once with them.
THREEHUNDREDSIXTYSIXTH = [
    ("fishing trip: 7 vienna sausages straight from the can", [m("sr:7083", '1 sausage, (7/8" dia x 2" long)', 7)]),
    ("2 smoked beef sticks", [m("sr:19407", "1 stick", 2)]),
    ("a 6 cracker pack of peanut butter cheese sandwich crackers", [m("sr:18215", "6 cracker")]),
    ("2 large pieces of chopped and formed beef jerky", [m("sr:19002", "1 piece, large", 2)]),
    ("two 12 oz cans of bud light", [m("sr:14007", "12 fl oz", 2)]),
    ("16 oz of black coffee from the thermos", [m("sr:14209", "1 fl oz", 16)]),
    ("a cup of drained atlantic sardines packed in oil", [m("sr:15088", "1 cup, drained")]),
    ("a cup of banana slices", [m("sr:9040", "1 cup, sliced")]),
]
# Set 367: meals from a fifty-ninth seeded random sample (seed 368) of USDA's SR foods, one item each in the dev set's
# shapes, written after 0a51732 and scored once with it.
THREEHUNDREDSIXTYSEVENTH = [
    ("2 pieces of fast food fried chicken, dark meat", [m("sr:21035", "2 pieces")]),
    ("1 oz of baby oatmeal with bananas made with whole milk", [m("sr:3690", "1 oz")]),
    ("1/2 cup of canned lima beans, not drained", [m("sr:11033", ".5 cup")]),
    ("3 oz of roasted boneless ham with natural juices, lean", [m("sr:10883", "1 serving, (3 oz)")]),
    ("3 oz broiled select top blade, lean only", [m("sr:13967", "3 oz, ( 1 serving )")]),
    ("a serving of louis rich turkey ham", [m("sr:7264", "1 serving")]),
    ("a cup of canned tomato sauce with tomato tidbits", [m("sr:11559", "1 cup")]),
    ("a vanilla soft serve ice milk cone from a fast food place", [m("sr:21028", "1 cone")]),
    ("a jar of strained banana pudding baby food", [m("sr:43004", "1 jar, NFS")]),
    ("a tbsp of coconut oil", [m("sr:4047", "1 tbsp")]),
    ("3 slices of reduced sodium bacon, cooked", [m("sr:43378", "1 slice, cooked", 3)]),
    ("8 pieces of cheese ravioli baby food in tomato sauce", [m("sr:3046", "1 piece", 8)]),
    ("a cup of boiled yam cubes with salt", [m("sr:11897", "1 cup, cubes")]),
    ("3 oz roasted boneless australian leg of lamb, sirloin half, lean and fat", [m("sr:17299", "3 oz")]),
    ("a cup of cooked whole-wheat elbow macaroni", [m("sr:20108", "1 cup, elbow shaped")]),
    ("a cup of low salt oyster crackers", [m("sr:18425", "1 cup, oyster crackers")]),
    ("a cup of boiled bitter melon with salt", [m("sr:11711", '1 cup, (1/2" pieces)')]),
    ("a cup of 2% milk without added vitamin a", [m("sr:1152", "1 cup")]),
    ("a stack of 20 pepperoni slices", [m("sr:7057", "1 slice, round", 20)]),
    ("3/4 cup maypo cooked with water and salt", [m("sr:8179", ".75 cup")]),
    ("a fat free vanilla pudding cup, shelf stable", [m("sr:19233", "1 serving, 3.5 oz shelf stable")]),
    ("4 oz of raw australian leg of lamb center slice, lean and fat", [g("sr:17306", 4 * OZ)]),
    ("3/4 cup of frosted chex", [m("sr:8514", ".75 cup, (1 NLEA serving)")]),
    ("a can of swanson chicken a la king", [m("sr:22951", "1 can, (1 serving)")]),
    ("one cup ready-to-serve lentil and ham soup from a can", [m("sr:6037", "1 cup, (8 fl oz)")]),
    ("a package of dry rice pudding mix", [m("sr:19194", "1 package")]),
    ("a plain single patty fast food cheeseburger", [m("sr:21089", "1 item")]),
    ("a raw pork kidney", [m("sr:10106", "1 kidney")]),
    ("2 light syrup canned pear halves with their liquid", [m("sr:9256", "1 half, with liquid", 2)]),
    ("a raw walleye pollock fillet", [m("sr:15066", "1 fillet")]),
    ("a fast food caramel sundae", [m("sr:21032", "1 sundae")]),
    ("half a cup of canned white corn with its liquid", [m("sr:11903", ".5 cup")]),
    ("a cup of steamed taro leaves with salt", [m("sr:11879", "1 cup")]),
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
