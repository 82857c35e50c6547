import Synchronization

/// What the localized texts of a view tree looked up, for tests that check an app's translation: the keys a
/// table had in the wanted language (with the text shown), and those it did not (shown in the development
/// language, or as the key). Set with `.environment(\.localizationLog, log)`; nothing is logged without one.
package final class LocalizationLog: Sendable {
    /// A key looked up, with its table and bundle's path.
    package struct Lookup: Hashable, Sendable {
        package let key: String
        package let table: String
        package let bundlePath: String
    }

    private struct Entries {
        var translated: [Lookup: String] = [:]
        var missing: Set<Lookup> = []
    }

    private let entries = Mutex(Entries())

    package init() {}

    /// Each key found in the wanted language, with its text as shown.
    package var translated: [Lookup: String] { entries.withLock { $0.translated } }
    /// The keys not found in the wanted language.
    package var missing: Set<Lookup> { entries.withLock { $0.missing } }

    func record(_ lookup: Lookup, text: String?) {
        entries.withLock { entries in
            if let text { entries.translated[lookup] = text } else { entries.missing.insert(lookup) }
        }
    }
}

private struct LocalizationLogKey: EnvironmentKey {
    static var defaultValue: LocalizationLog? { nil }
}

extension EnvironmentValues {
    /// Where localized texts log their lookups (tests only; nil, the default, logs nothing).
    package var localizationLog: LocalizationLog? {
        get { self[LocalizationLogKey.self] }
        set { self[LocalizationLogKey.self] = newValue }
    }
}
