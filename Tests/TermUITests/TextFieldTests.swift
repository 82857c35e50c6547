import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `TextField`: typing and editing keys, the terminal cursor, wide characters, sideways scrolling, which keys
/// it keeps and which go on, keyboard types, and value fields parsed in the environment's locale.
@MainActor
struct TextFieldTests {
    /// A lone text field (no label outside a form) 30 columns wide at the top left, above a line that
    /// shows the bound text.
    private func field(_ text: Bound<String>, environment: EnvironmentValues = formEnvironment()) -> TestDriver {
        formDriver(
            VStack(alignment: .leading) {
                TextField("Title", text: text.binding).frame(width: 30)
            },
            environment: environment)
    }

    // MARK: Typing and the cursor

    @Test func anEmptyFieldShowsItsTitleDimAndTypingReplacesIt() {
        let text = Bound("")
        let screen = field(text)
        #expect(screen.trimmedLine(0) == "Title")
        #expect(screen.string("Title", has: .dim))
        screen.type("Hello")
        #expect(screen.trimmedLine(0) == "Hello")
        #expect(!screen.string("Hello", has: .dim))
        #expect(text.value == "Hello")
    }

    @Test func anUnfocusedFieldTooNarrowEndsWithAnEllipsisNeverAfterAOneLetterWord() {
        // Unfocused (a button has focus first), the 24-column field has room for "Cherry blossoms along t".
        let long = Bound("Cherry blossoms along the Philosopher's Path")
        let screen = formDriver(
            VStack(alignment: .leading) {
                Button("First") {}
                TextField("Title", text: long.binding).frame(width: 24)
            },
            environment: formEnvironment())
        let line = screen.trimmedLine(1)
        #expect(line.hasSuffix("…"), "\(line)")
        #expect(line == "Cherry blossoms along…", "the cut goes before a word cut to one letter (\"t…\"): \(line)")
    }

    @Test func aPromptIsShownInsteadOfTheTitle() {
        let text = Bound("")
        let screen = formDriver(TextField("Title", text: text.binding, prompt: Text("Required")).frame(width: 30))
        #expect(screen.trimmedLine(0) == "Required")
    }

    @Test func theCursorFollowsTypingAndArrows() {
        let text = Bound("")
        let screen = field(text)
        #expect(screen.terminal.cursor?.column == 0)
        #expect(screen.terminal.cursor?.row == 0)
        screen.type("abc")
        #expect(screen.cursorColumn == 3)
        screen.press(.leftArrow)
        #expect(screen.cursorColumn == 2)
        screen.press(.leftArrow, .leftArrow, .leftArrow)
        #expect(screen.cursorColumn == 0)
        screen.press(.rightArrow)
        #expect(screen.cursorColumn == 1)
        screen.press(.end)
        #expect(screen.cursorColumn == 3)
        screen.press(.home)
        #expect(screen.cursorColumn == 0)
        screen.press(.control("e"))
        #expect(screen.cursorColumn == 3)
        screen.press(.control("a"))
        #expect(screen.cursorColumn == 0)
    }

    @Test func typingInsertsAtTheCursor() {
        let text = Bound("")
        let screen = field(text)
        screen.type("acd")
        screen.press(.leftArrow, .leftArrow)
        screen.type("b")
        #expect(text.value == "abcd")
        #expect(screen.cursorColumn == 2)
    }

    @Test func backspaceAndDeleteErase() {
        let text = Bound("")
        let screen = field(text)
        screen.type("abcd")
        screen.press(.delete)
        #expect(text.value == "abc")
        screen.press(.home, .deleteForward)
        #expect(text.value == "bc")
        #expect(screen.cursorColumn == 0)
        // Nothing before the cursor: Backspace does nothing.
        screen.press(.delete)
        #expect(text.value == "bc")
        screen.press(.end, .deleteForward)
        #expect(text.value == "bc")
    }

    @Test func controlKeysClearAndEraseWords() {
        let text = Bound("")
        let screen = field(text)
        screen.type("one two three")
        screen.press(.control("w"))
        #expect(text.value == "one two ")
        screen.press(.home, .rightArrow, .rightArrow, .rightArrow)
        screen.press(.control("k"))
        #expect(text.value == "one")
        screen.press(.control("u"))
        #expect(text.value == "")
        #expect(screen.cursorColumn == 0)
        #expect(screen.trimmedLine(0) == "Title")
    }

