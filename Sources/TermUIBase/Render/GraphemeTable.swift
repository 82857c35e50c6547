import Synchronization

/// Gives every grapheme a 32-bit code so that cells are plain values (no reference counting, compared and
/// copied as bytes): a grapheme of one scalar is its scalar value; a grapheme of several scalars (a flag, a
/// family emoji, a letter with combining marks) gets a number from this table, with the high bit set.
///
/// The table only grows; a program meets few distinct multi-scalar graphemes.
enum GraphemeTable {
    private struct Storage {
        var codes: [String: UInt32] = [:]
        var graphemes: [Character] = []
    }

    private static let storage = Mutex(Storage())
    private static let clusterFlag: UInt32 = 0x8000_0000

    /// The code of a grapheme.
    static func code(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return first.value
        }
        let key = String(character)
        return storage.withLock { table in
            if let code = table.codes[key] { return code }
            let code = clusterFlag | UInt32(table.graphemes.count)
            table.graphemes.append(character)
            table.codes[key] = code
            return code
        }
    }

    /// The grapheme of a code.
    static func character(for code: UInt32) -> Character {
        if code & clusterFlag == 0 {
            return Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}"
        }
        let index = Int(code & ~clusterFlag)
        return storage.withLock { table in
            table.graphemes.indices.contains(index) ? table.graphemes[index] : "\u{FFFD}"
        }
    }
}
