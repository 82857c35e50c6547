import Foundation

/// The data document (`DataDocument`) of a database, streamed: `wishlist export --format json`.
///
/// All of it is read in one read transaction, so that the document is the data of one moment whatever the app
/// commits meanwhile (the database is in WAL mode): one statement a table, each row written as soon as it is
/// read into a `ChunkedOutput`, so that a million expenses take the memory of a row and a chunk. The trips and
/// their activities are two statements read side by side, both in the order of the trips' ids; the pictures
/// are those of the user's own that the trips name, read from the data directory's `pictures` folder; the
/// expenses come in the order they were entered (the table's own order: no sort), which is what an import
/// enters them in.
///
/// A period limits the expenses only (those whose day in `timeZone` is in it); everything else is written
/// whole, and the document says the period. Rows the app itself cannot read (an amount that is not a number,
/// a trip whose day is not one, written by another program) are left out and counted, as the app leaves them
/// out of its screens, and so are expenses whose date cannot be written (outside the years 1 to 9999) and
/// pictures whose file is missing or damaged.
public struct DataDocumentExport {
    /// The days whose expenses are written.
    public var period: ExportPeriod
    /// The time zone of the period's days, and of the dates written (each with its offset from UTC there).
    public var timeZone: TimeZone
    /// The moment written as the document's `exported`.
    public var now: Date

    /// An export of the expenses of `period` and all else, dated `now`, its days and dates in `timeZone` (by
    /// default the local one).
    public init(period: ExportPeriod = .always, timeZone: TimeZone = .current, now: Date = .now) {
        self.period = period
        self.timeZone = timeZone
        self.now = now
    }

    /// What an export wrote, and left out.
    public struct Summary: Equatable, Sendable {
        /// The entries written.
        public var written = DataDocument.Counts()
        /// The trips left out (a row the app cannot read, or one of its activities).
        public var leftOutTrips = UnreadableRows()
        /// The pictures a trip names whose file is missing or cannot be read (the trip keeps the name).
        public var leftOutPictures = UnreadableRows()
        public var leftOutCategoryLimits = UnreadableRows()
        public var leftOutExpenses = UnreadableRows()

        /// Nothing written yet.
        public init() {}

        /// What to tell the user of what was left out: a sentence a kind, none when nothing was.
        public var leftOutSentences: [String] {
            [
                leftOutTrips.leftOutSentence(one: "trip", many: "trips"),
                leftOutPictures.leftOutSentence(one: "picture", many: "pictures"),
                leftOutCategoryLimits.leftOutSentence(one: "monthly limit", many: "monthly limits"),
                leftOutExpenses.leftOutSentence(one: "expense", many: "expenses"),
            ].compactMap(\.self)
        }
    }

    /// Why an export stopped before its end.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The database could not be read on (a damaged page, a lock held too long): `what` is the part being
        /// read, such as "the trips".
        case reading(what: String, reason: FailureReason)
        /// The output could not be written (a full disk, a reader that has gone).
        case writing(SystemCallError)

        /// One line for the user.
        public var description: String {
            switch self {
            case let .reading(what, reason): "\(what) could not be read: \(reason)"
            case let .writing(error): "the export could not be written: \(error)"
            }
        }
    }

    /// Writes the document of `database` to `output` (flushing is the caller's, with the destination's
    /// `finish()`), and says what was written and left out.
    ///
    /// - Throws: `Failure` when the database cannot be read or the output written on the way.
    public func write(from database: ReadOnlyDatabase, to output: ChunkedOutput) throws(Failure) -> Summary {
        let pictures = database.url.deletingLastPathComponent().appendingPathComponent(UserPictures.folderName, isDirectory: true)
        let writer = DataDocumentWriter(export: self, connection: database.connection, output: output, pictureFolder: pictures)
        do {
            try database.connection.readRollingBack { try writer.writeDocument() }
        } catch let error as SystemCallError {
            throw .writing(error)
        } catch {
            throw .reading(what: writer.part, reason: PreparedStatement.reason(for: error, withCode: true))
        }
        return writer.summary
    }
}

