import Foundation

/// Why a document's file could not be read or written, in a sentence that names it.
enum DocumentFileProblem {
    /// Why the file at `url` could not be opened.
    static func reading(_ url: URL, _ error: any Error) -> String {
        let name = url.lastPathComponent.sanitizedForTerminal()
        switch error as? FileReadRefusal {
        case .notARegularFile: return "“\(name)” cannot be opened: it is neither a file nor a folder."
        case .linkLoop: return "“\(name)” cannot be opened: a link inside it leads back to a folder it is in."
        case nil: break
        }
        switch (error as? CocoaError)?.code {
        case .some(.fileReadNoSuchFile), .some(.fileNoSuchFile): return "“\(name)” does not exist."
        case .some(.fileReadNoPermission): return "“\(name)” cannot be opened: no permission to read it."
        case .some(.fileReadCorruptFile), .some(.fileReadInapplicableStringEncoding):
            return "“\(name)” cannot be opened: it does not hold what this app reads."
        default: return "“\(name)” cannot be opened: \(reason(of: error))"
        }
    }

    /// Why the document could not be saved to `url`.
    static func writing(_ url: URL, _ error: any Error) -> String {
        let name = url.lastPathComponent.sanitizedForTerminal()
        switch (error as? CocoaError)?.code {
        case .some(.fileWriteNoPermission): return "“\(name)” could not be saved: no permission to write in its folder."
        case .some(.fileWriteOutOfSpace): return "“\(name)” could not be saved: the disk is full."
        case .some(.fileWriteVolumeReadOnly): return "“\(name)” could not be saved: the disk is read-only."
        default: return "“\(name)” could not be saved: \(reason(of: error))"
        }
    }

    /// The system's reason for a failure, without Foundation's framing, as one line.
    private static func reason(of error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return (underlying?.localizedDescription ?? error.localizedDescription).sanitizedForTerminal(maxLength: 200)
    }
}
