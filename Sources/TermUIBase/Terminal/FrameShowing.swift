extension Terminal {
    /// The style mapping of this terminal's colours: what a frame diff for it decides looks with.
    package var styleMapping: TerminalStyleMapping { TerminalStyleMapping(depth: colorDepth, scheme: colorScheme) }

    /// Shows `canvas` as what `diff` finds changed since the frame it saw last: whole when the terminal does not
    /// know what its screen shows, and whole again at once when the terminal could not show the changes
    /// (`needsWholeFrame` after presenting them). A diff made for other colours is made anew.
    package func show(_ canvas: CellCanvas, cursor: (column: Int, row: Int)?, diff: inout FrameDiff) {
        let mapping = styleMapping
        if diff.mapping != mapping { diff = FrameDiff(mapping: mapping) }
        if needsWholeFrame { diff.forgetScreen() }
        let update = diff.update(to: canvas)
        present(update, cursor: cursor)
        guard !update.isWhole, needsWholeFrame else { return }
        diff.forgetScreen()
        present(diff.update(to: canvas), cursor: cursor)
    }
}
