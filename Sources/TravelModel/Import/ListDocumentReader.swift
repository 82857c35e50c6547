import Foundation

/// Reads a list document of an earlier version (`ListDocument`: `{"schemaVersion": 1, "expenses": [...]}`)
/// once, from the first byte to the last, giving each entry's value as soon as the entry ends, so that a file
/// of any size takes the memory of one entry (and the ids seen, to leave out a second entry with one).
///
/// It decides as the whole-document reading of earlier versions did, in the same order: JSON that is not,
/// then the version (`schemaVersion`, which `expenses.json` writes after its list), then the shape of the
/// entries, then their fields; the first entry of those that fails says why. A file ended early is said as
/// such once its list has begun. Two kinds of file are not taken for the app's at all (`ListReading.foreign`):
/// a document whose top level is not an object or whose first key is neither of the layout's (told from its
/// first bytes, without reading on), and one beyond the limits of the tokenizer and of one entry.
///
/// The values given before the end may come from a document that turns out unreadable: whoever keeps them
/// keeps them in a transaction that such an outcome rolls back.
struct ListDocumentReader<Entry: StoredEntry> {
    /// How many entries are read between two calls of the progress handler.
    static var progressInterval: Int { 4096 }

    private var tokenizer: JSONTokenizer
    /// The days and amounts worked out, in the time zone days are read in.
    private var memo: ReadingMemo
    /// What the reading has met so far.
    private var found = Findings()

    /// What the reading has met so far, for the outcome and its reasons.
    private struct Findings {
        /// Whether the document's first token was read.
        var hasBegun = false
        /// Whether the list's `[` was read: from then on the file is taken for the app's.
        var listHasBegun = false
        var hasList = false
        /// The version, once read: nil when none was written, or null.
        var version: Int?
        /// Whether `schemaVersion` holds something other than a whole number or null.
        var versionIsMalformed = false
        /// How many entries were read whole.
        var entriesRead = 0
        var given = 0
        var leftOut: [LeftOutEntry] = []
        var ids: Set<UUID> = []
        /// The first entry not in the shape of the app's, and the first whose field cannot be read.
        var decodingFailure: ListFileReason?
        var fieldFailure: ListFileReason?
    }

    /// A reader of the text `tokenizer` reads, with days read in `timeZone`.
    init(_ tokenizer: JSONTokenizer, timeZone: TimeZone) {
        self.tokenizer = tokenizer
        memo = ReadingMemo(timeZone: timeZone)
    }

    /// Reads the document, giving `body` each value in order; `progress` hears how many entries have been read,
    /// every `progressInterval` of them.
    ///
    /// - Throws: what `body` throws, which ends the reading.
    mutating func read(progress: (Int) -> Void = { _ in }, each body: (Entry.Value) throws -> Void) throws -> ListReading {
        do {
            if let foreign = try readDocument(progress: progress, each: body) {
                return .foreign(reason: foreign)
            }
        } catch let error as JSONSyntaxError {
            return outcome(of: error)
        }
        progress(found.entriesRead)
        let layout = Entry.layout
        if found.versionIsMalformed { return .unreadable(reason: .versionNotANumber(entries: Entry.entryKind)) }
        guard let version = found.version else { return .unreadable(reason: .noVersion) }
        guard version == layout.schemaVersion else { return .unreadable(reason: .unknownVersion(version)) }
        guard found.hasList else { return .unreadable(reason: .noList(key: layout.listKey)) }
        if let failure = found.decodingFailure ?? found.fieldFailure { return .unreadable(reason: failure) }
        return .read(count: found.given, leftOut: found.leftOut)
    }

