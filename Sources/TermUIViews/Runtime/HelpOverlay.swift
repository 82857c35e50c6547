import TermUIBase

/// The help overlay (`?`): every key that works on the screen now, with what it does, grouped ("This screen",
/// "Moving", "App"), in a box over the dimmed screen, in two columns where one would not fit the height. The keys are the responder chain's, the bar's and the
/// help-only ones (`ViewGraph.allKeyHints`). When the box is shorter than the list, ↑↓ (j k), PgUp PgDn and
/// Home End scroll it; Esc, `?`, `q` or Enter close it.
@MainActor
final class HelpOverlayNode: Node, Presentable, FocusTarget, KeyResponder {
    override class var declaredRoles: NodeRoles { [.focus, .keys, .presentation] }

    /// A line of the box: a group's heading, a key and what it does, or a blank line between groups.
    enum Line: Equatable {
        case heading(String)
        case hint(KeyHint)
        case blank
    }

    /// The groups of the help and the roles each holds, in order.
    static let groups: [(title: String, roles: Set<KeyHint.Role>)] = [
        ("This screen", [.action, .back, .screen]),
        ("Moving", [.movement]),
        ("App", [.app, .help, .quit]),
    ]

    /// The lines for some hints: each group that has any, its heading and its hints, a blank line between.
    static func lines(for hints: [KeyHint]) -> [Line] {
        var lines: [Line] = []
        for group in groups {
            let members = hints.filter { group.roles.contains($0.role) }
            guard !members.isEmpty else { continue }
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.heading(group.title))
            lines += members.map(Line.hint)
        }
        return lines
    }

    private let lines: [Line]
    private let keyColumn: Int
    private let onClose: () -> Void
    private var box = Rect.zero
    /// The first line shown, when the box is shorter than the list.
    private var scrollOffset = 0
    /// The lines in columns side by side: one, or two (split between groups) where one would not fit the
    /// height and two fit the width.
    private var columns: [[Line]] = []
    private var columnWidth = 0

    init(hints: [KeyHint], graph: ViewGraph, parent: Node, onClose: @escaping () -> Void) {
        // The headings in the screen's languages.
        lines = Self.lines(for: hints).map { line in
            guard case .heading(let title) = line else { return line }
            return .heading(TermUIText.localized(title, in: parent.environment))
        }
        keyColumn = (hints.map { Glyph.width(of: $0.key) }.max() ?? 0) + 2
        self.onClose = onClose
        super.init(viewType: ObjectIdentifier(HelpOverlayNode.self), context: NodeContext(graph: graph, parent: parent, environment: parent.environment))
    }

    var acceptsFocus: Bool { true }
    var dimsScreenBelow: Bool { true }

    /// The rows inside the box for lines: less the borders, the title row and the blank row under it.
    private var visibleLineCount: Int { max(0, box.height - 4) }
    private var maxScrollOffset: Int { max(0, (columns.map(\.count).max() ?? 0) - visibleLineCount) }

    /// The lines split at the blank line between groups that makes the taller of the two columns shortest,
    /// the blank line dropped; nil when there is one group.
    static func twoColumns(of lines: [Line]) -> [[Line]]? {
        let splits = lines.indices.filter { lines[$0] == .blank }
        guard let best = splits.min(by: { max($0, lines.count - $0 - 1) < max($1, lines.count - $1 - 1) }) else { return nil }
        return [Array(lines[..<best]), Array(lines[(best + 1)...])]
    }

    func placePresentation(in screen: Rect) {
        let labelWidth = lines.map { line -> Int in
            switch line {
            case .hint(let hint): return keyColumn + Glyph.width(of: hint.label)
            case .heading(let title): return Glyph.width(of: title)
            case .blank: return 0
            }
        }.max() ?? 0
        columnWidth = labelWidth
        columns = [lines]
        var width = max(24, labelWidth + 4)
        if lines.count + 4 > screen.height, let split = Self.twoColumns(of: lines), 2 * labelWidth + 3 + 4 <= screen.width {
            columns = split
            width = max(24, 2 * labelWidth + 3 + 4)
        }
        width = min(screen.width, width)
        let height = min(screen.height, (columns.map(\.count).max() ?? 0) + 4)
        box = Rect(x: screen.minX + (screen.width - width) / 2, y: screen.minY + (screen.height - height) / 2, width: width, height: height)
        frame = box
        scrollOffset = min(scrollOffset, maxScrollOffset)
    }

    func drawPresentation(in canvas: inout CellCanvas) {
        canvas.fill(box, style: .plain)
        canvas.drawBox(box, characters: .rounded, style: CellStyle(attributes: .dim))
        canvas.draw(TermUIText.localized("Keys", in: environment), at: Point(x: box.minX + 2, y: box.minY), maxWidth: box.width - 4, style: CellStyle(attributes: .bold))
        for (index, column) in columns.enumerated() {
            let x = box.minX + 2 + index * (columnWidth + 3)
            draw(column, at: x, width: min(columnWidth, box.maxX - 2 - x), in: &canvas)
        }
        // Where lines are out of sight, the border says so and how to see them.
        let marker = CellStyle(attributes: .dim)
        if scrollOffset > 0 {
            canvas.draw("↑ more", at: Point(x: box.maxX - 9, y: box.minY), maxWidth: 6, style: marker)
        }
        if scrollOffset < maxScrollOffset {
            canvas.draw("↓ more", at: Point(x: box.maxX - 9, y: box.maxY - 1), maxWidth: 6, style: marker)
        }
    }

    /// Draws one column's lines from the scroll offset, `width` cells wide from `x`.
    private func draw(_ lines: [Line], at x: Int, width inner: Int, in canvas: inout CellCanvas) {
        for row in 0..<visibleLineCount where scrollOffset + row < lines.count {
            let y = box.minY + 2 + row
            switch lines[scrollOffset + row] {
            case .heading(let title):
                canvas.draw(title, at: Point(x: x, y: y), maxWidth: inner, style: CellStyle(attributes: [.bold, .underline]))
            case .hint(let hint):
                canvas.draw(hint.key, at: Point(x: x, y: y), maxWidth: min(keyColumn, inner), style: CellStyle(attributes: .bold))
                canvas.draw(hint.label, at: Point(x: x + keyColumn, y: y), maxWidth: inner - keyColumn, style: .plain)
            case .blank:
                break
            }
        }
    }

    override func draw(in canvas: inout CellCanvas) {}

    /// Esc (`?`, F1, Enter, `q`) closes the help ("Esc close help"); ↑ ↓ (k j) scroll it ("↑↓ scroll", when it
    /// does not fit), PgUp PgDn (Space) by a page, Home End (g G) to the ends, whatever modifiers are held;
    /// nothing else reaches the screen while the help is open.
    var keyBindings: [KeyBinding] {
        [
            KeyBinding(.keys(.escape, "?", .return, "q").union(.keys([.f1], withAnyModifiers: true)), "Esc", "close help") {
                [self] _ in onClose()
            },
            KeyBinding(
                .keys([.upArrow, .downArrow, "k", "j"], withAnyModifiers: true),
                hints: maxScrollOffset > 0 ? [KeyHint("↑↓", "scroll")] : []
            ) { [self] press in scroll(to: scrollOffset + (press.key == .upArrow || press.key == "k" ? -1 : 1)) },
            KeyBinding(.keys([.pageUp, .pageDown, .space, .home, "g", .end, "G"], withAnyModifiers: true), hints: []) {
                [self] press in
                let page = max(1, visibleLineCount - 1)
                switch press.key {
                case .pageUp: scroll(to: scrollOffset - page)
                case .pageDown, .space: scroll(to: scrollOffset + page)
                case .home, "g": scroll(to: 0)
                default: scroll(to: maxScrollOffset)
                }
            },
            KeyBinding(.any { _ in true }, hints: []) { _ in },
        ]
    }

    /// Scrolls to a line, within the lines there are.
    private func scroll(to target: Int) {
        let clamped = min(max(0, target), maxScrollOffset)
        if clamped != scrollOffset {
            scrollOffset = clamped
            graph.setNeedsFrame()
        }
    }
}
