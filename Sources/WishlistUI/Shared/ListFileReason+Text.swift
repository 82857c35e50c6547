import TermUI
import TravelModel

extension ListFileReason {
    /// Why an earlier version's file cannot be used or is not the app's, in the language of `locales`: "die
    /// Datei endet mittendrin, nach 12 Ausgaben". In English the model's `description` word for word; what the
    /// file holds is quoted short.
    public func description(in locales: LocaleCategories) -> String {
        let quote = MessageQuote.excerpt
        return switch self {
        case .cannotRead(let reason): reason.description(in: locales)
        case .notJSON: locales.localized("not JSON")
        case .empty: locales.localized("empty file")
        case let .endsInMiddle(count, entries):
            locales.localized("the file ends in the middle, after \(entries.counted(count, in: locales))")
        case let .notJSONAt(offset, count, entries, problem):
            locales.localized("not JSON at byte \(offset), after \(entries.counted(count, in: locales)): \(problem.description(in: locales))")
        case .versionNotANumber(.trip): locales.localized("not a trips file")
        case .versionNotANumber: locales.localized("not an expenses file")
        case .noVersion: locales.localized("no schemaVersion")
        case .unknownVersion(let version): locales.localized("unknown schemaVersion \(version)")
        case .noList(let key): locales.localized("missing \(key) in the document")
        case let .missing(key, place): locales.localized("missing \(key) in \(place)")
        case .unexpectedValue(let place): locales.localized("unexpected value at \(place)")
        case .invalidValue(let place): locales.localized("invalid value at \(place)")
        case let .field(.date(text), place): locales.localized("invalid date \"\(quote(text))\" in \(place)")
        case let .field(.collection(text), place): locales.localized("unknown collection \"\(quote(text))\" in \(place)")
        case let .field(.amount(text), place): locales.localized("invalid amount \"\(quote(text))\" in \(place)")
        case .topLevel(let found): locales.localized("its top level is \(found.description(in: locales)), not an object")
        case let .firstKey(key, listKey):
            locales.localized("it begins with the key \"\(quote(key))\", not \"schemaVersion\" or \"\(listKey)\"")
        case let .beyondLimit(limit, offset): locales.localized("\(limit.description(in: locales)) at byte \(offset)")
        }
    }
}

extension ListFileReason.TopLevel {
    /// What a document's top level is, in the language of `locales`: "ein Array".
    func description(in locales: LocaleCategories) -> String {
        switch self {
        case .array: locales.localized("an array")
        case .string: locales.localized("a string")
        case .number: locales.localized("a number")
        case .bool: locales.localized("true or false")
        case .null: "null"
        case .nothing: locales.localized("nothing")
        }
    }
}
