import Foundation

/// The full-text index of the expenses (schema version 7): an SQLite FTS5 table, `expense_search`, with a row
/// for each expense holding its title, its category's title, the name of its trip ("" for none) and its amount
/// as stored ("9.60"), which words are looked for in, and its category's id and its trip's id, which a search
/// keeps one of. Words are found by their beginnings, case and accents aside ("cafe" finds "Café au lait");
/// an amount is one word, point included, so "9.6" finds 9.60.
///
/// A row's id is not the expense's but its place among what a search finds (`key(date:entered:)`): its day,
/// then when it was entered, so that the index itself gives what it finds newest first, and a page of it
/// (`LIMIT`, or the rows before a key) is read without sorting, or looking at, the others: a letter that
/// finds 300,000 expenses costs what one that finds ten does, but for counting them.
///
/// Triggers keep it up to date on every change, whoever makes it: an expense added, changed or deleted
/// (the connection runs with `recursive_triggers`, so that the row an `INSERT OR REPLACE` replaces leaves the
/// index too), and a trip given another name (its expenses are indexed under the new one). A trip deleted
/// keeps its name in the index, as its expenses keep their link to it (an undo brings it back).
///
/// The index keeps its own copy of the text (it is not contentless), so that a row leaves it by its id alone:
/// a contentless index must be told the exact text a row was indexed with to remove it, and is damaged when it
/// is told other text.
enum ExpenseSearchIndex {
    /// The index's table.
    static let table = "expense_search"

    /// SQL that makes the index's table; beginnings of one and two letters have indexes of their own
    /// (`prefix`), so that a first letter counts what it finds in a few milliseconds, and a second pages it
    /// without merging every word it begins. It keeps where in a row each word is (FTS5's full detail),
    /// which no query here asks for: without it (`detail = none`) the index of a million expenses was 60 MB
    /// smaller and made 2.5 s faster, but a word of three letters or more took 8 to 14 ms to count and page,
    /// not 3 to 4.
    static let definition = """
        CREATE VIRTUAL TABLE \(table) USING fts5(
            title, category, trip, amount, category_id, trip_id,
            tokenize = "unicode61 remove_diacritics 2 tokenchars '.'", prefix = '1 2')
        """

    /// The mark an id is indexed after (`idWord(_:)`): a letter (U+01C2, a click consonant) that the words
    /// looked for never have (`query(for:)` takes it out of them), so that they never find an id's word, and
    /// no column needs naming in a query (which FTS5 answers more slowly).
    private static let idMark = "\u{01C2}"

    /// The one word an id (a category's, a trip's) is indexed as: the mark, then the hexadecimal digits of its
    /// UTF-8 bytes, as SQLite's `hex()` writes them.
    static func idWord(_ id: String) -> String {
        idMark + id.utf8.map { String(format: "%02X", $0) }.joined()
    }

    /// SQL of `idWord(_:)` of the text `value`, "" for NULL.
    private static func idWordSQL(_ value: String) -> String {
        "CASE WHEN \(value) IS NULL THEN '' ELSE '\(idMark)' || hex(\(value)) END"
    }

    /// How many days a key's day is kept within, either side of 2001: about 2.9 million years.
    private static let dayLimit: Int64 = 1 << 30

    /// The key of an expense in the index: its day (seconds since 2001 over 86,400, cut toward zero and kept
    /// within `dayLimit`) in the high 32 bits, the low 32 bits of its `entered` below. Keys order by day, then
    /// by entry; two expenses share one only with row ids 2^32 apart (the app never makes such a table).
    static func key(date: Double, entered: Int64) -> Int64 {
        // As SQLite's CAST: toward zero, and a day beyond the limit (or a date that is no number) at it.
        let days = (date / 86_400).rounded(.towardZero)
        let day = (days >= Double(dayLimit) ? dayLimit - 1 : days < -Double(dayLimit) ? -dayLimit : days.isNaN ? 0 : Int64(days))
            + dayLimit
        return (day << 32) | (entered & 0xFFFF_FFFF)
    }

    /// SQL of `key(date:entered:)` for the expense row `row`.
    static func keySQL(of row: String) -> String {
        "((min(max(CAST(\(row).date / 86400 AS INTEGER), \(-dayLimit)), \(dayLimit - 1)) + \(dayLimit)) << 32) | (\(row).entered & 4294967295)"
    }

