import Foundation
import Synchronization

/// The file behind a `PropertyListDefaults`: a binary property list holding one dictionary, read once when the
/// store is made and written whole, atomically (a new file renamed over the old), on a queue of its own, so
/// that a key press that changes a stored value never waits for the disk. Writes asked for while one is being
/// made are folded into the next: only the newest values are written. Only the user may read it: it is written
/// 0600 in folders made 0700 (`PrivateFile`), and one found readable by others is made so when read, and said.
final class PropertyListFile: Sendable {
    /// Where the file is.
    let url: URL
    /// What the file held that no stored property reads (an array, a dictionary), kept as it was so that a
    /// write loses nothing: each entry a property list of its own.
    private let untouched: [String: Data]
    private let queue = DispatchQueue(label: "TermUIViews.PropertyListFile")
    /// The values waiting to be written, if any.
    private let pending = Mutex<[String: StoredValue]?>(nil)
    /// Why the last write failed, nil when it succeeded.
    private let writeFailure = Mutex<String?>(nil)

    /// What reading the file found.
    struct Contents {
        /// The values read.
        var values: [String: StoredValue] = [:]
        /// A sentence for the user when the file could not be used as it was, nil when it could.
        var problem: String?
        /// Whether the values may be written back: false when the file exists but cannot be read, so that a
        /// write never replaces what could not be read.
        var isWritable = true
        /// Entries of types no stored property holds.
        var untouched: [String: Data] = [:]
    }

    private init(url: URL, untouched: [String: Data]) {
        self.url = url
        self.untouched = untouched
    }

    /// Reads the file at `url` and returns it with what it held, or nil with the values when nothing may be
    /// written there. A missing file holds nothing; a file that is not a property list holding a dictionary
    /// is renamed aside (`name.unreadable`, numbered when that is taken), and the problem says so.
    static func open(_ url: URL) -> (file: PropertyListFile?, contents: Contents) {
        let contents = read(url)
        return (contents.isWritable ? PropertyListFile(url: url, untouched: contents.untouched) : nil, contents)
    }

    /// Reads the file at `url`, made private first when others could read it (which the problem says).
    private static func read(_ url: URL) -> Contents {
        // Before anything else, so that a damaged file is kept aside private too.
        let madePrivate = PrivateFile.makePrivate(url)
        var contents = readContents(url)
        if madePrivate {
            let notice = "The settings file \(url.lastPathComponent) could be read by other users; now only you can."
            contents.problem = [contents.problem, notice].compactMap { $0 }.joined(separator: " ")
        }
        return contents
    }

    /// What the file at `url` holds.
    private static func readContents(_ url: URL) -> Contents {
        let name = url.lastPathComponent
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return Contents()
        } catch {
            return Contents(
                problem: "The settings file \(url.path) cannot be read (\(reason(of: error))); changes to settings are not saved.",
                isWritable: false)
        }
        let parsed = try? PropertyListSerialization.propertyList(from: bytes, format: nil)
        guard let dictionary = parsed as? [String: Any] else {
            guard let aside = keepAside(url) else {
                return Contents(
                    problem: "The settings file \(url.path) is damaged and could not be moved aside; changes to settings are not saved.",
                    isWritable: false)
            }
            return Contents(problem: "The settings file \(name) was damaged; it is kept as \(aside.lastPathComponent) and the settings start afresh.")
        }
        var contents = Contents()
        for (key, value) in dictionary {
            if let stored = StoredValue(propertyListValue: value) {
                contents.values[key] = stored
            } else if let kept = try? PropertyListSerialization.data(fromPropertyList: [value], format: .binary, options: 0) {
                contents.untouched[key] = kept
            }
        }
        return contents
    }

    /// Renames the file at `url` to a free name beside it ending in `.unreadable`; nil when it cannot be.
    private static func keepAside(_ url: URL) -> URL? {
        let manager = FileManager.default
        for number in 0..<100 {
            let suffix = number == 0 ? ".unreadable" : ".unreadable-\(number)"
            let aside = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + suffix)
            guard !manager.fileExists(atPath: aside.path) else { continue }
            return (try? manager.moveItem(at: url, to: aside)) == nil ? nil : aside
        }
        return nil
    }

    /// The system's reason for a failure, without Foundation's framing.
    private static func reason(of error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying?.localizedDescription ?? error.localizedDescription
    }

    /// Writes `values` soon, on the file's queue; returns at once.
    func write(_ values: [String: StoredValue]) {
        pending.withLock { $0 = values }
        queue.async { [self] in
            guard let values = pending.withLock({ pending in defer { pending = nil }; return pending }) else { return }
            writeFailure.withLock { $0 = save(values) }
        }
    }

    /// Waits for the writes asked for so far; returns why the last one failed, nil when it succeeded.
    func flush() -> String? {
        queue.sync {}
        return writeFailure.withLock { $0 }
    }

    /// Writes the file now; returns why it failed, or nil.
    private func save(_ values: [String: StoredValue]) -> String? {
        var dictionary: [String: Any] = values.mapValues(\.propertyListValue)
        for (key, kept) in untouched where dictionary[key] == nil {
            if let list = try? PropertyListSerialization.propertyList(from: kept, format: nil) as? [Any], let value = list.first {
                dictionary[key] = value
            }
        }
        do {
            let bytes = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
            return PrivateFile.save(bytes, to: url).map { "The settings cannot be saved in \(url.path) (\($0))." }
        } catch {
            return "The settings cannot be saved in \(url.path) (\(Self.reason(of: error)))."
        }
    }
}
