/// What a screen shows when it has nothing to show, as in SwiftUI: a symbol, a title and a description,
/// centred in the space it is given. Put it over an empty list with `.overlay`.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state from views.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The empty state: centred, the label in bold, the description dimmed.
    public var body: some View {
        VStack(spacing: 1) {
            label
                .labelStyle(.iconAboveTitle)
                .bold()
            description
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == TermUIViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a title, a symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TermUIViews.Label(title, systemImage: name) }, description: { description })
    }

    /// The empty state of a search that found nothing, as SwiftUI's `ContentUnavailableView.search`.
    public static var search: Self {
        Self("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The empty state of a search for `text` that found nothing, as SwiftUI's.
    public static func search(text: String) -> Self {
        guard !text.isEmpty else { return search }
        return Self("No Results for “\(text)”", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// An empty state with a title, a symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TermUIViews.Label(title, systemImage: name) }, description: { description })
    }
}
