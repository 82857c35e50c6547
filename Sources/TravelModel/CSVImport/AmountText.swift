import Foundation

/// An amount as a CSV file writes it, read exactly (`Decimal`, never through a binary floating point): digits
/// grouped or not (`1.234,56`, `1,234.56`, `1 234,56`, `1'234.56`), with the file's decimal mark; a sign before
/// or after (`-12,50`, `12,50-`, the minus sign `−`), or parentheses for a negative amount (`(12.50)`, as
/// accountants write); a currency's symbol or code before or after (`12,50 €`, `$12.50`, `EUR 12,50`), which
/// must be the row's currency. Anything else is not an amount: a row whose amount does not read exactly is
/// skipped with the reason, never read as some other number.
enum AmountText {
    /// An amount read: its value, signed, its exact text as the database stores it (`StoredAmount`), and the
    /// currency its text names, if it names one.
    struct Reading: Equatable {
        var value: Decimal
        var storedText: String
        var currencyMark: String?
    }

    /// Why a text is not an amount.
    enum Problem: Error, Equatable {
        /// Not a number written with the file's decimal mark.
        case notANumber
        /// More digits than an amount keeps exactly (`StoredAmount`).
        case tooManyDigits
    }

    /// Spaces an amount may have around it and within it.
    private static let spaces: Set<Unicode.Scalar> = [" ", "\t", "\u{00A0}", "\u{202F}", "\u{2009}"]

    /// The amount `text` writes with `mark` as its decimal mark.
    static func read(_ text: String, mark: DecimalMark) -> Result<Reading, Problem> {
        guard let parts = parts(of: text) else { return .failure(.notANumber) }
        guard let digits = plainDigits(of: parts.number, mark: mark) else { return .failure(.notANumber) }
        switch StoredAmount.readWithStoredText((parts.isNegative ? "-" : "") + digits) {
        case (.exact(let value), let storedText?): return .success(Reading(value: value, storedText: storedText, currencyMark: parts.currency))
        case (.notANumber, _): return .failure(.notANumber)
        case (.exact, nil), (.tooManyDigits, _): return .failure(.tooManyDigits)
        }
    }

    /// The number of `text` without its sign, parentheses and currency (for `DecimalMark.decided(by:)`); the
    /// whole text when it is not in that shape.
    static func number(of text: String) -> Substring.UnicodeScalarView {
        parts(of: text)?.number ?? Substring(text).unicodeScalars
    }

    /// The sign, the currency and the number of an amount's text; nil when more than one sign is written, a
    /// parenthesis is not closed, or what is left is empty.
    private static func parts(of text: String) -> (isNegative: Bool, currency: String?, number: Substring.UnicodeScalarView)? {
        var scalars = Substring(text).unicodeScalars
        var signs = 0, isNegative = false, currency: String?
        func trimSpaces() {
            while let first = scalars.first, spaces.contains(first) { scalars.removeFirst() }
            while let last = scalars.last, spaces.contains(last) { scalars.removeLast() }
        }
        trimSpaces()
        if scalars.first == "(" && scalars.last == ")" {
            scalars.removeFirst()
            scalars.removeLast()
            isNegative = true
            signs += 1
        }
        // Signs and a currency at either end, in any order ("-$12.50", "$-12.50", "12,50 €-").
        var changed = true
        while changed {
            changed = false
            trimSpaces()
            for atStart in [true, false] {
                guard let end = atStart ? scalars.first : scalars.last else { return nil }
                if end == "-" || end == "\u{2212}" || end == "+" {
                    isNegative = end != "+"
                    signs += 1
                    if atStart { scalars.removeFirst() } else { scalars.removeLast() }
                    changed = true
                } else if currency == nil, let mark = currencyMark(in: scalars, atStart: atStart) {
                    currency = String(String.UnicodeScalarView(mark))
                    if atStart { scalars.removeFirst(mark.count) } else { scalars.removeLast(mark.count) }
                    changed = true
                }
            }
        }
        guard signs <= 1, !scalars.isEmpty else { return nil }
        return (isNegative, currency, scalars)
    }

