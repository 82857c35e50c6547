private struct ValueFieldTextKey: EnvironmentKey {
    static var defaultValue: Binding<String>? { nil }
}

extension EnvironmentValues {
    /// Where the value field inside writes the text typed in it, and the text it starts from
    /// (`valueFieldText(_:)`).
    var valueFieldText: Binding<String>? {
        get { self[ValueFieldTextKey.self] }
        set { self[ValueFieldTextKey.self] = newValue }
    }
}

extension View {
    /// Binds the text of the value field inside (`TextField(value:format:)`) as the user typed it: the field
    /// writes its text on each edit, and, when it first shows, starts from the bound text if it is not empty
    /// (read as if typed: the value and `valueTextProblem(_:)` are set from it, and text that gives no value is
    /// kept and drawn red). Not in SwiftUI, where a value field's text is its own; it lets a form keep what was
    /// typed (12,50 where 12.50 was meant) and bring it back exactly. Later changes to the bound text are not
    /// read: change the value to change the field. Put it on one field.
    public func valueFieldText(_ text: Binding<String>) -> some View {
        environment(\.valueFieldText, text)
    }
}
