@_spi(Reflection) import Swift
import Foundation

/// Compares values by their bytes, skipping the padding between fields (which holds leftover memory).
///
/// Equal bytes mean equal values (the same references, the same closures), so a view whose value has the same
/// bytes as last time need not be evaluated again. Different bytes may still be equal values, so the
/// comparison only ever errs towards "changed".
@MainActor
enum ValueBytes {
    /// The byte ranges of a type that hold data, found once per type by reflection.
    private static var cache: [ObjectIdentifier: [Range<Int>]] = [:]

    /// Whether two values have the same data bytes.
    static func equal<T>(_ lhs: T, _ rhs: T) -> Bool {
        let ranges = dataRanges(of: T.self)
        return withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                for range in ranges where memcmp(a + range.lowerBound, b + range.lowerBound, range.count) != 0 {
                    return false
                }
                return true
            }
        }
    }

    /// The ranges of a type's bytes that hold data: each field of a struct or tuple (recursively), or all of
    /// the type's bytes for anything else.
    static func dataRanges(of type: Any.Type) -> [Range<Int>] {
        let key = ObjectIdentifier(type)
        if let ranges = cache[key] { return ranges }
        var ranges: [Range<Int>] = []
        collect(type, at: 0, into: &ranges)
        let merged = ranges.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: [Range<Int>]()) { result, range in
            if let last = result.last, last.upperBound >= range.lowerBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else if !range.isEmpty {
                result.append(range)
            }
        }
        cache[key] = merged
        return merged
    }

    private static func collect(_ type: Any.Type, at base: Int, into ranges: inout [Range<Int>]) {
        var fields: [(offset: Int, type: Any.Type)] = []
        let rangesBefore = ranges.count
        let isAggregate = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            if kind == .struct || kind == .tuple {
                fields.append((offset, fieldType))
            } else {
                ranges.append((base + offset)..<(base + offset + size(of: fieldType)))
            }
            return true
        }
        // Reflection walks structs and tuples; it reports enums (Optional among them) as having no fields, so a
        // type of some size without fields is compared whole.
        let reportedFields = fields.count + ranges.count - rangesBefore
        if !isAggregate || (reportedFields == 0 && size(of: type) > 0) {
            ranges.append(base..<(base + size(of: type)))
            return
        }
        for field in fields { collect(field.type, at: base + field.offset, into: &ranges) }
    }

    private static func size(of type: Any.Type) -> Int {
        func measure<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: measure)
    }
}
