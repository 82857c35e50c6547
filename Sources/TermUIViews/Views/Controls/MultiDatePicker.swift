import Foundation
import TermUIBase

/// A month of days where several can be chosen, as SwiftUI's `MultiDatePicker`: the label above a month grid
/// whose chosen days are marked `•` and bold. With focus, the day the keys are on is reversed: ← → move a day,
/// ↑ ↓ a week, PgUp PgDn a month, Space or Enter (or a click) chooses the day or takes it back. Days outside the
/// bounds are dim and cannot be chosen. The selection holds each day as SwiftUI's does, its calendar, era, year,
/// month and day; a day counts as chosen when some element has its year, month and day.
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let range: DateRange
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker of any days.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: .unbounded, label: label())
    }

    /// A picker of the days in a range (its upper bound left out, as SwiftUI's).
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(
            selection: selection,
            range: DateRange(lowerBound: bounds.lowerBound, upperBound: bounds.upperBound.addingTimeInterval(-1)),
            label: label())
    }

    /// A picker of the days from a date on.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(lowerBound: bounds.lowerBound), label: label())
    }

    /// A picker of the days before a date.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: DateRange(upperBound: bounds.upperBound.addingTimeInterval(-1)), label: label())
    }

    init(selection: Binding<Set<DateComponents>>, range: DateRange, label: Label) {
        self.selection = selection
        self.range = range
        self.label = label
    }

    /// The label (unless `.labelsHidden()`) above the month.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !labelsHidden { label }
            MultiDateGrid(selection: selection, range: range)
        }
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker titled by a key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker titled by a key, of the days in a range.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker titled by a key, of the days from a date on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker titled by a key, of the days before a date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker titled by a string, of the days in a range.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker titled by a string, of the days from a date on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker titled by a string, of the days before a date.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

/// The month grid of a `MultiDatePicker`.
struct MultiDateGrid: View, PrimitiveView {
    let selection: Binding<Set<DateComponents>>
    let range: DateRange

    func makeNode(context: NodeContext) -> Node {
        let node = MultiDateGridNode(context: context)
        node.update(with: self)
        return node
    }
}

/// The node of a `MultiDatePicker`'s month: the day the keys are on (the first chosen day at first, else
/// today), and the chosen days read from the binding.
@MainActor
final class MultiDateGridNode: BindingReadingNode<MultiDateGrid>, FocusTarget, KeyResponder, MouseTarget {
    override class var declaredRoles: NodeRoles { [.focus, .keys] }

    private var selection: Binding<Set<DateComponents>>?
    private var range = DateRange.unbounded
    /// The chosen days, as read last.
    private var chosen: Set<DateComponents> = []
    /// The day the keys are on; nil until the first reading puts it on a day.
    private var cursor: Date? {
        didSet { if cursor != oldValue { invalidate(.drawing) } }
    }

    override func update(_ view: MultiDateGrid) {
        selection = view.selection
        range = view.range
        sync()
    }

    override func sync() {
        guard let selection else { return }
        chosen = readObserved { selection.wrappedValue }
        if cursor == nil {
            let first = chosen.compactMap { calendar.date(from: dayComponents(of: $0)) }.min()
            cursor = range.clamp(first ?? Date())
        }
    }

    /// The environment's calendar in its locale of dates and time zone.
    private var calendar: Calendar { environment.pickerCalendar }

    private var grid: MonthGrid { MonthGrid(calendar: calendar, locale: environment.localeCategories.time) }

    /// A day's year, month and day, what tells days apart.
    private func dayComponents(of components: DateComponents) -> DateComponents {
        DateComponents(year: components.year, month: components.month, day: components.day)
    }

    private func dayComponents(of date: Date) -> DateComponents {
        calendar.dateComponents([.year, .month, .day], from: date)
    }

    private func isChosen(_ date: Date) -> Bool {
        let day = dayComponents(of: date)
        return chosen.contains { dayComponents(of: $0) == day }
    }

    /// Chooses the day, or takes it back if it was chosen; a day outside the bounds is left alone.
    private func toggle(_ date: Date) {
        guard let selection, range.containsDay(of: date, in: calendar) else { return }
        let day = dayComponents(of: date)
        var days = selection.wrappedValue
        let same = days.first { dayComponents(of: $0) == day }
        if let same {
            days.remove(same)
        } else {
            days.insert(calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date))
        }
        selection.wrappedValue = days
        sync()
        invalidate(.drawing)
    }

    // MARK: Layout and drawing

    override func sizeThatFits(_ proposal: ProposedSize) -> Size { MonthGrid.size }

    override func draw(in canvas: inout CellCanvas) {
        let month = cursor ?? Date()
        let showsCursor = isFocused
        let today = Date()
        canvas.withClip(frame) { canvas in
            grid.draw(month: month, in: frame, canvas: &canvas) { date in
                var style = CellStyle()
                if !range.containsDay(of: date, in: calendar) { style.attributes.insert(.dim) }
                if calendar.isDate(date, inSameDayAs: today) { style.attributes.insert(.underline) }
                if isChosen(date) { style.attributes.insert(.bold) }
                if showsCursor, calendar.isDate(date, inSameDayAs: month) { style.attributes.insert(.reverse) }
                return style
            } mark: { date in
                isChosen(date) ? "•" : nil
            }
        }
    }

    // MARK: Focus, keys and the mouse

    var acceptsFocus: Bool { environment.isEnabled }

    var clickKey: KeyEquivalent? { nil }

    /// ← → ↑ ↓ move a day or a week ("←→↑↓ day"), PgUp PgDn a month ("PgUp PgDn month"), Space or Enter chooses
    /// the day or takes it back ("Space choose").
    var keyBindings: [KeyBinding] {
        [
            KeyBinding(.keys(.leftArrow, .rightArrow, .upArrow, .downArrow), "←→↑↓", "day") { [self] press in
                switch press.key {
                case .leftArrow: move(.day, by: -1)
                case .rightArrow: move(.day, by: 1)
                case .upArrow: move(.day, by: -7)
                default: move(.day, by: 7)
                }
            },
            KeyBinding(.keys(.pageUp, .pageDown), "PgUp PgDn", "month") { [self] press in
                move(.month, by: press.key == .pageUp ? -1 : 1)
            },
            KeyBinding(.keys(.space, .return), "Space", "choose") { [self] _ in
                if let cursor { toggle(cursor) }
            },
        ]
    }

    private func move(_ component: Calendar.Component, by value: Int) {
        guard let cursor, let moved = range.step(from: cursor, by: component, value: value, in: calendar) else { return }
        self.cursor = moved
    }

    /// A click on a day chooses it or takes it back; the wheel goes a month back or on.
    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool {
        switch event.kind {
        case .press(.primary):
            graph.focus(self)
            if let day = grid.day(at: point, in: frame, month: cursor ?? Date()) {
                cursor = day.date
                toggle(day.date)
            }
            return true
        case .scrollUp, .scrollDown:
            move(.month, by: event.kind == .scrollDown ? 1 : -1)
            return true
        default:
            return false
        }
    }
}
