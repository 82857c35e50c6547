import Foundation

/// A button that opens a URL with the environment's `openURL`, as SwiftUI's `Link`; drawn in the tint.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` with a label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The label, a button in the tint.
    public var body: some View {
        Button { openURL(destination) } label: { label }
            .foregroundStyle(.tint)
    }
}

extension Link where Label == Text {
    /// A link with a title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a title shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
