import Foundation
import Observation
import TermUIBase

/// What the file importer's and exporter's sheets show: the folder open, its entries (read and sorted off the
/// main actor once, when the folder opens, and only indexed afterwards), why it could not be read, the row
/// highlighted and the files marked.
@MainActor
@Observable
final class FileBrowserModel {
    /// The folder shown.
    private(set) var folder: URL
    /// Its entries, once read; the last folder's while the next is read.
    private(set) var listing: DirectoryListing?
    /// Why the folder could not be read, said in the sheet; nil when it could.
    private(set) var problem: String?
    /// Whether a folder is being read.
    private(set) var isReading = false
    /// The highlighted row's id (the list's selection).
    var highlighted: DirectoryEntry.ID?
    /// The files marked with Space, when several may be chosen.
    private(set) var marked: [URL] = []
    /// Counts the folders opened, so that a folder read late does not replace one opened after it.
    private var generation = 0

    /// A browser that opens `folder` first.
    init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    /// Opens a folder: its entries are read and sorted off the main actor; until then the sheet says it is
    /// reading, and a folder that cannot be read leaves a message in `locales`' languages (the last folder's
    /// entries stay).
    func open(_ url: URL, in locales: LocaleCategories) {
        generation += 1
        let opened = generation
        let target = url.standardizedFileURL
        isReading = true
        Task { [weak self] in
            let result = await Task.detached { Result { try DirectoryListing.read(target) } }.value
            self?.show(result, of: target, generation: opened, in: locales)
        }
    }

    private func show(_ result: Result<DirectoryListing, any Error>, of target: URL, generation opened: Int, in locales: LocaleCategories) {
        guard opened == generation else { return }
        isReading = false
        switch result {
        case .success(let listing):
            folder = listing.folder
            self.listing = listing
            problem = nil
            marked = []
            // The first row below `..` is highlighted.
            highlighted = listing.first { !$0.isParent }?.id ?? listing.first?.id
        case .failure(let error):
            problem = Self.reason(error, for: target, in: locales)
        }
    }

    /// Why a folder could not be read, in a sentence in `locales`' languages.
    private static func reason(_ error: any Error, for folder: URL, in locales: LocaleCategories) -> String {
        let name = folder.path.sanitizedForTerminal()
        let code = (error as? CocoaError)?.code
        switch code {
        case .some(.fileReadNoPermission): return locales.termUIText("“%@” cannot be read: no permission.", name)
        case .some(.fileReadNoSuchFile), .some(.fileNoSuchFile): return locales.termUIText("“%@” does not exist.", name)
        default: return locales.termUIText("“%@” cannot be read: %@", name, error.localizedDescription.sanitizedForTerminal())
        }
    }

    /// Marks a file, or takes its mark away.
    func toggleMark(_ url: URL) {
        if let index = marked.firstIndex(of: url) { marked.remove(at: index) } else { marked.append(url) }
    }

    /// Whether a file is marked.
    func isMarked(_ url: URL) -> Bool { marked.contains(url) }

    /// Says a problem in the sheet (a name that cannot be saved, a write that failed).
    func say(_ message: String?) {
        problem = message
    }

    /// The highlighted entry, found by its id without a search.
    var highlightedEntry: DirectoryEntry? {
        highlighted.flatMap { listing?.entry(withID: $0) }
    }
}