/// The writing of one data document, a part at a time (see `DataDocumentExport`). Entries are one to a line,
/// each compact, so that a line of the file is an entry (and a reader's message about line 12 is about one).
private final class DataDocumentWriter {
    let export: DataDocumentExport
    let connection: DatabaseConnection
    let output: ChunkedOutput
    let pictureFolder: URL
    var summary = DataDocumentExport.Summary()
    /// The part being read, for a failure: "the trips".
    private(set) var part = "the settings"
    private var offsets: UTCOffsets
    /// The text of the date of the expense at hand, made before the expense is written.
    private var dateText: [UInt8] = []

    init(export: DataDocumentExport, connection: DatabaseConnection, output: ChunkedOutput, pictureFolder: URL) {
        self.export = export
        self.connection = connection
        self.output = output
        self.pictureFolder = pictureFolder
        offsets = UTCOffsets(timeZone: export.timeZone)
    }

    /// Writes the document, its parts in the order `DataDocument.Key` lists them.
    func writeDocument() throws {
        try output.append { buffer in
            JSONText.appendRaw("{\n  \"format\": ", to: &buffer)
            JSONText.appendString(DataDocument.format, to: &buffer)
            JSONText.appendRaw(",\n  \"version\": ", to: &buffer)
            JSONText.appendInteger(DataDocument.version, to: &buffer)
            JSONText.appendRaw(",\n  \"exported\": ", to: &buffer)
            appendDate(secondsSince2001: export.now.timeIntervalSinceReferenceDate, to: &buffer)
            JSONText.appendRaw(",\n  \"period\": ", to: &buffer)
            appendPeriod(to: &buffer)
        }
        try writeSettings()
        let pictures = try writeTrips()
        try writePictures(named: pictures)
        try writeCategoryLimits()
        try writeExpenses()
        try output.append { JSONText.appendRaw("\n}\n", to: &$0) }
    }

    // MARK: Parts

    /// `"settings": {…}`: each key of the `setting` table and its text, in the order of the keys.
    private func writeSettings() throws {
        part = "the settings"
        let statement = try connection.prepare("SELECT key, value FROM setting ORDER BY key")
        defer { statement.reset() }
        try output.append { JSONText.appendRaw(",\n  \"settings\": {", to: &$0) }
        while try statement.step() {
            // The table is STRICT, its columns TEXT NOT NULL.
            let key = try statement.column(0, as: String.self), value = try statement.column(1, as: String.self)
            try writeEntry(isFirst: summary.written.settings == 0) { buffer in
                JSONText.appendString(key, to: &buffer)
                JSONText.appendRaw(": ", to: &buffer)
                JSONText.appendString(value, to: &buffer)
            }
            summary.written.settings += 1
        }
        try output.append { JSONText.appendRaw(summary.written.settings == 0 ? "}" : "\n  }", to: &$0) }
    }

    /// `"trips": […]`, in the order of their ids, each with its activities in order; gives the names of the
    /// user's own pictures they name.
    private func writeTrips() throws -> Set<String> {
        part = "the trips"
        let trips = try connection.prepare("SELECT \(TripTable.tripColumns) FROM trip ORDER BY id")
        defer { trips.reset() }
        let activities = try connection.prepare("SELECT \(TripTable.activityColumns) FROM activity ORDER BY trip, position")
        defer { activities.reset() }
        var activityIsThere = try activities.step()
        var days = TripTable.DayReading(timeZone: .gmt)
        var pictures: Set<String> = []
        try output.append { JSONText.appendRaw(",\n  \"trips\": [", to: &$0) }
        while try trips.step() {
            // The tables are STRICT: ids are text.
            let idText = try trips.column(0, as: String.self)
            // The trip's activities; those before them are of no trip there, as the app passes them over.
            var own: [Activity] = []
            var broken: UnreadableRows.Reason?
            while activityIsThere {
                let trip = try activities.column(0, as: String.self)
                if trip.utf8.elementsEqual(idText.utf8) {
                    do {
                        own.append(try TripTable.activity(activities))
                    } catch {
                        broken = broken ?? PreparedStatement.unreadableReason(for: error)
                    }
                } else if !trip.utf8.lexicographicallyPrecedes(idText.utf8) {
                    // A later trip's.
                    break
                }
                activityIsThere = try activities.step()
            }
            do {
                let trip = try TripTable.trip(trips, activities: own, brokenBecause: broken, days: &days)
                let entry = try Self.entry(of: trip)
                try writeEntry(isFirst: summary.written.trips == 0) { $0.append(contentsOf: entry) }
                summary.written.trips += 1
                summary.written.activities += trip.activityCount
                if let name = trip.photoName, UserPictures.identifier(inName: name) != nil { pictures.insert(name) }
            } catch let error as SystemCallError {
                throw error
            } catch {
                summary.leftOutTrips.leaveOut(because: PreparedStatement.unreadableReason(for: error))
            }
        }
        try output.append { JSONText.appendRaw(summary.written.trips == 0 ? "]" : "\n  ]", to: &$0) }
        return pictures
    }

