/// How strongly a default focus applies, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let isUserInitiated: Bool
    /// When the view appears without focus having been put elsewhere.
    public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
    /// Also when the user brings focus to the region.
    public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

extension View {
    /// Where focus goes first in this view, as in SwiftUI: when the view appears and the focus state has no
    /// value yet, it is set to `value`, which moves focus to the view `.focused(_:equals:)` binds to it. Later
    /// changes of focus are the user's; the priority changes nothing.
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        onAppear {
            if binding.wrappedValue == binding.unfocused { binding.wrappedValue = value }
        }
    }

    /// Makes the view a section for moving focus with arrows, as in SwiftUI (tvOS and macOS). A terminal
    /// moves focus by Tab in order and by the arrows to the nearest view in their direction, which reaches a
    /// section's views already, so this changes nothing.
    public func focusSection() -> some View { self }
}
