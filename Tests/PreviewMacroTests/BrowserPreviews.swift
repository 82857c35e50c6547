import TermUI

// Previews with each of SwiftUI's traits, a `PreviewProvider`, a `#Preview` inside a type and bodies of awkward
// syntax, for `PreviewBrowserTests` and `PreviewRegistryTests` (apart from `PreviewUses.swift`, whose list of
// names those tests know).

#Preview("Fixed", traits: .fixedLayout(width: 20, height: 5)) {
    Text("Fixed box")
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Text("Just this")
}

#Preview("Portrait", traits: .portrait) {
    Text("Tall device")
}

#Preview("Field") {
    @Previewable @State var name = ""
    TextField("Name", text: $name)
    Text("Typed: \(name)")
}

/// Shows the width class its preview is given.
struct SizeClassReport: View {
    @Environment(\.horizontalSizeClass) private var width

    var body: some View {
        Text(width == .compact ? "width compact" : "width regular")
    }
}

#Preview("Size class") {
    SizeClassReport()
}

struct SamplePreviews: PreviewProvider {
    static var previews: some View {
        Text("From a provider")
    }
}

/// A type whose previews are declared inside it, as SwiftUI allows in a static context.
struct PreviewsInAType {
    #Preview("Inside a type") {
        Text("Declared in a type")
    }
}

extension PreviewsInAType {
    #Preview("Inside an extension") {
        Text("Declared in an extension")
    }
}

#Preview("Regex") {
    // Braces and quotes inside regex literals are not the body's.
    let bare = /a\}"b/
    let extended = #/"\}/#
    let spread = #/
        x \} y
        /#
    Text("a}\"b".contains(bare) ? "bare read" : "bare misread")
    Text("\"}".contains(extended) ? "extended read" : "extended misread")
    Text("x}y".contains(spread) ? "multi-line read" : "multi-line misread")
}

#Preview("Split view") {
    @Previewable @State var column = NavigationSplitViewColumn.detail
    NavigationSplitView(preferredCompactColumn: $column) {
        List { Text("Split sidebar") }
    } detail: {
        Button("Split detail") {}
    }
}
