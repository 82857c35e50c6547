/// One record of a CSV file: its fields as text (quotes taken off, doubled quotes made one, line breaks inside
/// quoted fields kept as they are written) and the line it begins on, counted from 1 as an editor counts lines.
public struct CSVRecord: Equatable, Sendable {
    /// The fields, in order.
    public var fields: [String]
    /// The line of the file the record begins on.
    public var line: Int

    /// A record of `fields` beginning on `line`.
    public init(fields: [String], line: Int) {
        self.fields = fields
        self.line = line
    }

    /// The field at `index`, or nil when the record has fewer fields.
    public subscript(field index: Int) -> String? {
        fields.indices.contains(index) ? fields[index] : nil
    }
}