    /// SQL of the `entered` of the expense a key (`key`, a column or a value) is of: what the index gives back
    /// to find the expense's row.
    static func enteredSQL(ofKey key: String) -> String {
        "(\(key) & 4294967295)"
    }

    /// The values an expense is indexed with, from the expense row `row` ("new" or "old" in a trigger, or the
    /// table in a query), its title through the SQL function `titles` when one is named.
    private static func values(of row: String, titles: String? = nil) -> String {
        let title = titles.map { "\($0)(\(row).title)" } ?? "\(row).title"
        return "\(keySQL(of: row)), \(title), \(row).category_title, coalesce((SELECT name FROM trip WHERE id = \(row).trip), ''), "
            + "\(row).amount, \(idWordSQL("\(row).category_id")), \(idWordSQL("\(row).trip"))"
    }

    /// The columns `values(of:titles:)` fills.
    private static let columns = "rowid, title, category, trip, amount, category_id, trip_id"

    /// SQL that indexes every expense there is (after the row id that is its one value, with `after`), each
    /// title through the SQL function `titles` when one is named (the migration that makes the index counts
    /// them so). In the order of their keys: FTS5 appends rows that come in order, and a million that do not
    /// took three times as long, and a larger index.
    static func fill(titles: String? = nil, after: Bool = false) -> String {
        "INSERT INTO \(table) (\(columns)) SELECT \(values(of: "expense", titles: titles)) FROM expense"
            + (after ? " WHERE entered > ?" : "") + " ORDER BY 1"
    }

    /// SQL that makes the triggers keeping the index up to date.
    static let triggers = expenseTriggers + ";\n" + tripTriggers

    /// The triggers on the `expense` table, which an import drops while it writes (`withoutExpenseTriggers`).
    private static let expenseTriggerNames = ["expense_search_added", "expense_search_changed", "expense_search_deleted"]

    /// SQL that makes the trigger that indexes an expense added.
    private static let additionTrigger = """
        CREATE TRIGGER expense_search_added AFTER INSERT ON expense BEGIN
            INSERT OR REPLACE INTO \(table) (\(columns)) VALUES (\(values(of: "new")));
        END
        """

    /// SQL that makes the trigger that indexes an expense again when a column it is indexed by changes (and
    /// only then: since schema version 9, not when only whether it is known to be readable does).
    static let changeTrigger = """
        CREATE TRIGGER expense_search_changed
        AFTER UPDATE OF entered, date, title, category_title, trip, amount, category_id ON expense BEGIN
            DELETE FROM \(table) WHERE rowid = \(keySQL(of: "old"));
            INSERT OR REPLACE INTO \(table) (\(columns)) VALUES (\(values(of: "new")));
        END
        """

    /// SQL that makes the triggers on the `expense` table.
    private static let expenseTriggers = """
        \(additionTrigger);
        \(changeTrigger);
        CREATE TRIGGER expense_search_deleted AFTER DELETE ON expense BEGIN
            DELETE FROM \(table) WHERE rowid = \(keySQL(of: "old"));
        END
        """

    /// SQL that makes the triggers on the `trip` table.
    private static let tripTriggers = """
        CREATE TRIGGER expense_search_trip_named BEFORE INSERT ON trip
        WHEN new.name IS NOT (SELECT name FROM trip WHERE id = new.id) BEGIN
            UPDATE \(table) SET trip = new.name WHERE rowid IN (SELECT \(keySQL(of: "expense")) FROM expense WHERE trip = new.id);
        END;
        CREATE TRIGGER expense_search_trip_renamed AFTER UPDATE OF name ON trip BEGIN
            UPDATE \(table) SET trip = new.name WHERE rowid IN (SELECT \(keySQL(of: "expense")) FROM expense WHERE trip = new.id);
        END
        """

    /// Drops the triggers on the `expense` table before many expenses are added (an import), and gives the
    /// last row id there is: `resumeAfterImport(in:after:)` then brings the index up to date in one statement,
    /// which costs far less than a million single inserts through a trigger. Inside the caller's transaction:
    /// a failure or a kill leaves the index as it was, with its triggers.
    static func suspendForImport(in connection: DatabaseConnection) throws -> Int64 {
        let last = try connection.prepare("SELECT coalesce(max(entered), 0) FROM expense").rows {
            try $0.column(0, as: Int64.self)
        }.first ?? 0
        for name in expenseTriggerNames { try connection.execute("DROP TRIGGER \(name)") }
        return last
    }

