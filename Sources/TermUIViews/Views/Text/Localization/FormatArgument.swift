/// A value interpolated into a localized string, as the format's specifier takes it: `%@` an object's text,
/// `%lld` and `%d` a signed integer, `%llu` and `%u` an unsigned one, `%lf` and `%f` a floating-point value.
enum FormatArgument: Hashable, Sendable {
    case object(String)
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)

    /// The number a plural rule chooses by; nil for text that is not a number.
    var pluralOperands: PluralOperands? {
        switch self {
        case .signed(let value): PluralOperands(value)
        case .unsigned(let value): PluralOperands(value)
        case .double(let value): PluralOperands(value)
        case .object(let text): Int64(text).map(PluralOperands.init)
        }
    }
}
