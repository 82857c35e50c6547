/// Finds the terminal's own reports in what it sends, which ncurses hands on as plain characters:
/// bracketed pastes (with the mode on, pasted text comes between `ESC [ 200 ~` and `ESC [ 201 ~`, and is text,
/// never keys), SGR mouse reports (`ESC [ < button ; column ; row M`, or `m` for a release), and the answers to
/// the app's questions (`ESC [ ? … $ y`, `ESC [ ? … c`, `ESC [ 6 ; … t`, `ESC _ G … ESC \`, `ESC P > | … ESC \`:
/// `TerminalReport`), which no key sends.
///
/// The reader sits between the terminal's decoded input and the key events: characters and function keys go
/// in, in order, and come out as they were, except a paste, which comes out as one piece of text, and a mouse
/// report, which comes out as a `MouseEvent`. A paste may span many reads; a report's start is only
/// recognised within one read (the terminal sends each in one write), so that an Esc pressed alone is never
/// held back.
///
/// Mouse reports are read here rather than by ncurses, which picks the encoding from the terminal type:
/// under tmux and screen (`kmous=\E[M`) it would ask for the old encoding, which cannot name a column past
/// 223, and it would not read the SGR reports a terminal sends.
package struct TerminalSequenceReader {
    /// What the reader hands on.
    package enum Piece: Equatable {
        /// A character that is not part of a paste (a wide character code, as ncurses returns it).
        case character(UInt32)
        /// A function key outside a paste (an ncurses key code).
        case functionKey(Int32)
        /// The text of one paste: line breaks as "\n" (CR LF and CR too), tabs kept, other control
        /// characters left out.
        case paste(String)
        /// A mouse report.
        case mouse(MouseEvent)
        /// An answer to a question the app asked the terminal.
        case report(TerminalReport)
    }

    private static let startMarker: [UInt32] = "\u{1B}[200~".unicodeScalars.map(\.value)
    private static let endMarker: [UInt32] = "\u{1B}[201~".unicodeScalars.map(\.value)
    private static let mouseMarker: [UInt32] = "\u{1B}[<".unicodeScalars.map(\.value)
    /// The longest a mouse report's numbers may be (`65;9999;9999`): more is not a report.
    private static let longestMouseReport = 16
    private static let answerMarker: [UInt32] = "\u{1B}[?".unicodeScalars.map(\.value)
    /// The longest an answer's numbers may be (a device's attributes list a dozen numbers or more).
    private static let longestAnswer = 64
    private static let cellSizeMarker: [UInt32] = "\u{1B}[6;".unicodeScalars.map(\.value)
    private static let graphicsMarker: [UInt32] = "\u{1B}_G".unicodeScalars.map(\.value)
    private static let versionMarker: [UInt32] = "\u{1B}P>|".unicodeScalars.map(\.value)
    /// The markers of what is not keys, each of which held characters may begin.
    private static let markers = [startMarker, mouseMarker, answerMarker, cellSizeMarker, graphicsMarker, versionMarker]
    /// The longest the text of an answer ended by `ESC \` may be (a graphics answer, a terminal's version).
    private static let longestTextAnswer = 256

    /// Whether a paste has started and not ended yet.
    package private(set) var isInPaste = false
    /// Whether, outside a paste, the last characters read may begin a report not yet ended (a mouse report, an
    /// answer, a paste's marker), held back until it ends or turns out to be keys; `endRead(into:)` hands them on
    /// as keys.
    package var holdsSequenceStart: Bool { !isInPaste && !held.isEmpty }
    /// The characters that may begin a marker: the start marker's outside a paste, the end marker's inside.
    private var held: [UInt32] = []
    /// The paste so far.
    private var text = String.UnicodeScalarView()
    /// Whether the last character of the paste so far was a carriage return (to read CR LF as one break).
    private var lastWasCarriageReturn = false

    package init() {}

    /// Reads a character.
    package mutating func read(character code: UInt32, into pieces: inout [Piece]) {
        if isInPaste {
            readInPaste(code, into: &pieces)
        } else {
            readOutsidePaste(code, into: &pieces)
        }
    }

    /// Inside a paste: text, until the end marker.
    private mutating func readInPaste(_ code: UInt32, into pieces: inout [Piece]) {
        let marker = Self.endMarker
        if code == marker[held.count] {
            held.append(code)
            guard held.count == marker.count else { return }
            held.removeAll()
            pieces.append(.paste(String(text)))
            text = String.UnicodeScalarView()
            lastWasCarriageReturn = false
            isInPaste = false
            return
        }
        let released = held
        held.removeAll()
        for value in released { append(value) }
        if code == marker[0] { held = [code] } else { append(code) }
    }

    /// Outside a paste: keys, but for the start of a paste and mouse reports.
    private mutating func readOutsidePaste(_ code: UInt32, into pieces: inout [Piece]) {
        held.append(code)
        if held.starts(with: Self.mouseMarker), held.count > Self.mouseMarker.count {
            readMouseReport(into: &pieces)
            return
        }
        if held.starts(with: Self.answerMarker), held.count > Self.answerMarker.count {
            readAnswer(into: &pieces)
            return
        }
        if held.starts(with: Self.cellSizeMarker), held.count > Self.cellSizeMarker.count {
            readCellSize(into: &pieces)
            return
        }
        for marker in [Self.graphicsMarker, Self.versionMarker] where held.starts(with: marker) && held.count > marker.count {
            readTextAnswer(after: marker, into: &pieces)
            return
        }
        if Self.markers.contains(where: { $0.starts(with: held) }) {
            if held == Self.startMarker {
                held.removeAll()
                isInPaste = true
            }
            return
        }
        // Not a marker after all: the characters as they came, the last one perhaps starting one.
        held.removeLast()
        pieces += held.map(Piece.character)
        held.removeAll()
        if code == 27 { held = [code] } else { pieces.append(.character(code)) }
    }

    /// Reads on in a mouse report (`held` starts with its marker and has one character more).
    private mutating func readMouseReport(into pieces: inout [Piece]) {
        let body = held.dropFirst(Self.mouseMarker.count)
        guard let last = body.last else { return }
        if last == 77 || last == 109 {  // "M" (a press, a wheel) or "m" (a release)
            let numbers = Self.numbers(in: body.dropLast())
            held.removeAll()
            if numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
                let event = MouseEvent(sgrButton: code, column: column, row: row, isPress: last == 77)
            {
                pieces.append(.mouse(event))
            }
            return
        }
        let isNumberPart = (48...57).contains(last) || last == 59  // digits and ";"
        guard isNumberPart, body.count <= Self.longestMouseReport else {
            pieces += held.map(Piece.character)
            held.removeAll()
            return
        }
    }

    /// Reads on in an answer to a question (`held` starts with its marker and has one character more): a
    /// mode's state (`mode ; state $ y`) or the device's attributes (`… c`).
    private mutating func readAnswer(into pieces: inout [Piece]) {
        let body = held.dropFirst(Self.answerMarker.count)
        guard let last = body.last else { return }
        let isNumberPart = { (code: UInt32) in (48...57).contains(code) || code == 59 }  // digits and ";"
        var answer: TerminalReport?
        switch last {
        case 99:  // "c"
            if body.dropLast().allSatisfy(isNumberPart) { answer = .deviceAttributes(Self.numbers(in: body.dropLast()).compactMap { $0 }) }
        case 121:  // "y", after "$"
            let numbers = body.dropLast()
            if numbers.last == 36, numbers.dropLast().allSatisfy(isNumberPart) {
                let parts = Self.numbers(in: numbers.dropLast())
                if parts.count == 2, let mode = parts[0], let value = parts[1], let state = TerminalReport.ModeState(rawValue: value) {
                    answer = .privateMode(mode, state)
                }
            }
        default:
            let goesOn = isNumberPart(last) || last == 36 && body.dropLast().allSatisfy(isNumberPart)
            if goesOn && body.count <= Self.longestAnswer { return }
        }
        if let answer { pieces.append(.report(answer)) } else { pieces += held.map(Piece.character) }
        held.removeAll()
    }

    /// Reads on in the answer to `CSI 16 t` (`held` starts with its marker and has one character more):
    /// `height ; width t`.
    private mutating func readCellSize(into pieces: inout [Piece]) {
        let body = held.dropFirst(Self.cellSizeMarker.count)
        guard let last = body.last else { return }
        if last == 116 {  // "t"
            let numbers = Self.numbers(in: body.dropLast())
            if numbers.count == 2, let height = numbers[0], let width = numbers[1] {
                pieces.append(.report(.cellSize(width: width, height: height)))
            } else {
                pieces += held.map(Piece.character)
            }
            held.removeAll()
            return
        }
        guard (48...57).contains(last) || last == 59, body.count <= Self.longestAnswer else {
            pieces += held.map(Piece.character)
            held.removeAll()
            return
        }
    }

    /// Reads on in an answer that is text ended by `ESC \` (`held` starts with `marker` and has one character
    /// more): a kitty graphics answer (`i=31;OK`) or the terminal's version (`XTVERSION`'s, such as
    /// `xterm(390)`).
    private mutating func readTextAnswer(after marker: [UInt32], into pieces: inout [Piece]) {
        let body = held.dropFirst(marker.count)
        if body.count >= 2, body[body.endIndex - 2] == 27 {
            if body.last == 92 {  // "\\"
                let text = String(String.UnicodeScalarView(body.dropLast(2).compactMap(Unicode.Scalar.init)))
                pieces.append(.report(marker == Self.graphicsMarker ? Self.graphicsAnswer(text) : .terminalVersion(text)))
            } else {
                pieces += held.map(Piece.character)
            }
            held.removeAll()
            return
        }
        if body.count > Self.longestTextAnswer {
            pieces += held.map(Piece.character)
            held.removeAll()
        }
    }

    /// A kitty graphics answer's text (`i=31;OK`) as a report.
    private static func graphicsAnswer(_ text: String) -> TerminalReport {
        let parts = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        let id = parts[0].split(separator: ",").first { $0.hasPrefix("i=") }.flatMap { Int($0.dropFirst(2)) } ?? 0
        return .kittyGraphics(id: id, message: parts.count > 1 ? String(parts[1]) : "")
    }

    /// The numbers between semicolons (nil for one that is not a number).
    private static func numbers(in codes: some Sequence<UInt32>) -> [Int?] {
        String(String.UnicodeScalarView(codes.compactMap(Unicode.Scalar.init)))
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    }

    /// Reads a function key: handed on outside a paste, left out inside one (a pasted text has none).
    /// `isMouseMarker` says ncurses read the terminal type's mouse key (`kmous`) and it is the SGR report's
    /// start, whose numbers follow as characters.
    package mutating func read(functionKey code: Int32, isMouseMarker: Bool = false, into pieces: inout [Piece]) {
        guard !isInPaste else { return }
        pieces += held.map(Piece.character)
        held.removeAll()
        if isMouseMarker {
            held = Self.mouseMarker
        } else {
            pieces.append(.functionKey(code))
        }
    }

    /// Ends one read of the terminal: outside a paste, characters held as the possible start of a marker are
    /// handed on (an Esc pressed alone). Inside one, the paste goes on with the next read.
    package mutating func endRead(into pieces: inout [Piece]) {
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
