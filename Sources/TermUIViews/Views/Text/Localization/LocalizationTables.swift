import Foundation
import Synchronization

/// The string tables of bundles, where localized text is looked up: `<language>.lproj/<Table>.strings`,
/// `<language>.lproj/<Table>.stringsdict` (its entries over the `.strings` file's) and `<Table>.xcstrings`, in
/// the bundle's resource folder. The table is `Localizable` unless named.
///
/// Foundation's `Bundle` on Linux does not do this: `localizedString(forKey:value:table:)` reads the
/// development language's table whatever `LANG` and `LC_MESSAGES` say, `Bundle.preferredLocalizations(from:
/// forPreferences:)` answers `["en"]` for `["de_DE"]` out of `["en", "de"]`, it reads neither `.stringsdict`
/// nor `.xcstrings` files, and `developmentLocalization` traps in a bundle without an `Info.plist`
/// (swift-corelibs-foundation of Swift 6.3). So TermUI reads the files itself.
///
/// Process-wide, behind a lock: what each file holds, read and parsed the first time a lookup needs it and
/// kept for the process's life. That is a cache of facts that do not change while the program runs (its
/// bundle's files), the same for every caller, so two view graphs cannot tell they share it.
final class LocalizationTables: Sendable {
    /// The tables of every bundle in this process.
    static let shared = LocalizationTables()

    /// A translation found: the entry and the language of the table it came from (whose plural rules apply).
    struct Translation: Sendable {
        let entry: LocalizedEntry
        let language: String
    }

    private struct State {
        var bundles: [String: BundleLanguages] = [:]
        var tables: [TableKey: [String: LocalizedEntry]] = [:]
        var catalogs: [TableKey: StringCatalog] = [:]
        /// The languages searched for a wanted list, a development language and those available (`search`),
        /// worked out once: each text looks its key up when its node updates.
        var orders: [OrderKey: [String]] = [:]
    }

    /// A table of a bundle, for a language (the catalog's key has none).
    private struct TableKey: Hashable {
        let root: String
        let table: String
        let language: String
    }

    /// What the order of languages searched depends on (`search`).
    private struct OrderKey: Hashable {
        let wanted: [String]
        let development: String
        let available: [String]
    }

    /// What a bundle's folder holds: its `.lproj` languages, its String Catalogs' names, its development language.
    private struct BundleLanguages {
        var folders: [String]
        var catalogs: Set<String>
        var development: String?
    }

    private let state = Mutex(State())

    /// The translation of a key in the first of `languages` the table has it in (a language's own tag, then
    /// the language alone: `de-DE`, `de`), else in the bundle's development language; nil when neither has
    /// it. `languages` empty means the development language alone (the POSIX locale).
    func translation(of key: String, table: String?, bundle: Bundle, languages: [String]) -> Translation? {
        let root = bundle === Bundle.main ? Self.mainRoot : Self.root(of: bundle)
        let table = table ?? "Localizable"
        return state.withLock { state -> Translation? in
            let info = Self.languages(of: root, bundle: bundle, in: &state)
            let hasCatalog = info.catalogs.contains(table)
            guard !info.folders.isEmpty || hasCatalog else { return nil }
            let catalog = hasCatalog ? Self.catalog(root: root, table: table, in: &state) : nil
            let available = info.folders + (catalog.map { Array($0.entries.keys) } ?? [])
            let development = info.development ?? catalog?.sourceLanguage ?? "en"
            let orderKey = OrderKey(wanted: languages, development: development, available: available)
            let order: [String]
            if let known = state.orders[orderKey] {
                order = known
            } else {
                order = Self.search(languages, then: development, among: available)
                state.orders[orderKey] = order
            }
            for language in order {
                if let entry = Self.table(root: root, table: table, language: language, in: &state)[key]
                    ?? catalog?.entries[language]?[key] {
                    return Translation(entry: entry, language: language)
                }
            }
            return nil
        }
    }

    /// The main bundle's resource folder, asked once: asking a bundle takes some 2 µs on Linux, and most texts
    /// are looked up in the main bundle.
    private static let mainRoot = root(of: .main)

    private static func root(of bundle: Bundle) -> String {
        (bundle.resourceURL ?? bundle.bundleURL).path
    }

    /// The languages to search, in order: each wanted language's matches among those available (the whole
    /// tag, then less of it: `zh-Hant-TW`, `zh-Hant`, `zh`; `-` and `_` alike, in any case), then the
    /// development language's.
    static func search(_ wanted: [String], then development: String, among available: [String]) -> [String] {
        var order: [String] = []
        for tag in wanted + [development] {
            var parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
            while !parts.isEmpty {
                let candidate = parts.joined(separator: "-")
                for language in available where normalized(language) == candidate && !order.contains(language) {
                    order.append(language)
                }
                parts.removeLast()
            }
        }
        return order
    }

    private static func normalized(_ tag: String) -> String {
        tag.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    private static func languages(of root: String, bundle: Bundle, in state: inout State) -> BundleLanguages {
        if let known = state.bundles[root] { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        let folders = names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(6)) }.sorted()
        let catalogs = Set(names.filter { $0.hasSuffix(".xcstrings") }.map { String($0.dropLast(10)) })
        let development = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String
        let info = BundleLanguages(folders: folders, catalogs: catalogs, development: development)
        state.bundles[root] = info
        return info
    }

    private static func catalog(root: String, table: String, in state: inout State) -> StringCatalog {
        let key = TableKey(root: root, table: table, language: "")
        if let known = state.catalogs[key] { return known }
        let url = URL(fileURLWithPath: root).appendingPathComponent(table + ".xcstrings")
        let catalog = (try? Data(contentsOf: url)).map(StringCatalog.init(data:)) ?? StringCatalog(data: Data())
        state.catalogs[key] = catalog
        return catalog
    }

    private static func table(root: String, table: String, language: String, in state: inout State) -> [String: LocalizedEntry] {
        let key = TableKey(root: root, table: table, language: language)
        if let known = state.tables[key] { return known }
        let folder = URL(fileURLWithPath: root).appendingPathComponent(language + ".lproj")
        var entries: [String: LocalizedEntry] = [:]
        if let data = try? Data(contentsOf: folder.appendingPathComponent(table + ".strings")) {
            for (key, value) in StringsFile.entries(of: data) { entries[key] = LocalizedEntry(format: value) }
        }
        if let data = try? Data(contentsOf: folder.appendingPathComponent(table + ".stringsdict")) {
            entries.merge(StringsDictFile.entries(of: data)) { _, plural in plural }
        }
        state.tables[key] = entries
        return entries
    }
}
