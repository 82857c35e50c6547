import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// What a text field, a text editor, a keyboard type and a value field say when they refuse a key or a paste,
/// in the languages of the environment (`TermUIText`): in English word for word as they always said it, in
/// German from TermUI's own table, with the locale's separators either way.
@MainActor
struct ControlRefusalTextTests {
    /// One message, as English and German say it.
    struct Said: CustomStringConvertible, Sendable {
        let english: String
        let german: String

        func text(german isGerman: Bool) -> String { isGerman ? german : english }

        var description: String { english }
    }

    /// An environment in `locale` (its separators) that shows text in German or in English.
    private static func environment(locale: String = "en_US", german: Bool) -> EnvironmentValues {
        var environment = formEnvironment(locale: locale)
        environment.localeCategories.languages = german ? ["de-DE"] : ["en-US"]
        return environment
    }

    nonisolated static let languages = [false, true]

    // MARK: A key a keyboard type refuses

    @Test(arguments: languages)
    func aRefusedKeySaysWhatTheFieldTakes(german: Bool) {
        let cases: [(UIKeyboardType, Character, String?, String, Said)] = [
            (.decimalPad, "e", "amount", "en_US", Said(
                english: "Not typed: an amount takes only digits, “.”, “,” and “-”, not “e”.",
                german: "Nicht getippt: Ein Betrag nimmt nur Ziffern, „.“, „,“ und „-“, nicht „e“.")),
            (.decimalPad, ".", "amount", "de_DE", Said(
                english: "Not typed: this locale writes decimals with “,” (4,50), not “.”.",
                german: "Nicht getippt: Hier schreibt man Dezimalzahlen mit „,“ (4,50), nicht „.“.")),
            (.decimalPad, "x", "number", "fr_FR", Said(
                english: "Not typed: a number takes only digits, “,”, spaces and “-”, not “x”.",
                german: "Nicht getippt: Eine Zahl nimmt nur Ziffern, „,“, Leerzeichen und „-“, nicht „x“.")),
            (.decimalPad, "q", "percentage", "en_US", Said(
                english: "Not typed: a percentage takes only digits, “.”, “,” and “-”, not “q”.",
                german: "Nicht getippt: Ein Prozentsatz nimmt nur Ziffern, „.“, „,“ und „-“, nicht „q“.")),
            (.phonePad, "a", nil, "en_US", Said(
                english: "Not typed: this field takes only digits, spaces and + * # ( ) , -, not “a”.",
                german: "Nicht getippt: Dieses Feld nimmt nur Ziffern, Leerzeichen und + * # ( ) , -, nicht „a“.")),
            (.numberPad, " ", nil, "en_US", Said(
                english: "Not typed: this field takes only digits, not spaces.",
                german: "Nicht getippt: Dieses Feld nimmt nur Ziffern, nicht Leerzeichen.")),
            (.numberPad, "a", "value", "en_US", Said(
                english: "Not typed: a value takes only digits, not “a”.",
                german: "Nicht getippt: Ein Wert nimmt nur Ziffern, nicht „a“.")),
        ]
        for (keyboard, character, noun, locale, said) in cases {
            let text = keyboard.refusal(of: character, noun: noun, in: Self.environment(locale: locale, german: german))
            #expect(text == said.text(german: german))
        }
    }

    // MARK: A value field's text that gives no value

    private static func problem<F: ParseableFormatStyle>(_ text: String, _ format: F, german: Bool) -> String?
    where F.FormatOutput == String {
        ValueText.read(text, with: format, in: environment(german: german)).problem?.sentence
    }

