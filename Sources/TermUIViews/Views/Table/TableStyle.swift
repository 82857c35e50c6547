/// How a `Table` looks, as in SwiftUI.
public protocol TableStyle: Sendable {
    /// How the terminal draws it.
    var tableLook: TableLook { get }
}

/// How the terminal draws a table: TermUI only.
public enum TableLook: Hashable, Sendable {
    /// A header row underlined by a rule, columns two cells apart (`.inset`, `.automatic`).
    case inset
    /// A box around the table with lines between the columns and under the header (`.bordered`).
    case bordered
}

/// The platform's choice: `.inset` in a terminal.
public struct AutomaticTableStyle: TableStyle {
    /// The style.
    public init() {}
    /// Drawn as `.inset`.
    public var tableLook: TableLook { .inset }
}

/// Rows edge to edge under a header, as in SwiftUI.
public struct InsetTableStyle: TableStyle {
    /// The style.
    public init() {}
    /// A header and a rule under it.
    public var tableLook: TableLook { .inset }
}

/// A table in a box with lines between its columns, as SwiftUI's (macOS) bordered style.
public struct BorderedTableStyle: TableStyle {
    /// The style.
    public init() {}
    /// Box lines around and between the columns.
    public var tableLook: TableLook { .bordered }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's choice.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows under a header.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    /// A table in a box.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
}

/// The environment key of the tables' look.
private struct TableLookKey: EnvironmentKey {
    static var defaultValue: TableLook { .inset }
}

extension EnvironmentValues {
    /// How tables inside draw, set by `tableStyle(_:)`. TermUI only.
    public var tableLook: TableLook {
        get { self[TableLookKey.self] }
        set { self[TableLookKey.self] = newValue }
    }
}

extension View {
    /// Sets how tables inside look, as in SwiftUI.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\.tableLook, style.tableLook)
    }
}
