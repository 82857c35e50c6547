import Foundation
import Glibc
import Testing
@testable import TravelModel

/// The data document, written by the export and read back by the import: into an empty data directory it gives
/// the very database it was written from, compared table by table, column by column and byte by byte, over data
/// made from seeds (every currency the app knows; titles with controls, escapes, emoji and right-to-left text;
/// amounts of every scale and sign; dates with fractions of seconds, across changes of daylight saving time,
/// exported in several time zones; trips with and without dates, budgets, pictures and activities; limits;
/// settings). Into a data directory with data, it adds what is not there and keeps what is.
@Suite("The data document: export, then import")
struct DataDocumentRoundTripTests {
    // MARK: The data

    /// Data of every kind, as the tables keep it.
    struct DataSet {
        var trips: [Trip] = []
        var expenses: [Expense] = []
        var limits: [CategoryLimitTable.Row] = []
        var settings: [(key: String, value: String)] = []
        /// The user's own pictures, by id, written into the data directory (trips name more, whose files are missing).
        var pictures: [UUID: Picture] = [:]
    }

    /// Pieces of text, put together at random: what JSON escapes, what a terminal acts on, and what takes more
    /// than a byte.
    static let textPieces = [
        "Dinner", " ", "café", "e\u{301}", "\"", "\\", "/", "\n", "\r\n", "\t", "\u{0}", "\u{7}", "\u{1B}[31m", "\u{1B}]0;pwned\u{7}",
        "\u{7F}", "\u{85}", "\u{9B}2J", "\u{2028}", "\u{2029}", "\u{202E}", "\u{200F}", "שלום", "مرحبا", "中文", "🍜", "👩‍👩‍👧",
        "🇯🇵", "𝄞", "\u{FEFF}", "\u{FFFD}", ",", ";", "=SUM(A1)", "+", "-", "@", "'", "{}", "[]", ":", "null", "1.5",
    ]

    /// Text of up to `pieces` pieces (sometimes none, now and then a long run).
    static func text(_ random: inout SplitMix64, pieces: Int = 6) -> String {
        if random.int(in: 0...40) == 0 { return String(repeating: "ab\u{1B}é", count: random.int(in: 100...600)) }
        return (0..<random.int(in: 0...pieces)).map { _ in textPieces[random.int(in: 0...(textPieces.count - 1))] }.joined()
    }

    /// An amount as `StoredAmount` keeps it: up to 38 significant digits, at scales from 10^-20 to 10^30, of
    /// either sign, and zero.
    static func amount(_ random: inout SplitMix64, positive: Bool = false) -> Decimal {
        while true {
            let digits = random.int(in: 1...38)
            var text = (0..<digits).map { _ in String(random.int(in: 0...9)) }.joined()
            let point = random.int(in: -20...30)
            if point < 0 {
                text = "0." + String(repeating: "0", count: -point) + text
            } else if point < text.count {
                text.insert(".", at: text.index(text.startIndex, offsetBy: text.count - point))
            } else {
                text += String(repeating: "0", count: min(point - text.count, 10))
            }
            if !positive, random.int(in: 0...3) == 0 { text = "-" + text }
            if let value = StoredAmount.value(of: text), StoredAmount.text(for: value).map({ $0.utf8.count <= ExpenseTable.maximumAmountLength }) == true,
               !positive || value > 0 {
                return value
            }
        }
    }

