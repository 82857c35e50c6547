import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Bracketed paste: the terminal's markers found in its input, and a paste going whole into the focused text
/// field (or refused whole, with a message), never run as keys.
@MainActor
struct PasteTests {
    // MARK: Reading the terminal's input

    private static func codes(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    /// The pieces the reader makes of reads of the terminal.
    private static func read(_ reads: [String]) -> [TerminalSequenceReader.Piece] {
        var reader = TerminalSequenceReader()
        var pieces: [TerminalSequenceReader.Piece] = []
        for chunk in reads {
            for code in codes(chunk) { reader.read(character: code, into: &pieces) }
            reader.endRead(into: &pieces)
        }
        return pieces
    }

    @Test func aPasteBetweenTheMarkersIsOnePieceAndTheKeysAroundItStayKeys() {
        let pieces = Self.read(["a\u{1B}[200~Gelato\rD\r\u{1B}[201~b"])
        #expect(pieces == [.character(97), .paste("Gelato\nD\n"), .character(98)])
    }

    @Test func aPasteSpanningReadsEndsWhenItsEndMarkerComesEvenCutInTwo() {
        let pieces = Self.read(["\u{1B}[200~one ", "two\u{1B}[2", "01~x"])
        #expect(pieces == [.paste("one two"), .character(120)])
    }

    @Test func lineBreaksOfEveryKindAreOneNewlineAndControlCharactersAreLeftOut() {
        let pieces = Self.read(["\u{1B}[200~a\r\nb\nc\rd\te\u{07}f\u{1B}g\u{1B}[201~"])
        #expect(pieces == [.paste("a\nb\nc\nd\tefg")])
    }

    @Test func anEscPressedAloneOrAnAltKeyIsNotHeldBack() {
        #expect(Self.read(["\u{1B}"]) == [.character(27)])
        #expect(Self.read(["\u{1B}[A"]) == [.character(27), .character(91), .character(65)])
        // The start of a marker, then something else: the characters as they came.
        #expect(Self.read(["\u{1B}[20x"]) == Self.codes("\u{1B}[20x").map(TerminalSequenceReader.Piece.character))
    }

    @Test func functionKeysInsideAPasteAreLeftOutAndOutsideKeepTheirPlace() {
        var reader = TerminalSequenceReader()
        var pieces: [TerminalSequenceReader.Piece] = []
        reader.read(character: 27, into: &pieces)
        reader.read(functionKey: 258, into: &pieces)
        for code in Self.codes("\u{1B}[200~ab") { reader.read(character: code, into: &pieces) }
        reader.read(functionKey: 259, into: &pieces)
        for code in Self.codes("c\u{1B}[201~") { reader.read(character: code, into: &pieces) }
        #expect(pieces == [.character(27), .functionKey(258), .paste("abc")])
    }

    @Test func aMegabytePasteIsReadWhole() {
        let line = String(repeating: "x", count: 1023) + "\r"
        let body = String(repeating: line, count: 1024)
        let pieces = Self.read(["\u{1B}[200~" + body.prefix(300_000), String(body.dropFirst(300_000)) + "\u{1B}[201~"])
        #expect(pieces.count == 1)
        guard case .paste(let text) = pieces.first else {
            Issue.record("no paste")
            return
        }
        #expect(text.utf8.count == 1024 * 1024)
        #expect(text.split(separator: "\n").count == 1024)
    }

    // MARK: Into fields

    /// A form with a title, an amount and a second text field; keys the screen would use ("D" deletes, "q"
    /// quits) are counted, so that a paste run as keys would show.
    private struct Sheet: View {
        let title: Bound<String>
        let amount: Bound<Decimal?>
        let shortcuts: Bound<[String]>

        var body: some View {
            Form {
                TextField("Title", text: title.binding)
                TextField("Amount", value: amount.binding, format: .number).keyboardType(.decimalPad)
            }
            .frame(width: 50, height: 8)
            .onKeyPress("D") {
                shortcuts.value.append("D")
                return .handled
            }
        }
    }

    @Test func aPasteGoesIntoTheFocusedFieldAtTheCursorOnOneLine() {
        let title = Bound("Ice cream"), amount = Bound<Decimal?>(nil), shortcuts = Bound<[String]>([])
        let screen = formDriver(Sheet(title: title, amount: amount, shortcuts: shortcuts), showsKeyHints: true)
        screen.press(.leftArrow, .leftArrow, .leftArrow, .leftArrow, .leftArrow)
        screen.paste("Gelato\nD\n")
        #expect(title.value == "Ice Gelato Dcream")
        #expect(shortcuts.value.isEmpty, "nothing of the paste ran as a key")
        // Typing goes on after the paste.
        screen.type("!")
        #expect(title.value == "Ice Gelato D!cream")
    }

    @Test func aValueFieldTakesAPasteOnlyWhenTheWholeTextGivesAValue() {
        let title = Bound(""), amount = Bound<Decimal?>(nil), shortcuts = Bound<[String]>([])
        let screen = formDriver(Sheet(title: title, amount: amount, shortcuts: shortcuts), showsKeyHints: true)
        screen.press(.tab)
        screen.type("1")
        screen.paste("2 euros")
        #expect(amount.value == 1, "refused whole: the field keeps what it had")
        #expect(screen.text.contains("Not pasted: “2 euros” is not a value for Amount."))
        screen.paste("2.50")
        #expect(amount.value == Decimal(string: "12.5"))
        #expect(!screen.text.contains("Not pasted"), "a paste that was taken clears the message")
        screen.paste("1.2.3")
        #expect(amount.value == Decimal(string: "12.5"))
        #expect(screen.text.contains("Not pasted: “1.2.3” is not a value for Amount."))
        // The next key brings the hints back.
        screen.press(.rightArrow)
        #expect(!screen.text.contains("Not pasted"))
    }

    @Test func aPasteLongerThanAFieldTakesIsRefusedWhole() {
        let title = Bound("keep"), amount = Bound<Decimal?>(nil), shortcuts = Bound<[String]>([])
        let screen = formDriver(Sheet(title: title, amount: amount, shortcuts: shortcuts), showsKeyHints: true)
        screen.paste(String(repeating: "x", count: EditableText.pasteLimit + 1))
        #expect(title.value == "keep")
        #expect(screen.text.contains("Not pasted: 10001 characters is more than a field takes (10000)."))
        screen.paste(String(repeating: "y", count: EditableText.pasteLimit))
        #expect(title.value == "keep" + String(repeating: "y", count: EditableText.pasteLimit))
    }

    @Test func aPasteWithNowhereToGoIsDroppedAndTheBottomRowSaysSo() {
        let pressed = Bound<[String]>([])
        var quits = 0
        let screen = TestDriver(
            VStack {
                Text("No fields here")
                Button("Delete") { pressed.value.append("Delete") }.keyboardShortcut("d", modifiers: [])
            }
            .onKeyPress("q") {
                pressed.value.append("q")
                return .handled
            },
            size: TerminalSize(columns: 60, rows: 6), showsKeyHints: true)
        screen.renderer.setQuitAction { quits += 1 }
        screen.paste("q\nd\n\r ")
        #expect(pressed.value.isEmpty)
        #expect(quits == 0)
        #expect(screen.text.contains("Nothing here takes text: the paste was not used."))
        // The message has the bottom row for a few seconds, then the key hints come back by themselves.
        screen.advance(by: ViewGraph.announcementDuration - 0.5)
        #expect(screen.text.contains("Nothing here takes text"))
        screen.advance(by: 1)
        #expect(!screen.text.contains("Nothing here takes text"))
        #expect(screen.lines.last?.contains("? help") == true)
    }

    @Test func aPasteGoesIntoTheSearchFieldWhileSearching() {
        let query = Bound("")
        let screen = TestDriver(
            NavigationStack { Text("Trips").searchable(text: query.binding, prompt: "Search") },
            size: TerminalSize(columns: 60, rows: 8))
        screen.type("/")
        screen.paste("tulips\nq")
        #expect(query.value == "tulips q")
    }

    @Test func theOneLineTextOfAPasteAndItsQuotedName() {
        #expect(EditableText.oneLine("a\nb\tc\n\n") == "a b c")
        #expect(EditableText.oneLine("\n") == "")
        #expect(EditableText.quoted("short", in: EnvironmentValues()) == "“short”")
        #expect(EditableText.quoted(String(repeating: "z", count: 40), in: EnvironmentValues()) == "“" + String(repeating: "z", count: 23) + "…”")
    }
}
