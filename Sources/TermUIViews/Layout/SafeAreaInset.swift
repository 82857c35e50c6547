import TermUIBase

extension View {
    /// Shows a view along the top or bottom edge of this one, as SwiftUI's `safeAreaInset(edge:)`: in a
    /// terminal the content stands above or below the view in a stack (SwiftUI lays it over the view's
    /// scrolling content and insets the content's safe area; the result on screen is the same, rows of
    /// content then the inset, without the content showing through behind it). `spacing` is in rows, none
    /// by default.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Shows a view along the leading or trailing edge of this one, as SwiftUI's `safeAreaInset(edge:)`: in a
    /// terminal beside it in a row; `spacing` is in columns, none by default.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }

    /// Adds room around the view's content inside its safe area, as SwiftUI's `safeAreaPadding(_:)`. A
    /// terminal has no safe area to add to, so this is padding: one cell by default.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds room around the view's content inside its safe area, as in SwiftUI: padding in a terminal.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }

    /// Adds room around the view's content inside its safe area, as in SwiftUI: padding in a terminal.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }
}
