private struct ValueTextProblemKey: EnvironmentKey {
    static var defaultValue: Binding<String?>? { nil }
}

extension EnvironmentValues {
    /// Where the value field inside writes why its text gives no value (`valueTextProblem(_:)`).
    var valueTextProblem: Binding<String?>? {
        get { self[ValueTextProblemKey.self] }
        set { self[ValueTextProblemKey.self] = newValue }
    }
}

extension View {
    /// Binds why the text of the value field inside (`TextField(value:format:)`) gives no value: the field
    /// writes the message it would show ("12,50 is not a valid amount: this locale writes 12.50") on each
    /// edit, and nil while its text is empty or gives a value, so that a form can say why it cannot be
    /// saved. Not in SwiftUI, where a value field's binding cannot tell text that does not parse from no
    /// text; put it on one field.
    public func valueTextProblem(_ problem: Binding<String?>) -> some View {
        environment(\.valueTextProblem, problem)
    }
}
