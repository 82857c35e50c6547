import Observation
import TermUI

/// A list of numbered rows whose rows the benchmark removes with an animation.
@Observable @MainActor
final class BenchRows {
    var rows: [Int]

    init(count: Int) {
        rows = Array(0..<count)
    }
}

/// The list the animated removal runs in.
struct AnimatedListBenchView: View {
    let model: BenchRows

    var body: some View {
        List(model.rows, id: \.self) { row in
            Text("Row \(row)")
        }
    }
}

/// Cards that zoom into their screens.
struct ZoomBenchView: View {
    @Namespace private var namespace

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 1) {
                ForEach(0..<4, id: \.self) { row in
                    HStack(spacing: 2) {
                        ForEach(0..<6, id: \.self) { column in
                            let id = row * 6 + column
                            NavigationLink(value: id) {
                                Text("Place \(id)").padding(1).border(.secondary)
                            }
                            .matchedTransitionSource(id: id, in: namespace)
                        }
                    }
                }
            }
            .navigationTitle("Places")
            .navigationDestination(for: Int.self) { id in
                VStack(alignment: .leading) {
                    Text("Place \(id)").font(.title)
                    ForEach(0..<30, id: \.self) { line in
                        Text("Line \(line) of the place's notes")
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .navigationTitle("Place \(id)")
                .navigationTransition(.zoom(sourceID: id, in: namespace))
            }
        }
    }
}
