/// A moment as ISO 8601 text (RFC 3339's profile of it): its day and time of day where it is `offset` seconds
/// east of UTC, its seconds with as many decimals as it takes, and the offset, such as
/// `2026-03-14T21:30:00+09:00` or `2026-03-14T12:00:00.25Z`. The data document writes each expense's `Date`
/// so, and reads the text back as the very same `Date`.
///
/// Exactly: a `Date` is a `Double` of seconds since 2001; its text is worked out from the shortest decimal text
/// that reads back as that `Double` (Swift's `description` of it), split into whole seconds (toward the past)
/// and the decimals of the rest, and read as that decimal text again. The offset changes the day and the time
/// written, never the moment: any offset reads back as the same `Date`.
///
/// The calendar is ISO 8601's, the Gregorian one reaching back before 1582 (proleptic), worked out by arithmetic
/// on days (Howard Hinnant's `days_from_civil`), not by Foundation's `Calendar`, which turns Julian before
/// 1582 and costs a microsecond a moment. Years are 0001 to 9999, seconds 00 to 59 (no leap second), an offset
/// `Z` or `±HH:MM` of less than a day.
enum InstantText {
    /// Seconds from 1970-01-01T00:00:00Z to 2001-01-01T00:00:00Z, the reference of `Date`.
    static let referenceSeconds: Int64 = 978_307_200

    /// The most decimals of a second read: more than any `Date` is written with (the smallest after 2001,
    /// 5e-324 seconds, takes 324).
    static let maximumDecimals = 400

