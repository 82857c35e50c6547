/// A title with an icon, as in SwiftUI: the icon, a space, then the title.
///
/// In a terminal symbols are one cell wide (☆) or two (💳): the icon takes at least two cells, so that the
/// titles of labels one above the other line up (in lists, menus, forms); in a toolbar, where labels stand
/// side by side, it takes its own width. A title that wraps keeps the icon beside its first line.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleKind) private var style
    @Environment(\.controlContext) private var context

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label's content, as its style asks.
    public var body: some View {
        switch style.kind {
        case .titleAndIcon:
            HStack(alignment: .firstTextBaseline, spacing: 1) {
                icon.frame(minWidth: context == .toolbar ? nil : 2, alignment: .leading)
                title
            }
        case .titleOnly: title
        case .iconOnly: icon
        case .iconAboveTitle:
            VStack(spacing: 1) {
                icon
                title
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a string title and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// How labels show, as SwiftUI's label styles: `.labelStyle(.iconOnly)`.
public struct LabelStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case titleAndIcon, titleOnly, iconOnly, iconAboveTitle }
    let kind: Kind

    /// Icon and title.
    public static let titleAndIcon = LabelStyleKind(kind: .titleAndIcon)
    /// The title alone.
    public static let titleOnly = LabelStyleKind(kind: .titleOnly)
    /// The icon alone.
    public static let iconOnly = LabelStyleKind(kind: .iconOnly)
    /// The default: icon and title.
    public static let automatic = LabelStyleKind(kind: .titleAndIcon)
    /// The icon on a line above the title (how empty states show their label).
    static let iconAboveTitle = LabelStyleKind(kind: .iconAboveTitle)
}

private struct LabelStyleKindKey: EnvironmentKey {
    static var defaultValue: LabelStyleKind { .automatic }
}

extension EnvironmentValues {
    /// How labels inside show.
    var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKindKey.self] }
        set { self[LabelStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets how labels inside show. Unlike SwiftUI, styles are values of `LabelStyleKind`, not custom types.
    public func labelStyle(_ style: LabelStyleKind) -> some View {
        environment(\.labelStyleKind, style)
    }
}
