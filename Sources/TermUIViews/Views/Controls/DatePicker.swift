import Foundation
import TermUIBase

/// A control for choosing a date, as in SwiftUI's compact date picker: the label at the leading edge, the
/// date formatted with the environment's locale of dates (`LC_TIME`), calendar and time zone at the trailing
/// edge (between ‹ › while it has focus).
///
/// ← → (h l) move a day earlier or later, never out of the range; Enter opens a month calendar next to the
/// row (arrows move, PgUp PgDn change the month, Enter chooses, Esc closes without a change). The time of day
/// is kept. A picker that shows only `.hourAndMinute` moves by 15 minutes with ← → and has no calendar.
/// `.datePickerStyle(_:)` is accepted and changes nothing.
public struct DatePicker<Label: View>: View, PrimitiveView {
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    let label: Label
    let selection: Binding<Date>
    let range: DateRange
    let components: DatePickerComponents

    init(selection: Binding<Date>, range: DateRange, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }

    /// A date picker with a label view.
    public init(
        selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: .unbounded, components: displayedComponents, label: label())
    }

    /// A date picker limited to a range, with a label view.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: DateRange(lowerBound: range.lowerBound, upperBound: range.upperBound),
            components: displayedComponents, label: label())
    }

    /// A date picker for dates from a date on, with a label view.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: DateRange(lowerBound: range.lowerBound), components: displayedComponents,
            label: label())
    }

    /// A date picker for dates up to a date, with a label view.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, range: DateRange(upperBound: range.upperBound), components: displayedComponents,
            label: label())
    }

    func makeNode(context: NodeContext) -> Node {
        let node = DatePickerNode<Label>(context: context)
        node.update(self)
        return node
    }
}

extension DatePicker where Label == Text {
    /// A date picker with a text title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker limited to a range, with a text title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker for dates from a date on, with a text title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker for dates up to a date, with a text title: `DatePicker("Date", selection: $date,
    /// in: ...Date.now, displayedComponents: .date)`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker limited to a range, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker for dates from a date on, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker for dates up to a date, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: Components = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a `DatePicker` shows, as in SwiftUI.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Components from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// The node of a `DatePicker`: the date, and the calendar while it is open.
@MainActor
final class DatePickerNode<Label: View>: PopupControlNode<DatePicker<Label>, CalendarPopupNode> {
    private var selection: Binding<Date>?
    private var range = DateRange.unbounded
    private var components: DatePickerComponents = [.hourAndMinute, .date]
    /// The date shown.
    private(set) var date = Date.distantPast
    private var text = ""

    override func update(_ view: DatePicker<Label>) {
        setLabel(view.label)
        selection = view.selection
        range = view.range
        components = view.components
        sync()
    }

    override func sync() {
        guard let selection else { return }
        date = readObserved { selection.wrappedValue }
        let style = Date.FormatStyle(
            date: components.contains(.date) ? .abbreviated : nil,
            time: components.contains(.hourAndMinute) ? .shortened : nil,
            locale: environment.localeCategories.time, calendar: calendar, timeZone: environment.timeZone)
        text = style.format(date)
    }

    /// The environment's calendar in its locale of dates and time zone.
    private var calendar: Calendar { environment.pickerCalendar }

    // MARK: Layout and drawing

    override var idealValueWidth: Int { Glyph.width(of: text) + 2 * markWidth }

    override func drawValue(in canvas: inout CellCanvas) {
        // Without focus the date sits at the trailing edge, in line with the other rows' values; with focus it
        // moves in to make room for the ‹ › marks.
        let marks = showsMarks ? markWidth : 0
        let inner = Rect(
            x: valueRect.minX + markWidth, y: valueRect.minY, width: max(0, valueRect.width - markWidth - marks),
            height: valueRect.height)
        let width = Glyph.width(of: text)
        canvas.withClip(inner) { canvas in
            canvas.draw(text, at: Point(x: max(inner.minX, inner.maxX - width), y: inner.minY), maxWidth: inner.width, style: .plain)
        }
        drawMarks(in: &canvas)
    }

    // MARK: Keys

    /// Space, not Enter: Enter on the last field of a form confirms it.
    override var popupKey: KeyEquivalent { .space }

    /// Moves a day (or, for a time-only picker, 15 minutes) earlier or later, within the range.
    override func step(by direction: Int) {
        let isDate = components.contains(.date) || components.isEmpty
        let moved = range.step(
            from: date, by: isDate ? .day : .minute, value: isDate ? direction : 15 * direction,
            granularity: isDate ? .day : .minute, in: calendar)
        if let moved { choose(moved) }
    }

    /// Sets the selection to a date.
    override func choose(_ newDate: Date) {
        guard let selection else { return }
        selection.wrappedValue = newDate
        sync()
        invalidate(.layout)
    }

    /// Space opens the month calendar, on the date.
    override func openPopupForKey() {
        openPopup { context, onChoose, onClose in
            CalendarPopupNode(
                context: context, selection: date, range: range, calendar: calendar, locale: environment.localeCategories.time,
                today: Date(), onChoose: onChoose, onClose: onClose)
        }
    }

    /// "Space calendar"; a time-only picker has no calendar, and Space goes on.
    override var popupHint: KeyHint? { components.contains(.date) ? KeyHint("Space", "calendar") : nil }

    /// ← → move a day, or in a time-only picker a quarter of an hour.
    override var stepLabel: String { components.contains(.date) || components.isEmpty ? "day" : "time" }
}