    /// The JSON of `trip` (one line); throws when one of its days or its budget cannot be written (never for a
    /// trip read from the table).
    private static func entry(of trip: Trip) throws -> [UInt8] {
        func day(_ date: Date) throws -> String {
            guard let text = StoredDay.text(for: date, timeZone: .gmt) else {
                throw DatabaseError(code: .mismatch, message: "the day of \(quoted: trip.name) cannot be written")
            }
            return text
        }
        var buffer: [UInt8] = []
        JSONText.appendRaw("{\"id\":", to: &buffer)
        JSONText.appendString(trip.id.uuidString, to: &buffer)
        JSONText.appendRaw(",\"name\":", to: &buffer)
        JSONText.appendString(trip.name, to: &buffer)
        JSONText.appendRaw(",\"subtitle\":", to: &buffer)
        JSONText.appendString(trip.subtitle, to: &buffer)
        JSONText.appendRaw(",\"collection\":", to: &buffer)
        JSONText.appendString(trip.collectionID, to: &buffer)
        JSONText.appendRaw(",\"picture\":", to: &buffer)
        appendOptionalString(trip.photoName, to: &buffer)
        JSONText.appendRaw(",\"lastViewed\":", to: &buffer)
        JSONText.appendString(try day(trip.lastViewed), to: &buffer)
        JSONText.appendRaw(",\"dates\":", to: &buffer)
        if let dates = trip.dates {
            JSONText.appendObject(["first": try day(dates.lowerBound), "last": try day(dates.upperBound)], to: &buffer)
        } else {
            JSONText.appendRaw("null", to: &buffer)
        }
        JSONText.appendRaw(",\"budget\":", to: &buffer)
        if let budget = trip.budget {
            guard let amount = StoredAmount.text(for: budget.amount) else {
                throw DatabaseError(code: .mismatch, message: "the budget of \(quoted: trip.name) is not a number")
            }
            JSONText.appendObject(["amount": amount, "currency": budget.currencyCode], to: &buffer)
        } else {
            JSONText.appendRaw("null", to: &buffer)
        }
        JSONText.appendRaw(",\"activities\":[", to: &buffer)
        for (index, activity) in (trip.activities ?? []).enumerated() {
            JSONText.appendRaw(index == 0 ? "{\"id\":" : ",{\"id\":", to: &buffer)
            JSONText.appendString(activity.id.uuidString, to: &buffer)
            JSONText.appendRaw(",\"name\":", to: &buffer)
            JSONText.appendString(activity.name, to: &buffer)
            JSONText.appendRaw(activity.isComplete ? ",\"isComplete\":true}" : ",\"isComplete\":false}", to: &buffer)
        }
        JSONText.appendRaw("]}", to: &buffer)
        return buffer
    }

