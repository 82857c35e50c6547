import TermUIBase

// SwiftUI's other ways of presenting a view over the screen, shown as TermUI's sheet: a box over the dimmed
// screen that Esc closes (as SwiftUI itself shows a popover as a sheet in a compact size class).
extension View {
    /// Presents a view that covers the screen, as in SwiftUI; shown as a sheet (`sheet(isPresented:onDismiss:content:)`),
    /// which takes the room its content needs and leaves the screen dimmed around it.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a view for an item that covers the screen, as in SwiftUI; shown as a sheet.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a popover, as in SwiftUI; shown as a sheet, as SwiftUI shows one in a compact size class (a
    /// terminal has no room for an arrow pointing at its anchor).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover for an item, as in SwiftUI; shown as a sheet.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    /// Sets a sheet's background, as in SwiftUI; a sheet keeps the scheme's surface, so that its text stays
    /// readable on every terminal.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// Sets a sheet's corner radius, as in SwiftUI; a sheet's box has rounded corners at any radius.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`; a popover is a sheet here, so it points nowhere.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view (`.rect(.bounds)`, as SwiftUI writes it).
    case rect(PopoverAnchorSource)
    /// A point of the view.
    case point(UnitPoint)
}

/// The rectangle a popover points at, as SwiftUI's `Anchor<CGRect>.Source` in `.rect(.bounds)`.
public struct PopoverAnchorSource: Sendable {
    /// The view's bounds.
    public static let bounds = PopoverAnchorSource()
}
