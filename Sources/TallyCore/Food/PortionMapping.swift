import Foundation

/// How a food counts in the portion categories: which category, and how many grams make one portion.
public struct PortionMapping: Hashable, Sendable {
    public var categoryName: String
    public var gramsPerPortion: Double

    public init(categoryName: String, gramsPerPortion: Double) {
        self.categoryName = categoryName
        self.gramsPerPortion = gramsPerPortion
    }

    /// Portions in `grams` of the food, rounded to 0.1.
    public func portions(grams: Double) -> Portions {
        guard gramsPerPortion > 0 else { return .zero }
        return Portions(rounding: grams / gramsPerPortion)
    }

    /// A treat portion is about 150 kcal of sweets, snacks or alcohol.
    public static let treatKcal = 150.0
    /// A fat portion is about 90 kcal (10 g of oil).
    public static let fatKcal = 90.0

    /// The default mapping of a generic food, after the Swiss food pyramid portion sizes the
    /// DragonHealth categories follow: vegetables and fruit 120 g, a starchy side 150 g cooked or
    /// 100 g of bread, protein foods 110 g, milk 200 g, cheese 30 g, fats 10 g of oil (90 kcal), nuts
    /// 25 g, treats about 150 kcal, unsweetened drinks by the litre. Mixed dishes and fast food are
    /// left unmapped (they count in calories only).
    public static func defaultMapping(for food: Food) -> PortionMapping? {
        let name = food.name.lowercased()
        let kcal = food.kcalPer100g
        let group = food.group ?? ""
        func has(_ words: String...) -> Bool { words.contains { name.contains($0) } }
        func treat() -> PortionMapping? {
            kcal > 1 ? PortionMapping(categoryName: "Treats", gramsPerPortion: treatKcal / kcal * 100) : nil
        }
        func fats() -> PortionMapping? {
            kcal > 1 ? PortionMapping(categoryName: "Oils / Fats / Nuts", gramsPerPortion: fatKcal / kcal * 100) : nil
        }
        let veg = PortionMapping(categoryName: "Vegetables", gramsPerPortion: 120)
        let fruit = PortionMapping(categoryName: "Fruit", gramsPerPortion: 120)
        let protein = PortionMapping(categoryName: "Protein Sources", gramsPerPortion: 110)
        let starchyCooked = PortionMapping(categoryName: "Starchy Sides", gramsPerPortion: 150)
        let starchyDry = PortionMapping(categoryName: "Starchy Sides", gramsPerPortion: 60)
        let drinks = PortionMapping(categoryName: "Unsweetened Drinks", gramsPerPortion: 1000)
        let isDry = has(" dry", "uncooked", ", raw", "flour", "dry,")
        let sugars = food.nutrientsPer100g[.sugars] ?? 0

        if group.hasPrefix("survey:") || ["fastfood", "meals", "restaurant", "soups", "babyfood", "spices", "native"].contains(group) {
            return nil
        }
        if has("alcoholic", "beer", "wine,", "wine ", "whiskey", "vodka", "rum,", "liqueur") { return treat() }
        switch group {
        case "fruits":
            if has("juice", "nectar") { return PortionMapping(categoryName: "Fruit", gramsPerPortion: 200) }
            if has("dried", "dehydrated", "raisin") { return PortionMapping(categoryName: "Fruit", gramsPerPortion: 30) }
            if has("pie filling", "syrup, heavy", "candied") { return treat() }
            return fruit
        case "vegetables":
            if has("potato", "sweet potato", "yam", "cassava", "taro", "plantain") && !has("chips", "sticks") {
                return has("french fr", "hash", "fried") ? treat() : PortionMapping(categoryName: "Starchy Sides", gramsPerPortion: 250)
            }
            if has("corn, sweet", "corn,sweet", "sweet corn", "corn, yellow", "corn, white") { return veg }
            if has("chips", "sticks") { return treat() }
            return veg
        case "dairy":
            if has("egg") && !has("eggnog") { return protein }
            if has("butter") && !has("buttermilk") { return fats() }
            if has("cream") && !has("ice cream", "cream cheese") { return fats() }
            if has("ice cream", "frozen yogurt", "pudding", "milk shake", "milkshake", "dulce") { return treat() }
            if has("cheese") {
                if has("cottage", "ricotta", "cream cheese", "quark") { return PortionMapping(categoryName: "Dairy", gramsPerPortion: 100) }
                return PortionMapping(categoryName: "Dairy", gramsPerPortion: 30)
            }
            if has("milk", "yogurt", "kefir", "buttermilk") {
                if has("dry", "powder") { return PortionMapping(categoryName: "Dairy", gramsPerPortion: 25) }
                if has("condensed", "evaporated") { return PortionMapping(categoryName: "Dairy", gramsPerPortion: 80) }
                return PortionMapping(categoryName: "Dairy", gramsPerPortion: has("yogurt") ? 180 : 200)
            }
            return PortionMapping(categoryName: "Dairy", gramsPerPortion: 200)
        case "fats":
            return fats()
        case "nuts":
            return PortionMapping(categoryName: "Oils / Fats / Nuts", gramsPerPortion: 25)
        case "legumes":
            if has("peanut") { return PortionMapping(categoryName: "Oils / Fats / Nuts", gramsPerPortion: 25) }
            if has("tofu", "tempeh", "soy protein", "meatless", "veggie", "burger") { return protein }
            if has("soymilk", "soy milk") { return PortionMapping(categoryName: "Dairy", gramsPerPortion: 200) }
            if has("hummus") { return PortionMapping(categoryName: "Starchy Sides", gramsPerPortion: 100) }
            return has("mature seeds, raw") || isDry && !has("cooked") ? starchyDry : starchyCooked
        case "grains":
            if has("cooked") { return starchyCooked }
            return isDry || has("flour") ? starchyDry : starchyCooked
        case "cereals":
            if has("cooked", "prepared with water", "made with") { return PortionMapping(categoryName: "Starchy Sides", gramsPerPortion: 250) }
            return PortionMapping(categoryName: "Starchy Sides", gramsPerPortion: 45)
        case "baked":
            if has("cookie", "cake", "pie", "doughnut", "pastr", "brownie", "danish", "croissant", "sweet roll", "cinnamon", "frosted", "eclair", "cream puff", "strudel", "turnover", "cheesecake") {
                return treat()
            }
            if has("cracker") { return PortionMapping(categoryName: "Starchy Sides", gramsPerPortion: 45) }
            return PortionMapping(categoryName: "Starchy Sides", gramsPerPortion: 100)
        case "poultry", "beef", "pork", "lamb", "fish", "sausages":
            return protein
        case "sweets", "snacks":
            if has("popcorn, air", "rice cake") { return PortionMapping(categoryName: "Starchy Sides", gramsPerPortion: 45) }
            return treat()
        case "beverages":
            if has("milk") && !has("chocolate") { return PortionMapping(categoryName: "Dairy", gramsPerPortion: 200) }
            if kcal <= 5 && sugars < 1 && !has("powder", "dry", "instant,") { return drinks }
            if has("juice") { return PortionMapping(categoryName: "Fruit", gramsPerPortion: 200) }
            return treat()
        default:
            return nil
        }
    }
}