    /// `"pictures": […]`: each picture of the user's own named in `names`, as its PPM file in base64, in the
    /// order of the names.
    private func writePictures(named names: Set<String>) throws {
        part = "the pictures"
        try output.append { JSONText.appendRaw(",\n  \"pictures\": [", to: &$0) }
        for name in names.sorted() {
            guard let id = UserPictures.identifier(inName: name) else { continue }
            let file = UserPictures.fileURL(of: id, in: pictureFolder)
            let picture: Picture
            do {
                picture = try Picture(ppm: PhotoImport.contents(ofFileAt: file.path))
            } catch let error as PictureImportError {
                let reason = if case .cannotRead(let reason) = error { reason } else { FailureReason.said(error.description) }
                summary.leftOutPictures.leaveOut(because: .pictureFileUnreadable(name: name, reason: reason))
                continue
            } catch let error as PictureError {
                summary.leftOutPictures.leaveOut(because: .notAPicture(name: name, reason: error))
                continue
            } catch {
                summary.leftOutPictures.leaveOut(because: .pictureFileUnreadable(name: name, reason: FailureReason(error)))
                continue
            }
            guard picture.width <= DataDocument.maximumPictureSide, picture.height <= DataDocument.maximumPictureSide else {
                summary.leftOutPictures.leaveOut(
                    because: .pictureTooLarge(name: name, width: picture.width, height: picture.height))
                continue
            }
            let base64 = Data(picture.ppmData).base64EncodedString()
            try writeEntry(isFirst: summary.written.pictures == 0) { JSONText.appendObject(["name": name, "ppm": base64], to: &$0) }
            summary.written.pictures += 1
        }
        try output.append { JSONText.appendRaw(summary.written.pictures == 0 ? "]" : "\n  ]", to: &$0) }
    }

    /// `"categoryLimits": […]`, in the order of the categories' ids.
    private func writeCategoryLimits() throws {
        part = "the monthly limits"
        let read = CategoryLimitTable.all(from: connection)
        let limits = try read.rowsUnlessStopped()
        summary.leftOutCategoryLimits = read.unreadable
        try output.append { JSONText.appendRaw(",\n  \"categoryLimits\": [", to: &$0) }
        for limit in limits {
            guard let amount = StoredAmount.text(for: limit.limit.amount) else { continue }
            try writeEntry(isFirst: summary.written.categoryLimits == 0) { buffer in
                JSONText.appendObject(["category": limit.category, "amount": amount, "currency": limit.limit.currencyCode], to: &buffer)
            }
            summary.written.categoryLimits += 1
        }
        try output.append { JSONText.appendRaw(summary.written.categoryLimits == 0 ? "]" : "\n  ]", to: &$0) }
    }

    /// `"expenses": […]`, those of the period, in the order they were entered: one statement through the table
    /// in its own order, each row written from SQLite's bytes without making an `Expense`.
    private func writeExpenses() throws {
        part = "the expenses"
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = export.timeZone
        let (lower, upper) = export.period.bounds(in: calendar)
        let condition = ExpenseExport.condition(lower: lower, upper: upper)
        let hasUnreadable = try ExpenseTable.hasUnreadableRows(where: condition, from: connection)
        // NOT INDEXED: the table in the order of its row ids, which is the order entered; a period is a test
        // of each row's date on the way, rather than a sort of the period's rows by entry.
        let statement = try connection.prepare("""
            SELECT id, date, title, amount, currency, category_id, category_title, category_symbol, trip, \
            \(hasUnreadable ? ExpenseTable.readableRow : "1"), entered
            FROM expense NOT INDEXED WHERE \(condition.sql) ORDER BY entered
            """)
        defer { statement.reset() }
        try statement.bind(condition.values)
        try output.append { JSONText.appendRaw(",\n  \"expenses\": [", to: &$0) }
        while try statement.step() {
            let seconds = statement.real(atColumn: 1)
            dateText.removeAll(keepingCapacity: true)
            guard try statement.column(9, as: Int.self) == 1,
                  appendDate(secondsSince2001: seconds, to: &dateText),
                  let id = statement.withText(atColumn: 0, { UUID(canonicalText: $0) }) ?? nil else {
                try leaveOutExpense(entered: statement.column(10, as: Int64.self), seconds: seconds)
                continue
            }
            try writeEntry(isFirst: summary.written.expenses == 0) { buffer in
                JSONText.appendRaw("{\"id\":\"", to: &buffer)
                id.withCanonicalText { buffer.append(contentsOf: $0) }
                JSONText.appendRaw("\",\"date\":", to: &buffer)
                buffer.append(contentsOf: dateText)
                for (key, column) in Self.expenseTextColumns {
                    JSONText.appendRaw(key, to: &buffer)
                    appendText(atColumn: column, of: statement, to: &buffer)
                }
                // A link that is not a trip's id (another program's) is no link, as the app reads it.
                JSONText.appendRaw("},\"trip\":", to: &buffer)
                if let trip = statement.withText(atColumn: 8, { UUID(canonicalText: $0) }) ?? nil {
                    buffer.append(UInt8(ascii: "\""))
                    trip.withCanonicalText { buffer.append(contentsOf: $0) }
                    JSONText.appendRaw("\"}", to: &buffer)
                } else {
                    JSONText.appendRaw("null}", to: &buffer)
                }
            }
            summary.written.expenses += 1
        }
        try output.append { JSONText.appendRaw(summary.written.expenses == 0 ? "]" : "\n  ]", to: &$0) }
    }

