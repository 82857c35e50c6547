extension DataDocumentProblem {
    /// What a value of a data document is, where a value of another kind was needed.
    public enum Found: Equatable, Sendable, CustomStringConvertible {
        case text
        /// A number, with its text (quoted short) where it is known.
        case number(String?)
        case bool(Bool)
        case null
        case array
        case object
        /// The document ends there.
        case nothing

        /// Its English: "text", "the number 12.5", "an array".
        public var description: String {
            switch self {
            case .text: "text"
            case .number(nil): "a number"
            case .number(let text?): "the number \(text)"
            case .bool(let value): "\(value)"
            case .null: "null"
            case .array: "an array"
            case .object: "an object"
            case .nothing: "nothing"
            }
        }
    }

    /// What kind of value a data document must have in a place.
    public enum Needed: Equatable, Sendable, CustomStringConvertible {
        case object, array, text, textOrNull, trueOrFalse, amountAsText

        /// Its English: "an object", "text or null".
        public var description: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .text: "text"
            case .textOrNull: "text or null"
            case .trueOrFalse: "true or false"
            case .amountAsText: "an amount as text"
            }
        }
    }

    /// What is wrong with a data document: a value, which the app puts into words in the user's language;
    /// `description` is its English. What it quotes of the document is quoted and cut short as the document
    /// had it (`MessageQuote`); the reasons of the tokenizer, the picture reader and the system are their own
    /// words.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// The document has nothing but white space.
        case empty
        /// The document ends in the middle, at the byte `offset`.
        case truncated(offset: Int)
        /// The text is not JSON at the byte `offset`, for the tokenizer's `detail`.
        case notJSON(offset: Int, detail: JSONSyntaxProblem)
        /// A value beyond what a document holds (`detail`, the tokenizer's) at the byte `offset`.
        case beyondLimit(offset: Int, detail: JSONLimit)
        /// The file could not be read on at the byte `offset`, for the system's `reason`.
        case unreadable(offset: Int, reason: FailureReason)
        /// The document has no `format`.
        case noFormat
        /// The document is a value of another kind than an object.
        case notAnObject(Found)
        /// The document's `format` is a value of another kind than text.
        case formatOfKind(Found)
        /// The document's `format` is another, quoted.
        case otherFormat(String)
        /// The document has no `version`.
        case noVersion
        /// The document's `version` is a value of another kind than a number.
        case versionOfKind(Found)
        /// The document's `version` is a number, quoted, that is not whole.
        case versionNotWhole(String)
        /// The document is of a version newer than the one this app reads.
        case newerVersion(Int)
        /// The document is of a version no app writes (older than the first).
        case unknownVersion(Int)
        /// The document has no part of this name (`trips`, `expenses`).
        case missingPart(String)
        /// A part of the document, quoted, is written twice.
        case partTwice(String)
        /// A setting, quoted, is written twice.
        case settingTwice(String)
        /// A value of another kind than `needed` is there.
        case mismatch(found: Found, needed: Needed)
        /// A key of an object, quoted, is written twice.
        case keyTwice(String)
        /// An object has no value under this key.
        case missing(key: String)
        /// Text, quoted, is not a UUID.
        case notAUUID(String)
        /// An amount is written as a JSON number, quoted, rather than text.
        case amountIsANumber(String)
        /// Text, quoted, is not an amount.
        case notAnAmount(String)
        /// An amount, quoted, has more digits than the app keeps exactly.
        case tooManyDigits(String)
        /// Text, quoted, is not a day written yyyy-MM-dd.
        case notADay(String)
        /// Text, quoted, is not a date and time with its offset.
        case notAMoment(String)
        /// A trip's last day comes before its first.
        case lastDayBeforeFirst
        /// An earlier activity of the trip has this id.
        case activityIDTaken(String)
        /// A picture's name, quoted, is not `user:<uuid>`.
        case notAUserPictureName(String)
        /// A picture's PPM is not base64.
        case pictureNotBase64
        /// A picture is not a PPM file the app reads, for the picture reader's `reason`.
        case notAPicture(reason: PictureError)
        /// A picture is larger than a document holds: `side` by `side` pixels at most.
        case pictureTooLarge(width: Int, height: Int, side: Int)
        /// A monthly limit is 0 or less.
        case limitNotPositive
        /// An earlier trip of the document has this id.
        case tripIDTaken(String)
        /// An earlier picture of the document has this name.
        case pictureNameTaken(String)
        /// An earlier monthly limit of the document is of this category, quoted.
        case limitCategoryTaken(String)
        /// A monthly limit's amount cannot be kept exactly.
        case limitNotExact
        /// An expense's amount cannot be kept exactly.
        case amountNotExact
        /// An earlier expense of the document has this id.
        case expenseIDTaken(String)

        /// The reason in English.
        public var description: String {
            switch self {
            case .empty: "the document is empty"
            case .truncated(let offset): "the document ends in the middle, at byte \(offset): it is not whole"
            case let .notJSON(offset, detail): "not JSON at byte \(offset): \(detail)"
            case let .beyondLimit(offset, detail): "\(detail) at byte \(offset), more than a wishlist document holds"
            case let .unreadable(offset, reason): "the file could not be read on at byte \(offset): \(reason)"
            case .noFormat: "not a wishlist document: it has no \"format\": \"\(DataDocument.format)\""
            case .notAnObject(let found): "not a wishlist document: it is \(found), not an object"
            case .formatOfKind(let found): "not a wishlist document: its format is \(found)"
            case .otherFormat(let format): "not a wishlist document: its format is \(format), not \"\(DataDocument.format)\""
            case .noVersion: "the document has no version"
            case .versionOfKind(let found): "the version is \(found), not a whole number"
            case .versionNotWhole(let number): "the version \(number) is not a whole number"
            case .newerVersion(let version):
                "the document is of version \(version), written by a newer version of wishlist; this one reads version \(DataDocument.version)"
            case .unknownVersion(let version):
                "the document is of version \(version), which no version of wishlist writes; this one reads version \(DataDocument.version)"
            case .missingPart(let part): "the document has no \(part)"
            case .partTwice(let part): "\(part) is written twice"
            case .settingTwice(let key): "the setting \(key) is written twice"
            case let .mismatch(found, needed): "\(found) where \(needed) is needed"
            case .keyTwice(let key): "the key \(key) is written twice"
            case .missing(let key): "\(key) is missing"
            case .notAUUID(let text): "\(text) is not a UUID (such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")"
            case .amountIsANumber(let number): "\(number) is a JSON number; an amount is text, such as \"\(number)\", so that no digit is lost"
            case .notAnAmount(let text): "\(text) is not an amount: digits with a point, such as \"-12.5\""
            case .tooManyDigits(let number): "the amount \(number) has more digits than the app keeps exactly"
            case .notADay(let text): "\(text) is not a day written yyyy-MM-dd, such as \"2026-03-14\""
            case .notAMoment(let text): "\(text) is not a date and time with its offset, such as \"2026-03-14T21:30:00+09:00\""
            case .lastDayBeforeFirst: "the last day comes before the first"
            case .activityIDTaken(let id): "an earlier activity of the trip has the id \(id)"
            case .notAUserPictureName(let name): "\(name) is not the name of a picture of the user's own (user:<uuid>)"
            case .pictureNotBase64: "the picture is not base64"
            case .notAPicture(let reason): "the picture is not a PPM file the app reads: \(reason)"
            case let .pictureTooLarge(width, height, side): "the picture is \(width) by \(height) pixels; at most \(side) by \(side) are read"
            case .limitNotPositive: "a monthly limit is more than 0"
            case .tripIDTaken(let id): "an earlier trip of the document has the id \(id)"
            case .pictureNameTaken(let name): "an earlier picture of the document has the name \(name)"
            case .limitCategoryTaken(let category): "an earlier monthly limit of the document is of the category \(category)"
            case .limitNotExact: "the limit cannot be kept exactly"
            case .amountNotExact: "the amount cannot be kept exactly"
            case .expenseIDTaken(let id): "an earlier expense of the document has the id \(id)"
            }
        }
    }
}
