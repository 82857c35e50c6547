import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A button's title in the bar: in lower case as the bar writes its labels ("+ new trip"), but as written in a
/// language that capitalises its nouns, where lower case misspells them ("+ Neue Reise", not "+ neue reise").
@MainActor
struct KeyHintTitleTests {
    @Test func lowerCaseExceptWhereNounsAreCapitalised() {
        #expect(KeyHint.label(fromTitle: "New Trip", languages: ["en-US"]) == "new trip")
        #expect(KeyHint.label(fromTitle: "New Trip", languages: []) == "new trip")
        #expect(KeyHint.label(fromTitle: "Nouvelle Activité", languages: ["fr-FR", "de"]) == "nouvelle activité")
        #expect(KeyHint.label(fromTitle: "Neue Reise", languages: ["de-DE"]) == "Neue Reise")
        #expect(KeyHint.label(fromTitle: "Neue Reise", languages: ["de_AT", "en"]) == "Neue Reise")
        #expect(KeyHint.label(fromTitle: "Kosten", languages: ["lb"]) == "Kosten")
    }

    private struct Screen: View {
        @State private var count = 0

        var body: some View {
            NavigationStack {
                Text("Added \(count)")
                    .navigationTitle("Trips")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Neue Reise", systemImage: "plus") { count += 1 }
                        }
                    }
            }
        }
    }

    @Test func aToolbarButtonsHintKeepsItsCapitalsInGerman() {
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        let driver = TestDriver(Screen(), environment: german)
        #expect(driver.lines.last?.contains("+ Neue Reise") == true, "\(driver.lines.last ?? "")")
        let english = TestDriver(Screen())
        #expect(english.lines.last?.contains("+ neue reise") == true, "\(english.lines.last ?? "")")
    }

    @Test func homeAndEndAreSaidInGermanInTheHelp() {
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        let driver = TestDriver(List(0..<30, id: \.self) { Text("Row \($0)") }, environment: german)
        driver.press(KeyPress.character("?"))
        #expect(driver.text.contains("Anfang, Ende") && !driver.text.contains("first, last"), "\(driver.text)")
    }

    /// A text editor's Enter, as termui-notes shows it: before, its hint stayed "⏎ new line" in German.
    @Test func aTextEditorsNewLineIsSaidInGerman() {
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        let driver = TestDriver(TextEditor(text: .constant("Kyoto")), environment: german)
        let bar = driver.lines.last ?? ""
        #expect(bar.contains("⏎ neue Zeile") && !bar.contains("new line"), "\(bar)")
        let english = TestDriver(TextEditor(text: .constant("Kyoto")))
        #expect(english.lines.last?.contains("⏎ new line") == true, "\(english.lines.last ?? "")")
    }
}
