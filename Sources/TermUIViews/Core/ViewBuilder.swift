/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder` does: any number of children,
/// `if`, `if let`, `if`/`else` and `switch`.
@resultBuilder
public enum ViewBuilder {
    /// A view passes through unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty closure builds an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One child is itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several children become a `TupleView`.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }

    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content behind `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
