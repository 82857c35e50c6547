import TermUI

// `#Preview` in SwiftUI's forms, at file scope, as a port's view files write them; `PreviewRegistryTests`
// finds them and draws them.

struct Greeting: View {
    var name: String
    var body: some View {
        Text("Hello, \(name)")
    }
}

#Preview {
    Greeting(name: "preview")
}

#Preview("Named") {
    Greeting(name: "named")
}

#Preview("Traits", traits: .sizeThatFitsLayout, .fixedLayout(width: 40, height: 10)) {
    VStack {
        Text("{ not a brace }")
        Text(#"raw "}" string"#)
        Text("""
            multi-line } string
            """)
        // a comment with a } brace
        Greeting(name: "traits")
    }
}

#Preview(traits: .landscapeLeft) {
    Text("Only traits")
}

#Preview("Body argument", body: {
    Text("As an argument")
})

#Preview("Counter") {
    @Previewable @State var count = 3
    Button("Count \(count)") { count += 1 }
}
