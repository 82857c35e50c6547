import TermUI
import TravelModel

extension DataDocumentProblem.Reason {
    /// What is wrong with a data document, in the language of `locales`; in English the model's `description`
    /// word for word. What it quotes of the document, and the reasons of the tokenizer, the picture reader and
    /// the system, stay as they are.
    public func description(in locales: LocaleCategories) -> String {
        let format = DataDocument.format, version = DataDocument.version
        return switch self {
        case .empty: locales.localized("the document is empty")
        case .truncated(let offset): locales.localized("the document ends in the middle, at byte \(offset): it is not whole")
        case let .notJSON(offset, detail): locales.localized("not JSON at byte \(offset): \(detail.description(in: locales))")
        case let .beyondLimit(offset, detail): locales.localized("\(detail.description(in: locales)) at byte \(offset), more than a wishlist document holds")
        case let .unreadable(offset, reason): locales.localized("the file could not be read on at byte \(offset): \(reason.description(in: locales))")
        case .noFormat: locales.localized("not a wishlist document: it has no \"format\": \"\(format)\"")
        case .notAnObject(let found): locales.localized("not a wishlist document: it is \(found.description(in: locales)), not an object")
        case .formatOfKind(let found): locales.localized("not a wishlist document: its format is \(found.description(in: locales))")
        case .otherFormat(let other): locales.localized("not a wishlist document: its format is \(other), not \"\(format)\"")
        case .noVersion: locales.localized("the document has no version")
        case .versionOfKind(let found): locales.localized("the version is \(found.description(in: locales)), not a whole number")
        case .versionNotWhole(let number): locales.localized("the version \(number) is not a whole number")
        case .newerVersion(let newer):
            locales.localized("the document is of version \(newer), written by a newer version of wishlist; this one reads version \(version)")
        case .unknownVersion(let unknown):
            locales.localized("the document is of version \(unknown), which no version of wishlist writes; this one reads version \(version)")
        case .missingPart(let part): locales.localized("the document has no \(part)")
        case .partTwice(let part): locales.localized("\(part) is written twice")
        case .settingTwice(let key): locales.localized("the setting \(key) is written twice")
        case let .mismatch(found, needed):
            locales.localized("\(found.description(in: locales)) where \(needed.description(in: locales)) is needed")
        case .keyTwice(let key): locales.localized("the key \(key) is written twice")
        case .missing(let key): locales.localized("\(key) is missing")
        case .notAUUID(let text): locales.localized("\(text) is not a UUID (such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")")
        case .amountIsANumber(let number):
            locales.localized("\(number) is a JSON number; an amount is text, such as \"\(number)\", so that no digit is lost")
        case .notAnAmount(let text): locales.localized("\(text) is not an amount: digits with a point, such as \"-12.5\"")
        case .tooManyDigits(let number): locales.localized("the amount \(number) has more digits than the app keeps exactly")
        case .notADay(let text): locales.localized("\(text) is not a day written yyyy-MM-dd, such as \"2026-03-14\"")
        case .notAMoment(let text): locales.localized("\(text) is not a date and time with its offset, such as \"2026-03-14T21:30:00+09:00\"")
        case .lastDayBeforeFirst: locales.localized("the last day comes before the first")
        case .activityIDTaken(let id): locales.localized("an earlier activity of the trip has the id \(id)")
        case .notAUserPictureName(let name): locales.localized("\(name) is not the name of a picture of the user's own (user:<uuid>)")
        case .pictureNotBase64: locales.localized("the picture is not base64")
        case .notAPicture(let reason): locales.localized("the picture is not a PPM file the app reads: \(reason.description(in: locales))")
        case let .pictureTooLarge(width, height, side):
            locales.localized("the picture is \(width) by \(height) pixels; at most \(side) by \(side) are read")
        case .limitNotPositive: locales.localized("a monthly limit is more than 0")
        case .tripIDTaken(let id): locales.localized("an earlier trip of the document has the id \(id)")
        case .pictureNameTaken(let name): locales.localized("an earlier picture of the document has the name \(name)")
        case .limitCategoryTaken(let category): locales.localized("an earlier monthly limit of the document is of the category \(category)")
        case .limitNotExact: locales.localized("the limit cannot be kept exactly")
        case .amountNotExact: locales.localized("the amount cannot be kept exactly")
        case .expenseIDTaken(let id): locales.localized("an earlier expense of the document has the id \(id)")
        }
    }
}

extension DataDocumentProblem.Found {
    /// What the value is, in the language of `locales`: "text", "the number 12.5", "an array".
    func description(in locales: LocaleCategories) -> String {
        switch self {
        case .text: locales.localized("text")
        case .number(nil): locales.localized("a number")
        case .number(let text?): locales.localized("the number \(text)")
        case .bool(let value): "\(value)"
        case .null: "null"
        case .array: locales.localized("an array")
        case .object: locales.localized("an object")
        case .nothing: locales.localized("nothing")
        }
    }
}

extension DataDocumentProblem.Needed {
    /// What kind of value is needed, in the language of `locales`: "an object", "text or null".
    func description(in locales: LocaleCategories) -> String {
        switch self {
        case .object: locales.localized("an object")
        case .array: locales.localized("an array")
        case .text: locales.localized("text")
        case .textOrNull: locales.localized("text or null")
        case .trueOrFalse: locales.localized("true or false")
        case .amountAsText: locales.localized("an amount as text")
        }
    }
}
