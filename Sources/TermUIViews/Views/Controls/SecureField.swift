private struct SecureTextEntryKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the text fields inside draw their text as dots (a `SecureField`).
    var secureTextEntry: Bool {
        get { self[SecureTextEntryKey.self] }
        set { self[SecureTextEntryKey.self] = newValue }
    }
}

/// A text field whose text is drawn as dots, as SwiftUI's `SecureField`: typing, pasting and the editing keys
/// are those of `TextField`, and each character shows as `•` (a wide one as `••`, so the cursor keeps its
/// place). The text never reaches the screen.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A secure field with a label view and a prompt shown while it is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    /// The text field, drawing dots.
    public var body: some View {
        TextField(text: text, prompt: prompt) { label }
            .environment(\.secureTextEntry, true)
    }
}

extension SecureField where Label == Text {
    /// A secure field with a title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// A secure field with a title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A secure field with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }
}
