import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// Value fields on screen: a refused key flashes the field and says why, a value is never taken from text
/// other than what was typed, leaving says why text gives no value or shows the value in its format, and
/// `valueTextProblem(_:)` tells the form.
@MainActor
struct ValueFieldTests {
    private struct Fields: View {
        let amount: Bound<Decimal?>
        let problem: Bound<String?>
        var typed = Bound("")
        let note = Bound("")

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Amount", value: amount.binding, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                    .valueTextProblem(problem.binding)
                    .valueFieldText(typed.binding)
                    .frame(width: 20)
                TextField("Note", text: note.binding).frame(width: 20)
            }
        }
    }

    private func driver(
        _ amount: Bound<Decimal?>, problem: Bound<String?> = Bound(nil), typed: Bound<String> = Bound(""),
        locale: String = "en_US", reduceMotion: Bool = false
    ) -> TestDriver {
        var environment = formEnvironment(locale: locale)
        environment.accessibilityReduceMotion = reduceMotion
        return formDriver(
            Fields(amount: amount, problem: problem, typed: typed), rows: 6, environment: environment, showsKeyHints: true)
    }

    private func bottomRow(_ screen: TestDriver) -> String {
        screen.trimmedLine(5).trimmingCharacters(in: .whitespaces)
    }

    private func isReversed(_ screen: TestDriver) -> Bool {
        screen.style(atColumn: 0, row: 0).attributes.contains(.reverse)
    }

    @Test func aRefusedKeyFlashesTheFieldAndSaysWhatItTakes() {
        let amount = Bound<Decimal?>(nil)
        let screen = driver(amount)
        screen.type("4")
        #expect(!isReversed(screen))
        screen.type("x")
        #expect(screen.trimmedLine(0) == "4")
        #expect(isReversed(screen), "the field flashes")
        #expect(bottomRow(screen) == "Not typed: an amount takes only digits, “.”, “,” and “-”, not “x”.")
        screen.settle()
        #expect(!isReversed(screen), "for a moment")
        #expect(!screen.didQuit)
    }

    @Test func underReducedMotionTheRefusalShowsUntilTheNextKey() {
        let amount = Bound<Decimal?>(nil)
        let screen = driver(amount, reduceMotion: true)
        screen.type("q")
        #expect(isReversed(screen))
        screen.advance(by: 2)
        #expect(isReversed(screen))
        screen.type("5")
        #expect(!isReversed(screen))
        #expect(!screen.didQuit, "q was typed into the field, not a quit")
    }

    @Test func typingOnPastARefusedKeyGivesNoValueUntilTheUserErases() {
        let amount = Bound<Decimal?>(nil)
        let problem = Bound<String?>(nil)
        let screen = driver(amount, problem: problem)
        screen.type("1e30")
        #expect(screen.trimmedLine(0) == "130")
        #expect(amount.value == nil, "130 is not what was typed")
        #expect(problem.value == "130 is not what was typed: “e” was left out.")
        #expect(bottomRow(screen) == "130 is not what was typed: “e” was left out.", "the keys after it keep saying so")
        #expect(screen.style(atColumn: 0, row: 0).foreground != nil, "drawn red")
        screen.press(.delete)
        #expect(amount.value == 13, "erasing is looking at the text again")
        #expect(problem.value == nil)
        #expect(screen.style(atColumn: 0, row: 0).foreground == nil)
    }

    @Test func spacesAroundAValueAreLeftOutWithoutAWordAndASpaceInsideItIsSaid() {
        let amount = Bound<Decimal?>(nil)
        let problem = Bound<String?>(nil)
        let screen = driver(amount, problem: problem)
        screen.type(" 7 ")
        #expect(amount.value == 7)
        #expect(problem.value == nil)
        #expect(!isReversed(screen), "no refusal for a space around the value")
        #expect(!bottomRow(screen).contains("Not typed"))
        screen.type("5")
        #expect(amount.value == nil, "7 5 is not 75")
        #expect(problem.value == "75 is not what was typed: a space was left out.")
        screen.press(.control("u"))
        screen.type("  12.5")
        #expect(amount.value == 12.5)
        #expect(problem.value == nil)
    }

    @Test func valueFieldTextIsTheTextTypedAndTheTextAFieldStartsFrom() {
        let amount = Bound<Decimal?>(nil)
        let problem = Bound<String?>(nil)
        let typed = Bound("12,50")
        let screen = driver(amount, problem: problem, typed: typed)
        screen.settle()
        #expect(screen.trimmedLine(0) == "12,50", "starts from the text, as typed")
        #expect(amount.value == nil)
        #expect(problem.value == "12,50 is not a valid amount: this locale writes 12.50.")
        #expect(screen.style(atColumn: 0, row: 0).foreground != nil, "drawn red")
        screen.press(.control("u"))
        screen.type("4.5")
        #expect(typed.value == "4.5", "written on each edit")
        #expect(amount.value == Decimal(string: "4.5") && problem.value == nil)
        typed.value = "99"
        screen.settle()
        #expect(screen.trimmedLine(0) == "4.5", "read only when the field first shows")

        let started = Bound<Decimal?>(nil)
        let other = driver(started, typed: Bound("4.5"))
        other.settle()
        #expect(started.value == Decimal(string: "4.5"), "text that gives a value sets it")
        #expect(other.trimmedLine(0) == "4.5")
    }

    @Test func aKeyRefusedIntoAnEmptyFieldLeavesNothingBehind() {
        let amount = Bound<Decimal?>(nil)
        let problem = Bound<String?>(nil)
        let screen = driver(amount, problem: problem)
        screen.type("e")
        #expect(amount.value == nil)
        #expect(problem.value == nil, "an empty field is only empty")
        screen.type("7")
        #expect(amount.value == 7)
    }

    @Test func leavingTextThatGivesNoValueKeepsItAndSaysWhy() {
        for (locale, typed, message) in [
            ("en_US", "12,50", "12,50 is not a valid amount: this locale writes 12.50."),
            ("de_DE", "4.50", "4.50 ist als Betrag ungültig: Hier schreibt man 4,50."),
            ("ja_JP", "12,50", "12,50 is not a valid amount: this locale writes 12.50."),
        ] {
            let amount = Bound<Decimal?>(nil)
            let problem = Bound<String?>(nil)
            let screen = driver(amount, problem: problem, locale: locale)
            screen.type(typed)
            #expect(problem.value == message, "\(typed) in \(locale)")
            screen.press(.tab)
            #expect(screen.trimmedLine(0) == typed, "the text stays as typed")
            #expect(amount.value == nil)
            #expect(bottomRow(screen) == message)
            screen.type("x")
            #expect(!bottomRow(screen).contains("not a valid amount"), "until the next key")
        }
    }

    @Test func leavingAFieldShowsTheValueInItsFormat() {
        let amount = Bound<Decimal?>(nil)
        let screen = driver(amount)
        screen.type("4.5")
        #expect(screen.trimmedLine(0) == "4.5", "while editing, the text as typed")
        screen.press(.tab)
        #expect(screen.trimmedLine(0) == "$4.50")
        #expect(amount.value == Decimal(string: "4.5"))
    }

    @Test func aValueChangedElsewhereClearsTheProblem() {
        let amount = Bound<Decimal?>(nil)
        let problem = Bound<String?>(nil)
        let screen = driver(amount, problem: problem)
        screen.type("12,50")
        #expect(problem.value != nil)
        amount.value = 3
        screen.update()
        #expect(screen.trimmedLine(0) == "$3.00")
        #expect(problem.value == nil)
    }

    @Test func aPasteIntoAnEmptyFieldSaysWhyItGivesNoValue() {
        let amount = Bound<Decimal?>(nil)
        let screen = driver(amount)
        screen.paste("12,50")
        #expect(amount.value == nil)
        #expect(screen.trimmedLine(0).isEmpty || screen.trimmedLine(0) == "Amount", "refused whole")
        #expect(bottomRow(screen) == "Not pasted: this locale writes 12.50.")
        screen.paste("1e30")
        #expect(bottomRow(screen) == "Not pasted: “1e30” is not a value for Amount.")
        screen.paste("4.567")
        #expect(bottomRow(screen) == "Not pasted: it has more than 2 decimals.")
    }
}
