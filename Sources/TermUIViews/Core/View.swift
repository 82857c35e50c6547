/// A piece of user interface: a value that describes what to show, as in SwiftUI.
///
/// Write your own views as structs with a `body`. Primitive views (`Text`, `VStack`, `List`, ...) have no body;
/// the renderer knows how to lay them out and draw them. Lengths are terminal cells, not points.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View

    /// The content of this view, built with `@ViewBuilder`.
    @ViewBuilder var body: Body { get }

    /// Makes this view's node in the view graph. Not for apps to implement or call: every view gets it from
    /// TermUI, as in SwiftUI, whose `View` has a requirement of the same name (there it takes a
    /// `_GraphValue<Self>`). TermUI's primitive views make their own kind of node; every other view a node
    /// that evaluates `body`.
    static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs
}

extension Never: View {
    /// `Never` is the body type of primitive views; it has no body.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the renderer draws them directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; its body is never evaluated")
    }
}