    @Test func wideCharactersMoveTheCursorByTwoColumns() {
        let text = Bound("")
        let screen = field(text)
        screen.type("東京")
        #expect(text.value == "東京")
        #expect(screen.trimmedLine(0) == "東京")
        #expect(screen.cursorColumn == 4)
        screen.press(.leftArrow)
        #expect(screen.cursorColumn == 2)
        screen.type("a")
        #expect(text.value == "東a京")
        #expect(screen.cursorColumn == 3)
    }

    @Test func pastedTextArrivesAsKeysAndControlCharactersStayOut() {
        let text = Bound("")
        let screen = field(text)
        screen.type("café ☕️ 🇯🇵")
        #expect(text.value == "café ☕️ 🇯🇵")
        screen.press(KeyPress(KeyEquivalent("x"), characters: "\u{1B}[31m"))
        #expect(text.value == "café ☕️ 🇯🇵[31m")
    }

    @Test func longTextScrollsSidewaysToKeepTheCursorInTheField() {
        let text = Bound("")
        let screen = formDriver(TextField("Title", text: text.binding).frame(width: 10))
        screen.type("abcdefghijklmnopqrst")
        // The end of the text shows, with the cursor in the last column of the field.
        #expect(screen.trimmedLine(0) == "lmnopqrst")
        #expect(screen.cursorColumn == 9)
        screen.press(.home)
        #expect(screen.trimmedLine(0) == "abcdefghij")
        #expect(screen.cursorColumn == 0)
        screen.press(.rightArrow, times: 12)
        #expect(screen.cursorColumn == 9)
        #expect(screen.trimmedLine(0) == "defghijklm")
    }

    @Test func theFieldFollowsTheBindingWhenItChangesElsewhere() {
        let text = Bound("first")
        let screen = field(text)
        #expect(screen.trimmedLine(0) == "first")
        text.value = "second"
        screen.update()
        #expect(screen.trimmedLine(0) == "second")
        #expect(screen.cursorColumn == 6)
    }

    // MARK: Which keys the field keeps

    @Test func printableKeysTypeAndDoNotReachShortcutsAround() {
        let text = Bound("")
        var bubbled: [String] = []
        let screen = formDriver(
            VStack {
                TextField("Title", text: text.binding).frame(width: 30)
            }
            .onKeyPress("q") {
                bubbled.append("q")
                return .handled
            }
            .onKeyPress("+") {
                bubbled.append("+")
                return .handled
            })
        screen.type("q+d ")
        #expect(text.value == "q+d ")
        #expect(bubbled.isEmpty)
        #expect(!screen.didQuit)
    }

    @Test func qTypesRatherThanQuits() {
        let text = Bound("")
        let screen = field(text)
        screen.type("q")
        #expect(!screen.didQuit)
        #expect(text.value == "q")
    }

    @Test func enterEscapeControlKeysAndArrowsGoOn() {
        let text = Bound("")
        var bubbled: [String] = []
        let screen = formDriver(
            VStack {
                TextField("Title", text: text.binding).frame(width: 30)
            }
            .onKeyPress(phases: .down) { press in
                bubbled.append(press.description)
                return .handled
            })
        screen.type("ab")
        screen.press(.return, .escape, .upArrow, .downArrow, .tab, .pageDown)
        screen.press(.control("s"), KeyPress(.tab, modifiers: .shift), .control("c"))
        #expect(bubbled == ["Enter", "Esc", "↑", "↓", "Tab", "PgDn", "Ctrl-S", "Shift-Tab"])
        #expect(text.value == "ab")
        // Ctrl-C never reaches views: it quits.
        #expect(screen.didQuit)
    }

    @Test func tabMovesBetweenFields() {
        let first = Bound(""), second = Bound("")
        let screen = formDriver(VStack {
            TextField("First", text: first.binding).frame(width: 20)
            TextField("Second", text: second.binding).frame(width: 20)
        })
        screen.type("a")
        screen.press(.tab)
        screen.type("b")
        #expect(first.value == "a")
        #expect(second.value == "b")
        #expect(screen.terminal.cursor?.row == 1)
    }

    @Test func theQuitHintIsHiddenWhileTyping() {
        let text = Bound("")
        let screen = TestDriver(TextField("Title", text: text.binding), size: TerminalSize(columns: 60, rows: 5))
        #expect(!screen.keyHints.contains { $0.key == "q" })
        let plain = TestDriver(Text("Hi").focusable(), size: TerminalSize(columns: 60, rows: 5))
        #expect(plain.keyHints.contains { $0.key == "q" })
    }

    // MARK: Keyboard types

