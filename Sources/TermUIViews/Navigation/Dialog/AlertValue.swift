/// An alert described as a value, as SwiftUI's older `Alert` (given to `.alert(isPresented:content:)`); it is
/// shown as the newer `alert(_:isPresented:actions:message:)` shows its buttons.
public struct Alert {
    /// A button of an alert, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A plain button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button that cancels, with a title.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that destroys something, in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
}

extension View {
    /// Shows an alert described by a value while `isPresented` is true, as SwiftUI's older API.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return self.alert(alert.title, isPresented: isPresented) {
            ForEach(alert.buttons.indices, id: \.self) { index in
                let button = alert.buttons[index]
                TermUIViews.Button(role: button.role) { button.action?() } label: { button.label }
            }
        } message: {
            alert.message
        }
    }

    /// Shows an alert for an item while it is not nil, as SwiftUI's older API.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let alert = item.wrappedValue.map(content) ?? Alert(title: Text(""))
        return self.alert(isPresented: presented) { alert }
    }
}
