/// A mouse report from the terminal: a button pressed or released, or the wheel turned, at a cell.
///
/// TermUI asks the terminal for press and release reports in the SGR encoding (any column, any row) and
/// hit-tests them against the laid-out views: a click selects, focuses or presses, the wheel scrolls. Where
/// SwiftUI has gestures, TermUI has these terminal reports under them.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(MouseButton)
        /// A button came up.
        case release(MouseButton)
        /// The wheel turned up one notch (the content moves down: what is above comes into view).
        case scrollUp
        /// The wheel turned down one notch.
        case scrollDown
        /// The wheel (or a touchpad) moved left one notch.
        case scrollLeft
        /// The wheel (or a touchpad) moved right one notch.
        case scrollRight
        /// The pointer moved onto the cell, a button held or not (xterm's any-event mode, 1003).
        case move
    }

    /// What happened.
    public var kind: Kind
    /// The column of the cell, from 0 at the left.
    public var column: Int
    /// The row of the cell, from 0 at the top.
    public var row: Int
    /// The keys held: Shift, Option (Meta) and Control, as far as the terminal reports them.
    public var modifiers: EventModifiers

    /// A report at a cell.
    public init(_ kind: Kind, column: Int, row: Int, modifiers: EventModifiers = []) {
        self.kind = kind
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }

    /// The report an SGR mouse sequence (`ESC [ < button ; column ; row M` or `m`) stands for, from its three
    /// numbers (columns and rows from 1) and whether it ended in `M` (press) or `m` (release); nil for what
    /// it cannot be. Motion (bit 32), with a button held or none, is `.move`.
    init?(sgrButton code: Int, column: Int, row: Int, isPress: Bool) {
        guard column >= 1, row >= 1 else { return nil }
        if code & 32 != 0 {
            guard isPress else { return nil }
            self.init(.move, column: column - 1, row: row - 1, modifiers: [])
            return
        }
        var modifiers: EventModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.option) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let kind: Kind
        if code & 64 != 0 {
            guard isPress else { return nil }
            switch code & 3 {
            case 0: kind = .scrollUp
            case 1: kind = .scrollDown
            case 2: kind = .scrollLeft
            default: kind = .scrollRight
            }
        } else {
            let button: MouseButton
            switch code & 3 {
            case 0: button = .primary
            case 1: button = .middle
            case 2: button = .secondary
            default: return nil
            }
            kind = isPress ? .press(button) : .release(button)
        }
        self.init(kind, column: column - 1, row: row - 1, modifiers: modifiers)
    }
}
