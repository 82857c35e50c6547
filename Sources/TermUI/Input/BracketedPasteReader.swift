/// Finds bracketed pastes in what the terminal sends: with bracketed paste on, a terminal wraps pasted text
/// in `ESC [ 200 ~` and `ESC [ 201 ~`, and everything between is text, never keys.
///
/// The reader sits between the terminal's decoded input and the key events: characters and function keys go
/// in, in order, and come out as they were, except a paste, which comes out as one piece of text. A paste may
/// span many reads; the start marker is only recognised within one read (the terminal sends it in one
/// write), so that an Esc pressed alone is never held back.
struct BracketedPasteReader {
    /// What the reader hands on.
    enum Piece: Equatable {
        /// A character that is not part of a paste (a wide character code, as ncurses returns it).
        case character(UInt32)
        /// A function key outside a paste (an ncurses key code).
        case functionKey(Int32)
        /// The text of one paste: line breaks as "\n" (CR LF and CR too), tabs kept, other control
        /// characters left out.
        case paste(String)
    }

    private static let startMarker: [UInt32] = "\u{1B}[200~".unicodeScalars.map(\.value)
    private static let endMarker: [UInt32] = "\u{1B}[201~".unicodeScalars.map(\.value)

    /// Whether a paste has started and not ended yet.
    private(set) var isInPaste = false
    /// The characters that may begin a marker: the start marker's outside a paste, the end marker's inside.
    private var held: [UInt32] = []
    /// The paste so far.
    private var text = String.UnicodeScalarView()
    /// Whether the last character of the paste so far was a carriage return (to read CR LF as one break).
    private var lastWasCarriageReturn = false

    /// Reads a character.
    mutating func read(character code: UInt32, into pieces: inout [Piece]) {
        let marker = isInPaste ? Self.endMarker : Self.startMarker
        if code == marker[held.count] {
            held.append(code)
            guard held.count == marker.count else { return }
            held.removeAll()
            if isInPaste {
                pieces.append(.paste(String(text)))
                text = String.UnicodeScalarView()
                lastWasCarriageReturn = false
            }
            isInPaste.toggle()
            return
        }
        let released = held
        held.removeAll()
        if isInPaste {
            for value in released { append(value) }
        } else {
            pieces += released.map(Piece.character)
        }
        if code == marker[0] {
            held = [code]
        } else if isInPaste {
            append(code)
        } else {
            pieces.append(.character(code))
        }
    }

    /// Reads a function key: handed on outside a paste, left out inside one (a pasted text has none).
    mutating func read(functionKey code: Int32, into pieces: inout [Piece]) {
        guard !isInPaste else { return }
        pieces += held.map(Piece.character)
        held.removeAll()
        pieces.append(.functionKey(code))
    }

    /// Ends one read of the terminal: outside a paste, characters held as the possible start of a marker are
    /// handed on (an Esc pressed alone). Inside one, the paste goes on with the next read.
    mutating func endRead(into pieces: inout [Piece]) {
        guard !isInPaste else { return }
        pieces += held.map(Piece.character)
        held.removeAll()
    }

    /// Adds a character to the paste, as text.
    private mutating func append(_ code: UInt32) {
        defer { lastWasCarriageReturn = code == 13 }
        switch code {
        case 13:
            text.append("\n")
        case 10:
            if !lastWasCarriageReturn { text.append("\n") }
        case 9:
            text.append("\t")
        case 0..<32, 127, 0x80..<0xA0:
            return
        default:
            if let scalar = Unicode.Scalar(code) { text.append(scalar) }
        }
    }
}