    /// Appends the text of the moment `seconds` after 2001 began, at `offset` seconds east of UTC (`Z` for
    /// none); false, with nothing appended, for a moment that is not a number, or falls outside the years
    /// 1 to 9999 there, or an offset that is not a whole number of minutes less than a day.
    static func append(secondsSince2001 seconds: Double, offset: Int, to buffer: inout [UInt8]) -> Bool {
        guard offset % 60 == 0, abs(offset) < 86_400, let (whole, decimals) = split(seconds) else { return false }
        let local = whole + Int64(offset) + referenceSeconds
        let days = floorDivision(local, 86_400)
        let secondOfDay = Int(local - days * 86_400)
        let (year, month, day) = civil(fromDays: days)
        guard (1...9999).contains(year) else { return false }
        appendDigits(year, count: 4, to: &buffer)
        buffer.append(UInt8(ascii: "-"))
        appendDigits(month, count: 2, to: &buffer)
        buffer.append(UInt8(ascii: "-"))
        appendDigits(day, count: 2, to: &buffer)
        buffer.append(UInt8(ascii: "T"))
        appendDigits(secondOfDay / 3_600, count: 2, to: &buffer)
        buffer.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay / 60 % 60, count: 2, to: &buffer)
        buffer.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 60, count: 2, to: &buffer)
        if !decimals.isEmpty {
            buffer.append(UInt8(ascii: "."))
            buffer.append(contentsOf: decimals)
        }
        if offset == 0 {
            buffer.append(UInt8(ascii: "Z"))
        } else {
            buffer.append(UInt8(ascii: offset < 0 ? "-" : "+"))
            appendDigits(abs(offset) / 3_600, count: 2, to: &buffer)
            buffer.append(UInt8(ascii: ":"))
            appendDigits(abs(offset) / 60 % 60, count: 2, to: &buffer)
        }
        return true
    }

    /// The text of the moment `seconds` after 2001 began at `offset` (see `append`); nil when it has none.
    static func text(secondsSince2001 seconds: Double, offset: Int) -> String? {
        var bytes: [UInt8] = []
        guard append(secondsSince2001: seconds, offset: offset, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The moment `text` writes, as seconds since 2001 (the nearest `Double` to it: exactly the one written by
    /// `append`); nil for text of another form, or a day or a time that is not one (2026-02-30, 24:00).
    static func seconds(of text: some Collection<UInt8>) -> Double? {
        let bytes = Array(text)
        // yyyy-MM-ddTHH:mm:ss, then decimals, then the offset.
        guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
              let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
              (1...9999).contains(year), (1...12).contains(month), (1...daysIn(month: month, of: year)).contains(day),
              hour < 24, minute < 60, second < 60 else {
            return nil
        }
        var index = 19
        var decimals: ArraySlice<UInt8> = []
        if bytes[index] == UInt8(ascii: ".") {
            let start = index + 1
            index = start
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > start, index - start <= maximumDecimals else { return nil }
            decimals = bytes[start..<index]
        }
        let offset: Int
        switch bytes[index...].count {
        case 1 where bytes[index] == UInt8(ascii: "Z"):
            offset = 0
        case 6 where bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"):
            guard bytes[index + 3] == UInt8(ascii: ":"), let hours = number(bytes[(index + 1)..<(index + 3)]),
                  let minutes = number(bytes[(index + 4)..<(index + 6)]), hours < 24, minutes < 60 else { return nil }
            offset = (bytes[index] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3_600 + minutes * 60)
        default:
            return nil
        }
        let whole = days(fromYear: year, month: month, day: day) * 86_400 + Int64(hour * 3_600 + minute * 60 + second)
            - Int64(offset) - referenceSeconds
        return seconds(whole: whole, decimals: decimals)
    }

    // MARK: Exact seconds

    /// `seconds` as whole seconds, toward the past, and the decimals of the rest (none for a whole number): the
    /// fewest that read back as `seconds` (`seconds(whole:decimals:)`). Nil for a number that is not finite, or
    /// of more than 10^15 seconds (some 30 million years, far past the year 9999).
    static func split(_ seconds: Double) -> (whole: Int64, decimals: [UInt8])? {
        guard seconds.isFinite, abs(seconds) < 1e15 else { return nil }
        let whole = seconds.rounded(.down)
        guard whole != seconds else { return (Int64(whole), []) }
        // The shortest text that reads back as `seconds`: "-12.25", or "1.5e-05" below 10^-4.
        var text = Substring(seconds.description)
        let isNegative = text.first == "-"
        if isNegative { text = text.dropFirst() }
        var fraction: [UInt8]
        if let exponentAt = text.firstIndex(of: "e") {
            // Only a number below 10^-4 is written with an exponent here: its whole part is 0.
            guard let exponent = Int(text[text.index(after: exponentAt)...]), exponent < 0 else { return nil }
            let mantissa = text[..<exponentAt].utf8.filter { $0 != UInt8(ascii: ".") }
            fraction = Array(repeating: UInt8(ascii: "0"), count: -exponent - 1) + mantissa
        } else {
            guard let point = text.firstIndex(of: ".") else { return nil }
            fraction = Array(text[text.index(after: point)...].utf8)
        }
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        guard !fraction.isEmpty, fraction.allSatisfy(isDigit) else { return nil }
        // -12.25 is -13 and 0.75.
        return (Int64(whole), isNegative ? complement(fraction) : fraction)
    }

    /// The number of whole seconds `whole` and the decimals `decimals` of a second more, as the nearest `Double`.
    static func seconds(whole: Int64, decimals: some Collection<UInt8>) -> Double? {
        var digits = Array(decimals)
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        guard !digits.isEmpty else { return Double(whole) }
        // As decimal text, read as Swift reads a `Double` (rounded to the nearest): -13 and 0.75 is "-12.25".
        let text = whole >= 0
            ? "\(whole)." + String(decoding: digits, as: UTF8.self)
            : "-\(-(whole + 1))." + String(decoding: complement(digits), as: UTF8.self)
        return Double(text)
    }

    /// The decimals of 1 - 0.`digits` (the digits of a fraction whose last is not 0): "25" gives "75", "001"
    /// gives "999". That is 10^n - `digits` in n digits: each digit from 9, the last from 10 (never 0).
    private static func complement(_ digits: [UInt8]) -> [UInt8] {
        digits.indices.map { index in
            UInt8(ascii: "0") + (index == digits.count - 1 ? 10 : 9) - (digits[index] - UInt8(ascii: "0"))
        }
    }

    // MARK: Days

    /// Days since 1970-01-01 of a day of the proleptic Gregorian calendar.
    static func days(fromYear year: Int, month: Int, day: Int) -> Int64 {
        let year = Int64(month <= 2 ? year - 1 : year)
        let era = floorDivision(year, 400)
        let yearOfEra = year - era * 400
        let dayOfYear = Int64((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1)
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day of the proleptic Gregorian calendar `days` after 1970-01-01.
    static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivision(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        return (Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0), month, day)
    }

    /// How many days `month` has in `year`.
    private static func daysIn(month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    // MARK: Digits

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The number the decimal digits `bytes` write; nil when one is not a digit.
    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Appends `value` (not negative) in `count` digits, zeros first.
    private static func appendDigits(_ value: Int, count: Int, to buffer: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            buffer.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
