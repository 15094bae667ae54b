import CSV
import Foundation
import TallyCore
import ZIPFoundation

/// One file of a food-diary export, read: what it is and what it yields.
public struct DiaryFile: Sendable {
    /// The file's name ("Nutrition-Summary-2024-07-02-to-2026-03-02.csv").
    public var name: String
    /// "nutrition", "measurements", "exercise" (MyFitnessPal); "servings", "dailysummary", "biometrics" (Cronometer).
    public var kind: String
    public var batch: HealthBatch
}

/// Reads MyFitnessPal's "File-Export" (a zip, a folder or one CSV) and Cronometer's CSV exports
/// (a folder or one CSV). Files are streamed line by line and recognised by their header, never by
/// their name; a file Tally does not know is refused with its header quoted. Each file becomes its own
/// batch, which the store writes in one transaction.
public enum FoodDiaryReader {
    public enum App: String, Sendable {
        case myFitnessPal = "myfitnesspal"
        case cronometer
    }

    /// Largest CSV a diary import reads (twenty years of diary are a few tens of MB).
    public static let maximumFileBytes: Int64 = 512 * 1024 * 1024
    static let maximumCompressionRatio: UInt64 = 200
    static let maximumRecordBytes = 1 << 20

    public struct Options: Sendable {
        public var timeZone: TimeZone
        /// kg or lb: the unit of MyFitnessPal's bare weights; nil asks `weightUnitNeeded`.
        public var weightUnit: BodyUnit?
        public init(timeZone: TimeZone, weightUnit: BodyUnit? = nil) {
            self.timeZone = timeZone
            self.weightUnit = weightUnit
        }
    }

    /// Whether the files hold MyFitnessPal weights, whose unit the export does not say.
    public static func needsWeightUnit(_ files: [DiaryFile]) -> Bool {
        files.contains { $0.kind == "measurements" && $0.batch.measurements.contains { $0.measurement.kind == .weight } }
    }

