import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `DatePicker`: the date in the environment's locale, ← → moving a day within the range (by the calendar,
/// not by 24 hours), and the month calendar Enter opens.
@MainActor
struct DatePickerTests {
    private func datePicker(
        _ date: Bound<Date>, environment: EnvironmentValues = formEnvironment(), rows: Int = 24
    ) -> TestDriver {
        formDriver(
            Form { DatePicker("Date", selection: date.binding, displayedComponents: .date) },
            rows: rows, environment: environment, showsKeyHints: true)
    }

    private func parts(_ date: Date, in environment: EnvironmentValues = formEnvironment()) -> DateComponents {
        environment.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    // MARK: The row

    @Test func theRowShowsTheDateInTheEnvironmentsLocale() {
        let date = Bound(makeDate(2024, 3, 15))
        let english = datePicker(date)
        #expect(english.position(of: "Date")?.column == 1)
        #expect(english.trimmedLine(0).hasSuffix("Mar 15, 2024 ›"))
        let german = datePicker(date, environment: formEnvironment(locale: "de_DE"))
        #expect(german.trimmedLine(0).hasSuffix("15.03.2024 ›") || german.trimmedLine(0).hasSuffix("15. März 2024 ›"))
    }

    @Test func theDateIsShownInTheEnvironmentsTimeZone() {
        // 23:30 on the 15th in UTC is already the 16th in Tokyo.
        let date = Bound(makeDate(2024, 3, 15, hour: 23))
        let tokyo = datePicker(date, environment: formEnvironment(timeZone: "Asia/Tokyo"))
        #expect(tokyo.text.contains("Mar 16, 2024"))
    }

    @Test func timeIsShownWhenAsked() {
        let date = Bound(makeDate(2024, 3, 15, hour: 9))
        let screen = formDriver(Form { DatePicker("When", selection: date.binding) })
        #expect(screen.text.contains("Mar 15, 2024"))
        #expect(screen.text.contains("9:00"))
    }

    // MARK: Arrows

    @Test func arrowsMoveADayKeepingTheTimeOfDay() {
        let date = Bound(makeDate(2024, 2, 28, hour: 15))
        let screen = datePicker(date)
        screen.press(.rightArrow)
        #expect(parts(date.value) == DateComponents(year: 2024, month: 2, day: 29, hour: 15, minute: 0))
        #expect(screen.text.contains("Feb 29, 2024"))
        screen.press(.rightArrow)
        #expect(parts(date.value) == DateComponents(year: 2024, month: 3, day: 1, hour: 15, minute: 0))
        screen.press(.leftArrow, .leftArrow, .leftArrow)
        #expect(parts(date.value) == DateComponents(year: 2024, month: 2, day: 27, hour: 15, minute: 0))
        #expect(screen.keyHints.contains(KeyHint("←→", "day")))
    }

    @Test func aDayIsACalendarDayAcrossADaylightSavingChange() {
        // Clocks in Berlin go forward on 31 March 2024: that day has 23 hours.
        let berlin = formEnvironment(locale: "de_DE", timeZone: "Europe/Berlin")
        let date = Bound(makeDate(2024, 3, 30, hour: 12, in: berlin))
        let screen = datePicker(date, environment: berlin)
        screen.press(.rightArrow)
        #expect(parts(date.value, in: berlin) == DateComponents(year: 2024, month: 3, day: 31, hour: 12, minute: 0))
        #expect(date.value.timeIntervalSince(makeDate(2024, 3, 30, hour: 12, in: berlin)) == 23 * 3600)
    }

    @Test func arrowsStopAtTheEndOfARangeUpToNow() {
        let now = Date()
        let date = Bound(now)
        let screen = formDriver(Form {
            DatePicker("Date", selection: date.binding, in: ...now, displayedComponents: .date)
        })
        screen.press(.rightArrow)
        #expect(date.value == now)
        screen.press(.leftArrow)
        #expect(date.value < now)
        #expect(!Calendar.current.isDate(date.value, inSameDayAs: now) || date.value == now)
        screen.press(.rightArrow)
        #expect(date.value <= now)
        screen.press(.rightArrow, .rightArrow)
        #expect(date.value <= now)
    }

    @Test func arrowsStopAtTheStartOfAClosedRange() {
        let start = makeDate(2024, 3, 10, hour: 18)
        let date = Bound(makeDate(2024, 3, 12, hour: 9))
        let screen = formDriver(Form {
            DatePicker("Date", selection: date.binding, in: start...makeDate(2024, 3, 20), displayedComponents: [.date])
        })
        screen.press(.leftArrow)
        #expect(parts(date.value).day == 11)
        // The 10th only from 18:00: the move stops at the range's start.
        screen.press(.leftArrow)
        #expect(date.value == start)
        screen.press(.leftArrow)
        #expect(date.value == start)
    }

    // MARK: The calendar

    @Test func spaceOpensTheMonthWithTheDateHighlighted() {
        let date = Bound(makeDate(2024, 3, 15))
        let screen = datePicker(date)
        screen.press(.space)
        #expect(screen.text.contains("March 2024"))
        #expect(screen.text.contains("Su Mo Tu We Th Fr Sa"))
        // March 2024 starts on a Friday.
        guard let weekdays = screen.position(of: "Su Mo Tu We Th Fr Sa"), let first = screen.position(of: " 1  2") else {
            Issue.record("calendar not found")
            return
        }
        #expect(first.row == weekdays.row + 1)
        // The 1 stands right-aligned under "Fr", the sixth column of three cells.
        #expect(first.column + 1 == weekdays.column + 5 * 3 + 1)
        #expect(screen.string("15", has: .reverse))
        #expect(screen.keyHints.contains(KeyHint("⏎", "choose")))
    }

    @Test func theCalendarMovesByDayWeekAndMonthAndEnterChooses() {
        let date = Bound(makeDate(2024, 3, 15, hour: 8))
        let screen = datePicker(date)
        screen.press(.space, .rightArrow, .downArrow)
        #expect(screen.string("23", has: .reverse))
        screen.press(.pageDown)
        #expect(screen.text.contains("April 2024"))
        #expect(screen.string("23", has: .reverse))
        screen.press(.upArrow, .leftArrow)
        screen.press(.return)
        #expect(parts(date.value) == DateComponents(year: 2024, month: 4, day: 15, hour: 8, minute: 0))
        #expect(!screen.text.contains("April 2024"))
        #expect(screen.text.contains("Apr 15, 2024"))
    }

    @Test func escapeClosesTheCalendarWithoutAChange() {
        let original = makeDate(2024, 3, 15)
        let date = Bound(original)
        let screen = datePicker(date)
        screen.press(.space, .rightArrow, .pageDown, .escape)
        #expect(date.value == original)
        #expect(!screen.text.contains("April 2024"))
    }

    @Test func theCalendarDimsDaysOutsideTheRangeAndDoesNotGoThere() {
        let last = makeDate(2024, 3, 20)
        let date = Bound(makeDate(2024, 3, 18))
        let screen = formDriver(Form {
            DatePicker("Date", selection: date.binding, in: ...last, displayedComponents: .date)
        })
        screen.press(.space)
        #expect(screen.string("25", has: .dim))
        #expect(!screen.string("19", has: .dim))
        // A week on would be the 25th: the cursor stops at the range's last day.
        screen.press(.downArrow)
        #expect(screen.string("20", has: .reverse))
        screen.press(.pageDown, .rightArrow)
        #expect(screen.text.contains("March 2024"))
        screen.press(.return)
        #expect(date.value == last)
    }

    @Test func theCalendarFollowsTheLocalesFirstWeekday() {
        let date = Bound(makeDate(2024, 3, 15))
        let screen = datePicker(date, environment: formEnvironment(locale: "de_DE"))
        screen.press(.space)
        #expect(screen.text.contains("März 2024"))
        #expect(screen.text.contains("Mo Di Mi Do Fr Sa So"))
    }

    @Test func theCalendarOpensAboveWhenThereIsNoRoomBelow() {
        let date = Bound(makeDate(2024, 3, 15))
        let screen = formDriver(
            VStack {
                Spacer()
                DatePicker("Date", selection: date.binding, displayedComponents: .date)
            }, rows: 14)
        screen.press(.space)
        let title = screen.row(containing: "March 2024")
        let row = screen.row(containing: "Date")
        #expect(title != nil && row != nil)
        if let title, let row { #expect(title < row) }
    }

    // MARK: Disabled

    @Test func aDisabledDatePickerIsDimAndIgnoresKeys() {
        let original = makeDate(2024, 3, 15)
        let date = Bound(original)
        let screen = formDriver(Form {
            DatePicker("Date", selection: date.binding, displayedComponents: .date).disabled(true)
        })
        screen.press(.rightArrow, .space)
        #expect(date.value == original)
        #expect(!screen.text.contains("March 2024"))
        #expect(screen.string("Mar 15, 2024", has: .dim))
    }
}
