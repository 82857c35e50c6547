import Foundation
import TermUIBase

/// A month of days drawn over the screen next to a date picker, in a box, without dimming the screen. It
/// has the keys while it is open: ← → (h l) a day, ↑ ↓ (k j) a week, PgUp PgDn a month, Home End the
/// month's first and last day, Enter chooses, Esc closes without a change. Days outside the picker's range
/// are dim and the keys do not go there; today is underlined, the picker's date bold, the day the keys are
/// on reversed. All date arithmetic goes through the calendar.
@MainActor
final class CalendarPopupNode: Node, ControlPopup, FocusTarget, KeyResponder {
    override class var declaredRoles: NodeRoles { [.focus, .keys, .presentation] }

    /// The day the keys are on, with the time of day of the picker's date.
    private(set) var cursor: Date {
        didSet { if cursor != oldValue { invalidate(.drawing) } }
    }
    private let selection: Date
    private let range: DateRange
    private let calendar: Calendar
    private let locale: Locale
    private let today: Date
    private let onChoose: (Date) -> Void
    private let onClose: () -> Void
    private(set) var box = Rect.zero

    /// The rectangle of the control the calendar belongs to: it opens below it, or above without room.
    var anchor = Rect.zero

    /// The chosen day, with the time of day of the picker's date.
    typealias Choice = Date


    init(
        context: NodeContext, selection: Date, range: DateRange, calendar: Calendar, locale: Locale, today: Date,
        onChoose: @escaping (Date) -> Void, onClose: @escaping () -> Void
    ) {
        self.selection = selection
        cursor = selection
        self.range = range
        self.calendar = calendar
        self.locale = locale
        self.today = today
        self.onChoose = onChoose
        self.onClose = onClose
        super.init(viewType: ObjectIdentifier(CalendarPopupNode.self), context: context)
    }


    var acceptsFocus: Bool { true }

    var dimsScreenBelow: Bool { false }

    // MARK: Layout

    func placePresentation(in screen: Rect) {
        box = popupFrame(width: MonthGrid.size.width + 3, height: MonthGrid.size.height + 2, anchor: anchor, screen: screen)
        frame = box
    }

    /// The month grid, in the picker's calendar and locale.
    private var grid: MonthGrid { MonthGrid(calendar: calendar, locale: locale) }

    // MARK: Drawing

    func drawPresentation(in canvas: inout CellCanvas) {
        canvas.fill(box, style: .plain)
        canvas.drawBox(box, characters: .rounded, style: CellStyle(attributes: .dim))
        let inner = box.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        canvas.withClip(inner) { canvas in
            grid.draw(month: cursor, in: inner, canvas: &canvas) { date in
                var style = CellStyle()
                if !range.containsDay(of: date, in: calendar) { style.attributes.insert(.dim) }
                if calendar.isDate(date, inSameDayAs: today) { style.attributes.insert(.underline) }
                if calendar.isDate(date, inSameDayAs: selection) { style.attributes.insert(.bold) }
                if calendar.isDate(date, inSameDayAs: cursor) { style.attributes.insert(.reverse) }
                return style
            }
        }
    }

    override func draw(in canvas: inout CellCanvas) {}

    // MARK: Keys

    /// ← → ↑ ↓ (h l k j) move a day or a week ("←→↑↓ day"), PgUp PgDn a month ("PgUp PgDn month"), Home End
    /// to the ends of the month; Enter (Space) chooses the day ("⏎ choose"), Esc closes ("Esc close").
    var keyBindings: [KeyBinding] {
        [
            KeyBinding(.keys(.leftArrow, .rightArrow, .upArrow, .downArrow, "h", "l", "k", "j"), "←→↑↓", "day") {
                [self] press in
                switch press.key {
                case .leftArrow, "h": move(.day, by: -1)
                case .rightArrow, "l": move(.day, by: 1)
                case .upArrow, "k": move(.day, by: -7)
                default: move(.day, by: 7)
                }
            },
            KeyBinding(.keys(.pageUp, .pageDown), "PgUp PgDn", "month") { [self] press in
                move(.month, by: press.key == .pageUp ? -1 : 1)
            },
            KeyBinding(.keys(.home, .end), hints: []) { [self] press in
                let count = press.key == .home ? 1 : calendar.range(of: .day, in: .month, for: cursor)?.count ?? 0
                move(.day, by: count - calendar.component(.day, from: cursor))
            },
            KeyBinding(.keys(.return, .space), "⏎", "choose") { [self] _ in
                onChoose(range.clamp(cursor))
                graph.setNeedsFrame()
            },
            KeyBinding(.keys(.escape), "Esc", "close") { [self] _ in
                onClose()
                graph.setNeedsFrame()
            },
        ]
    }

    /// Moves the cursor, never out of the range.
    func move(_ component: Calendar.Component, by value: Int) {
        guard value != 0 else { return }
        if let moved = range.step(from: cursor, by: component, value: value, in: calendar) { cursor = moved }
    }

}

/// The mouse over the open calendar: a click on a day chooses it (a day outside the range is not chosen), the
/// wheel goes a month back or on, and a click outside the calendar closes it without a change.
extension CalendarPopupNode: MouseTarget {
    func handleMouse(_ event: MouseEvent, at point: Point, clickCount: Int) -> Bool {
        switch event.kind {
        case .press(.primary):
            guard box.contains(point) else {
                onClose()
                return true
            }
            let inner = box.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
            let clicked = grid.day(at: point, in: inner, month: cursor)
            // The cursor goes to the day, keeping its time of day, and is chosen as Enter chooses it.
            if let clicked, range.containsDay(of: clicked.date, in: calendar),
                let offset = calendar.dateComponents([.day], from: calendar.startOfDay(for: cursor), to: clicked.date).day
            {
                move(.day, by: offset)
                onChoose(range.clamp(cursor))
            }
            return true
        case .scrollUp, .scrollDown:
            move(.month, by: event.kind == .scrollDown ? 1 : -1)
            return true
        default:
            return box.contains(point)
        }
    }
}
