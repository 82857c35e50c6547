/// A title with an icon, as in SwiftUI: the icon, a space, then the title.
///
/// In a terminal symbols are one cell wide (☆) or two (💳): the icon takes at least two cells, so that the
/// titles of labels one above the other line up (in lists, menus, forms); in a toolbar, where labels stand
/// side by side, it takes its own width. A title that wraps keeps the icon beside its first line. A custom
/// `.labelStyle(_:)` draws it from its title and icon.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleChoice) private var style
    @Environment(\.controlContext) private var context

    /// A label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label's content, as its style asks.
    public var body: some View {
        switch style {
        case .custom(let makeBody):
            makeBody(LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))))
                .environment(\.labelStyleChoice, .titleAndIcon)
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

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration, as in SwiftUI: its title and icon, shown as the built-in
    /// labels are.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
