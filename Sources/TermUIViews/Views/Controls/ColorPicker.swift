import TermUIBase

/// A control that picks a colour, as SwiftUI's `ColorPicker`: in a terminal, a picker of the named colours,
/// each shown with its swatch (`██`); a colour that is none of them is kept and shown as "Custom".
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label

    /// A picker with a label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    private static var palette: [(name: String, color: Color)] {
        [("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green), ("Mint", .mint), ("Teal", .teal),
         ("Cyan", .cyan), ("Blue", .blue), ("Indigo", .indigo), ("Purple", .purple), ("Pink", .pink), ("Brown", .brown),
         ("Gray", .gray), ("Black", .black), ("White", .white)]
    }

    /// The picker.
    public var body: some View {
        let palette = Self.palette
        let isCustom = !palette.contains { $0.color == selection.wrappedValue }
        Picker(selection: selection) {
            if isCustom { swatch("Custom", selection.wrappedValue).tag(selection.wrappedValue) }
            ForEach(palette, id: \.name) { entry in
                swatch(entry.name, entry.color).tag(entry.color)
            }
        } label: {
            label
        }
    }

    private func swatch(_ name: String, _ color: Color) -> some View {
        HStack(spacing: 1) {
            Text("██").foregroundStyle(color)
            Text(name)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled by a key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
