import Foundation

/// The entries of a data document (`DataDocument`) decoded from their JSON, each value checked by the rules the
/// app keeps its own by (`Documentation/json-document.md` lists them): ids are UUIDs, amounts exact decimal text
/// that `StoredAmount` reads exactly, dates the exact moments `InstantText` writes, days `yyyy-MM-dd`. A value
/// that breaks one is a `DataDocumentProblem` at its place, never a value changed to fit; keys the document does
/// not know are passed over (a later version may add some).
enum DataDocumentEntry {
    /// The expense an entry of `expenses` writes.
    static func expense(_ json: JSONValue, at place: JSONPlace, memo: inout ReadingMemo) throws(DataDocumentProblem) -> Expense {
        let fields = try DocumentFields(json, at: place)
        let category = try fields.object("category")
        return Expense(
            id: try fields.id("id"), title: try fields.text("title"), amount: try fields.amount("amount", memo: &memo),
            currencyCode: try fields.text("currency"),
            category: Category(id: try category.text("id"), title: try category.text("title"), symbol: try category.text("symbol")),
            date: try fields.moment("date"), tripID: try fields.optionalID("trip"))
    }

    /// The trip an entry of `trips` writes, with its activities in order; its days at noon in UTC (as the
    /// table reads them back when written in UTC).
    static func trip(_ json: JSONValue, at place: JSONPlace, memo: inout ReadingMemo) throws(DataDocumentProblem) -> Trip {
        let fields = try DocumentFields(json, at: place)
        var dates: ClosedRange<Date>?
        if let range = try fields.optionalObject("dates") {
            let first = try range.day("first", memo: &memo), last = try range.day("last", memo: &memo)
            guard first <= last else {
                throw DataDocumentProblem(.lastDayBeforeFirst, at: range.place)
            }
            dates = first...last
        }
        var budget: Money?
        if let money = try fields.optionalObject("budget") {
            budget = Money(try money.amount("amount", memo: &memo), currencyCode: try money.text("currency"))
        }
        var activities: [Activity] = []
        var activityIDs: Set<UUID> = []
        for (value, place) in try fields.array("activities") {
            let activity = try DocumentFields(value, at: place)
            let id = try activity.id("id")
            guard activityIDs.insert(id).inserted else {
                throw DataDocumentProblem(.activityIDTaken(id.uuidString), at: place.key("id"))
            }
            activities.append(Activity(id: id, name: try activity.text("name"), isComplete: try activity.bool("isComplete")))
        }
        return Trip(
            id: try fields.id("id"), name: try fields.text("name"), subtitle: try fields.text("subtitle"),
            photoName: try fields.optionalText("picture"), collectionID: try fields.text("collection"),
            activities: activities, lastViewed: try fields.day("lastViewed", memo: &memo), dates: dates, budget: budget)
    }

    /// A picture of the user's own, as an entry of `pictures` writes it: its name (`user:<uuid>`) and the
    /// picture, decoded from its PPM file in base64.
    static func picture(_ json: JSONValue, at place: JSONPlace) throws(DataDocumentProblem) -> (id: UUID, picture: Picture) {
        let fields = try DocumentFields(json, at: place)
        let name = try fields.text("name")
        guard let id = UserPictures.identifier(inName: name) else {
            throw DataDocumentProblem(.notAUserPictureName("\(quoted: name)"), at: place.key("name"))
        }
        let text = try fields.text("ppm")
        guard let bytes = Data(base64Encoded: text) else {
            throw DataDocumentProblem(.pictureNotBase64, at: place.key("ppm"))
        }
        let picture: Picture
        do {
            picture = try Picture(ppm: bytes)
        } catch {
            throw DataDocumentProblem(.notAPicture(reason: error), at: place.key("ppm"))
        }
        let side = DataDocument.maximumPictureSide
        guard picture.width <= side, picture.height <= side else {
            throw DataDocumentProblem(.pictureTooLarge(width: picture.width, height: picture.height, side: side), at: place.key("ppm"))
        }
        return (id, picture)
    }

    /// A monthly limit, as an entry of `categoryLimits` writes it: the category's id and the amount, which is
    /// more than 0.
    static func categoryLimit(_ json: JSONValue, at place: JSONPlace, memo: inout ReadingMemo) throws(DataDocumentProblem) -> CategoryLimitTable.Row {
        let fields = try DocumentFields(json, at: place)
        let limit = Money(try fields.amount("amount", memo: &memo), currencyCode: try fields.text("currency"))
        guard limit.amount > 0 else {
            throw DataDocumentProblem(.limitNotPositive, at: place.key("amount"))
        }
        return CategoryLimitTable.Row(category: try fields.text("category"), limit: limit)
    }

    /// What a JSON value is, for a problem: the number 12, text.
    static func kind(of value: JSONValue) -> DataDocumentProblem.Found {
        switch value {
        case .string: .text
        case .number(let text): .number(MessageQuote.number(text))
        case .bool(let value): .bool(value)
        case .null: .null
        case .array: .array
        case .object: .object
        }
    }
}

/// A JSON object of a data document being decoded: its fields by key, each read as the type the document gives
/// it, or a problem saying what is wrong where.
struct DocumentFields {
    private let members: [JSONMember]
    /// Where the object is.
    let place: JSONPlace

