/// The screen preference that `navigationBarBackButtonHidden(_:)` sets: whether the screen hides its way back.
enum BackButtonHiddenKey: ScreenPreferenceKey {
    typealias Value = Bool
}

extension View {
    /// Hides the way back from this screen, as in SwiftUI: the bar shows no `‹ Back` label and Esc no longer
    /// goes back (as SwiftUI's swipe back stops); `@Environment(\.dismiss)` and the app's own buttons still do.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        ScreenPreferenceView<Self, BackButtonHiddenKey>(content: self, value: hidesBackButton)
    }
}
