extension View {
    /// Shows an inspector of the view while `isPresented` is true, as in SwiftUI: as a sheet, as SwiftUI shows
    /// an inspector in a compact size class (a terminal has no room for a trailing column beside most
    /// screens); closing it sets `isPresented` back to false.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// The width of an inspector's column, as in SwiftUI; an inspector is a sheet here (see
    /// `inspector(isPresented:content:)`), sized by its content, so this changes nothing.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// The widths of an inspector's column, as in SwiftUI; see `inspectorColumnWidth(_:)`.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
