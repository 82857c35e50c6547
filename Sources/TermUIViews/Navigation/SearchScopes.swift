extension View {
    /// Scopes for the search, as in SwiftUI: a row of segments above the view, one for each view of `scopes`
    /// (by its `.tag`), setting `scope`. SwiftUI shows them under the search field while searching; in a
    /// terminal the row stays, so the scope in force is always seen, and ← → change it while it has focus.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        let segments = scopes()
        return VStack(alignment: .leading, spacing: 0) {
            Picker("Scope", selection: scope) { segments }
                .pickerStyle(.segmented)
                .labelsHidden()
            self
        }
    }
}
