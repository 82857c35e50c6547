import Foundation
import Testing
@testable import TermUICurses
@testable import TermUITesting
@testable import TermUIViews

/// The mouse: SGR reports read from the terminal's input, and hit-tested against the laid-out views (a
/// click selects, focuses, presses or opens; the wheel scrolls; a sheet's surround takes no clicks).
@MainActor
struct MouseTests {
    // MARK: Reading reports

    private static func read(_ text: String) -> [TerminalSequenceReader.Piece] {
        var reader = TerminalSequenceReader()
        var pieces: [TerminalSequenceReader.Piece] = []
        for scalar in text.unicodeScalars { reader.read(character: scalar.value, into: &pieces) }
        reader.endRead(into: &pieces)
        return pieces
    }

    @Test func sgrReportsArePressesReleasesAndWheelNotchesAtAnyColumn() {
        #expect(Self.read("\u{1B}[<0;10;5M\u{1B}[<0;10;5m") == [
            .mouse(MouseEvent(.press(.primary), column: 9, row: 4)),
            .mouse(MouseEvent(.release(.primary), column: 9, row: 4)),
        ])
        #expect(Self.read("\u{1B}[<2;300;60M") == [.mouse(MouseEvent(.press(.secondary), column: 299, row: 59))])
        #expect(Self.read("\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<69;1;1M") == [
            .mouse(MouseEvent(.scrollUp, column: 0, row: 0)),
            .mouse(MouseEvent(.scrollDown, column: 0, row: 0)),
            .mouse(MouseEvent(.scrollDown, column: 0, row: 0, modifiers: .shift)),
        ])
        #expect(Self.read("\u{1B}[<16;3;4M") == [.mouse(MouseEvent(.press(.primary), column: 2, row: 3, modifiers: .control))])
    }

    @Test func motionAndMalformedReportsNeverBecomeKeysOfTheirNumbers() {
        // Motion, with no button held or one: a move to the cell.
        #expect(Self.read("\u{1B}[<35;3;4M") == [.mouse(MouseEvent(.move, column: 2, row: 3))])
        #expect(Self.read("\u{1B}[<32;3;4M") == [.mouse(MouseEvent(.move, column: 2, row: 3))])
        // Not a report after all: the characters as they came (Esc, then the rest).
        let broken = Self.read("\u{1B}[<1x")
        #expect(broken == "\u{1B}[<1x".unicodeScalars.map { .character($0.value) })
        // Keys around a report stay keys.
        #expect(Self.read("a\u{1B}[<0;1;1Mb") == [.character(97), .mouse(MouseEvent(.press(.primary), column: 0, row: 0)), .character(98)])
    }

    @Test func theTerminalTypesMouseKeyStartsAReportWhenNcursesReadsIt() {
        var reader = TerminalSequenceReader()
        var pieces: [TerminalSequenceReader.Piece] = []
        reader.read(functionKey: 0o631, isMouseMarker: true, into: &pieces)
        for scalar in "0;7;2M".unicodeScalars { reader.read(character: scalar.value, into: &pieces) }
        #expect(pieces == [.mouse(MouseEvent(.press(.primary), column: 6, row: 1))])
    }

    @Test func aFloodOfReportsLongerThanOneBatchIsReadAsReportsNeverAsKeys() throws {
        let recorded = try RecordedTerminal(answers: "")
        defer { recorded.close() }
        // The pointer swept over the window: 150 motion reports in one write, past the 512 characters of a batch.
        let moves = (0..<150).map { MouseEvent(.move, column: $0 % 80, row: 5 + $0 / 80) }
        recorded.type(moves.map { "\u{1B}[<35;\($0.column + 1);\($0.row + 1)M" }.joined())
        var events: [InputEvent] = []
        for _ in 0..<10 { events += recorded.terminal.readEvents().filter { if case .resize = $0 { false } else { true } } }
        let keys = events.filter { if case .key = $0 { true } else { false } }
        #expect(keys.isEmpty, "a report cut at the batch's end became \(keys.count) keys")
        #expect(events == moves.map { .mouse($0) })
    }

    @Test func aDoubleClickIsTwoPressesAtOneCellInQuickSuccession() {
        var counter = ClickCounter()
        #expect(counter.count(pressAt: 3, row: 4, time: 1.0) == 1)
        #expect(counter.count(pressAt: 3, row: 4, time: 1.3) == 2)
        #expect(counter.count(pressAt: 3, row: 4, time: 2.0) == 1)
        #expect(counter.count(pressAt: 4, row: 4, time: 2.1) == 1)
    }

    // MARK: Lists

    private struct Fruits: View {
        let opened: Bound<[String]>
        @State var selection: String? = nil

        var body: some View {
            List(["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig"], id: \.self, selection: $selection) { fruit in
                Button(fruit) { opened.value.append(fruit) }
            }
            .frame(width: 30, height: 4)
        }
    }

    private func highlightedRow(_ screen: TestDriver) -> String? {
        (0..<4).first { screen.style(atColumn: 3, row: $0).attributes.contains(.reverse) || screen.style(atColumn: 3, row: $0).background != nil }
            .map { String(screen.lines[$0].split(separator: " ").first ?? "") }
    }

    @Test func aClickSelectsTheRowAndAClickOnTheSelectedRowOpensIt() {
        let opened = Bound<[String]>([])
        let screen = TestDriver(Fruits(opened: opened).pinnedToTopLeading(), size: TerminalSize(columns: 40, rows: 10))
        #expect(screen.click("Cherry"))
        #expect(highlightedRow(screen) == "Cherry")
        #expect(opened.value.isEmpty, "the first click selects")
        screen.advance(by: 1)
        screen.click("Cherry")
        #expect(opened.value == ["Cherry"], "a click on the selected row does what Enter does")
    }

    @Test func aDoubleClickOnAnotherRowOpensIt() {
        let opened = Bound<[String]>([])
        let screen = TestDriver(Fruits(opened: opened).pinnedToTopLeading(), size: TerminalSize(columns: 40, rows: 10))
        let banana = screen.position(of: "Banana")
        screen.click("Banana")
        #expect(opened.value.isEmpty)
        screen.advance(by: 0.2)
        screen.click(column: banana?.column ?? 0, row: banana?.row ?? 0)
        #expect(opened.value == ["Banana"])
    }

    @Test func theWheelMovesTheSelectionAndBringsRowsIntoView() {
        let opened = Bound<[String]>([])
        let screen = TestDriver(Fruits(opened: opened).pinnedToTopLeading(), size: TerminalSize(columns: 40, rows: 10))
        #expect(!screen.text.contains("Fig"))
        for _ in 0..<5 { screen.scroll(.scrollDown, column: 5, row: 1) }
        #expect(screen.text.contains("Fig"))
        #expect(highlightedRow(screen) == "Fig")
        screen.scroll(.scrollUp, column: 5, row: 1)
        #expect(highlightedRow(screen) == "Elderberry")
        #expect(opened.value.isEmpty, "the wheel opens nothing")
    }

    // MARK: Controls

    private struct Controls: View {
        let pressed: Bound<Int>
        let text: Bound<String>
        @State var isOn = false

        var body: some View {
            VStack(alignment: .leading) {
                Button("Press me") { pressed.value += 1 }
                Form {
                    TextField("Name", text: text.binding)
                    Toggle("Reminders", isOn: $isOn)
                }
                .frame(width: 40, height: 4)
                Text(isOn ? "ON" : "OFF")
            }
        }
    }

    @Test func aClickPressesAButtonFocusesAFieldAndFlipsAToggle() {
        let pressed = Bound(0), text = Bound("")
        let screen = TestDriver(Controls(pressed: pressed, text: text).pinnedToTopLeading(), size: TerminalSize(columns: 50, rows: 10))
        screen.click("Press me")
        #expect(pressed.value == 1)
        screen.click("Press me")
        #expect(pressed.value == 2, "every click presses")
        screen.click("Name")
        screen.type("Ada")
        #expect(text.value == "Ada", "the click focused the field")
        screen.click("Name")
        #expect(text.value == "Ada", "a second click on a field does not submit or change it")
        #expect(screen.text.contains("OFF"))
        screen.click("Reminders")
        #expect(screen.text.contains("ON"))
    }

    @Test func aClickWhereNothingIsDoesNothing() {
        let pressed = Bound(0), text = Bound("")
        let screen = TestDriver(Controls(pressed: pressed, text: text).pinnedToTopLeading(), size: TerminalSize(columns: 50, rows: 10))
        let before = screen.text
        screen.click(column: 48, row: 8)
        #expect(screen.text == before)
        #expect(pressed.value == 0)
    }

    // MARK: Sheets and scroll views

    private struct SheetHost: View {
        let pressed: Bound<[String]>
        @State var isPresented = true

        var body: some View {
            VStack(alignment: .leading) {
                Button("Behind") { pressed.value.append("Behind") }
                Spacer()
            }
            .sheet(isPresented: $isPresented) {
                Button("Inside") { pressed.value.append("Inside") }.frame(width: 20, height: 3)
            }
        }
    }

    @Test func aSheetsDimmedSurroundTakesNoClicks() {
        let pressed = Bound<[String]>([])
        let screen = TestDriver(SheetHost(pressed: pressed), size: TerminalSize(columns: 60, rows: 20))
        screen.settle()
        screen.click(column: 1, row: 0)
        #expect(pressed.value.isEmpty, "the button behind the sheet is not pressed")
        #expect(screen.click("Inside"))
        #expect(pressed.value == ["Inside"])
    }

    @Test func theWheelScrollsAScrollViewAndMovesFocusAmongWhatTakesIt() {
        let screen = TestDriver(
            ScrollView { VStack(alignment: .leading) { ForEach(0..<30, id: \.self) { Text("Line \($0)") } } }
                .frame(width: 20, height: 5).pinnedToTopLeading(),
            size: TerminalSize(columns: 30, rows: 8))
        #expect(screen.text.contains("Line 0"))
        for _ in 0..<3 { screen.scroll(.scrollDown, column: 2, row: 2) }
        #expect(!screen.text.contains("Line 0"))
        #expect(screen.text.contains("Line 3"))
        screen.scroll(.scrollUp, column: 2, row: 2)
        #expect(screen.text.contains("Line 2"))

        let pressed = Bound<[Int]>([])
        let buttons = TestDriver(
            ScrollView { VStack(alignment: .leading) { ForEach(0..<30, id: \.self) { index in Button("Item \(index)") { pressed.value.append(index) } } } }
                .frame(width: 20, height: 5).pinnedToTopLeading(),
            size: TerminalSize(columns: 30, rows: 8))
        for _ in 0..<8 { buttons.scroll(.scrollDown, column: 2, row: 2) }
        #expect(buttons.text.contains("Item 8"))
        buttons.press(.return)
        #expect(pressed.value == [8], "the wheel moved focus, and what has focus is in view")
    }

    // MARK: Menus and tap gestures

    @Test func aClickOpensAPickersMenuChoosesAChoiceAndOutsideClosesIt() {
        let choice = Bound("Lodging")
        let screen = formDriver(
            Form {
                Picker("Category", selection: choice.binding) {
                    ForEach(["Food", "Lodging", "Transport"], id: \.self) { Text($0).tag($0) }
                }
            }.frame(width: 40, height: 4))
        screen.click("Category")
        #expect(screen.text.contains("Transport"), "the menu is open")
        screen.click("Transport")
        #expect(choice.value == "Transport")
        #expect(!screen.text.contains("Food"), "choosing closes the menu")
        screen.click("Category")
        #expect(screen.text.contains("Food"))
        screen.click(column: 70, row: 20)
        #expect(!screen.text.contains("Food"), "a click outside the menu closes it")
        #expect(choice.value == "Transport", "without a change")
    }

    @Test func aTapGestureRunsOnAClickAndADoubleTapOnTheSecondClick() {
        let taps = Bound<[String]>([])
        let screen = TestDriver(
            VStack(alignment: .leading) {
                Text("Single").onTapGesture { taps.value.append("single") }
                Text("Double").onTapGesture(count: 2) { taps.value.append("double") }
                Text("Shaped").contentShape(Rectangle()).onTapGesture { taps.value.append("shaped") }
            }.pinnedToTopLeading(),
            size: TerminalSize(columns: 30, rows: 5))
        screen.click("Single")
        screen.advance(by: 1)
        screen.click("Single")
        #expect(taps.value == ["single", "single"])
        screen.advance(by: 1)
        screen.click("Double")
        #expect(taps.value == ["single", "single"], "one click is not a double tap")
        screen.advance(by: 0.2)
        screen.click("Double")
        #expect(taps.value == ["single", "single", "double"])
        screen.advance(by: 1)
        screen.click(column: 5, row: 2)
        #expect(taps.value.last == "shaped", "contentShape changes nothing: the frame takes the click")
        taps.value.removeAll()
        screen.click(column: 20, row: 0)
        #expect(taps.value.isEmpty, "beside the text, outside its frame")
    }

    // MARK: Swipe to delete

    private struct Deletable: View {
        @State var fruits = ["Apple", "Banana", "Cherry"]
        var body: some View {
            List {
                ForEach(fruits, id: \.self) { Text($0) }.onDelete { fruits.remove(atOffsets: $0) }
            }
            .frame(width: 30, height: 5)
        }
    }

    @Test func aClickOnAShownDeleteDeletesTheRowAndElsewherePutsItBack() {
        let screen = TestDriver(Deletable().pinnedToTopLeading(), size: TerminalSize(columns: 40, rows: 8))
        screen.press("d")
        screen.settle()
        #expect(screen.text.contains("Delete"))
        screen.click(column: 2, row: 2)
        screen.settle()
        #expect(!screen.text.contains("Delete"), "a click elsewhere puts the row back")
        #expect(screen.text.contains("Apple"))
        screen.click("Banana")
        screen.press("d")
        screen.settle()
        #expect(screen.click("Delete"))
        screen.settle()
        #expect(!screen.text.contains("Banana"))
        #expect(screen.text.contains("Apple") && screen.text.contains("Cherry"))
    }

    // MARK: The calendar

    @Test func aClickOpensTheCalendarAndAClickOnADayChoosesIt() throws {
        let start = try #require(formEnvironment().calendar.date(from: DateComponents(year: 2024, month: 3, day: 15, hour: 9)))
        let date = Bound(start)
        let screen = formDriver(Form { DatePicker("Date", selection: date.binding, displayedComponents: .date) })
        screen.click("Date")
        #expect(screen.text.contains("March 2024"))
        screen.scroll(.scrollDown, column: 50, row: 4)
        #expect(screen.text.contains("April 2024"), "the wheel goes a month on")
        screen.scroll(.scrollUp, column: 50, row: 4)
        let row = try #require(screen.lines.firstIndex { $0.contains(" 21 ") })
        let column = try #require(screen.lines[row].range(of: "21").map { screen.lines[row].distance(from: screen.lines[row].startIndex, to: $0.lowerBound) })
        screen.click(column: column, row: row)
        #expect(formEnvironment().calendar.dateComponents([.month, .day, .hour], from: date.value) == DateComponents(month: 3, day: 21, hour: 9))
        #expect(!screen.text.contains("March 2024"), "choosing closes the calendar")
    }
}
