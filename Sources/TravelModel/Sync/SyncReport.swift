import Foundation

/// What one round of sync did (`AppDatabase.sync()`): this machine's files written, the other machines' files
/// applied, and what it could not do, each said in a sentence.
public struct SyncReport: Equatable, Sendable {
    /// This machine's changes written as files into its folder.
    public var filesWritten = 0
    /// Other machines' files applied.
    public var filesApplied = 0
    /// Rows those files added, changed or deleted here.
    public var rowsChanged = 0
    /// Fields (or rows) changed on both machines, decided by the later change, the other value kept.
    public var conflicts = 0
    /// Files still being written or copied (shorter than they say), left for the next round: changesets,
    /// and pictures a trip here refers to.
    public var incompleteFiles = 0
    /// This machine's pictures (`UserPictures`) copied into its folder.
    public var picturesSent = 0
    /// The pictures taken from other machines' folders into the data directory: the trips that show them
    /// show them now (`UserPictures.didReceive(_:)`).
    public var picturesReceived: [UUID] = []
    /// Why some files were not applied (damaged, of another version), and what could not be written.
    public var problems: [SyncProblem] = []

    public init() {}

    /// Whether another machine's change came in: the stores read the data again.
    public var changedData: Bool { rowsChanged > 0 }

    /// Whether the app is to hear of the round: data or pictures came in, or there is something to say.
    public var isNews: Bool {
        changedData || !picturesReceived.isEmpty || conflicts > 0 || !problems.isEmpty
    }
}

extension SyncReport {
    /// What the app says of the round, in a sentence or two; nil when there is nothing to say.
    public var notice: String? {
        var sentences: [String] = []
        if rowsChanged > 0 {
            let rows = rowsChanged == 1 ? "1 change" : "\(rowsChanged) changes"
            sentences.append("Synced \(rows) from another machine.")
        }
        if !picturesReceived.isEmpty {
            let pictures = picturesReceived.count == 1 ? "1 picture" : "\(picturesReceived.count) pictures"
            sentences.append("Took \(pictures) from another machine.")
        }
        if conflicts > 0 {
            sentences.append("\(conflicts == 1 ? "1 field was" : "\(conflicts) fields were") changed on both machines: the later change is kept, and the other too.")
        }
        if let first = problems.first {
            sentences.append("Sync: \(first)\(problems.count > 1 ? " (and \(problems.count - 1) more)" : "").")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}
