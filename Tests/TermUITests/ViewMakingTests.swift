import Testing
@testable import TermUITesting
@testable import TermUIViews

/// A view of the app's own kind: it has a body.
private struct Greeting: View {
    let name: String

    var body: some View {
        Text("Hello, \(name)")
    }
}

/// `View._makeView(view:inputs:)`: which node a view gets is the compiler's choice of witness, made when the
/// type conformed, not a question to the runtime. A primitive view whose conformance picked the default would
/// be given a `CompositeNode` and crash on its `Never` body; a view with a body that picked the primitive's
/// would have no node that evaluates it.
@MainActor
struct ViewMakingTests {
    private func kinds<V: View>(of view: V) -> [String] {
        let screen = TestDriver(view, size: TerminalSize(columns: 30, rows: 6), showsKeyHints: false)
        return screen.allNodes.map { String(describing: type(of: $0)) }
    }

    @Test func aViewWithABodyGetsANodeThatEvaluatesIt() {
        let kinds = kinds(of: Greeting(name: "Ada"))
        #expect(kinds.contains { $0.hasPrefix("CompositeNode<") && $0.contains("Greeting") })
        #expect(kinds.contains("TextNode"))
    }

    @Test func primitiveViewsMakeTheirOwnNodesAlsoWhereTheyConformConditionally() {
        let name: String? = "Ada"
        let kinds = kinds(of: VStack {
            Text("plain")
            if let name { Greeting(name: name) }
            Rectangle().frame(width: 3, height: 1)
            Color.red.frame(width: 2, height: 1)
            EmptyView()
            AnyView(Text("erased"))
        })
        // The driver puts the view in an `EditModeContainer`, a view with a body of its own.
        let composites = kinds.filter { $0.hasPrefix("CompositeNode<") && !$0.hasPrefix("CompositeNode<EditModeContainer<") }
        #expect(composites == ["CompositeNode<Greeting>"], "only Greeting has a body")
        #expect(kinds.contains { $0.hasPrefix("OptionalNode<") }, "Optional is primitive where it wraps a view")
        #expect(kinds.contains { $0.hasPrefix("AnyViewNode") })
        #expect(kinds.filter { $0 == "TextNode" }.count == 3)
    }
}
