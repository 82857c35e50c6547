import Foundation
import Testing
@testable import TermUITesting
import TermUIBase
@testable import TermUIViews
import TravelModel
@testable import WishlistUI

/// The app in German (`LC_MESSAGES=de_DE.UTF-8`, here `\.locale`).
///
/// Every key the sources use has a German value (`LocalizedKeyScan` finds them), and so has every name the model
/// holds in English and the app shows (categories, collections, sections, flight statuses, badges). Every screen
/// of the hint walk, drawn at 80x24 and 200x50 with every localized lookup logged: a key without a German value
/// fails, and so does a German text that no longer fits: one whose text node is left out of the screen (a
/// toolbar item dropped for room) or is narrower than its text, a screen with more text cut short ("…") than
/// the English one has, or a bar without a key of the screen's own that the English bar shows.
@MainActor
struct GermanScreenTests {
    nonisolated static let screens = KeyHintWalkTests.routes

    nonisolated static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 200, rows: 50)]

    nonisolated static let german = Locale(identifier: "de_DE")

    /// The German table's keys: the `.strings` file's and the `.stringsdict` file's.
    nonisolated static let germanKeys: Set<String> = {
        let folder = (WishlistUIBundle.bundle.resourceURL ?? WishlistUIBundle.bundle.bundleURL).appendingPathComponent("de.lproj")
        let strings = (try? Data(contentsOf: folder.appendingPathComponent("Localizable.strings"))).map(StringsFile.entries(of:))
        let plurals = (try? Data(contentsOf: folder.appendingPathComponent("Localizable.stringsdict"))).map(StringsDictFile.entries(of:))
        return Set((strings ?? [:]).keys).union((plurals ?? [:]).keys)
    }()

    /// The German table's values, in lower case (a hint's label that is German already: "filter").
    nonisolated static let germanValues: Set<String> = {
        let folder = (WishlistUIBundle.bundle.resourceURL ?? WishlistUIBundle.bundle.bundleURL).appendingPathComponent("de.lproj")
        let strings = (try? Data(contentsOf: folder.appendingPathComponent("Localizable.strings"))).map(StringsFile.entries(of:))
        return Set((strings ?? [:]).values.map { $0.lowercased() })
    }()

    /// WishlistUI's sources (and the command line's, which reads the same tables).
    nonisolated static let sourceFiles: [URL] = {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        return ["WishlistUI", "wishlist"].flatMap { folder -> [URL] in
            let enumerator = FileManager.default.enumerator(at: sources.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        }
    }()

    /// The strings of the text nodes a driver's screen shows (in the window, not left out for room).
    static func shownTexts(of driver: TestDriver, in window: Rect) -> Set<String> {
        var shown: Set<String> = []
        func visit(_ node: Node) {
            if let text = node as? TextNode, !node.frame.isEmpty, !node.frame.intersection(window).isEmpty {
                shown.insert(text.string)
            }
            node.forEachVisibleChild(visit)
        }
        if let root = driver.renderer.graph.root { visit(root) }
        return shown
    }

    @Test func everyKeyOfTheSourcesHasAGermanValue() throws {
        #expect(Self.germanKeys.count > 300, "the German table is read")
        var found = 0
        for file in Self.sourceFiles {
            let source = try String(contentsOf: file, encoding: .utf8)
            for key in LocalizedKeyScan.keys(in: source) {
                found += 1
                #expect(Self.germanKeys.contains(where: key.matches), "no German for “\(key)” (\(file.lastPathComponent))")
            }
        }
        #expect(found > 300, "the scan finds the keys (\(found))")
    }

    /// TermUI's own text the app shows (the help's headings, undo's words, a text field's and a value field's
    /// refusals of a key or a paste) has a German value in TermUI's table (`TermUIText`): each literal key the
    /// sources give `TermUIText.localized`, and the names of a value field's values that they give it as values.
    @Test func everyKeyOfTermUIsOwnTextHasAGermanValue() throws {
        let german = try #require(TermUIText.tables["de"])
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/TermUIViews")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var found = 0
        for file in (enumerator?.allObjects as? [URL] ?? []) where file.pathExtension == "swift" {
            for key in Self.termUITextKeys(in: try String(contentsOf: file, encoding: .utf8)) {
                found += 1
                #expect(german[key] != nil, "no German for “\(key)” in TermUIText (\(file.lastPathComponent))")
            }
        }
        #expect(found > 30, "the scan finds the keys (\(found))")
        for noun in ["amount", "number", "percentage", "value"] {
            for key in [noun, noun + "s", ValueText.withArticle(noun)] {
                #expect(german[key] != nil, "no German for “\(key)” in TermUIText")
            }
        }
        #expect(Self.termUITextKeys(in: #"TermUIText.localized(a ? "x %@" : "y", "\(n)", in: e); f("z")"#) == ["x %@", "y"])
        #expect(Self.termUITextKeys(in: #"locales.termUIText("Replace “%@”?", name)"#) == ["Replace “%@”?"])
    }

    /// The literals of the first argument of each `TermUIText.localized(` and `locales.termUIText(` call in
    /// `source` (a ternary's both).
    nonisolated static func termUITextKeys(in source: String) -> [String] {
        source.replacing(".termUIText(", with: "TermUIText.localized(")
            .components(separatedBy: "TermUIText.localized(").dropFirst().flatMap { call -> [String] in
                var depth = 0, inLiteral = false, escaped = false, argument = ""
                for character in call {
                    if inLiteral {
                        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inLiteral = false }
                    } else if character == "\"" {
                        inLiteral = true
                    } else if character == "(" || character == "[" {
                        depth += 1
                    } else if character == ")" || character == "]" || character == "," {
                        if depth == 0 { break }
                        if character != "," { depth -= 1 }
                    }
                    argument.append(character)
                }
                // A key made of a value (`"\\(noun)s"`) is checked by its values above.
                return argument.matches(of: /"((?:[^"\\]|\\.)*)"/).map { String($0.output.1) }.filter { !$0.contains("\\(") }
            }
    }

    /// The expense sheet's Amount field turns a letter and a paste away in German (TermUI's words, the locale's
    /// separators, the field's German title), each message whole on the bottom row.
    @Test(arguments: sizes)
    func theAmountFieldRefusesInGerman(size: TerminalSize) {
        let view = ExpensesView()
            .environment(BudgetStore.sample(now: Date(), currencyCode: "EUR"))
            .environment(AppNavigation())
            .environment(\.currencyCode, "EUR")
            .environment(\.localeCategories, LocaleCategories(all: Self.german))
        let driver = TestDriver(view, size: size)
        driver.press(KeyPress.character("+"))
        driver.type("Kaffee")
        driver.press(.tab)
        func bottomRow() -> String { (driver.lines.last ?? "").trimmingCharacters(in: .whitespaces) }
        driver.type("4x")
        #expect(bottomRow() == "Nicht getippt: Ein Betrag nimmt nur Ziffern, „,“, „.“ und „-“, nicht „x“.")
        driver.paste("2 Euro")
        #expect(bottomRow() == "Nicht eingefügt: „2 Euro“ ist kein Wert für Betrag.")
        driver.press(.control("u"))
        driver.paste("4.50")
        #expect(bottomRow() == "Nicht eingefügt: Hier schreibt man 4,50.")
        driver.paste("12,505")
        #expect(bottomRow() == "Nicht eingefügt: mehr als 2 Nachkommastellen.")
    }

    /// The command line says each of its own messages (a usage error, what a command did) through the tables, so
    /// that it has a German value (`everyKeyOfTheSourcesHasAGermanValue`): a literal given straight to a usage
    /// error, `say` or a stream holds no English word, only values (`"\(error)"`) and the command's name.
    @Test func theCommandLineSaysNoEnglishLiteral() throws {
        var calls = 0
        for file in Self.sourceFiles where file.deletingLastPathComponent().lastPathComponent == "wishlist" {
            let source = try String(contentsOf: file, encoding: .utf8)
            calls += source.matches(of: /(usage|say|UsageError\(message:|\.write)\(/).count
            for literal in Self.messageLiterals(in: source) {
                #expect(Self.englishWords(in: literal).isEmpty,
                        "“\(literal)” in \(file.lastPathComponent) is English only: say it through messageLocales.localized")
            }
        }
        #expect(calls > 60, "the scan reads the places that say something (\(calls))")
        // The check itself: an English literal is found, values, escapes and the command's name are not words.
        #expect(Self.messageLiterals(in: #"Self.say("cannot write \(path)"); throw reader.usage(x)"#) == [#"cannot write \(path)"#])
        #expect(Self.englishWords(in: #"cannot write \(path)"#) == ["cannot", "write"])
        #expect(Self.englishWords(in: #"wishlist \(name): \(message.sanitized(maxLength: 2))"#).isEmpty)
        #expect(Self.englishWords(in: #"\r\u{1B}[Kwishlist \(command)"#).isEmpty)
    }

    /// The literals given straight to a usage error, `say` or a stream's `write` in `source`, as written.
    nonisolated static func messageLiterals(in source: String) -> [String] {
        source.matches(of: /(usage|say|UsageError\(message:|\.write)\(\s*"((?:[^"\\]|\\.)*)"/).map { String($0.output.2) }
    }

    /// The words of a literal besides its values, its escapes and the commands' names.
    nonisolated static func englishWords(in literal: String) -> [String] {
        let names: Set = ["wishlist", "export", "import", "backup", "restore", "sync"]
        return literal.replacing(/\\\((?:[^()]|\([^()]*\))*\)|\\u\{[0-9A-Fa-f]+\}\[?[A-Z]?|\\./, with: " ")
            .matches(of: /[A-Za-z]{2,}/).map { String($0.output) }.filter { !names.contains($0) }
    }

    /// The scan finds a key in each of the forms the sources use, and nothing else.
    @Test func theScanFindsKeysInTheirForms() {
        let source = #"""
            Text("Trip", bundle: .module)
            Text("\(name) of \(count) done", bundle: .module)
            Text(verbatim: "not a key")
            Image(systemName: "plus")
            locales.localized(isDone ? "done" : "not done")
            .sheetChrome("Import CSV", confirm: needsReading ? "Read" : "Import")
            // Text("in a comment", bundle: .module)
            """#
        let keys = LocalizedKeyScan.keys(in: source).map(\.description)
        #expect(keys == ["Trip", "%@ of %@ done", "done", "not done", "Import CSV", "Read", "Import"])
        let key = LocalizedKeyScan.keys(in: #"Text("\(a) of \(b) done", bundle: .module)"#)[0]
        #expect(key.matches("%lld of %lld done") && key.matches("%1$@ of %2$lld done"))
        #expect(!key.matches("%lld of %lld") && !key.matches("of done"))
    }

    @Test func everyNameTheModelHoldsHasAGermanValue() {
        let trips = TripStore.sample()
        var names = AppNavigation.Section.allCases.map(\.title)
            + TripCollection.all.map(\.title) + TravelModel.Category.all.map(\.title)
            + FlightStatus.allCases.map(\.title) + FlightEvent.Kind.allCases.map(\.title)
            + Flight.Direction.allCases.map(\.title) + ["All Flights"]
            + trips.achievements.flatMap { [$0.title, $0.description] }
        for key in ExpenseSort.Key.allCases {
            for ascending in [false, true] {
                let name = ExpenseOrdering.name(of: ExpenseSort(key, ascending: ascending))
                names += [name, "sort: \(name)"]
            }
        }
        for name in names {
            #expect(Self.germanKeys.contains(name), "no German for “\(name)”")
        }
        // The board's status column is as wide as the longest English status: no German one is wider.
        let germanStatuses = FlightStatus.allCases.map { LocaleCategories(all: Self.german).localized(name: $0.title) }
        #expect(germanStatuses.allSatisfy { CGFloat($0.count) <= FlightRow.statusWidth }, "\(germanStatuses)")
    }

    @Test(arguments: screens, sizes)
    func everyTextIsGermanAndFits(screen: KeyHintWalkTests.Route, size: TerminalSize) {
        let log = LocalizationLog()
        var environment = EnvironmentValues()
        environment.localizationLog = log
        let (driver, _) = ScreenFixture.window(size: size, environment: environment, locale: Self.german)
        for key in screen.keys { driver.press(key) }
        let translations = Set(log.translated.values)
        // A German text given to a control that looks its title up again (TermUI's `TableColumn` with a string)
        // is no key.
        let missing = log.missing.filter { !translations.contains($0.key) && !Self.germanValues.contains($0.key.lowercased()) }
        #expect(missing.isEmpty, "no German for \(missing.map(\.key).sorted()) on \(screen) at \(size)\n\(driver.text)")
        #expect(!log.translated.isEmpty, "\(screen) shows no localized text")
        let window = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
        func visit(_ node: Node) {
            if let text = node as? TextNode, translations.contains(text.string) {
                let width = Glyph.width(of: text.string)
                if node.frame.isEmpty {
                    Issue.record("“\(text.string)” is not shown on \(screen) at \(size)\n\(driver.text)")
                } else if !node.frame.intersection(window).isEmpty {
                    #expect(node.frame.width * node.frame.height >= width,
                            "“\(text.string)” is cut to \(node.frame) on \(screen) at \(size)\n\(driver.text)")
                }
            }
            node.forEachChild(visit)
        }
        if let root = driver.renderer.graph.root { visit(root) }

        // The bar's hints: each label German by a table (the app's or TermUI's), or a German text's (a button's
        // title, "neue reise"), or other than the English screen's (made in German: "nach Titel").
        var german = EnvironmentValues()
        german.locale = Self.german
        german.keyHintBundle = WishlistUIBundle.bundle
        let (english, _) = ScreenFixture.window(size: size)
        for key in screen.keys { english.press(key) }
        let englishLabels = Dictionary(english.keyHints.map { ($0.key, $0.label) }, uniquingKeysWith: { first, _ in first })
        let titles = Set(log.translated.values.map { $0.lowercased() })
        for (hint, shown) in zip(driver.keyHints, KeyHintLabels.translated(driver.keyHints, in: german))
        where shown.label == hint.label && !titles.contains(hint.label) && englishLabels[hint.key] == hint.label
            && !Self.germanValues.contains(hint.label.lowercased()) {
            Issue.record("no German for the hint “\(hint.key) \(hint.label)” on \(screen) at \(size)")
        }

        // Each text the English screen shows of a key without values (a title, a label), the German one shows in
        // German: none dropped for room (a toolbar gives up its title before its buttons).
        let englishShown = Self.shownTexts(of: english, in: window), germanShown = Self.shownTexts(of: driver, in: window)
        for (lookup, text) in log.translated where !lookup.key.contains("%") && englishShown.contains(lookup.key)
            && !germanShown.contains(text) {
            Issue.record("“\(text)” (“\(lookup.key)”) is not shown on \(screen) at \(size)\n\(driver.text)\n\(english.text)")
        }

        // Nothing cut above the bar that the English screen shows whole; and the bar shows every key of the
        // screen's own (its view's actions, its shortcuts) that the English bar shows. The keys of every screen
        // (moving, Esc, sections, quit) may give way to longer German words: "…" says so, and `?` lists them.
        let cut = { (driver: TestDriver) in driver.lines.dropLast().joined().filter { $0 == "…" }.count }
        #expect(cut(driver) <= cut(english), "more cut short in German on \(screen) at \(size)\n\(driver.text)\n\(english.text)")
        let ownKeys = { (hints: [KeyHint]) in Set(hints.filter { $0.role == .action || $0.role == .screen }.map(\.key)) }
        let germanBar = KeyHintBar.fitting(KeyHintLabels.translated(driver.keyHints, in: german), width: size.columns)
        let englishBar = KeyHintBar.fitting(english.keyHints, width: size.columns)
        let dropped = ownKeys(englishBar.shown).subtracting(ownKeys(germanBar.shown))
        // The bar as drawn is that one: its labels read in the screen's environment, a screen with nothing focused
        // (a flight's details) included.
        for hint in germanBar.shown {
            #expect(driver.lines.last?.contains("\(hint.key) \(hint.label)") == true,
                    "“\(hint.key) \(hint.label)” not drawn on \(screen) at \(size): \(driver.lines.last ?? "")")
        }
        #expect(dropped.isEmpty, "\(dropped.sorted()) dropped from the bar in German on \(screen) at \(size): \(driver.lines.last ?? "")")
    }

    /// Undo and redo say the step in German: its name is the model's value put into German words, the trip's or
    /// activity's name in German quotation marks, on the bottom row whole at 80x24.
    @Test(arguments: sizes)
    func undoAndRedoSayTheStepInGerman(size: TerminalSize) throws {
        // The window's own messages ("Undone: %@.") read the root's environment, as the process's locale sets it.
        var environment = EnvironmentValues()
        environment.locale = Self.german
        let (driver, model) = ScreenFixture.window(size: size, environment: environment, locale: Self.german)
        driver.press(KeyPress(.return))
        driver.settle()
        let trip = try #require(model.wishlist.recentTrips(limit: 1).first)
        let activity = try #require(model.wishlist.activities(ofTrip: trip.id).first)
        driver.press(KeyPress.character(" "))
        driver.renderer.undoManager.closeEventGroup()
        driver.press(KeyPress.character("u"))
        let done = activity.isComplete ? "als nicht erledigt" : "als erledigt"
        #expect(driver.lines.last?.contains("Widerrufen: „\(activity.name)“ \(done) markieren.") == true, "\(driver.lines.last ?? "")")
        driver.press(KeyPress.character("U"))
        #expect(driver.lines.last?.contains("Wiederholt: „\(activity.name)“ \(done) markieren.") == true, "\(driver.lines.last ?? "")")
        driver.press(KeyPress.character("D"))
        driver.press(KeyPress(.return))
        driver.settle()
        #expect(model.wishlist.trip(id: trip.id) == nil)
        driver.press(KeyPress.character("u"))
        driver.settle()
        #expect(driver.lines.last?.contains("Widerrufen: „\(trip.name)“ löschen.") == true, "\(driver.lines.last ?? "")")
    }

    /// The import sheet with a German bank's file read, in German: the guess's reasons, the counts and each row
    /// skipped with why, all from the model's values in German words, and every lookup of the sheet found.
    @Test(arguments: sizes)
    func theImportSheetSaysTheFileInGerman(size: TerminalSize) async throws {
        let log = LocalizationLog()
        let fixture = try ImportSheetTests.Fixture(size: size, locale: Self.german, log: log)
        await fixture.read(try fixture.file(ImportSheetTests.german, named: "umsaetze.csv"))
        await fixture.waitUntil { $0.element(identifier: "import.counts") != nil }
        let driver = fixture.driver
        let counts = driver.element(identifier: "import.counts")?.text.replacingOccurrences(of: "\n", with: " ")
        #expect(counts == "3 Ausgaben zu importieren; 2 Zeilen übersprungen (1 Geldeingang, 1 keine Buchung).", "\(size)\n\(driver.text)")
        var seen = driver.text
        for _ in 0..<40 {
            driver.press(.tab)
            seen += driver.text
        }
        let translations = Set(log.translated.values)
        let missing = log.missing.filter { !translations.contains($0.key) && !Self.germanValues.contains($0.key.lowercased()) }
        #expect(missing.isEmpty, "no German for \(missing.map(\.key).sorted()) at \(size)")
        let shown = seen.replacingOccurrences(of: "\n", with: " ")
        for german in ["Vermutet: wie die Datei",
                       "Zeile 5: eingenommenes Geld", "Zeile 9: eine Summenzeile"] {
            #expect(shown.contains(german), "“\(german)” at \(size)\n\(driver.text)")
        }
        for english in ["line ", "Guessed", "as the file", "money received", "not a transaction"] {
            #expect(!shown.contains(english), "“\(english)” in German at \(size)\n\(driver.text)")
        }
    }
}