    /// The files an import of `path` reads, in the order they are written: foods before day totals.
    public static func read(
        path: String, app: App, options: Options, progress: ((_ done: Int64, _ total: Int64, _ rows: Int) -> Void)? = nil
    ) throws -> [DiaryFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TallyError.notFound(field: "file", "cannot read \(path)")
        }
        var sources: [Source] = []
        if isDirectory.boolValue {
            sources = try csvFiles(in: URL(fileURLWithPath: path)).map { .file($0) }
        } else if try isZip(path) {
            sources = try zipEntries(path)
        } else {
            sources = [.file(URL(fileURLWithPath: path))]
        }
        guard !sources.isEmpty else { throw TallyError.invalid(field: "file", "\(path) holds no CSV files") }
        let total = sources.reduce(Int64.zero) { $0 &+ $1.size }
        var done: Int64 = 0
        var rowsSoFar = 0
        var files: [DiaryFile] = []
        for source in sources {
            let base = done
            let file = try readOne(source, app: app, options: options) { bytes, rows in
                progress?(base + bytes, total, rowsSoFar + rows)
            }
            done += source.size
            rowsSoFar += file.batch.counts.records
            files.append(file)
        }
        if isDirectory.boolValue || sources.count > 1 {
            // A folder or zip may hold files that are not diary files (a README): only a folder of nothing
            // Tally knows is an error, reported by readOne for single files.
            files = files.filter { $0.kind != "unknown" }
            guard !files.isEmpty else {
                throw TallyError.invalid(field: "file", "\(path) holds no \(app == .myFitnessPal ? "MyFitnessPal" : "Cronometer") export files")
            }
        } else if let only = files.first, only.kind == "unknown" {
            throw TallyError.invalid(field: "file", "\(only.name) is not a \(app == .myFitnessPal ? "MyFitnessPal" : "Cronometer") export file")
        }
        let order = ["nutrition", "servings", "measurements", "exercise", "biometrics", "dailysummary"]
        files.sort { (order.firstIndex(of: $0.kind) ?? 9, $0.name) < (order.firstIndex(of: $1.kind) ?? 9, $1.name) }
        // Day totals only stand in for days no companion file gives foods for.
        let foodDays = Set(files.filter { $0.kind == "servings" }.flatMap { $0.batch.meals.map(\.day) })
        for index in files.indices where files[index].batch.isDayTotals {
            files[index].batch.daysWithFoods = foodDays
        }
        return files
    }

    // MARK: - Sources

    enum Source {
        case file(URL)
        case zipped(name: String, data: Data)

        var name: String {
            switch self {
            case .file(let url): url.lastPathComponent
            case .zipped(let name, _): name
            }
        }

        var size: Int64 {
            switch self {
            case .file(let url): ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? NSNumber)?.int64Value ?? 0
            case .zipped(_, let data): Int64(clamping: data.count)
            }
        }
    }

    static func isZip(_ path: String) throws -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw TallyError.notFound(field: "file", "cannot read \(path)") }
        defer { try? handle.close() }
        let magic = (try? handle.read(upToCount: 4)) ?? Data()
        return magic.starts(with: [0x50, 0x4B, 0x03, 0x04])
    }

    /// CSV files in a folder and one level of subfolders (an unpacked zip), by name.
    static func csvFiles(in folder: URL) throws -> [URL] {
        var found: [URL] = []
        func list(_ url: URL, depth: Int) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") && name != "__MACOSX" {
                let child = url.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if depth < 1 { list(child, depth: depth + 1) }
                } else if name.lowercased().hasSuffix(".csv") {
                    found.append(child)
                }
            }
        }
        list(folder, depth: 0)
        return found
    }

    /// The CSV entries of a zip, each inflated into memory within the size limit (zip bombs refused).
    static func zipEntries(_ path: String) throws -> [Source] {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw TallyError.invalid(field: "file", "\(path) is not a readable zip file")
        }
        var sources: [Source] = []
        for entry in archive where entry.type == .file {
            let name = (entry.path as NSString).lastPathComponent
            guard name.lowercased().hasSuffix(".csv"), !entry.path.contains("__MACOSX"), !name.hasPrefix(".") else { continue }
            guard entry.uncompressedSize <= UInt64(clamping: maximumFileBytes) else {
                throw TallyError.invalid(field: "file", "\(name) inside the zip is larger than \(maximumFileBytes / 1_048_576) MB")
            }
            guard entry.compressedSize == 0 || entry.uncompressedSize / max(entry.compressedSize, 1) <= maximumCompressionRatio else {
                throw TallyError.invalid(field: "file", "\(name) claims to expand \(entry.uncompressedSize / max(entry.compressedSize, 1))× — refusing a likely zip bomb")
            }
            var data = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    guard Int64(clamping: data.count + chunk.count) <= maximumFileBytes else { throw TallyError.invalid(field: "file", "\(name) inside the zip is too large") }
                    data.append(chunk)
                }
            } catch let error as TallyError {
                throw error
            } catch {
                throw TallyError.invalid(field: "file", "\(name) inside the zip cannot be read (\(error))")
            }
            sources.append(.zipped(name: name, data: data))
        }
        return sources
    }

    // MARK: - Records

    /// Splits a stream of bytes into CSV records. A record ends at a line break outside quotes; for
    /// MyFitnessPal, whose daily note is written unquoted with its line breaks, a line that does not
    /// start with a date continues the record before it.
    struct RecordSplitter {
        let continuesUnlessDated: Bool
        var pending = Data()
        var record = ""
        var quotes = 0
        var sawFirstLine = false
        var records: [String] = []

        init(continuesUnlessDated: Bool) { self.continuesUnlessDated = continuesUnlessDated }

        mutating func feed(_ data: Data) throws {
            pending.append(data)
            while let newline = pending.firstIndex(of: 0x0A) {
                var lineData = pending[pending.startIndex..<newline]
                if lineData.last == 0x0D { lineData = lineData.dropLast() }
                let line = String(decoding: lineData, as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                try take(line)
            }
            guard pending.count <= FoodDiaryReader.maximumRecordBytes else {
                throw TallyError.invalid(field: "file", "a line is longer than 1 MB; is this a CSV file?")
            }
        }

        mutating func finish() throws {
            if !pending.isEmpty {
                var lineData = pending
                if lineData.last == 0x0D { lineData = lineData.dropLast() }
                try take(String(decoding: lineData, as: UTF8.self))
                pending.removeAll()
            }
            flush()
        }

        private mutating func take(_ line: String) throws {
            var text = line
            guard !text.contains("\u{0}") else { throw TallyError.invalid(field: "file", "this is not a text (CSV) file (it holds NUL bytes)") }
            if !sawFirstLine {
                sawFirstLine = true
                if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
                record = text
                quotes = text.filter { $0 == "\"" }.count
                if quotes % 2 == 0 { flush() }
                return
            }
            let startsRecord = record.isEmpty || (continuesUnlessDated ? RecordSplitter.startsWithDate(text) : quotes % 2 == 0)
            if startsRecord {
                flush()
                record = text
                quotes = text.filter { $0 == "\"" }.count
            } else {
                record += "\n" + text
                quotes += text.filter { $0 == "\"" }.count
                guard record.utf8.count <= FoodDiaryReader.maximumRecordBytes else {
                    throw TallyError.invalid(field: "file", "a record is longer than 1 MB (an unclosed quote?)")
                }
            }
            if !continuesUnlessDated, quotes % 2 == 0 { flush() }
        }

        private mutating func flush() {
            if !record.isEmpty { records.append(record) }
            record = ""
            quotes = 0
        }

        static func startsWithDate(_ line: String) -> Bool {
            let bytes = Array(line.utf8.prefix(11))
            guard bytes.count >= 10 else { return false }
            let digits = [0, 1, 2, 3, 5, 6, 8, 9]
            return digits.allSatisfy { (0x30...0x39).contains(bytes[$0]) } && bytes[4] == 0x2D && bytes[7] == 0x2D
                && (bytes.count == 10 || bytes[10] == 0x2C)
        }
    }

    /// The fields of one record, by CSV.swift. A line break inside an unquoted field (MyFitnessPal's
    /// notes) is kept as part of the field.
    static func fields(_ record: String) throws -> [String] {
        let marker = "\u{2028}"
        let flat = record.replacingOccurrences(of: "\n", with: marker)
        do {
            let reader = try CSVReader(string: flat, hasHeaderRow: false, trimFields: false)
            guard let row = reader.next() else { return [] }
            if let error = reader.error { throw error }
            return row.map { $0.replacingOccurrences(of: marker, with: "\n") }
        } catch {
            throw TallyError.invalid(field: "file", "a row is not valid CSV: \(Limits.clip(record))")
        }
    }

    /// Streams `source` through the splitter, handing each record to `row` (the header first).
    static func records(
        _ source: Source, continuesUnlessDated: Bool, progress: (Int64, Int) -> Void, row: (String) throws -> Void
    ) throws {
        var splitter = RecordSplitter(continuesUnlessDated: continuesUnlessDated)
        var done: Int64 = 0
        var count = 0
        func drain() throws {
            for record in splitter.records {
                try row(record)
                count += 1
            }
            splitter.records.removeAll(keepingCapacity: true)
            progress(done, count)
        }
        switch source {
        case .file(let url):
            guard let handle = FileHandle(forReadingAtPath: url.path) else { throw TallyError.notFound(field: "file", "cannot read \(url.path)") }
            defer { try? handle.close() }
            let size = source.size
            guard size <= maximumFileBytes else { throw TallyError.invalid(field: "file", "\(url.lastPathComponent) is larger than \(maximumFileBytes / 1_048_576) MB") }
            while true {
                let chunk = (try? handle.read(upToCount: 1 << 16)) ?? Data()
                if chunk.isEmpty { break }
                done += Int64(clamping: chunk.count)
                try splitter.feed(chunk)
                try drain()
            }
        case .zipped(_, let data):
            var offset = 0
            while offset < data.count {
                let end = min(offset + (1 << 16), data.count)
                try splitter.feed(data.subdata(in: offset..<end))
                done += Int64(clamping: end - offset)
                offset = end
                try drain()
            }
        }
        try splitter.finish()
        try drain()
    }

    // MARK: - Files

    static func readOne(_ source: Source, app: App, options: Options, progress: (Int64, Int) -> Void) throws -> DiaryFile {
        var header: [String]?
        var parser: FileParser?
        var result = DiaryFile(name: source.name, kind: "unknown", batch: HealthBatch(source: app.rawValue))
        // The header decides the kind; MFP's note recovery applies to its files only.
        func take(_ record: String) throws {
            if header == nil {
                let names = try fields(record).map { $0.trimmingCharacters(in: .whitespaces) }
                header = names
                parser = FileParser.make(header: names, app: app, options: options, name: source.name)
                if parser == nil, names.allSatisfy(\.isEmpty) { throw TallyError.invalid(field: "file", "\(source.name) is empty") }
                return
            }
            parser?.add(try fields(record))
        }
        do {
            try records(source, continuesUnlessDated: app == .myFitnessPal, progress: progress, row: take)
        } catch let error as TallyError {
            throw TallyError.invalid(field: "file", "\(source.name): \(error.message)")
        }
        guard header != nil else { throw TallyError.invalid(field: "file", "\(source.name) is empty") }
        if var parser {
            result.kind = parser.kind
            result.batch = try parser.finish()
        }
        return result
    }
}

