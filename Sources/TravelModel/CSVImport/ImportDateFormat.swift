/// How a CSV file writes its days: the order of year, month and day, and what separates them. A bank export
/// writes them in one form throughout: ISO (`2026-03-14`), German (`14.03.2026`), American (`03/14/2026`) or
/// British (`14/03/2026`); a year of two digits (`14.03.26`, which some bank exports write) is read as a year of
/// this century (2000-2099), and a day or month of one digit (`3/4/2026`) is read too. A time after the day
/// (`2026-03-14T09:30:00`, `03/14/2026 9:30 AM`) is passed over: an expense keeps its day.
public struct ImportDateFormat: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The order of the three numbers.
    public enum Order: String, CaseIterable, Equatable, Hashable, Sendable {
        case yearMonthDay, dayMonthYear, monthDayYear
    }

    /// The order of the numbers.
    public var order: Order
    /// What separates them: "-", "." or "/".
    public var separator: Character

    /// Days written in `order`, the numbers separated by `separator`.
    public init(order: Order, separator: Character) {
        self.order = order
        self.separator = separator
    }

    /// ISO 8601's `2026-03-14`.
    public static let iso = ImportDateFormat(order: .yearMonthDay, separator: "-")
    /// `14.03.2026`, as German banks write.
    public static let german = ImportDateFormat(order: .dayMonthYear, separator: ".")
    /// `03/14/2026`, as US banks write.
    public static let american = ImportDateFormat(order: .monthDayYear, separator: "/")
    /// `14/03/2026`, as British and many other banks write.
    public static let british = ImportDateFormat(order: .dayMonthYear, separator: "/")

    /// The separators a date may have.
    static let separators: [Character] = ["-", ".", "/"]

    /// The format as a pattern: "YYYY-MM-DD", "DD.MM.YYYY", "MM/DD/YYYY".
    public var description: String {
        let parts = switch order {
        case .yearMonthDay: ["YYYY", "MM", "DD"]
        case .dayMonthYear: ["DD", "MM", "YYYY"]
        case .monthDayYear: ["MM", "DD", "YYYY"]
        }
        return parts.joined(separator: String(separator))
    }

    /// The format a pattern names, such as "dd.mm.yyyy" or "YYYY-MM-DD" (case aside; "yy" for the year too);
    /// nil for any other text.
    public init?(pattern: String) {
        let lowered = pattern.lowercased()
        guard let separator = Self.separators.first(where: { lowered.contains($0) }) else { return nil }
        let parts = lowered.split(separator: separator, omittingEmptySubsequences: false).map {
            $0.hasPrefix("y") && $0.allSatisfy { $0 == "y" } && [2, 4].contains($0.count) ? "y" : String($0)
        }
        switch parts {
        case ["y", "mm", "dd"]: order = .yearMonthDay
        case ["dd", "mm", "y"]: order = .dayMonthYear
        case ["mm", "dd", "y"]: order = .monthDayYear
        default: return nil
        }
        self.separator = separator
    }

    /// The day `text` writes in this format, as "yyyy-MM-dd" (not checked against the calendar: the caller
    /// finds 2026-02-30 is no day); nil when `text` is not in this format.
    func isoDay(of text: some StringProtocol) -> String? {
        guard let numbers = Self.numbers(of: text), numbers.separator == separator else { return nil }
        let (year, month, day): (Substring, Substring, Substring) = switch order {
        case .yearMonthDay: (numbers.parts[0], numbers.parts[1], numbers.parts[2])
        case .dayMonthYear: (numbers.parts[2], numbers.parts[1], numbers.parts[0])
        case .monthDayYear: (numbers.parts[2], numbers.parts[0], numbers.parts[1])
        }
        guard [2, 4].contains(year.count), (1...2).contains(month.count), (1...2).contains(day.count) else { return nil }
        let fullYear = year.count == 2 ? "20" + year : String(year)
        return fullYear + "-" + Self.padded(month) + "-" + Self.padded(day)
    }

    /// The three runs of digits of a date's text and what separates them, the time after it (past a space or
    /// a "T") left out; nil when the text is not three runs of one to four digits with one separator between.
    static func numbers(of text: some StringProtocol) -> (parts: [Substring], separator: Character)? {
        var day = Substring(text).drop { $0 == " " }
        if let end = day.firstIndex(where: { $0 == " " || $0 == "T" }) { day = day[..<end] }
        guard let separator = separators.first(where: { day.contains($0) }) else { return nil }
        let parts = day.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }) else {
            return nil
        }
        return (parts, separator)
    }

    private static func padded(_ digits: Substring) -> String {
        digits.count == 1 ? "0" + digits : String(digits)
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0 to 9 (not any other script's digit).
    var isASCIIDigit: Bool {
        guard let ascii = asciiValue else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii)
    }
}
