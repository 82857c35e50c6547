/// Why `JSONTokenizer` could not read on, and where: the offset of the byte, from 0, at which it stopped.
struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    /// What kind of stop it is.
    enum Kind: Equatable, Sendable {
        /// The text ends before the document does.
        case truncated
        /// The text is not JSON there, for the problem given, such as "expected ',' or ']', found 'x'".
        case malformed(JSONSyntaxProblem)
        /// Valid JSON, perhaps, but beyond what a document of the app ever holds (a string of more than
        /// `JSONTokenizer.maximumTextLength` bytes, nesting deeper than `JSONTokenizer.maximumDepth`).
        case beyondLimit(JSONLimit)
        /// The file could not be read on, for the system's reason.
        case unreadable(FailureReason)
    }

    /// What kind of stop it is.
    var kind: Kind
    /// The offset of the byte where reading stopped.
    var offset: Int

    /// The reason and the place, such as `expected ':' after a key, found '"' at byte 12`.
    var description: String {
        switch kind {
        case .truncated: "the text ends in the middle, at byte \(offset)"
        case .malformed(let problem): "\(problem) at byte \(offset)"
        case .beyondLimit(let limit): "\(limit) at byte \(offset)"
        case .unreadable(let reason): "\(reason) at byte \(offset)"
        }
    }
}