    /// Moments the tests are hard on: a change of daylight saving time in zones of odd offsets, either side by
    /// a fraction of a second.
    static let hardMoments: [Double] = {
        var moments: [Double] = []
        for zone in ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "America/St_Johns", "Pacific/Apia"] {
            guard let timeZone = TimeZone(identifier: zone) else { continue }
            var date = Date(timeIntervalSinceReferenceDate: 0)
            for _ in 0..<4 {
                guard let change = timeZone.nextDaylightSavingTimeTransition(after: date) else { break }
                let seconds = change.timeIntervalSinceReferenceDate
                moments += [seconds - 0.001, seconds, seconds + 0.5, seconds - 1]
                date = change
            }
        }
        return moments
    }()

    /// A moment: whole seconds or with a fraction of any scale, from 1850 (local mean times) to 2100.
    static func randomMoment(_ random: inout SplitMix64) -> Date {
        if random.int(in: 0...4) == 0 { return Date(timeIntervalSinceReferenceDate: hardMoments[random.int(in: 0...(hardMoments.count - 1))]) }
        let whole = Double(random.int(in: -4_733_000_000...3_155_000_000))
        let fraction: Double = switch random.int(in: 0...3) {
        case 0: 0
        case 1: 0.5
        case 2: Double(random.int(in: 0...999)) / 1_000
        default: Double(bitPattern: random.next() >> 12 | 0x3FF0_0000_0000_0000) - 1
        }
        return Date(timeIntervalSinceReferenceDate: whole + fraction)
    }

    /// A data set made from `seed`, with `expenseCount` expenses.
    static func dataSet(seed: UInt64, expenseCount: Int) -> DataSet {
        var random = SplitMix64(seed: seed)
        var data = DataSet()
        let currencies = Locale.commonISOCurrencyCodes.sorted()
        func anyCurrency() -> String { currencies[random.int(in: 0...(currencies.count - 1))] }
        func day() -> Date {
            StoredDay.noon(of: String(format: "%04d-%02d-%02d", random.int(in: 1900...2099), random.int(in: 1...12), random.int(in: 1...28)), timeZone: .gmt)
                ?? Date(timeIntervalSinceReferenceDate: 43_200)
        }
        let collections = TripCollection.all.map(\.id) + ["custom \u{1B}[1m"]
        for index in 0..<30 {
            var photo: String?
            switch index % 5 {
            case 0: photo = "kyoto-pagoda"
            case 1:
                let id = UUID()
                photo = "user:" + id.uuidString.lowercased()
                var pixels: [UInt8] = []
                for _ in 0..<(Picture.standardWidth * Picture.standardHeight * 3) { pixels.append(UInt8(random.int(in: 0...255))) }
                data.pictures[id] = Picture(width: Picture.standardWidth, height: Picture.standardHeight, pixels: pixels)
            case 2: photo = "user:" + UUID().uuidString.lowercased()
            default: photo = nil
            }
            let first = day()
            let dates = random.int(in: 0...1) == 0 ? nil : first...first.addingTimeInterval(Double(random.int(in: 0...40)) * 86_400)
            let budget = random.int(in: 0...1) == 0 ? nil : Money(amount(&random), currencyCode: anyCurrency())
            let activities = (0..<random.int(in: 0...5)).map { _ in
                Activity(name: text(&random), isComplete: random.int(in: 0...1) == 0)
            }
            data.trips.append(Trip(
                name: text(&random), subtitle: text(&random), photoName: photo,
                collectionID: collections[random.int(in: 0...(collections.count - 1))], activities: activities,
                lastViewed: day(), dates: dates, budget: budget))
        }
        let categories = Category.all + [Category(id: "odd \u{1B}", title: text(&random), symbol: "\u{202E}x"), Category(id: "", title: "", symbol: "")]
        for index in 0..<expenseCount {
            // Every currency the app knows, then any.
            let currency = index < currencies.count ? currencies[index] : anyCurrency()
            let trip: UUID? = switch random.int(in: 0...3) {
            case 0: data.trips[random.int(in: 0...(data.trips.count - 1))].id
            case 1: UUID()  // a deleted trip's
            default: nil
            }
            data.expenses.append(Expense(
                title: text(&random), amount: amount(&random), currencyCode: currency,
                category: categories[random.int(in: 0...(categories.count - 1))], date: randomMoment(&random), tripID: trip))
        }
        for category in categories.prefix(4) {
            data.limits.append(CategoryLimitTable.Row(category: category.id, limit: Money(amount(&random, positive: true), currencyCode: anyCurrency())))
        }
        data.settings = [
            ("budget.origin", "sample"), ("wishlist.origin", "imported"), ("last_flight", "2026-03-14 LH400"),
            ("draft", "{\"title\":\"\(text(&random).replacingOccurrences(of: "\"", with: ""))\"}"), ("odd \u{1B}]0;x\u{7}", text(&random)),
        ]
        return data
    }

    // MARK: Directories

    /// A data directory holding `data`, as the app keeps it: every expense entered in the order given, with
    /// some entered and deleted on the way (so that the order of entry has gaps), and the pictures' files.
    static func directory(holding data: DataSet) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let database = try AppDatabase.open(at: directory.appending(AppDatabase.fileName))
        try database.writeNow { connection in
            try TripTable.upsert(data.trips, timeZone: .gmt, in: connection)
            for (index, expense) in data.expenses.enumerated() {
                try ExpenseTable.insert(expense, in: connection)
                if index % 7 == 3 {
                    let gone = Expense(title: "gone", amount: 1, category: .other, date: expense.date)
                    try ExpenseTable.insert(gone, in: connection)
                    try ExpenseTable.delete([gone.id], in: connection)
                }
            }
            for limit in data.limits { try CategoryLimitTable.set(limit.limit, for: limit.category, in: connection) }
            for setting in data.settings { try SettingTable.set(setting.value, for: setting.key, in: connection) }
        }
        database.checkpoint()
        let folder = directory.url.appendingPathComponent(UserPictures.folderName, isDirectory: true)
        for (id, picture) in data.pictures { try UserPictures.write(picture, id: id, in: folder) }
        return directory
    }

    /// The document of the data directory `directory`, exported in `timeZone`, in a file of its own.
    static func export(_ directory: TemporaryDirectory, timeZone: TimeZone, period: ExportPeriod = .always) throws
        -> (file: URL, summary: DataDocumentExport.Summary) {
        let file = URL(fileURLWithPath: directory.path + "-\(UUID().uuidString).json")
        let destination = try ExportDestination.file(atPath: file.path)
        let summary = try DataDocumentExport(period: period, timeZone: timeZone, now: Date(timeIntervalSinceReferenceDate: 800_000_000.25))
            .write(from: try ReadOnlyDatabase.open(directory: directory.url), to: destination.output)
        try destination.finish()
        return (file, summary)
    }

    /// A value of a column, compared exactly: text by its bytes, a number by its bits.
    enum Cell: Equatable, CustomStringConvertible {
        case null, integer(Int64), real(UInt64), text([UInt8]), blob(Data)

        init(_ value: DatabaseValue) {
            switch value {
            case .null: self = .null
            case .integer(let number): self = .integer(number)
            case .real(let number): self = .real(number == 0 ? 0 : number.bitPattern)
            case .text(let text): self = .text(Array(text.utf8))
            case .blob(let data): self = .blob(data)
            }
        }

        var description: String {
            switch self {
            case .null: "NULL"
            case .integer(let number): "\(number)"
            case .real(let bits): "\(Double(bitPattern: bits))"
            case .text(let bytes): String(reflecting: String(decoding: bytes, as: UTF8.self))
            case .blob(let data): "<\(data.count) bytes>"
            }
        }
    }

    /// Every table of the database in `directory`, row by row, in a fixed order: what the app keeps, and the
    /// search index it works out. The expenses in the order they were entered (their row ids themselves
    /// aside: the import enters them after those there), the search index by its key's day and that order.
    static func tableRows(of directory: TemporaryDirectory) throws -> [String: [[Cell]]] {
        let connection = try DatabaseConnection(.file(path: directory.appending(AppDatabase.fileName).path), access: .readOnly)
        let queries = [
            "setting": "SELECT key, value FROM setting ORDER BY key",
            "trip": "SELECT * FROM trip ORDER BY id",
            "activity": "SELECT * FROM activity ORDER BY trip, position",
            "category_limit": "SELECT * FROM category_limit ORDER BY category",
            "expense": """
                SELECT id, title, amount, category_id, category_title, category_symbol, date, currency, trip, title_key
                FROM expense ORDER BY entered
                """,
            "expense_search": """
                SELECT rowid >> 32, title, category, trip, amount, category_id, trip_id FROM expense_search ORDER BY rowid
                """,
        ]
        var contents: [String: [[Cell]]] = [:]
        for (table, sql) in queries {
            let statement = try connection.prepare(sql)
            contents[table] = try statement.rows { row in
                try (0..<row.columnCount).map { Cell(try row.column($0, as: DatabaseValue.self)) }
            }
        }
        return contents
    }

    /// The files of the `pictures` folder of `directory`, by name.
    static func pictureFiles(of directory: TemporaryDirectory) throws -> [String: Data] {
        let folder = directory.url.appendingPathComponent(UserPictures.folderName, isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return try Dictionary(uniqueKeysWithValues: names.map { ($0, try contents(of: folder.appendingPathComponent($0))) })
    }

    /// Expects `actual` to hold what `expected` holds, table by table and row by row, naming the first
    /// difference.
    static func expectSame(_ actual: [String: [[Cell]]], _ expected: [String: [[Cell]]], _ comment: String) {
        for (table, rows) in expected.sorted(by: { $0.key < $1.key }) {
            let other = actual[table] ?? []
            #expect(other.count == rows.count, "\(comment): \(table) has \(other.count) rows, not \(rows.count)")
            if let index = Array(zip(other, rows)).firstIndex(where: { $0 != $1 }) {
                Issue.record("\(comment): \(table) row \(index) is \(other[index]), not \(rows[index])")
            }
        }
    }

    // MARK: Tests

    @Test("Into an empty data directory: the same database, table by table, and the same pictures", arguments: [
        (UInt64(1), "UTC"), (2, "Europe/Berlin"), (3, "Asia/Kathmandu"), (4, "America/St_Johns"), (5, "Australia/Lord_Howe"),
    ])
    func intoAnEmptyDirectory(seed: UInt64, zone: String) throws {
        let data = Self.dataSet(seed: seed, expenseCount: 400)
        let source = try Self.directory(holding: data)
        let (file, exported) = try Self.export(source, timeZone: try #require(TimeZone(identifier: zone)))
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(exported.written.expenses == data.expenses.count)
        #expect(exported.written.trips == data.trips.count)
        #expect(exported.written.pictures == data.pictures.count)
        #expect(exported.leftOutPictures.count == data.trips.count / 5, "the pictures named whose files are missing")
        #expect(exported.leftOutTrips.isEmpty && exported.leftOutExpenses.isEmpty)

        let target = try TemporaryDirectory()
        let summary = try DataDocumentImport.importDocument(atPath: file.path, intoDirectory: target.url)
        #expect(summary.added.expenses == data.expenses.count)
        #expect(summary.added.trips == data.trips.count)
        #expect(summary.added.activities == data.trips.reduce(0) { $0 + $1.activities!.count })
        #expect(summary.added.pictures == data.pictures.count)
        #expect(summary.added.categoryLimits == data.limits.count)
        #expect(summary.added.settings == data.settings.count)
        #expect(summary.alreadyThere == DataDocument.Counts())
        Self.expectSame(try Self.tableRows(of: target), try Self.tableRows(of: source), "seed \(seed) in \(zone)")
        #expect(try Self.pictureFiles(of: target) == Self.pictureFiles(of: source))
        #expect(try permissions(of: target.appending(UserPictures.folderName)) == 0o700)

        // What the stores read back is the data made.
        let read = try AppDatabase.open(at: target.appending(AppDatabase.fileName)).read { connection in
            (try TripTable.all(from: connection, timeZone: .gmt).trips, try ExpenseTable.all(from: connection),
             try data.trips.map { try TripTable.activities(ofTrip: $0.id, in: connection) })
        }
        #expect(Set(read.0) == Set(data.trips.map(\.withoutActivityList)))
        #expect(read.2 == data.trips.map { $0.activities ?? [] })
        #expect(read.1 == data.expenses)
    }

    @Test("A large document puts the indexes off to its end, and gives the same database, search index and all")
    func largeDocument() throws {
        let data = Self.dataSet(seed: 99, expenseCount: 12_000)
        let source = try Self.directory(holding: data)
        let (file, _) = try Self.export(source, timeZone: try #require(TimeZone(identifier: "Europe/Berlin")))
        defer { try? FileManager.default.removeItem(at: file) }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(size / DataDocumentImport.bytesPerExpense >= DataDocumentInsertion.fewestToPutOffIndexes)
        let target = try TemporaryDirectory()
        var reported: [Int] = []
        let summary = try DataDocumentImport.importDocument(atPath: file.path, intoDirectory: target.url) { reported.append($0) }
        #expect(summary.added.expenses == 12_000)
        #expect(reported.last == 12_000 + data.trips.count + data.limits.count + data.pictures.count)
        Self.expectSame(try Self.tableRows(of: target), try Self.tableRows(of: source), "12,000 expenses")
        let connection = try DatabaseConnection(.file(path: target.appending(AppDatabase.fileName).path), access: .readOnly)
        #expect(try connection.prepare("PRAGMA integrity_check").rows { try $0.column(0, as: String.self) } == ["ok"])
        let indexes = try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'expense'").rows {
            try $0.column(0, as: String.self)
        }
        #expect(Set(ExpenseTable.dateIndexes.map(\.name)).isSubset(of: Set(indexes)))
    }

    @Test("Into a data directory with data: what is there is kept as it is, the rest added; twice adds nothing more")
    func intoADirectoryWithData() throws {
        let data = Self.dataSet(seed: 7, expenseCount: 200)
        let source = try Self.directory(holding: data)
        let (file, _) = try Self.export(source, timeZone: .gmt)
        defer { try? FileManager.default.removeItem(at: file) }

        // The target has some of the same ids, changed since, a limit of a category the document has, a setting.
        var other = DataSet()
        var changedTrip = data.trips[0]
        changedTrip.name = "Renamed here"
        changedTrip.activities = []
        var changedExpense = data.expenses[5]
        changedExpense.title = "Changed here"
        other.trips = [changedTrip]
        other.expenses = [Expense(title: "Only here", amount: 3, category: .other, date: .now), changedExpense]
        other.limits = [CategoryLimitTable.Row(category: data.limits[0].category, limit: Money(1, currencyCode: "EUR"))]
        other.settings = [("budget.origin", "json-elsewhere")]
        let target = try Self.directory(holding: other)

        let summary = try DataDocumentImport.importDocument(atPath: file.path, intoDirectory: target.url)
        #expect(summary.alreadyThere.trips == 1)
        #expect(summary.alreadyThere.activities == data.trips[0].activities!.count)
        #expect(summary.alreadyThere.expenses == 1)
        #expect(summary.alreadyThere.categoryLimits == 1)
        #expect(summary.alreadyThere.settings == 1)
        #expect(summary.added.trips == data.trips.count - 1)
        #expect(summary.added.expenses == data.expenses.count - 1)
        let (trips, expenses, limits, origin) = try AppDatabase.open(at: target.appending(AppDatabase.fileName)).read { connection in
            (try TripTable.all(from: connection, timeZone: .gmt).trips, try ExpenseTable.all(from: connection),
             try CategoryLimitTable.all(from: connection).rowsUnlessStopped(), try SettingTable.value(of: "budget.origin", in: connection))
        }
        #expect(trips.first { $0.id == changedTrip.id } == changedTrip.withoutActivityList, "kept as it was")
        #expect(expenses.first { $0.id == changedExpense.id } == changedExpense)
        #expect(expenses.first?.title == "Only here", "entered first, it stays first")
        #expect(expenses.count == data.expenses.count + 1)
        #expect(limits.first { $0.category == data.limits[0].category }?.limit == Money(1, currencyCode: "EUR"))
        #expect(origin == "json-elsewhere")

        let before = try Self.tableRows(of: target)
        let again = try DataDocumentImport.importDocument(atPath: file.path, intoDirectory: target.url)
        #expect(again.added.expenses == 0 && again.added.trips == 0 && again.added.pictures == 0)
        #expect(again.alreadyThere.expenses == data.expenses.count)
        Self.expectSame(try Self.tableRows(of: target), before, "imported twice")
    }

    @Test("A dry run says what an import would do and writes nothing: no database where there was none, no picture")
    func dryRun() throws {
        let data = Self.dataSet(seed: 8, expenseCount: 50)
        let source = try Self.directory(holding: data)
        let (file, _) = try Self.export(source, timeZone: .gmt)
        defer { try? FileManager.default.removeItem(at: file) }
        let target = try TemporaryDirectory()
        let checked = try DataDocumentImport.importDocument(atPath: file.path, intoDirectory: target.url, dryRun: true)
        #expect(checked.isDryRun)
        #expect(checked.added.expenses == 50)
        #expect(checked.added.pictures == data.pictures.count)
        #expect(try target.names() == [DataLock.fileName])

        let filled = try Self.directory(holding: DataSet())
        let before = try Self.tableRows(of: filled)
        let wouldDo = try DataDocumentImport.importDocument(atPath: file.path, intoDirectory: filled.url, dryRun: true)
        Self.expectSame(try Self.tableRows(of: filled), before, "dry run")
        #expect(try Self.pictureFiles(of: filled).isEmpty)
        var done = try DataDocumentImport.importDocument(atPath: file.path, intoDirectory: filled.url)
        done.isDryRun = true
        #expect(done == wouldDo)
    }

    @Test("A refused document leaves the data directory as it was, the pictures it wrote removed")
    func refusedLeavesNothing() throws {
        let data = Self.dataSet(seed: 9, expenseCount: 20)
        let source = try Self.directory(holding: data)
        let (file, _) = try Self.export(source, timeZone: .gmt)
        defer { try? FileManager.default.removeItem(at: file) }
        // The last expense's amount made a JSON number: found after the pictures were written.
        var text = String(decoding: try contents(of: file), as: UTF8.self)
        let last = try #require(text.range(of: "\"amount\":\"", options: .backwards))
        text.replaceSubrange(last, with: "\"amount\":1.5,\"was\":\"")
        try write(text, to: file)
        let target = try Self.directory(holding: DataSet())
        let before = try Self.tableRows(of: target)
        #expect {
            try DataDocumentImport.importDocument(atPath: file.path, intoDirectory: target.url)
        } throws: { error in
            guard case .refused(let problem) = error as? DataDocumentImport.Failure else { return false }
            return problem.place == "expenses[19].amount" && problem.reason.description.contains("1.5 is a JSON number")
        }
        Self.expectSame(try Self.tableRows(of: target), before, "refused")
        #expect(try Self.pictureFiles(of: target).isEmpty)
    }

    @Test("The document parses with Foundation and has the documented shape; amounts are text, dates moments with offsets")
    func documentedShape() throws {
        let data = Self.dataSet(seed: 10, expenseCount: 60)
        let source = try Self.directory(holding: data)
        let (file, _) = try Self.export(source, timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")),
                                        period: try ExportPeriod(first: "1990-01-01", last: nil))
        defer { try? FileManager.default.removeItem(at: file) }
        let bytes = try contents(of: file)
        #expect(!bytes.contains(0x1B), "an escape is \\u001b in the file, never the byte")
        let document = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        #expect(Set(document.keys) == ["format", "version", "exported", "period", "settings", "trips", "pictures", "categoryLimits", "expenses"])
        #expect(document["format"] as? String == "wishlist")
        #expect(document["version"] as? Int == 1)
        #expect(document["exported"] as? String == "2026-05-09T15:13:20.25+09:00")
        let period = try #require(document["period"] as? [String: Any])
        #expect(period["first"] as? String == "1990-01-01" && period["last"] is NSNull && period["timeZone"] as? String == "Asia/Tokyo")
        let settings = try #require(document["settings"] as? [String: String])
        #expect(settings.count == data.settings.count)
        let trips = try #require(document["trips"] as? [[String: Any]])
        for trip in trips {
            #expect(Set(trip.keys) == ["id", "name", "subtitle", "collection", "picture", "lastViewed", "dates", "budget", "activities"])
            if let budget = trip["budget"] as? [String: Any] { #expect(budget["amount"] is String && budget["currency"] is String) }
        }
        let expenses = try #require(document["expenses"] as? [[String: Any]])
        let start = try moment(try gregorian("Asia/Tokyo"), 1990, 1, 1, 0)
        let since1990 = data.expenses.filter { $0.date >= start }
        #expect(expenses.count == since1990.count, "the period limits the expenses")
        #expect(trips.count == data.trips.count, "and nothing else")
        for expense in expenses {
            #expect(Set(expense.keys) == ["id", "date", "title", "amount", "currency", "category", "trip"])
            #expect(expense["amount"] is String)
            let date = try #require(expense["date"] as? String)
            #expect(date.hasSuffix("+09:00"), "\(date)")
        }
        let pictures = try #require(document["pictures"] as? [[String: String]])
        #expect(pictures.count == data.pictures.count)
        #expect(pictures.allSatisfy { $0["name"]?.hasPrefix("user:") == true && Data(base64Encoded: $0["ppm"] ?? "") != nil })
        let limits = try #require(document["categoryLimits"] as? [[String: String]])
        #expect(limits.count == data.limits.count)
    }
}
