import TermUIBase

/// A view for editing many lines of text, as SwiftUI's `TextEditor`: the text wraps at the view's width and
/// scrolls to keep the cursor in view; it fills the room it is offered.
///
/// Keys while it has focus: a key that types inserts, Enter inserts a line break, ← → ↑ ↓ move (↑ ↓ by
/// rows on screen, keeping the column), Home End (Ctrl-A Ctrl-E) go to the line's ends, PgUp PgDn a screen,
/// Backspace Delete erase, Ctrl-K erases to the line's end, Ctrl-U to its start, Ctrl-W a word. Tab and Esc
/// are not typed: they move focus and go back, as everywhere. A paste keeps its line breaks (tabs become
/// four spaces, other control characters are dropped) and goes in whole, or, past 100,000 characters, not at
/// all, with a message. Unlike SwiftUI, lines wrap at any character, not only between words.
public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>

    /// An editor of the bound text.
    public init(text: Binding<String>) {
        self.text = text
    }

    func makeNode(context: NodeContext) -> Node {
        let node = TextEditorNode(context: context)
        node.update(self)
        return node
    }
}

/// Where the characters of a text go in rows of a width: each row the range of positions it shows (without
/// its line break), wrapped where the next character would not fit; a full last row is followed by an
/// empty one, so that the cursor after it has a cell.
struct TextEditorRows: Equatable {
    private(set) var rows: [Range<Int>] = []
    let width: Int

    init(_ characters: [Character], width: Int) {
        self.width = max(1, width)
        var start = 0, column = 0
        for (index, character) in characters.enumerated() {
            if character == "\n" {
                rows.append(start..<index)
                start = index + 1
                column = 0
                continue
            }
            let columns = EditableText.columns(of: character)
            if column + columns > self.width, index > start {
                rows.append(start..<index)
                start = index
                column = 0
            }
            column += columns
        }
        rows.append(start..<characters.count)
        if column >= self.width { rows.append(characters.count..<characters.count) }
    }

    /// The row a position is in: the last that starts at or before it.
    func row(of position: Int) -> Int {
        var low = 0, high = rows.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rows[middle].lowerBound <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The column of a position in its row.
    func column(of position: Int, in characters: [Character]) -> Int {
        let start = rows[row(of: position)].lowerBound
        return characters[start..<position].reduce(0) { $0 + EditableText.columns(of: $1) }
    }

    /// The position in a row nearest a column.
    func position(inRow row: Int, column: Int, in characters: [Character]) -> Int {
        let range = rows[max(0, min(row, rows.count - 1))]
        var used = 0
        for position in range {
            let columns = EditableText.columns(of: characters[position])
            if used + columns > column { return position }
            used += columns
        }
        return range.upperBound
    }
}

/// The node of a `TextEditor`.
@MainActor
final class TextEditorNode: BindingReadingNode<TextEditor>, FocusTarget, KeyResponder, PasteTarget {
    override class var declaredRoles: NodeRoles { [.focus, .keys] }

    private var binding: Binding<String>?
    private var editor = EditableText()
    private var layout = TextEditorRows([], width: 1)
    /// The first row shown.
    private var scrollRow = 0
    /// The column ↑ and ↓ keep, from the last move sideways.
    private var preferredColumn: Int?

    /// The most characters one paste puts in.
    static let pasteLimit = 100_000

    override func update(_ view: TextEditor) {
        binding = view.text
        sync()
    }

    /// Takes the bound text when it is not the text being edited (set from outside: the cursor goes to the end).
    override func sync() {
        guard let binding else { return }
        let text = readObserved { binding.wrappedValue }
        if text != editor.string {
            editor.replace(with: text)
            relayout()
        }
    }

    private var isEnabled: Bool { environment.isEnabled }

    var acceptsFocus: Bool { isEnabled }
    var isSecondaryFocusTarget: Bool { false }
    var takesTextInput: Bool { isEnabled }
    var clickKey: KeyEquivalent? { nil }

    var cursorPosition: Point? {
        guard isEnabled, !frame.isEmpty else { return nil }
        let row = layout.row(of: editor.cursor) - scrollRow
        guard row >= 0, row < frame.height else { return nil }
        let column = min(layout.column(of: editor.cursor, in: editor.characters), frame.width - 1)
        return Point(x: frame.minX + column, y: frame.minY + row)
    }

    // MARK: Layout and drawing

    private func relayout() {
        layout = TextEditorRows(editor.characters, width: frame.width)
        keepCursorVisible()
    }

    private func keepCursorVisible() {
        let row = layout.row(of: editor.cursor)
        let height = max(1, frame.height)
        if row < scrollRow { scrollRow = row }
        if row >= scrollRow + height { scrollRow = row - height + 1 }
        // No blank rows below the text while it has rows above the view.
        scrollRow = max(0, min(scrollRow, layout.rows.count - height))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 20, height: proposal.height ?? max(3, layout.rows.count))
    }

    override func place(in rect: Rect) {
        let widthChanged = rect.width != frame.width
        frame = rect
        if widthChanged { layout = TextEditorRows(editor.characters, width: rect.width) }
        keepCursorVisible()
    }

