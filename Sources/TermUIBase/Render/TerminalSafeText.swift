/// What each Unicode scalar of text from data becomes before it reaches a terminal: the one set of rules that
/// the screen (`Glyph.glyphs(of:)`) and the text a program writes itself (`String.sanitizedForTerminal()`: a
/// message on standard error, a window title) both follow, so that a trip's name shows the same placeholders
/// wherever it is quoted and no escape sequence in it ever reaches the terminal.
///
/// - C0 controls become their Control Pictures (U+2400 + code; ESC → ␛, BEL → ␇, NUL → ␀), a newline ␤
///   and a tab one space; DEL becomes ␡ and C1 controls (the one-byte CSI U+009B among them) become �.
/// - Line and paragraph separators (U+2028, U+2029) become ␤.
/// - Format characters (bidirectional embeddings, overrides, isolates and marks, zero width space, word
///   joiner, byte order mark, …) are dropped, except the zero width (non-)joiner, the soft hyphen, emoji tag
///   characters and the prepended concatenation marks, which are shown.
enum TerminalSafeScalar {
    /// What a scalar becomes.
    enum Treatment: Equatable {
        /// Shown as it is.
        case kept
        /// Left out.
        case dropped
        /// Shown as this visible stand-in.
        case replaced(by: Character)
    }

    /// What `scalar` becomes on a terminal.
    static func treatment(of scalar: Unicode.Scalar) -> Treatment {
        if let picture = picture(for: scalar) { return .replaced(by: picture) }
        return isDropped(scalar) ? .dropped : .kept
    }

    /// Whether a scalar is not shown as it is (a quick test, true for few scalars).
    static func needsSanitizing(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value <= 0x9F) || value == 0x2028 || value == 0x2029 {
            return true
        }
        return value > 0xAD && isDropped(scalar)
    }

    /// The visible stand-in for a control or line-breaking scalar, or nil for any other scalar.
    private static func picture(for scalar: Unicode.Scalar) -> Character? {
        let value = scalar.value
        switch value {
        case 0x09:
            return " "
        case 0x0A, 0x2028, 0x2029:
            return "\u{2424}"
        case 0x00...0x1F:
            return Unicode.Scalar(0x2400 + value).map(Character.init)
        case 0x7F:
            return "\u{2421}"
        case 0x80...0x9F:
            return "\u{FFFD}"
        default:
            return nil
        }
    }

    /// Whether a scalar is a format character that is left out of the output.
    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0xAD, scalar.properties.generalCategory == .format else {
            return false
        }
        switch value {
        case 0x00AD,                                   // soft hyphen: drawn, one column
             0x200C, 0x200D,                           // joiners inside words and emoji sequences
             0xE0020...0xE007F,                        // emoji tag sequences (subdivision flags)
             0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
            // prepended concatenation marks are visible signs
            return false
        default:
            return true
        }
    }
}

extension String {
    /// The string as TermUI shows it on screen, for text a program writes to the terminal itself: a line on
    /// standard error, a window title. Controls become their Control Pictures (ESC → ␛, BEL → ␇, a newline
    /// ␤, a tab a space), C1 controls �, and bidirectional overrides and other format characters are dropped
    /// (see `TerminalSafeScalar`), so that data quoted in a message cannot reach the terminal as an escape
    /// sequence. Not in SwiftUI, whose text never meets a terminal.
    public func sanitizedForTerminal() -> String {
        sanitizedForTerminal(maxLength: Int.max)
    }

    /// The string made safe as `sanitizedForTerminal()` makes it, keeping at most `maxLength` of its
    /// characters (a control counts as one), the last of them "…" when it is cut: for data quoted in a
    /// message, so that a megabyte of text does not make a megabyte of message. The characters after the
    /// cut are never looked at.
    public func sanitizedForTerminal(maxLength: Int) -> String {
        let limit = Swift.max(1, maxLength)
        let isCut = index(startIndex, offsetBy: limit, limitedBy: endIndex).map { $0 != endIndex } ?? false
        let shown = isCut ? prefix(limit - 1) : self[...]
        var result = String.UnicodeScalarView()
        for scalar in shown.unicodeScalars {
            guard TerminalSafeScalar.needsSanitizing(scalar) else {
                result.append(scalar)
                continue
            }
            switch TerminalSafeScalar.treatment(of: scalar) {
            case .kept: result.append(scalar)
            case .dropped: continue
            case .replaced(let picture): result.append(contentsOf: picture.unicodeScalars)
            }
        }
        if isCut { result.append("\u{2026}") }
        return String(result)
    }
}
