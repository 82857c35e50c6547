import Foundation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `@AppStorage` and its store, `PropertyListDefaults`: values by key, shown by every view that reads the key,
/// kept in a property-list file that a second store on the same directory reads back.
@MainActor
struct AppStorageTests {
    enum Theme: String { case light, dark }
    enum Level: Int { case low = 1, high = 3 }

    private struct Counter: View {
        @AppStorage("count") private var count = 0
        @AppStorage("isOn") private var isOn = false

        var body: some View {
            VStack {
                Text("Count \(count)")
                Toggle("Lamp", isOn: $isOn)
                Button("Add") { count += 1 }
            }
        }
    }

    private struct Reader: View {
        @AppStorage("count") private var count = 0
        @AppStorage("isOn") private var isOn = false

        var body: some View {
            Text("Also \(count) \(isOn ? "on" : "off")")
        }
    }

    private struct Both: View {
        var body: some View {
            VStack {
                Counter()
                Reader()
            }
        }
    }

    /// The test's folder, removed after it.
    private let folder = TestFolder("AppStorageTests")

    /// A new empty directory in the test's folder.
    private func temporaryDirectory() throws -> URL {
        let url = folder.url.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func environment(with store: PropertyListDefaults) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.defaultAppStorage = .store(store)
        return environment
    }

