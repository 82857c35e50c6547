import Foundation
import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Helpers the form-control tests share: an observable value to bind controls to, and environments with a
/// fixed locale, calendar and time zone.

/// A value the test holds and a control edits; bindings to it are read under observation.
@Observable @MainActor
final class Bound<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// A binding to the value.
    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}

/// An environment with a locale and, for dates, the Gregorian calendar in a time zone.
@MainActor
func formEnvironment(locale identifier: String = "en_US", timeZone: String = "UTC") -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: identifier)
    let zone = TimeZone(identifier: timeZone) ?? .gmt
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    environment.calendar = calendar
    environment.timeZone = zone
    return environment
}

/// A driver for a view at the top left of a screen without the key-hint bar (unless asked for).
@MainActor
func formDriver<V: View>(
    _ view: V, columns: Int = 80, rows: Int = 24, environment: EnvironmentValues = formEnvironment(),
    showsKeyHints: Bool = false
) -> TestDriver {
    TestDriver(
        view.pinnedToTopLeading(), size: TerminalSize(columns: columns, rows: rows), environment: environment,
        showsKeyHints: showsKeyHints)
}

extension TestDriver {
    /// The terminal cursor's column, or nil when it is hidden.
    var cursorColumn: Int? { terminal.cursor?.column }

    /// The text of a row with trailing spaces removed.
    func trimmedLine(_ row: Int) -> String {
        var line = lines[row]
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The column just after the last character of a row (0 for an empty row).
    func endColumn(ofRow row: Int) -> Int {
        Glyph.width(of: trimmedLine(row))
    }

    /// Whether every cell of a string's first appearance on screen has an attribute.
    func string(_ string: String, has attribute: TextAttributes) -> Bool {
        guard let position = position(of: string) else { return false }
        return (0..<Glyph.width(of: string)).allSatisfy {
            style(atColumn: position.column + $0, row: position.row).attributes.contains(attribute)
        }
    }

    /// The focused node of the graph.
    var focusedNode: Node? { renderer.graph.focused }
}

/// A date from its parts in a calendar.
@MainActor
func makeDate(_ year: Int, _ month: Int, _ day: Int, hour: Int = 12, in environment: EnvironmentValues = formEnvironment()) -> Date {
    let components = DateComponents(year: year, month: month, day: day, hour: hour)
    return environment.calendar.date(from: components) ?? Date.distantPast
}
