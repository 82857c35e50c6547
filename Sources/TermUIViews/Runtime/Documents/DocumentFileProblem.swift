import Foundation

/// Why a document's file could not be read or written: the file and the error, said in a sentence that names
/// the file, in the window's languages (`TermUIText`) when it is shown.
struct DocumentFileProblem {
    /// Whether the file was being read (opened) or written (saved).
    enum Action {
        case reading, writing
    }

    let action: Action
    let url: URL
    let error: any Error

    /// The sentence, in `languages` (`LocaleCategories.languages`).
    func sentence(languages: [String]) -> String {
        if let launch = error as? DocumentLaunchProblem { return launch.sentence(languages: languages) }
        let name = url.lastPathComponent.sanitizedForTerminal()
        return TermUIText.localized(action == .reading ? readingText : writingText, [name, reason], languages: languages)
    }

    /// Why the file could not be opened, with `%@` for its name (and `%@` for the system's reason).
    private var readingText: String {
        switch error as? FileReadRefusal {
        case .notARegularFile: return "“%@” cannot be opened: it is neither a file nor a folder."
        case .linkLoop: return "“%@” cannot be opened: a link inside it leads back to a folder it is in."
        case nil: break
        }
        switch (error as? CocoaError)?.code {
        case .some(.fileReadNoSuchFile), .some(.fileNoSuchFile): return "“%@” does not exist."
        case .some(.fileReadNoPermission): return "“%@” cannot be opened: no permission to read it."
        case .some(.fileReadCorruptFile), .some(.fileReadInapplicableStringEncoding):
            return "“%@” cannot be opened: it does not hold what this app reads."
        default: return "“%@” cannot be opened: %@"
        }
    }

    /// Why the document could not be saved, with `%@` for the file's name (and `%@` for the system's reason).
    private var writingText: String {
        switch (error as? CocoaError)?.code {
        case .some(.fileWriteNoPermission): return "“%@” could not be saved: no permission to write in its folder."
        case .some(.fileWriteOutOfSpace): return "“%@” could not be saved: the disk is full."
        case .some(.fileWriteVolumeReadOnly): return "“%@” could not be saved: the disk is read-only."
        default: return "“%@” could not be saved: %@"
        }
    }

    /// The system's reason for a failure, without Foundation's framing, as one line (in the system's words).
    private var reason: String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return (underlying?.localizedDescription ?? error.localizedDescription).sanitizedForTerminal(maxLength: 200)
    }
}