    /// The currency mark at the start or end of `scalars`: a run of currency symbols and the letters before
    /// or after them ("€", "US$", "R$"), or of letters alone ("EUR", "kr").
    private static func currencyMark(in scalars: Substring.UnicodeScalarView, atStart: Bool) -> [Unicode.Scalar]? {
        let run = atStart ? Array(scalars.prefix { isCurrencyScalar($0) }) : Array(scalars.reversed().prefix { isCurrencyScalar($0) }.reversed())
        // A mark is short ("CHF", "US$"), and an amount is more than its mark.
        guard !run.isEmpty, run.count <= 4, run.count < scalars.count else { return nil }
        return run
    }

    /// Whether `scalar` may be part of a currency mark: a currency symbol, or a letter.
    private static func isCurrencyScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .currencySymbol || scalar.properties.isAlphabetic
    }

    /// The number as plain decimal text ("1234.56"), its groups checked and taken out and its mark made a
    /// point; nil when it is not digits grouped by three (a first group of one to three) with at most one mark
    /// and digits after it.
    private static func plainDigits(of number: Substring.UnicodeScalarView, mark: DecimalMark) -> String? {
        let scalars = Array(number)
        let markIndex = scalars.firstIndex(of: mark.scalar)
        let whole = scalars[..<(markIndex ?? scalars.endIndex)]
        let fraction = markIndex.map { scalars[($0 + 1)...] } ?? []
        guard !whole.isEmpty, fraction.allSatisfy(isDigit), markIndex == nil || !fraction.isEmpty else { return nil }
        // The whole part: digits, or digits grouped by one separator.
        let separators = Set(whole.filter { !isDigit($0) })
        var wholeDigits = String.UnicodeScalarView()
        if separators.isEmpty {
            wholeDigits.append(contentsOf: whole)
        } else {
            guard separators.count == 1, let separator = separators.first, mark.groupSeparators.contains(separator) else { return nil }
            let groups = whole.split(separator: separator, omittingEmptySubsequences: false)
            guard let first = groups.first, (1...3).contains(first.count), groups.dropFirst().allSatisfy({ $0.count == 3 }),
                  groups.allSatisfy({ $0.allSatisfy(isDigit) }) else { return nil }
            for group in groups { wholeDigits.append(contentsOf: group) }
        }
        var text = String(wholeDigits)
        if !fraction.isEmpty { text += "." + String(String.UnicodeScalarView(fraction)) }
        return text
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// The currencies a mark may name: its ISO code, or those written with its symbol.
    static func currencies(named mark: String) -> Set<String> {
        let upper = mark.uppercased()
        if upper.count == 3, upper.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) { return [upper] }
        return symbols[mark] ?? []
    }

    /// The currencies written with a symbol, for the symbols banks write.
    private static let symbols: [String: Set<String>] = [
        "€": ["EUR"], "£": ["GBP"], "¥": ["JPY", "CNY"], "₹": ["INR"], "₩": ["KRW"], "₺": ["TRY"], "₽": ["RUB"],
        "₪": ["ILS"], "฿": ["THB"], "₫": ["VND"], "₱": ["PHP"], "₴": ["UAH"], "₦": ["NGN"], "₣": ["CHF"],
        "$": ["USD", "CAD", "AUD", "NZD", "HKD", "SGD", "MXN", "TWD", "CLP", "COP", "ARS"], "US$": ["USD"],
        "C$": ["CAD"], "CA$": ["CAD"], "A$": ["AUD"], "AU$": ["AUD"], "NZ$": ["NZD"], "HK$": ["HKD"], "S$": ["SGD"],
        "R$": ["BRL"], "Fr": ["CHF"], "SFr": ["CHF"], "kr": ["SEK", "NOK", "DKK", "ISK"], "Kč": ["CZK"], "zł": ["PLN"],
        "Ft": ["HUF"], "lei": ["RON"], "R": ["ZAR"],
    ]
}
