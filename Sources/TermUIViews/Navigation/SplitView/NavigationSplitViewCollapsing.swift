/// A split view collapsed into one stack: the column on top, going forward to the next column and back to the
/// one before, the back title and `dismiss` a column gets, and the switch between side by side and one stack.
extension NavigationSplitViewNode {
    /// The column on top while collapsed: the app's binding, or the split view's own.
    var compactPosition: Int {
        get {
            let position = view?.preferredCompactColumn?.wrappedValue.position(among: count) ?? ownCompactPosition
            return max(0, min(position, count - 1))
        }
        set {
            ownCompactPosition = newValue
            if let binding = view?.preferredCompactColumn, binding.wrappedValue.position(among: count) != newValue {
                binding.wrappedValue = .at(newValue, among: count)
            }
        }
    }

    /// The environment of a column: collapsed, a column after the first goes back to the one before (its
    /// `dismiss` too, and a navigation stack in it shows the back label).
    func environment(forColumn position: Int) -> EnvironmentValues {
        let backTitle = isCollapsed && position > 0 ? (titles[position - 1] ?? "Back") : nil
        return columnEnvironments[position].values(from: environment, key: backTitle) { derived in
            if let backTitle {
                derived.splitBackTitle = backTitle
                derived.dismissAction = DismissAction { [weak self] in self?.popColumn() }
                derived.isPresentedValue = true
            }
        }
    }

    /// Switches between side by side and one stack. When the window shrinks, the column that had focus goes
    /// on top: what the user was looking at.
    func setCollapsed(_ collapsed: Bool) {
        if collapsed, let focusedColumn = focusedPosition { compactPosition = focusedColumn }
        isCollapsed = collapsed
        columnEnvironments = [DerivedEnvironment](repeating: DerivedEnvironment(), count: 3)
        syncColumns()
        // Layout made nodes: settle their updates before this frame is drawn.
        graph.setNeedsFrame()
    }

    /// Collapsed: shows the next column on top.
    func pushColumn() -> Bool {
        let position = compactPosition
        guard position < count - 1 else { return false }
        if let focused = graph.focused { rememberedFocus[position].node = focused }
        compactPosition = position + 1
        syncColumns()
        if let first = columns[position + 1]?.preferredFocusNode { graph.focus(first) }
        return true
    }

    /// Collapsed: takes the column on top away and shows the one before, with focus where it was.
    @discardableResult
    func popColumn() -> Bool {
        let position = compactPosition
        guard isCollapsed, position > 0 else { return false }
        compactPosition = position - 1
        syncColumns()
        if let node = rememberedFocus[position - 1].node, node.isMounted, node.takesFocus { graph.focus(node) }
        return true
    }
}

/// The environment key of `splitBackTitle`.
private struct SplitBackTitleKey: EnvironmentKey {
    /// Not in a collapsed split view: no back title.
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// In a collapsed split view, the title of the column before this one: a navigation stack in the column
    /// shows it as the back label of its root screen.
    var splitBackTitle: String? {
        get { self[SplitBackTitleKey.self] }
        set { self[SplitBackTitleKey.self] = newValue }
    }
}

