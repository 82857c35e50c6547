import TermUIBase

/// Confirmation dialogs, as in SwiftUI: a box of actions, stacked, over the dimmed screen, presented while
/// `isPresented` is true (and, with `presenting:`, while the data is not nil). Pressing any of its buttons
/// sets `isPresented` back to false, then runs the button's action; without a `.cancel` button it gets a
/// Cancel, which Esc presses. Unlike iOS (a sheet at the bottom), it is a box in the middle, as on macOS, and
/// `.automatic` title visibility shows the title.
extension View {
    /// Presents a confirmation dialog while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(Text(titleKey)), isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: noMessage)
    }

    /// Presents a confirmation dialog while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(Text(title)), isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: noMessage)
    }

    /// Presents a confirmation dialog while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(title), isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: noMessage)
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(Text(titleKey)), isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: { _ in message() })
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(Text(title)), isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: { _ in message() })
    }

    /// Presents a confirmation dialog with a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(title), isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: { _ in message() })
    }

    /// Presents a confirmation dialog for some data while `isPresented` is true and the data is not nil;
    /// its actions are made from the data.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(Text(titleKey)), isPresented: isPresented, presenting: data,
            actions: actions, message: noMessage)
    }

    /// Presents a confirmation dialog for some data while `isPresented` is true and the data is not nil;
    /// its actions are made from the data.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(Text(title)), isPresented: isPresented, presenting: data,
            actions: actions, message: noMessage)
    }

    /// Presents a confirmation dialog for some data while `isPresented` is true and the data is not nil;
    /// its actions are made from the data.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(title), isPresented: isPresented, presenting: data,
            actions: actions, message: noMessage)
    }

    /// Presents a confirmation dialog with a message for some data while `isPresented` is true and the
    /// data is not nil; its actions and message are made from the data.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(Text(titleKey)), isPresented: isPresented, presenting: data,
            actions: actions, message: { message($0) })
    }

    /// Presents a confirmation dialog with a message for some data while `isPresented` is true and the
    /// data is not nil; its actions and message are made from the data.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(Text(title)), isPresented: isPresented, presenting: data,
            actions: actions, message: { message($0) })
    }

    /// Presents a confirmation dialog with a message for some data while `isPresented` is true and the
    /// data is not nil; its actions and message are made from the data.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            .confirmationDialog, title: titleVisibility.shown(title), isPresented: isPresented, presenting: data,
            actions: actions, message: { message($0) })
    }
}

extension Visibility {
    /// The title of a dialog, when this visibility shows it.
    fileprivate func shown(_ title: Text) -> Text? { self == .hidden ? nil : title }
}