    override func draw(in canvas: inout CellCanvas) {
        guard !frame.isEmpty else { return }
        if environment.usesColor {
            canvas.fill(frame, style: CellStyle(background: SurfaceColors(environment.colorScheme).navigationBar))
        }
        let style = CellStyle(attributes: isEnabled ? [] : .dim)
        for offset in 0..<frame.height {
            let index = scrollRow + offset
            guard index < layout.rows.count else { break }
            var x = frame.minX
            for position in layout.rows[index] {
                for glyph in Glyph.glyphs(of: String(editor.characters[position])) where x + glyph.width <= frame.maxX {
                    x += canvas.put(glyph, at: Point(x: x, y: frame.minY + offset), style: style)
                }
            }
        }
    }

    // MARK: Keys

    /// Enter starts a new line ("⏎ new line"); ↑ ↓ PgUp PgDn move by rows, keeping the column ("↑↓←→ move": ↑
    /// on the first row and ↓ on the last go on to the views around, a page stops at the ends); Home End
    /// (Ctrl-A Ctrl-E) go to the ends of the line, Ctrl-K and Ctrl-U erase to them; the other editing keys are
    /// those of a one-line field. Tab and Esc go on to the views around.
    var keyBindings: [KeyBinding] {
        guard isEnabled else { return [] }
        return [
            KeyBinding(.keys(.return), "⏎", "new line") { [self] _ in
                editor.insert("\n")
                finishEdit(textChanged: true)
            },
            .trying(.keys(.upArrow, .downArrow, .pageUp, .pageDown), hints: [KeyHint("↑↓←→", "move")], takesKeys: false) {
                [self] press in moveRows(for: press.key)
            },
            KeyBinding(.keys(.home).union(.presses(.control("a"))), hints: []) { [self] _ in moveToLineEnd(forward: false) },
            KeyBinding(.keys(.end).union(.presses(.control("e"))), hints: []) { [self] _ in moveToLineEnd(forward: true) },
            KeyBinding(.presses(.control("k")), hints: []) { [self] _ in
                editor.erase(editor.cursor..<lineRange(around: editor.cursor).upperBound)
                finishEdit(textChanged: true)
            },
            KeyBinding(.presses(.control("u")), hints: []) { [self] _ in
                editor.erase(lineRange(around: editor.cursor).lowerBound..<editor.cursor)
                finishEdit(textChanged: true)
            },
            KeyBinding(.any { $0.key != .tab && EditableText.isEditingKey($0) }, hints: []) { [self] press in
                finishEdit(textChanged: editor.apply(press, admitting: { _ in true }) == .textChanged)
            },
        ]
    }

    /// Moves the cursor by a row (↑ ↓) or a page (PgUp PgDn), to the column it had; false for ↑ on the first
    /// row and ↓ on the last, which go on to the views around.
    private func moveRows(for key: KeyEquivalent) -> Bool {
        let row = layout.row(of: editor.cursor)
        let page = max(1, frame.height - 1)
        let step = key == .upArrow ? -1 : key == .downArrow ? 1 : key == .pageUp ? -page : page
        let target = max(0, min(layout.rows.count - 1, row + step))
        guard target != row || abs(step) > 1 else { return false }
        let column = preferredColumn ?? layout.column(of: editor.cursor, in: editor.characters)
        editor.move(to: layout.position(inRow: target, column: column, in: editor.characters))
        preferredColumn = column
        finishEdit(textChanged: false, keepsColumn: true)
        return true
    }

    /// Moves the cursor to the start or the end of its line.
    private func moveToLineEnd(forward: Bool) {
        let line = lineRange(around: editor.cursor)
        editor.move(to: forward ? line.upperBound : line.lowerBound)
        finishEdit(textChanged: false)
    }

    /// After a key: the column to keep is forgotten unless the cursor moved by rows, a changed text goes to
    /// the binding and is laid out again, and the cursor is kept in view.
    private func finishEdit(textChanged: Bool, keepsColumn: Bool = false) {
        if !keepsColumn { preferredColumn = nil }
        if textChanged {
            binding?.wrappedValue = editor.string
            layout = TextEditorRows(editor.characters, width: frame.width)
            invalidateLayout()
        }
        keepCursorVisible()
        graph.setNeedsFrame()
    }

    /// The positions of the line (between line breaks) a position is in, without its line break.
    private func lineRange(around position: Int) -> Range<Int> {
        let characters = editor.characters
        var start = position, end = position
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return start..<end
    }

    // MARK: Pasting

    func paste(_ text: String) -> String? {
        guard isEnabled else { return TermUIText.localized("Not pasted: the editor cannot be changed now.", in: environment) }
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        let cleaned = String(lines.flatMap { character -> [Character] in
            if character == "\t" { return Array("    ") }
            if character == "\n" { return ["\n"] }
            return character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? [] : [character]
        })
        guard cleaned.count <= Self.pasteLimit else {
            return TermUIText.localized(
                "Not pasted: %@ characters is more than the editor takes at once (%@).", ["\(cleaned.count)", "\(Self.pasteLimit)"],
                in: environment)
        }
        guard !cleaned.isEmpty else { return nil }
        editor.insert(cleaned)
        preferredColumn = nil
        binding?.wrappedValue = editor.string
        layout = TextEditorRows(editor.characters, width: frame.width)
        keepCursorVisible()
        invalidate(.layout)
        return nil
    }
}
