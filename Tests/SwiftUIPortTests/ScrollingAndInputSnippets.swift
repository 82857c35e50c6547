import TermUI

// SwiftUI code that uses the layout, scrolling, list and input modifiers the API table had as missing. It
// imports only TermUI, as a port would.

struct ComposerSnippet: View {
    var body: some View {
        Text("Messages")
            .safeAreaInset(edge: .bottom, spacing: 1) {
                Text("Type here")
            }
            .safeAreaInset(edge: .top) {
                Text("Header")
            }
            .safeAreaPadding(.horizontal, 2)
    }
}

struct ChatLogSnippet: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(1...20, id: \.self) { Text("message \($0)") }
            }
        }
        .defaultScrollAnchor(.bottom)
        .scrollIndicators(.hidden)
        .scrollTargetBehavior(.viewAligned)
        .scrollTargetLayout()
        .scrollClipDisabled()
        .scrollBounceBehavior(.basedOnSize)
        .scrollDismissesKeyboard(.interactively)
    }
}

struct MarginsSnippet: View {
    var body: some View {
        ScrollView {
            Text("inside")
        }
        .contentMargins(.leading, 3, for: .scrollContent)
        .contentMargins(.top, 2)
        .scrollDisabled(true)
    }
}

struct FixedRowsSnippet: View {
    @State private var rows = ["Inbox", "Drafts", "Sent"]

    var body: some View {
        List {
            Section("Mail") {
                ForEach(rows, id: \.self) { row in
                    Text(row)
                        .deleteDisabled(row == "Inbox")
                        .moveDisabled(row == "Inbox")
                        .selectionDisabled(false)
                }
                .onDelete { rows.remove(atOffsets: $0) }
                .onMove { rows.move(fromOffsets: $0, toOffset: $1) }
            }
            .headerProminence(.increased)
            .listSectionSeparator(.hidden)
        }
        .listRowSeparatorTint(.red)
        .listRowSpacing(2)
        .listSectionSpacing(.compact)
    }
}

struct ClickThroughSnippet: View {
    @State private var clicks = 0

    var body: some View {
        ZStack {
            Button("Behind \(clicks)") { clicks += 1 }
            Text("Glass").allowsHitTesting(false)
        }
    }
}

struct SubmitScopeSnippet: View {
    @State private var name = ""
    @State private var outerSubmits = 0
    @State private var innerSubmits = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("outer \(outerSubmits) inner \(innerSubmits)")
            TextField("Name", text: $name)
                .onSubmit { innerSubmits += 1 }
                .submitScope()
        }
        .onSubmit { outerSubmits += 1 }
    }
}

struct DefaultFocusSnippet: View {
    enum Field: Hashable { case first, second }
    @FocusState private var field: Field?
    @State private var first = ""
    @State private var second = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("First", text: $first).focused($field, equals: .first)
            TextField("Second", text: $second).focused($field, equals: .second)
        }
        .focusSection()
        .defaultFocus($field, .second)
    }
}

/// Stops in a scroll view that fade out as they leave it, as SwiftUI code does with `scrollTransition`.
struct FadingStopsSnippet: View {
    let stops = ["Kyōto", "Nara", "Uji", "Ōsaka", "Kōbe"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(stops, id: \.self) { stop in
                    Text("\(stop)\n  station")
                        .scrollTransition { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0)
                        }
                }
            }
        }
        .frame(height: 5)
    }
}

struct PressableCardSnippet: View {
    @GestureState private var isPressed = false
    @State private var taps = 0

    var body: some View {
        Text(isPressed ? "pressed, \(taps) taps" : "resting, \(taps) taps")
            .gesture(
                TapGesture()
                    .updating($isPressed) { _, state, _ in state = true }
                    .onEnded { taps += 1 })
    }
}

struct ScrollPositionSnippet: View {
    @State var topRow: Int?
    var anchor: UnitPoint? = nil
    var rows = 1...100

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("top: \(topRow.map { "\($0)" } ?? "none")")
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(rows, id: \.self) { row in
                        Text("row \(row)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $topRow, anchor: anchor)
        }
        .onKeyPress("t") {
            topRow = 60
            return .handled
        }
    }
}

struct HoverMapSnippet: View {
    @State private var pointer = "away"
    @State private var isOverLegend = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("pointer: \(pointer)")
            Text("legend: \(isOverLegend ? "shown" : "hidden")")
            Color.blue
                .frame(width: 10, height: 3)
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let location): pointer = "\(Int(location.x)),\(Int(location.y))"
                    case .ended: pointer = "away"
                    }
                }
            Text("Legend")
                .onHover { isOverLegend = $0 }
        }
        .coordinateSpace(.named("map"))
    }
}