    /// The keys of an expense written from a text column of the statement, each with what comes before it,
    /// and the column, from the title to the category's symbol.
    private static let expenseTextColumns: [(key: StaticString, column: Int)] = [
        (",\"title\":", 2), (",\"amount\":", 3), (",\"currency\":", 4), (",\"category\":{\"id\":", 5), (",\"title\":", 6),
        (",\"symbol\":", 7),
    ]

    /// Counts the expense entered as `entered` as left out, with the reason of the first (read again: worth it
    /// once).
    private func leaveOutExpense(entered: Int64, seconds: Double) throws {
        guard summary.leftOutExpenses.firstReason == nil else {
            summary.leftOutExpenses.leaveOut(count: 1)
            return
        }
        let statement = try connection.prepare("SELECT \(ExpenseTable.columns) FROM expense WHERE entered = ?")
        try statement.bind(entered, at: 1)
        let reason = statement.readableRows(ExpenseTable.expense).unreadable.firstReason
        summary.leftOutExpenses.leaveOut(because: reason ?? .dateOutOfRange("\(seconds)"))
    }

    /// Writes an entry of the list or object being written, on a line of its own (after a comma but for the
    /// first), as `body` appends it.
    private func writeEntry(isFirst: Bool, _ body: (inout [UInt8]) -> Void) throws {
        try output.append { buffer in
            JSONText.appendRaw(isFirst ? "\n    " : ",\n    ", to: &buffer)
            body(&buffer)
        }
    }

    // MARK: Values

    /// Appends the text of the moment `seconds` after 2001, with its offset from UTC in the export's time
    /// zone (UTC where that offset is not a whole number of minutes, as a zone's local mean time of before
    /// 1900); false when it cannot be written (outside the years 1 to 9999).
    @discardableResult
    private func appendDate(secondsSince2001 seconds: Double, to buffer: inout [UInt8]) -> Bool {
        let start = buffer.count
        buffer.append(UInt8(ascii: "\""))
        let offset = seconds.isFinite ? offsets.offset(atSecondsSince2001: seconds) : 0
        guard InstantText.append(secondsSince2001: seconds, offset: offset, to: &buffer)
                || InstantText.append(secondsSince2001: seconds, offset: 0, to: &buffer) else {
            buffer.removeSubrange(start...)
            return false
        }
        buffer.append(UInt8(ascii: "\""))
        return true
    }

    /// Appends `null`, or the period's first and last days (null where open) and the time zone they are days in.
    private func appendPeriod(to buffer: inout [UInt8]) {
        let period = export.period
        guard period.first != nil || period.last != nil else {
            JSONText.appendRaw("null", to: &buffer)
            return
        }
        JSONText.appendObject(["first": period.first, "last": period.last, "timeZone": export.timeZone.identifier], to: &buffer)
    }

    /// Appends the text in column `index` of the statement's row as a JSON string ("" for a NULL, which the
    /// table never holds there).
    private func appendText(atColumn index: Int, of statement: PreparedStatement, to buffer: inout [UInt8]) {
        if statement.withText(atColumn: index, { JSONText.appendString($0, to: &buffer) }) == nil {
            JSONText.appendRaw("\"\"", to: &buffer)
        }
    }

    private static func appendOptionalString(_ text: String?, to buffer: inout [UInt8]) {
        if let text {
            JSONText.appendString(text, to: &buffer)
        } else {
            JSONText.appendRaw("null", to: &buffer)
        }
    }
}
