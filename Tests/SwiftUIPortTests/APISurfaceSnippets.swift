import TermUI

// SwiftUI code that uses the declarations the API table once had as missing: emphasis and case on any view,
// styles at an opacity, the background style, placing and clipping, an animation timeline, transitions with an
// anchor, type-size ranges, image rendering modifiers. It imports only TermUI, as a port would.

struct ReceiptSnippet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Receipt")
            Text("Fine print").font(.caption)
            Text("Regular").fontWeight(.regular)
        }
        .bold()
        .italic()
    }
}

struct ShoutingHeaderSnippet: View {
    var body: some View {
        Section {
            Text("Kyōto")
        } header: {
            Text("Straße")
        }
        .textCase(.uppercase)
        .underline(pattern: .dash)
        .strikethrough(false)
        .fontDesign(.rounded)
        .fontWidth(.condensed)
        .monospaced()
        .kerning(1)
        .tracking(0.5)
        .baselineOffset(2)
        .lineSpacing(4)
        .minimumScaleFactor(0.5)
        .allowsTightening(true)
    }
}

struct FadedStylesSnippet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Faint").foregroundStyle(.primary.opacity(0.3))
            Text("Half").foregroundStyle(.secondary.opacity(0.5))
            Text("Tinted").foregroundStyle(.tint.opacity(0.8))
        }
    }
}

struct BackgroundStyleSnippet: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Card")
                .padding(.horizontal, 1)
                .background()
            Text("Boxed")
                .background(in: RoundedRectangle(cornerRadius: 1))
        }
        .backgroundStyle(.red)
    }
}

struct PinboardSnippet: View {
    var body: some View {
        ZStack {
            Text("pin")
                .position(x: 10, y: 3)
            Text("far")
                .position(CGPoint(x: 3, y: 1))
        }
        .frame(width: 20, height: 6)
    }
}

struct ClippedSnippet: View {
    var body: some View {
        HStack(spacing: 0) {
            Text("abcdef")
                .offset(x: 3)
                .frame(width: 6, alignment: .leading)
                .clipped()
                .compositingGroup()
                .drawingGroup()
                .blur(radius: 2)
            Text("|")
            Text("gone").hidden()
            Text("|")
        }
    }
}

struct SpinnerSnippet: View {
    var body: some View {
        TimelineView(.animation(minimumInterval: 0.25, paused: false)) { context in
            let frames = ["◐", "◓", "◑", "◒"]
            let tick = Int(context.date.timeIntervalSinceReferenceDate * 4) % frames.count
            Text(frames[tick])
        }
    }
}

struct TypeSizeReadout: View {
    @Environment(\.dynamicTypeSize) private var size

    var body: some View {
        Text(size.isAccessibilitySize ? "accessibility" : "standard")
    }
}

struct TypeSizeSnippet: View {
    var body: some View {
        VStack {
            TypeSizeReadout()
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            TypeSizeReadout()
                .dynamicTypeSize(DynamicTypeSize.large...DynamicTypeSize.accessibility2)
        }
        .dynamicTypeSize(.accessibility5)
    }
}

struct PosterSnippet: View {
    var body: some View {
        Image(systemName: "star.fill")
            .renderingMode(.template)
            .interpolation(.none)
            .antialiased(false)
            .resizable(capInsets: EdgeInsets(), resizingMode: .tile)
            .scaledToFit()
            .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
    }
}

struct GrowingNoteSnippet: View {
    var isShown: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if isShown {
                Text("ABCDEFGHIJ\nKLMNOPQRST")
                    .transition(.scale(scale: 0, anchor: .topLeading))
            }
            Text("Other")
                .transition(.push(from: .bottom))
        }
    }
}

struct FareGridSnippet: View {
    let fares = [("Kyōto", "¥ 13,320"), ("Ōsaka", "¥ 14,720"), ("Nara", "¥ 15,200")]
    let headings = ["Station", "Fare"]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 2) {
            GridRow {
                ForEach(headings, id: \.self) { heading in
                    Text(heading).bold()
                }
            }
            ForEach(fares.indices, id: \.self) { index in
                GridRow {
                    Text(fares[index].0)
                    Text(fares[index].1)
                }
            }
            ForEach(Set(["Kōbe"]).sorted(), id: \.self) { station in
                GridRow {
                    Text(station)
                    Text("—")
                }
            }
        }
    }
}

struct BadgeCardSnippet: View {
    var body: some View {
        VStack(spacing: 0) {
            ContainerRelativeShape()
                .stroke(.blue)
                .frame(width: 8, height: 3)
                .containerShape(RoundedRectangle(cornerRadius: 2))
            ContainerRelativeShape()
                .stroke(.blue)
                .frame(width: 8, height: 3)
        }
    }
}

struct StationToken: Identifiable, Hashable {
    var id: String { name }
    var name: String
}

struct StationSearchSnippet: View {
    @State private var query = ""
    @State private var tokens: [StationToken] = [StationToken(name: "Kansai")]
    @State private var renamed = false
    private let stations = ["Kyōto", "Ōsaka", "Nara"]