/// Turns one diary file's rows into a batch.
struct FileParser {
    let kind: String
    let app: FoodDiaryReader.App
    let header: [String]
    let index: [String: Int]
    let options: FoodDiaryReader.Options
    let calendar: Calendar
    let fileName: String
    var batch: HealthBatch
    /// Occurrences of a row key so far (identical rows of one day stay distinct and stable).
    var seen: [String: Int] = [:]
    var nutrientColumns: [(Int, NutrientKey, Double)] = []
    /// Tracker rows' steps and energy per day (MyFitnessPal's calorie adjustments).
    var trackerSteps: [Day: Double] = [:]
    var trackerEnergy: [Day: Double] = [:]

    static func make(header: [String], app: FoodDiaryReader.App, options: FoodDiaryReader.Options, name: String) -> FileParser? {
        let lower = header.map { $0.lowercased() }
        let has = { (column: String) in lower.contains(column) }
        let kind: String
        switch app {
        case .myFitnessPal:
            if has("date") && has("meal") && lower.contains(where: { $0.hasPrefix("calories") }) {
                kind = "nutrition"
            } else if has("date") && has("exercise") && has("exercise calories") {
                kind = "exercise"
            } else if lower.first == "date" && header.count >= 2 && !has("meal") && !has("exercise") {
                kind = "measurements"
            } else {
                return nil
            }
        case .cronometer:
            if has("day") && has("food name") && has("amount") {
                kind = "servings"
            } else if has("day") && has("metric") && has("amount") {
                kind = "biometrics"
            } else if has("date") && lower.contains(where: { $0.hasPrefix("energy") }) {
                kind = "dailysummary"
            } else {
                return nil
            }
        }
        var parser = FileParser(app: app, kind: kind, header: header, options: options, name: name)
        if kind == "nutrition" || kind == "servings" || kind == "dailysummary" {
            for (position, column) in header.enumerated() {
                switch FoodDiary.column(column, app: app.rawValue) {
                case .nutrient(let key, let factor)?:
                    if !parser.nutrientColumns.contains(where: { $0.1 == key }) { parser.nutrientColumns.append((position, key, factor)) }
                case .skipped(let reason)?:
                    parser.batch.counts.skip("column not kept: \(reason)")
                case nil:
                    continue
                }
            }
        }
        parser.batch.isDiary = true
        parser.batch.isDayTotals = kind == "dailysummary"
        return parser
    }