    /// Reads the document to its end; the reason it is not the app's when that shows at its start.
    private mutating func readDocument(progress: (Int) -> Void, each body: (Entry.Value) throws -> Void) throws -> ListFileReason? {
        let listKey = Entry.layout.listKey
        let first = try tokenizer.next()
        found.hasBegun = true
        guard first == .beginObject else {
            return .topLevel(Self.name(of: first))
        }
        var isFirstKey = true
        while let token = try tokenizer.next(), token == .key {
            let key = tokenizer.text
            if isFirstKey, key != "schemaVersion", key != listKey {
                return .firstKey(key, listKey: listKey)
            }
            isFirstKey = false
            guard let value = try tokenizer.next() else { break }
            switch key {
            case "schemaVersion":
                found.version = nil
                found.versionIsMalformed = false
                switch value {
                case .number: if let version = Int(tokenizer.text) { found.version = version } else { found.versionIsMalformed = true }
                case .null: break
                default: found.versionIsMalformed = true
                }
                try tokenizer.skipValue(startingWith: value)
            case listKey:
                found.hasList = true
                guard value == .beginArray else {
                    found.decodingFailure = found.decodingFailure ?? EntryDecodingError.unexpectedValue(at: JSONPlace().key(listKey)).reason
                    try tokenizer.skipValue(startingWith: value)
                    continue
                }
                try readEntries(progress: progress, each: body)
            default:
                try tokenizer.skipValue(startingWith: value)
            }
        }
        // Only white space may follow (the tokenizer throws at anything else).
        _ = try tokenizer.next()
        return nil
    }

    /// Reads the list's entries after its `[`, up to and with its `]`.
    private mutating func readEntries(progress: (Int) -> Void, each body: (Entry.Value) throws -> Void) throws {
        found.listHasBegun = true
        let listPlace = JSONPlace().key(Entry.layout.listKey)
        var index = 0
        while let token = try tokenizer.next(), token != .endArray {
            let json = try JSONValue.read(startingWith: token, from: &tokenizer)
            defer {
                index += 1
                found.entriesRead = index
                if index % Self.progressInterval == 0 { progress(index) }
            }
            // After a failure only the text is read on, for a failure that comes before it (JSON that is not).
            guard found.decodingFailure == nil else { continue }
            let entry: Entry
            do {
                entry = try Entry(json: json, at: listPlace.index(index))
            } catch {
                found.decodingFailure = error.reason
                continue
            }
            guard found.fieldFailure == nil else { continue }
            var partsLeftOut: [LeftOutEntry] = []
            let value: Entry.Value?
            do {
                value = try entry.value(memo: &memo, leavingOut: &partsLeftOut)
            } catch {
                found.fieldFailure = .field(error.field, place: "\(Entry.layout.listKey)[\(index)]")
                continue
            }
            // The first of two with one id is kept: the database keeps one entry an id. (The parts of the
            // second, left out with it, are not said again.)
            if value != nil, !found.ids.insert(entry.id).inserted {
                found.leftOut.append(LeftOutEntry(
                    kind: Entry.entryKind, name: entry.quotedName, reason: .sameIDAsEarlier))
                continue
            }
            found.leftOut += partsLeftOut
            if let value {
                found.given += 1
                try body(value)
            }
        }
    }

    /// What a stop of the tokenizer means for the file.
    private func outcome(of error: JSONSyntaxError) -> ListReading {
        switch error.kind {
        case .beyondLimit(let reason):
            return .foreign(reason: .beyondLimit(reason, offset: error.offset))
        case .unreadable(let reason):
            return .unreadable(reason: .cannotRead(reason))
        case .truncated where !found.hasBegun:
            return .unreadable(reason: .empty)
        case .truncated where found.listHasBegun:
            return .unreadable(reason: .endsInMiddle(count: found.entriesRead, entries: Entry.entryKind))
        case .malformed(let reason) where found.listHasBegun:
            return .unreadable(reason: .notJSONAt(offset: error.offset, count: found.entriesRead, entries: Entry.entryKind, problem: reason))
        case .truncated, .malformed:
            return .unreadable(reason: .notJSON)
        }
    }

    /// What a document that begins with `token` is, such as "an array".
    private static func name(of token: JSONToken?) -> ListFileReason.TopLevel {
        switch token {
        case .beginArray: .array
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        case .beginObject, .endObject, .endArray, .key, nil: .nothing
        }
    }
}
