import Foundation
@testable import TermUITesting
@testable import TermUIViews
@testable import TravelModel

/// Random frames for the curses writer, the same for the same seed: text of every kind a cell can hold (wide,
/// combining, emoji sequences, box and block characters, braille, right-to-left), in random colours and
/// attributes, over fills of colour; most frames change a few places of the frame before (the writer's diff),
/// some are new, and some come at a new size, from 1x1 to 250x80.
struct FuzzFrames {
    private var random: SplitMix64
    private(set) var frame: CellCanvas

    init(seed: UInt64, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        random = SplitMix64(seed: seed)
        frame = CellCanvas(columns: size.columns, rows: size.rows)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[random.int(in: 0...(choices.count - 1))] }

    private mutating func percent() -> Int { random.int(in: 0...99) }

    /// Pieces of text that cells hold (never control characters: text from data is made safe before it is
    /// drawn).
    private static let pieces = [
        "Kyoto", "a", " ", "   ", "Ramen at Ichiran", "$14.80", "›", "…", "東京", "タワー", "🍣", "🗼", "✈", "🛫", "💳",
        "👨‍👩‍👧", "🏳️‍🌈", "❤️", "e\u{301}", "Z\u{35F}\u{336}a\u{36D}", "\u{301}", "╭──╮", "│", "━━", "▀▄█▌", "░▒▓", "⣿⡇⠁",
        "✔", "○", "●", "ש", "مرحبا", "Å", "ß", "\u{200B}", "\u{FEFF}", "ﷺ", "𒐫", "🇯🇵",
    ]

    private mutating func color() -> TerminalColor? {
        switch percent() {
        case 0..<40: nil
        case 40..<70: .ansi(UInt8(random.int(in: 0...15)))
        case 70..<85: .ansi(UInt8(random.int(in: 16...255)))
        default: .rgb(UInt8(random.int(in: 0...255)), UInt8(random.int(in: 0...255)), UInt8(random.int(in: 0...255)))
        }
    }

    private mutating func style() -> CellStyle {
        let attributes = TextAttributes(rawValue: UInt8(random.int(in: 0...127)) & (percent() < 50 ? 0 : 0x7F))
        return CellStyle(foreground: color(), background: percent() < 60 ? nil : color(), attributes: attributes)
    }

    private mutating func point() -> Point {
        Point(x: random.int(in: 0...max(0, frame.columns - 1)), y: random.int(in: 0...max(0, frame.rows - 1)))
    }

    /// Makes the next frame.
    mutating func next() -> CellCanvas {
        switch percent() {
        case 0..<6: frame = CellCanvas(columns: random.int(in: 1...250), rows: random.int(in: 1...80))
        case 6..<12: frame = CellCanvas(columns: random.int(in: 1...12), rows: random.int(in: 1...6))
        case 12..<20: frame = CellCanvas(columns: frame.columns, rows: frame.rows)
        default: break
        }
        for _ in 0..<random.int(in: 1...12) {
            if percent() < 20 {
                let origin = point()
                let size = Size(width: random.int(in: 1...max(1, frame.columns)), height: random.int(in: 1...max(1, frame.rows)))
                frame.fill(Rect(origin: origin, size: size), style: style())
            } else {
                let text = (0..<random.int(in: 1...6)).map { _ in pick(Self.pieces) }.joined()
                frame.draw(text, at: point(), maxWidth: random.int(in: 1...max(1, frame.columns)), style: style())
            }
        }
        return frame
    }
}
