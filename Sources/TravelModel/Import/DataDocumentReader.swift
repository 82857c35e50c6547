import Foundation

/// What a data document holds, handed over entry by entry as a `DataDocumentReader` reads it (the import writes
/// each into the database at once: `DataDocumentImport`). A call may throw a `DataDocumentProblem` (an id the
/// document gave an earlier entry too), which refuses the document, or any other error (the database's), which
/// stops the reading as it is.
protocol DataDocumentContent: AnyObject {
    func setting(_ value: String, for key: String, at place: EntryPlace) throws
    func trip(_ trip: Trip, at place: EntryPlace) throws
    func picture(_ picture: Picture, id: UUID, at place: EntryPlace) throws
    func categoryLimit(_ limit: CategoryLimitTable.Row, at place: EntryPlace) throws
    func expense(_ expense: Expense, at place: EntryPlace) throws
}

/// Where an entry of a data document is, for a problem about it: its place (`expenses[3]`) and its line.
struct EntryPlace {
    var place: JSONPlace
    var line: Int

    /// The problem `reason` about the entry, or its field `key`.
    func problem(_ reason: DataDocumentProblem.Reason, key: String? = nil) -> DataDocumentProblem {
        DataDocumentProblem(reason, at: key.map(place.key) ?? place, line: line)
    }
}

/// Reads a data document (`DataDocument`) once, from its first byte to its last, over `JSONTokenizer`: each
/// entry is read whole as a `JSONValue` as soon as it ends, decoded (`DataDocumentEntry`) and handed to a
/// `DataDocumentContent`, so that a document of any size takes the memory of one entry.
///
/// The first problem refuses the document (`DataDocumentProblem`, with its place and line): JSON that is not,
/// a document that is not wishlist's (`format`) or of another `version`, a key of it written twice, a part
/// missing or of another kind, an entry that breaks a rule of its fields. A document's `format` and `version`
/// decide first, wherever they are written (the export writes them first; another program may sort the keys):
/// a problem met in an entry before them is said only once they are found right, and entries after it are
/// passed over. Keys the document does not know are passed over whole.
///
/// What was handed over before a problem was read from a document that turns out refused: whoever keeps it
/// keeps it in a transaction that the problem rolls back.
struct DataDocumentReader {
    /// How many entries are read between two calls of the progress handler.
    static var progressInterval: Int { 4096 }

    /// The parts every document has, besides `format` and `version`.
    static let requiredParts = [
        DataDocument.Key.settings, DataDocument.Key.trips, DataDocument.Key.pictures, DataDocument.Key.categoryLimits,
        DataDocument.Key.expenses,
    ]

    private var tokenizer: JSONTokenizer
    /// The amounts read, and the days (at noon in UTC, as the trips' table reads and writes them).
    private var memo = ReadingMemo(timeZone: .gmt)
    /// The top-level keys read.
    private var keys: Set<String> = []
    /// Whether the document's `format` and `version` were read, and right.
    private var formatIsRight = false
    private var versionIsRight = false
    /// The first problem of an entry met before the format and version were known right.
    private var pending: DataDocumentProblem?
    /// How many entries were read.
    private(set) var entriesRead = 0
    /// Whether the document's first token was read.
    private var hasBegun = false

    /// A reader of the text `tokenizer` reads.
    init(_ tokenizer: JSONTokenizer) {
        self.tokenizer = tokenizer
    }

    /// Reads the document, handing `content` each entry in order; `progress` hears how many entries have been
    /// read, every `progressInterval` of them.
    ///
    /// - Throws: `DataDocumentProblem` when the document is refused; what `content` throws otherwise.
    mutating func read(into content: some DataDocumentContent, progress: (Int) -> Void = { _ in }) throws {
        do {
            try readDocument(into: content, progress: progress)
        } catch let error as JSONSyntaxError {
            throw pending ?? problem(of: error)
        }
        progress(entriesRead)
        guard keys.contains(DataDocument.Key.format) else {
            throw DataDocumentProblem(.noFormat)
        }
        guard keys.contains(DataDocument.Key.version) else { throw DataDocumentProblem(.noVersion) }
        if let pending { throw pending }
        for key in Self.requiredParts where !keys.contains(key) {
            throw DataDocumentProblem(.missingPart(key))
        }
    }

    /// Reads the document to its end (only white space may follow it).
    private mutating func readDocument(into content: some DataDocumentContent, progress: (Int) -> Void) throws {
        let first = try tokenizer.next()
        hasBegun = true
        guard first == .beginObject else {
            throw DataDocumentProblem(.notAnObject(Self.name(of: first)), line: tokenizer.line)
        }
        while let token = try tokenizer.next(), token == .key {
            let key = tokenizer.text
            let place = JSONPlace().key(key)
            guard keys.insert(key).inserted else {
                throw DataDocumentProblem(.partTwice("\(quoted: key)"), line: tokenizer.line)
            }
            guard let value = try tokenizer.next() else { break }
            switch key {
            case DataDocument.Key.format:
                try readFormat(value)
            case DataDocument.Key.version:
                try readVersion(value)
            case DataDocument.Key.settings where pending == nil:
                guard value == .beginObject else { throw mismatch(value, at: place, needed: .object) }
                try readSettings(into: content)
            case DataDocument.Key.trips, DataDocument.Key.pictures, DataDocument.Key.categoryLimits, DataDocument.Key.expenses:
                guard value == .beginArray else { throw mismatch(value, at: place, needed: .array) }
                try readEntries(of: key, into: content, progress: progress)
            default:
                try tokenizer.skipValue(startingWith: value)
            }
        }
        _ = try tokenizer.next()
    }

