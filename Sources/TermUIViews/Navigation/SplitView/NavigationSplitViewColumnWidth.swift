/// The width a column of a split view asks for, in cells.
struct SplitColumnWidth: Equatable {
    var min: Int
    var ideal: Int
    var max: Int

    /// The widths a column gets when it says nothing: the sidebar is narrow, the content column wider, the
    /// detail column takes what is left.
    static func standard(forColumn position: Int, of count: Int) -> SplitColumnWidth {
        switch (position, count) {
        case (0, _): SplitColumnWidth(min: 16, ideal: 24, max: 32)
        case (1, 3): SplitColumnWidth(min: 30, ideal: 44, max: 64)
        default: SplitColumnWidth(min: 40, ideal: 80, max: Int.max)
        }
    }
}

/// The width set with `.navigationSplitViewColumnWidth` for the column a view is the content of.
enum SplitColumnWidthKey: ScreenPreferenceKey {
    typealias Value = SplitColumnWidth
}

extension View {
    /// Sets a fixed width, in cells, for the split-view column this view is the content of, as in SwiftUI.
    public func navigationSplitViewColumnWidth(_ width: Int) -> some View {
        ScreenPreferenceView<Self, SplitColumnWidthKey>(
            content: self, value: SplitColumnWidth(min: width, ideal: width, max: width))
    }

    /// Sets a flexible width, in cells, for the split-view column this view is the content of, as in SwiftUI.
    public func navigationSplitViewColumnWidth(min: Int? = nil, ideal: Int, max: Int? = nil) -> some View {
        ScreenPreferenceView<Self, SplitColumnWidthKey>(
            content: self,
            value: SplitColumnWidth(min: min ?? Swift.min(ideal, 12), ideal: ideal, max: max ?? Int.max))
    }
}