    /// The object `value`, at `place`.
    ///
    /// - Throws: `DataDocumentProblem` when `value` is not an object, or writes a key twice (which of the two
    ///   is meant, JSON does not say).
    init(_ value: JSONValue, at place: JSONPlace) throws(DataDocumentProblem) {
        guard case .object(let members) = value else {
            throw DataDocumentProblem(.mismatch(found: DataDocumentEntry.kind(of: value), needed: .object), at: place)
        }
        // Few keys: each against those before it costs less than a set.
        for (index, member) in members.enumerated() where members[..<index].contains(where: { $0.key == member.key }) {
            throw DataDocumentProblem(.keyTwice("\(quoted: member.key)"), at: place)
        }
        self.members = members
        self.place = place
    }

    /// The value under `key`; nil when there is none.
    private func member(_ key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// The value under `key`.
    private func value(_ key: String) throws(DataDocumentProblem) -> JSONValue {
        guard let value = member(key) else { throw DataDocumentProblem(.missing(key: key), at: place) }
        return value
    }

    /// The problem of `value`, under `key`, being of another kind than `needed`.
    private func mismatch(_ key: String, _ value: JSONValue, needed: DataDocumentProblem.Needed) -> DataDocumentProblem {
        DataDocumentProblem(.mismatch(found: DataDocumentEntry.kind(of: value), needed: needed), at: place.key(key))
    }

    /// The text under `key`.
    func text(_ key: String) throws(DataDocumentProblem) -> String {
        let value = try value(key)
        guard case .string(let text) = value else { throw mismatch(key, value, needed: .text) }
        return text
    }

    /// The text under `key`; nil when there is none, or null.
    func optionalText(_ key: String) throws(DataDocumentProblem) -> String? {
        switch member(key) {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let value?: throw mismatch(key, value, needed: .textOrNull)
        }
    }

    /// The UUID written under `key`, such as "E621E1F8-C36C-495A-93FC-0C247A3E6E5F" (its digits in either case).
    func id(_ key: String) throws(DataDocumentProblem) -> UUID {
        try uuid(in: try text(key), key: key)
    }

    /// The UUID written under `key`; nil when there is none, or null.
    func optionalID(_ key: String) throws(DataDocumentProblem) -> UUID? {
        try optionalText(key).map { text throws(DataDocumentProblem) in try uuid(in: text, key: key) }
    }

    private func uuid(in text: String, key: String) throws(DataDocumentProblem) -> UUID {
        guard let id = UUID(canonicalText: text.utf8) else {
            throw DataDocumentProblem(.notAUUID("\(quoted: text)"), at: place.key(key))
        }
        return id
    }

    /// `true` or `false` under `key`.
    func bool(_ key: String) throws(DataDocumentProblem) -> Bool {
        let value = try value(key)
        guard case .bool(let bool) = value else { throw mismatch(key, value, needed: .trueOrFalse) }
        return bool
    }

    /// The object under `key`.
    func object(_ key: String) throws(DataDocumentProblem) -> DocumentFields {
        try DocumentFields(try value(key), at: place.key(key))
    }

    /// The object under `key`; nil when there is none, or null.
    func optionalObject(_ key: String) throws(DataDocumentProblem) -> DocumentFields? {
        switch member(key) {
        case nil, .null?: nil
        case let value?: try DocumentFields(value, at: place.key(key))
        }
    }

    /// The elements of the array under `key`, each with its place.
    func array(_ key: String) throws(DataDocumentProblem) -> [(value: JSONValue, place: JSONPlace)] {
        let value = try value(key)
        guard case .array(let elements) = value else { throw mismatch(key, value, needed: .array) }
        let place = place.key(key)
        return elements.enumerated().map { ($0.element, place.index($0.offset)) }
    }

    /// The amount under `key`: exact decimal text (`StoredAmount`), such as "-12.5", of no more digits than the
    /// app keeps exactly. A JSON number is refused: a reader may have rounded it on the way.
    func amount(_ key: String, memo: inout ReadingMemo) throws(DataDocumentProblem) -> Decimal {
        let value = try value(key)
        if case .number(let text) = value {
            throw DataDocumentProblem(.amountIsANumber(MessageQuote.number(text)), at: place.key(key))
        }
        guard case .string(let text) = value else { throw mismatch(key, value, needed: .amountAsText) }
        let reading = text.utf8.count <= ExpenseTable.maximumAmountLength ? memo.amount(text) : .tooManyDigits
        switch reading {
        case .exact(let amount):
            return amount
        case .notANumber:
            throw DataDocumentProblem(.notAnAmount("\(quoted: text)"), at: place.key(key))
        case .tooManyDigits:
            throw DataDocumentProblem(.tooManyDigits(MessageQuote.number(text)), at: place.key(key))
        }
    }

    /// The day under `key`, "yyyy-MM-dd", as noon of it in the memo's time zone.
    func day(_ key: String, memo: inout ReadingMemo) throws(DataDocumentProblem) -> Date {
        let text = try text(key)
        guard let noon = memo.noon(of: text) else {
            throw DataDocumentProblem(.notADay("\(quoted: text)"), at: place.key(key))
        }
        return noon
    }

    /// The moment under `key`, as `InstantText` writes it: the very `Date` it was written from.
    func moment(_ key: String) throws(DataDocumentProblem) -> Date {
        let text = try text(key)
        guard let seconds = InstantText.seconds(of: text.utf8) else {
            throw DataDocumentProblem(.notAMoment("\(quoted: text)"), at: place.key(key))
        }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}
