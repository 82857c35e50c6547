import Foundation
import TermUI

extension GalleryPages {
    @MainActor static let behaviourPages = [
        GalleryPage("Animation", in: .behaviour, code: """
            @State private var isShown = false

            VStack(alignment: .leading) {
                Button(isShown ? "Hide" : "Show") {
                    withAnimation(.spring()) { isShown.toggle() }
                }
                if isShown {
                    Text("Slides in").transition(.move(edge: .leading))
                }
            }
            """) { AnimationExample() },
        GalleryPage("State, onChange and task", in: .behaviour, code: """
            @State private var count = 0
            @State private var changes = 0
            @State private var ticks = 0

            VStack(alignment: .leading) {
                Stepper("Count: \\(count)", value: $count)
                Text("Changed \\(changes) times")
                Text("Ticks while shown: \\(ticks)")
            }
            .onChange(of: count) { changes += 1 }
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    ticks += 1
                }
            }
            """) { StateExample() },
        GalleryPage("TimelineView", in: .behaviour, code: """
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date, style: .time)
            }
            """) {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date, style: .time)
            }
        },
        GalleryPage("Hover", in: .behaviour, code: """
            @State private var isOver = false
            @State private var pointer = "outside"

            VStack(alignment: .leading) {
                Text(isOver ? "The pointer is on me" : "Point at me")
                    .onHover { isOver = $0 }
                Text("Pointer at \\(pointer)")
                    .frame(width: 24, height: 5)
                    .border(.secondary)
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let location):
                            pointer = "\\(Int(location.x)), \\(Int(location.y))"
                        case .ended:
                            pointer = "outside"
                        }
                    }
            }
            """) { HoverExample() },
    ]
}

/// Follows the pointer: only while this page is shown does the terminal report its every motion.
private struct HoverExample: View {
    @State private var isOver = false
    @State private var pointer = "outside"

    var body: some View {
        VStack(alignment: .leading) {
            Text(isOver ? "The pointer is on me" : "Point at me")
                .onHover { isOver = $0 }
            Text("Pointer at \(pointer)")
                .frame(width: 24, height: 5)
                .border(.secondary)
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let location):
                        pointer = "\(Int(location.x)), \(Int(location.y))"
                    case .ended:
                        pointer = "outside"
                    }
                }
        }
    }
}

private struct AnimationExample: View {
    @State private var isShown = false

    var body: some View {
        VStack(alignment: .leading) {
            Button(isShown ? "Hide" : "Show") {
                withAnimation(.spring()) { isShown.toggle() }
            }
            if isShown {
                Text("Slides in").transition(.move(edge: .leading))
            }
        }
    }
}

private struct StateExample: View {
    @State private var count = 0
    @State private var changes = 0
    @State private var ticks = 0

    var body: some View {
        VStack(alignment: .leading) {
            Stepper("Count: \(count)", value: $count)
            Text("Changed \(changes) times")
            Text("Ticks while shown: \(ticks)")
        }
        .onChange(of: count) { changes += 1 }
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                ticks += 1
            }
        }
    }
}