    /// Checks `format`, whose value began with `token`.
    private mutating func readFormat(_ token: JSONToken) throws {
        guard token == .string else {
            let name = Self.name(of: token)
            try tokenizer.skipValue(startingWith: token)
            throw DataDocumentProblem(.formatOfKind(name), place: DataDocument.Key.format, line: tokenizer.line)
        }
        guard tokenizer.text == DataDocument.format else {
            throw DataDocumentProblem(.otherFormat("\(quoted: tokenizer.text)"), place: DataDocument.Key.format, line: tokenizer.line)
        }
        formatIsRight = true
    }

    /// Checks `version`, whose value began with `token`.
    private mutating func readVersion(_ token: JSONToken) throws {
        let place = DataDocument.Key.version
        guard token == .number else {
            let name = Self.name(of: token)
            try tokenizer.skipValue(startingWith: token)
            throw DataDocumentProblem(.versionOfKind(name), place: place, line: tokenizer.line)
        }
        guard let version = Int(tokenizer.text) else {
            throw DataDocumentProblem(.versionNotWhole(MessageQuote.number(tokenizer.text)), place: place, line: tokenizer.line)
        }
        guard version == DataDocument.version else {
            let reason: DataDocumentProblem.Reason = version > DataDocument.version ? .newerVersion(version) : .unknownVersion(version)
            throw DataDocumentProblem(reason, place: place, line: tokenizer.line)
        }
        versionIsRight = true
    }

    /// Reads the settings after their `{`, up to and with their `}`: each key's value is text.
    private mutating func readSettings(into content: some DataDocumentContent) throws {
        var seen: Set<String> = []
        while let token = try tokenizer.next(), token == .key {
            let key = tokenizer.text
            let entry = EntryPlace(place: JSONPlace().key(DataDocument.Key.settings).key(key), line: tokenizer.line)
            guard let value = try tokenizer.next() else { break }
            guard value == .string else {
                try tokenizer.skipValue(startingWith: value)
                try hold(entry.problem(.mismatch(found: Self.name(of: value), needed: .text)))
                continue
            }
            guard seen.insert(key).inserted else {
                try hold(entry.problem(.settingTwice("\(quoted: key)")))
                continue
            }
            guard pending == nil else { continue }
            do {
                try content.setting(tokenizer.text, for: key, at: entry)
            } catch let problem as DataDocumentProblem {
                try hold(problem)
            }
        }
    }

    /// Reads the entries of the list `key` after its `[`, up to and with its `]`.
    private mutating func readEntries(of key: String, into content: some DataDocumentContent, progress: (Int) -> Void) throws {
        let list = JSONPlace().key(key)
        var index = 0
        while let token = try tokenizer.next(), token != .endArray {
            let entry = EntryPlace(place: list.index(index), line: tokenizer.line)
            index += 1
            // After a problem, the rest is read only for the format and version, which come before it.
            guard pending == nil else {
                try tokenizer.skipValue(startingWith: token)
                continue
            }
            let json = try JSONValue.read(startingWith: token, from: &tokenizer)
            entriesRead += 1
            if entriesRead % Self.progressInterval == 0 { progress(entriesRead) }
            do {
                switch key {
                case DataDocument.Key.trips:
                    try content.trip(try DataDocumentEntry.trip(json, at: entry.place, memo: &memo), at: entry)
                case DataDocument.Key.pictures:
                    let (id, picture) = try DataDocumentEntry.picture(json, at: entry.place)
                    try content.picture(picture, id: id, at: entry)
                case DataDocument.Key.categoryLimits:
                    try content.categoryLimit(try DataDocumentEntry.categoryLimit(json, at: entry.place, memo: &memo), at: entry)
                default:
                    try content.expense(try DataDocumentEntry.expense(json, at: entry.place, memo: &memo), at: entry)
                }
            } catch var problem as DataDocumentProblem {
                // A field's problem is on its entry's line.
                problem.line = problem.line ?? entry.line
                try hold(problem)
            }
        }
    }

    /// Throws `problem` once the document is known to be of the format and version it reads; before, keeps it
    /// for when they are (the first only), and the reading goes on for them.
    private mutating func hold(_ problem: DataDocumentProblem) throws {
        if formatIsRight && versionIsRight { throw problem }
        pending = pending ?? problem
    }

    /// The problem of the value at `place`, begun by `token`, being of another kind than `needed`.
    private mutating func mismatch(_ token: JSONToken, at place: JSONPlace, needed: DataDocumentProblem.Needed) -> DataDocumentProblem {
        DataDocumentProblem(.mismatch(found: Self.name(of: token), needed: needed), at: place, line: tokenizer.line)
    }

    /// What a stop of the tokenizer means for the document.
    private func problem(of error: JSONSyntaxError) -> DataDocumentProblem {
        let reason: DataDocumentProblem.Reason = switch error.kind {
        case .truncated where !hasBegun: .empty
        case .truncated: .truncated(offset: error.offset)
        case .malformed(let detail): .notJSON(offset: error.offset, detail: detail)
        case .beyondLimit(let detail): .beyondLimit(offset: error.offset, detail: detail)
        case .unreadable(let reason): .unreadable(offset: error.offset, reason: reason)
        }
        return DataDocumentProblem(reason, line: tokenizer.line)
    }

    /// What a value that begins with `token` is, such as an array.
    private static func name(of token: JSONToken?) -> DataDocumentProblem.Found {
        switch token {
        case .beginArray: .array
        case .beginObject: .object
        case .string: .text
        case .number: .number(nil)
        case .bool(let value): .bool(value)
        case .null: .null
        case .endObject, .endArray, .key, nil: .nothing
        }
    }
}