    @Test func aDecimalPadLetsInOnlyDigitsSeparatorsAndASign() {
        let text = Bound("")
        let screen = formDriver(TextField("Amount", text: text.binding).keyboardType(.decimalPad).frame(width: 20))
        screen.type("-1a2,b3.4 q+€")
        #expect(text.value == "-12,3.4")
        // Keys kept out are still used: q does not quit.
        #expect(!screen.didQuit)
    }

    @Test func aDecimalPadUsesTheLocalesSeparators() {
        let text = Bound("")
        let screen = formDriver(
            TextField("Amount", text: text.binding).keyboardType(.decimalPad).frame(width: 20),
            environment: formEnvironment(locale: "fr_FR"))
        // French: a comma for decimals, a narrow no-break space for grouping (typed as a space).
        screen.type("1 234,5.")
        #expect(text.value == "1 234,5")
    }

    @Test func aNumberPadLetsInOnlyDigits() {
        let text = Bound("")
        let screen = formDriver(TextField("Count", text: text.binding).keyboardType(.numberPad).frame(width: 20))
        screen.type("1,2.3-x4")
        #expect(text.value == "1234")
    }

    // MARK: Value fields

    private func amountField(_ amount: Bound<Decimal?>, locale: String) -> TestDriver {
        formDriver(
            TextField("Amount", value: amount.binding, format: .number).frame(width: 20),
            environment: formEnvironment(locale: locale))
    }

    @Test func germanDecimalsParseWithACommaSeparator() {
        let amount = Bound<Decimal?>(nil)
        let screen = amountField(amount, locale: "de_DE")
        screen.type("4,50")
        #expect(amount.value == Decimal(string: "4.5"))
        #expect(screen.trimmedLine(0) == "4,50")
        screen.press(.control("u"))
        screen.type("12,50")
        #expect(amount.value == Decimal(string: "12.5"))
    }

    @Test func englishDecimalsParseWithAPoint() {
        let amount = Bound<Decimal?>(nil)
        let screen = amountField(amount, locale: "en_US")
        screen.type("12.50")
        #expect(amount.value == Decimal(string: "12.5"))
        // The text stays as typed while the field has focus.
        #expect(screen.trimmedLine(0) == "12.50")
    }

    @Test func theValueIsNilWhileTheTextDoesNotParse() {
        let amount = Bound<Decimal?>(nil)
        let screen = amountField(amount, locale: "en_US")
        screen.type("abc")
        #expect(amount.value == nil)
        #expect(screen.trimmedLine(0) == "abc")
        screen.press(.control("u"))
        screen.type("7")
        #expect(amount.value == 7)
        screen.press(.home)
        screen.type("x")
        #expect(amount.value == nil)
        #expect(screen.trimmedLine(0) == "x7")
        screen.press(.delete)
        #expect(amount.value == 7)
        #expect(screen.trimmedLine(0) == "7")
    }

    /// The column of the first character on the top row.
    private func firstTextColumn(_ screen: TestDriver) -> Int {
        let line = screen.lines[0]
        return line.firstIndex { !$0.isWhitespace }.map { line.distance(from: line.startIndex, to: $0) } ?? 0
    }

    @Test func textFoundationWouldReadOnlyInPartGivesNoValueAndShowsRed() {
        // Foundation alone reads "3,5" in English as 3, "3.5" in German as 3 and "12abc" as 12.
        for (locale, text) in [("en_US", "3,5"), ("en_US", "3,50"), ("en_US", "12abc"), ("en_US", "3.5.1"), ("de_DE", "3.5"), ("en_US", "3 5")] {
            let amount = Bound<Decimal?>(nil)
            let screen = amountField(amount, locale: locale)
            screen.type(text)
            #expect(amount.value == nil, "\(text) in \(locale)")
            #expect(screen.trimmedLine(0) == text, "the text stays as typed")
            let column = firstTextColumn(screen)
            #expect(screen.style(atColumn: column, row: 0).foreground != nil, "\(text) is drawn red")
        }
        // Well-formed numbers, grouped or not, in each locale's way.
        for (locale, text, expected) in [("en_US", "1,234.5", "1234.5"), ("de_DE", "1.234,5", "1234.5"), ("fr_FR", "1 234,5", "1234.5"), ("en_US", "-3.5", "-3.5")] {
            let amount = Bound<Decimal?>(nil)
            let screen = amountField(amount, locale: locale)
            screen.type(text)
            #expect(amount.value == Decimal(string: expected), "\(text) in \(locale)")
            let column = firstTextColumn(screen)
            #expect(screen.style(atColumn: column, row: 0).foreground == nil, "\(text) is drawn plain")
        }
    }

