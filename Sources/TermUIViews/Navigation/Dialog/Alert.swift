/// Alerts, as in SwiftUI: a titled box over the dimmed screen with a message and buttons, presented while
/// `isPresented` is true (and, with `presenting:`, while the data is not nil). Pressing any of its buttons
/// sets `isPresented` back to false, then runs the button's action; an alert without buttons gets an OK.
/// Esc presses the `.cancel` button (without one, it closes the alert); `.destructive` buttons are red.
extension View {
    /// Presents an alert while `isPresented` is true.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            .alert, title: Text(titleKey), isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: noMessage)
    }

    /// Presents an alert while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            .alert, title: Text(title), isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: noMessage)
    }

    /// Presents an alert while `isPresented` is true.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            .alert, title: title, isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: noMessage)
    }

    /// Presents an alert with a message while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            .alert, title: Text(titleKey), isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: { _ in message() })
    }

    /// Presents an alert with a message while `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            .alert, title: Text(title), isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: { _ in message() })
    }

    /// Presents an alert with a message while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            .alert, title: title, isPresented: isPresented, presenting: (),
            actions: { _ in actions() }, message: { _ in message() })
    }

    /// Presents an alert for some data while `isPresented` is true and the data is not nil;
    /// its actions are made from the data.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .alert, title: Text(titleKey), isPresented: isPresented, presenting: data,
            actions: actions, message: noMessage)
    }

    /// Presents an alert for some data while `isPresented` is true and the data is not nil;
    /// its actions are made from the data.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .alert, title: Text(title), isPresented: isPresented, presenting: data,
            actions: actions, message: noMessage)
    }

    /// Presents an alert for some data while `isPresented` is true and the data is not nil;
    /// its actions are made from the data.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            .alert, title: title, isPresented: isPresented, presenting: data,
            actions: actions, message: noMessage)
    }

    /// Presents an alert with a message for some data while `isPresented` is true and the
    /// data is not nil; its actions and message are made from the data.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            .alert, title: Text(titleKey), isPresented: isPresented, presenting: data,
            actions: actions, message: { message($0) })
    }

    /// Presents an alert with a message for some data while `isPresented` is true and the
    /// data is not nil; its actions and message are made from the data.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            .alert, title: Text(title), isPresented: isPresented, presenting: data,
            actions: actions, message: { message($0) })
    }

    /// Presents an alert with a message for some data while `isPresented` is true and the
    /// data is not nil; its actions and message are made from the data.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            .alert, title: title, isPresented: isPresented, presenting: data,
            actions: actions, message: { message($0) })
    }
}

extension View {
    /// A dialog of a kind, shown while `isPresented` is true and the data is not nil, its actions and message
    /// made from the data (the forms without data present `()`; those without a message give nil).
    func dialog<A: View, M: View, T>(
        _ kind: DialogKind, title: Text?, isPresented: Binding<Bool>, presenting data: T?, actions: (T) -> A,
        message: (T) -> M?
    ) -> some View {
        var content: DialogContent<A, M>?
        if isPresented.wrappedValue, let data {
            content = DialogContent(kind: kind, title: title, actions: actions(data), message: message(data))
        }
        return DialogView(content: self, dialog: content, close: { isPresented.wrappedValue = false })
    }
}

/// The message of a dialog that has none.
func noMessage<T>(_ data: T) -> EmptyView? { nil }
