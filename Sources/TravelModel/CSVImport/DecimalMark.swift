/// What separates the whole part of an amount from its fraction in a CSV file: a point (`1,234.56`, as US and
/// British banks write) or a comma (`1.234,56`, as German and most European banks write). The other mark, a
/// space, a no-break space or an apostrophe (`1'234.56`) may group the digits by three.
public enum DecimalMark: String, CaseIterable, Equatable, Hashable, Sendable {
    case point
    case comma

    /// The mark's character.
    var scalar: Unicode.Scalar {
        self == .point ? "." : ","
    }

    /// The characters that may group the digits of an amount written with this mark.
    var groupSeparators: Set<Unicode.Scalar> {
        let spaces: Set<Unicode.Scalar> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}", "'", "\u{2019}"]
        return spaces.union([self == .point ? "," : "."])
    }

    /// "a decimal point", "a decimal comma".
    public var name: String {
        "a decimal \(rawValue)"
    }

    /// The mark an amount's text decides, when it decides one: "1.234,56" or "12,5" say a comma, "1,234.56"
    /// or "0.125" a point; "1,234" (a comma grouping thousands, or a decimal comma before three digits?) and
    /// "12" say nothing.
    static func decided(by text: String) -> DecimalMark? {
        let scalars = Array(AmountText.number(of: text))
        let points = scalars.indices.filter { scalars[$0] == "." }
        let commas = scalars.indices.filter { scalars[$0] == "," }
        switch (points.last, commas.last) {
        case let (point?, comma?):
            return point > comma ? .point : .comma
        case (nil, nil):
            return nil
        default:
            let marks = points.isEmpty ? commas : points
            let mark: DecimalMark = points.isEmpty ? .comma : .point
            let other: DecimalMark = mark == .point ? .comma : .point
            // Twice in a number, a mark groups digits.
            if marks.count > 1 { return other }
            let position = marks[0]
            let before = scalars[..<position].filter { $0.properties.numericType != nil }.count
            let after = scalars.count - position - 1
            // Grouping takes three digits after the mark and one to three before, not a lone 0.
            if after != 3 || before > 3 || before == 0 || scalars[..<position].allSatisfy({ $0 == "0" }) { return mark }
            return nil
        }
    }
}
