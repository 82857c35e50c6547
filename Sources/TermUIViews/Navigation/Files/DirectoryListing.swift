import Foundation

/// One entry of a folder as the file browser lists it.
struct DirectoryEntry: Hashable, Sendable, Identifiable {
    /// The name as the file system has it, its bytes decoded as UTF-8 (a byte that is not UTF-8 shows as �).
    let name: String
    /// Where it is.
    let url: URL
    /// Whether it is a folder (a symbolic link to one counts as one); false for `..` too, which `isParent` says.
    let isFolder: Bool
    /// Whether it is the `..` entry, the folder above.
    let isParent: Bool

    var id: URL { url }

    /// The type of the file, from its extension; `.folder` for a folder.
    var contentType: UTType {
        if isFolder || isParent { return .folder }
        let suffix = (name as NSString).pathExtension
        return UTType(filenameExtension: suffix) ?? .data
    }

    /// Whether a file of this entry is one of the types: a folder never is (it is opened).
    func isFile(ofOneOf types: [UTType]) -> Bool {
        guard !isFolder, !isParent else { return false }
        let type = contentType
        return types.contains { type.conforms(to: $0) }
    }
}

/// A folder's entries read and sorted once, when the browser opens the folder (off the main actor), and then
/// only indexed: `..` first, then the folders, then the files, each by name without regard to case. A list over
/// it finds a row by its id without a search (`ElementOffsetLookup`).
struct DirectoryListing: Sendable, RandomAccessCollection, ElementOffsetLookup {
    /// The folder.
    let folder: URL
    /// The entries in order.
    private let entries: [DirectoryEntry]
    /// Where each entry is, by its id.
    private let positions: [URL: Int]

    init(folder: URL, entries: [DirectoryEntry]) {
        self.folder = folder
        self.entries = entries
        positions = Dictionary(entries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var startIndex: Int { entries.startIndex }
    var endIndex: Int { entries.endIndex }
    subscript(position: Int) -> DirectoryEntry { entries[position] }

    /// Where the entry with an id is.
    func offset(ofElementWithID id: AnyHashable) -> Int? {
        (id.base as? URL).flatMap { positions[$0] }
    }

    /// The entry with an id.
    func entry(withID id: URL) -> DirectoryEntry? {
        positions[id].map { entries[$0] }
    }

    /// Reads a folder; throws what the file system says when it cannot be read (no permission, not a folder).
    static func read(_ folder: URL) throws -> DirectoryListing {
        let manager = FileManager.default
        let names = try manager.contentsOfDirectory(atPath: folder.path)
        var keyed: [(key: String, entry: DirectoryEntry)] = []
        keyed.reserveCapacity(names.count)
        for name in names {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            let exists = manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let entry = DirectoryEntry(name: name, url: url, isFolder: exists && isDirectory.boolValue, isParent: false)
            keyed.append(((entry.isFolder ? "0" : "1") + name.lowercased(), entry))
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.entry.name < $1.entry.name }
        var entries: [DirectoryEntry] = []
        entries.reserveCapacity(keyed.count + 1)
        if folder.standardizedFileURL.path != "/" {
            entries.append(DirectoryEntry(name: "..", url: folder.deletingLastPathComponent(), isFolder: false, isParent: true))
        }
        entries.append(contentsOf: keyed.map(\.entry))
        return DirectoryListing(folder: folder, entries: entries)
    }
}