    @Test func everyViewReadingAKeyShowsItsNewValue() {
        let store = PropertyListDefaults()
        let screen = TestDriver(Both(), size: TerminalSize(columns: 40, rows: 8), environment: environment(with: store))
        #expect(screen.text.contains("Count 0") && screen.text.contains("Also 0 off"))
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.text.contains("Count 1") && screen.text.contains("Also 1 off"))
        #expect(store.integer(forKey: "count") == 1)
        // The toggle's binding is `$isOn`: Space flips it, the store and the other view follow.
        screen.press(KeyPress(.tab, modifiers: .shift))
        screen.press(.space)
        #expect(store.bool(forKey: "isOn"))
        #expect(screen.text.contains("Also 1 on"))
        // A change made to the store elsewhere shows too.
        store.set(7, forKey: "count")
        screen.update()
        #expect(screen.text.contains("Count 7") && screen.text.contains("Also 7 on"))
    }

    @Test func eachWindowHasAStoreOfItsOwnWithoutOneGiven() {
        let first = TestDriver(Both(), size: TerminalSize(columns: 40, rows: 8))
        first.press(.tab)
        first.press(.return)
        #expect(first.text.contains("Count 1"))
        let second = TestDriver(Both(), size: TerminalSize(columns: 40, rows: 8))
        #expect(second.text.contains("Count 0"), "two windows in memory share nothing")
    }

    @Test func aSecondStoreOnTheSameDirectoryReadsEveryType() throws {
        let file = try temporaryDirectory().appendingPathComponent("AppStorage.plist")
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        let url = try #require(URL(string: "https://example.com/a%20b?q=1"))
        let first = PropertyListDefaults(contentsOf: file)
        #expect(first.loadProblem == nil)
        first.set(true, forKey: "bool")
        first.set(42, forKey: "int")
        first.set(2.5, forKey: "double")
        first.set("Kyōto", forKey: "string")
        first.set(url, forKey: "url")
        first.set(Data([0, 1, 255]), forKey: "data")
        first.set(date, forKey: "date")
        first.set(3.0, forKey: "whole")
        #expect(first.synchronize())

        let second = PropertyListDefaults(contentsOf: file)
        #expect(second.loadProblem == nil)
        #expect(second.bool(forKey: "bool"))
        #expect(second.integer(forKey: "int") == 42)
        #expect(second.double(forKey: "double") == 2.5)
        #expect(second.double(forKey: "whole") == 3)
        #expect(second.string(forKey: "string") == "Kyōto")
        #expect(second.url(forKey: "url") == url)
        #expect(second.data(forKey: "data") == Data([0, 1, 255]))
        #expect(second.object(forKey: "date") as? Date == date, "to the fraction of a second")
        second.removeObject(forKey: "int")
        #expect(second.synchronize())
        #expect(PropertyListDefaults(contentsOf: file).object(forKey: "int") == nil)
    }

    private struct Typed: View {
        @AppStorage("theme") var theme = Theme.light
        @AppStorage("level") var level = Level.low
        @AppStorage("name") var name: String?
        @AppStorage("chosen") var chosen: Theme?
        @AppStorage("link") var link = URL(fileURLWithPath: "/tmp")
        @AppStorage("when") var when = Date(timeIntervalSince1970: 0)

        var body: some View {
            VStack {
                Text("\(theme.rawValue) \(level.rawValue) \(name ?? "none") \(chosen?.rawValue ?? "unchosen")")
                Button("Change") {
                    theme = .dark
                    level = .high
                    name = "Ada"
                    chosen = .dark
                }
                Button("Clear") {
                    name = nil
                    chosen = nil
                }
            }
        }
    }

    @Test func rawValuesAndOptionalsAreStoredAndNilRemovesTheKey() {
        let store = PropertyListDefaults()
        let screen = TestDriver(Typed(), size: TerminalSize(columns: 40, rows: 6), environment: environment(with: store))
        #expect(screen.text.contains("light 1 none unchosen"))
        screen.press(.return)
        #expect(screen.text.contains("dark 3 Ada dark"))
        #expect(store.string(forKey: "theme") == "dark" && store.integer(forKey: "level") == 3)
        screen.press(.tab)
        screen.press(.return)
        #expect(screen.text.contains("dark 3 none unchosen"))
        #expect(store.object(forKey: "name") == nil && store.object(forKey: "chosen") == nil)
    }

    @Test func aValueOfAnotherTypeShowsTheDefault() {
        let store = PropertyListDefaults()
        store.set("loud", forKey: "level")
        store.set("mauve", forKey: "theme")
        store.set(12, forKey: "name")
        let screen = TestDriver(Typed(), size: TerminalSize(columns: 40, rows: 6), environment: environment(with: store))
        #expect(screen.text.contains("light 1 none unchosen"))
        #expect(store.string(forKey: "level") == "loud", "nothing is overwritten by reading")
    }

    @Test func aDamagedFileIsKeptAsideWithAMessage() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("AppStorage.plist")
        let garbage = Data("not a property list {".utf8)
        try garbage.write(to: file)
        // Private, as the store writes it (one readable by others is said too: PrivateStorageFileTests).
        #expect(chmod(file.path, 0o600) == 0)
        let store = PropertyListDefaults(contentsOf: file)
        let problem = try #require(store.loadProblem)
        #expect(problem == "The settings file AppStorage.plist was damaged; it is kept as AppStorage.plist.unreadable and the settings start afresh.")
        #expect(try Data(contentsOf: directory.appendingPathComponent("AppStorage.plist.unreadable")) == garbage)
        store.set(1, forKey: "count")
        #expect(store.synchronize())
        #expect(PropertyListDefaults(contentsOf: file).integer(forKey: "count") == 1)
        // A second damaged file does not replace the first one kept.
        try garbage.write(to: file)
        #expect(chmod(file.path, 0o600) == 0)
        #expect(PropertyListDefaults(contentsOf: file).loadProblem?.contains("AppStorage.plist.unreadable-1") == true)
    }

    @Test func aFileThatCannotBeReadIsNeverWritten() throws {
        let directory = try temporaryDirectory()
        // A directory where the file should be: it cannot be read as a file.
        let file = directory.appendingPathComponent("AppStorage.plist")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let store = PropertyListDefaults(contentsOf: file)
        #expect(store.loadProblem?.hasPrefix("The settings file \(file.path) cannot be read") == true)
        store.set(1, forKey: "count")
        #expect(store.integer(forKey: "count") == 1, "kept in memory")
        #expect(!store.synchronize())
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func entriesNoPropertyReadsAreKept() throws {
        let file = try temporaryDirectory().appendingPathComponent("AppStorage.plist")
        let original: [String: Any] = ["list": [1, 2, 3], "count": 1]
        try PropertyListSerialization.data(fromPropertyList: original, format: .xml, options: 0).write(to: file)
        let store = PropertyListDefaults(contentsOf: file)
        store.set(2, forKey: "count")
        #expect(store.synchronize())
        let written = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
        #expect(written?["list"] as? [Int] == [1, 2, 3])
        #expect(written?["count"] as? Int == 2)
    }

    @Test func theRendererAnnouncesADamagedFile() throws {
        let file = try temporaryDirectory().appendingPathComponent("AppStorage.plist")
        try Data("garbage".utf8).write(to: file)
        let screen = TestDriver(Both(), size: TerminalSize(columns: 120, rows: 8),
                                environment: environment(with: PropertyListDefaults(contentsOf: file)))
        #expect(screen.text.contains("The settings file AppStorage.plist was damaged"))
    }

    private struct Modified: View {
        let store: PropertyListDefaults
        var body: some View {
            Reader().defaultAppStorage(store)
        }
    }

    @Test func defaultAppStorageChoosesTheStoreInside() {
        let inner = PropertyListDefaults()
        inner.set(5, forKey: "count")
        let screen = TestDriver(VStack { Reader(); Modified(store: inner) }, size: TerminalSize(columns: 40, rows: 4))
        #expect(screen.text.contains("Also 0 off") && screen.text.contains("Also 5 off"))
    }

    private struct Explicit: View {
        @AppStorage private var count: Int
        init(store: UserDefaults) {
            _count = AppStorage(wrappedValue: 0, "count", store: store)
        }
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    @Test func aUserDefaultsStoreIsReadAndWritten() throws {
        // Foundation on Linux takes a suite named by a path as the file `path.plist`.
        let suite = try temporaryDirectory().appendingPathComponent("defaults").path
        let defaults = try #require(UserDefaults(suiteName: suite))
        // Foundation writes the file later, making its folder again, unless it is written before the test's
        // folder goes.
        defer { defaults.synchronize() }
        let screen = TestDriver(Explicit(store: defaults), size: TerminalSize(columns: 40, rows: 3))
        screen.press(.return)
        #expect(screen.text.contains("Count 1"))
        #expect(defaults.integer(forKey: "count") == 1)
    }
}
