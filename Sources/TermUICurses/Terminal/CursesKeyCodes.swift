import CNcurses
import TermUIBase
import TermUIViews

/// What ncurses' key codes and characters mean as key presses: its function keys (`KEY_UP`, `KEY_F(1)`, ...),
/// control characters, and Esc followed by a key, which is Alt and that key.
enum CursesKeyCodes {
    /// The key press of an ncurses function key code (not `KEY_RESIZE` or `KEY_MOUSE`, which are no keys), or
    /// nil for one TermUI does not use.
    static func keyPress(functionKey code: Int32) -> KeyPress? {
        switch code {
        case KEY_UP: return KeyPress(.upArrow)
        case KEY_DOWN: return KeyPress(.downArrow)
        case KEY_LEFT: return KeyPress(.leftArrow)
        case KEY_RIGHT: return KeyPress(.rightArrow)
        case KEY_SLEFT: return KeyPress(.leftArrow, modifiers: .shift)
        case KEY_SRIGHT: return KeyPress(.rightArrow, modifiers: .shift)
        // Shift-↑ and Shift-↓ are terminfo's scroll keys (kri, kind).
        case KEY_SR: return KeyPress(.upArrow, modifiers: .shift)
        case KEY_SF: return KeyPress(.downArrow, modifiers: .shift)
        case KEY_HOME: return KeyPress(.home)
        case KEY_END: return KeyPress(.end)
        case KEY_PPAGE: return KeyPress(.pageUp)
        case KEY_NPAGE: return KeyPress(.pageDown)
        case KEY_DC: return KeyPress(.deleteForward)
        case KEY_BACKSPACE: return KeyPress(.delete)
        case KEY_BTAB: return KeyPress(.tab, modifiers: .shift)
        case KEY_ENTER: return KeyPress(.return)
        // KEY_F(1); the macro is not visible from Swift.
        case KEY_F0 + 1: return KeyPress(.f1)
        // Shift-F10 is kf22 in xterm's terminfo; the Menu key sends what it names kf16.
        case KEY_F0 + 22, KEY_F0 + 16: return KeyPress(.f10, modifiers: .shift)
        default: return nil
        }
    }

    /// The key press of a character ncurses read: Return, Tab, Esc, Backspace, a Control chord, or the
    /// character itself; nil for the control characters no key sends.
    static func keyPress(character code: UInt32) -> KeyPress? {
        switch code {
        case 10, 13: return KeyPress(.return)
        case 9: return KeyPress(.tab)
        case 27: return KeyPress(.escape)
        case 127, 8: return KeyPress(.delete)
        case 1...26: return KeyPress(KeyEquivalent(Character(Unicode.Scalar(UInt8(code) + 96))), modifiers: .control)
        case 0, 28...31: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return KeyPress(KeyEquivalent(Character(scalar)))
        }
    }

    /// The events with each Esc that a plain typing key follows in the same read joined to it as Alt and that
    /// key, as terminals send Alt-x.
    static func joiningAlt(_ events: [InputEvent]) -> [InputEvent] {
        var joined: [InputEvent] = []
        var escapePending = false
        for event in events {
            if escapePending, case .key(let press) = event, press.modifiers.isEmpty, !press.key.isSpecial {
                joined.removeLast()
                joined.append(.key(KeyPress(press.key, modifiers: .option)))
                escapePending = false
                continue
            }
            if case .key(let press) = event, press.key == .escape, press.modifiers.isEmpty {
                escapePending = true
            } else {
                escapePending = false
            }
            joined.append(event)
        }
        return joined
    }
}
