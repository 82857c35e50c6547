/// Dismisses the current presentation, as SwiftUI's `dismiss` environment value: closes the sheet the view
/// is in, or pops the screen from its navigation stack. Does nothing elsewhere.
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses.
    @MainActor
    public func callAsFunction() {
        action()
    }
}

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// Dismisses the sheet or screen the view is in: `@Environment(\.dismiss) private var dismiss`.
    public var dismiss: DismissAction {
        self[DismissActionKey.self]
    }

    /// Sets what `dismiss` does for the views inside.
    var dismissAction: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
