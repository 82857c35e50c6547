/// Opens a window of the app by its identifier, as SwiftUI's: `@Environment(\.openWindow) private var
/// openWindow`, then `openWindow(id: "map")`. A terminal shows one window at a time: the window with that id
/// (a `WindowGroup(id:)` or a `Window(_:id:)`) is shown in place of the current one, which keeps its state
/// behind it; Esc or `\.dismissWindow` goes back. A window already open is brought back to the front (the ones
/// opened after it close); an id no scene has opens nothing.
///
/// Differences from SwiftUI: the `value:` forms (windows for a presented value) are not here.
@MainActor @preconcurrency
public struct OpenWindowAction {
    let action: @MainActor (String) -> Void

    /// Opens the window with the identifier.
    public func callAsFunction(id: String) {
        action(id)
    }
}

/// Closes a window of the app, as SwiftUI's: `dismissWindow()` closes the window the view is in, and the
/// window it was opened from shows again; `dismissWindow(id:)` closes the window with that id (and those
/// opened after it). The app's first window cannot be closed: quitting is `q`.
@MainActor @preconcurrency
public struct DismissWindowAction {
    let action: @MainActor (String?) -> Void

    /// Closes the window in front.
    public func callAsFunction() {
        action(nil)
    }

    /// Closes the window with the identifier.
    public func callAsFunction(id: String) {
        action(id)
    }
}

private struct OpenWindowActionKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction { _ in } }
}

private struct DismissWindowActionKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction { _ in } }
}

extension EnvironmentValues {
    /// Opens a window by its identifier (see `OpenWindowAction`).
    public var openWindow: OpenWindowAction {
        self[OpenWindowActionKey.self]
    }

    /// Closes a window (see `DismissWindowAction`).
    public var dismissWindow: DismissWindowAction {
        self[DismissWindowActionKey.self]
    }

    /// Sets what `openWindow` does: the app's window stack opens the window.
    var openWindowAction: OpenWindowAction {
        get { self[OpenWindowActionKey.self] }
        set { self[OpenWindowActionKey.self] = newValue }
    }

    /// Sets what `dismissWindow` does: the app's window stack closes the window.
    var dismissWindowAction: DismissWindowAction {
        get { self[DismissWindowActionKey.self] }
        set { self[DismissWindowActionKey.self] = newValue }
    }
}
