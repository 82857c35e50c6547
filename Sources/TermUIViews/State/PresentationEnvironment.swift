private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the view is in something presented, as SwiftUI's `isPresented`: true inside a sheet (and what is
    /// shown as one: a full-screen cover, a popover, an inspector), in a screen pushed on a navigation stack, and
    /// in a split view's later column while the window is too narrow for the columns side by side; false on a
    /// stack's root screen and elsewhere. `dismiss` closes what it says is presented.
    public var isPresented: Bool {
        self[IsPresentedKey.self]
    }

    /// Says the views inside are presented (set where `dismissAction` is).
    var isPresentedValue: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