    init(app: FoodDiaryReader.App, kind: String, header: [String], options: FoodDiaryReader.Options, name: String) {
        self.app = app
        self.kind = kind
        self.header = header
        var index: [String: Int] = [:]
        for (position, column) in header.enumerated() where index[column.lowercased()] == nil { index[column.lowercased()] = position }
        self.index = index
        self.options = options
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = options.timeZone
        self.calendar = calendar
        self.fileName = name
        self.batch = HealthBatch(source: app.rawValue)
    }

    func cell(_ row: [String], _ column: String) -> String? {
        guard let position = index[column], position < row.count else { return nil }
        return row[position]
    }

    /// The day a row belongs to: the source's day, kept as written.
    mutating func day(_ row: [String], _ column: String) -> Day? {
        guard let text = cell(row, column)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            batch.counts.skip("\(kind): no date")
            return nil
        }
        guard let day = Day(String(text.prefix(10))) else {
            batch.counts.skip("\(kind): date '\(Limits.clip(text))' not understood")
            return nil
        }
        return day
    }

    mutating func occurrence(_ key: String) -> Int {
        let n = seen[key, default: 0]
        seen[key] = n + 1
        return n
    }

    func instant(_ day: Day, minute: Int?) -> (Date, LocalDateTime) {
        let local = LocalDateTime(day: day, minuteOfDay: minute ?? 12 * 60)
        return (local.instant(in: calendar), local)
    }

    mutating func add(_ rawRow: [String]) {
        batch.counts.records += 1
        if rawRow.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            batch.counts.skip("\(kind): empty row")
            return
        }
        var row = rawRow
        if row.count > header.count {
            // MyFitnessPal's unquoted note may hold commas: the extra fields are the note's.
            if let last = header.last?.lowercased(), last == "note" || last == "notes" {
                let joined = row[(header.count - 1)...].joined(separator: ",")
                row = Array(row[..<(header.count - 1)]) + [joined]
            } else {
                batch.counts.skip("\(kind): more fields than the header")
                return
            }
        }
        switch kind {
        case "nutrition": addNutrition(row)
        case "servings": addServing(row)
        case "dailysummary": addDayTotal(row)
        case "measurements": addMeasurements(row)
        case "exercise": addExercise(row)
        case "biometrics": addBiometric(row)
        default: break
        }
    }

    func nutrients(_ row: [String]) -> Nutrients {
        var values: [NutrientKey: Double] = [:]
        for (position, key, factor) in nutrientColumns where position < row.count {
            if let value = FoodDiary.number(row[position]) { values[key] = value * factor }
        }
        return Nutrients(values)
    }

    // MyFitnessPal: one row per meal of a day (or per logged time), its totals.
    mutating func addNutrition(_ row: [String]) {
        guard let day = day(row, "date") else { return }
        let meal = cell(row, "meal")?.trimmingCharacters(in: .whitespaces) ?? ""
        let timeText = cell(row, "time") ?? ""
        let minute = FoodDiary.minuteOfDay(timeText)
        let values = nutrients(row)
        guard values[.kcal] != nil else {
            batch.counts.skip("nutrition: no calories")
            return
        }
        let key = "\(day)|\(meal.lowercased())|\(minute.map(String.init) ?? "")"
        let n = occurrence(key)
        let (at, local) = instant(day, minute: minute)
        var item = ImportedMeal(
            day: day, meal: meal.isEmpty ? nil : meal, at: at, local: local, sourceName: "MyFitnessPal", nutrients: values,
            externalID: "myfitnesspal:meal:\(day):\(meal.lowercased()):\(minute.map(String.init) ?? "-"):\(n)")
        item.timeKnown = minute != nil
        if let note = cell(row, "note")?.trimmingCharacters(in: .whitespacesAndNewlines), !note.isEmpty { item.note = note }
        batch.meals.append(item)
        batch.counts.count("meals")
    }

    // Cronometer: one row per food eaten.
    mutating func addServing(_ row: [String]) {
        guard let day = day(row, "day") else { return }
        let name = (cell(row, "food name") ?? "").trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            batch.counts.skip("servings: no food name")
            return
        }
        let amount = (cell(row, "amount") ?? "").trimmingCharacters(in: .whitespaces)
        let group = (cell(row, "group") ?? "").trimmingCharacters(in: .whitespaces)
        let minute = FoodDiary.minuteOfDay(cell(row, "time") ?? "")
        let values = nutrients(row)
        guard values[.kcal] != nil else {
            batch.counts.skip("servings: no energy")
            return
        }
        let key = "\(day)|\(minute.map(String.init) ?? "-")|\(group.lowercased())|\(name.lowercased())|\(amount.lowercased())"
        let n = occurrence(key)
        let (at, local) = instant(day, minute: minute)
        let grams = FoodDiary.grams(amount: amount)
        var item = ImportedMeal(
            day: day, meal: group.isEmpty ? nil : group, at: at, local: local, sourceName: "Cronometer", nutrients: values,
            externalID: "cronometer:serving:\(key):\(n)", foodName: name, quantity: amount.isEmpty ? nil : amount, grams: grams)
        item.timeKnown = minute != nil
        let category = cell(row, "category")?.trimmingCharacters(in: .whitespaces)
        if let mapped = FoodDiary.portions(name: name, usdaGroup: category, grams: grams, nutrients: values) {
            item.portionCategory = mapped.category
            item.portionCount = mapped.portions
        }
        batch.meals.append(item)
        batch.counts.count("servings")
    }

    // Cronometer: a day's totals, kept for days without servings.
    mutating func addDayTotal(_ row: [String]) {
        guard let day = day(row, "date") else { return }
        let values = nutrients(row)
        guard let kcal = values[.kcal], kcal > 0 else {
            batch.counts.skip("dailysummary: no energy")
            return
        }
        let (at, local) = instant(day, minute: nil)
        var item = ImportedMeal(
            day: day, meal: "Day total", at: at, local: local, sourceName: "Cronometer", nutrients: values,
            externalID: "cronometer:day:\(day)", foodName: "Cronometer · day total")
        item.timeKnown = false
        batch.meals.append(item)
        batch.counts.count("day totals")
    }

    // MyFitnessPal: Date, then Weight and any custom measurement, each sparse.
    mutating func addMeasurements(_ row: [String]) {
        guard let day = day(row, "date") else { return }
        let (at, _) = instant(day, minute: nil)
        let unit = options.weightUnit ?? .kg
        for (position, column) in header.enumerated() where position > 0 && position < row.count {
            let text = row[position].trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            guard let kind = FileParser.metricKind(column) else {
                batch.counts.skip("measurements: no Tally series for '\(Limits.clip(column))'")
                continue
            }
            guard let value = FoodDiary.number(text) else {
                batch.counts.skip("measurements: \(kind.rawValue) '\(Limits.clip(text))' is not a number")
                continue
            }
            let si: Double
            switch kind {
            case .weight, .leanmass: si = unit == .lb ? value / BodyUnit.poundsPerKilogram : value
            case .waist, .height: si = unit == .lb ? value * BodyUnit.centimetresPerInch : value
            default: si = value
            }
            guard kind.range.contains(si) else {
                batch.counts.skip("measurements: implausible \(kind.rawValue)")
                continue
            }
            let measurement = BodyMeasurement(kind: kind, value: (si * 1000).rounded() / 1000, day: day, measuredAt: at, source: app.rawValue)
            batch.measurements.append((measurement, "\(app.rawValue):\(kind.rawValue):\(day)"))
            batch.counts.count(kind.rawValue)
        }
    }

    /// A measurement column's kind: "Weight", "Body Fat", "n_Body Fat" (MFP's custom prefix), "Waist".
    static func metricKind(_ column: String) -> MetricKind? {
        var name = column.trimmingCharacters(in: .whitespaces)
        if name.count > 2, name.dropFirst().first == "_" { name = String(name.dropFirst(2)) }
        if let open = name.firstIndex(of: "(") { name = String(name[..<open]) }
        return try? MetricKind.parse(name)
    }

    // MyFitnessPal: cardio and strength rows, and trackers' calorie adjustments (steps, energy).
    mutating func addExercise(_ row: [String]) {
        guard let day = day(row, "date") else { return }
        // Some exports triple-quote the name, so the decoded value keeps literal quotes.
        let name = (cell(row, "exercise") ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "\" ").union(.whitespaces))
        guard !name.isEmpty else {
            batch.counts.skip("exercise: no name")
            return
        }
        let kcal = FoodDiary.number(cell(row, "exercise calories") ?? "")
        if name.lowercased().contains("calorie adjustment") {
            if let steps = FoodDiary.number(cell(row, "steps") ?? ""), steps > 0 { trackerSteps[day] = max(trackerSteps[day] ?? 0, steps) }
            if let kcal, kcal > 0 { trackerEnergy[day, default: 0] += kcal }
            batch.counts.count("tracker adjustments")
            return
        }
        let sets = FoodDiary.number(cell(row, "sets") ?? "")
        let reps = FoodDiary.number(cell(row, "reps per set") ?? "")
        let weightColumn = ["kilograms", "pounds", "lbs", "kg"].first { index[$0] != nil }
        let weight = weightColumn.flatMap { FoodDiary.number(cell(row, $0) ?? "") }
        var minutes = FoodDiary.number(cell(row, "exercise minutes") ?? "") ?? 0
        if minutes <= 0 { minutes = max(10, (sets ?? 0) * 2.5) }
        var notes: [String] = []
        if let sets, sets > 0 {
            var text = "\(Self.format(sets)) sets"
            if let reps, reps > 0 { text += " × \(Self.format(reps)) reps" }
            if let weight, weight > 0, let weightColumn { text += " at \(Self.format(weight)) \(weightColumn.hasPrefix("k") ? "kg" : "lb")" }
            notes.append(text)
        }
        if let note = cell(row, "note")?.trimmingCharacters(in: .whitespacesAndNewlines), !note.isEmpty { notes.append(note) }
        let n = occurrence("\(day)|\(name.lowercased())")
        let (at, _) = instant(day, minute: nil)
        var workout = HealthWorkout(
            externalID: "myfitnesspal:exercise:\(day):\(name.lowercased()):\(n)", name: String(name.prefix(Limits.nameLength)), activity: name,
            startedAt: at, day: day, minutes: min(minutes, 1440), kcal: kcal, distanceM: nil, sourceName: "MyFitnessPal")
        workout.notes = notes.isEmpty ? nil : notes.joined(separator: "; ")
        batch.workouts.append(workout)
        batch.counts.count("workouts")
    }

    static func format(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(format: "%.1f", value)
    }

    // Cronometer: long format, one metric reading per row.
    mutating func addBiometric(_ row: [String]) {
        guard let day = day(row, "day") else { return }
        let metric = (cell(row, "metric") ?? "").trimmingCharacters(in: .whitespaces)
        let unit = (cell(row, "unit") ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        guard let value = FoodDiary.number(cell(row, "amount") ?? "") else {
            batch.counts.skip("biometrics: amount is not a number")
            return
        }
        let minute = FoodDiary.minuteOfDay(cell(row, "time") ?? "")
        let (at, _) = instant(day, minute: minute)
        var plain = metric.lowercased()
        if let open = plain.firstIndex(of: "(") { plain = String(plain[..<open]).trimmingCharacters(in: .whitespaces) }
        if plain.contains("sleep") {
            let hours: Double? = unit.hasPrefix("h") ? value : unit.hasPrefix("min") ? value / 60 : nil
            guard let hours, DailyMetricKind.sleep.plausible.contains(hours) else {
                batch.counts.skip("biometrics: sleep in '\(Limits.clip(unit))' not understood")
                return
            }
            batch.daily.append(DailyValue(kind: .sleep, day: day, value: hours))
            batch.counts.count("sleep")
            return
        }
        if plain.contains("resting") && plain.contains("heart") {
            guard DailyMetricKind.restingHeartRate.plausible.contains(value) else {
                batch.counts.skip("biometrics: implausible resting heart rate")
                return
            }
            batch.daily.append(DailyValue(kind: .restingHeartRate, day: day, value: value))
            batch.counts.count("resting heart rate")
            return
        }
        if plain == "steps" {
            batch.daily.append(DailyValue(kind: .steps, day: day, value: value))
            batch.counts.count("steps")
            return
        }
        guard let kind = try? MetricKind.parse(plain), kind != .steps else {
            batch.counts.skip("biometrics: no Tally series for '\(Limits.clip(metric))'")
            return
        }
        let si: Double
        do {
            if kind == .bodyfat {
                guard unit == "%" || unit.isEmpty else { throw TallyError.invalid(field: "unit", unit) }
                si = value
            } else {
                si = try BodyUnit.parse(unit).toSI(value, for: kind)
            }
        } catch {
            batch.counts.skip("biometrics: \(kind.rawValue) in '\(Limits.clip(unit))' not understood")
            return
        }
        guard kind.range.contains(si) else {
            batch.counts.skip("biometrics: implausible \(kind.rawValue)")
            return
        }
        let n = occurrence("\(kind.rawValue)|\(day)|\(minute.map(String.init) ?? "-")")
        let measurement = BodyMeasurement(kind: kind, value: (si * 1000).rounded() / 1000, day: day, measuredAt: at, source: app.rawValue)
        batch.measurements.append((measurement, "cronometer:\(kind.rawValue):\(day):\(minute.map(String.init) ?? "-"):\(n)"))
        batch.counts.count(kind.rawValue)
    }

    mutating func finish() throws -> HealthBatch {
        for (day, steps) in trackerSteps.sorted(by: { $0.key < $1.key }) where DailyMetricKind.steps.plausible.contains(steps) {
            batch.daily.append(DailyValue(kind: .steps, day: day, value: steps))
        }
        for (day, kcal) in trackerEnergy.sorted(by: { $0.key < $1.key }) where DailyMetricKind.activeEnergy.plausible.contains(kcal) {
            batch.daily.append(DailyValue(kind: .activeEnergy, day: day, value: kcal))
        }
        return batch
    }
}
