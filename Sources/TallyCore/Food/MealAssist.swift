import Foundation

/// The optional language-model assist for typed meals, as pure rules: the chat request to send, how an
/// answer becomes a plain meal text the offline parser reads, and when that reading is kept. The model
/// only splits and normalises the text into (food, quantity, unit) items; nutrients still come only from
/// the food database, through the same parser. Any OpenAI-compatible chat API speaks this protocol.
public enum MealAssist {
    /// At most this many items are taken from an answer.
    public static let maximumItems = 30

    static let instructions = """
        You split a typed meal into its foods. Answer with JSON only, no prose: \
        {"items":[{"food":"...","quantity":1,"unit":"..."}]}. One item per food eaten. "food" names the \
        food plainly in English with its preparation and brand when given (for example "whole wheat toast", \
        "grilled chicken breast", "McDonald's cheeseburger"). "quantity" is a number. "unit" is a household \
        unit or weight as written (cup, tbsp, tsp, slice, piece, oz, fl oz, g, ml, large, medium, small), \
        or null for a count of the food itself. Never invent foods, amounts or nutrients; keep amounts as written.
        """

    /// The body of `POST {base}/chat/completions`.
    public static func requestBody(text: String, model: String) -> Data {
        let body: [String: Any] = [
            "model": model,
            "temperature": 0,
            "messages": [
                ["role": "system", "content": instructions],
                ["role": "user", "content": String(text.prefix(MealParser.maximumLength))],
            ],
        ]
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
    }

    /// One food the model read.
    public struct Item: Equatable, Sendable {
        public var food: String
        public var quantity: Double
        public var unit: String?
    }

    /// The items in a chat-completions answer, or nil when it is not one (wrong shape, no JSON, numbers
    /// out of range). Code fences around the JSON are tolerated; anything else is refused.
    public static func items(fromResponse data: Data) -> [Item]? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let choices = object["choices"] as? [[String: Any]], let message = choices.first?["message"] as? [String: Any],
            let content = message["content"] as? String
        else { return nil }
        var json = content.trimmingCharacters(in: .whitespacesAndNewlines)
        if json.hasPrefix("```") {
            json = json.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().filter { !$0.hasPrefix("```") }.joined(separator: "\n")
        }
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let list = parsed["items"] as? [[String: Any]], !list.isEmpty, list.count <= maximumItems
        else { return nil }
        var result: [Item] = []
        for entry in list {
            guard let food = entry["food"] as? String else { return nil }
            let name = food.filter { $0.isLetter || $0.isNumber || " '-%&".contains($0) }.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, name.count <= 80 else { return nil }
            let quantity = (entry["quantity"] as? NSNumber)?.doubleValue ?? (entry["quantity"] as? String).flatMap(Double.init) ?? 1
            guard quantity.isFinite, quantity > 0, quantity <= 10_000 else { return nil }
            var unit = (entry["unit"] as? String)?.trimmingCharacters(in: .whitespaces).lowercased()
            if let u = unit, u.isEmpty || u == "null" || u.count > 20 || !u.allSatisfy({ $0.isLetter || $0 == " " || $0 == "." }) { unit = nil }
            result.append(Item(food: name, quantity: quantity, unit: unit))
        }
        return result
    }

    /// The items as a meal text the offline parser reads: "2 large eggs, 1 slice whole wheat toast".
    public static func text(_ items: [Item]) -> String {
        items.map { item in
            [QuantityText.format(item.quantity), item.unit, item.food].compactMap { $0 }.joined(separator: " ")
        }.joined(separator: ", ")
    }

    /// Whether the assisted reading replaces the offline one: it finds at least as many foods and leaves
    /// no more words unread.
    public static func prefersAssisted(offline: ParsedMeal, assisted: ParsedMeal) -> Bool {
        let found = { (meal: ParsedMeal) in meal.items.filter { $0.food != nil }.count }
        guard found(assisted) > 0 else { return false }
        return found(assisted) >= found(offline) && assisted.unmatched.count <= offline.unmatched.count
    }
}
