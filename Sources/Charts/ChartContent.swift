import Foundation
import TermUI

/// What a chart's builder holds, as in Swift Charts: marks, `ForEach` over marks, and your own content with
/// a `body`. Marks are also views (so that TermUI's `ForEach` can hold them), but only a `Chart` draws them.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content the body returns (Swift Charts calls it `Body`; TermUI's name keeps it apart from
    /// `View`'s, since marks are both).
    associatedtype ChartBody: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: ChartBody { get }
    /// Adds the marks this content holds (TermUI's way for a chart to read its content).
    func _appendMarks(to marks: inout [_PlottedMark])
}

extension ChartContent {
    /// Content with a body holds its body's marks.
    public func _appendMarks(to marks: inout [_PlottedMark]) {
        body._appendMarks(to: &marks)
    }
}

extension Never: ChartContent {}

extension ChartContent where ChartBody == Never {
    /// Content the chart reads directly has no body.
    public var body: Never { return fatalError("\(Self.self) is read by the chart; it has no body") }
}

/// Builds chart content from marks, as Swift Charts' builder does (with `if` and `for` as well).
@MainActor @resultBuilder
public enum ChartContentBuilder {
    /// One piece of content.
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    /// Nothing.
    public static func buildBlock() -> _ChartContentList { _ChartContentList(items: []) }
    /// Pieces of content in order.
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> _ChartContentList {
        var items: [any ChartContent] = []
        for piece in repeat each content { items.append(piece) }
        return _ChartContentList(items: items)
    }
    /// Content shown when a condition holds.
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> _ChartContentList {
        _ChartContentList(items: content.map { [$0] } ?? [])
    }
    /// The first branch of an `if`.
    public static func buildEither<First: ChartContent>(first: First) -> _ChartContentList { _ChartContentList(items: [first]) }
    /// The second branch of an `if`.
    public static func buildEither<Second: ChartContent>(second: Second) -> _ChartContentList { _ChartContentList(items: [second]) }
    /// The content of a `for` loop.
    public static func buildArray<Content: ChartContent>(_ content: [Content]) -> _ChartContentList { _ChartContentList(items: content) }
    /// Content behind an availability check.
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> _ChartContentList {
        _ChartContentList(items: [content])
    }
}

/// Pieces of chart content in order, as the builder makes them.
public struct _ChartContentList: ChartContent {
    /// The pieces.
    let items: [any ChartContent]

    /// Each piece's marks in order.
    public func _appendMarks(to marks: inout [_PlottedMark]) {
        for item in items { item._appendMarks(to: &marks) }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// Never evaluated: the chart reads the marks of each element.
    public var body: Never { return fatalError("chart content is read, not evaluated") }

    /// Each element's marks, in the collection's order.
    public func _appendMarks(to marks: inout [_PlottedMark]) {
        for element in data { content(element)._appendMarks(to: &marks) }
    }
}

extension TupleView: ChartContent {
    /// Never evaluated: the chart reads the marks of each view.
    public var body: Never { return fatalError("chart content is read, not evaluated") }

    /// The marks of each view of the tuple (several marks in one `ForEach` element).
    public func _appendMarks(to marks: inout [_PlottedMark]) {
        for child in Mirror(reflecting: value).children {
            (child.value as? any ChartContent)?._appendMarks(to: &marks)
        }
    }
}

/// A `Chart(data) { item in ... }`'s content: the marks of each element.
public struct _ChartForEach<Data: RandomAccessCollection, Content: ChartContent>: ChartContent {
    /// The collection.
    let data: Data
    /// The marks of an element.
    let content: (Data.Element) -> Content

    /// Each element's marks, in the collection's order.
    public func _appendMarks(to marks: inout [_PlottedMark]) {
        for element in data { content(element)._appendMarks(to: &marks) }
    }
}
