/// The screen preference that `interactiveDismissDisabled(_:)` sets: whether the sheet around may be closed by
/// the user rather than by the app.
enum InteractiveDismissDisabledKey: ScreenPreferenceKey {
    typealias Value = Bool
}

extension View {
    /// Keeps the user from closing the sheet this view is in while `isDisabled` is true, as in SwiftUI (where
    /// it stops the swipe down): Esc no longer closes a sheet that has no `.cancellationAction` button, and
    /// the bottom row stops offering it. The app's own ways out still work: `@Environment(\.dismiss)`, the
    /// presenting binding, and the Cancel button, which Esc presses (its action can ask "Discard changes?"
    /// first). TermUI has no other interactive dismissal (a click outside a sheet does nothing).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        ScreenPreferenceView<Self, InteractiveDismissDisabledKey>(content: self, value: isDisabled)
    }
}

extension Node {
    /// Whether a view on screen at or below this node disables interactive dismissal: anywhere inside, in
    /// nested navigation stacks and lists too, but not in what is presented over it.
    var disablesInteractiveDismiss: Bool {
        if let preference = ownScreenPreference, preference.key == ObjectIdentifier(InteractiveDismissDisabledKey.self),
            preference.value as? Bool == true
        {
            return true
        }
        var found = false
        forEachVisibleChild { child in
            if !found, !child.isPresentationRoot { found = child.disablesInteractiveDismiss }
        }
        return found
    }
}
