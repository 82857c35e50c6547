/// Why a data document (`DataDocument`) cannot be imported, and where: what is wrong, the value it is about
/// (`expenses[12].amount`, written as in code) and its line, such as
/// `expenses[12].amount, line 19: 12.5 is a JSON number; an amount is text, such as "12.5"`. One problem
/// refuses the whole document: nothing of it is imported.
public struct DataDocumentProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var reason: Reason
    /// The value it is about, such as `expenses[12].amount`; nil for the document as a whole.
    public var place: String?
    /// The line of the document it is on (of the entry, for a field of one), from 1; nil when not known.
    public var line: Int?

    /// A problem for `reason`, about the value at `place`, on `line`.
    public init(_ reason: Reason, place: String? = nil, line: Int? = nil) {
        self.reason = reason
        self.place = place
        self.line = line
    }

    /// A problem for `reason` about the value at `place` on `line`.
    init(_ reason: Reason, at place: JSONPlace, line: Int? = nil) {
        self.init(reason, place: place.description, line: line)
    }

    /// One line for the user: where, then what.
    public var description: String {
        let line = self.line.map { "line \($0)" }
        let prefix = [place, line].compactMap(\.self).joined(separator: ", ")
        return prefix.isEmpty ? reason.description : "\(prefix): \(reason)"
    }
}
