import Foundation
import TermUIBase

/// A month of days laid out as a calendar draws it: the month's name, the weekdays from the calendar's first,
/// and six rows of weeks, three columns a day. The date picker's calendar and `MultiDatePicker` draw with it.
struct MonthGrid {
    let calendar: Calendar
    let locale: Locale

    /// Columns per day: a space and two digits.
    static let dayWidth = 3
    /// Rows of weeks: always six, so that the grid keeps its size from month to month.
    static let weekRows = 6
    /// The grid's size: seven days wide, the heading, the weekdays and the weeks high.
    static let size = Size(width: 7 * dayWidth, height: weekRows + 2)

    /// One day of the month: its date, its number and where it is in the weeks.
    struct Day {
        let date: Date
        let number: Int
        let row: Int
        let column: Int
    }

    /// The days of the month of `date`.
    func days(inMonthOf date: Date) -> [Day] {
        guard let month = calendar.dateInterval(of: .month, for: date),
            let count = calendar.range(of: .day, in: .month, for: date)?.count
        else { return [] }
        let first = calendar.component(.weekday, from: month.start)
        let leading = (first - calendar.firstWeekday + 7) % 7
        return (0..<count).compactMap { offset in
            guard let day = calendar.date(byAdding: .day, value: offset, to: month.start) else { return nil }
            let position = leading + offset
            return Day(date: day, number: offset + 1, row: position / 7, column: position % 7)
        }
    }

    /// The weekday names, from the calendar's first weekday, cut to two columns.
    private var weekdaySymbols: [String] {
        let symbols = calendar.shortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return Array(repeating: "", count: 7) }
        return (0..<7).map { index in
            let symbol = symbols[(calendar.firstWeekday - 1 + index) % 7]
            var cut = ""
            for character in symbol where Glyph.width(of: cut + String(character)) <= 2 { cut.append(character) }
            return cut
        }
    }

    /// The month's name and year, as the locale writes them.
    func title(ofMonthOf date: Date) -> String {
        Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone).month(.wide).year().format(date)
    }

    /// The day under a point of a grid drawn in `rect`, if any.
    func day(at point: Point, in rect: Rect, month: Date) -> Day? {
        days(inMonthOf: month).first { entry in
            point.y == rect.minY + 2 + entry.row
                && (0..<Self.dayWidth).contains(point.x - rect.minX - entry.column * Self.dayWidth)
        }
    }

    /// Draws the month of `month` in `rect`: the heading centred on the top row, the weekdays dim, each day in
    /// the style `style` gives it, after the mark `mark` gives it (in the day's leading column).
    func draw(
        month: Date, in rect: Rect, canvas: inout CellCanvas, style: (Date) -> CellStyle,
        mark: (Date) -> Character? = { _ in nil }
    ) {
        let heading = title(ofMonthOf: month)
        let headingWidth = Glyph.width(of: heading)
        canvas.draw(
            heading, at: Point(x: rect.minX + max(0, (rect.width - headingWidth) / 2), y: rect.minY),
            maxWidth: rect.width, style: CellStyle(attributes: .bold))
        for (column, symbol) in weekdaySymbols.enumerated() {
            let x = rect.minX + column * Self.dayWidth + 1 + (2 - Glyph.width(of: symbol))
            canvas.draw(symbol, at: Point(x: x, y: rect.minY + 1), style: CellStyle(attributes: .dim))
        }
        for entry in days(inMonthOf: month) {
            let number = String(entry.number)
            let x = rect.minX + entry.column * Self.dayWidth
            let y = rect.minY + 2 + entry.row
            let dayStyle = style(entry.date)
            if let mark = mark(entry.date) { canvas.draw(String(mark), at: Point(x: x, y: y), style: dayStyle) }
            canvas.draw(number, at: Point(x: x + 3 - number.count, y: y), style: dayStyle)
        }
    }
}
