import Foundation

/// A scene that opens the file named on the command line (a `DocumentGroup`), or holds one that may (the
/// scenes of a `SceneBuilder` block, a scene with commands or a minimum size): what is wrong with that file is
/// found from the scene's type before the app starts (`DocumentLaunchProblem.check(_:in:)`).
@MainActor
protocol DocumentLaunchScene {
    /// What is wrong with `url` as the first file of this kind of scene's document; nil when nothing is.
    static func launchProblem(with url: URL) -> DocumentLaunchProblem?
}

extension DocumentGroup: DocumentLaunchScene where Document: FileDocument {
    static func launchProblem(with url: URL) -> DocumentLaunchProblem? {
        DocumentLaunchProblem.check(url, readableTypes: Document.readableContentTypes)
    }
}

extension TupleScene: DocumentLaunchScene {
    /// The first of the scenes' problems.
    static func launchProblem(with url: URL) -> DocumentLaunchProblem? {
        var found: DocumentLaunchProblem?
        for scene in repeat (each Content).self {
            if found == nil { found = DocumentLaunchProblem.check(url, in: scene) }
        }
        return found
    }
}

extension CommandsScene: DocumentLaunchScene {
    static func launchProblem(with url: URL) -> DocumentLaunchProblem? { DocumentLaunchProblem.check(url, in: Base.self) }
}

extension MinimumSizeScene: DocumentLaunchScene {
    static func launchProblem(with url: URL) -> DocumentLaunchProblem? { DocumentLaunchProblem.check(url, in: Base.self) }
}
