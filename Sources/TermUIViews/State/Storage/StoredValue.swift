import Foundation

/// One value kept by `@AppStorage` or `@SceneStorage`: the property-list types a stored property can hold.
/// URLs are kept as their absolute strings and `RawRepresentable` values as their raw values.
enum StoredValue: Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case data(Data)
    case date(Date)

    /// The value read from a property list, or nil for a type a stored property never holds (an array, a
    /// dictionary). A property list's numbers do not say whether they were written as integers: a whole
    /// number reads as `.int`, which a `Double` property takes too.
    init?(propertyListValue value: Any) {
        // A property list's numbers come as NSNumber, which would cast to Bool when 0 or 1; its booleans as Bool.
        if type(of: value) == Bool.self, let value = value as? Bool {
            self = .bool(value)
            return
        }
        switch value {
        case let value as String: self = .string(value)
        case let value as Data: self = .data(value)
        case let value as Date: self = .date(value)
        case let value as Int: self = .int(value)
        case let value as Double: self = .double(value)
        default: return nil
        }
    }

    /// The value as a property list holds it.
    var propertyListValue: Any {
        switch self {
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .data(let value): value
        case .date(let value): value
        }
    }
}