    /// Drops the trigger that indexes each expense added, before many are added among other changes (a sync
    /// file), and gives the last row id there is: `resumeAdditions(in:after:)` then indexes the expenses added in
    /// one statement. The triggers of a change and a deletion stay: an expense there before is indexed again as
    /// it changes. Inside the caller's transaction, as `suspendForImport(in:)`.
    static func suspendAdditions(in connection: DatabaseConnection) throws -> Int64 {
        let last = try connection.prepare("SELECT coalesce(max(entered), 0) FROM expense").rows {
            try $0.column(0, as: Int64.self)
        }.first ?? 0
        try connection.execute("DROP TRIGGER \(expenseTriggerNames[0])")
        return last
    }

    /// Indexes the expenses added after the row id `last` (`suspendAdditions(in:)`), as they are now, and makes
    /// the trigger again. None of them may have been changed meanwhile (the trigger of a change would have
    /// indexed it already): a sync file changes each row once.
    static func resumeAdditions(in connection: DatabaseConnection, after last: Int64) throws {
        let fill = try connection.prepare(Self.fill(after: true))
        try fill.bind(last, at: 1)
        try fill.execute()
        try connection.execute(additionTrigger)
    }

    /// Indexes the expenses added after the row id `last` (`suspendForImport(in:)`), takes out of the index
    /// the rows that left the table meanwhile (an expense added again under its id replaces its row), and
    /// makes the triggers again. An import that only added rows (`onlyAdded`: plain inserts, new ids) has none
    /// to take out, and skips the pass over the whole index that finds them.
    static func resumeAfterImport(in connection: DatabaseConnection, after last: Int64, onlyAdded: Bool = false) throws {
        if last > 0 && !onlyAdded {
            try connection.execute("DELETE FROM \(table) WHERE rowid NOT IN (SELECT \(keySQL(of: "expense")) FROM expense)")
        }
        let fill = try connection.prepare(Self.fill(after: true))
        try fill.bind(last, at: 1)
        try fill.execute()
        try connection.execute(expenseTriggers)
    }

    /// The FTS5 query that finds the expenses `text` describes: each of its words as the beginning of a word of
    /// the expense's (all of them, in any order, in its title, category, trip or amount); nil when `text` has
    /// no word. Words are split as the index splits them (`words(of:)`): "st-pauli" is "st" and "pauli", each
    /// looked for alone, anywhere in the expense, not as a phrase. Each is quoted, so that nothing the user
    /// types is read as FTS5's syntax (`AND`, `*`, `"`, `:`).
    static func query(for text: String) -> String? {
        let words = words(of: text)
        guard !words.isEmpty else { return nil }
        return words.map { "\(quoted(String($0)))*" }.joined(separator: " AND ")
    }

    /// The words of `text` as the index's tokenizer finds them: runs of letters, digits, marks, private-use
    /// characters and points; everything else (spaces, punctuation, symbols, the id mark) is between words.
    static func words(of text: String) -> [Substring.UnicodeScalarView] {
        text.unicodeScalars.split { scalar in
            if scalar == "." { return false }
            if String(scalar) == idMark { return true }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark,
                 .privateUse:
                return false
            default:
                return true
            }
        }
        // A word of points alone is no word: it would find nothing.
        .filter { $0.contains { $0 != "." } }
    }

    /// The FTS5 query true of the rows indexed with the id `id` (a category's, a trip's): its word, whole.
    static func query(forID id: String) -> String {
        quoted(idWord(id))
    }

    /// `text` as an FTS5 string: in double quotes, each of its own doubled.
    private static func quoted(_ text: String) -> String {
        "\"\(text.replacingOccurrences(of: "\"", with: "\"\""))\""
    }

    /// SQL true of the expenses a query (the one value) finds.
    static let matching = "entered IN (SELECT \(enteredSQL(ofKey: "rowid")) FROM \(table) WHERE \(table) MATCH ?)"
}