    @Test(arguments: languages)
    func whyTextIsNotAValue(german: Bool) {
        let dollars = Decimal.FormatStyle.Currency(code: "USD")
        let digits43 = String(repeating: "9", count: 43), pastInt = "99999999999999999999"
        // A text longer than a dozen characters is named by its first eleven, so that the reason fits the bottom row.
        let named = "99999999999…"
        let cases: [(String?, Said)] = [
            (Self.problem("12,50", dollars, german: german), Said(
                english: "12,50 is not a valid amount: this locale writes 12.50.",
                german: "12,50 ist als Betrag ungültig: Hier schreibt man 12.50.")),
            (Self.problem("4.567", dollars, german: german), Said(
                english: "4.567 is not a valid amount: it has more than 2 decimals.",
                german: "4.567 ist als Betrag ungültig: mehr als 2 Nachkommastellen.")),
            (Self.problem("4.5", Decimal.FormatStyle.Currency(code: "JPY"), german: german), Said(
                english: "4.5 is not a valid amount: this field takes whole amounts.",
                german: "4.5 ist als Betrag ungültig: nur ganze Beträge.")),
            (Self.problem("3.5", IntegerFormatStyle<Int>.number, german: german), Said(
                english: "3.5 is not a valid number: this field takes whole numbers.",
                german: "3.5 ist als Zahl ungültig: nur ganze Zahlen.")),
            (Self.problem(digits43, Decimal.FormatStyle.number, german: german), Said(
                english: "\(named) is not a valid number: it has more digits than this field holds.",
                german: "\(named) ist als Zahl ungültig: mehr Ziffern, als dieses Feld fasst.")),
            (Self.problem(pastInt, IntegerFormatStyle<Int>.number, german: german), Said(
                english: "\(named) is not a valid number: it is more than this field holds.",
                german: "\(named) ist als Zahl ungültig: mehr, als dieses Feld fasst.")),
            (Self.problem("12abc", dollars, german: german), Said(
                english: "12abc is not a valid amount: this locale writes amounts like $1,234.50.",
                german: "12abc ist als Betrag ungültig: Hier schreibt man Beträge wie $1,234.50.")),
            (Self.problem("1e30", Decimal.FormatStyle.number, german: german), Said(
                english: "1e30 is not a valid number: this locale writes numbers like 1,234.5.",
                german: "1e30 ist als Zahl ungültig: Hier schreibt man Zahlen wie 1,234.5.")),
        ]
        for (problem, said) in cases {
            #expect(problem == said.text(german: german))
        }
        let percent = Self.problem("12abc", Decimal.FormatStyle.Percent.percent, german: german) ?? ""
        #expect(percent.hasPrefix(german
            ? "12abc ist als Prozentsatz ungültig: Hier schreibt man Prozentsätze wie 1,234.5"
            : "12abc is not a valid percentage: this locale writes percentages like 1,234.5"), "\(percent)")
    }

    // MARK: On the screen of a plain TermUI view

    private struct Fields: View {
        let amount: Bound<Decimal?>
        let problem: Bound<String?>
        let note = Bound("")
        let digits = Bound("")
        let story = Bound("")

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Amount", value: amount.binding, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                    .valueTextProblem(problem.binding)
                    .frame(width: 20)
                TextField("Note", text: note.binding).frame(width: 20)
                TextField("Digits", text: digits.binding).keyboardType(.numberPad).frame(width: 20)
                TextEditor(text: story.binding).frame(width: 20, height: 2)
            }
        }
    }

    private static func driver(german: Bool, amount: Bound<Decimal?> = Bound(nil), problem: Bound<String?> = Bound(nil)) -> TestDriver {
        formDriver(Fields(amount: amount, problem: problem), rows: 8, environment: environment(german: german), showsKeyHints: true)
    }

    private static func bottomRow(_ screen: TestDriver) -> String {
        screen.trimmedLine(7).trimmingCharacters(in: .whitespaces)
    }

    @Test(arguments: languages)
    func aValueFieldSaysWhyOnTheScreen(german: Bool) {
        let amount = Bound<Decimal?>(nil), problem = Bound<String?>(nil)
        let screen = Self.driver(german: german, amount: amount, problem: problem)
        screen.type("4x")
        #expect(Self.bottomRow(screen) == Said(
            english: "Not typed: an amount takes only digits, “.”, “,” and “-”, not “x”.",
            german: "Nicht getippt: Ein Betrag nimmt nur Ziffern, „.“, „,“ und „-“, nicht „x“.").text(german: german))
        #expect(problem.value == Said(
            english: "4 is not what was typed: “x” was left out.",
            german: "4 ist nicht, was getippt wurde: „x“ wurde ausgelassen.").text(german: german))
        screen.press(.delete)
        screen.type("5 6")
        #expect(problem.value == Said(
            english: "56 is not what was typed: a space was left out.",
            german: "56 ist nicht, was getippt wurde: ein Leerzeichen wurde ausgelassen.").text(german: german))
        screen.press(.control("u"))
        screen.paste("12,50")
        #expect(amount.value == nil)
        #expect(Self.bottomRow(screen) == Said(
            english: "Not pasted: this locale writes 12.50.",
            german: "Nicht eingefügt: Hier schreibt man 12.50.").text(german: german))
        screen.type("1")
        screen.paste("2 euros")
        #expect(amount.value == 1, "refused whole")
        #expect(Self.bottomRow(screen) == Said(
            english: "Not pasted: “2 euros” is not a value for Amount.",
            german: "Nicht eingefügt: „2 euros“ ist kein Wert für Amount.").text(german: german))
    }

    /// A euro amount in a German locale, the way to write it the longest reason there is.
    private struct EuroField: View {
        let amount: Bound<Decimal?>
        let problem: Bound<String?>

        var body: some View {
            TextField("Amount", value: amount.binding, format: .currency(code: "EUR"))
                .keyboardType(.decimalPad)
                .valueTextProblem(problem.binding)
        }
    }

    @Test(arguments: languages)
    func whyAPastedAmountIsRefusedFitsTheBottomRowOf80Columns(german: Bool) {
        let amount = Bound<Decimal?>(nil), problem = Bound<String?>(nil)
        var environment = Self.environment(locale: "de_DE", german: german)
        environment.localeCategories.monetary = Locale(identifier: "de_DE")
        let screen = formDriver(EuroField(amount: amount, problem: problem), rows: 8, environment: environment, showsKeyHints: true)
        // Before, the paste was named first and the way to write an amount was cut at the 78th column.
        // The locale puts a no-break space before the euro sign; here it is compared as a space.
        func spaced(_ text: String?) -> String? { text?.replacingOccurrences(of: "\u{A0}", with: " ") }
        for pasted in ["1.2.3", "1.234.567.890,12.345.678"] {
            screen.paste(pasted)
            #expect(amount.value == nil)
            #expect(spaced(Self.bottomRow(screen)) == Said(
                english: "Not pasted: this locale writes amounts like 1.234,50 €.",
                german: "Nicht eingefügt: Hier schreibt man Beträge wie 1.234,50 €.").text(german: german))
        }
        screen.type("1.234.567.890,12.345.678")
        #expect(spaced(problem.value) == Said(
            english: "1.234.567.8… is not a valid amount: this locale writes amounts like 1.234,50 €.",
            german: "1.234.567.8… ist als Betrag ungültig: Hier schreibt man Beträge wie 1.234,50 €.").text(german: german))
        #expect((problem.value ?? "").count <= 80, "a typed text is named by its start, so that the reason fits")
    }

    @Test(arguments: languages)
    func aTextFieldAndAnEditorSayWhyAPasteIsRefused(german: Bool) {
        let screen = Self.driver(german: german)
        screen.press(.tab)
        screen.paste(String(repeating: "x", count: EditableText.pasteLimit + 1))
        #expect(Self.bottomRow(screen) == Said(
            english: "Not pasted: 10001 characters is more than a field takes (10000).",
            german: "Nicht eingefügt: 10001 Zeichen; ein Feld nimmt höchstens 10000.").text(german: german))
        screen.press(.tab)
        screen.paste("12a")
        #expect(Self.bottomRow(screen) == Said(
            english: "Not pasted: this field takes no “a”.",
            german: "Nicht eingefügt: Dieses Feld nimmt kein „a“ an.").text(german: german))
        screen.press(.tab)
        screen.paste(String(repeating: "y", count: 100_001))
        #expect(Self.bottomRow(screen) == Said(
            english: "Not pasted: 100001 characters is more than the editor takes at once (100000).",
            german: "Nicht eingefügt: 100001 Zeichen; der Editor nimmt höchstens 100000 auf einmal.").text(german: german))
    }

    /// A value field without a title, and a field and an editor that cannot be changed, asked to paste.
    private struct Unchangeable: View {
        let amount = Bound<Decimal?>(nil)
        let note = Bound("")
        let story = Bound("")

        var body: some View {
            VStack(alignment: .leading) {
                TextField(value: amount.binding, format: .number, label: { EmptyView() }).frame(width: 20)
                TextField("Note", text: note.binding).frame(width: 20).disabled(true)
                TextEditor(text: story.binding).frame(width: 20, height: 2).disabled(true)
            }
        }
    }

    /// The nodes of a screen that take pastes, top to bottom.
    private static func pasteTargets(of screen: TestDriver) -> [any PasteTarget] {
        var targets: [any PasteTarget] = []
        func visit(_ node: Node) {
            if let target = node as? any PasteTarget { targets.append(target) }
            node.forEachVisibleChild(visit)
        }
        if let root = screen.renderer.graph.root { visit(root) }
        return targets
    }

    @Test(arguments: languages)
    func aFieldWithoutATitleOrThatCannotBeChangedSaysSo(german: Bool) throws {
        let screen = formDriver(Unchangeable(), rows: 8, environment: Self.environment(german: german))
        let targets = Self.pasteTargets(of: screen)
        try #require(targets.count == 3)
        screen.paste("1")
        #expect(targets[0].paste("x") == Said(
            english: "Not pasted: “x” is not a value this field takes.",
            german: "Nicht eingefügt: „x“ ist kein Wert für dieses Feld.").text(german: german))
        #expect(targets[1].paste("x") == Said(
            english: "Not pasted: the field cannot be changed now.",
            german: "Nicht eingefügt: Das Feld kann jetzt nicht geändert werden.").text(german: german))
        #expect(targets[2].paste("x") == Said(
            english: "Not pasted: the editor cannot be changed now.",
            german: "Nicht eingefügt: Der Editor kann jetzt nicht geändert werden.").text(german: german))
    }

    @Test(arguments: languages)
    func aPasteThatNothingTakesIsSaidOnTheBottomRow(german: Bool) {
        let screen = formDriver(
            Text("No field here"), rows: 6, environment: Self.environment(german: german), showsKeyHints: true)
        screen.paste("x")
        let said = Said(
            english: "Nothing here takes text: the paste was not used.",
            german: "Hier nimmt nichts Text an: Das Eingefügte wurde nicht verwendet.")
        #expect(screen.lines.last?.contains(said.text(german: german)) == true, "\(screen.lines.last ?? "")")
    }
}
