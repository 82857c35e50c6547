import Foundation
import Observation

/// The store behind `@AppStorage` and `@SceneStorage`: values by key, kept in a property-list file, with
/// a part of `UserDefaults`' API. TermUI only: SwiftUI's stores are `UserDefaults`, which on Linux
/// (swift-corelibs-foundation) writes `~/.config/<name>.plist` only when `synchronize()` is called, and
/// silently replaces a file it cannot read; this store writes by itself and keeps such a file aside.
///
/// A change is written soon after it is made, off the main actor (`synchronize()` waits for it): the whole
/// file, atomically. A file that is not a property list of a dictionary is renamed to `name.unreadable` and
/// `loadProblem` says so; a file that exists but cannot be read is left alone, and nothing is written to it.
/// The app's launcher makes one in the data directory it is given (`LaunchOptions.dataDirectory`): app storage
/// in `AppStorage.plist`, scene storage in `SceneStorage/<scene>.plist`. Without one, a store in memory.
///
/// Views read it under observation: a view that read a value is evaluated again when any value of the store
/// changes, so every view showing a key shows its new value.
@MainActor @Observable
public final class PropertyListDefaults {
    /// The values, by key.
    private var values: [String: StoredValue]
    /// Where they are written; nil for a store in memory or a file that could not be read.
    @ObservationIgnored private let file: PropertyListFile?
    /// The `UserDefaults` this store reads and writes instead of its own values, if any.
    @ObservationIgnored private let userDefaults: UserDefaults?
    /// Counts the changes made through `userDefaults`, whose readers observe it.
    private var userDefaultsChanges = 0
    /// Whether a synchronization of `userDefaults` is queued.
    @ObservationIgnored private var isSynchronizing = false
    /// A sentence for the user when the file could not be used as it was, nil when it could.
    public let loadProblem: String?

    /// A store in memory: it starts empty and is gone with the app.
    public init() {
        values = [:]
        file = nil
        userDefaults = nil
        loadProblem = nil
    }

    /// A store that reads and writes `defaults`, synchronizing it after each batch of input that changed it.
    /// Views see the changes made through this store, not those made to `defaults` directly.
    public init(userDefaults defaults: UserDefaults) {
        values = [:]
        file = nil
        userDefaults = defaults
        loadProblem = nil
    }

    /// The store kept in the property-list file at `url`, read now; the file and its folder are made by the
    /// first change.
    public init(contentsOf url: URL) {
        let (file, contents) = PropertyListFile.open(url)
        self.file = file
        userDefaults = nil
        values = contents.values
        loadProblem = contents.problem
    }

    /// The value for `key` as it is stored: a `Bool`, `Int`, `Double`, `String`, `Data` or `Date`; nil when
    /// there is none.
    public func object(forKey key: String) -> Any? {
        storedValue(forKey: key)?.propertyListValue
    }

    /// Sets the value for `key`: a `Bool`, `Int`, `Double`, `String`, `Data`, `Date` or `URL` (kept as its
    /// absolute string); nil, or a value of another type, removes it.
    public func set(_ value: Any?, forKey key: String) {
        let stored: StoredValue?
        switch value {
        case let url as URL: stored = .string(url.absoluteString)
        case let value?: stored = StoredValue(propertyListValue: value)
        case nil: stored = nil
        }
        setStored(stored, forKey: key)
    }

    /// Removes the value for `key`.
    public func removeObject(forKey key: String) {
        setStored(nil, forKey: key)
    }

    /// The `Bool` for `key`, false when there is none, as `UserDefaults` does.
    public func bool(forKey key: String) -> Bool {
        if case .bool(let value)? = storedValue(forKey: key) { return value }
        return false
    }

    /// The `Int` for `key`, 0 when there is none.
    public func integer(forKey key: String) -> Int {
        if case .int(let value)? = storedValue(forKey: key) { return value }
        return 0
    }

    /// The `Double` for `key`, 0 when there is none.
    public func double(forKey key: String) -> Double {
        (StoredValueKind.double.value(of: storedValue(forKey: key) ?? .bool(false)) as? Double) ?? 0
    }

    /// The `String` for `key`, nil when there is none.
    public func string(forKey key: String) -> String? {
        if case .string(let value)? = storedValue(forKey: key) { return value }
        return nil
    }

    /// The `Data` for `key`, nil when there is none.
    public func data(forKey key: String) -> Data? {
        if case .data(let value)? = storedValue(forKey: key) { return value }
        return nil
    }

    /// The `URL` for `key`, nil when there is none.
    public func url(forKey key: String) -> URL? {
        string(forKey: key).flatMap(URL.init(string:))
    }

    /// Waits until every change made so far is in the file. Returns false when the last write failed (the
    /// values are still held, and written again with the next change) or the file could not be read.
    @discardableResult
    public func synchronize() -> Bool {
        if let userDefaults { return userDefaults.synchronize() }
        guard let file else { return loadProblem == nil }
        return file.flush() == nil
    }

    /// The stored value for `key`, read under observation.
    func storedValue(forKey key: String) -> StoredValue? {
        guard let userDefaults else { return values[key] }
        _ = userDefaultsChanges
        return userDefaults.object(forKey: key).flatMap(StoredValue.init(propertyListValue:))
    }

    /// Sets or removes the stored value for `key` and asks for the file to be written, unless it is the
    /// value already there.
    func setStored(_ value: StoredValue?, forKey key: String) {
        guard storedValue(forKey: key) != value else { return }
        if let userDefaults {
            userDefaults.set(value?.propertyListValue, forKey: key)
            userDefaultsChanges += 1
            // Foundation's UserDefaults is not Sendable on Linux, so it is synchronized on the main actor,
            // after the batch of input that changed it (once for all its changes), not within the key's handling.
            guard !isSynchronizing else { return }
            isSynchronizing = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.isSynchronizing = false
                    _ = userDefaults.synchronize()
                }
            }
            return
        }
        values[key] = value
        file?.write(values)
    }
}
