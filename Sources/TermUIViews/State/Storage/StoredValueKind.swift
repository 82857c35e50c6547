import Foundation

/// Which of the types `@AppStorage` and `@SceneStorage` take a stored property has, and so how its value is
/// turned into a `StoredValue` and back. Plain data (a metatype at most), so that a view holding the property
/// compares equal to itself from one evaluation to the next.
enum StoredValueKind {
    case bool, int, double, string, url, data, date
    /// A `RawRepresentable` type whose raw value is a `String` or an `Int`.
    case raw(any RawRepresentable.Type)

    /// `value` (unwrapped when it is an optional) as it is stored; nil for nil.
    func stored(_ value: Any) -> StoredValue? {
        guard let value = unwrappedOptional(value) else { return nil }
        switch self {
        case .bool: return (value as? Bool).map(StoredValue.bool)
        case .int: return (value as? Int).map(StoredValue.int)
        case .double: return (value as? Double).map(StoredValue.double)
        case .string: return (value as? String).map(StoredValue.string)
        case .url: return (value as? URL).map { .string($0.absoluteString) }
        case .data: return (value as? Data).map(StoredValue.data)
        case .date: return (value as? Date).map(StoredValue.date)
        case .raw:
            switch (value as? any RawRepresentable)?.rawValue {
            case let raw as String: return .string(raw)
            case let raw as Int: return .int(raw)
            default: return nil
            }
        }
    }

    /// The value `stored` holds for this kind, or nil when it holds another type (it was written by another
    /// version of the app, or by hand): the property then shows its default.
    func value(of stored: StoredValue) -> Any? {
        switch (self, stored) {
        case (.bool, .bool(let value)): return value
        case (.int, .int(let value)): return value
        case (.double, .double(let value)): return value
        case (.double, .int(let value)): return Double(value)
        case (.string, .string(let value)): return value
        case (.url, .string(let value)): return URL(string: value)
        case (.data, .data(let value)): return value
        case (.date, .date(let value)): return value
        case (.raw(let type), .string(let raw)): return Self.make(type, from: raw)
        case (.raw(let type), .int(let raw)): return Self.make(type, from: raw)
        default: return nil
        }
    }

    private static func make<R: RawRepresentable>(_ type: R.Type, from raw: Any) -> Any? {
        (raw as? R.RawValue).flatMap(R.init(rawValue:))
    }
}

/// An optional seen through `Any`, so that a stored property of an optional type can store nil as "no value".
private protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedAny: Any? { self.map { $0 as Any } }
}

/// `value` without its optional wrapping: nil for nil, the wrapped value else, `value` itself when it is
/// no optional.
private func unwrappedOptional(_ value: Any) -> Any? {
    guard let optional = value as? any OptionalValue else { return value }
    return optional.wrappedAny.flatMap(unwrappedOptional)
}
