/// How many terminal columns a character takes.
///
/// Widths follow what glibc's `wcwidth` reports in the `C.UTF-8` locale (and so what tmux
/// draws): East Asian Width W and F are two columns, combining marks and most format
/// characters are zero columns, everything else (including East Asian Width "A",
/// ambiguous) is one column.
package enum TerminalWidth {
    /// Closed ranges of code points that take two columns, sorted and disjoint.
    ///
    /// East Asian Width W or F in the Unicode 16.0 data (unassigned code points in the
    /// CJK blocks default to W there), adjusted to glibc 2.36 / tmux 3.3: the Yijing
    /// trigrams and digrams, Tai Xuan Jing and counting-rod symbols (U+2630–2637,
    /// U+268A–268F, U+1D300–1D356, U+1D360–1D376) that Unicode 16.0 newly made W stay one
    /// column, and the circled numbers on black squares U+3248–324F (ambiguous) are two.
    /// Regional indicators (U+1F1E6–1F1FF) are N in Unicode, so they are not listed.
    static let wideRanges: [(UInt32, UInt32)] = [
        (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC),
        (0x23F0, 0x23F0), (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615),
        (0x2648, 0x2653), (0x267F, 0x267F), (0x2693, 0x2693), (0x26A1, 0x26A1),
        (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5), (0x26CE, 0x26CE),
        (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
        (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B),
        (0x2728, 0x2728), (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755),
        (0x2757, 0x2757), (0x2795, 0x2797), (0x27B0, 0x27B0), (0x27BF, 0x27BF),
        (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55), (0x2E80, 0x2E99),
        (0x2E9B, 0x2EF3), (0x2F00, 0x2FD5), (0x2FF0, 0x303E), (0x3041, 0x3096),
        (0x3099, 0x30FF), (0x3105, 0x312F), (0x3131, 0x318E), (0x3190, 0x31E5),
        (0x31EF, 0x321E), (0x3220, 0xA48C), (0xA490, 0xA4C6), (0xA960, 0xA97C),
        (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE52),
        (0xFE54, 0xFE66), (0xFE68, 0xFE6B), (0xFF01, 0xFF60), (0xFFE0, 0xFFE6),
        (0x16FE0, 0x16FE4), (0x16FF0, 0x16FF1), (0x17000, 0x187F7), (0x18800, 0x18CD5),
        (0x18CFF, 0x18D08), (0x1AFF0, 0x1AFF3), (0x1AFF5, 0x1AFFB), (0x1AFFD, 0x1AFFE),
        (0x1B000, 0x1B122), (0x1B132, 0x1B132), (0x1B150, 0x1B152), (0x1B155, 0x1B155),
        (0x1B164, 0x1B167), (0x1B170, 0x1B2FB), (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF),
        (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A), (0x1F200, 0x1F202), (0x1F210, 0x1F23B),
        (0x1F240, 0x1F248), (0x1F250, 0x1F251), (0x1F260, 0x1F265), (0x1F300, 0x1F320),
        (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA),
        (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E),
        (0x1F440, 0x1F440), (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E),
        (0x1F550, 0x1F567), (0x1F57A, 0x1F57A), (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4),
        (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2),
        (0x1F6D5, 0x1F6D7), (0x1F6DC, 0x1F6DF), (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC),
        (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0), (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945),
        (0x1F947, 0x1F9FF), (0x1FA70, 0x1FA7C), (0x1FA80, 0x1FA89), (0x1FA8F, 0x1FAC6),
        (0x1FACE, 0x1FADC), (0x1FADF, 0x1FAE9), (0x1FAF0, 0x1FAF8), (0x20000, 0x2FFFD),
        (0x30000, 0x3FFFD)
    ]

    /// The number of columns a single Unicode scalar takes: 0, 1 or 2.
    ///
    /// Control characters (C0, DEL, C1) report 0; ``Glyph`` replaces them with visible
    /// pictures before anything is drawn.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F {
            return value >= 0x20 ? 1 : 0
        }
        if value < 0xA0 {
            return 0
        }
        if value < 0x300 {
            // Latin-1 and Latin Extended: no marks here; U+00AD soft hyphen is one column.
            return 1
        }
        if isZeroWidth(scalar) {
            return 0
        }
        return isWide(value) ? 2 : 1
    }

    /// The number of columns a grapheme cluster takes: the width of its first scalar of
    /// non-zero width, capped at 2 (0 when every scalar has zero width).
    ///
    /// A flag (a pair of regional indicators, each one column wide) takes 2 columns, as
    /// tmux and wcwidth-based terminals draw one column per indicator.
    static func of(_ character: Character) -> Int {
        var scalars = character.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            let width = of(scalar)
            guard width > 0 else {
                continue
            }
            if isRegionalIndicator(scalar), let next = scalars.next(), isRegionalIndicator(next) {
                return 2
            }
            return min(width, 2)
        }
        return 0
    }

    /// Whether a scalar is one of the regional indicator letters that pair up into flags.
    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Whether a scalar of value U+0300 or above takes no columns.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:
            // Hangul Jamo medial vowels and final consonants join the preceding syllable.
            return true
        case 0x200B...0x200F, 0xFE00...0xFE0F, 0xE0100...0xE01EF:
            return true
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark:
            return true
        case .format:
            return !isPrependedConcatenationMark(value)
        default:
            return false
        }
    }

    /// Whether a format character is a prepended concatenation mark, which is drawn
    /// (one column) rather than being invisible.
    private static func isPrependedConcatenationMark(_ value: UInt32) -> Bool {
        switch value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x110BD, 0x110CD:
            return true
        default:
            return false
        }
    }

    /// Whether a code point lies in one of the ``wideRanges`` (binary search).
    private static func isWide(_ value: UInt32) -> Bool {
        let ranges = wideRanges
        guard let first = ranges.first, let last = ranges.last,
              value >= first.0, value <= last.1 else {
            return false
        }
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.0 {
                high = middle - 1
            } else if value > range.1 {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
