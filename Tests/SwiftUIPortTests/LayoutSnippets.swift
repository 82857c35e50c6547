import TermUI
import TermUITesting

/// A flow layout as SwiftUI sample code writes one: rows of tags, wrapping at the proposed width.
struct FlowLayout: Layout {
    var spacing: CGFloat = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(proposal: proposal, subviews: subviews)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.reduce(0) { $0 + $1.height }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrange(proposal: ProposedViewSize(width: bounds.width, height: nil), subviews: subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height
        }
    }

    private struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrange(proposal: ProposedViewSize, subviews: Subviews) -> [Row] {
        let maxWidth = proposal.width ?? .infinity
        var rows: [Row] = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = rows[rows.count - 1].indices.isEmpty ? size.width : rows[rows.count - 1].width + spacing + size.width
            if needed > maxWidth && !rows[rows.count - 1].indices.isEmpty {
                rows.append(Row())
            }
            let start = rows[rows.count - 1].indices.isEmpty ? 0 : rows[rows.count - 1].width + spacing
            rows[rows.count - 1].indices.append(index)
            rows[rows.count - 1].width = start + size.width
            rows[rows.count - 1].height = max(rows[rows.count - 1].height, size.height)
        }
        return rows
    }
}

/// Tags in a flow layout, and a header that turns from a row into a column where the width is compact.
struct TagCloudSnippet: View {
    let tags = ["Kyōto", "temples", "tea", "gardens", "bamboo", "shrines", "autumn"]
    @State private var isStacked = false

    var body: some View {
        let layout = isStacked ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(spacing: 2))
        VStack(alignment: .leading) {
            layout {
                Text("Tags")
                Button(isStacked ? "Side by side" : "Stacked") { isStacked.toggle() }
            }
            FlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text("#\(tag)")
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A budget bar as SwiftUI code draws one: the filled part a fraction of the width the reader is given.
struct BudgetBarSnippet: View {
    let spent: Double
    let budget: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Spent \(Int(spent)) of \(Int(budget))")
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Rectangle().fill(Color.gray.opacity(0.3))
                    Rectangle()
                        .fill(spent > budget ? Color.red : Color.green)
                        .frame(width: geometry.size.width * min(spent / budget, 1))
                    Text("\(Int(geometry.frame(in: .named("card")).minY))")
                }
            }
            .frame(height: 1)
        }
        .padding()
        .coordinateSpace(name: "card")
    }
}

/// A card's badge brought in front of the text written after it, as SwiftUI code stacks one with `zIndex`.
struct FrontBadgeSnippet: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Text("SALE").zIndex(1)
            Text("Kyōto inn")
        }
    }
}

/// Labels lined up by their colons, as SwiftUI code does with `alignmentGuide`: the shorter label's leading
/// guide moved left by the difference, so that it stands that far in.
struct ColonAlignedSnippet: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("From: Kyōto")
            Text("To: Nara")
                .alignmentGuide(.leading) { dimensions in dimensions[.leading] - 2 }
        }
    }
}

/// The stops a trip's rows name, gathered by a preference key: each row sets its stop, the key joins them.
struct StopsPreferenceKey: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        value += value.isEmpty ? nextValue() : " → " + nextValue()
    }
}

/// A route whose heading shows what its rows report through a preference, as SwiftUI code passes a value up.
struct RouteHeadingSnippet: View {
    @State private var heading = ""
    @State private var addsNara = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Route: \(heading)")
            Text("Kyōto").preference(key: StopsPreferenceKey.self, value: "Kyōto")
            if addsNara {
                Text("Nara").preference(key: StopsPreferenceKey.self, value: "Nara")
            }
            Button("Add Nara") { addsNara = true }
        }
        .onPreferenceChange(StopsPreferenceKey.self) { stops in heading = stops }
    }
}