    var body: some View {
        NavigationStack {
            List(stations.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { station in
                Text(station)
            }
            .navigationTitle(renamed ? "Renamed" : "Stations")
            .searchable(text: $query, tokens: $tokens, prompt: "Station") { token in
                Label(token.name, systemImage: "tram")
            }
            .toolbarTitleMenu {
                Button("Rename") { renamed = true }
            }
        }
    }
}

struct TicketSnippet: View {
    @State private var showsCover = false
    @State private var showsPopover = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            GroupBox("Ticket") {
                Text("Kyōto → Nara")
            }
            HStack {
                Ellipse().stroke(.orange).frame(width: 8, height: 4)
                AnyShape(RoundedRectangle(cornerRadius: 1)).stroke(.green).frame(width: 6, height: 3)
            }
            Button("Cover") { showsCover = true }
            Button("Popover") { showsPopover = true }
        }
        .fullScreenCover(isPresented: $showsCover) {
            Text("Full ticket")
                .presentationBackground(.thinMaterial)
                .presentationCornerRadius(2)
        }
        .popover(isPresented: $showsPopover, attachmentAnchor: .rect(.bounds), arrowEdge: .bottom) {
            Text("Seat 12A")
        }
    }
}

/// A note that comes in from the side, as SwiftUI code writes an offset transition.
struct ArrivingNoteSnippet: View {
    @State private var isShown = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Show") {
                withAnimation(.linear(duration: 1)) { isShown = true }
            }
            if isShown {
                Text("Arrived").transition(.offset(x: 10))
            }
        }
    }
}

enum BoardingPhase: CaseIterable {
    case waiting, boarding, closed
}

struct BoardingSignSnippet: View {
    @State private var gateChanges = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            PhaseAnimator(BoardingPhase.allCases, trigger: gateChanges) { phase in
                Text("gate \(String(describing: phase))")
            } animation: { _ in .linear(duration: 1) }
            Button("Change gate") { gateChanges += 1 }
            Text("Blink")
                .phaseAnimator([false, true]) { content, isDim in
                    content.opacity(isDim ? 0.3 : 1)
                } animation: { _ in .linear(duration: 0.5) }
        }
    }
}

/// A fare whose `==` leaves out its action, so that `equatable()` keeps its body when only the action is new.
struct FareLabel: View, Equatable {
    let fare: Int
    let onChoose: () -> Void

    nonisolated static func == (lhs: FareLabel, rhs: FareLabel) -> Bool { lhs.fare == rhs.fare }

    var body: some View {
        Button("¥ \(fare)", action: onChoose)
    }
}

/// A list of fares whose labels are compared by their `==` before being built again.
struct FaresSnippet: View {
    @State private var chosen = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Chosen \(chosen)")
            FareLabel(fare: 13_320) { chosen += 1 }.equatable()
        }
    }
}

/// Tabs with a marker under the chosen one, and a badge that moves across when it is chosen, as SwiftUI code
/// does with `matchedGeometryEffect`.
struct MatchedTabsSnippet: View {
    @Namespace private var tabs
    @State private var selected = "Trips"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 4) {
                ForEach(["Trips", "Budget"], id: \.self) { tab in
                    Button(tab) {
                        withAnimation(.linear(duration: 1)) { selected = tab }
                    }
                    .matchedGeometryEffect(id: tab, in: tabs)
                }
            }
            Text("^")
                .matchedGeometryEffect(id: selected, in: tabs, properties: .position, anchor: .leading, isSource: false)
                .offset(y: 1)
            HStack {
                if selected == "Trips" {
                    Text("★").matchedGeometryEffect(id: "star", in: tabs)
                    Spacer()
                } else {
                    Spacer()
                    Text("★").matchedGeometryEffect(id: "star", in: tabs)
                }
            }
            .frame(width: 21)
        }
    }
}

struct PinDropValues {
    var offset = 0.0
    var scale = 1.0
}

struct PinDropSnippet: View {
    @State private var drops = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            KeyframeAnimator(initialValue: PinDropValues(), trigger: drops) { values in
                Text("offset \(Int(values.offset.rounded())) scale \(values.scale, format: .number.precision(.fractionLength(1)))")
            } keyframes: { _ in
                KeyframeTrack(\.offset) {
                    LinearKeyframe(10, duration: 1)
                    MoveKeyframe(20)
                    CubicKeyframe(0, duration: 1)
                }
                KeyframeTrack(\.scale) {
                    SpringKeyframe(2, duration: 0.5, spring: .smooth)
                    LinearKeyframe(1, duration: 0.5, timingCurve: .easeInOut)
                }
            }
            Button("Drop") { drops += 1 }
            Text("Pulse")
                .keyframeAnimator(initialValue: 0.0) { content, value in
                    content.opacity(value)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(1.0, duration: 1)
                    }
                }
        }
    }
}
