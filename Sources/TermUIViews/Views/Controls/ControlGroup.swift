/// Controls that belong together, as SwiftUI's `ControlGroup`: side by side, two cells apart.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The controls in a row.
    public var body: some View {
        HStack(spacing: 2) { content }
    }
}
