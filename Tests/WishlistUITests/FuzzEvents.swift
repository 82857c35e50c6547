import Foundation
@testable import TermUITesting
@testable import TermUIViews
@testable import TravelModel

/// One thing a random user does to the app: a key, a paste, a click or a turn of the wheel, a resize of the
/// window, or a wait while time passes.
enum FuzzEvent: CustomStringConvertible {
    case key(KeyPress)
    case paste(String)
    /// A press and release of a button at a cell, in one batch of input as a terminal reports a click.
    case click(MouseButton, column: Int, row: Int)
    /// A notch of the wheel at a cell.
    case wheel(MouseEvent.Kind, column: Int, row: Int)
    case resize(TerminalSize)
    /// Time passing: seconds on the clock, or until animations end (`nil`).
    case wait(Double?)

    /// Whether it is input a user makes (not a resize or time passing).
    var isInput: Bool {
        switch self {
        case .key, .paste, .click, .wheel: true
        case .resize, .wait: false
        }
    }

    var description: String {
        switch self {
        case .key(let press): "key \(press)"
        case .paste(let text): "paste \(text.debugDescription.prefix(80))"
        case .click(let button, let column, let row): "click \(button) at \(column),\(row)"
        case .wheel(let kind, let column, let row): "wheel \(kind) at \(column),\(row)"
        case .resize(let size): "resize to \(size.columns)x\(size.rows)"
        case .wait(let seconds): seconds.map { "wait \($0)s" } ?? "settle"
        }
    }
}

/// The random events of a fuzz run, the same for the same seed: keys from the whole of the app's vocabulary
/// (never `q`, Ctrl-C or Ctrl-Z, which would end or stop the run), pastes with escape sequences and wide or
/// combining characters, clicks and the wheel anywhere (a little past the screen too, as a report can race a
/// resize), resizes from 1x1 to 250x80 (often small and odd), and time passing.
struct FuzzEvents {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The next event, for a screen of `size`.
    mutating func next(size: TerminalSize) -> FuzzEvent {
        switch random.int(in: 0...999) {
        case 0..<780: .key(key())
        case 780..<800: .paste(paste())
        case 800..<860: .click(pick([.primary, .primary, .primary, .secondary, .middle]), column: column(in: size), row: row(in: size))
        case 860..<890:
            .wheel(pick([.scrollUp, .scrollDown, .scrollUp, .scrollDown, .scrollLeft, .scrollRight]), column: column(in: size), row: row(in: size))
        case 890..<905: .resize(resizedSize())
        default: .wait(percent() < 20 ? nil : pick([0.02, 0.1, 0.25, 0.5, 1, 3, 6, 61]))
        }
    }

    private mutating func percent() -> Int { random.int(in: 0...99) }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[random.int(in: 0...(choices.count - 1))] }

    private mutating func column(in size: TerminalSize) -> Int { random.int(in: 0...(size.columns + 1)) }

    private mutating func row(in size: TerminalSize) -> Int { random.int(in: 0...(size.rows + 1)) }

    /// A new size: mostly one a window is likely to have, often a tiny or odd one.
    private mutating func resizedSize() -> TerminalSize {
        switch percent() {
        case 0..<30: TerminalSize(columns: random.int(in: 1...12), rows: random.int(in: 1...6))
        case 30..<45: pick(Self.telling)
        case 45..<75: TerminalSize(columns: random.int(in: 13...120), rows: random.int(in: 7...45))
        default: TerminalSize(columns: random.int(in: 1...250), rows: random.int(in: 1...80))
        }
    }

    /// Sizes where the layout changes: the app's smallest, the split view's width, the largest.
    private static let telling = [(80, 24), (30, 8), (29, 8), (30, 7), (99, 30), (100, 30), (200, 50), (250, 80), (1, 80), (250, 1)]
        .map { TerminalSize(columns: $0.0, rows: $0.1) }

    private static let moving: [KeyEquivalent] = [
        .upArrow, .downArrow, .leftArrow, .rightArrow, "h", "j", "k", "l", "g", "G", .pageUp, .pageDown, .home, .end,
    ]
    private static let acting: [Character] = ["d", "D", "e", "E", "+", "/", "u", "U", "c", "f", "?", "m", "s", "S", " ", "x", "K", "J"]
    /// Letters, digits and other characters typed into fields (never `q`).
    private static let typed: [Character] = Array("abinoprtvwyzABCFHILMNOPQRTVWXYZ0123456789.,-'\"!@#$%^&*()[]{};:<>\\|~`=_")
        + ["é", "ß", "ø", "東", "京", "🍣", "🗼", "\u{301}", "\u{200D}", "\u{FE0F}", "١", "ש"]
    private static let controls: [Character] = ["s", "u", "r", "a", "e", "k", "w", "d", "h", "l", "n", "p", "b", "f"]

    private mutating func key() -> KeyPress {
        switch percent() {
        case 0..<30: return KeyPress(pick(Self.moving))
        case 30..<37: return KeyPress(.return)
        case 37..<43: return KeyPress(.escape)
        case 43..<46: return KeyPress(.tab)
        case 46..<48: return KeyPress(.tab, modifiers: .shift)
        case 48..<53: return .character(pick(["1", "2", "3", "4", "1", "2", "3", "4", "5", "9", "0"]))
        case 53..<70: return .character(pick(Self.acting))
        case 70..<84: return .character(pick(Self.typed))
        case 84..<88: return .control(pick(Self.controls))
        case 88..<89: return KeyPress(KeyEquivalent(pick(Array("abdefghjklmnx"))), modifiers: .option)
        case 89..<92: return KeyPress(pick([.upArrow, .downArrow, .leftArrow, .rightArrow]), modifiers: .shift)
        case 92..<94: return KeyPress(.f1)
        case 94..<95: return KeyPress(.f10, modifiers: .shift)
        default: return KeyPress(pick([.delete, .delete, .deleteForward]))
        }
    }

    /// Pieces of hostile and unusual text a paste is made of.
    private static let pastePieces = [
        "\u{1B}]0;pwned\u{07}", "\u{1B}]52;c;cHduZWQ=\u{07}", "\u{1B}[2J\u{1B}[H", "\u{1B}[31mred\u{1B}[0m", "\u{9B}31m",
        "\u{1B}P+q\u{1B}\\", "a\u{0}b", "\u{7F}\u{8}", "line 1\nline 2\r\nline 3", "\t", "Kyoto", "42.50", "1e400",
        "東京タワー🗼", "e\u{301}", "👨‍👩‍👧", "🏳️‍🌈", "\u{202E}evil\u{202C}", "\u{200B}", "\u{FEFF}", "Z\u{35F}\u{336}a\u{36D}l",
        "ﷺ", "𒐫", String(repeating: "Tokyo ", count: 300),
    ]

    private mutating func paste() -> String {
        (0..<random.int(in: 1...4)).map { _ in pick(Self.pastePieces) }.joined()
    }
}