    @Test func withoutColourTextThatGivesNoValueIsBold() {
        let amount = Bound<Decimal?>(nil)
        var environment = formEnvironment(locale: "en_US")
        environment.usesColor = false
        let screen = formDriver(
            TextField("Amount", value: amount.binding, format: .number).frame(width: 20), environment: environment)
        screen.type("3,5")
        let style = screen.style(atColumn: firstTextColumn(screen), row: 0)
        #expect(style.attributes.contains(.bold))
        #expect(style.foreground == nil)
    }

    @Test func anEmptyTextIsNil() {
        let amount = Bound<Decimal?>(5)
        let screen = amountField(amount, locale: "en_US")
        #expect(screen.trimmedLine(0) == "5")
        screen.press(.delete)
        #expect(amount.value == nil)
        #expect(screen.trimmedLine(0) == "Amount")
    }

    @Test func theInitialValueIsShownInTheEnvironmentsLocale() {
        let amount = Bound<Decimal?>(Decimal(string: "1234.5"))
        let german = amountField(amount, locale: "de_DE")
        #expect(german.trimmedLine(0) == "1.234,5")
        let english = amountField(amount, locale: "en_US")
        #expect(english.trimmedLine(0) == "1,234.5")
    }

    @Test func aValueChangedElsewhereReplacesTheText() {
        let amount = Bound<Decimal?>(nil)
        let screen = amountField(amount, locale: "en_US")
        screen.type("3.50")
        amount.value = 8
        screen.update()
        #expect(screen.trimmedLine(0) == "8")
    }

    @Test func aNonOptionalValueKeepsItsLastValueWhileTheTextDoesNotParse() {
        let count = Bound(3)
        let screen = formDriver(TextField("Count", value: count.binding, format: .number).frame(width: 20))
        #expect(screen.trimmedLine(0) == "3")
        screen.type("4")
        #expect(count.value == 34)
        screen.press(.control("u"))
        #expect(count.value == 34)
        screen.type("x")
        #expect(count.value == 34)
    }

    @Test func currencyFieldsParseAndLeavingAFieldShowsItsValueFormatted() {
        let amount = Bound<Decimal?>(nil)
        let other = Bound("")
        let screen = formDriver(
            VStack(alignment: .leading) {
                TextField("Amount", value: amount.binding, format: .currency(code: "EUR")).frame(width: 20)
                TextField("Other", text: other.binding).frame(width: 20)
            },
            environment: formEnvironment(locale: "de_DE"))
        screen.type("4,5")
        #expect(amount.value == Decimal(string: "4.5"))
        screen.press(.tab)
        #expect(screen.trimmedLine(0) == "4,50\u{A0}€")
    }

    /// `locale(_:)` is a requirement of `FormatStyle`, so applying the environment's locale generically
    /// reaches each style's own implementation.
    @Test func theEnvironmentsLocaleReachesEveryCommonFormatStyle() {
        let german = formEnvironment(locale: "de_DE")
        #expect(Decimal.FormatStyle.number.adapted(to: german).format(Decimal(string: "1234.5") ?? 0) == "1.234,5")
        #expect(Decimal.FormatStyle.Currency(code: "EUR").adapted(to: german).format(4.5) == "4,50\u{A0}€")
        #expect(Decimal.FormatStyle.Percent.percent.adapted(to: german).format(Decimal(string: "0.25") ?? 0) == "25\u{A0}%")
        #expect(IntegerFormatStyle<Int>.number.adapted(to: german).format(1234) == "1.234")
        #expect(IntegerFormatStyle<Int>.Currency(code: "EUR").adapted(to: german).format(3) == "3,00\u{A0}€")
        #expect(FloatingPointFormatStyle<Double>.number.adapted(to: german).format(2.5) == "2,5")
        #expect(FloatingPointFormatStyle<Double>.Percent.percent.adapted(to: german).format(0.5) == "50\u{A0}%")
        let date = makeDate(2024, 3, 15, in: german)
        #expect(Date.FormatStyle(date: .long, time: .omitted).adapted(to: german).format(date) == "15. März 2024")
        let parsed = try? Decimal.FormatStyle.number.adapted(to: german).parseStrategy.parse("4,50")
        #expect(parsed == Decimal(string: "4.5"))
    }

    // MARK: Disabled

    @Test func aDisabledFieldIgnoresKeysAndTakesNoFocus() {
        let text = Bound("fixed")
        let screen = formDriver(TextField("Title", text: text.binding).disabled(true).frame(width: 20))
        screen.type("abc")
        #expect(text.value == "fixed")
        #expect(screen.terminal.cursor == nil)
        #expect(screen.string("fixed", has: .dim))
        #expect(screen.focusedNode == nil)
    }
}
