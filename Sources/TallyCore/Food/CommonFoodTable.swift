/// Everyday foods: the names and synonyms people type, mapped to the USDA entry they usually mean, with
/// per-item weights where the entry lacks them. It makes "banana", "coke", "oj" or "grilled chicken"
/// resolve the way people mean them, in search and in typed meals.
///
/// One entry per line: `name; name; … => food key [| option]…`. Options:
/// - `each=size:grams,…` — weight of one item by size (when the entry has no such measure);
/// - `measure=name:grams` — an extra household measure ("can:165");
/// - `prefer=words` — among the entry's measures, prefer the one naming these words.
/// Keys are the generated table's (`sr:NDB` for SR28, `fd:`/`fn:`/`sl:` + name for FoodData Central).
/// Weights in `each=` are SR28 household weights of the same food (facts, not estimates).
enum CommonFoodTable {
    static let text = #"""
# FRUIT
banana; bananas => fd:bananas, ripe and slightly ripe, raw | each=small:101,medium:118,large:136,extra large:152
apple; apples; apple with skin; apple slices; sliced apple; sliced apples; apple slice; chopped apple => sr:9003 | each=small:149,medium:182,large:223
peeled apple; apple without skin => sr:9004
orange; oranges; navel orange => sr:9202
mandarin; mandarins; tangerine; tangerines; mandarin orange => sr:9218
clementine; clementines => sr:9433
grapes; grape; green grapes; red grapes; seedless grapes => sr:9132
strawberries; strawberry; halved strawberries; sliced strawberries => sr:9316 | each=small:7,medium:12,large:18
blueberries; blueberry => sr:9050
raspberries; raspberry => sr:9302
blackberries; blackberry => sr:9042
cherries; cherry; sweet cherries => sr:9070
mango; mangos; mangoes => sr:9176
pineapple; pineapple chunks => sr:9266
crushed pineapple => sr:9268
watermelon; diced watermelon => sr:9326
cantaloupe; melon => sr:9181 | each=small:441,medium:552,large:814
honeydew => sr:9184
winter melon; wax gourd; waxgourd => sr:11593
moringa; moringa leaves; malunggay => sr:11222
boiled moringa; boiled moringa leaves; cooked moringa; cooked moringa leaves => sr:11223
peach; peaches => sr:9236
pear; pears => sr:9252
plum; plums => sr:9279
kiwi; kiwis; kiwifruit; kiwi fruit => sr:9148
pomegranate seeds; pomegranate arils => sr:9286 | prefer=arils
avocado; avocados => sr:9038
grapefruit => sr:9111
lemon; lemons => sr:9150
lime; limes => sr:9159
raisins; raisin => sr:9298
dates; date; medjool dates => sr:9421
dried cranberries; craisins => sr:9079
dried apricots => sr:9032
apricot; apricots => sr:9021
nectarine; nectarines => sr:9191
papaya => sr:9226
pomegranate => sr:9286
figs; fig => sr:9089
fig newton; fig newtons; fig newton cookie; fig newton cookies => sr:18170 | each=medium:16
fig bar; fig bars; fig bar cookie; fig bar cookies => sr:18170
applesauce; apple sauce => sr:9019
fruit cocktail => fn:fruit cocktail, canned, juice pack
fruit cup; fruit cups => fn:fruit cocktail, canned, juice pack | each=medium:113
mixed berries => sr:9050
coconut; shredded coconut => sr:12104
brazil nuts; brazil nut; brazilnuts => sr:12078
lychee; lychees; litchi; litchis => sr:9164
# JUICE
orange juice; oj; fresh orange juice; glass of orange juice => sr:9206
apple juice => sr:9016
grape juice => sr:9135
cranberry juice; cranberry juice cocktail => sr:14242
lemon juice => sr:9152
lime juice => sr:9160
grapefruit juice => sr:9128
tomato juice => sr:11540
vegetable juice; v8; v8 juice; vegetable juice cocktail => sr:11578
# VEGETABLES
mixed vegetables; vegetables; veggies; mixed veggies; steamed vegetables; steamed veggies; cooked vegetables => sr:11584
broccoli; broccoli florets; raw broccoli => sr:11090
steamed broccoli; boiled broccoli; cooked broccoli => sr:11091 | measure=cup, chopped:156
rapini; broccoli rabe; broccoli raab; raw rapini => sr:11096
cooked rapini; sauteed rapini; cooked broccoli rabe; sauteed broccoli rabe => sr:11097
carrots; carrot; raw carrots; shredded carrots; grated carrot => sr:11124 | each=small:50,medium:61,large:72
baby carrots; baby carrot => sr:11960
cooked carrots; steamed carrots; boiled carrots => sr:11125
spinach; raw spinach; baby spinach; fresh spinach => sr:11457
cooked spinach; sauteed spinach; steamed spinach; boiled spinach => sr:11458
lettuce; iceberg lettuce; iceberg => sr:11252
romaine; romaine lettuce; romaine leaves; romaine leaf; shredded romaine; greens; mixed greens; salad greens; spring mix => sr:11251
green leaf lettuce => sr:11253
tomato; tomatoes; sliced tomato; sliced tomatoes; diced tomato; diced tomatoes; chopped tomato => sr:11529 | each=small:91,medium:123,large:182
cherry tomatoes; cherry tomato => sr:11529 | prefer=cherry | each=medium:17
grape tomatoes; grape tomato => fd:tomatoes, grape, raw
cucumber; cucumbers; cucumber slices; sliced cucumber => sr:11205
onion; onions; chopped onion; sliced onion; diced onion; white onion; yellow onion => sr:11282 | each=small:70,medium:110,large:150
red onion => sr:11282 | each=small:70,medium:110,large:150
green onions; scallions; scallion; green onion; spring onion => sr:11291
sauteed onions; fried onions; cooked onions => sr:11283
green pepper; green bell pepper; bell pepper; bell peppers; peppers => sr:11333 | each=small:74,medium:119,large:164
red pepper; red bell pepper => sr:11821 | each=small:74,medium:119,large:164
orange bell pepper; orange bell peppers; orange pepper => fd:peppers, bell, orange, raw | each=small:74,medium:119,large:164
celery; celery stalk; celery stalks; celery sticks => sr:11143 | each=small:17,medium:40,large:64
celery root; celeriac; celery roots => sr:11141
boiled celery root; cooked celery root; boiled celeriac; cooked celeriac => sr:11142
mushrooms; mushroom; sliced mushrooms; white mushrooms; button mushrooms => sr:11260
portobello; portobellos; portobello mushroom; portobello mushrooms; portabella; portabella mushroom; portabella mushrooms; portabello => sr:11265
corn; sweet corn; corn on the cob; ear of corn; corn cob; ears of corn => sr:11168
canned corn => sr:11172
green beans; string beans; snap beans; steamed green beans; cooked green beans => sr:11053
wax beans; yellow beans; yellow wax beans; yellow snap beans => sr:11724
peas; green peas => sr:11313
snow peas; snowpeas; snap peas; sugar snap peas; pea pods => sr:11300
bok choy; bok choi; pak choi; pak choy; pok choi => sr:11116
bean sprouts; mung bean sprouts; mung sprouts => sr:11043
potato; potatoes; baked potato; baked potatoes => sr:11674
baked potato with skin; baked potato skin on => sr:11674
boiled potatoes; boiled potato => sr:11365
mashed potatoes; mashed potato => sr:11934
instant mashed potatoes; instant potatoes; boxed mashed potatoes => sr:11379
sweet potato; sweet potatoes; baked sweet potato => sr:11508 | each=small:60,medium:114
french fries; fries; chips fries => sr:11409
order of fries; side of fries; fast food fries; restaurant fries; small fries; medium fries; large fries; small french fries; medium french fries; large french fries => fn:potato, french fries, fast food | each=small:71,medium:117,large:160 | measure=order:117 | measure=serving:117
hash browns; hash brown; hashbrowns => sr:11370
tater tots; tater tot; potato tots => sr:11399
cauliflower => sr:11135
zucchini; courgette => sr:11477
squash; summer squash; yellow squash => sr:11641
butternut squash => sr:11486
raw asparagus => sr:11011
asparagus; asparagus spears; cooked asparagus; steamed asparagus; grilled asparagus; roasted asparagus => sr:11012
kale => fd:kale, raw
seaweed; nori; seaweed sheets; nori sheets; roasted seaweed; seaweed snack; seaweed snacks => sr:11446
cabbage; coleslaw mix => sr:11109
napa cabbage; napa; chinese cabbage; pe-tsai => sr:11119
brussels sprouts => sr:11099
edamame => sr:11212
garlic; garlic clove; garlic cloves => sr:11215 | measure=clove:3
eggplant => sr:11209
beets; beet => sr:11080
radishes => sr:11429
daikon; daikon radish; daikon radishes; chinese radish; oriental radish => sr:11430
pickle; pickles; dill pickle; dill pickles => sr:11937 | each=small:35,medium:65,large:135
sour pickle; sour pickles => sr:11941
olives; black olives => sr:9193
green olives => sr:9195
salsa => sr:6164
sauerkraut => sr:11439
coleslaw => sr:11159
salad; side salad; garden salad; green salad => sr:21052
vegetable soup => sr:6471
# GRAINS
rice; white rice; cooked rice; cooked white rice; steamed rice => sr:20045
brown rice; cooked brown rice => sr:20037
uncooked rice; uncooked white rice; raw rice; dry rice; raw white rice; dry white rice => sr:20044
uncooked brown rice; dry brown rice => sr:20036
sticky rice; glutinous rice; sweet rice; cooked sticky rice => sr:20055
uncooked sticky rice; uncooked glutinous rice; raw sticky rice; dry sticky rice; raw glutinous rice => sr:20054
fried rice => fn:rice, fried, meatless
quinoa; cooked quinoa => sr:20137
uncooked quinoa; dry quinoa; raw quinoa => sr:20035
pasta; spaghetti; cooked spaghetti; cooked pasta; penne; linguine; fettuccine; noodles pasta => sr:20121
dry spaghetti; uncooked spaghetti; dry pasta; uncooked pasta => sr:20120
macaroni; elbow macaroni => sr:20100
whole wheat pasta; whole wheat spaghetti => sr:20125
egg noodles; noodles => sr:20110
ramen noodles; instant ramen; cup noodles => sr:6583
couscous => sr:20029
oatmeal; cooked oatmeal; oatmeal made with water; porridge; oats cooked => sr:8121
oats; rolled oats; dry oats; uncooked oats; old fashioned oats; quick oats => sr:8120
grits => sr:8091
cream of rice => sr:8101
shredded wheat; shredded wheat biscuits => sr:8147
spoon size shredded wheat; mini shredded wheat; bite size shredded wheat => sr:8148
barley => sr:20006
bread; white bread; slice of bread; toast; white toast; toasted white bread => fd:bread, white, commercially prepared
whole wheat bread; whole grain bread; whole wheat => sr:18075
wheat bread => sr:18064
whole wheat toast; toasted whole wheat bread => sr:18076
wheat toast => sr:18065
rye bread; rye => sr:18060
rye toast; toasted rye => sr:18061
multigrain bread; multi grain bread => sr:18035
multigrain toast => sr:18036
sourdough; sourdough bread; french bread; baguette => sr:18029
bagel; plain bagel; bagels => sr:18406 | each=medium:105,large:131
breadstick; breadsticks; bread stick; bread sticks => sr:18080
english muffin; english muffins => sr:18258
hamburger bun; hot dog bun; bun; buns; roll; hot dog buns; hamburger buns => sr:18350
pop tart; pop tarts; poptart; poptarts; toaster pastry; toaster pastries => sr:18362
dinner roll; dinner rolls => sr:18342
flour tortilla; tortilla; tortillas; flour tortillas; wrap => sr:18364
flour; all purpose flour; all-purpose flour; white flour; plain flour; wheat flour => sr:20081
whole wheat flour; whole-wheat flour; whole grain flour; whole-grain flour; wholemeal flour; wholewheat flour => sr:20080
masa harina; masa flour; corn masa flour; maseca => sr:20017
corn tortilla; corn tortillas => sr:18363
pita; pita bread => sr:18041
naan => fn:bread, naan | each=medium:90
croissant; croissants => sr:18239
biscuit; biscuits => sr:18015
pancake; pancakes; buttermilk pancakes; buttermilk pancake => sr:18390
waffle; waffles; frozen waffle; frozen waffles; toasted waffle => sr:18403
french toast => sr:18268
cheerios => sr:8013
corn flakes; cornflakes => sr:8020
granola => sr:8037
raisin bran => sr:8060
cereal; cold cereal; dry cereal; breakfast cereal => fn:cereal, ready-to-eat, nfs
frosted flakes => sr:8069
rice krispies => sr:8065
cracker; crackers; saltines; saltine crackers => sr:18228
graham crackers; graham cracker => sr:18173
animal crackers; animal cracker => sr:18150 | measure=box:67
cheese crackers; cheez-its; cheez-it; cheez its; cheezits => sr:18214
popcorn; air popped popcorn; air-popped popcorn => sr:19034
pretzels; pretzel; pretzel twists; hard pretzels => sr:19047
tortilla chips; nachos chips => sr:19056
corn chips; corn chip => sr:19003
caramel corn; caramel popcorn => sr:19039
potato chips; chips; crisps => sr:19411
granola bar; granola bars; crunchy granola bar => sr:19015
chewy granola bar; chewy granola bars; soft granola bar => sr:19020
# DAIRY AND EGGS
milk; whole milk; glass of milk => sr:1077
2% milk; reduced fat milk; 2 percent milk; two percent milk => sr:1079
1% milk; low fat milk; lowfat milk; 1 percent milk => sr:1082
skim milk; nonfat milk; fat free milk; skim => sr:1085
chocolate milk => sr:1102
1% chocolate milk; lowfat chocolate milk; low fat chocolate milk => sr:1104
2% chocolate milk; reduced fat chocolate milk => sr:1103
soy milk; soymilk => sr:16120
almond milk => fn:almond milk, unsweetened | measure=cup:240
oat milk => fd:oat milk, unsweetened, plain, refrigerated
buttermilk => sr:1088
yogurt; plain yogurt; yoghurt; plain yoghurt; lowfat yogurt; low fat yogurt; plain lowfat yogurt; plain low-fat yogurt; plain low fat yogurt; plain lowfat yoghurt => sr:1117
whole milk yogurt => sr:1116
greek yogurt; plain greek yogurt; nonfat greek yogurt; plain nonfat greek yogurt; nonfat plain greek yogurt; greek yoghurt; greek yogurt cup => fd:yogurt, greek, plain, nonfat
fruit yogurt; strawberry yogurt; flavored yogurt => sr:1121
vanilla yogurt; vanilla lowfat yogurt => sr:1119
cheese; cheddar; cheddar cheese; slice of cheese; sliced cheddar => fd:cheese, cheddar
shredded cheddar; shredded cheese; grated cheddar => sr:1009 | measure=cup, shredded:113 | prefer=shredded
mozzarella; mozzarella cheese => sr:1026
part skim mozzarella; string cheese; string cheeses; cheese stick; cheese sticks; part-skim mozzarella => sr:1028
swiss cheese; swiss => sr:1040
american cheese; american cheese slice; cheese slice; kraft single; american; slice of american => fd:cheese, american, restaurant
parmesan; parmesan cheese; grated parmesan => sr:1032
feta; feta cheese => sr:1019
goat cheese => sr:1159
cottage cheese => sr:1012
1% cottage cheese; lowfat cottage cheese; low fat cottage cheese => sr:1016
2% cottage cheese => sr:1015
cream cheese => sr:1017
ricotta => sr:1036
sour cream => sr:1056
half and half; half & half => sr:1049
heavy cream; whipping cream; heavy whipping cream => sr:1053
cream; light cream; coffee cream; table cream => sr:1050
ground turkey; cooked ground turkey => sr:5306
kaiser roll; hard roll => sr:18353
whipped cream => sr:1054
whipped topping; frozen whipped topping; cool whip => sr:1073
coffee creamer; creamer => fn:coffee creamer, liquid | measure=tbsp:15
butter; salted butter => sr:1001
unsalted butter => sr:1145
margarine => fn:margarine, stick | measure=tbsp:14
egg; eggs; large egg; large eggs; whole egg; raw egg => sr:1123 | prefer=large
fried egg; fried eggs; egg fried; eggs fried; eggs sunny side up; egg sunny side up; sunny side up eggs; over easy eggs; over easy egg => sr:1128
hard boiled egg; hard boiled eggs; hard-boiled egg; hard-boiled eggs; boiled egg; boiled eggs => sr:1129 | each=large:50
poached egg; poached eggs => sr:1131
scrambled eggs; scrambled egg; eggs scrambled => sr:1132 | each=large:61
omelet; omelette; egg omelet => sr:1130
egg whites; egg white => sr:1124
ice cream; vanilla ice cream => sr:19095
chocolate ice cream => sr:19270
soft serve; soft-serve; soft serve ice cream; vanilla soft serve => sr:19090
frozen yogurt => sr:19293
milkshake; milk shake => sr:1111
# PROTEIN FOODS
chicken breast; chicken breasts; roast chicken breast; roasted chicken breast; baked chicken breast; grilled chicken breast; grilled chicken; cooked chicken breast; chicken; grilled chicken breasts => sr:5064
raw chicken breast; chicken breast raw => sr:5062
fried chicken breast => sr:5059
chicken thigh; chicken thighs; roast chicken thigh; roasted chicken thigh; baked chicken thigh; grilled chicken thigh => sr:5098
raw chicken thigh => sr:5096
chicken drumstick; chicken drumsticks; drumstick; drumsticks => sr:5073
chicken wings; chicken wing; wings => fn:chicken wing, rotisserie | each=medium:34
rotisserie chicken; roast chicken; roasted chicken => sr:5013
shredded chicken; diced chicken; chopped chicken => sr:5064
ground chicken => sr:5333
chicken nuggets; nuggets => sr:21309
chicken tenders; chicken strips; chicken fingers => sr:21401
ground beef; beef; hamburger meat; cooked ground beef => sr:23570
raw ground beef => sr:23567
85% lean beef patty; beef patty; hamburger patty; burger patty; 85% lean ground beef patty => sr:23569
80% lean beef patty => sr:23574
90% lean beef patty => sr:23564
steak; sirloin; sirloin steak; top sirloin; grilled steak; broiled steak; top sirloin steak => sr:13456
ribeye; ribeye steak; rib eye steak => sr:13952
rib roast; standing rib roast; beef rib roast; prime rib roast => sr:13826
filet mignon; tenderloin steak => sr:13444
roast beef => fn:beef, roast
pork chop; pork chops => sr:10038
pork tenderloin => sr:10061
pulled pork => sl:pulled pork in barbecue sauce
ham; sliced ham; deli ham => sr:7029
bacon; bacon strips; bacon strip; strips of bacon; slices of bacon => sr:10124
turkey bacon => sr:42130
sausage; sausage links; breakfast sausage; sausage link; pork sausage; pork and beef sausage; breakfast links; breakfast link; breakfast sausage links => sr:7065
italian sausage; italian sausages => sr:7089
hot dog; hot dogs; frankfurter; frank; franks; beef hot dog; beef hot dogs; wiener => sr:7022
pepperoni => sr:7057
salami => sr:7071
turkey; roast turkey; turkey breast; roast turkey breast => sr:5186
deli turkey; sliced turkey; turkey lunch meat; turkey deli meat; deli sliced turkey => sr:7079
salmon; baked salmon; grilled salmon; farmed salmon; baked farmed salmon; salmon fillet => sr:15237
wild salmon => sr:15209
tuna; canned tuna; tuna in water; canned tuna in water; can tuna; light tuna; chunk light tuna => sr:15121 | measure=can:165
tuna steak => sr:15118
white tuna; solid white tuna => sr:15126
sardines; sardine; canned sardines; sardines in oil => sr:15088 | measure=can:92 | each=medium:12
fish; baked fish; grilled fish; broiled fish; fish fillet => fn:fish, ns as to type, baked or broiled
fried fish; breaded fish => fn:fish, ns as to type, fried
fish sticks; fish stick; fish fingers => sr:15027
cod; baked cod; cod fillet; baked cod fillet => sr:15016
tilapia; baked tilapia => sr:15262
mahi mahi; mahi-mahi; mahi; baked mahi mahi; grilled mahi mahi; dolphinfish => sr:15194
halibut; baked halibut; halibut fillet => sr:15037
walleye; walleye pike; walleye fillet => sr:15204
shrimp; steamed shrimp; cooked shrimp; boiled shrimp; prawns => sr:15151
fried shrimp; breaded shrimp => sr:15150
crab => fn:crab
lobster => fn:lobster
scallops => fn:scallops, baked or broiled
halibut; baked halibut => fn:fish, halibut | each=fillet:159
lamb; lamb chop => fn:lamb, chop
tofu; firm tofu => sr:16126
beans; black beans => sr:16015
pinto beans => sr:16043
lupini beans; lupini; lupin beans; lupins => sr:16077
black eyed peas; blackeyed peas; blackeye peas; black eye peas; cowpeas; blackeyes => sr:16063
kidney beans => sr:16028
refried beans => sr:16103
chickpeas; garbanzo beans => fn:chickpeas, from canned, no added fat | measure=cup:164
lentils => sr:16070
urad; urad dal; urad dhal; urad beans; black gram; mungo beans => sr:16084
moong dal; mung dal; moong dhal; mung dhal; moong beans; mung beans => sr:16081
baked beans => sr:16006
hummus => sr:16158
peanut butter; smooth peanut butter; creamy peanut butter => sr:16098
crunchy peanut butter; chunky peanut butter => sr:16097
almond butter => sr:12195
almonds => sr:12061
peanuts; salted peanuts; roasted peanuts => sr:16090 | measure=cup:146
walnuts; chopped walnuts => sr:12155
cashews; cashew nuts => sr:12585
pecans => sr:12142
pistachios; pistachio nuts => sr:12652
mixed nuts => sr:12635
sunflower seeds; sunflower seed kernels => sr:12036
chia seeds; chia => sr:12006
flaxseed; flax seeds; ground flaxseed => sr:12220
trail mix => sr:19059
# FATS, CONDIMENTS, SAUCES
olive oil; extra virgin olive oil; evoo => sr:4053
vegetable oil; canola oil; oil; cooking oil => sr:4582
coconut oil => fd:oil, coconut
soybean oil; soy oil => sr:4044
peanut oil => sr:4042
sesame oil; toasted sesame oil => sr:4058
sunflower oil => sr:4584
corn oil => sr:4518
avocado oil => sr:4581
safflower oil => sr:4511
imitation bacon bits; meatless bacon bits; bacon bits; bac-os; bacos => sr:43212
mayonnaise; mayo => sr:4025
light mayo; light mayonnaise => sl:salad dressing, mayonnaise, light
ranch; ranch dressing => sr:4639
italian dressing => sr:4114
caesar dressing => sr:43015
thousand island; thousand island dressing; 1000 island dressing => sr:4017
blue cheese dressing; bleu cheese dressing => sr:4539
balsamic vinaigrette; vinaigrette => sr:4114
vinegar; white vinegar; distilled vinegar; distilled white vinegar; white distilled vinegar => sr:2053
ketchup; catsup => sr:11935
mustard; yellow mustard => sr:2046
bbq sauce; barbecue sauce => sr:6150
soy sauce => sr:16123
hot sauce => sr:6168
sriracha => sl:sauce, hot chile, sriracha
marinara; marinara sauce; spaghetti sauce; pasta sauce => sr:6931
tomato sauce; canned tomato sauce => sr:11549
pesto => sl:sauce, pesto, ready-to-serve, refrigerated
gravy; brown gravy; beef gravy => fn:gravy, beef | measure=cup:233
turkey gravy => sr:6125
chicken gravy => sr:6119
mushroom gravy => sr:6121
alfredo sauce => fn:alfredo sauce
guacamole; guac => fn:guacamole, nfs
honey => sr:19296
sugar; white sugar => sr:19335
brown sugar => sr:19334
maple syrup => sr:19353
pancake syrup; syrup => sr:19129
chocolate syrup => sr:14181
hot fudge; hot fudge sauce; fudge sauce; fudge topping => sr:19348
jam; jelly; preserves; strawberry jam; grape jelly => sr:19297
nutella; chocolate hazelnut spread => sr:19125
cream cheese frosting; cream cheese icing => sr:19228
frosting; icing; vanilla frosting => sr:19230
salt; table salt; sea salt; kosher salt => sr:2047
black pepper; ground pepper; ground black pepper; cracked pepper; cracked black pepper => sr:2030
red pepper flakes; crushed red pepper; chili flakes; chilli flakes; pepper flakes; cayenne; cayenne pepper => sr:2031

# SWEETS AND SNACKS
clif bar; clif bars => fn:nutrition bar (clif bar) | each=medium:68
chocolate chip cookie; chocolate chip cookies; cookie; cookies => sr:18159
oatmeal cookie => sr:18178
chocolate sandwich cookie; chocolate sandwich cookies; sandwich cookie; sandwich cookies; oreo; oreos; oreo cookie; oreo cookies => sr:18166
double stuf oreos; double stuf oreo; double stuffed oreos; double stuff oreos => sr:18168
gingersnap; gingersnaps; ginger snap; ginger snaps; gingersnap cookie; gingersnap cookies; ginger snap cookie; ginger snap cookies => sr:18172
fruit roll up; fruit roll ups; fruit roll-up; fruit roll-ups; fruit rollup; fruit rollups; fruit leather => sr:19014
brownie; brownies => sr:18151
donut; doughnut; glazed donut; glazed doughnut; donuts => sr:18436
cake; chocolate cake => sr:18096
cheesecake => sr:18147
apple pie => sr:18301
muffin; blueberry muffin => sr:18274
banana bread => sr:18019 | measure=slice:60
cinnamon roll => sr:18356
snickers; snickers bar => sr:19155
fun size snickers => sr:19155 | prefer=fun size
reese's; reese's cups; peanut butter cups; reese's peanut butter cups => sr:19150
m&ms; m and ms; m&m's; m ms => sr:19141
kit kat => sr:19109
milk chocolate; chocolate bar; hershey bar; hershey's bar => sr:19120
dark chocolate => sr:19904
gummy bears; gummies => fn:candy, gummy
jelly beans => sr:19108
jordan almonds; sugared almonds; candy coated almonds; candied almonds => sr:19858
pudding; chocolate pudding => sr:19183
jello; gelatin dessert => sr:19173
cone; ice cream cone; cake cone; wafer cone => sr:18271
sugar cone; waffle cone => sr:18272
marshmallows => sr:19116
# BEVERAGES
coffee; black coffee; cup of coffee; brewed coffee => sr:14209
decaffeinated; decaffeinated coffee => sr:14201
espresso => sr:14210
tea; black tea; cup of tea; green tea; hot tea; iced tea unsweetened => sr:14355
water; glass of water; tap water => sr:14429
bottled water => sr:14555
seltzer; seltzer water; sparkling water; club soda; soda water; carbonated water; la croix; lacroix; perrier; san pellegrino; topo chico; bubly => sr:14121
cola; coke; coca cola; coca-cola; soda; pepsi; soft drink => sr:14400
without caffeine cola; without caffeine coke; without caffeine soda; without caffeine pepsi; cola without caffeine; coke without caffeine => sr:14147
diet coke; diet soda; diet cola; coke zero; diet pepsi; diet dr pepper; diet pepper soda => sr:14416
without caffeine diet coke; without caffeine diet cola; without caffeine diet soda; without caffeine diet pepsi; diet coke without caffeine; diet cola without caffeine; diet soda without caffeine => sr:14146
sprite => sr:14145
lemon lime soda; 7up; 7 up => sr:14144
ginger ale => sr:14136
root beer => sr:14157
dr pepper; pepper soda => sr:14153
lemonade => sr:14293
sweet tea; iced tea => fn:tea, iced, bottled, black | measure=cup:240
sports drink; gatorade => fn:sports drink, nfs | measure=cup:240
energy drink; red bull => sr:14154
beer; beers; regular beer => sr:14003
light beer; lite beer => sr:14006
budweiser; bud; budweiser beer => sr:14004
bud light => sr:14007
red wine; wine; glass of wine; glass of red wine => sr:14096
white wine; glass of white wine => sr:14106
port; port wine; dessert wine; sweet dessert wine => sr:14057
sherry; dry sherry => sr:14536
vodka; whiskey; rum; gin; tequila; shot => fn:vodka | measure=fl oz:27.8
latte; cafe latte => fn:coffee, latte
cappuccino => fn:coffee, cappuccino
mocha; cafe mocha; mocha latte => fn:coffee, cafe mocha
macchiato; caramel macchiato; latte macchiato => fn:coffee, macchiato, sweetened
hot chocolate; hot cocoa => sr:1105
hot cocoa mix; cocoa mix; hot chocolate mix; cocoa powder mix => sr:14192
cocoa powder; unsweetened cocoa; unsweetened cocoa powder; baking cocoa => sr:19165
protein shake; protein powder; whey protein; whey; whey protein powder => sl:beverages, protein powder whey based
smoothie => fn:fruit and vegetable smoothie, no dairy
kombucha => fn:tea, kombucha | measure=cup:240
# FAST FOOD AND DISHES
big mac => sr:21237
quarter pounder => sr:21234
quarter pounder with cheese => sr:21235
mcdonald's cheeseburger; mcdonalds cheeseburger => sr:21233
cheeseburger; cheeseburgers => sr:21090
hamburger; hamburgers; burger; burgers => sr:21108
egg mcmuffin => sr:21357
sausage mcmuffin => sr:21358
mcnuggets; chicken mcnuggets; mcdonald's nuggets; mcdonalds nuggets => sr:21309
mcdonald's fries; mcdonalds fries; mcdonald's french fries; fries from mcdonalds; fries from mcdonald's => sr:21238
mcdonald's hash brown; mcdonalds hash brown => sr:21319
filet-o-fish; filet o fish; fish sandwich => sr:21232
hotcakes => sr:21321
pot roast => fn:beef, pot roast
brisket; briskets; beef brisket; smoked brisket; bbq brisket; barbecue brisket; barbecued brisket; braised brisket => sr:13367
whopper; whopper no cheese => sr:21252
whopper with cheese => sr:21253
burger king fries => sr:21249
wendy's fries; wendys fries => sr:21247
wendy's nuggets; wendys nuggets => sr:21246
bean burrito; taco bell bean burrito => sr:21264
taco; tacos; beef taco => sr:21082
burrito; beef burrito => sr:21066
kfc chicken; kfc original recipe breast; kfc breast; kfc original recipe chicken breast => sr:21434
kfc thigh; kfc original recipe thigh => sr:21436
fried chicken; fried chicken pieces => sr:21036
pizza; cheese pizza; slice of pizza; pizza slice => sr:21299
pizza hut cheese pizza; pizza hut pizza => sr:21293
pepperoni pizza => sr:21302
domino's pizza; dominos pizza; domino's cheese pizza => sr:21277
papa john's pizza; papa johns pizza => sr:21283
plain hot dog; hot dog sandwich; hot dog in a bun; hotdog => sr:21118
chili dog; chili dogs; chili hot dog; hot dog with chili => sr:21119
corn dog => fn:corn dog | each=medium:175
chili; chili with beans; canned chili; canned chili with beans; chili con carne => sr:22904
chicken noodle soup => sr:6419
tomato soup => fn:soup, tomato, canned | measure=cup:248
clam chowder => fn:soup, new england clam chowder | measure=cup:248
mac and cheese; macaroni and cheese => fn:macaroni or noodles with cheese
canned mac and cheese; canned macaroni and cheese => sr:22247
lasagna => sr:22916
spaghetti and meatballs; spaghetti with meatballs => sr:22912
pad thai; chicken pad thai => fn:pad thai with chicken
chicken curry with rice; chicken curry => fn:chicken curry with rice
chicken tikka masala; tikka masala => fn:chicken curry
burrito bowl; chicken burrito bowl => fn:burrito bowl, chicken, with beans and rice
club sandwich; club; turkey club; turkey club sandwich => fn:club sandwich on white
rice and beans; beans and rice => fn:beans and white rice
california roll; sushi; sushi roll => fn:sushi roll, california
nigiri; nigiri sushi; sushi nigiri => fn:sushi, nfs
quesadilla; cheese quesadilla => fn:quesadilla, cheese only
chicken quesadilla => fn:quesadilla, chicken
grilled cheese; grilled cheese sandwich => fn:grilled cheese sandwich, nfs
pb&j; pb and j; peanut butter and jelly; peanut butter and jelly sandwich; pbj => fn:peanut butter and jelly sandwich, nfs
tuna salad sandwich; tuna sandwich => fn:tuna salad sandwich on white
tuna salad => sr:15128
chicken salad => fn:chicken salad spread | measure=cup:205
caesar salad => fn:caesar salad, with romaine, no dressing
egg salad => fn:egg salad, made with mayonnaise
blt; blt sandwich => fn:bacon, lettuce, tomato sandwich on white
turkey sandwich => fn:turkey sandwich on white
ham sandwich => fn:ham sandwich on white
club sandwich => fn:club sandwich on wheat
submarine sandwich; submarine sandwiches; submarine; sub; sub sandwich => sr:21124
cheesesteak; cheese steak; philly cheesesteak; philly cheese steak; cheesesteak sandwich; cheese steak sandwich => fn:cheese steak sandwich or sub on white
chicken stir fry; stir fry chicken; chicken and vegetable stir fry; chicken and vegetables stir fry => sl:restaurant, chinese, chicken and vegetables
vegetable stir fry; stir fry vegetables; stir fry vegetable; mixed vegetable stir fry; stirfried vegetables => fn:asian stir fry vegetables, cooked, fat added
beef stir fry; stir fry beef; stirfried beef and vegetables; beef and vegetable stir fry; beef and vegetables stir fry => fn:stir fried beef and vegetables in soy sauce
shrimp stir fry; stir fry shrimp; shrimp and vegetable stir fry; shrimp and vegetables stir fry => sl:restaurant, chinese, shrimp and vegetables
beef and broccoli; beef with broccoli; beef and broccoli stir fry => fn:beef and broccoli
fried rice with chicken; chicken fried rice => fn:rice, fried, with chicken
beef stew => sr:22905
meatloaf; meat loaf => fn:meat loaf made with beef
nachos => sr:21078
enchilada; enchiladas => fn:enchilada, chicken
egg roll; egg rolls => fn:egg roll, meatless
dumplings; potstickers => fn:wonton, dumpling or pot sticker, steamed
ramen; ramen bowl; ramen soup => fn:ramen bowl, nfs
"""#
}
