@_spi(Reflection) import Swift
import Foundation

/// Compares values by their bytes, skipping the padding between fields (which holds leftover memory).
///
/// Equal bytes mean equal values (the same references, the same closures), so a view whose value has the same
/// bytes as last time need not be evaluated again. Different bytes may still be equal values, so the
/// comparison only ever errs towards "changed". Fields of a type that is `ComparedByValue` are compared by
/// value instead, wherever they are in the value (a `Text` in the tuple of a stack's content: its runs are an
/// array made anew each time a body builds it, so that its bytes never match).
@MainActor
enum ValueBytes {
    /// Where a type's data is: the byte ranges compared as bytes, and the fields compared by value.
    private struct DataLayout {
        var ranges: [Range<Int>]
        var valueFields: [(offset: Int, type: any ComparedByValue.Type)]
    }

    /// Each type's layout, found once per type by reflection.
    private static var cache: [ObjectIdentifier: DataLayout] = [:]

    /// The types compared by value, as each has told (`compareByValue(_:)`): looked up by identity, because
    /// asking the runtime whether a type conforms to `ComparedByValue` costs a search of every conformance the
    /// first time for each type, and a screen's first update meets dozens of new view types.
    private static var comparedByValue: [ObjectIdentifier: any ComparedByValue.Type] = [:]

    /// Makes values of `type`, wherever they are in a value, compared by value (`ComparedByValue.isSame`).
    /// Called by the type's node as it is made, so before any value holding one is compared again; a layout
    /// found before that treated it as bytes (only ever "changed") and is found again.
    static func compareByValue(_ type: any ComparedByValue.Type) {
        guard comparedByValue.updateValue(type, forKey: ObjectIdentifier(type)) == nil else { return }
        cache.removeAll()
    }

    /// Whether two values have the same data: the same bytes, and fields compared by value the same.
    static func equal<T>(_ lhs: T, _ rhs: T) -> Bool {
        let layout = layout(of: T.self)
        return withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                for range in layout.ranges where memcmp(a + range.lowerBound, b + range.lowerBound, range.count) != 0 {
                    return false
                }
                for field in layout.valueFields where !field.type.isSame(a + field.offset, b + field.offset) {
                    return false
                }
                return true
            }
        }
    }

    /// The ranges of a type's bytes compared as bytes (its fields that are `ComparedByValue` are not among them).
    static func dataRanges(of type: Any.Type) -> [Range<Int>] {
        layout(of: type).ranges
    }

    /// The layout of a type: each field of a struct or tuple (recursively) that holds data, as a byte range or,
    /// for a field compared by value, its offset and type; all of the type's bytes for anything else.
    private static func layout(of type: Any.Type) -> DataLayout {
        let key = ObjectIdentifier(type)
        if let layout = cache[key] { return layout }
        var ranges: [Range<Int>] = []
        var valueFields: [(offset: Int, type: any ComparedByValue.Type)] = []
        collect(type, at: 0, into: &ranges, valueFields: &valueFields)
        let merged = ranges.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: [Range<Int>]()) { result, range in
            if let last = result.last, last.upperBound >= range.lowerBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else if !range.isEmpty {
                result.append(range)
            }
        }
        let layout = DataLayout(ranges: merged, valueFields: valueFields)
        cache[key] = layout
        return layout
    }

    private static func collect(
        _ type: Any.Type, at base: Int, into ranges: inout [Range<Int>], valueFields: inout [(offset: Int, type: any ComparedByValue.Type)]
    ) {
        if let compared = comparedByValue[ObjectIdentifier(type)] {
            valueFields.append((base, compared))
            return
        }
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
        for field in fields { collect(field.type, at: base + field.offset, into: &ranges, valueFields: &valueFields) }
    }

    private static func size(of type: Any.Type) -> Int {
        func measure<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: measure)
    }
}

/// A value `ValueBytes` compares by value rather than by its bytes, wherever it is in a view: one whose bytes
/// differ each time it is made though its value is the same (it holds an array, say).
@MainActor
protocol ComparedByValue {
    /// Whether the two are the same value; when unsure, false (a view is then evaluated again, never wrongly
    /// skipped).
    func isSame(as other: Self) -> Bool
}

extension ComparedByValue {
    /// Whether the values of this type at two addresses are the same.
    static func isSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        lhs.load(as: Self.self).isSame(as: rhs.load(as: Self.self))
    }
}
