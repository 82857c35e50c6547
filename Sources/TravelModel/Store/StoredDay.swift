import Foundation

/// Calendar days as "yyyy-MM-dd" text in the Gregorian calendar, as the data files and the database keep
/// them (and the app keeps the day of the last flight viewed).
public enum StoredDay {
    /// A Gregorian calendar in `timeZone`.
    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The day of `date` in `timeZone`, such as "2026-11-29"; nil for a day outside years 1 to 9999.
    public static func text(for date: Date, timeZone: TimeZone) -> String? {
        let parts = calendar(timeZone).dateComponents([.era, .year, .month, .day], from: date)
        guard parts.era == 1, let year = parts.year, let month = parts.month, let day = parts.day,
              (1...9999).contains(year) else {
            return nil
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    /// Noon of the day written as `text` in `timeZone`, or nil when `text` is not a real "yyyy-MM-dd" day.
    static func noon(of text: String, timeZone: TimeZone) -> Date? {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, zip(fields, [4, 2, 2]).allSatisfy({ field, width in
            field.count == width && field.allSatisfy { ("0"..."9").contains($0) }
        }), let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]) else {
            return nil
        }
        let calendar = calendar(timeZone)
        guard let date = calendar.date(from: DateComponents(
            year: year, month: month, day: day, hour: 12, minute: 0, second: 0
        )) else {
            return nil
        }
        // Reject days that the calendar silently rolls over, such as 2026-02-30.
        let check = calendar.dateComponents([.year, .month, .day], from: date)
        guard check.year == year, check.month == month, check.day == day else {
            return nil
        }
        return date
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
