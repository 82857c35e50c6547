import TermUIBase

/// The smallest terminal an app's window is usable in, set with `windowMinimumSize(columns:rows:)`.
enum WindowMinimumSizeKey: ScreenPreferenceKey {
    typealias Value = TerminalSize
}

/// A scene with a smallest usable size: below it the window shows "Make the window larger (needs 30x8)" in
/// place of the content, which keeps its state and comes back as it was when the terminal grows again.
public struct MinimumSizeScene<Base: Scene>: Scene, WindowContentScene {
    let base: Base
    let size: TerminalSize

    /// No body: the window shows the base scene's content.
    public var body: Never { fatalError("MinimumSizeScene is a primitive scene; its body is never evaluated") }

    var windowContent: AnyView? {
        windowContentIfAny(of: base).map { AnyView(ScreenPreferenceView<AnyView, WindowMinimumSizeKey>(content: $0, value: size)) }
    }
}

extension Scene {
    /// Sets the smallest terminal (counting the key-hint row) the window is usable in. Below it the window
    /// shows a centred "Make the window larger (needs 30x8)" instead of a cramped screen, as htop and lazygit
    /// do, and keys other than quitting wait; the content keeps its state for when the terminal grows again.
    ///
    /// TermUI only: SwiftUI's windows take their minimum size from their content (`.frame(minWidth:)`); a
    /// terminal cannot be made larger by the app.
    public func windowMinimumSize(columns: Int, rows: Int) -> MinimumSizeScene<Self> {
        MinimumSizeScene(base: self, size: TerminalSize(columns: columns, rows: rows))
    }
}

extension RootNode {
    /// The message shown below the smallest usable size, e.g. "Make the window larger (needs 30x8)", in the
    /// languages of `environment`.
    static func tooSmallMessage(needs size: TerminalSize, in environment: EnvironmentValues) -> String {
        TermUIText.localized("Make the window larger (needs %@)", "\(size)", in: environment)
    }

    /// Draws the message centred in the frame, broken into lines at spaces where the frame is narrower.
    func drawTooSmallMessage(needs size: TerminalSize, in canvas: inout CellCanvas) {
        canvas.fill(frame, style: .plain)
        var lines: [String] = []
        for word in Self.tooSmallMessage(needs: size, in: environment).split(separator: " ") {
            if let last = lines.last, Glyph.width(of: last) + 1 + Glyph.width(of: String(word)) <= frame.width {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(String(word))
            }
        }
        let top = frame.minY + max(0, (frame.height - lines.count) / 2)
        for (row, line) in lines.enumerated() where top + row < frame.maxY {
            let x = frame.minX + max(0, (frame.width - Glyph.width(of: line)) / 2)
            canvas.draw(line, at: Point(x: x, y: top + row), maxWidth: frame.maxX - x, style: CellStyle(attributes: .bold))
        }
    }
}
